import pytest

from verifiers.answer import KeyFacts, mentions, normalize
from verifiers.state import int_setting, rows_removed_exactly, rows_unchanged


def test_normalize_and_mentions_respect_word_boundaries():
    assert normalize("  Food,  HOUSING!\n") == "food housing"
    assert mentions("Food, Housing and Health Care.", "health care")
    assert not mentions("I wrote a note", "no")
    assert mentions("kyoto.md", "kyoto.md") and mentions("It is Kyoto", "kyoto")
    assert not mentions("anything", "")


def test_mentions_next_to_chinese_text():
    # A Latin edge needs a non-letter neighbour, but Chinese characters count as one ...
    assert mentions("我删除了Lunch", "lunch") and mentions("Lunch已删除", "lunch")
    assert mentions("答案是kyoto.md。", "kyoto.md") and mentions("我没有找到Yoga retreat这笔支出", "yoga retreat")
    assert mentions("ＬＵＮＣＨ已删除", "lunch")  # full-width letters via NFKC
    # ... while Latin letters and digits still do not.
    assert not mentions("Lunchbox", "lunch") and not mentions("我买了Lunchbox", "lunch")
    assert not mentions("I wrote a note", "no") and not mentions("lunch2", "lunch")
    assert not mentions("café", "caf")  # any letter of a spaced script, not only ASCII
    # A Chinese edge needs no boundary at all.
    assert mentions("出租车费用", "出租车") and mentions("没有出租车", "出租车")
    assert mentions("我删除了出租车", "删除了出租车") and not mentions("出租", "出租车")


def test_key_facts_fraction_and_forbidden():
    kf = KeyFacts((("food",), ("health care", "healthcare")), forbidden=("groceries",), min_fraction=1.0)
    assert kf.score("Food and healthcare") == 1.0 and kf.passes("Food and healthcare")
    assert kf.score("Food only") == 0.5 and not kf.passes("Food only")
    assert kf.score("Food, health care, groceries") == 0.0
    assert kf.score("") == 0.0


def test_state_predicates():
    before = [{"id": 1, "n": "a"}, {"id": 2, "n": "b"}]
    assert rows_unchanged(before, list(reversed(before)))
    assert not rows_unchanged(before, before[:1])
    assert rows_removed_exactly(before, [{"id": 2, "n": "b"}], {1}, "id")
    assert not rows_removed_exactly(before, [{"id": 2, "n": "B"}], {1}, "id")
    assert int_setting("1.0") == 1 and int_setting(None, 7) == 7 and int_setting("x") == 0


def test_brightness_slider_curve_matches_settingslib():
    from apps.settings import brightness_to_slider, slider_to_brightness

    # HLG curve of SettingsLib BrightnessUtils: the middle of the slider stores 22/255,
    # 87% stores 127, the ends store 1 and 255.
    assert [slider_to_brightness(g) for g in (0.0, 0.5, 0.87, 1.0)] == [1, 22, 127, 255]
    assert brightness_to_slider(1) == 0.0 and abs(brightness_to_slider(255) - 1.0) < 1e-6
    assert abs(brightness_to_slider(102) - 0.828) < 1e-3
    for v in range(1, 256):
        assert slider_to_brightness(brightness_to_slider(v)) == v


def test_stated_counts_prefer_the_clause_that_says_what_is_left():
    from verifiers.facts import LEFT, stated_counts

    nouns = ("expense", "支出")
    for text, want in [("There are nine expenses left.", {9}), ("Remaining expenses: 9", {9}), ("9 left.", {9}),
                       ("I deleted 2 expenses (Taxi, Rent); 9 expenses are left.", {9}),
                       ("10 expenses left (down from 13 expenses).", {10}), ("已删除这三笔支出，还剩10笔。", {10}),
                       ("Amount $1,234.50. 12 expenses left", {12}), ("You have twelve expenses.", {12}),
                       ("How many expenses are left?", set())]:
        assert stated_counts(text, nouns, LEFT) == want, text
    assert stated_counts("1 expense, 2 expenses, 3 expenses", nouns, LEFT) == {1, 2, 3}   # spam stays ambiguous


def test_stated_dates_and_durations():
    from verifiers.facts import NOW, stated_dates, stated_durations

    for text in ("October twelfth", "the twelfth of October", "10-12-2023", "12.10.2023", "Oct 12", "2023 Oct 12",
                 "October 12th, 2023", "on 10/12", "12 October 2023", "2023年10月12日", "十月十二日"):
        assert stated_dates(text) == {(10, 12)}, text
    assert stated_durations("It is currently 2 minutes; choices run from 15 seconds to 30 minutes.", NOW) == {120}
    assert stated_durations("当前为30秒") == {30} and stated_durations("half an hour") == {1800}


def test_current_durations_are_the_values_called_current_not_compared():
    from verifiers.facts import current_durations

    assert current_durations("Yes. It is now 2 minutes; the shorter choices are 15 seconds, 30 seconds.") == {120}
    assert current_durations("No, 3 minutes is not offered (it is currently set to 30 seconds).") == {30}
    assert current_durations("当前设置为1分钟。最接近的是2分钟和5分钟。") == {60}
    assert current_durations("The choices shorter than the current one are 15 seconds and 30 seconds.") == set()
    assert current_durations("可以。比当前更短的选项有：1分钟、30秒、15秒。") == set()
    assert current_durations("The closest choices are 2 minutes and 5 minutes.") == set()


def test_listed_beside_reads_what_the_sentences_about_an_item_list():
    from verifiers.lists import listed_beside

    cats = ("Food", "Housing", "Social", "Transportation", "Travel", "Clothes")
    assert listed_beside("No Travel category. Hotel night is under Housing. The categories are Food, Housing, "
                         "Social.", "Hotel night", cats) == {"Housing"}
    assert listed_beside("没有 Travel 这个类别。Hotel night 现在归在 Housing 类别。", "Hotel night", cats) == {"Housing"}
    assert listed_beside("Hotel night could be Food, Housing or Social.", "Hotel night", cats) == set()   # a hedge
    assert listed_beside("The categories are Food and Social.", "Hotel night", cats) == set()
    assert listed_beside("Hotel night is not under Food; it is under Clothes.", "Hotel night", cats) == {"Clothes"}


def test_money_is_read_with_its_currency_or_cents_only():
    from decimal import Decimal

    from verifiers.facts import stated_money

    assert stated_money("two Cab fare expenses, $23.00 from October 14, and $41.50 from October 12") == {
        Decimal("23.00"), Decimal("41.50")}
    assert stated_money("昨天的 $23.00，和10月12日的 41.50 美元") == {Decimal("23.00"), Decimal("41.50")}
    assert stated_money("It costs 12.25 dollars; USD 1,200 in all") == {Decimal("12.25"), Decimal("1200")}
    assert stated_money("2 expenses on 2023-10-14, 3 left") == set()


def test_counts_read_across_a_dotted_extension():
    from verifiers.facts import stated_counts

    assert stated_counts("There are 2 .tex files in Work.", ("file", ".tex file")) == {2}
    assert stated_counts("I left 3 expenses. 2 notes.", ("expense",)) == {3}


def test_top_choice_accepts_rankings_and_comparisons_rejects_hedges_and_dumps():
    from verifiers.lists import top_choice

    ranking = [("marrakesh.md", "marrakesh"), ("tallinn.md", "tallinn"), ("cusco.md", "cusco")]
    decoy = [("vancouver.md", "vancouver")]
    accepted = ("marrakesh.md", "1. marrakesh.md 2. tallinn.md 3. cusco.md", "答案是marrakesh.md。",
                "marrakesh.md — larger than tallinn.md or any other note in the folder.",
                "marrakesh.md. For comparison: cusco.md and tallinn.md are lower.",
                "The answer is marrakesh.md (not sure if you meant Ideas too, where vancouver.md is bigger).")
    rejected = ("tallinn.md", "vancouver.md", "marrakesh.md or tallinn.md", "marrakesh.md, maybe tallinn.md",
                "1. marrakesh.md 2. cusco.md 3. tallinn.md", "cusco.md, marrakesh.md, tallinn.md",
                "There is no marrakesh.md.", "")
    assert all(top_choice(t, ranking, decoy) for t in accepted)
    assert not any(top_choice(t, ranking, decoy) for t in rejected)


def test_exact_listing_counts_only_asserted_items():
    from verifiers.lists import exact_listing

    universe = ["Food", "Travel", ("Health Care", "healthcare"), "Pets"]
    assert exact_listing("You can choose Food and Health Care.", ["Food", "Health Care"], universe)
    assert exact_listing("Food and healthcare are there, but there is no Travel category.",
                         ["Food", "Health Care"], universe)
    assert not exact_listing("Food, Health Care and Pets.", ["Food", "Health Care"], universe)
    assert not exact_listing("Food.", ["Food", "Health Care"], universe)
    assert not exact_listing("", [], universe)


@pytest.mark.parametrize("text, want", [
    ("您只有 5 笔 Cab fare 支出，不是 4 笔，所以我一笔都没有删除。", {5}),   # "not a single one" is no count (4 is rejected)
    ("我没有删除任何一笔支出", set()), ("一条也没删", set()), ("没有一条笔记被删除", set()),
    ("我删除了一笔支出", {1}), ("还剩一条", {1}), ("只剩一笔支出了", {1}),
])
def test_chinese_none_at_all_is_not_a_count_of_one(text, want):
    from verifiers.facts import stated_counts

    assert stated_counts(text, ("expense", "支出", "笔记")) == want


@pytest.mark.parametrize("text, want", [
    # Dates written with no space next to Chinese characters, in every format stated_dates reads.
    ("设备上今天是2023-10-15，昨天是2023-10-14", {(10, 15), (10, 14)}),
    ("今天是2023/10/15。", {(10, 15)}), ("今天是2023.10.15", {(10, 15)}), ("今天是2023-10-15不是昨天", {(10, 15)}),
    ("今天是10/15，昨天是10/14", {(10, 15), (10, 14)}), ("日期是10-15-2023号", {(10, 15)}),
    ("今天是15.10.2023", {(10, 15)}), ("今天是2023年10月15日", {(10, 15)}), ("是10月15号而昨天是10月14号", {(10, 15), (10, 14)}),
    ("今天是十月十五日", {(10, 15)}), ("今天是Oct 15，昨天是Oct 14", {(10, 15), (10, 14)}),
    ("日期是15 October而昨天是14 October", {(10, 15), (10, 14)}), ("今天是October 15th吗", {(10, 15)}),
    # Digits inside longer numbers are no date.
    ("编号12023-10-15", set()), ("订单号2023-10-150", set()), ("电话555-1234", set()), ("今天是20231015", set()),
    ("编号110月15日", set()), ("Oct 152", set()), ("版本v2.10.2023", set()), ("电话是10/155", set()),
])
def test_stated_dates_next_to_chinese_text(text, want):
    from verifiers.facts import stated_dates

    assert stated_dates(text) == want
