"""The static report of a run directory: ``report.html`` (summary, tables, inline SVG
plots, an index of episodes), ``report.md`` (the same summary and tables) and one
``episodes/<page>.html`` per episode (its record and every step's screenshot thumbnail
with the action drawn on it).

The pages need no network, no script and no server: open ``report.html`` from disk in any
browser. Every number comes from ``report.json`` (``venus_tasks.metrics``); nothing here
recomputes a metric.

Build them with ``write_reports(run_dir)`` or ``python -m venus_tasks.report RUN_DIR``.
"""

from venus_tasks.report.build import write_reports
from venus_tasks.report.rundir import NotARunDirError

__all__ = ["NotARunDirError", "write_reports"]
