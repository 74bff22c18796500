"""GUI-only solver for ``NoiseResistExpenseAddTwoCrash`` (``venus_tasks/tasks/nr.py``): the
two expenses the goal names, each added by ``gui.add_expense`` (the screen read before
every action), one after the other without leaving Pro Expense."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui, add_expense

_GOAL = re.compile(r"Pro Expense: (.+) for \$([\d.]+) in ([A-Za-z ]+), and (.+) for \$([\d.]+) in ([A-Za-z ]+)\.$")


def solve_two_expenses(gui: Gui, goal: str) -> None:
    name, amount, category, name2, amount2, category2 = _GOAL.search(goal).groups()
    add_expense(gui, name, amount, category)
    add_expense(gui, name2, amount2, category2, open_first=False)
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "NoiseResistExpenseAddTwoCrash": solve_two_expenses,
}
