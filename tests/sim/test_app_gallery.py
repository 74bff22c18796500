"""Simple Gallery Pro on the simulated device: folders of pictures with counts, a
folder's thumbnails, the viewer titled with the file name and showing the picture, the
editor's draw mode (colour picker by hex, strokes on the picture) and Save as: a copy
named ``<name>_1`` beside the original, or over it after "Overwrite?"."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim.shell import run_split

PKG = "com.simplemobiletools.gallery.pro"
START = f"am start -n {PKG}/.activities.MainActivity"
DCIM = "/storage/emulated/0/DCIM"


def _png(color, size=(400, 300)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, color).save(buf, "PNG")
    return buf.getvalue()


def shot(model) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB"))


@pytest.fixture()
def gallery(model, sh):
    model.vfs.mkdir(DCIM + "/Trips", parents=True)
    model.vfs.mkdir("/storage/emulated/0/Pictures", parents=True)
    model.vfs.write(DCIM + "/Trips/beach.png", _png((20, 120, 220)))
    model.vfs.write(DCIM + "/Trips/notes.txt", b"not a picture")
    model.vfs.write("/storage/emulated/0/Pictures/cat.png", _png((200, 200, 30)))
    model.vfs.write("/storage/emulated/0/Pictures/dog.png", _png((30, 160, 60)))
    sh(START)
    return sh


def test_folders_thumbnails_and_viewer(gallery, model):
    names = [e.text for e in elements(gallery) if e.resource_id.endswith("/dir_name")]
    counts = [e.text for e in elements(gallery) if e.resource_id.endswith("/photo_cnt")]
    assert names == ["Pictures", "Trips"] and counts == ["2", "1"]      # Pictures holds the newest
    model.vfs.write(DCIM + "/Trips/sunset.png", _png((250, 120, 30)))
    gallery("input keyevent KEYCODE_HOME")
    gallery(START)
    names = [e.text for e in elements(gallery) if e.resource_id.endswith("/dir_name")]
    assert names == ["Trips", "Pictures"]                                 # now Trips does
    tap(gallery, "Pictures")
    thumbs = [e for e in elements(gallery) if e.resource_id.endswith("/medium_thumbnail")]
    assert len(thumbs) == 2
    gallery("input tap %d %d" % thumbs[0].bbox.center)
    title = next(e.text for e in elements(gallery) if e.text in ("cat.png", "dog.png"))
    img = shot(model)
    assert tuple(img[1200, 540]) == ((200, 200, 30) if title == "cat.png" else (30, 160, 60))
    assert {"Edit", "Share", "Delete", "Toggle favorite"} <= {e.content_description for e in elements(gallery)}
    gallery("input keyevent KEYCODE_BACK")
    assert find(gallery, rid="medium_thumbnail") is not None


def test_search_menus_two_folders_a_row_and_the_camera_button(gallery, model):
    """6.28.1's MySearchMenu ("Search folders"; in a folder "Search in <folder>" behind the
    back arrow "Back"), folders two to a row (directory_columns_vertical_scroll), pictures
    three (media_columns_vertical_scroll); "Open camera" starts the Camera."""
    assert find(gallery, "Search folders", "top_toolbar_search") is not None
    cells = [e.bbox for e in elements(gallery) if e.resource_id.endswith("/dir_thumbnail")]
    assert [(b.x_min, b.x_max) for b in cells] == [(1, 539), (541, 1079)]           # 1px padding
    tap(gallery, "Pictures")
    assert find(gallery, "Search in Pictures", "top_toolbar_search") is not None
    thumbs = [e.bbox for e in elements(gallery) if e.resource_id.endswith("/medium_thumbnail")]
    assert [(b.x_min, b.x_max) for b in thumbs] == [(1, 359), (361, 719)]
    tap(gallery, "Back")
    assert find(gallery, "Search folders") is not None
    tap(gallery, "Open camera")
    assert "com.android.camera2" in gallery("dumpsys window | grep mCurrentFocus")[0]


def _open_editor_draw(sh, folder: str) -> None:
    tap(sh, folder)
    tap(sh, rid="medium_thumbnail")
    tap(sh, "Edit")
    tap(sh, "Draw")


def test_draw_and_save_a_copy(gallery, model):
    _open_editor_draw(gallery, "Trips")
    tap(gallery, "Change color")
    tap(gallery, rid="color_picker_new_hex")
    gallery("input keycombination 113 29; input keyevent KEYCODE_DEL; input text FF0000")
    tap(gallery, "OK")
    c = find(gallery, rid="editor_draw_canvas").bbox
    assert (c.x_max - c.x_min) * 3 == (c.y_max - c.y_min) * 4          # the 4:3 picture fitted
    y = c.y_min + 200
    gallery(f"input swipe {c.x_min + 100} {y} {c.x_min + 600} {y} 300")
    assert tuple(shot(model)[y, c.x_min + 300]) == (255, 0, 0)
    tap(gallery, "Save as")
    assert find(gallery, "Internal storage/DCIM/Trips/") is not None
    assert find(gallery, rid="filename_value").text == "beach_1"
    assert find(gallery, rid="extension_value").text == "png"
    tap(gallery, "OK")
    assert sorted(model.vfs.listdir(DCIM + "/Trips")) == ["beach.png", "beach_1.png", "notes.txt"]
    saved = np.asarray(Image.open(io.BytesIO(model.vfs.read(DCIM + "/Trips/beach_1.png"))).convert("RGB"))
    assert saved.shape[:2] == (c.y_max - c.y_min, c.x_max - c.x_min)
    assert tuple(saved[200, 300]) == (255, 0, 0) and tuple(saved[600, 300]) == (20, 120, 220)
    assert find(gallery, "beach.png") is not None                       # back in the viewer


def test_save_over_the_original_asks_first(gallery, model):
    _open_editor_draw(gallery, "Trips")
    c = find(gallery, rid="editor_draw_canvas").bbox
    gallery(f"input swipe {c.x_min + 100} {c.y_min + 100} {c.x_min + 600} {c.y_min + 100} 300")
    tap(gallery, "Save as")
    gallery("input keycombination 113 29; input keyevent KEYCODE_DEL; input text beach")
    tap(gallery, "OK")
    assert find(gallery, "File beach.png already exists. Overwrite?") is not None
    tap(gallery, "Yes")
    assert sorted(model.vfs.listdir(DCIM + "/Trips")) == ["beach.png", "notes.txt"]
    saved = np.asarray(Image.open(io.BytesIO(model.vfs.read(DCIM + "/Trips/beach.png"))).convert("RGB"))
    assert tuple(saved[100, 300]) == (0xF5, 0x7C, 0x00)                # the default draw colour


def test_viewer_pages_with_horizontal_swipes(gallery, model):
    tap(gallery, "Pictures")
    thumbs = [e for e in elements(gallery) if e.resource_id.endswith("/medium_thumbnail")]
    gallery("input tap %d %d" % thumbs[0].bbox.center)
    first = next(e.text for e in elements(gallery) if e.text.endswith(".png"))
    gallery("input swipe 900 1200 200 1200 300")                          # next picture
    second = next(e.text for e in elements(gallery) if e.text.endswith(".png"))
    assert {first, second} == {"cat.png", "dog.png"}
    gallery("input swipe 900 1200 200 1200 300")                          # the last one: stays
    assert find(gallery, second) is not None
    gallery("input swipe 200 1200 900 1200 300")                          # back to the first
    assert find(gallery, first) is not None
    gallery("input tap 540 1200")                                          # a tap changes nothing
    assert find(gallery, first) is not None
