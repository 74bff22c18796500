"""GUI-only solvers for the HGB tasks across apps (``venus_tasks/tasks/hgb_prod_cross.py``):
read the contact names, then the event list, and count the contacts named in the week's
events; read the event days and the tasks' due dates, and find the first free day."""

from __future__ import annotations

import datetime
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import calendar_rows, goal_day, task_rows


def contact_names(gui: Gui) -> list[str]:
    gui.open_app("Contacts")
    assert gui.find(rid="list", pred=lambda e: e.is_scrollable) is None
    return gui.texts("cliv_name_textview")


def solve_contacts_with_events(gui: Gui, goal: str) -> None:
    m = re.search(r"between (\w+ \d+) and (\w+ \d+)", goal)
    first, last = goal_day(m.group(1)), goal_day(m.group(2))
    names = contact_names(gui)
    gui.open_app("Simple Calendar Pro")
    met = {n for row in calendar_rows(gui) if first <= row["day"] <= last for n in names if row["title"].endswith(n)}
    gui.answer(f"{len(met)} contacts: {', '.join(sorted(met))}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {"GUIBrowsingContactsWithEvents": solve_contacts_with_events}


def solve_first_free_day(gui: Gui, goal: str) -> None:
    m = re.search(r"Between (\w+ \d+) and (\w+ \d+), what is the first day", goal)
    first, last = goal_day(m.group(1)), goal_day(m.group(2))
    gui.open_app("Simple Calendar Pro")
    busy = {row["day"] for row in calendar_rows(gui)}
    gui.open_app("Tasks")
    busy |= {t["due"] for t in task_rows(gui)}
    day = first
    while day in busy:
        day += datetime.timedelta(days=1)
    assert day <= last
    gui.answer(f"{day:%A, %B %-d}")


SOLVERS["GUIBrowsingFirstFreeDay"] = solve_first_free_day
