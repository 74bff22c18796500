"""GUI-only solvers for the HGB tasks over OpenTracks (``venus_tasks/tasks/hgb_prod_tracks.py``):
they read the track list (name, activity, date, distance) and the statistics screens."""

from __future__ import annotations

import datetime
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import fits


def track_rows(gui: Gui) -> list[dict]:
    """``{"name", "activity", "date", "km"}`` per list row, top to bottom."""
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


def solve_elevation_total(gui: Gui, goal: str) -> None:
    activity = re.search(r"all my (\w+) tracks", goal).group(1)
    gui.open_app("OpenTracks")
    gains = []
    for row in track_rows(gui):
        if row["activity"] == activity:
            gui.click(text=row["name"], rid="list_item_name")
            gains.append(int(gui.element(rid="stats_elevation_gain_value").text.split()[0]))
            gui.back()
    gui.answer(f"{' + '.join(map(str, gains))} = {sum(gains)} m")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingTrackElevationTotal": solve_elevation_total,
}


def solve_fastest_average(gui: Gui, goal: str) -> None:
    activity = re.search(r"Which of my (\w+) tracks", goal).group(1)
    gui.open_app("OpenTracks")
    speeds = {}
    for row in track_rows(gui):
        if row["activity"] == activity:
            gui.click(text=row["name"], rid="list_item_name")
            speeds[row["name"]] = gui.element(rid="stats_average_speed_value").text
            gui.back()
    best = max(speeds, key=lambda n: float(speeds[n].split()[0]))
    gui.answer(f"{best}: {speeds[best]}")


SOLVERS["GUIBrowsingTrackFastestAverage"] = solve_fastest_average
