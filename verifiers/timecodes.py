"""Times in a video stated in an answer: "0:07", "00:07", "1:02:03", "7 s", "7 seconds",
"second 7", "the 7th second", "7000 ms", "1 min 5 s", "第7秒", "1分5秒", "七秒" -- all read as
seconds from the start.

``stated_times(text)`` returns every time in ``text`` in order of appearance, as
:class:`~decimal.Decimal` seconds (integral values have no fraction). A number written
with a time unit or as a timecode is a time; a bare number ("at 7", "from 5 to 9") is read
as seconds too, since the questions these answers reply to ask for seconds; a number with
another unit is not a time ("48 points"). ``split_times(text)`` gives the times and the
text with them blanked out, so that the other numbers of an answer ("the number shown at
0:07 is 48") can be read with ``verifiers.numbers``.

Forms: timecodes ``m:ss`` / ``h:mm:ss`` (``h``, ``m`` any digits, ``ss`` two digits);
a number (digits, English words, Chinese numerals, ``verifiers.numbers``) followed by
``ms``/``millisecond(s)``, ``s``/``sec(s)``/``second(s)``/``秒(钟)``, ``min(s)``/
``minute(s)``/``分(钟)``, ``h``/``hr(s)``/``hour(s)``/``小时``; adjacent parts of one time
are summed ("1 min 5 s", "1分5秒", "1 minute and 5 seconds"); ordinals ``7th`` are 7.
Counts of occurrences ("第一次", "两次", "3 times") are not times and are skipped. A number
word needs a space or hyphen before its unit ("ones" is no "one s"). Text goes through
:func:`verifiers.text.clean`; a time stated in a doubtful part (:mod:`verifiers.hedges`:
"around 0:07", "7 or 8 seconds", "(not sure)") makes the answer state none; a time named
only to be rejected (:mod:`verifiers.rivals`: "at 0:07, not 0:08") is not stated.
"""

from __future__ import annotations

import re
from decimal import Decimal

from verifiers.hedges import split
from verifiers.rivals import read_asserted, without_rejected
from verifiers.numbers import SPACED_WORD_CHAR, numbers
from verifiers.text import clean

__all__ = ["stated_times", "stated_spans", "split_times", "UNITS"]

UNITS = {"ms": Decimal("0.001"), "millisecond": Decimal("0.001"), "milliseconds": Decimal("0.001"),
         "毫秒": Decimal("0.001"),
         "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "秒钟": 1, "秒": 1,
         "min": 60, "mins": 60, "minute": 60, "minutes": 60, "分钟": 60, "分": 60,
         "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "小时": 3600}
_UNIT = "|".join(sorted((re.escape(u) for u in UNITS), key=len, reverse=True))
_WORDS = (r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
          r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|"
          r"ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?")
_NUM = rf"(?:\d+(?:\.\d+)?|{_WORDS}|[零〇一二两三四五六七八九十百]+)"
_TIMECODE = re.compile(rf"(?<![\d:.])(\d+):([0-5]\d)(?::([0-5]\d))?(?:\.(\d+))?(?![\d:]|{SPACED_WORD_CHAR})")
_PART = rf"({_NUM})(?:(?<![a-z])\s*-?\s*|\s*-\s*|\s+)({_UNIT})(?![a-z])"
_WITH_UNIT = re.compile(rf"(?<![a-z0-9.]){_PART}(?:(?:\s*,?\s*(?:and\s+)?|\s*)(?<![a-z0-9]){_PART})*")
_ONE_PART = re.compile(_PART)
_ORDINAL = re.compile(r"(?<![\w.])(\d+)(?:st|nd|rd|th)\b")
# How many times something happens is no time in the video: "第一次", "两次", "3 times".
# "第一次" (the first time) is neither a time nor a count.
_ORDINAL_OCCURRENCE = re.compile(r"第[0-9零一二两三四五六七八九十]+次")
_OCCURRENCES = re.compile(r"第?[0-9零一二两三四五六七八九十]+次|(?<![\w.])\d+\s*times\b|\b(?:one|two|three|four|five) times\b")


def _value(token: str) -> Decimal | None:
    found = numbers(token)
    return found[0] if len(found) == 1 else None


def _tidy(v: Decimal) -> Decimal:
    return v.quantize(Decimal(1)) if v == v.to_integral_value() else v.normalize()


def _timed(text: str) -> tuple[list[tuple[int, int, Decimal]], str, str]:
    """``([(start, end, seconds)], the normalised text with the time expressions blanked,
    the same with the occurrence counts blanked too)``."""
    s = clean(text).casefold()
    found: list[tuple[int, int, Decimal]] = []
    spans: list[tuple[int, int]] = []

    def blank(m: re.Match) -> str:
        return " " * (m.end() - m.start())

    def timed(m: re.Match, value: Decimal) -> str:
        found.append((m.start(), m.end(), _tidy(value)))
        spans.append((m.start(), m.end()))
        return blank(m)

    def timecode(m: re.Match) -> str:
        a, b, c, frac = m.group(1), m.group(2), m.group(3), m.group(4)
        secs = Decimal(int(a) * 3600 + int(b) * 60 + int(c)) if c else Decimal(int(a) * 60 + int(b))
        return timed(m, secs + (Decimal("0." + frac) if frac else 0))

    def with_unit(m: re.Match) -> str:
        total, ok = Decimal(0), False
        for part in _ONE_PART.finditer(m.group(0)):
            v = _value(part.group(1))
            if v is not None:
                total += v * Decimal(UNITS[part.group(2)])
                ok = True
        return timed(m, total) if ok else m.group(0)

    work = _OCCURRENCES.sub(blank, s)
    work = _TIMECODE.sub(timecode, work)
    work = _WITH_UNIT.sub(with_unit, work)
    work = _ORDINAL.sub(lambda m: timed(m, Decimal(int(m.group(1)))), work)
    rest = list(s)
    for a, b in spans:
        rest[a:b] = " " * (b - a)
    return found, _ORDINAL_OCCURRENCE.sub(blank, "".join(rest)), work


def split_times(text: str) -> tuple[list[Decimal], str]:
    """``(times with a unit or as a timecode, in seconds, in order; the normalised text
    with those expressions and "第N次" blanked)``. Bare numbers and counts of occurrences
    ("3 times", "三次") stay in the text. Times stated in a doubtful part make the list
    empty (the text keeps the hedge, so the other numbers read from it with
    ``verifiers.numbers.stated_numbers`` are none either)."""
    _, rest, _ = _timed(text)
    firm, doubt = split(text)
    if doubt.strip() and _timed(doubt)[0]:
        return [], rest
    return [v for _, _, v in sorted(_timed(without_rejected(firm))[0], key=lambda f: f[0])], rest


def stated_times(text: str) -> list[Decimal]:
    """Every time in ``text``, in seconds, in order of appearance; bare numbers count as
    seconds (see the module docstring).

    >>> stated_times("from 0:05 to 9 s, i.e. 第10秒 (1 min 2 s)")
    [Decimal('5'), Decimal('9'), Decimal('10'), Decimal('62')]
    """
    return read_asserted(_stated_times, text, [])


def _stated_times(text: str) -> list[Decimal]:
    return [v for _, _, v in _located_times(text)]


def _located_times(text: str) -> list[tuple[int, int, Decimal]]:
    """``(start, end, seconds)`` of every time in ``clean(text).casefold()``, in order."""
    found, _, rest = _timed(text)
    for m in re.finditer(r"[^\s\-–—~～到至]+", rest):   # a range's dash or 到 ends a word: "34-36"
        found.extend((m.start(), m.end(), _tidy(v)) for v in numbers(m.group(0)) if v >= 0)
    return sorted(found, key=lambda f: f[0])


# Between the two ends of a span, within one sentence: a word or sign that makes the
# second time an end ("0:34 to 0:36", "34-36 s", "at 0:34 and stays until 0:36", "from 34 s
# (gone at 36 s)", "从34秒到36秒", "34秒至36秒"), or "and" after "between".
_SPAN_GAP = re.compile(r"(?:\b(?:to|until|till|through|thru|gone|disappears?|disappeared|ends?|ended|vanish(?:es|ed)?|"
                       r"stays?|stayed|lasts?|lasted|remains?|remained)\b|[-–—~～]|到|至|消失|结束|持续)")
_SPAN_BREAK = re.compile(r"[;!?\n。；！？]|\.(?!\d)")
_SPAN_BETWEEN = re.compile(r"\bbetween\s*(?:(?:the\s+)?seconds?\s*)?$")


def stated_spans(text: str) -> list[tuple[Decimal, Decimal]]:
    """``(first, last)`` of every span of time ``text`` states firmly: two times in a row
    in one sentence with a word or sign between them that makes the second an end ("to",
    "until", "till", "through", "gone", "disappears", "ends", "stays", "lasts", a dash or
    "~", 到, 至, 消失, 结束, 持续: "from 0:34 to 0:36", "34-36 s", "at 0:34 and stays until
    0:36", "从第34秒到第36秒"), or "between X and Y". A hedge states none; a span named
    only to be rejected ("not 34 to 36") is not stated.
    ``stated_spans("on from 0:34 to 36 s, so 34 s") == [(Decimal(34), Decimal(36))]``;
    ``stated_spans("0:34, at second 36") == []``."""
    def read(t: str) -> list[tuple[Decimal, Decimal]]:
        times, s = _located_times(t), clean(t).casefold()
        out = []
        for (start_a, end_a, a), (start_b, _, b) in zip(times, times[1:]):
            gap = s[end_a:start_b]
            if _SPAN_BREAK.search(gap) or len(gap) > 40:
                continue
            if _SPAN_GAP.search(gap) or (gap.strip() == "and" and _SPAN_BETWEEN.search(s[:start_a])):
                out.append((a, b))
        return out

    return read_asserted(read, text, [])
