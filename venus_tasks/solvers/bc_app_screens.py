"""Reading an app's own properties off the screen, the same way on any device: the colour
of a launcher icon (from the screenshot), and whether a main screen has a search bar, a
floating add button or a row of tabs (from the UI dump), and the version an App info page
shows. The find-the-app BC solvers (``solvers/bc_apps``) decide with these, and
``tests/test_bc_app_facts.py`` holds the facts table of ``tasks/bc_app_facts`` to what
they read on the simulator.

Elements are ``UIElement``-likes (``text``, ``content_description``, ``class_name``,
``resource_id``, ``bbox`` with ``x_min``/``y_min``/``x_max``/``y_max``); sizes are the
screen's pixels. Definitions (the facts module's docstring says why):

* search bar: an element at least 45% of the screen wide whose text or description starts
  with "Search" (or "搜索") and whose top is in the top 20% of the screen, or an
  ``EditText`` that wide whose top is in the top 12% (a search field without a hint);
* floating add button: an element whose right edge is in the right 15% and whose bottom
  is in the bottom 20% of the screen, at most 45% wide, whose resource id names a FAB
  (``fab``, ``floating``, ``fb_``) or whose label adds or creates ("Add", "New ...",
  "Create ...", "新建", "添加", "创建");
* tab row: two or more distinct word labels (text, or a description's first line) of
  elements at most 55% of the screen wide (a toolbar's title is wider) in one row (centres within 3% of the screen height) in the top 30% or the bottom 15% of
  the screen, whose widest elements per label together span at least 75% of its width,
  none more than 2.5 times as wide as another (tabs share the row);
  "bottom navigation" is such a row in the bottom 15%;
* version: the App info line "version X" (zh "版本 X").
"""

from __future__ import annotations

import re
from typing import Sequence

from apps.icons import colour_family

_FAB_ID = re.compile(r"(^|[/_:])(fab|floating|fb)(_|$)|floating_action", re.I)
_ADD_LABEL = re.compile(r"^(add|new\b|create\b|start\b)|新建|添加|创建", re.I)
_WORD = re.compile(r"^[^\W\d_][^\n]{1,}$")
_VERSION = re.compile(r"^(?:version|版本)\s+(\S+)$")


def _label(e) -> str:
    if e.text:
        return e.text.strip()
    return (e.content_description or "").split("\n", 1)[0].strip()


def search_bar(elements: Sequence, width: int, height: int) -> bool:
    for e in elements:
        b = e.bbox
        if b is None or b.x_max - b.x_min < 0.45 * width:
            continue
        label = (e.text or e.content_description or "").strip()
        searchy = re.match(r"(?i)search|搜索", label) is not None
        if searchy and b.y_min < 0.2 * height:
            return True
        if e.class_name.endswith(("EditText", "AutoCompleteTextView")) and b.y_min < 0.12 * height \
                and (searchy or not label):
            return True
    return False


def floating_button(elements: Sequence, width: int, height: int) -> bool:
    for e in elements:
        b = e.bbox
        if b is None or b.x_max < 0.85 * width or b.y_max < 0.8 * height or b.x_max - b.x_min > 0.45 * width:
            continue
        if _FAB_ID.search(e.resource_id.rsplit("/", 1)[-1]) or _ADD_LABEL.search(_label(e)):
            return True
    return False


def tab_row(elements: Sequence, width: int, height: int) -> tuple[str, tuple[str, ...]]:
    """``(where, labels)``: ``"top"`` or ``"bottom"`` and the tab labels left to right, or
    ``("", ())`` when the screen has no tab row."""
    rows: dict[int, dict[str, tuple]] = {}
    for e in elements:
        b, label = e.bbox, _label(e)
        if b is None or not _WORD.match(label) or e.class_name.endswith("EditText") \
                or b.x_max - b.x_min > 0.55 * width:          # a title, a summary: not a tab
            continue
        cy = (b.y_min + b.y_max) / 2
        if not (cy < 0.3 * height or cy > 0.85 * height):
            continue
        key = next((k for k in rows if abs(k - cy) <= 0.03 * height), int(cy))
        row = rows.setdefault(key, {})
        old = row.get(label)
        if old is None or b.x_max - b.x_min > old[1] - old[0]:
            row[label] = (b.x_min, b.x_max)
    for cy, row in sorted(rows.items(), key=lambda kv: -kv[0]):
        widths = [x1 - x0 for x0, x1 in row.values()]
        if len(row) >= 2 and sum(widths) >= 0.75 * width and max(widths) <= 2.5 * min(widths):
            labels = tuple(label for label, _ in sorted(row.items(), key=lambda kv: kv[1][0]))
            return ("bottom" if cy > 0.85 * height else "top"), labels
    return "", ()


def bottom_navigation(elements: Sequence, width: int, height: int) -> tuple[str, ...]:
    where, labels = tab_row(elements, width, height)
    return labels if where == "bottom" else ()


def app_version(elements: Sequence) -> str:
    """The version on an App info page, or "" if the page shows none."""
    for e in elements:
        m = _VERSION.match((e.text or "").strip())
        if m:
            return m.group(1)
    return ""


def icon_family(screenshot, bbox) -> str:
    """The colour word (``apps.icons.colour_family``) most of a launcher tile's icon shows.
    ``screenshot`` is an ``H x W x 3|4`` array, ``bbox`` the tile's bounds (icon on top,
    label below, as Launcher3's ``BubbleTextView``): the pixels of the disc inscribed in
    the square at the tile's top centre, half the tile's height wide, are counted."""
    h = bbox.y_max - bbox.y_min
    side = min(bbox.x_max - bbox.x_min, h // 2)
    cx = (bbox.x_min + bbox.x_max) / 2
    top = bbox.y_min + h * 0.1
    cy, r = top + side / 2, side * 0.45
    counts: dict[str, int] = {}
    for y in range(int(cy - r), int(cy + r) + 1, 2):
        for x in range(int(cx - r), int(cx + r) + 1, 2):
            if (x - cx) ** 2 + (y - cy) ** 2 > r * r or not (0 <= y < len(screenshot) and 0 <= x < len(screenshot[0])):
                continue
            px = screenshot[y][x]
            fam = colour_family(int(px[0]), int(px[1]), int(px[2]))
            counts[fam] = counts.get(fam, 0) + 1
    return max(counts, key=counts.get) if counts else ""


SOLVERS: dict = {}      # readers only: the find-the-app solvers are in ``bc_apps`` and ``bc_apps_more``
