"""``--sim_clock stepped``: a reference agent's run on built-in simulated devices whose clock
moves only when driven and when the env waits, so the oracle's waits (a stopwatch's
window 10-20 s in, calls a step apart) cost no host time; refused for a model agent and
for a real device."""

from __future__ import annotations

import io
import json
import time

import pytest

from venus_tasks.devices import DeviceSelectionError, lease_device
from venus_tasks.suite_runner import RunConfig, run_suite


def test_a_model_agent_is_refused_a_stepped_clock(tmp_path):
    with pytest.raises(ValueError, match="--sim_clock stepped is for reference agents .* not --agent cheat_echo"):
        run_suite(RunConfig(output_dir=str(tmp_path / "run"), tasks=("VagueNapDoNotDisturb",), agent="cheat_echo",
                            device="builtin", sim_clock="stepped"), out=io.StringIO())
    assert not (tmp_path / "run").exists()
    with pytest.raises(ValueError, match="--sim_clock must be one of real, stepped, got 'fast'"):
        run_suite(RunConfig(output_dir=str(tmp_path / "run"), tasks=("VagueNapDoNotDisturb",),
                            device="builtin", sim_clock="fast"), out=io.StringIO())


def test_a_real_device_cannot_be_stepped():
    with pytest.raises(DeviceSelectionError, match="--sim_clock stepped runs on the built-in simulated device only"):
        with lease_device("emulator-5554", "127.0.0.1", 1, stepped_clock=True):
            pass


def test_the_oracle_waits_on_the_device_clock_not_the_host(tmp_path, monkeypatch):
    from venus_tasks import workers
    from venus_tasks.env.env import VenusEnv

    real_sleep = time.sleep
    waits: list[tuple[bool, float]] = []      # (the host's time.sleep, seconds) of every env wait

    class Recording(VenusEnv):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            inner = self.sleep
            self.sleep = lambda s: (waits.append((inner is real_sleep, s)), inner(s))[1]

    monkeypatch.setattr(workers, "VenusEnv", Recording)
    out = tmp_path / "run"
    report = run_suite(RunConfig(output_dir=str(out), tasks=("GUIStateStopwatchPause", "GUIStateRepeatedCaller"),
                                 device="builtin", sim_clock="stepped", save_screenshots=False), out=io.StringIO())
    assert report["episodes"] == report["successes"] == 2
    assert json.loads((out / "header.json").read_text())["config"]["sim_clock"] == "stepped"
    # the stopwatch's window opens 10-20 s in, and each call is a 1 s wait away: all device time
    assert sum(s for _, s in waits) >= 10 and not any(host for host, _ in waits), waits
