"""The PDF viewer a PDF opened from Files shows: pages as pictures, continuous vertical
scrolling, a "3 / 12" page indicator.

Which viewer [inferred]: the Pixel 6 API 33 ``google_apis`` image has no PDF app besides
Chrome, and Chrome on Android downloads a PDF instead of rendering it; the viewers users
install (Drive's, Files by Google's) and AOSP's ``PdfRenderer`` samples all draw each
page as a bitmap in a vertically scrolling column with a page counter. The simulated
device shows that viewer as a page inside DocumentsUI's task (``files.py`` pushes it;
BACK returns to the folder). Its parts: a toolbar with "Navigate up" and the file name,
the pages (``ImageView`` nodes described "Page N of M", text only in pixels, as in a bitmap
viewer: the UI dump has no page text) and the indicator ``TextView`` (``page_indicator``)
naming the page at the middle of the viewport.

Rendering: ``venus_tasks.data.pdf.read_pages`` reads the file's bytes from the VFS, so only
the content-stream subset that module writes is drawn (``BT /F Tf x y Td (text) Tj ET``
runs, in Pillow's default font at the run's size); any other PDF renders as blank white
pages of its ``/MediaBox`` size, and bytes that are not a PDF show "Can't open file".
"""

from __future__ import annotations

import functools
import hashlib

from PIL import Image, ImageDraw

from venus_tasks.data import pdf
from venus_tasks.data.images import font
from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode

RENDER_SCALE = 2.0          # pixels per point of the page pictures (A4: 1190 x 1684)
GAP_DP = 8                  # space between pages


@functools.lru_cache(maxsize=8)
def _pages(data: bytes):
    return pdf.read_pages(data)


def page_image(data: bytes, index: int, scale: float = RENDER_SCALE) -> Image.Image:
    """Page ``index`` (0-based) of the PDF ``data`` drawn white with black text, ``scale``
    pixels per point. Raises ``pdf.PdfError`` (not a PDF) or ``IndexError``."""
    (w, h), runs = _pages(data)[index]
    img = Image.new("RGB", (max(1, round(w * scale)), max(1, round(h * scale))), "white")
    draw = ImageDraw.Draw(img)
    for r in runs:
        f = font(max(1, round(r.size * scale)))
        draw.text((r.x * scale, (h - r.y) * scale), r.text, fill="black", font=f, anchor="ls")
    return img


@functools.lru_cache(maxsize=16)
def _cached_page(data: bytes, index: int) -> Image.Image:
    return page_image(data, index)


def page_ref(data: bytes, index: int, top: float = 0.0, bottom: float = 1.0) -> ImageRef:
    """The band ``top``..``bottom`` (fractions of the height) of page ``index`` as an
    ``ImageRef`` keyed by the file's SHA-1, the index and the band."""
    key = f"pdf:{hashlib.sha1(data).hexdigest()}:{index}:{top:.5f}:{bottom:.5f}"

    def load() -> Image.Image:
        img = _cached_page(data, index)
        return img.crop((0, round(img.height * top), img.width, max(round(img.height * top) + 1,
                                                                      round(img.height * bottom))))
    return ImageRef(key, load)


def scroll_key(package: str, path: str) -> str:
    """Where the viewer's scroll offset is kept (under the package: a force stop clears it)."""
    return f"{package}/pdf:{path}"


def build_page(model, root: UiNode, m, status: int, package: str, path: str, up: tuple) -> None:
    """The viewer for the PDF at ``path`` (VFS path) in ``root``; ``up`` is the action of
    "Navigate up". Pages are fitted to the screen width."""
    root.style["bg"] = "surface"
    name = path.rsplit("/", 1)[-1]
    widgets.toolbar(root, m, status, name, up=up, rid=f"{package}:id/toolbar")
    top = status + m.dp(64)
    view = root.add(UiNode(cls="android.widget.ScrollView", resource_id=f"{package}:id/pdf_pages",
                           bounds=(0, top, m.width, m.height), style={"bg": "divider"}))
    try:
        data = model.vfs.read(path)
        pages = _pages(data)
    except Exception:           # FsError, PdfError: what a viewer shows for a bad file
        view.add(UiNode(cls=widgets.TEXT_VIEW, text="Can't open file",
                        bounds=(0, top + m.dp(40), m.width, top + m.dp(80)), style={"kind": "empty"}))
        return
    gap, spans, y = m.dp(GAP_DP), [], 0
    for (w, h), _ in pages:                    # page spans in content pixels, fitted to the width
        ph = round(m.width * h / w)
        spans.append((y, y + ph))
        y += ph + gap
    bottom, key = m.height, scroll_key(package, path)
    max_off = max(0, y - gap - (bottom - top))
    off = max(0, min(model.system_ui.scroll.get(key, 0), max_off))
    model.system_ui.scroll[key] = off
    view.scrollable = max_off > 0
    view.style.update({"pscroll_key": key, "max": max_off})
    for i, (a, b) in enumerate(spans):
        t, btm = top + a - off, top + b - off
        if btm <= top or t >= bottom:
            continue
        # the visible slice of the page: a picture of just that part, so fitCenter in the
        # clipped bounds draws it at the page's scale
        frac0, frac1 = (max(t, top) - t) / (btm - t), (min(btm, bottom) - t) / (btm - t)
        view.add(UiNode(cls="android.widget.ImageView", desc=f"Page {i + 1} of {len(pages)}",
                        bounds=(0, max(t, top), m.width, min(btm, bottom)),
                        style={"image": page_ref(data, i, frac0, frac1), "bg": "card"}))
    middle = off + (bottom - top) // 2
    current = next((i for i, (a, b) in enumerate(spans) if middle < b + gap), len(spans) - 1)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{current + 1} / {len(pages)}",
                    resource_id=f"{package}:id/page_indicator",
                    bounds=(m.width - m.dp(112), top + m.dp(12), m.width - m.dp(16), top + m.dp(44)),
                    style={"kind": "pill"}))
