"""Fitbook's likeness states: the data of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` 4-6 at tag 2.0.31: the foods
Bacon & Eggs on Toast, Coca cola, Chicken drumsticks, Chicken sushi, Roast pork; the
weights 70.00, 71.20, 68.50, 71.50, 73.50 kg a day apart; the Add weight page), in the dark
theme the screenshots were taken in, and the app driven to each screen with shell input
as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver
from venus_tasks.sim.storage import appdata

PACKAGE = "com.presley.fit_book"
FOODS = [("Bacon & Eggs on Toast", 375), ("Coca cola", 139), ("Chicken drumsticks", 167), ("Chicken sushi", 37),
         ("Roast pork", 180)]
WEIGHTS = [70.0, 71.2, 68.5, 71.5, 73.5]          # newest first, a day apart


def _seed(model) -> None:
    from apps import fitbook

    driver.shell(model, "cmd uimode night yes")
    driver.shell(model, f"am start -n {PACKAGE}/.MainActivity")
    now = model.clock.now_ns() // 10**9
    con = appdata.load_db(model.vfs.read(fitbook.DB_PATH))
    for i, (name, kcal) in enumerate(FOODS):
        con.execute("INSERT INTO foods (name, calories, serving_size, serving_unit, created, favorite) "
                    "VALUES (?, ?, 100, 'grams', ?, 0)", (name, kcal, now + 100 - i))
    con.executemany("INSERT INTO weights (created, unit, amount) VALUES (?, 'kg', ?)",
                    [(now - i * 86400, w) for i, w in enumerate(WEIGHTS)])
    model.vfs.write(fitbook.DB_PATH, appdata.dump_db(con))
    con.close()


def food(model) -> None:
    _seed(model)
    driver.tap(model, desc="Food\nTab 3 of 4")


def weight(model) -> None:
    _seed(model)
    driver.tap(model, desc="Weight\nTab 4 of 4")


def add_weight(model) -> None:
    weight(model)
    driver.tap(model, desc="Add")


STATES = {"food": food, "weight": weight, "add_weight": add_weight}
