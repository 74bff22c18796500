"""Real-app behaviour: first launch creates the app's databases from the catalogue's DDL;
``pm clear`` wipes them (AndroidWorld ``sqlite_utils.py``, ``app_snapshot.py``)."""

from __future__ import annotations

import sqlite3

import apps
import pytest

EXPENSE = apps.get_app("pro expense")
DB = EXPENSE.databases[0].path


def schema_of(con: sqlite3.Connection) -> set[tuple[str, str, str]]:
    return set(con.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT IN "
                           "('android_metadata', 'sqlite_sequence')"))


def reference_schema(db) -> set[tuple[str, str, str]]:
    return reference(db)[0]


def reference(db) -> tuple[set, list]:
    """(sqlite_master rows, room_master_table rows) of the catalogue DDL run by sqlite3."""
    con = sqlite3.connect(":memory:")
    for stmt in db.schema:
        con.execute(stmt)
    try:
        rooms = (con.execute("SELECT * FROM room_master_table").fetchall()
                 if any("room_master_table" in s for s in db.schema) else [])
        return schema_of(con), rooms
    finally:
        con.close()


def test_launch_creates_catalogue_database_pull_and_open(server, dev, tmp_path):
    assert not dev.sync.exists(DB)
    dev.shell(f"am start -n {EXPENSE.activity}")
    dev.root()
    assert dev.sync.exists(DB)
    local = tmp_path / "accounting.db"
    dev.sync.pull(DB, local)
    con = sqlite3.connect(local)
    try:
        assert schema_of(con) == reference_schema(EXPENSE.databases[0])
        assert con.execute("SELECT * FROM room_master_table").fetchall() == \
            reference(EXPENSE.databases[0])[1]
        assert con.execute("SELECT locale FROM android_metadata").fetchone() == ("en_US",)
        assert con.execute("SELECT count(*) FROM expense").fetchone() == (0,)
    finally:
        con.close()
    model = server.device(server.serials[0])
    uid = model.packages.get(EXPENSE.package).uid
    listing = dev.shell(f"ls -l {DB}")
    assert listing.startswith(f"-rw-rw---- 1 u0_a{uid - 10000} u0_a{uid - 10000} ")


def test_rows_written_with_sqlite3_show_on_screen_and_pm_clear_wipes(dev):
    dev.root()
    dev.shell(f"am start -n {EXPENSE.activity}")
    dev.shell(f"sqlite3 {DB} \"INSERT INTO expense(name, amount, category, note, created_date, "
              f"modified_date) VALUES('Coffee beans', 1250, 3, 'weekly', 1, 1)\"")
    assert dev.shell(f"sqlite3 {DB} 'SELECT name, category FROM expense'") == "Coffee beans|3"
    assert 'text="Coffee beans"' in dev.dump_hierarchy()
    assert dev.shell(f"pm clear {EXPENSE.package}") == "Success"
    assert not dev.sync.exists(DB)
    assert dev.shell(f"ls /data/data/{EXPENSE.package}") == "cache\ncode_cache"
    assert dev.app_current().package == "com.google.android.apps.nexuslauncher"


def test_push_back_a_modified_database(dev, tmp_path):
    """sqlite_utils.insert_rows_to_remote_db: pull, insert locally, push back."""
    dev.root()
    dev.shell(f"monkey -p {EXPENSE.package} -c android.intent.category.LAUNCHER 1")
    local = tmp_path / "db"
    dev.sync.pull(DB, local)
    con = sqlite3.connect(local)
    con.execute("INSERT INTO expense(name, amount, category, note, created_date, modified_date) "
                "VALUES ('Rent', 100000, 4, '', 2, 2)")
    con.commit()
    con.close()
    dev.sync.push(local, DB)
    assert dev.shell(f"sqlite3 {DB} 'SELECT count(*) FROM expense'") == "1"


@pytest.mark.parametrize("app", [a for a in apps.catalogue() if a.databases], ids=lambda a: a.name)
def test_every_catalogue_database_is_created_on_launch(model, app):
    model.launch(app.package)
    for db in app.databases:
        con = sqlite3.connect(":memory:")
        con.deserialize(model.vfs.read(db.path))
        try:
            assert schema_of(con) == reference_schema(db)
        finally:
            con.close()


def test_storage_app_creates_its_folder_and_lists_files(model, sh):
    markor = apps.get_app("markor")
    folder = markor.storage_dirs[0]
    sh(f"monkey -p {markor.package} 1")
    assert model.vfs.exists(folder)
    sh(f"echo '# hi' > {folder}/todo.md")
    sh("input keyevent 3")
    sh(f"am start -n {markor.activity}")
    sh("uiautomator dump")
    assert 'text="todo.md"' in sh("cat /sdcard/window_dump.xml")[0]
