"""Broccoli on the simulated device: recipe cards by title; a recipe opens its details
(categories, servings, preparation time, one line per ingredient and direction) which
scroll; BACK returns."""

from __future__ import annotations

from apps import broccoli as B
from venus_tasks.sim import appdata
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap


def seed(sh, model) -> None:
    sh("am start -n " + B.APP.activity)
    con = appdata.load_db(model.vfs.read(B.DB_PATH))
    for title, desc, ingredients in (("Pancakes", "Fluffy", "flour\nmilk\neggs"),
                                     ("Chili", "Spicy", "\n".join(f"item {i}" for i in range(30)))):
        con.execute("INSERT INTO recipes (title, description, servings, preparationTime, ingredients, directions, "
                    "favorite) VALUES (?, ?, '4', '35 min', ?, 'Mix.\nCook.', 0)", (title, desc, ingredients))
    con.execute("INSERT INTO categories (name) VALUES ('Vegetarian')")
    con.execute("INSERT INTO recipes_with_categories VALUES (1, 1)")
    model.vfs.write(B.DB_PATH, appdata.dump_db(con))
    sh("am force-stop " + B.APP.package)
    sh("am start -n " + B.APP.activity)


def test_cards_details_scroll_and_back(sh, model):
    seed(sh, model)
    assert [e.text for e in elements(sh)] == ["Recipes", "Chili", "Spicy", "Pancakes", "Fluffy"]
    tap(sh, "Pancakes")
    assert find(sh, rid="categories").text == "Categories: Vegetarian"
    assert find(sh, rid="servings").text == "4" and find(sh, rid="preparation_time").text == "35 min"
    assert [e.text for e in elements(sh) if e.resource_id.endswith("/ingredients")] == ["flour", "milk", "eggs"]
    assert_dump_matches_screenshot(sh, model, "recipe details")
    sh("input keyevent KEYCODE_BACK")
    assert_dump_matches_screenshot(sh, model, "recipe list")
    tap(sh, "Chili")
    assert find(sh, rid="categories") is None
    seen = []
    for _ in range(8):
        seen += [e.text for e in elements(sh) if e.resource_id.endswith("/ingredients") and e.text not in seen]
        sh("input swipe 500 1800 500 600 300")
    assert seen == [f"item {i}" for i in range(30)]
    assert find(sh, "Cook.") is not None
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Spicy") is not None
