"""Choosing the devices of a run: a given serial, the one attached device, or the
built-in simulated device when nothing is attached; for a pool, a list of serials (on
this or other adb servers) or a number of built-in simulated devices (``device_specs``),
each leased on its own, with a health check (``health``) the pool runs before every
episode.

Listing attached devices never starts an adb server: if nothing listens on the adb
port, no device is attached (``venus_tasks.env.device.list_devices``). The simulated
device is started in-process here, given the suite's standard set-up (``setup_device``
without APKs: settings, clock, app snapshots) like a newly created AVD, and stopped when
the lease ends, even on failure.
This module is the only place outside ``venus_tasks/sim`` that names the simulator.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
import tempfile
from typing import Callable, Iterator

from venus_tasks import locks
from venus_tasks.env.device import Device, DeviceError, list_devices
from venus_tasks.setup_device import setup_device

SOURCE_GIVEN = "given"
SOURCE_ATTACHED = "attached"
SOURCE_SIMULATED = "builtin-simulator"
BUILTIN = "builtin"   # --device builtin: the simulated device even when an emulator is attached


class DeviceSelectionError(RuntimeError):
    """No usable device could be chosen; the message says what to do."""


@dataclasses.dataclass(frozen=True)
class Lease:
    """The device of a run and where it came from (recorded in the run header); ``sleep``
    is how the env waits for it: None for the host's ``time.sleep``, or a built-in device's
    stepped clock moved on (``SimServer.sleeper``, ``--sim_clock stepped``)."""

    device: Device
    source: str
    sleep: Callable[[float], None] | None = None

    def describe(self) -> dict[str, str]:
        """``{"serial", "adb": "host:port", "source"}`` for the run header."""
        return {"serial": self.device.serial, "adb": f"{self.device.host}:{self.device.port}",
                "source": self.source}


def device_specs(device: str | None, devices: tuple[str, ...] | list[str], num_devices: int,
                 adb_host: str, adb_port: int) -> list[tuple[str | None, str, int]]:
    """The run's devices as ``(serial, adb_host, adb_port)``: ``--device`` alone (one, or
    None to pick the attached one or the simulator), each of ``--devices`` (``SERIAL`` on
    ``--adb_host:--adb_port``, or ``SERIAL@HOST:PORT`` on another adb server, e.g. a
    remote machine's), or ``--num_devices`` built-in simulated devices.

    Raises:
      ValueError: the flags contradict each other, a count below 1, a repeated device, or
        a malformed ``SERIAL@HOST:PORT``.
    """
    if num_devices < 1:
        raise ValueError(f"--num_devices must be at least 1 (got {num_devices})")
    if devices and (device or num_devices > 1):
        raise ValueError("--devices lists the pool's devices; do not combine it with --device or --num_devices")
    if num_devices > 1:
        if device not in (None, BUILTIN):
            raise ValueError("--num_devices starts built-in simulated devices; list real devices with "
                             "--devices SERIAL1,SERIAL2 instead of --device")
        return [(BUILTIN, adb_host, adb_port)] * num_devices
    if not devices:
        return [(device, adb_host, adb_port)]
    specs = []
    for item in devices:
        serial, _, server = item.partition("@")
        host, port = adb_host, adb_port
        if server:
            host, _, port_text = server.rpartition(":")
            if not host or not port_text.isdigit():
                raise ValueError(f"--devices entry {item!r}: write SERIAL or SERIAL@HOST:PORT "
                                 "(e.g. emulator-5554@10.0.0.7:5037)")
            port = int(port_text)
        if not serial:
            raise ValueError(f"--devices entry {item!r} has no serial")
        specs.append((serial, host, port))
    repeated = sorted({f"{s}@{h}:{p}" for s, h, p in specs if specs.count((s, h, p)) > 1})
    if repeated:
        raise ValueError(f"--devices lists {', '.join(repeated)} more than once; one episode runs per device")
    return specs


def health(device: Device) -> str | None:
    """None if ``device`` is attached and online (one ``host:devices`` request to its adb
    server, no shell, within the device's own timeout), else why not."""
    try:
        state = list_devices(device.host, device.port, timeout=min(10.0, device.timeout)).get(device.serial)
    except DeviceError as e:
        return str(e)
    return None if state == "device" else f"{device.serial} is {state or 'no longer attached'}"


@contextlib.contextmanager
def lease_device(serial: str | None, adb_host: str, adb_port: int,
                 allow_simulator: bool = True, browser: str | None = None,
                 stepped_clock: bool = False) -> Iterator[Lease]:
    """Yield the run's device.

    Args:
      serial: ``--device``; None picks the single attached device or the simulator;
        ``builtin`` the simulator.
      adb_host, adb_port: the adb server to look on.
      allow_simulator: start the built-in simulated device when nothing is attached.
      browser: Chrome's page engine on the built-in simulated device (``--browser``):
        None for the built-in renderer, ``auto`` or a Chromium binary (``SimServer(browser=...)``).
      stepped_clock: the built-in simulated device's clock moves only when it is driven
        and when the env waits (``--sim_clock stepped``: the lease's ``sleep``); only the
        simulator has such a clock, so with it a real device is never picked.

    Raises:
      DeviceSelectionError: the given serial is not attached or not usable (offline,
        unauthorized), several devices are attached and none was chosen, nothing is
        attached and the simulator is not allowed, or the adb server does not answer.
    """
    if serial == BUILTIN:
        with _simulated(browser, stepped_clock) as lease:
            yield lease
        return
    if stepped_clock:
        raise DeviceSelectionError(f"--sim_clock stepped runs on the built-in simulated device only (a real "
                                   f"device's clock runs by itself); add --device {BUILTIN} or drop --sim_clock")
    try:
        found = list_devices(adb_host, adb_port)
    except DeviceError as e:
        raise DeviceSelectionError(str(e)) from e
    attached = [s for s, state in found.items() if state == "device"]
    unusable = {s: state for s, state in found.items() if state != "device"}
    if serial:
        if serial in unusable:
            raise DeviceSelectionError(f"--device {serial!r} is {unusable[serial]}; " + _STATE_HELP)
        if serial not in attached:
            raise DeviceSelectionError(
                f"--device {serial!r} is not attached to the adb server at {adb_host}:{adb_port} "
                f"(attached: {', '.join(attached) or 'none'}); check `adb devices` or set --adb_host/--adb_port")
        with _exclusive_device(adb_host, adb_port, serial):
            yield Lease(Device(serial, adb_host, adb_port), SOURCE_GIVEN)
    elif len(attached) == 1:
        with _exclusive_device(adb_host, adb_port, attached[0]):
            yield Lease(Device(attached[0], adb_host, adb_port), SOURCE_ATTACHED)
    elif attached:
        raise DeviceSelectionError(
            f"{len(attached)} devices are attached ({', '.join(attached)}); choose one with --device")
    elif unusable:
        desc = ", ".join(f"{s} ({state})" for s, state in unusable.items())
        raise DeviceSelectionError(f"no usable device: {desc}; " + _STATE_HELP)
    elif not allow_simulator:
        raise DeviceSelectionError(
            f"no device is attached to an adb server at {adb_host}:{adb_port} (nothing answers there, or it "
            f"lists no device); start the emulator and the adb server (check `adb devices`), fix "
            f"--adb_host/--adb_port, or run on the built-in simulated device with --device={BUILTIN}")
    else:
        with _simulated(browser) as lease:
            yield lease


@contextlib.contextmanager
def _simulated(browser: str | None = None, stepped_clock: bool = False) -> Iterator[Lease]:
    """The built-in simulated device, set up as a new AVD would be (the suite's standard
    set-up without APKs), stopped when the lease ends; with ``stepped_clock`` its clock
    moves only when driven and through the lease's ``sleep``."""
    from venus_tasks.sim import SimServer

    # apps on their first-run screens, as on a new AVD
    with SimServer(onboarded=False, browser=browser, stepped_clock=stepped_clock) as server:
        device = Device(server.serials[0], server.host, server.port)
        report = setup_device(device, apk_dir=None)
        if not report.ok:
            raise DeviceSelectionError(f"the simulated device failed set-up: {report.failed or report.problems}")
        yield Lease(device, SOURCE_SIMULATED, server.sleeper(device.serial) if stepped_clock else None)


def _exclusive_device(host: str, port: int, serial: str) -> contextlib.AbstractContextManager[None]:
    """One venus run per device at a time on this machine (a lock file in the temp folder).
    Two runs on one device would corrupt each other's episodes."""
    name = re.sub(r"[^A-Za-z0-9_.-]", "_", f"venus-device-{host}-{port}-{serial}.lock")
    return locks.exclusive(os.path.join(tempfile.gettempdir(), name), DeviceSelectionError(
        f"{serial} is in use by another venus run on this machine; "
        "wait for it or choose another device with --device"))


_STATE_HELP = ("wait for the emulator to finish booting, accept the USB-debugging prompt, "
               "or restart it (`adb devices` shows the state)")
