"""GUI-only solvers for the NR tasks of ``venus_tasks/tasks/nr_settings.py``: switches in
Settings, a voice note in Audio Recorder and an expense deleted in Pro Expense (``nr.py``), looking at the screen before every action so
that a call, a rotation or dropped taps only cost steps."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui, settle

SETTINGS = "com.android.settings"
RECORDER = "com.dimowner.audiorecorder"
EXPENSE = "com.arduia.expense"
# where each switch is, from the Settings homepage, and its title on screen
PLACES = {"Wi-Fi": (("Network & internet", "Internet"), "Wi‑Fi"),
          "Dark theme": (("Display",), "Dark theme"),
          "Adaptive brightness": (("Display",), "Adaptive brightness"),
          "Bluetooth": (("Connected devices", "Connection preferences", "Bluetooth"), "Use Bluetooth")}


def _checked(gui: Gui, title: str) -> bool:
    """The state of the switch on ``title``'s row (the switch nearest to it vertically)."""
    row = gui.element(text=title)
    switches = [e for e in gui.elements if e.is_checkable]
    return min(switches, key=lambda e: abs(e.bbox.center[1] - row.bbox.center[1])).is_checked


def _switch(gui: Gui, name: str, want: bool) -> None:
    """One action at a time, re-reading the screen: a call or a rotation may come between."""
    path, title = PLACES[name]
    direction = "down"
    for _ in range(60):                                  # dropped actions (up to 15) cost turns too
        settle(gui, SETTINGS, "Settings")
        if gui.find(text=title) is not None:
            if _checked(gui, title) == want:
                return
            gui.click(text=title)
            continue
        step = next((label for label in reversed(path) if gui.find(text=label, rid="title") is not None), None)
        if step is not None:
            gui.click(text=step, rid="title")
        elif gui.find(desc="Navigate up") is not None:
            gui.click(desc="Navigate up")
        else:                                            # the homepage: down, and up once at the end
            before = [(e.text, e.bbox) for e in gui.elements]
            gui.scroll(direction, rid="recycler_view")
            if [(e.text, e.bbox) for e in gui.elements] == before:
                direction = "up" if direction == "down" else "down"
    raise AssertionError(f"could not turn {name} {'on' if want else 'off'}")


def solve_two_switches(gui: Gui, goal: str) -> None:
    off, on = re.search(r"turn off (.+) and turn on (.+)\.", goal).groups()
    gui.open_app("Settings")
    _switch(gui, off, False)
    _switch(gui, on, True)
    settle(gui, SETTINGS, "Settings")
    gui.act(A.done())


def _shown(gui: Gui, rid: str) -> str:
    texts = gui.texts(rid)
    return texts[0] if texts else ""


def solve_voice_note(gui: Gui, goal: str) -> None:
    """Per note: Record (again while a dropped tap leaves it idle), watch the timer to one
    second past the length asked, Stop (again until the app shows it saved); then done."""
    lengths = [int(s) for s in re.search(r"the first at least (\d+) seconds long, the second at least (\d+) "
                                         r"seconds, the third at least (\d+) seconds", goal).groups()]
    gui.open_app("Audio Recorder")
    for seconds in lengths:
        while _shown(gui, "txt_name") != "Recording…":       # a dropped tap leaves it idle: tap again
            settle(gui, RECORDER, "Audio Recorder")
            gui.click(rid="btn_record")
        while (shown := int(_shown(gui, "txt_progress").split(":")[-1])) < seconds + 1:
            gui.pause(max(0.05, seconds - shown))            # whole seconds: it shows at most 1 s behind
        while gui.find(rid="btn_record_stop") is not None:   # until the app shows it saved
            gui.click(rid="btn_record_stop")
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "NoiseResistSettingsWifiDarkThemeCall": solve_two_switches,
    "NoiseResistSettingsBluetoothBrightnessRotation": solve_two_switches,
    "NoiseResistRecorderVoiceNoteNumb": solve_voice_note,
}


def solve_expense_delete_noisy(gui: Gui, goal: str) -> None:
    """Delete the two named expenses, one after the other, re-reading the screen before
    every action (a call, another app in front only cost steps); then done."""
    names = re.search(r"Delete the expenses (.+) and (.+) from Pro Expense\.", goal).groups()
    gui.open_app("Pro Expense")
    for name in names:
        for _ in range(40):
            settle(gui, EXPENSE, "Pro Expense")
            if gui.find(text="Confirm") is not None:
                gui.click(text="Confirm")
            elif gui.find(rid="btn_delete") is not None:
                gui.click(rid="btn_delete")
            elif name not in gui.collect("tv_name", "rv_home"):
                break
            else:
                while gui.find(text=name, rid="tv_name") is None:
                    gui.scroll("up", rid="rv_home")
                gui.click(text=name, rid="tv_name")
        else:
            raise AssertionError(f"could not delete {name}")
    settle(gui, EXPENSE, "Pro Expense")
    gui.act(A.done())


SOLVERS["NoiseResistExpenseDeletePopUp"] = solve_expense_delete_noisy
