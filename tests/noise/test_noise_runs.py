"""Noise in whole runs: ``--noise`` twins every instance and the report sets SR with and
without noise side by side; the same seed gives the same events in another process; a
call left ringing by one episode does not reach the next."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
import time

import pytest

from venus_tasks.agents import Agent, AgentStep
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.env import actions as A
from venus_tasks.devices import Lease
from venus_tasks.episode import run_episode
from venus_tasks.registry import create_instances, get_suite
from venus_tasks.suite_runner import RunConfig, run_suite

TASKS = ("VagueNapDoNotDisturb", "GUIBrowsingMarkorHighestBudget")


def _lease(device):
    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")
    return lease


def test_noise_flag_twins_instances_and_reports_both_sides(sim_server, ready_device, tmp_path):
    config = RunConfig(output_dir=str(tmp_path), tasks=TASKS, noise=("call", "rotation", "numb"),
                       save_screenshots=False, adb_host=sim_server.host)
    out = io.StringIO()
    report = run_suite(config, out=out, lease=_lease(ready_device))
    assert report["episodes"] == 2 and report["successes"] == 2            # the headline counts clean ones
    noise = report["noise"]
    assert noise["clean"] == {"episodes": 2, "successes": 2, "no_result": 0, "sr": 100.0}
    assert noise["noisy"]["episodes"] == 2 and noise["noisy"]["no_result"] == 0
    assert noise["kinds"] == ["call", "numb", "rotation"] and report["complete"] is True
    assert "noise (call, numb, rotation): SR 100.0 without" in out.getvalue()
    recs = [json.loads(line) for line in (tmp_path / "episodes.jsonl").read_text().splitlines()]
    noisy = [r for r in recs if r["variant"] == "noise"]
    assert {r["key"] for r in noisy} == {f"{t}_0@noise" for t in TASKS}
    for r in noisy:
        fired = [e for e in r["noise"] if e["what"] == "fired"]
        assert sorted(e["kind"] for e in fired) == ["call", "numb", "rotation"]
        call = next(e for e in fired if e["kind"] == "call")
        assert call["call_state"] == 1 and call["args"]["number"].startswith("555")
    header = json.loads((tmp_path / "header.json").read_text())
    assert [i["variant"] for i in header["instances"]] == ["", "noise", "", "noise"]


def _events(seed: int) -> str:
    code = ("import json, sys; from venus_tasks.registry import create_instances, get_suite;"
            f"inst = create_instances(list(get_suite('venus').values()), 2, {seed}, ('call', 'crash', 'popup', 'numb', 'rotation'));"
            "print(json.dumps([[i.key, [e.as_json() for e in i.noise_events]] for i in inst]))")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout


def test_same_seed_same_events_in_another_process():
    assert _events(5) == _events(5)
    assert _events(5) != _events(6)
    here = create_instances(list(get_suite("venus").values()), 2, 5, ("call", "crash", "popup", "numb", "rotation"))
    assert json.loads(_events(5)) == [[i.key, [e.as_json() for e in i.noise_events]] for i in here]
    # every NR task and every GSA tracking task brings its own plan (the timing tasks inject nothing)
    own = {type(i.task).__name__: i.noise_events for i in here if i.variant == ""
           and (i.task.info.category.value == "nr" or "tracking" in i.task.info.tags)}
    assert len(own) >= 16 + 6 and all(own.values()), {k for k, v in own.items() if not v}


class WaitThenStop(Agent):
    """Waits three steps, then ends the episode (with the call still ringing)."""

    def reset(self, goal):
        self.n = 0

    def step(self, observation):
        self.n += 1
        return AgentStep(A.JSONAction(A.WAIT) if self.n <= 3 else A.done())


def test_a_call_left_ringing_does_not_reach_the_next_episode(env):
    first, second = create_instances([get_suite("venus")["VagueNapDoNotDisturb"]], 2, 3, ("call",))[1::2]
    assert first.noise_events[0].kind == "call" and first.noise_events[0].args["ring_steps"] > 3
    rec = run_episode(first, env, WaitThenStop(), "wait")
    assert any(e["what"] == "fired" for e in rec.noise)
    assert env.device.call_state() == 0                              # undone when the episode ended
    env.console.gsm_call("5550001111")                               # a call the harness did not place
    rec = run_episode(second, env, OracleAgent(), "oracle")
    assert rec.success and env.device.call_state() == 0
    assert rec.noise[0]["step"] >= 1                                 # its own call, at its own step


class WaitThenCrash(WaitThenStop):
    """Waits three steps, then raises (the episode ends as agent_crash)."""

    def step(self, observation):
        self.n += 1
        if self.n > 3:
            raise RuntimeError("agent bug")
        return AgentStep(A.JSONAction(A.WAIT))


class WaitForever(WaitThenStop):
    """Never ends the episode itself (it ends on the step budget)."""

    def step(self, observation):
        return AgentStep(A.JSONAction(A.WAIT))



@pytest.mark.parametrize("agent_cls, outcome", [(WaitThenStop, "agent_done"), (WaitThenCrash, "agent_crash"),
                                                (WaitForever, "step_budget")])
def test_nothing_of_an_episodes_noise_outlives_it(env, agent_cls, outcome):
    """However the episode ends, its ringing call and landscape screen are undone, and no
    event fires afterwards (there is no thread: events fire only when the env observes)."""
    inst = next(i for i in create_instances([get_suite("venus")["VagueNapDoNotDisturb"]], 3, 4, ("call", "rotation"))
                if i.variant == "noise")
    rec = run_episode(inst, env, agent_cls(), "probe")
    assert rec.outcome == outcome
    assert {e["kind"] for e in rec.noise if e["what"] == "fired"} == {"call", "rotation"}
    assert env.device.call_state() == 0 and env.device.rotation() == 0
    before = env.device.content_query("content://call_log/calls")
    time.sleep(1.0)
    assert env.device.call_state() == 0 and env.device.content_query("content://call_log/calls") == before


def test_a_device_error_mid_episode_still_undoes_its_noise(env, monkeypatch):
    """The screen capture fails at the fourth observation: the episode ends as
    device_error, and the call it placed and the landscape screen are undone anyway."""
    inst = next(i for i in create_instances([get_suite("venus")["VagueNapDoNotDisturb"]], 3, 4, ("call", "rotation"))
                if i.variant == "noise")
    shots, real = [], env.device.screenshot

    def failing_screenshot():
        shots.append(1)
        if len(shots) == 4:
            raise ConnectionResetError("device went away")
        return real()

    monkeypatch.setattr(env.device, "screenshot", failing_screenshot)
    rec = run_episode(inst, env, WaitForever(), "probe")
    assert rec.outcome == "device_error"
    assert {e["kind"] for e in rec.noise if e["what"] == "fired"} == {"call", "rotation"}
    assert env.device.call_state() == 0 and env.device.rotation() == 0


@pytest.mark.parametrize("task", ["GUIStateDeclineBlacklistedCalls", "GUIStateRepeatedCaller"])
def test_calls_scheduled_after_the_end_never_ring(env, task):
    """A GSA task schedules eight calls (steps 2-3 ... 37-38); an agent that stops at step
    4 met the first one only, and no later call reaches the device afterwards."""
    inst = create_instances([get_suite("venus")[task]], 1, 2)[0]
    rec = run_episode(inst, env, WaitThenStop(), "probe")
    assert [e["args"]["number"] for e in rec.noise if e["what"] == "fired"] == [inst.noise_events[0].args["number"]]
    log = env.device.content_query("content://call_log/calls", ("number",))
    assert [r["number"] for r in log] == [inst.noise_events[0].args["number"]]
    time.sleep(1.0)
    assert env.device.call_state() == 0 and env.device.content_query("content://call_log/calls", ("number",)) == log


def test_messages_scheduled_after_the_end_never_arrive(env):
    """A GSA task schedules eight SMS (steps 2-3 ... 23-24); an agent that stops at step 4
    got the first only, and none of the others reaches the inbox afterwards."""
    inst = create_instances([get_suite("venus")["GUIStateDeleteSpam"]], 1, 2)[0]
    rec = run_episode(inst, env, WaitThenStop(), "probe")
    fired = [e["args"]["text"] for e in rec.noise if e["what"] == "fired"]
    assert fired == [inst.noise_events[0].args["text"]]
    inbox = env.device.content_query("content://sms/inbox", ("body",))
    assert {e.args["text"] for e in inst.noise_events[1:]}.isdisjoint(r["body"] for r in inbox)
    time.sleep(1.0)
    assert env.device.content_query("content://sms/inbox", ("body",)) == inbox
