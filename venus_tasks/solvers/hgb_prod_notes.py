"""GUI-only solver for the HGB task over Joplin (``venus_tasks/tasks/hgb_prod_notes.py``):
pick the notebook in the side menu, open its notes newest first until one mentions the
word."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import fits


def open_notebook(gui: Gui, notebook: str) -> list[str]:
    """Open Joplin's side menu, pick ``notebook``; its note titles, top to bottom."""
    gui.open_app("Joplin")
    gui.click(desc="Sidebar")
    gui.click(text=notebook, rid="folder_title")
    fits(gui, "note_list")
    return gui.texts("note_title")


def solve_note_mentions(gui: Gui, goal: str) -> None:
    notebook, term = re.findall(r'"([^"]+)"', goal)[:2]
    for title in open_notebook(gui, notebook):
        gui.click(text=title, rid="note_title")
        if any(term.lower() in line.lower() for line in gui.texts("note_body")):
            gui.answer(f"\"{title}\"")
            return
        gui.back()
    raise AssertionError(f"no note in {notebook} mentions {term}")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {"GUIBrowsingJoplinNoteMentions": solve_note_mentions}
