"""The system document pickers an app opens through the Storage Access Framework:
``ACTION_OPEN_DOCUMENT`` / ``ACTION_GET_CONTENT`` (pick one file, or several with
``EXTRA_ALLOW_MULTIPLE``) and ``ACTION_OPEN_DOCUMENT_TREE`` (pick a folder), as DocumentsUI's
``PickActivity`` shows them on Android 13. An app module keeps the picker as a ``Page``
of its own state (``open_page``), draws it (``build_page``, ``windows``) and routes its
taps here (``perform``), which return what the picker hands back.

Sources: AOSP ``packages/apps/DocumentsUI`` (Android 11 tree, ``picker/ActionHandler.java``:
``loadDefaultLocation`` opens Recent for OPEN/GET_CONTENT and the device root for
OPEN_TREE, ``initLoadLastAccessedStack`` reopens the folder last picked from for the same
calling package; ``picker/PickFragment.java``: the tree picker's button
``open_tree_button`` "Use this folder" (``android:id/button1``), disabled in a folder
blocked from tree access, where ``Message.updateBlockFromTreeMessage`` shows
``directory_blocked_header_title`` "Can't use this folder", ``..._subtitle`` "To protect
your privacy, choose another folder" and ``create_new_folder_button`` "Create new
folder"; ``ConfirmFragment`` TYPE_OEPN_TREE: ``open_tree_dialog_title`` "Allow %1$s to
access files in %2$s?", ``open_tree_dialog_message`` "This will let %1$s access current
and future content stored in %2$s.", ``allow`` "Allow"; ``res/values/strings.xml``:
``menu_create_dir`` "New folder", ``input_hint_new_folder`` "Folder name",
``drawer_open`` "Show roots", ``root_recent`` "Recent", ``empty`` "No items",
``elements_selected`` "%1$d selected", ``button_select`` "Select"). ExternalStorageProvider
blocks the root of the primary volume and its ``Download`` folder from tree access
(``shouldBlockFromTree``, Android 11+). A new folder is opened once made
(``CreateDirectoryFragment``). Row texts (``android:id/title``, ``metadata``) follow
``files`` (``format_date``, ``format_size``).

[inferred] Button and dialog texts are upper case (DocumentsUI's pre-Material-3 buttons set
``textAllCaps``); the picker is drawn as a page of the calling app's window (the real one
is DocumentsUI's activity in the app's task; ids carry ``com.google.android.documentsui``);
the roots drawer lists Recent, Downloads and the device storage (Images, Videos, Audio and
Documents roots and other apps are not modelled); Recent lists the newest files of shared
storage. In the tree picker, files are listed disabled. A long press starts a selection
only where several files may be picked; a tap on a file with nothing selected picks it
alone (``openItem``). Search, sort and snackbars are not modelled. Bars, rows, cards and
the drawer are drawn as Files draws them (``files_look``, ``files_grid``).

View mode (``picker/PickActivity.refreshDirectory``, Android 13): Recent is a list (the
pickers here accept no visual-only MIME types: a grid only for ``MimeTypes.VISUAL_MIMES``);
Downloads and the device root open in the mode Files saved for them, a grid until "List
view" is picked (the same ``LocalPreferences``: the picker is DocumentsUI); the header's
toggle saves it for that root (``files_grid``).
"""

from __future__ import annotations

import posixpath
import stat

from venus_tasks.sim.apps_ui import files, state, widgets
from venus_tasks.sim.apps_ui import files_grid as grid
from venus_tasks.sim.apps_ui import files_look as look
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

DOCS = "com.google.android.documentsui"
ID = DOCS + ":id/"
SDCARD = "/sdcard"
NAME = "docpicker"
FOLDER_KEY = DOCS + ":new_folder"
OPEN, MULTI, TREE = "open", "multi", "tree"
_OPENED = DOCS + "#opened"             # pickers opened so far (each one's lists scroll on their own)
_LAST = DOCS + "#last_accessed"          # calling package -> (root, folder) last picked from


def blocked(folder: str | None) -> bool:
    """True for the folders ExternalStorageProvider keeps from tree access: the volume
    root and ``Download`` (``shouldBlockFromTree``)."""
    return folder in (SDCARD, SDCARD + "/Download")


def open_page(model, package: str, mode: str, tag: str) -> Page:
    """A picker page for ``package`` (``mode`` OPEN, MULTI or TREE); ``tag`` names the
    app's request (returned by ``perform`` with the result). Opens where the app last
    picked from, else on Recent (OPEN, MULTI) or the device root (TREE)."""
    last = model.app_ui.get(_LAST, {}).get(package)
    if last is not None and model.vfs.exists(last[1] or "/") and (mode != TREE or last[0] == "storage"):
        root, folder = last
    else:
        root, folder = ("storage", SDCARD) if mode == TREE else ("recent", None)
    opened = model.app_ui[_OPENED] = model.app_ui.get(_OPENED, 0) + 1   # a new activity: lists start at the top
    page = Page(NAME, {"mode": mode, "tag": tag, "root": root, "dir": folder, "selected": [], "opened": opened})
    state.push(model, package, page)
    return page


def _title(model, args: dict) -> str:
    return {"recent": "Recent", "downloads": "Downloads"}.get(args["root"]) or files.storage_title(model)


def _header(model, args: dict) -> str:
    """The root header's title, as Files shows it (``files.header_text``)."""
    if args["root"] == "recent":
        return "Recent files"
    if args["root"] == "downloads":
        return "Files in Downloads"
    folder = args["dir"] or SDCARD
    return f"Files in {posixpath.basename(folder)}" if folder != SDCARD else f"Files on {files.storage_title(model)}"


def view_mode(model, args: dict) -> int:
    """``files_grid.LIST`` or ``GRID`` for the picker's current root (see the module
    docstring)."""
    return grid.LIST if args["root"] == "recent" else grid.mode(model, args["root"])


def rows(model, args: dict) -> list[dict]:
    """The rows the picker lists: ``{"name", "path", "dir", "size", "mtime"}``; folders
    first by name in a folder, newest first in Recent and Downloads."""
    folder = args["dir"]
    if folder is None:                       # Recent: files of shared storage, newest first
        found, stack = [], [SDCARD]
        while stack:
            for r in entries(model, stack.pop()):
                if r["dir"]:
                    if r["path"] != SDCARD + "/Android":
                        stack.append(r["path"])
                else:
                    found.append(r)
        return sorted(found, key=lambda r: (-r["mtime"], r["name"].lower()))[:64]
    out = entries(model, folder)
    if args["root"] == "downloads" and folder == SDCARD + "/Download":
        return sorted(out, key=lambda r: (-r["mtime"], r["name"].lower()))
    return sorted(out, key=lambda r: (not r["dir"], r["name"].lower()))


def entries(model, folder: str) -> list[dict]:
    """``folder``'s visible entries (no dot files) as picker rows, unsorted."""
    out = []
    try:
        names = model.vfs.listdir(folder)
    except FsError:
        return out
    for name in names:
        if name.startswith("."):
            continue
        path = posixpath.join(folder, name)
        try:
            st = model.vfs.stat(path)
        except FsError:
            continue
        out.append({"name": name, "path": path, "dir": stat.S_ISDIR(st.mode), "size": st.size,
                    "mtime": st.mtime})
    return out


# ------------------------------------------------------------------ drawing
def build_page(model, root: UiNode, m, status: int, package: str, page: Page, act) -> None:
    """Draw the picker ``page``; ``act(*args)`` builds the app's action tuple for a tap
    (routed back to ``perform``)."""
    args = page.args
    root.style["bg"] = look.colours(model)["bg"]
    selected = args["selected"]
    if selected:
        bar = widgets.toolbar(root, m, status, f"{len(selected)} selected", up=act("pk_clear"),
                              rid=ID + "toolbar")
        widgets.button(bar, (m.width - m.dp(104), status + m.dp(12), m.width - m.dp(8), status + m.dp(52)),
                       "SELECT", act("pk_select"), rid=ID + "action_menu_select")
        top = status + m.dp(64)
    else:
        top = look.top_bar(root, m, status, model, None if args["root"] == "recent" else _title(model, args),
                           act("pk_drawer"), None)
        if args["dir"] is not None:
            widgets.icon_button(root, (m.width - m.dp(64), status + m.dp(8), m.width - m.dp(8), status + m.dp(56)),
                                "more", act("pk_menu"), desc="More options")
    folder = args["dir"]
    if folder is not None and args["root"] == "storage":
        rel = folder[len(SDCARD):].strip("/")
        crumbs = [files.storage_title(model), *([p for p in rel.split("/") if p])]
        top = look.breadcrumb(root, m, top, model, crumbs, lambda i: act("pk_crumb", i))
    view, header_top = view_mode(model, args), top
    top = look.header(root, m, top, model, _header(model, args))
    grid.toggle(root.children[-1], m, model, header_top, view,
                act("pk_view", grid.LIST if view == grid.GRID else grid.GRID))
    tree = args["mode"] == TREE
    bottom = m.height - (m.dp(72) if tree else 0)
    if tree and blocked(folder):
        box = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "message_container",
                              bounds=(m.dp(16), top + m.dp(8), m.width - m.dp(16), top + m.dp(136)),
                              style={"kind": "card"}))
        box.add(UiNode(cls=widgets.TEXT_VIEW, text="Can’t use this folder", resource_id=ID + "message_title",
                       bounds=(m.dp(32), top + m.dp(20), m.width - m.dp(32), top + m.dp(44))))
        box.add(UiNode(cls=widgets.TEXT_VIEW, text="To protect your privacy, choose another folder",
                       resource_id=ID + "message_subtitle",
                       bounds=(m.dp(32), top + m.dp(48), m.width - m.dp(32), top + m.dp(70)),
                       style={"kind": "secondary"}))
        widgets.button(box, (m.width - m.dp(216), top + m.dp(84), m.width - m.dp(32), top + m.dp(124)),
                       "CREATE NEW FOLDER", act("pk_new_folder"), rid=ID + "button_dismiss")
        top += m.dp(144)
    listed = rows(model, args)
    if not listed:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No items", resource_id=ID + "message",
                        bounds=(0, top + m.dp(40), m.width, top + m.dp(80)), style={"kind": "empty"}))
    else:
        now, tz = model.clock.now_ns(), model.timezone()
        height = m.dp(72)

        def row(r, index):
            return lambda lst, y: look.row(lst, m, y, model, r, now, tz, act("pk_open", index),
                                           enabled=bool(r["dir"] or not tree), picked=r["path"] in selected)

        key = f"{package}/picker{args.get('opened', 0)}:{args['root']}:{folder}:{view}"
        if view == grid.GRID:
            grid.grid(model, root, m, (0, top, m.width, bottom), key, listed, now, tz, lambda i: act("pk_open", i),
                      enabled=lambda r: bool(r["dir"] or not tree), picked=lambda r: r["path"] in selected,
                      rid=ID + "dir_list")
        else:
            widgets.vlist(model, root, m, (0, top, m.width, bottom), key,
                          [(height, row(r, i)) for i, r in enumerate(listed)], rid=ID + "dir_list")
    if tree:
        y = bottom + m.dp(12)
        use = widgets.button(root, (m.dp(16), y, m.width - m.dp(16), y + m.dp(48)), "USE THIS FOLDER",
                             act("pk_use"), rid="android:id/button1")
        use.enabled = not blocked(folder)


def windows(model, m, package: str, page: Page, act) -> list[Window]:
    """The picker's drawer, overflow menu, new-folder dialog or tree confirmation."""
    d = page.args.get("dialog")
    if d == "drawer":
        roots = [("storage", files.storage_title(model))]
        if page.args["mode"] != TREE:
            roots = [("recent", "Recent"), ("downloads", "Downloads"), *roots]
        root = look.drawer(m, model, m.dp(24), package, roots, page.args["root"], lambda k: act("pk_root", k))
        return [Window(package, root, modal=True, dim=True, outside=act("pk_dismiss"))]
    if d == "menu":
        return [widgets.popup_menu(m, package, m.dp(32), [("New folder", act("pk_new_folder"))],
                                   act("pk_dismiss"))]
    if d == "new_folder":
        left, right = m.dp(24), m.width - m.dp(24)
        top = max(m.dp(24), (m.height - m.dp(200)) // 2)
        root = UiNode(package=package, bounds=(left, top, right, top + m.dp(200)),
                      style={"bg": "dialog", "radius": m.dp(8)})
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="New folder", resource_id="android:id/alertTitle",
                        bounds=(left + m.dp(24), top + m.dp(24), right - m.dp(24), top + m.dp(56)),
                        style={"kind": "title"}))
        widgets.field(root, model, m, (left + m.dp(24), top + m.dp(72), right - m.dp(24), top + m.dp(128)),
                      FOLDER_KEY, "Folder name", "android:id/text1")
        _dialog_buttons(root, m, top + m.dp(200), right, (("button1", "OK", act("pk_folder_ok")),
                                                         ("button2", "CANCEL", act("pk_dismiss"))))
        return [Window(package, root, modal=True, dim=True, outside=act("pk_dismiss"))]
    if d == "confirm":
        app = model.packages.get(package)
        label = app.label if app and app.label else package
        name = posixpath.basename(page.args["dir"])
        left, right = m.dp(24), m.width - m.dp(24)
        height = m.dp(24 + 64 + 72 + 56)
        top = max(m.dp(24), (m.height - height) // 2)
        root = UiNode(package=package, bounds=(left, top, right, top + height),
                      style={"bg": "dialog", "radius": m.dp(8)})
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=f"Allow {label} to access files in {name}?",
                        resource_id="android:id/alertTitle",
                        bounds=(left + m.dp(24), top + m.dp(24), right - m.dp(24), top + m.dp(88)),
                        style={"kind": "title"}))
        root.add(UiNode(cls=widgets.TEXT_VIEW,
                        text=f"This will let {label} access current and future content stored in {name}.",
                        resource_id="android:id/message",
                        bounds=(left + m.dp(24), top + m.dp(92), right - m.dp(24), top + m.dp(156))))
        _dialog_buttons(root, m, top + height, right, (("button1", "ALLOW", act("pk_allow")),
                                                      ("button2", "CANCEL", act("pk_dismiss"))))
        return [Window(package, root, modal=True, dim=True, outside=act("pk_dismiss"))]
    return []


def _dialog_buttons(root: UiNode, m, bottom: int, right: int, buttons) -> None:
    x, y = right - m.dp(8), bottom - m.dp(52)
    for rid, text, action in buttons:
        w = m.dp(24) + int(len(text) * m.dp(10))
        widgets.button(root, (x - w, y + m.dp(6), x, y + m.dp(46)), text, action, rid="android:id/" + rid)
        x -= w + m.dp(8)


# ------------------------------------------------------------------ input
def perform(model, package: str, page: Page, verb: str, args: tuple):
    """A tap on the picker ``page``. Returns None while the picker stays, ``("cancel",)``
    when it closed without a result, ``("files", [paths])`` for OPEN/MULTI or
    ``("tree", folder)`` for TREE; the caller pops the page on a result."""
    a = page.args
    if verb == "pk_dismiss":
        a.pop("dialog", None)
        model.ui.fields.pop(FOLDER_KEY, None)
        model.ui.focused_field = None
    elif verb == "pk_drawer":
        a["dialog"] = "drawer"
    elif verb == "pk_menu":
        a["dialog"] = "menu"
    elif verb == "pk_root":
        a.pop("dialog", None)
        a.update(root=args[0], dir={"recent": None, "downloads": SDCARD + "/Download"}.get(args[0], SDCARD),
                 selected=[])
    elif verb == "pk_crumb":
        rel = [p for p in (a["dir"] or SDCARD)[len(SDCARD):].split("/") if p]
        a["dir"] = posixpath.join(SDCARD, *rel[:args[0]])
    elif verb == "pk_view":
        if a["root"] != "recent":               # Recent's mode follows the MIME types, not the saved one
            grid.set_mode(model, a["root"], args[0])
    elif verb == "pk_clear":
        a["selected"] = []
    elif verb == "pk_new_folder":
        a["dialog"] = "new_folder"
        model.ui.fields[FOLDER_KEY] = ""
        model.ui.focused_field = FOLDER_KEY
    elif verb == "pk_folder_ok":
        name = model.ui.fields.get(FOLDER_KEY, "").strip()
        if name and "/" not in name and a["dir"] is not None:
            path = posixpath.join(a["dir"], unique_name(model, a["dir"], name, is_dir=True))
            try:
                model.vfs.mkdir(path)
            except FsError:
                return None
            a["dir"] = path
        a.pop("dialog", None)
        model.ui.fields.pop(FOLDER_KEY, None)
        model.ui.focused_field = None
    elif verb == "pk_use" and a["mode"] == TREE and not blocked(a["dir"]):
        a["dialog"] = "confirm"
    elif verb == "pk_allow" and a["mode"] == TREE:
        a.pop("dialog", None)
        _remember(model, package, a)
        return ("tree", a["dir"])
    elif verb == "pk_select" and a["selected"]:
        _remember(model, package, a)
        return ("files", list(a["selected"]))
    elif verb == "pk_open":
        listed = rows(model, a)
        if args[0] >= len(listed):
            return None
        r = listed[args[0]]
        if a["selected"]:
            if not r["dir"]:
                a["selected"].remove(r["path"]) if r["path"] in a["selected"] else a["selected"].append(r["path"])
        elif r["dir"]:
            a.update(dir=r["path"], root="storage" if a["dir"] is None else a["root"])
        elif a["mode"] != TREE:
            _remember(model, package, a)
            return ("files", [r["path"]])
    return None


def long_press(model, page: Page, verb: str, args: tuple) -> bool:
    """A long press on a file row of a MULTI picker toggles its selection."""
    if verb != "pk_open" or page.args["mode"] != MULTI:
        return False
    listed = rows(model, page.args)
    if args[0] < len(listed) and not listed[args[0]]["dir"]:
        sel, path = page.args["selected"], listed[args[0]]["path"]
        sel.remove(path) if path in sel else sel.append(path)
    return True


def back(model, page: Page) -> bool:
    """BACK in the picker: closes a dialog, clears a selection, goes up a folder; False
    when the picker itself closes (the caller pops it: no result)."""
    a = page.args
    if a.get("dialog"):
        a.pop("dialog")
        model.ui.fields.pop(FOLDER_KEY, None)
        model.ui.focused_field = None
        return True
    if a["selected"]:
        a["selected"] = []
        return True
    if a["dir"] is not None and a["root"] == "storage" and a["dir"] != SDCARD:
        a["dir"] = posixpath.dirname(a["dir"])
        return True
    if a["root"] == "downloads" and a["dir"] not in (None, SDCARD + "/Download"):
        a["dir"] = posixpath.dirname(a["dir"])
        return True
    return False


def _remember(model, package: str, a: dict) -> None:
    model.app_ui.setdefault(_LAST, {})[package] = (a["root"], a["dir"])


def unique_name(model, parent: str, name: str, is_dir: bool = False) -> str:
    """``FileUtils.buildUniqueFile``: ``name`` or, when taken in ``parent``, ``name (1)``,
    ``name (2)``... before the extension (a folder's name is not split)."""
    stem, dot, ext = name.rpartition(".")
    if is_dir or not dot or not stem:
        stem, dot, ext = name, "", ""
    candidate, n = name, 0
    while model.vfs.exists(posixpath.join(parent, candidate)):
        n += 1
        candidate = f"{stem} ({n})" + (f".{ext}" if dot else "")
    return candidate
