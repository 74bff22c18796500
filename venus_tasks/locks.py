"""Exclusive locks between venus processes on this machine (run directories, devices)."""

from __future__ import annotations

import contextlib
import fcntl
import os
from typing import Iterator


@contextlib.contextmanager
def exclusive(path: str, busy: Exception) -> Iterator[None]:
    """Hold an exclusive ``fcntl.flock`` on ``path`` (created if needed) for the block; the
    kernel releases it when the process ends, even on a crash.

    Raises:
      busy: another process holds the lock (raised as given, without waiting).
    """
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise busy from None
        yield
    finally:
        os.close(fd)
