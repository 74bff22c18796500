"""The harness serves the web apps for one episode: ``adb reverse`` on the device (here the
simulated one, through its adb server), the device's clock for open-now, and both stopped
by the env's ``after_episode`` whatever happened."""

from __future__ import annotations

import datetime
import urllib.request

import pytest

from venus_tasks.webapps import hosting


def test_an_episode_serves_reverses_and_stops_them(env, sim_server):
    model = sim_server.device(env.device.serial)
    hosted = hosting.serve(env, seed=4)
    try:
        assert [(r.remote, r.local) for r in env.device.adb_device.reverse_list()] == \
            [("tcp:8080", f"tcp:{hosted.server.port}")]
        from venus_tasks.sim.protocol import reverse
        assert reverse.host_url(model, hosted.url("/shop/")) == hosted.server.url("/shop/")
        want = env.device.shell("date '+%Y-%m-%d %H:%M'").stdout.strip()
        assert hosted.apps.now() == datetime.datetime.strptime(want, "%Y-%m-%d %H:%M")
        with urllib.request.urlopen(hosted.server.url("/places/")) as r:
            assert f"Now: {hosted.apps.now():%a %H:%M}".encode() in r.read()
        port = hosted.server.port
    finally:
        env.after_episode()
    assert env.device.adb_device.reverse_list() == []
    with pytest.raises(OSError):
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2)
    env.after_episode()                                                   # idempotent


def test_closers_all_run_and_the_first_error_is_raised(env):
    ran = []

    def boom():
        ran.append("boom")
        raise RuntimeError("closer failed")
    env.close_after_episode(lambda: ran.append("first"))
    env.close_after_episode(boom)
    with pytest.raises(RuntimeError, match="closer failed"):
        env.after_episode()
    assert ran == ["boom", "first"]
