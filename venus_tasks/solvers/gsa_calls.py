"""GUI-only solvers for the GSA call-tracking tasks (``venus_tasks/tasks/gsa_calls.py``):
wait (a step each) until the call screen shows, read the caller from it, act by the
goal's rule, and wait for the number of calls the goal announces; then write what the
goal asks into the second app (texts in Simple SMS Messenger, a note in Markor)."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.mr_more import create_note
from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction

_CALLS = {"eight": 8, "four": 4, "three": 3, "two": 2, "八": 8, "四": 4}


def _digits(text: str) -> str:
    d = re.sub(r"\D", "", text)
    return d[1:] if len(d) == 11 and d.startswith("1") else d


def _each_call(gui: Gui, goal: str, handle: Callable[[Gui, str], None]) -> None:
    """For each announced call: wait for it to ring, then ``handle(gui, caller shown)``,
    then wait until the call screen is gone."""
    said = re.search(r"\b(eight|four|three|two)\b", goal, re.IGNORECASE) or re.search(r"([八四])个来电", goal)
    expected = _CALLS[said.group(1).casefold()]
    for _ in range(expected):
        while gui.find(text="Incoming call") is None:
            gui.act(JSONAction(A.WAIT))
        handle(gui, gui.element(rid="contactgrid_contact_name").text)
        while gui.find(text="Incoming call") is not None or gui.find(desc="End call") is not None:
            gui.act(JSONAction(A.WAIT))


def _text_number(gui: Gui, number: str, text: str) -> None:
    """On SMS Messenger's conversation list: +, type ``number``, confirm, type ``text``,
    send (5 steps)."""
    gui.click(rid="conversations_fab")
    gui.act(JSONAction(A.INPUT_TEXT, index=gui.find(rid="new_conversation_address"), text=number))
    gui.click(rid="new_conversation_confirm")
    gui.act(JSONAction(A.INPUT_TEXT, index=gui.find(rid="thread_type_message"), text=text))
    gui.click(rid="thread_send_message")
    assert text in [b.strip() for b in gui.texts("thread_message_body")], gui.texts("thread_message_body")


def solve_decline_blacklisted(gui: Gui, goal: str) -> None:
    """Decline the blacklist's calls, let the others ring; then text each other caller the
    goal's reply (BACK to the list between two)."""
    blocked = {_digits(n) for n in re.findall(r"\d{3}-\d{3}-\d{4}", goal)}
    others: list[str] = []

    def handle(g: Gui, caller: str) -> None:
        if _digits(caller) in blocked:
            g.click(text="Decline")
        else:
            others.append(_digits(caller))
    _each_call(gui, goal, handle)
    reply = (re.search(r'the text "([^"]+)"', goal) or re.search(r'text "([^"]+)" to', goal)
             or re.search(r"发短信“([^”]+)”", goal)).group(1)
    gui.open_app("SMS Messenger")
    for k, number in enumerate(others):
        while k and gui.find(rid="conversations_fab") is None:     # the keyboard, the thread, New conversation
            gui.back()
        _text_number(gui, f"{number[:3]}-{number[3:6]}-{number[6:]}", reply)


def solve_answer_contacts_only(gui: Gui, goal: str) -> None:
    def handle(g: Gui, caller: str) -> None:
        if _digits(caller):                       # a bare number: not in Contacts
            g.click(text="Decline")
        else:                                     # the screen names a contact
            g.click(text="Answer")
            g.click(desc="End call")
    _each_call(gui, goal, handle)


def solve_repeated_caller(gui: Gui, goal: str) -> None:
    """Let the calls ring, noting each caller; then a new Markor note with the one that
    called more than once."""
    seen: list[str] = []
    _each_call(gui, goal, lambda g, caller: seen.append(_digits(caller)))
    repeated = next(n for n in seen if seen.count(n) > 1)
    name = re.search(r"\b(\w+\.md)\b", goal).group(1)
    gui.open_app("Markor")
    create_note(gui, name, f"{repeated[:3]}-{repeated[3:6]}-{repeated[6:]}")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIStateDeclineBlacklistedCalls": solve_decline_blacklisted,
    "GUIStateAnswerContactsOnly": solve_answer_contacts_only,
    "GUIStateRepeatedCaller": solve_repeated_caller,
}
