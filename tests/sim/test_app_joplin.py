"""Joplin on the simulated device: "All notes" newest first, the side menu picks a
notebook, a note opens with its body line by line; BACK returns."""

from __future__ import annotations

from apps import joplin as J
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.sim.storage import appdata


def seed(sh, model) -> None:
    sh("am start -n " + J.APP.activity)
    con = appdata.load_db(model.vfs.read(J.DB_PATH))
    for fid, title in (("f1", "Work"), ("f2", "Home")):
        con.execute("INSERT INTO folders (id, title, created_time, updated_time) VALUES (?, ?, 0, 0)", (fid, title))
    for nid, parent, title, body, t in (("n1", "f1", "Standup", "Ask about the budget\nShip v2", 3),
                                        ("n2", "f2", "Groceries", "milk", 5), ("n3", "f1", "Retro", "", 1)):
        con.execute("INSERT INTO notes (id, parent_id, title, body, created_time, updated_time) "
                    "VALUES (?, ?, ?, ?, 0, ?)", (nid, parent, title, body, t))
    model.vfs.write(J.DB_PATH, appdata.dump_db(con))
    sh("am force-stop " + J.APP.package)
    sh("am start -n " + J.APP.activity)


def titles(sh):
    return [e.text for e in elements(sh) if e.resource_id.endswith("/note_title")]


def test_notebooks_notes_and_body(sh, model):
    seed(sh, model)
    assert find(sh, "All notes") is not None and titles(sh) == ["Groceries", "Standup", "Retro"]
    tap(sh, "Sidebar")
    assert [e.text for e in elements(sh) if e.resource_id.endswith("/folder_title")] == ["All notes", "Home", "Work"]
    tap(sh, "Work")
    assert find(sh, "Work") is not None and titles(sh) == ["Standup", "Retro"]
    assert_dump_matches_screenshot(sh, model, "joplin notebook")
    tap(sh, "Standup")
    assert_dump_matches_screenshot(sh, model, "joplin note")
    assert [e.text for e in elements(sh) if e.resource_id.endswith("/note_body")] == ["Ask about the budget", "Ship v2"]
    sh("input keyevent KEYCODE_BACK")
    assert titles(sh) == ["Standup", "Retro"]
