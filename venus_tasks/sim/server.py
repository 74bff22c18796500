"""``SimServer``: simulated devices behind an adb server (host smart-socket protocol).

Everything runs in one asyncio loop on a daemon thread: the adb listener (ephemeral
port by default) and, per device, an emulator-console listener on an ephemeral *even*
port, which names the device ``emulator-<console port>`` as the real emulator does.
Shell commands run in the loop's worker threads under each device's lock. Servers share
no state; each owns its devices.

    >>> with SimServer() as s:            # doctest: +SKIP
    ...     adbutils.AdbClient(host=s.host, port=s.port).device(s.serials[0]).shell("id")
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import socket
import threading

from venus_tasks.sim.console import serve_console
from venus_tasks.sim.model import DeviceModel
from venus_tasks.sim.protocol.host import HostSession


def _even_port_socket(host: str) -> socket.socket:
    """A listening socket on an even ephemeral port.

    Linux hands out odd ports for ``bind(port=0)``, so take one and try its even
    neighbour (console port N even, adb port N+1 odd, as emulators pair them).
    """
    for _ in range(64):
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        probe.bind((host, 0))
        port = probe.getsockname()[1]
        candidates = [port] if port % 2 == 0 else [port - 1, port + 1]
        for cand in candidates:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            try:
                sock.bind((host, cand))
            except OSError:
                sock.close()
                continue
            probe.close()
            sock.listen(16)
            sock.setblocking(False)
            return sock
        probe.close()
    raise OSError("no even ephemeral port available")


class SimServer:
    """``n_devices`` simulated Android 13 devices behind one adb server.

    Attributes (after ``start``): ``host``, ``port`` (bound adb port), ``serials``.
    ``catalogue`` overrides ``apps.catalogue()`` (tests); ``console_auth_token`` makes
    the consoles require ``auth``.
    """

    def __init__(self, n_devices: int = 1, host: str = "127.0.0.1", port: int = 0,
                 catalogue=None, console_auth_token: str | None = None):
        self.host = host
        self.port = port
        self._n = n_devices
        self._catalogue = catalogue
        self._token = console_auth_token
        self._devices: dict[str, DeviceModel] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._servers: list[asyncio.base_events.Server] = []
        self._tasks: set[asyncio.Task] = set()
        self._stopped = False

    # ------------------------------------------------------------ lifecycle
    @property
    def serials(self) -> list[str]:
        return list(self._devices)

    def device(self, serial: str) -> DeviceModel:
        """The device model (for the simulator's own tests). Raises KeyError."""
        return self._devices[serial]

    def start(self) -> "SimServer":
        """Bind and serve in a daemon thread; returns ``self``. Raises OSError on bind failure."""
        if self._thread is not None:
            return self
        ready = threading.Event()
        errors: list[BaseException] = []
        self._loop = asyncio.new_event_loop()

        def run() -> None:
            asyncio.set_event_loop(self._loop)
            try:
                self._loop.run_until_complete(self._open())
            except BaseException as exc:    # report to start()
                errors.append(exc)
                ready.set()
                return
            ready.set()
            self._loop.run_forever()
            self._loop.run_until_complete(self._close())
            self._loop.close()

        self._thread = threading.Thread(target=run, name=f"venus-sim-{id(self):x}", daemon=True)
        self._thread.start()
        ready.wait(30)
        if errors:
            self._thread.join(5)
            self._thread = None
            raise errors[0]
        return self

    def stop(self) -> None:
        """Close every socket and join the thread. Safe to call twice."""
        if self._thread is None or self._stopped:
            return
        self._stopped = True
        for device in self._devices.values():
            device.halted.set()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(30)

    def __enter__(self) -> "SimServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # ------------------------------------------------------------ asyncio side
    async def _open(self) -> None:
        adb = await asyncio.start_server(self._on_adb, self.host, self.port, reuse_address=True)
        self._servers.append(adb)
        self.port = adb.sockets[0].getsockname()[1]
        for i in range(self._n):
            sock = _even_port_socket(self.host)
            console_port = sock.getsockname()[1]
            serial = f"emulator-{console_port}"
            device = DeviceModel(serial, console_port, transport_id=i + 1,
                                 catalogue=self._catalogue)
            self._devices[serial] = device
            handler = functools.partial(self._on_console, device)
            self._servers.append(await asyncio.start_server(handler, sock=sock))

    async def _close(self) -> None:
        for srv in self._servers:
            srv.close()
        for task in list(self._tasks):
            task.cancel()
        with contextlib.suppress(BaseException):
            await asyncio.gather(*self._tasks, return_exceptions=True)
        for srv in self._servers:
            with contextlib.suppress(BaseException):
                await srv.wait_closed()

    def _track(self) -> asyncio.Task:
        task = asyncio.current_task()
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _on_adb(self, reader, writer) -> None:
        self._track()
        try:
            await HostSession(self._devices, reader, writer).run()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            with contextlib.suppress(Exception):
                writer.close()

    async def _on_console(self, device, reader, writer) -> None:
        self._track()
        await serve_console(device, self._token, reader, writer)
