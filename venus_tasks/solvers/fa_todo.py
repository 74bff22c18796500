"""GUI-only solver for the Tasks FA task (``venus_tasks/tasks/fa_todo.py``): it scrolls "My
Tasks" to the task, reads its list chip and due date in the editor, and opens the due
date sheet and the list chooser without changing anything."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui

_GOAL = re.compile(r"[\"“]([^\"”]+)[\"”]")
_TARGET = re.compile(r"to my (.+?) list|移到 (.+?) 列表|into the (.+?) list")
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def solve_task_move(gui: Gui, goal: str) -> None:
    task = _GOAL.search(goal).group(1)
    target = next(g for g in _TARGET.search(goal).groups() if g)
    gui.open_app("Tasks")
    while gui.find(text=task, rid="title") is None:
        gui.scroll("down")
    gui.click(text=task, rid="title")
    due_row = next(e for e in gui.elements if (e.text or "").split(",")[0] in _WEEKDAYS)
    due = due_row.text
    lists_before = gui.element(text="Add tags").bbox.y_max
    chip = next(e for e in gui.elements if e.text and e.bbox.y_min > lists_before
                and e.bbox.x_min > 200 and e.text not in ("Add subtask",))
    gui.click_at(*due_row.bbox.center)
    ok = gui.element(rid="ok_button").text
    gui.click(rid="cancel_button")
    gui.click_at(*chip.bbox.center)
    gui.click(text="Cancel")
    gui.answer(f"Open the task, tap the due date row ({due}), pick the new day and tap {ok}. Tap the list chip "
               f"({chip.text}) and choose {target}, then tap Save. It is in the {chip.text} list now and due "
               f"{due.split(', ', 1)[1]}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistExplainTaskMove": solve_task_move,
}
