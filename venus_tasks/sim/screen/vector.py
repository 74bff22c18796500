"""Android vector drawables drawn as shapes: ``pathData`` strings -> anti-aliased RGBA.

An app's icons are ``<vector>`` resources whose ``android:pathData`` uses the SVG path
grammar (``VectorDrawable``, Android's ``PathParser``): commands M L H V C S Q T A Z in
absolute (upper case) and relative (lower case) form, numbers separated by commas, spaces
or a sign, a command letter repeating implicitly. ``polygons`` flattens one path into
closed point lists in viewport units (curves in 12 segments, arcs in 24); ``picture``
fills them into a square picture. Sub-paths are combined even-odd, which gives the holes
of Material icons (drawn with the opposite winding under Android's default non-zero rule)
[a simplification: the two rules only differ for overlapping sub-paths of one winding].

Drawing is at four times the size, then reduced (anti-aliased edges). Pictures are
cached by ``(path data, size, colour)``. Errors: ``ValueError`` naming the path for an
unknown command or a missing number.
"""

from __future__ import annotations

import functools
import math
import re

from PIL import Image, ImageChops, ImageDraw

_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}
_SUPER = 4
_CURVE_STEPS = 12


def _tokens(d: str) -> list[str]:
    rest = _TOKEN.sub("", d).replace(",", "").split()
    if rest:
        raise ValueError(f"path data {d[:40]!r}: unknown command {rest[0][:1]!r}")
    return _TOKEN.findall(d)


def polygons(d: str) -> list[list[tuple[float, float]]]:
    """The closed sub-paths of the path data ``d`` as point lists (viewport units)."""
    toks = _tokens(d)
    out: list[list[tuple[float, float]]] = []
    cur: list[tuple[float, float]] = []
    x = y = sx = sy = 0.0
    last_ctrl: tuple[float, float] | None = None
    last_cmd = ""
    cmd = ""
    i = 0

    def num() -> float:
        nonlocal i
        if i >= len(toks) or toks[i].isalpha():
            raise ValueError(f"path data {d[:40]!r}: a number is missing after {cmd!r}")
        i += 1
        return float(toks[i - 1])

    def flag() -> float:                      # an arc flag may be glued to what follows
        nonlocal i
        tok = toks[i]
        if len(tok) > 1 and tok[0] in "01" and not tok.startswith(("0.", "1.")):
            toks[i] = tok[1:]
            return float(tok[0])
        return num()

    while i < len(toks):
        if toks[i].isalpha():
            cmd = toks[i]
            i += 1
        elif not cmd:
            raise ValueError(f"path data {d[:40]!r} does not start with a command")
        up = cmd.upper()
        if up not in _ARGS:
            raise ValueError(f"path data {d[:40]!r}: unknown command {cmd!r}")
        rel = cmd.islower()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        ctrl = None
        if up == "Z":
            if cur:
                out.append(cur)
            cur = []
            x, y = sx, sy
        elif up == "M":
            if cur:
                out.append(cur)
            x, y = ox + num(), oy + num()
            sx, sy = x, y
            cur = [(x, y)]
            cmd = "l" if rel else "L"                 # further pairs are line-tos
        elif up == "L":
            x, y = ox + num(), oy + num()
            cur.append((x, y))
        elif up == "H":
            x = ox + num()
            cur.append((x, y))
        elif up == "V":
            y = oy + num()
            cur.append((x, y))
        elif up in ("C", "S"):
            if up == "C":
                c1 = (ox + num(), oy + num())
            else:
                c1 = (2 * x - last_ctrl[0], 2 * y - last_ctrl[1]) if last_ctrl and last_cmd in "CS" else (x, y)
            c2 = (ox + num(), oy + num())
            end = (ox + num(), oy + num())
            cur.extend(_cubic((x, y), c1, c2, end))
            x, y = end
            ctrl = c2
        elif up in ("Q", "T"):
            if up == "Q":
                c = (ox + num(), oy + num())
            else:
                c = (2 * x - last_ctrl[0], 2 * y - last_ctrl[1]) if last_ctrl and last_cmd in "QT" else (x, y)
            end = (ox + num(), oy + num())
            cur.extend(_quad((x, y), c, end))
            x, y = end
            ctrl = c
        elif up == "A":
            rx, ry, rot = num(), num(), num()
            large, sweep = flag(), flag()
            end = (ox + num(), oy + num())
            cur.extend(_arc((x, y), rx, ry, rot, bool(large), bool(sweep), end))
            x, y = end
        if up != "M" and not cur:
            cur = [(sx, sy)]
        last_ctrl, last_cmd = ctrl, up
    if cur:
        out.append(cur)
    return [p for p in out if len(p) >= 3]


def _cubic(p0, p1, p2, p3):
    pts = []
    for k in range(1, _CURVE_STEPS + 1):
        t = k / _CURVE_STEPS
        u = 1 - t
        pts.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))
    return pts


def _quad(p0, p1, p2):
    pts = []
    for k in range(1, _CURVE_STEPS + 1):
        t = k / _CURVE_STEPS
        u = 1 - t
        pts.append((u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]))
    return pts


def _arc(p0, rx, ry, rot, large, sweep, p1):
    """An SVG elliptical arc as points (the endpoint parametrisation of SVG 1.1 F.6.5)."""
    if rx == 0 or ry == 0 or p0 == p1:
        return [p1]
    phi = math.radians(rot)
    cos, sin = math.cos(phi), math.sin(phi)
    dx, dy = (p0[0] - p1[0]) / 2, (p0[1] - p1[1]) / 2
    x1, y1 = cos * dx + sin * dy, -sin * dx + cos * dy
    rx, ry = abs(rx), abs(ry)
    lam = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if lam > 1:
        rx, ry = rx * math.sqrt(lam), ry * math.sqrt(lam)
    num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    co = math.sqrt(max(0.0, num / den)) if den else 0.0
    if large == sweep:
        co = -co
    cx1, cy1 = co * rx * y1 / ry, -co * ry * x1 / rx
    cx = cos * cx1 - sin * cy1 + (p0[0] + p1[0]) / 2
    cy = sin * cx1 + cos * cy1 + (p0[1] + p1[1]) / 2

    def ang(ux, uy, vx, vy):
        a = math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        return a

    t1 = ang(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    dt = ang((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    pts = []
    for k in range(1, 25):
        t = t1 + dt * k / 24
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        pts.append((cos * ex - sin * ey + cx, sin * ex + cos * ey + cy))
    return pts


@functools.lru_cache(maxsize=512)
def picture(d: str, size: int, colour: tuple, viewport: float = 24.0) -> Image.Image:
    """The path data ``d`` (a ``viewport`` x ``viewport`` drawable) filled with ``colour``
    (RGB or RGBA) in a transparent ``size`` x ``size`` RGBA picture. Several paths of one
    drawable may be joined with ``|``."""
    big = max(1, size) * _SUPER
    f = big / viewport
    mask = Image.new("1", (big, big), 0)
    for part in d.split("|"):
        for poly in polygons(part):
            layer = Image.new("1", (big, big), 0)
            ImageDraw.Draw(layer).polygon([(px * f, py * f) for px, py in poly], fill=1)
            mask = ImageChops.logical_xor(mask, layer)
    alpha = mask.convert("L").resize((max(1, size), max(1, size)), Image.LANCZOS)
    rgba = tuple(colour) + (255,) if len(colour) == 3 else tuple(colour)
    out = Image.new("RGBA", alpha.size, rgba[:3] + (0,))
    if rgba[3] != 255:
        alpha = alpha.point(lambda v: v * rgba[3] // 255)
    out.putalpha(alpha)
    return out


def paste(canvas: Image.Image, d: str, box: tuple[int, int, int, int], colour: tuple,
          viewport: float = 24.0) -> None:
    """Draw ``d`` into ``box`` (l, t, r, b) of ``canvas``, scaled to the box's shorter side
    and centred."""
    l, t, r, b = box
    size = max(1, min(r - l, b - t))
    x, y = l + (r - l - size) // 2, t + (b - t - size) // 2
    canvas.alpha_composite(picture(d, size, tuple(colour), viewport), (int(x), int(y)))
