"""Joplin's likeness states: the notes of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` 01-02: "Vintage Piano Store
Idea" in the notebook "Piano Shop", "Math expressions" in "Multimedia note"), put in the
app's database, and the app driven to each note and to the notebook's list with shell
input as an agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "am start -n net.cozic.joplin/.MainActivity"
DB = "/data/data/net.cozic.joplin/databases/joplin.sqlite"
NOTES = (("f1", "Piano Shop", "n1", "Vintage Piano Store Idea",
          "| Day | Topic | Notes |\nPoster ideas"),
         ("f2", "Multimedia note", "n2", "Math expressions", "This is inline:\nDiagrams"))


def _seed(model) -> None:
    from venus_tasks.sim.storage import appdata

    driver.shell(model, START)
    con = appdata.load_db(model.vfs.read(DB))
    for i, (fid, folder, nid, title, body) in enumerate(NOTES):
        con.execute("INSERT INTO folders (id, title, created_time, updated_time) VALUES (?, ?, 0, 0)", (fid, folder))
        con.execute("INSERT INTO notes (id, parent_id, title, body, created_time, updated_time) "
                    "VALUES (?, ?, ?, ?, 0, ?)", (nid, fid, title, body, 10 - i))
    con.commit()
    model.vfs.write(DB, appdata.dump_db(con))
    driver.shell(model, "am force-stop net.cozic.joplin")
    driver.shell(model, START)


def note(model) -> None:
    _seed(model)
    driver.tap(model, text="Vintage Piano Store Idea")


def note2(model) -> None:
    _seed(model)
    driver.tap(model, text="Math expressions")


def notebook(model) -> None:
    _seed(model)
    driver.tap(model, desc="Sidebar")
    driver.tap(model, text="Piano Shop")


STATES = {"note": note, "note2": note2, "notebook": notebook}
