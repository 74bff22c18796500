"""GUI-only solvers for the browsecomp-like tasks (``venus_tasks/tasks/bc.py``): they read
every candidate on screen, check each constraint from what the app shows, and answer with
the one item that meets them all."""

from __future__ import annotations

import datetime
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.env import actions as A

_TITLE, _LIST = "opoc_filesystem_item__title", "ui__filesystem_dialog__list"
_EDITOR = "document__fragment__edit__highlighting_editor"


def solve_markor_trip_under_budget(gui: Gui, goal: str) -> None:
    city, limit = re.search(r"trip to (.+?) with a budget under \$([\d,]+)", goal).groups()
    limit_n = int(limit.replace(",", ""))
    gui.open_app("Markor")
    gui.click(text="Trips", rid=_TITLE)
    files = [t for t in gui.texts(_TITLE) if t != ".."]
    assert gui.find(rid=_LIST, pred=lambda e: e.is_scrollable) is None, "the folder fits on one screen"
    hits = []
    for name in files:
        gui.click(text=name, rid=_TITLE)
        text = gui.element(rid=_EDITOR).text
        gui.back()
        note_city = re.search(r"City:\s*(.+)", text).group(1).strip()
        budget = int(re.search(r"Budget:\s*\$([\d,]+)", text).group(1).replace(",", ""))
        if note_city == city and budget < limit_n:
            hits.append(name)
    assert len(hits) == 1, hits
    gui.answer(hits[0])


def _rows(gui: Gui) -> list[tuple[str, float, int]]:
    """(name, amount, index of the name element) of the expense rows on screen."""
    amounts = [e for e in gui.elements if e.resource_id.endswith("/tv_amount")]
    out = []
    for i, e in enumerate(gui.elements):
        if e.resource_id.endswith("/tv_name") and e.bbox:
            below = [a for a in amounts if a.bbox and 0 < a.bbox.y_min - e.bbox.y_min < 150]
            if below:
                out.append((e.text, float(min(below, key=lambda a: a.bbox.y_min).text.replace(",", "")), i))
    return out


def _date(text: str) -> datetime.date:
    """Pro Expense's date text: "2023 Oct 7" (this month) or "Sep 30" (this year)."""
    parts = text.split()
    if len(parts) == 3:
        return datetime.datetime.strptime(text, "%Y %b %d").date()
    assert len(parts) == 2, text                         # "Today 3:34 PM" is not used here
    return datetime.datetime.strptime(f"2023 {text}", "%Y %b %d").date()


def _category(gui: Gui) -> str:
    """On "Update Data", the expense's category is the checked card of ``rv_category``."""
    strip = gui.element(rid="rv_category").bbox
    return min((e for e in gui.elements if e.resource_id.endswith("/tv_name") and e.bbox
                and strip.y_min <= e.bbox.center[1] < strip.y_max), key=lambda e: e.bbox.x_min).text


def solve_expense_food_weekend(gui: Gui, goal: str) -> None:
    low = float(re.search(r"more than \$([\d.,]+)", goal).group(1).replace(",", ""))
    gui.open_app("Pro Expense")
    assert gui.find(rid="rv_home", pred=lambda e: e.is_scrollable) is None, "the list fits on one screen"
    hits = []
    for name, amount, _ in _rows(gui):
        if amount <= low:
            continue
        index = next((i for n, _, i in _rows(gui) if n == name), None)
        assert index is not None, [e.describe() for e in gui.elements]
        gui.act(A.JSONAction(A.CLICK, index=index))
        day = _date(gui.element(rid="tv_date_value").text)
        if day.month == 10 and day.weekday() >= 5:
            gui.click(text="Edit")
            if _category(gui) == "Food":
                hits.append(name)
            gui.click(desc="Navigate up")             # BACK would first hide the keyboard
        else:
            gui.click(rid="btn_close")
    assert len(hits) == 1, hits
    gui.answer(hits[0])


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "BrowsecompMarkorTripUnderBudget": solve_markor_trip_under_budget,
    "BrowsecompExpenseFoodWeekend": solve_expense_food_weekend,
}
