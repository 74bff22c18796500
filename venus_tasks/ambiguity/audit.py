"""AmbiBench's Interaction Auditor, deterministic: each question of an episode is compliant
or one of the four violation kinds (``shared/seeds/`` 000, section 4.3 "Interaction
Auditor"), decided from the question, the user simulator's reply and the intent.

Rules, in order, for question ``q`` with reply ``r`` (the goal's gap ``G``: requirements
the goal leaves out):

1. ``r`` is an answer filling a requirement no earlier turn filled: **compliant** (its ids
   count towards ``G_fill``, the Information Gain Score's numerator);
2. ``r`` is an answer filling only requirements filled before: **repetitive** (a parameter
   already established in the dialogue);
3. ``q`` is about operating the UI (``dialogue.strict.UI_WORDS``): **trivial_execution**;
4. ``q`` is about a requirement the goal states (names it, its value or an option):
   **repetitive** (a parameter already encoded in the instruction; a shotgun question
   listing parameters, ``dialogue.strict`` rule 5, lands here);
5. ``r`` is non-informative (a vague question, or several details at once, with no
   candidate named): **context_missing**;
6. anything else (no preference, or a question about nothing in the intent):
   **out_of_scope**.

Rules 3-6 read the question in the agent's own words (``dialogue.strict.own_words``: a
stretch quoted from the goal is cut out, as the strict simulator does), so the goal pasted
back as a question is **context_missing**, not a repetition of the requirements it states.
A scripted reply (``ReplyKind.SCRIPTED``) says nothing of what was asked: such a turn is
``unaudited``.
"""

from __future__ import annotations

from typing import Any, Iterable

from venus_tasks.dialogue import Reply, ReplyKind
from venus_tasks.dialogue.intent import Intent, Requirement
from venus_tasks.dialogue.strict import UI_WORDS, own_words
from verifiers.answer import mentions

KINDS = ("repetitive", "out_of_scope", "context_missing", "trivial_execution")


def _about(question: str, r: Requirement) -> bool:
    """The question names ``r``, or mentions its value or an option (the strict
    simulator's test, ``dialogue.strict``)."""
    return any(mentions(question, w) for w in (*r.names, r.value, r.value_zh, *r.options) if w)


def audit(intent: Intent, goal: str, dialogue: Iterable[tuple[str, Reply]]) -> list[dict[str, Any]]:
    """One ``{"violation": kind or None, "filled": [ids]}`` per question of ``dialogue``
    (``env.dialogue``: (question, reply) pairs in order); ``violation`` is ``"unaudited"``
    for a scripted reply."""
    gap = {r.id for r in intent.gap(goal)}
    stated = [r for r in intent.requirements if r.id not in gap]
    seen: set[str] = set()
    out = []
    for asked, reply in dialogue:
        question = own_words(asked, goal)
        ids = set(reply.filled)
        if reply.kind is ReplyKind.SCRIPTED:
            kind = "unaudited"
        elif reply.kind is ReplyKind.ANSWER and ids - seen:
            kind = None
        elif reply.kind is ReplyKind.ANSWER:
            kind = "repetitive"
        elif any(mentions(question, w) for w in UI_WORDS):
            kind = "trivial_execution"
        elif any(_about(question, r) for r in stated):
            kind = "repetitive"
        elif reply.kind is ReplyKind.NON_INFORMATIVE:
            kind = "context_missing"
        else:
            kind = "out_of_scope"
        out.append({"violation": kind, "filled": sorted(ids - seen) if kind is None else []})
        if kind is None:
            seen |= ids
    return out
