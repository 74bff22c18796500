"""Contacts storage: ``contacts2.db``'s tables and the row writes behind the provider's
inserts, updates and deletes (AOSP ``ContactsProvider2``, ``ContactsDatabaseHelper`` and the
``DataRowHandler`` s at ``android-13.0.0_r84``); ``contacts`` routes URIs to them.

Storage: ``/data/data/com.android.providers.contacts/databases/contacts2.db`` with the real
table names (``accounts``, ``mimetypes``, ``packages``, ``raw_contacts``, ``contacts``,
``data``, ``phone_lookup``) and the columns the modelled behaviour needs (a subset of
``ContactsDatabaseHelper``'s; DDL written for the simulator). ``pm clear
com.android.providers.contacts`` deletes the file (and ``calllog.db``).

Behaviour modelled (``ContactsProvider2`` + the ``DataRowHandler`` s):

* Inserting a raw contact creates its contact (one contact per raw contact: the
  aggregator's merging of equal names is not modelled). Both or neither of
  ``account_name``/``account_type`` (``Must specify both or neither of ACCOUNT_NAME and
  ACCOUNT_TYPE``); neither = a local contact.
* ``data`` rows need ``raw_contact_id`` and ``mimetype``. A structured name's ``data1``
  (display name) is split into ``data2`` given / ``data5`` middle / ``data3`` family
  (and built from them when ``data1`` is missing); a phone gets ``data4`` (E.164 for
  ``+``/10/11-digit NANP numbers, else NULL) and a ``phone_lookup`` row.
* The raw contact's display name comes from its best data row by
  ``DisplayNameSources``: structured name 40 > nickname 35 > organization 30 > phone 20 >
  email 10; ``display_name_alt`` is ``Family, Given Middle``; ``sort_key`` = the display
  name; ``phonebook_label`` its first letter (``#`` otherwise), bucket A=1..Z=26, # = 27
  [inferred from ICU's English index].
* Deleting a local raw contact removes it, its data and, when it was the last one, its
  contact; a raw contact of an account is only marked ``deleted=1`` (``dirty=1``), as
  for a non-sync-adapter caller.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from venus_tasks.sim.providers.base import ProviderError

PACKAGE = "com.android.providers.contacts"
DB_PATH = f"/data/data/{PACKAGE}/databases/contacts2.db"
DB_VERSION = 1600                # ContactsDatabaseHelper.DATABASE_VERSION on Android 13 [inferred]

MIME_NAME = "vnd.android.cursor.item/name"
MIME_PHONE = "vnd.android.cursor.item/phone_v2"
MIME_EMAIL = "vnd.android.cursor.item/email_v2"
MIME_NICKNAME = "vnd.android.cursor.item/nickname"
MIME_ORGANIZATION = "vnd.android.cursor.item/organization"
MIME_NOTE = "vnd.android.cursor.item/note"

# ContactsContract.DisplayNameSources
SOURCE_UNDEFINED, SOURCE_EMAIL, SOURCE_PHONE, SOURCE_ORGANIZATION = 0, 10, 20, 30
SOURCE_NICKNAME, SOURCE_STRUCTURED_NAME = 35, 40
_SOURCE_OF = {MIME_NAME: SOURCE_STRUCTURED_NAME, MIME_NICKNAME: SOURCE_NICKNAME,
              MIME_ORGANIZATION: SOURCE_ORGANIZATION, MIME_PHONE: SOURCE_PHONE,
              MIME_EMAIL: SOURCE_EMAIL}

# ---------------------------------------------------------------- schema
_SCHEMA = (
    "CREATE TABLE accounts (_id INTEGER PRIMARY KEY AUTOINCREMENT, account_name TEXT, "
    "account_type TEXT, data_set TEXT, x_is_default INTEGER NOT NULL DEFAULT 0)",
    "CREATE TABLE mimetypes (_id INTEGER PRIMARY KEY AUTOINCREMENT, mimetype TEXT NOT NULL)",
    "CREATE UNIQUE INDEX mime_type ON mimetypes (mimetype)",
    "CREATE TABLE packages (_id INTEGER PRIMARY KEY AUTOINCREMENT, package TEXT NOT NULL)",
    "CREATE TABLE contacts (_id INTEGER PRIMARY KEY AUTOINCREMENT, name_raw_contact_id INTEGER "
    "REFERENCES raw_contacts(_id), photo_id INTEGER REFERENCES data(_id), photo_file_id INTEGER, "
    "custom_ringtone TEXT, send_to_voicemail INTEGER NOT NULL DEFAULT 0, "
    "x_times_contacted INTEGER NOT NULL DEFAULT 0, x_last_time_contacted INTEGER, "
    "starred INTEGER NOT NULL DEFAULT 0, pinned INTEGER NOT NULL DEFAULT 0, "
    "has_phone_number INTEGER NOT NULL DEFAULT 0, lookup TEXT, status_update_id INTEGER "
    "REFERENCES data(_id), contact_last_updated_timestamp INTEGER)",
    "CREATE TABLE raw_contacts (_id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER "
    "REFERENCES accounts(_id), sourceid TEXT, backup_id TEXT, raw_contact_is_read_only INTEGER "
    "NOT NULL DEFAULT 0, version INTEGER NOT NULL DEFAULT 1, dirty INTEGER NOT NULL DEFAULT 0, "
    "deleted INTEGER NOT NULL DEFAULT 0, metadata_dirty INTEGER NOT NULL DEFAULT 0, "
    "contact_id INTEGER REFERENCES contacts(_id), aggregation_mode INTEGER NOT NULL DEFAULT 0, "
    "aggregation_needed INTEGER NOT NULL DEFAULT 1, custom_ringtone TEXT, send_to_voicemail "
    "INTEGER NOT NULL DEFAULT 0, x_times_contacted INTEGER NOT NULL DEFAULT 0, "
    "x_last_time_contacted INTEGER, starred INTEGER NOT NULL DEFAULT 0, pinned INTEGER NOT NULL "
    "DEFAULT 0, display_name TEXT, display_name_alt TEXT, display_name_source INTEGER NOT NULL "
    "DEFAULT 0, phonetic_name TEXT, phonetic_name_style TEXT, sort_key TEXT, phonebook_label TEXT, "
    "phonebook_bucket INTEGER, sort_key_alt TEXT, phonebook_label_alt TEXT, phonebook_bucket_alt "
    "INTEGER, name_verified INTEGER NOT NULL DEFAULT 0, sync1 TEXT, sync2 TEXT, sync3 TEXT, "
    "sync4 TEXT)",
    "CREATE TABLE data (_id INTEGER PRIMARY KEY AUTOINCREMENT, package_id INTEGER REFERENCES "
    "package(_id), mimetype_id INTEGER REFERENCES mimetype(_id) NOT NULL, raw_contact_id INTEGER "
    "REFERENCES raw_contacts(_id) NOT NULL, hash_id TEXT, is_read_only INTEGER NOT NULL DEFAULT 0, "
    "is_primary INTEGER NOT NULL DEFAULT 0, is_super_primary INTEGER NOT NULL DEFAULT 0, "
    "data_version INTEGER NOT NULL DEFAULT 0, "
    + ", ".join(f"data{i} TEXT" for i in range(1, 15)) + ", data15 TEXT, "
    "data_sync1 TEXT, data_sync2 TEXT, data_sync3 TEXT, data_sync4 TEXT, "
    "carrier_presence INTEGER NOT NULL DEFAULT 0, preferred_phone_account_component_name TEXT, "
    "preferred_phone_account_id TEXT)",
    "CREATE TABLE phone_lookup (data_id INTEGER REFERENCES data(_id) NOT NULL, raw_contact_id "
    "INTEGER REFERENCES raw_contacts(_id) NOT NULL, normalized_number TEXT NOT NULL, "
    "min_match TEXT NOT NULL)",
    "CREATE INDEX phone_lookup_index ON phone_lookup (normalized_number,raw_contact_id,data_id)",
    "CREATE INDEX phone_lookup_min_match_index ON phone_lookup (min_match,raw_contact_id,data_id)",
)


def _create(con: sqlite3.Connection) -> None:
    for stmt in _SCHEMA:
        con.execute(stmt)


def stripped_reversed(number: str | None) -> str | None:
    """``PhoneNumberUtils.getStrippedReversed``: dialable characters, reversed."""
    if number is None:
        return None
    return "".join(ch for ch in str(number) if ch.isdigit() or ch in "+*#")[::-1]


def min_match(number: str) -> str:
    """``PhoneNumberUtils.toCallerIDMinMatch``: the last 7 dialable digits, reversed."""
    return (stripped_reversed(number) or "")[:7]


def e164(number: str) -> str | None:
    """``data4`` of a phone row [inferred]: ``+<digits>`` for international numbers and NANP
    10/11-digit numbers; NULL when the number cannot be normalised."""
    digits = "".join(ch for ch in number if ch.isdigit())
    if number.strip().startswith("+") and digits:
        return "+" + digits
    if len(digits) == 10:
        return "+1" + digits
    if len(digits) == 11 and digits.startswith("1"):
        return "+" + digits
    return None


def split_name(display: str) -> tuple[str | None, str | None, str | None]:
    """``NameSplitter`` for a western name: (given, middle, family)."""
    words = display.split()
    if not words:
        return None, None, None
    if len(words) == 1:
        return words[0], None, None
    if len(words) == 2:
        return words[0], None, words[1]
    return words[0], " ".join(words[1:-1]), words[-1]


def phonebook_label(name: str | None) -> tuple[str, int]:
    if not name:
        return "", 0
    first = name.strip()[:1].upper()
    if "A" <= first <= "Z":
        return first, ord(first) - ord("A") + 1
    return "#", 27


class ContactsStore:
    """Row writes on ``contacts2.db`` for ``ContactsProvider``, which supplies ``_now_ms``."""

    def _insert_raw(self, con: sqlite3.Connection, values: dict[str, Any]) -> int:
        values = dict(values)
        name, type_ = values.pop("account_name", None), values.pop("account_type", None)
        data_set = values.pop("data_set", None)
        if (name is None) != (type_ is None):
            raise ProviderError("Must specify both or neither of ACCOUNT_NAME and ACCOUNT_TYPE")
        acct = con.execute("SELECT _id FROM accounts WHERE account_name IS ? AND account_type IS ? "
                           "AND data_set IS ?", (name, type_, data_set)).fetchone()
        account_id = acct[0] if acct else con.execute(
            "INSERT INTO accounts (account_name, account_type, data_set) VALUES (?, ?, ?)",
            (name, type_, data_set)).lastrowid
        values["account_id"] = account_id
        values.setdefault("dirty", 1)
        values.setdefault("aggregation_needed", 0)
        cols = list(values)
        raw_id = self._exec(con, f"INSERT INTO raw_contacts ({', '.join(cols)}) VALUES "
                                 f"({', '.join('?' * len(cols))})", [values[c] for c in cols]).lastrowid
        contact_id = con.execute(
            "INSERT INTO contacts (name_raw_contact_id, starred, pinned, send_to_voicemail, "
            "custom_ringtone, has_phone_number, lookup, contact_last_updated_timestamp) "
            "SELECT _id, starred, pinned, send_to_voicemail, custom_ringtone, 0, ?, ? "
            "FROM raw_contacts WHERE _id = ?", (f"0r{raw_id}-", self._now_ms(), raw_id)).lastrowid
        con.execute("UPDATE raw_contacts SET contact_id = ? WHERE _id = ?", (contact_id, raw_id))
        self._refresh(con, raw_id)
        return raw_id

    def _insert_data(self, con: sqlite3.Connection, values: dict[str, Any]) -> int:
        values = dict(values)
        raw_id = values.pop("raw_contact_id", None)
        mimetype = values.pop("mimetype", None)
        if raw_id is None:
            raise ProviderError("raw_contact_id is required")
        if not mimetype:
            raise ProviderError("mimetype is required")
        if not con.execute("SELECT 1 FROM raw_contacts WHERE _id = ?", (int(raw_id),)).fetchone():
            raise ProviderError(f"Raw contact {raw_id} does not exist")
        res_package = values.pop("res_package", None)
        values["raw_contact_id"] = int(raw_id)
        values["mimetype_id"] = self._mimetype_id(con, str(mimetype))
        if res_package:
            row = con.execute("SELECT _id FROM packages WHERE package = ?", (res_package,)).fetchone()
            values["package_id"] = row[0] if row else con.execute(
                "INSERT INTO packages (package) VALUES (?)", (res_package,)).lastrowid
        self._fill_kind(str(mimetype), values)
        cols = list(values)
        data_id = self._exec(con, f"INSERT INTO data ({', '.join(cols)}) VALUES "
                                  f"({', '.join('?' * len(cols))})", [values[c] for c in cols]).lastrowid
        if mimetype == MIME_PHONE and values.get("data1"):
            number = str(values["data1"])
            con.execute("INSERT INTO phone_lookup VALUES (?, ?, ?, ?)",
                        (data_id, int(raw_id), values.get("data4") or stripped_reversed(number)[::-1],
                         min_match(number)))
        self._refresh(con, int(raw_id))
        return data_id

    @staticmethod
    def _fill_kind(mimetype: str, values: dict[str, Any]) -> None:
        if mimetype == MIME_NAME:
            if values.get("data1"):
                given, middle, family = split_name(str(values["data1"]))
                values.setdefault("data2", given)
                values.setdefault("data5", middle)
                values.setdefault("data3", family)
            else:
                parts = [values.get(k) for k in ("data4", "data2", "data5", "data3", "data6")]
                values["data1"] = " ".join(str(p) for p in parts if p) or None
        elif mimetype == MIME_PHONE and values.get("data1") and "data4" not in values:
            values["data4"] = e164(str(values["data1"]))

    @staticmethod
    def _mimetype_id(con: sqlite3.Connection, mimetype: str) -> int:
        row = con.execute("SELECT _id FROM mimetypes WHERE mimetype = ?", (mimetype,)).fetchone()
        return row[0] if row else con.execute("INSERT INTO mimetypes (mimetype) VALUES (?)",
                                              (mimetype,)).lastrowid

    @staticmethod
    def _exec(con: sqlite3.Connection, sql: str, params=()):
        try:
            return con.execute(sql, params)
        except sqlite3.Error as exc:
            raise ProviderError(f"{exc} (code 1 SQLITE_ERROR): , while compiling: {sql}",
                                "android.database.sqlite.SQLiteException") from exc

    def _refresh(self, con: sqlite3.Connection, raw_id: int) -> None:
        """Recompute the raw contact's display name and its contact's summary columns."""
        best = None
        for mimetype, data1, data2, data3, data5, data_id in con.execute(
                "SELECT m.mimetype, d.data1, d.data2, d.data3, d.data5, d._id FROM data d "
                "JOIN mimetypes m ON d.mimetype_id = m._id WHERE d.raw_contact_id = ? "
                "ORDER BY d._id", (raw_id,)):
            source = _SOURCE_OF.get(mimetype)
            if source is None or not data1:
                continue
            if best is None or source > best[0]:
                best = (source, str(data1), data2, data3, data5)
        if best is None:
            name = alt = None
            source = SOURCE_UNDEFINED
        else:
            source, name = best[0], best[1]
            alt = name
            if source == SOURCE_STRUCTURED_NAME and best[3]:
                given = " ".join(str(p) for p in (best[2], best[4]) if p)
                alt = f"{best[3]}, {given}" if given else str(best[3])
        label, bucket = phonebook_label(name)
        label_alt, bucket_alt = phonebook_label(alt)
        con.execute("UPDATE raw_contacts SET display_name=?, display_name_alt=?, "
                    "display_name_source=?, sort_key=?, sort_key_alt=?, phonebook_label=?, "
                    "phonebook_bucket=?, phonebook_label_alt=?, phonebook_bucket_alt=?, "
                    "version = version + 1 WHERE _id=?",
                    (name, alt, source, name, alt, label, bucket, label_alt, bucket_alt, raw_id))
        row = con.execute("SELECT contact_id FROM raw_contacts WHERE _id=?", (raw_id,)).fetchone()
        if row and row[0] is not None:
            self._refresh_contact(con, row[0])

    def _refresh_contact(self, con: sqlite3.Connection, contact_id: int) -> None:
        raws = con.execute("SELECT _id, display_name FROM raw_contacts WHERE contact_id=? AND "
                           "deleted=0 ORDER BY display_name_source DESC, _id", (contact_id,)).fetchall()
        if not raws:
            con.execute("DELETE FROM contacts WHERE _id=?", (contact_id,))
            return
        has_phone = con.execute(
            "SELECT COUNT(*) FROM data d JOIN mimetypes m ON d.mimetype_id = m._id JOIN "
            "raw_contacts rc ON d.raw_contact_id = rc._id WHERE rc.contact_id = ? AND "
            "rc.deleted = 0 AND m.mimetype = ?", (contact_id, MIME_PHONE)).fetchone()[0]
        name_raw, name = raws[0]
        lookup = f"0r{name_raw}-" + (name or "").upper().encode().hex().upper()
        con.execute("UPDATE contacts SET name_raw_contact_id=?, has_phone_number=?, lookup=?, "
                    "contact_last_updated_timestamp=? WHERE _id=?",
                    (name_raw, 1 if has_phone else 0, lookup, self._now_ms(), contact_id))

    def _reindex_phone(self, con: sqlite3.Connection, data_id: int) -> None:
        con.execute("DELETE FROM phone_lookup WHERE data_id=?", (data_id,))
        row = con.execute("SELECT d.raw_contact_id, d.data1, d.data4, m.mimetype FROM data d JOIN "
                          "mimetypes m ON d.mimetype_id = m._id WHERE d._id=?", (data_id,)).fetchone()
        if row and row[3] == MIME_PHONE and row[1]:
            con.execute("INSERT INTO phone_lookup VALUES (?, ?, ?, ?)",
                        (data_id, row[0], row[2] or stripped_reversed(row[1])[::-1], min_match(row[1])))

    def _delete_raw(self, con: sqlite3.Connection, raw_id: int) -> None:
        row = con.execute("SELECT rc.contact_id, a.account_name FROM raw_contacts rc LEFT JOIN "
                          "accounts a ON rc.account_id = a._id WHERE rc._id=?", (raw_id,)).fetchone()
        if row is None:
            return
        contact_id, account = row
        if account is None:                                  # local: really deleted
            con.execute("DELETE FROM phone_lookup WHERE raw_contact_id=?", (raw_id,))
            con.execute("DELETE FROM data WHERE raw_contact_id=?", (raw_id,))
            con.execute("DELETE FROM raw_contacts WHERE _id=?", (raw_id,))
        else:
            con.execute("UPDATE raw_contacts SET deleted=1, dirty=1 WHERE _id=?", (raw_id,))
        if contact_id is not None:
            self._refresh_contact(con, contact_id)
