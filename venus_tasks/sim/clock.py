"""The device wall clock: starts at a fixed instant and runs with real elapsed time.

Default start is AndroidWorld's ``device_constants.DT`` (2023-10-15 15:34:00 UTC).
``set`` jumps the clock (``date MMDDhhmmYY.ss`` as root). Formatting follows toybox
``date.c``: default format ``%a %b %e %H:%M:%S %Z %Y`` (day of month space-padded).
"""

from __future__ import annotations

import datetime
import time
import zoneinfo
from typing import Callable

DEFAULT_START = datetime.datetime(2023, 10, 15, 15, 34, 0, tzinfo=datetime.timezone.utc)
TOYBOX_DATE_FORMAT = "%a %b %e %H:%M:%S %Z %Y"


class DeviceClock:
    """Wall clock in ns since the epoch; ``monotonic_ns`` is injectable for tests.

    ``time_scale`` > 1 runs device time faster than host time (a 15 s stopwatch window
    passes in 15 / scale host seconds): a test affordance for tasks that wait on the
    clock, never used by the runner. Raises ValueError for a scale <= 0.
    """

    def __init__(self, start: datetime.datetime = DEFAULT_START,
                 monotonic_ns: Callable[[], int] = time.monotonic_ns, time_scale: float = 1.0):
        if not time_scale > 0:
            raise ValueError(f"time_scale must be > 0, got {time_scale!r}")
        self._mono = monotonic_ns if time_scale == 1 else (lambda: int(monotonic_ns() * time_scale))
        self._base = int(start.timestamp()) * 10**9
        self._mark = monotonic_ns()

    def now_ns(self) -> int:
        return self._base + (self._mono() - self._mark)

    def now(self) -> float:
        return self.now_ns() / 1e9

    def set(self, epoch_seconds: float) -> None:
        self._base = int(epoch_seconds * 10**9)
        self._mark = self._mono()


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
