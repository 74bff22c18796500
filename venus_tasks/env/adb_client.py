"""The adb client underneath ``Device``: adbutils with no daemon ever spawned, timeouts
that always apply, the result of one shell command, the errors every device access
raises, and listing the devices of an adb server.

``venus_tasks.env.device`` re-exports every public name here; import them from there.
"""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import socket

import adbutils
from adbutils._adb import AdbConnection


class DeviceError(RuntimeError):
    """A device command failed or the device cannot be reached."""


class CommandError(DeviceError):
    """The device ran a command and it failed (non-zero exit): the device answered, so it
    is reachable; when the command carried an agent's argument the argument was refused."""


class ActivityNotStartedError(CommandError):
    """``am start`` reported an error (e.g. the activity or package does not exist)."""


# What ``input text`` can type: KeyCharacterMap VIRTUAL_KEYBOARD maps printable ASCII, tab
# and newline; for any other character InputShellCommand.sendText fails
# (NullPointerException, exit 255) and types nothing.
TYPEABLE = frozenset(map(chr, range(0x20, 0x7F))) | {"\t", "\n"}


def untypeable(text: str) -> str:
    """The characters of ``text`` that ``input text`` cannot type, each once, in order."""
    return "".join(dict.fromkeys(ch for ch in text if ch not in TYPEABLE))


class _NoSpawnConnection(AdbConnection):
    """An adbutils connection that never runs ``adb start-server``.

    adbutils' own ``_safe_connect`` starts an adb daemon when the connect fails; a
    benchmark run must not leave a daemon behind, so a lost server is an error instead.
    """

    def _safe_connect(self):
        return self._create_socket()

    def close(self):
        """Close without adbutils' 10 ms pause after ``shutdown`` (``AdbConnection.close``):
        by then the reply has been read in full, and the pause was half the cost of every
        adb command. Falls back to adbutils' own ``close`` if its internals change."""
        sock = getattr(self, "_AdbConnection__conn", False)
        if sock is False:
            return super().close()
        if sock is None:
            return None
        try:
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        sock.close()
        self._AdbConnection__conn = None
        return None


# adbutils' default socket timeout, which its transports use when a caller passes none.
_ADBUTILS_DEFAULT_TIMEOUT = inspect.signature(adbutils.AdbDevice.open_transport).parameters["timeout"].default


class _Client(adbutils.AdbClient):
    """``adbutils.AdbClient`` whose connections never start an adb server."""

    def __init__(self, host: str, port: int, socket_timeout: float | None = None):
        super().__init__(host=host, port=port, socket_timeout=socket_timeout)
        self._timeout = socket_timeout
        self._server_version: int | None = None

    def server_version(self) -> int:
        """``host:version``, asked once per client: adbutils asks it before every
        transport, which doubles the connections of each command."""
        if self._server_version is None:
            self._server_version = super().server_version()
        return self._server_version

    def make_connection(self, timeout: float | None = None) -> AdbConnection:
        """A connection whose socket times out after ``timeout`` seconds, or this client's
        own timeout when the caller gave none: adbutils opens every transport with its
        default of 600 s (``_DEFAULT_SOCKET_TIMEOUT``), so a stalled adb server would
        otherwise hang a shell command for ten minutes before it even starts."""
        conn = _NoSpawnConnection(self.host, self.port)
        # small writes go out at once: a client that writes a request in two parts (Python's
        # http.client sends an HTTP request's headers and body separately, as uiautomator2's
        # client does through these sockets) would otherwise wait for the peer's delayed ACK
        # (Nagle's algorithm; about 40 ms on Linux) before its second part is sent
        with contextlib.suppress(OSError):
            conn.conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if timeout is None or timeout == _ADBUTILS_DEFAULT_TIMEOUT:
            timeout = self._timeout
        if timeout:
            conn.conn.settimeout(timeout)
        return conn


@dataclasses.dataclass(frozen=True)
class ShellResult:
    """Outcome of one shell command: decoded stdout, stderr and the exit code."""

    command: str
    stdout: str
    stderr: str
    exit_code: int

    @property
    def ok(self) -> bool:
        return self.exit_code == 0

    def check(self) -> "ShellResult":
        """Return self, or raise ``CommandError`` naming the command, exit code and stderr."""
        if not self.ok:
            detail = (self.stderr or self.stdout).strip()
            raise CommandError(f"`{self.command}` exited {self.exit_code}: {detail}")
        return self


def adb_server_running(host: str, port: int, timeout: float = 0.5) -> bool:
    """True if something accepts TCP connections at host:port.

    Used before any adbutils call, because adbutils spawns ``adb start-server`` when it
    cannot connect; probing first means listing devices never starts a daemon.
    """
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def list_devices(host: str, port: int, timeout: float = 10.0) -> dict[str, str]:
    """``{serial: state}`` of every device on the adb server at host:port (``host:devices``).

    Returns {} when no server listens there; no daemon is ever started.

    Raises:
      DeviceError: something listens there but does not answer as an adb server.
    """
    if not adb_server_running(host, port):
        return {}
    try:
        return {d.serial: d.state for d in _Client(host, port, timeout).list()}
    except (adbutils.AdbError, OSError) as e:
        raise DeviceError(f"{host}:{port} did not answer as an adb server ({e}); "
                          "check --adb_host/--adb_port") from e


def list_serials(host: str, port: int) -> list[str]:
    """Serials of the devices in state ``device`` on the adb server at host:port."""
    return [s for s, state in list_devices(host, port).items() if state == "device"]
