"""GUI-only solvers for the NR tasks over Contacts, Markor and Simple SMS Messenger
(``venus_tasks/tasks/nr_apps.py``). Each looks at the screen before every action, works
out where it is and does the next thing, so that a ringing call, a crash, another app in
front, a heads-up, dropped actions or a rotation only cost steps (as
``gui.solve_expense_add_noisy`` does)."""

from __future__ import annotations

import posixpath
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui, settle
from venus_tasks.env import actions as A

EDIT_TEXT = "android.widget.EditText"


def _type(gui: Gui, index: int, text: str, current: str = "") -> None:
    gui.act(A.JSONAction(A.INPUT_TEXT, index=index, text=text, clear_text=bool(current) or None))


def _text(gui: Gui, rid: str) -> str | None:
    i = gui.find(rid=rid)
    return None if i is None else gui.elements[i].text


# ------------------------------------------------------------------ Contacts
def solve_contact_add_noisy(gui: Gui, goal: str) -> None:
    """FAB, fill First name, Last name, Phone and Email, Save; done once the list or the
    new card shows the name (a crash before Save means starting over)."""
    m = re.search(r"Create a new contact for (\S+) (.+)\. Their number is ([\d-]+) and their email is (\S+)\.$",
                  goal)
    first, last, number, email = m.groups()
    full = f"{first} {last}"
    gui.open_app("Contacts")
    while True:
        settle(gui, "com.google.android.contacts", "Contacts")
        if gui.find(text="Save", rid="toolbar_button") is not None:          # the editor
            fields = [i for i, e in enumerate(gui.elements) if e.class_name == EDIT_TEXT]
            for i, want in zip(fields, (first, last, number, email)):
                have = gui.elements[i].text
                if have != want:
                    _type(gui, i, want, "" if have in ("First name", "Last name", "Phone", "Email") else have)
                    break
            else:
                gui.click(text="Save", rid="toolbar_button")
        elif _text(gui, "large_title") is not None:                          # a contact's card
            if _text(gui, "large_title") == full:
                gui.act(A.done())
                return
            gui.back()
        elif gui.find(rid="floating_action_button") is not None:              # the list
            if full in gui.texts("cliv_name_textview"):
                gui.act(A.done())
                return
            gui.click(rid="floating_action_button")
        elif gui.find(text="Keep editing") is not None:
            gui.click(text="Keep editing")
        else:
            gui.back()


# ------------------------------------------------------------------ Markor
_TITLE, _LIST = "opoc_filesystem_item__title", "ui__filesystem_dialog__list"
_EDITOR = "document__fragment__edit__highlighting_editor"


def solve_markor_create_noisy(gui: Gui, goal: str) -> None:
    """FAB, type the name (without the extension the dialog adds), OK, type the text,
    BACK (Markor saves on leaving): the list seen right after that BACK means it is saved.
    A crash loses what was not saved: once anything came between (a crash dialog, dropped
    actions), the note is opened again to see the text is in it, and filled if not."""
    m = re.search(r"Create a new note in Markor named (\S+) with the following text: (.+)$", goal)
    file_name, text = m.groups()
    stem, ext = posixpath.splitext(file_name)
    saved = -1          # the step whose BACK left the editor with the text in it
    gui.open_app("Markor")
    while True:
        settle(gui, "net.gsantner.markor", "Markor")
        editor = gui.find(rid=_EDITOR)
        if editor is not None:
            body = gui.elements[editor].text
            if _text(gui, "note__activity__text_note_title") == stem and body.rstrip() != text:
                _type(gui, editor, text, body)
            else:
                saved = gui.steps + 1 if _text(gui, "note__activity__text_note_title") == stem else -1
                gui.back()                                               # leaving saves
        elif gui.find(rid="new_file_dialog__name") is not None:
            name, typed_ext = _text(gui, "new_file_dialog__name"), _text(gui, "new_file_dialog__ext")
            if name != stem:
                _type(gui, gui.find(rid="new_file_dialog__name"), stem, "" if name == "my_note" else name)
            elif typed_ext != ext:
                _type(gui, gui.find(rid="new_file_dialog__ext"), ext, typed_ext)
            else:
                gui.click(text="OK", rid="button1")
        elif gui.find(rid="fab_add_new_item") is not None:                   # the file list
            if file_name in gui.texts(_TITLE):
                if saved == gui.steps:        # straight from the editor: no crash came between
                    gui.act(A.done())
                    return
                gui.click(text=file_name, rid=_TITLE)
            else:
                gui.click(rid="fab_add_new_item")
        else:
            gui.back()


def solve_markor_delete_noisy(gui: Gui, goal: str) -> None:
    """Delete each named note in turn (``_delete_note``); then done."""
    names = re.search(r"Delete the notes in Markor named (\S+) and (\S+)\.$", goal).groups()
    gui.open_app("Markor")
    for file_name in names:
        _delete_note(gui, file_name)
    settle(gui, "net.gsantner.markor", "Markor")
    gui.act(A.done())


def _delete_note(gui: Gui, file_name: str) -> None:
    """Long-press the note (scrolling to it in landscape), Delete, check the confirmation
    names it, OK; back when the list no longer has it."""
    direction = "down"
    while True:
        settle(gui, "net.gsantner.markor", "Markor")
        if gui.find(text="Confirm Delete") is not None:
            message = _text(gui, "message") or ""
            ok = message.rstrip().endswith("/" + file_name) and message.count("/storage") == 1
            gui.click(text="OK" if ok else "CANCEL")
        elif gui.find(rid="action_delete_selected_items") is not None:      # selection mode
            rows = [e for e in gui.elements if e.resource_id.endswith("/opoc_filesystem_item__root")]
            wrong = [e for e in rows if e.content_description.startswith("Selected ")
                     and e.content_description.split(" ")[1] != file_name]
            if wrong:
                gui.click(desc=wrong[0].content_description)                  # a tap unselects
            elif any(e.content_description.startswith(f"Selected {file_name}") for e in rows):
                gui.click(rid="action_delete_selected_items")
            elif gui.find(text=file_name, rid=_TITLE) is not None:
                gui.act(A.JSONAction(A.LONG_PRESS, index=gui.find(text=file_name, rid=_TITLE)))
            else:
                gui.back()
        elif gui.find(rid=_EDITOR) is not None:
            gui.back()
        elif gui.find(rid="fab_add_new_item") is not None:                   # the file list
            if gui.find(text=file_name, rid=_TITLE) is not None:
                gui.act(A.JSONAction(A.LONG_PRESS, index=gui.find(text=file_name, rid=_TITLE)))
                continue
            if gui.find(rid=_LIST, pred=lambda e: e.is_scrollable) is None:
                return                                                   # every note is shown
            before = [(e.text, e.bbox) for e in gui.elements]
            gui.scroll(direction, rid=_LIST)
            if [(e.text, e.bbox) for e in gui.elements] == before:
                if direction == "up":
                    return                                               # scrolled both ways: gone
                direction = "up"
        else:
            gui.back()


# ------------------------------------------------------------------ Simple SMS Messenger
def solve_sms_send_noisy(gui: Gui, goal: str) -> None:
    """FAB, type the number, confirm, type the first message, send, then the second; done
    once the thread shows both as sent. Coming back from another app, start from what is
    on screen."""
    m = re.search(r'Simple SMS Messenger to ([\d+-]+): first "(.+)", then "(.+)"$', goal)
    number, text, text2 = m.groups()
    gui.open_app("SMS Messenger")
    while True:
        settle(gui, "com.simplemobiletools.smsmessenger", "SMS Messenger")
        box = gui.find(rid="thread_type_message")
        if box is not None:
            sent = [b.rstrip() for b in gui.texts("thread_message_body")]
            if text2 in sent:
                gui.act(A.done())
                return
            want = text2 if text in sent else text
            have = gui.elements[box].text
            if have.rstrip() != want:
                _type(gui, box, want, "" if have == "Type a message…" else have)
            else:
                gui.click(rid="thread_send_message")
        elif gui.find(rid="new_conversation_address") is not None:
            have = _text(gui, "new_conversation_address")
            if have != number:
                _type(gui, gui.find(rid="new_conversation_address"), number,
                      "" if have.startswith("Add Contact") else have)
            else:
                gui.click(rid="new_conversation_confirm")
        elif gui.find(rid="conversations_fab") is not None:
            gui.click(rid="conversations_fab")
        else:
            gui.back()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "NoiseResistContactAddCall": solve_contact_add_noisy,
    "NoiseResistContactAddCrash": solve_contact_add_noisy,
    "NoiseResistMarkorCreateNoteCrash": solve_markor_create_noisy,
    "NoiseResistMarkorCreateNoteNumb": solve_markor_create_noisy,
    "NoiseResistMarkorCreateNotePopUp": solve_markor_create_noisy,
    "NoiseResistMarkorDeleteNoteRotation": solve_markor_delete_noisy,
    "NoiseResistSmsSendPopUp": solve_sms_send_noisy,
}
