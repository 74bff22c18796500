"""Simple Gallery Pro's editor (``EditActivity``) in draw mode, and its Save as dialog.

Source: SimpleMobileTools/Simple-Gallery, ``activities/EditActivity.kt``,
``views/EditorDrawCanvas.kt``, ``dialogs/SaveAsDialog.kt``, ``helpers/Config.kt``,
``res/layout/activity_edit.xml``, ``bottom_editor_primary_actions.xml``,
``bottom_editor_draw_actions.xml``, ``res/menu/menu_editor.xml``:

* toolbar ``editor_toolbar`` with "Navigate up" and the menu: Save as (``save_as``)
  [inferred: shown as an action], Edit with and Share in the overflow;
* the picture in ``default_image_view``; the primary actions ``bottom_primary_filter``
  "Filter", ``bottom_primary_crop_rotate`` "Transform", ``bottom_primary_draw`` "Draw"
  (a second tap on the chosen one deselects it); none chosen at first
  (``PRIMARY_ACTION_NONE``);
* in draw mode the picture is shown in ``editor_draw_canvas`` and the draw actions
  appear: the brush size seek bar ``bottom_draw_width`` (``lastEditorBrushSize``, 50 at
  first), ``bottom_draw_color_clickable`` "Change color" (``lastEditorDrawColor``, the
  primary colour #F57C00 at first; the Simple-Commons colour picker, ``draw_colors``)
  and ``bottom_draw_undo`` "Undo"; a stroke is ``full_brush_size`` (40dp [inferred, as
  Simple Draw]) x size / 100 wide;
* Save as in draw mode (``saveImage``): the drawing canvas's bitmap -- the picture as
  shown, fitted to the canvas, with the strokes -- goes through ``SaveAsDialog``: title
  "Save as", ``folder_value`` (the picture's folder, humanised "Internal storage/..."),
  ``filename_value`` (the name with ``_1`` appended), ``extension_value`` (the
  picture's); OK with an empty name or extension keeps the dialog; an existing file asks
  "File <name> already exists. Overwrite?" (``ConfirmationDialog``, Yes / No); the file
  is written (JPEG at quality 90 [inferred]) and the editor closes.

Without draw mode, Save as writes the picture unchanged [simplification: filters and
crop are not modelled]. The draw colour and brush size are kept as preferences until
``pm clear``.
"""

from __future__ import annotations

import io
import posixpath

from PIL import Image, ImageDraw

from venus_tasks.sim.apps_ui import draw_canvas as dc
from venus_tasks.sim.apps_ui import draw_colors, state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen import image_ref
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.identity import ROOT, app_cred

PACKAGE = "com.simplemobiletools.gallery.pro"
ID = PACKAGE + ":id/"
NAME_KEY, EXT_KEY = PACKAGE + ":filename", PACKAGE + ":extension"
SHARED = "/storage/emulated/0"
DEFAULT_COLOR = (0xF5, 0x7C, 0x00)
DEFAULT_BRUSH = 50
JPG_QUALITY = 90
BAD_NAME_CHARS = '/\\:*?"<>|\n\r\t\0'


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def config(model) -> dict:
    """The editor's preferences: draw colour and brush size (until ``pm clear``)."""
    return model.app_ui.setdefault(PACKAGE + "#config", {"color": DEFAULT_COLOR, "brush": DEFAULT_BRUSH})


def open_editor(model, path: str) -> None:
    """Start ``EditActivity`` on the picture at ``path`` (no primary action chosen)."""
    state.push(model, PACKAGE, Page("editor", {"path": path, "mode": None, "strokes": [], "box": None},
                                    activity=PACKAGE + ".activities.EditActivity"))


def _picture(model, path: str) -> Image.Image:
    try:
        return image_ref.decode(model.vfs.read(path)).convert("RGB")
    except FsError:
        return Image.new("RGB", (64, 64), (200, 200, 200))


def composed(model, page: Page) -> Image.Image:
    """The draw canvas's bitmap: the picture fitted to the canvas box, and the strokes
    (the scaled picture is kept in the page for the next stroke)."""
    l, t, r, b = page.args["box"]
    cached = page.args.get("scaled")
    if cached is None or cached[0] != (r - l, b - t):
        cached = page.args["scaled"] = ((r - l, b - t), _picture(model, page.args["path"]).resize(
            (r - l, b - t), Image.Resampling.BILINEAR))
    img = cached[1].copy()
    d = ImageDraw.Draw(img)
    for s in page.args["strokes"]:
        w = max(1, int(round(s.width)))
        if len(s.points) > 1:
            d.line(list(s.points), fill=s.color, width=w)
        for x, y in s.points:
            d.ellipse((x - w / 2, y - w / 2, x + w / 2, y + w / 2), fill=s.color)
    return img


def build(model, root: UiNode, m, status: int, page: Page) -> None:
    """The editor screen (see the module docstring)."""
    W = m.width
    bar = widgets.toolbar(root, m, status, "", up=_act("up"), rid=ID + "editor_toolbar")
    widgets.icon_button(bar, (W - m.dp(104), status + m.dp(8), W - m.dp(56), status + m.dp(56)), "save",
                        _act("save_as"), rid=ID + "save_as", desc="Save as", cls="android.widget.TextView")
    widgets.icon_button(bar, (W - m.dp(52), status + m.dp(8), W - m.dp(4), status + m.dp(56)), "more",
                        _act("overflow"), desc="More options", cls="android.widget.ImageView")
    draw_mode = page.args["mode"] == "draw"
    bottom = m.height - m.dp(72) - (m.dp(64) if draw_mode else 0)
    area = (0, status + m.dp(64), W, bottom)
    if "pic_size" not in page.args:            # decoded once per editor
        page.args["pic_size"] = _picture(model, page.args["path"]).size
    box = image_ref.fit(page.args["pic_size"], area)
    page.args["box"] = box
    if draw_mode:
        strokes = tuple(page.args["strokes"])
        ref = ImageRef(f"gallery-edit:{page.args['path']}:{box}:{hash(strokes)}", lambda: composed(model, page))
        root.add(UiNode(cls="android.view.View", resource_id=ID + "editor_draw_canvas", bounds=box,
                        action=_act("draw_canvas"), style={"canvas": True, "image": ref}))
        _draw_actions(model, root, m, bottom)
    else:
        from venus_tasks.sim.apps_ui.gallery import picture_ref
        root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "default_image_view", bounds=area,
                        style={"image": picture_ref(model, page.args["path"])}))
    y = m.height - m.dp(72)
    holder = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "bottom_editor_primary_actions",
                             bounds=(0, y, W, m.height), style={"bg": "bar"}))
    items = (("bottom_primary_filter", "Filter", "filter"), ("bottom_primary_crop_rotate", "Transform", "crop"),
             ("bottom_primary_draw", "Draw", "draw"))
    w = W // len(items)
    for i, (rid, desc, mode) in enumerate(items):
        node = widgets.icon_button(holder, (i * w, y, (i + 1) * w, m.height), mode, _act("primary", mode),
                                   rid=ID + rid, desc=desc, cls="android.widget.ImageView")
        node.selected = page.args["mode"] == mode


def _draw_actions(model, root: UiNode, m, top: int) -> None:
    cfg = config(model)
    W = m.width
    holder = root.add(UiNode(cls="android.widget.RelativeLayout", resource_id=ID + "bottom_editor_draw_actions",
                             bounds=(0, top, W, top + m.dp(64)), style={"bg": "bar"}))
    bl, br = m.dp(16), W - m.dp(136)
    frac = cfg["brush"] / 100
    holder.add(UiNode(cls="android.widget.SeekBar", resource_id=ID + "bottom_draw_width", clickable=True,
                      focusable=True, bounds=(bl, top + m.dp(12), br, top + m.dp(52)), action=_act("brush", bl, br),
                      style={"kind": "slider", "frac": frac}))
    node = widgets.icon_button(holder, (W - m.dp(120), top + m.dp(8), W - m.dp(72), top + m.dp(56)), "color",
                               _act("color"), rid=ID + "bottom_draw_color_clickable", desc="Change color",
                               cls="android.widget.ImageView")
    node.style = {"image": _disc(cfg["color"])}
    widgets.icon_button(holder, (W - m.dp(64), top + m.dp(8), W - m.dp(16), top + m.dp(56)), "undo",
                        _act("undo"), rid=ID + "bottom_draw_undo", desc="Undo", cls="android.widget.ImageView")


def _disc(rgb) -> ImageRef:
    def load():
        img = Image.new("RGBA", (48, 48), (0, 0, 0, 0))
        ImageDraw.Draw(img).ellipse((4, 4, 43, 43), fill=tuple(rgb) + (255,))
        return img
    return ImageRef(f"disc:{dc.rgb_hex(rgb)}", load)


def stroke(model, page: Page, points: list) -> None:
    """A drag on the draw canvas: a stroke in the draw colour and brush size."""
    from venus_tasks.sim.screen.layout import metrics

    cfg = config(model)
    l, t, _, _ = page.args["box"]
    width = dc.FULL_BRUSH_DP * metrics(model).density / 160 * max(1, cfg["brush"]) / 100
    page.args["strokes"].append(dc.Stroke(tuple((x - l, y - t) for x, y in points), cfg["color"], width))


# ------------------------------------------------------------------ dialogs
def windows(model, m, st, page: Page | None) -> list[Window]:
    """The open dialog's window (colour picker, Save as, Overwrite?, the overflow menu)."""
    d = st.dialog
    if d.name == "color":
        return [draw_colors.window(model, m, PACKAGE, d, _act("color_ok"), _act("dismiss"))]
    if d.name == "save_as":
        return [_save_as(model, m, d)]
    if d.name == "overwrite":
        return [_overwrite(m, d)]
    if d.name == "menu":
        return [_menu(m)]
    return []


def _panel(m, height: int):
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2)
    return UiNode(package=PACKAGE, bounds=(left, top, right, top + height),
                  style={"bg": "dialog", "radius": m.dp(8)}), left, right, top


def _buttons(root, m, bottom, right, buttons) -> None:
    x, y = right - m.dp(8), bottom - m.dp(52)
    for rid, text, action in buttons:
        w = m.dp(24) + int(len(text) * m.dp(10))
        widgets.button(root, (x - w, y + m.dp(6), x, y + m.dp(46)), text, action, rid="android:id/" + rid)
        x -= w + m.dp(8)


def _save_as(model, m, d: Page) -> Window:
    height = m.dp(24 + 32 + 16 + 3 * 72 + 52)
    root, left, right, top = _panel(m, height)
    l, r = left + m.dp(24), right - m.dp(24)
    y = top + m.dp(24)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Save as", resource_id="android:id/alertTitle",
                    bounds=(l, y, r, y + m.dp(32)), style={"kind": "title"}))
    y += m.dp(48)
    folder = d.args["folder"]
    shown = "Internal storage" + folder[len(SHARED):] + "/" if folder.startswith(SHARED) else folder + "/"
    root.add(UiNode(cls="android.widget.EditText", text=shown, resource_id=ID + "folder_value",
                    bounds=(l, y, r, y + m.dp(56)), style={"kind": "field"}))
    y += m.dp(72)
    widgets.field(root, model, m, (l, y, r, y + m.dp(56)), NAME_KEY, "Filename", ID + "filename_value")
    y += m.dp(72)
    widgets.field(root, model, m, (l, y, r, y + m.dp(56)), EXT_KEY, "Extension", ID + "extension_value")
    _buttons(root, m, top + height, right, (("button1", "OK", _act("save_ok")), ("button2", "Cancel", _act("dismiss"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


def _overwrite(m, d: Page) -> Window:
    height = m.dp(24 + 64 + 52)
    root, left, right, top = _panel(m, height)
    name = posixpath.basename(d.args["target"])
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=f"File {name} already exists. Overwrite?", resource_id=ID + "message",
                    bounds=(left + m.dp(24), top + m.dp(24), right - m.dp(24), top + m.dp(80))))
    _buttons(root, m, top + height, right, (("button1", "Yes", _act("overwrite_yes")),
                                            ("button2", "No", _act("dismiss"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


def _menu(m) -> Window:
    w, h = m.dp(200), m.dp(48)
    l, t = m.width - w - m.dp(8), m.dp(28)
    root = UiNode(package=PACKAGE, bounds=(l, t, l + w, t + 2 * h), style={"bg": "dialog", "radius": m.dp(4)})
    for i, text in enumerate(("Edit with", "Share")):
        row = root.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                              bounds=(l, t + i * h, l + w, t + (i + 1) * h), action=_act("dismiss"),
                              style={"kind": "list_button"}))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id="android:id/title",
                       bounds=(l + m.dp(16), t + i * h + m.dp(12), l + w - m.dp(8), t + (i + 1) * h - m.dp(12))))
    return Window(PACKAGE, root, modal=True, outside=_act("dismiss"))


def close_dialog(model, st) -> None:
    """Close the dialog and forget its fields."""
    st.dialog = None
    draw_colors.close(model, PACKAGE)
    for key in (NAME_KEY, EXT_KEY):
        model.ui.fields.pop(key, None)
    if model.ui.focused_field in (NAME_KEY, EXT_KEY):
        model.ui.focused_field = None


# ------------------------------------------------------------------ input
def perform(model, st, page: Page | None, verb: str, args: tuple, x: int, y: int) -> None:
    """A tap in the editor or one of its dialogs."""
    d = st.dialog
    cfg = config(model)
    if d is not None:
        if verb == "dismiss":
            close_dialog(model, st)
        elif draw_colors.handle(model, PACKAGE, d, verb, args, x, y):
            pass
        elif verb == "color_ok":
            cfg["color"] = draw_colors.current(model, PACKAGE, d)
            close_dialog(model, st)
        elif verb == "save_ok":
            _save_ok(model, st, page)
        elif verb == "overwrite_yes":
            target = d.args["target"]
            close_dialog(model, st)
            _write(model, page, target)
        return
    if page is None:
        return
    if verb == "up":
        state.pop(model, PACKAGE)
    elif verb == "primary":
        page.args["mode"] = None if page.args["mode"] == args[0] else args[0]
    elif verb == "brush":
        bl, br = args
        cfg["brush"] = max(1, round(100 * min(1.0, max(0.0, (x - bl) / max(1, br - bl)))))
    elif verb == "color":
        st.dialog = draw_colors.open_page(model, PACKAGE, cfg["color"])
    elif verb == "undo" and page.args["strokes"]:
        page.args["strokes"].pop()
    elif verb == "overflow":
        st.dialog = Page("menu")
    elif verb == "save_as":
        path = page.args["path"]
        stem, dot, ext = posixpath.basename(path).rpartition(".")
        if not dot:
            stem, ext = ext, ""
        st.dialog = Page("save_as", {"folder": posixpath.dirname(path)})
        model.ui.fields[NAME_KEY] = stem + "_1"
        model.ui.fields[EXT_KEY] = ext
        model.ui.focused_field = NAME_KEY


def _save_ok(model, st, page: Page) -> None:
    name = model.ui.fields.get(NAME_KEY, "").strip()
    ext = model.ui.fields.get(EXT_KEY, "").strip()
    if not name or not ext or any(ch in BAD_NAME_CHARS for ch in name + ext):
        return
    target = posixpath.join(st.dialog.args["folder"], f"{name}.{ext}")
    if model.vfs.exists(target):
        close_dialog(model, st)
        st.dialog = Page("overwrite", {"target": target})
        return
    close_dialog(model, st)
    _write(model, page, target)


def _write(model, page: Page, target: str) -> None:
    """Write the edited picture to ``target`` and close the editor."""
    if page.args["mode"] == "draw" and page.args["box"]:
        img = composed(model, page)
    else:
        img = _picture(model, page.args["path"])
    buf = io.BytesIO()
    if target.lower().endswith((".jpg", ".jpeg")):
        img.save(buf, "JPEG", quality=JPG_QUALITY)
    else:
        img.save(buf, "PNG")
    pkg = model.packages.get(PACKAGE)
    try:
        model.vfs.write(target, buf.getvalue(), cred=app_cred(pkg.uid) if pkg else ROOT)
    except FsError:
        model.vfs.write(target, buf.getvalue())
    state.pop(model, PACKAGE)
