"""Markor's main screen as the real app has it (``markor_tabs``): the bottom navigation's
To-Do and QuickNote tabs edit todo.txt and QuickNote.md in the notebook, Sort by reorders
the list, Search finds a note in a sub-folder and opens it, the toolbar and FAB are drawn
in Markor's colours."""

from __future__ import annotations

import io

from PIL import Image

from venus_tasks.sim.shell import run_split
from tests.sim.ui_helpers import elements, find, tap

START = "am start -n net.gsantner.markor/.activity.MainActivity"
NOTES = "/sdcard/Documents/Markor"


def titles(sh) -> list[str]:
    return [e.text for e in elements(sh) if e.resource_id.endswith("/opoc_filesystem_item__title")]


def write(model, rel: str, text: str, mtime: int | None = None) -> None:
    model.vfs.mkdir(f"{NOTES}/{rel}".rsplit("/", 1)[0], parents=True)
    model.vfs.write(f"{NOTES}/{rel}", text.encode())
    if mtime is not None:
        model.vfs.utime(f"{NOTES}/{rel}", None, mtime * 10**9)


def test_todo_tab_edits_todo_txt_and_quicknote_creates_its_file(sh, model):
    write(model, "todo.txt", "(A) Call Mom\n")
    sh(START)
    assert find(sh, rid="fab_add_new_item") is not None
    tap(sh, "To-Do")
    assert find(sh, rid="fab_add_new_item") is None                      # the FAB is the Files tab's
    nav = {e.content_description: e.is_selected for e in elements(sh) if e.resource_id.endswith("/nav_todo")}
    assert nav == {"To-Do": True}
    editor = find(sh, rid="document__fragment__edit__highlighting_editor")
    assert editor.text == "(A) Call Mom\n"
    assert find(sh, "Toggle done") is not None                           # todo.txt's action bar
    tap(sh, rid="document__fragment__edit__highlighting_editor")
    sh("input text 'Buy milk'")
    assert sh(f"cat {NOTES}/todo.txt")[0] == "(A) Call Mom\n"            # saved when the page is left
    tap(sh, "More")                                                      # the more-information list
    assert [e.text for e in elements(sh) if e.resource_id == "android:id/title"][:4] == [
        "Markor", "Rate this app", "Settings", "Help"]
    assert any(e.text == "More" and e.bbox.y_max < 300 for e in elements(sh))         # the toolbar's title
    assert sh(f"cat {NOTES}/todo.txt")[0] == "(A) Call Mom\nBuy milk"
    tap(sh, "QuickNote")
    assert find(sh, rid="document__fragment__edit__highlighting_editor").text == ""
    assert sh(f"ls {NOTES}/QuickNote.md")[2] != 0
    tap(sh, rid="document__fragment__edit__highlighting_editor")
    sh("input text idea")
    sh("input keyevent KEYCODE_BACK")                                    # hides the keyboard
    sh("input keyevent KEYCODE_BACK")                                    # leaves the app, saving
    assert sh(f"cat {NOTES}/QuickNote.md")[0] == "idea" and "launcher" in sh("dumpsys window | grep mCurrentFocus")[0]


def test_sort_by_date_and_reverse_reorder_the_list(sh, model):
    write(model, "b.md", "b\n", mtime=1_700_000_000)
    write(model, "a.md", "a\n", mtime=1_700_000_500)
    write(model, "c.md", "c\n", mtime=1_600_000_000)
    model.vfs.mkdir(f"{NOTES}/Z", parents=True)
    model.vfs.utime(f"{NOTES}/Z", None, 1_650_000_000 * 10**9)
    sh(START)
    assert titles(sh) == ["..", "Z", "a.md", "b.md", "c.md"]
    tap(sh, "Sort by")
    assert [e.text for e in elements(sh) if e.resource_id.endswith("/title")][:4] == ["Name", "Date", "Size", "MIME type"]
    tap(sh, "Date")
    assert titles(sh) == ["..", "Z", "c.md", "b.md", "a.md"]             # oldest first, folders first
    tap(sh, "Sort by")
    tap(sh, "Reverse order")
    assert titles(sh) == ["..", "Z", "a.md", "b.md", "c.md"]
    tap(sh, "Sort by")
    tap(sh, "Folder first")                                              # keys alone, reversed
    assert titles(sh) == ["..", "a.md", "b.md", "Z", "c.md"]


def test_search_finds_a_note_in_a_sub_folder_and_opens_it(sh, model):
    write(model, "Trips/Asia/kyoto-budget.md", "# Kyoto\n")
    write(model, "budget.txt", "x\n")
    write(model, "other.md", "nothing\n")
    sh(START)
    tap(sh, "Search")
    assert find(sh, "Recursive search in current directory.") is not None
    sh("input text BUDGET")
    tap(sh, "OK")
    assert find(sh, "Select") is not None
    found = [e.text for e in elements(sh) if e.resource_id == "android:id/text1"]
    assert found == ["budget.txt", "Trips/Asia/kyoto-budget.md"]         # names, any case, recursive
    tap(sh, "Trips/Asia/kyoto-budget.md")
    assert find(sh, rid="document__fragment__edit__highlighting_editor").text == "# Kyoto\n"


def test_toolbar_and_fab_in_markors_colours(sh, model):
    sh(START)
    img = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")
    bar = find(sh, "Go to")
    assert bar is not None and bar.class_name == "android.widget.Button"
    assert img.getpixel((540, bar.bbox.y_min + 4)) == (0x1E, 0x21, 0x35)
    fab = find(sh, rid="fab_add_new_item")
    assert img.getpixel((fab.bbox.center[0], fab.bbox.y_min + 10)) == (0xF0, 0x4B, 0x4B)
    tap(sh, "Go to")
    tap(sh, "Internal storage")
    assert find(sh, "> 0") is not None and "Documents" in titles(sh)
    tap(sh, "Go to")
    tap(sh, "Notebook")
    assert find(sh, "Markor") is not None


def test_syntax_colours_follow_markors_highlighters(sh, model):
    from venus_tasks.sim.apps_ui import markor_highlight as hl

    line = "(A) 2019-06-24 scan photos @home +blog"
    assert hl.spans(line, "todotxt") == [(0, 3, (0xEF, 0x29, 0x29), False), (4, 14, (0x6D, 0x6D, 0x6D), False),
                                         (27, 32, (0x88, 0xB0, 0x4B), False), (33, 38, (0xEF, 0x6C, 0x00), False)]
    assert hl.spans("x done @home", "todotxt", night=True) == [(0, 12, (0x9D, 0x9D, 0x9D), True)]
    assert hl.spans("# Title", "markdown") == [(0, 7, (0xEF, 0x6D, 0x00), False)]
    assert hl.spans("see [a](b) - x", "markdown") == [(4, 10, (0x1E, 0xA3, 0xFE), False)]
    wrap = lambda src: [src[i:i + 10] for i in range(0, len(src), 10)] or [""]    # noqa: E731
    text = "# A long heading\nx [a](b)\n"                            # a wrapped heading stays orange
    assert hl.for_display(text, ["# A long h", "eading", "x [a](b)"], wrap, "markdown") == [
        [(0, 10, (0xEF, 0x6D, 0x00), False)], [(0, 6, (0xEF, 0x6D, 0x00), False)], [(2, 8, (0x1E, 0xA3, 0xFE), False)]]
    assert hl.fmt_of("/x/todo.txt") == "todotxt" and hl.fmt_of("/x/a.txt") == "plain" and hl.fmt_of("Q.md") == "markdown"
    write(model, "todo.txt", "(A) Call Mom\n")
    sh(START)
    tap(sh, "To-Do")
    img = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")
    box = find(sh, rid="document__fragment__edit__highlighting_editor").bbox
    reds = [(x, y) for y in range(box.y_min, box.y_min + 80) for x in range(0, 80)
            if img.getpixel((x, y)) == (0xEF, 0x29, 0x29)]
    assert reds                                                           # "(A)" is drawn in red


def test_editor_padding_follows_values_w820dp():
    from venus_tasks.sim.apps_ui import markor_theme
    from venus_tasks.sim.screen.layout import Metrics

    assert markor_theme.editor_padding(Metrics(1080, 2400, 420)) == 42            # 16dp on a phone
    assert markor_theme.editor_padding(Metrics(1600, 2560, 320)) == 32            # the tablet variant: 800dp
    assert markor_theme.editor_padding(Metrics(2560, 1600, 320)) == 128           # 1280dp wide: 64dp


def test_a_selected_row_shows_the_accent_check_and_the_selection_bar(sh, model):
    write(model, "a.md", "a\n")
    sh(START)
    row = next(e for e in elements(sh) if e.content_description.startswith("File a.md"))
    sh("input swipe %d %d %d %d 800" % (*row.bbox.center, *row.bbox.center))      # a long press
    img = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")
    icon = [e for e in elements(sh) if e.resource_id.endswith("/opoc_filesystem_item__image")][1]
    px = [img.getpixel((x, y)) for x in range(icon.bbox.x_min, icon.bbox.x_max)
          for y in range(icon.bbox.y_min, icon.bbox.y_max)]
    assert (0xF0, 0x4B, 0x4B) in px and (0x75, 0x75, 0x75) not in px              # the check, in accent
    assert [e.content_description for e in elements(sh) if e.class_name == "android.widget.Button"] == [
        "Favourite", "Rename", "Details", "Delete"]                                  # filesystem__menu.xml


def test_up_from_the_notebook_reaches_root_which_lists_only_storage(sh, model):
    sh(START)
    for _ in range(5):                      # Documents, 0, emulated, storage, /
        tap(sh, "..")
    assert titles(sh) == ["storage"] and find(sh, "> storage") is not None
