"""The launcher on a tablet (smallest width >= 600dp) uses Launcher3's tablet grid: six
columns of larger icons and labels; a phone keeps five."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image

from venus_tasks.sim.shell import run_split

from tests.sim.ui_helpers import elements


def _first_row(sh):
    tiles = [e for e in elements(sh) if e.class_name.endswith("TextView") and e.is_clickable and e.text]
    top = min(e.bbox.y_min for e in tiles)
    return [e for e in tiles if e.bbox.y_min == top]


def _icon_height(model, tile) -> int:
    """The first run of pixel rows of the tile that differ from the wallpaper: the icon's
    height in pixels (the label starts below a gap)."""
    img = np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")).astype(int)
    b = tile.bbox
    crop = img[b.y_min:b.y_max, b.x_min:b.x_max]
    inked = (np.abs(crop - img[b.y_min + 2, b.x_min + 2]).sum(axis=2) > 30).any(axis=1)
    first = int(np.argmax(inked))
    return int(np.argmin(inked[first:])) if not inked[first:].all() else len(inked) - first


def test_six_columns_of_60dp_icons_on_a_tablet(sh, model):
    sh("input keyevent 3")
    phone = _first_row(sh)
    assert abs(_icon_height(model, phone[0]) - 126) <= 3         # 48dp at 420 dpi
    sh("wm size 1600x2560; wm density 320")
    tablet = _first_row(sh)
    assert len(phone) == 5 and len(tablet) == 6
    assert [e.text for e in tablet[:5]] == [e.text for e in phone]
    assert abs(_icon_height(model, tablet[0]) - 120) <= 3        # 60dp at 320 dpi (48dp would be 96)
