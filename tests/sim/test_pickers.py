"""The shared picker dialogs (``sim/apps_ui/pickers``): Android 13's DatePickerDialog month
grid (day nodes as ``SimpleMonthView``'s virtual views describe them, month arrows, OK and
Cancel) and MaterialTimePicker (clock face hour then minute, AM/PM, keyboard mode with its
validators). Drives the pure state and window builders; the Simple Calendar tests drive
them on the device."""

from __future__ import annotations

import datetime
import types

from venus_tasks.sim.apps_ui import pickers
from venus_tasks.sim.screen.layout import Metrics

PKG = "com.example.app"
M = Metrics(1080, 2400, 420)


def _act(*args):
    return ("app", PKG, "picker", *args)


def _nodes(window):
    return list(window.root.walk())


def _model():
    return types.SimpleNamespace(ui=types.SimpleNamespace(fields={}, focused_field=None, selected=None))


def test_date_grid_arrows_and_ok():
    args = pickers.date_state(datetime.date(2023, 10, 15))
    nodes = _nodes(pickers.date_window(M, PKG, args, _act))
    days = [n for n in nodes if n.resource_id == "" and n.cls == "android.view.View" and n.text]
    assert [d.text for d in days] == [str(i) for i in range(1, 32)]
    assert days[14].desc == "15 October 2023" and days[14].checked and not days[13].checked
    assert days[4].desc == "05 October 2023"
    # October 1st 2023 is a Sunday: first column with a Sunday start, seventh with Monday
    monday = pickers.date_window(M, PKG, pickers.date_state(datetime.date(2023, 10, 15), 0), _act)
    first_sun = next(n for n in nodes if n.desc == "01 October 2023").bounds[0]
    first_mon = next(n for n in _nodes(monday) if n.desc == "01 October 2023").bounds[0]
    assert first_mon > first_sun
    header = {n.resource_id: n.text for n in nodes if n.resource_id.startswith("android:id/date_picker_header_")}
    assert header == {"android:id/date_picker_header_year": "2023", "android:id/date_picker_header_date": "Sun, Oct 15"}
    assert {n.desc for n in nodes if n.resource_id in ("android:id/prev", "android:id/next")} == \
        {"Previous month", "Next month"}
    buttons = [n for n in nodes if n.cls == "android.widget.Button"]       # the button bar's order
    assert [(b.text, b.resource_id) for b in buttons] == [("Cancel", "android:id/button2"), ("OK", "android:id/button1")]
    assert buttons[0].bounds[2] <= buttons[1].bounds[0]
    assert pickers.date_tap(args, "next") is None and pickers.date_tap(args, "next") is None
    assert args["shown"] == [2023, 12]
    pickers.date_tap(args, "prev")
    pickers.date_tap(args, "day", 3)
    nodes = _nodes(pickers.date_window(M, PKG, args, _act))
    assert next(n for n in nodes if n.checked).desc == "03 November 2023"
    assert next(n for n in nodes if n.resource_id.endswith("header_date")).text == "Fri, Nov 3"
    assert pickers.date_tap(args, "ok") == ("ok", datetime.date(2023, 11, 3))
    assert pickers.date_tap(pickers.date_state(datetime.date(2023, 12, 31)), "next") is None
    assert pickers.date_tap(args, "cancel") == ("cancel", None)


def test_time_clock_face_hour_then_minute_and_period():
    model, args = _model(), pickers.time_state(16, 0)
    nodes = _nodes(pickers.time_window(model, M, PKG, args, _act))
    chips = [n for n in nodes if n.resource_id.endswith(("material_hour_tv", "material_minute_tv"))]
    assert [(c.text, c.desc, c.checked) for c in chips] == [("04", "4 o'clock", True), ("00", "0 minutes", False)]
    face = [n for n in nodes if n.desc.endswith("o'clock") and n.cls == "android.widget.TextView"]
    assert [n.text for n in face] == list(pickers.HOURS_12)
    assert next(n for n in nodes if n.text == "PM").checked
    pickers.time_tap(model, PKG, args, "face", 9)                     # 9 keeps PM: 21:00, then minutes
    assert (args["hour"], args["selection"]) == (21, "minute")
    nodes = _nodes(pickers.time_window(model, M, PKG, args, _act))
    assert [n.text for n in nodes if n.desc.endswith(" minutes") and n.cls == "android.widget.TextView"] == \
        list(pickers.MINUTES)
    pickers.time_tap(model, PKG, args, "face", 6)
    pickers.time_tap(model, PKG, args, "period", "am")
    assert pickers.time_tap(model, PKG, args, "ok") == ("ok", (9, 30))
    assert pickers.time_tap(model, PKG, pickers.time_state(9, 30), "cancel") == ("cancel", None)


def test_time_keyboard_mode_validates_what_is_typed():
    model, args = _model(), pickers.time_state(16, 0)
    pickers.time_tap(model, PKG, args, "mode")
    nodes = _nodes(pickers.time_window(model, M, PKG, args, _act))
    assert [n.text for n in nodes if n.cls == "android.widget.EditText"] == ["04", "00"]
    assert [n.text for n in nodes if n.resource_id.endswith("material_label")] == ["Hour", "Minute"]
    assert next(n for n in nodes if n.resource_id.endswith("mode_button")).desc == pickers.CLOCK_MODE
    hour, minute = f"{PKG}:picker_hour", f"{PKG}:picker_minute"
    model.ui.focused_field = hour
    model.ui.fields[hour] += "1145"               # the prefilled 04 clears; 2 digits move on to the minute
    pickers.sync_text(model, PKG, args)
    assert (model.ui.fields[hour], model.ui.fields[minute], model.ui.focused_field) == ("11", "45", minute)
    assert (args["hour"], args["minute"]) == (23, 45)                 # PM kept
    pickers.time_tap(model, PKG, args, "field", "hour")              # the cursor now at the end of "11"
    model.ui.fields[hour] += "9"                                      # 119 is no hour: the key is dropped
    pickers.sync_text(model, PKG, args)
    assert model.ui.fields[hour] == "11" and model.ui.focused_field == minute
    model.ui.fields[minute] = "4"                                     # a deleted digit
    assert pickers.time_tap(model, PKG, args, "ok") == ("ok", (23, 4))
    assert hour not in model.ui.fields


def test_time_24_hour_face_has_an_inner_ring_and_no_period():
    model, args = _model(), pickers.time_state(16, 30, h24=True)
    nodes = _nodes(pickers.time_window(model, M, PKG, args, _act))
    assert [(n.text, n.desc) for n in nodes if n.resource_id.endswith("material_hour_tv")] == [("16", "16 hours")]
    face = {n.text: n for n in nodes if n.desc.endswith(" hours") and n.cls == "android.widget.TextView"}
    assert list(face) == list(pickers.HOURS_24) and face["16"].selected
    assert face["00"].bounds[1] < face["12"].bounds[1]                # 12 on the inner ring, below 00
    assert not any(n.text == "PM" for n in nodes)
    pickers.time_tap(model, PKG, args, "face", 9)
    pickers.time_tap(model, PKG, args, "face", 9)                     # minute 45
    assert pickers.time_tap(model, PKG, args, "ok") == ("ok", (9, 45))


def test_every_face_number_is_hit_by_a_tap_on_its_centre():
    from venus_tasks.sim.screen.tree import hit

    model, minutes = _model(), pickers.time_state(4, 0)
    minutes["selection"] = "minute"
    for args in (pickers.time_state(16, 30, h24=True), pickers.time_state(4, 0), minutes):
        win = pickers.time_window(model, M, PKG, args, _act)
        face = [n for n in win.root.walk() if n.action and n.action[3] == "face"]
        assert len(face) == (24 if args["h24"] else 12)
        for n in face:
            x, y = (n.bounds[0] + n.bounds[2]) // 2, (n.bounds[1] + n.bounds[3]) // 2
            assert hit(win.root, x, y) is n, n.text
