"""Markor on the simulated device: the FAB's new file dialog creates a note (or a folder)
that the editor fills, an existing name is kept, not overwritten; a long press selects
rows and the toolbar's Delete, once confirmed, removes them. Everything is driven as an
agent would (taps on dump bounds, ``input text``, ``input swipe x y x y 1000``, BACK)."""

from __future__ import annotations

from tests.sim.test_app_markor import NOTES, START, focus, titles, write
from tests.sim.ui_helpers import elements, find, tap

FAB = "Create a new file or folder"


def row(sh, name: str):
    """The row of ``name``: its content description is "<Kind> <name> <description>"."""
    return next((e for e in elements(sh) if e.resource_id.endswith("/opoc_filesystem_item__root")
                 and e.content_description.split(" ")[1] == name), None)


def kind(sh, name: str) -> str:
    return row(sh, name).content_description.split(" ")[0]


def long_press(sh, text) -> None:
    e = find(sh, text)
    assert e is not None, text
    x, y = e.bbox.center
    sh(f"input swipe {x} {y} {x} {y} 1000")


def type_text(sh, text: str) -> None:
    sh("input text " + text.replace(" ", "%s"))


def test_create_a_note_with_text(sh, model):
    """MarkorCreateNote's end state: the named file holds exactly the typed text."""
    sh(START)
    tap(sh, FAB)
    name = find(sh, rid="new_file_dialog__name")
    assert name.text == "my_note" and name.is_focused                # hint; keyboard on the name
    assert find(sh, rid="new_file_dialog__ext").text == ".md"
    assert find(sh, "Markdown").resource_id == "android:id/text1"     # the type spinner's item
    for text in ("Name", "Type", "Template", "Empty file", "- Files and folders are not overwritten",
                 "OK", "CANCEL", "FOLDER"):
        assert find(sh, text) is not None, text
    assert find(sh, "OK").resource_id == "android:id/button1"
    type_text(sh, "shopping_list")
    tap(sh, "OK")
    assert "net.gsantner.markor.activity.DocumentActivity}" in focus(sh)
    assert find(sh, rid="note__activity__text_note_title").text == "shopping_list"
    assert sh(f"cat {NOTES}/shopping_list.md") == ("", "", 0)         # created empty at once
    tap(sh, rid="document__fragment__edit__highlighting_editor")
    type_text(sh, "Buy milk, eggs and bread.")
    sh("input keyevent KEYCODE_BACK; input keyevent KEYCODE_BACK")    # keyboard, then the note
    assert sh(f"cat {NOTES}/shopping_list.md")[0] == "Buy milk, eggs and bread."
    assert titles(sh) == ["..", "shopping_list.md"]


def test_type_spinner_sets_the_extension_and_is_remembered(sh, model):
    sh(START)
    tap(sh, FAB)
    tap(sh, "Markdown")                                              # the type spinner
    options = [e.text for e in elements(sh) if e.resource_id == "android:id/text1"]
    assert options == ["Markdown", "Plain Text", "todo.txt", "Wikitext", "AsciiDoc", "CSV", "None"]
    tap(sh, "Plain Text")
    assert find(sh, rid="new_file_dialog__ext").text == ".txt"
    type_text(sh, "a/b: c")                                          # '/' and ':' are filtered out
    assert find(sh, rid="new_file_dialog__name").text == "ab c"
    tap(sh, "OK")
    sh("input keyevent KEYCODE_BACK")
    assert titles(sh) == ["..", "ab c.txt"]
    tap(sh, FAB)                                                     # the last used type/extension
    assert find(sh, rid="new_file_dialog__ext").text == ".txt" and find(sh, "Plain Text") is not None
    tap(sh, "CANCEL")
    assert find(sh, rid="new_file_dialog__name") is None and titles(sh) == ["..", "ab c.txt"]


def test_an_existing_note_is_opened_not_overwritten(sh, model):
    write(model, "ideas.md", "keep me\n")
    sh(START)
    tap(sh, FAB)
    type_text(sh, "ideas")
    tap(sh, "OK")
    assert find(sh, rid="document__fragment__edit__highlighting_editor").text == "keep me\n"
    sh("input keyevent KEYCODE_BACK")
    assert sh(f"cat {NOTES}/ideas.md")[0] == "keep me\n"


def test_a_blank_name_creates_nothing(sh, model):
    sh(START)
    tap(sh, FAB)
    tap(sh, "OK")
    assert "MainActivity" in focus(sh) and find(sh, "¯\\_(ツ)_/¯") is not None
    assert sh(f"ls {NOTES}")[0] == ""


def test_folder_button_creates_a_folder_in_the_shown_folder(sh, model):
    write(model, "Trips/kyoto.md", "x\n")
    sh(START)
    tap(sh, "Trips")
    tap(sh, FAB)
    type_text(sh, "Asia")
    tap(sh, "FOLDER")
    assert titles(sh) == ["..", "Asia", "kyoto.md"]                  # no extension
    assert sh(f"ls -d {NOTES}/Trips/Asia")[2] == 0
    tap(sh, "Asia")
    assert find(sh, "> Asia") is not None


def test_long_press_selects_and_delete_asks_then_deletes(sh, model):
    """MarkorDeleteNote's end state: only the named file is gone."""
    write(model, "keep.md", "k\n")
    write(model, "old.md", "o\n")
    sh(START)
    long_press(sh, "old.md")
    assert find(sh, "Markor") is None                                # no title while selecting
    assert kind(sh, "old.md") == "Selected" and kind(sh, "keep.md") == "File"
    tap(sh, "Delete")
    assert find(sh, "Confirm Delete").resource_id.endswith(":id/alertTitle")
    message = find(sh, rid="message").text
    assert message == ("Do you really want to delete this Document?\n\n\n"
                       "/storage/emulated/0/Documents/Markor/old.md")
    tap(sh, "CANCEL")
    assert kind(sh, "old.md") == "Selected"                          # still selected
    tap(sh, "Delete")
    tap(sh, "OK")
    assert titles(sh) == ["..", "keep.md"] and find(sh, "Markor") is not None
    assert sh(f"ls {NOTES}")[0] == "keep.md\n"


def test_taps_toggle_the_selection_and_several_items_go_at_once(sh, model):
    write(model, "Box/inner.md", "i\n")
    write(model, "a.md", "a\n")
    write(model, "b.md", "b\n")
    sh(START)
    long_press(sh, "a.md")
    tap(sh, "b.md")                                                  # toggles, does not open
    tap(sh, "Box")                                                   # a folder is selected too
    assert "MainActivity" in focus(sh)
    assert [e.content_description.split()[0] for e in elements(sh)
            if e.resource_id.endswith("/opoc_filesystem_item__root")] == ["Folder"] + ["Selected"] * 3
    tap(sh, "a.md")                                                  # unselect one
    tap(sh, "Delete")
    assert find(sh, rid="message").text.startswith("Do you really want to delete this Documents?")
    tap(sh, "OK")
    assert titles(sh) == ["..", "a.md"] and sh(f"ls {NOTES}")[0] == "a.md\n"


def test_unselecting_the_last_row_leaves_selection_mode(sh, model):
    write(model, "a.md", "a\n")
    sh(START)
    long_press(sh, "a.md")
    long_press(sh, "a.md")
    assert find(sh, "Markor") is not None and find(sh, "Delete") is None
    tap(sh, "a.md")                                                  # opens again
    assert "DocumentActivity" in focus(sh)


def test_back_in_a_subfolder_goes_up_and_clears_the_selection(sh, model):
    write(model, "Trips/kyoto.md", "k\n")
    sh(START)
    tap(sh, "Trips")
    long_press(sh, "kyoto.md")
    long_press(sh, "..")                                             # '..' cannot be selected
    assert kind(sh, "kyoto.md") == "Selected" and kind(sh, "..") == "Folder"
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Markor") is not None and titles(sh) == ["..", "Trips"]
    tap(sh, "Trips")
    assert kind(sh, "kyoto.md") == "File" and find(sh, "Delete") is None


def test_a_short_press_is_still_a_tap(sh, model):
    write(model, "a.md", "a\n")
    sh(START)
    e = find(sh, "a.md")
    x, y = e.bbox.center
    sh(f"input swipe {x} {y} {x} {y} 100")
    assert "DocumentActivity" in focus(sh)


def test_text_with_special_characters_is_saved_verbatim(sh, model):
    sh(START)
    tap(sh, FAB)
    tap(sh, "Markdown")
    tap(sh, "Plain Text")
    tap(sh, rid="new_file_dialog__name")
    type_text(sh, "note_x1")
    tap(sh, "OK")
    tap(sh, rid="document__fragment__edit__highlighting_editor")
    sh("input text 'Line%sone'; input keyevent KEYCODE_ENTER; input text 'Line%stwo!'")
    sh("input keyevent KEYCODE_BACK; input keyevent KEYCODE_BACK")
    assert sh(f"cat {NOTES}/note_x1.txt") == ("Line one\nLine two!", "", 0)


def test_a_long_press_where_the_app_takes_none_is_a_tap(sh, model):
    sh(START)
    long_press(sh, FAB)                                              # no long-click listener
    assert find(sh, rid="new_file_dialog__name") is not None
