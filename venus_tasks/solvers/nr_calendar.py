"""GUI-only solver for ``venus_tasks/tasks/nr_calendar.py``: one Simple Calendar Pro event
with its day and times set in the pickers, reading the editor's fields and the pickers'
headers before every action, so that a crash (the editor lost), a call or another app in
front only cost steps; done once the event list shows the event at its times."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui, settle

PACKAGE = "com.simplemobiletools.calendar.pro"
_GOAL = re.compile(r"Simple Calendar Pro: (.+) on \w+, (\w+) (\d+) from (\d\d):(\d\d) to (\d\d):(\d\d)\.$")


def _face(e) -> bool:
    return not e.resource_id.endswith(("material_hour_tv", "material_minute_tv"))


def _set_time(gui: Gui, hour: int, minute: int) -> None:
    """One action in an open time picker towards ``hour:minute`` (OK when it shows it)."""
    hour_chip, minute_chip = gui.element(rid="material_hour_tv"), gui.element(rid="material_minute_tv")
    if int(hour_chip.text) != hour:
        if hour_chip.is_checked:
            gui.click(desc=f"{hour:02d} hours" if hour == 0 else f"{hour} hours", pred=_face)
        else:
            gui.click(rid="material_hour_tv")
    elif int(minute_chip.text) != minute:
        if minute_chip.is_checked:
            gui.click(desc=f"{minute:02d} minutes", pred=_face)
        else:
            gui.click(rid="material_minute_tv")
    else:
        gui.click(rid="material_timepicker_ok_button")


def solve_event_noisy(gui: Gui, goal: str) -> None:
    title, month, day, h1, m1, h2, m2 = _GOAL.search(goal).groups()
    start, end = (int(h1), int(m1)), (int(h2), int(m2))
    times = f"{h1}:{m1} - {h2}:{m2}"
    picking = ""                      # the editor field whose picker was opened last
    gui.open_app("Simple Calendar Pro")
    while True:
        settle(gui, PACKAGE, "Simple Calendar Pro")
        if gui.find(text="Disclaimer") is not None:
            gui.click(text="OK")
        elif gui.find(rid="date_picker_header_date") is not None:                   # the date picker
            if gui.element(rid="date_picker_header_date").text.endswith(f"{month[:3]} {int(day)}"):
                gui.click(text="OK")
            else:
                year = gui.element(rid="date_picker_header_year").text
                gui.click(desc=f"{int(day):02d} {month} {year}")
        elif gui.find(rid="material_hour_tv") is not None:                          # a time picker
            _set_time(gui, *(start if picking == "start" else end))
        elif gui.find(rid="event_title") is not None:                               # the editor
            if gui.element(rid="event_title").text != title:
                gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="event_title"), text=title,
                                     clear_text=True))
            elif not gui.element(rid="event_start_date").text.startswith(f"{month} {int(day)} "):
                gui.click(rid="event_start_date")
            elif gui.element(rid="event_start_time").text != f"{h1}:{m1}":
                picking = "start"
                gui.click(rid="event_start_time")
            elif gui.element(rid="event_end_time").text != f"{h2}:{m2}":
                picking = "end"
                gui.click(rid="event_end_time")
            else:
                gui.click(rid="save")
        elif gui.find(rid="fab_event_label") is not None:                           # the + menu
            gui.click(rid="fab_event_label")
        elif gui.find(rid="calendar_fab") is not None:                              # the event list
            titles, spans = gui.texts("event_item_title"), gui.texts("event_item_time")
            if any(t == title and s == times for t, s in zip(titles, spans)):
                gui.act(A.done())
                return
            gui.click(rid="calendar_fab")
        else:
            gui.back()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "NoiseResistCalendarEventCrash": solve_event_noisy,
}
