"""Vector drawables drawn as shapes (``sim/screen/vector``) and the shared app chrome
(``sim/apps_ui/material``): path data fill where the icon has ink and leave its holes
open; a coloured toolbar, a bottom navigation bar and a FAB render in the app's colours
with the dump fields AppCompat/Material report."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from venus_tasks.sim.apps_ui import material
from venus_tasks.sim.screen import render, vector
from venus_tasks.sim.screen.layout import Metrics
from venus_tasks.sim.screen.tree import Screen, UiNode, Window


def alpha(path: str, size: int = 48) -> np.ndarray:
    return np.asarray(vector.picture(path, size, (255, 255, 255)))[..., 3]


def test_paths_fill_their_shape_and_keep_holes():
    folder = alpha(material.FOLDER)                   # body spans y 4..20 of 24
    assert folder[24, 24] > 200 and folder[2, 24] == 0 and folder[46, 24] == 0
    search = alpha(material.SEARCH)                   # a ring: the lens centre (9.5, 9.5) is a hole
    assert search[19, 19] == 0 and search[19, 7] > 200          # the rim at x = 3.5
    info = alpha(material.INFO)                       # a disc with the "i" cut out
    assert info[24, 12] > 200 and info[28, 24] < 30
    arc = alpha("M12,4a8,8 0 1,0 0.01,0z")            # an arc: a full circle of radius 8
    assert arc[24, 24] > 200 and arc[24, 6] == 0 and arc[24, 9] > 100


@pytest.mark.parametrize("bad", ["1,2 L3,4", "M1,2 L3", "M1,2 X3,4"])
def test_bad_path_data_is_named(bad):
    with pytest.raises(ValueError, match="path data"):
        vector.polygons(bad)


def test_chrome_renders_in_the_apps_colours():
    m = Metrics(1080, 2400, 420)
    root = UiNode(package="p", bounds=(0, 0, 1080, 2400), style={"bg": (238, 238, 238)})
    bar = material.app_bar(root, m, 63, "Title", bg=(30, 33, 53), fg=(255, 255, 255),
                           actions=[material.Action("Search", material.SEARCH, ("x",), "p:id/action_search")],
                           overflow=("o",))
    nav = material.bottom_nav(root, m, [material.Action("Files", material.FOLDER, ("f",), "p:id/nav_a"),
                                        material.Action("More", material.FAVORITE, ("m",), "p:id/nav_b")],
                              1, bg=(30, 33, 53), fg=(255, 255, 255), fg_checked=(240, 75, 75), rid="p:id/nav")
    button = material.fab(root, m, 1080 - m.dp(16), 2400 - m.dp(72), material.ADD, ("n",),
                          fill=(240, 75, 75), ink=(255, 255, 255), desc="New")
    search = next(n for n in bar.walk() if n.desc == "Search")
    assert search.cls == "android.widget.Button" and search.resource_id == "p:id/action_search"
    assert any(n.desc == material.MORE_OPTIONS for n in bar.walk())
    items = [n for n in nav.walk() if n.clickable]
    assert [(n.desc, n.selected) for n in items] == [("Files", False), ("More", True)]
    assert any(n.resource_id == "p:id/navigation_bar_item_large_label_view" and n.text == "More"
               for n in nav.walk())
    img = np.asarray(render.render(Screen(1080, 2400, 0, False, 420, 63, "12:00", root))
                     .convert("RGB")).astype(int)
    assert tuple(img[63 + 4, 540]) == (30, 33, 53)                   # the bar's own colour
    l, t, r, b = search.bounds
    assert (img[t:b, l:r] > 200).all(axis=2).sum() > 50              # a white magnifier on it
    l, t, r, b = button.bounds
    assert tuple(img[t + 6, (l + r) // 2]) == (240, 75, 75)
    l, t, r, b = items[1].bounds                                     # the checked item is red
    crop = img[t:b, l:r]
    assert ((abs(crop - (240, 75, 75)).sum(axis=2)) < 40).sum() > 50
