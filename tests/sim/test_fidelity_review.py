"""Fidelity review of today's simulated app screens: behaviours where the simulator was
kinder than, or different from, the real app, checked against the app's own source.

* Simple Calendar 6.22.2 ``EventActivity.saveEvent`` reads the title, location and
  description through Simple-Commons' ``EditText.value`` (``text.toString().trim()``,
  ``commons/extensions/EditText.kt`` at ``71d66584bd``): the stored event has no
  surrounding blanks, and a title of blanks only is refused as empty.
* MaterialTimePicker 1.9.0 keyboard mode (``TimePickerTextInputPresenter``'s text
  watchers, ``TimeModel.setHour``): a field emptied sets 0, and an hour of "0" on the
  12-hour picker is 12 o'clock in the checked period; the simulator used to keep the time
  from before the edit (a cleared field and OK kept the old value).
"""

from __future__ import annotations

import types

from apps import simple_calendar as C
from venus_tasks.sim.apps_ui import pickers
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


def _keyboard_picker(hour: int, minute: int, h24: bool):
    model = types.SimpleNamespace(ui=types.SimpleNamespace(fields={}, focused_field=None, selected=None))
    args = pickers.time_state(hour, minute, h24)
    pickers.time_tap(model, "p", args, "mode")
    return model, args


def test_time_picker_keyboard_empty_field_sets_zero():
    model, args = _keyboard_picker(16, 45, h24=False)                 # 04:45 PM
    model.ui.fields["p:picker_minute"] = ""                            # minute cleared
    assert pickers.time_tap(model, "p", args, "ok") == ("ok", (16, 0))
    model, args = _keyboard_picker(16, 45, h24=False)
    model.ui.fields["p:picker_hour"] = ""                              # hour cleared, PM checked: noon
    assert pickers.time_tap(model, "p", args, "ok") == ("ok", (12, 45))
    model, args = _keyboard_picker(9, 30, h24=False)
    model.ui.fields["p:picker_hour"] = "0"                             # "0" on a 12-hour AM picker: 12 AM
    assert pickers.time_tap(model, "p", args, "ok") == ("ok", (0, 30))
    model, args = _keyboard_picker(16, 45, h24=True)
    model.ui.fields["p:picker_hour"] = ""                              # 24-hour: 00
    assert pickers.time_tap(model, "p", args, "ok") == ("ok", (0, 45))
