"""Fitbook on the simulated device, driven only by ``input`` commands on what ``uiautomator
dump`` shows: the tab bar, logging a weight (a row in ``weights`` with ``created`` = the
save time in unix seconds), a text that is not a number saving nothing, kg -> lb
conversion, editing and deleting (long press, "Delete", "Confirm delete"), searching the
food database and reading a food's calories per serving, and the screens in every
display variant."""

from __future__ import annotations

import pytest

from apps import fitbook
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.sim.clock import DEFAULT_START
from venus_tasks.sim.storage import appdata

START = "am start -n com.presley.fit_book/.MainActivity"
NOW_S = int(DEFAULT_START.timestamp())


def db(model):
    return appdata.load_db(model.vfs.read(fitbook.DB_PATH))


def weights(model) -> list[tuple]:
    con = db(model)
    try:
        return con.execute("SELECT created, unit, amount, image FROM weights ORDER BY id").fetchall()
    finally:
        con.close()


def descs(sh) -> list[str]:
    return [e.content_description for e in elements(sh) if e.content_description]


@pytest.fixture()
def app(sh, model):
    ticks = [0]
    model.clock.__init__(DEFAULT_START, monotonic_ns=lambda: ticks[0])
    sh(START)
    return ticks


def seed_weights(model, *rows):
    con = db(model)
    con.executemany("INSERT INTO weights (created, unit, amount) VALUES (?, ?, ?)", rows)
    model.vfs.write(fitbook.DB_PATH, appdata.dump_db(con))
    con.close()


def test_first_screen_is_the_diary_tab_with_flutter_nodes(sh, app):
    found = elements(sh)
    tabs = [e for e in found if "\nTab " in e.content_description]
    assert [t.content_description for t in tabs] == ["Diary\nTab 1 of 4", "Graph\nTab 2 of 4", "Food\nTab 3 of 4",
                                                     "Weight\nTab 4 of 4"]
    assert [t.is_selected for t in tabs] == [True, False, False, False]
    assert all(e.resource_id == "" for e in found)                    # Flutter: no view ids
    assert "No entries today.\nTap the plus button to start logging your food." in descs(sh)
    assert {"Show filters", "Show menu", "Add"} <= set(descs(sh))
    search = next(e for e in found if e.class_name == "android.widget.EditText")
    assert search.text == ""                                          # the "Search..." hint is not dumped


def test_log_a_weight(sh, model, app):
    tap(sh, "Weight\nTab 4 of 4")
    assert "No weights found\nTap the plus button to start logging your weight." in descs(sh)
    tap(sh, "Add")
    assert find(sh, "Add weight") is not None
    field = [e for e in elements(sh) if e.class_name == "android.widget.EditText"]
    assert field[0].is_focused and field[0].text == ""
    assert field[1].text == "0.00 kg" and not field[1].is_enabled    # "Last weight", disabled
    assert {"Unit (kg)", "Keep unit as kg", "Created Date\n15/10/23", "Set image", "Save"} <= set(descs(sh))
    sh("input text 71.4")
    app[0] = 30 * 10**9
    tap(sh, "Save")
    assert weights(model) == [(NOW_S + 30, "kg", 71.4, None)]
    assert "71.40 kg\n15/10/23" in descs(sh) and find(sh, "Add weight") is None


def test_enter_saves_and_a_text_that_is_not_a_number_saves_nothing(sh, model, app):
    tap(sh, "Weight\nTab 4 of 4")
    tap(sh, "Add")
    sh("input text abc; input keyevent 66")
    assert weights(model) == [] and find(sh, "Add weight") is None    # popped, then double.parse threw
    tap(sh, "Add")
    sh("input text 80; input keyevent KEYCODE_ENTER")
    assert weights(model) == [(NOW_S, "kg", 80.0, None)]


def test_new_weight_starts_from_the_last_one_and_converts_to_lb(sh, model, app):
    seed_weights(model, (NOW_S - 86_400, "kg", 72.5))
    sh(START)
    tap(sh, "Weight\nTab 4 of 4")
    tap(sh, "Add")
    assert find(sh, "72.50 kg") is not None                           # Last weight
    tap(sh, "Keep unit as kg")
    assert find(sh, "Convert to lb") is not None
    sh("input text 70")
    tap(sh, "Save")
    created, unit, amount, _ = weights(model)[-1]
    assert (created, unit) == (NOW_S, "lb") and amount == pytest.approx(70 * 2.20462262185)
    con = db(model)
    assert con.execute("SELECT convert_weight FROM settings").fetchone() == ("lb",)


def test_edit_keeps_the_date_and_delete_asks_first(sh, model, app):
    seed_weights(model, (NOW_S - 3 * 86_400, "kg", 70.0), (NOW_S - 86_400, "kg", 71.2))
    sh(START)
    tap(sh, "Weight\nTab 4 of 4")
    rows = [d for d in descs(sh) if d.endswith("/10/23") and " kg" in d]
    assert rows == ["71.20 kg\n14/10/23", "70.00 kg\n12/10/23"]          # newest first
    tap(sh, "70.00 kg\n12/10/23")
    assert find(sh, "Edit weight") is not None
    field = [e for e in elements(sh) if e.class_name.endswith("EditText")][0]
    assert field.text == "70.00" and not field.is_focused               # no autofocus when editing
    sh("input text 9")
    assert find(sh, "70.00") is not None                               # nothing focused: typing is lost
    sh("input tap %d %d" % field.bbox.center)                          # onTap: selectAll
    sh("input text 69.8")                                              # replaces the selected text
    tap(sh, "Save")
    assert weights(model) == [(NOW_S - 3 * 86_400, "kg", 69.8, None), (NOW_S - 86_400, "kg", 71.2, None)]
    e = find(sh, "71.20 kg\n14/10/23")
    sh("input swipe %d %d %d %d 1000" % (*e.bbox.center, *e.bbox.center))   # long press: select
    assert find(sh, "Delete") is not None and find(sh, "Clear") is not None
    tap(sh, "Delete")
    assert ("Are you sure you want to delete 1 records? This action is not reversible." in descs(sh))
    tap(sh, "Cancel")
    assert len(weights(model)) == 2
    tap(sh, "Delete")
    tap(sh, "Delete")                                                  # the dialog's button
    assert weights(model) == [(NOW_S - 3 * 86_400, "kg", 69.8, None)]


def test_search_foods_and_read_calories_per_serving(sh, model, app):
    con = db(model)
    con.execute("INSERT INTO foods (food_group, name, protein_g, carbohydrate_g, fat_g, fiber_g, calories, "
                "serving_size, serving_unit) VALUES ('Cookie', 'Cookie, lemon, homemade', 5.0, 60.0, 20.0, 1.5, "
                "440.0, 100.0, 'grams')")
    model.vfs.write(fitbook.DB_PATH, appdata.dump_db(con))
    tap(sh, "Food\nTab 3 of 4")
    assert any(d.startswith("Cookie, oatmeal, with raisins\n") and d.endswith(" kcal\n100 g") for d in descs(sh))
    search = next(e for e in elements(sh) if e.class_name == "android.widget.EditText")
    sh("input tap %d %d" % search.bbox.center)
    sh("input text 'lemon'")
    rows = [d for d in descs(sh) if d.startswith("Cookie")]
    assert rows == ["Cookie, lemon, homemade\n440 kcal\n100 g"]
    tap(sh, "Cookie, lemon, homemade\n440 kcal\n100 g")
    texts = [e.text for e in elements(sh) if e.class_name.endswith("EditText")]
    assert texts[:6] == ["Cookie, lemon, homemade", "440.00", "1,840.96", "100", "", "5.0"]
    assert texts[6:9] == ["60.0", "20.0", "1.5"]
    assert "Serving unit\ngrams" in descs(sh) and find(sh, "Edit food") is not None
    sh("input keyevent 4")
    assert find(sh, "Edit food") is None and "Cookie, lemon, homemade\n440 kcal\n100 g" in descs(sh)


def test_saving_an_edited_food_resets_the_columns_it_does_not_show(sh, model, app):
    tap(sh, "Food\nTab 3 of 4")
    name = next(d for d in descs(sh) if d.startswith("Cookie, chocolate chip\n"))
    tap(sh, name)
    cal = [e for e in elements(sh) if e.class_name.endswith("EditText")][1]
    sh("input tap %d %d" % cal.bbox.center)                            # selects "440.80"
    sh("input text 400")
    assert [e.text for e in elements(sh) if e.class_name.endswith("EditText")][2] == "1673.60"   # kj follows
    tap(sh, "Save")
    con = db(model)
    row = con.execute("SELECT calories, protein_g, sugars_g, sodium_mg, food_group, serving_size, created "
                      "FROM foods WHERE name = 'Cookie, chocolate chip'").fetchone()
    assert row[0] == 400.0 and row[1] == 7.0 and row[2:5] == (None, None, None)   # replace(): not shown -> NULL
    assert row[5:] == (100.0, NOW_S)


SCREENS = {
    "diary": (),
    "weights": ("Weight\nTab 4 of 4",),
    "add weight": ("Weight\nTab 4 of 4", "Add"),
    "foods": ("Food\nTab 3 of 4",),
    "graph": ("Graph\nTab 2 of 4",),
    "food detail": ("Food\nTab 3 of 4", "Cookie, oatmeal, with raisins\n529 kcal\n100 g"),
    "settings": ("Weight\nTab 4 of 4", "Show menu", "Settings"),
    "appearance": ("Weight\nTab 4 of 4", "Show menu", "Settings", "Appearance"),
}
VARIANTS = {"portrait": "", "night": "cmd uimode night yes",
            "landscape": "settings put system accelerometer_rotation 0; settings put system user_rotation 1",
            "small": "wm size 720x1280; wm density 280"}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_screens_agree_with_the_screenshot(sh, model, app, variant):
    seed_weights(model, (NOW_S - 86_400, "kg", 71.2))
    if VARIANTS[variant]:
        sh(VARIANTS[variant])
    for label, taps in SCREENS.items():
        sh("am force-stop com.presley.fit_book")
        sh(START)
        for t in taps:
            tap(sh, t)
        assert_dump_matches_screenshot(sh, model, f"{variant}/{label}")


def test_launcher_icon_opens_the_app(sh, model):
    sh("input keyevent 3")
    tap(sh, "FitBook")
    assert "Diary\nTab 1 of 4" in descs(sh)
    assert "com.presley.fit_book/.MainActivity" in sh("dumpsys activity activities | grep topResumedActivity")[0]
