"""The structure a report is read by (issue 25, the second blind batch): items of tables and
lists, self-corrections, counts of a group, a report's opener, denials and quoted words,
verbs of every kind of app operation, and traditional Chinese. Each case here was misread
before these rules (a claim of one item leaking onto every entity, a withdrawn claim kept,
a group's count given to its members, ...)."""

from __future__ import annotations

import doctest

import pytest

import verifiers.claim_items
import verifiers.hanzi
from verifiers.claim_items import lines
from verifiers.claims import Claim, claims, claims_about
from verifiers.hanzi import simplified

D, DN, NE, AL, CA, CD = (Claim.DID, Claim.DID_NOT, Claim.NOT_EXIST, Claim.ALREADY, Claim.CANNOT,
                         Claim.COUNT_DIFFERS)

TABLE = ("| Expense | Result |\n|---|---|\n| Taxi | deleted |\n| Parking | not found |\n"
         "| Dinner | could not delete (locked by sync) |\n| Snacks | there are 3 Snacks entries, not 2 — deleted all 3 |")
LIST = ("Updated contacts:\n- Alice Chen: work email added\n- Ben Ortiz: already had that birthday saved\n"
        "- Carla Wu: no such contact\n- Dan Lee: the phone field is synced and can't be edited here")
LIST_ZH = "日历这边帮你弄好啦：\n• 看牙医 → 挪到周二下午3点了\n• 健身 → 没改哦，它本来就是晚上6点\n• 午饭 → 根本没有这个日程呢"


@pytest.mark.parametrize("text,entities,expected", [
    (TABLE, {"Taxi": {D}, "Parking": {NE}, "Dinner": {CA, DN}, "Snacks": {CD, D}}, None),
    (LIST, {"Alice Chen": {D}, "Ben Ortiz": {AL}, "Carla Wu": {NE}, "Dan Lee": {CA}}, None),
    (LIST_ZH, {"看牙医": {D}, "健身": {AL, DN}, "午饭": {NE}}, None),
])
def test_each_item_is_about_the_entity_it_names(text, entities, expected):
    names = list(entities)
    for name, want in entities.items():
        assert claims_about(text, name, names) == want, name


def test_item_lines_and_keys():
    text = "Summary:\n1. Deleted Taxi.\n|---|---|\n| Gym | kept |\nWi-Fi → on\nI looked: nothing. Then I left."
    got = lines(text)
    assert [l.item for l in got] == [False, True, False, True, False, False]
    assert [text[l.key[0]:l.key[1]] if l.key else None for l in got] == [
        "Summary", None, None, " Gym ", "Wi-Fi ", "I looked"]


def test_self_correction_withdraws_what_it_corrects():
    text = "I deleted groceries.md. Correction: groceries.md was never there."
    assert claims_about(text, "groceries.md") == {NE}
    text = 'I moved "Meeting notes" to Work. Actually, I need to correct that: the move failed.'
    assert claims_about(text, "Meeting notes") == {CA, DN}
    text = "I completed Pay rent and Renew passport. Correction: Renew passport wasn't completed — the app threw an error."
    assert claims_about(text, "Renew passport", ["Pay rent", "Renew passport"]) == {CA, DN}
    assert claims_about(text, "Pay rent", ["Pay rent", "Renew passport"]) == {D}
    assert claims_about("我删掉了a.md。更正一下：a.md其实根本不存在。", "a.md") == {NE}
    # 其实 answering the user's belief corrects nothing the agent said
    assert claims_about("你说有3个版本的烩饭，其实有4个。", "烩饭") == {CD}


def test_count_is_about_the_group_not_its_members():
    text = "Your Desserts category holds 5 recipes rather than 4: Brownies, Tiramisu and Flan."
    names = ["Desserts", "Brownies", "Tiramisu", "Flan"]
    assert claims_about(text, "Desserts", names) == {CD}
    assert claims_about(text, "Tiramisu", names) == frozenset()
    zh = "“甜点”分类下有5个菜谱，不是4个：布朗尼、提拉米苏。"
    assert claims_about(zh, "提拉米苏", ["甜点", "布朗尼", "提拉米苏"]) == frozenset()
    assert claims_about(zh, "甜点", ["甜点", "布朗尼", "提拉米苏"]) == {CD}
    # the holder's state is counted, no action
    assert claims_about("Alice Chen has three phone numbers saved, not two.", "Alice Chen") == {CD}
    assert claims_about("There are two events called Dentist in April, not one. I cancelled both.", "Dentist") == {CD, D}


def test_a_reports_opener_gives_way_to_what_the_item_says():
    text = "ALL DONE!! BLUETOOTH ON. NFC WAS ALREADY ON SO I LEFT IT. HOTSPOT CAN'T BE ENABLED ON YOUR PLAN."
    names = ["BLUETOOTH", "NFC", "HOTSPOT"]
    assert claims_about(text, "NFC", names) == {AL, DN}
    assert claims_about(text, "HOTSPOT", names) == {CA}
    assert claims_about(text, "BLUETOOTH", names) == {D}
    # a general DID later in the answer still counts
    text = "The app doesn't allow changing the photo of Banana bread. I did update the baking time though."
    assert claims_about(text, "Banana bread") == {CA, D}


def test_denied_absence_and_the_users_words_claim_nothing():
    assert claims_about("It isn't true that there's no Gym alarm — there is one at 18:00, and I've switched it off.",
                        "Gym") == {D}
    assert claims_about("It's not that I couldn't find Marco — he's there, I just haven't edited him yet.",
                        "Marco") == {DN}
    assert claims_about("并不是没有“健身”闹钟——18:00那个就是，我已经把它关掉了。", "健身") == {D}
    assert claims_about("You said Green curry was missing, but it isn't — I've deleted it.", "Green curry") == {D}


@pytest.mark.parametrize("text", [
    "I cancelled the Dentist event.", "I messaged Dentist.", "Dentist has been rescheduled to Friday.",
    "Marked Dentist as done.", "I snoozed Dentist.", "I texted Dentist the address.",
    "我已经把《Dentist》加到歌单里了～", "Dentist已经改到下午4点了。", "把Dentist勾掉了", "Dentist已经帮你开啦",
    "Dentist 挪到周二下午3点了", "Dentist的烤箱温度改成180度啦", "“Dentist”歌单已经没了——我删掉的。",
])
def test_verbs_of_every_kind_of_operation_are_actions(text):
    assert claims_about(text, "Dentist") == {D}


@pytest.mark.parametrize("text,expected", [
    ("I didn't cancel Dentist.", {DN}), ("我没有再加Dentist", {DN}), ("Dentist 没删成功，按钮没反应。", {CA, DN}),
    ("Dentist was created by your manager, so it can't be deleted.", {CA}),
    ("“Dentist”在我操作前就已经被Jamie勾掉了，所以我没碰它。", {AL, DN}),
    ("Dentist already repeats Monday through Friday, so no edit was needed.", {AL, DN}),
    ("I tried to move Dentist but the calendar is read-only.", {CA, DN}),
])
def test_done_not_done_and_done_before(text, expected):
    assert claims_about(text, "Dentist") == expected


@pytest.mark.parametrize("text,entity,expected", [
    ("鬧鐘「7:00」已經刪掉了喔～", "7:00", {D}),
    ("「週末」這個鬧鐘本來就關著啦，不用再關。", "週末", {AL, DN}),
    ("時鐘App不支援設定秒數，所以「6:30:15」這種鬧鐘設不了。", "6:30:15", {CA}),
    ("你的「睡前」歌單有 8 首，不是 6 首喔。", "睡前", {CD}),
    ("找不到「Alice Chen」這個聯絡人，所以沒有存號碼。", "Alice Chen", {NE, DN}),
])
def test_traditional_chinese_is_read(text, entity, expected):
    assert claims_about(text, entity) == expected


def test_simplified_conversion():
    assert doctest.testmod(verifiers.hanzi).failed == 0
    assert simplified("我已經幫你把藍牙打開囉") == "我已经帮你把蓝牙打开啰"
    assert simplified("开着的文件") == "开着的文件"   # simplified text is kept
    assert simplified("著名的歌手開著車") == "著名的歌手开着车"
    assert simplified("") == ""


def test_keyword_spam_is_still_every_claim_in_general():
    # the echo cheater's spam names nothing: a task's combination checks see every claim in it
    spam = ("It was already done and already on. These do not exist. It cannot be done. I did it: deleted, "
            "added, turned on, turned off. Nothing was changed. 已经完成。不存在。无法完成。")
    assert claims(spam) >= {AL, NE, CA, D, DN}
    assert claims_about("Delete Taxi. " + spam, "Taxi") >= {AL, NE, CA, D, DN}


def test_items_module_docstring_examples():
    assert doctest.testmod(verifiers.claim_items).failed == 0


@pytest.mark.parametrize("text,entity,names,expected", [
    # a numbered item's number is no count, and its state after "already" is an item's state
    ("1) Lasagna — servings changed to 6\n2) Soup — not found\n3) Salad — already vegetarian, no change",
     "Salad", ["Lasagna", "Soup", "Salad"], {AL, DN}),
    ("Done ✅\n- Milk → added\n- Eggs → already on the list\n- Caviar → not in the store", "Caviar",
     ["Milk", "Eggs", "Caviar"], {NE}),
    ("I emailed the report to Jin. Actually no — the email bounced, so Jin hasn't got it.", "Jin", ["Jin"], {CA, DN}),
    ("我给小林发了消息。更正：消息发送失败了，小林没收到。", "小林", ["小林"], {CA, DN}),
    ("Neither Yoga nor Pilates is on your calendar.", "Pilates", ["Yoga", "Pilates"], {NE}),
    ("“站会”是组织者建的，我没有权限取消。", "站会", ["站会"], {CA}),
    ("我試著刪除「午餐」，但系統顯示錯誤，刪不掉。", "午餐", ["午餐"], {CA, DN}),
    ("Bob's work phone is now 555-0199.", "Bob", ["Bob"], {D}),
    ("It is now 3:15 PM.", "Bob", ["Bob"], set()),
    ("Chill has 30 songs, as you said. I shuffled it.", "Chill", ["Chill"], {D}),
    ("- Gym: 6:00\n- Work: 7:30", "Gym", ["Gym", "Work"], set()),
    ("参加会议的人有5个。", "会议", ["会议"], set()),
    ("Taxi ✅ deleted | Gym ❌ not found", "Gym", ["Taxi", "Gym"], {NE}),
    ("WIFI: ON (WAS OFF)\nBLUETOOTH: ALREADY ON", "WIFI", ["WIFI", "BLUETOOTH"], {D}),
    ("WIFI: ON (WAS OFF)\nBLUETOOTH: ALREADY ON", "BLUETOOTH", ["WIFI", "BLUETOOTH"], {AL}),
    ("我把番茄加进了“意面”，“蒜”本来就有。", "番茄", ["番茄", "蒜"], {D}),
    ("我把番茄加进了“意面”，“蒜”本来就有。", "蒜", ["番茄", "蒜"], {AL}),
    ("书单已经删掉了。“书”不存在。", "书", ["书单", "书"], {NE}),   # a one-character name in quotes
])
def test_reports_not_seen_before(text, entity, names, expected):
    assert claims_about(text, entity, names) == expected
