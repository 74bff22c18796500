"""GUI-only solvers for the GUIM tasks (``venus_tasks/tasks/guim*.py``): they find the
canvas and the buttons in the UI dump, the objects of a picture in the screenshot by
their pixels, pick colours by typing a hex code into the colour picker, draw with
``swipe`` actions (straight strokes a third of the screen long, from a start point) and
save through the "Save as" dialog and the create-document screen."""

from __future__ import annotations

import re
from typing import Callable

import numpy as np

from venus_tasks.solvers.gui import Gui
from venus_tasks.env import actions as A

HEX = {"red": "FF0000", "blue": "0000FF", "green": "00A000", "black": "000000", "yellow": "FFEB3B"}
# Object colours of the pushed pictures: hue ranges the solver looks for (its own choice).
HUES = {"yellow": (42, 70), "purple": (255, 300), "teal": (160, 200), "pink": (300, 345), "orange": (20, 40)}


# ------------------------------------------------------------------ acting in Simple Draw
def canvas(gui: Gui):
    return gui.element(rid="my_canvas").bbox


def strokes_len(gui: Gui) -> tuple[int, int]:
    """(horizontal, vertical) length of a swipe on this screen: a third of its width and height."""
    w, h = gui.obs.screen_size
    return w // 3, h // 3


def pick_color(gui: Gui, color: str) -> None:
    gui.click(desc="Change color")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="color_picker_new_hex"), text=HEX[color],
                         clear_text=True))
    gui.click(text="OK")


def swipe(gui: Gui, x: int, y: int, direction: str) -> None:
    gui.act(A.JSONAction(A.SWIPE, x=int(x), y=int(y), direction=direction))


def save(gui: Gui, name: str, ext: str) -> None:
    """Save as ``name`` with extension ``ext`` (create-document screen: SAVE)."""
    gui.click(desc="Save")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="save_image_filename"), text=name, clear_text=True))
    radio = gui.element(rid=f"save_image_radio_{ext}")
    if not radio.is_checked:
        gui.click(rid=f"save_image_radio_{ext}")
    gui.click(text="OK")
    assert gui.find(text=f"{name}.{ext}") is not None
    gui.click(text="SAVE")


def letter_strokes(letter: str, x0: int, y0: int, lh: int, lv: int) -> list[tuple[int, int, str]]:
    """Swipes (start x, start y, direction) drawing block ``letter`` in the box
    (x0, y0, x0 + lh, y0 + lv)."""
    left, right = (x0, y0, "down"), (x0 + lh, y0, "down")
    top, bottom = (x0, y0, "right"), (x0, y0 + lv, "right")
    middle, stem = (x0, y0 + lv // 2, "right"), (x0 + lh // 2, y0, "down")
    return {"H": [left, right, middle], "L": [left, bottom], "T": [top, stem],
            "F": [left, top, middle], "U": [left, right, bottom]}[letter]


def ring(gui: Gui, l: int, t: int, w_swipes: int, h_swipes: int) -> None:
    """A closed rectangle outline from (l, t), ``w_swipes`` horizontal swipes wide and
    ``h_swipes`` vertical ones tall (consecutive swipes of a side overlap to fit)."""
    lh, lv = strokes_len(gui)
    r, b = l + lh * w_swipes, t + lv * h_swipes
    for i in range(w_swipes):
        swipe(gui, l + i * lh, t, "right")
        swipe(gui, l + i * lh, b, "right")
    for i in range(h_swipes):
        swipe(gui, l, t + i * lv, "down")
        swipe(gui, r, t + i * lv, "down")


# ------------------------------------------------------------------ solvers
# colour words a reader of a Chinese goal knows
_COLOR_WORDS_ZH = {"红色": "red", "蓝色": "blue", "绿色": "green", "黄色": "yellow", "黑色": "black", "紫色": "purple",
                   "橙色": "orange"}


def _goal(pattern: str, goal: str) -> tuple[str, ...]:
    m = re.search(pattern, goal)
    assert m, (pattern, goal)
    return m.groups()


def solve_draw_letter(gui: Gui, goal: str) -> None:
    letter, color = _goal(r"capital letter (\w) in (\w+)", goal)
    gui.open_app("Simple Draw Pro")
    pick_color(gui, color)
    c = canvas(gui)
    lh, lv = strokes_len(gui)
    for x, y, d in letter_strokes(letter, c.x_min + 300, c.y_min + 500, lh, lv):
        swipe(gui, x, y, d)
    gui.act(A.done())


def solve_draw_letter_saved(gui: Gui, goal: str) -> None:
    """The letter's strokes in the colour, then Save under the goal's name (Chinese in a
    zh goal: typed as it is)."""
    if "文件名为" in goal:
        color_zh, letter, ext, name = _goal(r"画一个(\S+?)的大写字母 (\w)，然后把这幅画保存为 (\w+) 文件，文件名为“([^”]+)”",
                                            goal)
        color = _COLOR_WORDS_ZH[color_zh]
    else:
        letter, color, ext, name = _goal(r'capital letter (\w) in (\w+) .* as a (\w+) file named "([^"]+)"', goal)
    gui.open_app("Simple Draw Pro")
    pick_color(gui, color)
    c = canvas(gui)
    lh, lv = strokes_len(gui)
    for x, y, d in letter_strokes(letter, c.x_min + 300, c.y_min + 500, lh, lv):
        swipe(gui, x, y, d)
    save(gui, name, ext.lower())
    gui.act(A.done())


def solve_nested_rectangles(gui: Gui, goal: str) -> None:
    outer, inner, name = _goal(r'large (\w+) rectangle, and inside it a smaller (\w+) .* PNG named "([^"]+)"', goal)
    gui.open_app("Simple Draw Pro")
    c = canvas(gui)
    lh, lv = strokes_len(gui)
    cx = (c.x_min + c.x_max) // 2
    pick_color(gui, outer)
    # outer: two swipes tall, and as wide as fits in 3 overlapping swipes
    l, t = c.x_min + 120, c.y_min + 300
    r, b = c.x_max - 120, t + 2 * lv
    for x in (l, (l + r - lh) // 2, r - lh):
        swipe(gui, x, t, "right")
        swipe(gui, x, b, "right")
    for y in (t, t + lv):
        swipe(gui, l, y, "down")
        swipe(gui, r, y, "down")
    pick_color(gui, inner)
    ring(gui, cx - lh // 2, t + (2 * lv - lv) // 2, 1, 1)
    save(gui, name, "png")
    gui.act(A.done())




def _hues(gui: Gui, box) -> tuple[np.ndarray, np.ndarray]:
    """Hue (degrees) and a vivid-colour mask of the screenshot inside ``box`` (the
    canvas), the tool icons over it left out."""
    shot = np.array(gui.obs.screenshot[..., :3], dtype=np.int16)
    for e in gui.elements:
        if e.bbox is not None and not e.resource_id.endswith("_canvas") and e.bbox.y_min >= box.y_min:
            shot[e.bbox.y_min:e.bbox.y_max, e.bbox.x_min:e.bbox.x_max] = 255
    img = shot[box.y_min:box.y_max, box.x_min:box.x_max]
    r, g, b = img[..., 0], img[..., 1], img[..., 2]
    mx, mn = img.max(axis=-1), img.min(axis=-1)
    d = np.maximum(mx - mn, 1)
    hue = np.where(mx == r, ((g - b) / d) % 6, np.where(mx == g, (b - r) / d + 2, (r - g) / d + 4)) * 60
    return hue, (mx - mn) > 80


def thing_boxes(gui: Gui, box) -> dict[str, tuple[int, int, int, int]]:
    """Screen bounds (l, t, r, b) of each coloured object inside ``box``, found by hue."""
    hue, vivid = _hues(gui, box)
    out = {}
    for name, (lo, hi) in HUES.items():
        ys, xs = np.nonzero(vivid & (hue >= lo) & (hue < hi))
        if ys.size > 2000:
            out[name] = (box.x_min + int(xs.min()), box.y_min + int(ys.min()),
                         box.x_min + int(xs.max()) + 1, box.y_min + int(ys.max()) + 1)
    return out


def things_on_screen(gui: Gui, box) -> dict[str, tuple[float, float]]:
    """Screen centre (x, y) of each coloured object inside ``box`` (the canvas), found by
    hue in the screenshot (the tool icons over the canvas left out): colour name -> centre."""
    hue, vivid = _hues(gui, box)
    out = {}
    for name, (lo, hi) in HUES.items():
        ys, xs = np.nonzero(vivid & (hue >= lo) & (hue < hi))
        if ys.size > 2000:
            out[name] = (box.x_min + float(xs.mean()), box.y_min + float(ys.mean()))
    return out


# ------------------------------------------------------------------ pictures
def open_picture(gui: Gui, goal: str) -> str:
    """Open Simple Draw Pro and the goal's picture (GUIM folder) through Open file."""
    (picture,) = _goal(r"picture (\S+\.png)", goal)
    gui.open_app("Simple Draw Pro")
    gui.click(desc="More options")
    gui.click(text="Open file")
    gui.click(text="GUIM")
    gui.click(text=picture)
    return picture


def ring_object(gui: Gui, center: tuple[float, float], rows_mid: float) -> None:
    """A closed box one swipe wide around ``center``, one swipe tall, on the object's side
    of the line between the picture's rows (so it holds no object of the other row)."""
    lh, lv = strokes_len(gui)
    x, y = center
    left = int(x - lh // 2)
    top = int(rows_mid + 40 - lv) if y < rows_mid else int(rows_mid - 40)
    swipe(gui, left, top, "right")
    swipe(gui, left + lh, top, "down")
    swipe(gui, left, top + lv, "right")
    swipe(gui, left, top, "down")


def _named(goal: str, key: str) -> str:
    (color,) = _goal(key + r" (\w+) (?:circle|square|triangle|diamond)", goal)
    return color


def solve_outline_object(gui: Gui, goal: str) -> None:
    ring, color = _goal(r"closed (\w+) outline around the (\w+) ", goal)
    (name,) = _goal(r'JPG named "([^"]+)"', goal)
    open_picture(gui, goal)
    things = things_on_screen(gui, canvas(gui))
    assert len(things) == 4, things
    mid = sum(y for _, y in things.values()) / 4
    pick_color(gui, ring)
    ring_object(gui, things[color], mid)
    save(gui, name, "jpg")
    gui.act(A.done())


def solve_outline_two(gui: Gui, goal: str) -> None:
    pairs = re.findall(r"closed (\w+) outline around the (\w+) ", goal)
    (name,) = _goal(r'JPG named "([^"]+)"', goal)
    open_picture(gui, goal)
    things = things_on_screen(gui, canvas(gui))
    mid = sum(y for _, y in things.values()) / 4
    for ring, color in pairs:
        pick_color(gui, ring)
        ring_object(gui, things[color], mid)
    save(gui, name, "jpg")
    gui.act(A.done())


def cover(gui: Gui, obj: tuple[int, int, int, int]) -> None:
    """Horizontal swipes with the widest brush (40dp, sized from the 48dp "Change color"
    icon) over the object's box, as many rows as its height needs."""
    l, t, r, b = obj
    icon = gui.element(desc="Change color").bbox
    brush = 40 * (icon.x_max - icon.x_min) / 48
    rows = -(-(b - t + 10) // int(0.85 * brush))
    lh, _ = strokes_len(gui)
    step = (b - t) / rows
    for i in range(rows):
        swipe(gui, (l + r) // 2 - lh // 2, int(t + step * (i + 0.5)), "right")


def solve_erase_object(gui: Gui, goal: str) -> None:
    (color,) = _goal(r"erase the (\w+) ", goal)
    (name,) = _goal(r'PNG named "([^"]+)"', goal)
    open_picture(gui, goal)
    obj = thing_boxes(gui, canvas(gui))[color]
    gui.click(desc="Eraser")
    bar = gui.element(rid="stroke_width_bar").bbox
    gui.click_at(bar.x_max - 2, (bar.y_min + bar.y_max) // 2)         # the widest brush
    cover(gui, obj)
    save(gui, name, "png")
    gui.act(A.done())


def solve_draw_on_background(gui: Gui, goal: str) -> None:
    bg, color, name = _goal(r'background colour to (\w+), then draw a (\w+) rectangle .* PNG named "([^"]+)"', goal)
    gui.open_app("Simple Draw Pro")
    gui.click(desc="More options")
    gui.click(text="Change background color")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="color_picker_new_hex"), text=HEX[bg], clear_text=True))
    gui.click(text="OK")
    pick_color(gui, color)
    c = canvas(gui)
    ring(gui, c.x_min + 240, c.y_min + 500, 1, 1)
    save(gui, name, "png")
    gui.act(A.done())


# ------------------------------------------------------------------ Gallery's editor
def gallery_draw(gui: Gui, goal: str):
    """Open the goal's picture in its album, check the viewer's title, open the editor in
    draw mode; returns the draw canvas's bounds."""
    picture, album = _goal(r"picture (\S+\.png) in the (\w+) album", goal)
    gui.open_app("Gallery")
    gui.click(text=album, rid="dir_name")
    gui.click(rid="medium_thumbnail")
    assert gui.find(text=picture) is not None, [e.describe() for e in gui.elements]
    gui.click(desc="Edit")
    gui.click(desc="Draw")
    return gui.element(rid="editor_draw_canvas").bbox


def solve_gallery_outline_copy(gui: Gui, goal: str) -> None:
    ring, color = _goal(r"closed (\w+) outline around the (\w+) ", goal)
    box = gallery_draw(gui, goal)
    things = things_on_screen(gui, box)
    mid = sum(y for _, y in things.values()) / len(things)
    pick_color(gui, ring)
    lh, lv = strokes_len(gui)
    x, y = things[color]
    left = int(x - lh // 2)
    # the canvas is the picture: the ring's far side runs along its edge, the near side
    # between the rows, and the upright sides start there and run off the picture
    if y < mid:
        far, direction = box.y_min + 25, "up"
    else:
        far, direction = box.y_max - 25, "down"
    swipe(gui, left, far, "right")
    swipe(gui, left, mid, "right")
    swipe(gui, left, mid, direction)
    swipe(gui, left + lh, mid, direction)
    gui.click(desc="Save as")
    gui.click(text="OK")
    gui.act(A.done())


def solve_gallery_cover(gui: Gui, goal: str) -> None:
    color, fill = _goal(r"paint over the (\w+) \w+ completely in (\w+) ", goal)
    (picture,) = _goal(r"picture (\S+)\.png", goal)
    box = gallery_draw(gui, goal)
    obj = thing_boxes(gui, box)[color]
    pick_color(gui, fill)
    bar = gui.element(rid="bottom_draw_width").bbox
    gui.click_at(bar.x_max - 2, (bar.y_min + bar.y_max) // 2)         # the widest brush
    cover(gui, obj)
    gui.click(desc="Save as")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="filename_value"), text=picture, clear_text=True))
    gui.click(text="OK")
    gui.click(text="Yes")
    gui.act(A.done())


def solve_underline(gui: Gui, goal: str) -> None:
    line, color = _goal(r"horizontal (\w+) line just below the (\w+) ", goal)
    (name,) = _goal(r'JPG named "([^"]+)"', goal)
    open_picture(gui, goal)
    l, t, r, b = thing_boxes(gui, canvas(gui))[color]
    pick_color(gui, line)
    lh, _ = strokes_len(gui)
    swipe(gui, (l + r) // 2 - lh // 2, b + 45, "right")
    save(gui, name, "jpg")
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIMUnderlineObject": solve_underline,
    "GUIMGalleryOutlineCopy": solve_gallery_outline_copy,
    "GUIMGalleryCoverObject": solve_gallery_cover,
    "GUIMDrawOnBackground": solve_draw_on_background,
    "GUIMDrawLetter": solve_draw_letter,
    "GUIMDrawLetterSaved": solve_draw_letter_saved,
    "GUIMDrawNestedRectangles": solve_nested_rectangles,
    "GUIMOutlineObject": solve_outline_object,
    "GUIMOutlineTwoObjects": solve_outline_two,
    "GUIMEraseObject": solve_erase_object,
}
