"""GUI-only solvers for the FA tasks over Settings (``venus_tasks/tasks/fa_settings.py``).

They read the current value (the checked Screen timeout choice and the choices offered)
from the screen.
"""

from __future__ import annotations

from typing import Callable

from venus_tasks.solvers.gui import Gui
from verifiers.facts import durations


def tap_through(gui: Gui, *path: str) -> None:
    gui.open_app("Settings")
    for label in path:
        for _ in range(5):
            if gui.find(text=label) is not None:
                break
            gui.scroll("down", rid="recycler_view")
        gui.click(text=label)


def read_timeouts(gui: Gui) -> tuple[int, list[int]]:
    """On the Screen timeout page: the checked choice and every choice, in seconds."""
    choices, current = [], None
    radios = [e for e in gui.elements if e.class_name.endswith("RadioButton")]
    for e in gui.elements:
        if not e.resource_id.endswith("/title"):
            continue
        (seconds,) = durations(e.text)
        choices.append(seconds)
        radio = min(radios, key=lambda r: abs(r.bbox.center[1] - e.bbox.center[1]))
        if radio.is_checked:
            current = seconds
    assert current is not None, [e.describe() for e in gui.elements]
    return current, choices


def solve_timeout_other_choices(gui: Gui, goal: str) -> None:
    shorter = "sooner" in goal
    tap_through(gui, "Display", "Screen timeout")
    current, choices = read_timeouts(gui)
    others = [c for c in choices if (c < current if shorter else c > current)]

    def span(s: int) -> str:
        return f"{s} seconds" if s < 60 else f"{s // 60} minute{'s' if s >= 120 else ''}"

    if others:
        gui.answer(f"Yes. Currently it is {span(current)}; the {'shorter' if shorter else 'longer'} choices are "
                   + ", ".join(span(c) for c in others) + ".")
    else:
        gui.answer(f"No, it is already at the {'shortest' if shorter else 'longest'} choice, {span(current)}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistTimeoutOtherChoices": solve_timeout_other_choices,
}
