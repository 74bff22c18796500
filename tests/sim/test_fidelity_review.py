"""Fidelity review of today's simulated app screens: behaviours where the simulator was
kinder than, or different from, the real app, checked against the app's own source.

* Simple Calendar 6.22.2 ``EventActivity.saveEvent`` reads the title, location and
  description through Simple-Commons' ``EditText.value`` (``text.toString().trim()``,
  ``commons/extensions/EditText.kt`` at ``71d66584bd``): the stored event has no
  surrounding blanks, and a title of blanks only is refused as empty.
"""

from __future__ import annotations

from apps import simple_calendar as C
from tests.sim.test_app_calendar import rows
from tests.sim.ui_helpers import find, tap


def test_calendar_save_trims_title_location_and_description(sh, model):
    sh("am start -n " + C.APP.activity)
    tap(sh, "New Event")
    tap(sh, "Event")
    sh("input text %s%s")                                   # blanks only: "Title cannot be empty"
    tap(sh, "Save")
    assert find(sh, "Disclaimer") is not None               # ReminderWarningDialog before the first save
    tap(sh, "OK")
    assert find(sh, "New Event") is not None and rows(model) == []
    sh("input text Haircut%s%s")
    tap(sh, "Location")
    sh("input text %sStudio%s")
    tap(sh, "Description")
    sh("input text %sshort%s")
    tap(sh, "Save")
    (row,) = rows(model)
    assert (row["title"], row["location"], row["description"]) == ("Haircut", "Studio", "short")
