"""The one renderer of launcher icons: ``apps.icons.Icon`` data -> a masked RGBA picture.

The icon's layers (108x108 dp, ``apps.icons``) are drawn so that layer coordinates 18..90
fill the picture, then cut to a circle (Android 13's default icon shape on a Pixel
launcher: ``AdaptiveIconDrawable`` draws the layers 1.5x the mask). A legacy icon gets the
launcher's white backdrop. Drawing is at twice the size, then reduced (anti-aliased
edges, as the launcher's bitmap filtering gives). An app without icon data gets a
placeholder: its label's initial on a grey disc.
"""

from __future__ import annotations

import functools

import numpy

from PIL import Image, ImageDraw, ImageFont

from apps.icons import Icon, icon_for, rgb

_SUPER = 2
_PLACEHOLDER = (158, 158, 158)


def _rgba(colour: str) -> tuple[int, int, int, int]:
    h = colour.lstrip("#")
    alpha = int(h[:2], 16) if len(h) == 8 else 255
    return rgb(colour) + (alpha,)


def _background(icon: Icon, size: int, tf) -> Image.Image:
    bg = icon.background
    if isinstance(bg, str):
        return Image.new("RGBA", (size, size), _rgba(bg))
    _, (x0, y0, x1, y1), stops = bg
    (ax, ay), (bx, by) = tf((x0, y0)), tf((x1, y1))
    dx, dy = bx - ax, by - ay
    norm = (dx * dx + dy * dy) or 1.0
    ys, xs = numpy.mgrid[0:size, 0:size].astype(float)
    t = numpy.clip(((xs - ax) * dx + (ys - ay) * dy) / norm, 0.0, 1.0)
    offsets = [o for o, _ in stops]
    colours = numpy.array([_rgba(c) for _, c in stops], dtype=float)
    channels = [numpy.interp(t, offsets, colours[:, k]) for k in range(4)]
    return Image.fromarray(numpy.rint(numpy.stack(channels, axis=-1)).astype(numpy.uint8), "RGBA")


def _shape(draw: ImageDraw.ImageDraw, shape: tuple, tf, f: float) -> None:
    kind = shape[0]
    if kind == "circle":
        _, cx, cy, r, c = shape
        (x, y) = tf((cx, cy))
        draw.ellipse((x - r * f, y - r * f, x + r * f, y + r * f), fill=_rgba(c))
    elif kind == "ring":
        _, cx, cy, r, w, c = shape
        (x, y) = tf((cx, cy))
        draw.ellipse((x - r * f, y - r * f, x + r * f, y + r * f), outline=_rgba(c), width=max(1, round(w * f)))
    elif kind == "rect":
        _, x0, y0, x1, y1, c = shape
        draw.rectangle((*tf((x0, y0)), *tf((x1, y1))), fill=_rgba(c))
    elif kind == "rrect":
        _, x0, y0, x1, y1, r, c = shape
        draw.rounded_rectangle((*tf((x0, y0)), *tf((x1, y1))), radius=r * f, fill=_rgba(c))
    elif kind == "frame":
        _, x0, y0, x1, y1, r, w, c = shape
        draw.rounded_rectangle((*tf((x0, y0)), *tf((x1, y1))), radius=r * f, outline=_rgba(c),
                               width=max(1, round(w * f)))
    elif kind == "poly":
        _, pts, c = shape
        draw.polygon([tf(p) for p in pts], fill=_rgba(c))
    elif kind == "line":
        _, pts, w, c = shape
        draw.line([tf(p) for p in pts], fill=_rgba(c), width=max(1, round(w * f)), joint="curve")
    elif kind == "pie":
        _, cx, cy, r, a0, a1, c = shape
        (x, y) = tf((cx, cy))
        draw.pieslice((x - r * f, y - r * f, x + r * f, y + r * f), a0, a1, fill=_rgba(c))
    elif kind == "text":
        _, cx, cy, size, text, c = shape
        font = ImageFont.load_default(size=max(8, round(size * f)))
        draw.text(tf((cx, cy)), text, font=font, fill=_rgba(c), anchor="mm")
    else:
        raise ValueError(f"unknown icon shape {kind!r}")


@functools.lru_cache(maxsize=256)
def picture(package: str, size: int, initial: str = "?") -> Image.Image:
    """The masked icon of ``package``, ``size`` x ``size`` pixels (RGBA; transparent
    outside the circle). ``initial`` is drawn on the placeholder of an app without icon
    data. Raises ValueError for a size below 4 or an unknown shape kind."""
    if size < 4:
        raise ValueError(f"icon size must be >= 4 pixels, got {size}")
    big = size * _SUPER
    f = big / 72.0

    def tf(p):
        return ((p[0] - 18) * f, (p[1] - 18) * f)

    icon = icon_for(package)
    if icon is None:
        img = Image.new("RGBA", (big, big), _PLACEHOLDER + (255,))
        font = ImageFont.load_default(size=max(8, big // 2))
        ImageDraw.Draw(img).text((big / 2, big / 2), initial[:1].upper(), font=font, fill=(255, 255, 255, 255),
                                 anchor="mm")
    else:
        img = Image.new("RGBA", (big, big), (255, 255, 255, 255)) if icon.legacy else None
        bg = _background(icon, big, tf)
        img = bg if img is None else Image.alpha_composite(img, bg)
        for shape in icon.shapes:
            colour = shape[-1] if shape[0] != "text" else shape[5]
            if _rgba(colour)[3] == 255:
                _shape(ImageDraw.Draw(img), shape, tf, f)
            else:                                  # translucent: composite, do not overwrite
                layer = Image.new("RGBA", (big, big), (0, 0, 0, 0))
                _shape(ImageDraw.Draw(layer), shape, tf, f)
                img = Image.alpha_composite(img, layer)
    mask = Image.new("L", (big, big), 0)
    ImageDraw.Draw(mask).ellipse((0, 0, big - 1, big - 1), fill=255)
    out = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    out.paste(img, (0, 0), mask)
    return out.resize((size, size), Image.LANCZOS)


def paste(canvas: Image.Image, package: str, box: tuple[int, int, int], initial: str = "?") -> None:
    """Draw ``package``'s icon on ``canvas`` with its top left at ``box[:2]`` and side
    ``box[2]`` pixels."""
    x, y, size = box
    canvas.alpha_composite(picture(package, size, initial), (int(x), int(y)))
