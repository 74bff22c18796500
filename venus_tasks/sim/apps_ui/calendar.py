"""Simple Calendar Pro (``com.simplemobiletools.calendar.pro``): the event list with its
"New Event" button, and the event editor (``calendar_editor``), on ``events.db``
(``apps/simple_calendar``, ``calendar_store``).

Modelled on SimpleMobileTools/Simple-Calendar 6.22.2 (commit d7fa01958, the APK the
suite installs): the "Simple event list" view (``EventListFragment``, rows
``event_list_item.xml``: ``event_item_title``, ``event_item_time`` "start - end", day
section titles) and the floating button ``calendar_fab`` (``activity_main.xml``,
content description "New Event"). With ``allowCreatingTasks`` (default true) a tap on it
shows the extended button (``showExtendedFab``): the labels ``fab_event_label`` "Event"
and ``fab_task_label`` "Task", the task icon, and a full-screen overlay
(``fab_extended_overlay``) that closes it; "Event" or the button again opens a new event
(``openNewEvent``), "Task" would open ``TaskActivity`` (not modelled: it only closes the
menu here). A row opens the event in ``EventActivity`` (the editor). Without events the
list shows "No upcoming events." and the link "Create a new event" (``EventListFragment``),
which opens a new event too. A row's time is "All-day" for an all-day event.

The top bar is Simple-Commons' ``MySearchMenu`` (``activity_main.xml`` ``main_menu``;
``simple_commons.search_menu``) with ``menu_main.xml``'s "Change view" icon and the
overflow ("Go to today" shows only away from today, the filter only with several event
types, the CalDAV refresh only with CalDAV sync: none of them here); search, "Change
view" and the overflow do nothing [documented]. Colours and the floating button are the
library's system theme (``simple_commons``).

Simplifications [inferred]: the launch screen is the event list (the app's default view
is the month grid; the list is one tap away in its view menu) with every stored event,
oldest first (the real list starts about a day back and loads earlier periods when
scrolled up: the suite's calendar tasks seed events from the device's today on, so
showing older ones at the top makes none of them easier); section titles read "Monday,
October 16, 2023" (the app shows month sections, "October", and day sections "16
Monday", ``getDateDayTitle``); the rows show the title and the time only (the app adds
the description, or the location with ``replaceDescription``); repeating events are
listed once.
"""

from __future__ import annotations

import datetime

from venus_tasks.sim.apps_ui import calendar_editor as editor
from venus_tasks.sim.apps_ui import records, state, widgets
from venus_tasks.sim.apps_ui import simple_commons as commons
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = editor.PACKAGE
ID = PACKAGE + ":id/"
DB_PATH = f"/data/data/{PACKAGE}/databases/events.db"
LIST_KEY = PACKAGE + "/list"
EVENT_ACTIVITY = editor.EVENT_ACTIVITY


# res/drawable/ic_change_view_vector.xml (24x24)
CHANGE_VIEW = ("M4 8h4V4H4v4zm6 12h4v-4h-4v4zm-6 0h4v-4H4v4zm0-6h4v-4H4v4zm6 0h4v-4h-4v4zm6-10v4h4V4h-4zm-6 4h4V4"
               "h-4v4zm6 6h4v-4h-4v4zm0 6h4v-4h-4v4z", 24)


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _dt(ts: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ts, datetime.timezone.utc)


def day_title(ts: int) -> str:
    """A section title: ``"Monday, October 16, 2023"``."""
    return _dt(ts).strftime("%A, %B %-d, %Y")


def time_text(model, start: int, end: int, all_day: bool = False) -> str:
    """A row's time (``EventListAdapter``): start and end as ``Formatter.getTime`` ("09:05 -
    10:05" on a 24-hour device, "09:05 AM - 10:05 AM" on a 12-hour one), the start alone
    when they are equal, the end's day ("17 Tuesday", ``getDateDayTitle``) when it ends
    on another day; "All-day" for an all-day event."""
    text = "All-day" if all_day else editor.time_text(model, start)
    if start != end:
        if not all_day:
            text += " - " + editor.time_text(model, end)
        if _dt(end).date() != _dt(start).date():
            text += f" ({_dt(end).day} {_dt(end):%A})"
    return text


def events(model) -> list[dict]:
    """Every event, by start time then id."""
    return records.query(model, DB_PATH, "SELECT id, start_ts, end_ts, title, location, description, flags "
                                         "FROM events ORDER BY start_ts, id")


def build(model, root: UiNode, m, status: int) -> None:
    """The activity window: the editor when an event is open, else the event list."""
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = commons.colours(model)["background"]
    if page is not None and page.name == "event":
        editor.build(model, root, m, status, page)
        return
    commons.search_menu(model, root, m, status, ID, _act("nothing"), [(ID + "change_view", "Change view",
                        CHANGE_VIEW, _act("nothing"))])
    items, day = [], None
    for e in events(model):
        if day_title(e["start_ts"]) != day:
            day = day_title(e["start_ts"])
            items.append(records.Header(day))
        items.append(records.Row(_act("open", e["id"]), (
            ("event_item_title", e["title"], ""),
            ("event_item_time", time_text(model, e["start_ts"], e["end_ts"], bool(e["flags"] & 1)), "secondary"))))
    if items:
        records.list_page(model, root, m, status + m.dp(64), PACKAGE, LIST_KEY, items,
                          rid="calendar_events_list", empty="")
    else:
        _empty(root, m, status + m.dp(64))
    _fab(model, root, m, bool(st.data.get("fab_open")))


def _empty(root: UiNode, m, top: int) -> None:
    """``fragment_event_list.xml`` without events: "No upcoming events." and the link
    "Create a new event", which opens a new event (``launchNewEventIntent``)."""
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="No upcoming events.", resource_id=ID + "calendar_empty_list_placeholder",
                    bounds=(0, top + m.dp(32), m.width, top + m.dp(72)), style={"kind": "empty"}))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Create a new event", clickable=True, focusable=True,
                    resource_id=ID + "calendar_empty_list_placeholder_2", action=_act("fab_event"),
                    bounds=(m.width // 4, top + m.dp(80), m.width * 3 // 4, top + m.dp(120)), style={"kind": "empty"}))


def _fab(model, root: UiNode, m, extended: bool) -> None:
    size = m.dp(56)
    right, bottom = m.width - m.dp(16), m.height - m.dp(16)
    top = bottom - size
    if extended:
        root.add(UiNode(cls="android.view.View", resource_id=ID + "fab_extended_overlay", clickable=True,
                        bounds=(0, 0, m.width, m.height), action=_act("fab_close")))
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="Event", resource_id=ID + "fab_event_label", clickable=True,
                        bounds=(right - size - m.dp(96), top + m.dp(12), right - size - m.dp(16), bottom - m.dp(12)),
                        action=_act("fab_event")))
        t = top - m.dp(16) - m.dp(40)
        widgets.icon_button(root, (right - size + m.dp(8), t, right - m.dp(8), t + m.dp(40)), "check",
                            _act("fab_close"), rid=ID + "fab_task_icon", cls="android.widget.ImageView")
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="Task", resource_id=ID + "fab_task_label", clickable=True,
                        bounds=(right - size - m.dp(96), t + m.dp(6), right - size - m.dp(16), t + m.dp(34)),
                        action=_act("fab_close")))
    widgets.icon_button(root, (right - size, top, right, bottom), "add", _act("fab"), rid=ID + "calendar_fab",
                        desc="New Event").style = commons.fab_style(model)


def windows(model, m, status: int) -> list[Window]:
    """The editor's dialog window, if one is open (the list has none)."""
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is None or page.name != "event":
        st.dialog = None if page is None else st.dialog
        return []
    return editor.windows(model, m, st)


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    """A tap: the editor's verbs go to ``calendar_editor.perform``; on the list "open" (a
    row), "fab", "fab_event", "fab_close"."""
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == "event":
        editor.perform(model, st, page, verb, args)
    elif verb == "open":
        st.data["fab_open"] = False
        editor.open_event(model, args[0])
    elif verb == "fab" and not st.data.get("fab_open"):
        st.data["fab_open"] = True
    elif verb in ("fab", "fab_event"):
        st.data["fab_open"] = False
        editor.open_new(model)
    elif verb == "fab_close":
        st.data["fab_open"] = False


def back(model) -> bool:
    """BACK: the editor's (dialog, unsaved question, close), else closes the extended button."""
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if page is not None and page.name == "event":
        return editor.back(model, st, page)
    if st.data.get("fab_open"):
        st.data["fab_open"] = False
        return True
    return False


def enter(model) -> bool:
    """ENTER: a new line in the description, else nothing (single-line fields)."""
    if model.ui.focused_field == editor.key("description"):
        model.type_text("\n")
        return True
    return False
