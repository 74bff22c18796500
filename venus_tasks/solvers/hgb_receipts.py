"""GUI-only solvers for the HGB tasks over receipt photos in Gallery
(``venus_tasks/tasks/hgb_receipts.py``): open the Receipts album, open every thumbnail
in the viewer and read the receipt off the screenshot with Tesseract
(``venus_tasks/solvers/screen_ocr.py``): shop (first line), date and TOTAL."""

from __future__ import annotations

import io
import re
from decimal import Decimal
from typing import Callable

import numpy as np
from PIL import Image

from venus_tasks.solvers import screen_ocr
from venus_tasks.solvers.gui import Gui
from venus_tasks.env import actions as A

DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
TOTAL = re.compile(r"TOTAL\s+\$?([\d,]+\.\d{2})")


def _paper(gui: Gui) -> tuple[int, int, int, int]:
    """Bounds of the receipt in the viewer: the bright rectangle on the dark background
    between the toolbar and the bottom actions."""
    top = gui.element(desc="Navigate up").bbox.y_max
    bottom = gui.element(desc="Toggle favorite").bbox.y_min
    bright = (gui.obs.screenshot[top:bottom, :, :3] > 250).all(axis=-1)
    row_share, col_share = bright.mean(axis=1), bright.mean(axis=0)
    rows = np.flatnonzero(row_share > 0.5 * row_share.max())
    cols = np.flatnonzero(col_share > 0.5 * col_share.max())
    assert rows.size and cols.size, "no receipt on screen"
    return int(cols[0]), top + int(rows[0]), int(cols[-1]) + 1, top + int(rows[-1]) + 1


def read_receipt(gui: Gui) -> dict:
    """OCR the receipt on screen: ``{"shop", "date" (y, m, d), "total" Decimal}``."""
    buf = io.BytesIO()
    Image.fromarray(np.ascontiguousarray(gui.obs.screenshot[..., :3])).save(buf, "PNG")
    text = screen_ocr.read(buf.getvalue(), _paper(gui))
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    date = DATE.search(text)
    total = TOTAL.search(text)
    assert lines and date and total, text
    return {"shop": lines[0], "date": tuple(int(g) for g in date.groups()),
            "total": Decimal(total.group(1).replace(",", ""))}


def all_receipts(gui: Gui) -> list[dict]:
    """Open Gallery's Receipts album (its photo count read on the folder grid), open the
    first receipt and swipe left to each next one, reading every receipt."""
    screen_ocr.require()
    gui.open_app("Gallery")
    name = gui.element(text="Receipts", rid="dir_name").bbox
    n = int(next(e.text for e in gui.elements if e.resource_id.endswith("/photo_cnt")
                 and abs(e.bbox.x_min - name.x_min) < 40 and 0 <= e.bbox.y_min - name.y_min < 120))
    gui.click(text="Receipts", rid="dir_name")
    thumbs = [j for j, e in enumerate(gui.elements) if e.resource_id.endswith("/medium_thumbnail")]
    gui.act(A.JSONAction(A.CLICK, index=thumbs[0]))
    out = [read_receipt(gui)]
    for _ in range(n - 1):
        title = gui.obs.ui_elements
        gui.act(A.JSONAction(A.SWIPE, direction="left"))
        assert gui.obs.ui_elements != title, "the viewer did not page"
        out.append(read_receipt(gui))
    return out


def solve_highest_at_shop(gui: Gui, goal: str) -> None:
    shop = re.search(r"receipt from (.+?) has the highest", goal).group(1)
    read = all_receipts(gui)
    receipts = [r for r in read if r["shop"].lower() == shop.lower()]
    assert receipts, read
    best = max(receipts, key=lambda r: r["total"])
    y, m, d = best["date"]
    gui.answer(f"The {shop} receipt of {y}-{m:02d}-{d:02d} has the highest total: ${best['total']:.2f}.")


def solve_total_on_day(gui: Gui, goal: str) -> None:
    month, day, year = re.search(r"on (\w+) (\d+), (\d{4})\?", goal).groups()
    months = ("January February March April May June July August September October November December").split()
    want = (int(year), months.index(month) + 1, int(day))
    total = sum(r["total"] for r in all_receipts(gui) if r["date"] == want)
    gui.answer(f"${total:.2f}")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingReceiptHighestAtShop": solve_highest_at_shop,
    "GUIBrowsingReceiptTotalOnDay": solve_total_on_day,
}
