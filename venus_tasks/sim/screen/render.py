"""Draw a ``Screen`` into PNG bytes (RGBA, 8-bit), as ``screencap -p`` returns them.

Colours switch with night mode (dark background, light text). The status bar (clock,
Wi-Fi and battery marks) is drawn over the top ``status_bar_height`` pixels; it is not part
of the dumped window tree, as on a device.
"""

from __future__ import annotations

import functools
import io

from PIL import Image, ImageDraw, ImageFont

from venus_tasks.sim.screen.tree import Screen, UiNode

_LIGHT = {"wallpaper": (214, 226, 243), "surface": (255, 255, 255), "bar": (243, 240, 247),
          "text": (32, 33, 36), "secondary": (95, 99, 104), "accent": (26, 115, 232),
          "field": (255, 255, 255), "divider": (225, 227, 230), "status": (32, 33, 36)}
_DARK = {"wallpaper": (24, 28, 38), "surface": (18, 18, 18), "bar": (36, 36, 40),
         "text": (232, 234, 237), "secondary": (154, 160, 166), "accent": (138, 180, 248),
         "field": (48, 49, 52), "divider": (60, 64, 67), "status": (232, 234, 237)}


@functools.lru_cache(maxsize=32)
def _font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.load_default(size=max(size, 8))


def render(screen: Screen) -> Image.Image:
    """The frame as an RGBA image of ``screen.width`` x ``screen.height``."""
    pal = _DARK if screen.night else _LIGHT
    img = Image.new("RGBA", (screen.width, screen.height), pal["surface"] + (255,))
    draw = ImageDraw.Draw(img)
    px = screen.density / 160
    _draw_node(draw, screen.root, pal, px)
    _status_bar(draw, screen, pal, px)
    return img


def png_bytes(screen: Screen) -> bytes:
    buf = io.BytesIO()
    render(screen).save(buf, format="PNG", compress_level=1)
    return buf.getvalue()


def _text(draw, xy, text: str, size: int, fill, anchor: str = "la", max_w: int | None = None):
    font = _font(size)
    if max_w is not None and text:
        while len(text) > 1 and draw.textlength(text, font=font) > max_w:
            text = text[:-2] + "…"
    draw.text(xy, text, font=font, fill=fill, anchor=anchor)


def _draw_node(draw, node: UiNode, pal: dict, px: float) -> None:
    l, t, r, b = node.bounds
    style = node.style
    kind = style.get("kind")
    if "bg" in style:
        draw.rectangle((l, t, r - 1, b - 1), fill=pal[style["bg"]])
    if kind == "icon":
        cx, size = (l + r) // 2, int(48 * px)
        top = t + int(12 * px)
        draw.ellipse((cx - size // 2, top, cx + size // 2, top + size), fill=style["color"])
        _text(draw, (cx, top + size // 2), node.text[:1].upper(), int(22 * px), (255, 255, 255), "mm")
        _text(draw, (cx, top + size + int(6 * px)), node.text, int(12 * px), pal["text"], "ma",
              max_w=r - l - int(4 * px))
    elif kind == "search":
        draw.rounded_rectangle((l, t, r, b), radius=(b - t) // 2, fill=pal["field"],
                               outline=pal["accent"] if node.focused else pal["divider"],
                               width=max(1, int(2 * px)))
        color = pal["secondary"] if style.get("hint") else pal["text"]
        _text(draw, (l + int(20 * px), (t + b) // 2), node.text, int(16 * px), color, "lm")
    elif kind == "switch":
        color = pal["accent"] if node.checked else pal["divider"]
        draw.rounded_rectangle((l, t, r, b), radius=(b - t) // 2, fill=color)
        d = b - t - int(6 * px)
        x0 = r - d - int(3 * px) if node.checked else l + int(3 * px)
        draw.ellipse((x0, t + int(3 * px), x0 + d, t + int(3 * px) + d), fill=(255, 255, 255))
    elif kind == "row":
        draw.line((l, b - 1, r, b - 1), fill=pal["divider"], width=1)
    elif node.text and not node.children:
        size = {"title": 22, "secondary": 14, "empty": 16}.get(kind, 16)
        color = pal["secondary"] if kind in ("secondary", "empty") else pal["text"]
        anchor = "mm" if kind == "empty" else "lm"
        x = (l + r) // 2 if kind == "empty" else l
        _text(draw, (x, (t + b) // 2), node.text, int(size * px), color, anchor, max_w=r - l)
    for child in node.children:
        _draw_node(draw, child, pal, px)


def _status_bar(draw, screen: Screen, pal: dict, px: float) -> None:
    h = screen.status_bar_height
    color = pal["status"]
    _text(draw, (int(16 * px), h // 2), screen.clock_text, int(14 * px), color, "lm")
    right = screen.width - int(16 * px)
    bw, bh = int(10 * px), int(16 * px)
    top = (h - bh) // 2
    draw.rectangle((right - bw, top, right, top + bh), fill=color)           # battery
    cx, base = right - bw - int(20 * px), top + bh                             # wi-fi wedge
    draw.polygon([(cx - int(9 * px), top), (cx + int(9 * px), top), (cx, base)], fill=color)
