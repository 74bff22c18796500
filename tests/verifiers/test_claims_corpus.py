"""Precision and recall of :mod:`verifiers.claims` on the hand-labelled corpus.

``claims_corpus.jsonl`` holds one answer per line::

    {"text": "I deleted B, but A wasn't there", "entities": ["A", "B"], "about": "A", "claims": ["not_exist"]}

``claims`` lists what a careful reader finds the text claims about entity ``about`` (its
own clauses plus statements naming no entity), or anywhere in the text when ``about`` is
null; an entity with aliases is a list (``["蓝牙", "Bluetooth"]``). Label conventions:

* NOT_EXIST: the named thing is not there ("couldn't find X", "没有找到X"); a missing
  *feature* ("there is no option to export") is CANNOT instead.
* ALREADY: it was in the requested state before ("is already on", "本来就开着", a plain
  "it is on" next to "so no change was needed"); "I have already turned it on" is DID.
* CANNOT: the request cannot be carried out; past inability ("I couldn't delete it",
  "没能删除") is also DID_NOT, present inability ("it can't be deleted") is not.
* DID / DID_NOT: the agent says it acted / did not act. "No change was needed",
  "不需要再打开" and "nothing to do" are DID_NOT; "nothing else was changed" is neither;
  opening an app to look is not DID.
* ALREADY also: the user did it before ("You logged this on October 12", "您之前记录过"), an
  identical record exists ("I found an identical expense"), or a dated record ("logged on 12
  October 2023") next to "I didn't add it". A participle with a date describing the existing
  record is not DID; "I added it on May 3" is.
* Chinese ALREADY: 本来就/之前就/早就 + a verb ("这个号码本来就已经保存了"), an agentless 已经…过
  ("这个号码已经存过了"), a contact holding what was asked ("Alice 已经存了 555-0123"); the agent
  as the subject ("我已经保存了") is DID. 没有关于 X 的笔记 is NOT_EXIST for a name of any length.
* Nothing is claimed by questions, conditionals, hedges ("it may have been deleted", "maybe",
  "..., not sure", "I think", "I believe", "可能不存在", "也许", "不确定", "我觉得", "应该没有",
  a clause-final 吧; the cue words are ``verifiers.hedges``') or the request quoted back ("You
  asked me to delete Taxi"); a firm statement in another sentence still counts.
  "seems"/"似乎"/"好像" are firm.
* A general "Done!" opening a report (a general DID in its first sentence: "Done!", "All
  set.", "Updated contacts:", "搞定！") names no entity and so counts for ``about``, unless the
  entity's own clauses say it was not done (not there, already so, cannot, not done) and never
  that it was: "Done! I couldn't find Train to Paris." claims only NOT_EXIST about Train to
  Paris. (Until issue 25's second blind batch this convention counted the DID too; both blind
  writers read it as here, so three rows of this corpus were relabelled: "Done! I couldn't
  find Train to Paris.", "All done. Phone case was deleted, Train to Paris doesn't exist."
  and "Done. You already logged Phone case ... so I did not add it again." about Phone case.)
* Items of a report (table rows, list items, ``key: value`` lines) are about the entity
  they name; a count is about the group it counts, not the members listed after it; a
  self-correction ("Correction:", "Actually, ...", "更正") withdraws what it corrects; the
  user's words quoted back ("You said X was missing") claim nothing.

``claims_corpus_blind.jsonl`` (issue 25) holds 320 more answers (189 English, 131 Chinese),
written and labelled by a second writer who had not read ``verifiers/claims`` nor the
conventions above, only what each claim means; each row also has ``lang`` and ``note``
(the writer's reason, where given). It is measured on its own, at ``BLIND_THRESHOLD``. Its
rows keep the writer's labels where they differ from the conventions above (a "Done!"
opening an itemised report, a claim inside a question, a general clause the writer read as
about another thing); rows 135-136 had their entity names made the ones the text writes
(6:30, 6:45), a plain slip. Before the rules were fixed, main at 2ccc445 read it at
precision/recall not_exist 0.76/0.90, already 0.93/0.91, cannot 0.90/0.81, count_differs
0.96/0.83, did 0.86/0.83, did_not 0.89/0.77.

``claims_corpus_blind_2.jsonl`` (issue 25) is a second blind batch of 338 answers (164
English, 174 Chinese, some in traditional characters), by a writer who had not read the
rules, in app domains the rules had not seen (alarms, playlists, recipes, calendar events,
tasks, contact fields) and forms they had not seen (tables, bullet lists, self-corrections,
ALL CAPS, emoji, particles 啦/哦/囉). It is measured on its own at ``BLIND_THRESHOLD``; the
writer's labels are kept. Before the rules were changed for it, main at 8dd87ff read it at
precision/recall not_exist 0.94/0.96, already 1.00/0.82, cannot 0.91/0.77, count_differs
0.74/0.76, did 0.75/0.74, did_not 0.91/0.79. Rows whose labels contradict the conventions
above, kept as written: 118 ("You said Road trip has 14 songs, and it does: 14. I added the
new one, so it's 15 now.", no claim: a general "I added the new one" counts for ``about``
here, DID), 245 (the table row "晚餐 | 删不掉（同步锁定）" labelled DID_NOT: a present
inability is not DID_NOT here), 214 ("给小李的短信还没发，先存成草稿了。" labelled DID_NOT only:
saving it as a draft is an action of the agent, read as DID here).

``claims_corpus_blind_3.jsonl`` (issue 25) is a third blind batch of 455 answers (226 English,
229 Chinese, 19 of them in traditional characters) by a writer who had not read the rules, with
forms the rules had not seen: result records written as JSON or ``key: value`` fields, a state
with a note of what it was ("蓝牙：开（原为关）"), phase verbs ("stopped responding"), what others
do ("Alice hasn't replied"), "no longer in the list", relative clauses in hedges ("the one I
deleted"), warnings ("删除后无法恢复"). It is measured on its own at ``BLIND_THRESHOLD``; the
writer's labels are kept. Before the rules were changed for it, main at 462bb94 read it at
precision/recall not_exist 0.92/0.92, already 0.95/0.90, cannot 0.94/0.95, count_differs
0.93/0.88, did 0.90/0.90, did_not 0.95/0.95.

``claims_corpus_blind_4.jsonl`` (issue 25) is a fourth blind batch of 465 answers (209 English,
256 Chinese, 36 with traditional characters) by a writer who had not read the rules; it was kept
out of every tuning round and is measured here as the rules generalise to a writer they were not
tuned to: at 618224c precision/recall not_exist 0.89/0.93, already 0.98/0.92, cannot 0.97/0.92,
count_differs 0.93/0.98, did 0.89/0.89, did_not 0.93/0.88 (``HELD_OUT_FLOOR`` holds these, rounded
down, so that no rule change reads it worse). Most of its 70 misreadings were a verb or a form no
rule had (extract, start, 解压, 失败, 打不开, checklists, ``"action_taken": "none"``), some a
convention the writer reads otherwise (a missing setting is CANNOT; 删不掉 is not DID_NOT). Each
was then traced to its class (a verb family, a sentence form, a record format) and the class
covered in English and Chinese from examples of our own (``test_claims_fourth_batch.py``, one
test per class), not from the batch's rows: after that the batch reads not_exist 0.99/0.99,
already 0.99/0.99, cannot 0.97/1.00, count_differs 0.98/1.00, did 0.97/0.99, did_not 0.98/1.00
(12 rows misread), and ``HELD_OUT_FLOOR`` holds these figures rounded down. Left as the writer
reads them and the rules do not: 删不掉 next to an app's message (提示) is DID_NOT here (an
attempt met with an error), a workaround after an inability ("can't ... from the widget, so I
opened the app and did it") keeps its CANNOT, and a general "I cancelled the two you named"
still counts for the entity left alone.

``claims_corpus_blind_5.jsonl`` (issue 25) is a fifth blind batch of 360 answers (191 English,
169 Chinese, 10 with traditional characters; 335 distinct answers, 25 of them labelled about
two or three entities) by a writer who had read neither the rules nor the conventions above,
only what each claim means; it covers apps and forms the earlier batches had not (shopping
carts, social posts, bookings, zip archives, health logs; checklists, JSON records, verbose
step-by-step narrations). It was written while the rules were tuned to the fourth batch and
read by no tuner. Held out: before that tuning (main f24a9cc) the rules read it at precision/
recall not_exist 0.82/0.80, already 0.84/0.95, cannot 0.87/0.89, count_differs 0.75/0.96, did
0.90/0.88, did_not 0.78/0.85 (107 rows misread); after it (9b2f029) not_exist 0.82/0.78,
already 0.84/0.95, cannot 0.87/0.91, count_differs 0.75/0.96, did 0.90/0.91, did_not
0.80/0.88 (100 rows misread): the fourth batch's classes barely carry over, and
``BLIND_THRESHOLD`` is far from met. A second annotator who saw neither the rules nor the
writer's labels labelled the 360 rows blind: against the writer not_exist 0.96/0.97, already
0.98/1.00, cannot 1.00/0.98, count_differs 0.93/1.00, did 0.97/0.99, did_not 1.00/0.71 (the
annotator reads "no change needed" as no DID_NOT), whole rows 0.889 where the rules reach
0.722; on the 320 rows both people label alike the rules reach 0.734. So the gap here is the
rules' own, not the labels': a fresh writer's forms outrun a lexicon tuned to four earlier
writers. Seven rows named one name of an entity with aliases as ``about``; it is the alias list
here, as the convention has it (the figures are the same either way).

Its misreadings were then sorted into classes and the reading changed in kind where the lexicon
was the bottleneck, not by adding its words: verbs read by their form (an English past tense by
"-ed" morphology or an irregular table with I/we as the subject, a report line starting with a
past verb, "did not"/"never" + any verb, a present passive of a result verb; Chinese 已/帮你 +
把/将/给, 没/还没 + a verb + a result complement, 还没 + a verb, V不了/V不上: ``verifiers.
claim_morphology``), what stops a request without "can't" (a limit, a means that does not
respond, a thing out of stock: ``verifiers.claim_limits``), outcomes implied by a consequence (a
state kept after a failure, an absence after the agent's own move: ``verifiers.claim_consequences``),
and structure (emoji checklists, a mark confirming the claim before it, a record's "failed", the
last name after an Oxford comma, a request relative, a verb of looking making the next word its
object, a date or an amount that is no count). Each class is tested in English and Chinese on
sentences of our own (``test_claims_by_form.py``). After that (main at the commit that set this
floor) the batch reads not_exist 0.84/0.82, already 0.89/0.96, cannot 0.89/0.96, count_differs
0.80/0.96, did 0.94/0.99, did_not 0.81/0.97 (70 rows misread, from 100), and ``HELD_OUT_FLOOR``
holds these figures rounded down. 31 of the 70 are rows whose labels contradict the conventions
above, left as the writer reads them: "no change needed"/"不需要"/"nothing to do" read as no
DID_NOT (11), "seems"/"好像" read as a hedge (3), a missing option, switch, function or chip read
as NOT_EXIST (6), a past inability without DID_NOT or a present one with it (3), "nothing to
export"/"no X to remove" read both ways (2), a failed record whose reason is a missing target read
as CANNOT (2, the hand corpus reads them DID_NOT and NOT_EXIST), a hedge read as covering a firm
statement in another clause or sentence (4). Most of the others are which entity a clause is
about (a substitute the answer names, "the first one", "it" after a list), ALREADY of a state
other than the one asked ("it was already set to repeat on weekdays"), a count's group versus
its members, and entity names written in another order ("11 月 3 日的数据" for 11月3日血压记录).

``claims_corpus_blind_6.jsonl`` (issue 25) is a sixth blind batch of 338 answers (178 English,
160 Chinese, 17 with traditional characters; 295 distinct answers) by a writer who read neither
the rules nor any earlier batch, only the label definitions (``claims_label_definitions.md``:
the conventions above as definitions, so that a disagreement is the reader's, not the
definitions'); it covers apps no batch had (ride hailing, food delivery, banking, smart home,
podcasts, browser tabs, e-mail) and outcomes implied only by a consequence ("the cart still
shows 2", "订单还在"). Measured before any rule was tuned to it: on main 7b01501 (the rules after
the fourth batch) not_exist 0.72/0.72, already 0.92/0.81, cannot 0.91/0.67, count_differs
0.85/0.89, did 0.91/0.87, did_not 0.91/0.66 (115 rows misread); after the rules were made to read
verbs and failures by their form for the fifth batch (5b81498; batch 5 100 -> 70 rows misread)
not_exist 0.73/0.70, already 0.92/0.81, cannot 0.92/0.73, count_differs 0.85/0.89, did 0.92/0.89,
did_not 0.89/0.72 (109 rows misread, 0.678 of rows read right): the fifth batch's work carried
over to six rows. A learned reader stacked on the rules (logistic regression over the rules'
claims and n-grams, leave-one-batch-out over the first five batches: 0.823 of held-out rows vs the
rules' 0.774) reads it at 0.695. A second reader with the same definitions labelled it blind
(``claims_corpus_blind_6_second_reader.jsonl``): against the writer not_exist 0.96/1.00,
already 1.00/1.00, cannot 0.96/1.00, count_differs 0.95/1.00, did 0.99/0.99, did_not 0.93/0.99,
whole rows 0.950; on the 321 rows both label alike the rules read 0.701. With shared definitions
two people agree on 95% of rows, and two of six claims stay below 0.97 even between them; the
rules and the learned stack read under 70% of a new writer's rows. ``HELD_OUT_FLOOR`` holds the
5b81498 figures, rounded down.

Run with ``-s`` to see the tables; they are also in the assertion messages.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from verifiers.claims import Claim, claims, claims_about

CORPUS = Path(__file__).with_name("claims_corpus.jsonl")
BLIND = Path(__file__).with_name("claims_corpus_blind.jsonl")
BLIND_2 = Path(__file__).with_name("claims_corpus_blind_2.jsonl")
BLIND_3 = Path(__file__).with_name("claims_corpus_blind_3.jsonl")
BLIND_4 = Path(__file__).with_name("claims_corpus_blind_4.jsonl")
BLIND_5 = Path(__file__).with_name("claims_corpus_blind_5.jsonl")
BLIND_6 = Path(__file__).with_name("claims_corpus_blind_6.jsonl")
# the sixth batch labelled again, blind, by a second reader with the same label definitions
SECOND_READER_6 = Path(__file__).with_name("claims_corpus_blind_6_second_reader.jsonl")
THRESHOLD = 0.95
BLIND_THRESHOLD = 0.97


def _rows(path: Path = CORPUS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _predict(row: dict) -> frozenset[Claim]:
    if row["about"] is None:
        return claims(row["text"])
    return claims_about(row["text"], row["about"], row["entities"])


def measure(rows: list[dict]) -> tuple[dict[Claim, tuple[float, float, int, int, int]], list[str]]:
    """Per claim: (precision, recall, tp, fp, fn); and a line per mislabelled row."""
    counts = {c: [0, 0, 0] for c in Claim}
    errors = []
    for row in rows:
        predicted, gold = _predict(row), {Claim(c) for c in row["claims"]}
        for c in Claim:
            if c in predicted or c in gold:
                counts[c][0 if c in predicted and c in gold else 1 if c in predicted else 2] += 1
        if predicted != gold:
            errors.append(f"  {row['text']!r} about={row['about']!r}: expected {sorted(g.value for g in gold)}, "
                          f"got {sorted(p.value for p in predicted)}")
    table = {c: ((tp / (tp + fp)) if tp + fp else 1.0, (tp / (tp + fn)) if tp + fn else 1.0, tp, fp, fn)
             for c, (tp, fp, fn) in counts.items()}
    return table, errors


def format_table(table) -> str:
    lines = [f"{'claim':<14} {'precision':>9} {'recall':>7} {'tp':>4} {'fp':>3} {'fn':>3}"]
    lines += [f"{c.value:<14} {p:>9.3f} {r:>7.3f} {tp:>4} {fp:>3} {fn:>3}" for c, (p, r, tp, fp, fn) in table.items()]
    return "\n".join(lines)


def test_corpus_precision_and_recall_per_claim():
    rows = _rows()
    table, errors = measure(rows)
    report = f"{len(rows)} answers\n{format_table(table)}"
    print("\n" + report)
    weak = [c.value for c, (p, r, *_) in table.items() if p < THRESHOLD or r < THRESHOLD]
    assert not weak, f"below {THRESHOLD} for {weak}\n{report}\nmisread:\n" + "\n".join(errors)


# (corpus, rows, Chinese rows at least, traditional-character rows at least)
BATCHES = [(BLIND, 230, 100, 0), (BLIND_2, 338, 150, 30), (BLIND_3, 455, 200, 0), (BLIND_4, 465, 200, 30),
           (BLIND_5, 360, 150, 10), (BLIND_6, 338, 150, 15)]
TRADITIONAL = re.compile("[們個這裡說還沒經開關刪點鐘單]")
# The fourth batch was held out until its misreadings were traced to classes of form and the
# classes covered (test_claims_fourth_batch.py); its figures after that (precision, recall per
# claim, rounded down) are a floor the rules may not fall below.
HELD_OUT_FLOOR = {BLIND_4: {"not_exist": (0.98, 0.98), "already": (0.98, 0.98), "cannot": (0.97, 1.00),
                            "count_differs": (0.97, 1.00), "did": (0.97, 0.98), "did_not": (0.97, 1.00)},
                  # the fifth batch, after its classes were read by form (the module docstring)
                  BLIND_5: {"not_exist": (0.83, 0.82), "already": (0.88, 0.96), "cannot": (0.88, 0.96),
                            "count_differs": (0.80, 0.96), "did": (0.93, 0.99), "did_not": (0.81, 0.96)},
                  # the sixth batch as the rules first read it (no rule has been tuned to it)
                  BLIND_6: {"not_exist": (0.72, 0.69), "already": (0.91, 0.81), "cannot": (0.91, 0.73),
                            "count_differs": (0.85, 0.89), "did": (0.91, 0.88), "did_not": (0.89, 0.72)}}


@pytest.mark.parametrize("path", [b[0] for b in BATCHES], ids=[b[0].stem for b in BATCHES])
def test_blind_corpus_precision_and_recall_per_claim(path):
    rows = _rows(path)
    table, errors = measure(rows)
    report = f"{len(rows)} answers of {path.name}\n{format_table(table)}"
    print("\n" + report)
    floor = HELD_OUT_FLOOR.get(path, {})
    weak = [c.value for c, (p, r, *_) in table.items()
            if p < floor.get(c.value, (BLIND_THRESHOLD,) * 2)[0]
            or r < floor.get(c.value, (BLIND_THRESHOLD,) * 2)[1]]
    assert not weak, f"below the threshold for {weak}\n{report}\nmisread:\n" + "\n".join(errors)


@pytest.mark.parametrize("path, size, chinese, traditional", BATCHES, ids=[b[0].stem for b in BATCHES])
def test_blind_corpus_shape(path, size, chinese, traditional):
    rows = _rows(path)
    assert len(rows) >= size if path == BLIND else len(rows) == size
    assert all({"text", "entities", "about", "claims", "lang"} <= set(r) <= {"text", "entities", "about", "claims",
                                                                            "lang", "note"} for r in rows)
    assert all(r["about"] is None or r["about"] in r["entities"] for r in rows)
    assert all(set(r["claims"]) <= {c.value for c in Claim} for r in rows)
    assert sum(r["lang"] == "zh" for r in rows) >= chinese
    assert sum(bool(TRADITIONAL.search(r["text"])) for r in rows) >= traditional


def _agreement(rows: list[dict], other: list[set[str]]) -> dict[str, tuple[float, float]]:
    """Per claim, (precision, recall) of ``other``'s labels against the rows' own."""
    out = {}
    for c in Claim:
        tp = sum(c.value in o and c.value in r["claims"] for r, o in zip(rows, other))
        fp = sum(c.value in o and c.value not in r["claims"] for r, o in zip(rows, other))
        fn = sum(c.value not in o and c.value in r["claims"] for r, o in zip(rows, other))
        out[c.value] = (tp / (tp + fp) if tp + fp else 1.0, tp / (tp + fn) if tp + fn else 1.0)
    return out


def test_a_second_reader_of_the_sixth_batch_agrees_where_the_rules_do_not():
    """The sixth batch's human ceiling: a second reader with the same label definitions
    (``claims_label_definitions.md``) against the writer, and the rules on the rows both
    people label alike (the module docstring has the figures)."""
    rows = _rows(BLIND_6)
    second = [set(json.loads(line)["claims"]) for line in SECOND_READER_6.read_text().splitlines()]
    assert [json.loads(line)["id"] for line in SECOND_READER_6.read_text().splitlines()] == list(range(len(rows)))
    people = _agreement(rows, second)
    assert all(p >= 0.92 and r >= 0.99 for p, r in people.values()), people
    alike = [r for r, o in zip(rows, second) if o == set(r["claims"])]
    assert len(alike) == 321
    _, errors = measure(alike)
    assert 1 - len(errors) / len(alike) < 0.75   # the rules' reading of the rows the people agree on


def test_corpus_shape():
    rows = _rows()
    assert len(rows) >= 320
    assert all(set(r) == {"text", "entities", "about", "claims"} for r in rows)
    assert all(r["about"] is None or r["about"] in r["entities"] for r in rows)
    chinese = [r for r in rows if re.search(r"[\u4e00-\u9fff]", r["text"])]
    assert len(chinese) >= 100
    positives = {c: sum(c.value in r["claims"] for r in rows) for c in Claim}
    assert min(positives.values()) >= 30, positives
    assert sum(not r["claims"] for r in rows) >= 40  # answers that claim nothing at all
    texts = {r["text"] for r in rows}
    for required in ("I couldn't find A, B or C, so no expenses were deleted", "There's no A expense",
                     "Bluetooth is currently on, so no change was needed", "我没有找到Yoga retreat这笔支出",
                     "蓝牙已经是开着的，不需要再打开", "Those expenses don't appear in Pro Expense",
                     "I deleted B, but A wasn't there", "Done. I deleted A, no problems.",
                     "I have already turned on Bluetooth for you.", "Bluetooth was not already on, so I turned it on.",
                     "Train to Paris may not exist.", "可能不存在", "I think I deleted it, not sure",
                     "It's already there: Phone case, $21.00, logged on 12 October 2023.",
                     "You logged this on October 12. I didn't add it again.", "No duplicate added", "没有重复添加",
                     "这笔支出已经记录过了，日期是2023年10月12日，我没有再添加。",
                     "Done. You already logged Phone case on October 12, so I did not add it again."):
        assert required in texts, required
