"""``StdinPipe``: fd 0 of a shell command whose input is still arriving from the adb client.

On a device, ``adb shell`` starts ``sh -c CMD`` at once and copies the client's stdin into
it while it runs (adbd ``daemon/shell_service.cpp`` ``Subprocess::PassInput``). A command
that never reads fd 0 (``ls``) finishes whether or not the client ever ends its stdin; a
command that reads it (``cat``, ``sqlite3 DB`` with no SQL argument, ``sh``) waits for
end of input. The simulator runs each handler to completion with its stdin as bytes, so
the pipe is handed to the interpreter unread and read only when a handler asks for
``ctx.stdin`` (``shell.interp.Context``): then it blocks until the input ends.

How the input ends (adbd ``shell_service.cpp``, client ``client/commandline.cpp``
``stdin_read_thread_loop``):

* ``close()``: the shell-v2 ``kIdCloseStdin`` packet (id 4) on a raw shell. adbd shuts
  down the write side of the child's socketpair, so the reader sees EOF. The adb client
  sends it when its own stdin reaches EOF.
* ``hangup()``: the client connection is gone (closed, reset, or the server stopping).
  adbd sends ``SIGHUP`` to the child; a reader still waiting is killed, which the
  simulator models as ``exit 129`` (128 + SIGHUP) of the whole script. A script that does
  not read stdin ends too: ``gone`` is set, no further command starts and ``sleep`` returns.

Nothing else ends it: on a PTY shell (``shell,v2,pty:``, and the legacy ``shell:``
service, which adbd runs on a raw-mode PTY) close-stdin is ignored, so a command reading
stdin there waits until the client goes away, as on a device.

While a handler waits it does not hold the device lock (it is released for the wait and
taken back after), so other clients' commands on the same device keep running.
"""

from __future__ import annotations

import threading

_POLL_S = 0.02          # how often a waiting reader re-checks (it sleeps with the lock released)


class StdinPipe:
    """Bytes arriving from the client for one shell command; thread-safe.

    ``feed``/``close``/``hangup`` are called from the server's event loop; ``read_all``
    from the command's worker thread. ``lock`` is the device lock (an ``RLock``) that the
    worker may hold when it reads.
    """

    def __init__(self, lock: "threading.RLock"):
        self._device_lock = lock
        self._mutex = threading.Lock()
        self._data = bytearray()
        self._ended = threading.Event()
        self._hung_up = False
        self.read_started = False
        self.gone = threading.Event()     # the hang-up, for the shell (``Shell.hangup``)

    def feed(self, data: bytes) -> None:
        """Append bytes the client sent (ignored after the input ended)."""
        with self._mutex:
            if not self._ended.is_set():
                self._data += data

    def close(self) -> None:
        """End of input (EOF for the reader)."""
        self._ended.set()

    def hangup(self) -> None:
        """The client went away: a waiting or later reader is killed (``SIGHUP``)."""
        with self._mutex:
            if not self._ended.is_set():
                self._hung_up = True
        self.gone.set()
        self._ended.set()

    def pending(self) -> int:
        """Bytes received and not yet read."""
        with self._mutex:
            return len(self._data)

    @property
    def ended(self) -> bool:
        return self._ended.is_set()

    def read_all(self) -> bytes:
        """All of the input, once it ended; it is consumed (the next reader gets ``b""``).
        Blocks until then, with the device lock released meanwhile.

        Raises:
          ExitShell(129): the client hung up before the input ended.
        """
        self.read_started = True
        if not self._ended.is_set():
            cond = threading.Condition(self._device_lock)
            with cond:                    # Condition.wait releases every level of the RLock
                while not self._ended.is_set():
                    cond.wait(_POLL_S)
        with self._mutex:
            if self._hung_up:
                from venus_tasks.sim.shell.interp import ExitShell
                raise ExitShell(129)
            data, self._data = bytes(self._data), bytearray()
            return data                   # a later reader (``cat; cat``) finds EOF
