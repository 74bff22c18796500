"""``verifiers.hedges`` and every answer reader that takes its hedges from it: a hedged
answer states nothing firmly (so it fails), a firm one is read, in English and Chinese.
The red team's hedges (issue 25) are among the cases: number words beyond the old parser,
Roman numerals, appended doubts, a doubt in brackets, a zero-width space inside "off"."""

from __future__ import annotations

from decimal import Decimal

import pytest

from verifiers import hedges
from verifiers.claims import Claim, claims
from verifiers.facts import NOW, stated_counts, stated_dates, stated_durations
from verifiers.lists import exact_listing, top_choice
from verifiers.naming import names_only
from verifiers.numbers import stated_numbers
from verifiers.quantities import stated_metres, stated_minutes
from verifiers.switches import stated_switch_states, switch_report
from verifiers.timecodes import stated_times
from verifiers.versions import stated_versions

HEDGED = [
    "5 PDFs, or maybe half a dozen.", "Esme Mbeki (not sure).", "It is currently on (or is it off?)",
    "I think it's page 4.", "5 PDFs. I think.", "It's 5, but I'm not sure.", "Page 3 or page 4.", "Probably 5.",
    "It might be 5.", "It's 5 (?)", "There are 5 PDFs or so.", "About 5 PDFs.", "~5", "5 PDFs, give or take.",
    "5?", "Is it 5?", "It's 5, right?", "It is 5. Or is it 6?", "It's 5 PDFs, if I'm not mistaken.",
    "I'm pretty sure it's 5.", "Either marrakesh.md or tallinn.md.", "It is on or off.",
    "大概5个吧", "是5个还是6个？", "5个左右", "应该是5个", "我觉得是5个。", "是5个。不过我不太确定。", "可能是第4页",
    "第4页或者第5页", "也许是张伟", "是5个吧？", "约5个",
    # a doubt about a fact of the device the user made, not about what they meant (cheat_hedge)
    "I think you already logged Sushi dinner on Oct 3.", "Probably you have logged 5 expenses.",
]
FIRM = [
    "5 PDFs.", "There are 5 PDFs in Documents.", "It's currently 2 minutes. Maybe you'd prefer 5 minutes?",
    "The answer is marrakesh.md (not sure if you meant Ideas too, where vancouver.md is bigger).",
    "I couldn't find A, B or C, so no expenses were deleted.", "You can choose 30 seconds or 1 minute.",
    "It was added on May 3.", "You may choose anything from 15 seconds to 30 minutes; it is currently 2 minutes.",
    "Table 3 is on page 4. Let me know if you need anything else.", "Anything else?",
    "Would you like me to set it to 5 minutes?", "I'm not sure what you meant by exactly, but it is 2 minutes.",
    "It can go 2 more steps larger.", "It is not 5 or 6, it is 7.", "2 or more", "Did you mean page 4?",
    "Settings > Display > Screen timeout (or search for timeout). It's 2 minutes.", "Sept. 5 is the date.",
    "不能，没有45秒这个选项。最接近的可选项是30秒和1分钟。", "设置 > 电池 > 电池电量百分比。当前已开启。",
    "Maybe you were thinking of Taxis? There are 5 PDFs.", "Perhaps you wanted page 4; Table 3 is on page 5.",
    "好吧，是5个。", "预约在5号", "你应该在设置里打开它，现在是关着的。", "可以选择30秒或1分钟。",
]


@pytest.mark.parametrize("text", HEDGED)
def test_hedges_are_found(text):
    assert hedges.hedged(text), hedges.cues(text)


@pytest.mark.parametrize("text", FIRM)
def test_firm_answers_have_no_hedge(text):
    assert not hedges.hedged(text), (hedges.cues(text), hedges.doubtful_spans(text))


def test_an_appended_doubt_reaches_the_part_before_it_only():
    firm, doubt = hedges.split("There are 5 PDFs. I think.")
    assert "5" in doubt and not firm.strip()
    firm, doubt = hedges.split("I'm not sure what you meant, but there are 5 PDFs.")
    assert "5 PDFs" in firm and "5" not in doubt


@pytest.mark.parametrize("text, firm, hedged", [
    ("five", [5], "five, or maybe six"), ("half a dozen", [6], "5, or maybe half a dozen"),
    ("a dozen", [12], "a dozen or so"), ("two thousand and twenty-four", [2024], "roughly two thousand"),
    ("五个", [5], "大概五个"), ("一千二百", [1200], "一千二百左右"), ("百分之八十", [80], "可能是百分之八十"),
    ("Table III is on page IV.", [3, 4], "Table III is on page IV, I think."),
    ("the fourth page", [4], "the fourth or fifth page"), ("第四页", [4], "第四页吧"),
])
def test_numbers(text, firm, hedged):
    assert stated_numbers(text, ordinals=True) == [Decimal(v) for v in firm]
    assert stated_numbers(hedged, ordinals=True) == []


def test_names():
    others = ["Esme Brandt", "Hugo Mbeki"]
    assert names_only("Esme Mbeki.", "Esme Mbeki", others)
    assert names_only("是 Esme Mbeki。", "Esme Mbeki", others)
    for hedged in ("Esme Mbeki (not sure).", "Probably Esme Mbeki.", "I think it's Esme Mbeki.", "应该是 Esme Mbeki 吧",
                   "Esme Mbeki. Not sure though."):
        assert not names_only(hedged, "Esme Mbeki", others), hedged
    assert names_only("Esme.", ("Esme Mbeki", "Esme"), [("Hugo Mbeki", "Hugo")])   # aliases


def test_switches():
    assert stated_switch_states("It is currently on.", NOW) == {True}
    assert stated_switch_states("当前已关闭。", NOW) == {False}
    for hedged in ("It is currently on (or is it off?)", "It's probably on right now.", "It is currently on or o\u200bff.",
                   "当前应该是开着的吧。", "It is on now, I think."):
        assert stated_switch_states(hedged, NOW) == set(), hedged
    items = ("Wi-Fi", "Bluetooth")
    assert switch_report("Wi-Fi is on.", items) == ({"Wi-Fi"}, set())
    on, off = switch_report("Wi-Fi is on. Bluetooth might be on too.", items)
    assert on & off   # a hedge: rejected by callers


def test_dates_durations_counts_quantities_times_versions():
    assert stated_dates("October 24.") == {(10, 24)} and stated_dates("October 24, I think.") == set()
    assert stated_dates("10月24日吧") == set() and stated_dates("是10月24日。") == {(10, 24)}
    assert stated_durations("It is currently 2 minutes.", NOW) == {120}
    assert stated_durations("It is currently 2 minutes, or maybe 5.", NOW) == set()
    assert stated_counts("9 expenses are left.", ("expense",)) == {9}
    assert stated_counts("Probably 9 expenses are left.", ("expense",)) == set()
    assert stated_minutes("1 h 25 min") == {85} and stated_minutes("about 85 minutes") == set()
    assert stated_metres("12.3 km") == {Decimal("12300")} and stated_metres("大约12.3公里") == set()
    assert stated_times("At 0:07.") == [7] and stated_times("Around 0:07.") == []
    assert stated_versions("It is 2.10.9.") == {"2.10.9"} and stated_versions("2.10.9, I believe.") == set()


def test_lists():
    universe = ["Food", "Travel", "Pets"]
    assert exact_listing("Food and Travel.", ["Food", "Travel"], universe)
    assert not exact_listing("Food and Travel, maybe Pets.", ["Food", "Travel"], universe)
    assert not exact_listing("Food and Travel (not sure).", ["Food", "Travel"], universe)
    ranking = ["a.md", "b.md"]
    assert top_choice("a.md", ranking) and not top_choice("a.md, I think.", ranking)


def test_claims_share_the_hedge_words():
    assert claims("Taxi doesn't exist.") == {Claim.NOT_EXIST}
    for hedged in ("I think Taxi doesn't exist.", "Taxi probably doesn't exist.", "我觉得不存在。", "应该不存在吧",
                   "Taxi doesn't exist, I believe."):
        assert Claim.NOT_EXIST not in claims(hedged), hedged


@pytest.mark.parametrize("text", ["我覺得是5個", "應該是10月12日", "或許在別的資料夾", "5個。我不確定。", "也許已經關了"])
def test_traditional_chinese_hedges_are_found(text):
    # the cue words are simplified; traditional text is read through verifiers.hanzi
    assert hedges.hedged(text), hedges.cues(text)


@pytest.mark.parametrize("text", ["有5個。", "藍牙已經開著。", "你應該在設定裡打開它，現在是關著的。"])
def test_traditional_chinese_firm_answers_have_no_hedge(text):
    assert not hedges.hedged(text), hedges.cues(text)
