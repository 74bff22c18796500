"""``--agent gui_solver`` (``venus_tasks/agents/gui_solver.py``): the scripted GUI solvers run
through the episode loop, and their ``episodes.jsonl`` replays with ``--agent replay`` to the
same scores and actions on another simulated device; the bridge's worker thread never
outlives an episode's agent.

The runs call ``run_suite`` with the config ``runner.py --agent gui_solver --tasks ...``
builds (``venus_tasks/cli.py``), in this process, so that the test can see the threads.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
import threading

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"   # never start a real adb server

import numpy as np  # noqa: E402
import pytest  # noqa: E402

from venus_tasks import results  # noqa: E402
from venus_tasks.agents import AgentConfig, EpisodeContext, make_agent  # noqa: E402
from venus_tasks.agents.gui_solver import GuiSolverAgent, GuiSolverError  # noqa: E402
from venus_tasks.devices import Lease  # noqa: E402
from venus_tasks.env import actions as A  # noqa: E402
from venus_tasks.env.device import Device  # noqa: E402
from venus_tasks.env.observation import Observation  # noqa: E402
from venus_tasks.setup_device import setup_device  # noqa: E402
from venus_tasks.sim import SimServer  # noqa: E402
from venus_tasks.suite_runner import RunConfig, run_suite  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# an answer task (FA), a conflict task answered with a refusal (CF), a settings change (VA)
# and a five-round task (MR: each next instruction arrives after the previous "done")
TASKS = ("FuncAssistScreenTimeout", "RefusalExpenseDelete", "VagueNapDoNotDisturb", "MultiRoundWifiOffThenBack")


def _solver_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("gui_solver:")]


@contextlib.contextmanager
def _fresh_device():
    """A new simulated device after ``setup_device`` (what ``--setup_device`` leaves), as a
    ``run_suite`` lease."""
    server = SimServer().start()
    try:
        device = Device(server.serials[0], server.host, server.port)
        assert setup_device(device, None).ok

        @contextlib.contextmanager
        def lease(serial, host, port):
            yield Lease(device, "given")
        yield lease
    finally:
        server.stop()


def _run(out_dir, agent: str, **agent_config) -> dict[str, dict]:
    config = RunConfig(output_dir=str(out_dir), tasks=TASKS, agent=agent, save_screenshots=False,
                       agent_config=AgentConfig(**agent_config))
    with _fresh_device() as lease:
        run_suite(config, out=io.StringIO(), lease=lease)
    return {r["task"]: r for r in results.read_records(str(out_dir))}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """(gui_solver records, solver threads alive after its run, replay records)."""
    solved_dir = tmp_path_factory.mktemp("gui_solver")
    solved = _run(solved_dir, "gui_solver")
    left = _solver_threads()
    replayed = _run(tmp_path_factory.mktemp("replay"), "replay",
                    replay_path=str(solved_dir / "episodes.jsonl"))
    return solved, left, replayed


def _actions(record: dict) -> list[dict]:
    return [step["action"] for step in record["trajectory"]]


def test_the_gui_solvers_solve_the_tasks_through_the_loop(runs):
    solved, left, _ = runs
    assert sorted(solved) == sorted(TASKS)
    for name, rec in solved.items():
        assert (rec["score"], rec["outcome"], rec["success"]) == (1.0, "agent_done", True), (name, rec["error"])
        assert all(s["raw"]["gui_solver"] == name for s in rec["trajectory"]), name
        assert _actions(rec)[-1] == {"action_type": "status", "goal_status": "complete"}, name
    assert solved["FuncAssistScreenTimeout"]["answer"].startswith(
        "Settings > Display > Screen timeout; it is currently set to ")
    # the five-round task claimed four rounds done mid-episode and got each follow-up
    mr = solved["MultiRoundWifiOffThenBack"]
    assert [a["action_type"] for a in _actions(mr)].count("status") == 5
    assert [d["kind"] for d in mr["dialogue"] if d["role"] == "user"] == ["follow_up"] * 4
    assert left == [], f"solver threads left after the run: {left}"


def test_the_demonstrations_replay_to_the_same_scores_and_actions(runs):
    solved, _, replayed = runs
    assert sorted(replayed) == sorted(TASKS)
    for name in TASKS:
        assert replayed[name]["agent"] == "replay"
        assert (replayed[name]["score"], replayed[name]["outcome"]) == (solved[name]["score"], solved[name]["outcome"]), name
        assert _actions(replayed[name]) == _actions(solved[name]), name
        assert replayed[name]["answer"] == solved[name]["answer"], name


def test_bad_options_fail_before_any_episode(tmp_path):
    out = subprocess.run([sys.executable, "runner.py", "--device=builtin", "--agent=gui_solver",
                          "--agent_arg=timeout=3", "--tasks=FuncAssistScreenTimeout", f"--output_dir={tmp_path}"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode != 0
    assert "unknown gui_solver agent option(s) ['timeout']; valid: timeout_s" in out.stderr, out.stderr


# ---------------------------------------------------------------- the bridge, without a device
def _obs(step: int, *messages: str) -> Observation:
    return Observation(step=step, screenshot=np.zeros((8, 4, 3), np.uint8), user_messages=messages)


class _Task:
    """Stands in for a task instance: the agent reads only its class name."""


def _begin(agent: GuiSolverAgent, goal: str = "the goal", max_steps: int = 10) -> None:
    agent.begin(goal, EpisodeContext(task=_Task(), env=None, max_steps=max_steps))


def _agent(solve, **kw) -> GuiSolverAgent:
    return GuiSolverAgent({"_Task": solve}, **kw)


def test_a_look_is_a_wait_step_and_the_end_is_status_complete():
    agent = _agent(lambda gui, goal: (gui.look(), gui.answer(goal.upper())))
    _begin(agent, "read it")
    first, second, third = (agent.step(_obs(i)) for i in range(3))
    assert (first.action.action_type, first.raw) == (A.WAIT, {"gui_solver": "_Task", "look": True})
    assert (second.action.action_type, second.action.text) == (A.ANSWER, "READ IT")
    assert (third.action.action_type, third.action.goal_status) == (A.STATUS, "complete")
    agent.thread.join(5)
    assert not agent.thread.is_alive()


def test_follow_ups_come_back_from_done_and_interruptions_land_in_messages():
    seen = {}

    def solve(gui, goal):
        gui.click_at(1, 1)
        seen["interruptions"] = list(gui.messages)
        seen["follow"] = gui.done()
        gui.answer(seen["follow"])

    agent = _agent(solve)
    _begin(agent)
    assert agent.step(_obs(0)).action.action_type == A.CLICK
    assert agent.step(_obs(1, "use $5, not $4")).action.goal_status == "complete"
    out = agent.step(_obs(2, "now turn it back on"))
    assert (out.action.action_type, out.action.text) == (A.ANSWER, "now turn it back on")
    assert seen == {"interruptions": ["use $5, not $4"], "follow": "now turn it back on"}
    agent.close()


def test_a_thread_waiting_after_the_last_action_is_stopped_by_begin_and_close():
    agent = _agent(lambda gui, goal: gui.done())
    for _ in range(2):
        _begin(agent)
        assert agent.step(_obs(0)).action.goal_status == "complete"   # the loop ends the episode here
        thread = agent.thread
        assert thread.is_alive()          # waiting for an observation that will not come
    _begin(agent)
    assert not thread.is_alive()
    agent.step(_obs(0))
    thread = agent.thread
    agent.close()
    assert not thread.is_alive() and _solver_threads() == []


def test_a_failing_solver_fails_the_step_with_its_traceback():
    def solve(gui, goal):
        gui.click(text="Save")            # not on screen: Gui's assertion names what it saw

    agent = _agent(solve)
    _begin(agent)
    with pytest.raises(GuiSolverError, match=r"(?s)failed:.*not on screen: \{'text': 'Save'\}"):
        agent.step(_obs(0))
    agent.thread.join(5)
    assert not agent.thread.is_alive()
    # a stalled solver fails the episode after timeout_s and is stopped
    stalled = _agent(lambda gui, goal: (threading.Event().wait(0.5), gui.back()), timeout_s=0.1)
    _begin(stalled)
    with pytest.raises(GuiSolverError, match="gave no action within 0.1 s"):
        stalled.step(_obs(0))
    assert not stalled.thread.is_alive()


def test_a_task_without_a_solver_ends_infeasible_with_the_reason():
    agent = GuiSolverAgent({})
    _begin(agent)
    out = agent.step(_obs(0))
    assert (out.action.action_type, out.action.goal_status) == (A.STATUS, "infeasible")
    assert "no GUI solver for task '_Task'" in out.raw["note"]
    assert agent.thread is None


def test_the_registered_agent_has_a_solver_for_every_task_of_the_suite():
    from venus_tasks import registry

    agent = make_agent("gui_solver", AgentConfig(extra=(("timeout_s", "12"),)))
    assert isinstance(agent, GuiSolverAgent) and agent.timeout_s == 12.0
    names = {cls.__name__ for cls in registry.select("venus")}
    assert names <= set(agent.solvers), sorted(names - set(agent.solvers))
