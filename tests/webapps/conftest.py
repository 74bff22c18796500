"""The web apps' tests share one simulated device whose Chrome runs pages in the engine
(``engine_env``), started once per session: each intents module's walks reuse its browser."""

from __future__ import annotations

import os

import pytest

from venus_tasks.sim.web import web_engine


@pytest.fixture(scope="session")
def engine_env():
    """A simulated device whose Chrome runs pages in the engine, set up as ``--setup_device``
    leaves an emulator; skipped without Chromium (failing under ``VENUS_REQUIRE_BROWSER=1``)."""
    why = web_engine.unavailable_reason()
    if why:
        if os.environ.get("VENUS_REQUIRE_BROWSER") == "1":
            pytest.fail(f"VENUS_REQUIRE_BROWSER=1 but {why}")
        pytest.skip(why)
    from venus_tasks.env.device import Device
    from venus_tasks.env.env import VenusEnv
    from venus_tasks.setup_device import setup_device
    from venus_tasks.sim import SimServer

    server = SimServer(browser="auto", stepped_clock=True).start()
    try:
        device = Device(server.serials[0], server.host, server.port)
        assert setup_device(device, None).ok
        yield VenusEnv(device, sleep=server.sleeper(server.serials[0]))
    finally:
        server.stop()
