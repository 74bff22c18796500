"""Simple Draw Pro (``com.simplemobiletools.draw.pro``): the drawing screen.

Source: SimpleMobileTools/Simple-Draw 6.9.3 (versionCode 79, the APK the benchmark
installs; commit c45bf92): ``res/layout/activity_main.xml``, ``res/menu/menu.xml``,
``activities/MainActivity.kt``, ``helpers/Config.kt``; Simple-Commons strings.

* Toolbar ``main_toolbar`` titled "Draw" (``MainActivity`` has no label of its own, so
  the application's ``app_launcher_name`` is shown, ``AndroidManifest.xml``); its actions shown as icons are
  Save (``menu_save``), Clear (``clear``) and Share (``menu_share``) (``showAsAction
  always``); "More options" opens the overflow with Open file, Change background color,
  Print, Settings and About (``never``/``ifRoom``) [inferred: which ``ifRoom`` items fit].
* The canvas ``my_canvas`` fills the rest; over it, right-aligned at its top, the icons
  Bucket fill, Eraser, Eyedropper (their drawables in the canvas background's contrast
  colour) and Change color (``color_picker``, a square of the brush colour,
  ``setFillWithStroke``), Undo below Change color and Redo left of Bucket fill once there is
  something to undo or redo (``visibility="gone"`` before); at the bottom centre the brush
  preview and the seek bar ``stroke_width_bar`` (150dp, 5..100).
* Defaults (``Config``): brush colour ``color_primary`` (#F57C00, Simple-Commons), brush
  size 40, canvas background white, no last save folder or extension.
* The eraser is a toggle; Clear drops the strokes and the opened picture (Undo brings
  them back, ``MyCanvas.undo``).
* Save (``trySaveImage`` on Android 10+): the "Save as" dialog
  (``draw_dialogs``), then the system's create-document screen, which writes the file.
* Open file (``ACTION_GET_CONTENT`` image/*): the system picker; the chosen picture
  becomes the canvas background and the default extension becomes .jpg (``openUri``).
* BACK with unsaved changes asks "Save before closing?" (``ConfirmationAdvancedDialog``
  with Save / Discard) once; a second BACK closes.

The canvas and what is drawn live as long as the app's process; the config (colour,
brush, background, last extension) lives in ``model.app_ui`` under ``PACKAGE#config``
until ``pm clear``. Dialogs and the system pickers: ``draw_dialogs``; pixels:
``draw_canvas``.

Simplifications [documented]: no zooming or moving the canvas, no bucket fill or
eyedropper effect (their buttons toggle nothing), Share, Print, Settings and About do
nothing; a tap on the canvas draws a dot; no toasts.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import draw_canvas as dc
from venus_tasks.sim.apps_ui import simple_commons as commons
from venus_tasks.sim.apps_ui import draw_dialogs as dlg
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = dlg.PACKAGE
ID = dlg.ID
TITLE = "Draw"
DEFAULT_COLOR = (0xF5, 0x7C, 0x00)       # Simple-Commons color_primary
TOOLBAR_DP, ICON_DP = 56, 48             # ?attr/actionBarSize, normal_icon_size


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


# ------------------------------------------------------------------ state
def config(model) -> dict:
    """The app's preferences (``Config``): kept until ``pm clear``."""
    return model.app_ui.setdefault(PACKAGE + "#config", {
        "color": DEFAULT_COLOR, "brush": dc.DEFAULT_BRUSH, "bg": dc.WHITE, "ext": ""})


def canvas(model) -> dict:
    """What is on the canvas; a new app process starts blank."""
    pid = model.activities.pid_of(PACKAGE)
    c = model.app_ui.get(PACKAGE + "#canvas")
    if c is None or (pid is not None and c["pid"] not in (None, pid)):
        c = model.app_ui[PACKAGE + "#canvas"] = {
            "pid": pid, "strokes": [], "redo": [], "pic": None, "pic_key": "", "eraser": False,
            "ext": config(model)["ext"], "name": "", "saved": ((), ""), "last": None, "size": None, "origin": (0, 0),
            "prompted": False}
    c["pid"] = c["pid"] or pid
    return c


def _display(model) -> tuple[int, int]:
    return model.screen_size()


def _canvas_box(m, status: int) -> tuple[int, int, int, int]:
    return 0, status + m.dp(TOOLBAR_DP), m.width, m.height


def picture(model, size: tuple[int, int]):
    """The canvas composed at ``size`` (a Pillow RGB image): what Save writes."""
    cfg, c = config(model), canvas(model)
    cache = c.setdefault("pic_cache", {})
    if cache.get("key") != c["pic_key"]:        # decode an opened picture once
        cache.clear()
        cache.update(key=c["pic_key"], image=dc.picture(c["pic"]), scaled={})
    return dc.compose(size, cfg["bg"], cache["image"], _display(model), tuple(c["strokes"]), cache["scaled"])


def drawing_changed(model) -> bool:
    """True if the canvas differs from what was last saved (``getDrawingHashCode``)."""
    c = canvas(model)
    return (tuple(c["strokes"]), c["pic_key"]) != c["saved"]


# ------------------------------------------------------------------ screen
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None:
        dlg.build_page(model, root, m, status, page)
        return
    root.style["bg"] = commons.colours(model)["background"]
    cfg, c = config(model), canvas(model)
    W = m.width
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "main_toolbar",
                          bounds=(0, status, W, status + m.dp(TOOLBAR_DP)), style={"bg": "bar"}))
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text=TITLE, bounds=(m.dp(16), status + m.dp(14), W // 2,
                                                              status + m.dp(42)), style={"kind": "title"}))
    x = W
    for rid, desc, glyph in (("overflow", "More options", "more"), ("menu_share", "Share", "share"),
                             ("clear", "Clear", "delete"), ("menu_save", "Save", "save")):
        x -= m.dp(48)
        widgets.icon_button(bar, (x, status + m.dp(4), x + m.dp(48), status + m.dp(52)), glyph,
                            _act(rid), rid="" if rid == "overflow" else ID + rid, desc=desc,
                            cls="android.widget.ImageView" if rid == "overflow" else "android.widget.TextView")
    commons.style_top_bar(bar, model, {"Save": SAVE, "Clear": commons.DELETE})
    box = _canvas_box(m, status)
    size = (box[2] - box[0], box[3] - box[1])
    c["size"], c["origin"] = size, (box[0], box[1])
    strokes = tuple(c["strokes"])
    ref = ImageRef(dc.key(size, cfg["bg"], c["pic_key"], _display(model), strokes),
                   lambda: picture(model, size))
    root.add(UiNode(cls="android.view.View", resource_id=ID + "my_canvas", bounds=box,
                    action=_act("canvas"), style={"canvas": True, "image": ref}))
    _tools(model, root, m, box, c, cfg)


# res/drawable (6.9.3): ic_save_vector, ic_colorize_vector, ic_eraser_vector, ic_bucket_fill_vector
SAVE = ("M17 3H5C3.89 3 3 3.9 3 5v14c0 1.1 0.89 2 2 2h14c1.1 0 2-0.9 2-2V7l-4-4zm-5 16c-1.66 0-3-1.34-3-3s1.34-3 "
        "3-3 3 1.34 3 3-1.34 3-3 3zm3-10H5V5h10v4z", 24)
TOOL_ICONS = {
    "eye_dropper": ("M17.67 3c-0.26 0-0.51 0.1-0.71 0.29l-3.12 3.12-1.93-1.91-1.41 1.41 1.42 1.42L3 16.25V21h4.75l8.92"
                    "-8.92 1.42 1.42 1.41-1.41-1.92-1.92 3.12-3.12c0.4-0.4 0.4-1.03 0.01-1.42l-2.34-2.34C18.17 3.1 17.92 "
                    "3 17.67 3zM6.92 19L5 17.08l8.339-8.348 1.938 1.938z", 24),
    "eraser": ("M15.975 2.95l4.95 4.94c0.78 0.79 0.78 2.05 0 2.84l-9.19 9.19c-1.56 1.56-4.09 1.56-5.66 0l-3.53-3.53c-"
               "0.78-0.79-0.78-2.05 0-2.84l10.6-10.6c0.79-0.78 2.05-0.78 2.83 0M3.955 14.97l3.54 3.53c0.78 0.79 2.04 "
               "0.79 2.83 0l3.53-3.53-4.95-4.95z|M7.869 20.09c0 0.552 0.446 0.998 0.997 0.997l11.646-0.007c0.552 0 "
               "0.997-0.446 0.997-0.997 0-0.552-0.446-0.997-0.998-0.997H8.872c-0.551 0-1.004 0.453-1.003 1.005z", 24),
    "bucket_fill": ("M10.561 5.804l2.513-2.725 20.337 22.057c0.896 0.972 1.344 2.166 1.344 3.581 0 1.416-0.448 2.609-"
                    "1.344 3.581L23.009 43.58c-0.896 0.972-1.948 1.458-3.156 1.458-1.208 0-2.26-0.486-3.156-1.458L6.295 "
                    "32.298c-0.896-0.972-1.344-2.166-1.344-3.581 0-1.416 0.448-2.609 1.344-3.581l11.046-11.979zm9.292 "
                    "10.078L8.224 28.495h23.259zm19.753 30.234c-1.169 0-2.162-0.444-2.98-1.331-0.818-0.887-1.227-1.965-"
                    "1.227-3.233 0-0.718 0.156-1.5 0.468-2.345 0.312-0.845 0.74-1.711 1.286-2.599 0.312-0.549 0.692-"
                    "1.141 1.14-1.775 0.448-0.634 0.886-1.225 1.315-1.775 0.429 0.549 0.867 1.141 1.315 1.775 0.448 "
                    "0.634 0.828 1.225 1.14 1.775 0.545 0.887 0.974 1.754 1.286 2.599 0.312 0.845 0.468 1.627 0.468 "
                    "2.345 0 1.268-0.409 2.345-1.227 3.233-0.818 0.887-1.812 1.331-2.98 1.331z", 48)}


def _contrast(colour) -> tuple:
    """Simple-Commons ``getContrastColor``: #333333 on a light colour, else white (the
    tools are tinted against the canvas background, ``MainActivity.setColor``)."""
    r, g, b = colour[:3]
    return (0x33, 0x33, 0x33) if (299 * r + 587 * g + 114 * b) / 1000 >= 149 else (255, 255, 255)


def _tools(model, root: UiNode, m, box, c: dict, cfg: dict) -> None:
    l, t, r, b = box
    s = m.dp(ICON_DP)
    x = r
    row = [("color_picker", "Change color", "color"), ("eye_dropper", "Eyedropper", "eyedropper"),
           ("eraser", "Eraser", "eraser"), ("bucket_fill", "Bucket fill", "bucket")]
    if c["redo"]:
        row.append(("redo", "Redo", "redo"))
    for rid, desc, verb in row:
        x -= s
        node = widgets.icon_button(root, (x, t, x + s, t + s), verb, _act(verb), rid=ID + rid, desc=desc,
                                   cls="android.widget.ImageView")
        if rid == "color_picker":                # setFillWithStroke(color, background, drawRectangle = true)
            node.style = {"bg": tuple(cfg["color"])}
        elif rid in TOOL_ICONS:                  # tinted the canvas background's contrast colour
            node.style = commons.vector_style("icon_button", TOOL_ICONS[rid], _contrast(cfg["bg"]))
    if c["strokes"] or c["last"]:
        widgets.icon_button(root, (r - s, t + s, r, t + 2 * s), "undo", _act("undo"), rid=ID + "undo",
                            desc="Undo", cls="android.widget.ImageView")
    bar_w = m.dp(150)
    bl, br = (l + r - bar_w) // 2, (l + r + bar_w) // 2
    bt = b - m.dp(12) - m.dp(40)
    frac = (cfg["brush"] - dc.MIN_BRUSH) / (dc.MAX_BRUSH - dc.MIN_BRUSH)
    root.add(UiNode(cls="android.widget.SeekBar", resource_id=ID + "stroke_width_bar", clickable=True,
                    focusable=True, bounds=(bl, bt, br, bt + m.dp(40)), action=_act("brush", bl, br),
                    style={"kind": "slider", "frac": frac}))
    p = m.dp(dc.FULL_BRUSH_DP)
    cx = (l + r) // 2
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "stroke_width_preview",
                    bounds=(cx - p // 2, bt - m.dp(8) - p, cx + p // 2, bt - m.dp(8)),
                    style={"image": dlg.swatch(cfg["color"], round(dc.brush_px(cfg["brush"], m.density)), p)}))


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if st.dialog is None or foreign:
        return []
    return dlg.windows(model, m, st)


# ------------------------------------------------------------------ input
def _local(model, x: int, y: int) -> tuple[int, int]:
    """Screen px to canvas px (the canvas box of the last frame built)."""
    l, t = canvas(model)["origin"]
    return x - l, y - t


def _add_stroke(model, points) -> None:
    from venus_tasks.sim.screen.layout import metrics

    cfg, c = config(model), canvas(model)
    width = dc.brush_px(cfg["brush"], metrics(model).density)
    c["strokes"].append(dc.Stroke(tuple(_local(model, x, y) for x, y in points), cfg["color"], width, c["eraser"]))
    c["redo"].clear()
    c["last"] = None


def stroke(model, verb: str, args: tuple, points: list) -> None:
    """A drag on the canvas: one path along the finger's points."""
    if verb == "canvas" and points:
        _add_stroke(model, points)


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None or st.dialog is not None:
        dlg.perform(model, st, page, verb, args, x, y)
        return
    cfg, c = config(model), canvas(model)
    if verb == "canvas":
        _add_stroke(model, [(x, y)])
    elif verb == "undo":
        if c["strokes"]:
            c["redo"].append(c["strokes"].pop())
        elif c["last"]:
            c["strokes"], (c["pic"], c["pic_key"]) = c["last"][0], c["last"][1]
            c["last"] = None
    elif verb == "redo" and c["redo"]:
        c["strokes"].append(c["redo"].pop())
    elif verb == "clear":
        c["last"] = (list(c["strokes"]), (c["pic"], c["pic_key"]))
        c["strokes"], c["redo"], c["pic"], c["pic_key"] = [], [], None, ""
    elif verb == "eraser":
        c["eraser"] = not c["eraser"]
    elif verb in ("eyedropper", "bucket"):
        c["eraser"] = False
    elif verb == "brush":
        bl, br = args
        frac = min(1.0, max(0.0, (x - bl) / max(1, br - bl)))
        cfg["brush"] = max(dc.MIN_BRUSH, round(dc.MIN_BRUSH + frac * (dc.MAX_BRUSH - dc.MIN_BRUSH)))
    elif verb == "color":
        dlg.open_color(model, st, "brush", cfg["color"])
    elif verb == "menu_save":
        dlg.open_save_as(model, st, c)
    elif verb == "overflow":
        st.dialog = Page("menu")


def open_picture(model, path: str, data: bytes) -> None:
    """``openUri``: ``data`` (a picture file) becomes the canvas background."""
    import hashlib

    c = canvas(model)
    c["pic"], c["pic_key"] = data, hashlib.sha1(data).hexdigest()
    c["ext"] = "jpg"


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if st.dialog is not None or page is not None:
        return dlg.back(model, st, page)
    c = canvas(model)
    if drawing_changed(model) and not c["prompted"]:
        c["prompted"] = True
        st.dialog = Page("unsaved")
        return True
    return False


def enter(model) -> bool:
    focused = model.ui.focused_field or ""
    return focused.startswith(PACKAGE + ":")
