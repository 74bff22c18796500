"""One value means one value (``verifiers.rivals`` and the readers built on it): an answer
that states the asked value beside another of its kind ("A or B", "A, B", "A (B)",
"B. Actually, A") states no single value, while one that names B only to reject it ("A,
not B", "A (B was the other one)", "是A，不是B") does, in English and Chinese. The
phrasings are the red-team's of issue 25 (GUIBrowsingTrackElevationTotal,
GUIBrowsingShopPriceDifference, GUIBrowsingVideoWordFirstSecond, GUIBrowsingReceiptTotalOnDay,
BrowsecompFolderVersionOrder)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from verifiers.hedges import hedged
from verifiers.lists import ranked_listing
from verifiers.numbers import money_stated, numbers_only, stated_numbers
from verifiers.quantities import stated_metres
from verifiers.rivals import one_value, rejected_spans, without_rejected
from verifiers.timecodes import stated_spans, stated_times

D = Decimal


@pytest.mark.parametrize("text, rejected", [
    ("6,624 m in total, not 7,013 m", ["not 7,013 m"]),
    ("It is not 6 but 5", ["not 6 "]),
    ("Not 6 — it's 5.", ["Not 6 "]),
    ("$35.50, not $69.85 (2 receipts)", ["not $69.85 "]),
    ("5 (6 was the other one)", ["6 was the other one"]),
    ("A, B, C (C, B, A was the other one)", ["C, B, A was the other one"]),
    ("是5个，不是6个", ["不是6个"]),
    ("5个（6个是错的）", ["6个是错的"]),
    ("Not sure, but 5", []),
    ("I'm not certain it is 5", []),
])
def test_rejected_spans(text, rejected):
    assert [text[a:b] for a, b in rejected_spans(text)] == rejected


@pytest.mark.parametrize("text, values", [
    ("6,624 m in total, not 7,013 m", {D(6624)}),
    ("6,624 m (7,013 m was the other one)", {D(6624)}),
    ("一共6624米，不是7013米", {D(6624)}),
    ("6,624 m in total or 5,945 m", set()),          # a hedge: "or" between two lengths
    ("6,624 m in total或5,945 m", set()),
    ("6,624 m in total, 5,945 m", {D(6624), D(5945)}),
])
def test_lengths_asserted(text, values):
    assert stated_metres(text) == values


def test_or_between_values_far_apart_is_a_hedge():
    assert hedged("The Coastal backpack costs $122.75 more than the Nordic kettle or $145.75")
    assert hedged("\"COMET\" first appears at 0:34, 34 seconds in or at second 36")
    assert hedged("You spent $35.50 on October 12或$16.25")
    assert not hedged("There are 5 notes in Recipes or Cooking")      # no value after "or"
    assert not hedged("5 expenses: none in Food or Travel")


def test_one_value_counts_breakdowns_whole():
    assert one_value([D("35.5"), D("16.25"), D("19.25")], D("35.5"), breakdown=[D("16.25"), D("19.25")])
    assert one_value([D("35.5")], D("35.5"), breakdown=[D("16.25"), D("19.25")])
    assert not one_value([D("35.5"), D("16.25")], D("35.5"), breakdown=[D("16.25"), D("19.25")])
    assert not one_value([D("35.5"), D("69.85")], D("35.5"), context=[D(2023)])
    assert one_value([D("35.5"), D(2023), D(12)], D("35.5"), context=[D(2023), D(12)])
    assert not one_value([D(12)], D("35.5"), context=[D(12)])


def test_money_with_working():
    prices = [D("268.50"), D("145.75")]
    assert money_stated("$268.50 - $145.75 = $122.75", 12275, breakdown=prices)
    assert money_stated("It costs $122.75 more, not $145.75.", 12275, breakdown=prices)
    for text in ("The backpack costs $122.75 more than the kettle or $145.75", "$122.75, $145.75", "$122.75 ($145.75)",
                 "$145.75. Actually, $122.75", "贵 122.75 美元，145.75 美元"):
        assert not money_stated(text, 12275, breakdown=prices), text
    assert numbers_only("5, not 6", 5) and not numbers_only("5, 6", 5) and stated_numbers("5 (6 is wrong)") == [5]


def test_time_spans():
    assert stated_spans("It appears at 0:34 and stays until 0:36.") == [(34, 36)]
    assert stated_spans("从第34秒到第36秒") == [(34, 36)] and stated_spans("34-36 s") == [(34, 36)]
    assert stated_spans("first appears at 0:34, 34 seconds in, at second 36") == []
    assert stated_spans("0:34 (0:36)") == [] and stated_times("at 0:34, not 0:35") == [34]


@pytest.mark.parametrize("text, ok", [
    ("Draw, Retro Music, ZipXtract", True),
    ("Draw > Retro Music > ZipXtract", True),
    ("依次是：Draw、Retro Music、ZipXtract。", True),
    ("Draw, Retro Music, ZipXtract, not ZipXtract, Retro Music, Draw", True),
    ("Draw, Retro Music, ZipXtract (ZipXtract, Retro Music, Draw was the other one)", True),
    ("Draw, Retro Music, ZipXtract, ZipXtract, Retro Music, Draw", False),       # the order and its reverse
    ("Draw, Retro Music, ZipXtract (ZipXtract, Retro Music, Draw)", False),
    ("ZipXtract, Retro Music, Draw. Actually, Draw, Retro Music, ZipXtract", False),
    ("Draw, ZipXtract, Retro Music", False),
])
def test_ranked_listing_states_one_order(text, ok):
    universe = ["Draw", "Retro Music", "ZipXtract", "Markor", "Music"]
    assert ranked_listing(text, ["Draw", "Retro Music", "ZipXtract"], universe) is ok
