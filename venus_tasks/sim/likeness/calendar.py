"""Simple Calendar Pro's likeness states: events of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` 1 and 4: Yoga, Meeting, and the
"Launch" at "Park Lane Hotel NY" that screenshot 4 edits) stored for today, the app
started, and the event opened with shell input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.apps_ui import calendar_store
from venus_tasks.sim.likeness import driver

PACKAGE = "com.simplemobiletools.calendar.pro"
EVENTS = [("Yoga", "", 6), ("Meeting", "", 9), ("Launch", "Park Lane Hotel NY", 14)]


def _seed(model) -> None:
    driver.shell(model, f"am start -n {PACKAGE}/.activities.MainActivity")      # creates events.db
    day = model.clock.now_ns() // 10**9 // 86400 * 86400
    for title, location, hour in EVENTS:
        start = day + hour * 3600
        calendar_store.save(model, None, {"start": start, "end": start + 3600, "title": title, "location": location,
                                          "description": "", "reminders": [-1, -1, -1]})


def main(model) -> None:
    _seed(model)


def edit_event(model) -> None:
    _seed(model)
    driver.tap(model, text="Launch")


STATES = {"main": main, "edit_event": edit_event}
