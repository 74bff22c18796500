"""How episodes ended: AmbiBench's Error Termination Rate, and the process metrics the
records cannot give.

AmbiBench (``shared/seeds/`` 000, the Trajectory Serializer and the execution dimension of
its metrics) splits ETR into Early Termination (exiting before the task logic closes) and
Delayed Termination (going on after the goal is reached). From a record, over every plain
scheduled episode:

* **early** (ETR-E): the agent ended the episode itself (``status``: ``agent_done``,
  ``agent_infeasible``, or ``round_failed``, a round claimed done that did not verify) and
  it was not solved: it stopped before a required round, answer or change was done.
  An episode without a result (``no_result``) counts here too: it ended before the task
  logic closed, and a failure it must be, or an agent could end the episodes it is losing
  without a result and lower its ETR (``by_outcome`` names them).
* **budget** (ETR-D's record-level stand-in): the episode ran out of its step budget
  (``step_budget``): the agent did not stop. A record cannot tell whether the goal had been
  reached before that; the budget outcome is the observable part of delayed termination.

Each is a share of every scheduled episode, in percent. SHR (Key Step Hit Rate) and ARR
(Action Redundancy Rate) need a reference trajectory: they are ``metrics.process`` over the
episodes whose verdict holds one (``verdict["process"]``: the ``ambiguity`` suite, against
each intent's UI path), with that suite's episodes without a result as failures; null, with
the reason, in a run without such episodes.
"""

from __future__ import annotations

import collections
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.clarity import level_of
from venus_tasks.metrics.process import process_rates
from venus_tasks.metrics.records import rate

Record = Mapping[str, Any]

ENDED_BY_AGENT = ("agent_done", "agent_infeasible", "round_failed")
BUDGET = "step_budget"


def termination(episodes: Iterable[Record]) -> dict[str, Any]:
    """``{"episodes" (scheduled), "with_result", "early": {"episodes", "rate", "by_outcome"},
    "budget": {"episodes", "rate"}, "shr": percent or null, "arr": percent or null,
    "process": metrics.process block, "null_reasons"}``."""
    eps = list(episodes)
    proc = process_rates([r for r in eps if not r["no_result"]],
                         lost=sum(1 for r in eps if r["no_result"] and level_of(r)))
    early = [r for r in eps if r["no_result"] or (r["outcome"] in ENDED_BY_AGENT and not r["success"])]
    budget = sum(1 for r in eps if r["outcome"] == BUDGET)
    return {"episodes": len(eps), "with_result": sum(1 for r in eps if not r["no_result"]),
            "early": {"episodes": len(early), "rate": rate(len(early), len(eps)),
                      "by_outcome": dict(sorted(collections.Counter(r["outcome"] for r in early).items()))},
            "budget": {"episodes": budget, "rate": rate(budget, len(eps))},
            "shr": proc["shr"]["rate"], "arr": proc["arr"]["rate"],
            "process": {k: proc[k] for k in ("shr", "arr")},
            "null_reasons": {
                **proc["null_reasons"],
                **({"early": "no episode", "budget": "no episode"} if not eps else {})}}
