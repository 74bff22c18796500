"""Markor's file actions on a selection in the file browser: the selection toolbar and its
overflow menu, the Rename dialog and the folder chooser of Move and Copy, with the file
system changes they make. ``markor`` builds the toolbar here and routes the dialogs' windows,
taps and BACK here.

Source: gsantner/markor v2.10.9 (versionCode 146, the APK AndroidWorld installs).

* Toolbar (``res/menu/filesystem__menu.xml``, ``GsFileBrowserFragment.updateMenuItems``):
  with one item selected the ``showAsAction="always"`` items "Favourite"
  (``action_favourite``), "Rename" (``action_rename_selected_item``), "Details"
  (``action_info_selected_item``) and "Delete" (``action_delete_selected_items``) show as
  icons whose content description is their title (AppCompat ``ActionMenuItemView``), then
  the overflow button "More options" (AppCompat ``abc_action_menu_overflow_description``);
  with several selected only Delete and the overflow. The overflow lists, in menu order,
  "Clipboard" (one text file), "Move", "Copy", "Create shortcut" (one item) and "Share"
  (files only) (``R.string.clipboard``/``move``/``copy``/``create_shortcut``/``share``).
* Rename (``WrRenameDialog``, ``rename__dialog.xml``): an AppCompat alert dialog titled
  "Rename", an empty ``dialog_message`` line and the field ``new_name`` holding the file's
  name (hint "Enter the name of your folder", focused with the keyboard up; the file name
  input filter drops the characters Markor forbids, so ENTER adds nothing); OK
  (``button1``) and CANCEL (``button2``). OK with the name unchanged closes; with a name
  that exists in the folder (compared case-insensitively on Android,
  ``GsFileUtils.fileExists``; an empty name names the folder itself) the message reads
  "File/folder already exists! Please use a different name" and OK is disabled until the
  text changes; otherwise the file is renamed in its folder
  (``GsFileUtils.renameFileInSameFolder``), the dialog closes and the selection is
  cleared (``reloadCurrentFolder``).
* Move / Copy (``GsFileBrowserFragment.askForMoveOrCopy``, ``MarkorFileBrowserFactory.
  showFolderDialog``, ``GsFileBrowserDialog`` on ``opoc_filesystem_dialog.xml``): a dialog
  over the whole window, title ``ui__filesystem_dialog__title`` "Move → <folder name>"
  ("Copy → ..."), the home and search icons (``ui__filesystem_dialog__home``/``
  __search_button``, no content description), the list ``ui__filesystem_dialog__list``
  starting in the browser's folder: a ``..`` row (``mustStartWithRootFolder`` is false, so
  even above the notebook) and the folders only (``doSelectFile`` false), each row
  described "Folder <name> <path of the folder shown>" (``descModtimeInsteadOfParent``
  false: the description is the parent's path; ``..`` shows its own path); a tap opens a
  folder, a long press does nothing (no multi-select); the home icon goes to the notebook;
  ``ui__filesystem_dialog__button_cancel`` "CANCEL" closes it keeping the selection,
  ``__button_ok`` "SELECT THIS FOLDER" (``select_this_folder``) moves or copies the
  selected items into the folder shown (``WrMarkorSingleton.moveOrCopySelected``: nothing
  at all when any item would land on itself or inside itself) and clears the selection.

Button texts are upper case (AppCompat's button text appearance has ``textAllCaps``)
[inferred, as in ``markor_dialogs``]; the folder dialog's insets are [inferred].
Simplifications [documented]: Favourite, Details, Clipboard, Create shortcut and Share
only close the menu (favourites, the file info dialog, the clipboard, launcher shortcuts
and the share sheet are not modelled); the folder dialog's search is not modelled; a
name clash in the destination, where Markor asks Keep both / Overwrite / Skip
(``showCopyMoveConflictDialog``), leaves that item where it is (a copy into its own
folder is named ``<name>_1.<ext>`` as ``findNonConflictingDest`` does); folders are
moved but not copied.
"""

from __future__ import annotations

import posixpath
import stat

from venus_tasks.sim.apps_ui import markor_dialogs as dialogs
from venus_tasks.sim.apps_ui import markor_theme as theme
from venus_tasks.sim.apps_ui import material, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = dialogs.PACKAGE
ID = PACKAGE + ":id/"
RENAME_KEY = PACKAGE + ":rename_name"
MORE = "More options"
CLASH = "File/folder already exists! Please use a different name"
PAGES = ("overflow", "rename", "pick_folder")


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def owns(st) -> bool:
    """True if the open dialog is one of this module's."""
    return st.dialog is not None and st.dialog.name in PAGES


def _is_dir(vfs, path: str) -> bool:
    try:
        return stat.S_ISDIR(vfs.stat(path).mode)
    except FsError:
        return False


# ------------------------------------------------------------------ toolbar and menu
def selection_bar(root: UiNode, m, status: int, selected: list[str], model) -> None:
    """The toolbar while ``selected`` (names, at least one) are selected: no title, the
    action icons right-aligned, then the overflow button (Markor's colours and icons)."""
    one = len(selected) == 1
    acts = [material.Action("Favourite", material.STAR_BORDER, _act("noop"), ID + "action_favourite")] if one else []
    if one:
        acts += [material.Action("Rename", theme.RENAME, _act("rename"), ID + "action_rename_selected_item"),
                 material.Action("Details", material.INFO, _act("noop"), ID + "action_info_selected_item")]
    acts.append(material.Action("Delete", material.DELETE, _act("delete"), ID + "action_delete_selected_items"))
    theme.bar(root, m, status, "", model, actions=acts, overflow=_act("overflow"), rid=ID + "toolbar")


def _menu_items(model, folder: str, selected: list[str]) -> list[tuple[str, tuple]]:
    paths = [f"{folder}/{n}" for n in selected]
    files_only = not any(_is_dir(model.vfs, p) for p in paths)
    one = len(paths) == 1
    items = [("Clipboard", _act("menu_close"))] if one and files_only else []
    items += [("Move", _act("pick_folder", "move")), ("Copy", _act("pick_folder", "copy"))]
    items += [("Create shortcut", _act("menu_close"))] if one else []
    items += [("Share", _act("menu_close"))] if files_only else []
    return items


# ------------------------------------------------------------------ windows
def windows(model, m, st, status: int, folder: str, selected: list[str]) -> list[Window]:
    """The window of this module's open dialog (menu, Rename or the folder chooser)."""
    page = st.dialog
    if page.name == "overflow":
        return [widgets.popup_menu(m, PACKAGE, status + m.dp(4), _menu_items(model, folder, selected),
                                   _act("menu_close"), width_dp=200)]
    if page.name == "rename":
        model.ui.fields[RENAME_KEY] = dialogs.filter_name(model.ui.fields.get(RENAME_KEY, ""))
        if page.args.get("clash") is not None and model.ui.fields[RENAME_KEY] != page.args["clash"]:
            page.args["clash"] = None                  # afterTextChanged: message cleared, OK enabled
        return [_rename_dialog(model, m, page)]
    return [_folder_dialog(model, m, status, page)]


def _rename_dialog(model, m, page: Page) -> Window:
    height = m.dp(24 + 32 + 16 + 24 + 30 + 48 + 8 + 52)
    root, left, right, top = dialogs._panel(m, height)
    l, r = left + m.dp(24), right - m.dp(24)
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Rename", resource_id=ID + "alertTitle",
                    bounds=(l, y, r, y + m.dp(32)), style={"kind": "title"}))
    y += m.dp(32 + 16)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=CLASH if page.args.get("clash") is not None else "",
                    resource_id=ID + "dialog_message", bounds=(l, y, r, y + m.dp(24)), style={"kind": "error"}))
    y += m.dp(24 + 30)
    widgets.field(root, model, m, (l, y - m.dp(30), r, y + m.dp(48)), RENAME_KEY, "Enter the name of your folder",
                  ID + "new_name")
    dialogs._buttons(root, m, top + height, left, right,
                     (("button1", "OK", _act("rename_ok")), ("button2", "CANCEL", _act("dismiss_fileop"))))
    ok = next(n for n in root.walk() if n.resource_id == "android:id/button1")
    ok.enabled = page.args.get("clash") is None
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss_fileop"))


def _folders(model, folder: str) -> list[str]:
    try:
        names = model.vfs.listdir(folder)
    except FsError:
        return []
    return sorted((n for n in names if not n.startswith(".") and _is_dir(model.vfs, f"{folder}/{n}")), key=str.lower)


def _folder_dialog(model, m, status: int, page: Page) -> Window:
    at = page.args["at"]
    left, right, top, bottom = m.dp(16), m.width - m.dp(16), status + m.dp(24), m.height - m.dp(24)
    root = UiNode(package=PACKAGE, resource_id=ID + "ui__filesystem_dialog__root", bounds=(left, top, right, bottom),
                  style={"bg": "dialog", "radius": m.dp(4)})
    verb = "Move" if page.args["move"] else "Copy"
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{verb} → {posixpath.basename(at) or '/'}",
                    resource_id=ID + "ui__filesystem_dialog__title",
                    bounds=(left, top, right, top + m.dp(64)), style={"kind": "title", "bg": "bar"}))
    y = top + m.dp(64 + 8)
    bar = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "ui__filesystem_dialog__utilbar",
                          bounds=(left + m.dp(8), y, right - m.dp(8), y + m.dp(32))))
    widgets.icon_button(bar, (left + m.dp(12), y, left + m.dp(44), y + m.dp(32)), "home", _act("pick_home"),
                        rid=ID + "ui__filesystem_dialog__home", cls="android.widget.ImageView")
    widgets.icon_button(bar, (left + m.dp(52), y, right - m.dp(12), y + m.dp(32)), "search", _act("noop"),
                        rid=ID + "ui__filesystem_dialog__search_button", cls="android.widget.ImageView")
    list_top, list_bottom = y + m.dp(32 + 8), bottom - m.dp(80)
    items = []
    parent = posixpath.dirname(at)
    if parent != at:
        items.append(_folder_row(m, "..", parent, _act("pick_open", parent), left, right))
    items += [_folder_row(m, name, at, _act("pick_open", f"{at}/{name}"), left, right)
              for name in _folders(model, at)]
    widgets.vlist(model, root, m, (left, list_top, right, list_bottom), f"{PACKAGE}/pick{at}", items,
                  rid=ID + "ui__filesystem_dialog__list")
    buttons = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "ui__filesystem_dialog__buttons",
                              bounds=(left, list_bottom, right, bottom)))
    x = right - m.dp(24)
    for rid, text, action in (("button_ok", "SELECT THIS FOLDER", _act("pick_ok")),
                              ("button_cancel", "CANCEL", _act("dismiss_fileop"))):
        w = m.dp(16) + int(len(text) * m.dp(10))
        widgets.button(buttons, (x - w, list_bottom + m.dp(24), x, bottom - m.dp(24)), text, action,
                       rid=ID + "ui__filesystem_dialog__" + rid, cls=widgets.TEXT_VIEW).style["flat"] = theme.ACCENT
        x -= w + m.dp(16)
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss_fileop"))


def _folder_row(m, title: str, desc: str, action: tuple, left: int, right: int):
    height = m.dp(72)

    def make(lst: UiNode, y: int) -> None:
        node = lst.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "opoc_filesystem_item__root",
                              desc=f"Folder {title} {desc}", clickable=True, focusable=True, long_clickable=True,
                              bounds=(left, y, right, y + height), action=action, style={"kind": "row"}))
        node.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "opoc_filesystem_item__title",
                        bounds=(left + m.dp(16), y + m.dp(8), right - m.dp(16), y + m.dp(36))))
        node.add(UiNode(cls=widgets.TEXT_VIEW, text=desc, resource_id=ID + "opoc_filesystem_item__description",
                        bounds=(left + m.dp(16), y + m.dp(38), right - m.dp(16), y + m.dp(64)),
                        style={"kind": "secondary"}))

    return height, make


# ------------------------------------------------------------------ input
def perform(model, st, folder: str, selected: list[str], verb: str, args: tuple, notebook: str) -> bool:
    """Handle a toolbar, menu or dialog verb of this module in the browser showing
    ``folder`` with ``selected`` (names) selected; ``notebook`` is where the chooser's home
    icon goes. False if the verb is none of this module's."""
    if verb == "noop":
        return True
    if verb == "overflow" and selected:
        st.dialog = Page("overflow", {})
    elif verb == "menu_close" and owns(st):
        st.dialog = None
    elif verb == "rename" and len(selected) == 1:
        st.dialog = Page("rename", {"path": f"{folder}/{selected[0]}", "clash": None})
        model.ui.fields[RENAME_KEY] = selected[0]
        model.ui.focused_field = RENAME_KEY
    elif verb == "rename_ok" and owns(st):
        _rename(model, st)
    elif verb == "pick_folder" and selected:
        st.dialog = Page("pick_folder", {"move": args[0] == "move", "at": folder,
                                         "paths": [f"{folder}/{n}" for n in selected]})
    elif verb == "pick_open" and owns(st):
        st.dialog.args["at"] = args[0]
    elif verb == "pick_home" and owns(st):
        st.dialog.args["at"] = notebook
    elif verb == "pick_ok" and owns(st):
        _move_or_copy(model, st.dialog.args["paths"], st.dialog.args["at"], st.dialog.args["move"])
        st.data["selected"] = []
        close(model, st)
    elif verb == "dismiss_fileop":
        close(model, st)
    else:
        return False
    return True


def long_press(st) -> bool:
    """A long press inside the folder chooser does nothing (no multi-select there)."""
    return owns(st) and st.dialog.name == "pick_folder"


def close(model, st) -> None:
    """Dismiss this module's dialog (the selection stays) and forget the name typed."""
    st.dialog = None
    model.ui.fields.pop(RENAME_KEY, None)
    if model.ui.focused_field == RENAME_KEY:
        model.ui.focused_field = None


def _rename(model, st) -> None:
    path, name = st.dialog.args["path"], model.ui.fields.get(RENAME_KEY, "")
    if st.dialog.args.get("clash") is not None and st.dialog.args["clash"] == name:
        return                                          # OK is disabled until the text changes
    parent = posixpath.dirname(path)
    if name == posixpath.basename(path):
        st.data["selected"] = []
        close(model, st)
        return
    check = posixpath.normpath(f"{parent}/{name}")
    try:
        taken = any(n.lower() == posixpath.basename(check).lower() for n in model.vfs.listdir(posixpath.dirname(check)))
    except FsError:
        taken = False
    if taken:
        st.dialog.args["clash"] = name
        return
    try:
        model.vfs.rename(path, f"{parent}/{name}")
    except FsError:
        return                                          # renameTo failed: the dialog stays
    st.data["selected"] = []
    close(model, st)


def _inside(path: str, dest: str) -> bool:
    return dest == path or dest.startswith(path + "/")


def _move_or_copy(model, paths: list[str], dest_dir: str, move: bool) -> None:
    """``WrMarkorSingleton.moveOrCopySelected``: all or nothing on a bad target."""
    if not _is_dir(model.vfs, dest_dir):
        return
    targets = [(p, f"{dest_dir}/{posixpath.basename(p)}") for p in paths]
    if any(_inside(p, d) if move else (d != p and _inside(p, d)) for p, d in targets):
        return
    for src, dest in targets:
        try:
            model.vfs.stat(dest)
            exists = True
        except FsError:
            exists = False
        if exists and not move and src == dest and not _is_dir(model.vfs, src):
            head, _, tail = posixpath.basename(src).partition(".")
            k = 1
            while _exists(model.vfs, f"{dest_dir}/{head}_{k}{'.' + tail if tail else ''}"):
                k += 1
            dest, exists = f"{dest_dir}/{head}_{k}{'.' + tail if tail else ''}", False
        if exists:
            continue                                    # the conflict dialog is not modelled
        try:
            if move:
                model.vfs.rename(src, dest)
            elif not _is_dir(model.vfs, src):
                model.vfs.write(dest, model.vfs.read(src))
        except FsError:
            pass


def _exists(vfs, path: str) -> bool:
    try:
        vfs.stat(path)
        return True
    except FsError:
        return False
