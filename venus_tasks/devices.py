"""Choosing the device for a run: a given serial, the one attached device, or the
built-in simulated device when nothing is attached.

Listing attached devices never starts an adb server: if nothing listens on the adb
port, no device is attached (``venus_tasks.env.device.list_serials``). The simulated
device is started in-process here, given the suite's standard set-up (``setup_device``
without APKs: settings, clock, app snapshots) like a newly created AVD, and stopped when
the lease ends, even on failure.
This module is the only place outside ``venus_tasks/sim`` that names the simulator.
"""

from __future__ import annotations

import contextlib
import dataclasses
from typing import Iterator

from venus_tasks.env.device import Device, list_serials
from venus_tasks.setup_device import setup_device

SOURCE_GIVEN = "given"
SOURCE_ATTACHED = "attached"
SOURCE_SIMULATED = "builtin-simulator"


class DeviceSelectionError(RuntimeError):
    """No usable device could be chosen; the message says what to do."""


@dataclasses.dataclass(frozen=True)
class Lease:
    """The device of a run and where it came from (recorded in the run header)."""

    device: Device
    source: str

    def describe(self) -> dict[str, str]:
        return {"serial": self.device.serial, "adb": f"{self.device.host}:{self.device.port}",
                "source": self.source}


@contextlib.contextmanager
def lease_device(serial: str | None, adb_host: str, adb_port: int) -> Iterator[Lease]:
    """Yield the run's device.

    Args:
      serial: ``--device``; None picks the single attached device or the simulator.
      adb_host, adb_port: the adb server to look on.

    Raises:
      DeviceSelectionError: the given serial is not attached, or several devices are
        attached and none was chosen.
    """
    attached = list_serials(adb_host, adb_port)
    if serial:
        if serial not in attached:
            found = ", ".join(attached) or "none"
            raise DeviceSelectionError(
                f"--device {serial!r} is not attached to the adb server at {adb_host}:{adb_port} "
                f"(attached: {found}); check `adb devices` or set --adb_host/--adb_port")
        yield Lease(Device(serial, adb_host, adb_port), SOURCE_GIVEN)
    elif len(attached) == 1:
        yield Lease(Device(attached[0], adb_host, adb_port), SOURCE_ATTACHED)
    elif attached:
        raise DeviceSelectionError(
            f"{len(attached)} devices are attached ({', '.join(attached)}); choose one with --device")
    else:
        from venus_tasks.sim import SimServer

        with SimServer() as server:
            device = Device(server.serials[0], server.host, server.port)
            # A brand-new virtual device gets the suite's standard set-up, as a new AVD would.
            report = setup_device(device, apk_dir=None)
            if not report.ok:
                raise DeviceSelectionError(f"the simulated device failed set-up: {report.failed or report.problems}")
            yield Lease(device, SOURCE_SIMULATED)
