"""GUI-only solvers for the BC tasks across productivity apps
(``venus_tasks/tasks/bc_prod_cross.py``): read one app for a constraint, another for the
rest, answer the one item meeting them all."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import calendar_rows, goal_day


def solve_event_organizer_phone(gui: Gui, goal: str) -> None:
    m = re.search(r"after (\w+ \d+) is organised by a contact whose phone number starts with (\d+)\?", goal)
    after, prefix = goal_day(m.group(1)), m.group(2)
    gui.open_app("Simple Calendar Pro")
    organizers = {}
    for row in calendar_rows(gui):
        if row["day"] > after:
            gui.click(text=row["title"], rid="event_item_title")
            organizers[row["title"]] = gui.element(rid="event_description").text.removeprefix("Organizer: ")
            gui.back()
    gui.open_app("Contacts")
    assert gui.find(rid="list", pred=lambda e: e.is_scrollable) is None
    numbers = {}
    for name in organizers.values():
        gui.click(text=name, rid="cliv_name_textview")
        numbers[name] = re.sub(r"\D", "", gui.texts("header")[0])
        gui.back()
    hits = [title for title, name in organizers.items() if numbers[name].startswith(prefix)]
    assert len(hits) == 1, hits
    gui.answer(hits[0])


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "BrowsecompEventOrganizerPhone": solve_event_organizer_phone,
}

