"""Helpers for tests that drive ``adb shell`` streams by hand: shell-v2 packets (adb
``shell_protocol.h``: stdin 0, stdout 1, stderr 2, exit 3, close-stdin 4, window size 5),
waiting for the simulator's command threads, and the real ``adb`` client if present."""

from __future__ import annotations

import os
import shutil
import struct
import threading
import time

STDIN, STDOUT, STDERR, EXIT, CLOSE_STDIN, WINDOW = 0, 1, 2, 3, 4, 5


def packet(ident: int, data: bytes = b"") -> bytes:
    """One shell-v2 packet: id byte, u32le length, data."""
    return struct.pack("<BI", ident, len(data)) + data


def read_packets(conn) -> tuple[bytes, bytes, int | None]:
    """stdout, stderr and exit code of a v2 stream (an adbutils connection), read until the
    exit packet or EOF (exit code None then)."""
    out, err, code = b"", b"", None
    while True:
        head = conn.read(5)
        if len(head) < 5:
            return out, err, code
        ident, length = head[0], struct.unpack("<I", head[1:])[0]
        data = conn.read(length) if length else b""
        if ident == STDOUT:
            out += data
        elif ident == STDERR:
            err += data
        elif ident == EXIT:
            return out, err, data[0]


def sim_threads(serial: str) -> list[threading.Thread]:
    """The simulator's threads running shell commands on device ``serial``."""
    return [t for t in threading.enumerate() if t.name == f"sim-sh-{serial}"]


def wait_no_commands(serial: str, limit: float = 20.0) -> None:
    """Wait (at most ``limit`` s) until no shell command runs on ``serial``; fails otherwise."""
    deadline = time.monotonic() + limit
    while sim_threads(serial) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not sim_threads(serial), "a shell command is still running"


def adb_binary() -> str | None:
    """The ``adb`` client bundled in the adbutils wheel, else the one on PATH, else None."""
    import adbutils
    bundled = os.path.join(os.path.dirname(adbutils.__file__), "binaries", "adb")
    if os.access(bundled, os.X_OK):
        return bundled
    return shutil.which("adb")
