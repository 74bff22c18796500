"""TCP ports that processes on the simulated device listen on (its loopback interface).

A device process that serves TCP (uiautomator2's ``u2.jar`` server, ``sim/u2server.py``)
registers a listener here while it runs. The adb protocol reaches it two ways, as on a
device: the ``tcp:<port>`` device service (adbd connects to ``localhost:<port>`` and joins
the stream to the client: ``SERVICES.TXT``; adbutils ``AdbDevice.create_connection``, which
uiautomator2 3.x uses) and a host-side ``adb forward tcp:L tcp:<port>`` (``protocol/forward.py``).
No listener on the port: adbd's connect fails and the stream closes (``FAIL closed``).

A listener is any object with ``async serve(reader, writer)`` (asyncio streams of one
accepted connection). Thread-safe: processes register from shell threads, the protocol
looks listeners up from the server's event loop.
"""

from __future__ import annotations

import threading


class PortInUse(OSError):
    """``bind`` failed: another process listens on the port (``EADDRINUSE``)."""


class DevicePorts:
    """``port -> listener`` of one device."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._listeners: dict[int, object] = {}

    def listen(self, port: int, listener: object) -> None:
        """Bind ``listener`` to ``port``.

        Raises:
          PortInUse: the port is taken.
        """
        with self._lock:
            if port in self._listeners:
                raise PortInUse(98, "Address already in use")
            self._listeners[port] = listener

    def close(self, port: int, listener: object) -> None:
        """Unbind ``listener`` (a no-op if another holds the port now)."""
        with self._lock:
            if self._listeners.get(port) is listener:
                del self._listeners[port]

    def get(self, port: int) -> object | None:
        with self._lock:
            return self._listeners.get(port)

    def ports(self) -> list[int]:
        with self._lock:
            return sorted(self._listeners)
