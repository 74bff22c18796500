"""Broccoli (``com.flauschcode.broccoli``): the recipe list, a recipe's details with its
menu, and the recipe editor (``broccoli_editor``), over the Room database of
``apps/broccoli`` (``broccoli_store``).

Modelled on flauschtrud/broccoli 1.2.6 (commit f8ef1d6, the APK the suite installs:
``com.flauschcode.broccoli_1020600.apk``); ids, texts and behaviour from its layouts,
menus, ``res/values/strings.xml`` and activities:

* The list (``MainActivity`` with ``RecipeFragment``; ``fragment_recipes.xml``,
  ``recipes_list.xml``, ``recipe_item.xml``): toolbar "Recipes"; the ``recycler_view``
  of recipes ordered by title (``ORDER BY title COLLATE NOCASE``) showing
  ``card_text_view_title`` and ``card_text_view_description``; without recipes the
  ``recipes_empty`` lines "No recipes found.", "create a new recipe" and "import a recipe
  from a website" (``no_recipes_found``, ``create_a_recipe_prompt``,
  ``import_from_the_web_prompt``; not clickable); the add button ``fab_recipes`` (content description "New Recipe")
  opens the editor on a new recipe, and once it is saved the list opens its details.
* The details (``RecipeDetailsActivity``; ``activity_recipe_details.xml``,
  ``content_recipe_details.xml``, ``menu/details.xml``): without a photo the app bar is
  collapsed and ``CollapsingToolbarLayout`` draws the recipe's title in it (drawn text,
  no view: not in the dump [inferred]); "Navigate up"; the menu's "Mark as
  favorite" / "Remove from favorites" action (``showAsAction="ifRoom"``; an AppCompat
  ``ActionMenuItemView``, reported as a ``Button`` [inferred]) and "More options" (the
  overflow ``ImageView``) with Share, Share as file, Edit, Delete
  (``showAsAction="never"``); Edit opens
  the editor on the recipe, Delete asks "Delete this recipe?" (DELETE deletes it and
  returns to the list); the content: ``details_title``, ``details_servings`` and
  ``details_preparation_time`` (each shown only when set, beside icons described
  "Servings" / "Time"), ``details_categories`` (names joined by ", ", in the order of
  the ``Recipe`` shown: by ``categoryId`` as loaded, in the editor's order right after a
  save),
  ``details_description``, ``details_source``, the "Ingredients" heading with one row
  per ingredient (``ingredient_quantity`` and ``ingredient_text`` as
  ``IngredientBuilder`` splits a line) and the "Directions" heading with one row per step
  (``direction_position`` 1, 2, ... and ``direction_text``, as ``DirectionBuilder``
  numbers them); the ``fab_cooking_assistant`` button ("Cook").

Looks (issue 28; ``tests/data/likeness/broccoli``): the bars in ``colorPrimarySurface``
with white title and icons (the details' collapsed app bar, the list's and the editor's
toolbars), the details' icons (``ic_person``, ``ic_time``, ``ic_categories``, ``ic_link``,
tinted ``colorControlNormal``), headings in ``colorPrimary``, round floating buttons in
``colorSecondary`` (add, ``ic_button_restaurant``), day and night colours from
``broccoli_theme``.

Simplifications [documented]: no navigation drawer, category filter spinner, search or
favourites filter on the list; no seasonal-ingredient icons; the list's rows are 72dp
with title and description (the real ``recipe_item`` cards are 120dp high with an 8dp
gap, a photo and the source line, so the real list shows fewer recipes per screen:
kinder here; the HGB/BC recipe tasks' ``optimal_steps`` count on it); Share, Share as
file and Cook do nothing (the menu closes); no toasts.
"""

from __future__ import annotations

import re

from venus_tasks.sim.apps_ui import broccoli_dialogs as dialogs
from venus_tasks.sim.apps_ui import broccoli_editor as editor
from venus_tasks.sim.apps_ui import broccoli_store as store
from venus_tasks.sim.apps_ui import material, records, state, widgets
from venus_tasks.sim.apps_ui.broccoli_theme import colours
from venus_tasks.sim.apps_ui import broccoli_theme as theme
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
DB_PATH = store.DB_PATH
LIST_KEY, DETAIL_KEY = PACKAGE + "/list", PACKAGE + "/recipe"
DETAILS_ACTIVITY = PACKAGE + ".recipe.details.RecipeDetailsActivity"
MENU_ITEMS = ("Share", "Share as file", "Edit", "Delete")
EMPTY_LINES = ("No recipes found.", "create a new recipe", "import a recipe from a website")
_FRACTIONS = "\u00bc\u00bd\u00be\u2150\u2151\u2152\u2153\u2154\u2155\u2156\u2157\u2158\u2159\u215a\u215b\u215c\u215d\u215e"
_NUMBER = rf"(?:[{_FRACTIONS}]|\d+(?:[,/.-])*\d*)"
_QUANTITY = re.compile(rf"^\s*{_NUMBER}(?:\s*-\s*{_NUMBER})?(?!$)", re.ASCII)   # IngredientBuilder


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = colours(model)["surface"]
    if page is not None and page.name == "editor":
        editor.build(model, root, m, status, page)
    elif page is not None and page.name == "recipe":
        _details(model, root, m, status, page)
    else:
        _list(model, root, m, status)


def _bar(model, bar: UiNode) -> None:
    """Paint a ``widgets.toolbar`` in Broccoli's app bar colours (``broccoli_theme``)."""
    c = colours(model)
    bar.style["bg"] = c["bar"]
    for child in bar.children:
        if child.cls == widgets.TEXT_VIEW:
            child.style.update({"ink": c["on_bar"], "size": 20})
        elif child.desc == widgets.NAVIGATE_UP:
            child.style.update({"path": material.ARROW_BACK, "ink": c["on_bar"]})


def _fab(model, root: UiNode, m, path: str, action: tuple, rid: str, desc: str) -> None:
    """A round Material Components floating button in ``colorSecondary``, 16dp from the
    bottom right corner (``fab_margin``)."""
    c = colours(model)
    node = material.fab(root, m, m.width - m.dp(16), m.height - m.dp(16), path, action, fill=c["primary"],
                        ink=c["on_primary"], rid=ID + rid, desc=desc)
    node.style["round"] = True


def _list(model, root: UiNode, m, status: int) -> None:
    _bar(model, widgets.toolbar(root, m, status, "Recipes", rid=ID + "toolbar"))
    top = status + m.dp(64)
    items = [records.Row(_act("open", r["recipeId"]), (("card_text_view_title", r["title"] or "", ""),
                                                       ("card_text_view_description",
                                                        (r["description"] or "").split("\n")[0], "secondary")))
             for r in store.recipes(model)]
    if items:
        records.list_page(model, root, m, top, PACKAGE, LIST_KEY, items, rid="recycler_view", empty="")
    else:                                             # recipes_empty: three lines, centred
        y = (top + m.height) // 2 - m.dp(80)
        for text in EMPTY_LINES:
            root.add(UiNode(cls=widgets.TEXT_VIEW, text=text, bounds=(m.dp(50), y, m.width - m.dp(50), y + m.dp(36)),
                            style={"kind": "empty"}))
            y += m.dp(36 + (16 if text == EMPTY_LINES[0] else 4))
    _fab(model, root, m, material.ADD, _act("new"), "fab_recipes", "New Recipe")


def _details(model, root: UiNode, m, status: int, page: Page) -> None:
    r = store.recipe(model, page.args["id"])
    c = colours(model)
    bar = widgets.toolbar(root, m, status, "", up=_act("up"), rid=ID + "toolbar")
    bar.children = bar.children[:1]                  # the collapsing title is drawn, not a view
    _bar(model, bar)
    if r is None:
        return
    W, s, y = m.width, m.dp(48), status + m.dp(8)
    fav = bool(r["favorite"])
    widgets.icon_button(bar, (W - 2 * s - m.dp(4), y, W - s - m.dp(4), y + s), "star", _act("favorite", not fav),
                        rid=ID + ("action_details_unlike" if fav else "action_details_like"),
                        desc="Remove from favorites" if fav else "Mark as favorite", cls="android.widget.Button"
                        ).style.update({"path": theme.FAVORITE if fav else theme.FAVORITE_BORDER, "ink": c["on_bar"]})
    widgets.icon_button(bar, (W - s - m.dp(4), y, W - m.dp(4), y + s), "menu", _act("menu"), desc="More options",
                        cls="android.widget.ImageView").style.update({"path": material.MORE_VERT, "ink": c["on_bar"]})
    box = (0, status + m.dp(64), W, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", resource_id=ID + "scroll_view", bounds=box))
    content = UiNode(bounds=box)
    left, right = m.dp(16), W - m.dp(16)
    y = box[1] + m.dp(16)

    def text(value: str, rid: str, x: int = left, kind: str = "", end: int = right) -> None:
        ink, size = {"title": (c["text"], 22), "header": (c["primary"], 18)}.get(kind, (c["text"], 14))
        content.add(UiNode(cls=widgets.TEXT_VIEW, text=value, resource_id=ID + rid if rid else "",
                           bounds=(x, y, end, y + m.dp(28)), style={"ink": ink, "size": size}))

    def icon(rid: str, label: str, path: str) -> None:            # 24dp, tinted colorControlNormal
        content.add(UiNode(cls="android.widget.ImageView", resource_id=ID + rid, desc=label,
                           bounds=(left, y + m.dp(2), left + m.dp(24), y + m.dp(26)),
                           style={"kind": "vector", "path": path, "ink": c["control"]}))

    text((r["title"] or "").strip(), "details_title", kind="title")
    y += m.dp(44)
    if r["servings"] or r["preparationTime"]:
        x = left
        for value, rid, label in ((r["servings"], "servings", "Servings"), (r["preparationTime"], "preparation_time", "Time")):
            if value:
                content.add(UiNode(cls="android.widget.ImageView", resource_id=ID + f"details_icon_{rid}", desc=label,
                                   bounds=(x, y + m.dp(2), x + m.dp(24), y + m.dp(26)),
                                   style={"kind": "vector", "ink": c["control"],
                                          "path": theme.PERSON if rid == "servings" else theme.TIME}))
                end = min(right, x + m.dp(40) + int(len(value) * m.dp(9)))
                text(value, f"details_{rid}", x + m.dp(28), end=end)
                x = end + m.dp(24)
        y += m.dp(44)
    order = page.args.get("order", [])
    cats = sorted(r["categories"], key=lambda c: order.index(c[0]) if c[0] in order else len(order))
    if cats:
        icon("details_icon_categories", "Categories", theme.CATEGORIES)
        text(", ".join(name for _, name in cats), "details_categories", left + m.dp(28))
        y += m.dp(44)
    for value, rid in ((r["description"], "details_description"), (r["source"], "details_source")):
        if value and rid == "details_source":      # ic_link_24dp, the link 10dp after it
            icon("details_icon_source", "Source", theme.LINK)
        for line in (value or "").rstrip("\n").split("\n") if value else ():
            text(line, rid, left + m.dp(34) if rid == "details_source" else left)
            y += m.dp(28)
        if value:
            y += m.dp(8)
    for heading, rows in (("Ingredients", ingredient_rows(r["ingredients"])),
                          ("Directions", direction_rows(r["directions"]))):
        if not r["ingredients" if heading == "Ingredients" else "directions"]:
            continue
        y += m.dp(8)
        text(heading, "", kind="header")
        y += m.dp(34)
        lead_rid, body_rid = ("ingredient_quantity", "ingredient_text") if heading == "Ingredients" \
            else ("direction_position", "direction_text")
        for lead, body in rows:
            if lead:
                text(lead, lead_rid, end=left + m.dp(56))
            text(body, body_rid, left + m.dp(64))
            y += m.dp(30)
    y += m.dp(90)
    widgets.scroll_into(model, sv, content, DETAIL_KEY, y - box[1])
    _fab(model, root, m, theme.RESTAURANT, _act("cook"), "fab_cooking_assistant", "Cook")


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if st.dialog is None or foreign or page is None:
        return []
    if page.name == "editor":
        return editor.windows(model, m, st, page)
    if st.dialog.name == "menu":
        items = [(text, _act("edit" if text == "Edit" else "delete" if text == "Delete" else "dismiss"))
                 for text in MENU_ITEMS]
        return [widgets.popup_menu(m, PACKAGE, status + m.dp(8), items, _act("dismiss"), width_dp=200)]
    if st.dialog.name == "delete":
        return [dialogs.alert(m, "Delete this recipe?", ("Delete", _act("confirm_delete")),
                              ("Cancel", _act("dismiss")), _act("dismiss"))]
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if verb == "open":
        _open_details(model, args[0])
    elif verb == "new" and page is None:
        editor.open_editor(model, store.Draft())
    elif page is None:
        return
    elif page.name == "editor":
        saved = editor.perform(model, st, page, verb, args)
        if saved is not None:
            recipe_id, new, order = saved
            if new:
                _open_details(model, recipe_id)
            below = state.current(model, PACKAGE)[1]
            if below is not None and below.name == "recipe":
                below.args["order"] = order        # the rebound Recipe keeps the editor's order
    elif verb == "up":
        state.pop(model, PACKAGE)
    elif verb == "favorite":
        store.set_favorite(model, page.args["id"], args[0])
    elif verb == "menu":
        st.dialog = Page("menu")
    elif verb == "dismiss":
        st.dialog = None
    elif verb == "edit":
        st.dialog = None
        r = store.recipe(model, page.args["id"])
        if r is not None:
            editor.open_editor(model, store.draft_of(r))
    elif verb == "delete":
        st.dialog = Page("delete")
    elif verb == "confirm_delete":
        st.dialog = None
        store.delete(model, page.args["id"])
        state.pop(model, PACKAGE)


def ingredient_rows(text: str | None) -> list[tuple[str, str]]:
    """``IngredientBuilder.from``: per non-blank line (a leading "-" or "–" dropped,
    trimmed) ``(quantity, rest)``: the quantity is ``quantityPattern``'s match at the start
    ("200", "1-2", "½"; "" when none) and the rest is the line with that text removed once
    (``replaceFirst``: "200 g flour" -> ``("200", " g flour")``)."""
    out = []
    for line in (text or "").split("\n"):
        line = re.sub(r"^\s*[-\u2013](?!$)", "", line, count=1).strip()
        if line:
            found = _QUANTITY.search(line)
            quantity = found.group() if found else ""
            out.append((quantity, line.replace(quantity, "", 1) if quantity else line))
    return out


def direction_rows(text: str | None) -> list[tuple[str, str]]:
    """``DirectionBuilder.from``: per non-blank line (a leading "N." dropped, trimmed)
    ``(position from 1, text)``."""
    lines = [re.sub(r"^\s*(\d+\.)(?!$)", "", line, count=1, flags=re.ASCII).strip()
             for line in (text or "").split("\n")]
    return [(str(i), line) for i, line in enumerate((x for x in lines if x), start=1)]


def _open_details(model, recipe_id: int) -> None:
    model.system_ui.scroll[DETAIL_KEY] = 0
    state.push(model, PACKAGE, Page("recipe", {"id": recipe_id}, activity=DETAILS_ACTIVITY))


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is None:
        return False
    if page.name == "editor" and (st.dialog is None or st.dialog.name != "discard"):
        if st.dialog is not None:
            st.dialog = None
        else:
            editor.leave(model, st, page)
        return True
    if st.dialog is not None:
        st.dialog = None
        return True
    return state.pop(model, PACKAGE)


def enter(model) -> bool:
    st, page, _ = state.current(model, PACKAGE)
    if page is None or page.name != "editor" or st.dialog is not None:
        return False
    return editor.enter(model, page)
