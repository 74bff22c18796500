"""GUI-only solvers for the BC task over Broccoli
(``venus_tasks/tasks/bc_prod_apps.py``): open every candidate's details, check each
constraint on screen, answer the one that meets them all."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_recipes import read_recipe, recipe_titles
from verifiers.quantities import stated_minutes


def solve_recipe_quick_with_ingredient(gui: Gui, goal: str) -> None:
    m = re.search(r'uses (.+), takes less than (\d+) minutes .* category "([^"]+)"', goal)
    ingredient, limit, category = m.group(1), int(m.group(2)), m.group(3)
    gui.open_app("Broccoli")
    hits = []
    for title in recipe_titles(gui):
        r = read_recipe(gui, title)
        if ingredient in r["ingredients"] and max(stated_minutes(r["time"])) < limit \
                and category not in r["categories"]:
            hits.append(title)
        gui.back()
    assert len(hits) == 1, hits
    gui.answer(hits[0])


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "BrowsecompRecipeQuickWithIngredient": solve_recipe_quick_with_ingredient,
}

