"""Google Contacts on the simulated device: the alphabetical list, a contact's card,
Create contact (FAB, form, Save), editing a number, Delete from the overflow menu with
its confirmation, the discard confirmation, and AndroidWorld's INSERT-intent flow --
driven only by ``input`` commands on what ``uiautomator dump`` shows, checked through
``content://contacts/phones/`` as AndroidWorld reads it."""

from __future__ import annotations

import re

import pytest

from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap

START = "am start -n com.google.android.contacts/com.android.contacts.activities.PeopleActivity"
PHONES = "content query --uri content://contacts/phones/ --projection display_name:number"
INSERT = ('am start -a android.intent.action.INSERT -t vnd.android.cursor.dir/contact '
          '-e name "{}" -e phone {}')


def phones(sh) -> list[tuple[str, str]]:
    """``(display_name, number)`` rows as AndroidWorld's ``list_contacts`` parses them."""
    return re.findall(r"display_name=(.*), number=(.*)", sh(PHONES)[0])


def names(sh) -> list[str]:
    return [e.text for e in elements(sh) if e.resource_id.endswith("/cliv_name_textview")]


def focus(sh) -> str:
    return sh("dumpsys window | grep mCurrentFocus")[0].strip()


def seed(model, *people):
    for name, number in people:
        model.save_contact(name, number)


def test_the_list_is_alphabetical_with_the_create_button(sh, model):
    sh(START)
    assert find(sh, "No contacts") is not None and names(sh) == []
    seed(model, ("Zoe Quinn", "555-0100"), ("adam Smith", "+1 650 555 1234"), ("", "12345"),
         ("Bob Ray", "5550002"))
    sh(START)
    assert names(sh) == ["adam Smith", "Bob Ray", "Zoe Quinn", "12345"]   # '#' bucket last
    assert find(sh, "Search contacts", "open_search_bar_text_view") is not None
    fab = find(sh, rid="floating_action_button")
    assert fab.content_description == "Create contact" and fab.is_clickable
    sh("uiautomator dump")
    assert 'resource-id="android:id/list" class="android.widget.ListView"' in sh("cat /sdcard/window_dump.xml")[0]


def test_a_contact_opens_on_its_card(sh, model):
    seed(model, ("Ada Lovelace", "6505551234"))
    sh(START)
    tap(sh, "Ada Lovelace")
    assert "com.android.contacts.quickcontact.QuickContactActivity}" in focus(sh)
    assert find(sh, rid="large_title").text == "Ada Lovelace"
    assert find(sh, rid="header").text == "(650) 555-1234" and find(sh, rid="sub_header").text == "Mobile"
    assert find(sh, "Edit contact").resource_id.endswith("/menu_insert_or_edit")
    sh("input keyevent KEYCODE_BACK")
    assert names(sh) == ["Ada Lovelace"] and "PeopleActivity}" in focus(sh)


def test_create_contact_saves_name_and_mobile_number(sh, model):
    seed(model, ("Zoe Quinn", "5550100"))
    sh(START)
    tap(sh, rid="floating_action_button")
    assert "ContactEditorActivity}" in focus(sh) and find(sh, "Create contact") is not None
    first = find(sh, "First name")
    assert first.class_name == "android.widget.EditText" and first.is_focused
    sh("input text Grace; input keyevent KEYCODE_ENTER; input text Hopper")   # ENTER: next field
    tap(sh, "Phone")
    sh("input text '+1%s212%s555%s0199'")
    assert find(sh, "+1 212 555 0199") is not None
    tap(sh, "Save", "toolbar_button")
    assert "QuickContactActivity}" in focus(sh)                           # the new contact's card
    assert find(sh, rid="large_title").text == "Grace Hopper"
    assert find(sh, rid="header").text == "+1 212-555-0199"
    assert sorted(phones(sh)) == [("Grace Hopper", "+1 212 555 0199"), ("Zoe Quinn", "5550100")]
    rows = sh("content query --uri content://com.android.contacts/data "
              "--projection mimetype:data1:data2:data3 --sort _id")[0]
    assert ("mimetype=vnd.android.cursor.item/name, data1=Grace Hopper, data2=Grace, data3=Hopper"
            in rows)
    assert "mimetype=vnd.android.cursor.item/phone_v2, data1=+1 212 555 0199, data2=2, data3=NULL" in rows
    raw = sh("content query --uri content://com.android.contacts/raw_contacts "
             "--projection display_name:account_name --where \"display_name='Grace Hopper'\"")[0]
    assert raw == "Row: 0 display_name=Grace Hopper, account_name=NULL\n"      # a local contact
    sh("input keyevent KEYCODE_BACK")
    assert names(sh) == ["Grace Hopper", "Zoe Quinn"]


def test_saving_an_empty_form_creates_nothing(sh, model):
    sh(START)
    tap(sh, rid="floating_action_button")
    tap(sh, "Save")
    assert phones(sh) == [] and find(sh, "No contacts") is not None
    assert sh("content query --uri content://com.android.contacts/raw_contacts")[0] == "No result found.\n"


def test_a_name_without_number_and_a_number_without_name(sh, model):
    sh(START)
    tap(sh, rid="floating_action_button")
    sh("input text Solo")
    tap(sh, "Save")
    assert find(sh, rid="large_title").text == "Solo" and find(sh, rid="header") is None
    sh("input keyevent 4")
    tap(sh, rid="floating_action_button")
    tap(sh, "Phone")
    sh("input text 5550123")
    tap(sh, "Save")
    assert find(sh, rid="large_title").text == "5550123"        # display name from the number
    assert phones(sh) == [("5550123", "5550123")]


def test_edit_changes_the_number_in_place(sh, model):
    seed(model, ("Alan Turing", "5550100"), ("Bob Ray", "5550002"))
    sh(START)
    tap(sh, "Alan Turing")
    tap(sh, "Edit contact")
    assert find(sh, "Edit contact") is not None and find(sh, "5550100") is not None
    assert find(sh, "Alan").class_name == "android.widget.EditText" and find(sh, "Turing") is not None
    tap(sh, "5550100")
    sh("input keyevent 67; input keyevent 67; input keyevent 67; input text 999")
    tap(sh, "Save")
    assert "QuickContactActivity}" in focus(sh) and find(sh, rid="header").text == "555-0999"
    assert sorted(phones(sh)) == [("Alan Turing", "5550999"), ("Bob Ray", "5550002")]
    assert sh("content query --uri content://com.android.contacts/raw_contacts --projection _id")[0].count("Row") == 2
    tap(sh, "Edit contact")
    tap(sh, "Turing")
    sh("input keyevent 67; input keyevent 67; input keyevent 67; input keyevent 67; input keyevent 67; "
       "input keyevent 67; input text Mathison%sTuring")
    tap(sh, "Save")
    assert ("Alan Mathison Turing", "5550999") in phones(sh)


def test_delete_from_the_overflow_menu_after_confirmation(sh, model):
    seed(model, ("Ada Lovelace", "5550101"), ("Charles Babbage", "5550102"))
    sh(START)
    tap(sh, "Charles Babbage")
    tap(sh, "More options")
    item = find(sh, "Delete")
    assert item.resource_id == "com.google.android.contacts:id/title"
    tap(sh, "Delete")
    assert find(sh, "Delete this contact?") is not None
    tap(sh, "Cancel", "button2")
    assert len(phones(sh)) == 2 and find(sh, rid="large_title").text == "Charles Babbage"
    tap(sh, "More options")
    tap(sh, "Delete")
    tap(sh, "Delete", "button1")
    assert phones(sh) == [("Ada Lovelace", "5550101")]
    assert "PeopleActivity}" in focus(sh) and names(sh) == ["Ada Lovelace"]
    tap(sh, "Ada Lovelace")
    tap(sh, "More options")
    sh("input keyevent KEYCODE_BACK")                                  # closes the menu only
    assert find(sh, "Share") is None and find(sh, rid="large_title").text == "Ada Lovelace"


def test_leaving_a_changed_form_asks_to_discard(sh, model):
    sh(START)
    tap(sh, rid="floating_action_button")
    sh("input text Draft")
    sh("input keyevent 4")                                             # hides the keyboard
    assert find(sh, "Create contact") is not None
    sh("input keyevent 4")
    assert find(sh, "Discard changes?") is not None
    tap(sh, "Keep editing")
    assert find(sh, "Draft") is not None
    tap(sh, "Navigate up")
    tap(sh, "Discard")
    assert phones(sh) == [] and find(sh, "No contacts") is not None
    tap(sh, rid="floating_action_button")
    tap(sh, "Navigate up")                                             # unchanged: just closes
    assert find(sh, "No contacts") is not None


def test_androidworld_insert_intent_then_save_then_back(sh, model):
    out = sh(INSERT.format("Ada Lovelace", "5551234"))
    assert out[2] == 0
    assert "ContactEditorActivity}" in focus(sh)
    assert [e.text for e in elements(sh) if e.class_name == "android.widget.EditText"] == [
        "Ada", "Lovelace", "5551234", "Email"]                         # an empty field shows its hint
    save = min(elements(sh), key=lambda e: 0 if "save" in (e.text.lower(), e.content_description.lower()) else 1)
    sh("input tap %d %d" % save.bbox.center)                           # find_and_click_element("SAVE")
    assert find(sh, rid="large_title").text == "Ada Lovelace"
    sh("input keyevent KEYCODE_BACK")
    assert "nexuslauncher" in focus(sh)
    assert phones(sh) == [("Ada Lovelace", "5551234")]


def test_insert_intent_over_the_open_list_returns_to_it(sh, model):
    seed(model, ("Zoe Quinn", "5550100"))
    sh(START)
    sh(INSERT.format("Mary Ann Smith", "5550111"))
    assert find(sh, "Mary Ann") is not None and find(sh, "Smith") is not None
    tap(sh, "Save")
    sh("input keyevent 4")
    assert names(sh) == ["Mary Ann Smith", "Zoe Quinn"]
    assert ("Mary Ann Smith", "5550111") in phones(sh)


def test_star_toggles_the_favourite(sh, model):
    seed(model, ("Ada Lovelace", "5550101"))
    sh(START)
    tap(sh, "Ada Lovelace")
    tap(sh, "Add to favorites")
    assert "starred=1" in sh("content query --uri content://com.android.contacts/contacts --projection starred")[0]
    tap(sh, "Remove from favorites")
    assert "starred=0" in sh("content query --uri content://com.android.contacts/contacts --projection starred")[0]


def test_a_card_of_a_contact_deleted_elsewhere_closes(sh, model):
    seed(model, ("Ada Lovelace", "5550101"))
    sh(START)
    tap(sh, "Ada Lovelace")
    sh("pm clear com.android.providers.contacts")
    assert find(sh, "No contacts") is not None


def test_a_long_list_scrolls(sh, model):
    seed(model, *[(f"Person {i:02d}", f"55501{i:02d}") for i in range(40)])
    sh(START)
    assert names(sh)[0] == "Person 00" and find(sh, "Person 39") is None
    for _ in range(10):
        if find(sh, "Person 39") is not None:
            break
        sh("input swipe 540 1800 540 600 300")
    tap(sh, "Person 39")
    assert find(sh, rid="large_title").text == "Person 39"


VARIANTS = {
    "portrait": "",
    "night": "cmd uimode night yes",
    "landscape": "settings put system accelerometer_rotation 0; settings put system user_rotation 1",
    "small": "wm size 720x1280; wm density 280",
}
SCREENS = {
    "list": (),
    "card": (("Person 1", None),),
    "menu": (("Person 1", None), ("More options", None)),
    "delete": (("Person 1", None), ("More options", None), ("Delete", None)),
    "editor": ((None, "floating_action_button"),),
    "edit": (("Person 1", None), ("Edit contact", None)),
}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_dump_and_screenshot_agree(sh, model, variant):
    seed(model, *[(f"Person {i}", f"55501{i:02d}") for i in range(20)])
    sh(VARIANTS[variant])
    for name, taps in SCREENS.items():
        sh("am force-stop com.google.android.contacts; " + START)
        for text, rid in taps:
            tap(sh, text, rid)
        assert_dump_matches_screenshot(sh, model, (variant, name))
