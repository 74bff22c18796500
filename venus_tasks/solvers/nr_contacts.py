"""GUI-only solver for ``venus_tasks/tasks/nr_contacts.py``: a contact with a Work number,
reading the editor's fields and the phone type spinner before every action, so that
another app in front, dropped actions or a call only cost steps."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui, settle

PACKAGE = "com.google.android.contacts"
EDIT_TEXT = "android.widget.EditText"
_HINTS = ("First name", "Last name", "Phone")


def solve_work_number_noisy(gui: Gui, goal: str) -> None:
    first, last, number = re.search(r"Create a new contact for (\S+) (.+) with the work number ([\d-]+)\.$",
                                    goal).groups()
    full = f"{first} {last}"
    gui.open_app("Contacts")
    while True:
        settle(gui, PACKAGE, "Contacts")
        if gui.find(text="Work Fax", rid="text1") is not None:                       # the type dropdown
            gui.click(text="Work", rid="text1")
        elif gui.find(text="Save", rid="toolbar_button") is not None:                 # the editor
            fields = [i for i, e in enumerate(gui.elements) if e.class_name == EDIT_TEXT][:3]
            wrong = [(i, want, hint) for i, want, hint in zip(fields, (first, last, number), _HINTS)
                     if gui.elements[i].text != want]
            spinner = gui.find(pred=lambda e: e.content_description.endswith(" Phone"))
            if wrong:
                i, want, hint = wrong[0]
                have = gui.elements[i].text
                gui.act(A.JSONAction(A.INPUT_TEXT, index=i, text=want, clear_text=have != hint or None))
            elif gui.elements[spinner].content_description != "Work Phone":
                gui.act(A.JSONAction(A.CLICK, index=spinner))
            else:
                gui.click(text="Save", rid="toolbar_button")
        elif gui.find(rid="large_title") is not None:                                 # a contact's card
            if gui.element(rid="large_title").text == full:
                gui.act(A.done())
                return
            gui.back()
        elif gui.find(rid="floating_action_button") is not None:                      # the list
            if full in gui.texts("cliv_name_textview"):
                gui.act(A.done())
                return
            gui.click(rid="floating_action_button")
        elif gui.find(text="Keep editing") is not None:
            gui.click(text="Keep editing")
        else:
            gui.back()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "NoiseResistContactWorkNumberNumb": solve_work_number_noisy,
}
