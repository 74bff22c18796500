"""What a clause claims through the answer around it, for :mod:`verifiers.claims`: the
passes that run after each clause has been read on its own (:mod:`verifiers.claim_rules`)
and given its subjects. Each takes the answer's clauses in order and changes their claims
(or subjects) in place.

* :func:`sentence_context` -- an inability met in an attempt or shown by an error, the
  consequence of not acting ("I didn't hit Save, so it wasn't recorded"), a passive state
  that stood in the way (我还没有把它归档，它被置顶了).
* :func:`gone` -- "no longer in the list" / "现在没有它": the agent's change (DID) or not
  there (NOT_EXIST), by what the rest of the answer says.
* :func:`user_counts` -- "you said 5" and another number elsewhere: COUNT_DIFFERS.
* :func:`states_before` -- a plain state next to "no change was needed" was so before
  (ALREADY).
* :func:`attributes_kept` -- another part of the thing kept as it was after a change
  ("the password is unchanged") is about something else, not the entity.
* :func:`check_marks` -- a name with only a check mark ("Taxi ✅", "- 出租车：✔") is done.
* :func:`exclusions` -- what an action on all was done "except" was not done, unless the
  answer says more of it ("I deleted every file except report.pdf": DID_NOT about report.pdf).
* :func:`presupposes_action` -- a first-person relative clause takes the action as done.
"""

from __future__ import annotations

import re

from verifiers import claim_lexicon as L
from verifiers.claim_rules import Claim, Clause
from verifiers.numbers import numbers

__all__ = ["exclusions", "check_marks", "checklists", "missing_settings", "sentence_context", "gone", "user_counts", "states_before", "attributes_kept", "presupposes_action",
           "same_subject"]


def presupposes_action(c: Clause) -> bool:
    """A first-person relative clause takes the action as done, even in a hedge or a question
    ("Not sure if the Taxi expense I deleted was the right one", "不确定我删的那笔出租车是不是对的"):
    DID -- about the entity its noun phrase names, or in general when it names none and the
    clause names none either ("我不确定我关掉的那个是不是Wi-Fi" says nothing of Wi-Fi)."""
    for m in list(L.PRESUPPOSED_EN.finditer(c.form)) + list(L.PRESUPPOSED_ZH.finditer(c.form)):
        phrase = c.form[m.start():m.end() + 8]   # with the head noun after 那/这: "我删的那笔 ent0"
        if re.search(r"ent\d+", phrase) or not c.named:
            return True
    return False


def same_subject(c: Clause, d: Clause) -> bool:
    """``d`` is about what ``c`` is about, or one of them is general: "Wi-Fi 未作改动" is no
    word on Bluetooth in "已打开蓝牙，Wi-Fi 未作改动"."""
    return not c.subjects or not d.subjects or bool(set(c.subjects) & set(d.subjects))


def _numbers(form: str) -> set:
    """The numbers a clause states, without the pronoun "one" ("I added the new one")."""
    return set(numbers(L.PRONOUN_ONE.sub(" ", form)))


def sentence_context(clauses: list[Clause]) -> None:
    """What a clause says through its sentence: an inability after an attempt (试着重命名，
    …，没有成功: CANNOT) or an error message (删不了，提示“无权限”), or after a perfective
    (找到了但删不掉: DID_NOT) is one that was met, not only stated; an attempt followed by a
    contrast that reports nothing else ("I tried to move it, but the calendar is read-only")
    did not succeed (CANNOT, DID_NOT)."""
    for k, c in enumerate(clauses):
        same = [d for d in clauses if d.sentence == c.sentence and not d.question]
        if c.question:
            continue
        before = [d for d in same if d is not c and clauses.index(d) < k]
        if L.TRIED_ZH.search(" ".join(d.form for d in before)) and L.NOT_SUCCEEDED_ZH.search(c.claim_form):
            c.claims |= {Claim.CANNOT, Claim.DID_NOT}
        if Claim.CANNOT in c.claims and (L.TRIED_ZH.search(" ".join(d.form for d in before + [c]))
                                         or L.TRIED_EN.search(" ".join(d.claim_form for d in before + [c]))):
            c.claims.add(Claim.DID_NOT)   # 我试着删除，但…删不掉: an inability met in an attempt
        if (before and L.TRIED_EN.search(before[-1].claim_form) and L.CONTRAST_START.search(c.form)
                and c.claim_form and not c.claims - {Claim.CANNOT, Claim.DID_NOT}):
            c.claims |= {Claim.CANNOT, Claim.DID_NOT}   # "I tried to move it but the calendar is read-only"
        if (Claim.NOT_EXIST in c.claims and L.NOT_MADE_EN.search(c.claim_form)
                and any(Claim.DID_NOT in d.claims for d in before)):
            c.claims.discard(Claim.NOT_EXIST)   # "I didn't hit Save on Taxi, so it wasn't recorded"
            c.claims.add(Claim.DID_NOT)
        if (Claim.DID in c.claims and "被" in c.claim_form and not L.ZH_AGENT.search(c.claim_form)
                and any(Claim.DID_NOT in d.claims and Claim.DID not in d.claims for d in before)):
            c.claims.discard(Claim.DID)   # 我还没有把它归档，它被置顶了: a state that stood in the way
        if Claim.DID_NOT in c.claims and (L.ERROR_SHOWN.search(" ".join(d.form for d in same))
                                          or L.BLOCKER.search(" ".join(d.form for d in same))):
            c.claims.add(Claim.CANNOT)   # "wasn't completed — the app threw an error", 没完成，应用报错了
        if Claim.CANNOT in c.claims and (L.ERROR_SHOWN.search(" ".join(d.form for d in same)) or (
                k and clauses[k - 1].sentence == c.sentence and L.CONTRAST_START.search(c.form)
                and re.search(r"了\s*$", clauses[k - 1].form))):
            c.claims.add(Claim.DID_NOT)


# A check mark: ✅ ✔ ✔️ ☑ ✓ (U+2705, U+2714, U+2611, U+2713).
_CHECK = re.compile("[\u2705\u2714\u2611\u2713]")


def check_marks(clauses: list[Clause]) -> None:
    """DID for a clause of names and a check mark only ("Taxi ✅" reports it done, like "Taxi:
    done") or of steps and a check mark ("3. 打开开关 ✅", "Turn on the switch ✓": the step was
    done); "✅ Bluetooth is already on" keeps its own claim, and so does "Auto-rotate was already
    off. ✔" (a mark alone after a claim confirms it)."""
    for k, c in enumerate(clauses):
        if c.claims or c.question or not _CHECK.search(c.text):
            continue
        rest = re.sub(r"ent\d+", "", c.form).strip()
        if not rest and not c.named and k and clauses[k - 1].claims and clauses[k - 1].sentence >= c.sentence - 1:
            continue   # "Outcome: Auto-rotate was already off. ✔": the mark confirms the claim before it
        if not rest or re.match(rf"^({L.ZH_ACT})|^(\w+ )?\w+$", rest) or L.ACTION_FORMS.get(rest.split()[0]):
            c.claims.add(Claim.DID)


# What keeps an unchecked item from being done: "blocked: attached to a report", "locked", 被锁定.
_BLOCKED = re.compile(r"\b(blocked|locked|not allowed|not permitted|read only|greyed out|grayed out|disabled|"
                      r"can not|could not|unable|impossible|not available|unavailable|(did|would|will) not (open|load|respond|work|connect|"
                      r"save|send|start)|froze|crashed|error|failed)\b|无法|不能|不允许|被锁|锁定|不支持|没反应|打不开|失败|报错|崩溃")


def checklists(clauses: list[Clause], boxes: list[tuple[int, int, bool]]) -> None:
    """A checklist item's box says whether it was done: checked ("- [x] Delete Taxi") is DID
    when the item says nothing else; unchecked ("- [ ] Delete Hotel — blocked: ...") is
    DID_NOT, no action read from its words ("Delete Hotel" is the step, "blocked" its status),
    and CANNOT with what blocked it ("❌ Share the article — the share sheet didn't open"), unless
    its words say the thing was not there or was so before ("❌ Couldn't find Guest network")."""
    for a, b, checked in boxes:
        item = [c for c in clauses if a <= c.start < b + 1 and not c.question]
        if not item:
            continue
        if checked:
            if not any(c.claims for c in item):
                item[0].claims.add(Claim.DID)
            continue
        if item[0].claims & {Claim.NOT_EXIST, Claim.ALREADY}:
            continue   # "❌ Couldn't find Guest network": an item saying it was not there or so before keeps that
        blocked = any(_BLOCKED.search(c.form) for c in item)
        for c in item:
            c.claims.discard(Claim.DID)
        item[0].claims.add(Claim.DID_NOT)
        if blocked:
            item[0].claims.add(Claim.CANNOT)


# An inability to switch something on or off: what is missing is a setting (a function), not a record.
_SWITCH_INABILITY = re.compile(r"\b(can not|could not|unable to|not able to|no way to) (\w+ ){0,2}?(enable|turn|switch|activate|"
                               r"disable|toggle|set)\b|(无法|不能|没法|没办法|不能够)\s*(开启|打开|启用|关闭|禁用|设置|切换)")
_SETTING_WORD = re.compile(r"\b(this|that|the|such a|such an|a|any) (setting|option|toggle|switch|mode|feature)\b"
                           r"|(这个|该|此)(设置|选项|开关|模式|功能)")


def missing_settings(clauses: list[Clause]) -> None:
    """A setting that is not there is a function the phone lacks (CANNOT, not NOT_EXIST):
    "Keep screen on: I could not find this setting anywhere, so I can't enable it", "这台手机
    没有“护眼模式”，所以无法开启" -- what is missing is named as a setting or a mode, or the
    sentence says it cannot be switched on or off. A record that is not there stays NOT_EXIST
    ("I couldn't find Taxi, so I can't delete it")."""
    for c in clauses:
        if Claim.NOT_EXIST not in c.claims or c.question:
            continue
        same = [d for d in clauses if d.sentence == c.sentence and not d.question]
        if any(_SWITCH_INABILITY.search(d.claim_form) for d in same) or (
                _SETTING_WORD.search(c.claim_form) and any(Claim.CANNOT in d.claims for d in same)):
            c.claims.discard(Claim.NOT_EXIST)
            c.claims.add(Claim.CANNOT)


def gone(clauses: list[Clause]) -> None:
    """Claims of "no longer there" (``Clause.gone``), by what the answer says elsewhere."""
    for c in clauses:
        if c.gone and not c.question:
            # "It no longer appears in the list" reports the agent's change, unless someone else made it
            # before ("deleted by you on 2 June, so it's no longer in Notes"); "现在笔记里没有它" that it
            # is not there, unless the answer says the agent removed it
            others = [d for d in clauses if d is not c and same_subject(c, d)]
            if c.gone == "en":
                c.claims.add(Claim.NOT_EXIST if any(Claim.ALREADY in d.claims for d in others) else Claim.DID)
            else:
                c.claims.add(Claim.DID if any(Claim.DID in d.claims and not d.loose_did for d in others)
                             else Claim.NOT_EXIST)


# An amount or a measure, not a count of things: "$20", "25 元", "68 kg", "12 min".
_AMOUNT = re.compile(r"[$€£¥￥]\s*\d[\d,.]*|\d[\d,.]*\s*(元|块|美元|欧元|英镑|dollars?|usd|eur|gbp|yuan|rmb|kg|g|lbs?|km|m|"
                     r"%|percent|mins?|minutes?|hours?|hrs?|seconds?|secs?|分钟|小时|秒|公斤|千克|克|公里|米)(?![a-z])", re.I)


def user_counts(clauses: list[Clause]) -> None:
    """COUNT_DIFFERS where the answer repeats the user's number and states another (a count:
    "you said to keep expenses over $20 and it's $25" quotes an amount, no count)."""
    for k, c in enumerate(clauses):  # "you said 5" and another number elsewhere: the count differs
        said = _numbers(c.form) if re.search(r"\d", _AMOUNT.sub(" ", c.text)) or not re.search(r"\d", c.text) else set()
        if not said and k and clauses[k - 1].sentence == c.sentence and not re.search(r"\d", c.text):
            said = _numbers(clauses[k - 1].form)   # "There are 5 notes, as you said" (not after "你说的 30 分钟": an amount)
        if not c.question and L.USER_NUMBER.search(c.form) and said:
            # another number, not one the answer gives as the result of its own change ("it's 15 now")
            differing = [d for d in clauses if d is not c and not d.question and not L.NOW.search(d.form)
                         and _numbers(d.form) - said]
            if differing:
                c.claims.add(Claim.COUNT_DIFFERS)
                if not c.subjects and differing[0].count_subjects:
                    c.count_subjects = differing[0].count_subjects   # "您说有3条…我只找到了2条：“日记1”和“日记2”": the group


def states_before(clauses: list[Clause]) -> None:
    """ALREADY for a plain state (or a dated record) that the answer says needed no change."""
    # A plain state next to "no change was needed" (or "so I left it", "because it is on")
    # says it was already so, unless the answer also says it acted.
    for k, c in enumerate(clauses[1:], 1):
        before = clauses[k - 1]
        if L.AS_BEFORE_EN.match(c.form) and before.sentence == c.sentence and before.state:
            before.was_before = True   # "Vibrate is off, as it was before"
    for k, c in enumerate(clauses):
        if not (c.state or c.loose_did or c.was_before or c.dated) or c.question:
            continue
        if any(Claim.DID in d.claims and not d.loose_did and same_subject(c, d) for d in clauses):
            continue   # "Bluetooth: ON (unchanged)\nWi-Fi: turned off": Wi-Fi's change is no word on Bluetooth
        same = [d for d in clauses if d.sentence == c.sentence and d is not c]
        following = clauses[k + 1] if k + 1 < len(clauses) else None
        if any(Claim.CANNOT in d.claims for d in same + [c]):
            continue  # "I couldn't delete it because the button is disabled"
        if (c.was_before or any(d.no_need and same_subject(c, d) for d in clauses)
                or any(Claim.ALREADY in d.claims for d in same)
                or (following and following.sentence == c.sentence and L.SO.search(following.form)
                    and Claim.DID_NOT in following.claims)
                or (L.BECAUSE.search(c.form) and any(Claim.DID_NOT in d.claims for d in same))
                or (c.dated and any(Claim.DID_NOT in d.claims for d in clauses
                                    if d.sentence in (c.sentence, c.sentence + 1) and d is not c))):
            c.claims.add(Claim.ALREADY)
            if c.loose_did:
                c.claims.discard(Claim.DID)


def attributes_kept(clauses: list[Clause], other: int) -> None:
    """Subject ``other`` for a clause keeping another part of a changed thing."""
    for c in clauses:   # "Hotspot has been switched on; the password is unchanged": another part of it
        if (not c.named and L.ATTRIBUTE_KEPT.search(c.form)
                and any(Claim.DID in d.claims and not d.loose_did or Claim.DID in d.claims and d.state
                        for d in clauses if d is not c)):
            c.subjects = (other,)


def exclusions(clauses: list[Clause]) -> None:
    """DID_NOT about what a clause reporting an action on all excludes ("I deleted every file
    except report.pdf", "除了停车费都删了"), unless another clause says something of it ("...,
    except Parking: the app wouldn't let me edit it"). Adds a clause after the excluding one."""
    for k in range(len(clauses) - 1, -1, -1):
        c = clauses[k]
        if not c.excluded or c.question or Claim.DID not in c.claims:
            continue
        quiet = tuple(i for i in c.excluded if not any(i in d.subjects and d.claims for d in clauses if d is not c))
        if quiet:
            clauses.insert(k + 1, Clause(c.text, c.sentence, False, c.form, c.claim_form, {Claim.DID_NOT},
                                         named=quiet, subjects=quiet, start=c.start))
