"""Facts stated in an answer: counts of things, calendar dates and durations, normalised.

* ``stated_counts("I deleted 2 expenses; 9 expenses are left", ("expense",), LEFT)`` is
  ``{9}``: when ``cues`` are given and some clause has one ("left", "remaining", "剩"),
  only those clauses count. Forms: "9 expenses", "nine remaining expenses", "Expenses
  left: 9", "9 left", "还剩9笔支出", "还有九条".
* ``stated_dates`` (``dates`` for text that is no answer) reads "Oct 9", "October 9th", "9 October", "the ninth of October",
  "October ninth", "2023 Oct 9" (as Pro Expense prints it), "2023-10-09", "2023/10/09" and
  "2023.10.09" (year first), "10/9/2023" and "10-9-2023" (month first, as a US-English
  device writes them), "9.10.2023" (day first) and "10月9日"/"十月九号" into ``(month, day)``;
  years are dropped. A date needs no space next to Chinese text ("今天是2023-10-15，不是…"):
  its edges must only not touch a Latin letter or digit (``numbers.SPACED_WORD_CHAR``), so
  the digits of a longer number ("12023-10-15", "20231015", "v2.10.2023") are no date.
* ``stated_durations`` (``durations`` for text that is no answer, hedged or not) reads "2
  minutes", "30 sec", "half an hour", "两分钟", "1 hour 30 minutes", "1小时30分钟", "an hour
  and a half", "半分钟" into seconds;
  with ``cues`` (``NOW``) the clauses that give the current value win;
  ``current_durations`` gives the durations the text says a value is now ("it is
  currently 2 minutes"), not those it compares with the current one ("shorter than the
  current one: 30 seconds").

* ``stated_money`` (``money`` for text that is no answer) reads amounts of money: "$12.25", "12.25 dollars", "USD 12", "12.25美元",
  "12.25元" and bare numbers with two decimals ("12.25") into ``Decimal`` dollars.

Numbers go through ``verifiers.numbers``, so "nine", "九" and "9" agree. Every reader here
starts from :func:`verifiers.text.clean` and reads only what the answer states firmly: when
a doubtful part (:mod:`verifiers.hedges`: "maybe", "I think", "(not sure)", "5 or 6", 大概,
...) states a count, date or duration, it returns the empty set; and a value named only to be
rejected ("9 tracks, not 11", "10月9日，不是10月10日", "4 minutes (5 was the other one)") is not
stated (:func:`verifiers.rivals.read_asserted`), while "9 tracks, 11 tracks" states both.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Iterable, Sequence

from verifiers.numbers import SPACED_WORD_CHAR, numbers
from verifiers.rivals import read_asserted
from verifiers.text import clean

_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
          "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_WORD_NUMBER = (rf"(?:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS[1:10])}))?|{'|'.join(_UNITS)})"
                r"(?:\s+(?:hundred|thousand)(?:\s+(?:and\s+)?[a-z]+)?)?")
NUMBER = rf"(?:\d{{1,3}}(?:,\d{{3}})+|\d+|{_WORD_NUMBER}|[零一二两三四五六七八九十百千万]+)"
# A number before a unit: a number word needs a space or hyphen before it ("one minute",
# "ten-second"), so "ones" is no "one s" and "eighth" no "eight h".
_CN_NUMBER = "[零一二两三四五六七八九十百千万]+"
_DIGIT_NUMBER = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
# Clause boundaries: sentence ends, semicolons, parentheses, commas not inside a number (a
# period before a digit or a letter is inside a number or a name: "3.5", ".tex files", "todo.txt").
_CLAUSE = re.compile(r"[;!?\n。；！？()（），]|\.(?![\da-z])|,(?!\d)|\b(?:but|while|whereas)\b|但是|但|而")
_CJK_MEASURE = "笔条项个篇"   # 篇: notes and articles
# "How many are left" cues: counts in clauses with one of these win.
# "What is it now" cues, for a current value among others.
NOW = ("currently", "current", "now", "set to", "is set", "当前", "目前", "现在")
LEFT = ("left", "remain", "remains", "remaining", "still", "now", "total", "剩", "还有", "现在", "总共", "一共")


def _ints(token: str) -> set[int]:
    return {int(v) for v in numbers(token) if v == v.to_integral_value() and v >= 0}


def stated_counts(text: str, nouns: Sequence[str], cues: Sequence[str] = ()) -> set[int]:
    """Whole numbers ``text`` states as a count of ``nouns`` (English nouns, singular, or
    Chinese nouns). With ``cues``, the counts of clauses containing a cue word are
    returned when there are any; otherwise all counts. Empty set: no count stated, or a
    hedged one ("probably 9 expenses")."""
    return read_asserted(lambda t: _stated_counts(t, nouns, cues), text, set())


def _stated_counts(text: str, nouns: Sequence[str], cues: Sequence[str] = ()) -> set[int]:
    with_cue: set[int] = set()
    other: set[int] = set()
    for clause in _CLAUSE.split(clean(text).casefold()):
        if not clause or not clause.strip():
            continue
        found = _clause_counts(clause, [n.casefold() for n in nouns], [c.casefold() for c in cues])
        has_cue = any(re.search(rf"(?<![a-z]){re.escape(c)}(?![a-z])", clause) for c in cues)
        (with_cue if has_cue else other).update(found)
    return with_cue if with_cue else other


def _clause_counts(clause: str, nouns: list[str], cues: list[str]) -> set[int]:
    found: set[int] = set()
    latin = [re.escape(n) + r"(?:e?s)?" for n in nouns if re.search(r"[a-z]", n)]
    cjk = [re.escape(n) for n in nouns if not re.search(r"[a-z]", n)]
    latin_cues = [re.escape(c) for c in cues if re.search(r"[a-z]", c)]
    if latin:
        noun = "(?:" + "|".join(latin) + ")"
        patterns = [rf"(?<![0-9a-z.])({NUMBER})\s+(?:[a-z]+\s+)?{noun}\b",          # 9 (more) expenses
                    rf"\b{noun}(?:\s+[a-z]+){{0,2}}\s*[:=]\s*({NUMBER})(?![\w.:])"]  # expenses left: 9 (not "alarms: 6:00")
        if latin_cues:
            patterns.append(rf"(?<![0-9a-z.])({NUMBER})\s+(?:{'|'.join(latin_cues)})\b")  # 9 left
        for p in patterns:
            for m in re.finditer(p, clause):
                found |= _ints(m.group(1))
    cn = r"[0-9零一二两三四五六七八九十百千万]+"
    if cjk or any(not re.search(r"[a-z]", c) for c in cues):
        nouns_cn = "(?:" + "|".join(cjk) + ")" if cjk else "(?!)"
        for p in (rf"({cn})\s*[{_CJK_MEASURE}]?\s*{nouns_cn}", rf"({cn})\s*[{_CJK_MEASURE}]",
                  rf"(?:剩下?了?|还有)\s*({cn})"):
            for m in re.finditer(p, clause):
                if not _none_at_all(clause, m):
                    found |= _ints(m.group(1))
    return found


def _none_at_all(clause: str, m: re.Match) -> bool:
    """True for Chinese "not a single one": 一笔都没有 / 一条也没删 / 任何一笔 / 没有一笔 state no
    count, they deny any ("一...都/也 + 没/不", "任何一", "没(有)一")."""
    if m.group(1) != "一":
        return False
    before, after = clause[:m.start(1)], clause[m.end():]
    return (bool(re.match(r"\s*\S{0,8}?[都也]\s*(?:没|不)", after)) or before.rstrip().endswith("任何")
            or bool(re.search(r"没有?\s*$", before)))


_MONTHS = {m: i for i, names in enumerate(
    (("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
     ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
     ("october", "oct"), ("november", "nov"), ("december", "dec")), start=1) for m in names}
_MONTH = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_ORDINALS = {w: i for i, w in enumerate(
    ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
     "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
     "eighteenth", "nineteenth", "twentieth"), start=1)}
_ORDINALS.update({f"twenty-{w}": 20 + i for w, i in list(_ORDINALS.items())[:9]})
_ORDINALS.update({"thirtieth": 30, "thirty-first": 31})
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?|(" + "|".join(sorted(_ORDINALS, key=len, reverse=True)) + ")"


# The edges of a date: no Latin letter or digit may touch it, a Chinese character may.
_DATE_START, _DATE_END = rf"(?<!{SPACED_WORD_CHAR})", rf"(?!{SPACED_WORD_CHAR})"


def _day(digits: str | None, word: str | None) -> int:
    return int(digits) if digits else _ORDINALS[word]


def stated_dates(text: str, given: Iterable[tuple[int, int]] = ()) -> set[tuple[int, int]]:
    """``(month, day)`` of every calendar date ``text`` states firmly (see the module
    docstring); the empty set when a doubtful part states one.

    ``given``: the question's own dates ("after October 20", "from Oct 16 to Oct 22"),
    which an answer may restate beside its own ("After Oct 20, the next one is Oct 24"):
    they are left out, unless the answer offers one as an alternative ("Oct 20 or Oct
    24", a hedge) -- then nothing is stated firmly.
    """
    given = set(given)
    if given and _or_joined(text, given):
        return set()
    return read_asserted(_stated_dates, text, set()) - given


def _or_joined(text: str, given: set[tuple[int, int]]) -> bool:
    """A given date joined to another date by "or"/"或": "October 20 or 24"."""
    pieces = re.split(r"\bor\b|或者?|还是", clean(text).casefold())
    for left, right in zip(pieces, pieces[1:]):
        a, b = _stated_dates(left[-40:]), _stated_dates(right[:40])
        if a and b and (a | b) & given and (a | b) - given:
            return True
    return False


def dates(text: str) -> set[tuple[int, int]]:
    """``(month, day)`` of every calendar date in ``text``, hedged or not (for a question's
    own dates; an answer is read with :func:`stated_dates`)."""
    return _stated_dates(text)


def _stated_dates(text: str) -> set[tuple[int, int]]:
    t = clean(text).casefold().replace("twenty ", "twenty-").replace("thirty ", "thirty-")
    start, end = _DATE_START, _DATE_END
    found: set[tuple[int, int]] = set()
    for m in re.finditer(rf"{start}{_MONTH}\s+(?:the\s+)?(?:{_DAY}){end}", t):
        found.add((_MONTHS[m[1]], _day(m[2], m[3])))
    for m in re.finditer(rf"{start}(?:the\s+)?(?:{_DAY})\s+(?:of\s+)?{_MONTH}(?![a-z])", t):
        found.add((_MONTHS[m[3]], _day(m[1], m[2])))
    for m in re.finditer(rf"{start}(\d{{4}})([-/.])(\d{{1,2}})\2(\d{{1,2}}){end}(?!\.\d)", t):  # year first
        found.add((int(m[3]), int(m[4])))
    for m in re.finditer(rf"{start}(?<![/.-])(\d{{1,2}})([/-])(\d{{1,2}})(?:\2(\d{{2}}|\d{{4}}))?{end}(?![/-]\d)", t):
        found.add((int(m[1]), int(m[3])))  # month first
    for m in re.finditer(rf"{start}(?<![.-])(\d{{1,2}})\.(\d{{1,2}})\.(\d{{4}}){end}", t):  # day first
        found.add((int(m[2]), int(m[1])))
    cn = r"[0-9零一二两三四五六七八九十]{1,3}"
    for m in re.finditer(rf"(?<![0-9])({cn})\s*月\s*({cn})\s*[日号]", t):
        month, day = numbers(m[1]), numbers(m[2])
        if month and day:
            found.add((int(month[0]), int(day[0])))
    return {(mo, d) for mo, d in found if 1 <= mo <= 12 and 1 <= d <= 31}


_SECONDS = {"s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "秒": 1, "秒钟": 1,
            "min": 60, "mins": 60, "minute": 60, "minutes": 60, "分钟": 60, "分": 60,
            "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "小时": 3600}
_UNIT = "(" + "|".join(sorted((re.escape(u) for u in _SECONDS), key=len, reverse=True)) + ")"


# A number and its unit: digits ("2 min", "30s", "1.5 hours"), a Chinese numeral ("两分钟"), or
# a number word apart from a unit word ("two minutes", "ten-second"; not "ones", "eighth").
_WORD_UNIT = "(" + "|".join(sorted((re.escape(u) for u in _SECONDS if len(u) > 1), key=len, reverse=True)) + ")"
_DURATION = re.compile(rf"(?<![0-9a-z.])(?:({_DIGIT_NUMBER}|{_CN_NUMBER})\s*-?\s*个?\s*{_UNIT}"
                       rf"|({_WORD_NUMBER})(?:\s+|\s*-\s*){_WORD_UNIT})(?![a-z])")


# Between the parts of one duration: "1 hour 30 minutes", "1 h, 30 min", "1 hour and 30 minutes", "1小时30分钟".
_JOINED = re.compile(r"\s*(?:,\s*)?(?:and\s+)?(?:零\s*)?")


# Halves: "half an hour" / "half a minute" / "半小时" / "半分钟" (half a unit); "an hour and a half",
# "one and a half hours", "一个半小时", "两分半" (whole units and a half).
_HALF_UNIT = {"hour": 3600, "hours": 3600, "minute": 60, "minutes": 60, "小时": 3600, "钟头": 3600, "分钟": 60, "分": 60}
_HALVES = re.compile(r"(?<![a-z])half an? (hour|minute)\b"
                     r"|(?<![a-z])(an?|one|two|three|four|five) (hour|minute)s? and a half\b"
                     r"|(?<![a-z])(an?|one|two|three|four|five) and a half (hours?|minutes?)\b"
                     r"|([零一二两三四五六七八九十\d]*)\s*个?\s*半\s*个?\s*(小时|钟头|分钟)|([零一二两三四五六七八九十\d]+)\s*分半(?!钟头)")


def _half(m: re.Match) -> int:
    """Seconds of a ``_HALVES`` match."""
    g = m.groups()
    if g[0]:
        return _HALF_UNIT[g[0]] // 2
    if g[7]:
        return _whole(g[7]) * 60 + 30
    whole, unit = next((g[i], g[i + 1]) for i in (1, 3, 5) if g[i + 1])
    unit = unit[:-1] if unit not in _HALF_UNIT else unit
    return _whole(whole) * _HALF_UNIT[unit] + _HALF_UNIT[unit] // 2


def _whole(word: str | None) -> int:
    """The whole units before "and a half" / 半: "a"/"an" 1, nothing 0, else the number."""
    if word in ("a", "an"):
        return 1
    found = numbers(word or "")
    return int(found[0]) if found else 0


def stated_durations(text: str, cues: Sequence[str] = ()) -> set[int]:
    """Durations in ``text`` in whole seconds ("2 minutes" -> 120, "half an hour" -> 1800,
    "30秒" -> 30, "1 hour 30 minutes" and "1小时30分钟" -> 5400: adjacent parts with smaller
    units are summed). With ``cues`` (e.g. ``NOW``), the durations of clauses containing a cue
    word are returned when there are any; otherwise all. The empty set when a doubtful part
    states a duration ("2 minutes, or maybe 5")."""
    return read_asserted(lambda t: _first(*_durations(t, cues)), text, set())


def durations(text: str, cues: Sequence[str] = ()) -> set[int]:
    """Every duration in ``text`` in whole seconds, hedged or not: for text that is no
    answer (an SMS the agent sent, a Settings label, a goal). Answers are read with
    :func:`stated_durations`."""
    return _first(*_durations(text, cues))


def _first(with_cue: set[int], other: set[int]) -> set[int]:
    return with_cue if with_cue else other


# A comparison with the current value ("shorter than the current one: ...") is no statement of it.
_COMPARED = re.compile(r"(?<![a-z])than(?![a-z])|比|较")


def current_durations(text: str) -> set[int]:
    """The durations (seconds) ``text`` says a value is now: those of clauses with a
    ``NOW`` cue that state one duration and compare with nothing ("it is currently 2
    minutes" -> {120}; "the choices shorter than the current one are 30 seconds" and
    "比当前更短的有1分钟、30秒" -> nothing). Empty when the text says no current value, or
    states one in a doubtful part (:mod:`verifiers.hedges`)."""
    return read_asserted(_current_durations, text, set())


def _current_durations(text: str) -> set[int]:
    found: set[int] = set()
    for clause in _CLAUSE.split(clean(text).casefold()):
        values = _clause_durations(clause)
        if len(values) == 1 and not _COMPARED.search(clause) and _has_cue(clause, NOW):
            found |= values
    return found


def _durations(text: str, cues: Sequence[str]) -> tuple[set[int], set[int]]:
    with_cue: set[int] = set()
    other: set[int] = set()
    for clause in _CLAUSE.split(clean(text).casefold()):
        (with_cue if _has_cue(clause, cues) else other).update(_clause_durations(clause))
    return with_cue, other


def _clause_durations(clause: str) -> set[int]:
    found = set()
    total, scale, end = None, 0, 0   # the duration being summed: "1 hour 30 minutes"
    halves = [h.span() for h in _HALVES.finditer(clause)]
    for m in _DURATION.finditer(clause):
        if any(a < m.end() and m.start() < b for a, b in halves):
            continue   # "两分半" is 150 s, not also 120 s
        number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        values = numbers(number)
        if len(values) != 1:
            continue
        seconds = int(values[0] * _SECONDS[unit])
        if total is not None and _SECONDS[unit] < scale and _JOINED.fullmatch(clause[end:m.start()]):
            total += seconds          # the next, smaller part of the same duration
        else:
            if total is not None:
                found.add(total)
            total = seconds
        scale, end = _SECONDS[unit], m.end()
    if total is not None:
        found.add(total)
    for m in _HALVES.finditer(clause):   # "an hour and a half", "half a minute", "一个半小时", "半分钟"
        found.add(_half(m))
    return found


def _has_cue(clause: str, cues: Sequence[str]) -> bool:
    return any(re.search(rf"(?<![a-z]){re.escape(c)}(?![a-z])", clause) for c in cues)


_AMOUNT = r"(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)"
_MONEY = re.compile(rf"(?:\$|usd\s*|us\$)\s*{_AMOUNT}(?![\d.]*\d)"
                    rf"|(?<![\d.]){_AMOUNT}\s*(?:dollars?|usd|美元|元)"
                    r"|(?<![\d.,$])(\d{1,3}(?:,\d{3})*\.\d{2}|\d+\.\d{2})(?![\d.])")


def stated_money(text: str) -> set[Decimal]:
    """Amounts of money ``text`` states firmly, in dollars: after "$"/"USD", before
    "dollars"/"美元"/"元", or written with two decimals ("12.25"). Dates, counts and other
    whole numbers without a currency are not amounts ("October 14", "2 expenses")."""
    return read_asserted(_stated_money, text, set())


def money(text: str) -> set[Decimal]:
    """Every amount of money in ``text`` (as ``stated_money`` reads them), hedged or not:
    for text that is no answer (a question listing prices, "$8 or $12?")."""
    return _stated_money(text)


def _stated_money(text: str) -> set[Decimal]:
    found: set[Decimal] = set()
    for m in _MONEY.finditer(clean(text).casefold()):
        token = next(g for g in m.groups() if g)
        found.add(Decimal(token.replace(",", "")))
    return found
