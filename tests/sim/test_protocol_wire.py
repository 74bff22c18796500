"""Exact bytes of the host protocol and the sync service on raw sockets (AOSP adb
``protocol.txt``, ``SYNC.TXT``)."""

from __future__ import annotations

import socket
import struct

import pytest
from tests.sim.wire_helpers import read_all, recv_exact, request


@pytest.fixture()
def conn(server):
    with socket.create_connection((server.host, server.port), timeout=10) as sock:
        yield sock


def test_version(conn):
    request(conn, "host:version")
    assert read_all(conn) == b"OKAY00040029"


def test_devices_and_devices_l(server):
    serial = server.serials[0]
    with socket.create_connection((server.host, server.port)) as s:
        request(s, "host:devices")
        line = f"{serial}\tdevice\n".encode()
        assert read_all(s) == b"OKAY" + b"%04x" % len(line) + line
    with socket.create_connection((server.host, server.port)) as s:
        request(s, "host:devices-l")
        body = read_all(s)[8:].decode()
        assert body == (f"{serial:<22} device product:sdk_gphone64_x86_64 "
                        "model:sdk_gphone64_x86_64 device:emu64xa transport_id:1\n")


def test_unknown_serial(conn):
    request(conn, "host:tport:serial:emulator-5554")
    msg = b"device 'emulator-5554' not found"
    assert read_all(conn) == b"FAIL" + b"%04x" % len(msg) + msg


def test_tport_then_shell_v1(server, conn):
    request(conn, f"host:tport:serial:{server.serials[0]}")
    assert recv_exact(conn, 12) == b"OKAY" + struct.pack("<Q", 1)
    request(conn, "shell:echo hi; ls /nope")
    assert read_all(conn) == b"OKAYhi\nls: /nope: No such file or directory\n"


def test_transport_then_shell_v2_packets(server, conn):
    request(conn, f"host:transport:{server.serials[0]}")
    assert recv_exact(conn, 4) == b"OKAY"
    request(conn, "shell,v2,TERM=xterm,raw:echo hi; echo e >&2; exit 5")
    conn.sendall(b"\x04\x00\x00\x00\x00")                      # close-stdin, as adb sends
    assert read_all(conn) == (b"OKAY" + b"\x01\x03\x00\x00\x00hi\n" + b"\x02\x02\x00\x00\x00e\n"
                              + b"\x03\x01\x00\x00\x00\x05")


def test_exec_is_raw(server, conn):
    request(conn, "host:transport-any")
    assert recv_exact(conn, 4) == b"OKAY"
    request(conn, "exec:screencap -p")
    assert read_all(conn)[:12] == b"OKAY\x89PNG\r\n\x1a\n"


def sync_req(sock, ident: bytes, path: str) -> None:
    raw = path.encode()
    sock.sendall(ident + struct.pack("<I", len(raw)) + raw)


def test_sync_session_loops_until_quit(server, conn):
    request(conn, f"host:transport:{server.serials[0]}")
    recv_exact(conn, 4)
    request(conn, "sync:")
    assert recv_exact(conn, 4) == b"OKAY"
    # SEND with data+done, then STAT, STA2 (missing), LIS2, RECV, QUIT on one connection
    sync_req(conn, b"SEND", "/data/local/tmp/w.txt,33188")
    conn.sendall(b"DATA" + struct.pack("<I", 3) + b"abc" + b"DONE" + struct.pack("<I", 1697000000))
    assert recv_exact(conn, 8) == b"OKAY\x00\x00\x00\x00"
    sync_req(conn, b"STAT", "/data/local/tmp/w.txt")
    assert recv_exact(conn, 16) == b"STAT" + struct.pack("<III", 0o100644, 3, 1697000000)
    sync_req(conn, b"STAT", "/data/local/tmp/none")
    assert recv_exact(conn, 16) == b"STAT" + bytes(12)
    sync_req(conn, b"STA2", "/data/local/tmp/none")
    reply = recv_exact(conn, 72)
    assert reply[:4] == b"STA2" and struct.unpack("<I", reply[4:8])[0] == 2 and reply[8:] == bytes(64)
    sync_req(conn, b"STA2", "/data/local/tmp/w.txt")
    fields = struct.unpack("<IQQIIIIQqqq", recv_exact(conn, 72)[4:])
    assert fields[0] == 0 and fields[3] == 0o100644 and fields[5] == 2000 and fields[7] == 3
    sync_req(conn, b"RECV", "/data/local/tmp/w.txt")
    assert recv_exact(conn, 19) == b"DATA\x03\x00\x00\x00abcDONE\x00\x00\x00\x00"
    sync_req(conn, b"RECV", "/data/local/tmp/none")
    msg = b"open failed: No such file or directory"
    assert recv_exact(conn, 8 + len(msg)) == b"FAIL" + struct.pack("<I", len(msg)) + msg
    sync_req(conn, b"LIST", "/data/local/tmp")
    names = []
    while (head := recv_exact(conn, 4)) == b"DENT":
        mode, size, mtime, n = struct.unpack("<IIII", recv_exact(conn, 16))
        names.append(recv_exact(conn, n).decode())
    assert head == b"DONE" and recv_exact(conn, 16) == bytes(16)
    assert names == [".", "..", "w.txt"]
    sync_req(conn, b"LIS2", "/data/local/tmp")
    count = 0
    while (head := recv_exact(conn, 4)) == b"DNT2":
        body = recv_exact(conn, 72)
        recv_exact(conn, struct.unpack("<I", body[-4:])[0])
        count += 1
    assert head == b"DONE" and recv_exact(conn, 72) == bytes(72) and count == 3
    conn.sendall(b"QUIT" + bytes(4))
    assert read_all(conn) == b""


def test_root_service_bytes(server, conn):
    server.device(server.serials[0]).is_root = True
    request(conn, "host:transport-any")
    recv_exact(conn, 4)
    request(conn, "root:")
    assert read_all(conn) == b"OKAYadbd is already running as root\n"


def test_unknown_device_service_fails(server, conn):
    request(conn, "host:transport-any")
    recv_exact(conn, 4)
    request(conn, "nosuchservice:")
    assert read_all(conn) == b"FAIL0006closed"
