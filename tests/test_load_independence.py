"""Tests of wall-clock tasks do not depend on the host's speed (issue 25, item 9).

The tasks whose outcome depends on device time passing between host actions -- the GSA
timing windows (stopwatch, recorder, Tomato), the heads-up of SMS that arrive while the
agent works, a stopwatch started then paused, a recording of at least N seconds under
"numb" noise -- are checked (``check_task``) and solved through the GUI on two simulated
devices with a stepped clock (``venus_tasks/sim/clock.py``): one as fast as this host, one
whose every adb request waits ``SLOW_S`` first (``SimServer(command_delay_s=...)``: a
host several times as loaded as CI's). Both must give the same scores, the same steps,
the same screen at the end and the same device time spent, to the nanosecond. Nothing
here measures host time.

The env's waits go through ``VenusEnv(sleep=...)``; the GUI helper's ``pause`` and the
``wait`` action use it, so on a real device they sleep and here they move the clock.
"""

from __future__ import annotations

import os

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"   # never start a real adb server

import pytest  # noqa: E402

from venus_tasks import registry  # noqa: E402
from venus_tasks.checks import check_task  # noqa: E402
from venus_tasks.env import actions as A  # noqa: E402
from venus_tasks.env.env import VenusEnv  # noqa: E402
from venus_tasks.solvers import gui as gui_solvers  # noqa: E402
from venus_tasks.solvers.gui import Gui  # noqa: E402
from tests.test_gui_solvable import _episode, stepped_env  # noqa: E402

SLOW_S = 0.03        # host seconds each adb request of the slow device waits
TIMED = ("GUIStateStopwatchPause", "GUIStateRecordingLength", "GUIStateRecordingPause",
         "GUIStateTomatoLongBreakPause", "GUIStateDeleteSpam", "FuncAssistLocateClockStopwatch",
         "NoiseResistRecorderVoiceNoteNumb")
CLASSES = {c.__name__: c for c in registry.select("venus")}


@pytest.fixture(scope="module")
def devices(request):
    """``{"quick": (server, env), "slow": (server, env)}``, both stepped."""
    out = {}
    for name, delay in (("quick", 0.0), ("slow", SLOW_S)):
        server, env = stepped_env(command_delay_s=delay)
        request.addfinalizer(server.stop)
        out[name] = (server, env)
    return out


def _spent(server, run) -> tuple[object, int]:
    """``run()``'s result and the device time (ns) it took."""
    clock = server.device(server.serials[0]).clock
    before = clock.now_ns()
    result = run()
    return result, clock.now_ns() - before


@pytest.mark.parametrize("name", TIMED)
def test_the_check_gives_the_same_results_on_a_slow_host(devices, name):
    cls = CLASSES[name]
    seen = {}
    for which, (server, env) in devices.items():
        result, spent = _spent(server, lambda: check_task(cls, env, seed=30))
        assert result.problems == (), (which, result.problems)
        seen[which] = (result.oracle_score, result.noop_score, result.near_miss_scores, spent)
    assert seen["quick"] == seen["slow"]


@pytest.mark.parametrize("name", TIMED)
def test_the_gui_solver_takes_the_same_steps_and_leaves_the_same_screen_on_a_slow_host(devices, name):
    solve = gui_solvers.all_solvers()[name]
    seen = {}
    for which, (server, env) in devices.items():
        end: list[list[str]] = []

        def solve_and_look(gui: Gui, goal: str) -> None:
            solve(gui, goal)
            end.append([e.text for e in gui.elements if e.text])   # e.g. the time a stopwatch stopped at

        (score, steps, _), spent = _spent(server, lambda: _episode(env, CLASSES[name], 4, solve_and_look))
        assert score == 1.0, which
        seen[which] = (steps, end, spent)
    assert seen["quick"] == seen["slow"]


def test_the_wait_action_and_pause_sleep_through_the_env():
    """``VenusEnv(sleep=...)`` is what the ``wait`` action and ``Gui.pause`` call (the
    device is not touched by a wait)."""
    slept: list[float] = []
    env = VenusEnv(object(), wait_seconds=1.5, sleep=slept.append)
    env.execute(A.JSONAction(A.WAIT))
    assert slept == [1.5]

    class Env:
        sleep = slept.append

        def observe(self, step):
            return type("Obs", (), {"ui_elements": (), "screen_size": (1080, 2400)})()

    gui = Gui(Env(), budget=5)
    gui.pause(0.25)
    assert slept == [1.5, 0.25] and gui.steps == 0
    with pytest.raises(ValueError, match="pause length"):
        gui.pause(-1)
