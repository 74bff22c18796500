"""Looking before asking: the GUI actions that bring a conflict's fact on screen, for the
reference solutions (``oracle``) of the tasks with a user to ask.

The ``strict`` user answers a question about a conflict only once the fact it states has
been on screen (``dialogue.strict``, grounding), so an oracle that asks first looks, the
way any agent would: it opens the app and taps through to the screen that shows the
fact. These helpers are generators of ``JSONAction``s meant for ``yield from`` inside an
``oracle``; each reads the screen (a fresh ``uiautomator dump`` through ``env.device``)
only when its next action is requested, i.e. after the episode loop has executed the
previous action, and taps at the centre of the element it found (``click`` at x, y), so
the same code runs on a real emulator.

Raises ``LookError`` when what it looks for is not on screen (after scrolling, where it
scrolls).
"""

from __future__ import annotations

from typing import Iterator

from venus_tasks.env import actions as A
from venus_tasks.env.observation import UIElement, parse_ui_dump

MAX_SCROLLS = 12
# a scroll that reveals what lies ``direction`` of the view is a swipe the other way
_SWIPE = {"down": "up", "up": "down", "right": "left", "left": "right"}


class LookError(AssertionError):
    """What the oracle looked for is not on the screen."""


def screen(env) -> list[UIElement]:
    """The UI elements on the screen now."""
    xml, _ = env.device.ui_dump_and_focus()
    return parse_ui_dump(xml)


def find(elements, text: str | None = None, desc: str | None = None, rid: str | None = None) -> UIElement | None:
    """The first element with that text, content description and resource id (its last
    part), each where given, that has bounds; None if there is none."""
    for e in elements:
        if ((text is None or e.text == text) and (desc is None or e.content_description == desc)
                and (rid is None or e.resource_id.endswith("/" + rid)) and e.bbox is not None):
            return e
    return None


def open_app(name: str) -> Iterator[A.JSONAction]:
    yield A.JSONAction(A.OPEN_APP, app_name=name)


def tap(env, **match) -> Iterator[A.JSONAction]:
    """A click on the element ``match`` (``find``'s keywords) on the screen now."""
    e = find(screen(env), **match)
    if e is None:
        raise LookError(f"not on screen: {match}")
    x, y = e.bbox.center
    yield A.JSONAction(A.CLICK, x=x, y=y)


def type_into(env, text: str, clear: bool = False, **match) -> Iterator[A.JSONAction]:
    """``text`` typed into the field ``match`` (``find``'s keywords) on the screen now,
    tapped at its centre; ``clear`` empties it first."""
    e = find(screen(env), **match)
    if e is None:
        raise LookError(f"not on screen: {match}")
    x, y = e.bbox.center
    yield A.JSONAction(A.INPUT_TEXT, x=x, y=y, text=text, clear_text=clear or None)


def back_until(env, limit: int = 4, **match) -> Iterator[A.JSONAction]:
    """BACK until ``match`` is on screen (at most ``limit`` times: an editor's first BACK
    hides the keyboard, the next leaves it)."""
    for _ in range(limit):
        if find(screen(env), **match) is not None:
            return
        yield A.JSONAction(A.NAVIGATE_BACK)
    if find(screen(env), **match) is None:
        raise LookError(f"not on screen after {limit} BACKs: {match}")


def _scroll(elements, rid: str, direction: str) -> A.JSONAction:
    """A swipe from the centre of the list ``rid`` that scrolls it ``direction``."""
    lst = find(elements, rid=rid)
    if lst is None:
        raise LookError(f"no list {rid} on screen to scroll")
    x, y = lst.bbox.center
    return A.JSONAction(A.SWIPE, direction=_SWIPE[direction], x=x, y=y)


def reveal(env, *, scroll: str, direction: str = "down", **match) -> Iterator[A.JSONAction]:
    """Scroll the list ``scroll`` (resource id) ``direction`` until ``match`` is on
    screen (no action if it is already)."""
    for _ in range(MAX_SCROLLS):
        elements = screen(env)
        if find(elements, **match) is not None:
            return
        yield _scroll(elements, scroll, direction)
    raise LookError(f"not on screen after {MAX_SCROLLS} scrolls of {scroll}: {match}")


def reveal_and_tap(env, *, scroll: str, direction: str = "down", **match) -> Iterator[A.JSONAction]:
    yield from reveal(env, scroll=scroll, direction=direction, **match)
    yield from tap(env, **match)


def scan(env, texts, *, scroll: str, direction: str = "down") -> Iterator[A.JSONAction]:
    """Scroll the list ``scroll`` until every text of ``texts`` has been on screen."""
    left = set(texts)
    for _ in range(MAX_SCROLLS):
        elements = screen(env)
        left -= {e.text for e in elements}
        if not left:
            return
        yield _scroll(elements, scroll, direction)
    raise LookError(f"never on screen while scrolling {scroll}: {sorted(left)}")
