"""What the GUIM (GUI visual manipulation) tasks share: the stroke colours they ask for,
seeded file names, reading a saved picture or the canvas on screen, and drawing a
reference picture for oracles and near misses.

A drawing is judged by ``verifiers.drawing`` / ``drawing_edits`` on pixels: a saved file
(found by its exact name anywhere in shared storage, where the system's save screen
put it; its bytes must be the format its extension names) or the canvas part of the
final screenshot with the app's tool icons over it painted out.
"""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageDraw

from apps import draw
from verifiers import drawing, screen
from verifiers.guard import MayChange

# The colours a goal names (families of ``verifiers.drawing``), a hex code in each, Chinese.
COLORS = {"red": "E53935", "blue": "1E88E5", "green": "43A047"}
COLORS_ZH = {"red": "红色", "blue": "蓝色", "green": "绿色"}
_STEMS = ("sketch", "doodle", "draft", "study", "poster", "board", "plan", "card")
STEMS_ZH = {"sketch": "草图", "doodle": "涂鸦", "draft": "草稿", "study": "习作", "poster": "海报", "board": "画板",
            "plan": "计划", "card": "卡片"}
MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "jpg": b"\xff\xd8\xff"}
# The tool icons drawn over the canvas (``draw_dialogs`` / ``activity_main.xml``).
OVERLAYS = ("color_picker", "eye_dropper", "eraser", "bucket_fill", "redo", "undo",
            "stroke_width_bar", "stroke_width_preview")
STROKE = 42            # px: the default brush at 420 dpi, for reference pictures
STEP = 2               # pictures are judged at every STEP-th pixel (strokes stay 20+ px wide)
INK_ELSEWHERE = 0.01   # canvas share that may hold ink of another colour than asked


def file_stem(rng: random.Random) -> str:
    """A seeded file name without extension: ``"poster_47"``."""
    return f"{rng.choice(_STEMS)}_{rng.randint(10, 99)}"


def file_stem_zh(stem: str) -> str:
    """The Chinese file name a Chinese user gives the same drawing: ``"poster_47"`` ->
    ``"海报_47"`` (``STEMS_ZH``)."""
    word, _, number = stem.rpartition("_")
    return f"{STEMS_ZH[word]}_{number}"


def may_save(filename: str | None) -> MayChange:
    """The state-guard allowance of a task that saves ``filename``: that file wherever the
    save screen puts it in shared storage (nothing when the task saves no file)."""
    return MayChange(stores=(f"files:{filename}", f"files:*/{filename}")) if filename else MayChange()


def rgb(name: str) -> tuple[int, int, int]:
    """The RGB of colour ``name``'s hex code."""
    h = COLORS[name]
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def saved_picture(device, filename: str) -> np.ndarray | None:
    """The picture saved as ``filename`` (anywhere in shared storage) as an RGB array;
    None when no such file exists, several do, or its bytes are not the format its
    extension names (a .jpg that holds a PNG fails). Every ``STEP``-th pixel is kept."""
    paths = draw.saved_files(device, filename)
    if len(paths) != 1:
        return None
    data = device.pull_bytes(paths[0])
    magic = MAGIC.get(filename.rsplit(".", 1)[-1].lower())
    if magic is None or not data.startswith(magic):
        return None
    try:
        return drawing.load(data)[::STEP, ::STEP]
    except ValueError:
        return None


def canvas_on_screen(device) -> np.ndarray | None:
    """The canvas part of the current screenshot, the tool icons over it painted white,
    every ``STEP``-th pixel; None when Simple Draw Pro's canvas is not on screen."""
    elems = screen.elements(device)
    canvas = screen.first(elems, rid="my_canvas", package=draw.APP.package)
    if canvas is None:
        return None
    img = np.array(device.screenshot()[..., :3])
    b = canvas.bbox
    for e in elems:
        if e.resource_id.rsplit("/", 1)[-1] in OVERLAYS and e.bbox is not None:
            o = e.bbox
            img[o.y_min:o.y_max, o.x_min:o.x_max] = 255
    return img[b.y_min:b.y_max:STEP, b.x_min:b.x_max:STEP]


def only_ink_of(img: np.ndarray, mask: np.ndarray) -> bool:
    """True if hardly any ink (non-white pixels) lies outside ``mask``: at most
    ``INK_ELSEWHERE`` of the picture."""
    ink = ~drawing.Colors(img).mask("white")
    return float((ink & ~mask).mean()) <= INK_ELSEWHERE


def blank(size=(1080, 2190)) -> Image.Image:
    """A white canvas of ``size`` (Simple Draw's on a 1080 x 2400 phone by default)."""
    return Image.new("RGB", size, (255, 255, 255))


def segments(img: Image.Image, segs, color: tuple[int, int, int], width: int = STROKE) -> Image.Image:
    """Draw round-capped segments ``[((x1, y1), (x2, y2)), ...]`` on ``img`` (in place)."""
    d = ImageDraw.Draw(img)
    r = width / 2
    for seg in segs:
        d.line(list(seg), fill=color, width=width)
        for x, y in seg:
            d.ellipse((x - r, y - r, x + r, y + r), fill=color)
    return img


def box_segments(l: int, t: int, r: int, b: int) -> list:
    """The four sides of a rectangle outline."""
    return [((l, t), (r, t)), ((r, t), (r, b)), ((r, b), (l, b)), ((l, b), (l, t))]


def encode(img: Image.Image, ext: str) -> bytes:
    """``img`` as PNG, or as JPEG at quality 70 for ``jpg`` (as Simple Draw writes)."""
    buf = io.BytesIO()
    img.save(buf, "JPEG" if ext == "jpg" else "PNG", **({"quality": 70} if ext == "jpg" else {}))
    return buf.getvalue()


def save_as(filename: str, img: Image.Image, folder: str = draw.DOWNLOAD_DIR, fmt: str = ""):
    """A near-miss / oracle ``apply`` writing ``img`` as ``folder/filename`` in format
    ``fmt`` (``png``/``jpg``; default: the extension's), as Save would write it."""
    from apps import files

    def apply(task, env) -> None:
        files.push_file(env.device, f"{folder}/{filename}", encode(img, fmt or filename.rsplit(".", 1)[-1]))

    return apply
