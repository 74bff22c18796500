"""Markor on the simulated device: a selection's toolbar and overflow menu (gsantner/markor
v2.10.9 ``filesystem__menu.xml``, ``GsFileBrowserFragment.updateMenuItems``), the Rename
dialog (``WrRenameDialog``) and the Move / Copy folder chooser (``GsFileBrowserDialog``,
``askForMoveOrCopy``), driven as an agent would: long press (``input swipe x y x y
1000``), taps on dump bounds, CTRL+A and DEL, ``input text``, BACK."""

from __future__ import annotations

from tests.sim.test_app_markor import NOTES, START, titles, write
from tests.sim.test_app_markor_files import kind, long_press, type_text
from tests.sim.ui_helpers import elements, find, tap

def actions(sh) -> list[str]:
    """The content descriptions of the toolbar's buttons, left to right."""
    els = elements(sh)
    top = min(e.bbox.y_min for e in els if e.resource_id.endswith("/opoc_filesystem_item__root"))
    inside = [e for e in els if e.content_description and e.is_clickable and e.bbox.y_max <= top]
    return [e.content_description for e in sorted(inside, key=lambda e: e.bbox.x_min)]


def menu(sh) -> list[str]:
    return [e.text for e in elements(sh) if e.resource_id.endswith(":id/title") and e.text]


def replace_text(sh, rid: str, text: str) -> None:
    tap(sh, rid=rid)
    sh("input keycombination 113 29")                                # CTRL+A
    sh("input keyevent KEYCODE_DEL")
    type_text(sh, text)


def chooser(sh) -> tuple[str, list[str]]:
    """(title, row titles) of the folder chooser."""
    return find(sh, rid="ui__filesystem_dialog__title").text, titles(sh)


def test_the_selection_toolbar_and_its_overflow_follow_what_is_selected(sh, model):
    write(model, "Trips/kyoto.md", "k\n")
    write(model, "a.md", "a\n")
    write(model, "b.md", "b\n")
    sh(START)
    long_press(sh, "a.md")
    assert actions(sh) == ["Favourite", "Rename", "Details", "Delete", "More options"]
    tap(sh, "More options")
    assert menu(sh) == ["Clipboard", "Move", "Copy", "Create shortcut", "Share"]
    sh("input keyevent KEYCODE_BACK")                                # closes the menu only
    assert kind(sh, "a.md") == "Selected"
    tap(sh, "b.md")                                                  # two selected: no Rename
    assert actions(sh) == ["Delete", "More options"]
    tap(sh, "More options")
    assert menu(sh) == ["Move", "Copy", "Share"]
    sh("input keyevent KEYCODE_BACK")
    tap(sh, "a.md")
    tap(sh, "b.md")
    long_press(sh, "Trips")                                          # a folder: no Clipboard, no Share
    tap(sh, "More options")
    assert menu(sh) == ["Move", "Copy", "Create shortcut"]


def test_rename_replaces_the_name_and_refuses_a_taken_one(sh, model):
    write(model, "Work/meeting_kickoff.md", "# Kickoff\n\n- agenda\n")
    write(model, "Work/Budget.md", "b\n")
    sh(START)
    tap(sh, "Work")
    long_press(sh, "meeting_kickoff.md")
    tap(sh, "Rename")
    field = find(sh, rid="new_name")
    assert (field.text, field.is_focused) == ("meeting_kickoff.md", True)
    assert find(sh, "Rename").resource_id.endswith(":id/alertTitle")
    replace_text(sh, "new_name", "budget.md")                       # taken, whatever the case
    tap(sh, "OK")
    assert find(sh, rid="dialog_message").text == "File/folder already exists! Please use a different name"
    assert not find(sh, "OK").is_enabled
    tap(sh, "OK")                                                    # disabled: nothing happens
    assert sh(f"ls {NOTES}/Work")[0] == "Budget.md\nmeeting_kickoff.md\n"
    replace_text(sh, "new_name", "design/review?.md")               # the name filter drops / and ?
    assert find(sh, rid="dialog_message").text == "" and find(sh, "OK").is_enabled
    assert find(sh, rid="new_name").text == "designreview.md"
    sh("input keyevent KEYCODE_ENTER")                               # the filter drops the newline too
    tap(sh, "OK")
    assert sh(f"ls {NOTES}/Work")[0] == "Budget.md\ndesignreview.md\n"
    assert sh(f"cat {NOTES}/Work/designreview.md")[0] == "# Kickoff\n\n- agenda\n"
    assert find(sh, "> Work") is not None and kind(sh, "designreview.md") == "File"   # selection cleared


def test_rename_cancel_and_back_change_nothing(sh, model):
    write(model, "a.md", "a\n")
    sh(START)
    long_press(sh, "a.md")
    for leave in ("tap", "back"):
        tap(sh, "Rename")
        replace_text(sh, "new_name", "z.md")
        if leave == "tap":
            tap(sh, "CANCEL")
        else:
            sh("input keyevent KEYCODE_BACK")                        # the first BACK hides the keyboard
            assert find(sh, rid="new_name").text == "z.md"
            sh("input keyevent KEYCODE_BACK")
        assert find(sh, rid="new_name") is None and kind(sh, "a.md") == "Selected"
    assert sh(f"ls {NOTES}")[0] == "a.md\n"


def test_move_walks_the_folder_chooser_and_moves_into_the_folder_shown(sh, model):
    write(model, "Trips/trip_oslo.md", "# Oslo\n")
    write(model, "Trips/packing.md", "p\n")
    write(model, "Work/notes.md", "n\n")
    write(model, "Garden/seeds.md", "s\n")
    sh(START)
    tap(sh, "Trips")
    long_press(sh, "trip_oslo.md")
    tap(sh, "More options")
    tap(sh, "Move")
    assert chooser(sh) == ("Move → Trips", [".."])                 # folders only, files hidden
    assert find(sh, "Folder .. /storage/emulated/0/Documents/Markor") is not None
    long_press(sh, "..")                                             # no multi-select: nothing
    assert chooser(sh)[0] == "Move → Trips"
    tap(sh, "..")
    assert chooser(sh) == ("Move → Markor", ["..", "Garden", "Trips", "Work"])
    assert find(sh, "Folder Work /storage/emulated/0/Documents/Markor") is not None
    tap(sh, "Work")
    assert chooser(sh) == ("Move → Work", [".."])
    tap(sh, "CANCEL")                                                # keeps the selection
    assert kind(sh, "trip_oslo.md") == "Selected"
    tap(sh, "More options")
    tap(sh, "Move")
    tap(sh, "..")
    tap(sh, "Work")
    tap(sh, "SELECT THIS FOLDER")
    assert titles(sh) == ["..", "packing.md"] and find(sh, "> Trips") is not None
    assert sh(f"ls {NOTES}/Work")[0] == "notes.md\ntrip_oslo.md\n"
    assert sh(f"cat {NOTES}/Work/trip_oslo.md")[0] == "# Oslo\n"


def test_move_into_its_own_folder_does_nothing_and_copy_there_adds_a_numbered_copy(sh, model):
    write(model, "a.md", "a\n")
    sh(START)
    long_press(sh, "a.md")
    tap(sh, "More options")
    tap(sh, "Move")
    assert chooser(sh) == ("Move → Markor", [".."])
    tap(sh, "SELECT THIS FOLDER")                                    # saneMove: not onto itself
    assert sh(f"ls {NOTES}")[0] == "a.md\n" and kind(sh, "a.md") == "File"
    long_press(sh, "a.md")
    tap(sh, "More options")
    tap(sh, "Copy")
    assert chooser(sh)[0] == "Copy → Markor"
    tap(sh, "SELECT THIS FOLDER")
    assert sh(f"ls {NOTES}")[0] == "a.md\na_1.md\n" and sh(f"cat {NOTES}/a_1.md")[0] == "a\n"
