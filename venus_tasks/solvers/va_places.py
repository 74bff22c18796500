"""GUI-only solver for the map task of ``venus_tasks/tasks/va_places.py``: read the two
places in the friend's texts, find each with OsmAnd's search and add a map marker."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui


def friend_of(goal: str) -> str:
    m = re.search(r"^(\S+) texted me|in (\S+?)'s texts|^(\S+?)发短信", goal)
    return next(g for g in m.groups() if g)


def meeting_places(texts: list[str]) -> tuple[str, str]:
    """``(where we meet, where we park)`` in the thread's messages (English or Chinese)."""
    joined = "\n".join(texts)
    meet = re.search(r"We meet in (\S+?) at|点在(\S+?)集合", joined)
    park = re.search(r"Park in (\S+?),|车停在(\S+?)，", joined)
    return next(g for g in meet.groups() if g), next(g for g in park.groups() if g)


def mark(gui: Gui, place: str) -> None:
    """From OsmAnd's map: search ``place``, open the result, add a map marker."""
    gui.click(rid="map_search_button")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="searchEditText"), text=place, clear_text=True))
    gui.click(text=place, rid="title")
    gui.click(text="Marker", rid="context_menu_marker_text_view")


def solve_meeting_points(gui: Gui, goal: str) -> None:
    first = friend_of(goal)
    gui.open_app("SMS Messenger")
    gui.click(rid="conversation_address", pred=lambda e: e.text.split()[0] == first)
    places = meeting_places(gui.texts("thread_message_body"))
    gui.open_app("OsmAnd")
    for place in places:
        mark(gui, place)
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "VagueHikeMeetingPoints": solve_meeting_points,
}
