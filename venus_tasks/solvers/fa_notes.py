"""GUI-only solver for the Markor move explanation (``venus_tasks/tasks/fa_notes.py``): it
counts the target folder's notes, looks through the other folders by name for the note,
and walks its selection menu to the Move chooser (left open: nothing is moved)."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

TITLE = "opoc_filesystem_item__title"
_GOAL = re.compile(r"[\"“]([^\"”]+)[\"”] into (?:my |the )?(\S+) folder|[\"“]([^\"”]+)[\"”] 移到 (\S+) 文件夹")


def _names(gui: Gui) -> list[str]:
    return [t for t in gui.texts(TITLE) if t != ".."]


def solve_markor_move(gui: Gui, goal: str) -> None:
    m = _GOAL.search(goal)
    note, target = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    gui.open_app("Markor")
    folders = _names(gui)
    gui.click(text=target, rid=TITLE)
    count = len(_names(gui))
    gui.click(text="..", rid=TITLE)
    source = None
    for folder in [f for f in folders if f != target]:
        gui.click(text=folder, rid=TITLE)
        if f"{note}.md" in _names(gui):
            source = folder
            break
        gui.click(text="..", rid=TITLE)
    gui.act(A.JSONAction(A.LONG_PRESS, index=gui.find(text=f"{note}.md", rid=TITLE)))
    gui.click(desc="More options")
    gui.click(text="Move")
    select = next(e.text for e in gui.elements if e.resource_id.endswith("__button_ok"))
    gui.answer(f"Long-press the note, tap More options > Move, open the {target} folder in the chooser and tap "
               f"{select.capitalize()}. The note is in the {source} folder now, and {target} already has {count} "
               f"notes.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistExplainMarkorMove": solve_markor_move,
}
