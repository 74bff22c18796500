"""Simple Calendar Pro (``com.simplemobiletools.calendar.pro``): the event list view and an
event's screen, read from ``events.db`` (``apps/simple_calendar``).

Modelled on SimpleMobileTools/Simple-Calendar 6.22.2 (commit d7fa01958, the APK the
suite installs; the view ids below follow the app's naming but were not checked against
its layouts: [inferred]): the "Simple event list" view (``EventListFragment``, rows ``event_list_item.xml``: ``event_item_title``,
``event_item_time`` "start - end", day section titles ``event_section_title``) and
``EventActivity`` (``activity_event.xml``: ``event_title``, ``event_location``,
``event_description``, ``event_start_date``/``event_start_time``,
``event_end_date``/``event_end_time``). Times in the device's zone (UTC on the suite's
device), 12-hour clock as an en-US device uses.

Simplifications [inferred]: the launch screen is the event list (the app's default view
is the month grid; the list is one tap away in its view menu) with every stored event,
oldest first (the real list starts about a day back and loads earlier periods when
scrolled up: the suite's calendar tasks seed events from the device's today on, so
showing older ones at the top makes none of them easier); section titles read "Monday, October 16, 2023"; the list rows show the
title and the times only (location and description are on the event screen); the event
screen shows the fields as labelled read-only text (the real one is an editor), its
toolbar titled "Edit Event"; repeating events are listed once.
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.apps_ui import records, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "com.simplemobiletools.calendar.pro"
DB_PATH = f"/data/data/{PACKAGE}/databases/events.db"
LIST_KEY, DETAIL_KEY = PACKAGE + "/list", PACKAGE + "/event"
EVENT_ACTIVITY = PACKAGE + ".activities.EventActivity"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _dt(ts: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ts, datetime.timezone.utc)


def day_title(ts: int) -> str:
    """A section title: ``"Monday, October 16, 2023"``."""
    return _dt(ts).strftime("%A, %B %-d, %Y")


def time_text(ts: int) -> str:
    """``"9:05 AM"``."""
    return _dt(ts).strftime("%-I:%M %p")


def events(model) -> list[dict]:
    """Every event, by start time then id."""
    return records.query(model, DB_PATH, "SELECT id, start_ts, end_ts, title, location, description "
                                         "FROM events ORDER BY start_ts, id")


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "event":
        e = next((e for e in events(model) if e["id"] == page.args["id"]), None)
        widgets.toolbar(root, m, status, "Edit Event", up=_act("up"), rid=PACKAGE + ":id/event_toolbar")
        if e is not None:
            _event(model, root, m, status + m.dp(64), e)
        return
    widgets.toolbar(root, m, status, "Simple Calendar Pro", rid=PACKAGE + ":id/main_toolbar")
    items, day = [], None
    for e in events(model):
        if day_title(e["start_ts"]) != day:
            day = day_title(e["start_ts"])
            items.append(records.Header(day))
        items.append(records.Row(_act("open", e["id"]), (
            ("event_item_title", e["title"], ""),
            ("event_item_time", f"{time_text(e['start_ts'])} - {time_text(e['end_ts'])}", "secondary"))))
    records.list_page(model, root, m, status + m.dp(64), PACKAGE, LIST_KEY, items,
                      rid="calendar_events_list", empty="No upcoming events found")


def _event(model, root, m, top, e: dict) -> None:
    lines = [records.Line("Location", e["location"] or "", "event_location"),
             records.Line("Description", e["description"] or "", "event_description"),
             records.Line("Start", _dt(e["start_ts"]).strftime("%a, %b %-d, %Y"), "event_start_date"),
             records.Line("", time_text(e["start_ts"]), "event_start_time"),
             records.Line("End", _dt(e["end_ts"]).strftime("%a, %b %-d, %Y"), "event_end_date"),
             records.Line("", time_text(e["end_ts"]), "event_end_time")]
    records.detail_page(model, root, m, top, PACKAGE, DETAIL_KEY, e["title"], lines, title_rid="event_title")


def windows(model, m, status: int) -> list[Window]:
    return []


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    if verb == "open":
        records.open_page(model, PACKAGE, Page("event", {"id": args[0]}, activity=EVENT_ACTIVITY), DETAIL_KEY)
    elif verb == "up":
        records.close_page(model, PACKAGE)


def back(model) -> bool:
    return records.close_page(model, PACKAGE)


def enter(model) -> bool:
    return False
