"""Markor's likeness states: the data of its published screenshots
(``metadata/en-US/phoneScreenshots``: the notebook with the folders blog, cooking,
holidays, school and the notes Markdown Reference.md, markor-readme-demo.md,
QuickNote.md, todo.txt; the To-Do list of screenshots 05 and 07), put on the simulated
device, and the app driven to each screen with shell input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "net.gsantner.markor"
NOTEBOOK = "/sdcard/Documents/Markor"
TODO = """(A) Call Mom @mobile +family
(A) Schedule annual checkup +health
(A) Urgently buy milk @shop
(B) Outline chapter 5 +novel @computer
(C) Add cover sheets @work +myproject
Plan backyard herb garden @home
Buy salad @shop
Write blog post @pc
Install Markor @mobile
2019-06-24 scan photos @home +blog
2019-06-25 draw diagram @work
x This has been done @home +renovations
"""
README = """# Markor: Markdown Editor - todo.txt - Notes Offline - Simple and lightweight

Create __notes and manage your to-do list__ using simple markup formats
Work completely offline - whenever, wherever
"""


def _seed(model, night: bool = False) -> None:
    for folder in ("blog", "cooking", "holidays", "school"):
        model.vfs.mkdir(f"{NOTEBOOK}/{folder}", parents=True)
    for name, text in (("Markdown Reference.md", "# Markdown Reference\n"), ("markor-readme-demo.md", README),
                       ("QuickNote.md", "# QuickNote\n"), ("todo.txt", TODO)):
        model.vfs.write(f"{NOTEBOOK}/{name}", text.encode())
    if night:
        driver.shell(model, "cmd uimode night yes")
    driver.shell(model, f"am start -n {PACKAGE}/.activity.MainActivity")


def files(model) -> None:
    _seed(model)


def files_dark(model) -> None:
    _seed(model, night=True)


def todo(model) -> None:
    _seed(model)
    driver.tap(model, desc="To-Do")


def todo_dark(model) -> None:
    _seed(model, night=True)
    driver.tap(model, desc="To-Do")


def document(model) -> None:
    _seed(model)
    driver.tap(model, text="markor-readme-demo.md")


STATES = {"files": files, "files_dark": files_dark, "todo": todo, "todo_dark": todo_dark, "document": document}
