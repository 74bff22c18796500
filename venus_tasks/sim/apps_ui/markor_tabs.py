"""Markor's main screen beyond the file list: the bottom navigation and its To-Do,
QuickNote and More tabs, the file browser's toolbar menus (Go to, Sort by, the overflow)
and the file search dialogs. ``markor`` builds the Files tab and routes here.

Source: gsantner/markor v2.10.9 (versionCode 146).

* Bottom navigation (``main__activity.xml``, ``menu/main__bottom_nav.xml``): Files
  (``nav_notebook``), To-Do (``nav_todo``), QuickNote (``nav_quicknote``), More
  (``nav_more``); a tap shows that page of the ``ViewPager2`` and sets the toolbar title
  (``MainActivity.getPosTitle``: the file browser's title, "To-Do", "QuickNote", "More");
  the FAB shows on Files only; leaving Files clears the selection
  (``restoreDefaultToolbar``).
* To-Do and QuickNote are ``DocumentEditAndViewFragment`` on ``AppSettings.getTodoFile()``
  / ``getQuickNoteFile()``, by default ``todo.txt`` and ``QuickNote.md`` in the notebook
  folder (``todo_default_filename``, ``quicknote_default_filename``): the whole file in the
  ``HighlightingEditor`` (syntax colours: ``markor_highlight``; todo.txt lines separated
  by a hairline in the text colour, ``TodoTxtSyntaxHighlighter.ParagraphDividerSpan``)
  over the text action bar (todo.txt's or Markdown's actions,
  ``markor_theme``); the toolbar shows Undo, Redo, View mode and Search
  (``menu/document__edit__menu.xml``, ``showAsAction="always"``) and the overflow. Edits
  are written when the page is left (another tab, BACK), as the fragment saves on pause;
  a missing file is created by the first save of a non-empty text.
* More (``xml/prefactions__more_information.xml``): the rows "Markor" (the version),
  "Rate this app", "Settings", "Help", then "Contribute": "Report bugs", "Translate".
* Toolbar of the Files tab without a selection (``menu/filesystem__menu.xml``,
  ``GsFileBrowserFragment.updateMenuItems``): Go to (``action_go_to``, a sub-menu:
  Notebook, Favourites, Recently viewed documents, Popular documents, Internal storage,
  AppData (private)/(public)), Sort by (``action_sort``: Name, Date, Size, MIME type --
  one checked -- then the check boxes Folder first, Reverse order, .dotfiles) and Search
  (``action_search``); the overflow holds "Import from device" and "Settings"
  (``main__menu.xml``; ``isShowSettingsOptionInMainToolbar`` is true). Sorting is
  ``GsFileUtils.sortFiles``: by the key ``makeSortKey`` (the lower-case name, or the
  modification time in ms / the size in bytes / the MIME type followed by it, compared
  as strings), reversed if asked, then folders first (a stable sort) if asked; defaults
  Name, folder first, not reversed, dot files hidden.
* Search (``FileSearchDialog``): an alert titled "Search" with the message "Recursive
  search in current directory.", the field (hint "Search") and the check boxes "Regex
  search", "Case sensitive", "Search in content" (all off by default); OK searches the
  folder shown and its sub-folders (``FileSearchEngine``: names containing the query,
  case-insensitively; with "Search in content", also files whose text contains it) and
  lists the relative paths in a dialog titled "Select" (``FileSearchResultSelectorDialog``)
  with CANCEL; a tap on a result opens that file, or shows that folder.

Simplifications [documented]: Undo, Redo, View mode, the document's search and the text
action bar's buttons do nothing (the editor has no history, preview or cursor here); the More rows, Favourites, Recently viewed,
Popular documents, the AppData entries, "Import from device" and "Settings" close the
menu without opening anything; the regex and "stop after first match" options are shown
but a query is always plain text.
"""

from __future__ import annotations

import mimetypes
import posixpath
import stat

from venus_tasks.sim.apps_ui import markor_highlight as highlight
from venus_tasks.sim.apps_ui import markor_theme as theme
from venus_tasks.sim.apps_ui import material, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "net.gsantner.markor"
ID = PACKAGE + ":id/"
TABS = ("Files", "To-Do", "QuickNote", "More")
TAB_IDS = ("nav_notebook", "nav_todo", "nav_quicknote", "nav_more")
TAB_ICONS = (material.FOLDER, theme.ASSIGNMENT_TURNED_IN, theme.LIGHTNING, material.FAVORITE)
TAB_FILES = (None, "todo.txt", "QuickNote.md", None)
FIELD = PACKAGE + ":tab_editor"
SEARCH_KEY = PACKAGE + ":search_query"
SORTS = ("Name", "Date", "Size", "MIME type")
GO_TO = ("Notebook", "Favourites", "Recently viewed documents", "Popular documents", "Internal storage",
         "AppData (private)", "AppData (public)")
BUG_REPORT = ("M20,8h-2.81c-0.45,-0.78 -1.07,-1.45 -1.82,-1.96L17,4.41 15.59,3l-2.17,2.17C12.96,5.06 12.49,5 12,5"
              "c-0.49,0 -0.96,0.06 -1.41,0.17L8.41,3 7,4.41l1.62,1.63C7.88,6.55 7.26,7.22 6.81,8L4,8v2h2.09c-0.05,0.33 "
              "-0.09,0.66 -0.09,1v1L4,12v2h2v1c0,0.34 0.04,0.67 0.09,1L4,16v2h2.81c1.04,1.79 2.97,3 5.19,3s4.15,-1.21 "
              "5.19,-3L20,18v-2h-2.09c0.05,-0.33 0.09,-0.66 0.09,-1v-1h2v-2h-2v-1c0,-0.34 -0.04,-0.67 -0.09,-1L20,10"
              "L20,8zM14,16h-4v-2h4v2zM14,12h-4v-2h4v2z")
TRANSLATE = ("M12.87,15.07l-2.54,-2.51 0.03,-0.03c1.74,-1.94 2.98,-4.17 3.71,-6.53L17,6L17,4h-7L10,2L8,2v2L1,4v1.99"
             "h11.17C11.5,7.92 10.44,9.75 9,11.35 8.07,10.32 7.3,9.19 6.69,8h-2c0.73,1.63 1.73,3.17 2.98,4.56l-5.09,5.02"
             "L4,19l5,-5 3.11,3.11 0.76,-2.04zM18.5,10h-2L12,22h2l1.12,-3h4.75L21,22h2l-4.5,-12zM15.88,17l1.62,-4.33"
             "L19.12,17h-3.24z")
MORE_ROWS = (("Markor", "v2.10.9", None), ("Rate this app", "", theme.THUMB_UP), ("Settings", "", theme.SETTINGS),
             ("Help", "", material.INFO))
CONTRIBUTE_ROWS = (("Report bugs", BUG_REPORT), ("Translate", TRANSLATE))
PAGES = ("menu_goto", "menu_sort", "menu_main", "search", "search_results")


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def owns(st) -> bool:
    return st.dialog is not None and st.dialog.name in PAGES


def tab(st) -> int:
    return st.data.get("tab", 0)


def sort_options(st) -> dict:
    return st.data.setdefault("sort", {"by": 0, "folder_first": True, "reverse": False, "dotfiles": False})


def sort_entries(model, folder: str, names: list[str], st) -> list[tuple[str, bool]]:
    """``(name, is_dir)`` of ``names`` in ``folder`` in the order ``GsFileUtils.sortFiles``
    gives with the options chosen in the Sort by menu."""
    opts = sort_options(st)
    rows = []
    for name in names:
        try:
            info = model.vfs.stat(f"{folder}/{name}")
        except FsError:
            continue
        is_dir = stat.S_ISDIR(info.mode)
        low = name.lower()
        if opts["by"] == 1:
            key = str(info.mtime // 10**6) + low           # File.lastModified(): ms
        elif opts["by"] == 2:
            key = str(info.size) + low                      # File.length(), a folder too
        elif opts["by"] == 3:
            key = (mimetypes.guess_type(name)[0] or "*/*").lower() + low
        else:
            key = low
        rows.append((key, name, is_dir))
    rows.sort(key=lambda r: r[0])
    if opts["reverse"]:
        rows.reverse()
    if opts["folder_first"]:
        rows.sort(key=lambda r: not r[2])
    return [(name, is_dir) for _, name, is_dir in rows]


# ------------------------------------------------------------------ chrome
def bottom_nav(root: UiNode, m, model, st) -> None:
    items = [material.Action(t, p, _act("tab", i), ID + rid)
             for i, (t, p, rid) in enumerate(zip(TABS, TAB_ICONS, TAB_IDS))]
    material.bottom_nav(root, m, items, tab(st), bg=theme.colours(model).nav, fg=theme.WHITE,
                        fg_checked=theme.ACCENT, rid=ID + "bottom_navigation_bar")


def browser_bar(root: UiNode, m, model, status: int, title: str) -> None:
    actions = [material.Action("Go to", material.FOLDER, _act("menu", "menu_goto"), ID + "action_go_to"),
               material.Action("Sort by", material.SORT, _act("menu", "menu_sort"), ID + "action_sort"),
               material.Action("Search", material.SEARCH, _act("search"), ID + "action_search")]
    theme.bar(root, m, status, title, model, actions=actions, overflow=_act("menu", "menu_main"),
              rid=ID + "toolbar")


# ------------------------------------------------------------------ the other tabs
def tab_file(model, notebook: str, index: int) -> str:
    return f"{notebook}/{TAB_FILES[index]}"


def enter_tab(model, st, notebook: str, index: int) -> None:
    """Show tab ``index`` (the page left first saves its text)."""
    leave_tab(model, st, notebook)
    st.data["tab"] = index
    st.data["selected"] = []
    if TAB_FILES[index]:
        try:
            text = model.vfs.read(tab_file(model, notebook, index)).decode("utf-8", "replace")
        except FsError:
            text = ""
        st.data["tab_saved"] = text
        model.ui.fields[FIELD] = text
        model.system_ui.scroll[f"{PACKAGE}/tab{index}"] = 0


def leave_tab(model, st, notebook: str) -> None:
    """Save the To-Do/QuickNote text if it changed (a missing file only when not empty)."""
    index = tab(st)
    text = model.ui.fields.pop(FIELD, None)
    if model.ui.focused_field == FIELD:
        model.ui.focused_field = None
    if not TAB_FILES[index] or text is None or text == st.data.get("tab_saved"):
        return
    path = tab_file(model, notebook, index)
    try:
        model.vfs.write(path, text.encode())
    except FsError:
        pass


def build_tab(model, root: UiNode, m, status: int, st) -> None:
    index = tab(st)
    c = theme.colours(model)
    if index == 3:
        theme.bar(root, m, status, "More", model, rid=ID + "toolbar")
        _more(model, root, m, status + m.dp(56), c)
        return
    actions = [material.Action("Undo", theme.UNDO, _act("noop"), ID + "action_undo"),
               material.Action("Redo", theme.REDO, _act("noop"), ID + "action_redo"),
               material.Action("View mode", theme.VISIBILITY, _act("noop"), ID + "action_preview"),
               material.Action("Search", material.SEARCH, _act("noop"), ID + "action_search")]
    theme.bar(root, m, status, TABS[index], model, actions=actions, overflow=_act("noop"), rid=ID + "toolbar")
    top, bottom = status + m.dp(56), m.height - m.dp(56 + 46)
    theme.text_actions(root, m, model, m.height - m.dp(56),
                       theme.TODO_ACTIONS if index == 1 else theme.MARKDOWN_ACTIONS, _act("noop"))
    box = (0, top, m.width, bottom)
    sv = root.add(UiNode(cls="android.widget.ScrollView",
                         resource_id=ID + "document__fragment__edit__content_editor__scrolling_parent", bounds=box))
    text = model.ui.fields.get(FIELD, "")
    pad, line_h = theme.editor_padding(m), m.dp(24)
    lines = widgets.wrap_lines(text, m, m.width - 2 * pad)
    height = max(bottom - top, len(lines) * line_h + 2 * pad)
    content = UiNode(bounds=box)
    content.add(UiNode(cls="android.widget.EditText", text=text,
                       resource_id=ID + "document__fragment__edit__highlighting_editor",
                       clickable=True, focusable=True, long_clickable=True, focused=model.ui.focused_field == FIELD,
                       bounds=(0, top, m.width, top + height), action=("focus", FIELD),
                       style={"kind": "editor", "lines": lines, "line_h": line_h, "pad": pad, "y0": top,
                              "spans": highlight.for_display(
                                  text, lines, lambda src: widgets.wrap_lines(src, m, m.width - 2 * pad),
                                  highlight.fmt_of(TAB_FILES[index]), model.night_mode()),
                              **({"dividers": c.text} if index == 1 else {})}))
    key = f"{PACKAGE}/tab{index}"
    widgets.scroll_into(model, sv, content, key, height)
    for node in sv.children:
        node.style["y0"] -= model.system_ui.scroll.get(key, 0)


def _more(model, root: UiNode, m, top: int, c) -> None:
    lst = root.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView", resource_id=ID + "recycler_view",
                          bounds=(0, top, m.width, m.height - m.dp(56))))
    y = top

    def row(title: str, summary: str, path: str | None) -> int:
        h = m.dp(72 if summary else 56)
        node = widgets.row(lst, m, y, h, title, summary, _act("noop"), indent=72)
        for child in node.children:
            child.style.update({"ink": c.secondary if child.resource_id.endswith("summary") else c.text})
        if path:                                   # the preference's icon, 24dp in the 72dp start
            mid = y + h // 2
            material.icon(node, (m.dp(16), mid - m.dp(12), m.dp(40), mid + m.dp(12)), path, c.secondary,
                          rid="android:id/icon")
        return h

    for title, summary, path in MORE_ROWS:
        y += row(title, summary, path)
    widgets.header(lst, m, y, "Contribute")
    y += m.dp(48)
    for title, path in CONTRIBUTE_ROWS:
        y += row(title, "", path)


# ------------------------------------------------------------------ menus and search
def open_page(model, st, name: str) -> None:
    st.dialog = Page(name, {})
    if name == "search":
        model.ui.fields[SEARCH_KEY] = ""
        model.ui.focused_field = SEARCH_KEY
        st.dialog.args.update({"regex": False, "case": False, "content": False})


def close(model, st) -> None:
    st.dialog = None
    model.ui.fields.pop(SEARCH_KEY, None)
    if model.ui.focused_field == SEARCH_KEY:
        model.ui.focused_field = None


def windows(model, m, st, status: int) -> list[Window]:
    page = st.dialog
    top = status + m.dp(4)
    if page.name == "menu_goto":
        return [widgets.popup_menu(m, PACKAGE, top, [(t, _act("goto", i)) for i, t in enumerate(GO_TO)],
                                   _act("menu_close"), width_dp=280)]
    if page.name == "menu_sort":
        return [_sort_menu(m, st, top)]
    if page.name == "menu_main":
        return [widgets.popup_menu(m, PACKAGE, top, [("Import from device", _act("menu_close")),
                                                      ("Settings", _act("menu_close"))], _act("menu_close"))]
    if page.name == "search":
        return [_search_dialog(model, m, page)]
    return [_results_dialog(m, page)]


def _sort_menu(m, st, top: int) -> Window:
    opts = sort_options(st)
    rows = [(t, _act("sort_by", i), opts["by"] == i) for i, t in enumerate(SORTS)]
    rows += [("Folder first", _act("sort_flag", "folder_first"), opts["folder_first"]),
             ("Reverse order", _act("sort_flag", "reverse"), opts["reverse"]),
             (".dotfiles", _act("sort_flag", "dotfiles"), opts["dotfiles"])]
    win = widgets.popup_menu(m, PACKAGE, top, [(t, a) for t, a, _ in rows], _act("menu_close"), width_dp=240)
    items = [n for n in win.root.walk() if n.clickable]
    for i, (node, (_, _, on)) in enumerate(zip(items, rows)):
        l, t, r, b = node.bounds
        node.add(UiNode(cls="android.widget.RadioButton" if i < len(SORTS) else "android.widget.CheckBox",
                        resource_id="android:id/radio" if i < len(SORTS) else "android:id/checkbox",
                        checkable=True, checked=on, bounds=(r - m.dp(48), t + m.dp(12), r - m.dp(24), b - m.dp(12)),
                        style={"kind": "radio"}))
    return win


def _search_dialog(model, m, page: Page) -> Window:
    height = m.dp(24 + 32 + 8 + 24 + 8 + 48 + 3 * 40 + 16 + 52)
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2 - m.dp(120))
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(8)})
    l, r = left + m.dp(24), right - m.dp(24)
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Search", resource_id=ID + "alertTitle",
                    bounds=(l, y, r, y + m.dp(32)), style={"kind": "title"}))
    y += m.dp(40)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Recursive search in current directory.",
                    bounds=(l, y, r, y + m.dp(24)), style={"kind": "secondary"}))
    y += m.dp(32)
    widgets.field(root, model, m, (l, y, r, y + m.dp(48)), SEARCH_KEY, "Search", "")
    y += m.dp(48)
    for key, label in (("regex", "Regex search"), ("case", "Case sensitive"), ("content", "Search in content")):
        box = root.add(UiNode(cls="android.widget.CheckBox", text=label, checkable=True, checked=page.args[key],
                              clickable=True, focusable=True, bounds=(l, y, r, y + m.dp(40)),
                              action=_act("search_flag", key), style={"kind": "lines",
                              "lines": [(label, l + m.dp(40), y + m.dp(20), 15, "text")]}))
        box.add(UiNode(cls="android.view.View", bounds=(l + m.dp(4), y + m.dp(10), l + m.dp(24), y + m.dp(30)),
                       checked=page.args[key], style={"kind": "radio"}))
        y += m.dp(40)
    _buttons(root, m, top + height, right, (("button1", "OK", _act("search_ok")),
                                            ("button2", "CANCEL", _act("menu_close"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("menu_close"))


def _results_dialog(m, page: Page) -> Window:
    found = page.args["found"]
    row_h = m.dp(48)
    height = m.dp(24 + 40 + 52) + row_h * max(1, min(len(found), 10))
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(8)})
    l, r = left + m.dp(24), right - m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Select", resource_id=ID + "alertTitle",
                    bounds=(l, top + m.dp(24), r, top + m.dp(56)), style={"kind": "title"}))
    lst = root.add(UiNode(cls="android.widget.ListView", bounds=(left, top + m.dp(64), right, top + height - m.dp(52))))
    y = top + m.dp(64)
    for rel in found[:10]:
        lst.add(UiNode(cls=widgets.TEXT_VIEW, text=rel, resource_id="android:id/text1", clickable=True, focusable=True,
                       bounds=(left, y, right, y + row_h), action=_act("search_pick", rel),
                       style={"kind": "list_button"}))
        y += row_h
    _buttons(root, m, top + height, right, (("button2", "CANCEL", _act("menu_close")),))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("menu_close"))


def _buttons(parent: UiNode, m, bottom: int, right: int, buttons) -> None:
    x = right - m.dp(8)
    for rid, text, action in buttons:
        w = m.dp(24) + int(len(text) * m.dp(10))
        widgets.button(parent, (x - w, bottom - m.dp(46), x, bottom - m.dp(6)), text, action,
                       rid="android:id/" + rid).style["flat"] = theme.ACCENT
        x -= w + m.dp(8)


def search(model, folder: str, query: str, case: bool, content: bool) -> list[str]:
    """``FileSearchEngine``: paths relative to ``folder`` whose name (or, with ``content``,
    whose text) contains ``query``, dot files skipped, depth first in name order."""
    q = query if case else query.lower()
    out: list[str] = []

    def walk(path: str, rel: str) -> None:
        try:
            names = sorted(model.vfs.listdir(path), key=str.lower)
        except FsError:
            return
        for name in names:
            if name.startswith("."):
                continue
            full, sub = f"{path}/{name}", f"{rel}{name}"
            hay = name if case else name.lower()
            try:
                is_dir = stat.S_ISDIR(model.vfs.stat(full).mode)
            except FsError:
                continue
            hit = q in hay
            if not hit and content and not is_dir:
                try:
                    text = model.vfs.read(full).decode("utf-8", "replace")
                    hit = q in (text if case else text.lower())
                except FsError:
                    pass
            if hit:
                out.append(sub)
            if is_dir:
                walk(full, sub + "/")

    if q:
        walk(folder, "")
    return out


def perform(model, st, folder: str, notebook: str, verb: str, args: tuple) -> str | None:
    """A tap in a menu or search dialog. Returns what ``markor`` must do next:
    ``"open:<path>"``, ``"folder:<path>"`` or None."""
    page = st.dialog
    if verb == "menu_close":
        close(model, st)
    elif verb == "goto":
        close(model, st)
        target = {0: notebook, 4: "/storage/emulated/0"}.get(args[0])
        return f"folder:{target}" if target else None
    elif verb == "sort_by":
        sort_options(st)["by"] = args[0]
        close(model, st)
    elif verb == "sort_flag":
        opts = sort_options(st)
        opts[args[0]] = not opts[args[0]]
        close(model, st)
    elif verb == "search_flag" and page is not None:
        page.args[args[0]] = not page.args[args[0]]
    elif verb == "search_ok" and page is not None:
        query = model.ui.fields.get(SEARCH_KEY, "").strip()
        found = search(model, folder, query, page.args["case"], page.args["content"])
        close(model, st)
        st.dialog = Page("search_results", {"found": found, "folder": folder})
    elif verb == "search_pick" and page is not None:
        path = posixpath.join(page.args["folder"], args[0])
        close(model, st)
        try:
            is_dir = stat.S_ISDIR(model.vfs.stat(path).mode)
        except FsError:
            return None
        return ("folder:" if is_dir else "open:") + path
    return None
