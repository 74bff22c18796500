"""``FileTransfer``: the file half of ``Device`` (push, pull, folders), over adb's
``sync:`` service and the shell. ``Device`` inherits it; the methods use the device's
``shell``/``run``, its adbutils device ``_dev``, ``serial``, ``_timeout`` and
``generation``.
"""

from __future__ import annotations

import struct
import time
from typing import Mapping

import adbutils

from venus_tasks.env.adb_client import DeviceError

_SYNC_DATA_MAX = 64 * 1024   # SYNC_DATA_MAX, AOSP packages/modules/adb/file_sync_protocol.h


class FileTransfer:
    """Files on the device; see the module docstring."""

    def push_bytes(self, data: bytes, remote: str, mode: int = 0o644) -> None:
        """Write ``data`` to ``remote`` (parent folders must exist) over the sync protocol;
        ``push_files`` with one file.

        Raises:
          DeviceError: the transport failed or adbd refused the file (its reason).
        """
        self.push_files({remote: data}, mode)

    def push_files(self, files: Mapping[str, bytes], mode: int = 0o644) -> None:
        """Write each ``{remote path: bytes}`` (parent folders must exist) over one ``sync:``
        connection, as ``adb push`` of a folder does.

        Each file is ``SEND`` (path and mode), ``DATA`` chunks of at most 64 KiB and ``DONE``
        (mtime); all go out together, then adbd's ``OKAY`` or ``FAIL`` per file is read in
        order (AOSP ``packages/modules/adb/file_sync_protocol.h``; adbd ends the session
        after a ``FAIL``, so the files after it are not written). adbutils' ``sync.push``
        also stats each target first and sends each piece separately, which waits on
        delayed TCP acknowledgements (about 45 ms a file).

        Raises:
          DeviceError: the transport failed or adbd refused a file (its path and reason).
        """
        if not files:
            return
        self.generation += 1
        msg = bytearray()
        mtime = struct.pack("<I", int(time.time()))
        for remote, data in files.items():
            spec = f"{remote},{0o100000 | mode}".encode("utf-8")
            msg += b"SEND" + struct.pack("<I", len(spec)) + spec
            for i in range(0, len(data), _SYNC_DATA_MAX):
                chunk = data[i:i + _SYNC_DATA_MAX]
                msg += b"DATA" + struct.pack("<I", len(chunk)) + chunk
            msg += b"DONE" + mtime
        remote = next(iter(files))
        try:
            with self._dev.open_transport(timeout=self._timeout) as c:
                c.send_command("sync:")
                c.check_okay()
                c.conn.sendall(bytes(msg))
                for remote in files:
                    status = c.read_string(4)
                    length = struct.unpack("<I", c.read(4))[0]
                    if status != "OKAY":
                        reason = c.read_string(length) if status == "FAIL" else f"unexpected reply {status!r}"
                        raise DeviceError(f"{self.serial}: push to {remote} failed: {reason}")
        except (adbutils.AdbError, OSError, EOFError) as e:
            raise DeviceError(f"{self.serial}: push to {remote} failed: {e}") from e

    def pull_bytes(self, remote: str) -> bytes:
        """Read ``remote`` over the sync protocol.

        Raises:
          FileNotFoundError: the file does not exist.
        """
        try:
            return self._dev.sync.read_bytes(remote)
        except adbutils.AdbError as e:
            if "No such file" in str(e):
                raise FileNotFoundError(remote) from e
            raise DeviceError(f"{self.serial}: pull of {remote} failed: {e}") from e

    def write_text(self, remote: str, text: str) -> None:
        """Write UTF-8 ``text`` to ``remote``, creating parent folders."""
        self.write_files({remote: text.encode("utf-8")})

    def write_files(self, files: Mapping[str, bytes], mode: int = 0o644) -> None:
        """Write each ``{remote path: bytes}``, creating parent folders: two round trips
        for any number of files (one ``mkdir -p`` of every parent, one ``push_files``)."""
        parents = sorted({path.rsplit("/", 1)[0] or "/" for path in files})
        if parents:
            self.run(["mkdir", "-p", *parents])
        self.push_files(files, mode)

    def read_text(self, remote: str) -> str:
        """Read ``remote`` as UTF-8. Raises ``FileNotFoundError`` if missing."""
        return self.pull_bytes(remote).decode("utf-8", errors="replace")

    def exists(self, remote: str) -> bool:
        """True if a file or folder exists at ``remote``."""
        return self.shell(["test", "-e", remote], readonly=True).exit_code == 0

    def mkdir(self, remote: str) -> None:
        """``mkdir -p``."""
        self.run(["mkdir", "-p", remote])

    def remove(self, remote: str) -> None:
        """``rm -rf`` one path (no globbing: the path is quoted)."""
        self.run(["rm", "-rf", remote])

    def listdir(self, remote: str) -> list[str]:
        """Names in folder ``remote`` (no ``.``/``..``), sorted; [] if it does not exist."""
        r = self.shell(["ls", "-1", "-a", remote], readonly=True)
        if not r.ok:
            return []
        return sorted(n for n in r.stdout.splitlines() if n and n not in (".", ".."))

    def find_files(self, remote: str) -> list[str]:
        """Paths of all regular files under ``remote`` (recursive), sorted."""
        r = self.shell(["find", remote, "-type", "f"], readonly=True)
        return sorted(p for p in r.stdout.splitlines() if p) if r.ok else []
