"""GUI-only solvers for the HGB tasks over Simple Calendar Pro and Tasks
(``venus_tasks/tasks/hgb_prod_calendar.py``): each reads the event list, event screens,
the task list and task screens from the UI dump, reasons over them and answers."""

from __future__ import annotations

import datetime
import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers import tasks_dates
from venus_tasks.solvers.gui import Gui

_YEAR = 2023


def fits(gui: Gui, list_rid: str) -> None:
    """The list is all on screen (these tasks' lists fit; nothing to scroll)."""
    assert gui.find(rid=list_rid, pred=lambda e: e.is_scrollable) is None


def calendar_rows(gui: Gui) -> list[dict]:
    """The event list top to bottom: ``{"index", "title", "day": date, "start", "end"}``
    (times as ``datetime.time``), the day from the section title above each row."""
    fits(gui, "calendar_events_list")
    rows, day = [], None
    for i, e in enumerate(gui.elements):
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid == "section_title":
            day = datetime.datetime.strptime(e.text, "%A, %B %d, %Y").date()
        elif rid == "event_item_title":
            rows.append({"index": i, "title": e.text, "day": day})
        elif rid == "event_item_time":
            times = e.text.split(" (", 1)[0].split(" - ")          # "09:00 - 10:30", "09:00", "... (17 Tuesday)"
            start, end = clock_time(times[0]), clock_time(times[-1])
            rows[-1].update(start=start, end=end)
    return rows


def clock_time(text: str) -> datetime.time:
    """A list row's time (``Formatter.getTime``): "16:00" on a 24-hour device, "04:00 PM"
    on a 12-hour one."""
    text = text.strip()
    return datetime.datetime.strptime(text, "%I:%M %p" if text.endswith("M") else "%H:%M").time()


def event_day(text: str) -> datetime.date:
    """A date as Simple Calendar's event editor shows it (``Formatter.getDate``):
    "October 23 (Mon)", or "January 3 2024 (Wed)" outside the current year."""
    words = text.split(" (", 1)[0].split()
    return datetime.datetime.strptime(" ".join(words if len(words) == 3 else [*words, str(_YEAR)]), "%B %d %Y").date()


def goal_day(text: str) -> datetime.date:
    return datetime.datetime.strptime(f"{text} {_YEAR}", "%B %d %Y").date()


def _list_items(gui: Gui) -> list[tuple[str, str, int]]:
    """The event list on screen, top to bottom: ``(kind, text, element index)`` with kind
    ``"day"`` (a section title) or ``"row"`` (an event's title)."""
    out = []
    for i, e in enumerate(gui.elements):
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid in ("section_title", "event_item_title"):
            out.append(("day" if rid == "section_title" else "row", e.text, i))
    return out


def solve_next_at_location(gui: Gui, goal: str) -> None:
    """Open each event after the date in list order until one is at the location; the
    list is scrolled down when the next row is below the screen (it keeps its place after
    BACK). A row's day is the section title above it, carried over from the screen before
    by the overlap of the two screens when the title scrolled off."""
    m = re.search(r"first event at (.+) after (\w+ \d+)\?", goal)
    location, after = m.group(1), goal_day(m.group(2))
    gui.open_app("Simple Calendar Pro")
    done = 0                                   # rows of the list already passed or opened
    prev: list[tuple[str, str]] = []
    prev_days: list = []
    prev_above = 0                             # rows of the list above the screen before
    while True:
        items = _list_items(gui)
        shape = [(k, t) for k, t, _ in items]
        offset = next((o for o in range(len(prev)) if shape[:len(prev) - o] == prev[o:]), None)
        day = prev_days[offset] if offset is not None else None
        above = prev_above + sum(1 for k, _ in (prev if offset is None else prev[:offset]) if k == "row")
        days, index = [], 0
        for kind, text, elem in items:
            if kind == "day":
                day = datetime.datetime.strptime(text, "%A, %B %d, %Y").date()
            days.append(day)
            if kind != "row":
                continue
            index += 1
            if above + index <= done:
                continue
            done += 1
            if day <= after:
                continue
            gui.act(A.JSONAction(A.CLICK, index=elem))
            if gui.element(rid="event_location").text == location:
                gui.answer(f"{day:%B %-d, %Y}")
                return
            gui.back()
        prev, prev_days, prev_above = shape, days, above
        before = [(e.text, e.bbox) for e in gui.elements]
        gui.scroll("down", rid="calendar_events_list")
        assert [(e.text, e.bbox) for e in gui.elements] != before, "no event at " + location


def task_priority(gui: Gui) -> str:
    """The priority checked on a task's edit screen: "high", "medium", "low" or "none"
    (the Priority row's four text-less radio buttons, left to right none, low, medium,
    high: tasks.org's ``PriorityRow``)."""
    radios = sorted((e for e in gui.elements if e.class_name == "android.widget.RadioButton"),
                    key=lambda e: e.bbox.x_min)
    assert len(radios) == 4, [e.describe() for e in radios]
    checked = [name for name, e in zip(("none", "low", "medium", "high"), radios) if e.is_checked]
    assert len(checked) == 1, checked
    return checked[0]


def solve_high_priority_due(gui: Gui, goal: str) -> None:
    m = re.search(r"due between (\w+ \d+) and (\w+ \d+)", goal)
    first, last = goal_day(m.group(1)), goal_day(m.group(2))
    today = tasks_dates.device_today(gui)                  # the list writes days relative to today
    gui.open_app("Tasks")
    fits(gui, "recycler_view")
    high = 0
    for t in tasks_dates.task_rows(gui, today):
        if t["due"] and first <= t["due"] <= last:
            gui.click(text=t["title"], rid="title")
            high += task_priority(gui) == "high"
            gui.back()
    gui.answer(f"{high} tasks.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingCalendarNextAtLocation": solve_next_at_location,
    "GUIBrowsingTasksHighPriorityDue": solve_high_priority_due,
}
