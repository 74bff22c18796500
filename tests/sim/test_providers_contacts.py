"""Contacts provider: AOSP URIs and columns, insert/query/delete, legacy phones, pm clear."""

from __future__ import annotations

import pytest

from venus_tasks.env.content import parse_content_rows
from venus_tasks.sim.providers import contacts as cp

RAW = "content://com.android.contacts/raw_contacts"
DATA = "content://com.android.contacts/data"


def insert(dev, uri, **binds):
    args = ["content", "insert", "--uri", uri]
    for k, v in binds.items():
        kind = "n" if v is None else "i" if isinstance(v, int) else "s"
        args += ["--bind", f"{k}:{kind}:{'' if v is None else v}"]
    r = dev.shell2(args)
    assert r.output == "", r.output


@pytest.fixture()
def clean(dev):
    assert dev.shell("pm clear com.android.providers.contacts") == "Success"
    return dev


def add(dev, name, number):
    insert(dev, RAW, account_type=None, account_name=None)
    raw_id = int(parse_content_rows(dev.shell(["content", "query", "--uri", RAW, "--projection", "_id",
                                               "--sort", "_id DESC"]))[0]["_id"])
    insert(dev, DATA, raw_contact_id=raw_id, mimetype=cp.MIME_NAME, data1=name)
    insert(dev, DATA, raw_contact_id=raw_id, mimetype=cp.MIME_PHONE, data1=number, data2=2)
    return raw_id


def test_androidworld_list_contacts_query(clean):
    add(clean, "Rosa Novak", "+1 (555) 123-4567")
    add(clean, "Emeka Baker", "555-987-6543")
    out = clean.shell("content query --uri content://contacts/phones/ --projection display_name:number")
    assert out == ("Row: 0 display_name=Rosa Novak, number=+1 (555) 123-4567\n"
                   "Row: 1 display_name=Emeka Baker, number=555-987-6543")


def test_rows_in_raw_contacts_data_and_contacts(clean):
    raw_id = add(clean, "Ana Maria Lopez", "5559876543")
    data = clean.shell(["content", "query", "--uri", DATA, "--projection",
                        "raw_contact_id:mimetype:data1:data2:data3:data4:data5:display_name",
                        "--sort", "_id"])
    assert data == (f"Row: 0 raw_contact_id={raw_id}, mimetype=vnd.android.cursor.item/name, "
                    "data1=Ana Maria Lopez, data2=Ana, data3=Lopez, data4=NULL, data5=Maria, "
                    "display_name=Ana Maria Lopez\n"
                    f"Row: 1 raw_contact_id={raw_id}, mimetype=vnd.android.cursor.item/phone_v2, "
                    "data1=5559876543, data2=2, data3=NULL, data4=+15559876543, data5=NULL, "
                    "display_name=Ana Maria Lopez")
    raw = parse_content_rows(clean.shell(f"content query --uri {RAW}"), cp.RAW_CONTACTS_PROJECTION)[0]
    assert list(raw) == list(cp.RAW_CONTACTS_PROJECTION)
    assert (raw["display_name"], raw["display_name_alt"], raw["display_name_source"],
            raw["account_name"], raw["deleted"], raw["phonebook_label"]) == (
        "Ana Maria Lopez", "Lopez, Ana Maria", "40", None, "0", "A")
    contact = parse_content_rows(clean.shell("content query --uri content://com.android.contacts/contacts"),
                                 cp.CONTACTS_PROJECTION)[0]
    assert (contact["display_name"], contact["has_phone_number"], contact["name_raw_contact_id"]) == (
        "Ana Maria Lopez", "1", str(raw_id))
    phones = clean.shell("content query --uri content://com.android.contacts/data/phones "
                         "--projection data1:contact_id")
    assert phones == f"Row: 0 data1=5559876543, contact_id={contact['_id']}"


def test_phone_only_contact_is_named_by_its_number(clean):
    insert(clean, RAW, account_type=None, account_name=None)
    insert(clean, DATA, raw_contact_id=1, mimetype=cp.MIME_PHONE, data1="5551234")
    assert clean.shell(f"content query --uri {RAW} --projection display_name:display_name_source") == \
        "Row: 0 display_name=5551234, display_name_source=20"


def test_delete_and_pm_clear(clean):
    first = add(clean, "Rosa Novak", "+15551234567")
    add(clean, "Emeka Baker", "+15559876543")
    clean.shell(["content", "delete", "--uri", RAW, "--where", f"_id={first}"])
    assert clean.shell("content query --uri content://contacts/phones --projection display_name") == \
        "Row: 0 display_name=Emeka Baker"
    assert clean.shell("content query --uri content://com.android.contacts/contacts "
                       "--projection display_name") == "Row: 0 display_name=Emeka Baker"
    clean.shell("content delete --uri content://contacts/phones")
    assert clean.shell(f"content query --uri {DATA} --projection mimetype") == \
        "Row: 0 mimetype=vnd.android.cursor.item/name"
    assert clean.shell("pm clear com.android.providers.contacts") == "Success"
    for uri in (RAW, DATA, "content://com.android.contacts/contacts", "content://contacts/phones/"):
        assert clean.shell(f"content query --uri {uri}") == "No result found."


def test_errors_as_the_provider_throws(clean):
    r = clean.shell2(["content", "insert", "--uri", RAW, "--bind", "account_name:s:a@b.c"])
    assert "java.lang.IllegalArgumentException: Must specify both or neither of ACCOUNT_NAME " \
           "and ACCOUNT_TYPE" in r.output
    r = clean.shell2(["content", "insert", "--uri", DATA, "--bind", "data1:s:x"])
    assert "IllegalArgumentException: raw_contact_id is required" in r.output
    r = clean.shell2(f"content query --uri {RAW} --projection nope")
    assert "Invalid column nope" in r.output


def test_account_contact_is_marked_deleted(clean):
    insert(clean, RAW, account_type="com.google", account_name="me@gmail.com")
    clean.shell(f"content delete --uri {RAW}")
    assert clean.shell(f"content query --uri {RAW} --projection deleted:dirty:account_type") == \
        "Row: 0 deleted=1, dirty=1, account_type=com.google"
    assert clean.shell("content query --uri content://com.android.contacts/contacts") == "No result found."


def test_model_save_contact_and_lookup(model):
    raw_id = model.save_contact("Zoe Quinn", "+1 555 000 1111")
    assert model.contacts.phones() == [("Zoe Quinn", "+1 555 000 1111")]
    assert model.contacts.lookup_number("5550001111") == (raw_id, "Zoe Quinn")
    model.telephony.ring("5550001111")
    model.telephony.decline()
    assert model.call_log.records()[0]["name"] == "Zoe Quinn"


def test_insert_intent_opens_the_contact_editor_prefilled(model, sh):
    out, err, code = sh('am start -a android.intent.action.INSERT -t vnd.android.cursor.dir/contact '
                        '-e name "Ada Lovelace" -e phone 5551234')
    assert (out, err, code) == ("Starting: Intent { act=android.intent.action.INSERT "
                                "typ=vnd.android.cursor.dir/contact (has extras) }\n", "", 0)
    assert model.activities.focus() == ("com.google.android.contacts",
                                        "com.android.contacts.activities.ContactEditorActivity")
    assert (model.ui.fields["contact_editor.name"], model.ui.fields["contact_editor.phone"]) == (
        "Ada Lovelace", "5551234")
    model.save_contact(model.ui.fields["contact_editor.name"], model.ui.fields["contact_editor.phone"])
    assert sh("content query --uri content://contacts/phones/ --projection display_name:number")[0] == \
        "Row: 0 display_name=Ada Lovelace, number=5551234\n"
