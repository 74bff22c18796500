"""Asking the user: ask rate, Act-without-Asking, Ask+Match, Match-Only, DCR and IGR, from
the dialogue each record holds (``dialogue`` entries: the agent's question, then the user
simulator's reply with its ``kind`` and the requirement ids it ``filled``; ``interaction``:
``questions``, ``first_question_step``, ``acted_before_asking``; ``trajectory``).

Definitions (MID-Bench, ``shared/seeds/`` 001, sections 1 and 5.3; AmbiBench, ``shared/seeds/``
000, the Interaction Auditor and the interaction dimension of its metrics), over the plain
scheduled episodes (the headline's):

* **dialogue task**: a task of which some episode asked the user a question, or whose
  verdict lists per-requirement results or a gap (the task has an intent). **ask rate**: dialogue
  episodes that asked at least one question / dialogue episodes.
* **needs asking**: the goal leaves a requirement out (AmbiBench's cognitive gap G is not
  empty). Exact when a record lists its gap (``verdict["gap"]``, requirement ids). Otherwise
  inferred per task: some episode of the task got a reply that *filled* a requirement, which
  the strict simulator gives only for a requirement the goal leaves out
  (``dialogue.strict`` rule 4). The inference is a lower bound: a task whose episodes never
  asked a specific question is not known to need asking.
* **Act-without-Asking** (MID-Bench's failure mode: acting on a plausible guess instead of
  asking): a needs-asking episode in which the device had changed by the first question
  (the record's ``interaction.acted_before_asking``, read from the guarded device state,
  so taps that only look are not acting; for a record without it, a state-changing
  action: click, double tap, long press, swipe, typing, enter,
  ``env.actions.STATE_CHANGING``, before the first question), or the agent never asked
  and took a state-changing action. The rate is over such episodes whose
  trajectory says (``unknown`` counts the others).
* **Ask+Match** (MID-Bench's main rule: credit only for asking a clarification specific
  enough to be answered *and* then acting right): needs-asking episodes in which a reply
  filled a requirement and that were solved / every scheduled needs-asking episode (strict).
* **Match-Only** (MID-Bench's relaxed rule, asking ignored): needs-asking episodes solved /
  the same denominator. Match-Only - Ask+Match is the credit earned without a specific
  question; ``success_without_asking`` counts the solved ones with no question at all.
* **DCR** (AmbiBench's Dialogue Compliance Rate, 1 - |violating turns| / K per episode with
  K > 0 questions, averaged over those episodes): the strict simulator's reply stands in for
  the Interaction Auditor. A turn complies when its reply is ``answer`` and fills a
  requirement not filled earlier in the episode; violations by reply kind: ``refusal``
  (a UI-operation question, or one about what the goal already states: AmbiBench's Trivial
  Execution or Repetitive), ``no_preference`` (Out-of-Scope), ``non_informative`` (vague or
  several details at once: Context-Missing), an ``answer`` that fills nothing new
  (Repetitive). An episode with a question without a reply or with a ``scripted`` reply
  cannot be audited and is left out (``unaudited``).
* **IGR** (AmbiBench's Information Gain Rate, the mean of S_gain = |G_fill| / |G|): over
  episodes whose record lists a non-empty gap; G_fill = the gap's ids filled by replies.
  Without ``verdict["gap"]`` the size of G is unknown, so IGR is null.

Denominators cannot be shrunk by the agent: an episode without a result (``no_result``:
the agent's model server, the device or the verifier failed) counts as a failure in every
rate: acted without asking, every question a violation in DCR (``violations["no_result"]``),
S_gain 0 in IGR when its task's goal leaves something out, not solved in Ask+Match and
Match-Only. An episode the agent did not end (step budget, crash) has a verdict
(``episode``), so it is counted like any other.

Rates are percent with one decimal; every null comes with its reason in ``null_reasons``.
"""

from __future__ import annotations

import collections
from fractions import Fraction
from typing import Any, Iterable, Mapping

from venus_tasks.env.actions import ASK_USER, STATE_CHANGING
from venus_tasks.metrics.records import pct_mean, rate, task_name

Record = Mapping[str, Any]

REPLY_KINDS = ("answer", "no_preference", "refusal", "non_informative", "scripted")
VIOLATIONS = {"refusal": "trivial_or_stated", "no_preference": "out_of_scope",
              "non_informative": "context_missing"}


def _dialogue(r: Record) -> list[Mapping[str, Any]]:
    d = r.get("dialogue")
    return [e for e in d if isinstance(e, Mapping)] if isinstance(d, list) else []


def _action_type(entry: Any) -> str | None:
    action = entry.get("action") if isinstance(entry, Mapping) else None
    return action.get("action_type") if isinstance(action, Mapping) else None


def questions(r: Record) -> int:
    """How many questions the agent asked (``interaction``, else the trajectory, else the dialogue)."""
    summary = r.get("interaction")
    if isinstance(summary, Mapping) and isinstance(summary.get("questions"), int):
        return summary["questions"]
    if isinstance(r.get("trajectory"), list):
        return sum(1 for e in r["trajectory"] if _action_type(e) == ASK_USER)
    return sum(1 for e in _dialogue(r) if e.get("role") == "agent")


def replies(r: Record) -> list[Mapping[str, Any] | None]:
    """The simulator's reply to each question in order (None for a question without one)."""
    d = _dialogue(r)
    out = []
    for i, e in enumerate(d):
        if e.get("role") == "agent":
            nxt = d[i + 1] if i + 1 < len(d) else None
            ok = nxt is not None and nxt.get("role") == "user" and nxt.get("kind") in REPLY_KINDS
            out.append(nxt if ok else None)
    return out


def _ids(reply: Mapping[str, Any]) -> set[str]:
    ids = reply.get("filled")
    return {str(i) for i in ids} if isinstance(ids, (list, tuple)) else set()


def filled(r: Record) -> set[str]:
    """Requirement ids the replies filled."""
    return {i for rep in replies(r) if rep and rep.get("kind") == "answer" for i in _ids(rep)}


def gap(r: Record) -> set[str] | None:
    """The requirement ids the goal leaves out, when the record lists them (``verdict["gap"]``)."""
    v = r.get("verdict")
    g = v.get("gap") if isinstance(v, Mapping) else None
    return {str(i) for i in g} if isinstance(g, (list, tuple)) else None


def has_requirements(r: Record) -> bool:
    v = r.get("verdict")
    return isinstance(v, Mapping) and isinstance(v.get("requirements"), Mapping) and bool(v["requirements"])


def acted_without_asking(r: Record) -> bool | None:
    """A state-changing action before the first question (or without any question); None
    when the record does not say."""
    traj = r.get("trajectory") if isinstance(r.get("trajectory"), list) else None
    if questions(r) > 0:
        summary = r.get("interaction")
        if isinstance(summary, Mapping) and isinstance(summary.get("acted_before_asking"), bool):
            return summary["acted_before_asking"]
        if traj is None:
            return None
        first = next((e.get("step", 0) for e in traj if _action_type(e) == ASK_USER), None)
        if first is None:
            return None
        return any(_action_type(e) in STATE_CHANGING for e in traj if e.get("step", 0) < first)
    return None if traj is None else any(_action_type(e) in STATE_CHANGING for e in traj)


def audit(r: Record) -> dict[str, Any] | None:
    """``{"turns", "compliant", "violations": {kind: n}}`` of an episode's questions (see DCR
    in the module docstring); None when a turn cannot be audited (no reply, a scripted
    one, or a dialogue that does not hold every question)."""
    seen: set[str] = set()
    compliant, violations = 0, collections.Counter()
    turns = replies(r)
    if not turns or len(turns) != questions(r):
        return None
    for rep in turns:
        if rep is None or rep["kind"] == "scripted":
            return None
        ids = _ids(rep)
        if rep["kind"] == "answer" and ids - seen:
            compliant += 1
            seen |= ids
        else:
            violations["repetitive" if rep["kind"] == "answer" else VIOLATIONS[rep["kind"]]] += 1
    return {"turns": len(turns), "compliant": compliant, "violations": dict(violations)}


def needs_asking(episodes: Iterable[Record]) -> dict[str, bool]:
    """``{key: bool}``: the episode's goal leaves a requirement out (see the module docstring)."""
    eps = list(episodes)
    tasks = {task_name(r) for r in eps if (gap(r) or filled(r))}
    out = {}
    for r in eps:
        g = gap(r)
        out[r["key"]] = bool(g) if g is not None else task_name(r) in tasks
    return out


def interaction(episodes: Iterable[Record]) -> dict[str, Any]:
    """The interaction block of the report (see the module docstring for every key)."""
    eps = list(episodes)
    talk = {task_name(r) for r in eps if questions(r) > 0 or has_requirements(r) or gap(r) is not None}
    dialogue = [r for r in eps if task_name(r) in talk]
    ran = [r for r in dialogue if not r["no_result"]]
    asked = [r for r in dialogue if questions(r) > 0]
    needs = needs_asking(dialogue)
    need = [r for r in dialogue if needs[r["key"]]]
    need_ran = [r for r in need if not r["no_result"]]
    awa = [True if r["no_result"] else acted_without_asking(r) for r in need]
    ask_match = sum(1 for r in need if r["success"] and filled(r))
    match = sum(1 for r in need if r["success"])
    audits = [a for a in (_failed_audit(r) if r["no_result"] else audit(r) for r in asked) if a is not None]
    gap_tasks = {task_name(r) for r in dialogue if gap(r)}
    gains = [Fraction(0) if r["no_result"] else Fraction(len(filled(r) & gap(r)), len(gap(r)))
             for r in dialogue if (needs[r["key"]] and task_name(r) in gap_tasks if r["no_result"] else gap(r))]
    kinds = collections.Counter(rep["kind"] if rep else "no_reply" for r in ran for rep in replies(r))
    violations: collections.Counter = collections.Counter()
    for a in audits:
        violations.update(a["violations"])
    out = {
        "dialogue_tasks": sorted(talk), "dialogue_episodes": len(dialogue), "with_result": len(ran),
        "asked": len(asked), "ask_rate": rate(len(asked), len(dialogue)),
        "questions": sum(questions(r) for r in dialogue), "replies": dict(sorted(kinds.items())),
        "needs_asking": {"episodes": len(need), "with_result": len(need_ran),
                         "from_gap": sum(1 for r in need if gap(r) is not None),
                         "inferred": sum(1 for r in need if gap(r) is None)},
        "acted_without_asking": {"episodes": sum(1 for a in awa if a), "of": sum(1 for a in awa if a is not None),
                                 "unknown": sum(1 for a in awa if a is None),
                                 "rate": rate(sum(1 for a in awa if a), sum(1 for a in awa if a is not None))},
        "ask_match": {"episodes": ask_match, "of": len(need), "rate": rate(ask_match, len(need))},
        "match_only": {"episodes": match, "of": len(need), "rate": rate(match, len(need))},
        "success_without_asking": sum(1 for r in need if r["success"] and questions(r) == 0),
        "dcr": {"rate": pct_mean(Fraction(a["compliant"], a["turns"]) for a in audits), "episodes": len(audits),
                "unaudited": len(asked) - len(audits), "turns": sum(a["turns"] for a in audits),
                "compliant": sum(a["compliant"] for a in audits), "violations": dict(sorted(violations.items()))},
        "igr": {"rate": pct_mean(gains), "episodes": len(gains)},
    }
    out["null_reasons"] = _null_reasons(out)
    return out


def _failed_audit(r: Record) -> dict[str, Any]:
    """The audit of an episode without a result that asked: every turn counts as a
    violation (``no_result``), as every rate counts such an episode as a failure."""
    return {"turns": questions(r), "compliant": 0, "violations": {"no_result": questions(r)}}


def _null_reasons(out: Mapping[str, Any]) -> dict[str, str]:
    reasons = {}
    if not out["dialogue_episodes"]:
        reasons["ask_rate"] = ("no dialogue episode: no episode asked a question and no record "
                               "lists per-requirement results")
    if not out["needs_asking"]["episodes"]:
        why = ("no task is known to need asking: no reply filled a requirement and no record lists the goal's "
               "gap (verdict['gap'])")
        reasons.update(acted_without_asking=why, ask_match=why, match_only=why)
    elif out["acted_without_asking"]["rate"] is None:
        reasons["acted_without_asking"] = "no needs-asking episode has a trajectory to read"
    if out["dcr"]["rate"] is None:
        reasons["dcr"] = ("no auditable question: no episode asked one, or every reply was "
                          "scripted or missing")
    if out["igr"]["rate"] is None:
        reasons["igr"] = ("the records do not list the goal's gap (verdict['gap']), so |G| is unknown"
                          if not out["needs_asking"]["from_gap"] else "no episode has a non-empty gap")
    return reasons
