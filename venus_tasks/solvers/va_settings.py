"""GUI-only solver for the vague Settings task of ``venus_tasks/tasks/va_settings_more.py``
(``VagueLendPhoneToGrandma``; ``va_settings.py`` keeps only helpers since issue 26 retired
its tasks): it reads the need from the goal, finds the Settings pages that meet it and
reads every state it acts on from the screen."""

from __future__ import annotations

from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.va_more import _settings, _tap_switch
from venus_tasks.env import actions as A


def _larger_font(gui: Gui) -> None:
    """On Display: Display size and text, one step of "Make larger"."""
    gui.click(text="Display size and text", rid="title")
    assert gui.find(text="Font size") is not None
    gui.click(desc="Make larger")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {}


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
