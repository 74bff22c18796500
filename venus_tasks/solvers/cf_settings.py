"""GUI-only solvers for the CF tasks over Settings (``venus_tasks/tasks/cf_settings.py``).

They read each switch, button and choice from the screen: a request that can be carried
out is carried out; for a conflict (no one answers ``ask_user`` here) they take the other
way to succeed: change nothing and report it with what the screen shows (the switch that
is already so, the nearest Screen timeout choices and the checked one, what Dark theme
really does and the Brightness level row's percentage).
"""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.fa_settings import read_timeouts
from venus_tasks.solvers.gui import Gui, in_app
from venus_tasks.tasks.cf_settings import PLACES   # where each switch is, and its title on screen
from verifiers.facts import durations

SETTINGS = "com.android.settings"


def visit(gui: Gui, *path: str) -> None:
    """Open Settings (it resumes the page it was left on), go up to the homepage, then
    tap through ``path``."""
    if not in_app(gui, SETTINGS):
        gui.open_app("Settings")
    while gui.find(rid="homepage_title") is None:
        gui.click(desc="Navigate up")
    for label in path:
        reveal(gui, label)
        gui.click(text=label, rid="title")


def reveal(gui: Gui, title: str) -> None:
    for _ in range(5):
        if gui.find(text=title) is not None:
            return
        gui.scroll("down", rid="recycler_view")
    raise AssertionError(f"{title!r} is not on the page")


def checked(gui: Gui, title: str) -> bool:
    """The state of the switch on ``title``'s row (the switch nearest to it vertically)."""
    row = gui.element(text=title)
    switches = [e for e in gui.elements if e.is_checkable]
    return min(switches, key=lambda e: abs(e.bbox.center[1] - row.bbox.center[1])).is_checked


def turn(gui: Gui, label: str, state: str) -> bool:
    """Turn switch ``label`` ``state``; False (and nothing tapped) if it already was."""
    path, title = PLACES[label]
    visit(gui, *path)
    reveal(gui, title)
    if checked(gui, title) == (state == "on"):
        return False
    gui.click(text=title)
    return True


def solve_switch_already(gui: Gui, goal: str) -> None:
    state, label = re.search(r"Turn (on|off) (.+) in Settings\.", goal).groups()
    if not turn(gui, label, state):
        gui.answer(f"{label} is already {state}, so I left it as it is.")


def solve_two_switches(gui: Gui, goal: str) -> None:
    m = re.search(r"turn (on|off) (.+) and turn (on|off) (.+)\.", goal)
    already = [f"{label} was already {state}." for state, label in ((m[1], m[2]), (m[3], m[4]))
               if not turn(gui, label, state)]
    if already:
        gui.answer(" ".join(already))


def solve_dnd_already(gui: Gui, goal: str) -> None:
    state = re.search(r"Turn (on|off) Do Not Disturb", goal).group(1)
    visit(gui, "Sound & vibration", "Do Not Disturb")
    button = "Turn on now" if state == "on" else "Turn off now"    # shown only when it is the other way
    if gui.find(text=button) is None:
        gui.answer(f"Do Not Disturb is already {state}, so I left it as it is.")
    else:
        gui.click(text=button)


def _seconds(text: str) -> int:
    (value,) = durations(text)
    return value


def solve_timeout(gui: Gui, goal: str) -> None:
    wanted = re.search(r"Set the screen timeout to (.+) in Settings\.", goal).group(1)
    visit(gui, "Display", "Screen timeout")
    choices = gui.texts("title")
    if wanted in choices:
        gui.click(text=wanted, rid="title")
        return
    seconds = _seconds(wanted)
    below = [c for c in choices if _seconds(c) < seconds]
    above = [c for c in choices if _seconds(c) > seconds]
    closest = " and ".join(c for c in (below[-1] if below else "", above[0] if above else "") if c)
    current, _ = read_timeouts(gui)
    now = next(c for c in choices if _seconds(c) == current)
    gui.answer(f"Settings does not offer {wanted} as a screen timeout; the closest choices are {closest}. "
               f"I left it unchanged: it is currently {now}.")


def solve_dark_theme(gui: Gui, goal: str) -> None:
    state, look = re.search(r"Turn (on|off) Dark theme in Settings so the screen looks (\w+)\.", goal).groups()
    real = "darker" if state == "on" else "brighter"
    if real == look:
        turn(gui, "Dark theme", state)
        return
    visit(gui, "Display")
    row = gui.element(text="Brightness level")           # its summary is the level in percent
    level = next(e.text for e in gui.elements
                 if e.resource_id.endswith("/summary") and e.bbox.y_min >= row.bbox.y_max - 10)
    reveal(gui, "Dark theme")
    now = "on" if checked(gui, "Dark theme") else "off"
    gui.answer(f"Turning Dark theme {state} would make the screen {real}, not {look}, so I left it {now}. "
               f"The brightness level is at {level} now.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "RefusalSettingsSwitchAlready": solve_switch_already,
    "RefusalSettingsTwoSwitchesPartial": solve_two_switches,
    "RefusalSettingsDoNotDisturbAlready": solve_dnd_already,
    "RefusalSettingsTimeoutUnavailable": solve_timeout,
    "RefusalSettingsDarkThemeContradiction": solve_dark_theme,
}
