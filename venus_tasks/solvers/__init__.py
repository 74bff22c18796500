"""Scripted GUI-only solvers, one per task class of the ``venus`` suite (``all_solvers()``
in ``gui.py``). They see only the observation (UI elements, screenshot) and the goal text,
and act only with ``JSONAction``s, so a run of them is a demonstration any agent could give;
``--agent gui_solver`` runs them in the episode loop. A few read text that exists only as
pixels with Tesseract (``screen_ocr``, optional: ``apt-get install tesseract-ocr``).
"""
