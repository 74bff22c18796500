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

The track list's chrome is 4.11.3's ``track_list.xml`` (colours and drawables in
``opentracks_look``): the toolbar with the logo, "OpenTracks", Search, Markers and the
overflow; each row's activity icon; the bottom app bar (statistics, GPS) with the red
"Record" button at its end. Those buttons do nothing here (no recording, no search).

Simplifications [inferred]: tracks newest first; the list row puts the activity type and
the date under the name and the distance and time on the right (the app shows "37:12
(2.43 km)" under the name and "31 Jan" / "07:29" at the right); the statistics screen is
one scrolling column of labelled values (no map, no charts).
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.apps_ui import material, records, state, widgets
from venus_tasks.sim.apps_ui import opentracks_look as look
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "de.dennisguse.opentracks"
DB_PATH = f"/data/data/{PACKAGE}/databases/database.db"
LIST_KEY, DETAIL_KEY = PACKAGE + "/list", PACKAGE + "/stats"
RECORDED_ACTIVITY = PACKAGE + ".TrackRecordedActivity"
EMPTY = "Start recording your next adventure here"      # strings.xml track_list_empty_message
BOTTOM_BAR_DP = 80                                       # Material 3's BottomAppBar (m3_bottom_app_bar_height)
# track_list.xml: the list's container ends ?attr/actionBarSize (64dp in Material 3) above the
# screen's bottom (paddingBottom, clipToPadding false), so the bar overlaps its last 16dp.
LIST_PADDING_DP = 64


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
    night = model.night_mode()
    surface = look.SURFACE_NIGHT if night else look.SURFACE
    ink = look.ON_SURFACE_NIGHT if night else look.ON_SURFACE
    root.style["bg"] = surface
    ids = PACKAGE + ":id/"
    bar = material.app_bar(root, m, status, "OpenTracks", bg=surface, fg=ink, rid=ids + "track_list_toolbar",
                           height_dp=64, overflow=_act("noop"),
                           actions=[material.Action("Search", material.SEARCH, _act("noop"), ids + "track_list_search"),
                                    material.Action("Markers", look.MARKERS, _act("noop"), ids + "track_list_markers")])
    for node in bar.children:
        if node.text:
            node.bounds = (m.dp(72),) + node.bounds[1:]
    logo = material.icon(bar, (m.dp(16), status + m.dp(20), m.dp(40), status + m.dp(44)), look.LOGO, look.LOGO_INK,
                         cls="android.widget.ImageButton")
    logo.style["viewport"] = 100.0
    items = [records.Row(_act("open", t["_id"]),
                         (("list_item_name", t["name"] or "", ""),
                          ("list_item_category", t["activity_type"] or t["category"] or "", "secondary"),
                          ("list_item_date", date_text(t["starttime"]), "secondary")),
                         aside=(("list_item_distance", km(t["totaldistance"])),
                                ("list_item_time", elapsed(t["totaltime"]))),
                         icon=look.activity_icon(t["activity_type"] or t["category"]) + (ink, "track_list_item_icon"))
             for t in tracks(model)]
    records.list_page(model, root, m, top, PACKAGE, LIST_KEY, items, rid="track_list", empty=EMPTY,
                      bottom=m.height - m.dp(LIST_PADDING_DP))
    _bottom_bar(root, m, m.height - m.dp(BOTTOM_BAR_DP), night, ink)


def _bottom_bar(root: UiNode, m, top: int, night: bool, ink: tuple) -> None:
    """``track_list.xml``'s BottomAppBar (surfaceContainer) with the statistics and GPS
    buttons, and the red "Record" button at its end (neither records nor opens anything
    here)."""
    ids = PACKAGE + ":id/"
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ids + "bottom_app_bar",
                          bounds=(0, top, m.width, m.height),
                          style={"bg": look.SURFACE_CONTAINER_NIGHT if night else look.SURFACE_CONTAINER}))
    for i, (rid, path) in enumerate((("aggregated_stats_button", look.STATISTICS),
                                     ("sensor_start_button", look.GPS_OFF))):
        x = m.dp(4 + 48 * i)
        bar.add(UiNode(cls="android.widget.Button", resource_id=ids + rid, clickable=True, focusable=True,
                       bounds=(x, top + m.dp(16), x + m.dp(48), top + m.dp(64)), action=_act("noop"),
                       style={"kind": "icon_button", "path": path, "ink": ink}))
    fab = material.fab(root, m, m.width - m.dp(16), m.height - m.dp(12), look.RECORD, _act("noop"),
                       fill=look.RED_DARK, ink=look.WHITE, rid=ids + "track_list_fab_action", desc="Record")
    fab.style["round"] = True                  # round in the published screenshots


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
