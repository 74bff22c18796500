"""Joplin (``net.cozic.joplin``): the note list of a notebook, the side menu of notebooks
and a note, read from ``joplin.sqlite`` (``apps/joplin``).

Source: laurent22/joplin 3.0.1 (commit 0715340dc), ``packages/app-mobile``: the side menu
(``SideMenuContent``: "All notes" and the notebooks by title), the note list
(``NoteList``: titles, the most recently updated first) whose header names the notebook,
and the note screen (``Note``: title and the body in view mode, one line per Markdown
line).

Simplifications [inferred]: React Native views carry no resource ids; the dump here gives
them ids named after their component (``note_title``, ``note_body``, ``folder_title``) so
scripted readers can tell them apart; the side menu is a page over the list (not a
drawer); to-dos show as plain notes; Markdown is shown as written.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import records, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "net.cozic.joplin"
DB_PATH = f"/data/data/{PACKAGE}/databases/joplin.sqlite"
LIST_KEY, MENU_KEY, NOTE_KEY = PACKAGE + "/list", PACKAGE + "/menu", PACKAGE + "/note"
ALL_NOTES = "All notes"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def folders(model) -> list[dict]:
    return records.query(model, DB_PATH, "SELECT id, title FROM folders ORDER BY title COLLATE NOCASE, id")


def notes(model, folder: str | None) -> list[dict]:
    """Notes of notebook ``folder`` (every note for None), newest update first."""
    where, args = ("WHERE parent_id = ?", (folder,)) if folder else ("", ())
    return records.query(model, DB_PATH, f"SELECT id, parent_id, title, body FROM notes {where} "
                                         "ORDER BY updated_time DESC, id", args)


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    top = status + m.dp(64)
    if page is not None and page.name == "note":
        n = next((n for n in notes(model, None) if n["id"] == page.args["id"]), None)
        widgets.toolbar(root, m, status, "", up=_act("up"))
        if n is not None:
            records.detail_page(model, root, m, top, PACKAGE, NOTE_KEY, n["title"],
                                [records.Line("", n["body"] or "", "note_body")], title_rid="note_title")
        return
    if page is not None and page.name == "menu":
        widgets.toolbar(root, m, status, "Joplin", up=_act("up"))
        items = [records.Row(_act("folder", ""), (("folder_title", ALL_NOTES, ""),))]
        items += [records.Row(_act("folder", f["id"]), (("folder_title", f["title"], ""),)) for f in folders(model)]
        records.list_page(model, root, m, top, PACKAGE, MENU_KEY, items, rid="side_menu", empty="")
        return
    folder = st.data.get("folder") or ""
    title = next((f["title"] for f in folders(model) if f["id"] == folder), ALL_NOTES)
    bar = widgets.toolbar(root, m, status, title)
    bar.children[0].bounds = (m.dp(72),) + bar.children[0].bounds[1:]
    widgets.icon_button(bar, (0, status + m.dp(4), m.dp(56), status + m.dp(60)), "menu", _act("menu"),
                        desc="Side menu")
    items = [records.Row(_act("open", n["id"]), (("note_title", n["title"], ""),)) for n in notes(model, folder)]
    records.list_page(model, root, m, top, PACKAGE, LIST_KEY + "/" + folder, items, rid="note_list",
                      empty="There are currently no notes. Create one by clicking on the (+) button.")


def windows(model, m, status: int) -> list[Window]:
    return []


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if verb == "open":
        records.open_page(model, PACKAGE, Page("note", {"id": args[0]}), NOTE_KEY)
    elif verb == "menu":
        records.open_page(model, PACKAGE, Page("menu", {}), MENU_KEY)
    elif verb == "folder":
        st.data["folder"] = args[0]
        model.system_ui.scroll[LIST_KEY + "/" + args[0]] = 0
        records.close_page(model, PACKAGE)
    elif verb == "up":
        records.close_page(model, PACKAGE)


def back(model) -> bool:
    return records.close_page(model, PACKAGE)


def enter(model) -> bool:
    return False
