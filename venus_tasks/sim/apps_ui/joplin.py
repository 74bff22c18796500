"""Joplin (``net.cozic.joplin``): the note list of a notebook, the side menu of notebooks
and a note, read from ``joplin.sqlite`` (``apps/joplin``).

Source: laurent22/joplin 3.0.1 (commit 0715340dc), ``packages/app-mobile``: the side menu
(``SideMenuContent``: "All notes" and the notebooks by title), the note list
(``NoteList``: titles, the most recently updated first) whose header names the notebook,
and the note screen (``Note``: title and the body in view mode, one line per Markdown
line).

Header (``ScreenHeader``, ``packages/lib/themes/light.ts``): white icons and title over
``backgroundColor2`` #313640; the list's "Sidebar" button (Ionicons "menu"), a note's
"Back" with its notebook's name as the title, the context-menu button (it does nothing
here). Not drawn: the search and sort buttons, the red "+" ``ActionButton``.

Simplifications [inferred]: React Native views carry no resource ids; the dump here gives
them ids named after their component (``note_title``, ``note_body``, ``folder_title``) so
scripted readers can tell them apart; the side menu is a page over the list (not a
drawer); to-dos show as plain notes; Markdown is shown as written.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import material, records, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "net.cozic.joplin"
DB_PATH = f"/data/data/{PACKAGE}/databases/joplin.sqlite"
LIST_KEY, MENU_KEY, NOTE_KEY = PACKAGE + "/list", PACKAGE + "/menu", PACKAGE + "/note"
ALL_NOTES = "All notes"
# packages/lib/themes/light.ts: the header is colour scheme 2 (white over #313640), notes
# are scheme 1 (#32373F text on white, #dddddd dividers).
HEADER_BG, HEADER_FG = (0x31, 0x36, 0x40), (255, 255, 255)
# Ionicons "menu" (ScreenHeader's Sidebar button), drawn as the Material icon of that name.
MENU = "M3,18h18v-2H3v2zM3,13h18v-2H3v2zM3,6v2h18V6H3z"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def folders(model) -> list[dict]:
    return records.query(model, DB_PATH, "SELECT id, title FROM folders ORDER BY title COLLATE NOCASE, id")


def notes(model, folder: str | None) -> list[dict]:
    """Notes of notebook ``folder`` (every note for None), newest update first."""
    where, args = ("WHERE parent_id = ?", (folder,)) if folder else ("", ())
    return records.query(model, DB_PATH, f"SELECT id, parent_id, title, body FROM notes {where} "
                                         "ORDER BY updated_time DESC, id", args)


def _header(root: UiNode, m, status: int, title: str, left: tuple[str, str, tuple]) -> int:
    """``ScreenHeader``: the left button (``(accessibilityLabel, icon path, action)``), the
    title and the context-menu button in white over ``backgroundColor2``; returns the
    content's top."""
    bar = material.app_bar(root, m, status, title, bg=HEADER_BG, fg=HEADER_FG, overflow=_act("noop"))
    desc, path, action = left
    bar.add(UiNode(cls="android.widget.Button", desc=desc, clickable=True, focusable=True, action=action,
                   bounds=(0, status, m.dp(56), status + m.dp(56)),
                   style={"kind": "icon_button", "path": path, "ink": HEADER_FG}))
    for node in bar.children:
        if node.text:
            node.bounds = (m.dp(72),) + node.bounds[1:]
    return status + m.dp(56)


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "note":
        n = next((n for n in notes(model, None) if n["id"] == page.args["id"]), None)
        folder = next((f["title"] for f in folders(model) if n is not None and f["id"] == n["parent_id"]), "")
        top = _header(root, m, status, folder, ("Back", material.ARROW_BACK, _act("up")))
        if n is not None:
            records.detail_page(model, root, m, top, PACKAGE, NOTE_KEY, n["title"],
                                [records.Line("", n["body"] or "", "note_body")], title_rid="note_title")
        return
    if page is not None and page.name == "menu":
        top = _header(root, m, status, "Joplin", ("Back", material.ARROW_BACK, _act("up")))
        items = [records.Row(_act("folder", ""), (("folder_title", ALL_NOTES, ""),))]
        items += [records.Row(_act("folder", f["id"]), (("folder_title", f["title"], ""),)) for f in folders(model)]
        records.list_page(model, root, m, top, PACKAGE, MENU_KEY, items, rid="side_menu", empty="")
        return
    folder = st.data.get("folder") or ""
    title = next((f["title"] for f in folders(model) if f["id"] == folder), ALL_NOTES)
    top = _header(root, m, status, title, ("Sidebar", MENU, _act("menu")))
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
