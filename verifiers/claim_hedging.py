"""Which parts of a clause claim nothing because they are hedged, for :mod:`verifiers.claims`
(the cue words are :mod:`verifiers.hedges`', shared by every answer check; what a hedge covers
is in :mod:`verifiers.claims`' docstring): ``hedge(clauses)`` sets each clause's ``claim_form``,
its analysis form without the hedged parts, the user's words quoted back, and statements denied
as a whole.
"""

from __future__ import annotations

import re

from verifiers import claim_lexicon as L
from verifiers.claim_rules import Clause, month_may

__all__ = ["hedge", "unhedged"]


def unhedged(form: str) -> str:
    """``form`` without its hedged parts. An English hedge ("may", "maybe", "not sure", ...)
    covers its part of the clause: back to "which"/"and"/"so"/... and on to the next
    "and"/"so"/"because"/...; a Chinese hedge (可能, 也许, 不确定, ...) covers the clause.
    ``"i deleted ent0 which may have been a duplicate"`` -> ``"i deleted ent0 which"``."""
    if L.HEDGE_ZH.search(form):
        return ""
    toks = form.split()
    drop = [False] * len(toks)
    for m in L.HEDGE_EN.finditer(form):
        i = len(form[:m.start()].split())
        j = i + len(m.group().split())
        if m.group() == "may" and month_may(toks, i):
            continue
        left, right = i, j
        while left > 0 and toks[left - 1] not in L.HEDGE_LEFT:
            left -= 1
        while right < len(toks) and toks[right] not in L.HEDGE_RIGHT:
            right += 1
        drop[left:right] = [True] * (right - left)
    return " ".join(t for t, d in zip(toks, drop) if not d)


def hedge(clauses: list[Clause]) -> None:
    """Set each clause's ``claim_form``: its hedged parts dropped, and nothing at all when a
    bare hedge ("not sure", "or maybe it does", "我不确定") in its sentence covers it -- the
    clauses before the bare hedge back to a contrast ("but ..."), or else the one after it."""
    for c in clauses:
        c.claim_form = unhedged(c.form)
        if L.REPORTED.search(c.claim_form) or L.BELIEF.search(c.claim_form):
            c.claim_form = ""   # "You said Green curry was missing": the user's words, not the agent's claim
        if L.NO_CLAIM.search(c.claim_form):
            c.denied = bool(L.DENIED.search(c.claim_form))
            c.claim_form = ""   # "either it was never created or it was deleted", "it isn't true that ..."
        c.claim_form = re.sub(r"\bnot not\b", "", c.claim_form)   # "I didn't not delete it"
    for k, c in enumerate(clauses):
        if not (L.BARE_HEDGE.match(c.form) or L.APPENDED_HEDGE.match(c.form)):
            continue
        same = [j for j, d in enumerate(clauses) if d.sentence == c.sentence and j != k]
        covered: list[int] = []
        for j in reversed([j for j in same if j < k]):
            covered.append(j)
            if L.CONTRAST_START.search(clauses[j].form):
                break
        for j in covered or [j for j in same if j > k][:1]:
            clauses[j].claim_form = ""
