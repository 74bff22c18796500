"""Joplin (``net.cozic.joplin``): notes and notebooks in ``joplin.sqlite``.

Store: ``/data/data/net.cozic.joplin/databases/joplin.sqlite``; AndroidWorld
(``task_evals/information_retrieval/joplin_app_utils.py``) writes ``folders``, ``notes`` and
``notes_normalized`` (the search index source). VenusBench tasks do not read it.

Schema source: laurent22/joplin ``packages/lib/JoplinDatabase.ts`` and
``packages/lib/services/database/migrations/4[2-6].ts`` at commit 0715340dc ("Android 3.0.1",
``versionCode 2097740``, the APK ``net.cozic.joplin_2097740.apk``). Joplin creates its
database by running ``structureSql`` and then every migration up to version 46; the
statements below are the resulting ``sqlite_master`` entries of the tables tasks touch
(``folders``, ``notes``, ``notes_normalized``, ``notes_fts`` and its triggers, ``version``),
obtained by replaying the app's own statements for those tables in order (``ALTER TABLE ADD
COLUMN`` appends to the stored ``CREATE TABLE``; version 30 rebuilt ``notes`` with ``order``
as ``NUMERIC`` and dropped its old indices). Joplin's other tables (tags, resources,
settings, sync, revisions, ...) are not recorded here.
"""

from __future__ import annotations

import dataclasses

from apps import rows, sqlite_store
from apps.base import ANDROID_METADATA, App, Database

DB_PATH = "/data/data/net.cozic.joplin/databases/joplin.sqlite"
DB_VERSION = 46

SCHEMA = (
    *ANDROID_METADATA,
    'CREATE TABLE folders ( id TEXT PRIMARY KEY, title TEXT NOT NULL DEFAULT "", created_time INT NOT NULL, updated_time INT NOT NULL , user_created_time INT NOT NULL DEFAULT 0, user_updated_time INT NOT NULL DEFAULT 0, encryption_cipher_text TEXT NOT NULL DEFAULT "", encryption_applied INT NOT NULL DEFAULT 0, parent_id TEXT NOT NULL DEFAULT "", is_shared INT NOT NULL DEFAULT 0, share_id TEXT NOT NULL DEFAULT "", master_key_id TEXT NOT NULL DEFAULT "", icon TEXT NOT NULL DEFAULT "", `user_data` TEXT NOT NULL DEFAULT "", `deleted_time` INT NOT NULL DEFAULT 0)',
    'CREATE INDEX folders_title ON folders (title)',
    'CREATE INDEX folders_updated_time ON folders (updated_time)',
    'CREATE TABLE version ( version INT NOT NULL , table_fields_version INT NOT NULL DEFAULT 0)',
    'CREATE INDEX folders_user_updated_time ON folders (user_updated_time)',
    'CREATE INDEX folders_encryption_applied ON folders (encryption_applied)',
    'CREATE TABLE `notes`(`id` TEXT PRIMARY KEY,`parent_id` TEXT NOT NULL DEFAULT "",`title` TEXT NOT NULL DEFAULT "",`body` TEXT NOT NULL DEFAULT "",`created_time` INT NOT NULL,`updated_time` INT NOT NULL,`is_conflict` INT NOT NULL DEFAULT 0,`latitude` NUMERIC NOT NULL DEFAULT 0,`longitude` NUMERIC NOT NULL DEFAULT 0,`altitude` NUMERIC NOT NULL DEFAULT 0,`author` TEXT NOT NULL DEFAULT "",`source_url` TEXT NOT NULL DEFAULT "",`is_todo` INT NOT NULL DEFAULT 0,`todo_due` INT NOT NULL DEFAULT 0,`todo_completed` INT NOT NULL DEFAULT 0,`source` TEXT NOT NULL DEFAULT "",`source_application` TEXT NOT NULL DEFAULT "",`application_data` TEXT NOT NULL DEFAULT "",`order` NUMERIC NOT NULL DEFAULT 0,`user_created_time` INT NOT NULL DEFAULT 0,`user_updated_time` INT NOT NULL DEFAULT 0,`encryption_cipher_text` TEXT NOT NULL DEFAULT "",`encryption_applied` INT NOT NULL DEFAULT 0,`markup_language` INT NOT NULL DEFAULT 1,`is_shared` INT NOT NULL DEFAULT 0, share_id TEXT NOT NULL DEFAULT "", conflict_original_id TEXT NOT NULL DEFAULT "", master_key_id TEXT NOT NULL DEFAULT "", `user_data` TEXT NOT NULL DEFAULT "", `deleted_time` INT NOT NULL DEFAULT 0)',
    'CREATE TABLE notes_normalized ( id TEXT NOT NULL, title TEXT NOT NULL DEFAULT "", body TEXT NOT NULL DEFAULT "", user_created_time INT NOT NULL DEFAULT 0, user_updated_time INT NOT NULL DEFAULT 0, is_todo INT NOT NULL DEFAULT 0, todo_completed INT NOT NULL DEFAULT 0, parent_id TEXT NOT NULL DEFAULT "", latitude NUMERIC NOT NULL DEFAULT 0, longitude NUMERIC NOT NULL DEFAULT 0, altitude NUMERIC NOT NULL DEFAULT 0, source_url TEXT NOT NULL DEFAULT "" , todo_due INT NOT NULL DEFAULT 0)',
    'CREATE INDEX notes_normalized_id ON notes_normalized (id)',
    'CREATE INDEX notes_normalized_user_created_time ON notes_normalized (user_created_time)',
    'CREATE INDEX notes_normalized_user_updated_time ON notes_normalized (user_updated_time)',
    'CREATE INDEX notes_normalized_is_todo ON notes_normalized (is_todo)',
    'CREATE INDEX notes_normalized_todo_completed ON notes_normalized (todo_completed)',
    'CREATE INDEX notes_normalized_parent_id ON notes_normalized (parent_id)',
    'CREATE INDEX notes_normalized_latitude ON notes_normalized (latitude)',
    'CREATE INDEX notes_normalized_longitude ON notes_normalized (longitude)',
    'CREATE INDEX notes_normalized_altitude ON notes_normalized (altitude)',
    'CREATE INDEX notes_normalized_source_url ON notes_normalized (source_url)',
    'CREATE VIRTUAL TABLE notes_fts USING fts4( content="notes_normalized", notindexed="id", notindexed="user_created_time", notindexed="user_updated_time", notindexed="is_todo", notindexed="todo_completed", notindexed="parent_id", notindexed="latitude", notindexed="longitude", notindexed="altitude", notindexed="source_url", id, title, body, user_created_time, user_updated_time, is_todo, todo_completed, parent_id, latitude, longitude, altitude, source_url)',
    'CREATE TRIGGER notes_fts_before_update BEFORE UPDATE ON notes_normalized BEGIN DELETE FROM notes_fts WHERE docid=old.rowid; END',
    'CREATE TRIGGER notes_fts_before_delete BEFORE DELETE ON notes_normalized BEGIN DELETE FROM notes_fts WHERE docid=old.rowid; END',
    'CREATE TRIGGER notes_after_update AFTER UPDATE ON notes_normalized BEGIN INSERT INTO notes_fts(docid, id, title, body, user_created_time, user_updated_time, is_todo, todo_completed, parent_id, latitude, longitude, altitude, source_url) SELECT rowid, id, title, body, user_created_time, user_updated_time, is_todo, todo_completed, parent_id, latitude, longitude, altitude, source_url FROM notes_normalized WHERE new.rowid = notes_normalized.rowid; END',
    'CREATE TRIGGER notes_after_insert AFTER INSERT ON notes_normalized BEGIN INSERT INTO notes_fts(docid, id, title, body, user_created_time, user_updated_time, is_todo, todo_completed, parent_id, latitude, longitude, altitude, source_url) SELECT rowid, id, title, body, user_created_time, user_updated_time, is_todo, todo_completed, parent_id, latitude, longitude, altitude, source_url FROM notes_normalized WHERE new.rowid = notes_normalized.rowid; END',
    'CREATE INDEX notes_normalized_todo_due ON notes_normalized (todo_due)',
    f"INSERT INTO version (version, table_fields_version) VALUES ({DB_VERSION}, 0)",
)

APP = App(
    name="joplin",
    package="net.cozic.joplin",
    activity="net.cozic.joplin/.MainActivity",
    label="Joplin",
    aliases=("joplin app",),
    databases=(Database(DB_PATH, SCHEMA, ("folders", "notes", "notes_normalized")),),
    apks=("net.cozic.joplin_2097740.apk",),
    version="3.0.1",
    permissions=("android.permission.ACCESS_COARSE_LOCATION", "android.permission.ACCESS_FINE_LOCATION"),
    source="AndroidWorld APK set (F-Droid: net.cozic.joplin)",
)
_DB = APP.databases[0]
_NORMALIZED = ("id", "title", "body", "user_created_time", "user_updated_time", "is_todo",
               "todo_completed", "parent_id", "latitude", "longitude", "altitude", "source_url",
               "todo_due")


@dataclasses.dataclass(frozen=True)
class Folder:
    """A row of ``folders`` (notebook). ``id`` is a 32-hex-digit string chosen by the caller."""

    id: str
    title: str
    created_time: int = 0
    updated_time: int = 0
    user_created_time: int = 0
    user_updated_time: int = 0
    parent_id: str = ""


@dataclasses.dataclass(frozen=True)
class Note:
    """A row of ``notes`` (the columns tasks set; the rest keep the table's defaults)."""

    id: str
    parent_id: str
    title: str
    body: str = ""
    created_time: int = 0
    updated_time: int = 0
    user_created_time: int = 0
    user_updated_time: int = 0
    is_todo: int = 0
    todo_due: int = 0
    todo_completed: int = 0
    markup_language: int = 1


def reset(device) -> None:
    """Delete the databases and let the app create them again, empty (``sqlite_store.reset``)."""
    sqlite_store.reset(device, APP)


def clear(device) -> None:
    """Delete all notes and notebooks (and the search rows)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        for table in ("notes_normalized", "notes", "folders"):
            conn.execute(f"DELETE FROM {table}")


def add_folders(device, folders: list[Folder]) -> None:
    """Insert notebooks."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        for f in folders:
            rows.insert(conn, "folders", f)


def add_notes(device, notes: list[Note]) -> None:
    """Insert notes and their ``notes_normalized`` rows (so that search finds them)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        for n in notes:
            rows.insert(conn, "notes", n)
            data = {k: v for k, v in rows.as_dict(n).items() if k in _NORMALIZED}
            rows.insert(conn, "notes_normalized", data)


def list_folders(device) -> list[Folder]:
    """All notebooks ordered by title."""
    found = sqlite_store.query(device, APP, _DB, "SELECT * FROM folders ORDER BY title, id")
    return [rows.from_row(Folder, r) for r in found]


def list_notes(device) -> list[Note]:
    """All notes ordered by title."""
    found = sqlite_store.query(device, APP, _DB, "SELECT * FROM notes ORDER BY title, id")
    return [rows.from_row(Note, r) for r in found]


def replace_all(device, folders: list[Folder], notes: list[Note]) -> None:
    """Delete every notebook and note, then insert ``folders`` and ``notes`` (with their
    search rows) in one write (``clear``, ``add_folders`` and ``add_notes`` in one pull
    and push)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        for table in ("notes_normalized", "notes", "folders"):
            conn.execute(f"DELETE FROM {table}")
        for f in folders:
            rows.insert(conn, "folders", f)
        for n in notes:
            rows.insert(conn, "notes", n)
            rows.insert(conn, "notes_normalized", {k: v for k, v in rows.as_dict(n).items() if k in _NORMALIZED})
