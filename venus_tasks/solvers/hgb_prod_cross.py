"""GUI-only solvers for the HGB tasks across apps (``venus_tasks/tasks/hgb_prod_cross.py``):
read the contact names, then the event list, and count the contacts named in the week's
events."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import calendar_rows, goal_day


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


