"""Simple Draw Pro on the simulated device: swipes and motion events draw strokes of the
chosen colour and width on the canvas (seen in the screenshot), the colour picker's hex
field sets a colour exactly, the eraser paints the background colour, Undo and Clear,
Open file puts a picture under the strokes, and Save as writes the canvas where the
create-document screen says, in the chosen format."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim.shell import run_split

PKG = "com.simplemobiletools.draw.pro"
START = f"am start -n {PKG}/.activities.MainActivity"


def shot(model) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB"))


@pytest.fixture()
def draw(model, sh):
    sh(START)
    return sh


def _canvas(sh):
    return find(sh, rid="my_canvas").bbox


def _set_color(sh, hex_code: str) -> None:
    tap(sh, "Change color")
    tap(sh, rid="color_picker_new_hex")
    sh("input keycombination 113 29; input keyevent KEYCODE_DEL")
    sh(f"input text {hex_code}")
    tap(sh, "OK")


def test_main_screen(draw):
    names = {e.content_description or e.text for e in elements(draw)}
    assert {"Draw", "Save", "Clear", "Share", "More options", "Change color", "Eraser",
            "Eyedropper", "Bucket fill"} <= names
    assert "Undo" not in names                                 # nothing to undo yet
    box = _canvas(draw)
    assert box.x_min == 0 and box.y_max == 2400 and box.y_min > 100


def test_swipe_draws_in_the_default_colour_and_width(draw, model):
    box = _canvas(draw)
    y = box.y_min + 600
    draw(f"input swipe 100 {y} 500 {y} 300")
    img = shot(model)
    assert tuple(img[y, 300]) == (0xF5, 0x7C, 0x00)           # color_primary
    column = (img[y - 40:y + 40, 300] == (0xF5, 0x7C, 0x00)).all(axis=1)
    assert 40 <= column.sum() <= 44                             # 40dp x 40 / 100 at 420 dpi = 42 px
    assert tuple(img[y + 60, 300]) == (255, 255, 255)
    assert find(draw, "Undo") is not None


def test_hex_colour_motion_event_eraser_undo_and_clear(draw, model):
    _set_color(draw, "1E88E5")
    box = _canvas(draw)
    y = box.y_min + 500
    pts = [("DOWN", 100, y), ("MOVE", 300, y + 200), ("UP", 500, y)]
    draw("; ".join(f"input motionevent {a} {x} {yy}" for a, x, yy in pts))
    img = shot(model)
    assert tuple(img[y + 100, 200]) == (0x1E, 0x88, 0xE5)
    tap(draw, "Eraser")
    draw(f"input swipe 150 {y + 100} 250 {y + 100} 200")
    assert tuple(shot(model)[y + 100, 200]) == (255, 255, 255)   # the eraser paints the background
    tap(draw, "Undo")
    assert tuple(shot(model)[y + 100, 200]) == (0x1E, 0x88, 0xE5)
    tap(draw, "Clear")
    assert tuple(shot(model)[y + 100, 200]) == (255, 255, 255)
    tap(draw, "Undo")                                           # Undo brings a cleared canvas back
    assert tuple(shot(model)[y + 100, 200]) == (0x1E, 0x88, 0xE5)


def _red_png() -> bytes:
    buf = io.BytesIO()
    img = Image.new("RGB", (500, 500), (255, 255, 255))
    img.paste((200, 30, 30), (200, 200, 300, 300))
    img.save(buf, "PNG")
    return buf.getvalue()


def test_open_file_then_save_as_jpg(draw, model):
    model.vfs.mkdir("/storage/emulated/0/GUIM", parents=True)
    model.vfs.write("/storage/emulated/0/GUIM/pic.png", _red_png())
    tap(draw, "More options")
    tap(draw, "Open file")
    assert find(draw, "Internal storage") is not None
    tap(draw, "GUIM")
    tap(draw, "pic.png")
    box = _canvas(draw)
    img = shot(model)
    cy = box.y_min + (box.y_max - box.y_min) // 2
    assert tuple(img[cy, 540]) == (200, 30, 30)                 # fitted to the display, centred
    tap(draw, "Save")
    assert find(draw, "Save as") is not None
    assert find(draw, rid="save_image_radio_jpg").is_checked    # .jpg after opening a picture
    name = find(draw, rid="save_image_filename").text
    assert name.startswith("image_20")
    draw("input keycombination 113 29; input keyevent KEYCODE_DEL; input text marked")
    tap(draw, "OK")
    assert find(draw, "Download") is not None and find(draw, "marked.jpg") is not None
    tap(draw, "SAVE")
    saved = np.asarray(Image.open(io.BytesIO(model.vfs.read("/storage/emulated/0/Download/marked.jpg"))))
    assert saved.shape[:2] == (box.y_max - box.y_min, box.x_max - box.x_min)
    r, g, b = saved[cy - box.y_min, 540]
    assert r > 170 and g < 70 and b < 70
    tap(draw, "Save")
    tap(draw, "OK")                                             # the same name again
    tap(draw, "SAVE")
    assert sorted(model.vfs.listdir("/storage/emulated/0/Download")) == ["marked (1).jpg", "marked.jpg"]


def test_save_png_and_back_asks_once(draw, model):
    box = _canvas(draw)
    draw(f"input swipe 100 {box.y_min + 300} 900 {box.y_min + 300} 300")
    draw("input keyevent KEYCODE_BACK")
    assert find(draw, "Save before closing?") is not None
    tap(draw, "Discard")
    assert find(draw, rid="my_canvas") is None                   # the app closed
    draw(START)
    draw(f"input swipe 100 {box.y_min + 300} 900 {box.y_min + 300} 300")
    tap(draw, "Save")
    assert find(draw, rid="save_image_radio_png").is_checked
    tap(draw, "OK")
    tap(draw, "SAVE")
    files = model.vfs.listdir("/storage/emulated/0/Download")
    assert len(files) == 1 and files[0].endswith(".png")
    data = model.vfs.read("/storage/emulated/0/Download/" + files[0])
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    draw("input keyevent KEYCODE_BACK")                          # saved: no question
    assert find(draw, rid="my_canvas") is None


def test_tap_draws_a_dot_redo_and_the_hue_bar(draw, model):
    box = _canvas(draw)
    x, y = 300, box.y_min + 900
    draw(f"input tap {x} {y}")
    assert tuple(shot(model)[y, x]) == (0xF5, 0x7C, 0x00)               # a dot of the brush's width
    tap(draw, "Undo")
    assert tuple(shot(model)[y, x]) == (255, 255, 255)
    tap(draw, "Redo")
    assert tuple(shot(model)[y, x]) == (0xF5, 0x7C, 0x00)
    tap(draw, "Change color")
    hue = find(draw, rid="color_picker_hue").bbox
    draw(f"input tap {(hue.x_min + hue.x_max) // 2} {hue.y_max - 2}")     # the bottom of the bar: red
    code = find(draw, rid="color_picker_new_hex").text
    r, g, b = (int(code[i:i + 2], 16) for i in (0, 2, 4))
    assert r > 200 and g < 80 and b < 80, code
    tap(draw, "Cancel")                                                 # Cancel keeps the old colour
    draw(f"input tap {x} {y + 200}")
    assert tuple(shot(model)[y + 200, x]) == (0xF5, 0x7C, 0x00)
