"""Audio Recorder's likeness state: the main screen as the app opens (no recording), with
shell input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "com.dimowner.audiorecorder"


def main(model) -> None:
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")


STATES = {"main": main}
