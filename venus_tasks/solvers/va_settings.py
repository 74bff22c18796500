"""GUI-only solvers for the vague tasks of ``venus_tasks/tasks/va_settings.py``: each
reads the need from the goal, finds the Settings page that meets it and reads every
state it acts on from the screen."""

from __future__ import annotations

from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.cf_settings import checked
from venus_tasks.solvers.va_more import _settings, _tap_switch
from venus_tasks.env import actions as A


def _larger_font(gui: Gui) -> None:
    """On Display: Display size and text, one step of "Make larger"."""
    gui.click(text="Display size and text", rid="title")
    assert gui.find(text="Font size") is not None
    gui.click(desc="Make larger")


def solve_tiny_text(gui: Gui, goal: str) -> None:
    _settings(gui, "Display")
    _larger_font(gui)
    gui.act(A.done())


def solve_low_battery(gui: Gui, goal: str) -> None:
    """Battery > Battery Saver > Use Battery Saver (calls still ring with it on)."""
    _settings(gui, "Battery", "Battery Saver")
    assert not checked(gui, "Use Battery Saver")
    gui.click(text="Use Battery Saver")
    assert checked(gui, "Use Battery Saver")
    gui.act(A.done())


def solve_earbuds(gui: Gui, goal: str) -> None:
    """Pairing needs Bluetooth: the Pair new device page turns it on."""
    _settings(gui, "Connected devices")
    assert gui.find(text="Bluetooth will turn on to pair") is not None
    gui.click(text="Pair new device", rid="title")
    gui.act(A.done())


def solve_left_cafe(gui: Gui, goal: str) -> None:
    """Wi-Fi off on the Internet page; Airplane mode would cut the earbuds and the data."""
    _settings(gui, "Network & internet", "Internet")
    _tap_switch(gui, "Wi‑Fi", False)
    gui.act(A.done())


def solve_reading_in_sun(gui: Gui, goal: str) -> None:
    """Adaptive brightness (it follows the sunlight) and a larger font."""
    _settings(gui, "Display")
    _tap_switch(gui, "Adaptive brightness", True)
    _larger_font(gui)
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "VagueTinyText": solve_tiny_text,
    "VagueLowBatteryLongDay": solve_low_battery,
    "VagueEarbudsNotFound": solve_earbuds,
    "VagueLeftTheCafe": solve_left_cafe,
    "VagueReadingInTheSun": solve_reading_in_sun,
}


def solve_app_frozen(gui: Gui, goal: str) -> None:
    """Force stop the app from its App info (Apps > recently opened), confirming."""
    gui.open_app("Settings")
    gui.click(text="Apps", rid="title")
    gui.click(text="Pro Expense", rid="title")
    gui.click(text="Force stop")
    assert gui.find(text="Force stop?") is not None
    gui.click(text="OK")
    assert not gui.element(text="Force stop").is_enabled
    gui.act(A.done())


SOLVERS["VagueAppFrozen"] = solve_app_frozen


def solve_lend_to_grandma(gui: Gui, goal: str) -> None:
    """A Screen timeout covering the minutes the goal names, Auto-rotate off, a larger font."""
    import re

    from verifiers.facts import durations
    minutes = int(re.search(r"up to (\d+) minutes", goal).group(1))
    _settings(gui, "Display", "Screen timeout")
    seconds = {c: next(iter(durations(c))) for c in gui.texts("title")}
    gui.click(text=min((c for c in seconds if seconds[c] >= 60 * minutes), key=seconds.get), rid="title")
    gui.back()
    _tap_switch(gui, "Auto-rotate screen", False)
    _larger_font(gui)
    gui.act(A.done())


SOLVERS["VagueLendPhoneToGrandma"] = solve_lend_to_grandma
