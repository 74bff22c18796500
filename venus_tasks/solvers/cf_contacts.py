"""GUI-only solvers for the CF tasks over Contacts and Simple SMS Messenger
(``venus_tasks/tasks/cf_contacts.py``). Nobody answers ``ask_user`` through the GUI alone,
so each takes the other way to succeed: read the conflicting fact from the screen, change
nothing, and report it."""

from __future__ import annotations

import difflib
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.env import actions as A
from verifiers.phones import national


def _contact_rows(gui: Gui, typed: str) -> list[tuple[str, str]]:
    """SMS Messenger's New conversation screen with ``typed`` in the address field:
    ``(name, numbers)`` of the contacts it lists."""
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="new_conversation_address"), text=typed))
    return list(zip(gui.texts("item_contact_name"), gui.texts("item_contact_number")))


def solve_sms_ambiguous_contact(gui: Gui, goal: str) -> None:
    """Type the first name in New conversation; two contacts carry it: name both."""
    first = re.search(r"Simple SMS Messenger to (\S+) with message:", goal).group(1)
    rows = [(n, num) for n, num in _contact_rows(gui, first) if n.startswith(first + " ")]
    assert len(rows) == 2, rows
    (a, na), (b, nb) = rows
    gui.answer(f"You have two contacts named {first}: {a} ({na}) and {b} ({nb}). "
               "I did not send the message; which one did you mean?")


def solve_sms_wrong_number(gui: Gui, goal: str) -> None:
    """Type the name in New conversation; the number listed for the contact is not the
    one in the goal: report the saved one."""
    name, given = re.search(r"Simple SMS Messenger to (.+) at ([\d-]+) with message:", goal).groups()
    saved = dict(_contact_rows(gui, name))[name]
    assert national(saved) != national(given), (saved, given)
    gui.answer(f"{name}'s saved number is {saved}, not {given}, so I did not send the message.")


def solve_contact_add_number_already(gui: Gui, goal: str) -> None:
    """Open the contact's card: the number is there already; report its label and the
    other number."""
    number, name = re.search(r"Add the number ([\d-]+) to (.+)'s contact in Contacts", goal).groups()
    gui.open_app("Contacts")
    gui.click(text=name, rid="cliv_name_textview")
    rows = list(zip(gui.texts("header"), gui.texts("sub_header")))
    label = next(lab for num, lab in rows if national(num) == national(number))
    others = [num for num, _ in rows if national(num) != national(number)]
    gui.answer(f"{name} already has {number}, saved as a {label} number (the other one is "
               f"{', '.join(others)}), so I did not add it again.")


def solve_contact_delete_not_exist(gui: Gui, goal: str) -> None:
    """List every contact: the name asked for is not there; report the closest one."""
    asked = re.search(r"Delete the contact (.+) from Contacts\.", goal).group(1)
    gui.open_app("Contacts")
    names = gui.collect("cliv_name_textview", "list")
    assert asked not in names, names
    closest = difflib.get_close_matches(asked, names, n=1, cutoff=0.0)[0]
    gui.answer(f"There is no contact named {asked}; the closest is {closest}, so I did not delete anything.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "RefusalSmsSendAmbiguousContact": solve_sms_ambiguous_contact,
    "RefusalSmsSendWrongNumber": solve_sms_wrong_number,
    "RefusalContactAddNumberAlready": solve_contact_add_number_already,
    "RefusalContactDeleteNotExist": solve_contact_delete_not_exist,
}
