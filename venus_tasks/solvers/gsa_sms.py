"""GUI-only solvers for the GSA SMS tracking tasks (``venus_tasks/tasks/gsa_sms.py``): open
Simple SMS Messenger, remember the conversation list, ``wait`` until the goal's number of
new messages shows in it (a new conversation or a changed snippet each), then reply,
delete or forward through the app's screens."""

from __future__ import annotations

import re

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.mr_more import create_note
from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction

_SPAM_CUES = ("you have won", "claim your prize")
_WORDS = {"two": 2, "three": 3, "four": 4, "eight": 8}


def _conversations(gui: Gui) -> list[tuple[str, str]]:
    """``(title, snippet)`` of each row of the conversation list."""
    return list(zip(gui.texts("conversation_address"), gui.texts("conversation_body_short")))


def _wait_for_new(gui: Gui, before: set[tuple[str, str]], n: int) -> list[tuple[str, str]]:
    """Wait until ``n`` rows differ from ``before``; those rows, oldest first."""
    while True:
        new = [c for c in _conversations(gui) if c not in before]
        if len(new) >= n:
            return new[::-1]
        gui.act(JSONAction(A.WAIT))


def _open_and_wait(gui: Gui, goal: str) -> list[tuple[str, str]]:
    said = (re.search(r"(\w+) new text messages", goal) or re.search(r"收到 (\d+) 条新短信", goal)).group(1)
    n = int(said) if said.isdigit() else _WORDS[said.casefold()]
    gui.open_app("SMS Messenger")
    return _wait_for_new(gui, set(_conversations(gui)), n)


def _back_to_list(gui: Gui) -> None:
    while gui.find(rid="conversations_fab") is None:
        gui.back()


def _type_and_send(gui: Gui, text: str) -> None:
    gui.act(JSONAction(A.INPUT_TEXT, index=gui.find(rid="thread_type_message"), text=text))
    gui.click(rid="thread_send_message")


def solve_reply(gui: Gui, goal: str) -> None:
    """Reply the goal's text (English, or Chinese in a zh goal) to each new message that
    meets its rule; first swipe the last message's heads-up away (it covers the top row,
    where that message's conversation now is)."""
    reply = (re.search(r'Reply "([^"]+)"', goal) or re.search(r'Answer with "([^"]+)"', goal)
             or re.search(r"回复“([^”]+)”", goal)).group(1)
    keyword = re.search(r'mentions "([^"]+)"', goal) or re.search(r"提到“([^”]+)”", goal)
    names = re.search(r"comes from (.+?) or (.+?), and", goal) or re.search(r"来自 (.+?) 或 (.+?)的每一条", goal)
    arrived = _open_and_wait(gui, goal)
    _swipe_heads_up_away(gui, "top_toolbar_search")
    for title, snippet in arrived:
        if keyword:
            hit = re.search(rf"\b{re.escape(keyword.group(1))}\b", snippet, re.IGNORECASE)
        else:
            hit = title in names.groups()
        if hit:
            gui.click(text=title, rid="conversation_address")
            _type_and_send(gui, reply)
            _back_to_list(gui)


def _swipe_heads_up_away(gui: Gui, rid: str) -> None:
    """Swipe up from the toolbar button ``rid``: the heads-up of a message that has just
    arrived peeks over the toolbar for seconds, and a tap meant for the button would open
    that message's conversation instead (its content intent). A user swipes the banner
    away first; without one the swipe moves nothing (the toolbar does not scroll)."""
    x, y = gui.element(rid=rid).bbox.center
    gui.act(JSONAction(A.SWIPE, direction="up", x=x, y=y))


def solve_delete_spam(gui: Gui, goal: str) -> None:
    """Delete each scam's conversation (its title is the sender's number); then a new
    Markor note listing those numbers."""
    senders = []
    for title, snippet in _open_and_wait(gui, goal):
        if any(cue in snippet.casefold() for cue in _SPAM_CUES):
            gui.click(text=title, rid="conversation_address")
            bodies = gui.texts("thread_message_body")
            assert all(any(c in b.casefold() for c in _SPAM_CUES) for b in bodies), bodies
            _swipe_heads_up_away(gui, "delete")
            gui.click(rid="delete", desc="Delete")
            gui.click(text="Yes")
            senders.append(title)
    name = re.search(r"\b(\w+\.md)\b", goal).group(1)
    gui.open_app("Markor")
    create_note(gui, name, ", ".join(senders))


def solve_forward_code(gui: Gui, goal: str) -> None:
    service, recipient = (re.search(r"send the new (\S+) code by SMS to (.+)\.$", goal)
                          or re.search(r"text the new (\S+) code to (.+)\.$", goal)
                          or re.search(r"把新的 (\S+) 验证码用短信发给 (.+)。$", goal)).groups()
    fresh = next(s for _, s in _open_and_wait(gui, goal) if service in s)
    code = re.search(r"\b\d{6}\b", fresh).group()
    gui.click(rid="conversations_fab")
    gui.act(JSONAction(A.INPUT_TEXT, index=gui.find(rid="new_conversation_address"), text=recipient))
    gui.click(text=recipient, rid="item_contact_name")
    _type_and_send(gui, code)


SOLVERS = {"GUIStateReplyToKeyword": solve_reply, "GUIStateDeleteSpam": solve_delete_spam,
           "GUIStateForwardCode": solve_forward_code}
