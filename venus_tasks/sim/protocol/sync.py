"""The ``sync:`` file service (adb ``SYNC.TXT``, ``file_sync_protocol.h``,
``daemon/file_sync_service.cpp``; adbutils 2.12 ``sync.py``).

Requests are ``id(4) + u32le length + path`` and are served in a loop until ``QUIT``:

* ``STAT`` (lstat): ``STAT`` + u32 mode, size, mtime; all zeros when it fails.
* ``STA2``/``LST2``: the id + 68 bytes (u32 error, u64 dev, ino, u32 mode, nlink, uid,
  gid, u64 size, i64 atime, mtime, ctime); ``error`` is the errno on failure.
* ``LIST``: ``DENT`` + u32 mode, size, mtime, namelen + name for ``.``, ``..`` and each
  entry, then ``DONE`` + 16 zero bytes. ``LIS2``: ``DNT2`` + 72 bytes + name, ``DONE`` +
  72 zero bytes.
* ``RECV``: ``DATA`` + u32 len + bytes (<= 64 KiB each), then ``DONE`` + u32 0; failure
  ``FAIL`` + u32 len + ``open failed: <strerror>``.
* ``SEND`` ``path,mode``: ``DATA``... then ``DONE`` + u32 mtime; answers ``OKAY`` +
  u32 0. Parent directories are created (``fixed_push_mkdir``); mode and mtime are kept.
  A file that cannot be written answers ``FAIL`` ``couldn't create file: <strerror>``
  (``secure_mkdirs failed: <strerror>`` for its folder) and ends the session, as adbd's
  ``handle_send_file`` does.
"""

from __future__ import annotations

import asyncio
import errno
import posixpath
import stat as stat_mod
import struct

from venus_tasks.sim.protocol.wire import OKAY, finish
from venus_tasks.sim.storage.vfs import FsError

_CHUNK = 64 * 1024
_V2 = struct.Struct("<IQQIIIIQqqq")          # error dev ino mode nlink uid gid size a m c


class _Abort(Exception):
    pass


async def serve_sync(device, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    writer.write(OKAY)
    try:
        while True:
            head = await reader.readexactly(8)
            ident, length = head[:4], struct.unpack("<I", head[4:])[0]
            if ident == b"QUIT":
                break
            if length > 1024:
                writer.write(_fail("path too long"))
                break
            path = (await reader.readexactly(length)).decode("utf-8", "surrogateescape")
            with device.lock:
                if ident == b"STAT":
                    writer.write(b"STAT" + _stat_v1(device, path))
                elif ident in (b"STA2", b"LST2"):
                    writer.write(ident + _stat_v2(device, path, follow=ident == b"STA2"))
                elif ident in (b"LIST", b"LIS2"):
                    writer.write(_list(device, path, v2=ident == b"LIS2"))
                elif ident == b"RECV":
                    writer.write(_recv(device, path))
                elif ident != b"SEND":
                    writer.write(_fail(f"unknown command {ident.decode('latin-1')!r}"))
                    break
            if ident == b"SEND":
                if not await _send(device, path, reader, writer):
                    break
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError, _Abort):
        pass
    await finish(writer, reader)


def _fail(message: str) -> bytes:
    data = message.encode()
    return b"FAIL" + struct.pack("<I", len(data)) + data


def _lookup(device, path: str, follow: bool):
    vfs = device.vfs
    res = vfs.resolve(path, "/", follow, device.cred)
    if res.node is None:
        raise FsError(errno.ENOENT, path)
    return vfs.node_stat(res.node, res.path)


def _stat_v1(device, path: str) -> bytes:
    try:
        st = _lookup(device, path, follow=False)
    except FsError:
        return bytes(12)
    return struct.pack("<III", st.mode, st.size & 0xFFFFFFFF, st.mtime // 10**9)


def _stat_v2(device, path: str, follow: bool) -> bytes:
    try:
        st = _lookup(device, path, follow)
    except FsError as exc:
        return _V2.pack(exc.errno, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    return _V2.pack(0, 64768, st.ino, st.mode, st.nlink, st.uid, st.gid, st.size,
                    st.atime // 10**9, st.mtime // 10**9, st.ctime // 10**9)


def _list(device, path: str, v2: bool) -> bytes:
    vfs, cred = device.vfs, device.cred
    out = bytearray()
    try:
        res = vfs.resolve(path, "/", True, cred)
        if res.node is None:                    # opendir() failed: just DONE
            raise FsError(errno.ENOENT, path)
        names = vfs.listdir(path, cred=cred)
        base = res.path
        entries = [(".", base), ("..", posixpath.dirname(base) or "/")]
        entries += [(n, base.rstrip("/") + "/" + n) for n in names]
    except FsError:
        entries = []
    for name, full in entries:
        try:
            st = _lookup(device, full, follow=False)
        except FsError:
            continue
        raw = name.encode("utf-8", "surrogateescape")
        if v2:
            out += b"DNT2" + _V2.pack(0, 64768, st.ino, st.mode, st.nlink, st.uid, st.gid,
                                      st.size, st.atime // 10**9, st.mtime // 10**9,
                                      st.ctime // 10**9) + struct.pack("<I", len(raw)) + raw
        else:
            out += b"DENT" + struct.pack("<IIII", st.mode, st.size & 0xFFFFFFFF,
                                         st.mtime // 10**9, len(raw)) + raw
    out += b"DONE" + bytes(72 if v2 else 16)
    return bytes(out)


def _recv(device, path: str) -> bytes:
    try:
        data = device.vfs.read(path, "/", device.cred)
    except FsError as exc:
        if exc.errno == errno.EISDIR:
            return _fail("read failed: Is a directory")
        return _fail(f"open failed: {exc.strerror}")
    out = bytearray()
    for i in range(0, len(data), _CHUNK):
        chunk = data[i:i + _CHUNK]
        out += b"DATA" + struct.pack("<I", len(chunk)) + chunk
    out += b"DONE" + bytes(4)
    return bytes(out)


async def _send(device, spec: str, reader, writer) -> bool:
    """Receive one file; returns False if the connection must end."""
    path, comma, mode_text = spec.rpartition(",")
    if not comma:
        path, mode_text = spec, "33188"
    try:
        mode = int(mode_text)
    except ValueError:
        mode = 0o100644
    data = bytearray()
    mtime = None
    while True:
        head = await reader.readexactly(8)
        ident, value = head[:4], struct.unpack("<I", head[4:])[0]
        if ident == b"DATA":
            if value > _CHUNK:
                writer.write(_fail("data packet too large"))
                return False
            data += await reader.readexactly(value)
        elif ident == b"DONE":
            mtime = value
            break
        else:
            writer.write(_fail(f"invalid data message '{ident.decode('latin-1')}'"))
            return False
    with device.lock:
        try:
            _store(device, path, mode, bytes(data), mtime)
        except _MkdirError as exc:
            writer.write(_fail(f"secure_mkdirs failed: {exc.strerror}"))
            return False
        except FsError as exc:
            # adbd reports the error, drains the client's DATA up to DONE, then closes
            writer.write(_fail(f"couldn't create file: {exc.strerror}"))
            return False
    writer.write(OKAY + bytes(4))
    return True


class _MkdirError(FsError):
    """Creating the parent directories failed (adbd ``secure_mkdirs``)."""


def _store(device, path: str, mode: int, data: bytes, mtime: int) -> None:
    vfs, cred = device.vfs, device.cred
    parent = posixpath.dirname(path)
    if parent and not vfs.exists(parent):           # really missing (not merely hidden)
        try:
            vfs.mkdir(parent, cred=cred, mode=0o771, parents=True)
        except FsError as exc:
            raise _MkdirError(exc.errno, parent) from exc
    if stat_mod.S_ISLNK(mode):
        if vfs.exists(path, follow=False, cred=cred):
            vfs.unlink(path, cred=cred)
        vfs.symlink(data.decode("utf-8", "surrogateescape"), path, cred=cred)
        return
    existed = vfs.exists(path, cred=cred)
    vfs.write(path, data, cred=cred, mode=mode & 0o7777, mtime_ns=mtime * 10**9 if mtime else None)
    real = vfs.realpath(path, cred=cred)
    if existed and not vfs.is_fuse(real):
        vfs.chmod(path, mode & 0o7777, cred=cred)
