"""What the fourth blind batch of issue 25 (``claims_corpus_blind_4.jsonl``, held out) taught the
rules, class by class, on sentences of our own (not the batch's): each misread row of the batch
was traced to the class it belongs to (a verb family, a sentence form, a record format) and the
class is covered here in English and Chinese. 69 of these 88 cases were misread by main at 3f78f58
(before these rules); the others guard the readings next to them."""

from __future__ import annotations

import pytest

from verifiers.claims import Claim, claims, claims_about

D, DN, NE, AL, CA, CD = (Claim.DID, Claim.DID_NOT, Claim.NOT_EXIST, Claim.ALREADY, Claim.CANNOT,
                         Claim.COUNT_DIFFERS)


def _read(text, about, names):
    return claims(text) if about is None else claims_about(text, about, names or [about])


# (text, about, other names, expected), by class.
CASES = {
    # result records: what was done (action_taken / 已执行操作 / 是否修改), counts done, expected vs actual
    "records": [
        ('{"target": "Gym", "result": "not_found", "action_taken": "none"}', "Gym", [], {NE, DN}),
        ('{"对象": "健身", "结果": "未找到", "已执行操作": "无"}', "健身", [], {NE, DN}),
        ('{"设置": "Wi-Fi", "结果": "本来就是开着的", "是否修改": "否"}', "Wi-Fi", [], {AL, DN}),
        ('{"playlist": "Gym", "expected_count": 5, "actual_count": 7}', None, ["Gym"], {CD}),
        ('{"folder": "Trips", "deleted": 0}', "Trips", [], {DN}),
        ('{"folder": "Trips", "moved": 4}', "Trips", [], {D}),
        ("Status: already done\nAction: none", None, [], {AL, DN}),
        ("Alarm: 7:00\nState: already on (turned on on May 2)\nAction: none", "7:00", [], {AL, DN}),
    ],
    # verbs no rule had: archives (extract, unzip, 解压), start/restart (timers), 录, subscribe
    "verbs": [
        ("I unzipped photos.zip into Pictures.", "photos.zip", [], {D}),
        ("Backup.zip has been extracted to Documents.", "Backup.zip", [], {D}),
        ("The Tea timer has started.", "Tea", [], {D}),
        ("Stopwatch restarted.", None, [], {D}),
        ("“旅行.zip”已经解压好了。", "旅行.zip", [], {D}),
        ("“泡茶”计时器已开始。", "泡茶", [], {D}),
        ("这条体重记录之前就录过了。", None, [], {AL}),
        ("Wi-Fi was on before I started, so I left it on.", "Wi-Fi", [], {AL, DN}),
        ("Sorry, the Files app has no extract option for photos.zip.", "photos.zip", [], {CA}),
    ],
    # a result told as a state of what was asked for
    "result states": [
        ("Your Focus playlist is ready.", "Focus", [], {D}),
        ("The Tea timer is running now.", "Tea", [], {D}),
        ("Your 5 km run is in.", "5 km", [], {D}),
        ("The Tea timer is still running.", "Tea", [], set()),
        ("No timers are running at the moment.", None, [], set()),
    ],
    "negated belief": [
        ("I don't think there's a note called Ideas.", "Ideas", [], set()),
        ("我不觉得有“灵感”这个笔记。", "灵感", [], set()),
    ],
    # failures: V + object + 失败, V不C (打不开, 连不上), a means shut off by others, 将 as 把
    "failures": [
        ("上传“报告.pdf”失败了。", "报告.pdf", [], {CA, DN}),
        ("给张伟的邮件发送失败了。", "张伟", [], {CA, DN}),
        ("“相机”打不开。", "相机", [], {CA}),
        ("“家里的网络”连不上。", "家里的网络", [], {CA}),
        ("蓝牙开不了，这个开关被管理员禁用了。", "蓝牙", [], {CA}),
        ("无法将“交房租”标为完成。", "交房租", [], {CA}),
        ("Sending the message to Bob failed.", "Bob", [], {CA, DN}),
        ("The Home Wi-Fi won't connect.", "Home Wi-Fi", [], {CA}),
    ],
    "out of budget": [
        ("I ran out of time before I could delete Gym.", "Gym", [], {CA, DN}),
        ("步数用完了，还没来得及删除“健身”。", "健身", [], {CA, DN}),
        ("Sorry, I hit my step limit before renaming Gym.", "Gym", [], {CA, DN}),
    ],
    # kept as it was: an action not done
    "kept": [
        ("Gym was kept, as you asked.", "Gym", [], {DN}),
        ("I deleted Yoga and left the Tea timer running.", "Tea", ["Yoga"], {DN}),
        ("The app doesn't let me change Dark mode, so Dark mode stays off.", "Dark mode", [], {CA, DN}),
        ("Gym still has its old name.", "Gym", [], {DN}),
        ("原来的“健身”保留不变。", "健身", [], {DN}),
        ("“健身”我先不动。", "健身", [], {DN}),
        ("“健身”保持原名。", "健身", [], {DN}),
        ("3 notes are left in Work.", None, ["Work"], set()),
    ],
    # an action word as a noun, a means, a place that is no place, a count of zero done
    "nouns and places": [
        ("Gym has no share button.", "Gym", [], {CA}),
        ("I don't have access to the Gym folder, so nothing was moved.", "Gym", [], {CA, DN}),
        ("I see neither Gym nor Yoga.", "Gym", ["Yoga"], {NE}),
        ("I didn't rename Gym since it wasn't in your request.", "Gym", [], {DN}),
        ("Pancakes isn't saved in this app.", "Pancakes", [], {NE}),
        ("Notes deleted: 0.", None, [], {DN}),
        ("0 files moved.", None, [], {DN}),
    ],
    # an emoji ends a sentence: the question after it asks nothing of the statement before
    "emoji": [
        ("“健身”歌单没找到😅 要我新建一个吗？", "健身", [], {NE}),
        ("Gym isn't on your calendar 🙁 want me to add it?", "Gym", [], {NE}),
    ],
    "chinese forms": [
        ("没有对“健身”做任何修改。", "健身", [], {DN}),
        ("没有哪个歌单叫“健身”。", "健身", [], {NE}),
        ("“早起”这个闹钟早就过期了，不用删。", "早起", [], {AL, DN}),
        ("没在相册里看到“海边.jpg”。", "海边.jpg", [], {NE}),
        ("地图上没有“西湖”这个收藏。", "西湖", [], {NE}),
        ("“周报”已 upload 到云盘了", "周报", [], {D}),
        ("“健身”没找到，不过我新建了“瑜伽”。", "瑜伽", ["健身"], {D}),
    ],
    "checklists": [
        ("- [x] Rename Gym\n- [ ] Delete Yoga — locked by sync", "Gym", ["Yoga"], {D}),
        ("- [x] Rename Gym\n- [ ] Delete Yoga — locked by sync", "Yoga", ["Gym"], {CA, DN}),
        ("☑ 删除“健身”\n☐ 删除“瑜伽”", "瑜伽", ["健身"], {DN}),
        ("1. Open Settings 2. Turn on Dark mode ✓", "Dark mode", [], {D}),
    ],
    # corrections by a marker of a mistake, the cleft without 我, a mistaken belief of the agent's
    "corrections": [
        ("我把“健身”删了——等一下，删的是“瑜伽”，“健身”还在原处。", "健身", ["瑜伽"], {DN}),
        ("我把“健身”删了——等一下，删的是“瑜伽”，“健身”还在原处。", "瑜伽", ["健身"], {D}),
        ("I deleted Gym -- wait, no: Gym wasn't there at all.", "Gym", [], {NE}),
        ("我以为“健身”已经删掉了，其实没删成功。", "健身", [], {CA, DN}),
        ("我删了停车费，不对，是出租车。", "停车费", ["出租车"], set()),
    ],
    # a state found, not an action: 现在是开着的 next to 本来就, 已经完成了 next to 没有再; the user as the agent
    "states found": [
        ("Wi-Fi 现在是开着的，本来就是开的，所以没动。", "Wi-Fi", [], {AL, DN}),
        ("“交房租”已经完成了，所以我没有再勾选。", "交房租", [], {AL, DN}),
        ("我不是没删“旧草稿”，是删了之后又被同步回来了。", "旧草稿", [], {D}),
        ("“旅行”已经分享给小王了——是您上周自己分享的。", "旅行", [], {AL}),
        ("The Tea timer was started by you 10 minutes ago, so I didn't start another.", "Tea", [], {AL, DN}),
    ],
    # a setting that is not there is a function the phone lacks; a record not there stays NOT_EXIST
    "missing settings": [
        ("There's no Battery Saver setting on this phone, so I can't turn it on.", "Battery Saver", [], {CA}),
        ("这台平板没有“护眼模式”，所以没法开启。", "护眼模式", [], {CA}),
        ("I couldn't find Taxi, so I can't delete it.", "Taxi", [], {NE, CA}),
    ],
    "names with brackets": [
        ("Not found: 'Report (final)'. Moved: 'Report'.", "Report", ["Report (final)"], {D}),
        ("“周报（副本）”已删除，原来的“周报”保留不变。", "周报", ["周报（副本）"], {DN}),
    ],
    # a count is about its group, not the members listed after it; an amount is no count
    "counts": [
        ("您说有3首，我只找到2首：“晴天”和“七里香”，都加进歌单了。", "晴天", ["七里香"], {D}),
        ("You said 3, but I found only 2: Gym and Yoga. I deleted both.", "Gym", ["Yoga"], {D}),
        ("You said to delete anything over $30; Gym was $45, so I deleted it.", "Gym", [], {D}),
    ],
    # words the new verbs must not take for actions: a screen that rotates by itself (a noise
    # event), a list order, a time of day, an adjective, 通讯录 (contacts), a cleft denied
    "no action": [
        ("The screen rotated.", None, [], set()),
        ("屏幕旋转了。", None, [], set()),
        ("The list shows Taxi followed by Gym.", None, ["Taxi", "Gym"], set()),
        ("The meeting started at 3 pm.", None, [], set()),
        ("The list is empty.", None, [], set()),
        ("张三在通讯录里。", "张三", [], set()),
        ("没删的是“健身”。", "健身", [], set()),
    ],
}
ALL = [(cls, *case) for cls, cases in CASES.items() for case in cases]


@pytest.mark.parametrize("cls, text, about, names, expected", ALL, ids=[f"{c[0]}-{i}" for i, c in enumerate(ALL)])
def test_class(cls, text, about, names, expected):
    assert _read(text, about, names) == expected


def test_each_class_in_both_languages():
    for cls, cases in CASES.items():
        if cls in ("negated belief", "emoji", "corrections", "records", "verbs", "failures", "out of budget", "kept",
                   "missing settings", "names with brackets", "counts"):
            langs = {any("\u4e00" <= ch <= "\u9fff" for ch in text) for text, *_ in cases}
            assert langs == {True, False}, cls
