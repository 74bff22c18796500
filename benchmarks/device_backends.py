"""Round trips and device-side time per observation and per action, for each device backend
(``--device_backend adb|u2``) on the simulated device.

    python benchmarks/device_backends.py [--observations 20] [--backends adb,u2]

Round trips are adb connections, counted by the TCP proxy of ``adb_round_trips.py`` in front
of the simulated adb server (a ``shell``, a ``sync`` and a ``tcp:9008`` stream to
uiautomator2's server each count one). Device-side time is the time the simulated device
spends answering (its shell commands and its u2.jar HTTP requests, timed inside the
simulator); ``wall`` is the caller's time, which adds the adb protocol, the client and
decoding the screenshot. Each observation is taken on a changed screen (the list scrolled
between them), so no cached frame is reused. Actions: a tap (on the status bar, which
changes nothing), a key (``KEYCODE_ENTER``, nothing focused) and a swipe (a scroll).

What a real emulator adds (not simulated; from the sources): ``uiautomator dump`` starts a
Java VM for each call (``/system/bin/uiautomator`` runs ``app_process`` with
``uiautomator.jar``) and waits until the UI has been idle for 1 s (``DumpCommand.java``:
``uiAutomation.waitForIdle(1000, 1000 * 10)``), then writes the file that is read back;
u2.jar is started once and its ``dumpWindowHierarchy`` waits for 500 ms of idle
(``UiDevice.waitForIdle``, ``QUIET_TIME_TO_BE_CONSIDERD_IDLE_STATE = 500``); its ``click``
holds the touch 100 ms (``AutomatorServiceImpl.click``) where ``input tap`` sends down and
up at once; ``screencap -p`` encodes a PNG where ``takeScreenshot`` encodes a JPEG.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import sys
import threading
import time

from venus_tasks.env import actions as A
from venus_tasks.env.backend import make_backend
from venus_tasks.env.device import Device
from venus_tasks.env.env import VenusEnv
from venus_tasks.setup_device import setup_device
from venus_tasks.sim import SimServer, u2server
from venus_tasks.sim.protocol import shell_service

_HERE = os.path.dirname(os.path.abspath(__file__))


def _proxy_class():
    spec = importlib.util.spec_from_file_location("adb_round_trips", os.path.join(_HERE, "adb_round_trips.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.CountingProxy


class DeviceClock:
    """Seconds the simulated device spent in shell commands and u2.jar requests (patched in
    while measuring; thread-safe)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._lock = threading.Lock()
        self._undo: list = []

    def _timed(self, fn):
        def run(*args, **kwargs):
            t = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                with self._lock:
                    self.seconds += time.perf_counter() - t
        return run

    def __enter__(self) -> "DeviceClock":
        for owner, name in ((shell_service.shell, "run"), (u2server.U2Server, "_route")):
            original = getattr(owner, name)
            self._undo.append((owner, name, original))
            setattr(owner, name, self._timed(original))
        return self

    def __exit__(self, *exc) -> None:
        for owner, name, original in reversed(self._undo):
            setattr(owner, name, original)


def measure(backend: str, observations: int = 20) -> dict[str, dict[str, float]]:
    """``{"observe"|"tap"|"key"|"swipe": {"round_trips", "device_ms", "wall_ms"}}`` medians
    per call on a fresh simulated device with the Pro Expense list on screen."""
    from apps import expense

    server = SimServer().start()
    try:
        proxy = _proxy_class()(server.host, server.port)
        device = Device(server.serials[0], "127.0.0.1", proxy.port)
        setup_device(device, None)
        expense.reset(device)
        expense.add_expenses(device, expense.noise_expenses(random.Random(1), 20))
        hands = make_backend(backend, device)
        env = VenusEnv(device, wait_seconds=0, backend=hands)
        env.prepare_for_task()
        env.open_app("Pro Expense")
        samples: dict[str, list[tuple[int, float, float]]] = {k: [] for k in ("observe", "tap", "key", "swipe")}
        obs = env.observe(0)
        size = obs.screen_size
        with DeviceClock() as clock:
            for i in range(observations):
                for kind, call in (("observe", lambda: env.observe(i)),
                                   ("swipe", lambda: env.execute(A.JSONAction(A.SCROLL, direction="down" if i % 6 < 3
                                                                              else "up"), (), size)),
                                   ("tap", lambda: env.execute(A.JSONAction(A.CLICK, x=size[0] // 2, y=30),
                                                               (), size)),
                                   ("key", lambda: env.execute(A.JSONAction(A.KEYBOARD_ENTER), (), size))):
                    proxy.counts.clear()
                    device_before, t = clock.seconds, time.perf_counter()
                    call()
                    wall = time.perf_counter() - t
                    samples[kind].append((sum(proxy.counts.values()), (clock.seconds - device_before) * 1000,
                                          wall * 1000))
        env.after_episode()
        hands.close()
        proxy.close()
        return {kind: {"round_trips": statistics.median(s[0] for s in rows),
                       "device_ms": statistics.median(s[1] for s in rows),
                       "wall_ms": statistics.median(s[2] for s in rows)} for kind, rows in samples.items()}
    finally:
        server.stop()


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--observations", type=int, default=20)
    p.add_argument("--backends", default="adb,u2")
    args = p.parse_args(argv)
    print(f"medians over {args.observations} of each; device = time inside the simulated device")
    print(f"{'backend':<8}{'call':<10}{'round trips':>12}{'device ms':>11}{'wall ms':>9}")
    for backend in args.backends.split(","):
        for kind, row in measure(backend, args.observations).items():
            print(f"{backend:<8}{kind:<10}{row['round_trips']:>12.0f}{row['device_ms']:>11.1f}{row['wall_ms']:>9.1f}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
