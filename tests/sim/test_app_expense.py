"""Pro Expense on the simulated device: the add button, the entry screen (fields, input
filter, categories that scroll sideways, Save writing ``accounting.db``), the detail
sheet, Delete, Edit and the empty-amount error -- driven only by ``input`` commands on
what ``uiautomator dump`` shows."""

from __future__ import annotations

import datetime

import pytest

from apps import expense
from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim.apps_ui import expense_store
from venus_tasks.sim.clock import DEFAULT_START
from venus_tasks.sim.storage import appdata

START = "am start -n com.arduia.expense/.ui.MainActivity"
NOW_MS = int(DEFAULT_START.timestamp()) * 1000


def rows(model) -> list[tuple]:
    con = appdata.load_db(model.vfs.read(expense.DB_PATH))
    try:
        return con.execute("SELECT name, amount, category, note, created_date, modified_date "
                           "FROM expense ORDER BY expense_id").fetchall()
    finally:
        con.close()


@pytest.fixture()
def app(sh, model):
    ticks = [0]
    model.clock.__init__(DEFAULT_START, monotonic_ns=lambda: ticks[0])
    sh(START)
    return ticks


def seed(model, *items):
    con = appdata.load_db(model.vfs.read(expense.DB_PATH))
    for name, amount, note, when in items:
        con.execute("INSERT INTO expense (name, amount, category, note, created_date, modified_date) "
                    "VALUES (?, ?, 3, ?, ?, ?)", (name, amount, note, when, when))
    model.vfs.write(expense.DB_PATH, appdata.dump_db(con))
    con.close()


def categories(sh) -> list[str]:
    seen = []
    for _ in range(12):
        seen += [e.text for e in elements(sh) if e.resource_id.endswith("/tv_name") and e.text not in seen]
        box = find(sh, rid="rv_category").bbox
        y = box.center[1]
        sh(f"input swipe 900 {y} 300 {y} 300")
    return seen


def test_add_button_opens_the_entry_screen_with_food_first(sh, app):
    assert find(sh, "No Items") is not None
    fab = find(sh, rid="fb_main_add")
    assert fab.is_clickable and fab.content_description == "" and fab.text == ""
    tap(sh, rid="fb_main_add")
    assert find(sh, "Expense Entry") is not None and find(sh, "15 Oct 2023 3:34 PM") is not None
    name = find(sh, rid="edt_name")
    assert name.text == "Name" and name.is_focused                   # edtName.requestFocus()
    assert find(sh, rid="edt_amount").text == "Amount" and find(sh, rid="edt_note").text == "Note"
    names = categories(sh)
    assert names == ["Food", "Income", "Housing", "Social", "Entertainment", "Transportation",
                     "Clothes", "Health Care", "Education", "Donation", "Others"]
    assert set(names) == set(expense.CATEGORIES.values())


def test_save_writes_a_row_with_cents_category_and_dates(sh, model, app):
    tap(sh, rid="fb_main_add")
    sh("input text 'Bus%sfare'; input keyevent KEYCODE_ENTER")      # ENTER: next field
    sh("input text 12.5x9; input keyevent 66; input text 'to work'")
    assert find(sh, rid="edt_amount").text == "12.59"                  # FloatingInputFilter
    for _ in range(4):
        if find(sh, "Transportation") is not None:
            break
        y = find(sh, rid="rv_category").bbox.center[1]
        sh(f"input swipe 900 {y} 300 {y} 300")
    tap(sh, "Transportation")
    app[0] = 90 * 10**9                                                # 90 s on the entry screen
    tap(sh, "Save")
    assert rows(model) == [("Bus fare", 1259, 7, "to work", NOW_MS + 90_000, NOW_MS)]
    assert find(sh, "Bus fare") is not None and find(sh, "12.59") is not None


def test_empty_amount_is_refused(sh, model, app):
    tap(sh, rid="fb_main_add")
    sh("input text Nothing")
    tap(sh, "Save")
    assert find(sh, "Cost is Empty") is not None and rows(model) == []
    sh("input keyevent 4; input keyevent 4")                          # keyboard, then the screen
    assert find(sh, "Expense Logs") is not None and find(sh, rid="edt_name") is None


def test_detail_sheet_delete_and_confirm(sh, model, app):
    seed(model, ("Rent", 120000, "October", NOW_MS - 3_600_000), ("Taxi", 1860, "", NOW_MS - 86_400_000))
    sh(START)
    tap(sh, "Rent")
    assert "u0 com.arduia.expense}" in sh("dumpsys window | grep mCurrentFocus")[0]
    texts = [e.text for e in elements(sh) if e.text]
    assert texts == ["Expense Detail", "Rent", "Amount", "1,200", "$", "Date", "Today 2:34 PM",
                     "Note", "October", "Edit"]
    sh("input keyevent KEYCODE_BACK")
    tap(sh, "Taxi")
    assert find(sh, "Yesterday 3:34 PM") is not None and find(sh, "Note") is None   # no note: hidden
    tap(sh, rid="btn_delete")
    assert [e.text for e in elements(sh) if e.text] == ["Delete Items", " item ", "will be deleted!", "Confirm"]
    sh("input tap 540 300")                                            # outside: cancelled
    assert len(rows(model)) == 2 and find(sh, "Rent") is not None
    tap(sh, "Taxi")
    tap(sh, rid="btn_delete")
    tap(sh, "Confirm")
    assert [r[0] for r in rows(model)] == ["Rent"] and find(sh, "Taxi") is None


def test_edit_updates_the_row(sh, model, app):
    seed(model, ("Lunch", 1275, "", NOW_MS - 7_200_000))
    sh(START)
    tap(sh, "Lunch")
    tap(sh, "Edit")
    assert find(sh, "Update Data") is not None and find(sh, rid="edt_amount").text == "12.75"
    tap(sh, rid="edt_amount")
    sh("input keyevent 67; input keyevent 67; input text 99")
    tap(sh, "Update")
    name, amount, category, *_ = rows(model)[0]
    assert (name, amount, category) == ("Lunch", 1299, 3)


def test_entry_scrolls_to_save_in_landscape(sh, model, app):
    sh("settings put system accelerometer_rotation 0; settings put system user_rotation 1")
    tap(sh, rid="fb_main_add")
    sh("input text Snack; input keyevent 66; input text 3")
    assert find(sh, "Save") is None
    sh("input swipe 1200 950 1200 350 300")
    tap(sh, "Save")
    assert [r[:2] for r in rows(model)] == [("Snack", 300)]


@pytest.mark.parametrize("delta, text", [
    (datetime.timedelta(hours=-2), "Today 1:34 PM"), (datetime.timedelta(days=-1), "Yesterday 3:34 PM"),
    (datetime.timedelta(days=-3), "2023 Oct 12"),                       # the formatter's quirk
    (datetime.timedelta(days=-40), "Sep 5"), (datetime.timedelta(days=-400), "2022 Sep 10")])
def test_dates_as_the_app_formats_them(model, delta, text):
    model.clock.__init__(DEFAULT_START, monotonic_ns=lambda: 0)
    assert expense_store.date_text(model, int((DEFAULT_START + delta).timestamp() * 1000)) == text
