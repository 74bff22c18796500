"""The harness's side of the web apps: serve them for one episode and make the device reach
them, then stop both.

``serve(env, seed)`` starts a ``WebAppServer`` on the host (a free port), runs
``adb reverse tcp:8080 tcp:<host port>`` on the episode's device (adbutils
``AdbDevice.reverse``; the same on an emulator, a phone and the simulated device), and has
the env stop both after the episode (``VenusEnv.close_after_episode``: whatever an episode
starts, it stops). Chrome on the device then opens ``http://127.0.0.1:8080/shop/`` etc.
(``HostedWebApps.url``). By hand, for a real emulator::

    python -m venus_tasks.webapps --seed 7        # prints the host port and the reverse line
    adb -s emulator-5554 reverse tcp:8080 tcp:<port it printed>
    adb -s emulator-5554 shell am start -a android.intent.action.VIEW -d http://127.0.0.1:8080/shop/
    adb -s emulator-5554 reverse --remove tcp:8080

``adb reverse`` connects the device's port to the given port on the machine that runs the
device's adb server. The server listens on this machine's loopback, so the adb server must
run here too: a local one, or on a Ray host the actor's own (``ray_hosts``: each device's
actor runs on the machine of its adb server). A device reached through an adb server on
another machine (``--adb_host 10.0.0.7``, ``SERIAL@10.0.0.7:5037`` without Ray) would reach
that machine's port instead: ``start`` refuses it with ``RemoteAdbError`` naming the fix.

The directory's open-now is judged at the device's local time, read once when the episode
starts (``date``) [simplification: it does not move during the episode].
"""

from __future__ import annotations

import datetime
import socket

from venus_tasks.webapps.server import WebAppServer

DEVICE_PORT = 8080
_LOOPBACK = ("127.0.0.1", "localhost", "::1", "")


class RemoteAdbError(RuntimeError):
    """The device's adb server runs on another machine, so ``adb reverse`` cannot reach the
    web apps served here (the message names the fix)."""


def is_this_machine(host: str) -> bool:
    """True when ``host`` (an adb server's address) is this machine: a loopback name, or an
    address a socket can bind here."""
    if host in _LOOPBACK:
        return True
    try:
        infos = socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)
    except OSError:
        return False
    for family, _, _, _, addr in infos:
        try:
            with socket.socket(family, socket.SOCK_STREAM) as s:
                s.bind((addr[0], 0))
            return True
        except OSError:
            continue
    return False


def check_reachable(device) -> None:
    """Raise ``RemoteAdbError`` when ``device`` (a ``venus_tasks.env.device.Device``) is
    reached through an adb server on another machine (module docstring)."""
    host, port = getattr(device, "host", "127.0.0.1"), getattr(device, "port", 5037)
    if not is_this_machine(host):
        raise RemoteAdbError(
            f"the web apps are served on this machine, but {device.serial} is reached through the adb server at "
            f"{host}:{port}, whose 'adb reverse' connects the device to {host}'s ports: run the episode on that "
            f"machine (python runner.py --ray_address auto --devices {device.serial}@{host}:{port} places it there) "
            "or attach the device to an adb server here (--adb_host 127.0.0.1)")


class HostedWebApps:
    """A ``WebAppServer`` reached from ``device`` on its ``127.0.0.1:<device_port>``."""

    def __init__(self, device, seed: int, device_port: int = DEVICE_PORT):
        self.device = device
        self.device_port = device_port
        self.server = WebAppServer(seed, now=self._device_now)
        self._now: datetime.datetime | None = None
        self._reversed = False

    @property
    def events(self):
        return self.server.events

    @property
    def apps(self):
        return self.server.apps

    def url(self, path: str = "/") -> str:
        """What Chrome on the device opens for ``path`` (``/shop/``)."""
        return f"http://127.0.0.1:{self.device_port}{path}"

    def _device_now(self) -> datetime.datetime:
        if self._now is None:
            out = self.device.shell("date '+%Y-%m-%d %H:%M'").stdout.strip()
            try:
                self._now = datetime.datetime.strptime(out, "%Y-%m-%d %H:%M")
            except ValueError as exc:
                raise RuntimeError(f"the device's date printed {out!r}, not YYYY-MM-DD HH:MM") from exc
        return self._now

    def start(self) -> "HostedWebApps":
        """Start the server, read the device's time and reverse the port (an error stops the
        server again).

        Raises:
          RemoteAdbError: the device's adb server is on another machine (nothing started).
        """
        check_reachable(self.device)
        self.server.start()
        try:
            self._device_now()
            self.device.adb_device.reverse(f"tcp:{self.device_port}", f"tcp:{self.server.port}")
            self._reversed = True
        except Exception:
            self.server.stop()
            raise
        return self

    def close(self) -> None:
        """Remove the reverse and stop the server (idempotent)."""
        try:
            if self._reversed:
                self._reversed = False
                self.device.adb_device.reverse_remove(f"tcp:{self.device_port}")
        finally:
            self.server.stop()


def serve(env, seed: int, device_port: int = DEVICE_PORT) -> HostedWebApps:
    """The web apps of ``seed`` for this episode of ``env``, stopped after it (see the module
    doc)."""
    hosted = HostedWebApps(env.device, seed, device_port).start()
    env.close_after_episode(hosted.close)
    return hosted
