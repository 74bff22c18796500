"""Simple-Commons' colour picker dialog (``dialogs/ColorPickerDialog.kt``,
``res/layout/dialog_color_picker.xml``), shared by Simple Draw Pro and Simple Gallery
Pro's editor: the saturation/value square ``color_picker_square``, the hue bar
``color_picker_hue``, the old colour's hex ``color_picker_old_hex``, "#" and the editable
hex field ``color_picker_new_hex`` (6 hex digits; a complete code is the new colour, as
the field's text listener sets it), the old and new colour swatches, buttons OK /
Cancel. A tap on the square or the hue bar moves the colour there and writes its code
into the field. Sizes of the square and bar [inferred: 200dp and 30dp].

The dialog is a ``Page("color", {"old", "hsv", ...})`` in the app's state; its hex
field is ``model.ui.fields[package + ":hex"]``; the app's ``perform`` hands ``hue`` and
``sv`` taps to ``handle`` and reads the result with ``current``.
"""

from __future__ import annotations

from PIL import Image

from venus_tasks.sim.apps_ui import draw_canvas as dc
from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode, Window


def hex_key(package: str) -> str:
    """The ``model.ui.fields`` key of the dialog's hex field for ``package``."""
    return package + ":hex"


def open_page(model, package: str, rgb: tuple[int, int, int], **args) -> Page:
    """A colour dialog page starting at ``rgb`` (extra ``args`` kept for the app)."""
    model.ui.fields[hex_key(package)] = dc.rgb_hex(rgb)
    model.ui.focused_field = None
    return Page("color", {"old": rgb, "hsv": dc.rgb_hsv(rgb), **args})


def current(model, package: str, page: Page) -> tuple[int, int, int]:
    """The dialog's new colour: the hex field when it holds a complete code, else the
    square and hue bar's."""
    try:
        return dc.hex_rgb(model.ui.fields.get(hex_key(package), ""))
    except ValueError:
        return dc.hsv_rgb(*page.args["hsv"])


def close(model, package: str) -> None:
    """Forget the dialog's hex field (and its focus)."""
    model.ui.fields.pop(hex_key(package), None)
    if model.ui.focused_field == hex_key(package):
        model.ui.focused_field = None


def handle(model, package: str, page: Page, verb: str, args: tuple, x: int, y: int) -> bool:
    """A tap on the square (``sv``) or the hue bar (``hue``); False for other verbs."""
    if verb not in ("hue", "sv") or page.name != "color":
        return False
    h, s, v = page.args["hsv"]
    if verb == "hue":
        top, size = args
        page.args["hsv"] = (360 * (1 - min(1, max(0, (y - top) / size))), s, v)
    elif verb == "sv":
        left, top, size = args
        page.args["hsv"] = (h, min(1, max(0, (x - left) / size)), 1 - min(1, max(0, (y - top) / size)))
    model.ui.fields[hex_key(package)] = dc.rgb_hex(dc.hsv_rgb(*page.args["hsv"]))
    return True


def _square(hue: float) -> ImageRef:
    def load() -> Image.Image:
        n = 64
        img = Image.new("RGB", (n, n))
        px = img.load()
        for i in range(n):
            for j in range(n):
                px[i, j] = dc.hsv_rgb(hue, i / (n - 1), 1 - j / (n - 1))
        return img
    return ImageRef(f"sv:{hue:.1f}", load)


def _hue_bar() -> ImageRef:
    def load() -> Image.Image:
        img = Image.new("RGB", (8, 360))
        for y in range(360):
            for x in range(8):
                img.putpixel((x, y), dc.hsv_rgb(360 - y, 1, 1))
        return img
    return ImageRef("hue-bar", load)


def block(rgb) -> ImageRef:
    """A solid swatch of ``rgb``."""
    return ImageRef(f"block:{dc.rgb_hex(rgb)}", lambda: Image.new("RGB", (8, 4), rgb))


def window(model, m, package: str, page: Page, ok: tuple, dismiss: tuple) -> Window:
    """The dialog window; ``ok`` and ``dismiss`` are the OK and Cancel node actions; the
    square and bar carry ``("app", package, "sv"/"hue", ...)``."""
    ident = package + ":id/"
    size, hue_w = m.dp(200), m.dp(30)
    height = m.dp(16) + size + m.dp(16 + 40 + 8 + 40 + 8 + 52)
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=package, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(8)})
    new = current(model, package, page)
    hsv = dc.rgb_hsv(new) if model.ui.fields.get(hex_key(package), "") == dc.rgb_hex(new) else page.args["hsv"]
    sx = (left + right - size - m.dp(8) - hue_w) // 2
    y = top + m.dp(16)
    root.add(UiNode(cls="android.view.View", resource_id=ident + "color_picker_square", clickable=True,
                    bounds=(sx, y, sx + size, y + size), action=("app", package, "sv", sx, y, size),
                    style={"image": _square(hsv[0])}))
    hx = sx + size + m.dp(8)
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ident + "color_picker_hue", clickable=True,
                    bounds=(hx, y, hx + hue_w, y + size), action=("app", package, "hue", y, size),
                    style={"image": _hue_bar()}))
    y += size + m.dp(16)
    mid = (left + right) // 2
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=dc.rgb_hex(page.args["old"]), resource_id=ident + "color_picker_old_hex",
                    bounds=(mid - m.dp(130), y, mid - m.dp(30), y + m.dp(40))))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="#", resource_id=ident + "color_picker_new_hex_label",
                    bounds=(mid + m.dp(4), y, mid + m.dp(20), y + m.dp(40))))
    widgets.field(root, model, m, (mid + m.dp(20), y, mid + m.dp(130), y + m.dp(40)), hex_key(package), "",
                  ident + "color_picker_new_hex")
    y += m.dp(48)
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ident + "color_picker_old_color",
                    bounds=(mid - m.dp(130), y, mid - m.dp(30), y + m.dp(40)), style={"image": block(page.args["old"])}))
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ident + "color_picker_new_color",
                    bounds=(mid + m.dp(30), y, mid + m.dp(130), y + m.dp(40)), style={"image": block(new)}))
    x = right - m.dp(8)
    by = top + height - m.dp(52)
    for rid, text, action in (("button1", "OK", ok), ("button2", "Cancel", dismiss)):
        w = m.dp(24) + int(len(text) * m.dp(10))
        widgets.button(root, (x - w, by + m.dp(6), x, by + m.dp(46)), text, action, rid="android:id/" + rid)
        x -= w + m.dp(8)
    return Window(package, root, modal=True, dim=True, outside=dismiss)
