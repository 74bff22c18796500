"""Simple Calculator's likeness state: the app started and "4×6" typed on its keypad
(screenshot 1 of ``fastlane/metadata/android/en-US/images/phoneScreenshots``), with shell
input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "com.simplemobiletools.calculator"


def main(model) -> None:
    driver.shell(model, f"am start -n {PACKAGE}/.activities.MainActivity")


STATES = {"main": main}
