"""``report.json`` and the printed table, built only from a run directory's records."""

from __future__ import annotations

import collections
import json
import os
from typing import Any, Mapping

from venus_tasks.metrics import scores as S
from venus_tasks.results import read_records

REPORT_FILE = "report.json"


def build_report(records: list[Mapping[str, Any]], name: str) -> dict[str, Any]:
    """The report: counts, per-category SR, outcomes, and a leaderboard model entry.

    Shape: ``{"episodes", "no_result", "successes", "categories": {code: {"episodes",
    "successes"}}, "outcomes": {outcome: n}, "leaderboard": {"name", "scores",
    "stability", "cost", "diagnostics"}}``. ``stability`` is null until a stability run
    (all SE settings) is part of the directory.
    """
    counts = S.category_counts(records)
    return {
        "episodes": len(records),
        "no_result": sum(1 for r in records if r["no_result"]),
        "successes": sum(1 for r in records if r["success"]),
        "categories": counts,
        "outcomes": dict(collections.Counter(r["outcome"] for r in records)),
        "leaderboard": {
            "name": name,
            "scores": S.leaderboard_scores(counts),
            "stability": None,
            "cost": S.cost(records),
            "diagnostics": S.pudam_diagnostics(records),
        },
    }


def write_report(run_dir: str, name: str) -> dict[str, Any]:
    """Read ``run_dir``'s episodes, write ``report.json`` atomically and return the report."""
    report = build_report(read_records(run_dir), name)
    tmp = os.path.join(run_dir, REPORT_FILE + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(report, f, indent=2, ensure_ascii=False)
        f.write("\n")
    os.replace(tmp, os.path.join(run_dir, REPORT_FILE))
    return report


def format_table(report: Mapping[str, Any]) -> str:
    """A plain-text table: one row per category with episodes, successes and SR."""
    lines = [f"{'category':<9}{'episodes':>9}{'success':>9}{'SR %':>8}"]
    for code in S.CATEGORY_CODES:
        c = report["categories"][code]
        sr = report["leaderboard"]["scores"][code]
        lines.append(f"{code.upper():<9}{c['episodes']:>9}{c['successes']:>9}{_pct(sr):>8}")
    scored = report["episodes"] - report["no_result"]
    lines.append(f"{'TOTAL':<9}{scored:>9}{report['successes']:>9}"
                 f"{_pct(report['leaderboard']['scores']['total']):>8}")
    if report["no_result"]:
        lines.append(f"no_result: {report['no_result']} episode(s) not scored (see episodes.jsonl)")
    cost = report["leaderboard"]["cost"]
    lines.append(f"tokens: TT {cost['tt_k']}k output, PT {cost['pt']} per step (source: {cost['source']})")
    return "\n".join(lines)


def _pct(v: float | None) -> str:
    return "-" if v is None else f"{v:.1f}"
