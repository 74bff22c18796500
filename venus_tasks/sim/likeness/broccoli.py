"""Broccoli's likeness states: the Hummus recipe of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` 1 and 6: 8 servings, 10m,
Appetizers, the hashtag description, the source link, the ingredients and directions)
put into the app's database, and the app driven to each screen with shell input as an
agent would: the details in the light and the dark theme, and the new-recipe form."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "com.flauschcode.broccoli"
INGREDIENTS = """250g chickpeas, cooked
2 tablespoons tahini
4 tablespoons olive oil
4 tablespoons water
1 lemon
1 clove garlic
1/2 teaspoon cumin, ground
salt and pepper to taste
paprika"""
DIRECTIONS = """Drain the chickpeas.
Juice the lemon and chop the garlic.
Combine everything in a food processor and blend until smooth."""


def _seed(model, night: bool = False) -> None:
    from venus_tasks.sim.storage import appdata
    from venus_tasks.sim.apps_ui import broccoli_store as store
    from venus_tasks.sim.apps_ui import records

    if night:
        driver.shell(model, "cmd uimode night yes")
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")
    draft = store.Draft()
    draft.texts.update({"title": "Hummus", "servings": "8 servings", "preparationTime": "10m",
                        "description": "#middleeastern #fastandeasy The best homemade hummus: creamy and delicious!",
                        "source": "https://flauschcode.com/hummus-creamy-and-delicious/",
                        "ingredients": INGREDIENTS, "directions": DIRECTIONS})
    con = records.open_db(model, store.DB_PATH)         # the category of screenshot 1
    con.execute("INSERT INTO categories (name) VALUES ('Appetizers')")
    model.vfs.write(store.DB_PATH, appdata.dump_db(con))
    con.close()
    draft.categories = [cid for cid, name in store.categories(model) if name == "Appetizers"]
    store.save(model, draft)
    driver.shell(model, "input keyevent KEYCODE_BACK")
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")


def details(model) -> None:
    _seed(model)
    driver.tap(model, text="Hummus")


def details_dark(model) -> None:
    _seed(model, night=True)
    driver.tap(model, text="Hummus")


def new_recipe(model) -> None:
    _seed(model)
    driver.tap(model, desc="New Recipe")


STATES = {"details": details, "details_dark": details_dark, "new_recipe": new_recipe}
