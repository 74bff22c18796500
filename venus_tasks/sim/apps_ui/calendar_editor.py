"""Simple Calendar Pro's event editor (``EventActivity``, ``activity_event.xml``): the
form, its pickers and dialogs, Save and the unsaved-changes question. ``calendar`` owns the
event list and routes the editor's taps here.

Source: SimpleMobileTools/Simple-Calendar 6.22.2 (commit d7fa01958), ``EventActivity.kt``,
``res/layout/activity_event.xml``, ``res/menu/menu_event.xml``, ``helpers/Formatter.kt``,
``helpers/Config.kt``, ``extensions/Context.kt`` (``getNewEventTimestampFromCode``);
strings from its ``res/values/strings.xml`` and Simple-Commons ``71d66584bd``.

The form, top to bottom: the toolbar (title "New Event" / "Edit Event", "Navigate up",
the menu's Save, and for a stored event Delete, Duplicate event and Share, all
``showAsAction`` icons whose content descriptions are their titles); ``event_title``
(hint "Title", max 180), ``event_location`` (hint "Location", max 180) with
``event_show_on_map``, ``event_description`` (hint "Description"); the "All-day" check
box; ``event_start_date`` / ``event_start_time`` and ``event_end_date`` /
``event_end_time`` (``Formatter.getDate``: "October 20 (Fri)", the year added outside
the current year; ``Formatter.getTime``: "HH:mm" when the device uses the 24-hour clock,
``system time_12_24`` 24 as ``--setup_device`` leaves it, else "hh:mm a", "04:00 PM");
``event_reminder_1`` ("10 minutes before", ``getFormattedMinutes``),
``event_reminder_2`` and ``_3`` ("Add another reminder", shown once the reminder above is
on); ``event_repetition`` "No repetition", ``event_availability`` "Busy", ``event_type``
"Regular event", ``event_color_text`` "Event color".

Behaviour: a new event (the list's "New Event" button, then "Event") starts today at the
next full hour (``DEFAULT_START_TIME_NEXT_FULL_HOUR``), lasts ``defaultDuration`` 0
minutes, has the reminders last saved (``usePreviousEventReminders``; first 10 minutes),
the title focused. A date opens ``DatePickerDialog`` on it, a time ``MaterialTimePicker``
(the app's default system theme, ``config.isUsingSystemTheme`` true on Android 12+) in
clock mode with the device's 12/24-hour format (``pickers``). A new start date or time
keeps the duration (``dateSet``/``timeSet``), a new end only moves the end. The first
reminder's row shows the disclaimer first while ``wasAlarmWarningShown`` is false, then
the reminder list (``calendar_dialogs``). Save (``saveCurrentEvent``): the disclaimer
first if it was never confirmed and a reminder is on; an empty title or an end before the
start keeps the editor open (the app toasts "Title cannot be empty" / "The event cannot
end earlier than it starts"; the simulator shows no toasts); otherwise the event is stored
(``calendar_store.save``), the reminders remembered, and the editor closes. BACK or
"Navigate up" with changes (``isEventChanged``) asks "Save before exit?", without changes
closes.

All-day (``toggleAllDay``) hides the times and stores the event from its start day's
midnight to noon of its end day with ``FLAG_ALL_DAY``; Delete asks ``DeleteEventDialog``'s
question and removes the row; Duplicate event reopens the editor as "New Event" with the
same fields (saving adds a row).

Simplifications [documented]: the map button, repetition, availability, event type,
colour, attendees, Share and the reminder type icons do nothing when tapped; an all-day
event's reminder list lacks "During the day at hh:mm"; the time zone row is hidden as with the default ``allowChangingTimeZones``
false; times are in UTC (the suite's device zone); the notification permission is taken
as granted (``--setup_device`` grants it).
"""

from __future__ import annotations

import calendar
import datetime

from venus_tasks.sim.apps_ui import calendar_dialogs as dialogs
from venus_tasks.sim.apps_ui import calendar_store as store
from venus_tasks.sim.apps_ui import pickers, state, widgets
from venus_tasks.sim.apps_ui import simple_commons as commons
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
EVENT_ACTIVITY = PACKAGE + ".activities.EventActivity"
# res/drawable/ic_place_vector.xml (24x24), tinted in the primary colour
PLACE = ("M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12"
         "-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5z", 24)
FIELDS = {"title": ("Title", 180), "location": ("Location", 180), "description": ("Description", 100000)}
SCROLL_KEY = PACKAGE + "/editor"
FLAG_ALL_DAY = 1                      # helpers/Constants.kt
UTC = datetime.timezone.utc


def key(name: str) -> str:
    """The ``model.ui.fields`` key of form field ``name``."""
    return f"{PACKAGE}:{name}"


def act(*args) -> tuple:
    """The action tuple of a tap routed to this app (``("app", package, verb, *args)``)."""
    return ("app", PACKAGE, *args)


def _dt(ts: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ts, UTC)


def uses_24h(model) -> bool:
    """``DateFormat.is24HourFormat``: ``system time_12_24`` 24 (unset: the en-US locale's 12)."""
    return model.settings.get_str("system", "time_12_24", "") == "24"


def date_text(model, ts: int) -> str:
    """``Formatter.getDate``: "October 20 (Fri)", "January 3 2024 (Wed)" outside this year."""
    d, year = _dt(ts), _dt(model.clock.now_ns() // 10**9).year
    return f"{d:%B} {d.day}" + (f" {d.year}" if d.year != year else "") + f" ({d:%a})"


def time_text(model, ts: int) -> str:
    """``Formatter.getTime``: "16:00" (24-hour clock) or "04:00 PM"."""
    return _dt(ts).strftime("%H:%M" if uses_24h(model) else "%I:%M %p")


# ------------------------------------------------------------------ open / close
def open_new(model) -> None:
    """"New Event": today at the next full hour, the last saved reminders."""
    now = model.clock.now_ns() // 10**9
    start = (now // 3600 + 1) * 3600
    _open(model, None, start, start, store.last_reminders(model), {})


def open_event(model, event_id: int, duplicate: bool = False) -> None:
    """An event row: its fields in the editor (nothing if the event is gone); with
    ``duplicate`` (the menu's Duplicate event, ``IS_DUPLICATE_INTENT``) the same fields as
    a new event titled "New Event"."""
    e = store.event(model, event_id)
    if e is not None:
        _open(model, None if duplicate else event_id, e["start_ts"], e["end_ts"],
              [e["reminder_1_minutes"], e["reminder_2_minutes"], e["reminder_3_minutes"]],
              {n: e[n] or "" for n in FIELDS}, all_day=bool(e["flags"] & FLAG_ALL_DAY), edit=True)


def _open(model, event_id, start: int, end: int, reminders: list[int], texts: dict, all_day: bool = False,
          edit: bool = False) -> None:
    args = {"id": event_id, "start": start, "end": end, "rem": list(reminders), "all_day": all_day}
    args["orig"] = {**{n: texts.get(n, "") for n in FIELDS}, "start": start, "end": end,
                    "rem": store.sorted_reminders(reminders), "all_day": all_day}
    state.push(model, PACKAGE, Page("event", args, activity=EVENT_ACTIVITY))
    for n in FIELDS:
        model.ui.fields[key(n)] = texts.get(n, "")
    model.system_ui.scroll[SCROLL_KEY] = 0
    model.ui.focused_field = None if edit else key("title")   # SOFT_INPUT_STATE_ALWAYS_VISIBLE for a new one


def close(model) -> None:
    """Finish the editor, forgetting its fields."""
    state.pop(model, PACKAGE)
    for n in FIELDS:
        model.ui.fields.pop(key(n), None)
    model.ui.focused_field = None


def _values(model, page: Page) -> dict:
    return {n: model.ui.fields.get(key(n), "")[:FIELDS[n][1]] for n in FIELDS}


def changed(model, page: Page) -> bool:
    """``isEventChanged``: a text, a time or the reminders differ from what it opened with."""
    a, o = page.args, page.args["orig"]
    return any(_values(model, page)[n] != o[n] for n in FIELDS) or _times(a) != _times(o) \
        or store.sorted_reminders(a["rem"]) != o["rem"] or a["all_day"] != o["all_day"]


def _times(a: dict) -> tuple[int, int]:
    """``getStartEndTimes``: an all-day event runs from its start day's midnight to noon of
    its end day."""
    if not a["all_day"]:
        return a["start"], a["end"]
    return a["start"] - a["start"] % 86400, a["end"] - a["end"] % 86400 + 12 * 3600


# ------------------------------------------------------------------ screen
def build(model, root: UiNode, m, status: int, page: Page) -> None:
    """The editor's app bar and scrolling form."""
    a = page.args
    for n, (_, limit) in FIELDS.items():
        model.ui.fields[key(n)] = model.ui.fields.get(key(n), "")[:limit]
    bar = widgets.toolbar(root, m, status, "Edit Event" if a["id"] is not None else "New Event", up=act("up"),
                          rid=ID + "event_toolbar")
    menu = [("save", "Save", "check")]
    if a["id"] is not None:
        menu += [("delete", "Delete", "delete"), ("duplicate", "Duplicate event", "none"), ("share", "Share", "none")]
    x = m.width - m.dp(4) - m.dp(48) * len(menu)
    for i, (rid, title, glyph) in enumerate(menu):                # ActionMenuView: menu order, left to right
        l = x + m.dp(48) * i
        widgets.icon_button(bar, (l, status + m.dp(8), l + m.dp(48), status + m.dp(56)), glyph,
                            act(rid if rid != "share" else "nothing"), rid=ID + rid, desc=title,
                            cls="android.widget.Button")
    bar.children[1 if len(bar.children) > 1 else 0].bounds = (m.dp(72), status + m.dp(16), x, status + m.dp(48))
    commons.style_top_bar(bar, model)
    box = (0, status + m.dp(64), m.width, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", resource_id=ID + "event_nested_scrollview", bounds=box))
    content = UiNode(bounds=box)
    left, right = m.dp(16), m.width - m.dp(16)
    y = box[1] + m.dp(16)
    for n, (hint, _) in FIELDS.items():
        r = right - m.dp(48) if n == "location" else right
        widgets.field(content, model, m, (left, y, r, y + m.dp(56)), key(n), hint, ID + f"event_{n}")
        if n == "location":
            widgets.icon_button(content, (r + m.dp(8), y + m.dp(8), right, y + m.dp(48)), "none", act("nothing"),
                                rid=ID + "event_show_on_map", cls="android.widget.ImageView"
                                ).style = commons.vector_style("icon_button", PLACE, commons.colours(model)["primary"])
        y += m.dp(72)
    y += m.dp(8)
    holder = content.add(UiNode(cls="android.widget.RelativeLayout", resource_id=ID + "event_all_day_holder",
                                clickable=True, focusable=True, bounds=(m.dp(56), y, right, y + m.dp(48)),
                                action=act("all_day")))
    holder.add(UiNode(cls="android.widget.CheckBox", text="All-day", resource_id=ID + "event_all_day", checkable=True,
                      checked=a["all_day"], bounds=(m.dp(56), y, right, y + m.dp(48))))
    y += m.dp(52)
    for end in (False, True):
        ts = a["end"] if end else a["start"]
        which = "end" if end else "start"
        _value(content, m, (m.dp(56), y, m.width // 2 + m.dp(40), y + m.dp(52)), date_text(model, ts),
               f"event_{which}_date", act("pick_date", which))
        if not a["all_day"]:                                   # toggleAllDay hides the times
            _value(content, m, (m.width - m.dp(136), y, right, y + m.dp(52)), time_text(model, ts),
                   f"event_{which}_time", act("pick_time", which))
        y += m.dp(52)
    y += m.dp(16)
    rem = a["rem"]
    for slot in range(3):
        if slot and any(r == store.REMINDER_OFF for r in rem[:slot]):
            break
        text = dialogs.reminder_text(rem[slot]) if slot == 0 or rem[slot] != store.REMINDER_OFF \
            else "Add another reminder"
        _value(content, m, (m.dp(56), y, right, y + m.dp(52)), text, f"event_reminder_{slot + 1}",
               act("reminder", slot))
        y += m.dp(52)
    y += m.dp(16)
    for rid, text in (("event_repetition", "No repetition"), ("event_availability", "Busy"),
                      ("event_type", "Regular event"), ("event_color_text", "Event color")):
        _value(content, m, (m.dp(56), y, right, y + m.dp(52)), text, rid, act("nothing"))
        y += m.dp(56)
    widgets.scroll_into(model, sv, content, SCROLL_KEY, y + m.dp(24) - box[1])


def _value(parent: UiNode, m, box, text: str, rid: str, action: tuple) -> None:
    """A clickable ``MyTextView`` value (dates, times, reminders, the rows below)."""
    parent.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + rid, clickable=True, focusable=True,
                      bounds=box, action=action))


def windows(model, m, st) -> list[Window]:
    """The dialog over the editor, if any."""
    d = st.dialog
    if d is None:
        return []
    if d.name == "date":
        return [pickers.date_window(m, PACKAGE, d.args, lambda *x: act("picker", *x))]
    if d.name == "time":
        return [pickers.time_window(model, m, PACKAGE, d.args, lambda *x: act("picker", *x))]
    if d.name == "reminder":
        return [dialogs.reminder_window(model, m, st.pages[-1].args["rem"][d.args["slot"]], act)]
    if d.name == "custom":
        return [dialogs.custom_window(model, m, d.args["unit"], act)]
    if d.name == "warning":
        return [dialogs.warning_window(m, act)]
    if d.name == "delete":
        return [dialogs.delete_window(m, act)]
    return [dialogs.unsaved_window(m, act)]


# ------------------------------------------------------------------ input
def perform(model, st, page: Page, verb: str, args: tuple) -> None:
    """A tap on the editor or its dialog (``verb``, ``args`` of the action tuple)."""
    a, d = page.args, st.dialog
    if verb == "pick_date":
        day = _dt(a[args[0]]).date()
        st.dialog = Page("date", {**pickers.date_state(day, calendar.SUNDAY), "which": args[0]})
        model.ui.focused_field = None
    elif verb == "pick_time":
        t = _dt(a[args[0]])
        st.dialog = Page("time", {**pickers.time_state(t.hour, t.minute, uses_24h(model)), "which": args[0]})
        model.ui.focused_field = None
    elif verb == "picker" and d is not None and d.name in ("date", "time"):
        _picked(model, st, a, d, args)
    elif verb == "reminder":
        model.ui.focused_field = None
        if args[0] == 0 and not store.warning_shown(model):
            st.dialog = Page("warning", {"then": ("reminder", 0)})
        else:
            _open_reminders(model, st, args[0])
    elif verb == "reminder_pick" and d is not None and d.name == "reminder":
        value = dialogs.reminder_options(a["rem"][d.args["slot"]])[args[0]][0]
        if value is None:
            st.dialog = Page("custom", {"slot": d.args["slot"], "unit": "minutes"})
            model.ui.fields[dialogs.VALUE_KEY] = ""
            model.ui.focused_field = dialogs.VALUE_KEY
        else:
            a["rem"][d.args["slot"]] = value
            st.dialog = None
    elif verb == "custom_unit" and d is not None and d.name == "custom":
        d.args["unit"] = args[0]
    elif verb == "custom_ok" and d is not None and d.name == "custom":
        a["rem"][d.args["slot"]] = dialogs.custom_minutes(model, d.args["unit"])
        _close_custom(model, st)
    elif verb == "warning_ok" and d is not None and d.name == "warning":
        store.put_prefs(model, {store.WARNING_KEY: True})
        then = d.args["then"]
        st.dialog = None
        if then[0] == "reminder":
            _open_reminders(model, st, then[1])
        else:
            _store(model, page)
    elif verb == "warning_settings":
        from venus_tasks.sim import system_ui

        system_ui.open_app_info(model, PACKAGE)
    elif verb == "save":
        st.dialog = None
        if not store.warning_shown(model) and any(r != store.REMINDER_OFF for r in a["rem"]):
            st.dialog = Page("warning", {"then": ("save",)})
        else:
            _store(model, page)
    elif verb == "discard":
        st.dialog = None
        close(model)
    elif verb == "all_day":
        model.ui.focused_field = None                          # toggleAllDay: hideKeyboard
        a["all_day"] = not a["all_day"]
    elif verb == "delete" and a["id"] is not None:
        st.dialog = Page("delete", {})
    elif verb == "delete_yes" and d is not None and d.name == "delete":
        st.dialog = None
        store.delete(model, a["id"])
        close(model)
    elif verb == "duplicate" and a["id"] is not None:
        event_id = a["id"]
        close(model)
        open_event(model, event_id, duplicate=True)
    elif verb == "dismiss":
        _close_custom(model, st) if d is not None and d.name == "custom" else setattr(st, "dialog", None)
    elif verb == "up":
        back(model, st, page)


def _open_reminders(model, st, slot: int) -> None:
    st.dialog = Page("reminder", {"slot": slot})
    model.system_ui.scroll[PACKAGE + "/reminders"] = 0


def _picked(model, st, a: dict, d: Page, args: tuple) -> None:
    verb, value = args[0], (args[1] if len(args) > 1 else None)
    which = d.args["which"]
    if d.name == "date":
        result = pickers.date_tap(d.args, verb, value)
        if result is None:
            return
        st.dialog = None
        if result[0] == "ok":
            old = _dt(a[which])
            new = int(old.replace(year=result[1].year, month=result[1].month, day=result[1].day).timestamp())
            _moved(a, which, new)
        return
    result = pickers.time_tap(model, PACKAGE, d.args, verb, value)
    if result is None:
        return
    st.dialog = None
    if result[0] == "ok":
        hour, minute = result[1]
        new = int(_dt(a[which]).replace(hour=hour, minute=minute).timestamp())
        _moved(a, which, new)


def _moved(a: dict, which: str, new: int) -> None:
    """A new start keeps the duration; a new end moves only the end."""
    if which == "start":
        a["end"] = new + (a["end"] - a["start"])
    a[which] = new


def _close_custom(model, st) -> None:
    st.dialog = None
    model.ui.fields.pop(dialogs.VALUE_KEY, None)
    if model.ui.focused_field == dialogs.VALUE_KEY:
        model.ui.focused_field = None


def _store(model, page: Page) -> None:
    """``saveEvent``: refuse an empty title or an end before the start, else store the
    title, location and description trimmed (they are read through Simple-Commons'
    ``EditText.value``, ``text.toString().trim()``) and close."""
    a = page.args
    values = _values(model, page)
    if not values["title"].strip():
        model.ui.focused_field = key("title")          # toast "Title cannot be empty"
        return
    if a["start"] > a["end"]:
        return                                          # toast "The event cannot end earlier than it starts"
    rem = store.sorted_reminders(a["rem"])
    start, end = _times(a)
    values = {n: v.strip() for n, v in values.items()}  # EditText.value (Simple-Commons): text.trim()
    store.save(model, a["id"], {**values, "start": start, "end": end, "reminders": rem,
                                "flags": FLAG_ALL_DAY if a["all_day"] else 0})
    store.put_prefs(model, dict(zip(store.LAST_REMINDER_KEYS, rem)))
    close(model)


def back(model, st, page: Page) -> bool:
    """BACK on the editor: close a dialog, ask about unsaved changes, or close."""
    d = st.dialog
    if d is not None:
        if d.name == "time":
            pickers.time_tap(model, PACKAGE, d.args, "cancel")
        _close_custom(model, st) if d.name == "custom" else setattr(st, "dialog", None)
        return True
    if changed(model, page):
        st.dialog = Page("unsaved", {})
    else:
        close(model)
    return True
