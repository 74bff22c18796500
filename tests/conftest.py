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
def sim_server():
    from venus_tasks.sim import SimServer

    server = SimServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def device(sim_server):
    return Device(sim_server.serials[0], sim_server.host, sim_server.port)


@pytest.fixture
def env(device):
    return VenusEnv(device, wait_seconds=0)
