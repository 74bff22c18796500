"""GUI-only solvers for the multi-round tasks of ``venus_tasks/tasks/mr_more.py`` (Markor,
one chained into SMS Messenger), and the SMS Messenger steps the other MR solvers share
(``pick_contact``, ``send_in_thread``; ``_pick``/``_send`` are their older names, used by
the VA solvers). Each solver plays every round, claims it done (``gui.done()``, a step)
and acts on the next instruction, or on an interruption that arrives in ``gui.messages``
while it works. Names and texts come from the goal and the round texts; what a later
round leaves unsaid ("the line you added", "the same name and text I gave you") the
solver keeps from the earlier rounds, as an agent must.
"""

from __future__ import annotations

import posixpath
import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

TITLE, EDITOR = "opoc_filesystem_item__title", "document__fragment__edit__highlighting_editor"
EDIT_TEXT = "android.widget.EditText"
_GOAL = re.compile(r"Create a new note in Markor named (\S+) with the following text: (.+)$")


def _type(gui: Gui, index: int, text: str, clear: bool = False) -> None:
    gui.act(A.JSONAction(A.INPUT_TEXT, index=index, text=text, clear_text=clear or None))


# ------------------------------------------------------------------ SMS Messenger
def _pick(gui: Gui, who: str) -> None:
    """On New conversation: type ``who`` (a first or a full name), tap that contact."""
    _type(gui, gui.find(rid="new_conversation_address"), who, clear=True)
    row = next(i for i, e in enumerate(gui.elements)
               if e.resource_id.endswith("/item_contact_name") and e.text.split()[0] == who.split()[0]
               and (len(who.split()) == 1 or e.text == who))
    gui.act(A.JSONAction(A.CLICK, index=row))


def pick_contact(gui: Gui, who: str) -> None:
    """On New conversation, every contact listed: tap ``who`` (a first or a full name)."""
    gui.click(pred=lambda e: e.resource_id.endswith("/item_contact_name") and (
        e.text == who or e.text.split()[0] == who))


def send_in_thread(gui: Gui, text: str) -> None:
    """In a conversation: type ``text``, send it, see it in the thread."""
    _type(gui, gui.find(rid="thread_type_message"), text)
    gui.click(rid="thread_send_message")
    assert text in [b.strip() for b in gui.texts("thread_message_body")]


_send = send_in_thread


def text_new(gui: Gui, who: str, text: str) -> None:
    """Open SMS Messenger on its conversation list, +, ``who``, type, send (5 steps)."""
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    pick_contact(gui, who)
    send_in_thread(gui, text)


# ------------------------------------------------------------------ Markor
def create_note(gui: Gui, name: str, text: str) -> None:
    """On the file list: +, the name (the dialog adds the extension), OK, the text, BACK
    (hides the keyboard), BACK (saves); 6 steps."""
    gui.click(rid="fab_add_new_item")
    _type(gui, gui.find(rid="new_file_dialog__name"), posixpath.splitext(name)[0], clear=True)
    gui.click(text="OK", rid="button1")
    _type(gui, gui.find(rid=EDITOR), text)
    _leave_editor(gui)


def _leave_editor(gui: Gui) -> None:
    while gui.find(rid="fab_add_new_item") is None:     # BACK hides the keyboard, then saves
        gui.back()


def append_line(gui: Gui, name: str, line: str) -> None:
    """On the file list: open ``name``, type ``line`` (typing appends at the end), leave."""
    gui.click(text=name, rid=TITLE)
    _type(gui, gui.find(rid=EDITOR), line)
    _leave_editor(gui)


def _select(gui: Gui, name: str) -> None:
    gui.act(A.JSONAction(A.LONG_PRESS, index=gui.find(text=name, rid=TITLE)))


def rename_note(gui: Gui, name: str, new: str) -> None:
    """Long press, Rename, the new name, OK."""
    _select(gui, name)
    gui.click(desc="Rename")
    _type(gui, gui.find(rid="new_name"), new, clear=True)
    gui.click(text="OK", rid="button1")


def copy_note(gui: Gui, name: str, folder: str) -> None:
    """Long press, More options, Copy, the folder, SELECT THIS FOLDER."""
    _select(gui, name)
    gui.click(desc="More options")
    gui.click(text="Copy")
    gui.click(text=folder, rid=TITLE)
    gui.click(text="SELECT THIS FOLDER")


def delete_note(gui: Gui, name: str) -> None:
    """Long press, Delete, OK (the confirmation names the file)."""
    _select(gui, name)
    gui.click(desc="Delete")
    assert gui.element(rid="message").text.rstrip().endswith("/" + name)
    gui.click(text="OK")


def solve_markor_create_then_append(gui: Gui, goal: str) -> None:
    name, text = _GOAL.search(goal).groups()
    gui.open_app("Markor")
    create_note(gui, name, text)
    follow = gui.done()
    line = re.search(r"add this line at the end of \S+: (.+)$", follow).group(1)
    append_line(gui, name, line)
    follow = gui.done()
    new = re.search(r"rename the note to (\S+)\.$", follow).group(1)
    rename_note(gui, name, new)
    follow = gui.done()
    folder = re.search(r"copy of it in the (.+) folder\.$", follow).group(1)
    copy_note(gui, new, folder)
    follow = gui.done()
    friend = re.search(r"send (\S+) the line you added", follow).group(1)
    text_new(gui, friend, line)                    # the line of round 2, kept since
    gui.done()


def solve_markor_draft_cancelled(gui: Gui, goal: str) -> None:
    """Create the first note; start the second, and when the user cancels it (once its
    text is typed: OK has created the file) leave the editor and delete it; add the line
    to the first note; create the second again from what round 2 said."""
    first, text = _GOAL.search(goal).groups()
    gui.open_app("Markor")
    create_note(gui, first, text)
    follow = gui.done()
    second, second_text = re.search(r"another note named (\S+) with this text: (.+)$", follow).groups()
    gui.click(rid="fab_add_new_item")
    _type(gui, gui.find(rid="new_file_dialog__name"), posixpath.splitext(second)[0], clear=True)
    gui.click(text="OK", rid="button1")
    _type(gui, gui.find(rid=EDITOR), second_text)
    assert gui.messages and "delete the draft" in gui.messages[-1].casefold(), gui.messages
    _leave_editor(gui)
    delete_note(gui, second)
    follow = gui.done()
    line = re.search(r"at the end of the first note: (.+)$", follow).group(1)
    append_line(gui, first, line)
    follow = gui.done()
    assert "same name and text" in follow, follow
    create_note(gui, second, second_text)
    gui.done()


def solve_markor_name_interrupted(gui: Gui, goal: str) -> None:
    """Type the first name; the new name arrives once it is on screen (before OK), so the
    field is typed again. Then copy the note into the folder, delete the one at the top,
    and add the line to the copy."""
    first, text = _GOAL.search(goal).groups()
    gui.open_app("Markor")
    gui.click(rid="fab_add_new_item")
    _type(gui, gui.find(rid="new_file_dialog__name"), posixpath.splitext(first)[0], clear=True)
    assert gui.messages, "no interruption"
    name = re.search(r"name the note (\S+) instead of", gui.messages[-1]).group(1)
    _type(gui, gui.find(rid="new_file_dialog__name"), posixpath.splitext(name)[0], clear=True)
    gui.click(text="OK", rid="button1")
    _type(gui, gui.find(rid=EDITOR), text)
    _leave_editor(gui)
    follow = gui.done()
    folder = re.search(r"copy of it in the (.+) folder too\.$", follow).group(1)
    copy_note(gui, name, folder)
    follow = gui.done()
    assert "delete the one in the main folder" in follow, follow
    delete_note(gui, name)
    follow = gui.done()
    line = re.search(r"at the end of the copy: (.+)$", follow).group(1)
    gui.click(text=folder, rid=TITLE)
    append_line(gui, name, line)
    gui.done()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "MultiRoundMarkorCreateThenAppend": solve_markor_create_then_append,
    "MultiRoundMarkorDraftCancelled": solve_markor_draft_cancelled,
    "MultiRoundMarkorNameInterrupted": solve_markor_name_interrupted,
}
