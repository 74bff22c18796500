"""What the device shows, read the way a verifier may read it: the UI elements of a
``uiautomator dump`` and the clock texts apps draw (stopwatches, timers, recorders).

A task checks the screen only where the app keeps the state nowhere else (a paused
stopwatch, a paused countdown): the goal then tells the agent to leave it on screen.
"""

from __future__ import annotations

import re
from typing import Sequence

from venus_tasks.env.observation import UIElement, parse_ui_dump

# "12", "1:05", "01:05", "1:02:03"; an optional ".NN" of hundredths.
_CLOCK = re.compile(r"(?:(\d{1,2}):)?(?:(\d{1,2}):)?(\d{1,2})(?:\.(\d{2}))?")


def elements(device) -> list[UIElement]:
    """The elements of the device's current ``uiautomator dump`` (one round trip)."""
    return parse_ui_dump(device.ui_dump())


def first(elems: Sequence[UIElement], *, rid: str | None = None, text: str | None = None,
          desc: str | None = None, package: str | None = None) -> UIElement | None:
    """The first element matching every given criterion, or None. ``rid`` matches the
    resource id's entry name (``"fab"`` matches ``com.x:id/fab``)."""
    for e in elems:
        if rid is not None and e.resource_id.rsplit("/", 1)[-1] != rid:
            continue
        if text is not None and e.text != text:
            continue
        if desc is not None and e.content_description != desc:
            continue
        if package is not None and e.package_name != package:
            continue
        return e
    return None


def clock_seconds(text: str) -> float | None:
    """Seconds a clock text shows: ``"12"`` -> 12, ``"1:05"`` -> 65, ``"14:47"`` -> 887,
    ``"1:02:03"`` -> 3723, ``"12.34"`` -> 12.34; None if the text is not a clock. The
    formats are DeskClock's ``Utils.getTimeString`` (``%d``, ``%d:%02d``, ``%d:%02d:%02d``)
    and the ``%02d:%02d`` of Audio Recorder's and Tomato's timers."""
    m = _CLOCK.fullmatch(text.strip())
    if m is None:
        return None
    parts = [int(p) for p in (m[1], m[2], m[3]) if p is not None]
    seconds = 0
    for p in parts:
        seconds = seconds * 60 + p
    return seconds + (int(m[4]) / 100 if m[4] else 0)
