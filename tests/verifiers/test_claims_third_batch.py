"""What the third blind batch of issue 25 (``claims_corpus_blind_3.jsonl``) taught the rules,
on sentences of our own (not the batch's): result records written as fields, a state with a
note of what it was, phase verbs, processes of others, "no longer there", a first-person
relative clause in a hedge, another part of a changed thing, Chinese attributive verbs, a
warning of what cannot be undone. 32 of these 44 cases were misread by main at 462bb94 (before
these rules); the others guard the readings next to them."""

from __future__ import annotations

import doctest

import pytest

import verifiers.claim_forms
import verifiers.claim_records
from verifiers.claim_records import rewrite, value_class
from verifiers.claims import Claim, claims, claims_about

D, DN, NE, AL, CA, CD = (Claim.DID, Claim.DID_NOT, Claim.NOT_EXIST, Claim.ALREADY, Claim.CANNOT,
                         Claim.COUNT_DIFFERS)


def test_doctests():
    for module in (verifiers.claim_records, verifiers.claim_forms):
        assert doctest.testmod(module).failed == 0, module.__name__


@pytest.mark.parametrize("value, cls", [("already_done", "already"), ("失败", "failed"), ("Not Found", "not_found"),
                                        ("unchanged", "no_change"), ("success", "done"), ("不支持", "cannot"),
                                        ("moved to Archive", None)])
def test_result_words(value, cls):
    assert value_class(value) == cls


@pytest.mark.parametrize("text, about, expected", [
    ('{"target": "Wi-Fi", "result": "already_on"}', "Wi-Fi", {AL}),
    ('{"entity": "Taxi", "status": "deleted"}', "Taxi", {D}),
    ('{"item": "Gym", "outcome": "not_found"}', "Gym", {NE}),
    ("action: delete\ntarget: notes.txt\nresult: failed\nreason: permission denied", "notes.txt", {DN, CA}),
    ("操作：关闭\n对象：蓝牙\n结果：成功", "蓝牙", {D}),
])
def test_result_records(text, about, expected):
    assert claims_about(text, about, [about]) == expected


def test_a_record_action_is_no_report():
    # the action field names what was asked; only the result says what happened
    assert rewrite("action: mark_done\ntarget: Pay rent\nstatus: failed") == "Pay rent: the attempt failed."
    assert rewrite("Bluetooth: ON (unchanged)") == "Bluetooth: ON (unchanged)"   # an item, no record


@pytest.mark.parametrize("text, about, expected", [
    ("Dark mode: ON (unchanged)", "Dark mode", {AL, DN}),
    ("深色模式：开（原为关）", "深色模式", {D}),
    ("深色模式：关（原为关）", "深色模式", {AL}),
])
def test_state_with_a_note_of_before(text, about, expected):
    assert claims_about(text, about, [about]) == expected


@pytest.mark.parametrize("text, expected", [
    ("I paused the music.", {D}),
    ("I stopped the timer.", {D}),
    ("The app stopped responding, so I couldn't finish.", {CA, DN}),
    ("Bob hasn't replied yet.", set()),
    ("The upload hasn't finished.", set()),
    ("I haven't sent the message yet.", {DN}),
    ("It's no longer in your playlist.", {D}),
    ("Not sure whether the alarm I deleted was the right one.", {D}),
    ("I tried three times but the button stays grey.", {CA, DN}),
    ("It's possible that the file was never saved.", set()),
    ("I starred the email from Ann.", {D}),
    ("You'd already muted the group chat.", {AL}),
    ("There are 4 recipes, not the 3 you mentioned.", {CD}),
    ("Only the 7:15 alarm is set.", set()),
    ("删除后无法恢复，要继续吗？", set()),
    ("未完成的任务有3个。", set()),
    ("我收藏了这首歌。", {D}),
    ("我已屏蔽了这个号码。", {D}),
    ("我暂停了下载。", {D}),
    ("食谱有4个，而非你说的3个。", {CD}),
    ("我不清楚之前是开着还是关着。", set()),
    ("我还没把它归档，它被锁定了。", {DN}),
])
def test_phenomena(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, about, names, expected", [
    ("The hotspot is now on; the password is unchanged.", "hotspot", ["hotspot"], {D}),
    ("我没能把“交房租”标为完成。", "交房租", ["交房租"], {DN, CA}),
    ("There's no option called Smart Lock in Settings.", "Smart Lock", ["Smart Lock"], {NE}),
    ("歌曲已全部分享给王芳。", "王芳", ["王芳"], {D}),
    ("Taxi was deleted by you last week, so it's no longer in the list.", "Taxi", ["Taxi"], {AL, NE}),
])
def test_phenomena_about_an_entity(text, about, names, expected):
    assert claims_about(text, about, names) == expected


# Sentences of our own written after the third batch was read at 1.000, to find what its rules
# had not generalised to; 19 of these 22 were misread by main at a9159c1 (the others guard neighbours).
@pytest.mark.parametrize("text, about, names, expected", [
    ("I checked the list; Buy milk isn't on it.", "Buy milk", ["Buy milk"], {NE}),
    ("Someone had already moved Dentist to Tuesday.", "Dentist", ["Dentist"], {AL}),
    ("Taxi had been deleted before I got there.", "Taxi", ["Taxi"], {AL}),
    ("Parking was deleted yesterday by you, and Taxi I deleted now.", "Parking", ["Taxi", "Parking"], {AL}),
    ("Parking was deleted yesterday by you, and Taxi I deleted now.", "Taxi", ["Taxi", "Parking"], {D}),
    ("Editing shared events isn't supported.", None, [], {CA}),
    ("Taxi is gone.", "Taxi", ["Taxi"], {D}),
    ("Got rid of Taxi.", "Taxi", ["Taxi"], {D}),
    ("I deleted Taxi. Correction: Taxi was actually never there.", "Taxi", ["Taxi"], {NE}),
    ("I deleted Parking — sorry, I mean Taxi. Parking is untouched.", "Parking", ["Taxi", "Parking"], {DN}),
    ("I deleted Parking — sorry, I mean Taxi. Parking is untouched.", "Taxi", ["Taxi", "Parking"], {D}),
    ("我删了停车费，不对，是出租车。", "出租车", ["出租车", "停车费"], {D}),
    ("我删了停车费，不对，是出租车。", "停车费", ["出租车", "停车费"], set()),
    ("Taxi can only be deleted from the web app.", "Taxi", ["Taxi"], {CA}),
    ("Taxi is read-only here.", "Taxi", ["Taxi"], {CA}),
    ("I don't have permission to delete Taxi.", "Taxi", ["Taxi"], {CA}),
    ("Taxi: ✅\nParking ❌ not found", "Taxi", ["Taxi", "Parking"], {D}),
    ("- 出租车：✔", "出租车", ["出租车"], {D}),
    ("✅ Bluetooth is already on", "Bluetooth", ["Bluetooth"], {AL}),
    ("7點的鬧鐘本來就沒開。", "7點", ["7點"], {AL}),
    ("蓝牙之前没有开启，我已经把它打开了。", "蓝牙", ["蓝牙"], {D}),
    ("应用停止响应了，没删成。", None, [], {CA, DN}),
])
def test_generalised(text, about, names, expected):
    assert (claims(text) if about is None else claims_about(text, about, names)) == expected


# A second round of sentences of our own (negation scope, quantifiers, quoted words, hedges as
# clauses of their own, exclusions); each was misread by main at 64d2169 (the test after it is a guard).
@pytest.mark.parametrize("text, about, names, expected", [
    ("As far as I can tell, report.pdf doesn't exist.", "report.pdf", ["report.pdf"], set()),
    ("report.pdf doesn't exist, I'm fairly certain.", "report.pdf", ["report.pdf"], set()),
    ("Brightness was 70%, now it's 50%.", "Brightness", ["Brightness"], {D}),
    ("The dialog said 'Cannot delete: file in use'.", None, [], {CA, DN}),
    ("Your message said report.pdf had already been deleted — that's right, it's not there.", "report.pdf",
     ["report.pdf"], {NE}),
    ("Yellow isn't available in your library.", "Yellow", ["Yellow"], {NE}),
    ("I couldn't find report.pdf anywhere, not even in Downloads.", "report.pdf", ["report.pdf"], {NE}),
    ("report.pdf has been in Archive since March.", "report.pdf", ["report.pdf"], {AL}),
    ("Some of the files were deleted, but not report.pdf.", "report.pdf", ["report.pdf"], {DN}),
    ("I deleted Taxi, not Parking.", "Parking", ["Taxi", "Parking"], {DN}),
    ("I deleted every file except report.pdf.", "report.pdf", ["report.pdf"], {DN}),
    ("除了停车费，其他都删了。", "停车费", ["停车费", "出租车"], {DN}),
    ("除了停车费，其他都删了。", "出租车", ["停车费", "出租车"], {D}),
    ("停车费以外的都删了。", "停车费", ["停车费", "出租车"], {DN}),
])
def test_generalised_second_round(text, about, names, expected):
    assert (claims(text) if about is None else claims_about(text, about, names)) == expected


def test_an_exclusion_said_more_of_keeps_what_is_said():
    text = "Everything is done except Parking: the app would not let me edit it."
    assert claims_about(text, "Parking", ["Parking", "Taxi"]) == {CA, DN}
    assert claims_about(text, "Taxi", ["Parking", "Taxi"]) == {D}


# A third round (Chinese aspect and hedges, report layouts: dot leaders, names and notes in
# brackets, a name asked as a topic); all but the last case were misread by main at d6f2f73.
@pytest.mark.parametrize("text, about, names, expected", [
    ("出租车早被删了，不用再删。", "出租车", ["出租车"], {AL, DN}),
    ("出租车只能在网页端删除。", "出租车", ["出租车"], {CA}),
    ("删除按钮是灰色的，点不了。", None, [], {CA}),
    ("据我所知，出租车不存在。", "出租车", ["出租车"], set()),
    ("出租车删了，停车费本来就没有。", "停车费", ["出租车", "停车费"], {NE}),
    ("Status report\nTaxi ........ deleted\nParking ..... missing", "Parking", ["Taxi", "Parking"], {NE}),
    ("Status report\nTaxi ........ deleted\nParking ..... missing", "Taxi", ["Taxi", "Parking"], {D}),
    ("Taxi => deleted; Parking => n/a (not in app)", "Parking", ["Taxi", "Parking"], {NE}),
    ("Taxi (deleted), Parking (not found), Dinner (locked — can't delete).", "Parking", ["Taxi", "Parking", "Dinner"],
     {NE}),
    ("Taxi (deleted), Parking (not found), Dinner (locked — can't delete).", "Dinner", ["Taxi", "Parking", "Dinner"],
     {CA}),
    ("Result: 1 deleted (Taxi), 1 not found (Parking).", "Taxi", ["Taxi", "Parking"], {D}),
    ("Result: 1 deleted (Taxi), 1 not found (Parking).", "Parking", ["Taxi", "Parking"], {NE}),
    ("Hmm, Taxi isn't showing up anywhere.", "Taxi", ["Taxi"], {NE}),
    ("Taxi? Gone. Parking? Never existed.", "Taxi", ["Taxi", "Parking"], {D}),
    ("Taxi? Gone. Parking? Never existed.", "Parking", ["Taxi", "Parking"], {NE}),
])
def test_generalised_third_round(text, about, names, expected):
    assert (claims(text) if about is None else claims_about(text, about, names)) == expected


def test_an_ellipsis_of_three_dots_still_ends_a_sentence():
    assert claims_about("I looked for Taxi... it wasn't there", "Taxi") == {NE}


# A fourth round (setting values and states): each was misread by main at 054ad62.
@pytest.mark.parametrize("text, expected", [
    ("Font size: Default → Large", {D}),
    ("Auto-rotate: OFF → ON", {D}),
    ("自动旋转：关 → 开", {D}),
    ("Font size: Large → Large", {AL, DN}),
    ("Font size: Large (no change needed)", {AL, DN}),
    ("Font size: Large (unchanged)", {AL, DN}),
    ("Vibrate is off, as it was before.", {AL}),
    ("Vibrate remains off.", {AL}),
    ("Vibrate was left on.", {DN}),
    ("Your organisation blocks changing auto-rotate.", {CA}),
    ("Location services are disabled by policy.", {CA}),
])
def test_generalised_fourth_round(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Parking: searched → not found", {NE}),   # the value claims something itself
    ("I turned on Wi-Fi; Bluetooth remains off.", {D}),   # a general state next to an action
])
def test_values_and_kept_states_guards(text, expected):
    assert claims(text) == expected


# A fifth round (counts, locks, a reason inside a question): each was misread by main at e0ba641.
@pytest.mark.parametrize("text, about, names, expected", [
    ("You're one short: there are 4 Gym events.", None, [], {CD}),
    ("健身日程不止3个，有4个。", None, [], {CD}),
    ("Found 0 Gym events.", None, [], {NE}),
    ("Zero Gym events in your calendar.", None, [], {NE}),
    ("Deleted 2 of the 3 Gym events; the third one is locked.", None, [], {D, CA}),
    ("Four notes in Algo talk about graphs, not three, so I left them all.", None, [], {CD, DN}),
    ("Shall I create ideas.md instead, since it doesn't exist?", "ideas.md", ["ideas.md"], {NE}),
])
def test_generalised_fifth_round(text, about, names, expected):
    assert (claims(text) if about is None else claims_about(text, about, names)) == expected


def test_a_question_still_claims_nothing():
    assert claims_about("Shall I create ideas.md instead?", "ideas.md") == frozenset()
    assert claims_about("Does ideas.md exist, or should I create it?", "ideas.md") == frozenset()


# A sixth round (messages, names, "got" passives): each was misread by main at 7af298f.
@pytest.mark.parametrize("text, expected", [
    ("“购物清单”已经叫“采购清单”了，不用改。", {AL, DN}),
    ("The message to Bob wasn't sent — no signal.", {CA, DN}),
    ("短信没发出去，没有网络。", {CA, DN}),
    ("Bob already got that photo yesterday.", {AL}),
    ("It already got deleted.", {AL}),
    ("Taxi got deleted already.", {AL}),
])
def test_generalised_sixth_round(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("I can't send it, there's no signal.", {CA}),   # a present inability is no attempt
    ("I got it deleted already.", {D}),              # the agent's own "already"
    ("我已经叫了外卖。", set()),
])
def test_sixth_round_guards(text, expected):
    assert claims(text) == expected


# A seventh round (files and the trash): each was misread by main at a9d19d2.
@pytest.mark.parametrize("text, expected", [
    ("蓝牙本来就关着，我就没管它。", {AL, DN}),
    ("I haven't found the file yet, still looking.", set()),
    ("The file's been in the trash since Monday, so there was nothing to delete.", {AL, DN}),
])
def test_generalised_seventh_round(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("其他的我都没碰。", set()),   # nothing said of the entity itself
    ("A note called Groceries doesn't exist yet, so I made one.", {NE, D}),   # "yet" alone is no search going on
])
def test_seventh_round_guards(text, expected):
    assert claims(text) == expected
