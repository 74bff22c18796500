"""Rules across clauses for :mod:`verifiers.claims`: what a later clause does to an earlier
one, and which entity of a clause a count is about. In English and Chinese.

* **Self-correction**: "I deleted groceries.md. Correction: groceries.md was never there",
  "I moved Meeting notes. Actually, I need to correct that: the move failed",
  "我删掉了groceries.md。更正一下：groceries.md其实根本不存在". A correction (a clause starting
  with "correction", "actually", "in fact", "wait", "scratch that", "sorry", 更正, 纠正, 修正,
  其实, 实际上, 事实上, 不对, or containing "I need to correct", "I was wrong", "I misspoke",
  "I made a mistake", 说错了, 搞错了, 弄错了) replaces what the answer said before about the
  entities the correction is about: the earlier clauses' claims about them are withdrawn. Its
  reach is the rest of its sentence (and the next sentence when the marker stands alone:
  "Correction." / "更正一下。"); the entities it is about are those its clauses name or refer
  to, or, when they name nothing ("Actually, I need to correct that: the move failed"), those
  the sentence before made claims about, which its claims are then about. It withdraws what earlier sentences said, never what the user said quoted back ("你说
  有3个版本的烩饭，其实有4个": 其实 answers the user). A correction about nothing said before
  changes nothing ("“健身”歌单里其实有12首歌").
* **Counts are about the group**: "Your Desserts category holds 5 recipes rather than 4:
  Brownies, Tiramisu, ..." and "“甜点”分类下有5个菜谱，不是4个：布朗尼、提拉米苏…" say the
  number of Desserts differs, not anything about Tiramisu. A count claim is about the
  entities named before its first number, when there are any; the ones listed after it are
  members. And a count clause whose verb has no first-person agent describes what is there
  ("Alice Chen has three phone numbers saved, not two", "陈爱丽存了三个号码，不是两个"): its
  verb is the state counted, no action of the agent.
* **A report's opener gives way to its items**: "ALL DONE!! BLUETOOTH ON. NFC WAS ALREADY
  ON SO I LEFT IT. HOTSPOT CAN'T BE ENABLED", "Updated contacts:\\n- Carla Wu: no such
  contact", "搞定！…Hotspot 你的套餐不支持，开不了". A general DID in the answer's first
  sentence ("Done!", "All set", "搞定", a heading "Updated contacts:") sums up the report
  (a general DID later on, "I did update the baking time though", still counts for every
  entity); for an entity whose own clauses
  say it was not done (not there, already so, cannot, not done) and never that it was done,
  the opener says nothing: the careful reader (two blind labellers, issue 25) takes the
  item's own report. For an entity the report says nothing else about, the opener still
  counts (:func:`verifiers.claims.claims_about`).
* **A note on a state**: "蓝牙：开（原为关）" -- a state and, in brackets, the opposite one it
  had before -- reports a change (DID); "蓝牙：开（原为开）" that it was so (ALREADY).
  (In English the note stays in its clause: "WIFI: ON (WAS OFF)", read by the clause rules.)
  "Bluetooth: ON (unchanged)", "NFC: enabled (no change)" and "蓝牙：开（未变）" are a state and no
  change: ALREADY and DID_NOT, and "enabled" there is no action; so is any value with such a
  note ("Font size: Large (no change needed)", "字体：大（未变）").
* **A value before and after an arrow**: "Font size: Default → Large", "自动旋转：关 → 开" report a
  change (DID) when the two differ and claim nothing themselves ("Parking: searched → not
  found" is NOT_EXIST only); the same value twice ("Large → Large") is ALREADY and DID_NOT.
"""

from __future__ import annotations

import re
from typing import Iterable

from verifiers import claim_lexicon as L
from verifiers.claim_rules import Claim, Clause

__all__ = ["CORRECTION", "apply_corrections", "scope_counts", "opener_gives_way", "state_notes"]

CORRECTION_START = re.compile(
    r"^((and|but|so|oh|oops|sorry|ok|okay|um|hmm) )*(correction|actually|in fact|wait|scratch that|my mistake|"
    r"my bad|to be precise|i mean)\b"
    r"|^(但是?|不过|哦|噢|抱歉|不好意思)?\s*(更正|纠正|修正|订正|其实|实际上|事实上|不对|等等|等一下|等下|且慢|说错了|哦不)")
# A correction that also withdraws what its own sentence said before it ("7:00 的闹钟我已经设好了——不对，
# 其实是您本来就设过", "I moved it -- wait, no, I moved the copy"): a marker of a mistake, not "actually".
CORRECTION_STRONG = re.compile(
    r"^((and|but|so|oh|oops|sorry|ok|okay|um|hmm|no) )*(correction|wait|scratch that|my mistake|my bad)\b"
    r"|^(但是?|不过|哦|噢|抱歉|不好意思)?\s*(更正|纠正|修正|订正|不对|等等|等一下|等下|且慢|说错了|哦不)")
CORRECTION_ANY = re.compile(
    r"\b((i|we) (need|have|want) to correct|let me correct|correct (myself|that|my earlier|what i said)|"
    r"(i|we) (was|were) wrong|(i|we) misspoke|(i|we) made a mistake|that was (wrong|not right|incorrect|a mistake)|"
    r"i (said|wrote) that by mistake)\b|更正|纠正|说错了|搞错了|弄错了|写错了"
    # the action itself done wrong: 移错了, 删错了, 改错了
    rf"|({L.ZH_ACT}|{L.ZH_ACT_CHAR})错了")
CORRECTION = re.compile(CORRECTION_START.pattern + "|" + CORRECTION_ANY.pattern)
# What the user said or believed, quoted back: no claim of the agent's to correct.
USER_QUOTED = re.compile(r"\byou (said|mentioned|thought|expected|assumed|believed|asked|told)\b"
                         r"|(你|您)(说|提到|以为|认为|觉得|问)")
# A first-person agent in a clause: "I", "we", 我.
_AGENT = re.compile(r"\b(i|we)\b|我")
# The first number of a clause (digits, an English number word, a Chinese numeral with a classifier).
_NUMBER = re.compile(r"(?<![a-z\d])\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozen)\b"
                     r"|[一二两三四五六七八九十百]+\s*(条|笔|个|项|次|张|份|种|类|首|则|位|道|篇|件|封|本|部|段|台|只|名|组)")
_NOT_DONE = {Claim.NOT_EXIST, Claim.ALREADY, Claim.CANNOT, Claim.DID_NOT}
# A correction that only names what was meant: "I deleted Parking -- sorry, I mean Taxi",
# "我删了停车费，不对，是出租车": the clause before is about the name given now.
SUBSTITUTION = re.compile(r"^((oh|oops|sorry|sorry again|no|er|uh) )*(i mean|i meant|rather|that is|make that)"
                          r"( ent\d+)+$|^(哦|噢|抱歉|不好意思|不对|说错了)?\s*(我是说|我的意思是|应该是|是)(\s*ent\d+)+$")


def apply_corrections(clauses: list[Clause], other: int) -> None:
    """Withdraw the claims of earlier clauses about what a later correction is about (see the
    module docstring). ``other`` is the subject index of "another one", never corrected."""
    for k, c in enumerate(clauses):
        if k and not c.question and c.named and SUBSTITUTION.match(c.form):
            j = k - 1
            while j and not clauses[j].claims and re.fullmatch(r"(oh|oops|sorry|no|wait|不对|说错了|抱歉|不好意思|等等)+",
                                                               clauses[j].form.replace(" ", "")):
                j -= 1   # "…，不对，是出租车": past the bare marker
            before = clauses[j]
            if before.claims and not before.question and other not in before.subjects:
                before.subjects = c.named
            continue
        if not k or c.question or not CORRECTION.search(c.form):
            continue
        region = [d for d in clauses[k:] if d.sentence == c.sentence]
        if len(region) == 1 and not c.claims:
            region += [d for d in clauses[k + 1:] if d.sentence == c.sentence + 1]
        corrected = {i for d in region for i in d.subjects if i != other}
        if not corrected and any(d.claims for d in region):
            # "I moved Meeting notes. Actually, I need to correct that: the move failed": what the
            # sentence before was about, and what the correction now says of it
            corrected = {i for d in clauses[:k] if d.sentence == c.sentence - 1 and d.claims
                         for i in d.subjects if i != other}
            for d in region:
                d.subjects = d.subjects or tuple(sorted(corrected))
        if not corrected:
            continue
        # ("我删了停车费，不对，是出租车" only names what was meant: SUBSTITUTION)
        strong = bool(CORRECTION_STRONG.search(c.form)) and not any(SUBSTITUTION.match(d.form) for d in region)
        for d in clauses[:k]:
            if (d.sentence == c.sentence and not strong) or USER_QUOTED.search(d.form):
                continue   # "你说有3个版本的烩饭，其实有4个": 其实 answers the user, it corrects nothing
            hit = corrected & set(d.subjects)
            if not hit or not d.claims:
                continue
            rest = tuple(i for i in d.subjects if i not in hit)
            if rest:
                d.subjects = rest   # "I completed A and B. Correction: B wasn't completed": still about A
            else:
                d.claims = set()


def scope_counts(c: Clause, other: int) -> None:
    """A count claim's group (the entities named before the clause's first number; ``other``,
    a group the answer does not name, when it names none before the number and lists its
    members after a colon: "我只找到了2条：“日记1”和“日记2”", "I found only 2: Taxi and Gym") and no
    action read from the counted state (see the module docstring)."""
    if Claim.COUNT_DIFFERS not in c.claims:
        return
    if Claim.DID in c.claims and not _AGENT.search(c.claim_form):
        c.claims.discard(Claim.DID)   # "Alice Chen has three numbers saved, not two"
    m = _NUMBER.search(c.form)
    if not m or not c.named:
        return
    group = tuple(dict.fromkeys(int(i) for i in re.findall(r"\bent(\d+)\b", c.form[:m.start()])))
    if group and len(c.named) >= 2:
        c.count_subjects = group
    elif not group and re.search(r"(?<![a-z])\d[^:：]*[:：]|[一二两三四五六七八九十][^:：]*[:：]", c.text):
        c.count_subjects = (other,)   # the members listed after the count


def opener_gives_way(own: Iterable[Claim], general: set[Claim]) -> set[Claim]:
    """The general claims that count for an entity with ``own`` claims: a general DID (a
    report's "Done!") does not when the entity's own clauses say it was not done and never
    that it was."""
    own = set(own)
    if Claim.DID in general and own & _NOT_DONE and Claim.DID not in own:
        return general - {Claim.DID}
    return general


def state_notes(clauses: list[Clause]) -> None:
    """A bracketed note of the state before ("（原为关）") after a state ("蓝牙：开"): DID when it
    differs, ALREADY when it is the same (see the module docstring)."""
    for k, c in enumerate(clauses):
        if not c.question and L.VALUE_UNCHANGED.match(c.text.strip()):
            c.claims -= {Claim.DID}   # "Font size: Large (no change needed)": a value that was so, nothing done
            c.claims |= {Claim.ALREADY, Claim.DID_NOT}
            c.no_need = True
        m = L.VALUE_CHANGE.match(c.text.strip())
        if m and not c.question and not c.claims:
            if m.group("a").strip().casefold() != m.group("b").strip().casefold():
                c.claims.add(Claim.DID)   # "Font size: Default → Large": the old value and the new one
            else:
                c.claims |= {Claim.ALREADY, Claim.DID_NOT}   # "Font size: Large → Large"
                c.no_need = True
        if (k and c.bracket and clauses[k - 1].sentence == c.sentence and L.UNCHANGED_NOTE.match(c.claim_form)
                and L.ITEM_STATE.match(clauses[k - 1].claim_form)):
            clauses[k - 1].claims.discard(Claim.DID)   # "NFC: enabled (no change)": a state, no action
            clauses[k - 1].state = True
        m = L.WAS_STATE_ZH.match(c.claim_form)
        if not (m and k and c.bracket and clauses[k - 1].sentence == c.sentence and clauses[k - 1].state):
            continue
        now = L.ITEM_STATE.match(clauses[k - 1].claim_form)
        if now:
            changed = bool(L.ON_ZH.search(now.group())) != bool(L.ON_ZH.fullmatch(m.group("state")))
            c.claims.add(Claim.DID if changed else Claim.ALREADY)
