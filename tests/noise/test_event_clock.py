"""The event clock (``--event_clock``, ``noise.clock``): under ``step`` a GSA tracking task's
calls and messages fire at their seeded steps; under ``wall`` at their seeded times on the
device's clock, so a slow agent meets several between two steps. Run on the simulated
device's stepped clock: device time moves only by what the agent does (and its thinking,
which the slow agent below spends through the device's sleeper), so nothing here depends
on the host's speed."""

from __future__ import annotations

import contextlib
import io
import json
import random

import pytest

from noise import NoiseEvent, NoiseSpec, Trigger
from noise.clock import on_clock
from venus_tasks.agents import Agent, AgentStep
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import create_instances, get_suite
from venus_tasks.devices import Lease
from venus_tasks.metrics.report import build_report, format_table
from venus_tasks.suite_runner import ResumeMismatchError, RunConfig, run_suite


class Thinker(Agent):
    """Thinks ``think_s`` seconds of device time a step, then waits (1 s); ends after ``n`` steps."""

    def __init__(self, sleep, think_s: float, n: int):
        self.sleep, self.think_s, self.n = sleep, think_s, n

    def reset(self, goal):
        self.k = 0

    def step(self, observation):
        self.k += 1
        self.sleep(self.think_s)
        return AgentStep(A.JSONAction(A.WAIT) if self.k < self.n else A.done())


def test_only_events_with_a_wall_time_move_to_the_wall_clock():
    timed = NoiseEvent("sms", Trigger(step=3), {"number": "5550001111", "text": "hi"}, wall_s=12.5)
    plain = NoiseEvent("crash", Trigger(step=2), {"app": "markor"})
    assert on_clock([timed, plain], "step") == (timed, plain)
    wall = on_clock([timed, plain], "wall")
    assert wall[0].trigger == Trigger(after_s=12.5) and wall[0].args == timed.args and wall[1] == plain
    assert NoiseEvent.from_json(timed.as_json()) == timed and "wall_s" not in plain.as_json()
    with pytest.raises(ValueError, match="valid: step, wall"):
        on_clock([timed], "device")


def test_wall_times_are_drawn_from_the_seed():
    spec = NoiseSpec("sms", step=(2, 3), wall_s=(10.0, 15.0), args={"number": "555", "text": "x"})
    drawn = [spec.draw(random.Random(s), {}, ()).wall_s for s in range(40)]
    assert drawn == [spec.draw(random.Random(s), {}, ()).wall_s for s in range(40)]
    assert all(10.0 <= w <= 15.0 for w in drawn) and len(set(drawn)) > 10


def _fired(rec) -> list[tuple[int, float]]:
    return [(e["step"], e["t"]) for e in rec.noise if e["what"] == "fired"]


def test_a_slow_agent_meets_the_messages_by_the_device_clock(env, sim_sleep):
    """GUIStateDeleteSpam's messages under each clock, for an agent thinking 25 s a step:
    on the step clock each arrives at its step; on the wall clock at the first step
    boundary past its time, several at one boundary, all within a few steps."""
    inst = create_instances([get_suite("venus")["GUIStateDeleteSpam"]], 1, 2)[0]
    events = inst.noise_events
    walls = [e.wall_s for e in events]
    assert all(w is not None for w in walls) and walls == sorted(walls)

    rec = run_episode(inst, env, Thinker(sim_sleep, 25.0, 6), "thinker", event_clock="wall")
    assert rec.event_clock == "wall" and rec.noise_plan[0]["trigger"] == {"after_s": walls[0]}
    fired = _fired(rec)
    per_step = 26.0                                    # thinking plus the 1 s wait, and a few ms of adb
    assert len(fired) == len(events)                   # every message came within 6 steps
    for (step, t), w in zip(fired, walls):
        assert w <= t < w + per_step + 1, (step, t, w)
    assert len({step for step, _ in fired}) < len(fired)     # some arrived together, between two steps
    assert max(step for step, _ in fired) < min(e.trigger.step for e in events[1:])

    rec = run_episode(inst, env, Thinker(sim_sleep, 25.0, 6), "thinker")          # the step clock
    assert rec.event_clock == "step"
    assert [step for step, _ in _fired(rec)] == [e.trigger.step for e in events if e.trigger.step < 6]


def test_under_the_wall_clock_a_call_waits_for_the_line_and_rings_out_in_seconds(env, sim_sleep):
    """Two calls due at one boundary: the second rings only once the first caller gave up
    (RING_S seconds after it began), at a later step."""
    from venus_tasks.tasks.gsa_calls import RING_S

    inst = create_instances([get_suite("venus")["GUIStateRepeatedCaller"]], 1, 2)[0]
    rec = run_episode(inst, env, Thinker(sim_sleep, 12.0, 5), "thinker", event_clock="wall")
    fired = _fired(rec)
    cancelled = [(e["step"], e["t"]) for e in rec.noise if e.get("cancelled")]
    assert len(fired) >= 2 and cancelled, rec.noise
    assert cancelled[0][1] - fired[0][1] >= RING_S and cancelled[0][0] <= fired[1][0]
    assert fired[1][1] >= inst.noise_events[1].wall_s
    assert len({s for s, _ in fired}) == len(fired)          # never two calls at once
    assert env.device.call_state() == 0


def test_the_report_says_which_clock_and_keeps_wall_runs_off_the_ranked_board():
    rec = {"key": "GUIStateDeleteSpam_0", "task": "GUIStateDeleteSpam", "category": "gsa", "variant": "",
           "outcome": "agent_done", "score": 1.0, "success": True, "no_result": False, "steps": 20,
           "pudam": {"p": 4, "u": 2, "d": 3, "a": 4, "m": 2}, "usage": {}, "trajectory": [], "dialogue": []}
    step = build_report([rec], "qwen")
    wall = build_report([rec], "qwen", event_clock="wall")
    assert step["event_clock"] == "step" and step["leaderboard"]["name"] == "qwen"
    assert wall["event_clock"] == "wall" and wall["leaderboard"]["event_clock"] == "wall"
    assert wall["leaderboard"]["name"] == "qwen [wall clock]"
    assert "event clock: wall" in format_table(wall) and "event clock" not in format_table(step)


def test_a_wall_clock_run_records_its_clock_and_cannot_be_resumed_on_the_step_clock(sim_server, ready_device,
                                                                                   tmp_path):
    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(ready_device, "given")

    config = RunConfig(output_dir=str(tmp_path), tasks=("VagueNapDoNotDisturb",), event_clock="wall",
                       save_screenshots=False, adb_host=sim_server.host)
    out = io.StringIO()
    report = run_suite(config, out=out, lease=lease)
    assert report["event_clock"] == "wall" and "event clock: wall" in out.getvalue()
    assert json.loads((tmp_path / "header.json").read_text())["config"]["event_clock"] == "wall"
    assert json.loads((tmp_path / "report.json").read_text())["event_clock"] == "wall"
    recs = [json.loads(line) for line in (tmp_path / "episodes.jsonl").read_text().splitlines()]
    assert [r["event_clock"] for r in recs] == ["wall"]
    with pytest.raises(ResumeMismatchError, match="event_clock"):
        run_suite(RunConfig(output_dir=str(tmp_path), tasks=("VagueNapDoNotDisturb",), save_screenshots=False,
                            adb_host=sim_server.host), out=io.StringIO(), lease=lease)


def test_the_gui_solver_thinking_8_s_a_step_solves_a_tracking_task_on_the_wall_clock(env, sim_sleep):
    """GUIStateForwardCode's GUI solver, 8 s of thinking before each action, on the wall
    clock: every message arrives (some two at one step boundary), the task is solved, in
    fewer steps than the step clock's schedule takes. (The solver notes the conversation
    list at its first look after opening the app, 9 s in, before the first message, due
    10-15 s in; an agent slower than that must tell the new rows from the old another way.)"""
    from venus_tasks.agents.gui_solver import GuiSolverAgent

    class Slow(GuiSolverAgent):
        def step(self, observation):
            sim_sleep(8.0)
            return super().step(observation)

    inst = create_instances([get_suite("venus")["GUIStateForwardCode"]], 1, 3)[0]
    agent = Slow()
    try:
        rec = run_episode(inst, env, agent, "gui_solver", event_clock="wall")
    finally:
        agent.close()
    fired = _fired(rec)
    assert rec.success and len(fired) == 8, (rec.outcome, rec.error, fired)
    assert len({step for step, _ in fired}) < 8
    assert rec.steps < inst.task.optimal_steps, (rec.steps, inst.task.optimal_steps)
