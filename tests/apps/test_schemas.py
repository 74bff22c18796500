"""Each recorded schema builds in SQLite and has the real apps' column names and types.

The expected columns are written out here from the sources cited in each app module's
docstring (Room schema JSON, SQLiteOpenHelper DDL, medialibrary, Joplin migrations), so a
typo in a module's DDL fails a test.
"""

from __future__ import annotations

import pytest

import apps
from apps import (audio_recorder, broccoli, expense, joplin, opentracks, osmand, retro_music,
                  simple_calendar, tasks_org, vlc)
from apps.rows import build, columns

EXPECTED = {
    (expense.DB_PATH, "expense"): [
        ("expense_id", "INTEGER"), ("name", "TEXT"), ("amount", "INTEGER"), ("category", "INTEGER"),
        ("note", "TEXT"), ("created_date", "INTEGER"), ("modified_date", "INTEGER")],
    (broccoli.DB_PATH, "recipes"): [
        ("recipeId", "INTEGER"), ("title", "TEXT"), ("imageName", "TEXT"), ("description", "TEXT"),
        ("servings", "TEXT"), ("preparationTime", "TEXT"), ("source", "TEXT"), ("ingredients", "TEXT"),
        ("directions", "TEXT"), ("favorite", "INTEGER")],
    (simple_calendar.DB_PATH, "events"): [
        ("id", "INTEGER"), ("start_ts", "INTEGER"), ("end_ts", "INTEGER"), ("title", "TEXT"),
        ("location", "TEXT"), ("description", "TEXT"), ("reminder_1_minutes", "INTEGER"),
        ("reminder_2_minutes", "INTEGER"), ("reminder_3_minutes", "INTEGER"), ("reminder_1_type", "INTEGER"),
        ("reminder_2_type", "INTEGER"), ("reminder_3_type", "INTEGER"), ("repeat_interval", "INTEGER"),
        ("repeat_rule", "INTEGER"), ("repeat_limit", "INTEGER"), ("repetition_exceptions", "TEXT"),
        ("attendees", "TEXT"), ("import_id", "TEXT"), ("time_zone", "TEXT"), ("flags", "INTEGER"),
        ("event_type", "INTEGER"), ("parent_id", "INTEGER"), ("last_updated", "INTEGER"), ("source", "TEXT"),
        ("availability", "INTEGER"), ("color", "INTEGER"), ("type", "INTEGER")],
    (tasks_org.DB_PATH, "tasks"): [
        ("_id", "INTEGER"), ("title", "TEXT"), ("importance", "INTEGER"), ("dueDate", "INTEGER"),
        ("hideUntil", "INTEGER"), ("created", "INTEGER"), ("modified", "INTEGER"), ("completed", "INTEGER"),
        ("deleted", "INTEGER"), ("notes", "TEXT"), ("estimatedSeconds", "INTEGER"),
        ("elapsedSeconds", "INTEGER"), ("timerStart", "INTEGER"), ("notificationFlags", "INTEGER"),
        ("lastNotified", "INTEGER"), ("recurrence", "TEXT"), ("repeat_from", "INTEGER"),
        ("calendarUri", "TEXT"), ("remoteId", "TEXT"), ("collapsed", "INTEGER"), ("parent", "INTEGER"),
        ("order", "INTEGER"), ("read_only", "INTEGER")],
    (opentracks.DB_PATH, "tracks"): [
        ("_id", "INTEGER"), ("name", "TEXT"), ("description", "TEXT"), ("category", "TEXT"),
        ("starttime", "INTEGER"), ("stoptime", "INTEGER"), ("numpoints", "INTEGER"),
        ("totaldistance", "FLOAT"), ("totaltime", "INTEGER"), ("movingtime", "INTEGER"),
        ("avgspeed", "FLOAT"), ("avgmovingspeed", "FLOAT"), ("maxspeed", "FLOAT"),
        ("minelevation", "FLOAT"), ("maxelevation", "FLOAT"), ("elevationgain", "FLOAT"), ("icon", "TEXT"),
        ("uuid", "BLOB"), ("elevationloss", "FLOAT"), ("starttime_offset", "INTEGER"),
        ("activity_type", "TEXT")],
    (osmand.DB_PATH, "map_markers"): [
        ("marker_id", "TEXT"), ("marker_lat", "double"), ("marker_lon", "double"),
        ("marker_description", "TEXT"), ("marker_active", "INT"), ("marker_added", "long"),
        ("marker_visited", "long"), ("group_name", "TEXT"), ("group_key", "TEXT"), ("marker_color", "INT"),
        ("marker_next_key", "TEXT"), ("marker_disabled", "INT"), ("marker_selected", "INT"),
        ("marker_map_object_name", "TEXT")],
    (vlc.DB_PATH, "PlaylistMediaRelation"): [
        ("media_id", "INTEGER"), ("playlist_id", "INTEGER"), ("position", "INTEGER")],
    (f"{retro_music.DATA_DIR}/playlist.db", "PlaylistEntity"): [
        ("playlist_id", "INTEGER"), ("playlist_name", "TEXT")],
    (f"{retro_music.DATA_DIR}/music_playback_state.db", "playing_queue"): [
        ("_id", "INT"), ("title", "STRING"), ("track", "INT"), ("year", "INT"), ("duration", "LONG"),
        ("_data", "STRING"), ("date_modified", "LONG"), ("album_id", "INT"), ("album", "STRING"),
        ("artist_id", "INT"), ("artist", "STRING"), ("composer", "STRING"), ("album_artist", "STRING")],
    (audio_recorder.DB_PATH, "records"): [
        ("_id", "INTEGER"), ("name", "TEXT"), ("duration", "LONG"), ("created", "LONG"), ("added", "LONG"),
        ("path", "TEXT"), ("format", "TEXT"), ("size", "LONG"), ("sample_rate", "INTEGER"),
        ("channel_count", "INTEGER"), ("bitrate", "INTEGER"), ("data", "BLOB"), ("bookmark", "INTEGER"),
        ("waveform_processed", "INTEGER"), ("data_str", "BLOB")],
}

# Column names only, for wide tables whose names are what tasks depend on.
EXPECTED_NAMES = {
    (joplin.DB_PATH, "notes"): [
        "id", "parent_id", "title", "body", "created_time", "updated_time", "is_conflict", "latitude",
        "longitude", "altitude", "author", "source_url", "is_todo", "todo_due", "todo_completed", "source",
        "source_application", "application_data", "order", "user_created_time", "user_updated_time",
        "encryption_cipher_text", "encryption_applied", "markup_language", "is_shared", "share_id",
        "conflict_original_id", "master_key_id", "user_data", "deleted_time"],
    (joplin.DB_PATH, "folders"): [
        "id", "title", "created_time", "updated_time", "user_created_time", "user_updated_time",
        "encryption_cipher_text", "encryption_applied", "parent_id", "is_shared", "share_id",
        "master_key_id", "icon", "user_data", "deleted_time"],
    (vlc.DB_PATH, "Playlist"): [
        "id_playlist", "name", "creation_date", "artwork_mrl", "nb_video", "nb_audio", "nb_unknown",
        "nb_present_video", "nb_present_audio", "nb_present_unknown", "duration", "nb_duration_unknown"],
    (f"{retro_music.DATA_DIR}/playlist.db", "SongEntity"): [
        "song_key", "playlist_creator_id", "id", "title", "track_number", "year", "duration", "data",
        "date_modified", "album_id", "album_name", "artist_id", "artist_name", "composer", "album_artist"],
}

ROOM = {  # database path -> (Room identity hash, user_version)
    expense.DB_PATH: ("27085a6798a70569f4984067458b86b2", 6),
    broccoli.DB_PATH: ("1548e88f42d976a4b4915ca1cfa71e00", 1),
    simple_calendar.DB_PATH: ("1d5b2fddcb258e43f2935820863057a9", 8),
    tasks_org.DB_PATH: ("a2597380bdfaeeb040d40bab2fc653c1", 88),
    f"{retro_music.DATA_DIR}/playlist.db": ("477d6210eb83b418129be8b2c2acb691", 24),
}


def _db(path):
    for app in apps.catalogue():
        for db in app.databases:
            if db.path == path:
                return db
    raise AssertionError(f"no catalogue database at {path}")


ALL_DBS = [(a.name, d) for a in apps.catalogue() for d in a.databases]


@pytest.mark.parametrize("app_name,db", ALL_DBS, ids=[d.path.rsplit("/", 1)[-1] for _, d in ALL_DBS])
def test_every_schema_builds_and_has_its_tables(app_name, db):
    conn = build(db.schema)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert set(db.tables) <= tables, (app_name, set(db.tables) - tables)
    assert db.path.startswith(f"/data/data/{apps.get_app(app_name).package}/")


@pytest.mark.parametrize("key", list(EXPECTED), ids=[t for _, t in EXPECTED])
def test_columns_and_types(key):
    path, table = key
    assert columns(build(_db(path).schema), table) == EXPECTED[key]


@pytest.mark.parametrize("key", list(EXPECTED_NAMES), ids=[t for _, t in EXPECTED_NAMES])
def test_column_names(key):
    path, table = key
    assert [c for c, _ in columns(build(_db(path).schema), table)] == EXPECTED_NAMES[key]


@pytest.mark.parametrize("path", list(ROOM))
def test_room_identity_hash_and_version(path):
    conn = build(_db(path).schema)
    identity, version = ROOM[path]
    assert conn.execute("SELECT identity_hash FROM room_master_table WHERE id = 42").fetchone() == (identity,)
    assert conn.execute("PRAGMA user_version").fetchone() == (version,)
    assert conn.execute("SELECT locale FROM android_metadata").fetchall() == [("en_US",)]


def test_android_metadata_replay_is_idempotent():
    # The simulator (like Android) may create android_metadata before the app's statements.
    stmts = ("CREATE TABLE android_metadata (locale TEXT)", "INSERT INTO android_metadata VALUES('en_US')",
             *expense.SCHEMA)
    assert build(stmts).execute("SELECT locale FROM android_metadata").fetchall() == [("en_US",)]


def test_vlc_store_is_native_without_android_metadata():
    conn = build(vlc.SCHEMA)
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'android_metadata'").fetchall() == []
    assert conn.execute("SELECT db_model_version FROM Settings").fetchall() == [(36,)]


def test_calendar_first_launch_inserts_regular_event_type():
    conn = build(simple_calendar.SCHEMA)
    assert conn.execute("SELECT id, title, color FROM event_types").fetchall() == [(1, "Regular event", -689152)]


def test_broccoli_fts_triggers_index_inserted_recipes():
    conn = build(broccoli.SCHEMA)
    conn.execute("INSERT INTO recipes (title, ingredients, favorite) VALUES ('Lentil soup', 'lentils', 0)")
    assert conn.execute("SELECT title FROM recipes_fts WHERE recipes_fts MATCH 'lentils'").fetchall() == [
        ("Lentil soup",)]


def test_joplin_normalized_notes_are_searchable():
    conn = build(joplin.SCHEMA)
    conn.execute("INSERT INTO notes_normalized (id, title, body) VALUES ('a1', 'Groceries', 'buy oat milk')")
    assert conn.execute("SELECT id FROM notes_fts WHERE notes_fts MATCH 'oat'").fetchall() == [("a1",)]
