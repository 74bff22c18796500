"""Requirement coverage: AmbiBench's RCR and TSR from per-requirement verdicts.

A task that judges each atomic requirement of its intent on its own records
``verdict["requirements"] = {requirement id: true/false}`` (AmbiBench's outcome vector
V_out, ``shared/seeds/`` 000, the Outcome Verifier). Over the plain episodes that carry one
(*judged*):

* **RCR** (Requirement Coverage Rate): the mean over judged episodes of satisfied
  requirements / requirements, in percent.
* **TSR** (Task Success Rate): judged episodes with every requirement satisfied / judged
  episodes. It differs from SR: it ignores how the episode ended and the state guard.
* **classes**: AmbiBench's Success (all satisfied), Partial Success (some) and Failure (none).

An episode of such a task without a verdict (no result, or ended without verification:
``step_budget``, ``round_failed``, ``agent_crash``) is *unjudged*: counted by outcome, never
scored as 0 or 1, since nobody checked its requirements. Without any verdict the block's
rates are null with the reason.
"""

from __future__ import annotations

import collections
from fractions import Fraction
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import pct_mean, rate, task_name

Record = Mapping[str, Any]


def results(r: Record) -> dict[str, bool] | None:
    """The record's ``{requirement id: satisfied}``, or None without a usable one (empty,
    or a value that is not true/false)."""
    v = r.get("verdict")
    req = v.get("requirements") if isinstance(v, Mapping) else None
    if not isinstance(req, Mapping) or not req or not all(isinstance(x, bool) for x in req.values()):
        return None
    return {str(k): x for k, x in req.items()}


def coverage(episodes: Iterable[Record]) -> dict[str, Any]:
    """``{"tasks", "judged", "unjudged": {outcome: n}, "rcr", "tsr", "classes":
    {"success", "partial", "failure"}, "judged_requirements": {"satisfied", "total"},
    "null_reasons"}``."""
    eps = list(episodes)
    tasks = sorted({task_name(r) for r in eps if results(r) is not None})
    judged = [results(r) for r in eps if results(r) is not None and not r["no_result"]]
    unjudged = collections.Counter(r["outcome"] for r in eps
                                   if task_name(r) in tasks and (results(r) is None or r["no_result"]))
    kinds = collections.Counter("success" if all(v.values()) else "partial" if any(v.values()) else "failure"
                                for v in judged)
    out = {"tasks": tasks, "judged": len(judged), "unjudged": dict(sorted(unjudged.items())),
           "rcr": pct_mean(Fraction(sum(v.values()), len(v)) for v in judged),
           "tsr": rate(kinds["success"], len(judged)),
           "classes": {k: kinds[k] for k in ("success", "partial", "failure")},
           "judged_requirements": {"satisfied": sum(sum(v.values()) for v in judged),
                            "total": sum(len(v) for v in judged)},
           "null_reasons": {}}
    if not judged:
        why = ("no episode with a result carries per-requirement results (verdict['requirements']); "
               "the tasks do not record them yet")
        out["null_reasons"] = {"rcr": why, "tsr": why}
    return out
