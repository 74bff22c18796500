"""MediLog on the simulated device, driven only by ``input`` commands on what ``uiautomator
dump`` shows: the tabs, a blood-pressure quick entry (a ``data`` row of type 2 with the
typed values as text and ``timestamp`` now in ms), number fields that keep only digits,
an entry without its systolic value not saved, the edit form with the date and time
pickers rewriting ``timestamp``, deleting after the question, a weight and a diary entry,
and the screens in every display variant."""

from __future__ import annotations

import datetime

import pytest

from apps import medilog
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.sim.clock import DEFAULT_START
from venus_tasks.sim.storage import appdata

START = "am start -n com.zell_mbc.medilog/.MainActivity"
NOW_MS = int(DEFAULT_START.timestamp()) * 1000
UTC = datetime.timezone.utc


def rows(model) -> list[tuple]:
    con = appdata.load_db(model.vfs.read(medilog.DB_PATH))
    try:
        return con.execute("SELECT timestamp, comment, type, value1, value2, value3, value4 FROM data "
                           "ORDER BY _id").fetchall()
    finally:
        con.close()


def add_button(sh):
    """The quick entry's add button: an ImageButton without a description (NAF)."""
    e = next(e for e in elements(sh) if e.class_name == "android.widget.ImageButton" and not e.content_description)
    sh("input tap %d %d" % e.bbox.center)


@pytest.fixture()
def app(sh, model):
    ticks = [0]
    model.clock.__init__(DEFAULT_START, monotonic_ns=lambda: ticks[0])
    sh(START)
    return ticks


def test_tabs_and_quick_entry_fields(sh, app):
    tabs = [e for e in elements(sh) if e.class_name == "android.widget.LinearLayout" and e.content_description]
    assert [(t.content_description, t.is_selected) for t in tabs] == [
        ("Weight", True), ("Blood Pressure", False), ("Diary", False)]
    assert find(sh, "MediLog") is not None and find(sh, "More options") is not None
    assert find(sh, "Weight", rid=None) is not None and find(sh, "kg") is not None
    tap(sh, "Blood Pressure")
    fields = [e.text for e in elements(sh) if e.class_name == "android.widget.EditText"]
    assert fields == ["Sys", "Dia", "Pulse", "Comment"]                # hints while empty


def test_blood_pressure_quick_entry(sh, model, app):
    tap(sh, "Blood Pressure")
    tap(sh, "Sys")
    sh("input text '128/'")                                           # inputType number: digits only
    sh("input keyevent 66")                                           # next field
    sh("input text 82; input keyevent 66; input text 71; input keyevent 66; input text 'after%scoffee'")
    assert [e.text for e in elements(sh) if e.class_name.endswith("EditText")] == ["128", "82", "71", "after coffee"]
    app[0] = 5 * 10**9
    add_button(sh)
    assert rows(model) == [(NOW_MS + 5000, "after coffee", 2, "128", "82", "71", "")]
    assert [e.text for e in elements(sh) if e.class_name.endswith("EditText")] == ["Sys", "Dia", "Pulse", "Comment"]
    assert find(sh, "10/15/23 3:34 PM") is not None and find(sh, "after coffee") is not None


def test_an_entry_without_systolic_is_not_saved(sh, model, app):
    tap(sh, "Blood Pressure")
    tap(sh, "Dia")
    sh("input text 82")
    add_button(sh)
    assert rows(model) == [] and find(sh, "82") is not None          # the field keeps its text


def test_edit_with_the_date_and_time_pickers(sh, model, app):
    tap(sh, "Blood Pressure")
    tap(sh, "Sys")
    sh("input text 128; input keyevent 66; input text 82; input keyevent 66; input text 71")
    add_button(sh)
    tap(sh, "128")
    assert find(sh, "Blood Pressure") is not None and find(sh, rid="etDate").text == "10/15/23"
    assert find(sh, rid="etTime").text == "3:34 PM" and find(sh, rid="etSys").text == "128"
    tap(sh, rid="etDate")
    tap(sh, "13 October 2023")
    tap(sh, "OK")
    assert find(sh, rid="etDate").text == "10/13/23"
    tap(sh, rid="etTime")
    tap(sh, "9 o'clock")                                               # the face moves on to minutes
    tap(sh, "15 minutes")
    tap(sh, "AM")
    tap(sh, "OK")
    assert find(sh, rid="etTime").text == "9:15 AM"
    e = find(sh, rid="etPulse")
    sh("input tap %d %d" % e.bbox.center)
    sh("input keyevent 67 67; input text 74")
    tap(sh, rid="btSave")
    expected = int(datetime.datetime(2023, 10, 13, 9, 15, tzinfo=UTC).timestamp()) * 1000
    assert rows(model) == [(expected, "", 2, "128", "82", "74", "")]   # the seconds (0) kept
    assert find(sh, "10/13/23 9:15 AM") is not None and find(sh, rid="etSys") is None


def test_cancelled_pickers_and_up_change_nothing_and_delete_asks(sh, model, app):
    tap(sh, "Blood Pressure")
    tap(sh, "Sys")
    sh("input text 120; input keyevent 66; input text 80")
    add_button(sh)
    before = rows(model)
    tap(sh, "120")
    tap(sh, rid="etDate")
    tap(sh, "01 October 2023")
    tap(sh, "Cancel")
    assert find(sh, rid="etDate").text == "10/15/23"
    tap(sh, "Navigate up")
    assert rows(model) == before
    tap(sh, "120")
    tap(sh, rid="btDelete")
    assert find(sh, "Do you really want to delete this entry?") is not None
    tap(sh, "No")
    assert rows(model) == before
    tap(sh, rid="btDelete")
    tap(sh, "Yes")
    assert rows(model) == [] and find(sh, "120") is None


def test_weight_and_diary_entries(sh, model, app):
    field = next(e for e in elements(sh) if e.class_name.endswith("EditText") and e.text == "Weight")
    sh("input tap %d %d" % field.bbox.center)
    sh("input text 71.4.5")                                           # numberDecimal: one point
    add_button(sh)
    tap(sh, "Diary")
    field = next(e for e in elements(sh) if e.class_name.endswith("EditText"))
    assert field.text == "Diary"
    sh("input tap %d %d" % field.bbox.center)
    sh("input text 'slept%sbadly'")
    add_button(sh)
    assert rows(model) == [(NOW_MS, "", 1, "71.45", "", "", ""), (NOW_MS, "slept badly", 3, "", "", "", "")]
    assert find(sh, "slept badly") is not None


VARIANTS = {"portrait": "", "night": "cmd uimode night yes",
            "landscape": "settings put system accelerometer_rotation 0; settings put system user_rotation 1",
            "small": "wm size 720x1280; wm density 280"}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_screens_agree_with_the_screenshot(sh, model, app, variant):
    tap(sh, "Blood Pressure")
    tap(sh, "Sys")
    sh("input text 128; input keyevent 66; input text 82")
    add_button(sh)
    if VARIANTS[variant]:
        sh(VARIANTS[variant])
    assert_dump_matches_screenshot(sh, model, f"{variant}/list")
    tap(sh, "128")
    assert_dump_matches_screenshot(sh, model, f"{variant}/edit")
    tap(sh, rid="etTime")
    assert_dump_matches_screenshot(sh, model, f"{variant}/time picker")


def test_launcher_icon_opens_the_app(sh, model):
    sh("input keyevent 3")
    tap(sh, "MediLog")
    assert find(sh, "More options") is not None
    assert "com.zell_mbc.medilog/.MainActivity" in sh("dumpsys activity activities | grep topResumedActivity")[0]
