"""GUI-only solver for ``venus_tasks/tasks/nr_markor.py``: a Markor note inside a named
folder, reading the screen before every action (the toolbar names the folder shown), so
that a call, another app in front or dropped actions only cost steps."""

from __future__ import annotations

import posixpath
import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui, settle

PACKAGE = "net.gsantner.markor"
_TITLE = "opoc_filesystem_item__title"
_EDITOR = "document__fragment__edit__highlighting_editor"


def _text(gui: Gui, rid: str) -> str | None:
    i = gui.find(rid=rid)
    return None if i is None else gui.elements[i].text


def _type(gui: Gui, index: int, text: str, clear: bool) -> None:
    gui.act(A.JSONAction(A.INPUT_TEXT, index=index, text=text, clear_text=clear or None))


def solve_folder_note_noisy(gui: Gui, goal: str) -> None:
    file_name, folder, text = re.search(r"create a note named (\S+) in the folder (\S+) with the text: (.+)$",
                                        goal).groups()
    stem, ext = posixpath.splitext(file_name)
    saved = -1          # the step whose BACK left the editor with the text in it
    gui.open_app("Markor")
    while True:
        settle(gui, PACKAGE, "Markor")
        editor = gui.find(rid=_EDITOR)
        if editor is not None:
            body = gui.elements[editor].text
            if _text(gui, "note__activity__text_note_title") == stem and body.rstrip() != text:
                _type(gui, editor, text, bool(body))
            else:
                saved = gui.steps + 1 if _text(gui, "note__activity__text_note_title") == stem else -1
                gui.back()                                               # leaving saves
        elif gui.find(rid="new_file_dialog__name") is not None:
            name, typed_ext = _text(gui, "new_file_dialog__name"), _text(gui, "new_file_dialog__ext")
            if name != stem:
                _type(gui, gui.find(rid="new_file_dialog__name"), stem, name != "my_note")
            elif typed_ext != ext:
                _type(gui, gui.find(rid="new_file_dialog__ext"), ext, True)
            else:
                gui.click(text="OK", rid="button1")
        elif gui.find(rid="fab_add_new_item") is not None:                   # a folder's list
            inside = gui.find(text=f"> {folder}") is not None
            if not inside:
                if gui.find(text=folder, rid=_TITLE) is not None:
                    gui.click(text=folder, rid=_TITLE)
                else:
                    gui.click(text="..", rid=_TITLE)
            elif file_name in gui.texts(_TITLE):
                if saved == gui.steps:        # straight from the editor: saved
                    gui.act(A.done())
                    return
                gui.click(text=file_name, rid=_TITLE)
            else:
                gui.click(rid="fab_add_new_item")
        else:
            gui.back()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "NoiseResistMarkorFolderNoteNumb": solve_folder_note_noisy,
}
