"""``content://sms`` (AOSP ``TelephonyProvider``: ``SmsProvider`` over ``mmssms.db``).

Storage: ``/data/data/com.android.providers.telephony/databases/mmssms.db`` with the
Android 13 tables ``sms``, ``threads`` and ``canonical_addresses`` (column names, order,
types and defaults as in ``MmsSmsDatabaseHelper`` at ``android-13.0.0_r18``; the DDL here is
written for the simulator), plus ``raw``, ``attachments``, ``sr_pending`` and the
``sms_restricted`` view, and MMS's ``pdu`` table (``providers/mms.py``). The other MMS
tables and the FTS ``words`` table are not modelled.

Behaviour (``SmsProvider.java``, same tag):

* URIs ``content://sms`` (all), ``/inbox`` (type 1), ``/sent`` (2), ``/draft`` (3),
  ``/outbox`` (4), ``/failed`` (5), ``/queued`` (6), ``/<id>``, ``/<box>/<id>``,
  ``/conversations/<thread_id>``.
* Query: all columns of ``sms`` in table order unless ``--projection``; default order
  ``date DESC`` (``Telephony.Sms.DEFAULT_SORT_ORDER``). Shell and root are not system,
  phone or the default SMS app, so ``ProviderUtil.isAccessRestricted`` holds and they read
  the ``sms_restricted`` view: only inbox and sent messages.
* Insert: ``type`` from the URI unless given; ``date`` = now if missing; ``thread_id`` from
  ``Threads.getOrCreateThreadId(address)``; non-inbox messages are marked ``read=1``;
  inbox messages get ``person`` from a contact with that number; ``creator`` = the calling
  package (``com.android.shell`` / ``root``). Then the thread's ``date`` (now, in whole
  seconds: ``strftime('%s','now') * 1000``), ``snippet``, ``message_count`` and ``read``
  are updated (the ``sms_update_thread_on_insert`` trigger). A new thread's ``date`` is
  whole seconds too (``MmsSmsProvider.insertThread``: ``date - date % 1000``), so two
  threads written within one second tie, and their order is the database's, as on a
  device.
* Delete: rows matching ``--where`` (and the URI); threads left without messages are
  deleted, the others recounted (``MmsSmsDatabaseHelper.updateThreads``).

Permissions (``READ_SMS``/``WRITE_SMS``, AppOps) are not enforced.
"""

from __future__ import annotations

import sqlite3
from typing import Any, Callable, Sequence

from venus_tasks.sim.providers.base import (SHELL_CALLER, Caller, ContentProvider, ProviderError,
                                            Row, Uri)
from venus_tasks.sim.providers.database import ProviderDatabase
from venus_tasks.sim.providers.mms import SCHEMA as MMS_SCHEMA
from venus_tasks.sim.providers.query import run_query

PACKAGE = "com.android.providers.telephony"
DB_PATH = f"/data/data/{PACKAGE}/databases/mmssms.db"
DB_VERSION = 67        # MmsSmsDatabaseHelper.DATABASE_VERSION on android-13.0.0_r18

# Telephony.Sms message types (TextBasedSmsColumns.MESSAGE_TYPE_*)
MESSAGE_TYPE_ALL, MESSAGE_TYPE_INBOX, MESSAGE_TYPE_SENT, MESSAGE_TYPE_DRAFT = 0, 1, 2, 3
MESSAGE_TYPE_OUTBOX, MESSAGE_TYPE_FAILED, MESSAGE_TYPE_QUEUED = 4, 5, 6
BOXES = {"inbox": 1, "sent": 2, "draft": 3, "outbox": 4, "failed": 5, "queued": 6}

# (name, declaration) in the order of CREATE_SMS_TABLE_STRING
SMS_COLUMNS = (
    ("_id", "INTEGER PRIMARY KEY"), ("thread_id", "INTEGER"), ("address", "TEXT"),
    ("person", "INTEGER"), ("date", "INTEGER"), ("date_sent", "INTEGER DEFAULT 0"),
    ("protocol", "INTEGER"), ("read", "INTEGER DEFAULT 0"), ("status", "INTEGER DEFAULT -1"),
    ("type", "INTEGER"), ("reply_path_present", "INTEGER"), ("subject", "TEXT"),
    ("body", "TEXT"), ("service_center", "TEXT"), ("locked", "INTEGER DEFAULT 0"),
    ("sub_id", "INTEGER DEFAULT -1"), ("error_code", "INTEGER DEFAULT -1"),
    ("creator", "TEXT"), ("seen", "INTEGER DEFAULT 0"),
)
COLUMNS = tuple(name for name, _ in SMS_COLUMNS)

_SCHEMA = (
    "CREATE TABLE sms (" + ", ".join(f"{n} {d}" for n, d in SMS_COLUMNS) + ")",
    "CREATE TABLE raw (_id INTEGER PRIMARY KEY, date INTEGER, reference_number INTEGER, "
    "count INTEGER, sequence INTEGER, destination_port INTEGER, address TEXT, "
    "sub_id INTEGER DEFAULT -1, pdu TEXT, deleted INTEGER DEFAULT 0, message_body TEXT, "
    "display_originating_addr TEXT)",
    "CREATE TABLE attachments (sms_id INTEGER, content_url TEXT, offset INTEGER)",
    "CREATE TABLE sr_pending (reference_number INTEGER, action TEXT, data TEXT)",
    "CREATE VIEW sms_restricted AS SELECT * FROM sms WHERE type=1 OR type=2",
    "CREATE TABLE canonical_addresses (_id INTEGER PRIMARY KEY AUTOINCREMENT, address TEXT)",
    "CREATE TABLE threads (_id INTEGER PRIMARY KEY AUTOINCREMENT, date INTEGER DEFAULT 0, "
    "message_count INTEGER DEFAULT 0, recipient_ids TEXT, snippet TEXT, "
    "snippet_cs INTEGER DEFAULT 0, read INTEGER DEFAULT 1, archived INTEGER DEFAULT 0, "
    "type INTEGER DEFAULT 0, error INTEGER DEFAULT 0, has_attachment INTEGER DEFAULT 0)",
    "CREATE INDEX typeThreadIdIndex ON sms (type, thread_id)",
    *MMS_SCHEMA,
)


def _create(con: sqlite3.Connection) -> None:
    for stmt in _SCHEMA:
        con.execute(stmt)


def _digits(number: str | None) -> str:
    return "".join(ch for ch in number or "" if ch.isdigit())


def numbers_equal(a: str | None, b: str | None) -> bool:
    """Loose ``PHONE_NUMBERS_EQUAL``: same digits, or the same last 7 digits (min match)."""
    da, db = _digits(a), _digits(b)
    if not da or not db:
        return (a or "") == (b or "")
    return da == db or (len(da) >= 7 and len(db) >= 7 and da[-7:] == db[-7:])


class SmsProvider(ContentProvider):
    """``content://sms`` over ``mmssms.db`` in the device VFS."""

    authority = "sms"

    def __init__(self, vfs, owner_uid: int, now_ms: Callable[[], int],
                 person_lookup: Callable[[str], int | None] | None = None):
        self.db = ProviderDatabase(vfs, DB_PATH, owner_uid, "sms", _create, DB_VERSION)
        self._now_ms = now_ms
        self._person_lookup = person_lookup

    # ------------------------------------------------------------ URIs
    def _match(self, uri: Uri) -> tuple[int | None, str | None, int | None]:
        """``(box type or None for all, "id"/"thread" restriction kind, number)``."""
        seg = uri.segments
        if not seg:
            return MESSAGE_TYPE_ALL, None, None
        if len(seg) == 1 and seg[0].isdigit():
            return MESSAGE_TYPE_ALL, "id", int(seg[0])
        if seg[0] in BOXES and len(seg) == 1:
            return BOXES[seg[0]], None, None
        if seg[0] in BOXES and len(seg) == 2 and seg[1].isdigit():
            return MESSAGE_TYPE_ALL, "id", int(seg[1])
        if seg[0] == "conversations" and len(seg) == 2:
            if not seg[1].isdigit():
                raise ProviderError(f"Bad conversation thread id: {seg[1]}")
            return MESSAGE_TYPE_ALL, "thread", int(seg[1])
        raise ProviderError("Unknown URL")

    @staticmethod
    def _restriction(box: int, kind: str | None, value: int | None) -> str | None:
        parts = []
        if box != MESSAGE_TYPE_ALL:
            parts.append(f"type={box}")
        if kind == "id":
            parts.append(f"_id = {value}")
        elif kind == "thread":
            parts.append(f"thread_id = {value}")
        return " AND ".join(parts) or None

    # ------------------------------------------------------------ query
    def query(self, uri: Uri, projection: Sequence[str] | None, selection: str | None,
              sort: str | None, caller: Caller = SHELL_CALLER) -> tuple[list[str], list[Row]]:
        box, kind, value = self._match(uri)
        table = "sms" if caller.uid in (1000, 1001) else "sms_restricted"
        with self.db.connect() as con:
            return run_query(con, table, COLUMNS, projection, selection, sort,
                             where=self._restriction(box, kind, value), strict=False,
                             default_sort="date DESC")

    # ------------------------------------------------------------ insert
    def insert(self, uri: Uri, values: dict[str, Any], caller: Caller = SHELL_CALLER) -> str:
        box, kind, _ = self._match(uri)
        if kind is not None:
            raise ProviderError("Invalid request: " + uri.raw)
        if box == MESSAGE_TYPE_ALL:
            box = int(values["type"]) if values.get("type") is not None else MESSAGE_TYPE_INBOX
        values = dict(values)
        values.setdefault("date", self._now_ms())
        values.setdefault("type", box)
        if "creator" not in values or caller.uid not in (1000, 1001):
            values["creator"] = caller.package
        with self.db.connect() as con:
            return f"content://sms/{self._insert(con, values, box)}"

    def deliver(self, address: str, body: str, *, date: int, date_sent: int, creator: str,
                sub_id: int = 1, read: int = 0, seen: int = 0,
                service_center: str | None = None) -> int:
        """Store an incoming SMS as the default SMS app does on ``SMS_DELIVER``; returns its _id."""
        values = {"address": address, "body": body, "date": date, "date_sent": date_sent,
                  "protocol": 0, "read": read, "seen": seen, "status": -1,
                  "type": MESSAGE_TYPE_INBOX, "reply_path_present": 0, "subject": None,
                  "service_center": service_center, "locked": 0, "sub_id": sub_id,
                  "error_code": 0, "creator": creator}
        with self.db.connect() as con:
            return self._insert(con, values, MESSAGE_TYPE_INBOX)

    def record_sent(self, address: str, body: str, *, date: int, creator: str, sub_id: int = 1) -> int:
        """Store a message the device sent (``content://sms/sent`` row); returns its _id."""
        values = {"address": address, "body": body, "date": date, "date_sent": 0, "protocol": None,
                  "read": 1, "seen": 1, "status": -1, "type": MESSAGE_TYPE_SENT,
                  "sub_id": sub_id, "error_code": 0, "creator": creator}
        with self.db.connect() as con:
            return self._insert(con, values, MESSAGE_TYPE_SENT)

    def _insert(self, con: sqlite3.Connection, values: dict[str, Any], box: int) -> int:
        address = values.get("address")
        if not values.get("thread_id") and address:
            values["thread_id"] = self._thread_for(con, str(address))
        if int(values.get("type") or box) == MESSAGE_TYPE_DRAFT and values.get("thread_id"):
            con.execute("DELETE FROM sms WHERE thread_id=? AND type=3", (values["thread_id"],))
        if box == MESSAGE_TYPE_INBOX:
            if values.get("person") is None and address and self._person_lookup:
                person = self._person_lookup(str(address))
                if person is not None:
                    values["person"] = person
        else:
            values["read"] = 1
        cols = list(values)
        try:
            cur = con.execute(f"INSERT INTO sms ({', '.join(cols)}) VALUES "
                              f"({', '.join('?' * len(cols))})", [values[c] for c in cols])
        except sqlite3.Error as exc:
            raise ProviderError(str(exc), "android.database.sqlite.SQLiteException") from exc
        if values.get("thread_id"):
            self._touch_thread(con, int(values["thread_id"]), values.get("body"))
        return cur.lastrowid

    def _thread_for(self, con: sqlite3.Connection, address: str) -> int:
        """``Threads.getOrCreateThreadId``: canonical address id, then the thread with it."""
        canon = None
        for cid, known in con.execute("SELECT _id, address FROM canonical_addresses"):
            if numbers_equal(known, address):
                canon = cid
                break
        if canon is None:
            canon = con.execute("INSERT INTO canonical_addresses (address) VALUES (?)",
                                (address,)).lastrowid
        row = con.execute("SELECT _id FROM threads WHERE recipient_ids=?", (str(canon),)).fetchone()
        if row:
            return row[0]
        return con.execute("INSERT INTO threads (date, message_count, recipient_ids, snippet, "
                           "snippet_cs, read, archived, type, error, has_attachment) "
                           "VALUES (?, 0, ?, NULL, 0, 1, 0, 0, 0, 0)",
                           (self._now_whole_s_ms(), str(canon))).lastrowid

    def _now_whole_s_ms(self) -> int:
        """Now in ms rounded down to the second: what AOSP writes into ``threads.date``
        (the trigger's ``strftime('%s','now') * 1000``, ``insertThread``'s ``date - date % 1000``)."""
        now = self._now_ms()
        return now - now % 1000

    def _touch_thread(self, con: sqlite3.Connection, thread_id: int, body) -> None:
        con.execute("UPDATE threads SET date=?, snippet=?, snippet_cs=0 WHERE _id=?",
                    (self._now_whole_s_ms(), body, thread_id))
        self._recount(con, thread_id)

    @staticmethod
    def _recount(con: sqlite3.Connection, thread_id: int) -> None:
        con.execute("UPDATE threads SET message_count=(SELECT COUNT(*) FROM sms WHERE "
                    "thread_id=threads._id AND type != 3), read=CASE (SELECT COUNT(*) FROM sms "
                    "WHERE read=0 AND thread_id=threads._id) WHEN 0 THEN 1 ELSE 0 END "
                    "WHERE _id=?", (thread_id,))

    # ------------------------------------------------------------ update / delete
    def update(self, uri: Uri, values: dict[str, Any], selection: str | None,
               caller: Caller = SHELL_CALLER) -> int:
        box, kind, value = self._match(uri)
        where = " AND ".join(f"({c})" for c in (self._restriction(box, kind, value), selection) if c)
        cols = list(values)
        if not cols:
            return 0
        sql = f"UPDATE sms SET {', '.join(f'{c}=?' for c in cols)}" + (f" WHERE {where}" if where else "")
        with self.db.connect() as con:
            try:
                count = con.execute(sql, [values[c] for c in cols]).rowcount
            except sqlite3.Error as exc:
                raise ProviderError(str(exc), "android.database.sqlite.SQLiteException") from exc
            for (tid,) in con.execute("SELECT _id FROM threads").fetchall():
                self._recount(con, tid)
            return count

    def delete(self, uri: Uri, selection: str | None, caller: Caller = SHELL_CALLER) -> int:
        box, kind, value = self._match(uri)
        if box not in (MESSAGE_TYPE_ALL,) and kind is None:
            raise ProviderError("Unknown URL")
        where = " AND ".join(f"({c})" for c in (self._restriction(box, kind, value), selection) if c)
        with self.db.connect() as con:
            try:
                count = con.execute("DELETE FROM sms" + (f" WHERE {where}" if where else "")).rowcount
            except sqlite3.Error as exc:
                raise ProviderError(str(exc), "android.database.sqlite.SQLiteException") from exc
            if count:
                self.update_threads(con)
            return count

    def update_threads(self, con: sqlite3.Connection) -> None:
        """Drop threads without messages; recount and re-snippet the others."""
        con.execute("DELETE FROM threads WHERE _id NOT IN "
                    "(SELECT thread_id FROM sms WHERE thread_id IS NOT NULL "
                    "UNION SELECT thread_id FROM pdu WHERE thread_id IS NOT NULL)")
        for (tid,) in con.execute("SELECT _id FROM threads").fetchall():
            last = con.execute("SELECT date, body FROM sms WHERE thread_id=? ORDER BY date DESC "
                               "LIMIT 1", (tid,)).fetchone()
            if last:
                con.execute("UPDATE threads SET date=?, snippet=? WHERE _id=?", (last[0], last[1], tid))
            self._recount(con, tid)

    # ------------------------------------------------------------ helpers for the model
    def messages(self, box: int = MESSAGE_TYPE_ALL) -> list[dict]:
        """Every row of ``sms`` (optionally of one box), oldest first, as dicts."""
        with self.db.connect() as con:
            sql = "SELECT * FROM sms" + (f" WHERE type={int(box)}" if box else "") + " ORDER BY _id"
            cur = con.execute(sql)
            names = [d[0] for d in cur.description]
            return [dict(zip(names, r)) for r in cur.fetchall()]
