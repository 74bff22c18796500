"""GUI-only solvers for the ZipXtract FA tasks (``venus_tasks/tasks/fa_tools.py``): they
read the saved folders and settings from the app's screens, the archive's name and the
folders' contents from the document pickers, and the step labels from the buttons and
dialogs they pass; nothing is picked for good, extracted or saved."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui

_SELECTED = re.compile(r"Selected Folder: :?(.+)")


def _saved_folder(gui: Gui) -> list[str]:
    """The folder "Selected Folder: Documents/A/B" names, as its parts."""
    text = next(e.text for e in gui.elements if _SELECTED.match(e.text or ""))
    return _SELECTED.match(text).group(1).strip("/").split("/")


def _open_folder(gui: Gui, parts: list[str]) -> list[str]:
    """In a tree picker at the device root: open ``parts`` in turn; the names listed there."""
    for part in parts:
        gui.click(text=part, rid="title")
    return gui.texts("title")


def solve_zip_extract(gui: Gui, goal: str) -> None:
    gui.open_app("ZipXtract")
    where = _saved_folder(gui)
    pick, extract = gui.element(rid="pickFileButton").text, gui.element(rid="extractButton").text
    gui.click(rid="pickFileButton")
    gui.click(desc="Show roots")
    gui.click(text="Downloads", rid="title")
    archive = next(t for t in gui.texts("title") if t.lower().endswith(".zip"))
    gui.click(text=archive, rid="title")
    gui.click(rid="changeDirectoryButton")
    there = set(_open_folder(gui, where))
    stem = archive.rpartition(".")[0]          # substringBeforeLast(".")
    name, n = stem, 0
    while name in there:                       # buildUniqueFile
        n += 1
        name = f"{stem} ({n})"
    path = "/".join(where)
    gui.answer(f"Tap {pick}, choose {archive} in Downloads, then tap {extract}; the Extract To "
               f"folder is already {path}. ZipXtract will create a folder named \"{name}\" in {path}.")


def solve_zip_password(gui: Gui, goal: str) -> None:
    source = re.search(r"zip of my (.+?) folder in Documents|Documents 里的 (.+?) 文件夹|pack my (.+?) folder", goal)
    source = next(g for g in source.groups() if g)
    gui.open_app("ZipXtract")
    gui.click(desc="Create")
    save_to = "/".join(_saved_folder(gui))
    compress = gui.element(rid="createZipMBtn").text
    gui.click(rid="zipSettingsBtn")
    labels = [e.text for e in gui.elements if e.text]
    encryption = labels[labels.index("Encryption Method") + 1]
    gui.back()
    gui.click(rid="pickFolderButton")
    gui.click(desc="List view")        # the device root opens as a grid: 4 file cards a screen, 8 rows as a list
    count = len(_open_folder(gui, ["Documents", source]))
    gui.click(text="USE THIS FOLDER")
    gui.click(text="ALLOW")
    gui.click(rid="createZipMBtn")
    encrypt = gui.element(rid="button1").text
    gui.click_at(gui.obs.screen_size[0] // 2, 200)       # outside the dialog: cancelled
    gui.answer(f"On the Create tab tap Folder and choose Documents/{source}, tap {compress}, enter a password and "
               f"tap {encrypt}. The zip goes to {save_to}, encrypted with {encryption}; it will contain {count} files.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistExplainZipExtract": solve_zip_extract,
    "FuncAssistExplainZipPassword": solve_zip_password,
}
