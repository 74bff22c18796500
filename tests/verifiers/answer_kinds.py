"""Which ``verifiers/`` function decides an answer of each kind, for the answer-acceptance
corpus (``answers_corpus_blind.jsonl``): ``accepts(kind, question, expected, answer)``.

* ``number``: for "How many <things>" the count of those things (``facts.stated_counts``)
  is exactly the expected one, when the answer states one; else the numbers the answer
  states firmly (``numbers.stated_numbers``, ordinals read), the question's own numbers
  left out, are exactly the expected one ("80%" is 80);
* ``name``: the answer names the expected name firmly (``naming.names_only``, with the
  other names Android gives the same setting, ``SYNONYMS``) and does not deny it
  (``claims``: NOT_EXIST, CANNOT about it);
* ``date``: the dates it states (``facts.stated_dates``, the question's dates given) are
  exactly the expected (month, day); the year is not compared;
* ``duration``: the current durations it states (``facts.stated_durations`` with ``NOW``)
  are exactly the expected one, in seconds;
* ``setting_value``: a duration as above, "on"/"off" through
  ``switches.stated_switch_states`` (``NOW``), any other value named firmly
  (``answer.mentions`` over the firm parts, with the synonyms in ``SAME``);
* ``yes_no``: ``yesno.stated_yes_no`` (with the question) gives the expected polarity.
"""

from __future__ import annotations

import re

from verifiers.answer import mentions
from verifiers.claims import Claim, explicit_claims_about
from verifiers.facts import NOW, dates, stated_counts, stated_dates, stated_durations
from verifiers.hedges import read_firmly
from verifiers.naming import names_only
from verifiers.numbers import numbers, parse_number, stated_numbers
from verifiers.switches import stated_switch_states
from verifiers.yesno import stated_yes_no

# The names Android itself gives these settings in English and zh-CN (Settings' strings:
# zh-CN calls Wi-Fi "WLAN"), and the short forms people use.
SYNONYMS = {"Wi-Fi": ("Wi-Fi", "WLAN", "wifi"), "电池电量百分比": ("电池电量百分比", "电池百分比", "电量百分比", "Battery percentage"),
            "Battery percentage": ("Battery percentage", "battery percent", "电池电量百分比", "电池百分比"),
            "勿扰模式": ("勿扰模式", "免打扰", "勿扰", "Do Not Disturb", "DND")}
# Values people name in other words (a setting at its end, ...).
SAME = {"largest": ("largest", "biggest", "maximum", "max", "最大", "最大的"),
        "smallest": ("smallest", "minimum", "min", "最小", "最小的")}


def _number(answer: str, expected: str, question: str) -> bool:
    want = parse_number(expected)
    if m := re.match(r"how many (\w+?)(?:es|s)?\b", question.strip(), re.IGNORECASE):
        counts = stated_counts(answer, (m.group(1),))
        if counts:
            return counts == {want}
    got = set(stated_numbers(answer, ordinals=True)) - (set(numbers(question)) - {want})
    return got == {want}


def _name(answer: str, expected: str, question: str) -> bool:
    denied = explicit_claims_about(answer, expected, [expected]) & {Claim.NOT_EXIST, Claim.CANNOT}
    return names_only(answer, SYNONYMS.get(expected, expected), []) and not denied


def _date(answer: str, expected: str, question: str) -> bool:
    _, month, day = (int(x) for x in expected.split("-"))
    return stated_dates(answer, given=dates(question) - {(month, day)}) == {(month, day)}


def _duration(answer: str, expected: str, question: str) -> bool:
    return stated_durations(answer, NOW) == stated_durations(expected)


def _setting_value(answer: str, expected: str, question: str) -> bool:
    if stated_durations(expected):
        return _duration(answer, expected, question)
    if expected in ("on", "off"):
        return stated_switch_states(answer, NOW) == {expected == "on"}
    words = SAME.get(expected, (expected,))
    return read_firmly(lambda t: any(mentions(t, w) for w in words), answer, False)


def _yes_no(answer: str, expected: str, question: str) -> bool:
    return stated_yes_no(answer, question) is (expected == "yes")


CHECKS = {"number": _number, "name": _name, "date": _date, "duration": _duration,
          "setting_value": _setting_value, "yes_no": _yes_no}


def accepts(kind: str, question: str, expected: str, answer: str) -> bool:
    """True if the verifier for ``kind`` accepts ``answer`` to ``question`` (see the module
    docstring). Raises KeyError for an unknown kind."""
    return CHECKS[kind](answer, expected, question)
