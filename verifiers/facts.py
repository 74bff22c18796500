"""Facts stated in an answer: counts of things and calendar dates, normalised.

``stated_counts("There are 9 expenses left", ("expense",))`` is ``{9}``; Chinese counts
take a measure word (``"还剩下9笔支出"`` with nouns ``("支出",)``). ``stated_dates`` reads
the month-day forms an answer may copy from a screen or write itself ("Oct 9",
"9 October", "2023 Oct 9", "2023-10-09", "10/9/2023", "10月9日") into ``(month, day)``
pairs. Numbers go through ``verifiers.numbers``, so "nine", "九" and "9" agree.
"""

from __future__ import annotations

import re
from typing import Sequence

from verifiers.answer import normalize
from verifiers.numbers import numbers

_MONTHS = {m: i for i, names in enumerate(
    (("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
     ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
     ("october", "oct"), ("november", "nov"), ("december", "dec")), start=1) for m in names}
_MONTH = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + ")"
_CLAUSE = re.compile(r"[.;!?\n。；！？，,]|\b(?:and|but|while|whereas)\b|但是|但|而且|而")
_NUMBER_WORD = r"(?:\d+|[a-z]+(?:[- ][a-z]+)?|[零一二两三四五六七八九十百千万]+)"
_CJK_MEASURE = "笔条项个"


def stated_counts(text: str, nouns: Sequence[str]) -> set[int]:
    """Whole numbers the answer states as a count of ``nouns`` (English nouns in singular
    and plural, or Chinese nouns); each clause that names a noun contributes the numbers
    right before it ("9 expenses", "nine expenses left", "剩下9笔支出", "还有九条").

    Returns an empty set when no count of those nouns is stated.
    """
    out: set[int] = set()
    lowered = text.casefold()
    for clause in _CLAUSE.split(lowered):
        if not clause:
            continue
        for noun in nouns:
            n = noun.casefold()
            if re.search(r"[a-z]", n):
                pattern = rf"({_NUMBER_WORD})\s+(?:[a-z]+\s+)?{re.escape(n)}(?:e?s)?\b"
            else:
                pattern = rf"({_NUMBER_WORD})\s*[{_CJK_MEASURE}]?\s*(?:{re.escape(n)})|({_NUMBER_WORD})\s*[{_CJK_MEASURE}]"
            for m in re.finditer(pattern, clause):
                raw = next(g for g in m.groups() if g)
                out |= {int(v) for v in numbers(raw) if v == v.to_integral_value() and v >= 0}
    return out


def stated_dates(text: str) -> set[tuple[int, int]]:
    """``(month, day)`` of every calendar date in ``text`` (years are read but dropped;
    numeric dates are month/day as on a US-English device, ISO dates year-month-day)."""
    t = normalize(text.replace("/", " slash ").replace("-", " dash "))
    raw = text.casefold()
    found: set[tuple[int, int]] = set()
    for m in re.finditer(rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b", t):
        found.add((_MONTHS[m[1]], int(m[2])))
    for m in re.finditer(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b", t):
        found.add((_MONTHS[m[2]], int(m[1])))
    for m in re.finditer(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b", raw):
        found.add((int(m[2]), int(m[3])))
    for m in re.finditer(r"\b(\d{1,2})/(\d{1,2})(?:/\d{2,4})?\b", raw):
        found.add((int(m[1]), int(m[2])))
    for m in re.finditer(r"([0-9０-９零一二两三四五六七八九十]{1,3})\s*月\s*([0-9０-９零一二两三四五六七八九十]{1,3})\s*[日号]", raw):
        month, day = (numbers(g) for g in (m[1], m[2]))
        if month and day:
            found.add((int(month[0]), int(day[0])))
    return {(mo, d) for mo, d in found if 1 <= mo <= 12 and 1 <= d <= 31}

