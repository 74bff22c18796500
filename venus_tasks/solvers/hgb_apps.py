"""GUI-only solvers for the HGB tasks over Pro Expense, Contacts and Markor
(``venus_tasks/tasks/hgb_apps.py``): each reads every row or note it needs from the
screen (scrolling lists to their end), reasons over what it read and answers."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Callable

from venus_tasks.solvers.gui import Gui


def _screen(gui: Gui) -> list:
    return [(e.text, e.bbox) for e in gui.elements]


def _scroll_on(gui: Gui, list_rid: str) -> bool:
    """Scroll the list down once; False if it cannot scroll or nothing moved (the end)."""
    if gui.find(rid=list_rid, pred=lambda e: e.is_scrollable) is None:
        return False
    before = _screen(gui)
    gui.scroll("down", rid=list_rid)
    return _screen(gui) != before


def expense_rows(gui: Gui) -> list[tuple[str, Decimal]]:
    """Open Pro Expense and read every (name, amount) row of its list, top to bottom
    (rows are told apart by name and amount together)."""
    gui.open_app("Pro Expense")
    seen: list[tuple[str, Decimal]] = []
    while True:
        for name, amount in zip(gui.texts("tv_name"), gui.texts("tv_amount")):
            row = (name, Decimal(amount.replace(",", "")))
            if row not in seen:
                seen.append(row)
        if not _scroll_on(gui, "rv_home"):
            return seen


def solve_expense_named_total(gui: Gui, goal: str) -> None:
    target = re.search(r'named exactly "([^"]+)"', goal).group(1)
    rows = expense_rows(gui)
    total = sum(a for n, a in rows if n == target)
    gui.answer(f"${total:,.2f}")


def solve_contact_without_phone(gui: Gui, goal: str) -> None:
    """Open every contact's card (scrolling the list) and note the one with no number."""
    gui.open_app("Contacts")
    visited: list[str] = []
    without: list[str] = []
    while True:
        for name in gui.texts("cliv_name_textview"):
            if name in visited:
                continue
            visited.append(name)
            gui.click(text=name, rid="cliv_name_textview")
            if not gui.texts("header"):
                without.append(name)
            gui.back()
        if not _scroll_on(gui, "list"):
            break
    assert len(without) == 1, without
    gui.answer(f"{without[0]} has no phone number.")


def solve_markor_recipe_count(gui: Gui, goal: str) -> None:
    """Open the folder, count its notes, open each and count its ingredient lines."""
    folder = re.search(r'folder "([^"]+)"', goal).group(1)
    gui.open_app("Markor")
    gui.click(text=folder, rid="opoc_filesystem_item__title")
    files = [f for f in gui.texts("opoc_filesystem_item__title") if f != ".."]
    assert gui.find(rid="ui__filesystem_dialog__list", pred=lambda e: e.is_scrollable) is None
    counts = {}
    for name in files:
        gui.click(text=name, rid="opoc_filesystem_item__title")
        text = gui.element(rid="document__fragment__edit__highlighting_editor").text
        counts[name] = sum(1 for line in text.splitlines() if line.startswith("- "))
        gui.back()
    best = max(counts, key=counts.get)
    gui.answer(f"There are {len(files)} notes in {folder}; {best} needs the most ingredients ({counts[best]}).")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingExpenseNamedTotal": solve_expense_named_total,
    "GUIBrowsingContactWithoutPhone": solve_contact_without_phone,
    "GUIBrowsingMarkorRecipeCount": solve_markor_recipe_count,
}


