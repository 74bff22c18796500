"""Audio Recorder (``com.dimowner.audiorecorder``): recordings are files in app-specific storage.

Recordings: ``/storage/emulated/0/Android/data/com.dimowner.audiorecorder/files/Music/records``
(AndroidWorld ``task_evals/single/audio_recorder.py``, default format ``m4a``). The app
also indexes them in ``/data/data/com.dimowner.audiorecorder/databases/records.db``.

Schema source: Dimowner/AudioRecorder commit 05545b9 (``versionCode 926``, ``versionName
0.9.26``, the APK ``com.dimowner.audiorecorder_926.apk``):
``app/src/main/java/com/dimowner/audiorecorder/data/database/SQLiteHelper.java``
(``DATABASE_NAME = "records.db"``, ``DATABASE_VERSION = 3``; ``onCreate`` runs
``CREATE_RECORDS_TABLE_SCRIPT`` then ``CREATE_TRASH_TABLE_SCRIPT``).
"""

from __future__ import annotations

import posixpath

from apps import sqlite_store
from apps.base import ANDROID_METADATA, App, Database

RECORDS_DIR = "/storage/emulated/0/Android/data/com.dimowner.audiorecorder/files/Music/records"
DB_PATH = "/data/data/com.dimowner.audiorecorder/databases/records.db"
_COMMON = ("name TEXT NOT NULL, duration LONG NOT NULL, created LONG NOT NULL, added LONG NOT NULL, ")
_TAIL = ("path TEXT NOT NULL, format TEXT NOT NULL DEFAULT '', size LONG NOT NULL DEFAULT 0, "
         "sample_rate INTEGER NOT NULL DEFAULT 0, channel_count INTEGER NOT NULL DEFAULT 0, "
         "bitrate INTEGER NOT NULL DEFAULT 0, data BLOB NOT NULL, bookmark INTEGER NOT NULL DEFAULT 0, "
         "waveform_processed INTEGER NOT NULL DEFAULT 0, data_str BLOB NOT NULL);")

SCHEMA = (
    *ANDROID_METADATA,
    f"CREATE TABLE records (_id INTEGER PRIMARY KEY AUTOINCREMENT, {_COMMON}{_TAIL}",
    f"CREATE TABLE trash (_id INTEGER PRIMARY KEY AUTOINCREMENT, {_COMMON}removed LONG NOT NULL, {_TAIL}",
    "PRAGMA user_version = 3",
)

APP = App(
    name="audio recorder",
    package="com.dimowner.audiorecorder",
    activity="com.dimowner.audiorecorder/com.dimowner.audiorecorder.app.welcome.WelcomeActivity",
    label="Audio Recorder",
    aliases=("recorder", "voice recorder"),
    databases=(Database(DB_PATH, SCHEMA, ("records", "trash")),),
    storage_dirs=(RECORDS_DIR,),
    apks=("com.dimowner.audiorecorder_926.apk",),
    version="0.9.26",
    permissions=("android.permission.RECORD_AUDIO", "android.permission.POST_NOTIFICATIONS"),
    source="AndroidWorld APK set (F-Droid: com.dimowner.audiorecorder)",
)


def reset(device) -> None:
    """``pm clear`` (also empties the app-specific recordings folder), then one launch so
    that the app recreates ``records.db`` (empty ``records`` and ``trash`` tables): an
    episode starts with the store the app would have."""
    device.clear_app(APP.package)
    sqlite_store.ensure_created(device, APP, APP.databases[0])


def clear_recordings(device) -> None:
    """Delete every recording file (the folder stays)."""
    device.remove(RECORDS_DIR)
    device.mkdir(RECORDS_DIR)


def add_recording(device, name: str, data: bytes) -> str:
    """Write a recording file ``name`` (e.g. ``"Meeting.m4a"``); returns its path."""
    if "/" in name:
        raise ValueError(f"recording names are plain file names: {name!r}")
    device.mkdir(RECORDS_DIR)
    path = posixpath.join(RECORDS_DIR, name)
    device.push_bytes(data, path)
    return path


def list_recordings(device) -> list[str]:
    """Recording file names, sorted."""
    return device.listdir(RECORDS_DIR)


def list_records(device) -> list[dict]:
    """The app's ``records`` rows ordered by ``_id`` (``duration`` in microseconds, ``path``
    the recording file; see the module docstring's schema source)."""
    return sqlite_store.query(device, APP, APP.databases[0],
                              "SELECT _id, name, duration, path, format FROM records ORDER BY _id")


def add_saved_record(device, seconds: float, now_ms: int = 1_697_384_040_000) -> str:
    """Save a recording as the app does when one is stopped: the next ``Record-<n>.m4a``
    file (a seeded tone of ``seconds``) and its ``records`` row (duration in microseconds,
    44.1 kHz mono AAC at 128 kbps, as the app's defaults). Returns the file's path."""
    from venus_tasks.data import audio

    with sqlite_store.pulled(device, APP, APP.databases[0], write=True) as conn:
        n = conn.execute("SELECT COUNT(*) FROM records").fetchone()[0] + 1
        name = f"Record-{n}"
        blob = audio.m4a_bytes(n, seconds)
        path = add_recording(device, name + ".m4a", blob)
        conn.execute("INSERT INTO records (name, duration, created, added, path, format, size, sample_rate, "
                     "channel_count, bitrate, data, bookmark, waveform_processed, data_str) "
                     "VALUES (?, ?, ?, ?, ?, 'm4a', ?, 44100, 1, 128000, ?, 0, 0, '')",
                     (name, int(seconds * 1e6), now_ms, now_ms, path, len(blob), b""))
    return path
