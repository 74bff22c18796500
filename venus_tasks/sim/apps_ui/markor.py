"""Markor (``net.gsantner.markor``) screens: the notebook's file browser (with its
selection mode) and a note opened in the document editor; the new file and delete
dialogs are in ``markor_dialogs``.

Source: gsantner/markor v2.10.9 (versionCode 146, the APK AndroidWorld installs).

* File browser (``MainActivity``, ``GsFileBrowserListAdapter``): the toolbar (56dp,
  ``colorPrimary``, ``markor_theme``) titled with the app name in the notebook folder and
  ``"> " + folder name`` elsewhere (``MainActivity.getFileBrowserTitle``; ``/`` has no name,
  so the title stays "> storage"; ``/`` lists only ``storage``, what ``loadFolder`` adds), its actions Go to,
  Sort by, Search and the overflow (``markor_tabs``); the list between the toolbar and the
  bottom navigation (``markor_tabs``) in the Sort by menu's order (default: folders first,
  by name); dot files hidden; every folder but ``/`` starts with a ``..`` row (go up,
  described by the parent path: ``mustStartWithRootFolder`` is false, so the notebook
  folder has one too); each row (``opoc_filesystem_item.xml``: a 28dp folder/file icon
  tinted ``secondary_text``, ``opoc_filesystem_item__title`` 19sp and ``__description``
  15sp, 44dp plus an 8dp margin) has the content description ``"Folder <name> <desc>"`` /
  ``"File <name> <desc>"`` (``R.string.folder``/``file``), the description being the
  modification time for files and folders (``descModtimeInsteadOfParent``). A tap on a
  folder opens it, on ``..`` goes up, on a file opens it; BACK goes up until the notebook
  folder (``GsFileBrowserFragment.onBackPressed``: not above ``isCurrentFolderHome``). An
  empty folder shows ``¯\\_(ツ)_/¯`` (48sp, 64dp down).
* Create: the FAB ``fab_add_new_item`` ("Create a new file or folder", 16dp from the
  right, 72dp from the bottom, ``main__activity.xml``) opens the new file dialog
  (``markor_dialogs``); OK opens the new file in the document editor.
* Selection (``GsFileBrowserListAdapter``, notebook options ``doSelectMultiple``/
  ``doSelectFolder``/``doSelectFile`` all true): a long press on a row toggles its
  selection; while anything is selected a tap toggles instead of opening (``..`` does
  nothing), a selected row's content description starts with "Selected"
  (``R.string.selected``), the toolbar has no title (``MainActivity.onFsViewerDoUiUpdate``
  sets "") and shows the selection's actions (``markor_fileops``: Favourite, Rename,
  Details, Delete and the overflow's Move, Copy, ...); Delete asks for confirmation
  (``markor_dialogs``), Rename and Move open their dialogs (``markor_fileops``). BACK in a
  sub-folder goes up and clears the selection (``goUp`` -> ``unselectAll``); in the
  notebook folder it leaves the app as without a selection.
* Document (``DocumentActivity``, ``document__activity.xml``): the ``colorPrimary``
  toolbar with "Navigate up", Undo, Redo, View mode, Search and the overflow, title ``note__activity__text_note_title`` =
  the file name without extension (``Document.getTitle``), the text in the
  ``HighlightingEditor`` (``document__fragment__edit__highlighting_editor``, an
  ``EditText`` whose node text is the whole file, as in a real dump) inside the
  scrolling ``document__fragment__edit__content_editor__scrolling_parent`` above the text action bar
  (todo.txt's actions for a todo.txt, Markdown's otherwise). Files open in
  edit mode (``isPreferViewMode`` defaults to false). Typing appends at the end of the
  text; leaving the document saves it (Markor saves on pause).

Simplifications [documented]: the editor's menu actions and text action bar do nothing,
the cursor position is always the end and the double-BACK exit confirmation is not
modelled; the sort options live while the
app's task lives (the app keeps them in its preferences). The toolbar actions' class
(``android.widget.Button``, what ``ActionMenuItemView`` reports to accessibility) is
[inferred].
"""

from __future__ import annotations

import posixpath
import stat

from venus_tasks.sim.apps_ui import markor_dialogs as dialogs
from venus_tasks.sim.apps_ui import markor_fileops as fileops
from venus_tasks.sim.apps_ui import markor_highlight as highlight
from venus_tasks.sim.apps_ui import markor_tabs as tabs
from venus_tasks.sim.apps_ui import markor_theme as theme
from venus_tasks.sim.apps_ui import material, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.clock import strftime
from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "net.gsantner.markor"
ID = PACKAGE + ":id/"
NOTEBOOK = "/storage/emulated/0/Documents/Markor"
DOCUMENT = "net.gsantner.markor.activity.DocumentActivity"
EDITOR_KEY = PACKAGE + ":editor"


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _notebook(model) -> str:
    """The notebook folder as Markor names it (``/storage/emulated/0/...``)."""
    pkg = model.packages.get(PACKAGE)
    folder = pkg.storage_dirs[0] if pkg and pkg.storage_dirs else NOTEBOOK
    return "/storage/emulated/0/" + folder[len("/sdcard/"):] if folder.startswith("/sdcard/") else folder


def _folder(model, st) -> str:
    """The folder shown (falls back to the notebook if it no longer exists)."""
    folder = st.data.get("folder") or _notebook(model)
    try:
        if not stat.S_ISDIR(model.vfs.stat(folder).mode):
            raise FsError(0, folder)
    except FsError:
        folder = st.data["folder"] = _notebook(model)
    return folder


def _entries(model, folder: str, st=None) -> list[tuple[str, bool, str]]:
    """``(name, is_dir, description)`` in the order of the Sort by menu (default: folders
    first, by name); dot files hidden unless ".dotfiles" is checked."""
    show_dots = st is not None and tabs.sort_options(st)["dotfiles"]
    try:
        names = [n for n in model.vfs.listdir(folder) if show_dots or not n.startswith(".")]
    except FsError:
        return []
    if folder == "/":                            # an app cannot list "/": the adapter adds "storage"
        names = ["storage"]
    out = []
    for name, is_dir in tabs.sort_entries(model, folder, names, st if st is not None else state.AppState()):
        try:
            mtime = model.vfs.stat(f"{folder}/{name}").mtime
        except FsError:
            continue
        out.append((name, is_dir, modified(model, mtime)))
    return out


def modified(model, mtime_ns: int) -> str:
    """A row's description: ``GsFileBrowserListAdapter.formatFileDescription`` with the
    default (empty) ``pref_key__file_description_format``, i.e. ``DateUtils.formatDateTime``
    with ``FORMAT_SHOW_TIME | FORMAT_SHOW_DATE | FORMAT_SHOW_YEAR | FORMAT_NUMERIC_DATE``:
    ICU's skeleton ``yMd`` plus ``hm`` (``Hm`` when ``system time_12_24`` is 24) in the
    device locale (Android 13's ICU 71, CLDR 41): en "10/15/2023, 3:34 PM" / "10/15/2023,
    15:34"; zh "2023/10/15 下午3:34" / "2023/10/15 15:34" (other locales: en's)."""
    tz = model.timezone()
    h24 = model.settings.get_str("system", "time_12_24", "") == "24"
    if strings.is_zh(model):
        hour = int(strftime("%H", mtime_ns, tz))
        clock = strftime("%H:%M", mtime_ns, tz) if h24 else \
            ("上午" if hour < 12 else "下午") + strftime("%-I:%M", mtime_ns, tz)
        return strftime("%Y/%-m/%-d", mtime_ns, tz) + " " + clock
    clock = strftime("%H:%M" if h24 else "%-I:%M %p", mtime_ns, tz)
    return strftime("%-m/%-d/%Y", mtime_ns, tz) + ", " + clock


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = theme.colours(model).background
    if page is not None and page.name == "document":
        _document(model, root, m, status, page)
    elif tabs.tab(st):
        tabs.build_tab(model, root, m, status, st)
        tabs.bottom_nav(root, m, model, st)
    else:
        _browser(model, root, m, status, st)
        tabs.bottom_nav(root, m, model, st)
        _fab(root, m)                            # floats above the list


def _browser(model, root: UiNode, m, status: int, st) -> None:
    folder = _folder(model, st)
    home = folder == _notebook(model)
    selected = _selection(model, st, folder)
    if selected:
        fileops.selection_bar(root, m, status, selected, model)
    else:
        tabs.browser_bar(root, m, model, status, "Markor" if home else "> " + (posixpath.basename(folder) or "storage"))
    top, bottom = status + m.dp(56), m.height - m.dp(56)
    colours = theme.colours(model)
    items = []
    parent = posixpath.dirname(folder)
    if parent != folder:                         # canGoUp: mustStartWithRootFolder is false
        items.append(_row_item(m, "..", parent, f"Folder .. {parent}", _act("up"), True, colours))
    for name, is_dir, desc in _entries(model, folder, st):
        kind = "Selected" if name in selected else "Folder" if is_dir else "File"
        verb = "folder" if is_dir else "open"
        items.append(_row_item(m, name, desc, f"{kind} {name} {desc}".rstrip(), _act(verb, name), is_dir,
                               colours, selected=name in selected))
    widgets.vlist(model, root, m, (0, top, m.width, bottom), f"{PACKAGE}{folder}", items,
                  rid=ID + "ui__filesystem_dialog__list")
    if len(items) <= (1 if parent != folder else 0):
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="¯\\_(ツ)_/¯", resource_id=ID + "empty_hint",
                        bounds=(0, top + m.dp(64), m.width, top + m.dp(128)),
                        style={"kind": "empty", "size": 48, "ink": colours.text}))


def _fab(root: UiNode, m) -> None:
    material.fab(root, m, m.width - m.dp(16), m.height - m.dp(72), material.ADD, _act("new"),
                 fill=theme.ACCENT, ink=theme.WHITE, rid=ID + "fab_add_new_item", desc="Create a new file or folder")


def _selection(model, st, folder: str) -> list[str]:
    """The selected names still present in ``folder`` (the selection is per folder)."""
    if st.data.get("selection_folder") != folder:
        st.data["selected"], st.data["selection_folder"] = [], folder
    names = {name for name, _, _ in _entries(model, folder, st)}
    st.data["selected"] = [n for n in st.data.get("selected", []) if n in names]
    return st.data["selected"]


def _row_item(m, title: str, desc: str, content_desc: str, action: tuple, is_dir: bool, colours,
              selected: bool = False):
    """``opoc_filesystem_item.xml`` with ``itemSidePadding`` 16dp: a 28dp icon (folder, file,
    or ``ic_check_black_24dp`` on a selected row; tinted ``secondary_text``, a selected one
    ``accent``), the title (19sp) over the description (15sp); 44dp plus an 8dp margin."""
    height = m.dp(52)

    def make(lst: UiNode, y: int) -> None:
        node = lst.add(UiNode(cls="android.widget.LinearLayout",
                              resource_id=ID + "opoc_filesystem_item__root",
                              desc=content_desc, clickable=True, focusable=True, long_clickable=True,
                              bounds=(0, y, m.width, y + m.dp(44)), action=action,
                              style={"kind": "row"}))       # the list's divider under each row
        path = theme.CHECK if selected else material.FOLDER if is_dir else material.FILE   # selectedItemImage
        material.icon(node, (m.dp(16), y + m.dp(8), m.dp(44), y + m.dp(36)), path,
                      theme.ACCENT if selected else colours.secondary, rid=ID + "opoc_filesystem_item__image")
        node.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "opoc_filesystem_item__title",
                        bounds=(m.dp(60), y + m.dp(1), m.width - m.dp(16), y + m.dp(26)),
                        style={"size": 19, "ink": colours.text}))
        if desc:
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=desc,
                            resource_id=ID + "opoc_filesystem_item__description",
                            bounds=(m.dp(60), y + m.dp(26), m.width - m.dp(16), y + m.dp(44)),
                            style={"size": 15, "ink": colours.secondary}))

    return height, make


def _document(model, root: UiNode, m, status: int, page: Page) -> None:
    path = page.args["path"]
    title = posixpath.splitext(posixpath.basename(path))[0]
    actions = [material.Action("Undo", theme.UNDO, _act("noop"), ID + "action_undo"),
               material.Action("Redo", theme.REDO, _act("noop"), ID + "action_redo"),
               material.Action("View mode", theme.VISIBILITY, _act("noop"), ID + "action_preview"),
               material.Action("Search", material.SEARCH, _act("noop"), ID + "action_search")]
    theme.bar(root, m, status, title, model, up=_act("up"), actions=actions, overflow=_act("noop"),
              title_rid=ID + "note__activity__text_note_title", rid=ID + "toolbar")
    theme.text_actions(root, m, model, m.height, theme.TODO_ACTIONS if path.endswith("todo.txt") else
                       theme.MARKDOWN_ACTIONS, _act("noop"))
    box = (0, status + m.dp(56), m.width, m.height - m.dp(46))
    sv = root.add(UiNode(cls="android.widget.ScrollView",
                         resource_id=ID + "document__fragment__edit__content_editor__scrolling_parent",
                         bounds=box))
    text = model.ui.fields.get(EDITOR_KEY, "")
    pad = theme.editor_padding(m)
    lines = widgets.wrap_lines(text, m, m.width - 2 * pad)
    line_h = m.dp(24)
    height = max(box[3] - box[1], len(lines) * line_h + 2 * pad)
    content = UiNode(bounds=box)
    content.add(UiNode(cls="android.widget.EditText", text=text,
                       resource_id=ID + "document__fragment__edit__highlighting_editor",
                       clickable=True, focusable=True, long_clickable=True,
                       focused=model.ui.focused_field == EDITOR_KEY,
                       bounds=(0, box[1], m.width, box[1] + height), action=("focus", EDITOR_KEY),
                       style={"kind": "editor", "lines": lines, "line_h": line_h, "pad": pad,
                              "y0": box[1], "spans": _spans(model, m, text, lines, path)}))
    widgets.scroll_into(model, sv, content, f"{PACKAGE}/doc{path}", height)
    for node in sv.children:                     # where the first line is drawn now
        node.style["y0"] -= model.system_ui.scroll.get(f"{PACKAGE}/doc{path}", 0)


def _spans(model, m, text: str, lines: list[str], path: str) -> list:
    width = m.width - 2 * theme.editor_padding(m)
    return highlight.for_display(text, lines, lambda src: widgets.wrap_lines(src, m, width),
                                 highlight.fmt_of(path), model.night_mode())


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is not None:
        return []
    if fileops.owns(st):
        folder = _folder(model, st)
        return fileops.windows(model, m, st, status, folder, _selection(model, st, folder))
    if tabs.owns(st):
        return tabs.windows(model, m, st, status)
    return dialogs.windows(model, m, st)


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None:
        if verb == "up":
            _close_document(model)
        return
    folder = _folder(model, st)
    if verb == "tab":
        if args[0] != tabs.tab(st):
            tabs.enter_tab(model, st, _notebook(model), args[0])
        return
    if tabs.tab(st) or verb == "noop":           # the other tabs' actions do nothing here
        return
    selected = _selection(model, st, folder)
    if tabs.owns(st):
        _follow(model, st, tabs.perform(model, st, folder, _notebook(model), verb, args))
        return
    if verb == "menu" and not selected and st.dialog is None:
        tabs.open_page(model, st, args[0])
        return
    if verb == "search" and not selected and st.dialog is None:
        tabs.open_page(model, st, "search")
        return
    if fileops.perform(model, st, folder, selected, verb, args, _notebook(model)):
        return
    if st.dialog is not None:
        path = dialogs.perform(model, st, folder, verb, args)
        if path is not None:
            _open(model, path)
    elif verb == "new":
        dialogs.open_new_file(model, st)
    elif verb == "delete" and selected:
        dialogs.ask_delete(st, [f"{folder}/{name}" for name in selected])
    elif verb in ("folder", "open") and selected:
        _toggle(selected, args[0])
    elif verb == "folder":
        st.data["folder"] = f"{folder}/{args[0]}"
        model.system_ui.scroll.pop(f"{PACKAGE}{st.data['folder']}", None)
    elif verb == "up" and not selected:          # the ".." row: the parent, even above the notebook
        _up(model, st, past_home=True)
    elif verb == "open":
        _open(model, f"{folder}/{args[0]}")


def long_press(model, verb: str, args: tuple, x: int, y: int) -> bool:
    """A long press on a row toggles its selection (on ``..`` it does nothing)."""
    st, page, foreign = state.current(model, PACKAGE)
    if not foreign and page is None and fileops.long_press(st):
        return verb == "pick_open"               # the folder chooser selects nothing
    if page is not None or foreign or st.dialog is not None or verb not in ("folder", "open", "up"):
        return False
    if verb != "up":
        _toggle(_selection(model, st, _folder(model, st)), args[0])
    return True


def _toggle(selected: list[str], name: str) -> None:
    if name in selected:
        selected.remove(name)
    else:
        selected.append(name)


def _open(model, path: str) -> None:
    try:
        text = model.vfs.read(path).decode("utf-8", "replace")
    except FsError:
        return
    state.push(model, PACKAGE, Page("document", {"path": path, "saved": text}, activity=DOCUMENT))
    model.ui.fields[EDITOR_KEY] = text
    model.system_ui.scroll[f"{PACKAGE}/doc{path}"] = 0


def _follow(model, st, where: str | None) -> None:
    """Do what a menu or search result asked: show a folder or open a file."""
    if where and where.startswith("folder:"):
        st.data["folder"] = where[len("folder:"):]
        st.data["selected"] = []
    elif where and where.startswith("open:"):
        _open(model, where[len("open:"):])


def _up(model, st, past_home: bool = False) -> bool:
    """Go to the parent folder; BACK stops at the notebook (``isCurrentFolderHome``)."""
    folder = _folder(model, st)
    if (folder == _notebook(model) and not past_home) or posixpath.dirname(folder) == folder:
        return False
    st.data["folder"] = posixpath.dirname(folder)
    st.data["selected"] = []                     # goUp() -> unselectAll()
    return True


def _close_document(model) -> None:
    st, page, _ = state.current(model, PACKAGE)
    text = model.ui.fields.pop(EDITOR_KEY, None)
    if page is not None and text is not None and text != page.args["saved"]:
        try:
            model.vfs.write(page.args["path"], text.encode())
        except FsError:
            pass
    model.ui.focused_field = None
    state.pop(model, PACKAGE)


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if page is not None:
        _close_document(model)
        return True
    if st.dialog is not None:
        (fileops.close if fileops.owns(st) else tabs.close if tabs.owns(st) else dialogs.close)(model, st)
        return True
    if tabs.tab(st):                             # the fragment does not take BACK: the app closes
        tabs.leave_tab(model, st, _notebook(model))
        return False
    return _up(model, st)


def enter(model) -> bool:
    """ENTER: a new line in the editor; in the new file dialog, name -> extension; in the
    Rename field nothing (the file name filter drops the newline)."""
    focused = model.ui.focused_field
    if focused in (EDITOR_KEY, tabs.FIELD):
        model.type_text("\n")
    elif focused == dialogs.NAME_KEY:
        model.ui.focused_field = dialogs.EXT_KEY
    elif focused in (dialogs.EXT_KEY, tabs.SEARCH_KEY):
        model.ui.focused_field = None
    elif focused != fileops.RENAME_KEY:
        return False
    return True
