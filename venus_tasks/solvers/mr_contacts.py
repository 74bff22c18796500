"""GUI-only solvers for the multi-round tasks of ``venus_tasks/tasks/mr_contacts.py``
(Contacts and SMS Messenger): each plays every round, claims it done (``gui.done()``, a
step) and acts on the next instruction, or on an interruption that arrives in
``gui.messages`` while it works. What a later round leaves unsaid (the corrected number,
"the same message") the solver keeps from the earlier rounds, as an agent must.
"""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.mr_more import create_note, pick_contact, send_in_thread, text_new
from verifiers.phones import national

EDIT_TEXT = "android.widget.EditText"
_GOAL = re.compile(r"Create a new contact for (\S+) (.+)\. Their number is ([\d-]+)\.")


def _type(gui: Gui, index: int, text: str, clear: bool = False) -> None:
    gui.act(A.JSONAction(A.INPUT_TEXT, index=index, text=text, clear_text=clear or None))


def _fields(gui: Gui) -> list[int]:
    return [i for i, e in enumerate(gui.elements) if e.class_name == EDIT_TEXT]


def add_contact(gui: Gui, first: str, last: str, number: str) -> None:
    """Open Contacts, +, First name, Last name, Phone, Save (the new card opens)."""
    gui.open_app("Contacts")
    gui.click(rid="floating_action_button")
    for i, value in enumerate((first, last, number)):
        _type(gui, _fields(gui)[i], value)
    gui.click(text="Save", rid="toolbar_button")


def _change_number(gui: Gui, number: str) -> None:
    """On a contact's card: Edit contact, the phone field, Save."""
    gui.click(desc="Edit contact")
    _type(gui, _fields(gui)[2], number, clear=True)
    gui.click(text="Save", rid="toolbar_button")
    assert [national(n) for n in gui.texts("header")] == [national(number)], gui.texts("header")


def solve_contact_add_then_fix_number(gui: Gui, goal: str) -> None:
    first, last, _ = _GOAL.search(goal).groups()
    add_contact(gui, *_GOAL.search(goal).groups())
    follow = gui.done()
    number = re.search(r"number is ([\d-]+); please fix", follow).group(1)
    _change_number(gui, number)
    follow = gui.done()
    text = re.search(r"Now text \S+ from Simple SMS Messenger: (.+)$", follow).group(1)
    text_new(gui, first, text)
    follow = gui.done()
    friend = re.search(r"Also text (\S+) \S+ number", follow).group(1)
    gui.click(desc="Navigate up")                         # back to New conversation
    pick_contact(gui, friend)
    send_in_thread(gui, f"{first}'s number is {number}.")  # the number of round 2
    follow = gui.done()
    assert "favourites" in follow, follow
    gui.open_app("Contacts")                              # back on the card
    gui.click(desc="Add to favorites")
    gui.done()


def solve_contact_add_then_text(gui: Gui, goal: str) -> None:
    """Add the contact; start the text, and when the user stops it clear the box; send the
    second text; relabel the number on the contact's card (Edit contact, the type
    spinner, Work, Save); note the goal's number in a new Markor note."""
    first, last, number = _GOAL.search(goal).groups()
    add_contact(gui, first, last, number)
    follow = gui.done()
    text = re.search(r"Now text \S+ from Simple SMS Messenger: (.+)$", follow).group(1)
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    pick_contact(gui, first)
    _type(gui, gui.find(rid="thread_type_message"), text)
    assert gui.messages and "Delete what you typed" in gui.messages[-1], gui.messages
    _type(gui, gui.find(rid="thread_type_message"), "", clear=True)
    follow = gui.done()
    text2 = re.search(r"Send \S+ this instead: (.+)$", follow).group(1)
    send_in_thread(gui, text2)
    follow = gui.done()
    assert "label it Work" in follow, follow
    gui.open_app("Contacts")                              # back on the card
    gui.click(desc="Edit contact")
    gui.click(desc="Mobile Phone")
    gui.click(text="Work")
    gui.click(text="Save", rid="toolbar_button")
    follow = gui.done()
    note = re.search(r"Markor note named (\S+), so I have", follow).group(1)
    gui.open_app("Markor")
    create_note(gui, note, f"{first} (work): {number}")  # the number of the goal, four rounds back
    gui.done()


def solve_sms_recipient_interrupted(gui: Gui, goal: str) -> None:
    """Start the text to A; when the new recipient arrives, go BACK to New conversation
    and send it to B; change B's number in Contacts; send the goal's text again to B
    (the new conversation); delete the conversation left with B's old number."""
    name, text = re.search(r"Simple SMS Messenger to (\S+ \S+): (.+)$", goal).groups()
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    pick_contact(gui, name)
    _type(gui, gui.find(rid="thread_type_message"), text)
    assert gui.messages, "no interruption"
    other = re.search(r"send it to (.+) instead, not to", gui.messages[-1]).group(1)
    gui.click(desc="Navigate up")                         # back to New conversation
    pick_contact(gui, other)
    send_in_thread(gui, text)
    follow = gui.done()
    new = re.search(r"a new number: ([\d-]+)\.", follow).group(1)
    gui.open_app("Contacts")
    gui.click(text=other, rid="cliv_name_textview")
    _change_number(gui, new)
    follow = gui.done()
    assert "same message again" in follow, follow
    gui.open_app("SMS Messenger")                         # B's old conversation, now titled with the number
    gui.click(desc="Navigate up")
    pick_contact(gui, other)
    send_in_thread(gui, text)                             # the goal's text, kept since
    follow = gui.done()
    assert "old conversation" in follow, follow
    gui.click(desc="Navigate up")                         # New conversation
    gui.click(desc="Navigate up")                         # the conversation list
    row = next(i for i, e in enumerate(gui.elements) if e.resource_id.endswith("/conversation_address")
               and not any(ch.isalpha() for ch in e.text))
    gui.act(A.JSONAction(A.LONG_PRESS, index=row))
    gui.click(desc="Delete")
    gui.click(text="Yes")
    gui.done()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "MultiRoundContactAddThenFixNumber": solve_contact_add_then_fix_number,
    "MultiRoundContactAddThenText": solve_contact_add_then_text,
    "MultiRoundSmsRecipientInterrupted": solve_sms_recipient_interrupted,
}
