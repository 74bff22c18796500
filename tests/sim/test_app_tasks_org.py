"""Tasks (org.tasks) on the simulated device: active tasks by due date with the date on
the row and the priority only as the check box's colour; a task opens its edit screen
(due date, priority, description); BACK returns; completed tasks are not listed."""

from __future__ import annotations

import io

from PIL import Image

from apps import tasks_org as T
from venus_tasks.sim import appdata
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.apps_ui.tasks_org import PRIORITY_COLORS
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap

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
    assert texts == ["My Tasks", "Water plants", "Mon, Oct 16", "Pay rent", "Wed, Oct 18", "Someday"]
    assert find(sh, "High") is None                                     # no priority text in the list
    box = next(e for e in elements(sh) if e.resource_id.endswith("/completeBox"))
    png = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")
    assert png.getpixel(box.bbox.center) == PRIORITY_COLORS[2]           # Water plants: low, blue
    tap(sh, "Pay rent")
    assert find(sh, rid="due_date").text == "Wednesday, October 18, 2023"
    radios = {e.resource_id.rsplit("/", 1)[-1]: e for e in elements(sh) if "/priority_" in e.resource_id}
    assert sorted(radios) == ["priority_high", "priority_low", "priority_medium", "priority_none"]
    assert [k for k, e in radios.items() if e.is_checked] == ["priority_high"]     # no text says it
    assert find(sh, "High") is None
    assert find(sh, rid="notes").text == "Transfer before noon"
    assert_dump_matches_screenshot(sh, model, "task edit")
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, rid="priority_high") is None and find(sh, "Pay rent") is not None

