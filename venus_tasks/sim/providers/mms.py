"""``content://mms`` (AOSP ``TelephonyProvider``: ``MmsProvider`` over ``mmssms.db``).

Storage: the ``pdu`` table of ``mmssms.db`` (created with the SMS tables,
``providers/sms.py``), columns as ``Telephony.BaseMmsColumns`` names them, and the
``pdu_restricted`` view (``MmsSmsDatabaseHelper.createMmsTables``: inbox and sent
messages that are not notification indications, ``m_type`` 130). The ``part``, ``addr``
and ``rate`` tables are not modelled, nor sending or receiving MMS: the simulated apps
never make one, so the table stays empty unless a test writes it.

Behaviour (``MmsProvider.java``, android-13.0.0_r18): URIs ``content://mms`` (all),
``/inbox`` (``msg_box`` 1), ``/sent`` (2), ``/drafts`` (3), ``/outbox`` (4), ``/<id>``.
Query: no projection map (any column of the table; an unknown one is SQLite's
``no such column``), default order ``date DESC`` (``Mms.DEFAULT_SORT_ORDER``); shell and
root read ``pdu_restricted`` (``ProviderUtil.isAccessRestricted``). Delete: rows matching
``--where`` (and the URI); threads left empty go, as for SMS. Insert is not modelled.
"""

from __future__ import annotations

import sqlite3
from typing import Sequence

from venus_tasks.sim.providers.base import SHELL_CALLER, Caller, ContentProvider, ProviderError, Row, Uri
from venus_tasks.sim.providers.query import run_query

BOXES = {"inbox": 1, "sent": 2, "drafts": 3, "outbox": 4}
MESSAGE_TYPE_NOTIFICATION_IND = 130          # PduHeaders.MESSAGE_TYPE_NOTIFICATION_IND

# (name, declaration), Telephony.BaseMmsColumns
PDU_COLUMNS = (
    ("_id", "INTEGER PRIMARY KEY AUTOINCREMENT"), ("thread_id", "INTEGER"), ("date", "INTEGER"),
    ("date_sent", "INTEGER DEFAULT 0"), ("msg_box", "INTEGER"), ("read", "INTEGER DEFAULT 0"),
    ("m_id", "TEXT"), ("sub", "TEXT"), ("sub_cs", "INTEGER"), ("ct_t", "TEXT"), ("ct_l", "TEXT"),
    ("exp", "INTEGER"), ("m_cls", "TEXT"), ("m_type", "INTEGER"), ("v", "INTEGER"), ("m_size", "INTEGER"),
    ("pri", "INTEGER"), ("rr", "INTEGER"), ("rpt_a", "INTEGER"), ("resp_st", "INTEGER"), ("st", "INTEGER"),
    ("tr_id", "TEXT"), ("retr_st", "INTEGER"), ("retr_txt", "TEXT"), ("retr_txt_cs", "INTEGER"),
    ("read_status", "INTEGER"), ("ct_cls", "INTEGER"), ("resp_txt", "TEXT"), ("d_tm", "INTEGER"),
    ("d_rpt", "INTEGER"), ("locked", "INTEGER DEFAULT 0"), ("sub_id", "INTEGER DEFAULT -1"),
    ("seen", "INTEGER DEFAULT 0"), ("creator", "TEXT"), ("text_only", "INTEGER DEFAULT 0"),
)
COLUMNS = tuple(n for n, _ in PDU_COLUMNS)
SCHEMA = (
    "CREATE TABLE pdu (" + ", ".join(f"{n} {d}" for n, d in PDU_COLUMNS) + ")",
    "CREATE VIEW pdu_restricted AS SELECT * FROM pdu WHERE (msg_box=1 OR msg_box=2) AND "
    f"(m_type!={MESSAGE_TYPE_NOTIFICATION_IND})",
)


class MmsProvider(ContentProvider):
    """``content://mms`` over the ``pdu`` table of the SMS provider's database."""

    authority = "mms"

    def __init__(self, sms_provider):
        self.sms = sms_provider
        self.db = sms_provider.db

    def _where(self, uri: Uri) -> str | None:
        seg = uri.segments
        if not seg:
            return None
        if len(seg) == 1 and seg[0].isdigit():
            return f"_id = {int(seg[0])}"
        if len(seg) == 1 and seg[0] in BOXES:
            return f"msg_box = {BOXES[seg[0]]}"
        if len(seg) == 2 and seg[0] in BOXES and seg[1].isdigit():
            return f"_id = {int(seg[1])}"
        raise ProviderError(f"Unknown URI {uri.raw}")

    def query(self, uri: Uri, projection: Sequence[str] | None, selection: str | None,
              sort: str | None, caller: Caller = SHELL_CALLER) -> tuple[list[str], list[Row]]:
        table = "pdu" if caller.uid in (1000, 1001) else "pdu_restricted"
        with self.db.connect() as con:
            return run_query(con, table, COLUMNS, projection, selection, sort, where=self._where(uri),
                             strict=False, default_sort="date DESC")

    def delete(self, uri: Uri, selection: str | None, caller: Caller = SHELL_CALLER) -> int:
        where = " AND ".join(f"({c})" for c in (self._where(uri), selection) if c)
        with self.db.connect() as con:
            try:
                count = con.execute("DELETE FROM pdu" + (f" WHERE {where}" if where else "")).rowcount
            except sqlite3.Error as exc:
                raise ProviderError(str(exc), "android.database.sqlite.SQLiteException") from exc
            if count:
                self.sms.update_threads(con)
            return count
