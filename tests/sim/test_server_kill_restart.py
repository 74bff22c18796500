"""``SimServer(on_kill="restart")`` / ``python -m venus_tasks.sim --on_kill restart``.

On a real host an emulator outlives its adb server: after ``adb kill-server`` (``adb.cpp``
``handle_host_request``: OKAY, exit) the next ``adb start-server`` starts a new server
that finds the running emulator again. android_env relies on that: it answers any failed
adb command with ``kill-server`` + ``start-server`` (``adb_controller._restart_server``).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time

import adbutils

from real_adb import stray_processes
from shell_v2_helpers import adb_binary
from venus_tasks.sim import SimServer
from wire_helpers import recv_exact, request

ADB = adb_binary()


def _transport(server, service: str):
    sock = socket.create_connection((server.host, server.port), timeout=20)
    request(sock, f"host:transport:{server.serials[0]}")
    assert recv_exact(sock, 4) == b"OKAY"
    request(sock, service)
    assert recv_exact(sock, 4) == b"OKAY"
    return sock


def test_on_kill_restart_keeps_the_devices_as_emulators_outlive_their_server(tmp_path):
    """``on_kill="restart"``: android_env's restart (kill-server, start-server) finds the
    device again, as it finds a real emulator; connections and forwards are gone."""
    home = tmp_path / "home"
    home.mkdir()
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    with SimServer(on_kill="restart") as s:
        client = adbutils.AdbClient(host=s.host, port=s.port)
        dev = client.device(s.serials[0])
        dev.shell("echo kept > /data/local/tmp/kept")
        dev.forward_port(9008)
        waiting = _transport(s, "shell:cat")
        client.server_kill()
        waiting.settimeout(20)
        try:                                  # dropped: EOF or a reset
            assert waiting.recv(100) == b""
        except ConnectionResetError:
            pass
        waiting.close()
        answered = None
        for _ in range(200):                  # listening again once the rebind is done
            try:
                answered = dev.shell("cat /data/local/tmp/kept", timeout=5)
                break
            except (adbutils.AdbError, OSError):
                time.sleep(0.02)
        assert answered == "kept"
        assert dev.forward_list() == [] and not s.wait(0) and not s.killed and s.kill_count == 1
        if ADB is None:
            return
        try:
            for args in (["kill-server"], ["start-server"]):
                proc = subprocess.run([ADB, "-P", str(s.port), *args], capture_output=True,
                                      timeout=30, env=env)
                assert (proc.returncode, proc.stderr) == (0, b""), proc   # no daemon started
            proc = subprocess.run([ADB, "-P", str(s.port), "-s", s.serials[0], "shell",
                                   "cat /data/local/tmp/kept"], capture_output=True, timeout=30,
                                  env=env, stdin=subprocess.DEVNULL)
            assert (proc.returncode, proc.stdout) == (0, b"kept\n") and s.kill_count == 2
        finally:
            strays = stray_processes(str(home))
            for pid in strays:
                os.kill(pid, signal.SIGKILL)
            assert not strays, f"a real adb server was started: {strays}"
