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


# Issue 25 item 6: the count, date, duration, money, name and version readers set aside a value
# named only to be rejected (through verifiers.rivals, one mechanism), and still read "A, B" as two.
@pytest.mark.parametrize("read, text, want", [
    ("counts", "9 tracks, not 11 tracks.", {9}),
    ("counts", "有9条轨迹，不是11条轨迹。", {9}),
    ("counts", "9 tracks, 11 tracks.", {9, 11}),
    ("dates", "October 9, not October 10.", {(10, 9)}),
    ("dates", "是10月9日，不是10月10日。", {(10, 9)}),
    ("durations", "4 minutes, not 5 minutes.", {240}),
    ("durations", "是4分钟，不是5分钟。", {240}),
    ("money", "$12.25, not $13.50.", {D("12.25")}),
    ("versions", "Version 2.10.9, not 2.10.8.", {"2.10.9"}),
    ("versions", "版本是 2.10.9，不是 2.10.8。", {"2.10.9"}),
    ("versions", "2.10.9, 2.10.8", {"2.10.9", "2.10.8"}),
])
def test_readers_set_aside_rejected_values(read, text, want):
    from verifiers import facts, versions

    readers = {"counts": lambda t: facts.stated_counts(t, ("track", "轨迹", "条")), "dates": facts.stated_dates,
               "durations": facts.stated_durations, "money": facts.stated_money, "versions": versions.stated_versions}
    assert readers[read](text) == want


@pytest.mark.parametrize("text, ok", [
    ("Nadia Vale, not Esme Mbeki.", True),
    ("是 Nadia Vale，不是 Esme Mbeki。", True),
    ("Nadia Vale (Esme Mbeki was the other one).", True),
    ("Nadia Vale, Esme Mbeki.", False),
    ("Nadia Vale or Esme Mbeki.", False),
])
def test_names_only_sets_aside_a_rejected_name(text, ok):
    from verifiers.naming import names_only

    assert names_only(text, "Nadia Vale", ["Esme Mbeki"]) is ok


@pytest.mark.parametrize("text, ok", [
    ("Pancakes, not Waffles.", True),
    ("是 Pancakes，不是 Waffles。", True),
    ("Pancakes, Waffles.", False),
])
def test_exact_listing_sets_aside_a_rejected_item(text, ok):
    from verifiers.lists import exact_listing

    assert exact_listing(text, ["Pancakes"], ["Pancakes", "Waffles", "Omelette"]) is ok


@pytest.mark.parametrize("text, ok", [
    ("marrakesh.md, not tallinn.md", True),
    ("是 marrakesh.md，不是 tallinn.md。", True),
    ("1. marrakesh.md 2. tallinn.md", True),             # a ranking, by its marks
    ("marrakesh.md, tallinn.md, cusco.md", True),        # the whole ranking, in order
    ("marrakesh.md, tallinn.md", False),                 # a second value, no ranking
    ("marrakesh.md、tallinn.md", False),
])
def test_top_choice_takes_one_value_or_a_ranking(text, ok):
    from verifiers.lists import top_choice

    ranking = [("marrakesh.md", "marrakesh"), ("tallinn.md", "tallinn"), ("cusco.md", "cusco")]
    assert top_choice(text, ranking, [("vancouver.md", "vancouver")]) is ok


def _task_score(name: str, answer: str, seed: int = 3) -> float:
    """The verdict of answer task ``name`` (seed ``seed``) on ``answer``; these tasks read only
    the answer, so no device is needed."""
    from types import SimpleNamespace

    from venus_tasks import registry

    cls = next(c for c in registry.select("venus") if c.__name__ == name)
    return cls(cls.generate_random_params(seed)).verify(SimpleNamespace(answer=answer))


@pytest.mark.parametrize("name, answer, ok", [
    # issue 25: correct answers naming a rival only to reject it were rejected
    ("GUIBrowsingTracksLongerThan", "{count} tracks, not {wrong} tracks.", 1.0),
    ("GUIBrowsingTracksLongerThan", "有{count}条轨迹，不是{wrong}条。", 1.0),
    ("GUIBrowsingTracksLongerThan", "{count} tracks, {wrong} tracks.", 0.0),
    ("GUIBrowsingMusicTopArtist", "{artist}, not {runner_up}: {count} songs.", 1.0),
    ("GUIBrowsingMusicTopArtist", "是 {artist}，不是 {runner_up}，共{count}首。", 1.0),
    ("GUIBrowsingMusicTopArtist", "{artist}, {runner_up}: {count} songs.", 0.0),
    ("GUIBrowsingRecipeFewestIngredients", "{answer}, not {runner_up}.", 1.0),
    ("GUIBrowsingRecipeFewestIngredients", "是 {answer}，不是 {runner_up}。", 1.0),
    ("GUIBrowsingRecipeFewestIngredients", "{answer}, {runner_up}.", 0.0),
    # ... and a second value beside the right one was accepted
    ("GUIBrowsingMarkorHighestBudget", "{answer_file}, {runner_up}", 0.0),
    ("GUIBrowsingMarkorHighestBudget", "{answer_file}、{runner_up}", 0.0),
    ("GUIBrowsingMarkorHighestBudget", "{answer_file}, not {runner_up}", 1.0),
    ("GUIBrowsingMarkorHighestBudget", "预算最高的是 {answer_file}，不是 {runner_up}。", 1.0),
])
def test_single_value_tasks_set_aside_a_rejected_rival(name, answer, ok):
    from venus_tasks import registry

    cls = next(c for c in registry.select("venus") if c.__name__ == name)
    p = cls.generate_random_params(3)
    text = answer.format(**p, wrong=p.get("count", 0) + 2)
    assert _task_score(name, text) == ok, text
