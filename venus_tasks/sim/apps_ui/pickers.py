"""Date and time picker dialogs any simulated app can show: Android 13's framework
``DatePickerDialog`` (Material calendar mode) and Material Components'
``MaterialTimePicker`` (clock face, with its switch to keyboard input).

Both are state plus a window builder plus a tap handler, so an app module keeps the state
in its ``AppState.dialog`` page args and routes the taps of its action tuples here:

* ``date_state(day, first_weekday)`` -> args; ``date_window(m, package, args, act)`` ->
  ``Window``; ``date_tap(args, verb, value)`` -> ``("ok", datetime.date)``,
  ``("cancel", None)`` or ``None`` (the dialog stays). ``act(*args)`` builds the app's
  action tuple for a tap (e.g. ``("app", package, "picker", *args)``).
* ``time_state(hour, minute, h24=False)`` -> args; ``time_window(model, m, package,
  args, act)``; ``time_tap(model, package, args, verb, value)`` -> ``("ok", (hour,
  minute))``, ``("cancel", None)`` or ``None``. Hours are 0..23, minutes 0..59.

DatePickerDialog (AOSP ``frameworks/base`` Android 13: ``core/res/res/layout/
date_picker_material.xml``, ``date_picker_header_material.xml``,
``day_picker_content_material.xml``; ``DatePickerCalendarDelegate``, ``DayPickerView``,
``SimpleMonthView``): a header with ``android:id/date_picker_header_year`` ("2023") and
``date_picker_header_date`` (the selected day as the locale's "EMMMd" skeleton: "Sun,
Oct 15"); the month page ``android:id/month_view`` whose days are the virtual views of
``SimpleMonthView.MonthViewTouchHelper`` (class ``android.view.View``, text the day
number, content description ``"dd MMMM yyyy"``, e.g. "05 November 2023", checked on the
selected day, not clickable but with a click action: a tap on the cell selects the day);
``android:id/prev`` / ``android:id/next`` image buttons "Previous month" / "Next month"
(``date_picker_prev_month_button``, ``date_picker_next_month_button``); the alert
buttons ``android:id/button2`` "Cancel" and ``button1`` "OK" (sentence case: the
SimpleMobileTools theme gives them Material 3 text buttons, ``MaterialDialogButtonStyle``).
A tap on a day moves the selection only; OK reports it, Cancel, BACK or a touch outside
drop it. The weekday initials and the month title "November 2023" are drawn by
``SimpleMonthView.onDraw`` and are no accessibility nodes: they are not in the dump here
either, and the screenshot does not draw them [simplification: the screenshot lacks
them]. Not modelled: the year list (a tap on the year in the header shows
``YearPickerView`` on a device; here it does nothing), swiping the month pager (use the
arrows), min/max dates (none: the defaults span 1900..2100).

MaterialTimePicker (material-components-android 1.9.0, the version Simple-Commons
``71d66584bd`` pulls in: ``timepicker/res/layout/material_timepicker_dialog.xml``,
``material_timepicker.xml``, ``material_clock_display.xml``,
``material_clock_period_toggle.xml``, ``material_textinput_timepicker.xml``;
``TimePickerClockPresenter``, ``ClockFaceView``, ``ChipTextInputComboView``,
``MaterialTimePicker``; strings from ``timepicker/res/values/strings.xml``): the title
``header_title`` "Select time"; in clock mode the hour and minute chips
``material_hour_tv``/``material_minute_tv`` (texts ``"%02d"``: "04" and "00"; content
descriptions "4 o'clock" (24-hour: "16 hours") and "0 minutes"; a tap selects what the
face shows), the AM/PM toggle
``material_clock_period_am_button``/``_pm_button`` (12-hour format only), and the clock
face ``material_clock_face`` whose twelve numbers are ``TextView`` s with a click action
("12", "1", ..., "11" with descriptions "12 o'clock"...; in 24-hour format "00", "1",
..., "11" outside and "12", ..., "23" on an inner ring, descriptions "00 hours", "1 hours",
"13 hours"... (``material_hour_24h_suffix``); minutes "00", "05", ..., "55" with
descriptions "00 minutes", "05 minutes"...). Picking an hour switches the face to
minutes (``onActionUp``); a tap on a minute number sets that minute (a tap between
numbers snaps to 5 minutes on a device; here only the numbers are targets). The mode
button ``material_timepicker_mode_button`` ("Switch to text input mode for the time
input." / "Switch to clock mode for the time input.") toggles keyboard input: two
``EditText`` s with the labels "Hour" and "Minute" under them (``material_label``) and the
AM/PM toggle; typing follows ``TimePickerTextInputKeyController`` and ``MaxInputValidator``
(see ``sync_text``: a prefilled field is cleared by the first digit, two digits in the hour
move on to the minute, a digit that would make the value invalid is dropped); a tap on a
field places the cursor at its end [inferred]. Buttons
``material_timepicker_cancel_button`` "Cancel" and ``material_timepicker_ok_button``
"OK". The framework ``TimePickerDialog`` (``time_picker_material.xml``) is not modelled
here: it differs in its header (hour and minute as separate ``TextView`` s, AM/PM
``RadioButton`` s) and its ``toggle_mode`` button.

Landscape (width above height): both take their ``layout-land`` arrangement, the date
header at the start beside the month (the day rows shrink to fit the height) and the time
display (chips, AM/PM under them) at the start beside the clock face [inferred sizes].

Resource ids: the Material library's (``material_hour_tv``...) carry the app's package,
as resources merged into an APK do (``com.simplemobiletools.calendar.pro:id/material_hour_tv``);
the framework dialog's are ``android:id/...``.

Window names: the app's package [inferred], as the other simulated dialogs.
"""

from __future__ import annotations

import calendar
import datetime
from typing import Callable

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.screen.tree import UiNode, Window

Act = Callable[..., tuple]
VIEW = "android.view.View"
HOURS_12 = ("12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11")
HOURS_24 = ("00", *(str(h) for h in range(1, 24)))
MINUTES = ("00", "05", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55")
TEXT_MODE = "Switch to text input mode for the time input."
CLOCK_MODE = "Switch to clock mode for the time input."


# ------------------------------------------------------------------ date
def date_state(day: datetime.date, first_weekday: int = calendar.SUNDAY) -> dict:
    """The args of a date picker opened on ``day``; ``first_weekday`` is the first
    column (``calendar.SUNDAY`` or ``calendar.MONDAY``, as ``DatePicker.setFirstDayOfWeek``)."""
    return {"kind": "date", "selected": day.isoformat(), "shown": [day.year, day.month],
            "first_weekday": first_weekday}


def selected_date(args: dict) -> datetime.date:
    """The day the picker has selected."""
    return datetime.date.fromisoformat(args["selected"])


def date_tap(args: dict, verb: str, value=None):
    """A tap on the date picker (``verb`` "prev", "next", "day" with the day of the shown
    month, "ok", "cancel", "year"). Returns ``("ok", date)``, ``("cancel", None)`` or None."""
    year, month = args["shown"]
    if verb in ("prev", "next"):
        month += -1 if verb == "prev" else 1
        year, month = (year - 1, 12) if month == 0 else (year + 1, 1) if month == 13 else (year, month)
        args["shown"] = [year, month]
    elif verb == "day":
        args["selected"] = datetime.date(year, month, int(value)).isoformat()
    elif verb == "ok":
        return "ok", selected_date(args)
    elif verb == "cancel":
        return "cancel", None
    return None


def _panel(m, package: str, height: int, width_dp: int = 328) -> tuple[UiNode, int, int, int]:
    w = min(m.width - m.dp(32), m.dp(width_dp))
    left = (m.width - w) // 2
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=package, bounds=(left, top, left + w, top + height),
                  style={"bg": "dialog", "radius": m.dp(28)})
    return root, left, left + w, top


def _buttons(root: UiNode, m, right: int, y: int, buttons, rids=("android:id/button2", "android:id/button1")) -> None:
    """``(text, action)`` pairs right-aligned at ``y``, added (and dumped) in the given
    order: negative then positive, as the dialog's button bar holds them."""
    widths = [m.dp(24) + int(len(text) * m.dp(9)) for text, _ in buttons]
    x = right - m.dp(16) - sum(widths) - m.dp(8) * (len(buttons) - 1)
    for (text, action), rid, w in zip(buttons, rids, widths):
        widgets.button(root, (x, y, x + w, y + m.dp(40)), text, action, rid=rid)
        x += w + m.dp(8)


def date_window(m, package: str, args: dict, act: Act) -> Window:
    """The DatePickerDialog window for ``args`` (see the module docstring)."""
    sel = selected_date(args)
    year, month = args["shown"]
    land = m.width > m.height            # the land layout: the header at the start, the month beside it
    if land:
        height = min(m.height - m.dp(32), m.dp(48 + 6 * 44 + 64))
        root, left, right, top = _panel(m, package, height, width_dp=560)
        head_box = (left, top, left + m.dp(168), top + height - m.dp(64))
        body_left, body_top = head_box[2], top
    else:
        height = m.dp(120 + 48 + 6 * 44 + 64)
        root, left, right, top = _panel(m, package, height)
        head_box = (left, top, right, top + m.dp(120))
        body_left, body_top = left, head_box[3]
    row_h = (height - m.dp(120 * (not land) + 48 + 64)) // 6
    header = root.add(UiNode(cls="android.widget.LinearLayout", resource_id="android:id/date_picker_header",
                             bounds=head_box))
    hl, hr = head_box[0] + m.dp(24), head_box[2] - m.dp(16)
    y = top + m.dp(20)
    header.add(UiNode(cls=widgets.TEXT_VIEW, text=str(sel.year), resource_id="android:id/date_picker_header_year",
                      clickable=True, focusable=True, bounds=(hl, y, hr, y + m.dp(24)),
                      action=act("year"), style={"kind": "secondary"}))
    y += m.dp(32)
    header.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{sel:%a}, {sel:%b} {sel.day}",
                      resource_id="android:id/date_picker_header_date", clickable=True, focusable=True,
                      bounds=(hl, y, hr, y + m.dp(48)), style={"kind": "title"}))
    animator = root.add(UiNode(cls="android.widget.ViewAnimator", resource_id="android:id/animator",
                               bounds=(body_left, body_top, right, body_top + m.dp(48) + 6 * row_h)))
    pager = animator.add(UiNode(cls="com.android.internal.widget.ViewPager",
                                resource_id="android:id/day_picker_view_pager", scrollable=True,
                                bounds=animator.bounds))
    month_view = pager.add(UiNode(cls=VIEW, resource_id="android:id/month_view", bounds=animator.bounds))
    cell_w = (right - body_left - m.dp(16)) // 7
    grid_top = body_top + m.dp(48)
    offset = (calendar.weekday(year, month, 1) - args["first_weekday"]) % 7
    for d in range(1, calendar.monthrange(year, month)[1] + 1):
        index = offset + d - 1
        x = body_left + m.dp(8) + (index % 7) * cell_w
        cy = grid_top + (index // 7) * row_h
        chosen = datetime.date(year, month, d) == sel
        month_view.add(UiNode(cls=VIEW, text=str(d), desc=f"{d:02d} {calendar.month_name[month]} {year}",
                              checked=chosen, bounds=(x, cy, x + cell_w, cy + row_h), action=act("day", d),
                              style={"kind": "pill" if chosen else "empty"}))
    size = m.dp(48)
    widgets.icon_button(animator, (body_left + m.dp(8), body_top, body_left + m.dp(8) + size, body_top + size), "back",
                        act("prev"), rid="android:id/prev", desc="Previous month")
    widgets.icon_button(animator, (right - m.dp(8) - size, body_top, right - m.dp(8), body_top + size), "forward",
                        act("next"), rid="android:id/next", desc="Next month")
    _buttons(root, m, right, top + height - m.dp(56), (("Cancel", act("cancel")), ("OK", act("ok"))))
    return Window(package, root, modal=True, dim=True, outside=act("cancel"))


# ------------------------------------------------------------------ time
def time_state(hour: int, minute: int, h24: bool = False) -> dict:
    """The args of a MaterialTimePicker opened at ``hour:minute`` in clock mode, hour
    selection first (``INPUT_MODE_CLOCK``)."""
    return {"kind": "time", "hour": hour, "minute": minute, "h24": h24, "mode": "clock", "selection": "hour"}


def _keys(package: str) -> tuple[str, str]:
    return f"{package}:picker_hour", f"{package}:picker_minute"


def _hour_display(args: dict) -> int:
    return args["hour"] if args["h24"] else (args["hour"] - 1) % 12 + 1


def _valid(text: str, which: str, h24: bool) -> bool:
    if not text:
        return True
    if not text.isdigit() or len(text) > 2:
        return False
    top = 59 if which == "minute" else 23 if h24 else 12
    return int(text) <= top


def sync_text(model, package: str, args: dict) -> None:
    """Keyboard mode: replay what was typed into the fields since the last look as
    ``TimePickerTextInputKeyController`` and the fields' ``MaxInputValidator`` handle the
    keys, then take the valid values into the picker's time.

    Per digit typed into a field: with the cursor at the start of a two-digit field (as a
    field is after ``setText`` [inferred], until tapped) the field is cleared first
    (``clearPrefilledText``); the digit is kept only if the value stays valid (at most 2
    digits, not above the maximum); in the hour field, once it holds two digits, focus
    moves to the minute field (``moveSelection(MINUTE)``), where the next digits go. Other
    edits (a deleted digit) are taken as they are when valid, else undone.

    The fields' text becomes the time as ``TimePickerTextInputPresenter``'s text watchers
    set it: an empty field sets 0 (so a cleared minute field and OK give ":00", a cleared
    hour field midnight, or noon when PM is checked), an hour goes through
    ``TimeModel.setHour`` (12-hour: ``hour % 12`` in the checked period, so "0" and "12"
    are both 12 o'clock)."""
    if args.get("mode") != "keyboard":
        return
    keys = dict(zip(("hour", "minute"), _keys(package)))
    kb = args["kb"]
    before = {w: kb[w]["text"] for w in keys}
    for which in ("hour", "minute"):
        now, known = model.ui.fields.get(keys[which], ""), before[which]
        if now == known:
            continue
        if now.startswith(known):
            target = which
            for ch in now[len(known):]:
                field = kb[target]
                if field["fresh"] and len(field["text"]) == 2:
                    field["text"] = ""
                field["fresh"] = False
                if _valid(field["text"] + ch, target, args["h24"]):
                    field["text"] += ch
                if target == "hour" and ch.isdigit() and len(field["text"]) == 2:
                    target = "minute"
                    model.ui.focused_field = keys["minute"]
        elif _valid(now, which, args["h24"]):
            kb[which].update(text=now, fresh=False)
    for which in ("hour", "minute"):
        text = kb[which]["text"]
        model.ui.fields[keys[which]] = text
        value = int(text) if text else 0                 # afterTextChanged: an empty field sets 0
        if which == "minute":
            args["minute"] = value % 60
        else:                                            # TimeModel.setHour keeps the period
            args["hour"] = value if args["h24"] else value % 12 + (12 if args["hour"] >= 12 else 0)


def time_tap(model, package: str, args: dict, verb: str, value=None):
    """A tap on the time picker (``verb`` "chip" with "hour"/"minute", "face" with the
    index 0..11 of the number, "period" with "am"/"pm", "mode", "field" with
    "hour"/"minute", "ok", "cancel"). Returns ``("ok", (hour, minute))``, ``("cancel",
    None)`` or None."""
    sync_text(model, package, args)
    hour_key, minute_key = _keys(package)
    if verb == "chip":
        args["selection"] = value
    elif verb == "face" and args["selection"] == "hour":
        pm = args["hour"] >= 12
        args["hour"] = int(value) if args["h24"] else int(value) % 12 + (12 if pm else 0)
        args["selection"] = "minute"
    elif verb == "face":
        args["minute"] = int(value) * 5
    elif verb == "period":
        args["hour"] = args["hour"] % 12 + (12 if value == "pm" else 0)
    elif verb == "mode":
        keyboard = args["mode"] == "clock"
        args["mode"] = "keyboard" if keyboard else "clock"
        if keyboard:
            args["kb"] = {"hour": {"text": f"{_hour_display(args):02d}", "fresh": True},
                          "minute": {"text": f"{args['minute']:02d}", "fresh": True}}
            model.ui.fields[hour_key] = args["kb"]["hour"]["text"]
            model.ui.fields[minute_key] = args["kb"]["minute"]["text"]
            model.ui.focused_field = hour_key if args["selection"] == "hour" else minute_key
        else:
            _forget(model, package)
    elif verb == "field":
        model.ui.focused_field = hour_key if value == "hour" else minute_key
        model.ui.selected = None
        args["kb"][value]["fresh"] = False              # the tap puts the cursor at the end [inferred]
    elif verb in ("ok", "cancel"):
        _forget(model, package)
        return ("ok", (args["hour"], args["minute"])) if verb == "ok" else ("cancel", None)
    return None


def _forget(model, package: str) -> None:
    for key in _keys(package):
        model.ui.fields.pop(key, None)
        if model.ui.focused_field == key:
            model.ui.focused_field = None


def time_window(model, m, package: str, args: dict, act: Act) -> Window:
    """The MaterialTimePicker window for ``args`` (see the module docstring)."""
    sync_text(model, package, args)
    ids = package + ":id/"              # a library's ids are merged into the app's package
    clock = args["mode"] == "clock"
    land = clock and m.width > m.height     # the land layout: the display at the start, the face beside it
    if land:
        height = min(m.height - m.dp(32), m.dp(16 + 256 + 72))
        root, left, right, top = _panel(m, package, height, width_dp=600)
    else:
        height = m.dp(16 + 40 + 96 + (280 if clock else 40) + 72)
        root, left, right, top = _panel(m, package, height)
    y = top + m.dp(16)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Select time", resource_id=ids + "header_title",
                    bounds=(left + m.dp(24), y, right - m.dp(24), y + m.dp(32)), style={"kind": "secondary"}))
    y += m.dp(48)
    view = root.add(UiNode(cls="android.view.ViewGroup",
                           resource_id=ids + ("material_timepicker_view" if clock else "material_textinput_timepicker"),
                           bounds=(left, y, right, top + height - m.dp(64)) if land else
                           (left, y, right, y + m.dp(96 + (280 if clock else 40)))))
    hour_text, minute_text = f"{_hour_display(args):02d}", f"{args['minute']:02d}"
    x = left + m.dp(24)
    if clock:
        unit = "hours" if args["h24"] else "o'clock"
        for which, text, desc in (("hour", hour_text, f"{_hour_display(args)} {unit}"),
                                  ("minute", minute_text, f"{args['minute']} minutes")):
            view.add(UiNode(cls="android.widget.CompoundButton", text=text, desc=desc,
                            resource_id=ids + f"material_{which}_tv", checkable=True,
                            checked=args["selection"] == which, clickable=True, focusable=True,
                            bounds=(x, y, x + m.dp(96), y + m.dp(80)), action=act("chip", which),
                            style={"kind": "pill"}))
            x += m.dp(120)
    else:
        hour_key, minute_key = _keys(package)
        for which, key, label in (("hour", hour_key, "Hour"), ("minute", minute_key, "Minute")):
            node = view.add(UiNode(cls="android.widget.EditText", text=model.ui.fields.get(key, ""),
                                   clickable=True, focusable=True, focused=model.ui.focused_field == key,
                                   bounds=(x, y, x + m.dp(96), y + m.dp(72)), action=act("field", which),
                                   style={"kind": "field"}))
            node.style["hint"] = False
            view.add(UiNode(cls=widgets.TEXT_VIEW, text=label, resource_id=ids + "material_label",
                            bounds=(x, y + m.dp(76), x + m.dp(96), y + m.dp(96)), style={"kind": "secondary"}))
            x += m.dp(120)
    if not args["h24"]:
        if land:                                          # under the chips
            x, y = left + m.dp(24), y + m.dp(96)
        toggle = view.add(UiNode(cls="android.widget.LinearLayout", resource_id=ids + "material_clock_period_toggle",
                                 desc="Select AM or PM", bounds=(x, y, x + m.dp(52), y + m.dp(80))))
        pm = args["hour"] >= 12
        for i, (code, text) in enumerate((("am", "AM"), ("pm", "PM"))):
            ty = y + i * m.dp(40)
            toggle.add(UiNode(cls="android.widget.RadioButton", text=text,
                              resource_id=ids + f"material_clock_period_{code}_button", checkable=True,
                              checked=pm == (code == "pm"), clickable=True, focusable=True,
                              bounds=(x, ty, x + m.dp(52), ty + m.dp(40)), action=act("period", code),
                              style={"kind": "pill"}))
    if land:
        face = min(m.dp(256), height - m.dp(72 + 16))
        _face(view, m, left + m.dp(272), right, top + m.dp(16), args, act, face)
    elif clock:
        _face(view, m, left, right, y + m.dp(104), args, act)
    by = top + height - m.dp(60)
    widgets.button(root, (left + m.dp(12), by, left + m.dp(60), by + m.dp(48)), "", act("mode"),
                   rid=ids + "material_timepicker_mode_button").desc = TEXT_MODE if clock else CLOCK_MODE
    _buttons(root, m, right, by + m.dp(4), (("Cancel", act("cancel")), ("OK", act("ok"))),
             rids=(ids + "material_timepicker_cancel_button", ids + "material_timepicker_ok_button"))
    return Window(package, root, modal=True, dim=True, outside=act("cancel"))


def _face(view: UiNode, m, left: int, right: int, top: int, args: dict, act: Act, size: int = 0) -> None:
    """The clock face: twelve numbers on a circle, 12 (or 00) at the top; in 24-hour
    format the hours 12..23 on an inner ring (``ClockFaceView`` level 2)."""
    import math

    size = size or m.dp(256)
    cx, cy = (left + right) // 2, top + size // 2
    face = view.add(UiNode(cls="android.view.ViewGroup", resource_id=view.package + ":id/material_clock_face",
                           bounds=(cx - size // 2, top, cx + size // 2, top + size)))
    minute = args["selection"] == "minute"
    values = MINUTES if minute else HOURS_24 if args["h24"] else HOURS_12
    current = (args["minute"] // 5 if args["minute"] % 5 == 0 else None) if minute else \
        args["hour"] if args["h24"] else args["hour"] % 12
    cell = m.dp(36)                      # no number's centre lies in a neighbour's box, on either ring
    for i, text in enumerate(values):
        radius = size // 2 - m.dp(24) - (m.dp(38) if i >= 12 else 0)
        angle = math.radians((i % 12) * 30)
        x, y = cx + int(radius * math.sin(angle)), cy - int(radius * math.cos(angle))
        desc = f"{text} minutes" if minute else f"{text} hours" if args["h24"] else f"{text} o'clock"
        face.add(UiNode(cls=widgets.TEXT_VIEW, text=text, desc=desc, clickable=True, selected=i == current,
                        bounds=(x - cell // 2, y - cell // 2, x + cell // 2, y + cell // 2), action=act("face", i),
                        style={"kind": "pill" if i == current else "empty"}))
