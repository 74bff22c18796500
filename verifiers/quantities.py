"""Quantities with units stated in an answer: durations in whole minutes, lengths in metres,
masses in kilograms and sums of money, normalised so that equal amounts agree across units
and languages.

* ``stated_minutes("1 h 25 min")`` is ``{85}``: hours and the minutes right after them
  ("1 hour and 25 minutes", "1h25m", "1小时25分钟", "1.5 hours") make one duration;
  "85 minutes", "85 min", "85分钟" stand alone. Seconds are not read.
* ``stated_metres("12.34 km")`` is ``{Decimal("12340")}``: "km", "kilometres",
  "kilometers", "公里", "千米" scale by 1000; "m", "metres", "meters", "米" by 1. Miles,
  feet and numbers without a unit are not read, so a wrong unit states no length.
* ``stated_kilograms("I'm down 1.3 kg (74.1 kilos now)")`` is ``{Decimal("1.3"),
  Decimal("74.1")}``: masses in "kg", "kgs", "kilos", "kilograms", "kilogrammes",
  "公斤", "千克"; pounds, grams and plain numbers are not read. With ``cues``, only the
  clauses naming a cue count when any does (clauses end at ``. , ; ! ?``, their Chinese
  forms, and before "and", "but", "while", "whereas", 而, 但):
  ``stated_kilograms("the newest is 76.5 kg and the target 72.5 kg", cues=("target",))``
  is ``{Decimal("72.5")}``.
* ``stated_amounts("Your share is $48.90 (of $146.70)", "USD")`` is ``{Decimal("48.90"),
  Decimal("146.70")}``: sums of money in one currency, marked by its sign or name before
  or after the digits: ``USD`` "$48.90", "US$ 48.90", "48.90 dollars", "USD 48.90",
  "48.90美元"; ``EUR`` "€48.90", "48.90 €", "48.90 euros", "EUR 48.90", "48.90欧元".
  With a mark, a comma before exactly two digits is a decimal comma ("48,90 €", as
  euro amounts are often written); a plain number, or another currency's, is no amount
  (nor "1.234,50 €": a dot between thousands is not read).
* ``stated_blood_pressures("Your last reading was 128/82, pulse 71")`` is ``{(128, 82)}``:
  systolic over diastolic as "128/82", "128 / 82 mmHg", "128 over 82", "128／82" or in
  Chinese "高压128，低压82" / "收缩压128、舒张压82"; the pulse is not read, nor is a date
  ("10/14/23").

Numbers are read by ``verifiers.numbers.parse_number`` (digits with thousands commas,
English number words, Chinese numerals); a number word needs a space or hyphen before its
unit ("eighth" is no "eight h"). Text goes through :func:`verifiers.text.clean`, and a
quantity stated in a doubtful part (:mod:`verifiers.hedges`: "about 85 minutes", "85 or
90 minutes", "大概85分钟") makes the answer state none (the empty set), and one named only
to be rejected is not stated (:mod:`verifiers.rivals`: "85 minutes, not 90 minutes").
"""

from __future__ import annotations

import re
from decimal import Decimal

from verifiers.rivals import read_asserted
from verifiers.numbers import EN_NUMBER_WORDS, parse_number
from verifiers.text import clean

_WORD = "(?:" + "|".join(sorted(EN_NUMBER_WORDS, key=len, reverse=True)) + ")"
_NUM = rf"(\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?|{_WORD}(?:[- ]{_WORD})*|[零一二两三四五六七八九十百千万]+)"
_HOURS = r"(?:hours?|hrs?|h|小时|个小时)"
_MINUTES = r"(?:minutes?|mins?|m|分钟|分)"
# Between a number and its unit: nothing needed after digits or Chinese numerals ("85min",
# "85分钟"), a space or hyphen after a number word ("eighty-five minutes"; "eighth" is no "eight h").
_GAP = r"(?:(?<![a-z])\s*|\s+|\s*-\s*)"
_DURATION = re.compile(rf"(?<![a-z0-9.]){_NUM}{_GAP}{_HOURS}(?![a-z])(?:\s*(?:and\s+)?,?\s*{_NUM}{_GAP}{_MINUTES}(?![a-z]))?"
                       rf"|(?<![a-z0-9.]){_NUM}{_GAP}{_MINUTES}(?![a-z])")
_LENGTH = re.compile(rf"(?<![a-z0-9.]){_NUM}{_GAP}(kilomet(?:er|re)s?|km|公里|千米|met(?:er|re)s?|m|米)(?![a-z])")


def _value(token: str | None) -> Decimal | None:
    if not token:
        return None
    words = token.split()       # "took forty five": the longest tail that is a number
    for start in range(len(words)):
        v = parse_number(" ".join(words[start:]))
        if v is not None:
            return v
    return None


def stated_minutes(text: str) -> set[int]:
    """Durations ``text`` states firmly, in whole minutes (see the module docstring)."""
    return read_asserted(_stated_minutes, text, set())


def _stated_minutes(text: str) -> set[int]:
    found: set[int] = set()
    for m in _DURATION.finditer(clean(text).casefold()):
        if m.group(1) is not None:
            hours, minutes = _value(m.group(1)), _value(m.group(2)) if m.group(2) else Decimal(0)
            if hours is not None and minutes is not None:
                found.add(int(hours * 60 + minutes))
        else:
            minutes = _value(m.group(3))
            if minutes is not None:
                found.add(int(minutes))
    return found


def stated_metres(text: str) -> set[Decimal]:
    """Lengths ``text`` states firmly, in metres (see the module docstring)."""
    return read_asserted(_stated_metres, text, set())


def metres(text: str) -> set[Decimal]:
    """Every length in ``text`` in metres (as ``stated_metres`` reads them), hedged or
    not: for text that is no answer (a question listing distances)."""
    return _stated_metres(text)


def _stated_metres(text: str) -> set[Decimal]:
    found: set[Decimal] = set()
    for m in _LENGTH.finditer(clean(text).casefold()):
        value = _value(m.group(1))
        if value is None:
            continue
        unit = m.group(2)
        scale = 1000 if unit.startswith("kilo") or unit in ("km", "公里", "千米") else 1
        found.add((value * scale).normalize())
    return found


_MASS = re.compile(rf"(?<![a-z0-9.]){_NUM}{_GAP}(kilogram(?:me)?s?|kilos?|kgs?|公斤|千克)(?![a-z])")
_CLAUSE = re.compile(r"[;!?\n。；！？，,]|\.(?!\d)|\b(?:and|but|while|whereas)\b|而|但")


def stated_kilograms(text: str, cues: tuple[str, ...] = ()) -> set[Decimal]:
    """Masses ``text`` states firmly, in kilograms; with ``cues`` those of the clauses
    naming a cue when any does (see the module docstring)."""
    return read_asserted(lambda t: _stated_kilograms(t, cues), text, set())


def _masses(text: str) -> set[Decimal]:
    return {v.normalize() for m in _MASS.finditer(text) if (v := _value(m.group(1))) is not None}


def _stated_kilograms(text: str, cues: tuple[str, ...]) -> set[Decimal]:
    text = clean(text).casefold()
    if not cues:
        return _masses(text)
    with_cue: set[Decimal] = set()
    for clause in _CLAUSE.split(text):
        if any(re.search(rf"(?<![a-z]){re.escape(c.casefold())}(?![a-z])", clause) for c in cues):
            with_cue |= _masses(clause)
    return with_cue or _masses(text)


# Marks of a currency before or after an amount (ISO 4217 code, signs, names; Chinese names).
_CURRENCY_MARKS = {
    "USD": (r"(?:US\$|\$|USD|US dollars?)", r"(?:dollars?|bucks|USD|美元|美金)"),
    "EUR": (r"(?:€|EUR|euros?)", r"(?:€|euros?|EUR|欧元)"),
}
_AMOUNT = r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+,\d{2}(?![\d,])|\d+(?:\.\d+)?)"


def stated_amounts(text: str, currency: str) -> set[Decimal]:
    """Sums of money in ``currency`` (``"USD"`` or ``"EUR"``) that ``text`` states firmly
    (see the module docstring); a hedged amount makes it state none.

    Raises:
      ValueError: another currency code (the message lists the known ones).
    """
    if currency not in _CURRENCY_MARKS:
        raise ValueError(f"unknown currency {currency!r}; known: {', '.join(_CURRENCY_MARKS)}")
    return read_asserted(lambda t: _stated_amounts(t, currency), text, set())


def _stated_amounts(text: str, currency: str) -> set[Decimal]:
    before, after = _CURRENCY_MARKS[currency]
    rx = re.compile(rf"(?<![A-Za-z0-9.]){before}\s?{_AMOUNT}(?!\d|[.,]\d)|(?<![A-Za-z0-9.,]){_AMOUNT}\s?{after}(?![a-z])",
                    re.IGNORECASE)
    found: set[Decimal] = set()
    for m in rx.finditer(clean(text)):
        token = m.group(1) or m.group(2)
        if re.fullmatch(r"\d+,\d{2}", token):
            token = token.replace(",", ".")
        value = parse_number(token)
        if value is not None:
            found.add(value)
    return found


_PRESSURE = re.compile(r"(?<![\d/])(?<!\d\.)(\d{2,3})\s*(?:/|／|over)\s*(\d{2,3})(?![\d/])(?!\.\d)")
_PRESSURE_ZH = re.compile(r"(?:高压|收缩压)\D{0,4}?(\d{2,3})\D{0,8}?(?:低压|舒张压)\D{0,4}?(\d{2,3})")


def stated_blood_pressures(text: str) -> set[tuple[int, int]]:
    """``(systolic, diastolic)`` readings ``text`` states firmly (see the module docstring)."""
    def read(t: str) -> set[tuple[int, int]]:
        t = clean(t).casefold()
        return {(int(a), int(b)) for rx in (_PRESSURE, _PRESSURE_ZH) for a, b in rx.findall(t)}
    return read_asserted(read, text, set())
