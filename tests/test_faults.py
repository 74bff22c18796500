"""Faults a long run meets, each ending with no episode lost or recorded twice and every
affected episode ``no_result`` (or the agent's own failure) with its reason: a model
server that answers 500, stalls or sends a malformed 200; an agent that raises; adb that
stops forwarding; the runner killed with SIGKILL and resumed. Device disconnects are in
``test_device_pool.py``."""

from __future__ import annotations

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

import pytest

from tests.agents.fake_openai_server import FakeOpenAIServer
from venus_tasks import agents, results
from venus_tasks.agents import Agent, AgentStep
from venus_tasks.devices import Lease
from venus_tasks.env import actions as A
from venus_tasks.env.device import Device
from venus_tasks.suite_runner import DeviceLostError, ModelServerLostError, RunConfig, run_suite

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TASKS = ("VagueNapDoNotDisturb", "FuncAssistScreenTimeout", "VagueScreenTooDark")
DONE_REPLY = 'Reason: finished\nAction: {"action_type": "status", "goal_status": "complete"}'


def _lease(device):
    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")
    return lease


def _openai_run(device, out_dir, server, n=2, **extra):
    options = {"attempts": 2, "backoff": 0, "timeout": 2, **extra}
    config = RunConfig(output_dir=str(out_dir), agent="openai", tasks=TASKS, n_task_combinations=n,
                       save_screenshots=False,
                       agent_config=agents.AgentConfig(model="m", base_url=server.base_url, api_key="k",
                                                       extra=tuple((k, str(v)) for k, v in options.items())))
    out = io.StringIO()
    return run_suite(config, out=out, lease=_lease(device)), out.getvalue()


def _latest(out_dir) -> dict[str, dict]:
    """key -> the episode's final record (``read_records`` keeps the last attempt)."""
    recs = results.read_records(str(out_dir))
    assert len({r["key"] for r in recs}) == len(recs)
    return {r["key"]: r for r in recs}


@pytest.fixture()
def server():
    srv = FakeOpenAIServer().start()
    yield srv
    srv.stop()


@pytest.mark.parametrize("fault", ["http_500", "stall", "malformed_200"])
def test_a_failing_model_server_stops_the_run_and_resume_finishes_it(ready_device, tmp_path, server, fault):
    """Every episode's calls fail (after retries): the first 3 episodes are agent_error
    with the reason, then the run stops; with the server back, a resumed run finishes the
    rest and re-runs the 3, each episode ending once."""
    timeout = 1 if fault == "stall" else 2          # the same on resume (part of the run's config)
    if fault == "http_500":
        server.error(500, "boom", times=6)
    elif fault == "stall":
        server.stall(5, times=6)
    else:
        for _ in range(6):
            server.raw(200, {"id": "x", "object": "chat.completion", "choices": []})
    with pytest.raises(ModelServerLostError, match="failed 3 episodes in a row.*re-run the same command"):
        _openai_run(ready_device, tmp_path, server, timeout=timeout)
    recs = results.read_records(str(tmp_path))
    assert [r["outcome"] for r in recs] == ["agent_error"] * 3
    reason = {"http_500": "InternalServerError", "stall": "APITimeoutError",
              "malformed_200": "without a chat completion"}[fault]
    assert all(reason in r["error"] and "failed after 2 attempt(s)" in r["error"] for r in recs)
    server.respond_with(lambda body: DONE_REPLY)
    report, _ = _openai_run(ready_device, tmp_path, server, timeout=timeout)
    latest = _latest(tmp_path)
    assert len(latest) == 6 and report["episodes"] == 6 and report["no_result"] == 0
    assert all(r["outcome"] == "agent_done" for r in latest.values())
    # the 3 failed episodes ran a second time; the others once
    assert sorted(r["attempts"] for r in latest.values()) == [1, 1, 1, 2, 2, 2]


class _Raising(Agent):
    """Raises in the middle of its second episode; acts normally otherwise."""

    def __init__(self):
        self.episodes = 0

    def reset(self, goal):
        self.episodes += 1
        self.steps = 0

    def step(self, observation):
        self.steps += 1
        if self.episodes == 2 and self.steps == 2:
            raise RuntimeError("agent bug: list index out of range")
        return AgentStep(A.JSONAction(action_type=A.WAIT) if self.steps < 2 else A.done())


def test_an_agent_exception_fails_its_episode_only(ready_device, tmp_path, monkeypatch):
    monkeypatch.setitem(agents._REGISTRY, "raising", lambda config: _Raising())
    report = run_suite(RunConfig(output_dir=str(tmp_path), agent="raising", tasks=TASKS, save_screenshots=False),
                       out=io.StringIO(), lease=_lease(ready_device))
    latest = _latest(tmp_path)
    assert len(latest) == 3 and report["episodes"] == 3
    crashed = [r for r in latest.values() if r["outcome"] == "agent_crash"]
    assert len(crashed) == 1 and "agent bug: list index out of range" in crashed[0]["error"]
    assert sorted(r["outcome"] for r in latest.values()) == ["agent_crash", "agent_done", "agent_done"]


class StallingProxy:
    """A TCP proxy to the adb server that, once ``stall()`` is called, accepts connections
    and never answers (and stops forwarding the ones open)."""

    def __init__(self, port: int):
        self.target = port
        self.stalled = threading.Event()
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.port = self.sock.getsockname()[1]
        self.held: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def stall(self) -> None:
        self.stalled.set()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            if self.stalled.is_set():
                self.held.append(conn)
                continue
            upstream = socket.create_connection(("127.0.0.1", self.target))
            for a, b in ((conn, upstream), (upstream, conn)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    def _pipe(self, a: socket.socket, b: socket.socket) -> None:
        """Copy a -> b until EOF (then half-close b, as a TCP proxy must: closing a socket
        with unread data resets it) or until stalled (then hold both open, silent)."""
        try:
            while (data := a.recv(65536)) and not self.stalled.is_set():
                b.sendall(data)
        except OSError:
            return
        if self.stalled.is_set():
            self.held += [a, b]
            return
        with contextlib.suppress(OSError):
            b.shutdown(socket.SHUT_WR)

    def close(self) -> None:
        for s in [self.sock, *self.held]:
            with contextlib.suppress(OSError):
                s.close()


class _StallAfter(Agent):
    """Stalls the proxy at its second step of the first episode."""

    def __init__(self, proxy):
        self.proxy = proxy

    def reset(self, goal):
        self.steps = 0

    def step(self, observation):
        self.steps += 1
        if self.steps == 2:
            self.proxy.stall()
        return AgentStep(A.JSONAction(action_type=A.WAIT) if self.steps < 3 else A.done())


def test_adb_that_stops_forwarding_is_a_timeout_not_a_hang(sim_server, ready_device, tmp_path, monkeypatch):
    proxy = StallingProxy(sim_server.port)
    try:
        device = Device(ready_device.serial, "127.0.0.1", proxy.port, timeout=5)
        monkeypatch.setitem(agents._REGISTRY, "staller", lambda config: _StallAfter(proxy))
        started = time.monotonic()
        with pytest.raises(DeviceLostError, match="retired"):
            run_suite(RunConfig(output_dir=str(tmp_path), agent="staller", tasks=TASKS, n_task_combinations=2,
                                save_screenshots=False), out=io.StringIO(), lease=_lease(device))
        assert time.monotonic() - started < 90
    finally:
        proxy.close()
    recs = results.read_records(str(tmp_path))
    assert [r["outcome"] for r in recs] == ["device_error"] and recs[0]["steps"] == 2   # stalled at step 2
    assert "timeout" in recs[0]["error"].lower()


def test_sigkill_then_resume_runs_every_episode_once(tmp_path):
    """The runner is killed with SIGKILL after its first episodes; the same command then
    finishes the run: every episode has one final record, none is run twice after it
    finished, and the report counts them all."""
    tasks = ",".join(TASKS)
    cmd = [sys.executable, "runner.py", "--device=builtin", f"--tasks={tasks}", "--n_task_combinations=2",
           f"--output_dir={tmp_path}", "--nosave_screenshots"]
    env = {**os.environ, "ADBUTILS_ADB_PATH": "/bin/false", "PYTHONPATH": ROOT}
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    episodes = tmp_path / results.EPISODES_FILE
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if episodes.exists() and episodes.read_text().count("\n") >= 2:
            break
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    first = results.read_records(str(tmp_path))
    assert 2 <= len(first) < 6
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    recs = results.read_records(str(tmp_path))
    keys = [r["key"] for r in recs]
    assert len(set(keys)) == 6 and len(keys) == 6               # the finished ones were not run again
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["episodes"] == 6 and report["scores"]["total"] == 100.0
