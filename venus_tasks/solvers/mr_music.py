"""GUI-only solver for the multi-round chain of ``venus_tasks/tasks/mr_music.py`` (Retro
Music, Markor, SMS Messenger): it plays every round, claims it done (``gui.done()``, a
step), backs out of the Add to playlist dialog when the user stops it, and keeps the
goal's two songs for the note of round 3 and the text of round 4, as an agent must.
"""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.ambiguity.walk import find_in_row
from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.mr_more import create_note, text_new

_GOAL = re.compile(r"create a playlist named (.+) with the songs (.+) and (.+)\.$")


def _song_menu(gui: Gui, title: str) -> None:
    """On the Songs tab: the unlabelled overflow button in ``title``'s row, then Add to
    playlist."""
    menu = find_in_row(gui.elements, lambda e: e.resource_id.endswith("/menu"), title)
    gui.act(A.JSONAction(A.CLICK, index=menu))
    gui.click(text="Add to playlist")


def solve_playlist_cancelled(gui: Gui, goal: str) -> None:
    playlist, song1, song2 = _GOAL.search(goal).groups()
    gui.open_app("Retro Music")
    gui.click(text="Songs")
    _song_menu(gui, song1)
    gui.click(text="New playlist")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="actionNewPlaylist"), text=playlist))
    gui.click(text="Create")
    _song_menu(gui, song2)
    gui.click(text=playlist, rid="text1")
    follow = gui.done()
    song3 = re.search(r"Also add (.+) to it\.$", follow).group(1)
    _song_menu(gui, song3)
    assert gui.messages and f"not {song3}" in gui.messages[-1], gui.messages
    gui.click(text="Cancel")
    follow = gui.done()
    note = re.search(r"Markor note named (\S+), one per line", follow).group(1)
    gui.open_app("Markor")
    create_note(gui, note, f"{song1}\n{song2}")           # the goal's songs, not the cancelled one
    follow = gui.done()
    friend = re.search(r"Text (\S+) the songs on the playlist", follow).group(1)
    text_new(gui, friend, f"{playlist}: {song1}, {song2}")
    gui.done()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "MultiRoundPlaylistCancelled": solve_playlist_cancelled,
}
