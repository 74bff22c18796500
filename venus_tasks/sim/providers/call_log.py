"""``content://call_log/calls`` (AOSP ``ContactsProvider``: ``CallLogProvider`` over ``calllog.db``).

Storage: ``/data/data/com.android.providers.contacts/databases/calllog.db``, table ``calls``
with the Android 13 columns (``CallLogDatabaseHelper`` v11 at ``android-13.0.0_r84``; the
DDL here is written for the simulator). ``pm clear com.android.providers.contacts`` wipes it
together with the contacts, as on a device.

Query (``CallLogProvider.queryInternal``): projection map ``sCallsProjectionMap`` (an
``ArrayMap``), so a query without ``--projection`` prints its 41 columns in ArrayMap order
(``javamaps.arraymap_order``: ``formatted_number, duration, subject, ...``); strict: an
unknown column is ``Invalid column <name>``; hidden phone accounts are excluded
(``phone_account_hidden = 0``); no default sort (row order). ``content://call_log/calls/<id>``
addresses one row. Insert rejects unknown columns (``checkForSupportedColumns``) and
stamps ``last_modified``; delete is plain SQL over ``--where``. Voicemail rows (type 4)
are not hidden (``READ_VOICEMAIL`` is not modelled).

Rows the device itself logs (``add_call``) carry what Telecom's ``CallLogManager`` +
``CallLog.Calls.addCall`` write on an emulator: presentation 1, features 0, the
telephony phone account (``com.android.phone/com.android.services.telephony.
TelephonyConnectionService``, id ``1``, address = the emulator's own number
``1555521<console port>``), ``new`` 1, ``name`` from a matching contact (else NULL),
``is_read`` 0 for missed calls only, ``countryiso`` ``US``, ``add_for_all_users`` 1.
The account id and address values are inferred (a device log shows subscription_id=1 and
the line number), not measured on an emulator.
"""

from __future__ import annotations

import sqlite3
from typing import Any, Callable, Sequence

from venus_tasks.sim.providers.base import (SHELL_CALLER, Caller, ContentProvider, ProviderError,
                                            Row, Uri)
from venus_tasks.sim.providers.database import ProviderDatabase
from venus_tasks.sim.providers.javamaps import arraymap_order
from venus_tasks.sim.providers.query import check_columns, run_query

PACKAGE = "com.android.providers.contacts"
DB_PATH = f"/data/data/{PACKAGE}/databases/calllog.db"
DB_VERSION = 11                  # CallLogDatabaseHelper.DATABASE_VERSION (android-13.0.0_r84)
PHONE_ACCOUNT_COMPONENT = "com.android.phone/com.android.services.telephony.TelephonyConnectionService"

# calls table, in CREATE TABLE order (CallLog.Calls / VoicemailContract.Voicemails names)
_CALLS_TABLE = (
    ("_id", "INTEGER PRIMARY KEY AUTOINCREMENT"), ("number", "TEXT"),
    ("presentation", "INTEGER NOT NULL DEFAULT 1"), ("post_dial_digits", "TEXT NOT NULL DEFAULT ''"),
    ("via_number", "TEXT NOT NULL DEFAULT ''"), ("date", "INTEGER"), ("duration", "INTEGER"),
    ("data_usage", "INTEGER"), ("type", "INTEGER"), ("features", "INTEGER NOT NULL DEFAULT 0"),
    ("subscription_component_name", "TEXT"), ("subscription_id", "TEXT"),
    ("phone_account_address", "TEXT"), ("phone_account_hidden", "INTEGER NOT NULL DEFAULT 0"),
    ("sub_id", "INTEGER DEFAULT -1"), ("new", "INTEGER"), ("name", "TEXT"),
    ("numbertype", "INTEGER"), ("numberlabel", "TEXT"), ("countryiso", "TEXT"),
    ("voicemail_uri", "TEXT"), ("is_read", "INTEGER"), ("geocoded_location", "TEXT"),
    ("lookup_uri", "TEXT"), ("matched_number", "TEXT"), ("normalized_number", "TEXT"),
    ("photo_id", "INTEGER NOT NULL DEFAULT 0"), ("photo_uri", "TEXT"), ("formatted_number", "TEXT"),
    ("add_for_all_users", "INTEGER NOT NULL DEFAULT 1"), ("last_modified", "INTEGER DEFAULT 0"),
    ("call_screening_component_name", "TEXT"), ("call_screening_app_name", "TEXT"),
    ("block_reason", "INTEGER NOT NULL DEFAULT 0"), ("missed_reason", "INTEGER NOT NULL DEFAULT 0"),
    ("priority", "INTEGER NOT NULL DEFAULT 0"), ("subject", "TEXT"), ("location", "TEXT"),
    ("composer_photo_uri", "TEXT"),
    ("is_call_log_phone_account_migration_pending", "INTEGER NOT NULL DEFAULT 0"),
    ("_data", "TEXT"), ("has_content", "INTEGER"), ("mime_type", "TEXT"), ("source_data", "TEXT"),
    ("source_package", "TEXT"), ("transcription", "TEXT"),
    ("transcription_state", "INTEGER NOT NULL DEFAULT 0"), ("state", "INTEGER"),
    ("dirty", "INTEGER NOT NULL DEFAULT 0"), ("deleted", "INTEGER NOT NULL DEFAULT 0"),
    ("backed_up", "INTEGER NOT NULL DEFAULT 0"), ("restored", "INTEGER NOT NULL DEFAULT 0"),
    ("archived", "INTEGER NOT NULL DEFAULT 0"), ("is_omtp_voicemail", "INTEGER NOT NULL DEFAULT 0"),
)

# sCallsProjectionMap keys in put() order (CallLogProvider, android-13.0.0_r84)
_PROJECTION_KEYS = (
    "_id", "number", "post_dial_digits", "via_number", "presentation", "date", "duration",
    "data_usage", "type", "features", "subscription_component_name", "subscription_id",
    "phone_account_hidden", "phone_account_address", "new", "voicemail_uri", "transcription",
    "transcription_state", "is_read", "name", "numbertype", "numberlabel", "countryiso",
    "geocoded_location", "lookup_uri", "matched_number", "normalized_number", "photo_id",
    "photo_uri", "formatted_number", "add_for_all_users", "last_modified",
    "call_screening_component_name", "call_screening_app_name", "block_reason", "missed_reason",
    "priority", "composer_photo_uri", "subject", "location",
    "is_call_log_phone_account_migration_pending",
)
COLUMNS = tuple(arraymap_order(_PROJECTION_KEYS))


def _create(con: sqlite3.Connection) -> None:
    con.execute("CREATE TABLE calls (" + ", ".join(f"{n} {d}" for n, d in _CALLS_TABLE) + ")")
    con.execute("CREATE TABLE voicemail_status (_id INTEGER PRIMARY KEY AUTOINCREMENT, "
                "source_package TEXT NOT NULL, phone_account_component_name TEXT, "
                "phone_account_id TEXT, settings_uri TEXT, voicemail_access_uri TEXT, "
                "configuration_state INTEGER, data_channel_state INTEGER, "
                "notification_channel_state INTEGER, quota_occupied INTEGER DEFAULT -1, "
                "quota_total INTEGER DEFAULT -1, source_type TEXT)")
    con.execute("CREATE TABLE properties (property_key TEXT PRIMARY KEY, property_value TEXT)")


class CallLogProvider(ContentProvider):
    """``content://call_log/calls[/<id>]`` over ``calllog.db``; also the model's call log."""

    authority = "call_log"

    def __init__(self, vfs, owner_uid: int, now_ms: Callable[[], int], own_number: str,
                 name_lookup: Callable[[str], str | None] | None = None):
        self.db = ProviderDatabase(vfs, DB_PATH, owner_uid, "calls", _create, DB_VERSION)
        self._now_ms = now_ms
        self.own_number = own_number
        self._name_lookup = name_lookup

    def _target(self, uri: Uri) -> str | None:
        seg = uri.segments
        if seg == ("calls",):
            return None
        if len(seg) == 2 and seg[0] == "calls" and seg[1].isdigit():
            return f"_id = {int(seg[1])}"
        raise ProviderError(f"Unknown URL {uri.raw}")

    def query(self, uri: Uri, projection: Sequence[str] | None, selection: str | None,
              sort: str | None, caller: Caller = SHELL_CALLER) -> tuple[list[str], list[Row]]:
        where = " AND ".join(c for c in (self._target(uri), "phone_account_hidden = 0") if c)
        with self.db.connect() as con:
            return run_query(con, "calls", COLUMNS, projection, selection, sort, where=where)

    def insert(self, uri: Uri, values: dict[str, Any], caller: Caller = SHELL_CALLER) -> str:
        if self._target(uri) is not None:
            raise ProviderError(f"Cannot insert into URL: {uri.raw}")
        check_columns(values, COLUMNS)
        values = dict(values)
        values["last_modified"] = self._now_ms()
        with self.db.connect() as con:
            return f"content://call_log/calls/{self._insert(con, values)}"

    @staticmethod
    def _insert(con: sqlite3.Connection, values: dict[str, Any]) -> int:
        cols = list(values)
        try:
            return con.execute(f"INSERT INTO calls ({', '.join(cols)}) VALUES "
                               f"({', '.join('?' * len(cols))})", [values[c] for c in cols]).lastrowid
        except sqlite3.Error as exc:
            raise ProviderError(str(exc), "android.database.sqlite.SQLiteException") from exc

    def update(self, uri: Uri, values: dict[str, Any], selection: str | None,
               caller: Caller = SHELL_CALLER) -> int:
        check_columns(values, COLUMNS)
        if not values:
            return 0
        where = " AND ".join(f"({c})" for c in (self._target(uri), selection) if c)
        values = dict(values, last_modified=self._now_ms())
        cols = list(values)
        with self.db.connect() as con:
            try:
                return con.execute(f"UPDATE calls SET {', '.join(f'{c}=?' for c in cols)}"
                                   + (f" WHERE {where}" if where else ""),
                                   [values[c] for c in cols]).rowcount
            except sqlite3.Error as exc:
                raise ProviderError(str(exc), "android.database.sqlite.SQLiteException") from exc

    def delete(self, uri: Uri, selection: str | None, caller: Caller = SHELL_CALLER) -> int:
        where = " AND ".join(f"({c})" for c in (self._target(uri), selection) if c)
        with self.db.connect() as con:
            try:
                return con.execute("DELETE FROM calls" + (f" WHERE {where}" if where else "")).rowcount
            except sqlite3.Error as exc:
                raise ProviderError(str(exc), "android.database.sqlite.SQLiteException") from exc

    # ------------------------------------------------------------ the device's own log
    def add_call(self, number: str, type_: int, date: int, duration: int) -> dict:
        """Log a finished call as Telecom does; returns the row (column -> value)."""
        values = {
            "number": number, "post_dial_digits": "", "via_number": "", "presentation": 1,
            "type": type_, "features": 0, "date": date, "duration": duration,
            "subscription_component_name": PHONE_ACCOUNT_COMPONENT, "subscription_id": "1",
            "phone_account_address": self.own_number, "new": 1,
            "name": self._name_lookup(number) if self._name_lookup else None,
            "add_for_all_users": 1, "block_reason": 0, "call_screening_app_name": None,
            "call_screening_component_name": None, "missed_reason": 0, "priority": 0,
            "subject": None, "is_call_log_phone_account_migration_pending": 0,
            "countryiso": "US", "geocoded_location": "", "last_modified": self._now_ms(),
        }
        if type_ == 3:
            values["is_read"] = 0
        with self.db.connect() as con:
            row_id = self._insert(con, values)
            cur = con.execute("SELECT * FROM calls WHERE _id=?", (row_id,))
            names = [d[0] for d in cur.description]
            return dict(zip(names, cur.fetchone()))

    def records(self) -> list[dict]:
        """Every call-log row, in row order."""
        with self.db.connect() as con:
            cur = con.execute("SELECT * FROM calls ORDER BY _id")
            names = [d[0] for d in cur.description]
            return [dict(zip(names, r)) for r in cur.fetchall()]

    def clear(self) -> None:
        with self.db.connect() as con:
            con.execute("DELETE FROM calls")
