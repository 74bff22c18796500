"""OpenTracks (``de.dennisguse.opentracks``): the track list and a recorded track's
statistics, read from ``database.db`` (``apps/opentracks``).

Modelled on OpenTracksApp/OpenTracks v4.11.3 (the APK the suite installs; the layouts and
strings were not checked line by line, so names and labels here are [inferred]):
``TrackListActivity`` rows (name, activity type, date, total distance and total time)
and ``TrackRecordedActivity``'s statistics ("Distance", "Total time", "Moving time",
"Average speed", "Average moving speed", "Max speed", "Elevation gain", "Elevation
loss"). Metric units: distance in km with two
decimals, speed in km/h with one, elevation in whole metres, times as ``H:MM:SS``
(``StringUtils.formatElapsedTime``).

Simplifications [inferred]: tracks newest first; the list row puts the date under the
name and the distance and time on the right; the statistics screen is one scrolling
column of labelled values (no map, no charts, no "Record" FAB).
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.apps_ui import records, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "de.dennisguse.opentracks"
DB_PATH = f"/data/data/{PACKAGE}/databases/database.db"
LIST_KEY, DETAIL_KEY = PACKAGE + "/list", PACKAGE + "/stats"
RECORDED_ACTIVITY = PACKAGE + ".TrackRecordedActivity"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def km(metres: float) -> str:
    """``"12.34 km"``."""
    return f"{(metres or 0) / 1000:.2f} km"


def elapsed(ms: int) -> str:
    """``"1:02:03"`` (hours not padded)."""
    s = int(ms or 0) // 1000
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"


def kmh(mps: float) -> str:
    return f"{(mps or 0) * 3.6:.1f} km/h"


def date_text(ms: int) -> str:
    """``"Oct 3, 2023 9:12 AM"``."""
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%b %-d, %Y %-I:%M %p")


def tracks(model) -> list[dict]:
    return records.query(model, DB_PATH, "SELECT * FROM tracks ORDER BY starttime DESC, _id DESC")


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    top = status + m.dp(64)
    if page is not None and page.name == "stats":
        t = next((t for t in tracks(model) if t["_id"] == page.args["id"]), None)
        widgets.toolbar(root, m, status, "", up=_act("up"), rid=PACKAGE + ":id/toolbar")
        if t is not None:
            L = records.Line
            lines = [L("Activity type", t["activity_type"] or t["category"] or "", "stats_activity_type"),
                     L("Date", date_text(t["starttime"]), "stats_start_datetime"),
                     L("Distance", km(t["totaldistance"]), "stats_distance_value"),
                     L("Total time", elapsed(t["totaltime"]), "stats_total_time_value"),
                     L("Moving time", elapsed(t["movingtime"]), "stats_moving_time_value"),
                     L("Average speed", kmh(t["avgspeed"]), "stats_average_speed_value"),
                     L("Average moving speed", kmh(t["avgmovingspeed"]), "stats_average_moving_speed_value"),
                     L("Max speed", kmh(t["maxspeed"]), "stats_max_speed_value"),
                     L("Elevation gain", f"{round(t['elevationgain'] or 0)} m", "stats_elevation_gain_value"),
                     L("Elevation loss", f"{round(t['elevationloss'] or 0)} m", "stats_elevation_loss_value")]
            records.detail_page(model, root, m, top, PACKAGE, DETAIL_KEY, t["name"] or "", lines,
                                title_rid="stats_name")
        return
    widgets.toolbar(root, m, status, "OpenTracks", rid=PACKAGE + ":id/toolbar")
    items = [records.Row(_act("open", t["_id"]),
                         (("list_item_name", t["name"] or "", ""),
                          ("list_item_category", t["activity_type"] or t["category"] or "", "secondary"),
                          ("list_item_date", date_text(t["starttime"]), "secondary")),
                         aside=(("list_item_distance", km(t["totaldistance"])),
                                ("list_item_time", elapsed(t["totaltime"]))))
             for t in tracks(model)]
    records.list_page(model, root, m, top, PACKAGE, LIST_KEY, items, rid="track_list",
                      empty="Start recording your activities.")


def windows(model, m, status: int) -> list[Window]:
    return []


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    if verb == "open":
        records.open_page(model, PACKAGE, Page("stats", {"id": args[0]}, activity=RECORDED_ACTIVITY), DETAIL_KEY)
    elif verb == "up":
        records.close_page(model, PACKAGE)


def back(model) -> bool:
    return records.close_page(model, PACKAGE)


def enter(model) -> bool:
    return False
