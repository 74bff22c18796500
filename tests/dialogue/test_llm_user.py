"""The ``llm`` user simulator: the model words the strict decision, is overruled when it
names a value outside the intent or leaks one, and is asked once per (task, seed,
question) across runs through the reply cache."""

import json

import pytest

from tests.agents.fake_openai_server import FakeOpenAIServer
from tests.dialogue.test_strict_user import INTENT, TEMPLATE
from venus_tasks.dialogue import DialogueContext, ReplyKind, make_user
from venus_tasks.dialogue.strict import NON_INFORMATIVE

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
    assert "amount: $12.50" in system and "category: Food" in system and GOAL in system
    assert body["messages"][1] == {"role": "user", "content": "How much was it?"}


def test_a_value_outside_the_intent_or_a_leak_is_replaced_by_the_strict_reply(server, tmp_path):
    user = _user(server, tmp_path)
    server.reply("I think it was $15.")                       # an invented value
    assert user.reply("How much was it?", DialogueContext(GOAL, 0)).text == "$12.50"
    server.reply("Just use Food, and it cost $12.50.")        # a vague question answered anyway
    reply = user.reply("What should I do?", DialogueContext(GOAL, 1))
    assert (reply.text, reply.kind, reply.filled) == (NON_INFORMATIVE["en"], ReplyKind.NON_INFORMATIVE, ())


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
