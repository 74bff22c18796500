"""Writing ``report.html``, ``report.md`` and ``episodes/<page>.html`` into a run directory.

Episode pages are rebuilt only when what they show changed: each page carries a
fingerprint of its record, its screenshots (name, size, mtime), its neighbours and this
package's code and templates, so rebuilding the report of a resumed 150-episode run only
shrinks the new episodes' screenshots.
"""

from __future__ import annotations

import base64
import concurrent.futures
import datetime
import hashlib
import json
import os
import re
from typing import Any, Callable, Mapping

import jinja2

from venus_tasks import writes
from venus_tasks.report import fmt
from venus_tasks.report.charts import bar_chart, radar_chart
from venus_tasks.report.episodes import episode_view
from venus_tasks.report.index import episode_index, facets
from venus_tasks.report.names import EPISODES_DIR, REPORT_HTML, REPORT_MD, page_file
from venus_tasks.report.results_row import results_row
from venus_tasks.report import suites
from venus_tasks.report import summary as S
from venus_tasks.report import tree
from venus_tasks.report.rundir import RunData, agent_name, load_run

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
_FINGERPRINT = re.compile(rb'<meta name="venus-fingerprint" content="([0-9a-f]+)">')


def write_reports(run_dir: str, report: Mapping[str, Any] | None = None, refresh: bool = False,
                  progress: Callable[[int, int], None] | None = None) -> str:
    """Write ``report.html``, ``report.md`` and one ``episodes/<page>.html`` per episode
    record into ``run_dir`` and return the absolute path of ``report.html``.

    Args:
      run_dir: a run directory (``header.json``, ``episodes.jsonl``, ``report.json``,
        ``screenshots/``).
      report: the run's report when the caller just built it; otherwise ``report.json``
        is read (and written first by ``metrics.report.write_report`` if missing).
      refresh: rewrite ``report.json`` from the records with the installed
        ``venus_tasks.metrics`` first (a run made before a metric existed gets it).
      progress: called as ``progress(done, total)`` before the first and after each
        episode page written (``total`` counts only the pages out of date).

    Raises:
      NotARunDirError: ``run_dir`` is not a run directory.
      OSError: a file cannot be written.
    """
    run = load_run(run_dir, dict(report) if report is not None else None, refresh=refresh)
    env = environment()
    context = report_context(run)
    write_episode_pages(run, env, progress=progress)
    html_path = os.path.join(run.run_dir, REPORT_HTML)
    _write(html_path, env.get_template("report.html").render(context, script=inline_script(env, "_report.js")))
    _write(os.path.join(run.run_dir, REPORT_MD), env.get_template("report.md").render(context))
    return os.path.abspath(html_path)


def environment() -> jinja2.Environment:
    """The Jinja environment of the report's templates: HTML autoescaped, ``report.md``
    escaped by the ``md`` filter, filters from ``fmt``."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("venus_tasks.report", "templates"),
        autoescape=jinja2.select_autoescape(enabled_extensions=("html",), disabled_extensions=("md", "css"),
                                            default_for_string=True, default=True),
        undefined=jinja2.ChainableUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.filters.update(pct=_defined(fmt.pct), num=_defined(fmt.num), counts=_defined(fmt.counts),
                       json=_defined(fmt.compact_json), md=md, columns=_columns, colname=fmt.column_name,
                       tree=lambda v: tree.node(None if isinstance(v, jinja2.Undefined) else v),
                       mdtree=lambda v: "\n".join(tree.md_lines(v)), fence=fmt.fence)
    return env


def inline_script(env: jinja2.Environment, name: str) -> dict[str, str]:
    """``{"text", "hash"}`` of the script template ``name`` (a file of ``templates/``, used
    as it is): ``_base.html`` inlines the text and allows exactly it in the page's
    Content-Security-Policy by its hash (``sha256-<base64>``, CSP Level 2 section 4.2.3),
    so no other script, injected or not, can run in the page."""
    text = env.loader.get_source(env, name)[0]
    digest = base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")
    return {"text": text, "hash": f"sha256-{digest}"}


md = fmt.md


def _defined(f: Callable[..., str]) -> Callable[..., str]:
    """``f`` with a missing value (Jinja's Undefined) passed as None."""
    def wrapped(value: Any, *args: Any) -> str:
        return f(None if isinstance(value, jinja2.Undefined) else value, *args)
    return wrapped


def _columns(rows: Any) -> list[str]:
    cols: list[str] = []
    for r in rows:
        cols += [k for k in r if k not in cols]
    return cols


def report_context(run: RunData) -> dict[str, Any]:
    """What ``report.html`` and ``report.md`` render (see ``summary``, ``suites``,
    ``index`` and ``results_row``)."""
    report = run.report
    instances = run.header.get("instances") or []
    suite = suites.suite_of(run.header, report)
    categories = suites.visible_categories(S.category_rows(report), suite)
    pudam = S.pudam(report)
    variants = S.variant_rows(report)
    episodes = episode_index(run.records, instances)
    name = (report.get("leaderboard") or {}).get("name") or agent_name(run.header)
    return {
        "name": name,
        "suite": suite,
        "first": suites.first_section(suite),
        "run_dir": os.path.abspath(run.run_dir),
        "generated": fmt.when(datetime.datetime.now(datetime.timezone.utc).timestamp()),
        "meta": S.metadata(run.header, run.records, report.get("run")),
        "head": S.headline(report),
        "categories": categories,
        "by_category": isinstance(report.get("by_category"), dict),
        "by_total": (report.get("by_category") or {}).get("total") or {},
        "category_chart": bar_chart([(c["code"].upper(), c["sr"]) for c in categories if c["episodes"]],
                                    "strict SR per category (%)") if any(c["episodes"] for c in categories) else "",
        "row": results_row(report, suite, name),
        "board": report.get("leaderboard") or None,
        "task_table": S.task_table(report, run.records, instances),
        "cost": S.cost(report),
        "pudam": pudam,
        "pudam_chart": radar_chart([d["dim"] for d in pudam],
                                   [("levels 1-2", [d["l12"] for d in pudam]),
                                    ("levels 3-4", [d["l34"] for d in pudam])],
                                   "PUDAM diagnostics: SR (%) by level") if pudam else "",
        "clarity": S.clarity_rows(report),
        "interaction": suites.interaction_rows(report),
        "interaction_blocks": {k: report[k] for k in ("interaction", "requirements", "termination") if report.get(k)},
        "probe": S.probe_rows(report),
        "diag": S.diag_rows(report),
        "variants": variants,
        "variant_chart": bar_chart([(v["variant"], v.get("sr")) for v in variants], "strict SR per variant (%)")
        if variants else "",
        "stability": report.get("stability") or None,
        "stability_null": S.leaderboard_null(report, "stability"),
        "consistency": report.get("consistency") or None,
        "noise": report.get("noise") or None,
        "extras": {**S.extras(report), **{f"leaderboard.{k}": v for k, v in S.leaderboard_extras(report).items()}},
        "episodes": episodes,
        "facets": facets(episodes),
    }


def write_episode_pages(run: RunData, env: jinja2.Environment | None = None, workers: int | None = None,
                        progress: Callable[[int, int], None] | None = None) -> list[str]:
    """Write the page of every episode record whose page is missing or out of date;
    return the paths written.

    Args:
      workers: threads shrinking screenshots (PNG decoding runs outside the GIL);
        default ``min(4, cpu count)``.
      progress: ``progress(done, total)`` before the first page and after each one.
    """
    env = env or environment()
    template = env.get_template("episode.html")
    script = inline_script(env, "_episode.js")
    code = _code_digest()
    os.makedirs(os.path.join(run.run_dir, EPISODES_DIR), exist_ok=True)
    keys = [r["key"] for r in run.records]
    jobs = []
    for i, record in enumerate(run.records):
        prev_key = keys[i - 1] if i else None
        next_key = keys[i + 1] if i + 1 < len(keys) else None
        shots = run.screenshots(record["key"])
        fingerprint = _fingerprint(code, record, shots, prev_key, next_key)
        path = os.path.join(run.run_dir, page_file(record["key"]))
        if _page_fingerprint(path) != fingerprint:
            jobs.append((path, fingerprint, (record, shots, prev_key, next_key)))
    workers = workers or min(4, os.cpu_count() or 1)
    if progress:
        progress(0, len(jobs))
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        views = pool.map(lambda job: episode_view(*job[2]), jobs)
        for n, ((path, fingerprint, _), view) in enumerate(zip(jobs, views), 1):
            _write(path, template.render(e=view, fingerprint=fingerprint, script=script))
            if progress:
                progress(n, len(jobs))
    return [path for path, _, _ in jobs]


def _code_digest() -> str:
    """A digest of this package's modules and templates: pages made by other code are rebuilt."""
    h = hashlib.sha256()
    for folder in (_PACKAGE_DIR, os.path.join(_PACKAGE_DIR, "templates")):
        for name in sorted(os.listdir(folder)):
            if name.endswith((".py", ".html", ".md", ".css", ".js")):
                with open(os.path.join(folder, name), "rb") as f:
                    h.update(name.encode() + b"\0" + f.read())
    return h.hexdigest()


def _fingerprint(code: str, record: Mapping[str, Any], shots: Mapping[int, str], prev_key: str | None,
                 next_key: str | None) -> str:
    files = []
    for step, path in sorted(shots.items()):
        try:
            st = os.stat(path)
            files.append((step, st.st_size, st.st_mtime_ns))
        except OSError:
            files.append((step, None, None))
    blob = json.dumps([code, record, files, prev_key, next_key], sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()


def _page_fingerprint(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return None
    m = _FINGERPRINT.search(head)
    return m[1].decode() if m else None


def _write(path: str, text: str) -> None:
    """``writes.write_file``: a failed write raises ``writes.RunDirWriteError``, leaving no
    temporary file."""
    writes.write_file(path, text.encode("utf-8", errors="surrogatepass"))
