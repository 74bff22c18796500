"""GUI-only solver for ``venus_tasks/tasks/nr_music.py``: a Retro Music playlist of the
songs the goal names, looking at the screen before every action, so that a crash (Retro
restarts on "For you"), a call or dropped actions only cost steps; the playlist's page is
read before saying done, and a song missing from it is added."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.ambiguity.walk import find_in_row
from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui, settle

PACKAGE = "code.name.monkey.retromusic"
_GOAL = re.compile(r"create a playlist named (.+) with the songs (.+), (.+) and (.+)\.$")


def _title(gui: Gui) -> str:
    """The toolbar title of the main screen (the tab's name), or ""."""
    top = [e for e in gui.elements if e.text and not e.resource_id and e.bbox and e.bbox.y_max < 220]
    return top[0].text if top else ""


def solve_playlist_noisy(gui: Gui, goal: str) -> None:
    playlist, *songs = _GOAL.search(goal).groups()
    added: set[str] = set()
    current = ""                       # the song whose menu was opened last
    gui.open_app("Retro Music")
    while True:
        settle(gui, PACKAGE, "Retro Music")
        todo = [s for s in songs if s not in added]
        if gui.find(rid="actionNewPlaylist") is not None:                              # New playlist dialog
            box = gui.find(rid="actionNewPlaylist")
            if gui.elements[box].text != playlist:
                gui.act(A.JSONAction(A.INPUT_TEXT, index=box, text=playlist, clear_text=True))
            else:
                gui.click(text="Create")
                added.add(current)
        elif gui.find(text="Add to playlist") is not None and gui.find(text="Cancel") is not None:   # the dialog
            if gui.find(text=playlist, rid="text1") is not None:
                gui.click(text=playlist, rid="text1")
                added.add(current)
            else:
                gui.click(text="New playlist", rid="text1")
        elif gui.find(text="Add to playlist") is not None:                              # a song's menu
            gui.click(text="Add to playlist")
        elif gui.find(desc="Navigate up") is not None and gui.find(text=playlist, rid="title") is not None:
            added = set(gui.texts("title")) & set(songs)                                # the playlist's page
            if not [s for s in songs if s not in added]:
                gui.act(A.done())
                return
            gui.click(text="Songs")
        elif _title(gui) == "Songs" and todo:
            current = todo[0]
            gui.act(A.JSONAction(A.CLICK, index=find_in_row(gui.elements, lambda e: e.resource_id.endswith("/menu"),
                                                            current)))
        elif _title(gui) == "Playlists" and not todo:
            gui.click(text=playlist, rid="title")
        elif gui.find(text="Songs") is not None:                                        # another tab
            gui.click(text="Songs" if todo else "Playlists")
        else:
            gui.back()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "NoiseResistRetroPlaylistCrash": solve_playlist_noisy,
}
