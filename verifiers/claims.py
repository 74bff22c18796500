"""What an agent's free-text answer claims, in English, Chinese or a mix of both.

The answer is split into clauses, each clause is checked against small rule sets (word
lists and patterns in :mod:`verifiers.claim_lexicon`, the action verbs of every kind of app
operation in :mod:`verifiers.claim_verbs`), and each clause is attributed to the task
entities it names, refers back to with a pronoun, or is an item of (:mod:`verifiers.
claim_items`); rules across clauses (self-corrections, counts of a group, a report's opener)
are :mod:`verifiers.claim_discourse`'s. Traditional Chinese is read as simplified
(:mod:`verifiers.hanzi`). Deterministic, rule-based, offline.

>>> sorted(c.value for c in claims("I couldn't find Taxi, so nothing was deleted."))
['did_not', 'not_exist']
>>> [(s.claim.value, s.subjects) for s in statements("I deleted B, but A wasn't there", ["A", "B"])]
[('did', ('B',)), ('not_exist', ('A',))]
>>> sorted(c.value for c in claims_about("我删除了Lunch，但是没有找到Yoga", "Yoga", ["Lunch"]))
['not_exist']
>>> sorted(listed("Food and Travel are available, Pets is not", ["Food", "Travel", "Pets"]))
['Food', 'Travel']
>>> sorted(c.value for c in explicit_claims_about("Done! I deleted B, A wasn't there.", "A", ["A", "B"]))
['not_exist']

How a clause is read:

* **Clauses** end at ``. ! ? ;`` (and 。！？；), newlines, commas (，), colons and dashes, and
  before "but", "however", "although", "though", "whereas", "while", "because", before
  "and"/"so" followed by a new subject ("and I deleted it"), and before 但是/但/不过/可是/
  然而/而/所以/因此/因为. A comma-separated piece without any verb, negation or other
  predicate word ("B or C" in "I couldn't find A, B or C") is a list item and stays with
  its neighbour, and so does a piece that only corrects a count ("There are two events
  called Dentist, not one", "有5个菜谱，不是4个").
* **Negation** reaches leftwards from a verb over at most six words and stops at a new
  subject or conjunction ("Taxi doesn't exist so I deleted Gym": "deleted" is not negated);
  "deleted nothing" negates from the right. "nothing else was changed" says nothing about
  the task's own action.
* **No claim** is read from a question ("Should I delete Taxi?", "Did you mean Taxis?",
  "要删除吗"), from the antecedent of a conditional ("If it existed, ..."), or from the
  user's request quoted back ("You asked me to delete Taxi", "I was asked to turn it on",
  "您让我打开蓝牙") -- but "I deleted it as you asked" is DID. A modal or infinitive is not
  an action done ("I would delete it", "I will turn it on", "to be deleted"; "to" before a
  noun is a preposition: "The SMS to Bob was sent" is DID), nor is an action in an open
  question ("I could not confirm whether Taxi was deleted"). A disjunction ("Either it was
  never created or it was deleted") and a statement denied as a whole ("It isn't true that
  Taxi doesn't exist", "It's not that I couldn't find him", "并不是说晨会不见了", "并不是没有健身
  闹钟") claim nothing; "not not" cancels ("I didn't not delete it"). Nor does the user's
  word or belief quoted back as a clause ("You said Green curry was missing, but it isn't",
  "你说有3个版本的烩饭"; its number still counts, see Counts); a request naming its object
  ("你想精简的那道辣肉酱，现在…减到10种了": the dish you wanted trimmed) quotes nothing.
* **Hedges** claim nothing (read by :mod:`verifiers.claim_hedging`; the cue words are
  :mod:`verifiers.hedges`', shared by every answer check): "Taxi may not exist", "it might already be on", "maybe/perhaps/possibly/
  probably ...", "it could be that ...", "I'm not sure whether ...", "I think"/"I believe"/
  "I'd guess", "可能不存在", "也许已经删除了", "不确定是否存在", "我觉得", "应该没有", a clause-final
  吧. An English hedge covers its part of the clause (back to "which"/"and"/"so"/..., on to
  the next "and"/"so"/"because"/...: "I deleted Taxi, which may have been a duplicate" is
  DID); a Chinese one its clause. A bare hedge ("not sure", "or maybe it does", "我不确定")
  or an appended alternative ("..., or maybe it is in another folder?", "或者可能在别的文件夹")
  covers the clauses of its sentence before it, back to a "but", or else the clause after
  it ("Not sure, but I think I deleted it"). A firm statement in another sentence still
  counts. "seems"/"appears"/"似乎"/"好像" and a polite "I'm afraid"/"恐怕" are not hedges;
  "May" next to a day number or after "in"/"on" is the month.
* **Inability**: "can't/cannot/unable to/not possible/不支持/无法/删不掉/做不了" with an action
  is CANNOT, and so is a missing means ("there is no option to export", "no delete option",
  "no SIM card", "no signal", "isn't available on this device", 找不到NFC开关, "没有按位置自动
  开启勿扰模式的选项", 应用不让移动; but "doesn't appear to exist on this device" is NOT_EXIST); in
  the past tense ("I couldn't delete it", "was unable to", "wasn't possible to", "the app
  wouldn't let me", "Deleting Taxi failed", "the move failed", "没能删除", an attempt that did
  not succeed: 我试着重命名，…，没有成功, 没删成功, or one met with an error: 删不了，提示“无权限”)
  it is also DID_NOT, and so is its consequence ("so it's still there", "所以它还在列表里"); an
  action not done next to an error ("wasn't completed -- the app threw an error", "没完成，
  应用报错了") is also CANNOT. "can't find"/"无法找到" is NOT_EXIST.
* **Not there** in Chinese: 没有找到/找不到/不存在/没有这笔, 没有 + a record noun a few
  characters on ("没有出租车支出"), and by structure 没有 + (任何) + 关于/叫/名为/标题为/与…相关
  + a name of any length + 的 + a noun ("Cooking 里没有关于 Lisbon trip budget 的笔记",
  "没有任何名为 X 的联系人"). A verb right after 没有 is an action not done ("我没有删除关于 X
  的笔记": DID_NOT), and "没有(关于 X 的)笔记被删除" says only that nothing was deleted.
* **Already**: "already" with a state ("Bluetooth is already on", "Taxi already exists", "it
  already repeats Monday through Friday", "seems to already include garlic", "蓝牙已经是开着
  的", "本来就开着", "已经存在了", "本来就有", "本来就写的是500克", "在我操作前就已经删掉了") or a
  state before the request ("was on to begin with"), and a plain state next to "so no change was needed" / "不需要" / "无需". "I
  have already turned it on" is DID, "it was not already on" is not ALREADY, and "was off
  before, now it's on" is DID only. Hedged ("it may already be on") says nothing. In Chinese,
  本来就/之前就/早就/早已 + any action verb was done before the request ("这个号码本来就已经保存了",
  "这笔支出早就记录了", "之前就记过了", "蓝牙早已关闭"), unless 我 is its subject ("我之前就已经删除了"
  is DID); so is an agentless 已经…过 ("这个号码已经存过了"), and a holder (a name, a number,
  这个…) before 已经 + 保存/存 + what it holds ("Alice 已经存了 555-0123", "Alice 已经保存了这个
  号码"), while "我已经保存了 555-0123" and "已经保存了 555-0123" (no holder) are DID. "我发现/我
  看到 ..." names no agent of what follows ("我发现这个号码已经保存过了" is ALREADY).
* **Records made before**: a participle followed by a date describes the existing record, not
  an action of the agent ("Phone case, $21.00, logged on 12 October 2023", "created on Oct 12
  at 2:15 PM", "已于2023年10月12日记录", "记录于10月12日"); next to "I didn't add it" (same or
  next sentence) it is ALREADY (also "记录于2023-10-12": a date may touch Chinese text).
  The user as the subject of a past action with a time ("You logged this on October 12",
  "you added it yesterday", "您在10月12日记录了", "您之前记录过") is ALREADY, never DID; so
  is an existing identical record ("I found an identical expense", "it's a duplicate",
  "找到了一笔相同的支出") and an agentless 已经…过 ("这笔支出已经记录过了"); someone else as the
  agent ("created by your manager", "已经被Jamie勾掉了", "你1号就完成了") is never DID. A date +
  的 names the record, it does not date it ("3月3日的“看牙医”已经改到下午4点了" is DID). "I
  added it on May 3" (first person) and "Added Phone case, ..., on October 20" stay DID; a
  holder's state ("Alice Chen has three numbers saved") is no action.
* **Done** in Chinese also by a verb of result and its object before the closing 了/啦
  ("把“买牛奶”改成“买燕麦奶”啦", "挪到周二下午3点了", "改名为“待办事项”了"), a particle standing
  for 了 ("深色模式已经帮你开啦", "记好啦", "删掉了喔"), and the cleft "——我删掉的"; and "is now
  called X", "now has 10 ingredients", "现在叫“松软松饼”" are the result of an edit.
* **Counts**: "only 2", "2, not 3", "instead of 3", "只有两条", "不是三笔", "没有三条", or the user's
  number quoted back ("you said 5", "您说的是三条", "你说购物清单里有9项") beside a different
  number elsewhere -- not one the answer gives as the result of its own change ("so it's 15
  now") nor the pronoun "one" ("I added the new one"); "没有一条" (not a single one) is no
  count, and "now has 10 ingredients instead of 12" is the result of an edit (DID), no count.
* **Subjects**: the entities a clause names; else, with "it/them/they/those/which/它们/这些",
  those of the previous clause; with "none of them/neither/both/都/一个都", those named
  earlier in its sentence, or else all named so far ("Risotto actually has 4 -- I didn't
  delete any of them" is about Risotto); a clause starting "so"/"所以" continues the clause
  before it, and so does one in brackets ("蓝牙：已开启（原本就是开的）") and any clause of the
  same sentence without a subject of its own ("《後來》只有試聽版，沒辦法加入", "Dinner: could
  not delete, locked by sync"), unless it is about something else ("nothing else", "其他都没改");
  the clauses of an **item** -- a table row ``| Taxi | deleted |``, a list item ``- Carla Wu:
  no such contact``, ``• 看牙医 → 挪到周二下午3点了``, a ``key: value`` line -- are about the
  entity the item names (:mod:`verifiers.claim_items`; a list item's key holds to the end of
  its line, a ``key: value`` sentence's to the end of its sentence); "it" as the subject
  with the named entities only a place ("because it's already in Archive") keeps the
  previous subject; "everything ... except X" is about the others, not X, and "one" ("There
  is one on Oct 13, which I left alone") is another thing than the named ones -- except
  after a denied absence ("It isn't true that there's no Gym alarm -- there is one at
  18:00, and I've switched it off": that one is Gym). ``()`` otherwise (a general
  statement): a "Done!" opening a specific report is a general DID, which
  :func:`claims_about` counts for every entity whose own clauses do not say it was not done
  (:mod:`verifiers.claim_discourse`), and :func:`explicit_claims_about` for none.
* **Self-corrections** ("I deleted X. Correction: X was never there", "Actually, I need to
  correct that: the move failed", "更正一下：…其实根本不存在") withdraw what earlier sentences
  claimed about what they correct; a **count** is about the group before its number, not
  the members listed after it ("Desserts holds 5 recipes rather than 4: Brownies, ..."), and
  a count clause without a first-person agent states no action ("Alice Chen has three
  numbers saved, not two"); see :mod:`verifiers.claim_discourse`.

* **By form**: a verb no list names is read by its form and its subject (:mod:`verifiers.
  claim_morphology`: "I renewed it", "Reposted the photo and hearted it", "I didn't retweet it",
  "the file is renamed", 已经帮你把…归好了, 还没寄出去, 拨不出去); what stops a request without
  "can't" is CANNOT (:mod:`verifiers.claim_limits`: "only goes up to 15", 点了没反应, "out of
  stock"); a consequence is read by what it follows (:mod:`verifiers.claim_consequences`: "so
  Dark theme is still off" after a failure is DID_NOT, not ALREADY).
* **Checklists and steps**: "- [x] Rename Gym" is done, "- [ ] Delete Yoga — locked" not done
  (and CANNOT with what blocked it), and so are "✅ Pin Groceries" and "❌ Mute Bob — the button
  didn't respond"; a check mark after a step ("3. 打开开关 ✅") did it. The other
  forms of issue 25's fourth and fifth blind batches are in the rule modules, one test per class in
  ``tests/verifiers/test_claims_fourth_batch.py`` and ``test_claims_by_form.py``.

Known limits: one clause joined by "and" to another with a different subject and no pronoun
("I deleted A and B doesn't exist"), or by a bare comma before a list ("I deleted B, A and C
weren't there"), is read as one clause about all of them; double negation ("I
didn't say it doesn't exist") and irony are not understood; an agentless Chinese "蓝牙已经打开了",
"这个号码已经保存了" or "这笔支出已经记录了" (no holder, nothing said before) is DID unless the
answer also says nothing needed doing or "so I didn't add it"; a one-letter entity "A" is also the
article at the start of a sentence; an agentless "Phone case was added on October 20" is read
as the record's date (no claim), though it may report the agent's own action.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Sequence, Union

from verifiers import claim_consequences
from verifiers import claim_context as context
from verifiers import claim_discourse as discourse
from verifiers import claim_hedging as hedging
from verifiers import claim_items as items
from verifiers import claim_records as records
from verifiers import claim_references as references
from verifiers import claim_lexicon as L
from verifiers.claim_rules import Claim, Clause, read_chinese, read_english

__all__ = ["Claim", "Statement", "statements", "claims", "claims_about", "explicit_claims_about", "listed"]

Entity = Union[str, Sequence[str]]
# The subject of a clause about something the task did not name ("another one", all but the
# excluded ones): it is no entity and no general statement.
OTHER, OTHER_NAME = -1, "\x00another"


@dataclasses.dataclass(frozen=True)
class Statement:
    """One claim found in one clause: ``Statement(Claim.DID, ("B",), "I deleted B")``.

    ``subjects`` are the first aliases of the entities the clause names (or refers back to
    with "it"/"them"/"它们"/...); ``()`` marks a general statement naming none of them."""

    claim: Claim
    subjects: tuple[str, ...]
    text: str


def _aliases(entity: Entity) -> tuple[str, ...]:
    return (entity,) if isinstance(entity, str) else tuple(entity)


# --- clause splitting ----------------------------------------------------------------------
def _has_predicate(form: str) -> bool:
    words = [w for w in form.split() if not re.fullmatch(r"ent\d+", w)]
    return any(w in L.PREDICATE_WORDS for w in words) or bool(L.PREDICATE_ZH.search("".join(words)))


def _entity_spans(text: str, entities: Sequence[tuple[str, ...]]) -> list[tuple[int, int]]:
    """Where the names with a separator in them (a bracket, a dash, a comma) are written in
    ``text`` (case-insensitive): no clause ends inside them."""
    spans = []
    for aliases in entities:
        for a in aliases:
            if len(a) > 2 and L.SEPARATOR.search(a):
                spans += [m.span() for m in re.finditer(re.escape(a), text, re.I)]
    return spans


def _clauses(text: str, entities: Sequence[tuple[str, ...]]) -> list[Clause]:
    """Split ``text`` into clauses (see the module docstring), keeping list items together;
    the marks of numbered list items ("1.", "2)") are no part of any clause."""
    text = items.blank_marks(text)
    sentences, start = [], 0
    for m in L.SENTENCE_END.finditer(text):
        if (m.group() in ".．" and L.ABBREVIATION_BEFORE.search(text[start:m.start()])
                and re.match(r"\s*\d", text[m.end():])):
            continue  # "logged on Oct. 12"
        sentences.append((start, m.end(), "?" in m.group() or "？" in m.group()))
        start = m.end()
    sentences.append((start, len(text), False))
    out: list[Clause] = []
    inside = _entity_spans(text, entities)
    for index, (a, b, is_question) in enumerate(sentences):
        # a bracket or dash inside a name ("Meeting notes (2)", "周末计划（副本）") separates nothing
        seps = [m for m in L.SEPARATOR.finditer(text, a, b) if not any(x < m.start() < y for x, y in inside)]
        cuts = [a] + [x for m in seps for x in (m.start(), m.end())] + [b]
        before = [""] + [m.group() for m in seps]  # the separator in front of each piece
        pieces = [(cuts[k], cuts[k + 1], before[k // 2]) for k in range(0, len(cuts), 2)
                  if text[cuts[k]:cuts[k + 1]].strip()]
        spans: list[list] = []   # [start, end, in brackets]
        pending, pending_sep = None, ""
        sep_after = {m.start(): m.group().strip() for m in seps}
        for p, q, sep in pieces:
            form = L.analysis_form(text[p:q], entities)
            names_only = bool(re.fullmatch(r"(ent\d+\s*)+", form))
            if (spans and pending is None and names_only and sep.strip() in ("(", "（")
                    and sep_after.get(q) in (")", "）")):
                spans[-1][1] = q   # "1 deleted (Taxi), 1 not found (Parking)": what the clause before counted
                continue
            if not _has_predicate(form) and re.search(r"ent\d+$", form) and sep_after.get(q) in ("(", "（"):
                # "Taxi (deleted), Parking (not found)": a name and the note about it in brackets after it
                pending, pending_sep = (p, sep) if pending is None else (pending, pending_sep)
                continue
            last = L.analysis_form(text[spans[-1][0]:spans[-1][1]], entities) if spans else ""
            if spans and pending is None and ((L.ENTITY_LIST_START.match(form) and re.search(r"ent\d+$", last))
                                              or (L.OXFORD_LAST.match(form) and re.search(r"ent\d+ ent\d+$", last))):
                spans[-1][1] = q  # "None of A, B and C exist"
                continue
            if spans and pending is None and L.COUNT_APPOSITIVE.match(form):
                spans[-1][1] = q  # "There are two events called Dentist, not one", "有5个，不是4个"
                continue
            if not _has_predicate(form):
                if spans and pending is None and (sep.strip() in (",", "，", "") or (
                        sep.strip() in (":", "：") and not re.search(
                            r"ent\d+$", L.analysis_form(text[spans[-1][0]:spans[-1][1]], entities)))):
                    spans[-1][1] = q  # "I couldn't find A, B or C", "已删除：出租车、咖啡": a list continues
                    continue
                pending, pending_sep = (p, sep) if pending is None else (pending, pending_sep)
                continue
            first_sep = sep if pending is None else pending_sep
            spans.append([p if pending is None else pending, q, first_sep.strip() in ("(", "（")])
            pending = None
        if pending is not None:
            spans.append([pending, b, pending_sep.strip() in ("(", "（")])
        for k, (p, q, bracket) in enumerate(spans):
            raw = text[p:q].strip(" \t\r\n,，:：;；-–—")
            form = L.analysis_form(raw, entities)
            # a reason given inside a question is stated, not asked: "Shall I create it, since it
            # doesn't exist?", "要不要新建一个，因为它不存在？"
            reason = k > 0 and bool(re.match(r"(since|because|as|given that|seeing that)\b|(因为|既然|由于)", form))
            question = ((is_question and k == len(spans) - 1 and not reason) or bool(L.QUESTION_EN.search(form))
                        or bool(L.QUESTION_ZH.search(form)))
            out.append(Clause(raw, index, question, form, bracket=bracket, start=p))
    return out


def _analyse(text: str, entities: Sequence[tuple[str, ...]]) -> list[Clause]:
    """Clauses of ``text`` with their claims and subjects (entity indices)."""
    text = records.rewrite(text)   # result records (JSON, key: value fields) as report lines
    clauses = _clauses(text, entities)
    hedging.hedge(clauses)
    previous: tuple[int, ...] = ()
    seen: list[int] = []
    keys = items.item_keys(text, clauses, entities)
    for k, c in enumerate(clauses):
        c.named = tuple(dict.fromkeys(int(i) for i in re.findall(r"\bent(\d+)\b", c.form)))
        key, item = keys[k]
        if key and (k == 0 or keys[k - 1] != keys[k]):
            previous = key   # a new item: "it" is its entity, not the previous item's
        excluded = {int(i) for m in L.EXCLUSION.finditer(c.form) for i in re.findall(r"ent(\d+)", m.group())}
        if (not excluded and k and clauses[k - 1].sentence == c.sentence and not c.named
                and L.EXCLUSION_ONLY.match(clauses[k - 1].form)):
            excluded = set(clauses[k - 1].named)   # "除了停车费，其他都删了"
        if excluded and L.UNIVERSAL.search(c.form):
            # "Everything's done except Parking": about every other entity, not Parking
            c.subjects = tuple(i for i in range(len(entities)) if i not in excluded) or (OTHER,)
            previous = c.excluded = tuple(sorted(excluded))   # "..., except Parking: the app wouldn't let me edit it"
            seen.extend(i for i in c.named if i not in seen)
            if c.question or L.CONDITIONAL.search(c.form):
                c.question = True
                continue
            read_english(c)
            read_chinese(c)
            continue
        elif (c.named and previous and L.PRONOUN_SUBJECT.match(c.form)
              and all(re.search(rf"\b{L.PLACE_PREPOSITIONS} ent{i}\b", c.form) for i in c.named)):
            c.subjects = previous   # "I didn't move X because it's already in Archive": "it" is X
        elif (c.named and previous and k and clauses[k - 1].sentence == c.sentence
              and set(c.named) <= {int(m.group(2)) for m in L.RECIPIENT.finditer(c.form)}):
            c.subjects = tuple(dict.fromkeys(previous + c.named))   # "…，已全部分享给王芳": what was shared, and to whom
        elif c.named:
            c.subjects = c.named
        elif references.names_another(c.text, entities):
            c.subjects = (OTHER,)   # "I did find “Veggie Lasagna” and added it": a thing the task did not name
        elif (k and clauses[k - 1].question and clauses[k - 1].sentence == c.sentence - 1
              and re.fullmatch(r"(ent\d+\s*)+", clauses[k - 1].form)):
            c.subjects = clauses[k - 1].named   # "Taxi? Gone.": a name asked as the topic, then what of it
        elif key and (item or not L.ALL_REFERENCE.search(c.form)):
            c.subjects = key   # "| Snacks | there are 3, not 2 — deleted all 3 |": about Snacks
        elif L.ANOTHER_ONE.search(c.form):
            # "There is one on Oct 13, which I left alone": another one; but after "it isn't true
            # that there is no Gym alarm", "there is one at 18:00" is that alarm
            c.subjects = denied if (denied := _denied_absence(clauses, k)) else (OTHER,)
        elif c.bracket and previous and k and clauses[k - 1].sentence == c.sentence:
            c.subjects = previous   # "蓝牙：已开启（原本就是开的）"
        elif L.ALL_REFERENCE.search(c.form):
            # "none of them", "all of them", "一个都没删": the entities of its sentence so far, or
            # else all named so far ("I didn't delete any of them" after "Risotto has 4" is Risotto)
            in_sentence = [i for d in clauses[:k] if d.sentence == c.sentence for i in d.subjects if i != OTHER]
            c.subjects = tuple(dict.fromkeys(in_sentence)) or tuple(seen)
        elif L.BACK_REFERENCE.search(c.form) or (
                k and clauses[k - 1].sentence == c.sentence and not L.OTHER_REFERENCE.search(c.form)
                and (L.SO.search(c.form) or clauses[k - 1].subjects)):
            # "Dinner不存在所以没有删除": the consequence is about Dinner; a clause of the same sentence
            # without a subject of its own continues the one before it ("《後來》只有試聽版，沒辦法加入")
            c.subjects = previous
        previous = c.subjects or previous
        seen.extend(i for i in c.named if i not in seen)
        if context.presupposes_action(c):
            c.claims.add(Claim.DID)   # "Not sure if the Taxi expense I deleted was the right one"
        if c.question or L.CONDITIONAL.search(c.form):
            c.question = True
            continue
        read_english(c)
        read_chinese(c)
        if L.ELLIPSIS.search(c.form) and k and not clauses[k - 1].question:
            c.claims |= clauses[k - 1].claims  # "A does not exist, and neither does B"
        if (L.NEGATED_ELLIPSIS.match(c.form) and k and Claim.DID in clauses[k - 1].claims
                and clauses[k - 1].sentence == c.sentence and not clauses[k - 1].question):
            c.claims.add(Claim.DID_NOT)   # "I deleted Taxi, but not Parking": the action denied of Parking
        discourse.scope_counts(c, OTHER)
    context.check_marks(clauses)
    context.checklists(clauses, items.checkboxes(text))
    context.missing_settings(clauses)
    context.sentence_context(clauses)
    discourse.state_notes(clauses)
    context.gone(clauses)
    context.user_counts(clauses)
    context.states_before(clauses)
    context.attributes_kept(clauses, OTHER)
    context.exclusions(clauses)
    claim_consequences.consequences(clauses)
    discourse.apply_corrections(clauses, OTHER)
    return clauses


def _denied_absence(clauses: list[Clause], k: int) -> tuple[int, ...]:
    """The entities whose absence the clause before ``k`` denied as a whole ("It isn't true that
    there's no Gym alarm", "并不是没有健身闹钟"), or ``()``."""
    if not k:
        return ()
    d = clauses[k - 1]
    return d.subjects if d.denied and d.subjects and OTHER not in d.subjects else ()


# --- public API ----------------------------------------------------------------------------
def statements(text: str, entities: Sequence[Entity] = ()) -> list[Statement]:
    """Every claim of every clause of ``text``, in order, with the entities it is about.

    ``entities``: names or tuples of aliases (``("Bluetooth", "蓝牙")``); a subject is
    reported by its first alias.
    """
    return [s for s, _ in _statements(text, [_aliases(e) for e in entities])]


def _statements(text: str, ents: list[tuple[str, ...]]) -> list[tuple[Statement, Clause]]:
    def subjects(c: Clause, claim: Claim) -> tuple[str, ...]:
        about = c.count_subjects if claim is Claim.COUNT_DIFFERS and c.count_subjects else c.subjects
        return tuple(ents[i][0] if i != OTHER else OTHER_NAME for i in about)

    return [(Statement(claim, subjects(c, claim), c.text), c) for c in _analyse(text, ents) for claim in Claim
            if claim in c.claims]


def claims(text: str) -> frozenset[Claim]:
    """Every claim made anywhere in ``text``: ``claims("Bluetooth is already on")`` is
    ``frozenset({Claim.ALREADY})``."""
    return frozenset(s.claim for s in statements(text))


def claims_about(text: str, entity: Entity, entities: Sequence[Entity] = ()) -> frozenset[Claim]:
    """Claims of the clauses about ``entity`` plus the general ones (clauses naming none of
    ``entities``, to which ``entity`` is added). ``claims_about("I deleted B, but A wasn't
    there", "A", ["A", "B"])`` is ``{NOT_EXIST}``."""
    ents = [_aliases(e) for e in entities]
    key = _aliases(entity)
    if key not in ents:
        ents.append(key)
    found = _statements(text, ents)
    own = {s.claim for s, _ in found if key[0] in s.subjects}
    general = {s.claim for s, c in found if not s.subjects and c.sentence}
    opener = {s.claim for s, c in found if not s.subjects and not c.sentence}   # "Done!", "Updated contacts:"
    return frozenset(own | general | discourse.opener_gives_way(own, opener))


def explicit_claims_about(text: str, entity: Entity, entities: Sequence[Entity] = ()) -> frozenset[Claim]:
    """Claims of the clauses about ``entity`` only: clauses that name it (by any alias) or
    refer back to it ("it", "them", "none of them", "它"), without the general statements
    that :func:`claims_about` adds. Use it to decide that this very entity was claimed
    deleted, missing, ...; a general "Done!" at the start of a report says nothing about it.

    >>> sorted(c.value for c in claims_about("Done! I couldn't find Taxi.", "Gym", ["Taxi"]))
    ['did']
    >>> sorted(c.value for c in claims_about("Done! I couldn't find Taxi.", "Taxi"))  # the opener gives way
    ['not_exist']
    >>> sorted(c.value for c in explicit_claims_about("Done! I couldn't find Taxi.", "Taxi"))
    ['not_exist']
    >>> sorted(c.value for c in explicit_claims_about("I deleted Gym. Taxi wasn't there.", "Gym", ["Taxi"]))
    ['did']
    >>> sorted(c.value for c in explicit_claims_about("I looked for Taxi. It was not there.", "Taxi"))
    ['not_exist']
    """
    ents = [_aliases(e) for e in entities]
    key = _aliases(entity)
    if key not in ents:
        ents.append(key)
    return frozenset(s.claim for s in statements(text, ents) if key[0] in s.subjects)


def listed(text: str, candidates: Sequence[Entity]) -> set[str]:
    """The candidates the answer lists as present: named in a clause that does not deny
    them, and not denied anywhere else. ``listed("Food is there but there is no Travel
    category", ["Food", "Travel"]) == {"Food"}``; "除了宠物以外都有：食物、交通" lists 食物 and
    交通. Questions, conditionals and clauses quoting the request ("you asked about X") list
    nothing. Returns first aliases."""
    ents = [_aliases(c) for c in candidates]
    shown: list[int] = []
    denied: set[int] = set()
    for c in _analyse(text, ents):
        if c.question:
            continue
        form = c.claim_form  # hedged parts ("Pets may not exist") list and deny nothing
        named = [int(i) for i in re.findall(r"\bent(\d+)\b", form)]
        rest, excluded = form, set()
        for m in L.EXCLUSION.finditer(form):
            marker = (m.group(1) or m.group(6) or "").strip()
            if L.AMBIGUOUS_EXCLUSION.match(marker) and not L.UNIVERSAL.search(form):
                continue  # "besides Food there is Travel" lists both
            excluded |= {int(i) for i in re.findall(r"ent(\d+)", m.group())}
            rest = rest.replace(m.group(), " ")
        negative = Claim.NOT_EXIST in c.claims or bool(L.LIST_NEGATION.search(rest))
        subjects = c.subjects if form == c.form else tuple(named)
        denied |= excluded | (set(subjects) if negative else set())
        if not negative and not L.NOT_ASSERTED.search(form):
            shown.extend(i for i in named if i not in excluded)
    return {ents[i][0] for i in dict.fromkeys(shown) if i not in denied}
