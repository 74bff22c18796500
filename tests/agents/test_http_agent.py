"""The HTTP agent interface: ``http_server.serve`` and ``--agent http`` talking over real
sockets on 127.0.0.1, a raw scripted server for malformed replies, and a suite run on
the simulated device."""

from __future__ import annotations

import collections
import contextlib
import io
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest

from venus_tasks import results
from venus_tasks.agents import AgentConfig, AgentUnavailableError, is_model_client, make_agent
from venus_tasks.agents.base import Agent, AgentStep, ReferenceAgent, Usage
from venus_tasks.agents.http_agent import AgentProtocolError, HttpAgent, HttpOptions
from venus_tasks.agents.http_server import serve
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ELEMENTS = (
    UIElement(text="Wi-Fi", content_description="", class_name="android.widget.Switch",
              resource_id="android:id/switch_widget", package_name="com.android.settings",
              bbox=BoundingBox(900, 600, 1060, 700), is_clickable=True, is_checkable=True, is_checked=True,
              is_focusable=True),
    UIElement(content_description="搜索设置", class_name="android.widget.ImageButton",
              bbox=BoundingBox(960, 80, 1060, 180), is_long_clickable=True, is_enabled=False,
              is_scrollable=True, is_selected=True, is_password=True, is_focused=True),
    UIElement(text="no bounds"),
)


class Sleeps(list):
    def __call__(self, seconds: float) -> None:
        self.append(seconds)


class Scripted(Agent):
    """Records what it is given; plays AgentSteps (or raises exceptions) from a script."""

    def __init__(self, script=()):
        self.script = list(script)
        self.goals: list[str] = []
        self.seen: list[Observation] = []

    def reset(self, goal):
        self.goals.append(goal)

    def step(self, observation):
        self.seen.append(observation)
        item = self.script.pop(0) if self.script else AgentStep(A.done())
        if isinstance(item, Exception):
            raise item
        return item


def client(url, sleeps=None, **extra) -> HttpAgent:
    return HttpAgent(AgentConfig(base_url=url, extra=tuple((k, str(v)) for k, v in extra.items())),
                     sleep=sleeps if sleeps is not None else Sleeps())


def observation(screenshot, step=0, elements=ELEMENTS, messages=()):
    return Observation(step=step, screenshot=screenshot, ui_elements=elements,
                       foreground="com.android.settings/.Settings", user_messages=tuple(messages))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --------------------------------------------------------------------------- round trip
def test_round_trip_through_serve(screenshot):
    agent = Scripted([
        AgentStep(A.JSONAction(A.CLICK, index=0), Usage(1200, 35, 1000, "api"), {"reply": "tap Wi-Fi", "n": [1, 2]}),
        AgentStep(A.JSONAction(A.INPUT_TEXT, text="héllo 你好", x=5, y=7, clear_text=True)),
        AgentStep(A.ask_user("Which network?"), Usage(10, 2, 0, "chars")),
        AgentStep(A.done("infeasible")),
    ])
    shot = screenshot.copy()
    shot[5, 7] = (1, 2, 3)
    with serve(agent) as server:
        http = client(server.url)
        http.reset("Turn Wi-Fi on. 打开无线网络")
        s1 = http.step(observation(shot, 0))
        s2 = http.step(observation(shot, 1, elements=(), messages=["Use the home network.", "快点"]))
        s3 = http.step(observation(shot, 2))
        s4 = http.step(observation(np.zeros((240, 108, 3), np.uint8), 3))
        http.close()
        assert server.counts == {"reset": 1, "step": 4, "close": 1}

    assert agent.goals == ["Turn Wi-Fi on. 打开无线网络"]
    assert s1.action == A.JSONAction(A.CLICK, index=0)
    assert s1.usage == Usage(1200, 35, 1000, "api")
    assert s1.raw["raw"] == {"reply": "tap Wi-Fi", "n": [1, 2]} and s1.raw["http_status"] == 200
    assert s2.action == A.JSONAction(A.INPUT_TEXT, text="héllo 你好", x=5, y=7, clear_text=True)
    assert s2.usage == Usage() and "raw" not in s2.raw
    assert s3.action == A.ask_user("Which network?") and s3.usage == Usage(10, 2, 0, "chars")
    assert s4.action == A.done("infeasible")

    first, second = agent.seen[0], agent.seen[1]
    assert first.screenshot.dtype == np.uint8 and first.screenshot.shape == shot.shape
    assert np.array_equal(first.screenshot, shot)
    assert first.ui_elements == ELEMENTS and first.screen_size == (1080, 2400)
    assert first.foreground == "com.android.settings/.Settings" and first.user_messages == ()
    assert (second.step, second.ui_elements, second.user_messages) == (1, (), ("Use the home network.", "快点"))
    assert agent.seen[3].screen_size == (108, 240)


def test_a_retried_step_is_answered_again_without_calling_the_agent(screenshot):
    agent = Scripted([AgentStep(A.JSONAction(A.WAIT)), AgentStep(A.done())])
    with serve(agent) as server:
        http = client(server.url)
        http.reset("g")
        again = [http.step(observation(screenshot, 0)) for _ in range(2)]
        assert len(agent.seen) == 1 and again[0].action == again[1].action == A.JSONAction(A.WAIT)
        assert http.step(observation(screenshot, 1)).action == A.done()
        http.reset("g2")  # a new episode starts again at step 0
        http.step(observation(screenshot, 0))
        assert len(agent.seen) == 3


def test_served_agent_failures(screenshot):
    agent = Scripted([RuntimeError("agent bug"), AgentUnavailableError("model down"), "not a step",
                      AgentStep(A.JSONAction(A.WAIT), raw=object())])
    with serve(agent) as server:
        http = client(server.url, attempts=1)
        http.reset("g")
        crashed = http.step(observation(screenshot, 0))
        assert crashed.action.action_type == A.INVALID and "HTTP 422" in crashed.action.text
        assert "RuntimeError: agent bug" in crashed.raw["body"]
        with pytest.raises(AgentUnavailableError, match="HTTP 503.*model down"):
            http.step(observation(screenshot, 1))
        garbage = http.step(observation(screenshot, 2))
        assert garbage.action.action_type == A.INVALID and "not AgentStep" in garbage.raw["body"]
        unserialisable = http.step(observation(screenshot, 3))
        assert unserialisable.action.action_type == A.INVALID and "TypeError" in unserialisable.raw["body"]


def test_reference_agents_cannot_be_served():
    class Ref(ReferenceAgent):
        def step(self, observation):
            return AgentStep(A.done())

    with pytest.raises(ValueError, match="reference agent"):
        serve(Ref())


# --------------------------------------------------------------------------- malformed replies
class RawServer:
    """Answers each request with the next scripted (status, body bytes[, delay]); records paths."""

    def __init__(self):
        self.script: collections.deque = collections.deque()
        self.paths: list[str] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                outer.paths.append(self.path)
                status, body, *delay = outer.script.popleft() if outer.script else (500, b"no script")
                if delay:
                    time.sleep(delay[0])
                self.send_response(status)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def raw_server():
    server = RawServer()
    yield server
    server.close()


def js(obj) -> bytes:
    return json.dumps(obj).encode()


@pytest.mark.parametrize("status,body,reason", [
    (200, b"I would tap Wi-Fi", "not JSON"),
    (200, b"\xff\xfe", "not JSON"),
    (200, js([{"action_type": "wait"}]), "must be a JSON object, got list"),
    (200, js({"usage": None}), "no 'action'"),
    (200, js({"action": {"action_type": "teleport"}}), "unknown action_type"),
    (200, js({"action": {"action_type": "click", "index": 1, "x": 2, "y": 3}}), "either index or x/y"),
    (200, js({"action": {"action_type": "click", "x": True, "y": 3}}), "x must be int"),
    (200, js({"action": {"action_type": "open_app", "app_name": ["Settings"]}}), "app_name must be str"),
    (200, js({"action": {"action_type": "wait", "keycode": 66}}), "keycode must be str"),
    (200, js({"action": {"action_type": "wait", "speed": 3}}), "unknown action fields"),
    (200, js({"action": "click"}), "action must be a JSON object"),
    (200, js({"action": {"action_type": "wait"}, "usage": {"prompt_tokens": -1, "completion_tokens": 0}}),
     "usage.prompt_tokens must be a non-negative int"),
    (200, js({"action": {"action_type": "wait"}, "usage": {"prompt_tokens": 1}}), "usage.completion_tokens"),
    (200, js({"action": {"action_type": "wait"}, "usage": {"prompt_tokens": 1, "completion_tokens": 1,
                                                            "source": "guess"}}), "usage.source"),
    (400, js({"error": "bad request"}), "HTTP 400"),
    (404, b"", "HTTP 404"),
])
def test_malformed_replies_are_invalid_actions(raw_server, screenshot, status, body, reason):
    raw_server.script.extend([(200, b""), (status, body)])
    http = client(raw_server.url)
    http.reset("g")
    out = http.step(observation(screenshot))
    assert out.action.action_type == A.INVALID and reason in out.action.text, out.action.text
    assert out.raw["http_status"] == status and out.raw["body"] == body[:500].decode("utf-8", "replace")
    assert raw_server.paths == ["/reset", "/step"]


def test_usage_of_a_reply_with_a_bad_action_still_counts(raw_server, screenshot):
    raw_server.script.append((200, js({"action": {"action_type": "fly"},
                                       "usage": {"prompt_tokens": 50, "completion_tokens": 4}})))
    out = client(raw_server.url).step(observation(screenshot))
    assert out.action.action_type == A.INVALID and out.usage == Usage(50, 4, 0, "api")


def test_oversized_reply_is_invalid(raw_server, screenshot):
    raw_server.script.append((200, b" " * (8 * 1024 * 1024 + 10)))
    out = client(raw_server.url).step(observation(screenshot))
    assert out.action.action_type == A.INVALID and "larger than" in out.action.text


def test_refused_reset_fails_the_episode(raw_server):
    raw_server.script.append((403, b"go away"))
    with pytest.raises(AgentProtocolError, match="HTTP 403.*go away"):
        client(raw_server.url).reset("g")


# --------------------------------------------------------------------------- server down
def test_dead_server_is_unavailable_after_retries(screenshot):
    sleeps = Sleeps()
    http = client(f"http://127.0.0.1:{free_port()}", sleeps, attempts=3, backoff=0.5)
    with pytest.raises(AgentUnavailableError, match="reset failed after 3 attempt"):
        http.reset("g")
    assert sleeps == [0.5, 1.0]
    with pytest.raises(AgentUnavailableError, match="step failed after 3 attempt"):
        http.step(observation(screenshot))
    http.close()  # best effort: no exception


def test_5xx_is_retried_then_unavailable(raw_server, screenshot):
    raw_server.script.extend([(503, b"busy"), (200, js({"action": {"action_type": "wait"}}))])
    sleeps = Sleeps()
    out = client(raw_server.url, sleeps).step(observation(screenshot))
    assert out.action == A.JSONAction(A.WAIT) and out.raw["attempts"] == 2 and sleeps == [1.0]

    raw_server.script.extend([(500, b"boom"), (502, b""), (429, b"slow down")])
    with pytest.raises(AgentUnavailableError, match="HTTP 429: slow down"):
        client(raw_server.url).step(observation(screenshot))


def test_timeout_is_unavailable(raw_server, screenshot):
    raw_server.script.append((200, js({"action": {"action_type": "wait"}}), 2.0))
    started = time.monotonic()
    with pytest.raises(AgentUnavailableError, match="1 attempt"):
        client(raw_server.url, timeout=0.3, attempts=1).step(observation(screenshot))
    assert time.monotonic() - started < 1.5


# --------------------------------------------------------------------------- configuration
def test_registered_as_a_harness_model_client():
    assert is_model_client("http")
    agent = make_agent("http", AgentConfig(base_url="http://127.0.0.1:1/", extra=(("timeout", "7.5"),)))
    assert isinstance(agent, HttpAgent) and agent.base_url == "http://127.0.0.1:1"
    assert agent.options == HttpOptions(timeout=7.5)


@pytest.mark.parametrize("base_url,extra,match", [
    ("", (), "--base_url"),
    ("localhost:8765", (), "not an http"),
    ("http://127.0.0.1:port", (), "not an http"),
    ("http://127.0.0.1:1", (("timout", "5"),), r"unknown http agent option.*valid: attempts, backoff, timeout"),
    ("http://127.0.0.1:1", (("timeout", "soon"),), "timeout='soon' is not a valid float"),
    ("http://127.0.0.1:1", (("timeout", "0"),), "timeout must be a positive"),
    ("http://127.0.0.1:1", (("attempts", "0"),), "attempts must be >= 1"),
])
def test_bad_configuration_fails_when_built(base_url, extra, match):
    with pytest.raises(ValueError, match=match):
        make_agent("http", AgentConfig(base_url=base_url, extra=extra))


# --------------------------------------------------------------------------- the serve command
def test_serve_command_serves_a_plugin_agent(tmp_path, screenshot):
    (tmp_path / "my_http_plugin.py").write_text(
        "from venus_tasks.agents import register_agent\n"
        "from venus_tasks.agents.base import Agent, AgentStep\n"
        "from venus_tasks.env import actions as A\n"
        "class Echo(Agent):\n"
        "    def step(self, observation):\n"
        "        return AgentStep(A.answer(f'{self.goal} {observation.screen_size}'))\n"
        "register_agent('echo_goal')(lambda config: Echo())\n")
    port = free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), ROOT]))
    proc = subprocess.Popen([sys.executable, "-m", "venus_tasks.agents.http_server", "--agent", "echo_goal",
                             "--plugins", "my_http_plugin", "--port", str(port)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        banner = proc.stdout.readline()
        assert f"http://127.0.0.1:{port}" in banner, proc.stderr.read() if proc.poll() is not None else banner
        http = client(f"http://127.0.0.1:{port}")
        http.reset("Say hi.")
        assert http.step(observation(screenshot)).action == A.answer("Say hi. (1080, 2400)")
        http.close()
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=20)
    assert proc.returncode == 0, proc.stderr.read()

    bad = subprocess.run([sys.executable, "-m", "venus_tasks.agents.http_server", "--agent", "oracle"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode != 0 and "reference agent" in bad.stderr


# --------------------------------------------------------------------------- a suite run
def _run(device, out_dir, base_url, tasks):
    from venus_tasks.devices import Lease
    from venus_tasks.suite_runner import RunConfig, run_suite

    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")

    config = RunConfig(output_dir=str(out_dir), agent="http", agent_config=AgentConfig(base_url=base_url,
                       extra=(("attempts", "1"),)), tasks=tasks, save_screenshots=False)
    return run_suite(config, out=io.StringIO(), lease=lease)


def _first_task() -> str:
    from venus_tasks import registry

    names = [c.__name__ for c in registry.select("venus")]
    return "RefusalBluetoothAlreadyOn" if "RefusalBluetoothAlreadyOn" in names else names[0]


def test_suite_runs_an_agent_served_over_http(ready_device, tmp_path):
    task = _first_task()
    agent = Scripted([AgentStep(A.JSONAction(A.NAVIGATE_HOME), Usage(100, 7, 0, "api")),
                      AgentStep(A.done("complete"), Usage(120, 3, 0, "api"))])
    with serve(agent) as server:
        report = _run(ready_device, tmp_path / "up", server.url, (task,))
        assert server.counts == {"reset": 1, "step": 2, "close": 1}
    assert report["episodes"] == 1 and report["no_result"] == 0
    assert report["leaderboard"]["cost"]["completion_tokens"] == 10
    (rec,) = results.read_records(str(tmp_path / "up"))
    assert rec["agent"] == "http" and rec["outcome"] == "agent_done" and rec["task"] == task
    assert [s["action"] for s in rec["trajectory"]] == [{"action_type": "navigate_home"},
                                                        {"action_type": "status", "goal_status": "complete"}]
    assert agent.goals == [rec["goal"]] and agent.seen[0].screen_size[0] > 0 and agent.seen[0].ui_elements

    # the server is gone now: the episode has no result, the run still completes
    report = _run(ready_device, tmp_path / "down", server.url, (task,))
    (rec,) = results.read_records(str(tmp_path / "down"))
    assert report["no_result"] == 1 and rec["outcome"] == "agent_error" and "AgentUnavailableError" in rec["error"]
