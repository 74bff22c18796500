"""Simple SMS Messenger on the simulated device, driven only by ``input`` commands on what
``uiautomator dump`` shows and checked through ``content://sms``: the conversation list
(contact names for known numbers), a conversation (messages, read marking, reply), a new
conversation to a typed number or a contact, deleting a conversation or one message, the
draft, and screenshot/dump agreement in every display variant."""

from __future__ import annotations


import pytest

from venus_tasks.env.content import parse_content_rows
from venus_tasks.sim.telephony import deliver_sms
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap

START = "am start -n com.simplemobiletools.smsmessenger/.activities.MainActivity"
COLS = ["_id", "address", "body", "date", "read", "type", "creator"]


def rows(sh, box: str) -> list[dict]:
    out = sh(f"content query --uri content://sms/{box} --projection {':'.join(COLS)} --sort _id")[0]
    return [] if out.startswith("No result") else parse_content_rows(out, COLS)


def texts(sh, rid: str) -> list[str]:
    return [e.text for e in elements(sh) if e.resource_id.endswith("/" + rid)]


def now_ms(model) -> int:
    return model.clock.now_ns() // 10**6


def receive(sh, address: str, body: str, read: int = 0) -> None:
    sh(f"content insert --uri content://sms/inbox --bind address:s:{address} "
       f"--bind body:s:'{body}' --bind read:i:{read}")


@pytest.fixture()
def app(sh, model):
    model.contacts.add_contact("Alice Smith", "555-123-4567")
    model.contacts.add_contact("Bob Jones", "+44 20 7946 0018")
    receive(sh, "5551234567", "Lunch at noon?")
    # a second later: a thread's date is the insert time in whole seconds
    # (sms_update_thread_on_insert), and the list is newest first, so two inserts in the same
    # second would tie
    model.clock.set(model.clock.now() + 1)
    receive(sh, "+16505550000", "Your code is 1234", read=1)
    sh(START)
    return model


def long_press(sh, text=None, rid=None) -> None:
    """AndroidWorld's long press: a 1 s swipe that does not move."""
    e = find(sh, text, rid)
    assert e is not None, (text, rid)
    x, y = e.bbox.center
    sh(f"input swipe {x} {y} {x} {y} 1000")


def test_the_list_shows_contact_names_snippets_and_the_fab(sh, app):
    assert texts(sh, "conversation_address") == ["+16505550000", "Alice Smith"]
    assert texts(sh, "conversation_body_short") == ["Your code is 1234", "Lunch at noon?"]
    assert texts(sh, "conversation_date") == ["03:34 PM", "03:34 PM"]
    fab = find(sh, rid="conversations_fab")
    assert fab.is_clickable and fab.content_description == "" and fab.text == ""
    assert find(sh, "Search", "top_toolbar_search") is not None


def test_an_empty_list_offers_to_start_a_conversation(sh, model):
    sh(START)
    assert find(sh, "No stored conversations have been found") is not None
    tap(sh, "Start a conversation", "no_conversations_placeholder_2")
    assert find(sh, "New conversation") is not None
    assert find(sh, rid="new_conversation_address").is_focused


def test_opening_a_conversation_shows_its_messages_and_marks_them_read(sh, app):
    assert [r["read"] for r in rows(sh, "inbox")] == ["0", "1"]
    tap(sh, "Alice Smith")
    assert "ThreadActivity" in sh("dumpsys window | grep mCurrentFocus")[0]
    assert find(sh, "Alice Smith") is not None and find(sh, "Delete", "delete") is not None
    assert texts(sh, "thread_message_body") == ["Lunch at noon?"]
    assert texts(sh, "thread_date_time") == ["03:34 PM"]
    assert [r["read"] for r in rows(sh, "inbox")] == ["1", "1"]
    deliver_sms(app, "555-123-4567", "Or at one")                    # arrives while shown
    assert texts(sh, "thread_message_body") == ["Lunch at noon?", "Or at one"]
    assert [r["read"] for r in rows(sh, "inbox")] == ["1", "1", "1"]


def test_a_reply_is_a_sent_row_to_the_thread_address(sh, app):
    tap(sh, "Alice Smith")
    send = find(sh, rid="thread_send_message")
    assert (send.text, send.content_description) == ("SMS", "OK")
    assert not send.is_clickable and not send.is_enabled               # nothing typed yet
    tap(sh, rid="thread_send_message")
    assert rows(sh, "sent") == []
    tap(sh, rid="thread_type_message")
    sh("input text 'See%syou%sthere'")
    assert find(sh, rid="thread_type_message").text == "See you there"
    assert find(sh, rid="thread_send_message").is_clickable
    before = now_ms(app)
    tap(sh, rid="thread_send_message")
    sent = rows(sh, "sent")
    assert [(r["address"], r["body"], r["type"], r["read"], r["creator"]) for r in sent] == [
        ("5551234567", "See you there", "2", "1", "com.simplemobiletools.smsmessenger")]
    assert before <= int(sent[0]["date"]) <= now_ms(app)
    assert find(sh, rid="thread_type_message").text == "Type a message…"
    assert texts(sh, "thread_message_body") == ["Lunch at noon?", "See you there"]
    assert find(sh, rid="thread_success") is not None
    sh("input keyevent KEYCODE_BACK; input keyevent KEYCODE_BACK")   # keyboard, then the thread
    assert texts(sh, "conversation_body_short")[0] == "See you there"
    assert texts(sh, "conversation_address")[0] == "Alice Smith"


def test_a_new_conversation_to_a_typed_number(sh, app):
    tap(sh, rid="conversations_fab")
    assert find(sh, "New conversation") is not None
    assert texts(sh, "item_contact_name") == ["Alice Smith", "Bob Jones"]
    assert find(sh, rid="new_conversation_confirm") is None
    sh("input text 5559876543")
    assert texts(sh, "item_contact_name") == [] and find(sh, "No contacts found") is not None
    tap(sh, rid="new_conversation_confirm")
    assert find(sh, "5559876543") is not None                         # the toolbar title
    assert find(sh, rid="thread_type_message").is_focused             # an empty thread
    sh("input text 'Hello%sfrom%sthe%sapp'")
    # typing takes a person more than a second: threads are dated in whole seconds
    # (sms_update_thread_on_insert), so a send in the second of the last receive would tie
    app.clock.set(app.clock.now() + 1)
    tap(sh, rid="thread_send_message")
    assert [(r["address"], r["body"]) for r in rows(sh, "sent")] == [("5559876543", "Hello from the app")]
    sh("input keyevent KEYCODE_BACK; input keyevent KEYCODE_BACK")
    assert find(sh, "New conversation") is not None                    # the thread started above it
    sh("input keyevent KEYCODE_BACK; input keyevent KEYCODE_BACK")
    assert texts(sh, "conversation_address")[0] == "5559876543"


def test_a_new_conversation_with_a_contact_sends_to_its_number(sh, app):
    tap(sh, rid="conversations_fab")
    sh("input text bob")
    assert texts(sh, "item_contact_name") == ["Bob Jones"]
    assert texts(sh, "item_contact_number") == ["+442079460018"]
    tap(sh, "Bob Jones")
    assert find(sh, "Bob Jones") is not None and texts(sh, "thread_message_body") == []
    sh("input text 'Call%sme'")
    tap(sh, rid="thread_send_message")
    assert [(r["address"], r["body"]) for r in rows(sh, "sent")] == [("+442079460018", "Call me")]


def test_deleting_a_conversation_asks_and_removes_its_rows(sh, app):
    receive(sh, "5551234567", "Still on?")
    tap(sh, "Alice Smith")
    sh("input text 'Yes'")
    tap(sh, rid="thread_send_message")
    tap(sh, "Delete", "delete")
    question = "Are you sure you want to delete all messages of this conversation?"
    assert find(sh, question, "message") is not None
    tap(sh, "No", "button2")
    assert len(rows(sh, "inbox")) == 3
    tap(sh, "Delete", "delete")
    tap(sh, "Yes", "button1")
    assert [r["address"] for r in rows(sh, "inbox")] == ["+16505550000"]
    assert rows(sh, "sent") == []
    assert texts(sh, "conversation_address") == ["+16505550000"]       # back on the list


def test_a_long_pressed_message_can_be_deleted_alone(sh, app):
    receive(sh, "5551234567", "Still on?")
    tap(sh, "Alice Smith")
    tap(sh, "Lunch at noon?")                                          # a tap selects nothing
    assert find(sh, rid="actionbar_title") is None
    long_press(sh, "Lunch at noon?")
    assert find(sh, rid="actionbar_title").text == "1 / 2"
    assert find(sh, "Done", "action_mode_close_button") is not None
    tap(sh, "Delete", "cab_delete")
    assert find(sh, "Are you sure you want to delete 1 message?", "delete_remember_title") is not None
    tap(sh, "Yes", "button1")
    assert [r["body"] for r in rows(sh, "inbox")] == ["Your code is 1234", "Still on?"]
    assert texts(sh, "thread_message_body") == ["Still on?"]
    assert find(sh, rid="actionbar_title") is None


def test_long_pressed_conversations_are_deleted_from_the_list(sh, app):
    long_press(sh, "Alice Smith")
    assert find(sh, rid="actionbar_title").text == "1 / 2"
    tap(sh, "+16505550000")                                            # a tap adds to the selection
    assert find(sh, rid="actionbar_title").text == "2 / 2"
    tap(sh, "+16505550000")
    tap(sh, "Delete", "cab_delete")
    assert find(sh, "Are you sure you want to delete 1 conversation?", "message") is not None
    tap(sh, "Yes", "button1")
    assert [r["address"] for r in rows(sh, "inbox")] == ["+16505550000"]
    assert texts(sh, "conversation_address") == ["+16505550000"]


def test_text_left_in_a_thread_is_kept_as_its_draft(sh, app):
    tap(sh, "Alice Smith")
    tap(sh, rid="thread_type_message")
    sh("input text 'Maybe%slater'")
    sh("input keyevent KEYCODE_BACK; input keyevent KEYCODE_BACK")
    assert find(sh, "Draft", "draft_indicator") is not None
    assert "Maybe later" in texts(sh, "conversation_body_short")
    assert rows(sh, "sent") == []
    tap(sh, "Alice Smith")
    assert find(sh, rid="thread_type_message").text == "Maybe later"
    tap(sh, rid="thread_send_message")
    assert [r["body"] for r in rows(sh, "sent")] == ["Maybe later"]
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Draft", "draft_indicator") is None


def test_older_messages_get_a_date_header(sh, model):
    model.contacts.add_contact("Alice Smith", "555-123-4567")
    day = 24 * 3600 * 1000
    sh(f"content insert --uri content://sms/inbox --bind address:s:5551234567 --bind body:s:old "
       f"--bind date:l:{now_ms(model) - 40 * day}")
    sh(START)
    tap(sh, "Alice Smith")
    assert texts(sh, "thread_date_time") == ["05.09, 03:34 PM"]


VARIANTS = {
    "portrait": "",
    "night": "cmd uimode night yes",
    "landscape": "settings put system accelerometer_rotation 0; settings put system user_rotation 1",
    "small": "wm size 720x1280; wm density 280",
}
SCREENS = {
    "list": (),
    "thread": (("Alice Smith", None),),
    "delete dialog": (("Alice Smith", None), ("Delete", "delete")),
    "new conversation": ((None, "conversations_fab"),),
}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_dump_and_screenshot_agree(sh, app, variant):
    for i in range(12):
        receive(sh, "5551234567", f"Message number {i} with a longer body that has to wrap over lines")
    sh(VARIANTS[variant])
    for name, taps in SCREENS.items():
        sh("am force-stop com.simplemobiletools.smsmessenger; " + START)
        for text, rid in taps:
            tap(sh, text, rid)
        assert_dump_matches_screenshot(sh, app, (variant, name))
