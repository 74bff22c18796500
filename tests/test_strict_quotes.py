"""The strict user simulator reads a question in the agent's own words
(``dialogue.strict.own_words``): the goal pasted back as a "question" is answered with
nothing, on every intent of the ``ambiguity`` suite at the levels that leave something out
and on every ambiguous probe of ``mid_probe``, while an honest question with the goal
quoted around it still gets its value, and the audit calls the echo context_missing.

Red-team finding (before this rule): echoing the goal filled a requirement on 264 of 756
(intent, seed, level, language) goals with a gap and on 138 of 566 ambiguous probe steps,
because a goal names what it leaves out ("add an email address to a colleague").
A shotgun question naming every parameter ("What are the name, amount, category, note?")
gets nothing on a goal that states some of them in other words (before, it found the
single missing one: TSR 27.0 on 126 incomplete/ambiguous episodes, as high as asking the
one right question), while a question naming the anchor and the missing parameter, or
using the goal's own words ("Which one should I text?"), is answered.
No device: the simulator and the audit are pure functions of the texts and the intent.
"""

from __future__ import annotations

import random

import pytest

from venus_tasks import registry
from venus_tasks.ambiguity.audit import audit
from venus_tasks.ambiguity.clarity import Level, levels, question, render
from venus_tasks.ambiguity.tasks import specs
from venus_tasks.dialogue import DialogueContext, ReplyKind
from venus_tasks.dialogue.intent import Kind
from verifiers.answer import mentions
from venus_tasks.dialogue.strict import StrictUser, own_words

SPECS = sorted(specs().values(), key=lambda s: s.name)
GAP_LEVELS = (Level.INCOMPLETE, Level.AMBIGUOUS)


def _goals():
    """(spec, intent, goal, language) for every intent's seed-0 instance at each level with
    a gap, in English and Chinese."""
    for spec in SPECS:
        params = spec.draw(random.Random(0))
        intent = spec.intent(params)
        for level in levels(spec):
            if level not in GAP_LEVELS:
                continue
            for variant, lang in (("", "en"), ("zh", "zh")):
                yield spec, intent, render(spec, params, level, variant), lang


def _reply(intent, goal, q):
    return StrictUser(intent).reply(q, DialogueContext(goal, 0))


def test_own_words_cuts_the_quoted_goal_and_keeps_the_question():
    goal = "In Contacts, add an email address to a colleague."
    assert own_words(goal, goal) == own_words(goal + "?", goal) == ""
    assert own_words(f"{goal} {goal}", goal) == ""
    assert own_words(f"Which email address? {goal}", goal) == "which email address"
    # a question sharing a few of the goal's words keeps them
    assert own_words("Which email address should I add?", goal) == "which email address should i add"
    zh = "在 Contacts 中给一位同事添加一个邮箱地址。"
    assert own_words(zh, zh) == "" and own_words(f"哪个邮箱地址？{zh}", zh) == "哪个邮箱地址"
    # a goal too short to tell from a question is never cut
    assert own_words("Add a note?", "Add a note.") == "add a note"


def test_the_goal_pasted_back_fills_nothing_and_is_audited_context_missing():
    goals = list(_goals())
    assert len(goals) >= 2 * 2 * 60
    for spec, intent, goal, _ in goals:
        for echo in (goal, goal.rstrip(".。") + "?"):
            reply = _reply(intent, goal, echo)
            assert reply.kind is ReplyKind.NON_INFORMATIVE and not reply.filled, (spec.name, goal, reply)
        turns = audit(intent, goal, [(goal, _reply(intent, goal, goal))])
        assert turns == [{"violation": "context_missing", "filled": []}], (spec.name, goal, turns)


def test_an_honest_question_with_the_goal_quoted_is_still_answered():
    for spec, intent, goal, lang in _goals():
        for r in intent.gap(goal):
            q = question(r, lang)
            for asked in (q, f"{q} {goal}", f"{goal} {q}"):
                reply = _reply(intent, goal, asked)
                assert reply.kind is ReplyKind.ANSWER and reply.filled == (r.id,), (spec.name, asked, reply)


@pytest.mark.parametrize("split", ["ambiguous", "hard"])
def test_the_probe_instruction_pasted_back_fills_nothing(split):
    probes = [c for c in registry.get_suite("mid_probe").values() if c.split == split]
    assert probes
    for cls in probes:
        task = cls(cls.generate_random_params(0))
        goal, rid = task.goal, task.entry["requirement"]
        assert rid not in _reply(task.intent, goal, goal).filled, cls.__name__
        asked = f"{task.question()} {goal}"
        assert rid in _reply(task.intent, goal, asked).filled, (cls.__name__, asked)


def _first_name(r, lang):
    cjk = [n for n in r.names if any("\u4e00" <= ch <= "\u9fff" for ch in n)]
    return (cjk or list(r.names))[0] if lang == "zh" else next(n for n in r.names if n not in cjk)


def test_a_shotgun_question_naming_stated_parameters_gets_nothing():
    shot = pairs = 0
    for spec, intent, goal, lang in _goals():
        gap = intent.gap(goal)
        names = [_first_name(r, lang) for r in intent.requirements]
        q = ("请问" + "、".join(names) + "分别是什么？") if lang == "zh" else f"What are the {', '.join(names)}?"
        listed = [r for r, n in zip(intent.requirements, names)
                  if r not in gap and r.kind is not Kind.ANCHOR and not mentions(goal, n)]
        reply = _reply(intent, goal, q)
        if listed:
            shot += 1
            assert reply.kind is ReplyKind.NON_INFORMATIVE, (spec.name, goal, q, reply)
            assert audit(intent, goal, [(q, reply)])[0]["violation"] == "repetitive", (spec.name, q)
        anchor = next(r for r in intent.requirements if r.kind is Kind.ANCHOR)
        if anchor in gap:   # the ambiguous level: naming the anchor is asking about two things
            continue
        for r in gap:
            pair = f"{_first_name(r, lang)}，{_first_name(anchor, lang)}？" if lang == "zh" else \
                f"What {_first_name(r, lang)} for the {_first_name(anchor, lang)}?"
            got = _reply(intent, goal, pair)
            assert got.kind is ReplyKind.ANSWER and got.filled == (r.id,), (spec.name, goal, pair, got)
            pairs += 1
    assert shot >= 20 and pairs >= 150, (shot, pairs)
