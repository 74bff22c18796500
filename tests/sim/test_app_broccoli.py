"""Broccoli on the simulated device, driven only by ``input`` commands on what
``uiautomator dump`` shows: recipe cards by title; a recipe's details (servings, time,
categories, one line per ingredient and direction) which scroll; the editor of
flauschtrud/broccoli 1.2.6 (``activity_new_recipe.xml``: hints, the categories chooser,
SAVE writing the Room database the app reads, "Discard changes?" on BACK when dirty, the
single-keystroke quirk of ``onTextChanged``), and the details menu's Edit, Delete and
favourite."""

from __future__ import annotations

from apps import broccoli as B
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.sim.storage import appdata

FORM = ["Title", "Categories", "Description", "Source", "Servings", "Time", "Ingredients", "Directions"]


def seed(sh, model, categories=("Vegetarian", "Dinner", "Baking")) -> None:
    sh("am start -n " + B.APP.activity)
    con = appdata.load_db(model.vfs.read(B.DB_PATH))
    for title, desc, ingredients in (("Pancakes", "Fluffy", "flour\nmilk\neggs"),
                                     ("Chili", "Spicy", "\n".join(f"item {i}" for i in range(30)))):
        con.execute("INSERT INTO recipes (title, description, servings, preparationTime, ingredients, directions, "
                    "favorite) VALUES (?, ?, '4', '35 min', ?, 'Mix.\nCook.', 0)", (title, desc, ingredients))
    for name in categories:
        con.execute("INSERT INTO categories (name) VALUES (?)", (name,))
    if categories:
        con.execute("INSERT INTO recipes_with_categories VALUES (1, 1)")
    model.vfs.write(B.DB_PATH, appdata.dump_db(con))
    sh("am force-stop " + B.APP.package)
    sh("am start -n " + B.APP.activity)


def db(model, sql: str) -> list[tuple]:
    con = appdata.load_db(model.vfs.read(B.DB_PATH))
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def type_into(sh, hint: str, text: str) -> None:
    tap(sh, hint)
    sh("input text " + text.replace(" ", "%s"))


def fields(sh) -> list[str]:
    return [e.text for e in elements(sh) if e.resource_id.startswith(B.APP.package + ":id/new_")
            and e.resource_id != B.APP.package + ":id/new_image"]


def test_cards_details_scroll_and_back(sh, model):
    seed(sh, model)
    cards = [e.text for e in elements(sh) if e.resource_id.endswith(("card_text_view_title",
                                                                     "card_text_view_description"))]
    assert cards == ["Chili", "Spicy", "Pancakes", "Fluffy"]
    assert find(sh, "New Recipe", rid="fab_recipes") is not None
    tap(sh, "Pancakes")
    assert find(sh, rid="details_title").text == "Pancakes"
    assert find(sh, rid="details_categories").text == "Vegetarian"
    assert find(sh, rid="details_servings").text == "4" and find(sh, rid="details_preparation_time").text == "35 min"
    assert [e.text for e in elements(sh) if e.resource_id.endswith("/ingredient_text")] == ["flour", "milk", "eggs"]
    assert_dump_matches_screenshot(sh, model, "recipe details")
    sh("input keyevent KEYCODE_BACK")
    assert_dump_matches_screenshot(sh, model, "recipe list")
    tap(sh, "Chili")
    assert find(sh, rid="details_categories") is None
    seen = []
    for _ in range(8):
        seen += [e.text for e in elements(sh) if e.resource_id.endswith("/ingredient_text") and e.text not in seen]
        sh("input swipe 500 1800 500 600 300")
    assert seen == [f"item {i}" for i in range(30)]
    steps = [e.text for e in elements(sh) if e.resource_id.endswith(("/direction_position", "/direction_text"))]
    assert steps == ["1", "Mix.", "2", "Cook."]
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Spicy") is not None


def test_new_recipe_form_chooser_and_save_write_the_row_the_app_reads(sh, model):
    seed(sh, model)
    tap(sh, "New Recipe")
    assert find(sh, "New Recipe").resource_id == "" and find(sh, "SAVE", rid="button_save_recipe") is not None
    assert fields(sh) == FORM                                  # every hint, in the layout's order
    type_into(sh, "Title", "Lemon risotto")
    sh("input keyevent KEYCODE_ENTER")                          # single line: ENTER moves on, adds nothing
    tap(sh, "Categories")
    rows = [e for e in elements(sh) if e.resource_id == "android:id/text1"]
    assert [(e.text, e.is_checked) for e in rows] == [("Baking", False), ("Dinner", False), ("Vegetarian", False)]
    assert find(sh, "Categories", rid="alertTitle") is not None
    assert_dump_matches_screenshot(sh, model, "categories chooser")
    tap(sh, "Dinner")
    tap(sh, "Vegetarian")
    assert [e.is_checked for e in elements(sh) if e.resource_id == "android:id/text1"] == [False, True, True]
    tap(sh, "OK")
    assert find(sh, rid="new_categories").text == "Dinner, Vegetarian"    # in the order they were checked
    type_into(sh, "Servings", "6")
    type_into(sh, "Time", "35 min")
    type_into(sh, "Ingredients", "200 g flour")
    sh("input keyevent KEYCODE_ENTER")                          # multi-line: a new line
    sh("input text 2%seggs")
    assert fields(sh) == ["Lemon risotto", "Dinner, Vegetarian", "Description", "Source", "6", "35 min",
                          "200 g flour\n2 eggs", "Directions"]
    assert_dump_matches_screenshot(sh, model, "filled editor")
    tap(sh, "SAVE")
    assert db(model, "SELECT title, imageName, description, servings, preparationTime, source, ingredients, "
                     "directions, favorite FROM recipes WHERE recipeId = 3") == [
        ("Lemon risotto", "", "", "6", "35 min", "", "200 g flour\n2 eggs", "", 0)]
    assert db(model, "SELECT c.name FROM recipes_with_categories rc JOIN categories c USING (categoryId) "
                     "WHERE rc.recipeId = 3 ORDER BY c.name") == [("Dinner",), ("Vegetarian",)]
    assert db(model, "SELECT docid FROM recipes_fts WHERE recipes_fts MATCH 'risotto'") == [(3,)]
    assert find(sh, rid="details_title").text == "Lemon risotto"         # the list opens the new recipe
    assert find(sh, rid="details_categories").text == "Dinner, Vegetarian"  # the editor's Recipe, as checked
    rows = [(e.resource_id.rsplit("/", 1)[1], e.text) for e in elements(sh) if "/ingredient_" in e.resource_id]
    assert rows == [("ingredient_quantity", "200"), ("ingredient_text", " g flour"),   # IngredientBuilder's split
                    ("ingredient_quantity", "2"), ("ingredient_text", " eggs")]
    sh("input keyevent KEYCODE_BACK")
    titles = [e.text for e in elements(sh) if e.resource_id.endswith("card_text_view_title")]
    assert titles == ["Chili", "Lemon risotto", "Pancakes"]
    tap(sh, "Lemon risotto")                                    # loaded again: Room's order, by categoryId
    assert find(sh, rid="details_categories").text == "Vegetarian, Dinner"


def test_blank_title_is_not_saved_and_back_asks_to_discard(sh, model):
    seed(sh, model)
    tap(sh, "New Recipe")
    type_into(sh, "Servings", "12")
    tap(sh, "SAVE")                                             # the title is blank: nothing is written
    assert fields(sh)[4] == "12" and db(model, "SELECT COUNT(*) FROM recipes") == [(2,)]
    sh("input keyevent KEYCODE_BACK")                           # hides the keyboard
    assert find(sh, "Discard changes?") is None
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Discard changes?", rid="message") is not None
    assert [e.text for e in elements(sh) if e.resource_id in ("android:id/button1", "android:id/button2")] == [
        "DISCARD", "CANCEL"]
    tap(sh, "CANCEL")
    assert fields(sh)[4] == "12"
    tap(sh, "Navigate up")                                      # the close button asks the same
    tap(sh, "DISCARD")
    assert find(sh, "New Recipe", rid="fab_recipes") is not None
    assert db(model, "SELECT COUNT(*) FROM recipes") == [(2,)]


def test_one_keystroke_into_an_empty_field_is_not_a_change_and_no_categories_says_so(sh, model):
    seed(sh, model, categories=())
    sh("su 0 sqlite3 " + B.DB_PATH + " 'DELETE FROM recipes'", root=True)
    assert [e.text for e in elements(sh) if e.text] == ["Recipes", "No recipes found.", "create a new recipe",
                                                        "import a recipe from a website"]
    tap(sh, "New Recipe")
    tap(sh, "Categories")
    assert find(sh, "No categories have been created yet.") is not None
    tap(sh, "OK")
    type_into(sh, "Servings", "6")                              # onTextChanged(start 0, before 0): ignored
    sh("input keyevent KEYCODE_BACK")
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Discard changes?") is None and find(sh, "New Recipe", rid="fab_recipes") is not None
    assert db(model, "SELECT COUNT(*) FROM recipes") == [(0,)]


def test_edit_from_the_details_menu_updates_the_row_and_delete_removes_it(sh, model):
    seed(sh, model)
    tap(sh, "Pancakes")
    tap(sh, "More options")
    assert [e.text for e in elements(sh) if e.resource_id.endswith(":id/title")] == [
        "Share", "Share as file", "Edit", "Delete"]
    tap(sh, "Edit")
    assert fields(sh) == ["Pancakes", "Vegetarian", "Fluffy", "Source", "4", "35 min", "flour\nmilk\neggs",
                          "Mix.\nCook."]
    tap(sh, "4")
    sh("input keycombination 113 29")                           # CTRL+A, then DEL: the field is cleared
    sh("input keyevent KEYCODE_DEL")
    sh("input text 8")
    tap(sh, "Vegetarian")
    tap(sh, "Vegetarian", rid="text1")                          # unchecked
    tap(sh, "Baking")
    tap(sh, "OK")
    tap(sh, "SAVE")
    assert find(sh, rid="details_servings").text == "8"        # back on the details, rebound
    assert find(sh, rid="details_categories").text == "Baking"
    assert db(model, "SELECT recipeId, title, servings, preparationTime, ingredients FROM recipes ORDER BY recipeId") == [
        (1, "Pancakes", "8", "35 min", "flour\nmilk\neggs"), (2, "Chili", "4", "35 min",
                                                               "\n".join(f"item {i}" for i in range(30)))]
    assert db(model, "SELECT recipeId, categoryId FROM recipes_with_categories") == [(1, 3)]
    tap(sh, "Mark as favorite", rid="action_details_like")
    assert db(model, "SELECT favorite FROM recipes WHERE recipeId = 1") == [(1,)]
    assert find(sh, "Remove from favorites", rid="action_details_unlike") is not None
    tap(sh, "More options")
    tap(sh, "Delete")
    assert find(sh, "Delete this recipe?") is not None
    tap(sh, "DELETE")
    assert db(model, "SELECT recipeId FROM recipes") == [(2,)]
    assert db(model, "SELECT COUNT(*) FROM recipes_with_categories") == [(0,)]
    assert [e.text for e in elements(sh) if e.resource_id.endswith("card_text_view_title")] == ["Chili"]


def test_many_categories_scroll_in_the_chooser_and_the_photo_offers_its_list(sh, model):
    names = [f"Category {c}" for c in "ABCDEFGHIJKL"]
    seed(sh, model, categories=names)
    tap(sh, "New Recipe")
    tap(sh, "Recipe photo")
    assert [e.text for e in elements(sh) if e.resource_id == "android:id/text1"] == ["Take photo", "Pick photo"]
    assert find(sh, "Change photo", rid="alertTitle") is not None
    tap(sh, "Pick photo")
    tap(sh, "Categories")
    assert [e.text for e in elements(sh) if e.resource_id == "android:id/text1"] == names[:8]
    seen = []
    for _ in range(3):
        seen += [e.text for e in elements(sh) if e.resource_id == "android:id/text1" and e.text not in seen]
        box = find(sh, rid="select_dialog_listview").bbox
        sh(f"input swipe {box.center[0]} {box.y_max - 20} {box.center[0]} {box.y_min + 20} 300")
    assert seen == names                                        # eight at once, the rest scrolled in
    tap(sh, "Category L")
    tap(sh, "OK")
    assert find(sh, rid="new_categories").text == "Category L"
