"""GUI-only solver for the multi-round chain of ``venus_tasks/tasks/mr_recipe.py``
(Broccoli, Markor, SMS Messenger): it plays every round, claims it done (``gui.done()``,
a step) and keeps the recipe's ingredients from round 1 for the shopping list of round 2
and the list as trimmed in round 3 for the text of round 4, as an agent must.
"""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.mr_more import EDITOR, TITLE, create_note, send_in_thread

_GOAL = re.compile(r"Add a recipe to Broccoli: (.+), ready in (\d+) min\. Ingredients, one per line: (.+)\.$")


def _type(gui: Gui, rid: str, text: str, clear: bool = False) -> None:
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid=rid), text=text, clear_text=clear or None))


def solve_recipe_shopping_list(gui: Gui, goal: str) -> None:
    title, minutes, listed = _GOAL.search(goal).groups()
    items = [i.strip() for i in listed.split(",")]
    gui.open_app("Broccoli")
    gui.click(desc="New Recipe")
    _type(gui, "new_title", title)
    _type(gui, "new_preparation_time", f"{minutes} min")
    _type(gui, "new_ingredients", "\n".join(items))
    gui.click(rid="button_save_recipe")
    follow = gui.done()
    name = re.search(r"a note named (\S+) with its ingredients", follow).group(1)
    gui.open_app("Markor")
    create_note(gui, name, "\n".join(items))          # the ingredients of round 1
    follow = gui.done()
    have = re.search(r"I still have (.+) at home", follow).group(1)
    left = [i for i in items if i != have]
    gui.click(text=name, rid=TITLE)
    _type(gui, EDITOR, "\n".join(left), clear=True)
    while gui.find(rid="fab_add_new_item") is None:    # BACK hides the keyboard, then saves
        gui.back()
    follow = gui.done()
    partner = re.search(r"Text the list to (\S+) from", follow).group(1)
    gui.open_app("SMS Messenger")
    gui.click(pred=lambda e: e.resource_id.endswith("/conversation_address") and e.text.split()[0] == partner)
    send_in_thread(gui, "Shopping list: " + ", ".join(left))
    gui.done()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "MultiRoundRecipeShoppingList": solve_recipe_shopping_list,
}
