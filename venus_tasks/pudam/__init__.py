"""PUDAM levels computed from demonstrations: ``record`` (the recorder the GUI solvers
report to), ``demo`` (``Demonstration``: the features of one solved instance, and
``demonstrate``), ``rule`` (``levels(demo)``: the thresholds)."""
