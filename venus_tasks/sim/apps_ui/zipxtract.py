"""ZipXtract (``com.wirelessalien.zipxtract``) screens: the Extract and Create tabs and the system
pickers they open (``docpicker``); their dialogs are drawn by ``zipxtract_dialogs``, the work
behind the buttons (extract, compress, open the folder) is ``zipxtract_work``'s, and the
files and preferences they write are in ``zipxtract_store``.

Version: v4.2 (versionCode 10, tag ``v4.2`` of WirelessAlien/ZipXtract). VenusBench-Mobile
launches ``.FragmentActivity``, which only v4.0-v4.4 have, and its FA ground truth walks
"Pick File" -> "Extract to" -> "Extract", the Extract tab of v4.0-v4.2 (v4.3 replaced
"Pick File" by "File"/"Files"); v4.2 is the last release matching both.

Sources (repo@v4.2): ``res/layout/activity_fragment.xml`` (a ``NavHostFragment`` over the
``BottomNavigationView`` ``bottomNavI`` of ``res/menu/bottom_nav.xml``: ``home`` "Extract",
``zipCreate`` "Create"), ``FragmentActivity.kt`` (a tab tap navigates to a new fragment;
BACK on Create goes to a new Extract, on Extract finishes), ``res/layout/fragment_extract.xml``
+ ``ExtractFragment.kt`` (``infoButton`` -> the About dialog; ``appName`` "ZIPXTRACT"
(textAllCaps); ``pickFileButton`` "Pick File" -> ``ACTION_OPEN_DOCUMENT`` */*, then
``fileNameTextView`` "Selected File: %1$s"; ``clear_cache_btnPF`` clears it ("No File
Selected"); ``changeDirectoryButton`` "Extract To" -> ``OpenDocumentTree``, saved to
``MyPrefs`` ``outputDirectoryUri`` and shown in ``directoryTextView`` "Selected Folder:
%1$s"; ``clear_cache_btnDP`` removes it ("No Directory Selected"); ``extractButton``
"Extract": without a file or folder only a toast; an encrypted zip asks "Enter Password"
(an ``EditText``, "Extract" / "Cancel"); the progress text ends at "100%" and the snackbar
"File extracted successfully" with "Open Folder" shows for ``LENGTH_LONG`` (2750 ms)),
``res/layout/fragment_create_zip.xml`` + ``CreateZipFragment.kt`` ("Select",
``pickFileButton`` "File" (OPEN_DOCUMENT), ``pickFilesButton`` "Files" (GET_CONTENT with
``EXTRA_ALLOW_MULTIPLE``: only a result with ``clipData``, i.e. two or more files, is
taken), ``pickFolderButton`` "Folder" (OpenDocumentTree; the folder's files are listed
in ``recyclerViewFiles``, rows ``textFileName`` + ``deleteBtn``), ``changeDirectoryButton``
"Save Zip To" (``prefs`` ``outputDirectoryUriZip``), ``createZipMBtn`` "Compress ZIP":
one file -> "Enter Password" (one password field; "Encrypt" / "Non Encrypted"; Encrypt
with no password toasts "Error creating zip file"); several files or a folder ->
"Enter Password" with the hints "password" and "Zip Name (without .zip)";
``zipSettingsBtn`` -> "Compression Settings" (three spinners saved to ``ZipPrefs`` on
"Save"), ``settingsInfo`` -> the AES note), ``res/layout/fragment_about.xml`` +
``AboutFragment.kt`` (the app icon, "Version:", ``versionNumberText`` = versionName
"4.2", and five icon buttons), ``res/values/strings.xml``. Published screenshots:
``fastlane/metadata/android/en-US/images/phoneScreenshots`` (v4.0: same Extract tab).

No first-run screen: targetSdk 33 on Android 13 denies the storage permissions the app
requests (READ/WRITE_EXTERNAL_STORAGE) without a dialog, and its denied dialog is for
API < 30 only; everything goes through the document pickers.

[documented] Toasts are not shown; the "Open Folder" action opens Files on that folder;
the About dialog's buttons (GitHub, issues, license, donate, share) do nothing; spinner
lists open as a popup of their values; marquee/ellipsis of long names is not drawn.
"""

from __future__ import annotations

import posixpath

from venus_tasks.sim.apps_ui import docpicker, state, widgets
from venus_tasks.sim.apps_ui import zipxtract_dialogs as dialogs
from venus_tasks.sim.apps_ui import zipxtract_look as look
from venus_tasks.sim.apps_ui import zipxtract_store as store
from venus_tasks.sim.apps_ui import zipxtract_work as work
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
SNACK_MS = 2750                                  # Snackbar.LENGTH_LONG


_act = dialogs.act
PASSWORD_KEY, ZIPNAME_KEY, SPINNERS = dialogs.PASSWORD_KEY, dialogs.ZIPNAME_KEY, dialogs.SPINNERS


# ------------------------------------------------------------------ fragment state
def _frag(model, st) -> dict:
    """The shown fragment's state, made as its ``onViewCreated`` makes it (folders
    restored from the preferences)."""
    f = st.data.get("frag")
    if f is None:
        tab = st.data.get("tab", "extract")
        if tab == "extract":
            folder = store.folder_of(store.read_prefs(model, store.EXTRACT_PREFS).get("outputDirectoryUri"))
            f = {"tab": "extract", "archive": None, "file_text": "", "out": folder,
                 "out_text": _folder_text(folder, True), "progress": "", "snack": None}
        else:
            folder = store.folder_of(store.read_prefs(model, store.CREATE_PREFS).get("outputDirectoryUriZip"))
            f = {"tab": "create", "single": None, "files": [], "folder": None, "file_text": "", "out": folder,
                 "out_text": _folder_text(folder, True), "snack": None}
        st.data["frag"] = f
    return f


def _folder_text(folder: str | None, restored: bool) -> str:
    """``directoryTextView``: "Selected Folder: %1$s" for a folder, empty without one."""
    return f"Selected Folder: {store.shown_path(folder, restored)}" if folder else ""


def _navigate(st, tab: str) -> None:
    """``navController.navigate``: a new fragment instance (its picks are gone)."""
    st.data["tab"] = tab
    st.data.pop("frag", None)
    st.dialog = None


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == docpicker.NAME:
        docpicker.build_page(model, root, m, status, PACKAGE, page, _act)
        return
    c = look.colours(model)
    root.style["bg"] = c["surface"]
    f = _frag(model, st)
    nav_top = m.height - m.dp(80)
    (_extract if f["tab"] == "extract" else _create)(model, root, m, status, f, nav_top, c)
    _bottom_nav(root, m, f["tab"], nav_top, c)
    if f.get("snack") is not None and model.clock.now_ns() - f["snack"][0] < SNACK_MS * 10**6:
        _snackbar(root, m, nav_top, f["snack"][1])


def _text(parent: UiNode, m, box, text: str, rid: str = "", c: dict | None = None, size: int = 18,
          centered: bool = False) -> UiNode:
    """A TextView in colorOnSurface, ``size`` sp (the layouts' 18sp unless given)."""
    style = {"size": size, "centred": centered}
    if c is not None:
        style["ink"] = c["on_surface"]
    return parent.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=rid, bounds=box, style=style))


def _button(parent: UiNode, m, cx: int, y: int, text: str, action: tuple, rid: str, c: dict) -> UiNode:
    w = m.dp(48) + int(len(text) * m.dp(9))
    node = widgets.button(parent, (cx - w // 2, y, cx + w // 2, y + m.dp(48)), text, action, rid=ID + rid)
    node.style = look.button_style(c)
    return node


def _icon(parent: UiNode, m, x: int, y: int, path: str, action: tuple, rid: str, c: dict, desc: str = "") -> UiNode:
    node = widgets.icon_button(parent, (x, y, x + m.dp(48), y + m.dp(48)), "none", action, rid=ID + rid,
                               desc=desc, cls="android.widget.Button")
    node.style = look.icon_style(c, path)
    return node


def _extract(model, root: UiNode, m, status: int, f: dict, nav_top: int, c: dict) -> None:
    top, W = status + m.dp(16), m.width
    _icon(root, m, W - m.dp(64), top, look.INFO, _act("about"), "infoButton", c)
    y = top + m.dp(90)
    _text(root, m, (m.dp(16), y, W - m.dp(16), y + m.dp(48)), "ZIPXTRACT", ID + "appName", c, 35, True)
    mid = (top + nav_top) // 2 - m.dp(24)
    cx = W // 2
    pick = _button(root, m, cx, mid, "Pick File", _act("pick_file"), "pickFileButton", c)
    _icon(root, m, pick.bounds[2], mid, look.CACHE_DELETE, _act("clear_file"), "clear_cache_btnPF", c)
    y = mid + m.dp(48 + 10)
    if f["file_text"]:
        _text(root, m, (m.dp(16), y, W - m.dp(16), y + m.dp(25)), f["file_text"], ID + "fileNameTextView", c,
              centered=True)
    y += m.dp(25 + 20)
    to = _button(root, m, cx, y, "Extract To", _act("extract_to"), "changeDirectoryButton", c)
    _icon(root, m, to.bounds[2], y, look.CACHE_DELETE, _act("clear_dir"), "clear_cache_btnDP", c)
    y += m.dp(48 + 16)
    scroll = root.add(UiNode(cls="android.widget.HorizontalScrollView", resource_id=ID + "directoryScrollView",
                             bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(28))))
    if f["out_text"]:
        _text(scroll, m, (m.dp(16), y, W - m.dp(16), y + m.dp(28)), f["out_text"],
              ID + "directoryTextView", c)
    y += m.dp(28 + 16)
    _button(root, m, cx, y, "Extract", _act("extract"), "extractButton", c)
    if f["progress"]:
        _text(root, m, (m.dp(16), y + m.dp(56), W - m.dp(16), y + m.dp(82)), f["progress"],
              ID + "progressTextView", c, centered=True)


def _create(model, root: UiNode, m, status: int, f: dict, nav_top: int, c: dict) -> None:
    top, W = status + m.dp(16 + 30), m.width
    _text(root, m, (m.dp(16), top + m.dp(12), m.dp(160), top + m.dp(40)), "Select", ID + "select", c, 20)
    _icon(root, m, W - m.dp(64), top, look.CACHE_DELETE, _act("clear_files"), "clear_cache_btnPF", c)
    y = top + m.dp(48 + 10)
    strip = root.add(UiNode(cls="android.widget.HorizontalScrollView", resource_id=ID + "relativeLayout",
                            bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(52))))
    bw = (W - m.dp(32) - m.dp(12)) // 3
    for i, (text, verb, rid, path) in enumerate((("File", "pick_one", "pickFileButton", look.COPY_FILE),
                                                 ("Files", "pick_many", "pickFilesButton", look.FILES_COPY),
                                                 ("Folder", "pick_folder", "pickFolderButton", look.FOLDER_COPY))):
        x = m.dp(16) + i * (bw + m.dp(6))
        node = widgets.button(strip, (x, y + m.dp(2), x + bw, y + m.dp(50)), text, _act(verb), rid=ID + rid)
        node.style = look.button_style(c, path)
    y += m.dp(52 + 10)
    if f["file_text"]:
        _text(root, m, (m.dp(16), y, W - m.dp(16), y + m.dp(25)), f["file_text"], ID + "fileNameTextView", c,
              centered=True)
    y += m.dp(25)
    box = (m.dp(16), y, W - m.dp(16), y + m.dp(100))
    listed = _cache_files(f)

    def item(index: int, name: str):
        def make(lst, yy):
            card = lst.add(UiNode(cls="android.widget.FrameLayout", bounds=(box[0], yy, box[2], yy + m.dp(48)),
                                  style={"kind": "row"}))
            card.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "fileIcon",
                            bounds=(box[0] + m.dp(8), yy + m.dp(12), box[0] + m.dp(32), yy + m.dp(36)),
                            style={"kind": "vector", "path": look.COPY_FILE, "ink": c["on_surface_variant"]}))
            card.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "textFileName", clickable=True,
                            focusable=True, bounds=(box[0] + m.dp(40), yy + m.dp(12), box[2] - m.dp(56), yy + m.dp(36)),
                            action=_act("noop"), style={"ink": c["on_surface"]}))
            btn = widgets.icon_button(card, (box[2] - m.dp(52), yy, box[2] - m.dp(4), yy + m.dp(48)), "delete",
                                      _act("remove_file", index), rid=ID + "deleteBtn", cls="android.widget.Button")
            btn.style = look.icon_style(c, look.DELETE)
        return m.dp(48), make

    widgets.vlist(model, root, m, box, PACKAGE + "/files", [item(i, n) for i, n in enumerate(listed)],
                  rid=ID + "recyclerViewFiles")
    y += m.dp(100 + 20)
    cx = W // 2
    save = _button(root, m, cx, y, "Save Zip To", _act("save_zip_to"), "changeDirectoryButton", c)
    _icon(root, m, save.bounds[2], y, look.CACHE_DELETE, _act("clear_dir"), "clear_cache_btnDP", c)
    y += m.dp(48 + 16)
    scroll = root.add(UiNode(cls="android.widget.HorizontalScrollView", resource_id=ID + "directoryScrollView",
                             bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(28))))
    if f["out_text"]:
        _text(scroll, m, (m.dp(16), y, W - m.dp(16), y + m.dp(28)), f["out_text"],
              ID + "directoryTextView", c)
    y += m.dp(28 + 16)
    comp = _button(root, m, cx - m.dp(24), y, "Compress ZIP", _act("compress"), "createZipMBtn", c)
    _icon(root, m, comp.bounds[2], y, look.SETTINGS, _act("settings"), "zipSettingsBtn", c)
    _icon(root, m, comp.bounds[2] + m.dp(48), y, look.HELP, _act("settings_info"), "settingsInfo", c)


def _cache_files(f: dict) -> list[str]:
    """The names the create list shows (the files copied to the app's cache)."""
    if f.get("folder_files"):
        return [posixpath.basename(p) for p, _ in f["folder_files"]]
    return [posixpath.basename(p) for p in f["files"]]


def _bottom_nav(root: UiNode, m, tab: str, top: int, c: dict) -> None:
    """Material 3's BottomNavigationView (80dp): the checked item's icon on its indicator pill,
    labels in colorOnSurface (checked) or colorOnSurfaceVariant."""
    bar = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "bottomNavI",
                          bounds=(0, top, m.width, m.height), style={"bg": c["nav"]}))
    half = m.width // 2
    for i, (label, rid, key, path) in enumerate((("Extract", "home", "extract", look.EXTRACT_Z),
                                                 ("Create", "zipCreate", "create", look.CREATE_Z))):
        on = tab == key
        icon_style = {"kind": "vector", "path": path,
                      "ink": c["on_secondary_container"] if on else c["on_surface_variant"]}
        if on:
            icon_style["indicator"] = (c["secondary_container"], 64, 32)
        x = i * half
        item = bar.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + rid, desc=label, clickable=True,
                              focusable=True, selected=tab == key, bounds=(x, top, x + half, m.height),
                              action=_act("tab", key)))
        item.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "navigation_bar_item_icon_view",
                        bounds=(x + half // 2 - m.dp(12), top + m.dp(16), x + half // 2 + m.dp(12), top + m.dp(40)),
                        style=icon_style))
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=label,
                        resource_id=ID + ("navigation_bar_item_large_label_view" if tab == key
                                          else "navigation_bar_item_small_label_view"),
                        bounds=(x + m.dp(8), top + m.dp(44), x + half - m.dp(8), top + m.dp(66)),
                        style={"size": 12, "centred": True, "ink": c["on_surface"] if on else c["on_surface_variant"]}))


def _snackbar(root: UiNode, m, bottom: int, text: str) -> None:
    top = bottom - m.dp(64)
    bar = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "snackbar_layout",
                          bounds=(m.dp(8), top, m.width - m.dp(8), bottom - m.dp(8)), style={"kind": "card"}))
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + "snackbar_text",
                   bounds=(m.dp(24), top + m.dp(16), m.width - m.dp(140), bottom - m.dp(24))))
    bar.add(UiNode(cls="android.widget.Button", text="Open Folder", resource_id=ID + "snackbar_action",
                   clickable=True, focusable=True, bounds=(m.width - m.dp(132), top + m.dp(8), m.width - m.dp(16),
                                                           bottom - m.dp(16)), action=_act("open_folder")))


# ------------------------------------------------------------------ dialogs
def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return []
    if page is not None and page.name == docpicker.NAME:
        return docpicker.windows(model, m, PACKAGE, page, _act)
    d = st.dialog
    if d is None:
        return []
    if d.name == "about":
        return [dialogs.about(m)]
    if d.name == "password":
        return [dialogs.password(model, m, d)]
    if d.name == "settings":
        return dialogs.settings(model, m, d)
    if d.name == "info":
        return [dialogs.alert(m, "", ("Encrypting files with the AES encryption method is time-consuming. If you have a low "
                               "end device, it is recommended to use the default method (ZIP_STANDARD)."),
                       (("button1", "OK", _act("dismiss")),), look.colours(model))]
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == docpicker.NAME:
        result = docpicker.perform(model, PACKAGE, page, verb, args)
        if result is not None:
            state.pop(model, PACKAGE)
            _picked(model, st, page.args["tag"], result)
        return
    f = _frag(model, st)
    d = st.dialog
    if d is not None:
        _dialog_verb(model, st, f, d, verb, args)
        return
    if verb == "tab":
        if args[0] != f["tab"]:                  # navigate(); on its own tab popBackStack keeps it
            _navigate(st, args[0])
    elif verb == "about":
        st.dialog = Page("about")
    elif verb == "pick_file":
        docpicker.open_page(model, PACKAGE, docpicker.OPEN, "archive")
    elif verb == "clear_file":
        f.update(archive=None, file_text="No File Selected")
    elif verb == "extract_to":
        docpicker.open_page(model, PACKAGE, docpicker.TREE, "extract_to")
    elif verb == "clear_dir":
        if f["tab"] == "extract":
            store.write_prefs(model, store.EXTRACT_PREFS, {"outputDirectoryUri": None})
        else:
            store.write_prefs(model, store.CREATE_PREFS, {"outputDirectoryUriZip": None})
        f.update(out=None, out_text="No Directory Selected")
    elif verb == "extract":
        _extract_now(model, st, f)
    elif verb == "open_folder":
        work.open_folder(model, f)
    elif verb == "pick_one":
        docpicker.open_page(model, PACKAGE, docpicker.OPEN, "one")
    elif verb == "pick_many":
        f.update(files=[], folder=None, folder_files=[])        # the cache is emptied first
        docpicker.open_page(model, PACKAGE, docpicker.MULTI, "many")
    elif verb == "pick_folder":
        f.update(files=[], folder=None, folder_files=[])
        docpicker.open_page(model, PACKAGE, docpicker.TREE, "folder")
    elif verb == "save_zip_to":
        docpicker.open_page(model, PACKAGE, docpicker.TREE, "save_to")
    elif verb == "clear_files":
        f.update(files=[], folder=None, folder_files=[], single=None, file_text="No File Selected")
    elif verb == "remove_file":
        _remove_cached(f, args[0])
    elif verb == "settings":
        st.dialog = Page("settings", dict(store.zip_settings(model)))
    elif verb == "settings_info":
        st.dialog = Page("info")
    elif verb == "compress":
        if f["single"]:
            _open_password(model, st, "single")
        elif f["files"] or f.get("folder_files"):
            _open_password(model, st, "multi")


def _open_password(model, st, kind: str, **extra) -> None:
    st.dialog = Page("password", {"kind": kind, **extra})
    model.ui.fields[PASSWORD_KEY] = ""
    model.ui.fields[ZIPNAME_KEY] = ""
    model.ui.focused_field = PASSWORD_KEY        # the dialog's first EditText takes focus


def _close_dialog(model, st) -> None:
    st.dialog = None
    model.ui.fields.pop(PASSWORD_KEY, None)
    model.ui.fields.pop(ZIPNAME_KEY, None)
    model.ui.focused_field = None


def _dialog_verb(model, st, f: dict, d: Page, verb: str, args: tuple) -> None:
    if verb == "dismiss":
        _close_dialog(model, st)
    elif verb == "spinner":
        d.args["open"] = args[0]
    elif verb == "spin_close":
        d.args.pop("open", None)
    elif verb == "spin_pick":
        d.args[args[0]] = args[1]
        d.args.pop("open", None)
    elif verb == "settings_save":
        store.write_prefs(model, store.ZIP_PREFS, {k: d.args[k] for k, *_ in SPINNERS})
        _close_dialog(model, st)
    elif verb in ("pw_ok", "pw_plain") and d.name == "password":
        password = model.ui.fields.get(PASSWORD_KEY, "")
        typed = model.ui.fields.get(ZIPNAME_KEY, "")
        _close_dialog(model, st)
        kind = d.args["kind"]
        if kind == "extract":
            work.run_extract(model, f, d.args["archive"], d.args["out"], password or None, d.args["folder"])
        elif kind == "single":
            work.compress_single(model, f, password if verb == "pw_ok" else None, verb == "pw_ok")
        else:
            work.compress_many(model, f, store.zip_display_name(typed), password if verb == "pw_ok" else None)


def _picked(model, st, tag: str, result: tuple) -> None:
    f = _frag(model, st)
    kind, value = result
    if tag == "archive":
        f.update(archive=value[0], file_text=f"Selected File: {posixpath.basename(value[0])}")
    elif tag == "extract_to":
        store.write_prefs(model, store.EXTRACT_PREFS, {"outputDirectoryUri": store.tree_uri(value)})
        f.update(out=value, out_text=_folder_text(value, False))
    elif tag == "save_to":
        store.write_prefs(model, store.CREATE_PREFS, {"outputDirectoryUriZip": store.tree_uri(value)})
        f.update(out=value, out_text=_folder_text(value, False))
    elif tag == "one":
        f.update(single=value[0], file_text=f"Selected File: {posixpath.basename(value[0])}")
    elif tag == "many" and len(value) > 1:      # one file comes back as data, not clipData: ignored
        f.update(files=list(value), file_text=f"Files Selected: {len(value)}")
    elif tag == "folder":
        found = []
        work.walk(model, value, "", found)
        f.update(folder=value, folder_files=found, file_text=posixpath.basename(value))



def _remove_cached(f: dict, index: int) -> None:
    if f.get("folder_files"):
        if index < len(f["folder_files"]):
            del f["folder_files"][index]
    elif index < len(f["files"]):
        del f["files"][index]


def _extract_now(model, st, f: dict) -> None:
    archive, out = f["archive"], f["out"]
    if archive is None or out is None or not model.vfs.exists(out):
        return                                   # toasts "Please pick a file..." / "...where to extract..."
    name = posixpath.basename(archive)
    if name.lower().endswith(".zip"):
        try:
            data = model.vfs.read(archive)
        except Exception:                        # noqa: BLE001 - a vanished file: extraction fails
            return
        if store.is_encrypted_zip(data):
            folder = store.create_directory(model, out, name.rpartition(".")[0])
            _open_password(model, st, "extract", archive=archive, out=out, folder=folder)
            return
    work.run_extract(model, f, archive, out, None, None)







def long_press(model, verb: str, args: tuple, x: int, y: int) -> bool:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == docpicker.NAME:
        return docpicker.long_press(model, page, verb, args)
    return False


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if page is not None and page.name == docpicker.NAME:
        if not docpicker.back(model, page):
            state.pop(model, PACKAGE)            # the picker closes: RESULT_CANCELED
        return True
    if st.dialog is not None:
        if st.dialog.args.get("open"):
            st.dialog.args.pop("open")
        else:
            _close_dialog(model, st)
        return True
    if _frag(model, st)["tab"] != "extract":
        _navigate(st, "extract")
        return True
    return False


def enter(model) -> bool:
    focused = model.ui.focused_field
    if focused == PASSWORD_KEY:
        model.ui.focused_field = ZIPNAME_KEY if ZIPNAME_KEY in model.ui.fields else None
        return True
    if focused in (ZIPNAME_KEY, docpicker.FOLDER_KEY):
        return True
    return False
