"""``content://call_log/calls``: column order, rows Telecom logs, insert/delete (adbutils)."""

from __future__ import annotations

import pytest

from venus_tasks.env.content import parse_content_rows
from venus_tasks.sim.providers import call_log
from venus_tasks.sim.providers.javamaps import arraymap_order, hashmap_order, java_string_hash

# A published Android 15 ``content query --uri content://call_log/calls`` row, minus the two
# columns added after Android 13 (is_business_call, asserted_display_name).
PUBLISHED_ORDER = (
    "formatted_number duration subject is_call_log_phone_account_migration_pending "
    "subscription_id photo_id post_dial_digits call_screening_app_name priority number "
    "countryiso photo_uri geocoded_location missed_reason block_reason "
    "subscription_component_name add_for_all_users numbertype features transcription "
    "last_modified _id new date name type presentation via_number numberlabel "
    "normalized_number composer_photo_uri phone_account_address phone_account_hidden "
    "lookup_uri voicemail_uri matched_number transcription_state data_usage location "
    "call_screening_component_name is_read").split()


def test_java_hash_and_map_orders():
    assert java_string_hash("hello") == 99162322
    assert java_string_hash("polygenelubricants") == -2147483648
    assert arraymap_order(["b", "a", "c"]) == ["a", "b", "c"]
    # HashMap buckets: "Aa" and "BB" collide (same hashCode) and keep insertion order
    assert hashmap_order(["BB", "Aa"]) == ["BB", "Aa"]


def test_default_projection_is_the_arraymap_order():
    assert list(call_log.COLUMNS) == PUBLISHED_ORDER


@pytest.fixture()
def root_dev(dev):
    assert dev.shell("pm clear com.android.providers.contacts") == "Success"   # ids restart
    return dev


def test_telecom_rows_for_answered_rejected_and_missed(server, root_dev):
    model = server.device(server.serials[0])
    with model.lock:
        model.telephony.ring("5551234")
        model.telephony.accept()
        model.telephony.hang_up()
        model.telephony.ring("5550000")
        model.telephony.decline()
        model.telephony.ring("+15557777")
        model.telephony.end("+15557777")
    out = root_dev.shell("content query --uri content://call_log/calls")
    rows = parse_content_rows(out, call_log.COLUMNS)
    assert out.startswith("Row: 0 formatted_number=NULL, duration=0, subject=NULL, ")
    assert [(r["number"], r["type"], r["duration"], r["new"], r["is_read"]) for r in rows] == [
        ("5551234", "1", "0", "1", None), ("5550000", "5", "0", "1", None),
        ("+15557777", "3", "0", "1", "0")]
    port = server.serials[0].split("-")[1]
    assert {r["phone_account_address"] for r in rows} == {f"1555521{port}"}
    assert {r["subscription_component_name"] for r in rows} == {call_log.PHONE_ACCOUNT_COMPONENT}
    assert all(r["date"] == r["last_modified"] or int(r["date"]) <= int(r["last_modified"]) for r in rows)


def test_insert_query_where_sort_delete(root_dev):
    for number, type_, date in (("111", 2, 1697383000000), ("222", 3, 1697383100000)):
        root_dev.shell(["content", "insert", "--uri", "content://call_log/calls",
                        "--bind", f"number:s:{number}", "--bind", f"type:i:{type_}",
                        "--bind", f"date:l:{date}", "--bind", "duration:i:7", "--bind", "new:i:0"])
    out = root_dev.shell(["content", "query", "--uri", "content://call_log/calls",
                          "--projection", "_id:number:type:new", "--sort", "date DESC"])
    assert out == "Row: 0 _id=2, number=222, type=3, new=0\nRow: 1 _id=1, number=111, type=2, new=0"
    assert root_dev.shell(["content", "query", "--uri", "content://call_log/calls/1",
                           "--projection", "number"]) == "Row: 0 number=111"
    root_dev.shell(["content", "delete", "--uri", "content://call_log/calls", "--where", "type=3"])
    assert root_dev.shell("content query --uri content://call_log/calls --projection number") == \
        "Row: 0 number=111"
    bad = root_dev.shell2(["content", "insert", "--uri", "content://call_log/calls",
                           "--bind", "bogus:s:x"])
    assert "java.lang.IllegalArgumentException: Column 'bogus' is invalid." in bad.output
    root_dev.shell("content delete --uri content://call_log/calls")
    assert root_dev.shell("content query --uri content://call_log/calls") == "No result found."
    root_dev.shell(["content", "insert", "--uri", "content://call_log/calls", "--bind", "number:s:3"])
    assert root_dev.shell("content query --uri content://call_log/calls --projection _id") == \
        "Row: 0 _id=3"                     # AUTOINCREMENT: ids are not reused


def test_unknown_column_and_uri(root_dev):
    r = root_dev.shell2("content query --uri content://call_log/calls --projection nope")
    assert "Error while accessing provider:call_log\njava.lang.IllegalArgumentException: " \
           "Invalid column nope" in r.output and r.returncode == 0
    r = root_dev.shell2("content query --uri content://call_log/foo")
    assert "Unknown URL content://call_log/foo" in r.output
