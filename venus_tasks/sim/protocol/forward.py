"""Port forwards of the simulated adb server (``adb forward``; adb 29 ``adb.cpp``
``handle_forward_request``, ``adb_listeners.cpp``; adbutils 2.12 ``_device_base.py``).

* ``forward:[norebind:]<local>;<remote>`` installs a listener on ``127.0.0.1:<port>`` for a
  ``tcp:<port>`` local spec (``tcp:0`` picks a free port). Success answers ``OKAY`` (the
  request was taken) + ``OKAY`` (status) + the hex4-framed port number. Errors are one
  ``FAIL``: ``cannot rebind existing socket``, ``cannot bind listener: <why>``.
* ``killforward:<local>`` -> ``OKAYOKAY`` or ``FAIL`` ``listener '<local>' not found``;
  ``killforward-all`` -> ``OKAYOKAY``.
* ``list-forward`` -> ``OKAY`` + hex4 + one ``<serial> <local> <remote>\\n`` per listener
  (every listener of the server, whatever serial the request named).

A connection to a forwarded port opens ``<remote>`` on the device: a ``tcp:<port>`` remote
is joined to the device process listening there (``sim/device_ports.py``: the u2.jar
server); with nothing listening, or another kind of remote (``localabstract:``,
``jdwp:``), adbd answers the stream with ``CLSE`` and the connection is closed at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses


@dataclasses.dataclass
class Forward:
    serial: str
    local: str
    remote: str
    server: asyncio.base_events.Server


class ForwardError(Exception):
    """The message a ``FAIL`` reply carries."""


class ForwardTable:
    """The listeners of one simulated adb server (insertion order = ``list-forward`` order)."""

    def __init__(self, host: str = "127.0.0.1", device_of=None):
        self.host = host
        self.entries: dict[str, Forward] = {}
        self._device_of = device_of or (lambda serial: None)   # serial -> DeviceModel or None

    async def add(self, serial: str, local: str, remote: str, no_rebind: bool) -> int:
        """Install ``local`` -> ``remote`` for ``serial``; returns the bound port.

        Raises:
          ForwardError: bad spec, existing listener with ``norebind``, or bind failure.
        """
        if ":" not in remote or not remote.split(":", 1)[1]:
            raise ForwardError(f"cannot bind listener: unknown remote socket spec '{remote}'")
        kind, _, port_text = local.partition(":")
        if kind != "tcp":
            raise ForwardError(f"cannot bind listener: unsupported socket spec '{local}'")
        if not port_text.isdigit() or int(port_text) > 65535:
            raise ForwardError(f"cannot bind listener: invalid port '{port_text}'")
        existing = self.entries.get(local)
        if existing is not None:
            if no_rebind:
                raise ForwardError("cannot rebind existing socket")
            existing.serial, existing.remote = serial, remote
            return existing.server.sockets[0].getsockname()[1]
        entry_of = {}

        async def accept(reader, writer):
            await self._connect(entry_of.get("entry"), reader, writer)
        try:
            server = await asyncio.start_server(accept, self.host, int(port_text))
        except OSError as exc:
            raise ForwardError(f"cannot bind listener: cannot bind to {self.host}:{port_text}: "
                               f"{exc.strerror} ({exc.errno})") from exc
        port = server.sockets[0].getsockname()[1]
        local = f"tcp:{port}"          # tcp:0 is listed with the port it got
        self.entries[local] = entry_of["entry"] = Forward(serial, local, remote, server)
        return port

    async def remove(self, local: str) -> None:
        """Raises ForwardError when there is no such listener."""
        entry = self.entries.pop(local, None)
        if entry is None:
            raise ForwardError(f"listener '{local}' not found")
        await self._close(entry)

    async def remove_all(self) -> None:
        for local in list(self.entries):
            await self._close(self.entries.pop(local))

    def listing(self) -> str:
        return "".join(f"{f.serial} {f.local} {f.remote}\n" for f in self.entries.values())

    @staticmethod
    async def _close(entry: Forward) -> None:
        entry.server.close()
        with contextlib.suppress(Exception):
            await entry.server.wait_closed()

    async def _connect(self, entry: Forward | None, reader: asyncio.StreamReader,
                       writer: asyncio.StreamWriter) -> None:
        """A connection to a forwarded port: joined to the device's listener on the remote
        ``tcp:<port>`` (read when the connection comes, as adb opens the remote then), else
        closed."""
        listener = None
        if entry is not None:
            kind, _, port = entry.remote.partition(":")
            device = self._device_of(entry.serial)
            if kind == "tcp" and port.isdigit() and device is not None:
                listener = device.ports.get(int(port))
        if listener is None:
            await self._refuse(reader, writer)
            return
        await listener.serve(reader, writer)

    @staticmethod
    async def _refuse(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(Exception):
            writer.close()
            await writer.wait_closed()
