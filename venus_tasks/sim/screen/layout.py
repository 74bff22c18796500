"""Build the current ``Screen`` from the device model.

Sizes are in dp and scaled by the display density (``px = dp * density / 160``), so
``wm size``/``wm density`` change the layout as on a device. The focused task picks the
screen: the launcher at home, Settings' list of toggles, or an app's generic main screen
(``screen/app_screen.py``).
"""

from __future__ import annotations

from venus_tasks.sim.clock import strftime
from venus_tasks.sim.packages import LAUNCHER
from venus_tasks.sim.screen import app_screen, launcher
from venus_tasks.sim.screen.tree import Screen, UiNode


class Metrics:
    """Pixel helpers for one frame."""

    def __init__(self, width: int, height: int, density: int):
        self.width, self.height, self.density = width, height, density

    def dp(self, value: float) -> int:
        return int(round(value * self.density / 160))


def build(model) -> Screen:
    """The screen the device shows now."""
    width, height = model.screen_size()
    m = Metrics(width, height, model.display.density)
    status = m.dp(24)
    package, _ = model.activities.focus()
    root = UiNode(package=package, bounds=(0, 0, width, height))
    if package == LAUNCHER:
        launcher.build(model, root, m, status)
    elif package == "com.android.settings":
        app_screen.build_settings(model, root, m, status)
    else:
        app_screen.build_app(model, root, m, status, model.packages.get(package))
    clock = strftime("%H:%M", model.clock.now_ns(), model.timezone())
    if model.settings.get_str("system", "time_12_24") == "12":
        clock = strftime("%I:%M", model.clock.now_ns(), model.timezone()).lstrip("0")
    return Screen(width, height, model.rotation(), model.night_mode(), model.display.density,
                  status, clock, root)
