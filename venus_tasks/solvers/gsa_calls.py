"""GUI-only solvers for the GSA call-tracking tasks (``venus_tasks/tasks/gsa_calls.py``):
wait (a step each) until the call screen shows, read the caller from it, act by the
goal's rule, and wait for the number of calls the goal announces."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction

_CALLS = {"Four": 4, "Three": 3, "Two": 2}


def _digits(text: str) -> str:
    d = re.sub(r"\D", "", text)
    return d[1:] if len(d) == 11 and d.startswith("1") else d


def _each_call(gui: Gui, goal: str, handle: Callable[[Gui, str], None]) -> None:
    """For each announced call: wait for it to ring, then ``handle(gui, caller shown)``,
    then wait until the call screen is gone."""
    expected = _CALLS[goal.split()[0]]
    for _ in range(expected):
        while gui.find(text="Incoming call") is None:
            gui.act(JSONAction(A.WAIT))
        handle(gui, gui.element(rid="contactgrid_contact_name").text)
        while gui.find(text="Incoming call") is not None or gui.find(desc="End call") is not None:
            gui.act(JSONAction(A.WAIT))


def solve_decline_blacklisted(gui: Gui, goal: str) -> None:
    blocked = {_digits(n) for n in re.findall(r"\d{3}-\d{3}-\d{4}", goal)}
    _each_call(gui, goal, lambda g, caller: g.click(text="Decline") if _digits(caller) in blocked else None)


def solve_answer_contacts_only(gui: Gui, goal: str) -> None:
    def handle(g: Gui, caller: str) -> None:
        if _digits(caller):                       # a bare number: not in Contacts
            g.click(text="Decline")
        else:                                     # the screen names a contact
            g.click(text="Answer")
            g.click(desc="End call")
    _each_call(gui, goal, handle)


def solve_repeated_caller(gui: Gui, goal: str) -> None:
    seen: list[str] = []
    _each_call(gui, goal, lambda g, caller: seen.append(_digits(caller)))
    repeated = next(n for n in seen if seen.count(n) > 1)
    gui.answer(f"{repeated[:3]}-{repeated[3:6]}-{repeated[6:]} called twice.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIStateDeclineBlacklistedCalls": solve_decline_blacklisted,
    "GUIStateAnswerContactsOnly": solve_answer_contacts_only,
    "GUIStateRepeatedCaller": solve_repeated_caller,
}
