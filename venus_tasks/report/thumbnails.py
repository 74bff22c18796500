"""Step thumbnails: the screenshot the agent saw, shrunk to a small JPEG with the step's
action drawn on it, as a ``data:`` URI for the episode page.

What is drawn (coordinates are the screenshot's physical pixels, scaled):

* ``click``, ``long_press``, ``double_tap``: a circle at ``x, y`` (two rings for a double
  tap, a filled one for a long press); with only an element, at its box's centre;
* ``scroll``, ``swipe``: an arrow in ``direction`` from ``x, y``, the element's centre or
  the screen's centre (the arrow points the way the action names, e.g. ``scroll down``);
* ``input_text``: the typed text in a banner (under the element box when there is one);
* an ``element`` with ``bbox`` ``[x_min, y_min, x_max, y_max]``: its box.
"""

from __future__ import annotations

import base64
import io
from typing import Any, Mapping

from PIL import Image, ImageDraw, ImageFont

THUMB_WIDTH = 360
JPEG_QUALITY = 70
_TAP = (230, 30, 60)
_BOX = (255, 200, 0)
_ARROW = (0, 170, 255)
_TAPS = ("click", "long_press", "double_tap")
_MOVES = ("scroll", "swipe")
_MAX_TYPED = 48


def thumbnail_uri(png_path: str, entry: Mapping[str, Any] | None, width: int = THUMB_WIDTH,
                  quality: int = JPEG_QUALITY) -> str:
    """``data:image/jpeg;base64,...`` of ``png_path`` shrunk to ``width`` pixels wide with
    ``entry``'s action drawn on it (a trajectory entry: ``action``, optional ``element``;
    None draws nothing).

    Raises:
      OSError: the file cannot be read as an image (PIL's ``UnidentifiedImageError`` is one).
    """
    with Image.open(png_path) as im:
        im.load()
        scale = width / im.width
        src = im if im.mode in ("RGB", "RGBA", "L") else im.convert("RGB")
        factor = max(1, im.width // width)   # a box reduce first: 2x faster than resizing from full size
        small = src.reduce(factor) if factor > 1 else src
        thumb = small.convert("RGB").resize((width, max(1, round(im.height * scale))), Image.BILINEAR)
    if entry:
        draw_action(thumb, entry, scale)
    buf = io.BytesIO()
    thumb.save(buf, "JPEG", quality=quality, optimize=True)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def draw_action(img: Image.Image, entry: Mapping[str, Any], scale: float) -> None:
    """Draw ``entry``'s action (and element box) on ``img``, whose pixels are the
    screenshot's times ``scale``. Fields that are missing or not numbers are not drawn."""
    action = entry.get("action") or {}
    kind = action.get("action_type")
    draw = ImageDraw.Draw(img)
    box = _bbox(entry.get("element"), scale)
    if box:
        draw.rectangle(box, outline=_BOX, width=2)
    point = _point(action, scale)
    centre = point or (((box[0] + box[2]) / 2, (box[1] + box[3]) / 2) if box else None)
    if kind in _TAPS and centre:
        _tap(draw, centre, kind)
    elif kind in _MOVES and action.get("direction") in _DIRECTIONS:
        _arrow(draw, centre or (img.width / 2, img.height / 2), action["direction"], min(img.size) * 0.3)
    elif kind == "input_text" and isinstance(action.get("text"), str):
        _banner(draw, img, action["text"], below=box[3] if box else None)


_DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def _number(v: Any) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def _point(action: Mapping[str, Any], scale: float) -> tuple[float, float] | None:
    x, y = _number(action.get("x")), _number(action.get("y"))
    return (x * scale, y * scale) if x is not None and y is not None else None


def _bbox(element: Any, scale: float) -> tuple[float, float, float, float] | None:
    bbox = element.get("bbox") if isinstance(element, Mapping) else None
    if not isinstance(bbox, (list, tuple)) or len(bbox) != 4:
        return None
    nums = [_number(v) for v in bbox]
    if any(v is None for v in nums):
        return None
    x0, y0, x1, y1 = (v * scale for v in nums)  # type: ignore[operator]
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def _tap(draw: ImageDraw.ImageDraw, c: tuple[float, float], kind: str) -> None:
    x, y = c
    r = 9
    if kind == "long_press":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=_TAP, outline=(255, 255, 255), width=2)
        return
    draw.ellipse((x - r, y - r, x + r, y + r), outline=_TAP, width=3)
    draw.ellipse((x - 2, y - 2, x + 2, y + 2), fill=_TAP)
    if kind == "double_tap":
        draw.ellipse((x - r - 5, y - r - 5, x + r + 5, y + r + 5), outline=_TAP, width=2)


def _arrow(draw: ImageDraw.ImageDraw, start: tuple[float, float], direction: str, length: float) -> None:
    dx, dy = _DIRECTIONS[direction]
    x0, y0 = start
    x1, y1 = x0 + dx * length, y0 + dy * length
    draw.line((x0, y0, x1, y1), fill=_ARROW, width=4)
    head = 12
    # the arrowhead: two points back from the tip, either side of the shaft
    px, py = -dy, dx
    draw.polygon([(x1 + dx * 4, y1 + dy * 4), (x1 - dx * head + px * head * 0.7, y1 - dy * head + py * head * 0.7),
                  (x1 - dx * head - px * head * 0.7, y1 - dy * head - py * head * 0.7)], fill=_ARROW)
    draw.ellipse((x0 - 4, y0 - 4, x0 + 4, y0 + 4), fill=_ARROW)


def _banner(draw: ImageDraw.ImageDraw, img: Image.Image, text: str, below: float | None) -> None:
    shown = " ".join(text.split())
    shown = shown if len(shown) <= _MAX_TYPED else shown[:_MAX_TYPED - 1] + "..."
    font = _font()
    label = f"typed: {shown}"
    left, top, right, bottom = draw.textbbox((0, 0), label, font=font)
    h = bottom - top + 8
    y = below + 4 if below is not None and below + 4 + h <= img.height else img.height - h - 4
    draw.rectangle((2, y, min(img.width - 2, right - left + 12), y + h), fill=(20, 20, 20))
    draw.text((8, y + 4 - top), label, fill=(255, 255, 255), font=font)


def _font() -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.load_default(size=13)
    except TypeError:  # Pillow < 10.1: the fixed bitmap font
        return ImageFont.load_default()
