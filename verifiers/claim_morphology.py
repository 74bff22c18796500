"""Actions read by their form, not by a verb list: the fallback of :mod:`verifiers.claim_rules`
for verbs no list in :mod:`verifiers.claim_verbs` names ("I renewed that one", "I didn't repost
anything", "已经给帖子点了赞", "还没拨出去").

A writer the lexicon was never tuned to uses verbs it never listed (pinned, muted, renewed,
liked, 点赞, 拨, 拍); what makes them an action done or not done is their form and their
subject, which this module reads:

English (on a clause's analysis form, :mod:`verifiers.claim_lexicon`):

* DID: the agent (I/we) as the subject of a past tense -- regular "-ed" morphology or an
  irregular past from ``IRREGULAR_PAST`` -- with at most three adverbs or auxiliaries between
  ("i have pinned it", "we then archived them", "i renewed that one"); a report line that
  starts with a past verb and its object ("posted your comment on X", "liked it too", and so
  every verb joined to it by "and"), and a past verb joined by "and" to a clause whose subject
  is I/we ("i have gone ahead and duplicated the event"); idioms of a deed done ("I ended up
  cancelling it", "it has been taken care of"); a passive with me as its doer ("was unstarred by
  me"); a state reported as the one asked for ("location is disabled, as requested"); a present passive of a verb of change with "now",
  "successfully" or "all" ("it is now pinned", "all are deleted"). Verbs of looking, thinking
  and moving about the app (``NOT_ACTIONS``: opened, searched, tapped, found, tried, ...) and
  words that name or describe a record (called, named, locked) are no action.
* DID_NOT: "no posts were liked" (nothing had it done, any verb); "stays as it was", "remains
  untouched" (kept as it was); "did not / have not / never" + any verb but those (``NOT_ACTIONS``), also when the
  verb slot is the entity's own name ("I didn't repost anything" with the entity "repost").

Chinese (on the clause's form with its hedged parts dropped):

* DID: 我/已 + 给你/帮你 + a verb + 了 ("那笔我给你撤回了"); 被我 + a verb ("“周报”已经被我归到“工作”了"); 我/帮你 + 把/将 + its object + a verb + 了
  ("我帮你把歌单里的歌都打乱了顺序"); 已(经)/都 (+ 帮你/为您/替你) + 把/将/给 ("已经把“早会”的提醒改成提前15分钟", "已经给帖子点了赞",
  "已经帮你把支出按日期排好了"): the 把/将/给 construction names the agent's act on its
  object; a verb + 了 + its object after such a construction ("点了赞", "评论了“加油”").
* An English verb inside Chinese: 已 + the verb ("Visa 已 archive"), 把 … 给 + the verb + 了 ("我把
  Visa 给 unpin 了") is DID; 本来就没 + the verb ("Gym 本来就没 pin") is ALREADY, as 本来就没开 is.
* DID_NOT: 还没/尚未 + a verb ("还没打电话": not done yet; not 还没回复, what another does, nor
  还没找到); 没(有)/未/还没 + a verb + a result or direction complement (到, 出去, 出来, 上, 成, 好,
  完, 掉, 进去: "还没拨出去", "没有拍到照片", "附件没加上"), except the verbs of looking
  (找, 看, 查, 搜, 听, 见: 没找到 is NOT_EXIST); 没V成 (the attempt did not come off) is also CANNOT.
* CANNOT and DID_NOT: an attempt (试着/尝试) whose verb then did not come off ("我试着删了两次都没删掉").
* CANNOT: a verb + 不了/不掉/不动/不成/不上/不开 (present inability: "拨不出去", "点不动").

Each rule leaves a clause alone that the lexicon's rules already read with the same claim, that
is a question, a request quoted back, a conditional or a modal ("I would archive it", "要把它删掉").
"""

from __future__ import annotations

import re

from verifiers import claim_lexicon as L

__all__ = ["read_english_forms", "read_chinese_forms", "IRREGULAR_PAST", "NOT_ACTIONS", "is_past_form"]

# Irregular past tenses and participles of verbs that act on a record or a setting.
IRREGULAR_PAST = {"sent", "made", "put", "wrote", "written", "set", "cut", "bought",
                  "paid", "built", "drew", "drawn", "threw", "thrown", "shut", "split", "sold", "brought", "undid",
                  "undone", "redid", "redone", "rewrote", "rewritten", "overwrote", "overwritten", "unfroze", "rang",
                  "forgave", "hid", "hidden", "stuck", "upheld", "withdrew", "withdrawn", "swept", "dealt", "bound",
                  "wound", "sped", "spun", "lit", "fed", "led", "rebuilt", "resent", "reset", "uploaded"}
# Past forms that look, think, move about the app, or name and describe a record: no action done.
NOT_ACTIONS = {
    "see", "saw", "seen", "look", "looked", "find", "found", "search", "searched", "check", "checked", "try", "tried",
    "notice", "noticed", "open", "opened", "navigate", "navigated", "scroll", "scrolled", "tap", "tapped", "click",
    "clicked", "press", "pressed", "type", "typed", "want", "wanted", "need", "needed", "ask", "asked", "mean", "meant",
    "think", "thought", "know", "knew", "believe", "believed", "guess", "guessed", "assume", "assumed", "realize",
    "realized", "realise", "realised", "decide", "decided", "seem", "seemed", "appear", "appeared", "manage",
    "managed", "attempt", "attempted", "use", "used", "go", "went", "get", "got", "come", "came", "misread", "hear",
    "heard", "read", "verify", "verified", "confirm", "confirmed", "wait", "waited", "expect", "expected", "hope",
    "hoped", "prefer", "preferred", "called", "named", "labeled", "labelled", "titled", "filed", "locked", "synced",
    "included", "noted", "mentioned", "said", "told", "explained", "reported", "listed", "counted", "compared",
    "matched", "scanned", "selected", "chose", "chosen", "picked", "left", "kept", "stayed", "failed", "spotted",
    "located", "reviewed", "inspected", "browsed", "visited", "explored", "launched", "returned", "showed", "shown",
    "displayed", "loaded", "received", "missed", "wondered", "considered", "planned", "intended", "needed",
    "located", "identified", "detected", "recognized", "recognised", "understood", "learned", "learnt", "followed",
    "tested", "entered", "asked", "answered", "replied", "responded", "happened", "occurred", "existed", "remained",
    "belonged", "contained", "involved", "required", "allowed", "supported", "offered", "provided", "worked",
    "started", "ended", "stopped", "continued", "proceeded", "switched", "moved", "scheduled", "dated", "timed",
    "signed", "headed", "landed", "zoomed", "swiped", "dragged", "held", "long", "pulled", "pushed",
    "double", "triple", "expanded", "collapsed", "refreshed", "reloaded", "waited", "paused", "limited", "based",
    "used", "owned", "linked", "related", "connected", "interested", "concerned", "pleased",
    "surprised", "sorry", "glad", "afraid", "tired", "confused", "stuck", "able", "unable", "done", "finished",
    "viewed", "examined", "accessed", "queried", "filtered", "skimmed", "glanced", "rechecked", "observed",
    "watched", "consulted", "hovered", "exited", "figured", "wondered", "supposed", "suspected", "feared",
    "worried", "reckoned", "imagined", "presumed", "concluded", "determined", "discovered", "recalled",
    "remembered", "forgot", "forgotten", "promised", "apologized", "apologised", "described", "clarified",
    "summarized", "summarised", "calculated", "estimated", "measured", "assessed", "evaluated", "analyzed",
    "analysed", "ensured", "focused", "skipped", "ignored", "avoided", "refrained", "hesitated", "noticed",
    "preferred", "guessed", "mistook", "misunderstood", "overlooked", "missed", "lost", "doubted",
    "affected", "corrupted", "damaged", "impacted", "harmed", "broken", "expired", 
    "need", "do", "does", "did", "be", "been", "was", "were", "is", "are", "have", "has", "had", "not", "it",
    "them", "this", "that", "anything", "nothing", "any", "the", "a", "an", "to", "so", "yet", "even", "really",
}
_BETWEEN = {"have", "had", "has", "just", "also", "then", "finally", "successfully", "already", "now", "quickly",
            "manually", "both", "all", "simply", "actually", "since", "again", "only", "instead", "further"}
_OBJECT_START = re.compile(r"(the|your|a|an|it|them|this|that|these|those|all|my|his|her|their|both|ent\d+)\b")
# A present passive reporting a result: "is renamed", "are all deleted", "is now booked for friday" --
# of the verbs whose participle is no state a record is kept in ("is enabled", "is set", "it's saved as
# a draft", "is pinned", "is shared with you" are states).
_PRESENT_PASSIVE = re.compile(r"\b(is|are)\s+((?:now|all|both|successfully|also)\s+){0,2}(\w+)"
                              r"(?=\s*$|\s+(for|from|to|in|into|on|at|with|and|as|under)\b)")
_RESULT_PARTICIPLES = {"deleted", "removed", "erased", "cleared", "trashed", "renamed", "moved", "replaced", "updated",
                       "changed", "booked", "rescheduled", "posted", "attached", "uploaded", "sent", "added", "unpinned",
                       "unfollowed", "unsubscribed", "renewed", "extended", "merged", "emptied", "restored"}
# Idioms of a deed done: "i ended up cancelling it", "went ahead and", "took care of it", "it has been
# taken care of / dealt with / handled / sorted out".
_DONE_IDIOM = re.compile(r"\b(i|we) (have |had )?(ended up|wound up|got around to|finally got to) \w+ing\b"
                         r"|\b(i|we) (have |had )?(took|taken) care of\b"
                         r"|\b(has|have|had) been (taken care of|dealt with|handled|sorted out|sorted|seen to)\b"
                         r"|\b(is|are|was|were) (now |all )?(taken care of|dealt with|sorted out)\b")
# A state reported as the one asked for: "location is disabled, as requested", "it's off now, as you asked".
_STATE_AS_ASKED = re.compile(rf"\b(is|are)( now)? ({L.STATE_WORDS})\b.*\bas (you )?(requested|asked|wanted|instructed)\b")
# The agent as the doer of a passive: "was unstarred by me".
_BY_ME_EN = re.compile(r"\b(was|were|has been|have been|got) (\w+) by (me|us|myself)\b")
# Nothing had it done to it: "no posts were liked", "none of the photos got starred".
_NONE_PASSIVE = re.compile(r"\b(no|none of the|none of|nothing)( \w+){0,3}? (was|were|got|has been|have been)( \w+)?? (\w+)\b")
# Kept as it was: "stays as it was", "remains untouched", "was left as is".
_KEPT_EN = re.compile(r"\b(stays|stayed|remains|remained|is left|was left|were left|are left) (as it was|as they were|as is|"
                      r"unchanged|untouched|the same|intact)\b")
_SUBJECTS = {"he", "she", "they", "it", "you", "who", "which", "that", "there"}
_REGULAR_PAST = re.compile(r"[a-z]{2,}(ed)")
_MODAL_BEFORE = re.compile(r"\b(would|will|should|could|can|might|may|must|to|shall|want|going|plan|about)\s+"
                           r"((not|have|be|just|also|then|already|now|both|all)\s+){0,3}$")


def is_past_form(word: str) -> bool:
    """A past tense or participle by form: regular "-ed" (``renewed``, ``pinned``) or
    ``IRREGULAR_PAST`` (``sent``); never one of ``NOT_ACTIONS``."""
    return word not in NOT_ACTIONS and (word in IRREGULAR_PAST or (
        len(word) > 4 and bool(_REGULAR_PAST.fullmatch(word)) and not word.endswith("eed")))


def _guarded(s: str, start: int) -> bool:
    """A quoted request, a modal, a conditional or a negation reaches the verb at ``start``."""
    before = s[:start]
    return bool(_MODAL_BEFORE.search(before) or re.search(r"\b(if|whether|unless|asked|wanted|told|please)\b", before)
                or re.search(r"\b(not|never|no|nothing)\b(\s+\S+){0,3}\s*$", before))


def _offsets(toks: list[str]) -> list[int]:
    out, at = [], 0
    for t in toks:
        out.append(at)
        at += len(t) + 1
    return out


def read_english_forms(s: str, found: set, claim) -> None:
    """Add DID / DID_NOT read by form from the analysis form ``s`` to ``found`` (``claim`` is
    the :class:`~verifiers.claim_rules.Claim` enum); see the module docstring."""
    if not s or re.search(r"[\u4e00-\u9fff]", s):
        return
    toks = s.split()
    at = _offsets(toks)
    did = False
    for i, t in enumerate(toks):
        if t not in ("i", "we"):
            continue
        j = i + 1
        while j < len(toks) and j - i <= 3 and toks[j] in _BETWEEN:
            j += 1
        if (j < len(toks) and toks[j] not in L.ACTION_FORMS and is_past_form(toks[j])
                and not _guarded(s, at[j])):
            did = True   # "i renewed that one", "we have pinned it"
    for i, t in enumerate(toks):
        starts = i == 0 or toks[i - 1] == "and" or (toks[i - 1] == "then" and (i == 1 or toks[i - 2] == "and"))
        first_person = bool(i) and toks[0] in ("i", "we") and not any(w in _SUBJECTS for w in toks[1:i])
        if (starts and t not in L.ACTION_FORMS and is_past_form(t) and _OBJECT_START.match(" ".join(toks[i + 1:i + 2]))
                and (i == 0 or did or first_person or claim.DID in found) and not _guarded(s, at[i])):
            did = True   # "posted your comment on X and liked it too", "i have gone ahead and duplicated it"
    for m in _DONE_IDIOM.finditer(s):
        if not _guarded(s, m.start()):
            did = True   # "i ended up cancelling the meeting", "it has been taken care of"
    for i, t in enumerate(toks[:-1]):
        if (t in ("stopped", "quit") and toks[i + 1].endswith("ing") and i and toks[i - 1] in ("i", "we")
                and toks[i + 1] not in NOT_ACTIONS and not _guarded(s, at[i])):
            did = True   # "i stopped following the playlist": unfollowed
    for m in _PRESENT_PASSIVE.finditer(s):
        verb = m.group(3)
        if (verb in _RESULT_PARTICIPLES and not re.search(r"\b(not|no|never|still|if|whether)\b", s[:m.end()])
                and not re.search(r"\b(already|before|by you|by someone|automatically)\b", s)):
            did = True   # "the file is renamed", "all are deleted", "your table is booked for friday"
    for m in _BY_ME_EN.finditer(s):
        if (L.ACTION_FORMS.get(m.group(2)) == "past" or is_past_form(m.group(2))) and not _guarded(s, m.start()):
            did = True   # "'visa' was unstarred by me a minute ago"
    if _STATE_AS_ASKED.search(s) and not re.search(r"\b(not|already|still)\b", s):
        did = True   # "location is disabled, as requested": the state the request asked for, now
    if did and claim.DID_NOT not in found:
        found.add(claim.DID)
    for m in _NONE_PASSIVE.finditer(s):
        if m.group(5) not in L.ACTION_FORMS and is_past_form(m.group(5)):
            found.add(claim.DID_NOT)   # "no posts were liked", "none of the photos got starred"
    if _KEPT_EN.search(s):
        found.add(claim.DID_NOT)   # "'visa' stays as it was"
    for m in re.finditer(r"(?:^|\b(?:i|we)\s+(?:(?:also|just|still|then|really)\s+)?)(did|do|have|had) not\s+((?:just|even|yet|actually|really)\s+)?(\w+)"
                         r"(?=\s+(it|them|this|that|anything|any|the|a|an|ent\d+|your|those|these)\b)"
                         r"|\bnever\s+(\w+)(?=\s+(it|them|this|that|anything|any|the|a|an|ent\d+|your)\b)", s):
        verb = m.group(3) or m.group(5)
        if verb in L.ACTION_FORMS or verb in NOT_ACTIONS or re.search(r"\b(if|whether)\b", s[:m.start()]):
            continue
        if m.group(5) and not is_past_form(verb):
            continue
        found.add(claim.DID_NOT)   # "i did not repost anything", "i did not ent0 anything", "never pinned it"


# --- Chinese -------------------------------------------------------------------------------------
_CJK = r"[\u4e00-\u9fff]"
_BA = re.compile(r"(已经|已|都)\s*(帮你|帮您|为你|为您|替你|替您|给你|给您)?\s*(把|将|给)(?!\s*(你|您)?\s*(看|说|讲|解释|确认))")
_NEG_RESULT = re.compile(rf"(还没有|还没|没有|没|未)\s*(能)?\s*(?!法|办法)({_CJK})(到|出去|出来|上|成|好|完|掉|进去|进|通|着)"
                         r"(?!\s*(的|过|前|后))")
# 还没/尚未 + a verb: not done yet (but not what others do: 他还没回复, nor what the agent has not seen: 还没找到)
_NOT_YET = re.compile(r"(还没有|还没|尚未|还未)\s*(?!找|看|发现|见|查|搜|收到|回复|回|答复|同意|接|读|确认|到|反应|响应|有)"
                      rf"{_CJK}")
_LOOK = set("找看见查搜听收等想觉得知认记遇碰用注意识轮来回受")
# the agent + 把/将 + its object + a verb + 了: 我帮你把“学习”歌单里的歌都打乱了顺序
_AGENT_BA = re.compile(rf"(我们|我|帮你|帮您|替你|替您|为你|为您)\s*(也|都|先|刚|刚刚|刚才)?\s*(帮你|帮您)?\s*(把|将)"
                       rf"[^。！？；，]{{1,30}}?{_CJK}\s*(了|啦|喽|咯)")
# the agent + 给你/帮你 + a verb + 了 (no 把): “出租车”那笔我给你撤回了, “健身”闹钟我给你停了
_AGENT_FOR_YOU = re.compile(rf"(我|已经|已)\s*(给你|给您|帮你|帮您|替你|替您|为你|为您)\s*({_CJK}{{1,2}}?)\s*(了|啦|好了|掉了|完了)"
                            r"(?![\u4e00-\u9fff]{0,2}(吗|吧))")
# the agent as the doer of a passive: “周报”已经被我归到“工作”了
_BY_ME = re.compile(rf"被\s*(我|我们)\s*(给|帮你|替你)?\s*{_CJK}")
# An English verb inside Chinese (code-switching): Visa 已 archive, 我把 Visa 给 unpin 了, Gym 本来就没 pin.
_EN_IN_ZH_DONE = re.compile(r"(已经|已)\s*([a-z]{3,})\b|[把将][^。，；！？]{1,24}?(给)?\s*([a-z]{3,})\s*(了|啦|掉了|好了)")
_EN_IN_ZH_BEFORE = re.compile(r"(本来|原本|原来|之前|早)就\s*(没有?|未)\s*([a-z]{3,})\b")
# an attempt, then its verb not achieved: 我试着删了两次都没删掉, 尝试了几次还是没改成
_ATTEMPT_FAILED = re.compile(rf"(试着|试图|尝试|试了)[^。！？；]{{0,20}}?(没有?|未|都没|还是没)\s*(能)?\s*{_CJK}(掉|成|上|好|到|动|开|了)")
_CANNOT_FORM = re.compile(rf"({_CJK})不(了|掉|动|成|上|开|进去|出去)(?!解|是|多|少)")
_CANNOT_EXEMPT = set("先也就都还再并又我你您他她它们且而则却才很太更最别只会能要暂") | {"大", "少", "免", "说", "算", "比", "差", "对", "看", "听", "怪", "受", "忘", "靠", "来", "顾", "谈",
                  "想", "睡", "吃", "要", "用", "找", "查", "搜"}
# Verbs of telling, listing, comparing and looking after 把/给: no deed on the record (我已经把情况告诉你了,
# 把步骤写在下面了, 对比了一下, 给你列了一下).
_TELL_OR_LOOK = re.compile(r"告诉|说明|解释|讲|列|对比|比较|比对|核对|看|查|翻|找|检查|确认|浏览|搜|写在(下面|这里|上面|下方)"
                           r"|一下|汇报|总结|整理如下")
_ZH_GUARD = re.compile(r"(要|会|想|可以|能|打算|准备|需要|请|让我|叫我|要我|吗|如果|要是|是否)")


def read_chinese_forms(s: str, found: set, claim, requested, other_agent) -> None:
    """Add DID / DID_NOT / CANNOT read by form from the Chinese clause ``s`` (its hedged parts
    dropped) to ``found``; ``requested(i)`` says whether offset ``i`` is inside a request quoted
    back, ``other_agent(before)`` whether the user or someone else is the subject there. See the module docstring."""
    if not re.search(_CJK, s):
        return
    for m in _BA.finditer(s):
        before = s[:m.start()]
        if (re.search(r"(没有|没|未|不)\s*$", before) or _ZH_GUARD.search(s[max(0, m.start() - 6):m.start()])
                or requested(m.start()) or not re.search(_CJK, s[m.end():]) or (not m.group(2) and other_agent(before))
                or _TELL_OR_LOOK.search(re.split(r"[，。；！？]", s[m.end():])[0])):
            continue
        if claim.DID_NOT not in found and claim.CANNOT not in found:
            found.add(claim.DID)
    for m in _AGENT_BA.finditer(s):
        if not (re.search(r"(没有|没|未|不)\s*(能)?\s*$", s[:m.start(4)]) or requested(m.start())
                or _ZH_GUARD.search(s[m.start():m.start(4)]) or claim.DID_NOT in found or claim.CANNOT in found
                or _TELL_OR_LOOK.search(m.group())):
            found.add(claim.DID)   # 我帮你把歌都打乱了顺序
    for m in _AGENT_FOR_YOU.finditer(s):
        if not (re.search(r"(没有|没|未|不)\s*$", s[:m.start()]) or requested(m.start()) or m.group(3) in _LOOK
                or _TELL_OR_LOOK.search(m.group(3) + s[m.end():m.end() + 2])
                or _ZH_GUARD.search(s[max(0, m.start() - 4):m.start()]) or claim.DID_NOT in found):
            found.add(claim.DID)   # 我给你撤回了
    for m in _BY_ME.finditer(s):
        if not (re.search(r"(没有|没|未|不)\s*$", s[:m.start()]) or requested(m.start())
                or _ZH_GUARD.search(s[max(0, m.start() - 6):m.start()])):
            found.add(claim.DID)   # 被我归到“工作”了: I did it
    for m in _NEG_RESULT.finditer(s):
        if m.group(3) in _LOOK or requested(m.start()) or re.match(r"\s*有", s[m.start(3):]):
            continue
        if m.group(4) == "好" and not (m.group(1).startswith("还") or "我" in s[max(0, m.start() - 3):m.start()]):
            continue   # SIM 卡没插好: a state of the card, no action of the agent's (but 我没设好, 还没改好)
        found.add(claim.DID_NOT)   # 还没拨出去, 没有拍到照片, 附件没加上
        if m.group(4) == "成":
            found.add(claim.CANNOT)   # 照片没拍成: the attempt did not come off
    for m in _NOT_YET.finditer(s):
        if requested(m.start()) or other_agent(s[:m.start()]):
            continue
        found.add(claim.DID_NOT)   # 还没打电话, 尚未提交
    for m in _EN_IN_ZH_DONE.finditer(s):
        verb = m.group(2) or m.group(4)
        if (L.ACTION_FORMS.get(verb) in ("base", "past") and not requested(m.start())
                and not re.search(r"(没有|没|未|不)\s*$", s[:m.start()]) and not other_agent(s[:m.start()])
                and not _ZH_GUARD.search(s[max(0, m.start() - 4):m.start()])):
            found.add(claim.DID)   # Visa 已 archive, 我把 Visa 给 unpin 了
    for m in _EN_IN_ZH_BEFORE.finditer(s):
        if L.ACTION_FORMS.get(m.group(3)) in ("base", "past"):
            found.add(claim.ALREADY)   # Gym 本来就没 pin: not so before the request
    if (m := _ATTEMPT_FAILED.search(s)) and not requested(m.start()):
        found.discard(claim.DID)
        found |= {claim.CANNOT, claim.DID_NOT}   # 我试着删了两次都没删掉: tried, did not come off
    for m in _CANNOT_FORM.finditer(s):
        if m.group(1) in _CANNOT_EXEMPT or requested(m.start()):
            continue
        found.add(claim.CANNOT)   # 拨不出去, 点不动, 加不上
