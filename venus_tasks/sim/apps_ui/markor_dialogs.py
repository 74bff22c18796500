"""Markor's dialogs over the file browser: the new file dialog (with its type drop-down)
and the delete confirmation, and the file system changes their buttons make.

Source: gsantner/markor v2.10.9 (versionCode 146).

* New file (``NewFileDialog``, ``layout/new_file_dialog.xml``, an AppCompat
  ``AlertDialog`` without title): caption "Name", ``new_file_dialog__name`` (hint
  ``my_note``, focused with the keyboard up) and ``new_file_dialog__ext`` (the last used
  extension, ".md" at first); "Type" and the spinner ``new_file_dialog__type``
  (``new_file_types``: Markdown, Plain Text, todo.txt, Wikitext, AsciiDoc, CSV, None;
  picking one sets the extension from ``new_file_types__file_extension``); "Template"
  and ``new_file_dialog__template`` ("Empty file"); the notes "- Folder is created
  without file extension" and "- Files and folders are not overwritten"; buttons
  ``android:id/button3`` FOLDER, ``button2`` CANCEL, ``button1`` OK. Both fields drop the
  characters ``GsFileUtils.getFilteredFilenameWithoutDisallowedChars`` forbids as they
  are typed (``makeFilenameInputFilter``). OK with a blank name only closes the dialog;
  otherwise the file ``normalizeFilename(name) + ext`` is created in the shown folder and
  opened in ``DocumentActivity`` (``MainActivity.onClickFab``). An existing file is not
  overwritten: ``GsContextUtils.writeFile`` opens a stream only for a missing file or one
  shorter than ``TEXTFILE_OVERWRITE_MIN_TEXT_LENGTH`` (2) bytes, and the callback opens
  the existing file as it is. FOLDER makes ``mkdirs(name)`` (no extension) and reloads
  the list; if a file has that name, it is opened.
* Delete (``GsFileBrowserFragment.askForDeletingFilesRecursive``, ``WrConfirmDialog``):
  title "Confirm Delete" (``alertTitle``), message "Do you really want to delete this
  Document?" ("Documents" for several) followed by a blank line and the absolute path of
  each item, buttons CANCEL (``button2``) and OK (``button1``); OK deletes the items,
  folders recursively (``WrMarkorSingleton.deleteSelectedItems``), and clears the
  selection.

Button texts are upper case as the AppCompat dialog theme's ``textAllCaps`` button
appearance shows them [inferred], drawn as borderless buttons in ``colorAccent`` #F04B4B
(``Widget.AppCompat.Button.ButtonBar.AlertDialog``). Simplifications [documented]: the template spinner
always shows "Empty file" and its drop-down is not modelled; the last used type and
extension are remembered while the app's task lives (the real app keeps them in its
preferences); the encryption and UTF-8 BOM check boxes are hidden, as on a fresh install
without a password and without experimental features.
"""

from __future__ import annotations

import posixpath
import stat

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "net.gsantner.markor"
ID = PACKAGE + ":id/"
NAME_KEY = PACKAGE + ":new_file_name"
EXT_KEY = PACKAGE + ":new_file_ext"
TYPES = ("Markdown", "Plain Text", "todo.txt", "Wikitext", "AsciiDoc", "CSV", "None")
TYPE_EXT = (".md", ".txt", ".todo.txt", ".txt", ".adoc", ".csv", "")
DISALLOWED = "<|[\\?*:\"\n\r\t\0]/>`$%;=&#@"
ACCENT = (0xF0, 0x4B, 0x4B)                 # colorAccent: AppCompat alert dialogs' text buttons
MIN_OVERWRITE_LEN = 2                      # GsContextUtils.TEXTFILE_OVERWRITE_MIN_TEXT_LENGTH


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def filter_name(text: str) -> str:
    """What the file name input filter lets through, typed character by character."""
    return "".join(ch for ch in text if ch not in DISALLOWED)


def open_new_file(model, st) -> None:
    """The FAB: show the dialog, name field focused, extension the last used one."""
    st.dialog = Page("new_file", {"type": st.data.get("last_type", 0), "dropdown": False})
    model.ui.fields[NAME_KEY] = ""
    model.ui.fields[EXT_KEY] = st.data.get("last_ext", ".md")
    model.ui.focused_field = NAME_KEY


def ask_delete(st, paths: list[str]) -> None:
    st.dialog = Page("delete", {"paths": paths})


def close(model, st) -> None:
    """Dismiss the dialog (drop-down first) and forget the dialog's fields."""
    if st.dialog is not None and st.dialog.args.get("dropdown"):
        st.dialog.args["dropdown"] = False
        return
    st.dialog = None
    for key in (NAME_KEY, EXT_KEY):
        model.ui.fields.pop(key, None)
    if model.ui.focused_field in (NAME_KEY, EXT_KEY):
        model.ui.focused_field = None


# ------------------------------------------------------------------ windows
def windows(model, m, st) -> list[Window]:
    if st.dialog is None:
        return []
    if st.dialog.name == "delete":
        return [_delete_dialog(m, st.dialog.args["paths"])]
    for key in (NAME_KEY, EXT_KEY):
        model.ui.fields[key] = filter_name(model.ui.fields.get(key, ""))
    dialog, spinner = _new_file_dialog(model, m, st.dialog)
    wins = [dialog]
    if st.dialog.args.get("dropdown"):
        wins.append(_type_dropdown(m, st.dialog.args["type"], spinner))
    return wins


def _panel(m, height: int) -> tuple[UiNode, int, int, int]:
    """An alert dialog panel (16dp inset, centred); returns (root, left, right, top)."""
    left, right = m.dp(16), m.width - m.dp(16)
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height),
                  style={"bg": "dialog", "radius": m.dp(8)})
    return root, left, right, top


def _caption(parent: UiNode, m, box, text: str) -> None:
    parent.add(UiNode(cls=widgets.TEXT_VIEW, text=text, bounds=box, style={"kind": "secondary"}))


def _buttons(parent: UiNode, m, bottom: int, left: int, right: int, buttons) -> None:
    """The button bar: ``(rid, text, action)``, neutral (button3) at the start."""
    y, h = bottom - m.dp(52), m.dp(40)
    x = right - m.dp(8)
    for rid, text, action in buttons:
        w = m.dp(24) + int(len(text) * m.dp(10))
        box = (x - w, y + m.dp(6), x, y + m.dp(6) + h) if rid != "button3" else \
            (left + m.dp(8), y + m.dp(6), left + m.dp(8) + w, y + m.dp(6) + h)
        widgets.button(parent, box, text, action, rid="android:id/" + rid).style["flat"] = ACCENT
        if rid != "button3":
            x -= w + m.dp(8)


def _new_file_dialog(model, m, page: Page) -> tuple[Window, UiNode]:
    height = m.dp(16 + 20 + 34 + 28 + 48 + 28 + 48 + 32 + 40 + 16 + 52)
    root, left, right, top = _panel(m, height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", resource_id=ID + "new_file_dialog__root",
                         bounds=(left, top, right, top + height - m.dp(52))))
    col = sv.add(UiNode(cls="android.widget.LinearLayout", bounds=sv.bounds))
    l, r = left + m.dp(16), right - m.dp(16)
    y = top + m.dp(16)
    _caption(col, m, (l, y, r, y + m.dp(20)), "Name")
    y += m.dp(20 - 14 + 14)
    split = l + (r - l) * 70 // 100
    widgets.field(col, model, m, (l, y, split, y + m.dp(48)), NAME_KEY, "my_note",
                  ID + "new_file_dialog__name")
    widgets.field(col, model, m, (split, y, r - m.dp(32), y + m.dp(48)), EXT_KEY, ".md",
                  ID + "new_file_dialog__ext")
    y += m.dp(48 + 8)
    _caption(col, m, (l, y, r, y + m.dp(20)), "Type")
    y += m.dp(20)
    spinner = _spinner(col, m, (l, y, r, y + m.dp(48)), "new_file_dialog__type", TYPES[page.args["type"]],
                       _act("type_open"))
    y += m.dp(48 + 8)
    _caption(col, m, (l, y, r, y + m.dp(20)), "Template")
    y += m.dp(20)
    _spinner(col, m, (l, y, r, y + m.dp(48)), "new_file_dialog__template", "Empty file", None)
    y += m.dp(48 + 32)
    _caption(col, m, (l, y, r, y + m.dp(20)), "- Folder is created without file extension")
    y += m.dp(20)
    _caption(col, m, (l, y, r, y + m.dp(20)), "- Files and folders are not overwritten")
    _buttons(root, m, top + height, left, right,
             (("button1", "OK", _act("create")), ("button2", "CANCEL", _act("dismiss")),
              ("button3", "FOLDER", _act("create_folder"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss")), spinner


def _spinner(parent: UiNode, m, box, rid: str, text: str, action) -> UiNode:
    node = parent.add(UiNode(cls="android.widget.Spinner", resource_id=ID + rid, clickable=True,
                             focusable=True, bounds=box, action=action, style={"kind": "row"}))
    l, t, r, b = box
    node.add(UiNode(cls="android.widget.CheckedTextView", text=text, resource_id="android:id/text1",
                    bounds=(l + m.dp(8), t, r - m.dp(24), b)))
    return node


def _type_dropdown(m, chosen: int, spinner: UiNode) -> Window:
    """The spinner's drop-down list (``simple_spinner_dropdown_item`` rows)."""
    l, t, r, b = spinner.bounds
    h = m.dp(48) * len(TYPES)
    top = b if b + h <= m.height else max(m.dp(24), t - h)
    root = UiNode(package=PACKAGE, bounds=(l, top, r, top + h), style={"bg": "dialog", "radius": m.dp(4)})
    lst = root.add(UiNode(cls="android.widget.ListView", bounds=root.bounds))
    for i, name in enumerate(TYPES):
        y = top + i * m.dp(48)
        lst.add(UiNode(cls="android.widget.CheckedTextView", text=name, resource_id="android:id/text1",
                       checkable=True, checked=i == chosen, clickable=True, focusable=True,
                       bounds=(l, y, r, y + m.dp(48)), action=_act("type_pick", i),
                       style={"kind": "list_button"}))
    return Window(PACKAGE, root, modal=True, outside=_act("dismiss"))


def _delete_dialog(m, paths: list[str]) -> Window:
    noun = "Document" if len(paths) == 1 else "Documents"
    message = f"Do you really want to delete this {noun}?\n\n" + "".join("\n" + p for p in paths)
    lines = message.count("\n") + 1
    height = m.dp(24 + 32 + 16 + 52) + lines * m.dp(20)
    root, left, right, top = _panel(m, height)
    l, r = left + m.dp(24), right - m.dp(24)
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Confirm Delete", resource_id=ID + "alertTitle",
                    bounds=(l, y, r, y + m.dp(32)), style={"kind": "title"}))
    y += m.dp(32 + 8)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=message, resource_id="android:id/message",
                    bounds=(l, y, r, y + lines * m.dp(20))))
    _buttons(root, m, top + height, left, right,
             (("button1", "OK", _act("delete_ok")), ("button2", "CANCEL", _act("dismiss"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


# ------------------------------------------------------------------ input
def perform(model, st, folder: str, verb: str, args: tuple) -> str | None:
    """A dialog button; returns the path of a file to open in the editor, if any."""
    page = st.dialog
    if page is None:
        return None
    if verb == "dismiss":
        close(model, st)
    elif verb == "type_open":
        page.args["dropdown"] = True
    elif verb == "type_pick":
        page.args["dropdown"] = False
        if args[0] != page.args["type"]:            # onItemSelected fires on a change
            page.args["type"] = st.data["last_type"] = args[0]
            model.ui.fields[EXT_KEY] = TYPE_EXT[args[0]]
    elif verb == "create":
        return _create(model, st, folder)
    elif verb == "create_folder":
        return _create_folder(model, st, folder)
    elif verb == "delete_ok":
        for path in page.args["paths"]:
            _remove(model.vfs, path)
        st.data["selected"] = []
        close(model, st)
    return None


def _typed(model) -> tuple[str, str]:
    fields = model.ui.fields
    return filter_name(fields.get(NAME_KEY, "")).strip(), filter_name(fields.get(EXT_KEY, "")).strip()


def _create(model, st, folder: str) -> str | None:
    name, ext = _typed(model)
    close(model, st)
    if not name:
        return None
    st.data["last_ext"] = ext
    path = f"{folder}/{filter_name(name).strip()}{ext}"
    try:
        info = model.vfs.stat(path)
    except FsError:
        info = None
    try:
        if info is None or (stat.S_ISREG(info.mode) and info.size < MIN_OVERWRITE_LEN):
            model.vfs.write(path, b"")
        elif not stat.S_ISREG(info.mode):
            return None                             # a folder of that name: list reloaded
    except FsError:
        return None
    return path


def _create_folder(model, st, folder: str) -> str | None:
    name, _ = _typed(model)
    close(model, st)
    if not name:
        return None
    path = f"{folder}/{name}"
    try:
        model.vfs.mkdir(path, parents=True)
    except FsError:
        pass
    try:
        return path if stat.S_ISREG(model.vfs.stat(path).mode) else None
    except FsError:
        return None


def _remove(vfs, path: str) -> None:
    """Delete a file, or a folder with everything in it."""
    try:
        if stat.S_ISDIR(vfs.stat(path, follow=False).mode):
            for name in vfs.listdir(path):
                _remove(vfs, posixpath.join(path, name))
            vfs.rmdir(path)
        else:
            vfs.unlink(path)
    except FsError:
        pass
