"""The device wall clock: starts at a fixed instant and runs with real elapsed time, runs
faster (``time_scale``), or is stepped (moves only when the device is driven).

Default start is AndroidWorld's ``device_constants.DT`` (2023-10-15 15:34:00 UTC).
``set`` jumps the clock (``date MMDDhhmmYY.ss`` as root). Formatting follows toybox
``date.c``: default format ``%a %b %e %H:%M:%S %Z %Y`` (day of month space-padded).

A **stepped** clock (``DeviceClock(stepped=True)``, ``SimServer(stepped_clock=True)``) is
for tests that must not depend on the host's speed or load: device time stands still
while the host works and moves only by

* ``spend`` -- an input event injected by ``input`` (``shell/commands/display.py``)
  takes ``INPUT_MS`` of device time before it lands, a swipe (or long press) its
  duration on top; ``sleep N`` on the device shell takes N seconds (at once); every adb
  request (a shell command, a file transfer; ``protocol/host.py``) takes ``COMMAND_MS``;
* ``advance`` -- the test's host-side sleep (``SimServer.sleeper``, injected as
  ``VenusEnv(sleep=...)``): waiting N seconds moves the device N seconds on.

So the same commands always give the same device times: a heads-up posted at one step
still covers the screen after a fixed number of taps, and a stopwatch read after a
``wait`` shows a fixed time, however slow the host is. ``COMMAND_MS`` is not a command's
duration (tens of ms or more on an emulator) but the least one: no two requests run at
the same device instant, so rows written by consecutive commands (SMS threads, files) get
distinct times in the order they were written, as on a device. Apart from that the
stepped device is driven by an agent that thinks and looks in no time. A running clock
ignores ``spend`` (its time passes by itself) and jumps ahead on ``advance``.
"""

from __future__ import annotations

import datetime
import threading
import time
import zoneinfo
from typing import Callable

DEFAULT_START = datetime.datetime(2023, 10, 15, 15, 34, 0, tzinfo=datetime.timezone.utc)
TOYBOX_DATE_FORMAT = "%a %b %e %H:%M:%S %Z %Y"
# Device time one ``input`` event (tap, key, text, each ``motionevent``) takes on a stepped
# clock before it lands: the order of an ``input`` command's run on an emulator (its
# app_process start dominates) [inferred]; a swipe's duration comes on top of it.
INPUT_MS = 100
# Device time every adb request takes on a stepped clock (at least: see the module docstring).
COMMAND_MS = 1


class DeviceClock:
    """Wall clock in ns since the epoch; ``monotonic_ns`` is injectable for tests.

    ``time_scale`` > 1 runs device time faster than host time (a 15 s stopwatch window
    passes in 15 / scale host seconds). ``stepped`` stops it: it moves only by ``spend``
    and ``advance`` (see the module docstring). Both are test affordances, never used by
    the runner. Raises ValueError for a scale <= 0, or a scale other than 1 on a stepped
    clock.
    """

    def __init__(self, start: datetime.datetime = DEFAULT_START,
                 monotonic_ns: Callable[[], int] = time.monotonic_ns, time_scale: float = 1.0,
                 stepped: bool = False):
        if not time_scale > 0:
            raise ValueError(f"time_scale must be > 0, got {time_scale!r}")
        if stepped and time_scale != 1:
            raise ValueError(f"a stepped clock has no time_scale (got {time_scale!r}): it moves only when driven")
        self.stepped = stepped
        if stepped:
            self._mono: Callable[[], int] = lambda: 0
        else:
            self._mono = monotonic_ns if time_scale == 1 else (lambda: int(monotonic_ns() * time_scale))
        self._lock = threading.Lock()
        self._base = int(start.timestamp()) * 10**9
        self._mark = self._mono()       # the same (scaled) reading now_ns subtracts

    def now_ns(self) -> int:
        with self._lock:
            return self._base + (self._mono() - self._mark)

    def now(self) -> float:
        return self.now_ns() / 1e9

    def set(self, epoch_seconds: float) -> None:
        with self._lock:
            self._base = int(epoch_seconds * 10**9)
            self._mark = self._mono()

    def advance(self, ns: int) -> None:
        """Move the clock ``ns`` on (a host-side wait on a stepped device; a running clock
        jumps ahead). Raises ValueError for a negative ``ns``."""
        if ns < 0:
            raise ValueError(f"a clock cannot go back: advance({ns!r})")
        with self._lock:
            self._base += int(ns)

    def spend(self, ms: float) -> None:
        """An operation on the device took ``ms`` of device time: a stepped clock moves by
        it; a running clock already has (its time passes by itself)."""
        if self.stepped:
            self.advance(int(ms * 10**6))


def zone(name: str) -> datetime.tzinfo:
    """The tzinfo for an Olson name; unknown names fall back to UTC (as bionic does)."""
    if name in ("", "UTC", "GMT", "Etc/UTC"):
        return datetime.timezone.utc if name != "GMT" else datetime.timezone(datetime.timedelta(0), "GMT")
    try:
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return datetime.timezone.utc


def strftime(fmt: str, epoch_ns: int, tz: datetime.tzinfo) -> str:
    """toybox ``puts_time``: strftime plus ``%N`` (nanoseconds), ``%s``, ``%:z`` and the
    no-padding flag ``%-d`` (bionic's strftime has it; Python's only on some libcs)."""
    dt = datetime.datetime.fromtimestamp(epoch_ns // 10**9, tz)
    out, i = [], 0
    while i < len(fmt):
        ch = fmt[i]
        if ch != "%" or i + 1 >= len(fmt):
            out.append(ch)
            i += 1
            continue
        spec = fmt[i + 1]
        if spec == "N":
            out.append(f"{epoch_ns % 10**9:09d}")
        elif spec == "s":
            out.append(str(epoch_ns // 10**9))
        elif spec == ":" and fmt[i + 2: i + 3] == "z":
            z = dt.strftime("%z")
            out.append(z[:3] + ":" + z[3:])
            i += 1
        elif spec == "Z":
            out.append(dt.tzname() or "UTC")
        elif spec == "-" and i + 2 < len(fmt):     # the no-padding flag: %-d, %-H
            out.append(dt.strftime("%" + fmt[i + 2]).lstrip("0 ") or "0")
            i += 1
        else:
            out.append(dt.strftime("%" + spec))
        i += 2
    return "".join(out)
