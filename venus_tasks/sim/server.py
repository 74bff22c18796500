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
import os
import random
import socket
import threading
import time
from typing import Callable

from venus_tasks.sim.clock import DeviceClock
from venus_tasks.sim.console import serve_console
from venus_tasks.sim.model import DeviceModel
from venus_tasks.sim.protocol.forward import ForwardTable
from venus_tasks.sim.protocol.host import HostSession


def _ephemeral_range() -> tuple[int, int]:
    """The kernel's ephemeral port range (``ip_local_port_range``), else Linux's default."""
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
            lo, hi = (int(x) for x in f.read().split())
        if 1024 <= lo < hi <= 65535:
            return lo, hi
    except (OSError, ValueError):
        pass
    return 32768, 60999


def _even_port_socket(host: str, rng: random.Random, attempts: int = 4096) -> socket.socket:
    """A listening socket on an even port in the ephemeral range (console port N even, adb
    port N+1 odd, as emulators pair them).

    Explicit even ports are tried in order from a random start, skipping any in use. (Asking
    the kernel for port 0 and hoping for an even one, or for an even neighbour, fails
    intermittently: Linux gives odd ports to ``bind(0)`` and even ones to ``connect``.)

    Raises:
      OSError: no even port could be bound after ``attempts`` tries.
    """
    lo, hi = _ephemeral_range()
    first, last = lo + (lo % 2), hi - (hi % 2)
    count = (last - first) // 2 + 1
    start = rng.randrange(count)
    error: OSError | None = None
    for i in range(min(attempts, count)):
        port = first + 2 * ((start + i) % count)
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.bind((host, port))
            sock.listen(16)
        except OSError as exc:
            sock.close()
            error = exc
            continue
        sock.setblocking(False)
        return sock
    raise OSError(f"no even port available in {lo}-{hi}: {error}")


class SimServer:
    """``n_devices`` simulated Android 13 devices behind one adb server.

    Attributes (after ``start``): ``host``, ``port`` (bound adb port), ``serials``.
    ``catalogue`` overrides ``apps.catalogue()`` (tests); ``console_auth_token`` makes
    the consoles require ``auth`` (the banner names ``console_auth_token_path``, default
    ``~/.emulator_console_auth_token``). ``seed`` fixes where the search for free even
    console ports starts (default: random). ``time_scale`` runs the devices' clocks that
    many times faster than host time; ``stepped_clock`` stops them, so that device time
    moves only by input events and by ``sleeper``'s waits, whatever the host's speed (tests
    of tasks that wait on a clock; see ``clock.DeviceClock``). ``command_delay_s`` makes
    every adb service request wait that long (host time) before it is served: a slow or
    loaded host, for tests that must not depend on it.

    ``on_kill`` is what a client's ``adb kill-server`` does: ``"exit"`` (default) stops the
    server as a real one exits (``wait()`` returns, ``killed`` is set); ``"restart"`` models
    the whole host instead, where emulators outlive their adb server and the next adb
    command's new server finds them again: every client connection and forward is dropped
    and the server goes on listening on its port, the devices unchanged
    (``kill_count`` counts them). android_env answers any failed adb command with
    ``kill-server`` + ``start-server`` (``adb_controller._restart_server``); with ``"exit"``
    that ends the simulated devices, and ``start-server`` then starts a real adb server.
    """

    def __init__(self, n_devices: int = 1, host: str = "127.0.0.1", port: int = 0,
                 catalogue=None, console_auth_token: str | None = None,
                 console_auth_token_path: str | None = None, seed: int | None = None,
                 cjk_font: str | None = None, time_scale: float = 1.0, on_kill: str = "exit", onboarded: bool = True,
                 stepped_clock: bool = False, command_delay_s: float = 0.0, browser: str | None = None):
        self.host = host
        self._browser = None
        if browser is not None:        # "auto": Debian's chromium if installed; else a binary's path
            from venus_tasks.sim.web import web_engine
            self._browser = web_engine.find_binary(None if browser == "auto" else browser)
            if self._browser is None and browser != "auto":
                raise ValueError(f"browser {browser!r} is not an executable file: give a Chromium binary, "
                                 f"'auto' or None; {web_engine.INSTALL_HINT}")
        if on_kill not in ("exit", "restart"):
            raise ValueError(f"on_kill must be 'exit' or 'restart', got {on_kill!r}")
        self._on_kill = on_kill
        self.kill_count = 0
        if not time_scale > 0:
            raise ValueError(f"time_scale must be > 0, got {time_scale!r}")
        if stepped_clock and time_scale != 1:
            raise ValueError(f"a stepped clock has no time_scale (got {time_scale!r}): choose one")
        if not command_delay_s >= 0:
            raise ValueError(f"command_delay_s must be >= 0, got {command_delay_s!r}")
        self._time_scale = time_scale
        self._stepped = stepped_clock
        self.command_delay_s = command_delay_s
        self.port = port
        self._n = n_devices
        self._catalogue = catalogue
        self._token = console_auth_token
        self._token_path = console_auth_token_path
        self._cjk_font = cjk_font
        self._onboarded = onboarded   # False: apps show their first-run screens (a new AVD)
        self._rng = random.Random(seed if seed is not None else (os.getpid() << 32) ^ time.time_ns())
        self._devices: dict[str, DeviceModel] = {}
        self.forwards = ForwardTable(host, self._devices.get)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._servers: list[asyncio.base_events.Server] = []
        self._tasks: set[asyncio.Task] = set()
        self._adb_conns: dict[asyncio.Task, asyncio.StreamWriter] = {}
        self._stopped = False
        self._state_lock = threading.Lock()
        self._finished = threading.Event()     # set once the loop thread has ended
        self.killed = False                    # stopped by a client's ``host:kill``

    # ------------------------------------------------------------ lifecycle
    @property
    def serials(self) -> list[str]:
        return list(self._devices)

    def device(self, serial: str) -> DeviceModel:
        """The device model (for the simulator's own tests). Raises KeyError."""
        return self._devices[serial]

    def sleeper(self, serial: str) -> Callable[[float], None]:
        """A ``sleep(seconds)`` for the host side of a test (``VenusEnv(sleep=...)``): it
        moves device ``serial``'s clock that far on at once instead of waiting. Raises
        KeyError for an unknown serial; the sleep raises ValueError for a negative time."""
        clock = self._devices[serial].clock

        def sleep(seconds: float) -> None:
            if not seconds >= 0:
                raise ValueError(f"sleep length must be >= 0, got {seconds!r}")
            clock.advance(round(seconds * 10**9))
        return sleep

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
            finally:
                self._close_engines()
                self._finished.set()

        self._thread = threading.Thread(target=run, name=f"venus-sim-{id(self):x}", daemon=True)
        self._thread.start()
        ready.wait(30)
        if errors:
            self._thread.join(5)
            self._thread = None
            raise errors[0]
        return self

    def stop(self) -> None:
        """Close every socket and join the thread. Safe to call twice, and after a
        client's ``host:kill`` stopped the server."""
        if self._thread is None:
            return
        self._shutdown()
        if threading.current_thread() is not self._thread:
            self._thread.join(30)
        self._close_engines()

    def _close_engines(self) -> None:
        """Stop every device's headless browser (started lazily by Chrome's pages)."""
        for device in self._devices.values():
            if device.web_engine is not None:
                held = device.lock.acquire(timeout=5)     # a command still running: end it anyway
                try:
                    device.web_engine.close()
                finally:
                    if held:
                        device.lock.release()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the server has stopped (``stop()``, or ``adb kill-server`` from a
        client), at most ``timeout`` seconds; True if it has."""
        if self._thread is None:
            return True
        return self._finished.wait(timeout)

    def _shutdown(self) -> None:
        """Begin stopping (any thread, once): end sleeps, stop the loop; the loop thread
        then closes the listeners and connections (``_close``)."""
        with self._state_lock:
            if self._stopped:
                return
            self._stopped = True
        for device in self._devices.values():
            device.halted.set()
        self._loop.call_soon_threadsafe(self._loop.stop)

    def _kill(self) -> None:
        """``host:kill``: a real adb server exits (``adb.cpp``); this one stops serving, its
        ports are released and ``wait()`` returns (``on_kill="restart"``: see the class)."""
        self.kill_count += 1
        if self._on_kill == "restart":
            asyncio.get_running_loop().create_task(self._restart_adb(asyncio.current_task()))
            return
        self.killed = True
        self._shutdown()

    async def _restart_adb(self, killer: asyncio.Task | None) -> None:
        """Drop every adb connection (reset, as the kernel does when a process dies; the
        ``host:kill`` one ends after its ``OKAY``) and forward, as a server that exited
        and came back. The listening socket stays open: were it closed even briefly, a
        client's ``adb start-server`` could bind the port first and start a real server
        with no devices."""
        for task, writer in list(self._adb_conns.items()):
            if task is not killer:
                with contextlib.suppress(Exception):
                    writer.transport.abort()
        await self.forwards.remove_all()

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
            sock = _even_port_socket(self.host, self._rng)
            console_port = sock.getsockname()[1]
            serial = f"emulator-{console_port}"
            device = DeviceModel(serial, console_port, transport_id=i + 1,
                                 catalogue=self._catalogue, cjk_font=self._cjk_font, onboarded=self._onboarded,
                                 clock=DeviceClock(time_scale=self._time_scale, stepped=self._stepped))
            if self._browser is not None:
                from venus_tasks.sim.web import web_engine
                from venus_tasks.sim.apps_ui import chrome_web
                from venus_tasks.sim.protocol import reverse
                device.web_engine = web_engine.WebEngine(
                    self._browser, functools.partial(chrome_web.read_url, device),
                    host_url=functools.partial(reverse.host_url, device))
            self._devices[serial] = device
            handler = functools.partial(self._on_console, device)
            self._servers.append(await asyncio.start_server(handler, sock=sock))

    async def _close(self) -> None:
        # Connections cancelled here are not errors: asyncio would log each one's
        # CancelledError ("Exception in callback ...") on the way out.
        asyncio.get_running_loop().set_exception_handler(_quiet_on_shutdown)
        await self.forwards.remove_all()
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
        task = self._track()
        self._adb_conns[task] = writer
        task.add_done_callback(lambda t: self._adb_conns.pop(t, None))
        _no_delay(writer)
        try:
            await HostSession(self._devices, reader, writer, self.forwards,
                              on_kill=self._kill, delay_s=self.command_delay_s).run()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            with contextlib.suppress(Exception):
                writer.close()

    async def _on_console(self, device, reader, writer) -> None:
        self._track()
        await serve_console(device, self._token, reader, writer, self._token_path)


def _quiet_on_shutdown(loop: asyncio.AbstractEventLoop, context: dict) -> None:
    """The loop's exception handler while the server stops: cancelled and reset
    connections are dropped silently, anything else is reported as usual."""
    if isinstance(context.get("exception"), (asyncio.CancelledError, ConnectionError)):
        return
    loop.default_exception_handler(context)


def _no_delay(writer) -> None:
    """Send each reply as soon as it is written (``TCP_NODELAY``), as adbd's sockets do:
    a reply written in pieces (``OKAY`` then the payload) is not held back by Nagle's
    algorithm. Speed only; what goes over the wire is unchanged."""
    sock = writer.get_extra_info("socket")
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
