"""Tasks (org.tasks) on the simulated device: active tasks by due date with the date on
the row and the priority only as the check box's colour; a task opens its editor (due
date, text-less priority radio buttons, description); BACK returns; completed tasks are
not listed. The editor (tasks/tasks 13.6.3 ``TaskEditFragment``): "Create new task", the
title, the due date sheet (shortcuts, the CalendarView's days "20 November 2023", OK /
Cancel / Back), the priority radios, the list chooser, the description; Save writes the
task, its list row and default reminders; Back with changes asks before discarding."""

from __future__ import annotations

import datetime
import io

from PIL import Image

from apps import tasks_org as T
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.sim.apps_ui.tasks_org import PRIORITY_COLORS
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.storage import appdata

DAY = 86_400_000
OCT16 = 1697414400000


def seed(sh, model, tasks) -> None:
    sh("am start -n " + T.APP.activity)
    con = appdata.load_db(model.vfs.read(T.DB_PATH))
    for title, importance, due, completed, notes in tasks:
        con.execute("INSERT INTO tasks (title, importance, dueDate, hideUntil, created, modified, completed, deleted, "
                    "notes, estimatedSeconds, elapsedSeconds, timerStart, notificationFlags, lastNotified, collapsed, "
                    "parent) VALUES (?, ?, ?, 0, 0, 0, ?, 0, ?, 0, 0, 0, 0, 0, 0, 0)",
                    (title, importance, due, completed, notes))
    model.vfs.write(T.DB_PATH, appdata.dump_db(con))
    sh("am force-stop org.tasks")
    sh("am start -n " + T.APP.activity)


def test_list_edit_screen_and_priority_colour(sh, model):
    seed(sh, model, [("Pay rent", 0, OCT16 + 2 * DAY, 0, "Transfer before noon"),
                     ("Water plants", 2, OCT16, 0, None),
                     ("Old chore", 0, OCT16, 1, None),
                     ("Someday", 3, 0, 0, None)])
    texts = [e.text for e in elements(sh) if e.text]
    assert texts == ["My Tasks", "Water plants", "Tmrw", "Pay rent", "Wed", "Someday"]     # relative days
    assert find(sh, "High") is None                                     # no priority text in the list
    box = next(e for e in elements(sh) if e.resource_id.endswith("/completeBox"))
    png = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")
    assert png.getpixel(box.bbox.center) == PRIORITY_COLORS[2]           # Water plants: low, blue
    tap(sh, "Pay rent")
    assert find(sh, "Wednesday") is not None                          # Oct 18 is within six days
    radios = sorted((e for e in elements(sh) if e.class_name == "android.widget.RadioButton"),
                    key=lambda e: e.bbox.x_min)
    assert len(radios) == 4 and not any(e.text or e.content_description or e.resource_id for e in radios)
    assert [e.is_checked for e in radios] == [False, False, False, True]   # none, low, medium, high
    png = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")
    assert png.getpixel(radios[3].bbox.center) == PRIORITY_COLORS[0]         # the checked one: a red dot
    assert png.getpixel(radios[0].bbox.center) != PRIORITY_COLORS[3]         # the others: a bare ring
    assert find(sh, "High") is None
    assert find(sh, "Transfer before noon").class_name == "android.widget.EditText"
    assert find(sh, "Save") is not None and find(sh, "Delete") is not None
    assert_dump_matches_screenshot(sh, model, "task edit")
    sh("input keyevent KEYCODE_BACK")                                    # no changes: closes at once
    assert find(sh, "Priority") is None and find(sh, "Pay rent") is not None



def _lists(model, names) -> None:
    con = appdata.load_db(model.vfs.read(T.DB_PATH))
    con.execute("INSERT INTO caldav_accounts (cda_uuid, cda_name, cda_account_type, cda_collapsed, cda_server_type) "
                "VALUES ('local', 'Local', 2, 0, -1)")
    for i, n in enumerate(names):
        con.execute("INSERT INTO caldav_lists (cdl_account, cdl_uuid, cdl_name, cdl_color, cdl_order, cdl_access, "
                    "cdl_last_sync) VALUES ('local', ?, ?, 0, ?, 0, 0)", ("u-" + n, n, i))
    model.vfs.write(T.DB_PATH, appdata.dump_db(con))


def _db(model, sql):
    return appdata.load_db(model.vfs.read(T.DB_PATH)).execute(sql).fetchall()


def test_create_a_task_with_date_priority_list_and_description(sh, model):
    seed(sh, model, [])
    _lists(model, ["My Tasks", "Work"])
    tap(sh, "Create new task")
    assert find(sh, rid="title").is_focused and find(sh, "Delete") is None
    sh("input text 'Renew passport'")
    tap(sh, "No due date")
    assert [e.text for e in elements(sh) if e.is_checked] == ["No date", "No time"]
    tap(sh, "Next month")
    assert find(sh, "20 November 2023").text == "20"
    tap(sh, "20 November 2023")
    assert find(sh, "20 November 2023").is_checked and find(sh, "Nov 20").is_checked   # the custom date button
    assert_dump_matches_screenshot(sh, model, "date sheet")
    tap(sh, "OK")
    assert find(sh, "Monday, November 20") is not None
    radios = sorted((e for e in elements(sh) if e.class_name == "android.widget.RadioButton"), key=lambda e: e.bbox.x_min)
    assert [e.is_checked for e in radios] == [False, True, False, False]          # a new task is low
    sh("input tap %d %d" % radios[2].bbox.center)                                   # medium
    tap(sh, "My Tasks")
    assert find(sh, "Local lists") is not None and find(sh, "Cancel") is not None
    tap(sh, "Work")
    assert find(sh, "When due") is not None and find(sh, "Description") is None   # below the default reminders
    sh("input swipe 540 1800 540 900 400")                              # scroll the rows
    tap(sh, "Description")
    sh("input text 'Bring photos'")
    assert _db(model, "SELECT COUNT(*) FROM tasks") == [(0,)]                     # nothing before Save
    tap(sh, "Save")
    noon = int(datetime.datetime(2023, 11, 20, 12, tzinfo=datetime.timezone.utc).timestamp() * 1000)
    assert _db(model, "SELECT title, importance, dueDate, notes, completed, deleted FROM tasks") == [
        ("Renew passport", 1, noon, "Bring photos", 0, 0)]
    assert _db(model, "SELECT cd_calendar, cd_deleted FROM caldav_tasks") == [("u-Work", 0)]
    assert _db(model, "SELECT time, type, repeat FROM alarms ORDER BY time") == [(0, 2, 0), (DAY, 2, 6)]
    assert find(sh, "Renew passport") is not None and find(sh, "Nov 20") is not None
    tap(sh, "Create new task")                                           # a second one, no date: no alarms
    sh("input text 'Renew visa'")
    tap(sh, "Save")
    assert _db(model, "SELECT title, importance, dueDate, notes FROM tasks ORDER BY _id")[1] == ("Renew visa", 2, 0, None)
    assert len({r[0] for r in _db(model, "SELECT remoteId FROM tasks")}) == 2
    assert _db(model, "SELECT COUNT(*) FROM alarms") == [(2,)]


def test_back_asks_before_discarding_and_the_sheet_keeps_its_selection_on_back(sh, model):
    seed(sh, model, [("Water plants", 3, OCT16 + 12 * 3_600_000, 0, None)])
    _lists(model, ["My Tasks", "Home"])
    tap(sh, "Create new task")
    assert find(sh, "Home") is not None and find(sh, "My Tasks") is None   # the first list by name
    sh("input text 'Draft'")
    sh("input keyevent KEYCODE_BACK")                                    # hides the keyboard
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Are you sure you want to discard your changes?") is not None
    tap(sh, "Keep editing")
    assert find(sh, "Draft") is not None
    sh("input keyevent KEYCODE_BACK")
    tap(sh, "Discard")
    assert _db(model, "SELECT title FROM tasks") == [("Water plants",)]
    tap(sh, "Water plants")
    assert find(sh, "Tomorrow") is not None                              # Oct 16, noon: date only
    tap(sh, "Tomorrow")
    tap(sh, "Next Sun")
    tap(sh, "Cancel")                                                    # Cancel drops the selection
    assert find(sh, "Tomorrow") is not None
    tap(sh, "Tomorrow")
    tap(sh, "Today")
    sh("input keyevent KEYCODE_BACK")                                    # cancelling hands it over
    assert find(sh, "Today") is not None
    tap(sh, "Today")
    tap(sh, "5 PM")
    assert [e.text for e in elements(sh) if e.is_checked] == ["Today", "5 PM", "15"]   # + the calendar day
    tap(sh, "OK")
    assert find(sh, "5 PM") is not None                               # today with a time: the time
    tap(sh, "5 PM")
    tap(sh, "Pick time")                                                 # MaterialTimePicker at 5 PM
    assert find(sh, "Select time") is not None and find(sh, "05").is_checked
    tap(sh, "9")                                                         # the hour: 9 PM, then the minutes
    tap(sh, "30")
    tap(sh, "OK")
    assert find(sh, "9:30 PM").is_checked                                # the custom time button
    tap(sh, "Pick time")
    sh("input keyevent KEYCODE_BACK")                                    # Back closes the time picker only
    assert find(sh, "Select time") is None and find(sh, "9:30 PM").is_checked
    tap(sh, "OK")
    tap(sh, "Save")
    today = int(datetime.datetime(2023, 10, 15, tzinfo=datetime.timezone.utc).timestamp() * 1000)
    assert _db(model, "SELECT dueDate FROM tasks") == [(today + (21 * 60 + 30) * 60_000 + 1000,)]   # seconds 1


def test_moving_a_task_marks_its_old_list_row_deleted(sh, model):
    seed(sh, model, [("Call the bank", 3, 0, 0, None)])
    _lists(model, ["My Tasks", "Home"])
    con = appdata.load_db(model.vfs.read(T.DB_PATH))
    con.execute("INSERT INTO caldav_tasks (cd_task, cd_calendar, cd_remote_id, cd_last_sync, cd_deleted, gt_moved, "
                "gt_remote_order) VALUES (1, 'u-My Tasks', 'r1', 0, 0, 0, 0)")
    model.vfs.write(T.DB_PATH, appdata.dump_db(con))
    tap(sh, "Call the bank")
    tap(sh, "My Tasks")
    tap(sh, "Home")
    tap(sh, "Save")
    rows = _db(model, "SELECT cd_calendar, cd_remote_id, cd_deleted > 0 FROM caldav_tasks ORDER BY cd_id")
    assert rows == [("u-My Tasks", "r1", 1), ("u-Home", "r1", 0)]
    assert _db(model, "SELECT COUNT(*) FROM alarms") == [(0,)]


def test_delete_asks_and_the_check_button_completes(sh, model):
    seed(sh, model, [("Call the bank", 3, 0, 0, None), ("Pay rent", 2, 0, 0, None)])
    tap(sh, "Call the bank")
    tap(sh, "Delete")
    assert find(sh, "Delete this task?") is not None
    tap(sh, "Cancel")
    tap(sh, "Delete")
    tap(sh, "OK")
    assert find(sh, "Call the bank") is None
    tap(sh, "Pay rent")
    fab = find(sh, rid="fab")
    assert fab.content_description == "" and fab.text == ""
    tap(sh, rid="fab")
    assert find(sh, "No tasks") is not None
    assert [r[0] > 0 for r in _db(model, "SELECT deleted FROM tasks ORDER BY _id")] == [True, False]
    assert [r[0] > 0 for r in _db(model, "SELECT completed FROM tasks ORDER BY _id")] == [False, True]


def test_a_tagged_task_shows_its_tags_as_chips_under_its_title(sh, model):
    """TaskViewHolder.setupChips: each tag of the task (tags -> tagdata) a chip in the row's
    chip_group, by name; an untagged row has no chip group."""
    from venus_tasks.sim.apps_ui import tasks_org_store as store
    from tests.sim.ui_helpers import elements

    sh("monkey -p org.tasks -c android.intent.category.LAUNCHER 1")
    lst = store.default_list(model)
    a = store.save(model, None, title="Renew passport", due=0, priority=3, notes="", list_uuid=lst)
    store.save(model, None, title="Water plants", due=0, priority=3, notes="", list_uuid=lst)
    store.add_tag(model, a, "Travel", 0xFF2196F3)
    store.add_tag(model, a, "Admin")
    sh("input keyevent KEYCODE_BACK")
    sh("monkey -p org.tasks -c android.intent.category.LAUNCHER 1")
    els = elements(sh)
    sh("uiautomator dump /sdcard/window_dump.xml")
    assert sh("cat /sdcard/window_dump.xml")[0].count('resource-id="org.tasks:id/chip_group"') == 1
    title = next(e for e in els if e.text == "Renew passport")
    chips = [e for e in els if e.text in ("Admin", "Travel")]
    assert [c.text for c in sorted(chips, key=lambda e: e.bbox.x_min)] == ["Admin", "Travel"]
    assert all(c.bbox.y_min >= title.bbox.y_max for c in chips)
