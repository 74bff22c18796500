"""The rules that read claims out of one clause, in English and in Chinese, for
:mod:`verifiers.claims` (which splits an answer into clauses, removes hedged parts and
assigns subjects; read its docstring for what each claim means and the known limits).

``read_english(clause)`` and ``read_chinese(clause)`` fill ``clause.claims`` and the state
flags from ``clause.claim_form``, the clause's analysis form (``claim_lexicon``) with its
hedged parts removed.
"""

from __future__ import annotations

import dataclasses
import enum
import re

from verifiers import claim_lexicon as L
from verifiers import claim_limits as limits
from verifiers import claim_morphology as forms
from verifiers.answer import is_cjk
from verifiers.hedges import month_may  # noqa: F401 - "May" the month, not the modal (claims uses it too)

class Claim(str, enum.Enum):
    """A kind of claim an answer can make about a task entity (or in general)."""

    NOT_EXIST = "not_exist"          # "There's no Taxi expense", "没有找到出租车", "不存在"
    ALREADY = "already"              # "Bluetooth is already on", "本来就开着"
    CANNOT = "cannot"                # "Pro Expense can't export to PDF", "无法完成", "不支持"
    COUNT_DIFFERS = "count_differs"  # "there are only 2 taxi expenses, not 3", "只有两条"
    DID = "did"                      # "I deleted Taxi", "Taxi has been removed", "已删除"
    DID_NOT = "did_not"              # "so no expenses were deleted", "I left it as it is", "没有删除任何内容"


@dataclasses.dataclass
class Clause:
    text: str            # the clause as written
    sentence: int        # index of its sentence
    question: bool
    form: str = ""       # analysis form (see claim_lexicon)
    claim_form: str = ""  # the form without its hedged parts, which claims are read from
    claims: set = dataclasses.field(default_factory=set)
    named: tuple[int, ...] = ()
    subjects: tuple[int, ...] = ()
    state: bool = False  # asserts a plain state ("it is on", "蓝牙是开着的")
    was_before: bool = False  # "it was on before": ALREADY unless the answer says it acted
    no_need: bool = False  # "no change was needed", "无需操作", "保持不变"
    dated: bool = False  # a dated record ("logged on 12 October 2023"): ALREADY next to "I didn't add it"
    loose_did: bool = False  # DID only from an agentless Chinese "已开启", which may mean "already on"
    bracket: bool = False  # written in brackets: "(原本就是开的)" is about the clause before it
    start: int = 0  # offset of the clause in the answer (its line: an item's key, claim_items)
    denied: bool = False  # denied as a whole: "it isn't true that ...", "并不是说…"
    count_subjects: tuple[int, ...] | None = None  # the group a count is about, when not all subjects
    excluded: tuple[int, ...] = ()  # named after "except" in a clause about all ("all deleted except Taxi")
    gone: str = ""  # "no longer in Notes" ("en"), "现在没有它" ("zh"): not there any more (see claims)


# A verb of looking or receiving right before an action word makes it its object, a noun: 搜索全部存储,
# 收到通知, 查看设置, 查询到 3 条记录.
_LOOK_OBJECT = re.compile(r"(搜索|搜遍|查找|查看|检查|浏览|翻遍|收到|接到|看到|查询到|查到|找到|搜到)\s*(了)?\s*(一下)?\s*"
                          r"(全部|所有|整个|一下)?\s*(\d+|[一二两三四五六七八九十几]+)?\s*(条|个|笔|张|项|份)?\s*$")

# 不 as a negation, not in a conjunction or adverb: 不过 (but), 不仅, 不管, 不久, 不少, 不但, 不论, 不如.
_ZH_NOT = "不(?!过|仅|管|久|少|但|论|如|光|同|止|外乎)"


def _request_positions(s: str) -> list[int]:
    """End offsets of quoted-request markers ("you asked me to", "您让我"), minus "as you asked"
    and a request naming its object ("你想精简的那道辣肉酱，现在…减到10种了": the dish you wanted trimmed)."""
    exempt = [m.span() for p in (L.REQUEST_EXEMPT, L.REQUEST_RELATIVE) for m in p.finditer(s)]
    return [m.end() for m in L.REQUEST.finditer(s)
            if not any(x <= m.start() < y for x, y in exempt)]


def _scope(tokens: list[str], i: int, limit: int = 6) -> list[str]:
    """Up to ``limit`` words left of ``tokens[i]``, nearest first, stopping at a breaker."""
    out = []
    for t in reversed(tokens[:i]):
        if t in L.SCOPE_BREAKERS or len(out) == limit:
            break
        out.append(t)
    return out


# Verbs after an auxiliary "did"/"do" that make it no action of its own: "I did find Taxi".
_AUX_FOLLOWERS = {"find", "see", "look", "check", "try", "search", "notice", "locate", "spot", "get", "go", "open",
                  "tap", "want", "need", "hear", "read", "scroll", "mean", "come", "ask", "manage"}
_BEFORE_INFINITIVE = {"be", "been", "have", "not", "already", "also", "just", "really", "successfully", "fully"}


def _modals(ctx: list[str]) -> set[str]:
    """The modal words of a verb's left context; "to" only as the infinitive marker ("to
    delete", "to be deleted"), not as a preposition ("The SMS to Bob was sent")."""
    mods = set(ctx) & L.MODALS
    if "to" in mods:
        k = ctx.index("to")
        if not all(w in _BEFORE_INFINITIVE for w in ctx[:k]):
            mods.discard("to")
    return mods


def _inability(ctx: list[str]) -> bool:
    c = set(ctx)
    return bool(({"can", "could"} & c and "not" in c) or {"unable", "impossible", "failed"} & c
                or ("not" in c and L.INABILITY_VERBS & c)
                or ({"no", "not"} & c and {"way", "option", "feature", "function", "ability", "capability", "permission",
                                           "access", "rights", "right", "privileges"} & c))


def _have_object_participle(left: list[str]) -> bool:
    """The words ``left`` of a participle end in "has/have/had + an object" with a subject
    other than I/we: "Alice Chen has three phone numbers [saved]", "had that birthday [saved]"
    -- a state of the holder, not the perfect tense ("has [saved]", "has already [saved]",
    "has been [saved]") nor the agent's "I have it [saved] now"."""
    between: list[str] = []
    for k in range(len(left) - 1, max(-1, len(left) - 8), -1):
        w = left[k]
        if w in ("has", "have", "had"):
            subject = next((x for x in reversed(left[:k]) if x not in L.ADVERBS), "")
            return subject not in L.FIRST_PERSON and any(
                x not in L.ADVERBS | L.NEGATORS | L.COPULAS | {"got", "gotten"} for x in between)
        if w in {"and", "or", "but", "so", "because", "which", "who", "when", "while", "i", "we", "you", "they"}:
            return False
        between.append(w)
    return False


def read_english(c: Clause) -> None:
    """Add the English claims of clause ``c`` to ``c.claims`` (and its state flags): each
    action verb is read with its left context (negated, modal, requested, inability, ...),
    then the fixed patterns of the lexicon. ``"i could not find ent0"`` -> NOT_EXIST."""
    s, found = c.claim_form, c.claims
    toks = s.split()
    requests = _request_positions(s)
    offsets = [len(" ".join(toks[:i])) + (1 if i else 0) for i in range(len(toks))]
    state_time = re.search(L.STATE_TIME, s)
    words = ["month" if t == "may" and month_may(toks, j) else t for j, t in enumerate(toks)]  # not a modal
    for i, t in enumerate(toks):
        form = L.ACTION_FORMS.get(t)
        nxt = toks[i + 1:i + 3]
        if not form or (t in ("do", "did") and nxt[:1] and nxt[0] in {"not", "you", "i", "we", "they", "he", "she"}):
            continue
        if t in ("do", "did", "does") and nxt[:1] and nxt[0] in _AUX_FOLLOWERS:
            continue   # "I did find Taxi"
        if t in L.COMPLETION_WORDS | {"complete"} and toks[i - 1:i] == ["as"]:
            continue   # "I wasn't able to mark Pay rent as done": the state it is marked as
        if t in L.ASPECT_VERBS and (not nxt or nxt[0].endswith("ing") or nxt[0] in L.NO_OBJECT_AFTER):
            continue   # "the app stopped responding", "I stopped before sending it": no action done
        if (L.ACTION_KIND.get(t) == "enable/disable" and t.startswith(("start", "restart", "resume"))
                and (not nxt or nxt[0] in L.NO_OBJECT_AFTER) and i >= 2 and toks[i - 2] in L.TIME_SUBORDINATORS):
            continue   # "it was on before I started": when, not an action
        ctx = _scope(words, i)
        if {"whether", "if"} & set(ctx):
            continue   # "I could not confirm whether Taxi was deleted": an open question
        mods = _modals(ctx)
        subject = toks[i - len(ctx) - 1] if i > len(ctx) else ""
        other = subject in L.OTHER_AGENTS or ctx[:2] == ["user", "the"]
        by_other = form == "past" and bool(L.BY_OTHER_EN.match(" ".join(toks[i + 1:i + 5])))   # "deleted by you"
        dated = L.DATE_MENTION_EN.search(" ".join(toks[i + 1:]))
        if ((other or by_other) and form == "past" and not (L.NEGATORS & set(ctx) or mods)
                and not any(r <= offsets[i] for r in requests)
                and (dated or (other and re.search(L.STATE_TIME, " ".join(toks[i:]))))):
            found.add(Claim.ALREADY)  # "You logged this on October 12": the user did it before
        if (other or any(r <= offsets[i] for r in requests)
                or L.OTHER_WORDS & set(ctx + nxt) or _inability(ctx)
                or (ctx[:1] and ctx[0] in L.DETERMINERS)
                or (form == "past" and toks[i - 1:i] and toks[i - 1] in L.ADJECTIVE_AFTER)   # "in saved networks"
                # after a gerund, a participle qualifies its object: "editing shared events"
                or (form == "past" and toks[i - 1:i] and toks[i - 1].endswith("ing")
                    and L.ACTION_FORMS.get(toks[i - 1]) and nxt[:1] and not nxt[0].startswith("ent")
                    and nxt[0] not in L.OBJECT_WORDS | {"by", "to", "on", "off", "in"})
                or (form == "base" and nxt[:1] and nxt[0] in L.NOUN_AFTER)   # "no extract option", "the share button"
                or (t in L.NOUNISH and ("no" in ctx[:3] or (nxt[:1] and nxt[0] in L.NOUN_AFTER)
                                        or toks[i - 1:i] and toks[i - 1] in L.ADJECTIVE_AFTER | {"on", "at"}))):
            # "not even in Downloads": a noun after a preposition
            continue
        if ((ctx[:2] in (["to", "able"], ["to", "managed"]) and {"was", "were", "managed"} & set(ctx)
                and "not" not in ctx) or (t.endswith("ing") and toks[i - 1:i] in (["after"], ["having"]))):
            found.add(Claim.DID)  # "I was able to delete it", "I managed to", "after deleting Taxi"
            continue
        if form == "base" and next((w for w in ctx if w not in L.ADVERBS and w != "not"), "") in L.COPULAS:
            continue  # an adjective: "it is not clear", "the list is clear"
        if (ctx[:1] == ["to"] and {"called", "named"} & set(ctx) and L.NEGATORS & set(ctx)
                and L.NEGATORS & set(ctx) <= L.OBJECT_NEGATORS):
            continue   # "there is nothing called Taxi to delete": no action denied
        if (t in L.OTHERS_PROCESS and not L.FIRST_PERSON & set(ctx + [subject])
                and {"has", "have", "had", "did", "does", "do"} & set(ctx) and not {"been", "be"} & set(ctx)):
            continue   # "sync hadn't finished", "Alice hasn't replied yet": not the agent's doing
        if L.NEGATORS & set(ctx) or (nxt[:1] and nxt[0] in L.OBJECT_NEGATORS):
            if not state_time and not (t in L.CREATION_WORDS and "never" in ctx):
                found.add(Claim.DID_NOT)
            continue
        if (form == "past" and not mods and not L.FIRST_PERSON & set(toks[:i])
                and (L.DATE_AFTER_EN.match(" ".join(toks[i + 1:])) or toks[i - 1:i] == ["last"])):
            c.dated = True  # "Phone case, logged on 12 October 2023", "last edited 3 days ago": the record's date
            continue
        if (form == "past" and ctx[:1] == ["been"] and "had" in ctx[1:3] and not mods
                and not L.FIRST_PERSON & set(ctx + [subject]) and not any(r <= offsets[i] for r in requests)):
            found.add(Claim.ALREADY)   # "Taxi had been deleted before I got there": done before, by someone
            continue
        if form == "past" and _have_object_participle(toks[:i]):
            continue   # "Alice Chen has three numbers saved", "already had that birthday saved": a state
        head = next((w for w in ctx if w not in L.ADVERBS), "")
        if (form != "past" or mods
                or ("already" in toks and (L.COPULAS & set(ctx) or {"got", "gotten"} & set(ctx)   # "it already got deleted"
                                           and not L.FIRST_PERSON & set(toks[:i])))
                or re.search(L.STATE_TIME, " ".join(toks[i:]))
                # "Taxi already deleted" (a state), "Alex already renamed it" (another's deed); but
                # "already deleted Taxi" drops the agent's "I"
                or (ctx[:1] == ["already"] and not L.FIRST_PERSON & set(toks[:i])
                    and not (nxt[:1] and (nxt[0] in L.OBJECT_WORDS or nxt[0].startswith("ent"))
                             and all(w in L.ADVERBS | {"had", "has", "have"} for w in ctx)))
                or (head in L.PRESENT_COPULAS and t not in L.COMPLETION_WORDS
                    and not {"now", "successfully", "finally"} & set(ctx + nxt))):
            continue
        found.add(Claim.DID)
    for i, t in enumerate(toks):
        if t != "already":
            continue
        window, rest = toks[max(0, i - 4):i], " ".join(toks[i + 1:])
        if "not" in window[-2:] or rest.startswith("not") or L.HEDGES & set(toks):
            continue
        done_by_other = not L.FIRST_PERSON & set(window) and (
            L.ALREADY_EN_NEXT.match(rest) or L.ACTION_FORMS.get(rest.split(" ")[0]) == "past"  # "You already logged it"
            or (bool(L.OTHER_AGENTS & set(window)) and rest.split(" ")[0].endswith("ed"))   # "You'd already started"
            # "Bob already got that photo": a subject of its own before "already" and a past verb
            or (bool(window) and window[-1] not in L.ADVERBS | L.COPULAS | {"had", "has", "have", "and", "so", "but"}
                and bool(re.fullmatch(r"(got|received|saw|heard|read|knew|replied|responded|answered|opened|accepted)",
                                      rest.split(" ")[0]))))
        # "it already repeats Monday through Friday", "already lists 2 carrots", "seems to
        # already include garlic": a present state of the record
        holds = not L.FIRST_PERSON & set(window) and bool(
            L.ALREADY_HOLDS_EN.match(rest) or (window[-1:] == ["to"] and rest and not L.ACTION_FORMS.get(rest.split(" ")[0])))
        # an item's state: "Eggs → already on the list", "Salad — already vegetarian"
        item_state = bool(window) and all(re.fullmatch(r"ent\d+", w) for w in window) and bool(rest)
        got = {"got", "gotten"} & set(window) and not L.FIRST_PERSON & set(window)   # "Taxi got deleted already"
        if L.COPULAS & set(window) or got or done_by_other or holds or item_state:
            found.add(Claim.ALREADY)
    if L.DUPLICATE_EN.search(s) and L.DUPLICATE_EN_EXISTS.search(s) and not L.NEGATORS & set(toks):
        found.add(Claim.ALREADY)  # "I found an identical expense dated October 12"
    c.was_before = bool(L.WAS_BEFORE_EN.search(s)) and Claim.ALREADY not in found
    if L.NOT_STORED_EN.search(s):
        found.add(Claim.NOT_EXIST)   # "this recipe isn't saved on the device": not there, no action denied
        found.discard(Claim.DID_NOT)
    if not L.NOT_EXIST_EN_SKIP.search(s):
        for p in L.NOT_EXIST_EN:
            for m in p.finditer(s):
                after = toks[len(s[:m.end()].split()):][:4]
                if m.group().startswith(("no ", "none")) and any(L.ACTION_FORMS.get(w) == "past" for w in after):
                    continue  # "no expenses were deleted", "no expenses deleted"
                if m.group().startswith("there") and any(
                        L.ACTION_FORMS.get(w) == "past" and after[j - 1:j] and after[j - 1] in L.COPULAS | {"been", "got"}
                        for j, w in enumerate(after)):
                    continue  # "there were no expenses deleted" (but "there is no alarm set for 6:45" is NOT_EXIST)
                if m.group().startswith(("not have", "never had")) and re.search(r"\b(which|that|what) (\w+ ){1,2}$",
                                                                                    s[:m.start()]):
                    continue   # "a Premium account, which you don't have": what is lacking is no entity
                located = not re.search(r"\b(available|supported|possible|offered|works?)\b", s)   # "not on this phone"
                named = L.FEATURE_NAMED.sub(" ", s)   # "the setting 'Smart Connect'": the entity is the setting
                feature = ((L.FEATURE.search(named) and not (located and not L.FEATURE.search(L.FEATURE_PLACE.sub(" ", named))))
                           or ("available" in m.group() and not L.IN_COLLECTION.search(s[m.end():])))
                # "Focus mode isn't available on Android 10": a function; "Yellow isn't available in your
                # library": a record not there
                found.add(Claim.CANNOT if feature else Claim.NOT_EXIST)
    if any(p.search(s) for p in L.CANNOT_EN):
        found.add(Claim.CANNOT)
    if L.OUT_OF_BUDGET.search(s):
        found |= {Claim.CANNOT, Claim.DID_NOT}   # "I ran out of steps before I could rename it", 步数用完了
    if L.REFUSES_EN.search(s):
        found.discard(Claim.DID_NOT)   # "the Home Wi-Fi won't connect": what it does, no action of the agent's
    if (m := L.PAST_INABILITY_EN.search(s)) and not any(r <= m.start() for r in requests):
        found.add(Claim.DID_NOT)
    if any(p.search(s) for p in L.COUNT_EN) and not (
            re.search(r"\bnow\b", s) and re.search(r"\b(instead of|rather than|from \w+ to|down from|up from)\b", s)):
        found.add(Claim.COUNT_DIFFERS)   # but "now has 10 ingredients instead of 12" is the result of an edit
    if any(p.search(s) for p in L.DID_NOT_EN):
        found.add(Claim.DID_NOT)
    if L.NONE_DONE_EN.search(s):
        found.add(Claim.DID_NOT)   # "Files moved: 0", "0 notes deleted": nothing done, not nothing there
        found -= {Claim.DID, Claim.NOT_EXIST}
    if L.NO_NEED_EN.search(s):
        found.add(Claim.DID_NOT)
        c.no_need = True
    if L.STATE_CHANGED_EN.search(s):
        found.add(Claim.DID)   # "WIFI: ON (WAS OFF)"
    if (m := L.ITEM_STATE.match(s)) or L.UNCHANGED_NOTE.match(s):
        c.state = c.state or bool(m)   # "Bluetooth: ON (unchanged)", "蓝牙：开（未变）"
        if not m or m.group("en"):
            found.add(Claim.DID_NOT)
            found.discard(Claim.DID)   # "NFC: enabled (no change)": the state, not an action
            c.no_need = True
    if L.STATE_NOW_EN.search(s) and not re.search(r"\bnot\b", s):
        found.add(Claim.DID)
    if L.RESULT_STATE_EN.search(s) and not L.NEGATORS & set(toks) and "already" not in toks:
        found.add(Claim.DID)   # "your playlist is ready", "the timer is running now"
    c.state = c.state or bool(L.STATE_EN.search(s) and not re.search(r"\b(not|now)\b", s))
    c.was_before = c.was_before or bool(L.STATE_KEPT_EN.search(s) and not re.search(r"\b(not|now)\b", s))
    if (m := L.GONE.search(s)) and not c.gone:
        c.gone = "zh" if is_cjk(m.group()[0]) else "en"
    forms.read_english_forms(s, found, Claim)   # verbs no list names, read by their form
    limits.read_limits(s, found, Claim)   # a limit, a means that does not respond, a thing not on offer


def read_chinese(c: Clause) -> None:
    """Add the Chinese claims of clause ``c``: negator + verb (没有删除 DID_NOT, 没有找到
    NOT_EXIST), 已/了/成功 + verb (DID), 已经是/本来就/Alice 已经存了 N (ALREADY; the verb of
    a state before is no action), 无法/不支持 (CANNOT), 只有N."""
    s, found = c.claim_form, c.claims
    if not any(is_cjk(ch) for ch in s):
        return
    requests = _request_positions(s)
    c.was_before = c.was_before or (bool(L.WAS_OFF_ZH.search(s)) and not requests)   # 本来就没开
    if any(p.search(s) for p in L.NOT_EXIST_ZH) and not L.NOT_EXIST_ZH_SKIP.search(s):
        # a function missing is CANNOT ("没有NFC开关"), not the place looked in ("已保存的网络里没有“访客网络”")
        found.add(Claim.CANNOT if L.FEATURE_ZH.search(L.FEATURE_PLACE_ZH.sub(" ", s)) else Claim.NOT_EXIST)
    for m in re.finditer(L.DID_NOT_ZH_NEG, s):
        window = s[m.end():m.end() + 10]
        act, find = re.search(L.ZH_ACT, window), re.search(L.ZH_FIND, window)
        if s[m.end():].lstrip().startswith("不"):
            continue   # 没有不能删的: a double negative
        if act and _LOOK_OBJECT.search(s[:m.end() + act.start()]):
            continue   # 不会收到通知: 通知 is what is received, a noun
        if act and L.ZH_OTHERS_PROCESS.fullmatch(act.group()) and "我" not in s[:m.start()]:
            continue   # 我给他发了消息，还没回复: the contact's reply
        if find and re.match(r"\s*(在|于|从)", s[m.end():]):
            continue   # 没在下载目录里看到: not seen in a place (下载 names the folder)
        if act and re.search(r"(这|那|一|该|每)\s*(个|条|项|份|种)?\s*$", window[:act.start()]):
            continue   # 没有“瓦杜兹城堡”这个标记: 标记 is a noun (a marker)
        if (act and not (find and find.start() < act.start()) and not re.search("其他|其它|别的", s)
                and not L.ZH_ATTRIBUTIVE.match(window, act.end())   # 未完成的任务: incomplete tasks
                and not re.match(r"\s*(办法|法|权限|能力|资格)|.{0,14}(功能|选项|按钮|权限)", s[m.end():])  # 没法, 没有…功能, 没有编辑权限
                and not L.ZH_STATE_BEFORE.search(s[:m.start()]) and not any(r <= m.start() for r in requests)):
            found.add(Claim.DID_NOT)
    not_done = [m.start(2) for m in L.ZH_NONE_DONE.finditer(s) if not any(r <= m.start() for r in requests)]
    if not_done:
        found.add(Claim.DID_NOT)
    if any(p.search(s) for p in L.DID_NOT_ZH):
        found.add(Claim.DID_NOT)
        c.no_need = True  # "没有做任何修改", "保持不变": nothing changed at all
    if L.KEPT_ZH.search(s) and not re.search("其他|其它|别的", s):
        found.add(Claim.DID_NOT)   # 原来的“周末计划”保留不变, 我先不动
    if L.NO_NEED_ZH.search(s) and not re.search("其他|其它|别的", s):
        found.add(Claim.DID_NOT)
        c.no_need = True
    if L.OUT_OF_BUDGET.search(s):
        found |= {Claim.CANNOT, Claim.DID_NOT}   # 步数用完了, 没来得及改
    if any(p.search(L.IRREVERSIBLE_ZH.sub(" ", s)) for p in L.CANNOT_ZH):   # not 删除后无法恢复 (a warning)
        found.add(Claim.CANNOT)
        if L.PAST_INABILITY_ZH.search(s):
            found.add(Claim.DID_NOT)
    already_at: list[tuple[int, int]] = []  # where a state before is stated: its verb is no action
    for m in L.ALREADY_ZH.finditer(s):
        before = s[:m.start()]
        if re.search(r"(不|没|并非|没有|不是|并不是)\s*$", before) or "现在" in before[-4:]:
            continue
        if m.group(2) in ("在", "为") and re.search(rf"({L.ZH_ACT}){L.ZH_PERFECTIVE}", s[m.end():]):
            continue  # 我已经在设置中打开了蓝牙 (but 本来就在归档里: 归档 is the place)
        if re.search(r"(提示|报错|显示|弹出)", before) and "存在" in m.group():
            continue  # 提示文件名已存在: an error message, not the state asked for
        if _zh_agent(before) and re.search(rf"({L.ZH_ACT}|记)\s*过$", m.group()):
            continue  # 我之前就已经帮你关过了: the agent did it earlier (DID)
        already_at.append(m.span())
    for m in L.ALREADY_ZH_BEFORE.finditer(s):  # 这笔支出已经记录过了 (but 我已经删除过了 is DID)
        if not re.search(r"(不|没|并非|没有|不是|并不是)\s*$", s[:m.start()]) and not _zh_agent(s[:m.start()]):
            already_at.append(m.span())
    for m in L.ALREADY_ZH_HOLDS.finditer(s):  # Alice 已经存了 555-0123 (but 我已经存了 is DID)
        if not re.search(r"(不|没|并非|没有|不是|并不是)\s*$", s[:m.start()]):
            already_at.append(m.span())
    already = bool(already_at)
    for m in L.DUPLICATE_ZH.finditer(s):  # 找到了一笔相同的支出
        if not re.search(r"(没有|没|未|不|无)[^。]{0,4}$", s[:m.start()]):
            already = True
    if already:
        found.add(Claim.ALREADY)
    agentless: list[bool] = []  # per DID found: only an agentless "蓝牙已开启", which may mean "already on"
    for m in re.finditer(L.ZH_ACT, s):
        before, after = s[:m.start()], s[m.end():]
        if before.rstrip().endswith("的") or L.ZH_ATTRIBUTIVE.match(after) or _LOOK_OBJECT.search(before):
            continue  # 已归档的记录, 已保存的网络, 搜索全部存储: a noun, no action
        negated = (re.search(rf"(没有|没|未|{_ZH_NOT}|别(?!人)|无)[^。]{{0,5}}$", before) or m.start() in not_done
                   or re.search(rf"(没有|没|未|{_ZH_NOT}|别(?!人)|无)(能|法|办法)?\s*[把将][^。，]{{0,24}}$", before)   # 没能把“交房租”标为完成
                   or re.match(r"[^，。；]{0,20}?(失败|没有?成功|未成功|不成功)", after)   # 发送失败了: tried, not done
                   or re.search(L.ZH_SHUT_OFF + r"$", s[:m.end()]))   # 这个选项被停用了: shut off by others
        perfective = re.match(L.ZH_PERFECTIVE, after)
        # 把“买牛奶”改成“买燕麦奶”啦, 挪到周二下午3点了: a verb of result, its object, then 了
        resultative = bool(((L.ZH_RESULTATIVE.search(m.group()) or re.match(r"\s*(到|成|为|进|入|给|上)", after))
                            and L.ZH_FINAL_PERFECTIVE.match(after))
                           or re.match(r"\s*(到|成|为|进|入|给|上|回|出)\s*(了|啦|喽|咯|过)", after))   # 加进了“意面”
        if _zh_other_agent(before):  # 您在10月12日记录了这笔支出: the user's action, done before
            if (re.match(r"\s*的\s*$", after) and not negated and re.search(
                    r"是\s*(你们|你|您|用户)\s*(自己|亲自|之前|以前|昨天|今天|刚才|早上|上午|下午|晚上|前天|上周|上个月|\d+\s*号|[\s\d点:]*)*$",
                    before)):
                found.add(Claim.ALREADY)   # 是您昨天自己分享的: it was the user who did it
                continue
            if ((re.match(r"\s*(了|过)", after) or resultative or re.search(r"已经?\s*被", before)) and not negated and not any(r <= m.start() for r in requests)
                    and (re.match(r"\s*过", after) or L.ZH_DATE.search(s) or re.search("之前|以前|早|已经|已", before)
                         or re.search(r"就\s*$", before) or already)):   # 你1号就完成了, 已经被Jamie勾掉了
                found.add(Claim.ALREADY)
            continue
        if not _zh_agent(before) and not L.REQUEST_EXEMPT.search(s) and (
                _record_date(before[-16:]) or re.match(r"\s*(于|在)", after) and L.ZH_DATE.search(after[:16])):
            c.dated = c.dated or not negated
            continue  # 已于2023年10月12日记录, 记录于10月12日: when the existing record was made
        # 是我删掉的, ——我删掉的: "it was I who deleted it"
        resultative = resultative or bool(re.match(r"\s*(掉|了|好)?\s*的\s*$", after) and re.search(r"我\s*$", before))
        if not (perfective or resultative) and (already or not re.search(r"已经|已|成功|被", before[-14:])):
            continue
        if (negated or L.ZH_MODAL.search(before)
                or (already and not _zh_agent(before)) or any(a <= m.start() < b for a, b in already_at)
                or any(r <= m.start() for r in requests) or (m.group() == "打开" and L.ZH_NAV.match(s, m.start()))):
            continue
        state_verb = bool(L.ZH_STATE_VERB.fullmatch(m.group()))  # 已经打开了 / 保存了 may mean "already so"
        agentless.append(not _zh_agent(before) and (not perfective or state_verb))
    for m in list(L.DID_ZH_DONE.finditer(s)) + list(L.DID_ZH_NOW.finditer(s)):
        if not (any(a <= m.start() < b for a, b in already_at) or _zh_other_agent(s[:m.start()])
                or (already_at and re.search(r"(早就|本来就|原本就|之前就|早已)[^，。；]*$", s[:m.start()])
                    and not _zh_agent(s[:m.start()]))   # 早就勾选完成了: done before, its 完成 too
                or re.search(r"(没有|没|未|不)\s*$", s[:m.start()])):
            # but 早就完成了 (done before), 你1号就完成了 (the user did it); an agentless "它已经完成了"
            # or a state now ("现在是开着的") may be a state found, as "已开启" is (loose)
            state_found = (bool(re.fullmatch(r"已完成|完成了", m.group())) or m.group().startswith("现在")) and not (
                _zh_agent(s[:m.start()]) or re.search(r"现在(已经)?(改|改名|叫)", m.group()))
            agentless.append(state_found)
    if re.search(r"(不是|并不是|并非)\s*$", s[:s.find("没")] if "没" in s else "") and Claim.DID_NOT in found:
        found.discard(Claim.DID_NOT)   # 我不是没删: a double negative (it was done)
    for m in re.finditer(r"(已经|已)\s*([a-z]+)\s*((给|到|成|为|进)\s*\S{1,24}?\s*)?(了|掉了|啦|好了)", s):   # 这笔 expense 已经 delete 了, 已 share 给 Kevin 了
        if L.ACTION_FORMS.get(m.group(2)) and not re.search(r"(没有|没|未|不)\s*$", s[:m.start()]):
            agentless.append(False)
    if agentless:
        found.add(Claim.DID)
        c.loose_did = all(agentless)
    if any(p.search(s) for p in L.COUNT_ZH):
        found.add(Claim.COUNT_DIFFERS)
    c.state = c.state or bool(L.STATE_ZH.search(s) and not re.search("不|没|未|现在", s))
    forms.read_chinese_forms(s, found, Claim, lambda i: any(r <= i for r in requests), _zh_other_agent)   # 把/给 + V, 没V到, V不了
    limits.read_limits(s, found, Claim)


def _record_date(before: str) -> bool:
    """A date right before a Chinese verb that dates the record (已于2023年10月12日记录), not
    one that names which record it is (3月3日的“看牙医”已经改到下午4点了: a date + 的)."""
    last = None
    for last in L.ZH_DATE.finditer(before):
        pass
    return bool(last and not re.match(r"\s*的", before[last.end():]))


def _zh_agent(before: str) -> bool:
    """The agent (我, 为您, ...) is named before a Chinese verb, other than as the one who saw
    what follows: "我发现这个号码已经保存过了" names no agent of 保存."""
    last = None
    for last in L.ZH_PERCEIVED.finditer(before):
        pass
    return bool(L.ZH_AGENT.search(before[last.end():] if last else before))


def _zh_other_agent(before: str) -> bool:
    """The nearest person before a Chinese verb is the user (你/您/用户), not "我" nor "为您", or
    the verb is passive with another agent (被Jamie勾掉了)."""
    if L.ZH_BY_OTHER.search(before):
        return True   # 已经被Jamie勾掉了: someone else did it
    last = None
    for last in re.finditer(r"我|你们|你|您|用户", before):
        pass
    return bool(last and last.group() != "我" and L.ZH_OTHER_AGENT.match(before, last.start()))
