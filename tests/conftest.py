"""Shared fixtures: a simulated device behind a real adb host-protocol server on an
ephemeral port, driven through unmodified adbutils over TCP.

adbutils runs ``adb start-server`` when it cannot connect; pointing ADBUTILS_ADB_PATH at
a harmless binary makes sure no test ever starts an adb daemon.
"""

import os

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"

import pytest  # noqa: E402

from venus_tasks.env.device import Device  # noqa: E402
from venus_tasks.env.env import VenusEnv  # noqa: E402


@pytest.fixture(scope="module")
def sim_server(request):
    """A simulated device server for the module; a module's ``SIM_TIME_SCALE`` runs its
    clocks that much faster (tasks that wait on a stopwatch or a recording)."""
    from venus_tasks.sim import SimServer

    server = SimServer(time_scale=getattr(request.module, "SIM_TIME_SCALE", 1.0)).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def device(sim_server):
    return Device(sim_server.serials[0], sim_server.host, sim_server.port)


@pytest.fixture(scope="module")
def ready_device(device):
    """The module's simulated device after the suite's standard set-up (settings,
    snapshots, the settings baseline episodes start from), as ``--setup_device`` leaves
    a real emulator."""
    from venus_tasks.setup_device import setup_device

    assert setup_device(device, None).ok
    return device


@pytest.fixture
def env(sim_server, ready_device):
    from venus_tasks.env.console import EmulatorConsole, console_port

    console = EmulatorConsole(sim_server.host, console_port(ready_device.serial))
    return VenusEnv(ready_device, wait_seconds=0, console=console)
