"""``content://sms`` over ``mmssms.db``: columns, boxes, threads, sqlite3 and pull (adbutils)."""

from __future__ import annotations

import sqlite3

from venus_tasks.env.content import parse_content_rows
from venus_tasks.sim.providers import sms
from venus_tasks.sim.telephony import deliver_sms

DB = sms.DB_PATH
SMS_COLUMNS = ["_id", "thread_id", "address", "person", "date", "date_sent", "protocol", "read",
               "status", "type", "reply_path_present", "subject", "body", "service_center",
               "locked", "sub_id", "error_code", "creator", "seen"]


def test_columns_are_the_android_13_sms_table():
    assert list(sms.COLUMNS) == SMS_COLUMNS


def test_incoming_sms_row_and_thread(server, dev):
    model = server.device(server.serials[0])
    dev.shell("content delete --uri content://sms")
    assert dev.shell("content query --uri content://sms/inbox") == "No result found."
    now = model.clock.now_ns() // 10**6
    deliver_sms(model, "+15551230000", "See you at 6, ok?")
    out = dev.shell("content query --uri content://sms/inbox")
    row = parse_content_rows(out, SMS_COLUMNS)[0]
    assert list(row) == SMS_COLUMNS
    assert out.startswith("Row: 0 _id=")
    assert (row["address"], row["body"], row["type"], row["read"], row["seen"], row["status"],
            row["protocol"], row["sub_id"], row["error_code"], row["person"]) == (
        "+15551230000", "See you at 6, ok?", "1", "0", "0", "-1", "0", "1", "0", None)
    assert row["creator"] == "com.google.android.apps.messaging"
    assert abs(int(row["date"]) - now) < 5000 and int(row["date_sent"]) % 1000 == 0
    assert dev.shell("content query --uri content://sms/sent") == "No result found."
    assert parse_content_rows(dev.shell("content query --uri content://sms/"), SMS_COLUMNS)[0] == row
    dev.root()
    try:
        threads = dev.shell(["sqlite3", DB, "SELECT _id, message_count, recipient_ids, snippet, read "
                                           "FROM threads"])
        assert threads == f"{row['thread_id']}|1|1|See you at 6, ok?|0"
    finally:
        dev.shell("content delete --uri content://sms")
        model.is_root = False


def test_thread_dates_are_whole_seconds_as_aosp_writes_them(server, dev, monkeypatch):
    """``sms_update_thread_on_insert`` sets ``threads.date`` to ``strftime('%s','now') * 1000``
    and ``insertThread`` to ``date - date % 1000``: two threads written within one second
    have the same date (a device cannot order them), a second later they differ; the
    messages keep their milliseconds."""
    model = server.device(server.serials[0])
    now = [1_700_000_000_250]
    monkeypatch.setattr(model.sms, "_now_ms", lambda: now[0])
    dev.shell("content delete --uri content://sms")

    def dates(table):
        with model.sms.db.connect() as con:
            return [d for (d,) in con.execute(f"SELECT date FROM {table} ORDER BY _id")]

    try:
        dev.shell("content insert --uri content://sms/inbox --bind address:s:5551111 --bind body:s:a")
        now[0] += 600                                   # ...000_850: the same second
        dev.shell("content insert --uri content://sms/inbox --bind address:s:5552222 --bind body:s:b")
        assert dates("threads") == [1_700_000_000_000, 1_700_000_000_000]
        now[0] += 400                                   # the next second
        dev.shell("content insert --uri content://sms/inbox --bind address:s:5551111 --bind body:s:c")
        assert dates("threads") == [1_700_000_001_000, 1_700_000_000_000]
        assert dates("sms") == [1_700_000_000_250, 1_700_000_000_850, 1_700_000_001_250]
    finally:
        dev.shell("content delete --uri content://sms")


def test_default_sms_app_is_the_creator(server, dev):
    model = server.device(server.serials[0])
    dev.shell("content delete --uri content://sms")
    dev.shell("cmd role add-role-holder android.app.role.SMS com.simplemobiletools.smsmessenger")
    try:
        deliver_sms(model, "5551234", "hi")
        assert dev.shell("content query --uri content://sms --projection creator") == \
            "Row: 0 creator=com.simplemobiletools.smsmessenger"
    finally:
        dev.shell("cmd role add-role-holder android.app.role.SMS com.google.android.apps.messaging; "
                  "content delete --uri content://sms")


def test_insert_sorts_newest_first_and_threads_by_address(dev):
    dev.shell("content delete --uri content://sms")
    for box, addr, body, date in (("inbox", "555-1234", "one", 1000), ("sent", "5551234", "two", 3000),
                                  ("inbox", "+15550000", "three", 2000)):
        dev.shell(["content", "insert", "--uri", f"content://sms/{box}", "--bind", f"address:s:{addr}",
                   "--bind", f"body:s:{body}", "--bind", f"date:l:{date}"])
    out = dev.shell("content query --uri content://sms --projection body:type:thread_id:read:creator")
    rows = parse_content_rows(out)
    t1, t2 = rows[0]["thread_id"], rows[1]["thread_id"]          # AUTOINCREMENT thread ids
    assert t1 != t2 and rows[2]["thread_id"] == t1               # 555-1234 == 5551234
    assert out == (f"Row: 0 body=two, type=2, thread_id={t1}, read=1, creator=com.android.shell\n"
                   f"Row: 1 body=three, type=1, thread_id={t2}, read=0, creator=com.android.shell\n"
                   f"Row: 2 body=one, type=1, thread_id={t1}, read=0, creator=com.android.shell")
    assert dev.shell(f"content query --uri content://sms/conversations/{t1} --projection body "
                     "--sort date") == "Row: 0 body=one\nRow: 1 body=two"
    dev.shell(["content", "delete", "--uri", "content://sms", "--where", f"thread_id={t2}"])
    assert dev.shell("content query --uri content://sms/inbox --projection body") == "Row: 0 body=one"
    dev.shell("content delete --uri content://sms")


def test_sqlite3_delete_clears_the_provider_and_pull_sees_rows(server, dev, tmp_path):
    model = server.device(server.serials[0])
    dev.shell("content delete --uri content://sms")
    deliver_sms(model, "5551234", "pulled")
    dev.root()
    try:
        local = tmp_path / "mmssms.db"
        dev.sync.pull(DB, str(local))
        with sqlite3.connect(local) as con:
            assert con.execute("SELECT address, body FROM sms").fetchall() == [("5551234", "pulled")]
            assert con.execute("SELECT COUNT(*) FROM threads").fetchone() == (1,)
        dev.shell(["sqlite3", DB, "DELETE FROM sms;"])
        dev.shell(["sqlite3", DB, "DELETE FROM threads;"])
        assert dev.shell("content query --uri content://sms/inbox") == "No result found."
    finally:
        model.is_root = False


def test_pm_clear_telephony_provider_recreates_an_empty_database(server, dev):
    deliver_sms(server.device(server.serials[0]), "5551234", "gone soon")
    assert dev.shell("pm clear com.android.providers.telephony") == "Success"
    assert dev.shell("content query --uri content://sms") == "No result found."
    dev.root()
    try:
        assert dev.shell(["sqlite3", DB, ".tables"]).split() == [
            "android_metadata", "attachments", "canonical_addresses", "pdu", "pdu_restricted", "raw",
            "sms", "sms_restricted", "sr_pending", "threads"]
    finally:
        server.device(server.serials[0]).is_root = False


def test_mms_provider_reads_the_restricted_pdu_view(server, dev):
    """``content://mms`` (``providers/mms.py``): the shell reads ``pdu_restricted``, so
    only inbox and sent messages that are not notification indications (m_type 130)
    show, newest first; a deleted MMS takes its emptied thread with it."""
    model = server.device(server.serials[0])
    assert dev.shell("content query --uri content://mms --projection _id:msg_box") == "No result found."
    with model.sms.db.connect() as con:
        con.execute("INSERT INTO threads (_id, date, message_count, recipient_ids) VALUES (77, 0, 1, '9')")
        con.executemany("INSERT INTO pdu (thread_id, date, msg_box, m_type, sub) VALUES (?, ?, ?, ?, ?)",
                        [(77, 10, 1, 132, "Photos"), (77, 20, 2, 128, None), (77, 30, 3, 128, "draft"),
                         (77, 40, 1, 130, "notification")])
    assert dev.shell("content query --uri content://mms --projection _id:thread_id:msg_box:sub") == (
        "Row: 0 _id=2, thread_id=77, msg_box=2, sub=NULL\nRow: 1 _id=1, thread_id=77, msg_box=1, sub=Photos")
    assert dev.shell("content query --uri content://mms/inbox --projection _id") == "Row: 0 _id=1"
    dev.shell("content delete --uri content://mms --where msg_box=1")
    with model.sms.db.connect() as con:
        assert con.execute("SELECT count(*) FROM pdu").fetchone()[0] == 2
        assert con.execute("SELECT count(*) FROM threads WHERE _id=77").fetchone()[0] == 1
    dev.shell("content delete --uri content://mms")
    with model.sms.db.connect() as con:
        assert con.execute("SELECT count(*) FROM pdu").fetchone()[0] == 0
        assert con.execute("SELECT count(*) FROM threads WHERE _id=77").fetchone()[0] == 0
