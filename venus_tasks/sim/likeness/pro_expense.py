"""Pro Expense's likeness states: the expenses of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` 2 and 3: Coffee, Bar, Salary,
Bargar, Electricity, YBS, Avenger Endgame) put into the app's database, the device in
the dark theme the screenshots show, and the app driven to each screen with shell input
as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "com.arduia.expense"
DAY_MS = 86_400_000
# (name, amount in cents, category id, days before now): screenshot 3's rows, newest first
ROWS = (("Coffee", 500_000, 3, 0), ("Bar", 2_000_000, 5, 1), ("Salary", 30_000_000, 2, 1),
        ("Bargar", 450_000, 3, 2), ("Electricity", 1_200_000, 4, 3), ("YBS", 20_000, 7, 3),
        ("Avenger Endgame", 300_000, 6, 4))


def _seed(model, night: bool = True) -> None:
    from venus_tasks.sim.apps_ui import expense_store as store

    if night:
        driver.shell(model, "cmd uimode night yes")
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")
    now = model.clock.now_ns() // 10**6
    for i, (name, cents, category, days) in enumerate(reversed(ROWS)):
        store.insert(model, name, cents, category, "", now - days * DAY_MS + i * 1000)
    driver.shell(model, "input keyevent KEYCODE_BACK")
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")


def logs_dark(model) -> None:
    _seed(model)


def logs(model) -> None:
    _seed(model, night=False)


def entry_dark(model) -> None:
    _seed(model)
    driver.shell(model, "uiautomator dump /sdcard/window_dump.xml")
    from venus_tasks.env.observation import parse_ui_dump

    fab = next(e for e in parse_ui_dump(driver.shell(model, "cat /sdcard/window_dump.xml"))
               if e.resource_id.endswith("/fb_main_add"))
    x, y = fab.bbox.center
    driver.shell(model, f"input tap {int(x)} {int(y)}")
    driver.shell(model, "input text 'Avenger Endgame'")
    driver.tap(model, text="Amount")
    driver.shell(model, "input text 3000")
    driver.tap(model, text="Note")
    driver.shell(model, "input text 'with Girlfriend xD'")


STATES = {"logs_dark": logs_dark, "logs": logs, "entry_dark": entry_dark}
