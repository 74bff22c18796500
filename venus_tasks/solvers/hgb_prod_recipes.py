"""GUI-only solvers for the HGB tasks over Broccoli (``venus_tasks/tasks/hgb_prod_recipes.py``):
they open recipes from the card list and read categories, ingredients and preparation
times from the details screen."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import fits


def recipe_titles(gui: Gui) -> list[str]:
    fits(gui, "recycler_view")
    return gui.texts("card_text_view_title")


def read_recipe(gui: Gui, title: str) -> dict:
    """Open ``title`` and read its details (the screen must show them whole)."""
    gui.click(text=title, rid="card_text_view_title")
    assert gui.find(rid="scroll_view", pred=lambda e: e.is_scrollable) is None
    cats = gui.texts("details_categories")
    return {"title": title, "categories": cats[0].split(", ") if cats else [],
            "ingredients": gui.texts("ingredient_text"), "time": gui.texts("details_preparation_time")[0]}


def solve_fewest_ingredients(gui: Gui, goal: str) -> None:
    category = re.search(r'category "([^"]+)"', goal).group(1)
    gui.open_app("Broccoli")
    found = []
    for title in recipe_titles(gui):
        found.append(read_recipe(gui, title))
        gui.back()
    best = min((r for r in found if category in r["categories"]), key=lambda r: len(r["ingredients"]))
    gui.answer(f"{best['title']} ({len(best['ingredients'])} ingredients).")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingRecipeFewestIngredients": solve_fewest_ingredients,
}
