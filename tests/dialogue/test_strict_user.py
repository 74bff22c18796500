"""Golden transcripts of the ``strict`` user simulator over one ground-truth intent: an
expense whose amount and category the goal may leave out."""

import pytest

from venus_tasks.dialogue import DialogueContext, ReplyKind, make_user, user_names
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.dialogue.strict import NO_PREFERENCE, NON_INFORMATIVE, REFUSAL, StrictUser

INTENT = Intent((
    Requirement("expense", Kind.ANCHOR, "Coffee beans", ("expense", "item", "开销"),
                value_zh="咖啡豆", phrase="Coffee beans"),
    Requirement("amount", Kind.EXPLICIT, "$12.50", ("amount", "how much", "price", "cost", "金额", "多少钱"),
                value_zh="12.50美元", options=("$10", "$15"), phrase=" for $12.50"),
    Requirement("category", Kind.IMPLICIT, "Food", ("category", "类别", "分类"), value_zh="食品",
                options=("Housing", "Transportation", "Entertainment"), phrase=" in the category Food"),
), topics=("note", "description", "备注"))
TEMPLATE = "Add the expense {expense}{amount}{category} in Pro Expense."


def transcript(goal, *questions):
    user = StrictUser(INTENT)
    return [(r.text, r.kind, r.filled) for r in (user.reply(q, DialogueContext(goal, i))
                                                   for i, q in enumerate(questions))]


def test_rendering_and_the_computed_gap():
    full = INTENT.render(TEMPLATE)
    assert full == "Add the expense Coffee beans for $12.50 in the category Food in Pro Expense."
    goal = INTENT.render(TEMPLATE, masked=("amount",))
    assert goal == "Add the expense Coffee beans in the category Food in Pro Expense."
    assert [r.id for r in INTENT.gap(goal)] == ["amount"] and INTENT.gap(full) == ()
    with pytest.raises(KeyError, match="not requirements"):
        INTENT.render(TEMPLATE, masked=("colour",))


GOAL = INTENT.render(TEMPLATE, masked=("amount", "category"))


def test_a_vague_question_gets_nothing():
    assert transcript(GOAL, "What should I do?") == [(NON_INFORMATIVE["en"], ReplyKind.NON_INFORMATIVE, ())]


def test_a_ui_question_is_refused():
    assert transcript(GOAL, "Should I tap the plus button?") == [(REFUSAL["en"], ReplyKind.REFUSAL, ())]


def test_a_question_outside_the_intent_gets_no_preference():
    assert transcript(GOAL, "Should I add a note to it?") == [(NO_PREFERENCE["en"], ReplyKind.NO_PREFERENCE, ())]


def test_a_specific_question_gets_the_value():
    assert transcript(GOAL, "How much did it cost?", "Which category is it, Housing or Food?") == [
        ("$12.50", ReplyKind.ANSWER, ("amount",)), ("Food", ReplyKind.ANSWER, ("category",))]
    assert transcript(GOAL, "Was it $10 or $15?") == [("$12.50", ReplyKind.ANSWER, ("amount",))]


def test_two_details_at_once_is_too_vague():
    assert transcript(GOAL, "What amount and category should I use?") == [
        (NON_INFORMATIVE["en"], ReplyKind.NON_INFORMATIVE, ())]


def test_a_repeated_question_gets_the_same_reply():
    first, again, loud = transcript(GOAL, "How much was it?", "How much was it?", "HOW MUCH WAS IT??")
    assert first == again == loud == ("$12.50", ReplyKind.ANSWER, ("amount",))


def test_a_question_about_what_the_goal_says_is_refused():
    assert transcript(GOAL, "Which item is the expense for?") == [(REFUSAL["en"], ReplyKind.REFUSAL, ())]


def test_chinese_goal_and_question_get_chinese_replies():
    goal = "在 Pro Expense 里添加一笔开销：咖啡豆。"
    assert transcript(goal, "金额是多少？", "分类选哪个？", "我应该点击哪个按钮？", "要写备注吗？", "我该怎么做？") == [
        ("12.50美元", ReplyKind.ANSWER, ("amount",)), ("食品", ReplyKind.ANSWER, ("category",)),
        (REFUSAL["zh"], ReplyKind.REFUSAL, ()), (NO_PREFERENCE["zh"], ReplyKind.NO_PREFERENCE, ()),
        (NON_INFORMATIVE["zh"], ReplyKind.NON_INFORMATIVE, ())]


def test_on_a_fully_specified_task_every_question_is_refused():
    goal = INTENT.render(TEMPLATE)
    assert {k for _, k, _ in transcript(goal, "How much?", "Which category?", "What should I do?")} == {
        ReplyKind.REFUSAL}
    task_without_intent = type("T", (), {"intent": None})()
    assert make_user("strict", task_without_intent).reply("How much?", DialogueContext("Do it.", 0)).kind \
        is ReplyKind.REFUSAL


def test_simulators_are_registered_by_name():
    assert {"strict", "scripted"} <= set(user_names())
    with pytest.raises(ValueError, match="valid: .*strict"):
        make_user("psychic", None)


def test_an_intent_is_checked_when_declared():
    with pytest.raises(ValueError, match="anchor"):
        Intent((Requirement("amount", Kind.EXPLICIT, "$1", ("amount",)),))
    with pytest.raises(ValueError, match="names"):
        Requirement("amount", Kind.EXPLICIT, "$1", ())
    with pytest.raises(ValueError, match="snake"):
        Requirement("Amount!", Kind.EXPLICIT, "$1", ("amount",))
