"""MediLog (``com.zell_mbc.medilog``): weight, blood pressure and diary entries in one Room
table.

Version: 3.3.7, versionCode 5499 (the APK VenusBench-Mobile installs,
``com.zell_mbc.medilog_5499.apk``; fdroiddata ``metadata/com.zell_mbc.medilog.yml`` at
7ba30cc: ``versionName: 3.3.7``, ``commit: e143def391a1c37fd30cd4b4e895ddbc25464039`` of
codeberg.org/toz/medilog). That repository is on Codeberg, which this project cannot
read; the GitHub ``zell-mbc/MediLog`` is the 2019 1.x code. What is modelled comes from
compiled MediLog 2.x classes in the public code index (Kotlin 1.7.1 metadata):
``data/MediLogDB.kt`` ``Data`` (``_id`` Int, ``timestamp`` Long, ``comment`` String,
``type`` Int, ``value1``..``value4`` String, all non-null, strings defaulting to "")
and ``Settings`` (``_id``, ``type``, ``_key``, ``value``); ``data/DataDao.kt``;
``bloodpressure/BloodPressureChartFragment.kt`` (blood pressure is type 2 --
``ViewModel.init(2)`` --, ``value1`` systolic, ``value2`` diastolic, ``value3`` pulse,
``timestamp`` in ms since the epoch, formatted with ``SimpleDateFormat``); the
``*EditformBinding`` classes (each edit form: ``etDate``/``etTime`` text views, the
value ``EditText`` s, ``etComment``, ``btSave``/``btDelete`` floating buttons).

[inferred] (no source for 3.3.7 here): the database file name ``MediLogDatabase``; the
type ids 1 weight and 3 diary (2 is blood pressure, above); the diary text in
``comment``; Room's identity hash and schema version (not written: unknown). A real
device's store is the app's own, so the seed helpers below only insert rows into the
``data`` table the app created; if 3.3.7's ``data`` table differs, they fail there with
the SQLite error naming the column.

Rows as the app writes them [inferred from 2.x]: ``timestamp`` ms since the epoch,
values as the text typed (a weight "71.4", blood pressure "128", "82", "71"), unused
values "".

No first-run screens in the classes available (the ``MediLog`` application class only
checks the biometric-login preference, off by default).
"""

from __future__ import annotations

import datetime

from apps import sqlite_store
from apps.base import ANDROID_METADATA, App, Database

PACKAGE = "com.zell_mbc.medilog"
DB_PATH = f"/data/data/{PACKAGE}/databases/MediLogDatabase"
WEIGHT, BLOOD_PRESSURE, DIARY = 1, 2, 3
TYPE_NAMES = {WEIGHT: "Weight", BLOOD_PRESSURE: "Blood Pressure", DIARY: "Diary"}
COLUMNS = ("_id", "timestamp", "comment", "type", "value1", "value2", "value3", "value4")

SCHEMA = (
    *ANDROID_METADATA,
    "CREATE TABLE IF NOT EXISTS `data` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, "
    "`timestamp` INTEGER NOT NULL, `comment` TEXT NOT NULL, `type` INTEGER NOT NULL, "
    "`value1` TEXT NOT NULL, `value2` TEXT NOT NULL, `value3` TEXT NOT NULL, `value4` TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS `settings` (`_id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, "
    "`type` INTEGER NOT NULL, `_key` TEXT NOT NULL, `value` TEXT NOT NULL)",
)

APP = App(
    name="medilog",
    package=PACKAGE,
    activity=f"{PACKAGE}/.MainActivity",
    label="MediLog",
    aliases=("medilog app", "medi log"),
    databases=(Database(DB_PATH, SCHEMA, ("data", "settings")),),
    apks=("com.zell_mbc.medilog_5499.apk",),
    version="3.3.7",
    source="VenusBench-Mobile APK set (venusbench_mobile_files/apk; over 4 MiB, not in the public copy "
           "studied; F-Droid: com.zell_mbc.medilog, versionCode 5499)",
)
_DB = APP.databases[0]


def reset(device) -> None:
    """Delete the database and let the app create it again, empty."""
    sqlite_store.reset(device, APP)


def _ms(when: datetime.datetime) -> int:
    if when.tzinfo is None:
        raise ValueError("medilog rows need a timezone-aware time (timestamp is ms since the epoch)")
    return int(when.timestamp() * 1000)


def blood_pressure_row(systolic: int, diastolic: int, pulse: int | None, when: datetime.datetime,
                       comment: str = "") -> dict:
    """A blood-pressure entry: ``value1`` systolic, ``value2`` diastolic, ``value3`` pulse
    ("" when not given), as typed (whole mmHg / bpm)."""
    return {"timestamp": _ms(when), "comment": comment, "type": BLOOD_PRESSURE, "value1": str(int(systolic)),
            "value2": str(int(diastolic)), "value3": "" if pulse is None else str(int(pulse)), "value4": ""}


def weight_row(kg: str, when: datetime.datetime, comment: str = "") -> dict:
    """A weight entry: ``value1`` the weight as typed (e.g. "71.4"); ``kg`` is text so
    that what is stored is exactly what a user would type."""
    float(kg)                                            # a bad number fails here, not in the app
    return {"timestamp": _ms(when), "comment": comment, "type": WEIGHT, "value1": kg, "value2": "",
            "value3": "", "value4": ""}


def diary_row(text: str, when: datetime.datetime) -> dict:
    """A diary entry: the text in ``comment`` [inferred]."""
    return {"timestamp": _ms(when), "comment": text, "type": DIARY, "value1": "", "value2": "",
            "value3": "", "value4": ""}


def add_rows(device, rows: list[dict]) -> list[int]:
    """Insert ``data`` rows (``*_row``); returns their ``_id`` s."""
    cols = COLUMNS[1:]
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        return [conn.execute(f"INSERT INTO data ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                             tuple(r[c] for c in cols)).lastrowid for r in rows]


def replace_rows(device, rows: list[dict]) -> list[int]:
    """Delete every entry and insert ``rows`` (``*_row``) in one write; returns their ids."""
    cols = COLUMNS[1:]
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("DELETE FROM data")
        return [conn.execute(f"INSERT INTO data ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                             tuple(r[c] for c in cols)).lastrowid for r in rows]


def set_values(device, row_id: int, values: tuple[str, ...]) -> None:
    """Overwrite ``value1``.. of one entry (as the edit form's Save does with new values)."""
    sets = ", ".join(f"value{i + 1} = ?" for i in range(len(values)))
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute(f"UPDATE data SET {sets} WHERE _id = ?", (*values, row_id))


def list_rows(device, data_type: int | None = None) -> list[dict]:
    """``data`` rows (all, or of one type) by ``_id``."""
    if data_type is None:
        return sqlite_store.query(device, APP, _DB, "SELECT * FROM data ORDER BY _id")
    return sqlite_store.query(device, APP, _DB, "SELECT * FROM data WHERE type = ? ORDER BY _id", (data_type,))


def clear_rows(device) -> None:
    """Delete every entry."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("DELETE FROM data")


def local_now(device) -> datetime.datetime:
    """The device's clock as a timezone-aware datetime in its current UTC offset (``date
    "+%s %z"``, one shell call), to date entries as the device's user would.

    Raises:
      ValueError: ``date`` printed something else.
    """
    out = device.run(["date", "+%s %z"]).strip()
    try:
        secs, zone = out.split()
        sign = -1 if zone.startswith("-") else 1
        offset = datetime.timedelta(hours=int(zone[1:3]), minutes=int(zone[3:5])) * sign
        return datetime.datetime.fromtimestamp(int(secs), datetime.timezone(offset))
    except (ValueError, IndexError) as e:
        raise ValueError(f"medilog.local_now: `date \"+%s %z\"` printed {out!r}, not '<seconds> <+hhmm>'") from e
