"""Settings' likeness states: the screens its checklist describes (AOSP has no published
screenshots; ``tests/data/likeness/settings/SOURCE``), reached with shell input as an
agent would: the homepage (light and dark), the search screen with "display" typed, the
Display page, and the two-pane homepage of a 1600x2560, 320 dpi tablet."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "am start -n com.android.settings/.Settings"


def home(model) -> None:
    driver.shell(model, START)


def home_dark(model) -> None:
    driver.shell(model, "cmd uimode night yes")
    driver.shell(model, START)


def search(model) -> None:
    driver.shell(model, START)
    driver.tap(model, text="Search settings")
    driver.shell(model, "input text display")


def display(model) -> None:
    driver.shell(model, START)
    driver.tap(model, text="Display")


def two_pane(model) -> None:
    driver.shell(model, "wm size 1600x2560")
    driver.shell(model, "wm density 320")
    driver.shell(model, START)


STATES = {"home": home, "home_dark": home_dark, "search": search, "display": display, "two_pane": two_pane}
