"""The device clock's modes (``venus_tasks/sim/clock.py``): a scaled clock starts at its
start; a stepped clock moves only by input events (``INPUT_MS`` each, a swipe its duration
on top), adb requests (``COMMAND_MS`` each), the device's ``sleep`` and the host's
``SimServer.sleeper``; a running clock ignores inputs and jumps on ``advance``."""

from __future__ import annotations

import os

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"

import pytest  # noqa: E402

from venus_tasks.env.device import Device  # noqa: E402
from venus_tasks.sim import DeviceModel, SimServer  # noqa: E402
from venus_tasks.sim.clock import COMMAND_MS, DEFAULT_START, INPUT_MS, DeviceClock  # noqa: E402
from venus_tasks.sim.shell import run_split  # noqa: E402
from venus_tasks.sim.system.identity import ROOT  # noqa: E402

START_NS = int(DEFAULT_START.timestamp()) * 10**9
MS = 10**6


class Host:
    """A host monotonic clock the test moves (ns), far from 0 as a machine's uptime is."""

    def __init__(self) -> None:
        self.ns = 11 * 86400 * 10**9

    def __call__(self) -> int:
        return self.ns


def test_a_scaled_clock_starts_at_its_start_and_runs_scaled():
    host = Host()
    clock = DeviceClock(monotonic_ns=host, time_scale=6)
    assert clock.now_ns() == START_NS          # not start + uptime * 5 (the mark was unscaled)
    host.ns += 2 * 10**9
    assert clock.now_ns() == START_NS + 12 * 10**9
    clock.set(DEFAULT_START.timestamp() + 60)
    host.ns += 10**9
    assert clock.now_ns() == START_NS + 66 * 10**9


def test_a_stepped_clock_moves_only_when_driven():
    host = Host()
    clock = DeviceClock(monotonic_ns=host, stepped=True)
    host.ns += 50 * 10**9                      # the host works for 50 s
    assert clock.now_ns() == START_NS
    clock.spend(INPUT_MS)
    clock.advance(3 * 10**9)
    assert clock.now_ns() == START_NS + INPUT_MS * MS + 3 * 10**9
    clock.set(DEFAULT_START.timestamp() + 3600)
    host.ns += 10**9
    assert clock.now_ns() == START_NS + 3600 * 10**9


def test_a_running_clock_ignores_spend_and_jumps_on_advance():
    host = Host()
    clock = DeviceClock(monotonic_ns=host)
    clock.spend(500)
    assert clock.now_ns() == START_NS
    clock.advance(2 * 10**9)
    host.ns += 10**9
    assert clock.now_ns() == START_NS + 3 * 10**9


def test_bad_clock_arguments_are_refused():
    with pytest.raises(ValueError, match="stepped clock has no time_scale"):
        DeviceClock(stepped=True, time_scale=6)
    with pytest.raises(ValueError, match="cannot go back"):
        DeviceClock(stepped=True).advance(-1)
    with pytest.raises(ValueError, match="stepped clock has no time_scale"):
        SimServer(stepped_clock=True, time_scale=2)
    with pytest.raises(ValueError, match="command_delay_s"):
        SimServer(command_delay_s=-1)


def _stepped_model() -> DeviceModel:
    return DeviceModel("emulator-5554", 5554, clock=DeviceClock(stepped=True))


@pytest.mark.parametrize("script, ms", [
    ("input tap 10 10", INPUT_MS),
    ("input swipe 500 1500 500 900 500", INPUT_MS + 500),       # the finger lifts after 500 ms
    ("input swipe 500 1500 500 900", INPUT_MS + 300),           # runSwipe's default duration
    ("input keyevent KEYCODE_BACK KEYCODE_BACK", 2 * INPUT_MS),  # one event per key
    ("input keyevent --doubletap KEYCODE_A", 2 * INPUT_MS),
    ("input text hello", INPUT_MS),
    ("input keycombination 113 29", INPUT_MS),
    ("input motionevent DOWN 10 10; input motionevent UP 10 10", 2 * INPUT_MS),
    ("sleep 2.5", 2500),                                         # at once: no host wait
    ("uiautomator dump; screencap -p > /dev/null; date; settings list global > /dev/null", 0),
    ("input tap 10 1e400", INPUT_MS),                            # off the display: dropped, yet it ran
])
def test_what_moves_a_stepped_device_clock(script, ms):
    model = _stepped_model()
    out, err, code = run_split(model, script, ROOT)
    assert code == 0, err
    assert model.clock.now_ns() == START_NS + ms * MS


def test_a_running_device_clock_is_not_moved_by_inputs():
    model = DeviceModel("emulator-5554", 5554, clock=DeviceClock(monotonic_ns=lambda: 7))
    run_split(model, "input tap 10 10; input swipe 500 1500 500 900 500; input text hi", ROOT)
    assert model.clock.now_ns() == START_NS


def test_each_adb_request_takes_a_millisecond_and_the_sleeper_moves_the_clock():
    with SimServer(stepped_clock=True) as server:
        serial = server.serials[0]
        device = Device(serial, server.host, server.port)
        first, second = (int(device.run(["date", "+%s%N"])) for _ in range(2))
        assert second - first == COMMAND_MS * MS      # no two requests at one device instant
        sleep = server.sleeper(serial)
        sleep(90)
        assert int(device.run(["date", "+%s%N"])) == second + 90 * 10**9 + COMMAND_MS * MS
        with pytest.raises(ValueError, match="sleep length"):
            sleep(-1)
        with pytest.raises(KeyError):
            server.sleeper("emulator-1")
