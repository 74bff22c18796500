"""Requirement coverage: AmbiBench's RCR and TSR from per-requirement verdicts.

A task that judges each atomic requirement of its intent on its own records
``verdict["requirements"] = {requirement id: true/false}`` (AmbiBench's outcome vector
V_out, ``shared/seeds/`` 000, the Outcome Verifier). Over the plain episodes of such tasks:

* **RCR** (Requirement Coverage Rate): the mean over the episodes of satisfied
  requirements / requirements, in percent.
* **TSR** (Task Success Rate): episodes with every requirement satisfied / episodes. It
  differs from SR: it ignores how the episode ended and the state guard.
* **classes**: AmbiBench's Success (all satisfied), Partial Success (some) and Failure (none).

Every episode that ended has its vector (``episode``: the step budget, a crash or a failed
round are verified too, so an agent gains nothing by running out its budget instead of
ending). An episode without one (*unjudged*: ``no_result``, or a record made before
verdicts were taken for every ending) counts as a failure: RCR 0, not a TSR success, in
the Failure class, as the strict SR counts it. ``unjudged`` counts them by outcome.
Without any episode of such a task the block's rates are null with the reason.
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


def coverage(episodes: Iterable[Record], every: bool = False) -> dict[str, Any]:
    """``{"tasks", "episodes", "judged", "unjudged": {outcome: n}, "rcr", "tsr", "classes":
    {"success", "partial", "failure"}, "judged_requirements": {"satisfied", "total"},
    "null_reasons"}``.

    Args:
      episodes: scheduled episodes (``scores.scheduled_episodes``).
      every: every episode belongs to a task with requirements (a clarity level's); else
        such tasks are those with a vector in some record.
    """
    eps = list(episodes)
    tasks = sorted({task_name(r) for r in eps if results(r) is not None})
    population = eps if every else [r for r in eps if task_name(r) in tasks]
    vectors = [None if r["no_result"] else results(r) for r in population]
    judged = [v for v in vectors if v is not None]
    unjudged = collections.Counter(r["outcome"] for r, v in zip(population, vectors) if v is None)
    kinds = collections.Counter("success" if all(v.values()) else "partial" if any(v.values()) else "failure"
                                for v in judged)
    kinds["failure"] += sum(unjudged.values())
    out = {"tasks": tasks, "episodes": len(population), "judged": len(judged),
           "unjudged": dict(sorted(unjudged.items())),
           "rcr": pct_mean(Fraction(sum(v.values()), len(v)) if v else Fraction(0) for v in vectors),
           "tsr": rate(kinds["success"], len(population)),
           "classes": {k: kinds[k] for k in ("success", "partial", "failure")},
           "judged_requirements": {"satisfied": sum(sum(v.values()) for v in judged),
                                   "total": sum(len(v) for v in judged)},
           "null_reasons": {}}
    if not population:
        why = ("no episode carries per-requirement results (verdict['requirements']); "
               "the tasks do not record them yet")
        out["null_reasons"] = {"rcr": why, "tsr": why}
    return out
