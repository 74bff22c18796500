"""The ``llm`` user simulator: the model words the strict decision (and sees no value the
decision did not release), is overruled when its words fail a check of
``dialogue.reply_check`` (the record says why), and is asked once per (task, seed,
question, goal, decision) across runs through the reply cache."""

import json

import pytest

from tests.agents.fake_openai_server import FakeOpenAIServer
from tests.dialogue.test_strict_user import INTENT, TEMPLATE
from venus_tasks.dialogue import DialogueContext, ReplyKind, make_user
from venus_tasks.dialogue.strict import NON_INFORMATIVE, REFUSAL, StrictUser

GOAL = INTENT.render(TEMPLATE, masked=("amount", "category"))


class Task:
    name, params, intent = "AddCoffee", {"seed": 7}, INTENT


@pytest.fixture
def server():
    s = FakeOpenAIServer().start()
    yield s
    s.stop()


def _user(server, tmp_path):
    return make_user("llm", Task(), model="user-model", base_url=server.base_url, api_key="k",
                     cache_path=str(tmp_path / "user_replies.jsonl"))


def test_the_models_words_are_kept_when_they_agree(server, tmp_path):
    server.reply("It was $12.50.")
    reply = _user(server, tmp_path).reply("How much was it?", DialogueContext(GOAL, 2))
    assert (reply.text, reply.kind, reply.filled) == ("It was $12.50.", ReplyKind.ANSWER, ("amount",))
    body = server.requests[0]["json"]
    assert body["model"] == "user-model" and body["temperature"] == 0
    system = body["messages"][0]["content"]
    assert "Decided reply: $12.50" in system and GOAL in system
    assert "Food" not in system          # the other missing value is not the model's to know
    assert body["messages"][1] == {"role": "user", "content": "How much was it?"}
    assert reply.as_json() == {"text": "It was $12.50.", "kind": "answer", "filled": ["amount"]}


def test_a_value_outside_the_intent_or_a_leak_is_replaced_by_the_strict_reply(server, tmp_path):
    user = _user(server, tmp_path)
    server.reply("I think it was $15.")                       # an invented value
    reply = user.reply("How much was it?", DialogueContext(GOAL, 0))
    assert reply.text == "$12.50" and reply.replaced == "unreleased_value: the answer does not name '$12.50'"
    server.reply("Just use Food, and it cost $12.50.")        # a vague question answered anyway
    reply = user.reply("What should I do?", DialogueContext(GOAL, 1))
    assert (reply.text, reply.kind, reply.filled) == (NON_INFORMATIVE["en"], ReplyKind.NON_INFORMATIVE, ())
    assert reply.as_json()["replaced"] == "unreleased_value: names '$12.50' (amount), which the decision did not release"
    line = json.loads((tmp_path / "user_replies.jsonl").read_text().splitlines()[-1])
    assert line["used"] == NON_INFORMATIVE["en"] and line["replaced"].startswith("unreleased_value")


ACTION = 'Reason: I think the task is done.\nAction: {"action_type": "status", "goal_status": "complete"}'


def test_an_endpoint_that_answers_with_agent_actions_never_reaches_the_agent(server, tmp_path):
    server.respond_with(lambda body: ACTION)                 # every chat request gets an action string
    user = _user(server, tmp_path)
    for question, strict in (("What should I do?", NON_INFORMATIVE["en"]), ("Should I tap the button?", REFUSAL["en"]),
                             ("How much was it?", "$12.50")):
        reply = user.reply(question, DialogueContext(GOAL, 0))
        assert reply.text == strict and reply.replaced.startswith("action_syntax: "), question
        assert "action_type" not in json.dumps(reply.as_json()["text"])


@pytest.mark.parametrize("words, question, goal, reason", [
    ("Yes, go ahead.", "Should I tap the button?", GOAL, "takes_a_side"),
    ("It was $12.50, and it goes under Food.", "How much was it?", GOAL, "unreleased_value"),
    ("金额是12.50美元。", "How much was it?", GOAL, "wrong_language"),
    ("It was 12.50 dollars.", "金额是多少？", "在 Pro Expense 中添加开销咖啡豆。", "wrong_language"),
    ("It was $12.50. " + "Really. " * 625, "How much was it?", GOAL, "too_long"),
    ('```json\n{"action_type": "answer", "text": "$12.50"}\n```', "How much was it?", GOAL, "action_syntax"),
])
def test_adversarial_wordings_from_the_endpoint_are_replaced(server, tmp_path, words, question, goal, reason):
    server.reply(words)
    reply = _user(server, tmp_path).reply(question, DialogueContext(goal, 0))
    strict = StrictUser(INTENT).reply(question, DialogueContext(goal, 0))
    assert (reply.text, reply.kind, reply.filled) == (strict.text, strict.kind, strict.filled)
    assert reply.replaced.startswith(reason + ":")


def test_an_unreachable_model_leaves_the_strict_wording_and_says_so(server, tmp_path):
    user = make_user("llm", Task(), model="m", base_url=server.base_url, api_key="k",
                     cache_path=str(tmp_path / "user_replies.jsonl"), client=None)
    user.client = user.client.with_options(max_retries=0)
    server.error(503)
    reply = user.reply("How much was it?", DialogueContext(GOAL, 0))
    assert reply.text == "$12.50" and reply.replaced.startswith("model_error: InternalServerError")
    assert not (tmp_path / "user_replies.jsonl").exists()     # an error is not cached: asked again next time


def test_the_episode_record_says_which_replies_were_replaced(server, tmp_path, env):
    from venus_tasks.agents import Agent, AgentStep
    from venus_tasks.env import actions as A
    from venus_tasks.episode import run_episode
    from venus_tasks.registry import create_instances, get_suite

    class Asker(Agent):
        def reset(self, goal):
            self.script = iter(["What should I do?", "Should I tap the button?", "What category is it?"])

        def step(self, observation):
            q = next(self.script, None)
            return AgentStep(A.JSONAction(A.ASK_USER, text=q) if q else A.done())

    server.respond_with(lambda body: "The category is Transportation." if "Transportation" in
                        body["messages"][0]["content"] else ACTION)
    inst = create_instances([get_suite("ambiguity")["AmbiExpenseTaxi_Incomplete"]], 1, 3)[0]
    user = make_user("llm", inst.task, model="m", base_url=server.base_url, api_key="k",
                     cache_path=str(tmp_path / "user_replies.jsonl"))
    rec = run_episode(inst, env, Asker(), "asker", user=user)
    said = [t for t in rec.dialogue if t["role"] == "user"]
    assert [(t["text"], t["kind"], t.get("replaced", "")[:14]) for t in said] == [
        (NON_INFORMATIVE["en"], "non_informative", "action_syntax:"),
        (REFUSAL["en"], "refusal", "action_syntax:"),
        ("The category is Transportation.", "answer", "")]
    assert said[2]["filled"] == ["category"]


def test_replies_are_cached_by_task_seed_and_question(server, tmp_path):
    server.reply("It came to $12.50.")
    first = _user(server, tmp_path).reply("How much was it?", DialogueContext(GOAL, 0))
    again = _user(server, tmp_path).reply("how much was it", DialogueContext(GOAL, 3))   # a new run
    assert first == again and len(server.requests) == 1
    line = json.loads((tmp_path / "user_replies.jsonl").read_text().splitlines()[0])
    assert line["words"] == line["used"] == "It came to $12.50." and line["task"] == "AddCoffee"


def test_a_model_is_required():
    with pytest.raises(ValueError, match="--user_model"):
        make_user("llm", Task())


def test_a_device_fact_the_question_did_not_state_is_replaced_by_the_strict_reply(server, tmp_path):
    """On a conflict task the model may say back what the question stated, nothing more."""
    from venus_tasks.dialogue.grounding import Fact
    from venus_tasks.dialogue.intent import Intent, Kind, Requirement

    class Conflict:
        name, params = "CountConflict", {"seed": 1}
        intent = Intent((
            Requirement("folder", Kind.ANCHOR, "Algo", ("folder",), phrase="in the folder Algo"),
            Requirement("resolution", Kind.IMPLICIT, "Delete all of them.", ("delete all",),
                        grounds=(Fact("5", "number", shown=("a.md", "b.md", "c.md", "d.md", "e.md")),)),
        ), facts=(Fact("Trips"),))                          # the other folder: a device fact too

    goal = Conflict.intent.render("Delete the notes {folder} in Markor.")
    seen = frozenset({"a.md", "b.md", "c.md", "d.md", "e.md"})
    user = make_user("llm", Conflict(), model="m", base_url=server.base_url, api_key="k")
    server.reply("Delete all of them; the rest are in Trips anyway.")
    assert user.reply("Algo has 5 notes. Delete all of them?", DialogueContext(goal, 0, seen)).text \
        == "Delete all of them."
    server.reply("Delete all of them, all five.")              # the count the question stated
    assert user.reply("Algo has 5 notes, should I delete all?", DialogueContext(goal, 1, seen)).text \
        == "Delete all of them, all five."
