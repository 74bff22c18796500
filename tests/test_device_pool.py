"""The device pool: one episode per device at a time, every instance recorded exactly once,
a device that dies is retired and its episode runs again on another, and a whole run on
several simulated devices writes one run directory."""

from __future__ import annotations

import contextlib
import io
import json
import threading
import time

import pytest

from venus_tasks import results
from venus_tasks.devices import Lease, device_specs
from venus_tasks.env.device import Device
from venus_tasks.pool import AllDevicesLost, DevicePool, Slot
from venus_tasks.setup_device import setup_device
from venus_tasks.sim import SimServer
from venus_tasks.suite_runner import DeviceLostError, RunConfig, run_suite


class FakeDevices:
    """Slots whose episodes record who ran what; ``dead`` slots fail their health check."""

    def __init__(self, names, die_after=None, fail=()):
        self.slots = [Slot(n) for n in names]
        self.ran: list[tuple[str, int]] = []
        self.dead: set[str] = set()
        self.die_after = die_after or {}     # slot -> episodes it runs before dying mid-episode
        self.fail = set(fail)                # slots whose every episode fails on the device side
        self.running: dict[str, int] = {}
        self.overlap = False
        self.lock = threading.Lock()

    def health(self, slot):
        return f"{slot.name} is offline" if slot.name in self.dead else None

    def episode(self, slot, item):
        with self.lock:
            if self.running.get(slot.name):
                self.overlap = True           # two episodes at once on one device
            self.running[slot.name] = 1
        time.sleep(0.01)
        with self.lock:
            self.running[slot.name] = 0
        if self.die_after.get(slot.name) == slot.episodes:
            self.dead.add(slot.name)
            return ("device_error", item, slot.name)
        if slot.name in self.fail:
            return ("device_error", item, slot.name)
        return ("ok", item, slot.name)

    def pool(self, **kw):
        return DevicePool(self.slots, self.health, lambda r: r[0] == "device_error", **kw)

    def record(self, slot, item, rec):
        self.ran.append((rec[0], item))


def test_items_spread_over_devices_once_each_and_never_two_at_a_time_on_one():
    fake = FakeDevices(["a", "b", "c"])
    fake.pool().run(list(range(30)), fake.episode, fake.record)
    assert sorted(i for _, i in fake.ran) == list(range(30))
    assert all(s.episodes > 0 for s in fake.slots) and not fake.overlap


def test_a_device_that_dies_is_retired_and_its_episode_runs_on_another():
    fake = FakeDevices(["a", "b"], die_after={"a": 2})
    events = []
    fake.pool(on_event=events.append).run(list(range(8)), fake.episode, fake.record)
    assert sorted(i for _, i in fake.ran) == list(range(8))          # none lost, none twice
    assert all(outcome == "ok" for outcome, _ in fake.ran)            # the lost one ran again
    assert fake.slots[0].retired == "a is offline" and fake.slots[1].retired is None
    assert any("device a retired: a is offline" in e for e in events)
    assert any("re-queued" in e for e in events)


def test_every_device_lost_stops_with_the_rest_left_unrun():
    fake = FakeDevices(["a", "b"], die_after={"a": 1, "b": 1})
    with pytest.raises(AllDevicesLost, match=r"every device was retired \(a is offline; b is offline\); \d episode\(s\) were not run"):
        fake.pool().run(list(range(6)), fake.episode, fake.record)
    items = [i for _, i in fake.ran]
    assert len(items) == len(set(items)) and 2 <= len(items) < 6


def test_consecutive_device_failures_retire_a_device_that_still_answers():
    fake = FakeDevices(["a", "b"], fail={"a"})
    fake.pool(max_failures=3).run(list(range(12)), fake.episode, fake.record)
    assert sorted(i for _, i in fake.ran) == list(range(12))
    assert fake.slots[0].retired == "a: 3 episodes in a row failed on the device"
    assert sum(o == "device_error" for o, _ in fake.ran) == 3         # recorded as no_result, not hidden


def test_an_error_in_a_worker_reaches_the_caller():
    fake = FakeDevices(["a", "b"])

    def episode(slot, item):
        if item == 3:
            raise RuntimeError("bug in an agent")
        return fake.episode(slot, item)

    with pytest.raises(RuntimeError, match="bug in an agent"):
        fake.pool().run(list(range(10)), episode, fake.record)


def test_one_device_runs_on_the_callers_thread():
    fake = FakeDevices(["a"])
    threads = set()
    fake.pool().run([1, 2], lambda s, i: threads.add(threading.current_thread()) or ("ok", i, s.name),
                    fake.record)
    assert threads == {threading.main_thread()}


def test_device_specs():
    assert device_specs(None, (), 1, "127.0.0.1", 5037) == [(None, "127.0.0.1", 5037)]
    assert device_specs(None, (), 3, "h", 1) == [("builtin", "h", 1)] * 3
    assert device_specs(None, ("emulator-5554", "emulator-5556@10.0.0.7:5038"), 1, "h", 1) == [
        ("emulator-5554", "h", 1), ("emulator-5556", "10.0.0.7", 5038)]
    assert device_specs(None, ("192.168.1.5:5555",), 1, "h", 1) == [("192.168.1.5:5555", "h", 1)]
    for bad, message in [((None, (), 0), "at least 1"), (("x", ("a",), 1), "do not combine"),
                         (("emulator-5554", (), 2), "list real devices with --devices"),
                         ((None, ("a@host",), 1), "SERIAL@HOST:PORT"), ((None, ("@h:1",), 1), "no serial"),
                         ((None, ("a", "a"), 1), "more than once")]:
        with pytest.raises(ValueError, match=message):
            device_specs(*bad, "h", 1)


class _DyingDevice(Device):
    """A device whose adb server stops at its ``budget``-th observation (a disconnect in
    the middle of an episode)."""

    def __init__(self, server, budget):
        super().__init__(server.serials[0], server.host, server.port)
        self.server, self.budget = server, budget

    def ui_dump_and_focus(self):
        self.budget -= 1
        if self.budget == 0:
            self.server.stop()
        return super().ui_dump_and_focus()


def test_a_run_on_two_devices_survives_one_disconnecting(tmp_path):
    """Two simulated devices; one disconnects mid-run. Every episode ends in the one run
    directory exactly once, the lost device's episode ran again on the other."""
    tasks = ("VagueNapDoNotDisturb", "FuncAssistScreenTimeout", "VagueScreenTooDark")
    with SimServer() as a, SimServer() as b:
        devices = []
        for server, budget in ((a, 4), (b, 10 ** 9)):
            dev = _DyingDevice(server, 10 ** 9)      # the set-up's first-run click-through dumps too
            assert setup_device(dev, apk_dir=None).ok
            dev.budget = budget
            devices.append(dev)
        leases = iter([Lease(d, "given") for d in devices])

        @contextlib.contextmanager
        def lease(serial, host, port):
            yield next(leases)

        out = io.StringIO()
        config = RunConfig(output_dir=str(tmp_path), tasks=tasks, n_task_combinations=2,
                           devices=("one", "two"), save_screenshots=False)
        run_suite(config, out=out, lease=lease)
    recs = results.read_records(str(tmp_path))
    keys = [r["key"] for r in recs]
    assert len(keys) == len(set(keys)) == 6, out.getvalue()
    assert all(r["outcome"] == "agent_done" and r["success"] for r in recs), out.getvalue()
    assert {r["device"] for r in recs} <= {devices[0].serial, devices[1].serial}
    assert f"device {devices[0].serial} retired" in out.getvalue()
    header = json.loads((tmp_path / "header.json").read_text())
    assert [d["serial"] for d in header["devices"]] == [d.serial for d in devices]


def test_num_devices_runs_simulated_devices_in_parallel(tmp_path):
    out = io.StringIO()
    report = run_suite(RunConfig(output_dir=str(tmp_path), tasks=("VagueNapDoNotDisturb", "FuncAssistScreenTimeout"),
                                 n_task_combinations=2, num_devices=2, save_screenshots=False), out=out)
    recs = results.read_records(str(tmp_path))
    assert report["scores"]["total"] == 100.0 and len(recs) == 4
    assert len({r["device"] for r in recs}) == 2, out.getvalue()      # both devices worked


def test_all_devices_lost_is_a_device_lost_error_and_keeps_records(tmp_path):
    with SimServer() as a:
        dev = _DyingDevice(a, 10 ** 9)
        assert setup_device(dev, apk_dir=None).ok
        dev.budget = 5

        @contextlib.contextmanager
        def lease(serial, host, port):
            yield Lease(dev, "given")

        with pytest.raises(DeviceLostError, match="re-run the same command to resume"):
            run_suite(RunConfig(output_dir=str(tmp_path), tasks=("VagueNapDoNotDisturb", "FuncAssistScreenTimeout"),
                                n_task_combinations=3, save_screenshots=False), out=io.StringIO(), lease=lease)
    recs = results.read_records(str(tmp_path))
    assert len({r["key"] for r in recs}) == len(recs) < 6
