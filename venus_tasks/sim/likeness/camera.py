"""Camera's likeness states (``tests/data/likeness/camera/SOURCE``; AOSP publishes no
screenshots): the viewfinder in photo mode after a capture (the thumbnail shows), its
options bar, the mode list, and video mode, reached with shell input as an agent would
(the first-run page passed with NEXT, as AndroidWorld's setup does)."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

def _open(model) -> None:
    driver.shell(model, "monkey -p com.android.camera2 -c android.intent.category.LAUNCHER 1")
    try:
        driver.tap(model, text="NEXT")                  # the first-run page, when the device shows it
    except LookupError:
        pass


def photo(model) -> None:
    _open(model)
    driver.tap(model, desc="Shutter")


def options(model) -> None:
    _open(model)
    driver.tap(model, desc="Options")


def modes(model) -> None:
    _open(model)
    driver.shell(model, "input swipe 100 1000 900 1000 300")


def video(model) -> None:
    modes(model)
    driver.tap(model, text="Video")


STATES = {"photo": photo, "options": options, "modes": modes, "video": video}
