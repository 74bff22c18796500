"""Comparing runs: ``compare.html`` and ``compare.json`` for two or more run directories,
each run against the first.

Pairs. Two runs of one suite and seed schedule the same task instance under the same
episode key (``Task_3``, ``Task_3#1``: same seed, same params), so the plain scheduled
episodes (no variant or noise twin, every repeat; the headline's) of both runs are paired
by key. An episode without a result or not yet run counts as not solved, as in the strict
SR. A pair whose two records were drawn with different seeds (``draw_seed``: one run
retried the episode on a fresh draw after it had no result) is not the same instance and
is left out of the paired statistics (``different_draws``).

Per category (and per clarity level for ``ambiguity`` runs) and in total: each run's
strict SR from its ``report.json`` (``scores``; a group report.json has no SR for is
computed from the records and marked), the difference, and over the shared pairs the
discordant counts, McNemar's exact p-value and a paired bootstrap interval of the
difference (``stats``). Then the instances that flip (solved in one run, not in the
other) with relative links to both episode pages, and the cost of each run.

Runs of different suites or seeds are refused (``CompareMismatchError``) unless
``allow_mismatch``.
"""

from __future__ import annotations

import datetime
import json
import os
import urllib.parse
from typing import Any, Mapping, Sequence

from venus_tasks import writes
from venus_tasks.metrics.clarity import level_of
from venus_tasks.metrics.scores import CATEGORY_CODES
from venus_tasks.report import fmt, stats
from venus_tasks.report.index import failure_reason, result_of, task_of
from venus_tasks.report.names import REPORT_HTML, page_file
from venus_tasks.report.rundir import RunData, agent_name, load_run
from venus_tasks.report.summary import CATEGORY_NAMES
from venus_tasks.report.suites import suite_of

COMPARE_HTML = "compare.html"
COMPARE_JSON = "compare.json"
FORMAT = "venus-compare/1"
_COST_KEYS = ("tt_k", "pt", "prompt_tokens", "cached_tokens", "completion_tokens", "steps",
              "output_tokens_per_success", "source")


class CompareMismatchError(ValueError):
    """The runs differ in suite or seed (their instances are not the same)."""


def run_identity(run: RunData) -> dict[str, Any]:
    """``{"dir", "name", "suite", "seed", "event_clock", "agent", "model", "git_revision",
    "episodes", "successes", "sr"}`` of a run (SR: report.json ``scores.total``;
    ``event_clock``: ``--event_clock``, ``step`` for a run made before it existed)."""
    config = run.header.get("config") or {}
    report = run.report
    return {"dir": os.path.abspath(run.run_dir),
            "name": (report.get("leaderboard") or {}).get("name") or agent_name(run.header),
            "suite": suite_of(run.header, report), "seed": config.get("seed", (report.get("run") or {}).get("seed")),
            "event_clock": config.get("event_clock", "step"),
            "agent": config.get("agent"), "model": config.get("model") or (config.get("agent_config") or {}).get("model"),
            "git_revision": run.header.get("git_revision"), "episodes": report.get("episodes"),
            "successes": report.get("successes"), "sr": (report.get("scores") or {}).get("total")}


def mismatches(first: Mapping[str, Any], other: Mapping[str, Any]) -> list[str]:
    """``["suite (venus vs ambiguity)", "seed (30 vs 31)"]``: what differs between two
    runs' identities that makes their instances differ."""
    return [f"{k} ({first[k]} vs {other[k]})" for k in ("suite", "seed") if first[k] != other[k]]


def plain_episodes(run: RunData) -> dict[str, dict[str, Any]]:
    """``{key: record}`` of the run's plain scheduled episodes (no variant; repeats
    kept); a scheduled one without a record is ``{"key", "category", "outcome":
    "not_run", "no_result": True, "success": False}``."""
    out = {r["key"]: dict(r) for r in run.records if not r.get("variant")}
    for i in run.header.get("instances") or ():
        key = i.get("key")
        if key and not i.get("variant") and key not in out:
            out[key] = {"key": key, "task": task_of(key), "category": i.get("category"), "outcome": "not_run",
                        "no_result": True, "success": False}
    return out


def _draw(r: Mapping[str, Any]) -> Any:
    return r.get("draw_seed", r.get("seed"))


def _link(run_dir: str, rel: str, out_dir: str) -> str:
    """A URL relative to ``out_dir`` of ``run_dir/rel`` (each path segment percent-encoded)."""
    path = os.path.relpath(os.path.join(os.path.abspath(run_dir), rel), os.path.abspath(out_dir))
    return "/".join(urllib.parse.quote(seg) for seg in path.split(os.sep))


def _side(run: RunData, r: Mapping[str, Any], out_dir: str) -> dict[str, Any]:
    page = page_file(r["key"])
    ran = r.get("outcome") != "not_run"
    return {"success": bool(r.get("success")), "result": result_of(r), "outcome": r.get("outcome"),
            "reason": failure_reason(r), "score": r.get("score"), "steps": r.get("steps"),
            "href": _link(run.run_dir, page, out_dir) if ran else None,
            "page_exists": ran and os.path.exists(os.path.join(run.run_dir, page))}


def _groups(pairs: list[tuple[dict[str, Any], dict[str, Any]]], suite: str,
            a: RunData, b: RunData) -> list[tuple[str, str, list[tuple[dict[str, Any], dict[str, Any]]], bool]]:
    """``[(id, label, pairs of the group, from_report)]``: categories, clarity levels
    (ambiguity), total. ``from_report``: report.json ``scores`` has the group's SR."""
    cats = [c for c in CATEGORY_CODES if suite == "venus" or any(x.get("category") == c for p in pairs for x in p)
            or any(((run.report.get("categories") or {}).get(c) or {}).get("episodes") for run in (a, b))]
    cats += sorted({str(x.get("category")) for p in pairs for x in p if x.get("category")} - set(cats))
    out = [(c, f"{c.upper()} {CATEGORY_NAMES.get(c, '')}".strip(),
            [p for p in pairs if p[0].get("category") == c], True) for c in cats]
    levels = sorted({lv for p in pairs if (lv := level_of(p[0]))},
                    key=lambda lv: ("detailed", "standard", "incomplete", "ambiguous").index(lv))
    out += [(f"clarity:{lv}", f"clarity {lv}", [p for p in pairs if level_of(p[0]) == lv], False) for lv in levels]
    out.append(("total", "TOTAL", pairs, True))
    return out


def _strict_sr(records: Sequence[Mapping[str, Any]]) -> float | None:
    return round(100.0 * sum(1 for r in records if r.get("success")) / len(records), 1) if records else None


def compare_pair(a: RunData, b: RunData, out_dir: str, resamples: int = stats.RESAMPLES,
                 level: float = stats.LEVEL, seed: int = stats.SEED) -> dict[str, Any]:
    """Run ``b`` against run ``a`` (module docstring): ``{"pairs", "only_a", "only_b",
    "different_draws", "groups": [{"group", "label", "sr_a", "sr_b", "diff", "sr_source",
    "pairs", "both", "a_only", "b_only", "neither", "paired_diff", "mcnemar_p", "ci"}],
    "flips": [{"key", "task", "category", "a": side, "b": side}], "cost": {"a", "b"}}``;
    SRs and differences in percent (B - A), ``ci`` ``[low, high]`` or None, a side
    ``{"success", "result", "outcome", "reason", "score", "steps", "href", "page_exists"}``
    with ``href`` relative to ``out_dir``."""
    ea, eb = plain_episodes(a), plain_episodes(b)
    shared = [k for k in ea if k in eb]
    different = [k for k in shared if _draw(ea[k]) is not None and _draw(eb[k]) is not None
                 and _draw(ea[k]) != _draw(eb[k])]
    pairs = [(ea[k], eb[k]) for k in shared if k not in set(different)]
    suite = suite_of(a.header, a.report)
    groups = []
    for gid, label, gp, from_report in _groups(pairs, suite, a, b):
        sa = (a.report.get("scores") or {}).get(gid) if from_report else _strict_sr(
            [r for r in ea.values() if level_of(r) == gid.split(":", 1)[1]])
        sb = (b.report.get("scores") or {}).get(gid) if from_report else _strict_sr(
            [r for r in eb.values() if level_of(r) == gid.split(":", 1)[1]])
        xa = [bool(p[0].get("success")) for p in gp]
        xb = [bool(p[1].get("success")) for p in gp]
        only_a = sum(1 for x, y in zip(xa, xb) if x and not y)
        only_b = sum(1 for x, y in zip(xa, xb) if y and not x)
        both = sum(1 for x, y in zip(xa, xb) if x and y)
        ci = stats.paired_bootstrap(xa, xb, resamples, level, seed)
        groups.append({"group": gid, "label": label, "sr_a": sa, "sr_b": sb,
                       "diff": round(sb - sa, 1) if sa is not None and sb is not None else None,
                       "sr_source": "report.json scores" if from_report else "records (strict, plain episodes)",
                       "pairs": len(gp), "both": both, "a_only": only_a, "b_only": only_b,
                       "neither": len(gp) - both - only_a - only_b,
                       "paired_diff": round(100.0 * (only_b - only_a) / len(gp), 1) if gp else None,
                       "mcnemar_p": stats.mcnemar_exact(only_a, only_b) if gp else None,
                       "ci": list(ci) if ci else None})
    flips = [{"key": ra["key"], "task": str(ra.get("task") or task_of(ra["key"])), "category": ra.get("category"),
              "a": _side(a, ra, out_dir), "b": _side(b, rb, out_dir)}
             for ra, rb in pairs if bool(ra.get("success")) != bool(rb.get("success"))]
    flips.sort(key=lambda f: (f["a"]["success"], str(f["category"]), f["key"]))
    return {"pairs": len(pairs), "only_a": sorted(k for k in ea if k not in eb),
            "only_b": sorted(k for k in eb if k not in ea), "different_draws": sorted(different),
            "groups": groups, "flips": flips, "cost": {"a": run_cost(a.report), "b": run_cost(b.report)}}


def run_cost(report: Mapping[str, Any]) -> dict[str, Any]:
    """The run's cost (the leaderboard entry's, else report.json ``cost``): ``tt_k``,
    ``pt``, token counts, ``steps``, ``output_tokens_per_success``, ``source`` and
    ``null_reason`` (why it is unknown, or None); with a ``null_reason`` the token figures
    are None (unknown, never 0)."""
    board = report.get("leaderboard") or {}
    cost = board.get("cost") or report.get("cost") or {}
    why = (board.get("null_reasons") or {}).get("cost") or cost.get("null_reason")
    unknown = ("tt_k", "pt", "prompt_tokens", "cached_tokens", "completion_tokens", "output_tokens_per_success")
    return {**{k: None if why and k in unknown else cost.get(k) for k in _COST_KEYS}, "null_reason": why}


def build_comparison(run_dirs: Sequence[str], out_dir: str, allow_mismatch: bool = False,
                     resamples: int = stats.RESAMPLES, seed: int = stats.SEED) -> dict[str, Any]:
    """``compare.json``'s content for ``run_dirs`` (each against the first).

    Raises:
      ValueError: fewer than two runs.
      NotARunDirError: a directory is not a run directory.
      CompareMismatchError: the runs differ in suite or seed and not ``allow_mismatch``.
    """
    if len(run_dirs) < 2:
        raise ValueError("compare needs at least two run directories")
    runs = [load_run(d) for d in run_dirs]
    ids = [run_identity(r) for r in runs]
    differ = []
    for rd, ident in zip(run_dirs[1:], ids[1:]):
        what = mismatches(ids[0], ident)
        if what and not allow_mismatch:
            raise CompareMismatchError(
                f"{rd} differs from {run_dirs[0]} in {' and '.join(what)}, so their instances are not the same; "
                "compare runs of one suite and seed, or pass --allow_mismatch")
        differ.append(what)
    for i, (ident, run) in enumerate(zip(ids, runs)):
        ident["label"] = chr(ord("A") + i) if i < 26 else f"R{i + 1}"
        ident["report_href"] = _link(run.run_dir, REPORT_HTML, out_dir)
    return {
        "format": FORMAT,
        "generated": fmt.when(datetime.datetime.now(datetime.timezone.utc).timestamp()),
        "method": {
            "pairs": "plain scheduled episodes with the same key in both runs (same suite and seed: the same task "
                     "instance); an episode without a result or not run counts as not solved; pairs drawn with "
                     "different seeds (a retry) are left out",
            "test": "McNemar's exact test, two-sided (McNemar 1947; exact conditional binomial form)",
            "formula": stats.MCNEMAR_FORMULA,
            "b": "pairs solved in the first run only", "c": "pairs solved in the other run only",
            "interval": f"paired bootstrap percentile interval of SR(other) - SR(first), percentage points "
                        f"(Efron & Tibshirani 1993), {resamples} resamples, seed {seed}",
            "level": stats.LEVEL, "resamples": resamples, "seed": seed,
            "multiplicity": "each row is tested on its own; no correction for the number of rows",
        },
        "runs": ids,
        "comparisons": [{"a": 0, "b": i, "mismatch": differ[i - 1],
                         **compare_pair(runs[0], runs[i], out_dir, resamples, stats.LEVEL, seed)}
                        for i in range(1, len(runs))],
    }


def write_comparison(run_dirs: Sequence[str], out_dir: str, allow_mismatch: bool = False,
                     resamples: int = stats.RESAMPLES, seed: int = stats.SEED) -> str:
    """Write ``compare.json`` and ``compare.html`` into ``out_dir`` (made if missing) and
    return the absolute path of ``compare.html``. Raises as ``build_comparison`` and
    OSError when ``out_dir`` cannot be written."""
    from venus_tasks.report.build import environment

    os.makedirs(out_dir, exist_ok=True)
    data = build_comparison(run_dirs, out_dir, allow_mismatch, resamples, seed)
    text = json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    writes.write_file(os.path.join(out_dir, COMPARE_JSON), text.encode("utf-8"))
    html = environment().get_template("compare.html").render(c=data, script=None)
    path = os.path.join(out_dir, COMPARE_HTML)
    writes.write_file(path, html.encode("utf-8", errors="surrogatepass"))
    return os.path.abspath(path)
