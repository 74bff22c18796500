"""Tasks' own date/time picker: the ``DateTimePicker`` bottom sheet the editor's due date
row opens (tasks/tasks 13.6.3, commit ee21cc660e: ``org/tasks/dialogs/DateTimePicker.kt``,
``BaseDateTimePicker.kt``, layouts ``dialog_date_time_picker.xml``,
``date_time_picker_shortcuts.xml``, ``dialog_date_time_picker_buttons.xml``).

The sheet (``BottomSheetDialog``, expanded) holds two ``MaterialButtonToggleGroup`` columns
of shortcuts (``android.widget.Button``, checkable, the selection checked): dates
``current_date_selection`` (only once a day was picked in the calendar: its relative day,
``DateUtilities.getRelativeDay`` MEDIUM: "Tmrw", "Wed", "Oct 20"), "Today", "Tomorrow",
"Next Sun" (``R.string.next_*`` for the weekday a week ahead), "No date" (hidden for a
repeating task); times ``current_time_selection``, the four shortcut times (defaults
09:00, 13:00, 17:00, 20:00 + 1 s, ``R.integer.default_*``, shown by ``getTimeString``:
"9 AM"), "Pick time",
"No time"; below them the framework ``CalendarView`` (``calendar_view``), then "Cancel"
and "OK" (``cancel_button``, ``ok_button``; shown because
``p_auto_dismiss_datetime_edit_screen`` defaults to false). A shortcut or a day only
changes the selection; OK (and cancelling the sheet: Back, a touch outside,
``onCancel`` -> ``sendSelected``) hands it to the editor when it differs from what the
sheet opened with; Cancel drops it. The result: no day -> 0; a day without time -> the
day (the editor stores ``createDueDate(URGENCY_SPECIFIC_DAY)``, noon); a day and time ->
that moment. A time picked without a day takes today if still ahead, else tomorrow
(``returnSelectedTime``).

The calendar is Android 13's material ``CalendarView`` (``DayPickerView``: ImageButtons
``android:id/prev`` "Previous month" and ``android:id/next`` "Next month" over a pager of
``SimpleMonthView``; each day a virtual view with the day number as text and content
description ``DateFormat.format("dd MMMM yyyy")``, e.g. "05 November 2023", the selected
day checked: ``SimpleMonthView.MonthViewTouchHelper``); it opens on the selected day's
month, else today's; the week starts on the locale's first day (Sunday, en-US).

"Pick time" opens Tasks' ``MyTimePickerDialog``, a ``MaterialTimePicker``
(``sim/apps_ui/pickers.py``; clock input, ``Preferences.timeInputMode`` unset) at the
selected time, else noon, over the sheet; its OK selects that time (+1 s,
``returnSelectedTime``), Cancel, Back or a touch outside leave the sheet as it was. Tasks
13.6.3 ships material-components 1.10.0 (``gradle/libs.versions.toml``); its
``timepicker`` package differs from the 1.9.0 that ``pickers.py`` models only in the
dialog's background colour attribute and a ``hideKeyboard`` argument (checked with ``git
diff 1.9.0 1.10.0`` of ``lib/java/com/google/android/material/timepicker``).

Not modelled: the month title
``SimpleMonthView`` draws is not in the tree (a real dump has no node for it either, but
a real screenshot shows it); swiping the month pager. [inferred]: sizes, the window name.
"""

from __future__ import annotations

import calendar
import datetime

from venus_tasks.sim.apps_ui import tasks_org_dates as due_texts
from venus_tasks.sim.apps_ui import tasks_org_store as store
from venus_tasks.sim.apps_ui import pickers, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
SHORTCUT_TIMES = (("morning_button", 32401000), ("afternoon_button", 46801000), ("evening_button", 61201000),
                  ("night_button", 72001000))
MONTHS = tuple(calendar.month_name)[1:]


def _act(*args) -> tuple:
    return ("app", PACKAGE, "picker", *args)


def clock_text(model, ms_of_day: int) -> str:
    """``DateUtilities.getTimeString`` of a time of day (``tasks_org_dates.time_text``):
    "9 AM", "9:30 PM", zh "9 上午"."""
    return due_texts.time_text(model, store.local_midnight_ms(model, store.today(model)) + ms_of_day)


def open_page(model, due_ms: int) -> Page:
    """The sheet's state for the editor's current due date ``due_ms`` (0: none)."""
    day, time = 0, 0
    if due_ms:
        local = store.local_date(model, due_ms)
        day = store.local_midnight_ms(model, local.date())
        ms_of_day = due_ms - day
        time = ms_of_day if ms_of_day % 60000 > 0 else 0        # Task.hasDueTime: seconds set
    shown = store.local_date(model, day).date() if day else store.today(model)
    return Page("date", {"day": day, "time": time, "init_day": day, "init_time": time, "custom_day": 0,
                         "custom_time": 0, "month": shown.year * 12 + shown.month - 1})


def result(model, page: Page) -> int | None:
    """The due date the sheet hands over (ms, 0 = none), or None when unchanged."""
    a = page.args
    if a["day"] == a["init_day"] and a["time"] == a["init_time"]:
        return None
    if not a["day"]:
        return 0
    return a["day"] + a["time"]


def _relative_day(model, day_ms: int) -> str:
    """``getRelativeDay`` MEDIUM of a day's local midnight: "Tmrw", "Wed", "Oct 20"."""
    return due_texts.relative_date_time(model, day_ms)


def perform(model, page: Page, verb: str, args: tuple) -> None:
    """A tap inside the sheet (``verb`` from this module's actions)."""
    a = page.args
    today = store.today(model)
    midnight = store.local_midnight_ms(model, today)
    if verb == "day":
        a["day"] = args[0]
    if verb == "pick":
        d = datetime.date(*args)
        a["day"] = store.local_midnight_ms(model, d)
    elif verb == "pick_time":
        t = a["time"] or 12 * 3_600_000
        h24 = model.settings.get_str("system", "time_12_24") == "24"
        a["tp"] = pickers.time_state(t // 3_600_000, t // 60_000 % 60, h24=h24)
        return
    elif verb == "tp":
        got = pickers.time_tap(model, PACKAGE, a["tp"], *args)
        if got is None:
            return
        a["tp"] = None
        if got[0] != "ok":
            return
        verb, args = "time", ((got[1][0] * 60 + got[1][1]) * 60_000 + 1000,)
    if verb == "time":
        if not a["day"]:
            now_ms = model.clock.now_ns() // 10**6
            a["day"] = midnight if midnight + args[0] > now_ms else store.local_midnight_ms(
                model, today + datetime.timedelta(days=1))
        a["time"] = args[0]
    elif verb == "no_time":
        a["time"] = 0
    elif verb == "no_date":
        a["day"], a["time"] = 0, 0
    elif verb == "month":
        a["month"] = max(1900 * 12, min(2100 * 12 + 11, a["month"] + args[0]))
    special = {0, midnight, *(store.local_midnight_ms(model, today + datetime.timedelta(days=n)) for n in (1, 7))}
    if a["day"] not in special:
        a["custom_day"] = a["day"]
    if a["time"] and a["time"] not in dict(SHORTCUT_TIMES).values():
        a["custom_time"] = a["time"]
    if verb == "pick" or a["day"]:
        shown = store.local_date(model, a["day"]).date() if a["day"] else today
        if verb != "month":
            a["month"] = shown.year * 12 + shown.month - 1


def windows(model, m, page: Page) -> list[Window]:
    """The sheet for the picker state ``page``, with the time picker over it when open."""
    wins = [sheet(model, m, page)]
    if page.args.get("tp"):
        wins.append(pickers.time_window(model, m, PACKAGE, page.args["tp"], lambda *x: _act("tp", *x)))
    return wins


def cancel_time(model, page: Page) -> bool:
    """Back or a touch outside while the time picker is open: it closes (True); False
    when it is not open."""
    if not page.args.get("tp"):
        return False
    pickers.time_tap(model, PACKAGE, page.args["tp"], "cancel")
    page.args["tp"] = None
    return True


def sheet(model, m, page: Page) -> Window:
    """The bottom sheet window for the picker state ``page``."""
    a = page.args
    today = store.today(model)
    W = m.width
    shortcuts_h = m.dp(16 + 48 * 7)
    cal_h = m.dp(48 + 32 + 6 * 40 + 8)
    bar_h = m.dp(52)
    top = max(m.dp(24), m.height - (shortcuts_h + cal_h + bar_h + m.dp(16)))
    root = UiNode(package=PACKAGE, bounds=(0, top, W, m.height), style={"bg": "dialog", "radius": m.dp(16)})
    day = lambda n: store.local_midnight_ms(model, today + datetime.timedelta(days=n))  # noqa: E731
    week = today + datetime.timedelta(days=7)
    dates = ([("current_date_selection", _relative_day(model, a["custom_day"]), a["custom_day"])]
             if a["custom_day"] else [])
    dates += [("today_button", "Today", day(0)), ("tomorrow_button", "Tomorrow", day(1)),
              ("next_week_button", f"Next {week:%a}", day(7)), ("no_date_button", "No date", 0)]
    times = ([("current_time_selection", clock_text(model, a["custom_time"]), a["custom_time"])]
             if a["custom_time"] else [])
    times += [(rid, clock_text(model, ms), ms) for rid, ms in SHORTCUT_TIMES]
    y0 = top + m.dp(8)
    half = W // 2
    for i, (rid, text, value) in enumerate(dates):
        y = y0 + m.dp(48) * i
        action = _act("no_date") if rid == "no_date_button" else _act("day", value)
        _toggle(root, (m.dp(16), y, half - m.dp(8), y + m.dp(44)), rid, text, action, a["day"] == value)
    rows = [(rid, text, _act("time", value), a["time"] == value and a["time"] != 0) for rid, text, value in times]
    rows += [("pick_time_button", "Pick time", _act("pick_time"), False),
             ("no_time", "No time", _act("no_time"), a["time"] == 0)]
    for i, (rid, text, action, checked) in enumerate(rows):
        y = y0 + m.dp(48) * i
        _toggle(root, (half + m.dp(8), y, W - m.dp(16), y + m.dp(44)), rid, text, action, checked)
    _calendar(model, root, m, (0, top + shortcuts_h, W, top + shortcuts_h + cal_h), a)
    by = m.height - bar_h
    widgets.button(root, (W - m.dp(88), by + m.dp(6), W - m.dp(16), by + m.dp(46)), "OK", _act("ok"),
                   rid=ID + "ok_button")
    widgets.button(root, (W - m.dp(196), by + m.dp(6), W - m.dp(96), by + m.dp(46)), "Cancel", _act("cancel"),
                   rid=ID + "cancel_button")
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


def _toggle(parent: UiNode, box, rid: str, text: str, action: tuple, checked: bool) -> None:
    node = widgets.button(parent, box, text, action, rid=ID + rid, kind="button" if checked else "pill")
    node.checkable, node.checked = True, checked


def _calendar(model, root: UiNode, m, box, a: dict) -> None:
    """The material ``CalendarView`` showing month ``a["month"]`` (see the module docstring)."""
    l, t, r, b = box
    cal = root.add(UiNode(cls="android.widget.CalendarView", resource_id=ID + "calendar_view", bounds=box))
    year, month0 = divmod(a["month"], 12)
    pager = cal.add(UiNode(cls="android.view.ViewGroup", resource_id="android:id/day_picker_view_pager",
                           bounds=(l + m.dp(8), t, r - m.dp(8), b)))
    smv = pager.add(UiNode(cls="android.view.View", bounds=(l + m.dp(8), t, r - m.dp(8), b)))
    widgets.icon_button(cal, (l + m.dp(8), t, l + m.dp(56), t + m.dp(48)), "back", _act("month", -1),
                        rid="android:id/prev", desc="Previous month")
    widgets.icon_button(cal, (r - m.dp(56), t, r - m.dp(8), t + m.dp(48)), "forward", _act("month", 1),
                        rid="android:id/next", desc="Next month")
    cell_w = (r - l - m.dp(16)) // 7
    first = datetime.date(year, month0 + 1, 1)
    offset = (first.weekday() + 1) % 7                      # columns from Sunday
    selected = store.local_date(model, a["day"]).date() if a["day"] else None
    top = t + m.dp(48 + 32)
    for d in range(1, calendar.monthrange(year, month0 + 1)[1] + 1):
        idx = offset + d - 1
        x, y = l + m.dp(8) + (idx % 7) * cell_w, top + (idx // 7) * m.dp(40)
        date = datetime.date(year, month0 + 1, d)
        smv.add(UiNode(cls="android.view.View", text=str(d), desc=f"{d:02d} {MONTHS[month0]} {year}",
                       checked=date == selected, bounds=(x, y, x + cell_w, y + m.dp(40)),
                       action=_act("pick", year, month0 + 1, d), style={"kind": "button"} if date == selected else {}))
