"""GUI-only solver for ``venus_tasks/tasks/fa_settings_more.py``: the Battery percentage
switch's state read from the Battery page."""

from __future__ import annotations

from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.cf_settings import checked
from venus_tasks.solvers.fa_settings import tap_through


def solve_battery_percentage(gui: Gui, goal: str) -> None:
    tap_through(gui, "Battery")
    state = "on" if checked(gui, "Battery percentage") else "off"
    gui.answer(f"Go to Settings > Battery > Battery percentage. Right now it is {state}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistExplainBatteryPercentage": solve_battery_percentage,
}
