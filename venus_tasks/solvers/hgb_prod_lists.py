"""GUI-only solvers for the HGB tasks over long lists (``venus_tasks/tasks/hgb_prod_lists.py``):
scroll the Tasks or OpenTracks list to its end, collecting rows, then count."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers import tasks_dates
from venus_tasks.solvers.gui import Gui


def _screen(gui: Gui) -> list:
    return [(e.text, e.bbox) for e in gui.elements]


def collect_rows(gui: Gui, list_rid: str, parse) -> list[dict]:
    """Every row ``parse(gui)`` reads, scrolling ``list_rid`` down until nothing moves;
    rows are told apart by their whole content."""
    seen: list[dict] = []
    while True:
        seen += [r for r in parse(gui) if r not in seen]
        if gui.find(rid=list_rid, pred=lambda e: e.is_scrollable) is None:
            return seen
        before = _screen(gui)
        gui.scroll("down", rid=list_rid)
        if _screen(gui) == before:
            return seen


def _task_rows(gui: Gui) -> list[dict]:
    """The rows on screen: ``{"title", "day": tasks_dates.stated_day or None (relative)}``."""
    rows, title = [], None
    for e in gui.elements:
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid == "title":
            title = e.text
        elif rid == "due_date" and title is not None:        # a row cut at the screen's bottom edge waits
            rows.append({"title": title, "day": tasks_dates.stated_day(e.text or "")})
            title = None
    return rows


def _track_rows(gui: Gui) -> list[dict]:
    rows = []
    for e in gui.elements:
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid == "list_item_name":
            rows.append({"name": e.text})
        elif rid in ("list_item_category", "list_item_distance") and rows:
            rows[-1][rid] = e.text
    return [r for r in rows if len(r) == 3]


def solve_due_in_november(gui: Gui, goal: str) -> None:
    """The list is sorted by due date: scroll until a December task shows. Rows the app
    dates relative to today ("Fri") sort before every row dated more than six days ahead,
    so a stated October date after them puts them before November (no need to know today)."""
    gui.open_app("Tasks")
    rows: list[dict] = []
    while True:
        rows += [r for r in _task_rows(gui) if r not in rows]
        if any(r["day"] and r["day"][1] == 12 for r in rows):
            break
        gui.scroll("down", rid="recycler_view")
    last_relative = max((i for i, r in enumerate(rows) if r["day"] is None), default=-1)
    assert any(r["day"] and r["day"][1] < 11 for r in rows[last_relative + 1:]), rows[:last_relative + 2]
    assert all(r["day"] is None or r["day"][0] is None for r in rows), "a row of another year"
    k = sum(1 for r in rows if r["day"] and r["day"][1] == 11)
    gui.answer(f"{k} tasks are due in November.")


def solve_tracks_longer_than(gui: Gui, goal: str) -> None:
    activity, km = re.search(r"my (\w+) tracks in OpenTracks are longer than (\d+) km", goal).groups()
    gui.open_app("OpenTracks")
    rows = collect_rows(gui, "track_list", _track_rows)
    k = sum(1 for r in rows if r["list_item_category"] == activity
            and float(r["list_item_distance"].split()[0]) > int(km))
    gui.answer(f"{k} tracks.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingTasksDueInNovember": solve_due_in_november,
    "GUIBrowsingTracksLongerThan": solve_tracks_longer_than,
}
