"""Files' likeness states (``tests/data/likeness/files/SOURCE``; AOSP publishes no
screenshots): Recent with a few documents and the internal storage root as a new root
shows them (a grid), a folder of that root after "List view" (a list, remembered for the
root), Downloads in the dark theme and the roots drawer, reached with shell input as an
agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "monkey -p com.google.android.documentsui -c android.intent.category.LAUNCHER 1"
FILES = (("Download/invoice.pdf", 48_213), ("Download/holiday.jpg", 1_203_444), ("Documents/notes.txt", 812),
         ("Documents/Work/report.pdf", 230_551), ("Documents/Work/budget.csv", 2_140))


def _seed(model) -> None:
    now = model.clock.now_ns()
    for i, (path, size) in enumerate(FILES):
        full = "/sdcard/" + path
        model.vfs.mkdir(full.rsplit("/", 1)[0], parents=True)
        model.vfs.write(full, b"x" * size, mtime_ns=now - (i + 1) * 3_600 * 10**9)


def recent(model) -> None:
    _seed(model)
    driver.shell(model, START)


def storage(model) -> None:
    _seed(model)
    driver.shell(model, START)
    driver.tap(model, desc="Show roots")
    driver.tap(model, text="sdk_gphone64_x86_64", rid="title")


def folder(model) -> None:
    storage(model)
    driver.tap(model, desc="List view")
    driver.tap(model, text="Documents", rid="title")


def downloads_dark(model) -> None:
    _seed(model)
    driver.shell(model, "cmd uimode night yes")
    driver.shell(model, START)
    driver.tap(model, desc="Show roots")
    driver.tap(model, text="Downloads", rid="title")


def drawer(model) -> None:
    _seed(model)
    driver.shell(model, START)
    driver.tap(model, desc="Show roots")


STATES = {"recent": recent, "storage": storage, "folder": folder, "downloads_dark": downloads_dark,
          "drawer": drawer}
