"""The harness serves the web apps for one episode: ``adb reverse`` on the device (here the
simulated one, through its adb server), the device's clock for open-now, and both stopped
by the env's ``after_episode`` whatever happened."""

from __future__ import annotations

import datetime
import urllib.error
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


def test_serving_by_hand_prints_the_url_and_the_reverse_line_and_the_log_at_the_end():
    import io
    import threading

    from venus_tasks.webapps.__main__ import main

    out, stop, ready = io.StringIO(), threading.Event(), threading.Event()
    done = {}
    t = threading.Thread(target=lambda: done.setdefault("rc", main(["--seed", "5"], stop, out, ready)))
    t.start()
    try:
        assert ready.wait(60)
        url = out.getvalue().split(" on ", 1)[1].split()[0]
        req = urllib.request.Request(url + "feed/follow", data=b"user=nobody", method="POST")
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(req)
        assert err.value.code == 400
        port = url.rsplit(":", 1)[1].rstrip("/")
        assert f"adb reverse tcp:8080 tcp:{port}, then open http://127.0.0.1:8080/shop/" in out.getvalue()
    finally:
        stop.set()
        t.join()
    assert done["rc"] == 0 and out.getvalue().splitlines()[-1] == "[]"


def _own_address() -> str:
    """This machine's address on its default route (a UDP connect sends nothing)."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def test_a_remote_adb_server_is_refused_with_the_fix_and_a_local_one_passes():
    """``adb reverse`` reaches the adb server's machine: serving here for a device behind an
    adb server elsewhere fails before anything starts, naming the fix (a Ray actor runs on its
    device's adb server machine, where the check passes)."""
    import types

    far = types.SimpleNamespace(serial="emulator-5554", host="192.0.2.1", port=5037)    # TEST-NET-1: not here
    with pytest.raises(hosting.RemoteAdbError, match=r"adb server at 192\.0\.2\.1:5037.*--ray_address auto --devices "
                                                     r"emulator-5554@192\.0\.2\.1:5037.*--adb_host 127\.0\.0\.1"):
        hosting.HostedWebApps(far, seed=1).start()
    assert hosting.is_this_machine("127.0.0.1") and hosting.is_this_machine("localhost")
    assert hosting.is_this_machine(_own_address())
    assert not hosting.is_this_machine("192.0.2.1") and not hosting.is_this_machine("no-such-host.invalid")
