"""The checks that hold a chat model's wording to the strict decision
(``venus_tasks.dialogue.reply_check``): adversarial model replies against real strict
decisions over the expense intent of ``test_strict_user``, in English and Chinese."""

import pytest

from tests.dialogue.test_strict_user import INTENT, TEMPLATE
from venus_tasks.dialogue import DialogueContext, Reply, ReplyKind
from venus_tasks.dialogue.reply_check import CHECKS, failure, max_length
from venus_tasks.dialogue.strict import NO_PREFERENCE, NON_INFORMATIVE, REFUSAL, StrictUser

GOAL = INTENT.render(TEMPLATE, masked=("amount", "category"))      # amount and category missing
GOAL_ZH = "在 Pro Expense 中添加开销咖啡豆。"                              # the same gap, in Chinese

ACTION = 'Reason: I think the task is done.\nAction: {"action_type": "status", "goal_status": "complete"}'

# question -> the kind the strict simulator decides for it on GOAL (asserted below)
QUESTIONS = {
    "How much was it?": ReplyKind.ANSWER,
    "What should I do?": ReplyKind.NON_INFORMATIVE,
    "Should I tap the button?": ReplyKind.REFUSAL,
    "Should I add a note to it?": ReplyKind.NO_PREFERENCE,
}


def check(words, question, goal=GOAL):
    decided = StrictUser(INTENT).reply(question, DialogueContext(goal, 0))
    return failure(words, decided, question, goal, INTENT)


def test_the_questions_get_the_decisions_the_cases_assume():
    for q, kind in QUESTIONS.items():
        assert StrictUser(INTENT).reply(q, DialogueContext(GOAL, 0)).kind is kind, q


@pytest.mark.parametrize("words, question", [
    ("It was $12.50.", "How much was it?"),
    ("The amount is $12.50.", "How much was it?"),
    ("$12.50", "Was it $10 or $15?"),
    ("Please ask me about one specific detail you need.", "What should I do?"),
    ("Please make your own decisions based on the current instructions.", "Should I tap the button?"),
    ("That's for you to decide for yourself from what I asked.", "Should I tap the button?"),
    ("I have no preference about that.", "Should I add a note to it?"),
])
def test_faithful_wordings_are_kept(words, question):
    assert check(words, question) is None


@pytest.mark.parametrize("words, question", [
    ("金额是12.50美元。", "金额是多少？"),
    ("没有偏好。", "要加备注吗？"),
    ("请你根据当前的指令自行决定吧。", "我应该点击哪个按钮？"),
])
def test_faithful_chinese_wordings_are_kept(words, question):
    assert check(words, question, GOAL_ZH) is None


@pytest.mark.parametrize("question", list(QUESTIONS))
def test_an_agent_action_is_replaced_whatever_the_decision(question):
    assert check(ACTION, question).startswith("action_syntax:")


@pytest.mark.parametrize("words", [
    '```json\n{"action_type": "click", "index": 3}\n```',
    "```\nclick(index=3)\n```",
    "It was $12.50.\n**Action:** tap Save",
    "<tool_call>open_app</tool_call>",
    "It was $12.50 <|im_end|>",
    "It was $12.50, then do input_text",
    "Sure: click(3)",
])
def test_markdown_wrapped_actions_and_tool_calls_are_replaced(words):
    assert check(words, "How much was it?").startswith("action_syntax:")


@pytest.mark.parametrize("words, question, reason", [
    ("Yes, go ahead.", "Should I tap the button?", "takes_a_side: 'yes'"),
    ("Sure.", "Should I tap the button?", "takes_a_side: 'sure'"),
    ("No, don't.", "Should I tap the button?", "takes_a_side: 'no'"),
    ("是的，点吧。", "我应该点击那个按钮吗？", "takes_a_side: '是的'"),
])
def test_a_declined_question_answered_yes_or_no_is_replaced(words, question, reason):
    goal = GOAL_ZH if any("\u4e00" <= c <= "\u9fff" for c in words) else GOAL
    assert check(words, question, goal).startswith(reason)


@pytest.mark.parametrize("words, question, reason", [
    ("It was $12.50, and the category is Food.", "How much was it?", "unreleased_value: names 'Food' (category)"),
    ("$12.50, not $15.", "How much was it?", "unreleased_value: names '$15' (amount)"),
    ("I think it was $15.", "How much was it?", "unreleased_value: the answer does not name '$12.50'"),
    ("Just use Food, please.", "What should I do?", "unreleased_value: names 'Food' (category)"),
    ("Put it in Housing, you decide for yourself.", "Should I tap the button?", "unreleased_value"),
    ("It's the Coffee beans one, no preference otherwise.", "Should I add a note to it?",
     "unreleased_value: names 'Coffee beans' (expense)"),
])
def test_a_value_the_decision_did_not_release_is_replaced(words, question, reason):
    assert check(words, question).startswith(reason)


@pytest.mark.parametrize("words, question, reason", [
    ("No preference.", "Should I tap the button?", "other_kind: 'no preference'"),
    ("$12.50. Please ask about one specific detail next time.", "How much was it?", "other_kind: 'specific'"),
    ("Hmm, let me think.", "Should I tap the button?", "wrong_kind: does not read as a refusal"),
    ("I'm happy with what I said.", "What should I do?", "wrong_kind: does not read as a non_informative"),
])
def test_a_reply_of_another_kind_is_replaced(words, question, reason):
    assert check(words, question).startswith(reason)


@pytest.mark.parametrize("words, question, said", [
    ("It was $12.50; now tap Save.", "How much was it?", "tap"),
    ("It was $12.50, go ahead and finish.", "How much was it?", "go ahead"),
    ("You should now decide for yourself and submit it.", "Should I tap the button?", "submit"),
    ("Please decide yourself; you should continue.", "Should I tap the button?", "continue"),
])
def test_instructions_to_the_agent_are_replaced(words, question, said):
    assert check(words, question) == f"instructs_agent: {said!r}"


@pytest.mark.parametrize("words, what", [
    ("It was $12.50, like the 3 others.", "the number 3"),
    ("It was $12.50, like last time on March 3.", "the date 3/3 (month/day)"),
    ("It was $12.50, as on Monday.", "the day 'monday'"),
    ("It was $12.50, see receipt_0412.pdf.", "the file, path or address 'receipt_0412.pdf'"),
    ("It was $12.50, the same as Alice paid.", "the name 'Alice'"),
    ('It was $12.50, as in "Lunch with Bob".', "the quoted 'Lunch with Bob'"),
    ("It was $12.50 — twelve dollars fifty.", "the number 12"),
])
def test_device_facts_not_in_the_strict_reply_or_the_question_are_replaced(words, what):
    assert check(words, "How much was it?").startswith(f"device_fact: {what}")


def test_a_fact_the_question_states_may_be_repeated():
    assert check("It was $12.50 at Alice's cafe.", "How much was it at Alice's cafe?") is None


@pytest.mark.parametrize("words, question, goal", [
    ("金额是12.50美元。", "How much was it?", GOAL),                    # Chinese to an English goal
    ("It was 12.50美元.", "金额是多少？", GOAL_ZH),                      # English to a Chinese one
    ("Please decide yourself.", "我应该点击哪个按钮？", GOAL_ZH),
    ("金额是12.50美元, thanks.", "金额是多少？", GOAL_ZH),
])
def test_a_reply_in_another_language_than_the_goal_is_replaced(words, question, goal):
    assert check(words, question, goal).startswith("wrong_language:")


def test_a_value_in_latin_letters_is_not_english_in_a_chinese_reply():
    decided = Reply("Work trip", ReplyKind.ANSWER, ())
    goal = "在 Pro Expense 中添加一笔支出。"
    assert failure("备注写Work trip。", decided, "备注是什么？", goal) is None
    assert failure("备注写Work trip，在Pro Expense里。", decided, "备注是什么？", goal) == "device_fact: the name 'Pro'"


def test_a_file_name_the_strict_reply_gives_may_touch_chinese_text():
    decided = Reply("todo.txt", ReplyKind.ANSWER, ())
    goal = "在 Markor 中新建一个待办清单。"
    assert failure("是todo.txt。", decided, "文件名是什么？", goal) is None
    assert failure("It's todo.txt, like notes.md.", decided, "What file name?", "Make a to-do list.") == \
        "device_fact: the file, path or address 'notes.md'"


def test_length_is_bounded_by_the_strict_text():
    assert max_length("$12.50") == 72 and max_length(REFUSAL["en"]) == 190
    long = "It was $12.50. " + "x" * 5000
    assert check(long, "How much was it?") == f"too_long: {len(long)} characters, at most 72"
    assert check("It was exactly $12.50, thank you so much for asking me about it, much appreciated.",
                 "How much was it?") == "too_long: 82 characters, at most 72"


def test_blank_words_are_replaced():
    assert check("  \n", "How much was it?") == "blank: the model wrote nothing"


def test_the_strict_wordings_pass_their_own_checks():
    for lang, goal in (("en", GOAL), ("zh", GOAL_ZH)):
        for kind, texts in ((ReplyKind.REFUSAL, REFUSAL), (ReplyKind.NO_PREFERENCE, NO_PREFERENCE),
                            (ReplyKind.NON_INFORMATIVE, NON_INFORMATIVE)):
            assert failure(texts[lang], Reply(texts[lang], kind), "Why?", goal, INTENT) is None, (lang, kind)
    assert failure("$12.50", Reply("$12.50", ReplyKind.ANSWER, ("amount",)), "How much?", GOAL, INTENT) is None


def test_every_check_is_a_named_function():
    assert [c.__name__ for c in CHECKS] == ["blank", "action_syntax", "too_long", "wrong_language",
                                            "unreleased_value", "other_kind", "takes_a_side", "instructs_agent",
                                            "device_fact", "wrong_kind"]
