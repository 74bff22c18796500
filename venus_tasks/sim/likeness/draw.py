"""Simple Draw Pro's likeness state: the app started on its empty canvas (screenshot 1 of
``fastlane/metadata/android/en-US/images/phoneScreenshots``, without its drawing), with
shell input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "com.simplemobiletools.draw.pro"


def main(model) -> None:
    driver.shell(model, f"am start -n {PACKAGE}/.activities.MainActivity")


STATES = {"main": main}
