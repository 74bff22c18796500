"""GUI-only solvers for the HGB tasks over OpenTracks (``venus_tasks/tasks/hgb_prod_tracks.py``):
they read the track list (name, activity, date, distance) and the statistics screens."""

from __future__ import annotations

import datetime
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import fits


def track_rows(gui: Gui, whole: bool = True) -> list[dict]:
    """``{"name", "activity", "date", "km"}`` per list row on screen, top to bottom
    (``whole``: the list must fit on the screen)."""
    if whole:
        fits(gui, "track_list")
    rows = []
    for e in gui.elements:
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid == "list_item_name":
            rows.append({"name": e.text})
        elif rid == "list_item_category":
            rows[-1]["activity"] = e.text
        elif rid == "list_item_date":
            rows[-1]["date"] = datetime.datetime.strptime(e.text, "%b %d, %Y %I:%M %p")
        elif rid == "list_item_distance":
            rows[-1]["km"] = e.text
    return rows


def _screen(gui: Gui) -> list:
    return [(e.text, e.bbox) for e in gui.elements]


def each_track(gui: Gui, activity: str, read) -> dict[str, str]:
    """``{name: read(gui)}`` for every track of ``activity``: open each row of it on
    screen, read its statistics, go back (the list keeps its place), then scroll the list
    until it stops moving."""
    out: dict[str, str] = {}
    while True:
        for row in track_rows(gui, whole=False):
            if row["activity"] == activity and row["name"] not in out:
                gui.click(text=row["name"], rid="list_item_name")
                out[row["name"]] = read(gui)
                gui.back()
        if gui.find(rid="track_list", pred=lambda e: e.is_scrollable) is None:
            return out
        before = _screen(gui)
        gui.scroll("down", rid="track_list")
        if _screen(gui) == before:
            return out


def solve_elevation_total(gui: Gui, goal: str) -> None:
    activity = re.search(r"all my (\w+) tracks", goal).group(1)
    gui.open_app("OpenTracks")
    found = each_track(gui, activity, lambda g: g.element(rid="stats_elevation_gain_value").text)
    gains = [int(v.split()[0]) for v in found.values()]
    gui.answer(f"{' + '.join(map(str, gains))} = {sum(gains)} m")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingTrackElevationTotal": solve_elevation_total,
}


def solve_fastest_average(gui: Gui, goal: str) -> None:
    activity = re.search(r"Which of my (\w+) tracks", goal).group(1)
    gui.open_app("OpenTracks")
    speeds = each_track(gui, activity, lambda g: g.element(rid="stats_average_speed_value").text)
    best = max(speeds, key=lambda n: float(speeds[n].split()[0]))
    gui.answer(f"{best}: {speeds[best]}")


SOLVERS["GUIBrowsingTrackFastestAverage"] = solve_fastest_average
