"""The simulated adb server under clients that misbehave, and ``adb kill-server``.

Sources: adb ``protocol.txt`` (smart-socket framing), ``SYNC.TXT`` (SEND/DATA/DONE),
``shell_protocol.h``; ``adb.cpp`` ``handle_host_request``: ``host:kill`` prints "adb server
killed by remote request", answers ``OKAY`` and exits 0 (the process exit closes every
socket); ``client/adb_client.cpp`` ``adb_kill_server``; adbutils 2.12 ``server_kill``.

A real adb server serves each client on its own socket, and a device runs each shell as
its own process: a client that sends garbage, stops half way through a request or a
transfer, never ends its stdin, or never reads its output delays nobody else. The checks
count the requests a well-behaved client completes meanwhile (with per-request socket
timeouts), not how long they take.
"""

from __future__ import annotations

import os
import re
import socket
import struct
import subprocess
import sys
import threading

import adbutils
import pytest

from shell_v2_helpers import adb_binary, packet, wait_no_commands
from venus_tasks.sim import SimServer
from wire_helpers import request, recv_exact

GOOD_REQUESTS = 30
ADB = adb_binary()


def _connect(server) -> socket.socket:
    return socket.create_connection((server.host, server.port), timeout=20)


def _transport(server, service: str) -> socket.socket:
    """A raw connection switched to the first device with ``service`` opened (OKAY read)."""
    sock = _connect(server)
    request(sock, f"host:transport:{server.serials[0]}")
    assert recv_exact(sock, 4) == b"OKAY"
    request(sock, service)
    assert recv_exact(sock, 4) == b"OKAY"
    return sock


def _misbehave(server) -> list[socket.socket]:
    """Open one connection per kind of misbehaviour; they stay open until closed."""
    socks = []
    for raw in (b"zz\x00\xffgarbage", b"00", b"0040host:ver"):
        s = _connect(server)
        s.sendall(raw)
        socks.append(s)
    s = _connect(server)                                   # transport, then half a service
    request(s, f"host:transport:{server.serials[0]}")
    s.sendall(b"0100shell:")
    socks.append(s)
    s = _transport(server, "sync:")                        # SEND with a partial DATA chunk
    spec = b"/data/local/tmp/partial.bin,33188"
    s.sendall(b"SEND" + struct.pack("<I", len(spec)) + spec
              + b"DATA" + struct.pack("<I", 1000) + b"x" * 10)
    socks.append(s)
    for i in range(4):                                     # readers whose stdin never ends
        socks.append(_transport(server, "shell:cat"))
        s = _transport(server, "shell,v2,raw:cat")
        s.sendall(packet(0, b"partial input"))
        socks.append(s)
    s = _transport(server, "shell:cat /data/local/tmp/big.bin")   # output never read
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    socks.append(s)
    return socks


def _good_client(dev, client, serial: str) -> int:
    """Run GOOD_REQUESTS mixed requests; returns how many gave the right answer."""
    done = 0
    for i in range(GOOD_REQUESTS):
        kind = i % 3
        if kind == 0:
            ok = dev.shell(f"echo req{i}", timeout=20) == f"req{i}"
        elif kind == 1:
            dev.sync.push(f"payload {i}".encode(), "/data/local/tmp/good.txt")
            ok = dev.sync.read_bytes("/data/local/tmp/good.txt") == f"payload {i}".encode()
        else:
            ok = serial in [d.serial for d in client.device_list()]
        done += bool(ok)
    return done


def test_misbehaving_clients_do_not_stop_a_well_behaved_one(server, client, dev):
    serial = server.serials[0]
    dev.sync.push(b"0123456789abcdef" * (512 * 1024), "/data/local/tmp/big.bin")   # 8 MiB
    socks = _misbehave(server)
    try:
        assert _good_client(dev, client, serial) == GOOD_REQUESTS
        if ADB is not None:                               # and the real adb client too
            env = {"HOME": os.environ.get("TMPDIR", "/tmp"), "PATH": "/usr/bin:/bin"}
            for i in range(3):
                proc = subprocess.run([ADB, "-P", str(server.port), "-s", serial, "shell",
                                       f"echo cli{i}"], capture_output=True, timeout=30,
                                      env=env, stdin=subprocess.DEVNULL)
                assert (proc.returncode, proc.stdout) == (0, f"cli{i}\n".encode())
    finally:
        for s in socks:
            s.close()
    wait_no_commands(serial)          # every stalled reader was hung up
    assert dev.shell("ls /data/local/tmp/partial.bin; echo $?").splitlines()[-1] == "1"
    assert dev.shell("rm /data/local/tmp/big.bin /data/local/tmp/good.txt; echo $?") == "0"


def test_an_endless_stdin_is_not_buffered_without_bound(server, dev, monkeypatch):
    """A client pushing stdin for ever into a command that has not read it (``yes |
    adb shell 'sleep 60; cat'``) is no longer read once the pending input passes the limit
    (a real pipe fills up and adbd stops reading), so the server's memory stays bounded."""
    from venus_tasks.sim.protocol import shell_service
    monkeypatch.setattr(shell_service, "_MAX_PENDING", 256 * 1024)
    s = _transport(server, "shell,v2,raw:sleep 60; cat")
    s.settimeout(0.5)
    sent, chunk = 0, packet(0, b"y\n" * 32768)
    try:
        while sent < 64 * 1024 * 1024:       # stops when the server stops reading
            s.sendall(chunk)
            sent += len(chunk)
    except TimeoutError:
        pass
    finally:   # reset (the FIN of a plain close would wait behind the unsent data)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        s.close()
    assert sent < 32 * 1024 * 1024, f"the server read {sent} bytes of stdin nobody reads"
    assert dev.shell("echo still answering", timeout=20) == "still answering"
    wait_no_commands(server.serials[0])


def test_a_stalled_reader_holds_no_lock_a_sync_needs(server, dev):
    """Sync requests take the device lock in the server loop; a shell waiting for stdin
    must not hold it (else every client of every device would stop)."""
    s = _transport(server, "shell,v2,raw:su 0 sh -c 'cat'")
    try:
        for i in range(5):
            assert dev.sync.stat("/sdcard").mode != 0
            assert dev.shell(f"echo {i}", timeout=20) == str(i)
    finally:
        s.close()
    wait_no_commands(server.serials[0])


# ---------------------------------------------------------------------- kill-server
def _refused(host: str, port: int) -> bool:
    try:
        socket.create_connection((host, port), timeout=5).close()
    except ConnectionRefusedError:
        return True
    return False


def test_adbutils_server_kill_stops_the_server():
    s = SimServer().start()
    try:
        console = s.device(s.serials[0]).console_port
        waiting = _transport(s, "shell:cat")              # a client still connected
        adbutils.AdbClient(host=s.host, port=s.port).server_kill()
        assert s.wait(20) and s.killed
        waiting.settimeout(20)
        with _eof_or_reset():
            assert waiting.recv(100) == b""
        waiting.close()
        assert _refused(s.host, s.port) and _refused(s.host, console)
    finally:
        s.stop()
    assert not [t for t in threading.enumerate() if t.name.startswith(f"venus-sim-{id(s):x}")]


class _eof_or_reset:
    """The connection ended: EOF, or a reset (the process is gone)."""

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        return kind is not None and issubclass(kind, ConnectionResetError)


@pytest.mark.skipif(ADB is None, reason="no adb client (adbutils wheel or PATH)")
def test_real_adb_kill_server_ends_python_m_venus_tasks_sim(tmp_path):
    env = dict(os.environ, PYTHONPATH=os.getcwd())
    with subprocess.Popen([sys.executable, "-m", "venus_tasks.sim", "--port", "0"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env) as proc:
        try:
            line = proc.stdout.readline().decode()
            m = re.fullmatch(r"adb_port=(\d+) serial=(emulator-\d+)\n", line)
            assert m, line
            port = int(m.group(1))
            home = tmp_path / "home"
            home.mkdir()
            cli_env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
            shell = subprocess.run([ADB, "-P", str(port), "-s", m.group(2), "shell", "echo up"],
                                   capture_output=True, timeout=30, env=cli_env,
                                   stdin=subprocess.DEVNULL)
            assert shell.stdout == b"up\n"
            kill = subprocess.run([ADB, "-P", str(port), "kill-server"], capture_output=True,
                                  timeout=30, env=cli_env)
            assert (kill.returncode, kill.stdout, kill.stderr) == (0, b"", b"")
            assert proc.wait(timeout=20) == 0
            assert proc.stderr.read().decode().splitlines()[-1] == "adb server killed by remote request"
            assert _refused("127.0.0.1", port)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()

