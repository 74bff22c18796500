"""GUI-only solvers for the Markor CF tasks with a user to ask (``venus_tasks/tasks/cf_markor.py``,
``cf_markor_folders.py``).
Through the GUI alone (no one answers ``ask_user`` here) they take the other way to
succeed: change nothing and report the conflict with the fact the screen shows."""

from __future__ import annotations

import difflib
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui

TITLE, LIST = "opoc_filesystem_item__title", "ui__filesystem_dialog__list"
EDITOR = "document__fragment__edit__highlighting_editor"


def _listing(gui: Gui) -> list[str]:
    """The names in the folder shown (without ``..``), scrolled back to the top after."""
    names = [n for n in gui.collect(TITLE, LIST) if n != ".."]
    while names and gui.find(text=names[0], rid=TITLE) is None:
        gui.scroll("up", rid=LIST)
    return names


def _read(gui: Gui, name: str) -> str:
    """Open the note ``name`` of the folder shown, read its text, go back to the folder."""
    while gui.find(text=name, rid=TITLE) is None:
        gui.scroll("up", rid=LIST)
    gui.click(text=name, rid=TITLE)
    text = gui.element(rid=EDITOR).text
    gui.back()
    return text


def solve_missing_note(gui: Gui, goal: str) -> None:
    said = re.search(r"Delete the note (\S+\.md) in Markor", goal).group(1)
    gui.open_app("Markor")
    names = _listing(gui)
    assert said not in names, names
    closest = difflib.get_close_matches(said, names, n=1, cutoff=0)[0]
    gui.answer(f"There is no note named {said}; the closest is {closest}, so I did not delete anything.")


def solve_rename_taken(gui: Gui, goal: str) -> None:
    note, new = re.search(r"Rename the note (\S+\.md) to (\S+\.md) in Markor", goal).groups()
    gui.open_app("Markor")
    assert {note, new} <= set(_listing(gui))
    title = _read(gui, new).splitlines()[0].lstrip("# ")
    gui.answer(f"A note named {new} already exists (its title is \"{title}\"), so I did not rename {note}.")


def solve_wrong_folder(gui: Gui, goal: str) -> None:
    topic, folder = re.search(r"Delete the note about (\S+) in the (\S+) folder in Markor", goal).groups()
    gui.open_app("Markor")
    folders = [f for f in _listing(gui) if not f.endswith(".md")]
    found = {}
    for f in folders:
        gui.click(text=f, rid=TITLE)
        found[f] = [n for n in _listing(gui) if topic.casefold() in n.casefold()]
        gui.back()
    assert not found[folder], found
    actual = next(f for f, names in found.items() if names)
    gui.answer(f"There is no note about {topic} in {folder}; it is in {actual} ({found[actual][0]}), "
               "so I did not delete anything.")


def solve_move_count(gui: Gui, goal: str) -> None:
    said, word = re.search(r"Move the (\d+) notes that mention the (\S+) to the Archive", goal).groups()
    gui.open_app("Markor")
    notes = [n for n in _listing(gui) if n.endswith(".md")]
    n = sum(word.casefold() in _read(gui, name).casefold() for name in notes)
    assert n != int(said), (n, said)
    counted = "1 note that mentions" if n == 1 else f"{n} notes that mention"
    gui.answer(f"I found {counted} the {word}, not {said}, so I did not move any.")


def solve_wrong_date(gui: Gui, goal: str) -> None:
    said, note = re.search(r"today's date, (\S+), as a new line at the end of the note (\S+\.md)", goal).groups()
    gui.open_app("Clock")
    gui.click(desc="Clock", rid="page_clock")
    today = gui.element(rid="date").text                     # e.g. "Sun, Oct 15"
    assert today.split()[-1] != said.split("-")[-1].lstrip("0"), (today, said)
    gui.open_app("Markor")
    last = [line.strip() for line in _read(gui, note).splitlines() if line.strip()][-1]
    gui.answer(f"Today on the device is {today}, not {said}, so I did not change {note}. "
               f"Its last entry is {last}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "RefusalMarkorDeleteMissingNote": solve_missing_note,
    "RefusalMarkorRenameTaken": solve_rename_taken,
    "RefusalMarkorDeleteWrongFolder": solve_wrong_folder,
    "RefusalMarkorMoveCountMismatch": solve_move_count,
    "RefusalMarkorAppendWrongDate": solve_wrong_date,
}
