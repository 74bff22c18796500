"""GUI-only solver for the Broccoli FA task (``venus_tasks/tasks/fa_recipes.py``): it finds
the recipe in the list, opens its editor's category chooser and reads every category and
the ticked ones from it; it saves nothing."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui

_RECIPE = re.compile(r"[\"“]([^\"”]+)[\"”]")


def solve_recipe_category(gui: Gui, goal: str) -> None:
    recipe = _RECIPE.search(goal).group(1)
    gui.open_app("Broccoli")
    while gui.find(text=recipe, rid="card_text_view_title") is None:
        gui.scroll("down", rid="recycler_view")
    gui.click(text=recipe, rid="card_text_view_title")
    gui.click(desc="More options")
    edit = gui.element(text="Edit").text
    gui.click(text="Edit")
    save = gui.element(rid="button_save_recipe").text
    gui.click(rid="new_categories")
    seen, ticked, scrolled = [], set(), False
    while True:
        rows = [e for e in gui.elements if e.resource_id.endswith("/text1")]
        new = [e.text for e in rows if e.text not in seen]
        seen += new
        ticked |= {e.text for e in rows if e.is_checked}
        # the end: a short list, or a scroll that brought in less than a screen
        if len(rows) < 8 or (scrolled and len(new) < len(rows)):
            break
        gui.scroll("down", rid="select_dialog_listview")
        scrolled = True
    ok = gui.element(rid="button1").text
    gui.click(rid="button1")
    gui.click(desc="Navigate up")
    mine = [c for c in seen if c in ticked]
    gui.answer(f"Open the recipe, tap More options and {edit}, tap the Categories field, tick a category and tap {ok}, "
               f"then {save.title()}. {recipe} is currently in {', '.join(mine)}. You have {len(seen)} categories "
               f"in total.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistExplainRecipeCategory": solve_recipe_category,
}
