"""Simple Draw Pro's dialogs and the system pickers it opens: the overflow menu, the
colour picker, "Save as", "Save before closing?", the create-document screen that writes
the saved file and the open-file picker.

Sources: SimpleMobileTools/Simple-Draw 6.9.3 (``dialogs/SaveImageDialog.kt``,
``res/layout/dialog_save_image.xml``, ``MainActivity.trySaveImage``/``openUri``) and
Simple-Commons:

* Colour picker: Simple-Commons' dialog (``draw_colors``).
* Save as (title "Save as", path hidden on Android 10+): ``save_image_filename``
  (``image_<yyyy_MM_dd_HH_mm_ss>`` at first, then the last name), the radio buttons
  ``save_image_radio_png`` ".png", ``_svg`` ".svg", ``_jpg`` ".jpg" (the last used
  extension, .jpg after opening a picture, else .png); OK with an empty name or one with
  characters a file name cannot hold keeps the dialog open.
* OK opens the system's create-document screen (``ACTION_CREATE_DOCUMENT``, the title
  ``name.ext``): it shows a folder, its entries, the file name and SAVE, which writes
  the file; a name already taken in the folder becomes ``name (1).ext``, as
  DocumentsUI does.

[inferred] The create-document screen opens in Download (DocumentsUI's default root
without an initial location) and the open-file picker at the top of internal storage,
listing folders and pictures; both are drawn as pages of the app's own window (the real
ones are DocumentsUI activities) with a toolbar titled by the folder, "Navigate up",
rows of entries, and for create the name field ``android:id/title`` hint "File name"
and the SAVE button ``android:id/button1`` [simplified layout; the app chooser a device
with several pickers may show before the open-file picker is not modelled, nor the
pickers' navigation drawer of roots]. The unsaved-changes
dialog text "Save before closing?" is Simple-Commons' ``save_before_closing`` [inferred
wording].
"""

from __future__ import annotations

import datetime
import posixpath
import stat

from PIL import Image, ImageDraw

from venus_tasks.sim.apps_ui import draw_canvas as dc
from venus_tasks.sim.apps_ui import draw_colors
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.identity import ROOT, app_cred

PACKAGE = "com.simplemobiletools.draw.pro"
ID = PACKAGE + ":id/"
HEX_KEY = PACKAGE + ":hex"          # draw_colors.hex_key(PACKAGE)
NAME_KEY = PACKAGE + ":filename"
DOC_KEY = PACKAGE + ":docname"
SHARED = "/storage/emulated/0"
SAVE_ROOT = SHARED + "/Download"
EXTENSIONS = ("png", "svg", "jpg")
PICTURE_EXT = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp")
BAD_NAME_CHARS = '/\\:*?"<>|\n\r\t\0'       # isAValidFilename


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def _draw():
    from venus_tasks.sim.apps_ui import draw
    return draw


def swatch(rgb: tuple[int, int, int], diameter: int | None = None, box: int = 48) -> ImageRef:
    """A disc of colour ``rgb`` (``diameter`` px, default the whole ``box``) as a picture."""
    d = diameter or box

    def load() -> Image.Image:
        img = Image.new("RGBA", (box, box), (0, 0, 0, 0))
        o = (box - d) // 2
        ImageDraw.Draw(img).ellipse((o, o, o + d - 1, o + d - 1), fill=rgb + (255,))
        return img

    return ImageRef(f"swatch:{dc.rgb_hex(rgb)}:{d}:{box}", load)


# ------------------------------------------------------------------ opening dialogs
def open_color(model, st, target: str, rgb: tuple[int, int, int]) -> None:
    """The colour picker for ``target`` (``brush`` or ``bg``) starting at ``rgb``."""
    st.dialog = draw_colors.open_page(model, PACKAGE, rgb, target=target)


def open_save_as(model, st, c: dict) -> None:
    """The "Save as" dialog: the last name or ``image_<date_time>``, the canvas's extension."""
    now = datetime.datetime.fromtimestamp(model.clock.now_ns() / 1e9, model.timezone())
    name = c["name"] or "image_" + now.strftime("%Y_%m_%d_%H_%M_%S")
    st.dialog = Page("save_as", {"ext": c["ext"] if c["ext"] in EXTENSIONS else "png"})
    model.ui.fields[NAME_KEY] = name
    model.ui.focused_field = NAME_KEY           # alertDialog.showKeyboard(filename)


# ------------------------------------------------------------------ windows
def windows(model, m, st) -> list[Window]:
    """The open dialog's window (menu, colour picker, Save as, unsaved changes)."""
    d = st.dialog
    if d.name == "menu":
        return [_menu(m)]
    if d.name == "color":
        return [draw_colors.window(model, m, PACKAGE, d, _act("color_ok"), _act("dismiss"))]
    if d.name == "save_as":
        return [_save_as(model, m, d)]
    if d.name == "unsaved":
        return [_unsaved(m)]
    return []


def _panel(m, height: int) -> tuple[UiNode, int, int, int]:
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(8)})
    return root, left, right, top


def _buttons(root: UiNode, m, bottom: int, right: int, buttons) -> None:
    x = right - m.dp(8)
    y = bottom - m.dp(52)
    for rid, text, action in buttons:
        w = m.dp(24) + int(len(text) * m.dp(10))
        widgets.button(root, (x - w, y + m.dp(6), x, y + m.dp(46)), text, action, rid="android:id/" + rid)
        x -= w + m.dp(8)


def _menu(m) -> Window:
    items = ("Open file", "Change background color", "Print", "Settings", "About")
    w, h = m.dp(240), m.dp(48)
    l, t = m.width - w - m.dp(8), m.dp(24) + m.dp(4)
    root = UiNode(package=PACKAGE, bounds=(l, t, l + w, t + h * len(items)), style={"bg": "dialog", "radius": m.dp(4)})
    lst = root.add(UiNode(cls="android.widget.ListView", bounds=root.bounds))
    for i, text in enumerate(items):
        row = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                             bounds=(l, t + i * h, l + w, t + (i + 1) * h), action=_act("menu_item", text),
                             style={"kind": "list_button"}))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id="android:id/title",
                       bounds=(l + m.dp(16), t + i * h + m.dp(12), l + w - m.dp(8), t + (i + 1) * h - m.dp(12))))
    return Window(PACKAGE, root, modal=True, outside=_act("dismiss"))


def _save_as(model, m, page: Page) -> Window:
    height = m.dp(24 + 32 + 16 + 56 + 16 + 3 * 48 + 16 + 52)
    root, left, right, top = _panel(m, height)
    l, r = left + m.dp(24), right - m.dp(24)
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Save as", resource_id="android:id/alertTitle",
                    bounds=(l, y, r, y + m.dp(32)), style={"kind": "title"}))
    y += m.dp(48)
    widgets.field(root, model, m, (l, y, r, y + m.dp(56)), NAME_KEY, "Filename", ID + "save_image_filename")
    y += m.dp(72)
    group = root.add(UiNode(cls="android.widget.RadioGroup", resource_id=ID + "save_image_radio_group",
                            bounds=(l, y, r, y + 3 * m.dp(48))))
    for ext in EXTENSIONS:
        group.add(UiNode(cls="android.widget.RadioButton", text="." + ext, resource_id=ID + f"save_image_radio_{ext}",
                         checkable=True, checked=page.args["ext"] == ext, clickable=True, focusable=True,
                         bounds=(l, y, r, y + m.dp(48)), action=_act("ext", ext), style={"kind": "list_button"}))
        y += m.dp(48)
    _buttons(root, m, top + height, right, (("button1", "OK", _act("save_ok")),
                                            ("button2", "Cancel", _act("dismiss"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


def _unsaved(m) -> Window:
    height = m.dp(24 + 48 + 52)
    root, left, right, top = _panel(m, height)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Save before closing?", resource_id=ID + "message",
                    bounds=(left + m.dp(24), top + m.dp(24), right - m.dp(24), top + m.dp(64))))
    _buttons(root, m, top + height, right, (("button1", "Save", _act("unsaved_save")),
                                            ("button2", "Discard", _act("unsaved_discard"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


# ------------------------------------------------------------------ picker pages
def _entries(model, folder: str, pictures_only: bool) -> list[tuple[str, bool]]:
    try:
        names = [n for n in model.vfs.listdir(folder) if not n.startswith(".")]
    except FsError:
        return []
    dirs, files = [], []
    for name in sorted(names, key=str.lower):
        try:
            info = model.vfs.stat(posixpath.join(folder, name))
        except FsError:
            continue
        if stat.S_ISDIR(info.mode):
            dirs.append((name, True))
        elif not pictures_only or name.lower().endswith(PICTURE_EXT):
            files.append((name, False))
    return dirs + files


def _folder_title(folder: str) -> str:
    return "Internal storage" if folder == SHARED else posixpath.basename(folder)


def build_page(model, root: UiNode, m, status: int, page: Page) -> None:
    """The open-file picker (``open``) or the create-document screen (``save_to``)."""
    root.style["bg"] = "surface"
    folder = page.args["dir"]
    widgets.toolbar(root, m, status, _folder_title(folder), up=_act("up"))
    top = status + m.dp(64)
    bottom = m.height - (m.dp(72) if page.name == "save_to" else 0)

    def item(name: str, is_dir: bool):
        def make(lst, y):
            node = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                                  bounds=(0, y, m.width, y + m.dp(56)),
                                  action=_act("entry", name, is_dir), style={"kind": "row"}))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id="android:id/title",
                            bounds=(m.dp(72), y + m.dp(16), m.width - m.dp(16), y + m.dp(40))))
        return m.dp(56), make

    entries = _entries(model, folder, pictures_only=page.name == "open")
    widgets.vlist(model, root, m, (0, top, m.width, bottom), PACKAGE + "/picker/" + folder,
                  [item(n, d) for n, d in entries], rid="com.android.documentsui:id/dir_list")
    if page.name == "save_to":
        y = bottom + m.dp(12)
        widgets.field(root, model, m, (m.dp(16), y, m.width - m.dp(120), y + m.dp(48)), DOC_KEY, "File name",
                      "android:id/title")
        widgets.button(root, (m.width - m.dp(108), y, m.width - m.dp(16), y + m.dp(48)), "SAVE",
                       _act("doc_save"), rid="android:id/button1")


# ------------------------------------------------------------------ input
def perform(model, st, page: Page | None, verb: str, args: tuple, x: int, y: int) -> None:
    """A tap in a dialog or on a picker page."""
    draw = _draw()
    d = st.dialog
    if d is not None:
        _dialog_verb(model, st, d, verb, args, x, y)
        return
    if verb == "up":
        back(model, st, page)
    elif verb == "entry":
        name, is_dir = args
        path = posixpath.join(page.args["dir"], name)
        if is_dir:
            page.args["dir"] = path
        elif page.name == "open":
            try:
                data = model.vfs.read(path)
            except FsError:
                return
            state.pop(model, PACKAGE)
            draw.open_picture(model, path, data)
        else:
            model.ui.fields[DOC_KEY] = name
    elif verb == "doc_save":
        _write(model, page)


def _dialog_verb(model, st, d: Page, verb: str, args: tuple, x: int, y: int) -> None:
    draw = _draw()
    if verb == "dismiss":
        _close(model, st)
    elif verb == "menu_item":
        st.dialog = None
        if args[0] == "Open file":
            state.push(model, PACKAGE, Page("open", {"dir": SHARED}))
        elif args[0] == "Change background color":
            open_color(model, st, "bg", draw.config(model)["bg"])
    elif draw_colors.handle(model, PACKAGE, d, verb, args, x, y):
        pass
    elif verb == "color_ok":
        rgb = draw_colors.current(model, PACKAGE, d)
        cfg, c = draw.config(model), draw.canvas(model)
        if d.args["target"] == "bg":              # updateBackgroundColor drops the picture
            cfg["bg"] = rgb
            c["pic"], c["pic_key"] = None, ""
        else:
            cfg["color"] = rgb
            c["eraser"] = False
        _close(model, st)
    elif verb == "ext":
        d.args["ext"] = args[0]
    elif verb == "save_ok":
        name = model.ui.fields.get(NAME_KEY, "").strip()
        if not name or any(ch in BAD_NAME_CHARS for ch in name):
            return
        ext = d.args["ext"]
        c, cfg = draw.canvas(model), draw.config(model)
        c["name"], c["ext"] = name, ext
        cfg["ext"] = ext
        _close(model, st)
        state.push(model, PACKAGE, Page("save_to", {"dir": SAVE_ROOT, "ext": ext}))
        model.ui.fields[DOC_KEY] = f"{name}.{ext}"
        model.ui.focused_field = None
    elif verb == "unsaved_save":
        _close(model, st)
        open_save_as(model, st, draw.canvas(model))
    elif verb == "unsaved_discard":
        _close(model, st)
        model.activities.back()


def _close(model, st) -> None:
    st.dialog = None
    for key in (HEX_KEY, NAME_KEY):
        model.ui.fields.pop(key, None)
    if model.ui.focused_field in (HEX_KEY, NAME_KEY):
        model.ui.focused_field = None


def _unique(model, folder: str, name: str) -> str:
    stem, dot, ext = name.rpartition(".")
    if not dot:
        stem, ext = name, ""
    candidate, n = name, 0
    while model.vfs.exists(posixpath.join(folder, candidate)):
        n += 1
        candidate = f"{stem} ({n})" + (f".{ext}" if dot else "")
    return candidate


def _write(model, page: Page) -> None:
    """SAVE: the canvas written in the format chosen in "Save as" (``onActivityResult``)."""
    draw = _draw()
    name = model.ui.fields.get(DOC_KEY, "").strip()
    if not name or any(ch in BAD_NAME_CHARS for ch in name):
        return
    folder = page.args["dir"]
    c, cfg = draw.canvas(model), draw.config(model)
    size = c["size"] or model.screen_size()
    ext = page.args["ext"]
    if ext == "svg":
        blob = dc.svg(size, cfg["bg"], tuple(c["strokes"]))
    else:
        blob = dc.encode(draw.picture(model, size), ext)
    path = posixpath.join(folder, _unique(model, folder, name))
    pkg = model.packages.get(PACKAGE)
    try:                            # written as the app; as root if that is refused
        model.vfs.write(path, blob, cred=app_cred(pkg.uid) if pkg else ROOT)
    except FsError:
        model.vfs.write(path, blob)
    c["saved"] = (tuple(c["strokes"]), c["pic_key"])
    state.pop(model, PACKAGE)
    model.ui.fields.pop(DOC_KEY, None)


def back(model, st, page: Page | None) -> bool:
    """BACK closes a dialog, goes up a folder in a picker or closes the picker."""
    if st.dialog is not None:
        _close(model, st)
        return True
    if page is None:
        return False
    folder = page.args["dir"]
    if folder != SHARED:                      # up a folder, then out of the picker
        page.args["dir"] = posixpath.dirname(folder)
        return True
    state.pop(model, PACKAGE)
    model.ui.fields.pop(DOC_KEY, None)
    return True
