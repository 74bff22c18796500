"""Broccoli (``com.flauschcode.broccoli``): the recipe list and a recipe's details, read
from the Room database of ``apps/broccoli``.

Modelled on flauschtrud/broccoli 1.2.6 (commit f8ef1d6, the APK the suite installs; view
ids and labels were not checked against its layouts and are [inferred]): recipe cards
(title and description) and the details screen (``RecipeDetailsActivity``: title,
categories, "Servings", "Preparation time", "Ingredients" and "Directions", one line per
stored line, as the app stores them newline-separated).

Simplifications [inferred]: the launch screen lists every recipe by title (cards without
images); the details screen shows the fields as labelled text in one scrolling column
(the real one has an image header and tabs on tablets); categories are listed as
"Categories: A, B" text.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import records, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "com.flauschcode.broccoli"
DB_PATH = f"/data/data/{PACKAGE}/databases/broccoli"
LIST_KEY, DETAIL_KEY = PACKAGE + "/list", PACKAGE + "/recipe"
DETAILS_ACTIVITY = PACKAGE + ".recipe.details.RecipeDetailsActivity"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def recipes(model) -> list[dict]:
    """Every recipe by title, with ``categories`` (names, sorted)."""
    found = records.query(model, DB_PATH, "SELECT recipeId, title, description, servings, preparationTime, "
                                          "ingredients, directions FROM recipes ORDER BY title, recipeId")
    links = records.query(model, DB_PATH, "SELECT rc.recipeId AS rid, c.name AS name FROM recipes_with_categories rc "
                                          "JOIN categories c ON c.categoryId = rc.categoryId ORDER BY c.name")
    for r in found:
        r["categories"] = [x["name"] for x in links if x["rid"] == r["recipeId"]]
    return found


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "recipe":
        r = next((r for r in recipes(model) if r["recipeId"] == page.args["id"]), None)
        widgets.toolbar(root, m, status, "", up=_act("up"), rid=PACKAGE + ":id/toolbar")
        if r is not None:
            lines = [records.Line("", r["description"] or "", "description")]
            if r["categories"]:
                lines.append(records.Line("", "Categories: " + ", ".join(r["categories"]), "categories"))
            lines += [records.Line("Servings", r["servings"] or "", "servings"),
                      records.Line("Preparation time", r["preparationTime"] or "", "preparation_time"),
                      records.Line("Ingredients", r["ingredients"] or "", "ingredients"),
                      records.Line("Directions", r["directions"] or "", "directions")]
            records.detail_page(model, root, m, status + m.dp(64), PACKAGE, DETAIL_KEY, r["title"] or "",
                                lines, title_rid="recipe_title")
        return
    widgets.toolbar(root, m, status, "Recipes", rid=PACKAGE + ":id/toolbar")
    items = [records.Row(_act("open", r["recipeId"]), (("card_text_view_title", r["title"] or "", ""),
                                                       ("card_text_view_description", r["description"] or "",
                                                        "secondary")))
             for r in recipes(model)]
    records.list_page(model, root, m, status + m.dp(64), PACKAGE, LIST_KEY, items, rid="recycler_view",
                      empty="No recipes yet")


def windows(model, m, status: int) -> list[Window]:
    return []


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    if verb == "open":
        records.open_page(model, PACKAGE, Page("recipe", {"id": args[0]}, activity=DETAILS_ACTIVITY), DETAIL_KEY)
    elif verb == "up":
        records.close_page(model, PACKAGE)


def back(model) -> bool:
    return records.close_page(model, PACKAGE)


def enter(model) -> bool:
    return False
