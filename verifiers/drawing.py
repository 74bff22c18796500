"""Deterministic checks of drawings: pure functions of pixels (numpy arrays ``(H, W, 3)``
uint8 RGB), used by the GUIM tasks on a saved picture or on the canvas part of a
screenshot.

* ``color_mask(img, name)``: pixels of a named colour family, decided in HSV with the
  ranges in ``FAMILIES`` (hue in degrees, saturation and value in 0..1); JPEG noise and
  anti-aliased rims keep a stroke's core inside its family.
* ``enclosed(mask)``: pixels that are not ink and cannot reach the picture's border
  through non-ink (4-neighbour paths) -- what a closed ring encloses. Computed on a grid
  downsampled by ``GRID`` (ink max-pooled), so gaps narrower than ``GRID`` px count as
  closed (a stroke is 16dp = 42 px wide by default on a 420 dpi phone).
* ``stroke_width(mask)``: the median length of the ink runs along rows and columns --
  a stroke's thickness when its strokes are long compared with their width.
* ``rectangle_ring(mask)``: an axis-aligned rectangle outline (see ``RectRing``).
* ``letter(mask)``: which of ``LETTERS`` (block letters of straight strokes) the ink
  draws, by the ink of a 3x3 grid over its bounding box.
* ``circle_fit(mask)``: relative spread of the ink's distance from its centroid (0 for a
  perfect circle), for closed curves.

Every threshold is a module constant named below; tests in
``tests/verifiers/test_drawing.py`` exercise each on synthetic pictures, near misses
included (open rings, wrong colour, a blob, a rectangle not nested, a smear).
"""

from __future__ import annotations

import collections
import dataclasses
import io

import numpy as np
from PIL import Image

# Colour families: (hue ranges in degrees, min saturation, min value, max value).
FAMILIES: dict[str, tuple[tuple[tuple[float, float], ...], float, float, float]] = {
    "red": (((0, 15), (345, 360)), 0.45, 0.35, 1.0),
    "orange": (((18, 40),), 0.55, 0.55, 1.0),
    "yellow": (((45, 68),), 0.45, 0.55, 1.0),
    "green": (((80, 160),), 0.40, 0.25, 1.0),
    "teal": (((165, 195),), 0.40, 0.30, 1.0),
    "blue": (((200, 250),), 0.40, 0.30, 1.0),
    "purple": (((260, 295),), 0.35, 0.25, 1.0),
    "pink": (((300, 340),), 0.30, 0.45, 1.0),
}
BLACK_MAX_VALUE = 0.22        # "black": value at most this
WHITE_MIN_VALUE, WHITE_MAX_SAT = 0.92, 0.08
GRID = 4                      # enclosed(): downsampling factor (px)
RECT_BAND = 1.6               # rectangle_ring(): border band half-width, in stroke widths
RECT_IN_BAND = 0.92           # ... share of the ink inside the band
RECT_SIDE_COVER = 0.92        # ... share of each side's length inked
RECT_INSIDE_CLOSED = 0.95     # ... share of the inner box enclosed
RECT_MIN_SIDE = 4             # ... each side at least this many stroke widths
LETTER_ON, LETTER_OFF = 0.45, 0.12   # letter(): inked / empty cell, as a share of a crossing stroke
LETTER_MAX_FILL = 0.55        # letter(): at most this share of the bounding box inked
CIRCLE_MAX_SPREAD = 0.07      # circle(): circle_fit at most this (a 42 px stroke on a 300 px radius: ~0.04;
                              # a square outline ~0.10, a filled disc ~0.35)
CIRCLE_MAX_ASPECT = 1.2       # ... bounding box at most this much longer one way than the other


def load(data: bytes) -> np.ndarray:
    """A PNG/JPEG file's bytes as an ``(H, W, 3)`` uint8 array. Raises ``ValueError`` when
    Pillow cannot decode them."""
    try:
        with Image.open(io.BytesIO(data)) as img:
            return np.asarray(img.convert("RGB"))
    except (OSError, Image.DecompressionBombError) as e:
        raise ValueError(f"not a picture: {e}") from e


def hsv(img: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Hue (degrees), saturation and value (0..1) of every pixel, as float32 arrays."""
    c = img.astype(np.int16)
    r, g, b = c[..., 0], c[..., 1], c[..., 2]
    mx = np.maximum(np.maximum(r, g), b)
    mn = np.minimum(np.minimum(r, g), b)
    d = (mx - mn).astype(np.float32)
    safe = np.where(d == 0, np.float32(1), d)
    h = np.where(mx == r, ((g - b) / safe) % 6, np.where(mx == g, (b - r) / safe + 2, (r - g) / safe + 4))
    h = np.where(d == 0, np.float32(0), h * np.float32(60))
    s = d / np.maximum(mx, 1).astype(np.float32)
    return h, s, mx.astype(np.float32) / 255


class Colors:
    """An image's HSV computed once, for several ``mask`` calls (``color_mask``)."""

    def __init__(self, img: np.ndarray):
        self.h, self.s, self.v = hsv(img)

    def mask(self, name: str) -> np.ndarray:
        """Boolean ``(H, W)`` mask of colour family ``name`` (see ``color_mask``)."""
        h, s, v = self.h, self.s, self.v
        if name == "black":
            return v <= BLACK_MAX_VALUE
        if name == "white":
            return (v >= WHITE_MIN_VALUE) & (s <= WHITE_MAX_SAT)
        ranges, smin, vmin, vmax = FAMILIES[name]
        hue = np.zeros(h.shape, bool)
        for lo, hi in ranges:
            hue |= (h >= lo) & (h <= hi)
        return hue & (s >= smin) & (v >= vmin) & (v <= vmax)


def color_mask(img: np.ndarray, name: str) -> np.ndarray:
    """Boolean ``(H, W)`` mask of the pixels of colour family ``name`` (``FAMILIES``,
    ``black`` or ``white``). Raises ``KeyError`` for an unknown name."""
    return Colors(img).mask(name)


def family(rgb: tuple[int, int, int]) -> str | None:
    """The colour family of one colour (``FAMILIES``, black, white), or None."""
    px = np.array([[rgb]], np.uint8)
    for name in ("black", "white", *FAMILIES):
        if color_mask(px, name)[0, 0]:
            return name
    return None


def _pool(mask: np.ndarray, k: int) -> np.ndarray:
    h, w = mask.shape
    H, W = -(-h // k), -(-w // k)
    padded = np.zeros((H * k, W * k), bool)
    padded[:h, :w] = mask
    return padded.reshape(H, k, W, k).any(axis=(1, 3))


def enclosed(mask: np.ndarray) -> np.ndarray:
    """Pixels enclosed by the ink of ``mask`` (not ink, not reachable from the border)."""
    free = ~_pool(mask, GRID)
    reach = np.zeros_like(free)
    reach[0, :], reach[-1, :], reach[:, 0], reach[:, -1] = free[0, :], free[-1, :], free[:, 0], free[:, -1]
    while True:                 # grow the reached region through free cells until it stops
        before = int(reach.sum())
        for _ in range(8):
            grown = reach.copy()
            grown[1:, :] |= reach[:-1, :]
            grown[:-1, :] |= reach[1:, :]
            grown[:, 1:] |= reach[:, :-1]
            grown[:, :-1] |= reach[:, 1:]
            reach = grown & free
        if int(reach.sum()) == before:
            break
    inside = free & ~reach
    full = np.repeat(np.repeat(inside, GRID, axis=0), GRID, axis=1)
    return full[:mask.shape[0], :mask.shape[1]] & ~mask


def encloses(mask: np.ndarray, point: tuple[float, float], inside: np.ndarray | None = None) -> bool:
    """True if the ink of ``mask`` encloses ``point`` (x, y); ``inside`` is
    ``enclosed(mask)`` when already computed."""
    inside = enclosed(mask) if inside is None else inside
    x, y = int(round(point[0])), int(round(point[1]))
    return 0 <= y < inside.shape[0] and 0 <= x < inside.shape[1] and bool(inside[y, x])


def _runs(line: np.ndarray) -> np.ndarray:
    d = np.diff(np.concatenate(([0], line.astype(np.int8), [0])))
    return np.flatnonzero(d == -1) - np.flatnonzero(d == 1)


def stroke_width(mask: np.ndarray) -> float:
    """Median ink run length over rows and columns (px); 0 without ink."""
    runs = [_runs(row) for row in mask] + [_runs(col) for col in mask.T]
    flat = np.concatenate([r for r in runs if r.size] or [np.zeros(0)])
    return float(np.median(flat)) if flat.size else 0.0


def bbox(mask: np.ndarray) -> tuple[int, int, int, int] | None:
    """(left, top, right, bottom) of the ink, right/bottom exclusive; None without ink."""
    ys, xs = np.nonzero(mask)
    if not ys.size:
        return None
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def centroid(mask: np.ndarray) -> tuple[float, float] | None:
    """(x, y) mean of the ink; None without ink."""
    ys, xs = np.nonzero(mask)
    return (float(xs.mean()), float(ys.mean())) if ys.size else None


@dataclasses.dataclass(frozen=True)
class RectRing:
    """An axis-aligned rectangle outline: ``box`` (l, t, r, b) of the ink, ``width`` the
    stroke width, ``inner`` the box inside the stroke band (what the ring encloses)."""

    box: tuple[int, int, int, int]
    width: float
    inner: tuple[int, int, int, int]


def rectangle_ring(mask: np.ndarray) -> RectRing | None:
    """The rectangle ``mask`` outlines, or None. It is one when: at least ``RECT_IN_BAND``
    of the ink lies within ``RECT_BAND`` stroke widths of its bounding box's edges (no ink
    elsewhere); every side is inked along ``RECT_SIDE_COVER`` of its length; the box inside
    the band is ``RECT_INSIDE_CLOSED`` enclosed (the ring is closed); each side is at least
    ``RECT_MIN_SIDE`` stroke widths long."""
    box = bbox(mask)
    if box is None:
        return None
    t = stroke_width(mask)
    l, tp, r, b = box
    band = max(2, int(round(RECT_BAND * t)))
    if r - l < RECT_MIN_SIDE * t or b - tp < RECT_MIN_SIDE * t or r - l <= 2 * band or b - tp <= 2 * band:
        return None
    sub = mask[tp:b, l:r]
    core = sub[band:-band, band:-band]
    if 1 - core.sum() / sub.sum() < RECT_IN_BAND:
        return None
    sides = (sub[:band].any(axis=0), sub[-band:].any(axis=0), sub[:, :band].any(axis=1), sub[:, -band:].any(axis=1))
    if min(float(s.mean()) for s in sides) < RECT_SIDE_COVER:
        return None
    inner = (l + band, tp + band, r - band, b - band)
    inside = enclosed(mask)[inner[1]:inner[3], inner[0]:inner[2]]
    if inside.size == 0 or inside.mean() < RECT_INSIDE_CLOSED:
        return None
    return RectRing(box, t, inner)


def nested(outer: RectRing, inner: RectRing) -> bool:
    """True if ``inner``'s whole outline lies strictly inside ``outer``'s inner box."""
    ol, ot, or_, ob = outer.inner
    il, it, ir, ib = inner.box
    return ol < il and ot < it and ir < or_ and ib < ob


# Block letters of straight strokes on a 3x3 grid over the letter's bounding box:
# (cells that must be inked, cells that must be empty), cells as (row, column).
_ALL = {(r, c) for r in range(3) for c in range(3)}
LETTERS: dict[str, tuple[frozenset, frozenset]] = {
    "H": (frozenset({(0, 0), (1, 0), (2, 0), (0, 2), (1, 2), (2, 2), (1, 1)}), frozenset({(0, 1), (2, 1)})),
    "L": (frozenset({(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)}), frozenset({(0, 1), (0, 2), (1, 1), (1, 2)})),
    "T": (frozenset({(0, 0), (0, 1), (0, 2), (1, 1), (2, 1)}), frozenset({(1, 0), (2, 0), (1, 2), (2, 2)})),
    "F": (frozenset({(0, 0), (1, 0), (2, 0), (0, 1), (0, 2), (1, 1)}), frozenset({(2, 1), (2, 2)})),
    "U": (frozenset({(0, 0), (1, 0), (2, 0), (0, 2), (1, 2), (2, 2), (2, 1)}), frozenset({(0, 1), (1, 1)})),
}


def letter(mask: np.ndarray) -> str | None:
    """The letter of ``LETTERS`` the ink draws, or None. Each cell of a 3x3 grid over the
    ink's bounding box is inked when its ink share is at least ``LETTER_ON`` times that of
    a stroke crossing it (stroke width / the cell's longer side), empty below
    ``LETTER_OFF`` times; a letter matches when its inked cells are inked and its empty
    cells empty. A blob (more than ``LETTER_MAX_FILL`` of the box inked) or ink that
    encloses anything is no letter (none of them has a hole)."""
    box = bbox(mask)
    if box is None:
        return None
    l, t, r, b = box
    sub = mask[t:b, l:r]
    if sub.mean() > LETTER_MAX_FILL or enclosed(sub).any():
        return None
    w = stroke_width(sub)
    H, W = sub.shape
    if H < 3 * w or W < 2 * w:
        return None
    shares = {}
    for row in range(3):
        for col in range(3):
            cell = sub[row * H // 3:(row + 1) * H // 3, col * W // 3:(col + 1) * W // 3]
            expected = w / max(cell.shape)
            shares[(row, col)] = cell.mean() / expected
    inked = {c for c, s in shares.items() if s >= LETTER_ON}
    empty = {c for c, s in shares.items() if s <= LETTER_OFF}
    found = [name for name, (on, off) in LETTERS.items() if on <= inked and off <= empty]
    return found[0] if len(found) == 1 else None


def circle_fit(mask: np.ndarray) -> float | None:
    """Spread of the ink's distances from its centroid: std / mean (0 for a perfect thin
    circle, about 0.3 or more for a square or a blob); None without ink."""
    ys, xs = np.nonzero(mask)
    if ys.size < 10:
        return None
    d = np.hypot(xs - xs.mean(), ys - ys.mean())
    return float(d.std() / max(d.mean(), 1e-9))


def circle(mask: np.ndarray, min_diameter: float = 0.0) -> bool:
    """True if the ink of ``mask`` is one round closed ring: its distances from the
    centroid spread by at most ``CIRCLE_MAX_SPREAD`` (``circle_fit``), its bounding box is
    nearly square (``CIRCLE_MAX_ASPECT``) and at least ``min_diameter`` px across both
    ways, and it encloses its centroid (an open arc does not)."""
    fit, box, center = circle_fit(mask), bbox(mask), centroid(mask)
    if fit is None or box is None or center is None or fit > CIRCLE_MAX_SPREAD:
        return False
    w, h = box[2] - box[0], box[3] - box[1]
    if min(w, h) < min_diameter or max(w, h) > CIRCLE_MAX_ASPECT * max(1, min(w, h)):
        return False
    return encloses(mask, center)


def components(mask: np.ndarray, min_px: int = 50) -> list[np.ndarray]:
    """Connected parts of ``mask`` (8-neighbour, on the ``GRID``-downsampled grid) with
    at least ``min_px`` ink pixels, largest first, each as a full-size boolean mask."""
    ink = _pool(mask, GRID)
    H, W = ink.shape
    label = np.zeros((H, W), np.int32)
    n = 0
    for y0, x0 in zip(*np.nonzero(ink)):
        if label[y0, x0]:
            continue
        n += 1
        label[y0, x0] = n
        q = collections.deque([(y0, x0)])
        while q:
            y, x = q.popleft()
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    ny, nx = y + dy, x + dx
                    if 0 <= ny < H and 0 <= nx < W and ink[ny, nx] and not label[ny, nx]:
                        label[ny, nx] = n
                        q.append((ny, nx))
    full = np.repeat(np.repeat(label, GRID, axis=0), GRID, axis=1)[:mask.shape[0], :mask.shape[1]]
    counts = np.bincount(full[mask], minlength=n + 1)
    keep = [i for i in range(1, n + 1) if counts[i] >= min_px]
    return [mask & (full == i) for i in sorted(keep, key=lambda i: -counts[i])]
