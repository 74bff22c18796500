"""Tasks' likeness state: the tasks of its published list screenshot
(``fastlane/metadata/android/en-US/images/phoneScreenshots/4_en-US.jpg``, the dark phone:
TPS Reports due tomorrow, Bathroom remodel, Call Joe's Plumbing, Pick out faucet, Buy
groceries, Clean out garage, Pick up dry cleaning) saved in the app's database, the
device in the dark theme, and the app opened on its list with shell input."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "org.tasks"
TITLES = ("TPS Reports", "Bathroom remodel", "Call Joe's Plumbing", "Pick out faucet", "Buy groceries",
          "Clean out garage", "Pick up dry cleaning")
DAY_MS = 86_400_000


def list_dark(model) -> None:
    from venus_tasks.sim.apps_ui import tasks_org_store as store

    driver.shell(model, "cmd uimode night yes")
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")
    now = model.clock.now_ns() // 10**6
    for i, title in enumerate(TITLES):
        store.save(model, None, title=title, due=now + DAY_MS if i == 0 else 0, priority=3, notes="",
                   list_uuid=store.default_list(model))
    driver.shell(model, "input keyevent KEYCODE_BACK")
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")


STATES = {"list_dark": list_dark}
