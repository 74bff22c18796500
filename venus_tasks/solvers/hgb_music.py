"""GUI-only solvers for the HGB tasks over Retro Music (``venus_tasks/tasks/hgb_music.py``):
they open every artist's or playlist's page from its section and read the counts and
lengths those pages show."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui


def _section(gui: Gui, label: str) -> list[str]:
    gui.open_app("Retro Music")
    gui.click(desc=label)
    assert gui.find(rid="recyclerView", pred=lambda e: e.is_scrollable) is None
    return gui.texts("title")


def solve_top_artist(gui: Gui, goal: str) -> None:
    counts = {}
    for artist in _section(gui, "Artists"):
        gui.click(text=artist, rid="title")
        info = gui.element(rid="text").text               # "1 Album • 3 Songs • 00:09"
        counts[artist] = int(re.search(r"(\d+) Songs?\b", info).group(1))
        gui.back()
    best = max(counts, key=counts.get)
    gui.answer(f"{best}, with {counts[best]} songs.")


def _seconds(text: str) -> int:
    total = 0
    for part in text.split(":"):
        total = total * 60 + int(part)
    return total


def solve_longest_playlist(gui: Gui, goal: str) -> None:
    totals = {}
    for name in _section(gui, "Playlists"):
        gui.click(text=name, rid="title")
        totals[name] = gui.element(rid="subtitle").text.split("\u2022")[-1].strip()   # "5 Songs  •  17:42"
        gui.back()
    best = max(totals, key=lambda n: _seconds(totals[n]))
    gui.answer(f"{best}: {totals[best]}")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingMusicTopArtist": solve_top_artist,
    "GUIBrowsingMusicLongestPlaylist": solve_longest_playlist,
}
