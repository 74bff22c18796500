"""GUI-only solver for the vague health task of ``venus_tasks/tasks/va_health.py``: it
reads the reading and its time from the goal, logs it in MediLog's blood-pressure quick
entry, then sets the entry's time in its edit form, reading every element from the
screen."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction
from venus_tasks.solvers.gui import Gui

_NUMBERS = re.compile(r"(\d{2,3})\s*(?:over|/|，低压)\s*(\d{2,3})")
_PULSE = re.compile(r"(?:pulse(?: of)?|脉搏)\s*(\d{2,3})")
_TIME = re.compile(r"(\d{1,2}):(\d{2})")


def reading(goal: str) -> tuple[str, str, str, int, int]:
    """``(systolic, diastolic, pulse, hour, minute)`` stated in the goal (English or
    Chinese wording); the time is in the morning."""
    s, d = _NUMBERS.search(goal.replace("高压", "")).groups()
    (pulse,) = _PULSE.search(goal).groups()
    hour, minute = (int(x) for x in _TIME.search(goal).groups())
    return s, d, pulse, hour, minute


def _type(gui: Gui, hint: str, value: str) -> None:
    """Tap the quick-entry field showing ``hint`` and type (``input_text`` ends with ENTER)."""
    i = gui.find(text=hint, pred=lambda e: e.class_name.endswith("EditText"))
    assert i is not None, f"no {hint} field: {[e.describe() for e in gui.elements]}"
    gui.act(JSONAction(A.INPUT_TEXT, index=i, text=value))


def solve_blood_pressure(gui: Gui, goal: str) -> None:
    s, d, pulse, hour, minute = reading(goal)
    gui.open_app("MediLog")
    gui.click(desc="Blood Pressure")
    _type(gui, "Sys", s)
    _type(gui, "Dia", d)
    _type(gui, "Pulse", pulse)
    gui.click(pred=lambda e: e.class_name == "android.widget.ImageButton" and not e.content_description
              and e.is_clickable)                                   # the add button (no label)
    dated = [e for e in gui.elements if re.fullmatch(r"\d+/\d+/\d\d \d+:\d\d [AP]M", e.text or "")]
    gui.click_at(*min(dated, key=lambda e: e.bbox.y_min).bbox.center)   # the newest entry: the top row
    gui.click(rid="etTime")
    gui.click(desc=f"{hour % 12 or 12} o'clock")
    gui.click(desc=f"{minute:02d} minutes")
    if not gui.element(text="AM").is_checked:
        gui.click(text="AM")
    gui.click(text="OK")
    assert gui.element(rid="etTime").text == f"{hour % 12 or 12}:{minute:02d} AM"
    gui.click(rid="btSave")
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "VagueBloodPressureReading": solve_blood_pressure,
}
