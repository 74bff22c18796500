"""Sync-service edge cases as adbd answers them (``daemon/file_sync_service.cpp``):
lstat of a symlink, RECV of a directory, LIST of a missing folder, SEND failures."""

from __future__ import annotations

import socket
import stat
import struct

import pytest


def _request(sock, service: str) -> None:
    sock.sendall(b"%04x" % len(service) + service.encode())


def _exact(sock, n: int) -> bytes:
    out = b""
    while len(out) < n:
        chunk = sock.recv(n - len(out))
        assert chunk, f"closed after {out!r}"
        out += chunk
    return out


def _req(sock, ident: bytes, path: str) -> None:
    raw = path.encode()
    sock.sendall(ident + struct.pack("<I", len(raw)) + raw)


@pytest.fixture()
def sync(server):
    model = server.device(server.serials[0])
    model.is_root = False
    with socket.create_connection((server.host, server.port), timeout=10) as s:
        _request(s, f"host:transport:{server.serials[0]}")
        assert _exact(s, 4) == b"OKAY"
        _request(s, "sync:")
        assert _exact(s, 4) == b"OKAY"
        yield s


def test_stat_is_lstat_and_sta2_follows(sync):
    _req(sync, b"STAT", "/sdcard")
    mode = struct.unpack("<III", _exact(sync, 16)[4:])[0]
    assert stat.S_ISLNK(mode)
    _req(sync, b"LST2", "/sdcard")
    assert stat.S_ISLNK(struct.unpack("<IQQIIIIQqqq", _exact(sync, 72)[4:])[3])
    _req(sync, b"STA2", "/sdcard")
    assert stat.S_ISDIR(struct.unpack("<IQQIIIIQqqq", _exact(sync, 72)[4:])[3])


def test_recv_directory_and_list_missing(sync):
    _req(sync, b"RECV", "/sdcard/Download")
    msg = b"read failed: Is a directory"
    assert _exact(sync, 8 + len(msg)) == b"FAIL" + struct.pack("<I", len(msg)) + msg
    _req(sync, b"LIST", "/sdcard/none")
    assert _exact(sync, 20) == b"DONE" + bytes(16)


def test_send_without_permission_fails_and_ends_the_session(sync):
    _req(sync, b"SEND", "/data/data/com.android.settings/x.txt,33188")
    sync.sendall(b"DATA" + struct.pack("<I", 2) + b"hi" + b"DONE" + struct.pack("<I", 0))
    msg = b"couldn't create file: Permission denied"
    assert _exact(sync, 8 + len(msg)) == b"FAIL" + struct.pack("<I", len(msg)) + msg
    assert sync.recv(10) == b""


def test_send_into_a_folder_it_cannot_create(sync):
    _req(sync, b"SEND", "/data/data/com.android.settings/new/x.txt,33188")
    sync.sendall(b"DATA" + struct.pack("<I", 2) + b"hi" + b"DONE" + struct.pack("<I", 0))
    msg = b"secure_mkdirs failed: Permission denied"
    assert _exact(sync, 8 + len(msg)) == b"FAIL" + struct.pack("<I", len(msg)) + msg
