"""Contacts' ``android.intent.action.INSERT`` on the simulated device: the prefilled Create
contact form and what its Save writes, driven through adbutils (``venus_tasks.env.Device``)
and, where present, the real ``adb`` client running AndroidWorld's own command string.

Golden sources: AndroidWorld ``utils/contacts_utils.add_contact`` (``am start -a
android.intent.action.INSERT -t vnd.android.cursor.dir/contact -e name "<name>" -e phone
<number>``, then a click on "SAVE", then BACK) and ``list_contacts`` (``content query --uri
content://contacts/phones/ --projection display_name:number``); ``ContactsContract.Intents.Insert``
(``name``, ``phone``, ``email``); AOSP Contacts' manifest (``ContactEditorActivity`` takes
INSERT of ``vnd.android.cursor.dir/contact|raw_contact|person``) and
``RawContactModifier.parseExtras`` (string extras); ``ActivityManagerShellCommand``'s
``Error: Activity not started, unable to resolve Intent { ... }`` for any other type.
"""

from __future__ import annotations

import re

import pytest

from venus_tasks.env.device import Device
from venus_tasks.env.observation import parse_ui_dump
from tests.sim import test_adb_cli
from tests.sim.ui_helpers import elements, find, tap

CLIENTS = test_adb_cli.CLIENTS
adb = test_adb_cli.adb            # the real-client fixture (HOME in tmp, -P <sim port>)

INSERT = "am start -a android.intent.action.INSERT -t {} "
DIR_CONTACT = "vnd.android.cursor.dir/contact"
PHONES = "content query --uri content://contacts/phones/ --projection display_name:number"
DATA = ("content query --uri content://com.android.contacts/data "
        "--projection display_name:mimetype:data1:data2 --sort data1")


@pytest.fixture(scope="module")
def device(server):
    return Device(server.serials[0], server.host, server.port)


@pytest.fixture()
def fresh(device):
    device.shell("pm clear com.android.providers.contacts")
    device.shell("am force-stop com.google.android.contacts")
    device.shell("input keyevent KEYCODE_HOME")
    return device


def form(device) -> list[str]:
    return [e.text for e in elements(device) if e.class_name == "android.widget.EditText"]


def test_insert_with_name_phone_email_saves_all_three(fresh):
    r = fresh.shell(INSERT.format(DIR_CONTACT) + '-e name "Grace Brewster Hopper" -e phone 5550100 '
                    '-e email grace@navy.mil')
    assert r.exit_code == 0 and r.stderr == ""
    assert r.stdout == ("Starting: Intent { act=android.intent.action.INSERT "
                        "typ=vnd.android.cursor.dir/contact (has extras) }\n")
    assert find(fresh, "Create contact") is not None
    assert form(fresh) == ["Grace Brewster", "Hopper", "5550100", "grace@navy.mil"]
    tap(fresh, "Save")
    assert find(fresh, rid="large_title").text == "Grace Brewster Hopper"
    fresh.shell("input keyevent KEYCODE_BACK")
    assert "nexuslauncher" in fresh.shell("dumpsys window | grep mCurrentFocus").stdout
    assert fresh.shell(PHONES).stdout == "Row: 0 display_name=Grace Brewster Hopper, number=5550100\n"
    rows = re.findall(r"mimetype=(\S+), data1=(.*?), data2=(.*)$", fresh.shell(DATA).stdout, re.M)
    assert rows == [("vnd.android.cursor.item/phone_v2", "5550100", "2"),
                    ("vnd.android.cursor.item/name", "Grace Brewster Hopper", "Grace Brewster"),
                    ("vnd.android.cursor.item/email_v2", "grace@navy.mil", "1")]


@pytest.mark.parametrize("mime", ["vnd.android.cursor.dir/raw_contact", "vnd.android.cursor.dir/person"])
def test_the_other_insert_types_open_the_form_too(fresh, mime):
    fresh.shell(INSERT.format(mime) + "-e name Linus -e phone 5550199")
    assert form(fresh) == ["Linus", "Last name", "5550199", "Email"]


def test_an_item_type_does_not_resolve_and_int_extras_are_not_read(fresh):
    r = fresh.shell(INSERT.format("vnd.android.cursor.item/contact") + "-e name X")
    assert r.stderr == ("Error: Activity not started, unable to resolve Intent { act=android.intent.action.INSERT "
                        "typ=vnd.android.cursor.item/contact flg=0x10000000 (has extras) }\n")
    assert "nexuslauncher" in fresh.shell("dumpsys window | grep mCurrentFocus").stdout
    fresh.shell(INSERT.format(DIR_CONTACT) + "-e name Ada --ei phone 5551234")
    assert form(fresh) == ["Ada", "Last name", "Phone", "Email"]      # getCharSequence: not a string


def test_explicit_editor_component_and_save_of_an_empty_form(fresh):
    r = fresh.shell("am start -n com.google.android.contacts/com.android.contacts.activities.ContactEditorActivity "
                    f"-a android.intent.action.INSERT -t {DIR_CONTACT}")
    assert r.stderr == ""
    assert form(fresh) == ["First name", "Last name", "Phone", "Email"]
    tap(fresh, "Save")                                               # nothing entered: discarded
    assert fresh.shell(PHONES).stdout == "No result found.\n"


@pytest.mark.skipif(not CLIENTS, reason="no adb client binary")
def test_androidworld_add_contact_through_the_real_adb_client(adb, server):
    adb("shell", "pm clear com.android.providers.contacts")
    # contacts_utils.add_contact's command, sent as one string as android_env does
    adb("shell", 'am start -a android.intent.action.INSERT -t vnd.android.cursor.dir/contact '
                 '-e name "Ada Lovelace" -e phone 5551234')
    adb("shell", "uiautomator dump")
    ui = parse_ui_dump(adb("shell", "cat /sdcard/window_dump.xml").stdout.decode())
    save = next(e for e in ui if e.text.lower() == "save")
    adb("shell", "input tap %d %d" % save.bbox.center)
    adb("shell", "input keyevent 4")
    out = adb("shell", PHONES).stdout.decode()
    assert re.findall(r"display_name=(.*), number=(.*)", out) == [("Ada Lovelace", "5551234")]


def test_phone_type_spinner_as_androidworld_reads_a_draft(fresh):
    """``ContactsNewContactDraft`` looks for the phone field and, right under it, the
    type label (text "Work", description "Work Phone")."""
    fresh.shell(INSERT.format(DIR_CONTACT) + "-e name 'Alan Turing' -e phone 5550142")
    spinner = find(fresh, "Mobile Phone")
    assert spinner is not None and spinner.class_name == "android.widget.Spinner"
    assert find(fresh, "Home Email").class_name == "android.widget.Spinner"
    tap(fresh, "Mobile Phone")
    assert [e.text for e in elements(fresh) if e.class_name == "android.widget.CheckedTextView"] == [
        "Mobile", "Home", "Work", "Work Fax", "Home Fax", "Pager", "Other", "Main"]
    tap(fresh, "Work")
    phone = find(fresh, "5550142")
    label = next(e for e in elements(fresh) if e.text == "Work")
    assert phone.bbox.y_max <= label.bbox.y_min <= phone.bbox.y_max + phone.bbox.height
    assert find(fresh, "Work Phone") is not None
    tap(fresh, "Save")
    rows = re.findall(r"mimetype=(\S+), data1=(.*?), data2=(.*)$", fresh.shell(DATA).stdout, re.M)
    assert ("vnd.android.cursor.item/phone_v2", "5550142", "3") in rows
    tap(fresh, "Edit contact")                                       # the card's pencil
    assert find(fresh, "Work Phone") is not None                     # the stored type comes back


def test_insert_type_extras_set_the_spinners_as_parse_extras_reads_them(fresh):
    """``ContactsContract.Intents.Insert.PHONE_TYPE`` / ``EMAIL_TYPE`` read with ``getInt``
    (``RawContactModifier.parseExtras``): ``--ei phone_type 3`` is Work, the label
    AndroidWorld's ``ContactsNewContactDraft`` looks for (text "Work", description "Work
    Phone", right under the phone field); Save stores the type."""
    fresh.shell(INSERT.format(DIR_CONTACT) + "-e name 'Grace Hopper' -e phone 555-010-4242 "
                "--ei phone_type 3 -e email grace@navy.mil --ei email_type 2")
    assert find(fresh, "Mobile Phone") is None
    phone, label = find(fresh, "555-010-4242"), find(fresh, "Work Phone")
    assert label is not None and label.class_name == "android.widget.Spinner"
    assert phone.bbox.y_max <= label.bbox.y_min <= phone.bbox.y_max + phone.bbox.height
    assert any(e.text == "Work" and e.class_name == "android.widget.TextView" for e in elements(fresh))
    assert find(fresh, "Work Email") is not None
    tap(fresh, "Save")
    rows = re.findall(r"mimetype=(\S+), data1=(.*?), data2=(.*)$", fresh.shell(DATA).stdout, re.M)
    assert ("vnd.android.cursor.item/phone_v2", "555-010-4242", "3") in rows
    assert ("vnd.android.cursor.item/email_v2", "grace@navy.mil", "2") in rows


@pytest.mark.parametrize("extra", ["--ei phone_type 1", "--ei phone_type 99", "-e phone_type Work"],
                         ids=["home", "unknown-number", "string"])
def test_other_phone_type_extras(fresh, extra):
    fresh.shell(INSERT.format(DIR_CONTACT) + f"-e name Ada -e phone 5551234 {extra}")
    # 1 is Home; a number outside the list gives the first type; a string is a custom
    # label in parseExtras (not modelled: the first type stays)
    expected = "Home Phone" if extra.endswith(" 1") else "Mobile Phone"
    assert find(fresh, expected) is not None
