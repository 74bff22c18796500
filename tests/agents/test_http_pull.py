"""The pull form of the HTTP agent interface (``--agent http --agent_arg serve=...``): the
runner serves observations, the agent fetches them and posts actions. Real sockets on
127.0.0.1; the bodies are checked against ``http_schema.json``; a whole episode is driven
from a separate process that uses only the standard library."""

from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import subprocess
import sys
import textwrap
import threading
import time
import urllib.error
import urllib.request

import jsonschema
import numpy as np
import pytest

from venus_tasks import results
from venus_tasks.agents import AgentConfig, AgentUnavailableError, is_model_client, make_agent
from venus_tasks.agents.http_pull import SCHEMA_PATH, HttpPullAgent
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(SCHEMA_PATH, encoding="utf-8") as _f:
    SCHEMA = json.load(_f)
ELEMENTS = (UIElement(text="Wi-Fi", class_name="android.widget.Switch", bbox=BoundingBox(900, 600, 1060, 700),
                      is_clickable=True, is_checkable=True, is_checked=True),)


def check(body, name):
    """Validate ``body`` against ``$defs/<name>`` of the published schema."""
    jsonschema.validate(body, {**SCHEMA, "$ref": f"#/$defs/{name}"})


def pull_agent(**extra) -> HttpPullAgent:
    extra = {"serve": "127.0.0.1:0", **extra}
    return HttpPullAgent(AgentConfig(extra=tuple((k, str(v)) for k, v in extra.items())), announce=lambda line: None)


def get(url, path, token=None):
    req = urllib.request.Request(url + path, headers={"Authorization": f"Bearer {token}"} if token else {})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, r.headers["Content-Type"], r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers["Content-Type"], e.read()


def post(url, body, token=None):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    req = urllib.request.Request(url + "/action", data=data, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def observe(url, wait=5.0):
    status, kind, data = get(url, f"/observation?wait={wait}")
    assert status == 200 and kind == "application/json"
    body = json.loads(data)
    check(body, "pull_observation")
    return body


class Stepper:
    """Runs ``agent.step(obs)`` in a thread, as the episode loop does."""

    def __init__(self, agent, obs):
        self.out = self.error = None
        self.thread = threading.Thread(target=self._run, args=(agent, obs), daemon=True)
        self.thread.start()

    def _run(self, agent, obs):
        try:
            self.out = agent.step(obs)
        except Exception as e:  # noqa: BLE001 - inspected by the test
            self.error = e

    def result(self):
        self.thread.join(10)
        assert not self.thread.is_alive()
        return self.out, self.error


@pytest.fixture
def screenshot():
    rng = np.random.default_rng(3)
    return rng.integers(0, 256, size=(64, 32, 3), dtype=np.uint8)


def obs(screenshot, step, messages=(), max_steps=5):
    return Observation(step=step, screenshot=screenshot, ui_elements=ELEMENTS, foreground="com.android.settings/.Settings",
                       user_messages=tuple(messages), max_steps=max_steps)


# --------------------------------------------------------------------------- the protocol
def test_an_observation_is_fetched_and_an_action_posted(screenshot):
    agent = pull_agent()
    try:
        assert observe(agent.url, wait=0) == {"state": "waiting"}
        agent.reset("Turn Wi-Fi off.")
        s = Stepper(agent, obs(screenshot, 0))
        body = observe(agent.url)
        assert (body["state"], body["goal"], body["step"], body["max_steps"], body["steps_left"]) == \
            ("running", "Turn Wi-Fi off.", 0, 5, 5)
        assert body["screen_size"] == [32, 64] and body["ui_elements"][0]["text"] == "Wi-Fi"
        assert body["ui_elements"][0]["bbox"] == [900, 600, 1060, 700] and body["dialogue"] == []
        status, kind, png = get(agent.url, "/screenshot.png")
        assert (status, kind) == (200, "image/png") and png == base64.b64decode(body["screenshot_png_b64"])
        posted = {"episode_id": body["episode_id"], "step": 0,
                  "action": {"action_type": "ask_user", "text": "Which network?"},
                  "usage": {"prompt_tokens": 900, "completion_tokens": 12}, "raw": {"reply": "ask"}}
        check(posted, "action_post")
        reply = post(agent.url, posted)
        check(reply[1], "action_reply")
        assert reply == (200, {"accepted": True})
        out, error = s.result()
        assert error is None and out.action == A.ask_user("Which network?")
        assert (out.usage.prompt_tokens, out.usage.completion_tokens, out.usage.source) == (900, 12, "api")
        assert out.raw == {"posted": True, "raw": {"reply": "ask"}}
        assert observe(agent.url, wait=0) == {"state": "waiting"}   # answered: nothing pending
        assert post(agent.url, posted)[0] == 409                   # a repeat is refused, not executed twice

        # the reply arrives with the next observation and the dialogue holds both turns
        s = Stepper(agent, obs(screenshot, 1, messages=["The office one."]))
        body = observe(agent.url)
        assert body["user_messages"] == ["The office one."] and body["steps_left"] == 4
        assert body["dialogue"] == [{"role": "agent", "step": 0, "text": "Which network?"},
                                    {"role": "user", "step": 1, "text": "The office one."}]
        stale = post(agent.url, {"episode_id": body["episode_id"], "step": 0, "action": {"action_type": "wait"}})
        assert stale[0] == 409 and "pending: episode" in stale[1]["error"]
        assert post(agent.url, {"episode_id": body["episode_id"], "step": 1,
                                "action": {"action_type": "status", "goal_status": "complete"}})[0] == 200
        assert s.result()[0].action == A.done("complete")

        # a new episode has a new id and an empty dialogue
        first = body["episode_id"]
        agent.reset("Turn Wi-Fi on.")
        s = Stepper(agent, obs(screenshot, 0))
        body = observe(agent.url)
        assert body["episode_id"] != first and body["dialogue"] == [] and body["goal"] == "Turn Wi-Fi on."
        post(agent.url, {"episode_id": body["episode_id"], "step": 0, "action": {"action_type": "navigate_home"}})
        assert s.result()[0].action == A.JSONAction(A.NAVIGATE_HOME)
    finally:
        agent.close()
    with pytest.raises(OSError):   # the port is free again
        get(agent.url, "/observation")


@pytest.mark.parametrize("action, usage, reason", [
    ({"action_type": "fly"}, None, "unknown action_type"),
    ({"action_type": "click", "x": "12", "y": 3}, None, "action field x must be int"),
    ({"action_type": "scroll", "direction": "sideways"}, None, "direction must be one of"),
    ({"action_type": "wait", "colour": "red"}, None, "unknown action fields"),
    ("tap", None, "action must be a JSON object"),
    ({"action_type": "wait"}, {"prompt_tokens": -1, "completion_tokens": 0}, "usage.prompt_tokens"),
])
def test_a_broken_action_costs_the_step(screenshot, action, usage, reason):
    agent = pull_agent()
    try:
        agent.reset("g")
        s = Stepper(agent, obs(screenshot, 0))
        body = observe(agent.url)
        status, reply = post(agent.url, {"episode_id": body["episode_id"], "step": 0, "action": action,
                                         **({"usage": usage} if usage else {})})
        assert status == 200 and reply["accepted"] and reason in reply["invalid"]
        out, _ = s.result()
        assert out.action.action_type == A.INVALID and reason in out.raw["error"]
    finally:
        agent.close()


def test_unreadable_requests_are_refused_and_the_observation_stays_pending(screenshot):
    agent = pull_agent()
    try:
        agent.reset("g")
        s = Stepper(agent, obs(screenshot, 0))
        body = observe(agent.url)
        assert post(agent.url, b"{not json")[0] == 400
        assert post(agent.url, {"step": 0, "action": {"action_type": "wait"}})[0] == 400
        assert post(agent.url, {"episode_id": body["episode_id"], "step": "0", "action": {}})[0] == 400
        assert get(agent.url, "/observation?wait=soon")[0] == 400
        assert get(agent.url, "/nothing")[0] == 404
        assert observe(agent.url, wait=0)["step"] == 0    # still pending
        post(agent.url, {"episode_id": body["episode_id"], "step": 0, "action": {"action_type": "wait"}})
        assert s.result()[0].action == A.JSONAction(A.WAIT)
        assert get(agent.url, "/screenshot.png")[0] == 404
        status, kind, schema = get(agent.url, "/schema")
        assert status == 200 and json.loads(schema) == SCHEMA
    finally:
        agent.close()


def test_a_token_guards_every_endpoint(screenshot):
    agent = pull_agent(token="s3cret")
    try:
        assert get(agent.url, "/observation")[0] == 401
        assert get(agent.url, "/observation", token="wrong")[0] == 401
        assert post(agent.url, {"episode_id": "x", "step": 0, "action": {}})[0] == 401
        status, _, data = get(agent.url, "/observation", token="s3cret")
        assert status == 200 and json.loads(data) == {"state": "waiting"}
    finally:
        agent.close()


def test_an_agent_that_stops_answering_is_unavailable_not_a_hang(screenshot):
    agent = pull_agent(timeout=0.3, connect_timeout=0.6)
    try:
        agent.reset("g")
        t0 = time.monotonic()
        with pytest.raises(AgentUnavailableError, match="within 0.6 s"):   # nobody ever connected
            agent.step(obs(screenshot, 0))
        assert 0.5 < time.monotonic() - t0 < 5
        s = Stepper(agent, obs(screenshot, 1))
        body = observe(agent.url)
        post(agent.url, {"episode_id": body["episode_id"], "step": 1, "action": {"action_type": "wait"}})
        assert s.result()[1] is None
        with pytest.raises(AgentUnavailableError, match="within 0.3 s"):   # connected once, then silent
            agent.step(obs(screenshot, 2))
        late = post(agent.url, {"episode_id": body["episode_id"], "step": 2, "action": {"action_type": "wait"}})
        assert late[0] == 409
    finally:
        agent.close()


def test_pollers_learn_that_the_run_is_over(screenshot):
    agent = pull_agent()
    answers = []
    poller = threading.Thread(target=lambda: answers.append(observe(agent.url, wait=30)))
    poller.start()
    time.sleep(0.2)
    agent.close()
    poller.join(10)
    assert answers == [{"state": "closed"}]


def test_configuration():
    assert is_model_client("http")
    agent = make_agent("http", AgentConfig(extra=(("serve", "127.0.0.1:0"),)))
    try:
        assert isinstance(agent, HttpPullAgent) and agent.url.startswith("http://127.0.0.1:")
    finally:
        agent.close()
    for extra, match in [((("serve", "8766"),), "not host:port"), ((("serve", "h:99999"),), "not host:port"),
                         ((("serve", "127.0.0.1:0"), ("timeout", "0")), "timeout must be a positive"),
                         ((("serve", "127.0.0.1:0"), ("attempts", "3")), "unknown http \\(serve\\) agent option")]:
        with pytest.raises(ValueError, match=match):
            make_agent("http", AgentConfig(extra=extra))
    with pytest.raises(ValueError, match="not both"):
        make_agent("http", AgentConfig(base_url="http://127.0.0.1:1", extra=(("serve", "127.0.0.1:0"),)))


# --------------------------------------------------------------------------- a whole episode from another process
CLIENT = textwrap.dedent("""
    import json, sys, time, urllib.request
    url = sys.argv[1]
    def call(path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(url + path, data=data, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.load(r)
    seen = []
    while True:
        try:
            o = call("/observation?wait=20")
        except OSError:
            if seen:
                break                           # the runner has stopped serving
            time.sleep(0.2)                     # not serving yet: the runner is starting
            continue
        if o["state"] == "closed":
            break
        if o["state"] != "running":
            continue
        seen.append({k: o[k] for k in ("episode_id", "step", "steps_left", "user_messages", "dialogue")})
        plan = [{"action_type": "ask_user", "text": "Which one do you mean?"}, {"action_type": "navigate_home"},
                {"action_type": "status", "goal_status": "complete"}]
        call("/action", {"episode_id": o["episode_id"], "step": o["step"], "action": plan[min(o["step"], 2)],
                         "usage": {"prompt_tokens": 50, "completion_tokens": 5}})
    print(json.dumps(seen))
""")


def _run(device, out_dir, extra, tasks):
    from venus_tasks.devices import Lease
    from venus_tasks.suite_runner import RunConfig, run_suite

    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")

    config = RunConfig(output_dir=str(out_dir), agent="http", agent_config=AgentConfig(extra=extra),
                       tasks=tasks, save_screenshots=False)
    out = io.StringIO()
    report = run_suite(config, out=out, lease=lease)
    report["_console"] = out.getvalue()
    return report


def _free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_whole_episode_is_driven_from_another_process(ready_device, tmp_path):
    task = "RefusalSettingsSwitchAlready"
    port = _free_port()
    (tmp_path / "client.py").write_text(CLIENT)
    proc = subprocess.Popen([sys.executable, str(tmp_path / "client.py"), f"http://127.0.0.1:{port}"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        report = _run(ready_device, tmp_path / "run", (("serve", f"127.0.0.1:{port}"), ("connect_timeout", "60")),
                      (task,))
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    seen = json.loads(out)
    assert [s["step"] for s in seen] == [0, 1, 2] and len({s["episode_id"] for s in seen}) == 1
    assert seen[0]["steps_left"] == seen[2]["steps_left"] + 2 and seen[0]["dialogue"] == []
    (rec,) = results.read_records(str(tmp_path / "run"))
    assert rec["task"] == task and rec["outcome"] == "agent_done" and rec["steps"] == 3
    assert [s["action"]["action_type"] for s in rec["trajectory"]] == ["ask_user", "navigate_home", "status"]
    reply = rec["dialogue"][1]["text"]
    assert seen[1]["user_messages"] == [reply]
    assert seen[1]["dialogue"] == [{"role": "agent", "step": 0, "text": "Which one do you mean?"},
                                   {"role": "user", "step": 1, "text": reply}]
    assert report["leaderboard"]["cost"]["completion_tokens"] == 15


def test_a_silent_agent_makes_the_episode_no_result_and_the_run_goes_on(ready_device, tmp_path):
    report = _run(ready_device, tmp_path / "run", (("serve", "127.0.0.1:0"), ("connect_timeout", "0.5")),
                  ("RefusalSettingsSwitchAlready",))
    (rec,) = results.read_records(str(tmp_path / "run"))
    assert report["no_result"] == 1 and rec["outcome"] == "agent_error" and "no action posted" in rec["error"]
    # the console line names the outcome, the run's elapsed time and ETA, and the one-line reason
    line = next(ln for ln in report["_console"].splitlines() if ln.startswith("[1/1]"))
    assert "NO_RESULT" in line and "agent_error" in line and "elapsed 00:0" in line and "ETA 00:00" in line
    assert "    reason: venus_tasks.agents.base.AgentUnavailableError: no action posted to" in report["_console"]


def test_the_push_form_bodies_follow_the_schema_too(screenshot):
    from venus_tasks.agents.base import AgentStep, Usage
    from venus_tasks.agents.http_agent import observation_from_json, observation_to_json, step_to_json

    body = observation_to_json(obs(screenshot, 3, messages=["yes"], max_steps=12))
    check(body, "step_request")
    assert observation_from_json(body).max_steps == 12
    check(step_to_json(AgentStep(A.JSONAction(A.CLICK, index=0), Usage(10, 2, 1, "api"), {"text": "tap"})), "step_reply")
    with pytest.raises(jsonschema.ValidationError):
        check({"action": {"action_type": "fly"}}, "step_reply")
