"""Fixtures for the simulator's tests.

``ADBUTILS_ADB_PATH`` points at ``/bin/false`` before adbutils is imported, so a failed
connect can never spawn a real adb server; clients are always built with an explicit
host and port (never 5037).
"""

from __future__ import annotations

import os

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"

import adbutils  # noqa: E402
import pytest  # noqa: E402

from venus_tasks.sim import DeviceModel, SimServer  # noqa: E402
from venus_tasks.sim.shell import run_split  # noqa: E402


@pytest.fixture(scope="module")
def server():
    """One running SimServer for a test module (stopped afterwards)."""
    srv = SimServer().start()
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture(scope="module")
def client(server):
    return adbutils.AdbClient(host=server.host, port=server.port)


@pytest.fixture(scope="module")
def dev(server, client):
    """The adbutils device of the module's server."""
    return client.device(server.serials[0])


@pytest.fixture()
def model():
    """A fresh device model (no sockets)."""
    return DeviceModel("emulator-5554", 5554)


@pytest.fixture()
def sh(model):
    """Run a script on the fresh model: ``sh(script, root=False) -> (out, err, code)``."""
    from venus_tasks.sim.system.identity import ROOT, SHELL

    def run(script: str, root: bool = False, stdin: bytes = b""):
        out, err, code = run_split(model, script, ROOT if root else SHELL, stdin)
        return out.decode(), err.decode(), code
    return run
