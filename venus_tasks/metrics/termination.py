"""How episodes ended: AmbiBench's Error Termination Rate, and the process metrics the
records cannot give.

AmbiBench (``shared/seeds/`` 000, the Trajectory Serializer and the execution dimension of
its metrics) splits ETR into Early Termination (exiting before the task logic closes) and
Delayed Termination (going on after the goal is reached). From a record, over the plain
episodes with a result:

* **early** (ETR-E): the agent ended the episode itself (``status``: ``agent_done``,
  ``agent_infeasible``, or ``round_failed``, a round claimed done that did not verify) and
  it was not solved: it stopped before a required round, answer or change was done.
* **budget** (ETR-D's record-level stand-in): the episode ran out of its step budget
  (``step_budget``): the agent did not stop. A record cannot tell whether the goal had been
  reached before that; the budget outcome is the observable part of delayed termination.

Each is a share of the episodes with a result, in percent. SHR (Key Step Hit Rate) and ARR
(Action Redundancy Rate) need a reference trajectory and a judgement of redundant steps,
which no record holds: they are null with that reason.
"""

from __future__ import annotations

import collections
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import rate

Record = Mapping[str, Any]

ENDED_BY_AGENT = ("agent_done", "agent_infeasible", "round_failed")
BUDGET = "step_budget"


def termination(episodes: Iterable[Record]) -> dict[str, Any]:
    """``{"episodes" (with a result), "early": {"episodes", "rate", "by_outcome"}, "budget":
    {"episodes", "rate"}, "shr": null, "arr": null, "null_reasons"}``."""
    scored = [r for r in episodes if not r["no_result"]]
    early = [r for r in scored if r["outcome"] in ENDED_BY_AGENT and not r["success"]]
    budget = sum(1 for r in scored if r["outcome"] == BUDGET)
    return {"episodes": len(scored),
            "early": {"episodes": len(early), "rate": rate(len(early), len(scored)),
                      "by_outcome": dict(sorted(collections.Counter(r["outcome"] for r in early).items()))},
            "budget": {"episodes": budget, "rate": rate(budget, len(scored))},
            "shr": None, "arr": None,
            "null_reasons": {
                "shr": "needs the key steps of a reference trajectory, which the records do not hold",
                "arr": "needs a judgement of which steps were redundant, which the records do not hold",
                **({"early": "no episode with a result", "budget": "no episode with a result"} if not scored else {})}}
