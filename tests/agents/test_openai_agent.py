"""The OpenAI-compatible agent through the real ``openai`` client over HTTP.

Every test talks to ``FakeOpenAIServer`` on 127.0.0.1 (see ``fake_openai_server.py``).
"""

from __future__ import annotations

import base64
import json
import io

import numpy as np
import pytest
from PIL import Image

from venus_tasks.agents import AgentConfig, make_agent
from venus_tasks.agents.base import Usage
from venus_tasks.agents.openai_agent import AgentOptions, ModelUnavailableError, OpenAIAgent
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement

GOAL = "Turn on Wi-Fi in the Settings app."
ELEMENTS = (
    UIElement(text="Network & internet", class_name="android.widget.TextView",
              bbox=BoundingBox(0, 400, 1080, 560), is_clickable=True),
    UIElement(text="Wi-Fi", class_name="android.widget.Switch", bbox=BoundingBox(900, 600, 1060, 700),
              is_clickable=True),
)


class Sleeps(list):
    def __call__(self, seconds: float) -> None:
        self.append(seconds)


def make(server, sleeps=None, **extra) -> OpenAIAgent:
    cfg = AgentConfig(model="test-model", base_url=server.base_url, api_key="sk-test",
                      temperature=0.0, max_tokens=256, extra=tuple((k, str(v)) for k, v in extra.items()))
    agent = OpenAIAgent(cfg, sleep=sleeps if sleeps is not None else Sleeps())
    agent.reset(GOAL)
    return agent


def obs(screenshot, step=0, elements=ELEMENTS, user_messages=()):
    return Observation(step=step, screenshot=screenshot, ui_elements=elements,
                       foreground="com.android.settings/.Settings", user_messages=tuple(user_messages))


def image_of(body) -> Image.Image:
    urls = [p["image_url"]["url"] for m in body["messages"] if isinstance(m["content"], list)
            for p in m["content"] if p.get("type") == "image_url"]
    assert len(urls) == 1, urls
    head, b64 = urls[0].split(",", 1)
    assert head.startswith("data:image/")
    return Image.open(io.BytesIO(base64.b64decode(b64)))


def user_text(body) -> str:
    return "\n".join(p["text"] for m in body["messages"] if m["role"] == "user" and isinstance(m["content"], list)
                     for p in m["content"] if p.get("type") == "text")


def test_step_sends_goal_and_image_and_reports_api_usage(fake_openai, screenshot):
    fake_openai.reply('Reason: The Wi-Fi switch is element 1.\nAction: {"action_type": "click", "index": 1}',
                      usage=(1834, 27, 1536))
    agent = make(fake_openai)
    out = agent.step(obs(screenshot))
    assert out.action == A.JSONAction(A.CLICK, index=1)
    assert out.usage == Usage(1834, 27, 1536, "api")
    assert out.raw["thought"] == "The Wi-Fi switch is element 1."
    assert out.raw["reply"].startswith("Reason:")

    (req,) = fake_openai.requests
    assert req["path"] == "/v1/chat/completions"
    assert req["headers"]["authorization"] == "Bearer sk-test"
    body = req["json"]
    assert set(body) == {"model", "messages", "temperature", "max_tokens"}  # nothing OpenAI-only
    assert body["model"] == "test-model" and body["max_tokens"] == 256 and body["temperature"] == 0.0
    assert body["messages"][0]["role"] == "system" and "ask_user" in body["messages"][0]["content"]
    text = user_text(body)
    assert GOAL in text
    assert '1: Switch "Wi-Fi" clickable center=(980, 650)' in text
    img = image_of(body)
    assert img.format == "PNG" and img.size == (1080, 2400)
    assert np.array_equal(np.asarray(img.convert("RGB")), screenshot)
    # the record keeps the exact messages sent, the image referenced rather than inlined
    prompt = out.raw["prompt"]
    assert prompt[0] == body["messages"][0] and prompt[1]["content"][0] == body["messages"][1]["content"][0]
    assert prompt[1]["content"][1] == {"type": "image_url",
                                       "image_url": {"url": "<this step's screenshot (1080x2400 png)>"}}
    assert "base64" not in json.dumps(out.raw)


def test_missing_usage_falls_back_to_labelled_character_counts(fake_openai, screenshot):
    reply = 'Reason: go home.\nAction: {"action_type": "navigate_home"}'
    fake_openai.reply(reply, usage=None)
    agent = make(fake_openai)
    out = agent.step(obs(screenshot))
    body = fake_openai.chat_bodies()[0]
    text_chars = len(body["messages"][0]["content"]) + len(user_text(body))
    assert out.usage == Usage(text_chars, len(reply), 0, "chars")


def test_usage_without_cached_details_counts_zero_cached(fake_openai, screenshot):
    fake_openai.reply('Reason: w\nAction: {"action_type": "wait"}',
                      usage={"prompt_tokens": 900, "completion_tokens": 12, "total_tokens": 912})
    assert make(fake_openai).step(obs(screenshot)).usage == Usage(900, 12, 0, "api")


@pytest.mark.parametrize("reply,reason", [
    ("I would tap the Wi-Fi switch now.", "no JSON action"),
    ('Reason: r\nAction: {"action_type": "teleport"}', "unknown action_type"),
    ('Reason: r\nAction: {"action_type": "click", "index": 9}', "index 9 is out of range"),
    ("", "empty model output"),
])
def test_invalid_output_becomes_invalid_action(fake_openai, screenshot, reply, reason):
    fake_openai.reply(reply, usage=(500, 9, 0))
    agent = make(fake_openai)
    out = agent.step(obs(screenshot))
    assert out.action.action_type == A.INVALID and reason in out.action.text
    assert out.usage == Usage(500, 9, 0, "api")
    # the next request tells the model its output was not used
    fake_openai.reply('Reason: w\nAction: {"action_type": "wait"}')
    agent.step(obs(screenshot, step=1))
    assert "Step 1: invalid output, nothing was done" in user_text(fake_openai.chat_bodies()[1])


def test_server_errors_raise_model_unavailable_after_bounded_retries(fake_openai, screenshot):
    fake_openai.error(503, "overloaded", times=3)
    sleeps = Sleeps()
    agent = make(fake_openai, sleeps, attempts=3, backoff=0.5)
    with pytest.raises(ModelUnavailableError) as info:
        agent.step(obs(screenshot))
    assert info.value.attempts == 3 and info.value.status_code == 503 and info.value.retryable
    assert "failed after 3 attempt(s)" in str(info.value)
    assert len(fake_openai.requests) == 3
    assert sleeps == [0.5, 1.0]


def test_transient_error_then_success_counts_only_the_answered_call(fake_openai, screenshot):
    fake_openai.error(500)
    fake_openai.error(429, "rate limited")
    fake_openai.reply('Reason: b\nAction: {"action_type": "navigate_back"}', usage=(700, 20, 0))
    sleeps = Sleeps()
    out = make(fake_openai, sleeps).step(obs(screenshot))
    assert out.action == A.JSONAction(A.NAVIGATE_BACK)
    assert out.usage == Usage(700, 20, 0, "api")
    assert sleeps == [2.0, 4.0]
    assert out.raw["calls"][0]["attempts"] == 3


def test_client_errors_are_not_retried(fake_openai, screenshot):
    fake_openai.error(401, "invalid api key")
    fake_openai.reply('Reason: w\nAction: {"action_type": "wait"}')
    sleeps = Sleeps()
    with pytest.raises(ModelUnavailableError) as info:
        make(fake_openai, sleeps).step(obs(screenshot))
    assert info.value.status_code == 401 and not info.value.retryable
    assert "HTTP 401" in str(info.value) and "invalid api key" in str(info.value)
    assert len(fake_openai.requests) == 1 and sleeps == []


def test_unreachable_endpoint_raises_model_unavailable(screenshot):
    from .fake_openai_server import FakeOpenAIServer
    server = FakeOpenAIServer().start()
    url = server.base_url
    server.stop()  # nothing listens on that port any more
    cfg = AgentConfig(model="m", base_url=url, extra=(("attempts", "2"), ("timeout", "5")))
    sleeps = Sleeps()
    agent = OpenAIAgent(cfg, sleep=sleeps)
    agent.reset(GOAL)
    with pytest.raises(ModelUnavailableError) as info:
        agent.step(obs(screenshot))
    assert info.value.status_code is None and info.value.attempts == 2 and sleeps == [2.0]


def test_reprompt_sums_usage_over_calls(fake_openai, screenshot):
    fake_openai.reply("Sure! I will click Wi-Fi.", usage=(1000, 8, 0))
    fake_openai.reply('Reason: fixed.\nAction: {"action_type": "click", "index": 1}', usage=(1030, 15, 1000))
    out = make(fake_openai, reprompt=1).step(obs(screenshot))
    assert out.action == A.JSONAction(A.CLICK, index=1)
    assert out.usage == Usage(2030, 23, 1000, "api")
    assert len(out.raw["calls"]) == 2
    second = fake_openai.chat_bodies()[1]["messages"]
    assert second[-2] == {"role": "assistant", "content": "Sure! I will click Wi-Fi."}
    assert "could not be used" in second[-1]["content"]


def test_ask_user_reply_and_history_reach_the_next_request(fake_openai, screenshot):
    fake_openai.reply('Reason: ambiguous.\nAction: {"action_type": "ask_user", "text": "Which network?"}')
    fake_openai.reply('Reason: ok.\nAction: {"action_type": "answer", "text": "Connected to Home-5G"}')
    agent = make(fake_openai)
    assert agent.step(obs(screenshot)).action == A.ask_user("Which network?")
    assert agent.step(obs(screenshot, 1, user_messages=["The one called Home-5G."])).action == \
        A.answer("Connected to Home-5G")
    text = user_text(fake_openai.chat_bodies()[1])
    assert "You asked the user: Which network?\nUser: The one called Home-5G." in text
    assert 'Step 1: {"action_type": "ask_user", "text": "Which network?"}' in text


def test_history_is_bounded(fake_openai, screenshot):
    agent = make(fake_openai, history=2)
    for i in range(4):
        fake_openai.reply('Reason: w\nAction: {"action_type": "wait"}')
        agent.step(obs(screenshot, i))
    text = user_text(fake_openai.chat_bodies()[3])
    assert "Step 3:" in text and "Step 2:" in text and "Step 1:" not in text


def test_reset_clears_history_and_dialogue(fake_openai, screenshot):
    agent = make(fake_openai)
    fake_openai.reply('Reason: q\nAction: {"action_type": "ask_user", "text": "Which one?"}')
    agent.step(obs(screenshot))
    agent.reset("Another goal.")
    fake_openai.reply('Reason: w\nAction: {"action_type": "wait"}')
    agent.step(obs(screenshot))
    text = user_text(fake_openai.chat_bodies()[1])
    assert "Another goal." in text and "Which one?" not in text and "Step 1:" not in text


def test_qwen3_format_uses_the_999_grid(fake_openai, screenshot):
    fake_openai.reply('Thought: tap Wi-Fi.\nAction: "Tap the Wi-Fi switch."\n<tool_call>\n'
                      '{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [907, 270]}}\n</tool_call>')
    agent = make(fake_openai, format="qwen3")
    out = agent.step(obs(screenshot))
    assert out.action == A.JSONAction(A.CLICK, x=981, y=649)
    assert out.raw["summary"] == "Tap the Wi-Fi switch." and out.raw["coords"] == "relative999"
    body = fake_openai.chat_bodies()[0]
    assert "resolution is 999x999" in body["messages"][0]["content"]
    assert "UI elements" not in user_text(body)  # off by default for image models


def test_qwen25_format_sends_smart_resized_image_and_maps_back(fake_openai, screenshot):
    fake_openai.reply('<tool_call>\n{"name": "mobile_use", "arguments": '
                      '{"action": "swipe", "coordinate": [546, 1800], "coordinate2": [546, 600]}}\n</tool_call>')
    out = make(fake_openai, format="qwen").step(obs(screenshot))
    assert out.action == A.JSONAction(A.SWIPE, x=540, y=1794, direction="up")
    body = fake_openai.chat_bodies()[0]
    assert image_of(body).size == (1092, 2408)
    assert "resolution is 1092x2408" in body["messages"][0]["content"]


def test_reasoning_content_and_parsed_tool_calls_are_read(fake_openai, screenshot):
    fake_openai.reply(None, reasoning="The user asked a question; answer it.", tool_calls=[{
        "id": "call_1", "type": "function",
        "function": {"name": "mobile_use", "arguments": '{"action": "answer", "text": "42"}'}}])
    out = make(fake_openai, format="mai_ui").step(obs(screenshot))
    assert out.action == A.answer("42")
    assert out.raw["thought"] == "The user asked a question; answer it."


def test_jpeg_and_max_pixels_options(fake_openai, screenshot):
    fake_openai.reply('Reason: w\nAction: {"action_type": "wait"}')
    make(fake_openai, image_format="jpeg", max_pixels=270 * 600).step(obs(screenshot))
    img = image_of(fake_openai.chat_bodies()[0])
    assert img.format == "JPEG" and img.size == (270, 600)


def test_registered_as_openai_and_built_from_agent_config(fake_openai, screenshot):
    agent = make_agent("openai", AgentConfig(model="served", base_url=fake_openai.base_url,
                                             extra=(("format", "gui_owl"),)))
    assert isinstance(agent, OpenAIAgent) and agent.options.format == "gui_owl"
    agent.reset(GOAL)
    fake_openai.reply("<thinking>\ndone\n</thinking>\n<tool_call>\n"
                      '{"name": "mobile_use", "arguments": {"action": "terminate", "status": "success"}}\n'
                      "</tool_call>\n<conclusion>\nFinished.\n</conclusion>")
    assert agent.step(obs(screenshot)).action == A.done("complete")
    assert fake_openai.requests[0]["headers"]["authorization"] == "Bearer EMPTY"
    agent.close()


@pytest.mark.parametrize("extra,match", [
    ((("colour", "blue"),), "unknown openai agent option"),
    ((("format", "gpt5"),), "unknown output format"),
    ((("history", "many"),), "not a valid int"),
    ((("ui_elements", "maybe"),), "not a valid bool"),
    ((("coords", "normalised"),), "coords must be one of"),
    ((("attempts", "0"),), "attempts must be >= 1"),
])
def test_bad_options_are_config_errors(extra, match):
    with pytest.raises(ValueError, match=match):
        OpenAIAgent(AgentConfig(model="m", base_url="http://127.0.0.1:9/v1", extra=extra))


def test_model_name_is_required():
    with pytest.raises(ValueError, match="needs a model name"):
        make_agent("openai", AgentConfig())


def test_option_defaults_per_format():
    assert AgentOptions.from_extra(()).ui_elements is True
    q = AgentOptions.from_extra({"format": "qwen"})
    assert (q.coords, q.resize, q.ui_elements) == ("absolute", "smart", False)
    assert AgentOptions.from_extra({"format": "qwen3"}).resize == "none"
    assert AgentOptions.from_extra({"format": "maiui"}).coords == "relative999"
    assert AgentOptions.from_extra({"format": "ui_venus", "coords": "relative999"}).coords == "relative999"


@pytest.mark.parametrize("body", [{"id": "x", "object": "chat.completion", "choices": []},
                                  {"id": "x", "object": "chat.completion", "model": "m", "created": 0,
                                   "choices": [{"index": 0, "finish_reason": "stop"}]},
                                  "not a completion at all"])
def test_a_malformed_200_is_retried_then_unavailable(fake_openai, screenshot, body):
    """A 200 whose body is not a chat completion is the server's failure, not the agent's:
    retried like a 5xx, then ModelUnavailableError (the episode is agent_error, no_result)."""
    fake_openai.raw(200, body)
    fake_openai.reply('Reason: b\nAction: {"action_type": "navigate_back"}')
    sleeps = Sleeps()
    out = make(fake_openai, sleeps, attempts=2).step(obs(screenshot))
    assert out.action == A.JSONAction(A.NAVIGATE_BACK) and sleeps == [2.0]
    for _ in range(2):
        fake_openai.raw(200, body)
    with pytest.raises(ModelUnavailableError, match="failed after 2 attempt"):
        make(fake_openai, Sleeps(), attempts=2).step(obs(screenshot))


@pytest.mark.parametrize("content_type", ["application/json", "text/html"])
def test_a_200_whose_body_is_not_json_is_retried_whatever_its_content_type(fake_openai, screenshot, content_type):
    """A proxy's page served as ``application/json`` made the openai client raise a
    JSONDecodeError that ended the episode as agent_crash (score 0, no retry); as
    ``text/html`` it was retried. Both are the server's failure: retried, then
    ModelUnavailableError (agent_error, no_result)."""
    garbage = b"<html>this is not json at all"
    fake_openai.raw(200, garbage, content_type)
    fake_openai.reply('Reason: b\nAction: {"action_type": "navigate_back"}')
    sleeps = Sleeps()
    out = make(fake_openai, sleeps, attempts=2).step(obs(screenshot))
    assert out.action == A.JSONAction(A.NAVIGATE_BACK) and sleeps == [2.0]
    for _ in range(2):
        fake_openai.raw(200, garbage, content_type)
    with pytest.raises(ModelUnavailableError, match="failed after 2 attempt"):
        make(fake_openai, Sleeps(), attempts=2).step(obs(screenshot))
