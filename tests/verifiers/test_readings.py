"""The readings issue 25 added to ``verifiers/``: numbers people write (a dozen, 一打, 四十五块
五, financial numerals, Roman numerals after a label, ordinals on request, a denied number),
halves and compound durations, "ones" that is no "one s", yes/no answers, menu paths named
setting first, and a question's own dates beside the answer's."""

from __future__ import annotations

from decimal import Decimal

import pytest

from verifiers.facts import dates, durations, stated_dates, stated_durations
from verifiers.numbers import numbers, roman, stated_numbers
from verifiers.paths import menu_path
from verifiers.quantities import stated_minutes
from verifiers.timecodes import stated_times
from verifiers.yesno import stated_yes_no


@pytest.mark.parametrize("text, values", [
    ("a dozen", [12]), ("half a dozen", [6]), ("two dozen", [24]), ("一打", [12]), ("半打", [6]), ("打开了5个", [5]),
    ("四十五块五", ["45.5"]), ("45块5毛", ["45.5"]), ("伍个", [5]), ("壹佰贰拾", [120]), ("百分之八十", [80]),
    ("page IV", [4]), ("Table iii", [3]), ("IV.", [4]), ("I am here, XL size", []), ("Chapter XII", [12]),
    ("nine thousand nine hundred and ninety-nine", [9999]),
])
def test_numbers_people_write(text, values):
    assert numbers(text) == [Decimal(str(v)) for v in values]


def test_ordinals_only_on_request_and_denied_numbers():
    assert numbers("the fourth page") == [] and numbers("the fourth page", ordinals=True) == [4]
    assert numbers("the twenty-first and 2nd", ordinals=True) == [21, 2]
    assert stated_numbers("Not 6 — it's 5.") == [5] and stated_numbers("是5个，不是6个") == [5]
    assert stated_numbers("5 or 6") == [] and roman("iiii") is None and roman("mmxxiii") == 2023


@pytest.mark.parametrize("text, seconds", [
    ("An hour and a half.", {5400}), ("one and a half hours", {5400}), ("half a minute", {30}), ("半分钟", {30}),
    ("一个半小时", {5400}), ("两分半", {150}), ("一个小时", {3600}), ("1 hour 30 minutes", {5400}),
    ("1小时30分钟", {5400}), ("the nearest ones are 2 minutes and 5 minutes", {120, 300}), ("ten-second delay", {10}),
])
def test_durations(text, seconds):
    assert stated_durations(text) == seconds


def test_number_words_need_a_space_before_a_unit():
    assert stated_minutes("the eighth track") == set() and stated_minutes("eighty-five minutes") == {85}
    assert stated_times("the ones at 0:07") == [7] and stated_durations("tens of options") == set()


def test_raw_readers_read_hedged_text_that_is_no_answer():
    """An SMS the agent sent ("about 15 minutes late", the user's own words) or a goal is
    read as written; an answer is read firmly."""
    assert durations("I'll be about 15 minutes late") == {900} and stated_durations("about 15 minutes") == set()
    assert dates("Which day, maybe Oct 20?") == {(10, 20)} and stated_dates("Maybe Oct 20?") == set()


def test_the_questions_own_dates():
    given = dates("In Simple Calendar Pro, on what date is my first event at Home after October 20?")
    assert given == {(10, 20)}
    assert stated_dates("After October 20, it is October 24.", given=given) == {(10, 24)}
    assert stated_dates("October 20 or October 24.", given=given) == set()       # an alternative: a hedge
    assert stated_dates("Oct 24, I think.", given=given) == set()


@pytest.mark.parametrize("text, question, want", [
    ("Yes, it is.", "", True), ("No. There is no Travel category.", "", False), ("There isn't one.", "", False),
    ("有。", "", True), ("没有。", "", False), ("没错", "", True), ("不过可以", "", True),
    ("Probably yes.", "", None), ("Yes. I think.", "", None), ("Yes and no.", "", None),
    ("开着呢。", "蓝牙开着吗？", True), ("没开着。", "蓝牙开着吗？", False), ("有的", "有没有这个类别？", True),
    ("Travel is available.", "", True),
])
def test_yes_no(text, question, want):
    assert stated_yes_no(text, question) is want


def test_menu_paths():
    steps = [("Display",), ("Display size and text",), ("Font size",)]
    root = ("Settings", "设置")
    assert menu_path("Settings > Display > Display size and text > Font size", steps)
    assert menu_path("The Font size (Settings > Display > Display size and text) is at its largest.", steps, root)
    assert not menu_path("The Font size (Settings > Display > Display size and text)", steps)   # no root given
    assert not menu_path("Font size is under Display size and text in Display.", steps, root)
    assert not menu_path("Font size, then Display size and text, then Display.", steps, root)
    assert not menu_path("Maybe Settings > Display > Display size and text > Font size.", steps, root)
