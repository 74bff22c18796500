"""GUI-only solvers for the multi-round tasks (``venus_tasks/tasks/mr.py``): they do a
round, claim it done (``gui.done()``) and act on the next instruction, or on an
interruption that arrives in ``gui.messages`` while they work."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui, goal_expense, solve_expense_add_noisy
from venus_tasks.solvers.nr_settings import _switch
from venus_tasks.env import actions as A


def _rows(gui: Gui) -> list[tuple[str, str]]:
    names, amounts = gui.texts("tv_name"), gui.texts("tv_amount")
    return list(zip(names, amounts))


def _delete_row(gui: Gui, name: str, amount: str) -> None:
    """Open the list row ``name`` with ``amount`` and delete it (detail sheet, Confirm)."""
    while (name, amount) not in _rows(gui):
        gui.scroll("down", rid="rv_home")
    i = _rows(gui).index((name, amount))
    rows = [k for k, e in enumerate(gui.elements) if e.resource_id.endswith("/tv_name")]
    gui.act(A.JSONAction(A.CLICK, index=rows[i]))
    gui.click(rid="btn_delete")
    gui.click(text="Confirm")


def solve_add_then_undo(gui: Gui, goal: str) -> None:
    name, amount, _ = goal_expense(goal)
    solve_expense_add_noisy(gui, goal)
    follow = gui.done()
    assert follow and ("delete" in follow or "删除" in follow), follow
    _delete_row(gui, name, amount)


def solve_amount_interrupted(gui: Gui, goal: str) -> None:
    """Type the name first; the correction arrives once the name is on screen."""
    name, amount, category = goal_expense(goal)
    gui.open_app("Pro Expense")
    gui.click(rid="fb_main_add")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="edt_name"), text=name))
    while not gui.messages:
        gui.act(A.JSONAction(A.WAIT))
    amount = re.search(r"(?:was|是) \$([\d.]+)(?:, not|，不是)", gui.messages[-1]).group(1)
    solve_expense_add_noisy(gui, f"Add an expense in Pro Expense: {name}, ${amount}, category {category}.")


def solve_wifi_off_then_back(gui: Gui, goal: str) -> None:
    gui.open_app("Settings")
    _switch(gui, "Wi-Fi", False)
    follow = gui.done()
    assert follow and "back on" in follow, follow
    _switch(gui, "Wi-Fi", True)


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "MultiRoundExpenseAddThenUndo": solve_add_then_undo,
    "MultiRoundExpenseAmountInterrupted": solve_amount_interrupted,
    "MultiRoundWifiOffThenBack": solve_wifi_off_then_back,
}
