"""Tasks' likeness state: the tasks of its published list screenshot
(``fastlane/metadata/android/en-US/images/phoneScreenshots/4_en-US.jpg``, the dark phone:
TPS Reports due tomorrow, Bathroom remodel, Call Joe's Plumbing, Pick out faucet, Buy
groceries, Clean out garage, Pick up dry cleaning) with the screenshot's tags saved in
the app's database, the
device in the dark theme, and the app opened on its list with shell input."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "org.tasks"
TITLES = ("TPS Reports", "Bathroom remodel", "Call Joe's Plumbing", "Pick out faucet", "Buy groceries",
          "Clean out garage", "Pick up dry cleaning")
DAY_MS = 86_400_000
# the screenshot's tag chips (places and subtask chips are not modelled); colours Material
# blue/orange/green 500 as the chips' borders show them [inferred]
TAGS = {"TPS Reports": ("Work",), "Bathroom remodel": ("Home",), "Buy groceries": ("Errands",),
        "Clean out garage": ("Home",), "Pick up dry cleaning": ("Errands",)}
TAG_COLOURS = {"Work": 0xFF2196F3, "Home": 0xFFFF9800, "Errands": 0xFF4CAF50}


def list_dark(model) -> None:
    from venus_tasks.sim.apps_ui import tasks_org_store as store

    driver.shell(model, "cmd uimode night yes")
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")
    # due tomorrow, date only: the editor stores a picked day at noon with no seconds
    # (``createDueDate(URGENCY_SPECIFIC_DAY)``), which the row writes "Tmrw"
    tomorrow = store.local_midnight_ms(model, store.today(model)) + DAY_MS + 12 * 3_600_000
    for i, title in enumerate(TITLES):
        tid = store.save(model, None, title=title, due=tomorrow if i == 0 else 0, priority=3, notes="",
                         list_uuid=store.default_list(model))
        for tag in TAGS.get(title, ()):
            store.add_tag(model, tid, tag, TAG_COLOURS[tag])
    driver.shell(model, "input keyevent KEYCODE_BACK")
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")


STATES = {"list_dark": list_dark}
