"""GUI-only solver for the Retro Music FA task (``venus_tasks/tasks/fa_music.py``): it walks
the song's menu to the Add to playlist dialog (cancelled) and reads the playlist's count and
length from its page."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui

_QUOTED = re.compile(r"[\"“]([^\"”]+)[\"”]")
_INFO = re.compile(r"(\d+) Songs?\s*•\s*(\d+:\d\d)")


def solve_music_playlist(gui: Gui, goal: str) -> None:
    song, playlist = _QUOTED.findall(goal)[:2]
    gui.open_app("Retro Music")
    gui.click(desc="Songs")
    while gui.find(text=song, rid="title") is None:
        gui.scroll("down", rid="recyclerView")
    row = gui.element(text=song, rid="title")
    menu = min((e for e in gui.elements if e.resource_id.endswith("/menu")),
               key=lambda e: abs(e.bbox.center[1] - row.bbox.center[1]))
    gui.click_at(*menu.bbox.center)
    label = gui.element(text="Add to playlist").text
    gui.click(text=label)
    gui.click(text="Cancel")
    gui.click(desc="Playlists")
    gui.click(text=playlist, rid="title")
    count, length = _INFO.search(gui.element(rid="subtitle").text).groups()
    gui.answer(f"Open Songs, tap the three-dot menu next to {song}, choose {label} and then {playlist}. "
               f"{playlist} has {count} songs right now and plays for {length}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistExplainMusicPlaylist": solve_music_playlist,
}
