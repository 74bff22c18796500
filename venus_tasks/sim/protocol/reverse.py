"""``adb reverse`` on the simulated device: adbd's reverse listeners (adb ``daemon/services.cpp``
``reverse_service`` -> ``adb.cpp`` ``handle_forward_request`` on the device, ``adb_listeners.cpp``
``format_listeners``; the client side is adb ``commandline.cpp`` and adbutils 2.12
``AdbDevice.reverse``/``reverse_list``).

Services (after a transport switch; the stream's own ``OKAY`` comes first):

* ``reverse:forward:[norebind:]<remote>;<local>``: adbd listens on the device's ``<remote>``
  (``tcp:<port>``; ``tcp:0`` picks a free port) and joins each connection to the host's
  ``<local>`` (``tcp:<port>`` on the host's 127.0.0.1). Answer ``OKAY`` (status), and for
  ``tcp:0`` the port as a hex4-framed string. Errors are ``FAIL`` + message:
  ``cannot rebind existing socket``, ``cannot bind listener: ...``.
* ``reverse:killforward:<remote>`` -> ``OKAY``, or ``FAIL`` ``listener '<remote>' not found``;
  ``reverse:killforward-all`` -> ``OKAY``.
* ``reverse:list-forward`` -> a hex4-framed string, one ``<transport> <remote> <local>\\n`` a
  listener, in the order they were made. ``<transport>`` is the name adbd gives the host's
  connection: ``host-<fd>`` for a TCP transport (``daemon/transport_socket_server.cpp``), as
  an emulator has; the simulator says ``host-19`` [simplification: a fixed fd].

A reverse listener is a ``sim.device_ports`` listener on the device port (a device process
connecting to ``127.0.0.1:<remote>`` reaches the host's port); ``host_url`` maps a page URL
on such a port to the host URL it reaches, which Chrome's engine loads (``sim.web_engine``).
Only ``tcp:`` specs on both sides are served; other kinds (``localabstract:``) fail with
``cannot bind listener: unsupported socket spec``.
"""

from __future__ import annotations

import asyncio
import contextlib
import urllib.parse

from venus_tasks.sim.device_ports import PortInUse
from venus_tasks.sim.protocol.wire import OKAY, fail, finish, hex4

TRANSPORT_NAME = "host-19"
LOOPBACK = ("127.0.0.1", "localhost", "[::1]")


class ReverseListener:
    """Joins a device connection on ``remote`` to the host's ``127.0.0.1:<host_port>``; a host
    port nobody listens on closes the connection at once (adbd's stream to the host fails)."""

    def __init__(self, remote: str, local: str):
        self.remote, self.local = remote, local

    @property
    def host_port(self) -> int:
        return int(self.local.split(":", 1)[1])

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.host_port)
        except OSError:
            writer.close()
            return

        async def pipe(src, dst):
            with contextlib.suppress(Exception):
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            with contextlib.suppress(Exception):
                dst.close()
        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))


def table(device) -> dict[str, ReverseListener]:
    """The device's reverse listeners, ``remote -> listener`` in the order they were made."""
    return device.reverses


def _tcp_port(spec: str) -> int | None:
    kind, _, port = spec.partition(":")
    return int(port) if kind == "tcp" and port.isdigit() and int(port) <= 65535 else None


def add(device, remote: str, local: str, no_rebind: bool = False) -> int:
    """Install ``remote`` (device) -> ``local`` (host); returns the device port.

    Raises:
      ValueError: the message adbd's ``FAIL`` carries.
    """
    port, host_port = _tcp_port(remote), _tcp_port(local)
    if port is None or host_port is None or host_port == 0:
        bad = remote if port is None else local
        raise ValueError(f"cannot bind listener: unsupported socket spec '{bad}'")
    with device.lock:
        rev = table(device)
        if port == 0:
            port = next(p for p in range(37000, 65536) if device.ports.get(p) is None)
            remote = f"tcp:{port}"
        existing = rev.get(remote)
        if existing is not None:
            if no_rebind:
                raise ValueError("cannot rebind existing socket")
            existing.local = local
            return port
        listener = ReverseListener(remote, local)
        try:
            device.ports.listen(port, listener)
        except PortInUse as exc:
            raise ValueError(f"cannot bind listener: cannot bind to 127.0.0.1:{port}: {exc.strerror} "
                             f"({exc.errno})") from exc
        rev[remote] = listener
        return port


def remove(device, remote: str) -> None:
    """Raises ValueError (``listener '<remote>' not found``)."""
    with device.lock:
        listener = table(device).pop(remote, None)
        if listener is None:
            raise ValueError(f"listener '{remote}' not found")
        device.ports.close(int(remote.split(":", 1)[1]), listener)


def remove_all(device) -> None:
    with device.lock:
        for remote in list(table(device)):
            remove(device, remote)


def listing(device) -> str:
    """What ``reverse:list-forward`` answers (``adb reverse --list`` prints it)."""
    with device.lock:
        return "".join(f"{TRANSPORT_NAME} {r.remote} {r.local}\n" for r in table(device).values())


def host_url(device, url: str) -> str | None:
    """The host URL a device page URL reaches through a reverse listener
    (``http://127.0.0.1:<remote>/p?q`` -> ``http://127.0.0.1:<local>/p?q``), or None when the
    URL names no reversed port on the device's loopback (or is not ``http``: the host server
speaks no TLS)."""
    split = urllib.parse.urlsplit(url)
    if split.scheme != "http" or split.hostname not in ("127.0.0.1", "localhost", "::1"):
        return None
    try:
        port = split.port or 80
    except ValueError:
        return None
    listener = device.ports.get(port)
    if not isinstance(listener, ReverseListener):
        return None
    return urllib.parse.urlunsplit((split.scheme, f"127.0.0.1:{listener.host_port}", split.path or "/",
                                    split.query, split.fragment))


async def serve(device, service: str, reader, writer) -> None:
    """One ``reverse:...`` service (``service`` without the ``reverse:`` prefix)."""
    reply = b""
    try:
        if service == "list-forward":
            reply = hex4(listing(device).encode())
        elif service == "killforward-all":
            remove_all(device)
            reply = OKAY
        elif service.startswith("killforward:"):
            remove(device, service[len("killforward:"):])
            reply = OKAY
        elif service.startswith("forward:"):
            spec = service[len("forward:"):]
            no_rebind = spec.startswith("norebind:")
            if no_rebind:
                spec = spec[len("norebind:"):]
            remote, sep, local = spec.partition(";")
            if not sep:
                raise ValueError(f"cannot bind listener: bad forward spec '{spec}'")
            port = add(device, remote, local, no_rebind)
            reply = OKAY + (hex4(str(port).encode()) if remote == "tcp:0" else b"")
        else:
            raise ValueError(f"unknown reverse service '{service}'")
    except ValueError as exc:
        reply = fail(str(exc))
    writer.write(OKAY + reply)
    await finish(writer, reader)
