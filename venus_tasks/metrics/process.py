"""AmbiBench's process metrics over episodes: Key Step Hit Rate (SHR) and Action
Redundancy Rate (ARR) (``shared/seeds/`` 000, the execution dimension of its metrics),
from each episode's ``verdict["process"]`` (``venus_tasks.ambiguity.process``: the hit key
steps of the intent's UI path and the redundant operations of one episode).

* **SHR** = mean over episodes of hit key steps / key steps, in percent;
* **ARR** = mean over episodes of redundant operations / operations, in percent, over the
  episodes with at least one operation (``no_operations`` counts the others: 0 / 0 has
  no rate).

Over the episodes that have a process verdict, and those without a result in the same
suite (``lost``): an episode without a result counts as a failure in each, SHR 0 and ARR
100, so no agent lowers its ARR or raises its SHR by failing to finish. Rates are percent
with one decimal (``records.pct_mean``); null, with the reason, when no episode has a
process verdict.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import pct_mean

Record = Mapping[str, Any]


def of(r: Record) -> Mapping[str, Any] | None:
    """The episode's ``verdict["process"]``, or None."""
    v = r.get("verdict")
    p = v.get("process") if isinstance(v, Mapping) else None
    return p if isinstance(p, Mapping) and isinstance(p.get("key_steps"), int) else None


def process_rates(episodes: Iterable[Record], lost: int = 0) -> dict[str, Any]:
    """``{"shr": {"rate", "episodes"}, "arr": {"rate", "episodes", "no_operations"},
    "null_reasons"}`` over ``episodes`` with a process verdict, plus ``lost`` episodes
    without a result counted as failures (module docstring)."""
    blocks = [p for p in (of(r) for r in episodes) if p is not None]
    shr = [Fraction(len(p.get("hit") or ()), p["key_steps"]) for p in blocks if p["key_steps"]]
    shr += [Fraction(0)] * lost
    with_ops = [p for p in blocks if p.get("operations")]
    arr = [Fraction(len(p.get("redundant") or ()), p["operations"]) for p in with_ops] + [Fraction(1)] * lost
    out: dict[str, Any] = {"shr": {"rate": pct_mean(shr), "episodes": len(shr)},
                           "arr": {"rate": pct_mean(arr), "episodes": len(arr),
                                   "no_operations": len(blocks) - len(with_ops)}}
    reasons = {}
    if not shr:
        reasons["shr"] = "no episode has a golden trace to align with (verdict['process'])"
    if not arr:
        reasons["arr"] = ("no episode with a process verdict made an operation" if blocks
                          else "no episode has a process verdict (verdict['process'])")
    out["null_reasons"] = reasons
    return out
