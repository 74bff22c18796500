"""Per-category and per-task tables: strict SR with partial credit and no_result beside it.

* **SR** (VenusBench-Mobile's primary Success Rate, ``shared/seeds/`` 002, "Primary Task
  Success Rate"): successes / *every scheduled episode*; an episode without a result
  (``no_result``, never run, or an invalid score) counts as not solved.
* **partial**: scored episodes with 0 < score < 1 (partial credit, never a success);
  **mean_score**: the mean score over every scheduled episode, an episode without a result
  counting 0 (strict, like SR), in [0, 1] with three decimals.
* **no_result**: scheduled episodes without a result (not run included).
* per task, **mean_steps** and **mean_output_tokens** are over the episodes that ran
  (``not_run`` ones left out; a ``no_result`` episode's steps and tokens were spent).
"""

from __future__ import annotations

import collections
from fractions import Fraction
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import mean, number, partial, rate, score_of, task_name
from venus_tasks.metrics.scores import CATEGORY_CODES, NOT_RUN

Record = Mapping[str, Any]

RULES = ("SR is strict: its denominator is every scheduled episode (every repeat of the plain instances), and "
         "an episode without a result (no_result, not run yet, or a score that is not a finite number) counts "
         "as not solved. Success = score 1.0 and the agent ended the episode; partial credit (0 < score < 1) "
         "is counted beside SR, never as success. mean_score is over every scheduled episode, no result = 0. "
         "Every other rate (SPR, Min/Max, pass^k, pass@k, RCR, TSR, DCR, IGR, ETR, Ask+Match) counts an "
         "episode, base or cell without a result as a failure too, and every ended episode is verified. "
         "scored_only is the labelled diagnostic over the episodes with a result. Rates are percent, rounded "
         "half up to one decimal; null means no episode to rate.")


def summary(records: Iterable[Record]) -> dict[str, Any]:
    """``{"episodes", "successes", "sr", "partial", "mean_score", "no_result"}`` of the
    given scheduled episodes (see the module docstring)."""
    rs = list(records)
    wins = sum(1 for r in rs if r["success"])
    scores = [Fraction(score_of(r) or 0) for r in rs]
    return {"episodes": len(rs), "successes": wins, "sr": rate(wins, len(rs)),
            "partial": sum(1 for r in rs if partial(r)), "mean_score": mean(scores, 3),
            "no_result": sum(1 for r in rs if r["no_result"])}


def by_category(records: Iterable[Record]) -> dict[str, dict[str, Any]]:
    """``summary`` per category code (every code present) and ``total``."""
    rs = list(records)
    groups: dict[str, list[Record]] = {c: [] for c in CATEGORY_CODES}
    for r in rs:
        groups.setdefault(r["category"], []).append(r)
    out = {code: summary(group) for code, group in groups.items()}
    out["total"] = summary(rs)
    return out


def by_task(records: Iterable[Record]) -> dict[str, dict[str, Any]]:
    """``{task: {"category", "instances", "successes", "sr", "partial", "no_result",
    "mean_steps", "mean_output_tokens", "outcomes": {outcome: n}}}``, tasks sorted by name;
    ``instances`` are the task's scheduled plain episodes (repeats included)."""
    groups: dict[str, list[Record]] = collections.defaultdict(list)
    for r in records:
        groups[task_name(r)].append(r)
    out = {}
    for task, rs in sorted(groups.items()):
        ran = [r for r in rs if r.get("outcome") != NOT_RUN]
        usage = [r.get("usage") if isinstance(r.get("usage"), Mapping) else {} for r in ran]
        s = summary(rs)
        out[task] = {"category": rs[0]["category"], "instances": s["episodes"], "successes": s["successes"],
                     "sr": s["sr"], "partial": s["partial"], "no_result": s["no_result"],
                     "mean_steps": mean((number(r.get("steps", 0)) for r in ran), 1),
                     "mean_output_tokens": mean((number(u.get("completion_tokens", 0)) for u in usage), 1),
                     "outcomes": dict(sorted(collections.Counter(r["outcome"] for r in rs).items()))}
    return out
