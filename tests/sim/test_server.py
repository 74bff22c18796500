"""SimServer lifecycle, several servers and devices, the CLI and the console (emulator ``console.c``)."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys

import adbutils
import pytest

from venus_tasks.sim import SimServer


def test_two_servers_do_not_share_state():
    with SimServer() as a, SimServer() as b:
        assert a.port != b.port and a.serials != b.serials
        da = adbutils.AdbClient(host=a.host, port=a.port).device(a.serials[0])
        db = adbutils.AdbClient(host=b.host, port=b.port).device(b.serials[0])
        da.shell("settings put global bluetooth_on 1; echo a > /sdcard/Download/only_a")
        assert db.shell("settings get global bluetooth_on") == "0"
        assert not db.sync.exists("/sdcard/Download/only_a")
        assert da.sync.exists("/sdcard/Download/only_a")
        # a serial of server a is unknown to server b
        with pytest.raises(adbutils.AdbError, match=f"device '{a.serials[0]}' not found"):
            adbutils.AdbClient(host=b.host, port=b.port).device(a.serials[0]).shell("true")


def test_several_devices_on_one_server():
    with SimServer(n_devices=2) as s:
        client = adbutils.AdbClient(host=s.host, port=s.port)
        assert [d.serial for d in client.list()] == s.serials
        assert len(set(s.serials)) == 2
        for serial in s.serials:
            assert int(serial.split("-")[1]) % 2 == 0
        d0, d1 = (client.device(x) for x in s.serials)
        d0.shell("am start -n com.android.settings/.Settings")
        assert d1.app_current().package == "com.google.android.apps.nexuslauncher"
        assert [info.tags["transport_id"] for info in client.list(extended=True)] == ["1", "2"]
        with socket.create_connection((s.host, s.port)) as sock:
            sock.sendall(b"0012host:transport-any")
            assert sock.recv(4096).startswith(b"FAIL")


def test_stop_is_idempotent_and_frees_the_port():
    srv = SimServer().start()
    port = srv.port
    srv.stop()
    srv.stop()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1)


def test_console_banner_ping_and_unknown():
    with SimServer() as s:
        port = int(s.serials[0].split("-")[1])
        with socket.create_connection((s.host, port), timeout=5) as sock:
            f = sock.makefile("rwb")
            assert f.readline() == b"Android Console: type 'help' for a list of commands\r\n"
            assert f.readline() == b"OK\r\n"
            f.write(b"ping\r\n")
            f.flush()
            assert f.readline() == b"I am alive!\r\n" and f.readline() == b"OK\r\n"
            f.write(b"frobnicate\n")
            f.flush()
            assert f.readline() == b"KO: unknown command, try 'help'\r\n"
            f.write(b"quit\n")
            f.flush()
            assert f.read() == b""


def test_console_auth_when_token_required():
    with SimServer(console_auth_token="s3cret") as s:
        port = int(s.serials[0].split("-")[1])
        with socket.create_connection((s.host, port), timeout=5) as sock:
            f = sock.makefile("rwb")
            assert f.readline() == b"Android Console: Authentication required\r\n"
            while f.readline() != b"OK\r\n":
                pass
            f.write(b"auth wrong\nauth s3cret\nquit\n")
            f.flush()
            assert f.read() == (b"KO: authentication token does not match "
                                b"~/.emulator_console_auth_token\r\n"
                                b"Android Console: type 'help' for a list of commands\r\nOK\r\n")


def test_cli_prints_one_line_and_stops_on_sigterm():
    env = dict(os.environ, PYTHONPATH=os.getcwd())
    with subprocess.Popen([sys.executable, "-m", "venus_tasks.sim", "--port", "0"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env) as proc:
        _drive_cli(proc)


def _drive_cli(proc: subprocess.Popen) -> None:
    try:
        line = proc.stdout.readline().decode()
        m = re.fullmatch(r"adb_port=(\d+) serial=(emulator-\d+)\n", line)
        assert m, line
        dev = adbutils.AdbClient(host="127.0.0.1", port=int(m.group(1))).device(m.group(2))
        assert dev.shell("getprop ro.product.model") == "sdk_gphone64_x86_64"
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 0
        assert proc.stdout.read() == b""
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_a_sleeping_shell_does_not_block_others():
    import threading
    import time
    with SimServer() as s:
        dev = adbutils.AdbClient(host=s.host, port=s.port).device(s.serials[0])
        slow = threading.Thread(target=dev.shell, args=("sleep 1.5; echo done",))
        slow.start()
        time.sleep(0.2)
        t0 = time.monotonic()
        assert dev.shell("sh -c 'echo quick'") == "quick"
        assert time.monotonic() - t0 < 1.0
        slow.join(10)


def test_stop_ends_a_running_sleep():
    import threading
    import time
    srv = SimServer().start()
    dev = adbutils.AdbClient(host=srv.host, port=srv.port).device(srv.serials[0])
    def run():
        try:
            dev.shell2("sleep 600")
        except adbutils.AdbError:
            pass                  # the connection is cut when the server stops
    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    time.sleep(0.3)
    t0 = time.monotonic()
    srv.stop()
    assert time.monotonic() - t0 < 10
    worker.join(10)
    assert not worker.is_alive()
