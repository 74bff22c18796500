"""One value means one value: what an answer asserts, what it rejects, and whether it
states a rival of the value asked for, in English and Chinese.

A question with one right value (an amount, a count, a length, a time, an order) is not
answered by "A or B", "A, B", "A (B)" or "B. Actually, A": each states a second value of
the same kind, so a reader cannot tell which one the agent means. "A, not B", "A rather
than B", "A (B was the other one)", "是A，不是B" and "A（B是另一个）" do answer it: B is
named only to be rejected.

* :func:`rejected_spans` finds the stretches of an answer that reject what they name
  (after :func:`verifiers.text.clean`):

  - a **rejecting word before** the value, up to the end of its clause: "not", "n't"
    ("isn't 6"), "rather than", "instead of", "other than"; 不是, 而非, 并非, 而不是. The
    clause ends at ``. ; ! ? ( )`` (and their Chinese forms), a colon (not inside a time), a
    dash, a new line, "but"/但 ("not 6 but 5" rejects 6 only), and at a comma or 、 followed
    by a word that starts a new statement ("it", "it's", "that", "which", "the answer", "so",
    是, 它, 答案, 共, 一共, 有: "不是B，共4首" rejects B only) -- a comma
    inside a list ("not E, D, C") or a number ("7,013") does not end it;
  - a **rejecting phrase after** the value, from the start of its clause (a ``, ; .`` or
    sentence start; inside brackets, the opening bracket, so "(C, B, A was the other
    one)" rejects the whole order): "was/is the other one", "is wrong", "is incorrect", "is not it",
    "is not right", "is not the answer", "was ruled out"; 是另一个, 是错的, 不对, 不是答案,
    被排除.

  A "not" that is a hedge ("not sure", "not certain") rejects nothing: the hedge is left to
  :mod:`verifiers.hedges`.
* :func:`without_rejected` blanks those spans (offsets kept), and :func:`read_asserted`
  applies a reader (``verifiers.numbers.stated_numbers``, ``verifiers.quantities``, ...)
  to the firm parts of an answer (:func:`verifiers.hedges.read_firmly`: a hedged answer
  states nothing) with the rejected spans blanked.
* :func:`one_value` decides a single-value answer from the values a reader found: the
  wanted value is there and every other value is either context the question allows
  (the year, the day asked about, a count the answer may mention) or part of a
  **breakdown** shown in full (the prices subtracted, every receipt summed): one part of
  a breakdown alone is a rival value, not working.

Sources: the red-team findings of issue 25 (``"A or B"`` won GUIBrowsingTrackElevationTotal,
GUIBrowsingShopPriceDifference and GUIBrowsingVideoWordFirstSecond on 20 of 20 seeds).
"""

from __future__ import annotations

import re
from typing import Callable, Collection, Iterable, TypeVar

from verifiers.hedges import split
from verifiers.text import clean

__all__ = ["rejected_spans", "without_rejected", "read_asserted", "one_value"]

T = TypeVar("T")

# Before the value: the rejecting word. "not" that starts a hedge ("not sure") is skipped.
_BEFORE = re.compile(
    r"(?i)(?:\b(?:not|rather than|instead of|other than)\b|(?<=[a-z])n[’']t\b)(?!\s+(?:\w+\s+)?(?:sure|certain)\b)"
    r"|而不是|不是|而非|并非|並非")
# Where the clause after a rejecting word ends.
_CLAUSE_END = re.compile(
    r"(?i)\.(?!\d)|[;!?\n()（）。；！？—]|[:：](?!\d)|\s[-–]\s|\bbut\b|但|"
    r"[,，、]\s*(?=(?:it|it's|it is|that|which|this|so|the answer|and it|and the|i|we|you)\b|是|它|答案|这|那|我|共|一共|总共|有)")
# After the value: the rejecting phrase.
_AFTER = re.compile(
    r"(?i)\b(?:was|is|were|are)\s+(?:the other(?: one)?|wrong|incorrect|not (?:it|right|correct|the answer)|"
    r"ruled out|excluded)\b"
    r"|(?:是|为)?(?:另一个|另外一个|错的|错误的)|不对|不是答案|被排除")
# Where the clause before a rejecting phrase starts.
_CLAUSE_START = re.compile(r"\.(?!\d)|,(?!\d{3})|[;!?\n(（。；！？，、]")


def rejected_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` in ``clean(text)`` of each stretch that names something only to
    reject it (see the module docstring), in order, not overlapping.

    >>> s = "6,624 m in total, not 7,013 m"
    >>> [s[a:b] for a, b in rejected_spans(s)]
    ['not 7,013 m']
    """
    s = clean(text)
    spans: list[tuple[int, int]] = []
    for m in _BEFORE.finditer(s):
        end = _CLAUSE_END.search(s, m.end())
        spans.append((m.start(), end.start() if end else len(s)))
    for m in _AFTER.finditer(s):
        opened = max(s.rfind("(", 0, m.start()), s.rfind("（", 0, m.start()))
        if opened >= 0 and not re.search(r"[)）]", s[opened:m.start()]):
            spans.append((opened + 1, m.end()))   # inside brackets: all of it ("(C, B, A was the other one)")
            continue
        starts = [c.end() for c in _CLAUSE_START.finditer(s, 0, m.start())]
        spans.append((starts[-1] if starts else 0, m.end()))
    merged: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


def without_rejected(text: str) -> str:
    """``clean(text)`` with its rejected spans blanked (spaces of the same length, so
    offsets agree): ``without_rejected("5, not 6") == "5,      "``."""
    s = list(clean(text))
    for a, b in rejected_spans(text):
        s[a:b] = " " * (b - a)
    return "".join(s)


def read_asserted(read: Callable[[str], T], text: str, nothing: T, found: Callable[[T], bool] = bool) -> T:
    """``read`` applied to what ``text`` asserts: ``nothing`` when a doubtful part states
    something ``read`` finds (a hedge, as :func:`verifiers.hedges.read_firmly`), else
    ``read`` of the firm parts with their rejected spans blanked.
    ``read_asserted(numbers, "5, not 6", [])`` is ``[Decimal("5")]``."""
    firm, doubt = split(text)
    if doubt.strip() and found(read(doubt)):
        return nothing
    return read(without_rejected(firm))


def one_value(found: Iterable, want, context: Collection = (), breakdown: Collection = ()) -> bool:
    """True if the values ``found`` (what a reader read from an answer) state ``want`` and
    no rival: every other value is in ``context`` (values the question lets an answer
    mention freely) or in ``breakdown`` (the working behind ``want``), and a breakdown is
    shown in full or not at all (one receipt of two, one price of a difference, is a
    rival). Values compare with ``==`` (``Decimal`` and ``int`` agree).

    >>> one_value([35.5, 16.25, 19.25], 35.5, breakdown=[16.25, 19.25])
    True
    >>> one_value([35.5, 16.25], 35.5, breakdown=[16.25, 19.25])
    False
    """
    got = list(found)
    if want not in got:
        return False
    parts = [v for v in got if v != want and v not in context]
    if any(v not in breakdown for v in parts):
        return False
    return not parts or all(b in got for b in breakdown if b != want and b not in context)
