"""GUI-only solvers for the HGB tasks across apps (``venus_tasks/tasks/hgb_prod_cross.py``):
read every contact name (scrolling Contacts to its end), then the calendar's event list
down to the first event after the week (it is in date order), and count the contacts
named in the week's events."""

from __future__ import annotations

import datetime
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import goal_day


def contact_names(gui: Gui) -> list[str]:
    gui.open_app("Contacts")
    return gui.collect("cliv_name_textview", "list")


def _screen_items(gui: Gui) -> list[tuple[str, str]]:
    """The event list on screen, top to bottom: ``("day", title)`` and ``("row", title)``."""
    out = []
    for e in gui.elements:
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid == "section_title":
            out.append(("day", e.text))
        elif rid == "event_item_title":
            out.append(("row", e.text))
    return out


def events_until(gui: Gui, last: datetime.date) -> list[dict]:
    """The open event list's rows ``{"title", "day"}`` from the top, scrolling until a row
    after ``last`` is on screen (or the list ends). A row's day is the section title above
    it; rows above a screen's first title take the day they had on the screen before (the
    two screens overlap: a scroll moves a third of the list)."""
    rows: list[dict] = []
    prev: list[tuple[str, str]] = []
    prev_days: list[datetime.date | None] = []
    while True:
        items = _screen_items(gui)
        offset = next((o for o in range(len(prev)) if items[:len(prev) - o] == prev[o:]), None)
        day = prev_days[offset] if offset is not None else None
        days = []
        for i, (kind, text) in enumerate(items):
            if kind == "day":
                day = datetime.datetime.strptime(text, "%A, %B %d, %Y").date()
            days.append(day)
            new = offset is None or i >= len(prev) - offset
            if kind == "row" and new:
                rows.append({"title": text, "day": day})
        prev, prev_days = items, days
        if any(r["day"] > last for r in rows):
            return rows
        before = [(e.text, e.bbox) for e in gui.elements]
        gui.scroll("down", rid="calendar_events_list")
        if [(e.text, e.bbox) for e in gui.elements] == before:
            return rows


def solve_contacts_with_events(gui: Gui, goal: str) -> None:
    m = re.search(r"between (\w+ \d+) and (\w+ \d+)", goal)
    first, last = goal_day(m.group(1)), goal_day(m.group(2))
    names = contact_names(gui)
    gui.open_app("Simple Calendar Pro")
    met = {n for row in events_until(gui, last) if first <= row["day"] <= last for n in names
           if row["title"].endswith(n)}
    gui.answer(f"{len(met)} contacts: {', '.join(sorted(met))}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {"GUIBrowsingContactsWithEvents": solve_contacts_with_events}
