"""GUI-only solvers for ``venus_tasks/tasks/fa_settings_more.py``: the Font size slider's
position read from the screenshot (the white thumb along the slider's middle row),
cross-checked with whether "Make larger" is enabled, and the Battery percentage switch."""

from __future__ import annotations

from typing import Callable

import numpy as np

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.cf_settings import checked
from venus_tasks.solvers.fa_settings import tap_through

FONT_STEPS = 4        # the slider's positions (Android 13: 0.85, 1.0, 1.15, 1.3)


def font_step(gui: Gui) -> int:
    """The Font size slider's position, 0 (smallest) .. FONT_STEPS - 1, from the pixels."""
    box = gui.element(rid="seekbar").bbox
    mid = (box.y_min + box.y_max) // 2
    row = np.asarray(gui.obs.screenshot)[mid, box.x_min:box.x_max]
    white = np.flatnonzero((row >= 250).all(axis=1))
    assert white.size, "no thumb on the slider"
    frac = float(white.mean()) / max(1, box.x_max - box.x_min - 1)
    return round(frac * (FONT_STEPS - 1))


def solve_larger_text(gui: Gui, goal: str) -> None:
    tap_through(gui, "Display", "Display size and text")
    step = font_step(gui)
    more = FONT_STEPS - 1 - step
    assert gui.element(desc="Make larger").is_enabled == (more > 0)
    path = "Settings > Display > Display size and text > Font size"
    if more:
        gui.answer(f"Yes. Go to {path} and tap Make larger: it can go {more} more step{'s' if more > 1 else ''} "
                   "bigger.")
    else:
        gui.answer(f"No, you cannot: {path} is already at the largest size.")


def solve_battery_percentage(gui: Gui, goal: str) -> None:
    tap_through(gui, "Battery")
    state = "on" if checked(gui, "Battery percentage") else "off"
    gui.answer(f"Go to Settings > Battery > Battery percentage. Right now it is {state}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistCapabilityLargerText": solve_larger_text,
    "FuncAssistExplainBatteryPercentage": solve_battery_percentage,
}

