"""AmbiBench's metrics per clarity level (``shared/seeds/`` 000, section 4.4 "Metrics":
RCR, TSR, partial success, ETR early/delayed, DCR, IGR), from the records of the
``ambiguity`` suite (``venus_tasks.ambiguity``).

An episode's level is its verdict's ``clarity`` or, for an episode without a verdict, the
suffix of its task name (``AmbiExpenseTaxi_Incomplete``). Per level, over every plain
scheduled episode:

* ``requirements``: ``metrics.requirements.coverage`` (RCR, TSR, Success / Partial /
  Failure classes) over the level's episodes;
* ``ask_rate``: episodes that asked at least one question, in percent;
* **DCR**: 1 - violating turns / audited turns per episode with an audited question
  (``verdict["audit"]``, decided by ``ambiguity.audit`` from the dialogue and the
  intent), averaged; ``violations`` counts the four kinds (repetitive, out_of_scope,
  context_missing, trivial_execution) and ``no_result``;
* **IGR**: the mean over episodes with a non-empty gap (``verdict["gap"]``) of
  |gap filled by compliant turns| / |gap|;
* **Ask+Match** / **Match-Only** (MID-Bench's rules, ``shared/seeds/`` 001 section 5.3, on
  the level's episodes whose goal leaves something out, ``verdict["gap"]`` not empty):
  solved with every requirement of the gap filled by compliant questions (IGR 1) / solved
  at all, over those episodes; ``gap`` = Match-Only - Ask+Match, the credit earned by
  guessing some of what was left out instead of asking. Null
  on the detailed and standard levels (nothing to ask);
* **ETR early**: episodes the agent ended itself (``agent_done``, ``agent_infeasible``)
  while some requirement did not hold (``verdict["termination"]["held_at_end"]`` false);
  **ETR late** (AmbiBench's Delayed Termination): episodes with a state-changing action
  after every requirement first held (``late_actions`` > 0, ``ambiguity.termination``).
  Both over the level's episodes with a termination record, and those without a result.
* **SHR** / **ARR** (AmbiBench's Key Step Hit Rate and Action Redundancy Rate against the
  intent's UI path, ``ambiguity.process``): ``metrics.process`` over the level's episodes
  with ``verdict["process"]``, and those without a result (SHR 0, ARR 100).

Every ended episode has its verdict (``episode``: one that ran out its step budget too),
so running out the budget instead of ending keeps no episode out of these rates. An
episode without a result (``no_result``) counts as a failure in each: RCR 0 and not a TSR
success, every question it asked a violation (DCR), S_gain 0 (IGR) and not solved
(Ask+Match, Match-Only) on a level whose goals leave something out, an early termination
(ETR early).

Rates are percent with one decimal; a null comes with its reason in ``null_reasons``.
"""

from __future__ import annotations

import collections
from fractions import Fraction
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.interaction import questions
from venus_tasks.metrics.process import process_rates
from venus_tasks.metrics.records import pct_mean, rate, task_name
from venus_tasks.metrics.requirements import coverage

Record = Mapping[str, Any]
LEVELS = ("detailed", "standard", "incomplete", "ambiguous")
VIOLATIONS = ("repetitive", "out_of_scope", "context_missing", "trivial_execution")
ENDED_BY_AGENT = ("agent_done", "agent_infeasible")
GAPPED = ("incomplete", "ambiguous")   # the levels whose goals leave requirements out (AmbiBench section 3)


def _verdict(r: Record) -> Mapping[str, Any]:
    v = r.get("verdict")
    return v if isinstance(v, Mapping) else {}


def level_of(r: Record) -> str | None:
    """The episode's clarity level, or None for an episode of another suite."""
    level = _verdict(r).get("clarity")
    if level in LEVELS:
        return level
    name = task_name(r)
    suffix = name.rsplit("_", 1)[-1].lower()
    return suffix if name.startswith("Ambi") and "_" in name and suffix in LEVELS else None


def _audited(r: Record) -> list[Mapping[str, Any]]:
    turns = _verdict(r).get("audit")
    return [t for t in turns if isinstance(t, Mapping) and t.get("violation") != "unaudited"] \
        if isinstance(turns, list) else []


def _gain(r: Record) -> Fraction | None:
    gap = _verdict(r).get("gap")
    if not isinstance(gap, list) or not gap:
        return None
    got = {i for t in _audited(r) if t.get("violation") is None for i in t.get("filled", ())}
    return Fraction(len(got & set(gap)), len(set(gap)))


def level_block(episodes: Iterable[Record], level: str | None = None) -> dict[str, Any]:
    """The block of one level's episodes (see the module docstring for the keys);
    ``level`` (one of ``LEVELS``) tells whether its goals leave something out when no
    record says (an episode without a result has no verdict)."""
    eps = list(episodes)
    ran = [r for r in eps if not r["no_result"]]
    lost = [r for r in eps if r["no_result"]]
    asked = [r for r in eps if questions(r) > 0]
    audits = [a for a in (_audited(r) for r in ran) if a]
    lost_turns = [questions(r) for r in lost if questions(r) > 0]   # every turn of a lost episode fails
    violations = collections.Counter(t["violation"] for a in audits for t in a if t["violation"])
    if lost_turns:
        violations["no_result"] = sum(lost_turns)
    gapped = level in GAPPED or any(_verdict(r).get("gap") for r in ran)
    gains = [g for g in (_gain(r) for r in ran) if g is not None] + ([Fraction(0)] * len(lost) if gapped else [])
    ended = [r for r in ran if isinstance(_verdict(r).get("termination"), Mapping)]
    term = [_verdict(r)["termination"] for r in ended]
    early = sum(1 for r, t in zip(ended, term) if r["outcome"] in ENDED_BY_AGENT and not t.get("held_at_end"))
    early += len(lost)                                       # ended before the task logic closed
    late = sum(1 for t in term if (t.get("late_actions") or 0) > 0)
    need = [r for r in eps if _verdict(r).get("gap") or (r["no_result"] and gapped)]
    ask_match = sum(1 for r in need if r["success"] and _gain(r) == 1)
    match = sum(1 for r in need if r["success"])
    terminated = len(ended) + len(lost)
    proc = process_rates(ran, lost=len(lost))
    out = {
        "episodes": len(eps), "with_result": len(ran),
        "ask_match": {"episodes": ask_match, "of": len(need), "rate": rate(ask_match, len(need))},
        "match_only": {"episodes": match, "of": len(need), "rate": rate(match, len(need))},
        "match_gap": rate(match - ask_match, len(need)),
        "requirements": coverage(eps, every=True),
        "ask_rate": rate(len(asked), len(eps)), "asked": len(asked),
        "dcr": {"rate": pct_mean([*(Fraction(sum(1 for t in a if t["violation"] is None), len(a)) for a in audits),
                                  *(Fraction(0) for _ in lost_turns)]),
                "episodes": len(audits) + len(lost_turns), "turns": sum(len(a) for a in audits) + sum(lost_turns),
                "violations": {k: violations.get(k, 0) for k in (*VIOLATIONS, "no_result")}},
        "igr": {"rate": pct_mean(gains), "episodes": len(gains)},
        "etr": {"episodes": terminated, "early": early, "early_rate": rate(early, terminated),
                "no_result": len(lost), "late": late, "late_rate": rate(late, terminated),
                "late_actions": sum(t.get("late_actions") or 0 for t in term)},
        "shr": proc["shr"], "arr": proc["arr"],
    }
    reasons = {}
    if not eps:
        reasons["ask_rate"] = "no episode of this level"
    if out["dcr"]["rate"] is None:
        reasons["dcr"] = "no episode of this level asked an auditable question"
    if out["igr"]["rate"] is None:
        reasons["igr"] = ("the goals of this level leave nothing out (no gap to fill)" if eps
                          else "no episode of this level")
    if not need:
        reasons["ask_match"] = reasons["match_only"] = "no goal of this level leaves a requirement out"
    if not terminated:
        reasons["etr"] = "no episode of this level has a termination record, and none lacks a result"
    reasons.update(proc["null_reasons"])
    out["null_reasons"] = reasons
    return out


def clarity_levels(episodes: Iterable[Record]) -> dict[str, Any] | None:
    """``{"levels": {level: level_block}}`` for the levels that have episodes, in
    AmbiBench's order; None when no episode belongs to a clarity level."""
    by_level: dict[str, list[Record]] = collections.defaultdict(list)
    for r in episodes:
        level = level_of(r)
        if level:
            by_level[level].append(r)
    if not by_level:
        return None
    return {"levels": {lv: level_block(by_level[lv], lv) for lv in LEVELS if lv in by_level}}
