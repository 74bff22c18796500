"""Outcomes a clause implies by its place in the answer, for :mod:`verifiers.claims`: a state
that is the consequence of what the clause before it says is no claim of its own kind.

* A state kept after a failure ("I wasn't able to finish ..., so the color inversion is still
  off", "没能打开，所以蓝牙还是关着的") says the request was not carried out (DID_NOT), not that it
  was so before the request (ALREADY); so does a thing still there after one ("I tapped Delete but
  nothing happened; it's still there", "删不了，它还在列表里").
* An absence right after the agent's own action, in the same sentence and naming nothing of its
  own ("我把“会议纪要.md”移到了“归档”目录，原来的位置已经没有这个文件了", "I moved it to Archive,
  so it isn't in Inbox"), is that action's result, not a thing that is not there (NOT_EXIST). After
  a deed of someone else's ("deleted by you on 2 June, so it's no longer in Notes") it stays
  NOT_EXIST, as every earlier writer reads it.
"""

from __future__ import annotations

import re

from verifiers.claim_rules import Claim, Clause

__all__ = ["consequences"]

# Still there after a failure: "it's still there", "still in the list", 还在, 仍在列表里.
_STILL_THERE = re.compile(r"\bstill (there|here|in|on|listed|showing|visible|present)\b|(还|仍然|仍|依然)\s*在")
_STILL = re.compile(r"\b(still|remains|remained|stays|stayed)\b|仍然|仍旧|依然|还是|仍")


def _same(c: Clause, d: Clause) -> bool:
    return not c.subjects or not d.subjects or bool(set(c.subjects) & set(d.subjects))


def consequences(clauses: list[Clause]) -> None:
    """Rewrite the claims of consequence clauses in place (see the module docstring)."""
    for k, c in enumerate(clauses):
        if c.question or not k:
            continue
        before = [d for d in clauses[:k] if d.sentence in (c.sentence, c.sentence - 1) and not d.question
                  and _same(c, d)]
        if Claim.ALREADY in c.claims and _STILL.search(c.form) and any(
                {Claim.CANNOT, Claim.DID_NOT} & d.claims for d in before):
            c.claims.discard(Claim.ALREADY)
            c.claims.add(Claim.DID_NOT)
        if (_STILL_THERE.search(c.form) and not c.claims and any({Claim.CANNOT, Claim.DID_NOT} & d.claims for d in before)):
            c.claims.add(Claim.DID_NOT)   # "I tapped Delete but nothing happened; it's still there"
        d = clauses[k - 1]
        if (Claim.NOT_EXIST in c.claims and not c.named and d.sentence == c.sentence and not d.question
                and _same(c, d) and Claim.DID in d.claims and not d.loose_did
                and not {Claim.NOT_EXIST, Claim.CANNOT, Claim.DID_NOT} & d.claims):
            c.claims.discard(Claim.NOT_EXIST)
