"""Writing files into a run directory, with one clear error when a write fails.

Every file a run writes goes through ``write_file`` (``header.json``, ``report.json``,
screenshots, the report pages) or ``append_line`` (each line of ``episodes.jsonl`` and of
the llm user simulator's ``user_replies.jsonl``). A write that fails (a full disk, a
quota, a read-only or vanished folder) leaves nothing half-written:

* ``write_file`` writes ``<path>.tmp`` beside the target and renames it over the target,
  so the old file stays whole until the new one is complete; on failure the temporary
  file is removed.
* ``append_line`` writes unbuffered and fsyncs; on failure it cuts the file back to its
  length before the write, so no torn line is left (a line torn by a crash before, with
  no final newline, makes the new line start on a line of its own).

Then ``RunDirWriteError`` is raised, naming the path and, for a full disk or quota
(ENOSPC, EDQUOT), the bytes the write needed and the space free there (``os.statvfs``);
for any other error, the OS error. The runner ends the run with that one line (see
``venus_tasks.cli``); the same command resumes once space is freed.

``_put`` is the one place bytes reach a file: tests inject faults there.
"""

from __future__ import annotations

import errno
import os

_FULL = {errno.ENOSPC: "no space left on device", errno.EDQUOT: "disk quota exceeded"}
RESUME_HINT = "finished episodes are kept; run the same command again to resume"


class RunDirWriteError(OSError):
    """A file of a run directory could not be written; ``str()`` is one line.

    Attributes:
      path: the file that was being written.
      needed: bytes the write needed.
      free: bytes free to unprivileged users on that file system when it failed (None if
        unknown).
      errno, strerror: those of the OS error.
    """

    def __init__(self, path: str, needed: int, cause: OSError):
        super().__init__(cause.errno, cause.strerror or str(cause))
        self.path, self.needed, self.cause = path, needed, cause
        self.free = _free_bytes(os.path.dirname(os.path.abspath(path)))

    @property
    def full(self) -> bool:
        """The disk (or the user's quota) is full."""
        return self.errno in _FULL

    def __str__(self) -> str:
        if self.full:
            free = "free space unknown" if self.free is None else f"{size(self.free)} free"
            if self.free is not None and self.free >= self.needed:
                free += ", but no free inodes or a quota"
            return (f"{_FULL[self.errno]} writing {self.path} (it needs {size(self.needed)}, {free}); "
                    f"free some space: {RESUME_HINT}")
        return f"cannot write {self.path}: {self.strerror}; {RESUME_HINT}"


def write_file(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` through ``<path>.tmp`` and a rename (module docstring);
    the folder is made if needed.

    Raises:
      RunDirWriteError: the folder, the temporary file or the rename failed (nothing is
        left behind and an existing ``path`` is unchanged).
    """
    tmp = path + ".tmp"
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(tmp, "wb", buffering=0) as f:
            _put(f, data)
        os.replace(tmp, path)
    except OSError as e:
        _remove(tmp)
        raise RunDirWriteError(path, len(data), e) from e


def append_line(path: str, data: bytes) -> None:
    """Append ``data`` (one line, ending in a newline) to ``path`` and fsync it; the file
    and its folder are made if needed.

    Raises:
      RunDirWriteError: the write failed (the file is cut back to what it held before).
    """
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        f = open(path, "a+b", buffering=0)
    except OSError as e:
        raise RunDirWriteError(path, len(data), e) from e
    with f:
        start = f.seek(0, os.SEEK_END)
        try:
            if start > 0 and os.pread(f.fileno(), 1, start - 1) != b"\n":
                data = b"\n" + data                     # after a torn line: a line of its own
            _put(f, data)
            os.fsync(f.fileno())
        except OSError as e:
            try:
                os.ftruncate(f.fileno(), start)
            except OSError:
                pass
            raise RunDirWriteError(path, len(data), e) from e


def size(n: int) -> str:
    """``n`` bytes for people: "512 B", "41.2 KiB", "3.0 MiB", "1.5 GiB"."""
    if n < 1024:
        return f"{n} B"
    value, unit = n / 1024, "KiB"
    for bigger in ("MiB", "GiB"):
        if value < 1024:
            break
        value, unit = value / 1024, bigger
    return f"{value:.1f} {unit}"


def _put(f, data: bytes) -> None:
    """Write all of ``data`` to the unbuffered file ``f`` (a raw write may take part of it)."""
    view = memoryview(data)
    while view:
        n = f.write(view)
        view = view[n:]


def _free_bytes(folder: str) -> int | None:
    """Bytes free to unprivileged users on ``folder``'s file system (its nearest existing
    parent's), or None."""
    while not os.path.isdir(folder) and os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
    try:
        st = os.statvfs(folder)
    except OSError:
        return None
    return st.f_bavail * st.f_frsize


def _remove(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass
