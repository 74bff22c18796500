"""GUI-only solvers for the multi-round tasks of ``venus_tasks/tasks/mr_more.py`` and
``mr_contacts.py``: they do a round, claim it done (``gui.done()``) and act on the next
instruction, or on an interruption that arrives in ``gui.messages`` while they work.
Names, numbers and texts come from the goal and the round texts only."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.nr_apps import solve_contact_add_noisy, solve_markor_create_noisy, solve_markor_delete_noisy
from venus_tasks.solvers.nr_settings import _switch
from venus_tasks.env import actions as A
from verifiers.phones import national

TITLE, EDITOR = "opoc_filesystem_item__title", "document__fragment__edit__highlighting_editor"
EDIT_TEXT = "android.widget.EditText"


def _type(gui: Gui, index: int, text: str, clear: bool = False) -> None:
    gui.act(A.JSONAction(A.INPUT_TEXT, index=index, text=text, clear_text=clear or None))


def _create_goal(name: str, text: str) -> str:
    return f"Create a new note in Markor named {name} with the following text: {text}"


# ------------------------------------------------------------------ Markor
def solve_markor_create_then_append(gui: Gui, goal: str) -> None:
    """Create the note; then open it again and type the line (typing appends at the end,
    ENTER ends the line); leaving the note saves it."""
    solve_markor_create_noisy(gui, goal)
    follow = gui.done()
    name, line = re.search(r"add this line at the end of (\S+): (.+)$", follow).groups()
    gui.click(text=name, rid=TITLE)
    _type(gui, gui.find(rid=EDITOR), line)
    while gui.find(rid="fab_add_new_item") is None:      # BACK hides the keyboard, then saves
        gui.back()


def solve_markor_delete_then_restore(gui: Gui, goal: str) -> None:
    solve_markor_delete_noisy(gui, goal)
    follow = gui.done()
    name, text = re.search(r"I still need (\S+)\. Please create it again with this text: (.+)$", follow).groups()
    solve_markor_create_noisy(gui, _create_goal(name, text))


def solve_markor_name_interrupted(gui: Gui, goal: str) -> None:
    """Start the note; when the new name arrives, delete what the first name left (OK in
    the new file dialog creates the file) and create the note under the new name."""
    first, text = re.search(r"Markor named (\S+) with the following text: (.+)$", goal).groups()
    gui.open_app("Markor")
    gui.click(rid="fab_add_new_item")
    _type(gui, gui.find(rid="new_file_dialog__name"), first.rsplit(".", 1)[0], clear=True)
    if not gui.messages:
        gui.click(text="OK", rid="button1")
    assert gui.messages, "no interruption"
    second = re.search(r"name the note (\S+) instead of", gui.messages[-1]).group(1)
    if gui.find(rid=EDITOR) is not None:
        gui.back()
    if first in gui.texts(TITLE):
        solve_markor_delete_noisy(gui, f"Delete the note in Markor named {first}.")
    solve_markor_create_noisy(gui, _create_goal(second, text))


# ------------------------------------------------------------------ Contacts and SMS
def _on_card(gui: Gui, name: str) -> None:
    """The contact's card (from the list or the card of the contact just saved)."""
    if gui.find(rid="large_title") is None:
        gui.click(text=name, rid="cliv_name_textview")


def solve_contact_add_then_fix_number(gui: Gui, goal: str) -> None:
    """Add the contact; then Edit contact on its card, replace the number, Save."""
    name = re.search(r"Create a new contact for (.+)\. Their number", goal).group(1)
    solve_contact_add_noisy(gui, goal)
    follow = gui.done()
    number = re.search(r"number is ([\d-]+); please fix", follow).group(1)
    _on_card(gui, name)
    gui.click(desc="Edit contact")
    fields = [i for i, e in enumerate(gui.elements) if e.class_name == EDIT_TEXT]
    _type(gui, fields[2], number, clear=True)
    gui.click(text="Save", rid="toolbar_button")
    assert [national(n) for n in gui.texts("header")] == [national(number)], gui.texts("header")


def _pick(gui: Gui, who: str) -> None:
    """On New conversation: type ``who`` (a first or a full name), tap that contact."""
    _type(gui, gui.find(rid="new_conversation_address"), who, clear=True)
    row = next(i for i, e in enumerate(gui.elements)
               if e.resource_id.endswith("/item_contact_name") and e.text.split()[0] == who.split()[0]
               and (len(who.split()) == 1 or e.text == who))
    gui.act(A.JSONAction(A.CLICK, index=row))


def _send(gui: Gui, text: str) -> None:
    """In a conversation: type ``text``, send it, see it in the thread."""
    _type(gui, gui.find(rid="thread_type_message"), text)
    gui.click(rid="thread_send_message")
    assert text in [b.rstrip() for b in gui.texts("thread_message_body")]


def solve_contact_add_then_text(gui: Gui, goal: str) -> None:
    solve_contact_add_noisy(gui, goal)
    follow = gui.done()
    first, text = re.search(r"Now text (\S+) from Simple SMS Messenger: (.+)$", follow).groups()
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    _pick(gui, first)
    _send(gui, text)


def solve_sms_recipient_interrupted(gui: Gui, goal: str) -> None:
    """Pick the contact; when the new recipient arrives, go BACK to New conversation, pick
    the other contact and send the message there."""
    name, text = re.search(r"Simple SMS Messenger to (\S+ \S+): (.+)$", goal).groups()
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    _pick(gui, name)
    if not gui.messages:
        _type(gui, gui.find(rid="thread_type_message"), text)
    assert gui.messages, "no interruption"
    other = re.search(r"send it to (.+) instead, not to", gui.messages[-1]).group(1)
    while gui.find(rid="new_conversation_address") is None:   # BACK hides the keyboard first
        gui.back()
    _pick(gui, other)
    _send(gui, text)


# ------------------------------------------------------------------ Settings
def solve_dark_theme_on_then_off(gui: Gui, goal: str) -> None:
    gui.open_app("Settings")
    _switch(gui, "Dark theme", True)
    follow = gui.done()
    assert follow and "turn it off" in follow, follow
    _switch(gui, "Dark theme", False)


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "MultiRoundMarkorCreateThenAppend": solve_markor_create_then_append,
    "MultiRoundMarkorDeleteThenRestore": solve_markor_delete_then_restore,
    "MultiRoundMarkorNameInterrupted": solve_markor_name_interrupted,
    "MultiRoundContactAddThenFixNumber": solve_contact_add_then_fix_number,
    "MultiRoundContactAddThenText": solve_contact_add_then_text,
    "MultiRoundSmsRecipientInterrupted": solve_sms_recipient_interrupted,
    "MultiRoundDarkThemeOnThenOff": solve_dark_theme_on_then_off,
}
