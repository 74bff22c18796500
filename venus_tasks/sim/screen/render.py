"""Draw a ``Screen`` into PNG bytes (RGBA, 8-bit), as ``screencap -p`` returns them.

Windows are drawn bottom to top (a dialog first dims what is below it), then the status
bar (clock, Wi-Fi and battery marks) over the top ``status_bar_height`` pixels; the
status bar is not part of any dumped window, as on a device. Colours switch with night
mode (dark backgrounds, light text). Sizes scale with the density.

Latin text uses Roboto in the weight its view has (``sim/screen/fonts``: regular; Medium for
titles, buttons and category headers; a node's ``style["weight"]`` overrides), characters
Roboto lacks a fallback font. Roboto has no CJK glyphs: CJK characters are drawn as
outlined boxes ("tofu") of the text's size while the UI dump carries the real text. A
CJK-capable font file can be given as ``SimServer(cjk_font=PATH)`` or
``python -m venus_tasks.sim --cjk_font PATH`` (e.g. Debian's ``fonts-noto-cjk``
NotoSansCJK-Regular.ttc); it is then used for any text that contains CJK characters.
"""

from __future__ import annotations

import collections
import io

from PIL import Image, ImageDraw

from venus_tasks.sim.screen import fonts, icons, image_ref, render_widgets
from venus_tasks.sim.screen.png import rgba_png
from venus_tasks.sim.screen.tree import Screen, UiNode

_LIGHT = {"wallpaper": (214, 226, 243), "surface": (255, 255, 255), "bar": (243, 240, 247),
          "text": (32, 33, 36), "secondary": (95, 99, 104), "accent": (26, 115, 232),
          "field": (255, 255, 255), "divider": (225, 227, 230), "status": (32, 33, 36),
          "dialog": (243, 237, 247), "call": (32, 40, 56), "shade": (236, 239, 244),
          "card": (255, 255, 255), "scrim": (0, 0, 0, 110), "ime": (68, 68, 68)}
_DARK = {"wallpaper": (24, 28, 38), "surface": (18, 18, 18), "bar": (36, 36, 40),
         "text": (232, 234, 237), "secondary": (154, 160, 166), "accent": (138, 180, 248),
         "field": (48, 49, 52), "divider": (60, 64, 67), "status": (232, 234, 237),
         "dialog": (43, 41, 48), "call": (16, 20, 28), "shade": (28, 30, 34),
         "card": (44, 46, 50), "scrim": (0, 0, 0, 150), "ime": (68, 68, 68)}
_CALL_COLORS = {"red": (217, 48, 37), "green": (30, 142, 62)}
_ON_DARK = (240, 242, 245)
# a text view's weight by its kind (``style["weight"]`` overrides): Material's toolbar and
# dialog titles are Roboto Medium (``TextAppearance.AppCompat.Widget.ActionBar.Title``,
# ``DialogWindowTitle``: ``fontFamily sans-serif-medium``)
_WEIGHTS = {"title": fonts.MEDIUM}


class _Draw(ImageDraw.ImageDraw):
    """A Pillow drawing context that knows the screen's CJK font (None: tofu boxes) and
    font scale (every text size is multiplied by it)."""

    def __init__(self, im: Image.Image, cjk_font: str | None, font_scale: float = 1.0):
        super().__init__(im)
        self.canvas = im
        self.cjk_font = cjk_font
        self.font_scale = font_scale


def _is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (0x2E80 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7AF or 0xF900 <= o <= 0xFAFF
            or 0xFF00 <= o <= 0xFFEF or 0x3000 <= o <= 0x303F or o in (0x201C, 0x201D))


def render(screen: Screen) -> Image.Image:
    """The frame as an RGBA image of ``screen.width`` x ``screen.height``."""
    pal = _DARK if screen.night else _LIGHT
    img = Image.new("RGBA", (screen.width, screen.height), pal["surface"] + (255,))
    px = screen.density / 160
    for win in screen.windows:
        if win.dim:                           # True: the palette's scrim; a float: the window's dim amount
            colour = pal["scrim"] if win.dim is True else (0, 0, 0, round(255 * win.dim))
            scrim = Image.new("RGBA", img.size, colour)
            img.alpha_composite(scrim)
        draw = _Draw(img, screen.cjk_font, screen.font_scale)
        _draw_node(draw, win.root, pal, px)
    _status_bar(_Draw(img, screen.cjk_font, screen.font_scale), screen, pal, px)
    return img


def png_bytes(screen: Screen, cache: "collections.OrderedDict[str, bytes] | None" = None) -> bytes:
    """The frame as PNG (RGBA). With ``cache`` (the device's, keyed by the frame's full
    description; ``render`` reads nothing else), an unchanged screen is not drawn and
    encoded again: encoding a 1080x2400 frame takes about 25 ms (``screen/png.py``). Keeps
    4 frames."""
    key = repr(screen) if cache is not None else ""
    if cache is not None and key in cache:
        cache.move_to_end(key)
        return cache[key]
    data = rgba_png(render(screen))
    if cache is not None:
        cache[key] = data
        while len(cache) > 4:
            cache.popitem(last=False)
    return data


def jpeg_bytes(screen: Screen, quality: int, cache: "collections.OrderedDict[str, bytes] | None" = None) -> bytes:
    """The frame as JPEG of ``quality`` (0-100; 4:2:0 chroma, as Skia encodes
    ``Bitmap.compress(JPEG)``), cached in ``cache`` like ``png_bytes``."""
    key = f"jpeg:{quality}:{screen!r}" if cache is not None else ""
    if cache is not None and key in cache:
        cache.move_to_end(key)
        return cache[key]
    buf = io.BytesIO()
    render(screen).convert("RGB").save(buf, format="JPEG", quality=quality, subsampling=2)
    data = buf.getvalue()
    if cache is not None:
        cache[key] = data
        while len(cache) > 4:
            cache.popitem(last=False)
    return data


def _pieces(text: str, size: int, weight: int) -> list[tuple[str, object]]:
    """``text`` as ``(piece, font)`` runs (``fonts.runs``), each CJK character alone with
    font None (a tofu box)."""
    out: list[tuple[str, object]] = []
    start = 0
    for i, ch in enumerate(text + "\0"):
        if i == len(text) or _is_cjk(ch):
            if i > start:
                out += fonts.runs(text[start:i], size, weight)
            if i < len(text):
                out.append((ch, None))
            start = i + 1
    return out


def _width(draw, text: str, size: int, weight: int = fonts.REGULAR) -> float:
    """The drawn width of ``text`` at ``size`` px, in px."""
    if draw.cjk_font and any(_is_cjk(c) for c in text):
        return draw.textlength(text, font=fonts.face(size, weight, draw.cjk_font))
    return sum(size if font is None else draw.textlength(piece, font=font)
               for piece, font in _pieces(text, size, weight))


def _text(draw, xy, text: str, size: int, fill, anchor: str = "la", max_w: int | None = None,
          scaled: bool = False, weight: int = fonts.REGULAR):
    """Draw ``text`` at ``xy`` (Pillow's two-letter ``anchor``) in ``size`` px (sp: the
    user's font scale applies unless ``scaled``) and ``weight`` (``fonts.REGULAR``,
    ``MEDIUM``, ``BOLD``), cut with an ellipsis to ``max_w`` px."""
    if not scaled:                            # sp: the user's font size applies once
        size, scaled = max(1, int(round(size * getattr(draw, "font_scale", 1.0)))), True
    if "\u2011" in text and not fonts.has_glyph("\u2011"):
        text = text.replace("\u2011", "-")   # the built-in font has no non-breaking hyphen
    if "\n" in text:                          # a multi-line TextView (a dialog's message): line by line
        lines, step = text.split("\n"), int(size * 1.25)
        x, y = xy
        y -= step * (len(lines) - 1) // 2 if anchor[1] == "m" else 0
        for i, line in enumerate(lines):
            _text(draw, (x, y + i * step), line, size, fill, anchor, max_w, scaled, weight)
        return
    if max_w is not None and text:
        while len(text) > 1 and _width(draw, text, size, weight) > max_w:
            text = text[:-2] + "…"
    if draw.cjk_font and any(_is_cjk(c) for c in text):
        draw.text(xy, text, font=fonts.face(size, weight, draw.cjk_font), fill=fill, anchor=anchor)
        return
    pieces = _pieces(text, size, weight)
    if len(pieces) <= 1 and all(font is not None for _, font in pieces):
        draw.text(xy, text, font=pieces[0][1] if pieces else fonts.face(size, weight), fill=fill, anchor=anchor)
        return
    x, y = xy                                 # runs in several fonts: one baseline, the primary face's
    total = sum(size if font is None else draw.textlength(piece, font=font) for piece, font in pieces)
    x -= total / 2 if anchor[0] == "m" else total if anchor[0] == "r" else 0
    ascent, descent = fonts.face(size, weight).getmetrics()
    base = {"a": y + ascent, "m": y + (ascent - descent) / 2, "d": y - descent}.get(anchor[1], y)
    for piece, font in pieces:
        if font is None:                      # a CJK character without a CJK font: a tofu box
            top = base - size * 0.85
            draw.rectangle((x + size * 0.1, top + size * 0.1, x + size * 0.9, top + size * 0.9),
                           outline=fill, width=max(1, size // 12))
            x += size
        else:
            draw.text((x, base), piece, font=font, fill=fill, anchor="ls")
            x += draw.textlength(piece, font=font)


def _draw_node(draw, node: UiNode, pal: dict, px: float) -> None:
    l, t, r, b = node.bounds
    style = node.style
    kind = style.get("kind")
    if "bg" in style:                         # a palette key, or an app's own RGB colour
        color = pal[style["bg"]] if isinstance(style["bg"], str) else tuple(style["bg"])
        if style.get("radius"):
            draw.rounded_rectangle((l, t, r - 1, b - 1), radius=style["radius"], fill=color)
        else:
            draw.rectangle((l, t, r - 1, b - 1), fill=color)
    on_dark = any(k == "call" for k in (style.get("bg"),)) or kind in ("call_state", "call_number")
    if "image" in style:
        image_ref.paste(draw.canvas, style["image"], node.bounds)
    elif render_widgets.draw(draw, node, pal, px, _text):
        pass
    elif kind == "icon":                      # ``icon_dp`` / ``text_sp``: the launcher's grid (48 / 12 unless set)
        cx, size = (l + r) // 2, int(style.get("icon_dp", 48) * px)
        top = t + int(12 * px)
        icons.paste(draw.canvas, style["package"], (cx - size // 2, top, size), node.text)
        _text(draw, (cx, top + size + int(6 * px)), node.text, int(style.get("text_sp", 12) * px), pal["text"], "ma",
              max_w=r - l - int(4 * px))
    elif kind == "folder":                    # Launcher3 FolderIcon: a disc with the first four apps
        cx, size = (l + r) // 2, int(style.get("icon_dp", 48) * px)
        top = t + int(12 * px)
        draw.ellipse((cx - size // 2, top, cx + size // 2, top + size), fill=pal["card"])
        mini, gap = int(size * 0.36), int(size * 0.06)
        for i, package in enumerate(style["packages"][:4]):
            row, col = divmod(i, 2)
            x = cx - mini - gap // 2 + col * (mini + gap)
            y = top + size // 2 - mini - gap // 2 + row * (mini + gap)
            icons.paste(draw.canvas, package, (x, y, mini))
        title = node.children[0].text if node.children else ""
        _text(draw, (cx, top + size + int(6 * px)), title, int(style.get("text_sp", 12) * px), pal["text"], "ma",
              max_w=r - l - int(4 * px))
    elif kind == "none":                      # drawn by its parent
        pass
    elif kind == "search":
        draw.rounded_rectangle((l, t, r, b), radius=(b - t) // 2, fill=pal["field"],
                               outline=pal["accent"] if node.focused else pal["divider"],
                               width=max(1, int(2 * px)))
        color = pal["secondary"] if style.get("hint") else pal["text"]
        _text(draw, (l + int(20 * px), (t + b) // 2), node.text, int(16 * px), color, "lm")
    elif kind == "switch":                    # ``track``/``thumb``: (on, off) RGB colours of an app's theme
        track, thumb = style.get("track"), style.get("thumb")
        color = tuple(track[0 if node.checked else 1]) if track else pal["accent"] if node.checked else pal["divider"]
        draw.rounded_rectangle((l, t, r, b), radius=(b - t) // 2, fill=color)
        d = b - t - int(6 * px)
        x0 = r - d - int(3 * px) if node.checked else l + int(3 * px)
        draw.ellipse((x0, t + int(3 * px), x0 + d, t + int(3 * px) + d),
                     fill=tuple(thumb[0 if node.checked else 1]) if thumb else (255, 255, 255))
    elif kind == "row":
        if node.selected:                     # the two-pane homepage's highlighted entry
            draw.rounded_rectangle((l + int(8 * px), t + int(2 * px), r - int(8 * px), b - int(2 * px)),
                                   radius=int(24 * px), fill=pal["bar"])
        if style.get("divider", True):
            draw.line((l, b - 1, r, b - 1), fill=pal["divider"], width=1)
    elif kind == "list_button":
        _text(draw, (l + int(24 * px), (t + b) // 2), node.text, int(16 * px), pal["text"], "lm",
              max_w=r - l - int(32 * px))
    elif kind == "pill":
        draw.rounded_rectangle((l, t, r, b), radius=(b - t) // 2, fill=pal["bar"],
                               outline=pal["divider"], width=max(1, int(px)))
        _text(draw, ((l + r) // 2, (t + b) // 2), node.text, int(14 * px), pal["text"], "mm",
              max_w=r - l - int(8 * px))
    elif kind == "call_button":
        size = min(r - l, int(72 * px))
        cx = (l + r) // 2
        draw.ellipse((cx - size // 2, t, cx + size // 2, t + size), fill=_CALL_COLORS[style["color"]])
        if node.text:
            _text(draw, (cx, t + size + int(6 * px)), node.text, int(14 * px), _ON_DARK, "ma")
    elif kind in ("card", "heads_up"):
        draw.rounded_rectangle((l, t, r, b), radius=int(16 * px), fill=pal["card"],
                               outline=pal["divider"], width=max(1, int(px)))
    elif kind == "task_card":
        draw.rounded_rectangle((l, t, r, b), radius=int(16 * px), fill=pal["surface"],
                               outline=style["color"], width=max(2, int(3 * px)))
        draw.rectangle((l + int(8 * px), t + int(72 * px), r - int(8 * px), t + int(88 * px)),
                       fill=pal["divider"])
    elif kind == "task_icon" and "package" in style:    # recents: the app's launcher icon
        icons.paste(draw.canvas, style["package"], (l, t, min(r - l, b - t)), node.desc or "?")
    elif kind == "task_icon":                            # a coloured disc (a list row's marker)
        draw.ellipse((l, t, r, b), fill=style["color"])
    elif node.text and not node.children:
        size = style.get("size") or {"title": 22, "secondary": 14, "empty": 16, "note_title": 16,
                                     "call_state": 18, "call_number": 34}.get(kind, 16)
        color = _ON_DARK if on_dark else pal["secondary"] if kind in ("secondary", "empty") else pal["text"]
        if style.get("ink") is not None:              # a text drawn over a picture (white on a camera)
            color = style["ink"]
        centred = kind in ("empty", "call_state", "call_number") or style.get("centred", False)
        weight = style.get("weight") or _WEIGHTS.get(kind, fonts.REGULAR)
        x = (l + r) // 2 if centred else l
        y = b - int(18 * px) if style.get("label_below") else (t + b) // 2   # a label under an icon
        _text(draw, (x, y), node.text, int(size * px), color, "mm" if centred else "lm",
              max_w=r - l, weight=weight)
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
