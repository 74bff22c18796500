"""The static report of a run directory: ``report.html`` (summary, tables, inline SVG
plots, the results row in Markdown and LaTeX, an index of episodes that filters and
sorts), ``report.md`` (the same summary and tables) and one ``episodes/<page>.html`` per
episode (its record and its steps: thumbnails with the action drawn on them, the prompt
and the model's reply); and the comparison of runs, ``compare.html`` and ``compare.json``
(``compare.py``).

The pages need no network and no server: open ``report.html`` from disk in any browser.
A small inline script (``templates/_report.js``, ``_episode.js``) filters the index and
steps through an episode; the pages' Content-Security-Policy allows that script alone
(by its hash), and without script every episode and step is shown in full. Every number
of ``report.html`` comes from ``report.json`` (``venus_tasks.metrics``); nothing here
recomputes a metric (the comparison's paired statistics are computed in ``stats.py``).

Build them with ``write_reports(run_dir)`` or ``python -m venus_tasks.report RUN_DIR``;
compare runs with ``write_comparison`` or ``python -m venus_tasks.report compare``.
"""

from venus_tasks.report.build import write_reports
from venus_tasks.report.compare import CompareMismatchError, write_comparison
from venus_tasks.report.rundir import NotARunDirError

__all__ = ["CompareMismatchError", "NotARunDirError", "write_comparison", "write_reports"]
