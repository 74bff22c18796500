"""Simple Draw Pro's drawing surface as pixels: what ``MyCanvas`` shows and what
``MainActivity`` saves.

Source: SimpleMobileTools/Simple-Draw 6.9.3 (versionCode 79, commit c45bf92),
``views/MyCanvas.kt`` and ``activities/MainActivity.kt``:

* a stroke is a path drawn with the current colour and ``strokeWidth`` =
  ``full_brush_size`` (40dp, ``res/values/dimens.xml``) x brush size / 100 (the seek bar,
  5..100, default 40: ``Config.brushSize``); round caps and joins (``mPaint``);
* the eraser draws the *current* canvas background colour (``changePaint``: ``isEraser``
  -> ``mBackgroundColor``), at least 20 px wide (``MIN_ERASER_WIDTH``);
* an opened picture (``drawBitmap``) is scaled by Glide ``fitCenter`` to the display size
  and drawn centred in the canvas, unscaled (a taller picture is cropped);
* ``getBitmap`` (what Save writes) is the canvas view's size: white, then the background
  colour, the picture and the strokes; JPG is written at quality 70, PNG losslessly
  (``writeToOutputStream`` / ``saveToOutputStream``); SVG (``models/Svg.kt``) holds the
  background colour as a ``rect`` and each path as a ``path`` element -- never the picture.

Strokes are drawn without anti-aliasing [simplification: the real Paint is
anti-aliased, so a real stroke has a soft 1-2 px rim; the checks in
``verifiers/drawing`` use colour tolerance and stroke cores, which both satisfy].
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import math

from PIL import Image, ImageDraw

FULL_BRUSH_DP = 40          # R.dimen.full_brush_size
MIN_BRUSH, MAX_BRUSH, DEFAULT_BRUSH = 5, 100, 40
MIN_ERASER_PX = 20          # MyCanvas.MIN_ERASER_WIDTH
JPG_QUALITY = 70            # MainActivity.writeToOutputStream
WHITE = (255, 255, 255)


@dataclasses.dataclass(frozen=True)
class Stroke:
    """One finished path on the canvas: canvas-local points (px), RGB colour, width (px),
    and whether it was drawn with the eraser (then its colour is the background's)."""

    points: tuple[tuple[int, int], ...]
    color: tuple[int, int, int]
    width: float
    eraser: bool = False


def brush_px(brush: int, density: int) -> float:
    """Stroke width in px of seek-bar value ``brush`` at ``density`` dpi."""
    return FULL_BRUSH_DP * density / 160 * max(MIN_BRUSH, min(MAX_BRUSH, brush)) / 100


def hex_rgb(text: str) -> tuple[int, int, int]:
    """``"F57C00"`` / ``"#f57c00"`` to (r, g, b). Raises ValueError for anything else."""
    t = text.strip().lstrip("#")
    if len(t) != 6 or any(c not in "0123456789abcdefABCDEF" for c in t):
        raise ValueError(f"not a 6-digit hex colour: {text!r}")
    return int(t[0:2], 16), int(t[2:4], 16), int(t[4:6], 16)


def rgb_hex(rgb: tuple[int, int, int]) -> str:
    """(r, g, b) to ``"F57C00"`` (upper case, no ``#``, as the picker's hex field shows it)."""
    return "".join(f"{c:02X}" for c in rgb)


def picture(data: bytes | None) -> Image.Image | None:
    """A picture file's bytes decoded to RGB; None when absent or undecodable."""
    if not data:
        return None
    try:
        with Image.open(io.BytesIO(data)) as img:
            return img.convert("RGB")
    except (OSError, ValueError, Image.DecompressionBombError):
        return None


def placed(pic_size: tuple[int, int], display: tuple[int, int], canvas: tuple[int, int]) -> tuple[int, int, int, int]:
    """Where an opened picture lands on the canvas: scaled to fit ``display`` (Glide
    ``fitCenter``, up or down), then centred on the ``canvas``; (l, t, r, b) in canvas px
    (may reach outside it)."""
    w, h = max(1, pic_size[0]), max(1, pic_size[1])
    scale = min(display[0] / w, display[1] / h)
    dw, dh = max(1, round(w * scale)), max(1, round(h * scale))
    left, top = (canvas[0] - dw) // 2, (canvas[1] - dh) // 2
    return left, top, left + dw, top + dh


def compose(size: tuple[int, int], bg_color: tuple[int, int, int], pic: Image.Image | None,
            display: tuple[int, int], strokes: tuple[Stroke, ...], cache: dict | None = None) -> Image.Image:
    """The canvas as an RGB image of ``size`` (``getBitmap``). ``cache`` (a dict the
    caller keeps with the picture) holds the picture scaled for this size and display,
    so a new stroke does not scale it again."""
    img = Image.new("RGB", size, bg_color)
    if pic is not None:
        l, t, r, b = placed(pic.size, display, size)
        key = (size, display)
        scaled = (cache or {}).get(key)
        if scaled is None:
            scaled = pic.resize((r - l, b - t), Image.Resampling.BILINEAR)
            if cache is not None:
                cache.clear()
                cache[key] = scaled
        img.paste(scaled, (l, t))
    d = ImageDraw.Draw(img)
    for s in strokes:
        color = bg_color if s.eraser else s.color
        width = max(s.width, MIN_ERASER_PX) if s.eraser else s.width
        _path(d, s.points, color, width)
    return img


def _path(d: ImageDraw.ImageDraw, points, color, width: float) -> None:
    """A round-capped, round-joined polyline."""
    w = max(1, int(round(width)))
    rad = w / 2
    if len(points) > 1:
        d.line(list(points), fill=color, width=w)
    for x, y in points:       # round caps and joins
        d.ellipse((x - rad, y - rad, x + rad, y + rad), fill=color)


def key(size, bg_color, pic_key: str, display, strokes) -> str:
    """A name for the composed picture (equal keys, equal pixels)."""
    h = hashlib.sha1(repr((size, bg_color, pic_key, display, strokes)).encode()).hexdigest()
    return "draw:" + h


def encode(img: Image.Image, ext: str) -> bytes:
    """The saved file's bytes for extension ``png`` or ``jpg``."""
    buf = io.BytesIO()
    if ext == "jpg":
        img.save(buf, "JPEG", quality=JPG_QUALITY)
    else:
        img.save(buf, "PNG")
    return buf.getvalue()


def svg(size: tuple[int, int], bg_color: tuple[int, int, int], strokes: tuple[Stroke, ...]) -> bytes:
    """``Svg.saveSvg``: the background colour and the paths (never an opened picture)."""
    w, h = size
    out = [f'<svg width="{w}" height="{h}" xmlns="http://www.w3.org/2000/svg">',
           f'<rect width="{w}" height="{h}" fill="#{rgb_hex(bg_color)}"/>']
    for s in strokes:
        color = bg_color if s.eraser else s.color
        width = max(s.width, MIN_ERASER_PX) if s.eraser else s.width
        pts = list(s.points) if len(s.points) > 1 else [s.points[0], s.points[0]]
        d = "M" + " L".join(f"{x},{y}" for x, y in pts)
        out.append(f'<path d="{d}" fill="none" stroke="#{rgb_hex(color)}" stroke-width="{width:g}" '
                   'stroke-linecap="round" stroke-linejoin="round"/>')
    out.append("</svg>")
    return "\n".join(out).encode()


def hsv_rgb(h: float, s: float, v: float) -> tuple[int, int, int]:
    """HSV (hue in degrees, s and v in 0..1) to RGB, as ``Color.HSVToColor``."""
    h = (h % 360) / 60
    c = v * s
    x = c * (1 - abs(h % 2 - 1))
    r, g, b = [(c, x, 0), (x, c, 0), (0, c, x), (0, x, c), (x, 0, c), (c, 0, x)][int(h) % 6]
    m = v - c
    return tuple(int(round((u + m) * 255)) for u in (r, g, b))


def rgb_hsv(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """RGB to HSV (hue in degrees), as ``Color.colorToHSV``."""
    r, g, b = (c / 255 for c in rgb)
    mx, mn = max(r, g, b), min(r, g, b)
    d = mx - mn
    if d == 0:
        h = 0.0
    elif mx == r:
        h = 60 * (((g - b) / d) % 6)
    elif mx == g:
        h = 60 * ((b - r) / d + 2)
    else:
        h = 60 * ((r - g) / d + 4)
    return (h, 0.0 if mx == 0 else d / mx, mx)


def dot(x: int, y: int) -> tuple[tuple[int, int], ...]:
    """A tap's path: a point (drawn as a round dot of the stroke width)."""
    return ((x, y),)


def length(points) -> float:
    """Length of a path in px."""
    return sum(math.dist(a, b) for a, b in zip(points, points[1:]))
