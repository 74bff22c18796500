"""Getting an app past its first-run screens, by their text, through the UI dump.

After install or ``pm clear`` many apps open on onboarding pages, permission or role
dialogs (``App.first_run`` lists the texts to click, in order, as AndroidWorld's
``env/setup_device/apps.py`` clicks them). ``click_through`` launches the app and taps
each text as it appears, as a user would, so that the data snapshot saved afterwards
starts every episode past them. It reads the screen only through ``uiautomator dump``
and taps with ``input tap``: the same path on a real emulator and on any adb device.
"""

from __future__ import annotations

import time

from apps.base import App
from venus_tasks.env.device import Device, DeviceError
from venus_tasks.env.observation import parse_ui_dump


class FirstRunError(DeviceError):
    """An expected first-run button never appeared (names the app, the text and what the
    screen showed instead)."""


def click_through(device: Device, app: App, wait_s: float = 10.0, poll_s: float = 0.5) -> list[str]:
    """Launch ``app`` and click each of ``app.first_run`` in order, then stop the app.

    Args:
      device: the device.
      app: the catalogue app (its ``activity`` and ``first_run`` texts).
      wait_s: seconds to wait for each text to appear (apps take a moment to draw).
      poll_s: seconds between UI dumps while waiting.

    Returns:
      The texts clicked, in order.

    Raises:
      FirstRunError: a text did not appear within ``wait_s`` (the message lists the texts
        on screen).
      DeviceError: the app did not start, or the device failed.
    """
    device.start_activity(app.activity)
    clicked: list[str] = []
    try:
        for text in app.first_run:
            deadline = time.monotonic() + wait_s
            while True:
                elements = parse_ui_dump(device.ui_dump_and_focus()[0])
                found = [e for e in elements if text in (e.text, e.content_description) and e.bbox is not None]
                target = next((e for e in found if e.is_clickable), found[0] if found else None)
                if target is not None:
                    device.tap(*target.bbox.center)
                    clicked.append(text)
                    break
                if time.monotonic() >= deadline:
                    shown = sorted({e.text for e in elements if e.text})[:12]
                    raise FirstRunError(f"{device.serial}: {app.label} first-run: {text!r} did not appear within "
                                        f"{wait_s:.0f} s after {clicked or 'launch'}; the screen shows {shown}")
                time.sleep(poll_s)
    finally:
        device.force_stop(app.package)
    return clicked


def launch_once(device: Device, app: App, wait_s: float = 10.0, poll_s: float = 0.5) -> bool:
    """Launch ``app`` once, wait until it is in front, then stop it: what an app does on
    its first launch (create its databases, preferences and folders) then happens during
    set-up, before the snapshots and the state guard's baseline, and not in the first
    episode that merely opens it to look (where the guard would count those new files as
    the agent's change). Returns True if the app came to the front within ``wait_s``.

    Raises:
      DeviceError: the app did not start, or the device failed.
    """
    device.start_activity(app.activity)
    try:
        deadline = time.monotonic() + wait_s
        while device.current_package() != app.package:
            if time.monotonic() >= deadline:
                return False
            time.sleep(poll_s)
        return True
    finally:
        device.force_stop(app.package)
