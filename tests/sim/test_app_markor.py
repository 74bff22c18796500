"""Markor on the simulated device: folders open on tap and BACK goes up, a note opens in
the document editor with its whole text in the dump, long notes scroll, typed text is
saved when the note is left."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image

from venus_tasks.sim.shell import run_split
from tests.sim.ui_helpers import elements, find, tap

START = "am start -n net.gsantner.markor/.activity.MainActivity"
NOTES = "/sdcard/Documents/Markor"


def titles(sh) -> list[str]:
    return [e.text for e in elements(sh) if e.resource_id.endswith("/opoc_filesystem_item__title")]


def focus(sh) -> str:
    return sh("dumpsys window | grep mCurrentFocus")[0].strip()


def write(model, rel: str, text: str) -> None:
    model.vfs.mkdir(f"{NOTES}/{rel}".rsplit("/", 1)[0], parents=True)
    model.vfs.write(f"{NOTES}/{rel}", text.encode())


def test_folders_open_and_back_goes_up(sh, model):
    write(model, "Trips/kyoto.md", "# Kyoto\n")
    write(model, "Trips/Old/hanoi.md", "# Hanoi\n")
    write(model, "todo.txt", "milk\n")
    sh(START)
    assert titles(sh) == ["..", "Trips", "todo.txt"] and find(sh, "Markor") is not None   # ".." above the notebook
    trips = next(e for e in elements(sh) if e.content_description.startswith("Folder Trips "))   # + its date
    assert trips.resource_id.endswith("/opoc_filesystem_item__root")
    tap(sh, "Trips")
    assert find(sh, "> Trips") is not None
    assert titles(sh) == ["..", "Old", "kyoto.md"]
    assert find(sh, "/storage/emulated/0/Documents/Markor") is not None   # ".." describes the parent
    tap(sh, "Old")
    assert find(sh, "> Old") is not None and titles(sh) == ["..", "hanoi.md"]
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "> Trips") is not None
    tap(sh, "..")
    assert titles(sh) == ["..", "Trips", "todo.txt"]
    tap(sh, "..")                                                     # ".." goes above the notebook
    assert find(sh, "> Documents") is not None and "Markor" in titles(sh)
    tap(sh, "Markor")
    sh("input keyevent KEYCODE_BACK")                                 # the notebook root: leaves
    assert "nexuslauncher" in focus(sh)


def test_a_note_opens_with_its_text_and_back_returns(sh, model):
    write(model, "Trips/kyoto.md", "# Trip to Kyoto\n\nBudget: $2,350\n")
    sh(START)
    tap(sh, "Trips")
    tap(sh, "kyoto.md")
    assert "net.gsantner.markor/net.gsantner.markor.activity.DocumentActivity}" in focus(sh)
    assert find(sh, rid="note__activity__text_note_title").text == "kyoto"
    editor = find(sh, rid="document__fragment__edit__highlighting_editor")
    assert editor.text == "# Trip to Kyoto\n\nBudget: $2,350\n" and editor.class_name == "android.widget.EditText"
    tap(sh, "Navigate up")
    assert find(sh, "> Trips") is not None and "MainActivity" in focus(sh)
    tap(sh, "kyoto.md")
    sh("input keyevent KEYCODE_BACK")
    assert titles(sh) == ["..", "kyoto.md"]


def test_a_long_note_scrolls(sh, model):
    write(model, "long.md", "".join(f"line {i}\n" for i in range(1, 151)))
    sh(START)
    tap(sh, "long.md")
    scroller = find(sh, rid="document__fragment__edit__content_editor__scrolling_parent")
    assert scroller.is_scrollable
    before = np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("L"))
    sh("input swipe 540 2000 540 600 300")
    after = np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("L"))
    assert (before[400:] != after[400:]).any()                         # other lines are drawn
    editor = find(sh, rid="document__fragment__edit__highlighting_editor")
    assert editor.text.startswith("line 1\n") and editor.text.endswith("line 150\n")


def test_typed_text_is_saved_when_leaving_the_note(sh, model):
    write(model, "ideas.md", "one\n")
    sh(START)
    tap(sh, "ideas.md")
    tap(sh, rid="document__fragment__edit__highlighting_editor")
    sh("input text two; input keyevent KEYCODE_ENTER")
    sh("input keyevent KEYCODE_BACK; input keyevent KEYCODE_BACK")    # keyboard, then the note
    assert sh(f"cat {NOTES}/ideas.md")[0] == "one\ntwo\n"


def test_a_folder_removed_meanwhile_falls_back_to_the_notebook(sh, model):
    write(model, "Trips/a.md", "a\n")
    sh(START)
    tap(sh, "Trips")
    sh(f"rm -r {NOTES}/Trips")
    assert find(sh, "Markor") is not None and find(sh, "¯\\_(ツ)_/¯") is not None


def _description(sh, name: str) -> str:
    """The row's description, as its content description ("File <name> <description>",
    GsFileBrowserListAdapter) carries it; the description TextView shows the same text."""
    row = next(e for e in elements(sh) if e.content_description.startswith(f"File {name} "))
    text = row.content_description[len(f"File {name} "):]
    assert find(sh, text) is not None
    return text


def test_a_row_shows_its_modification_time_as_the_locale_writes_it(sh, model):
    """DateUtils.formatDateTime(SHOW_TIME | SHOW_DATE | SHOW_YEAR | NUMERIC_DATE): en-US
    "M/d/yyyy, h:mm a", 24-hour "HH:mm"; zh-CN "yyyy/M/d" with 上午/下午."""
    write(model, "plan.md", "# Plan\n")
    model.vfs.utime(f"{NOTES}/plan.md", None, 1697384040 * 10**9)     # 2023-10-15 15:34 UTC
    sh("setprop persist.sys.timezone UTC")
    sh(START)
    assert _description(sh, "plan.md") == "10/15/2023, 3:34 PM"
    sh("settings put system time_12_24 24")
    sh("am force-stop net.gsantner.markor")
    sh(START)
    assert _description(sh, "plan.md") == "10/15/2023, 15:34"
    model.props["persist.sys.locale"] = "zh-CN"
    sh("settings put system time_12_24 12")
    sh("am force-stop net.gsantner.markor")
    sh(START)
    assert _description(sh, "plan.md") == "2023/10/15 下午3:34"
