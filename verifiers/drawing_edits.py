"""Checks of an edited picture against the original (``verifiers.drawing`` does the
pixels): objects are found by their colour family, so the edited copy may be scaled and
shifted (Simple Draw saves its whole canvas, the picture fitted inside it).

* ``find(img, color)``: the object of colour family ``color`` (its largest part).
* ``outlined(img, ring, target, others)``: a closed ring of colour ``ring`` encloses the
  target's centre and none of the others', and every object is still there.
* ``erased(after, before, target, others)``: the target's pixels are gone and where it
  was is white, while every other object keeps its size (relative to the scale fitted
  from the others' centres).
* ``underlined(img, line, target, others)``: one horizontal stroke of colour ``line``
  just below the target, not under (or through) any other object.

Thresholds are module constants; tests in ``tests/verifiers/test_drawing.py``.
"""

from __future__ import annotations

import dataclasses
import itertools
import math

import numpy as np

from verifiers import drawing

MIN_OBJECT_PX = 400           # an object smaller than this (px) is missing
ERASED_LEFT = 0.03            # erased(): at most this share of the target's expected area left
ERASED_WHITE = 0.90           # erased(): where the target was is this share white
KEPT_AREA = (0.80, 1.25)      # erased(): another object's area against the fitted scale
OUTLINE_INSIDE = 0.90         # outlined(): share of the target's pixels the ring encloses
OUTLINE_OTHER = 0.10          # outlined(): at most this share of another object's pixels enclosed
LINE_MAX_THICK = 2.5          # underlined(): the line's height, in stroke widths, at most
LINE_MIN_LONG = 4             # underlined(): its length, in stroke widths, at least
UNDER_GAP = 0.8               # underlined(): its middle lies below the object by at most this x its height
UNDER_OVERLAP = 0.6           # underlined(): it spans at least this share of the object's width
UNDER_OTHER = 0.3             # underlined(): ... and less than this share of another's


@dataclasses.dataclass(frozen=True)
class Found:
    """An object found by colour: its mask's area (px), centre (x, y) and mask."""

    area: int
    center: tuple[float, float]
    mask: np.ndarray = dataclasses.field(repr=False, compare=False)


def find(img: np.ndarray | drawing.Colors, color: str) -> Found | None:
    """The object of colour family ``color``: every part of that colour with at least a
    quarter of ``MIN_OBJECT_PX`` pixels (a stroke across an object splits it, and each
    picture has one object a colour), together at least ``MIN_OBJECT_PX``; else None.
    ``img`` may be a ``drawing.Colors`` already computed."""
    colors = img if isinstance(img, drawing.Colors) else drawing.Colors(img)
    parts = drawing.components(colors.mask(color), MIN_OBJECT_PX // 4)
    if not parts:
        return None
    m = np.logical_or.reduce(parts)
    if m.sum() < MIN_OBJECT_PX:
        return None
    return Found(int(m.sum()), drawing.centroid(m), m)


def outlined(img: np.ndarray, ring: str, target: str, others: list[str]) -> bool:
    """True if ink of colour family ``ring`` encloses the ``target`` object (its centre and
    ``OUTLINE_INSIDE`` of its pixels: a small ring drawn on the object is not around it)
    and none of the ``others`` (neither centre nor more than ``OUTLINE_OTHER`` of their
    pixels), all of them present."""
    colors = drawing.Colors(img)
    found = {c: find(colors, c) for c in [target, *others]}
    if any(f is None for f in found.values()):
        return False
    inside = drawing.enclosed(colors.mask(ring))
    t = found[target]
    if not drawing.encloses(None, t.center, inside) or inside[t.mask].mean() < OUTLINE_INSIDE:
        return False
    return not any(drawing.encloses(None, found[c].center, inside) or inside[found[c].mask].mean() > OUTLINE_OTHER
                   for c in others)


def _fit(before: dict, after: dict) -> tuple[float, float, float] | None:
    """Scale and offset (s, dx, dy) mapping ``before`` centres onto ``after`` centres
    (least squares over every pair of colours, no rotation); None with fewer than two."""
    keys = [k for k in before if k in after]
    if len(keys) < 2:
        return None
    ratios = []
    for a, b in itertools.combinations(keys, 2):
        d0 = math.dist(before[a].center, before[b].center)
        if d0 > 1:
            ratios.append(math.dist(after[a].center, after[b].center) / d0)
    if not ratios:
        return None
    s = float(np.median(ratios))
    dx = float(np.mean([after[k].center[0] - s * before[k].center[0] for k in keys]))
    dy = float(np.mean([after[k].center[1] - s * before[k].center[1] for k in keys]))
    return s, dx, dy


def erased(after: np.ndarray, before: np.ndarray, target: str, others: list[str], fill: str = "white") -> bool:
    """True if the ``target`` object of ``before`` is gone from ``after`` (at most
    ``ERASED_LEFT`` of its scaled area left in its colour, and ``ERASED_WHITE`` of where it
    was is colour family ``fill``: white when erased, another colour when painted over)
    while each of ``others`` is there with its scaled area within ``KEPT_AREA``. The scale
    and offset are fitted from the others' centres."""
    bc, ac = drawing.Colors(before), drawing.Colors(after)
    b = {c: find(bc, c) for c in [target, *others]}
    if any(f is None for f in b.values()):
        raise ValueError("the original picture lacks an object it should have")
    a = {c: find(ac, c) for c in others}
    if any(f is None for f in a.values()):
        return False
    fit = _fit({c: b[c] for c in others}, a)
    if fit is None:
        return False
    s, dx, dy = fit
    for c in others:
        if not KEPT_AREA[0] <= a[c].area / (b[c].area * s * s) <= KEPT_AREA[1]:
            return False
    left = int(ac.mask(target).sum())
    if left > ERASED_LEFT * b[target].area * s * s:
        return False
    ys, xs = np.nonzero(b[target].mask)
    ax = np.clip(np.round(xs * s + dx).astype(int), 0, after.shape[1] - 1)
    ay = np.clip(np.round(ys * s + dy).astype(int), 0, after.shape[0] - 1)
    filled = ac.mask(fill)[ay, ax]
    return float(filled.mean()) >= ERASED_WHITE


def _under(line_box, line_width: float, obj: Found, overlap: float, through: bool = False) -> bool:
    """True if the line (box, stroke width) lies just below ``obj`` (or, with
    ``through``, across it) spanning ``overlap`` of its width."""
    l, t, r, b = line_box
    ol, ot, or_, ob = drawing.bbox(obj.mask)
    middle = (t + b) / 2
    span = max(0, min(r, or_) - max(l, ol)) / max(1, or_ - ol)
    if span < overlap or middle > ob + UNDER_GAP * (ob - ot):
        return False
    return middle > ot if through else (middle > ob and t >= ob - line_width)


def underlined(img: np.ndarray, line: str, target: str, others: list[str]) -> bool:
    """True if the ink of colour family ``line`` is one horizontal stroke (at most
    ``LINE_MAX_THICK`` stroke widths high, at least ``LINE_MIN_LONG`` long) whose middle
    lies below the ``target`` object by at most ``UNDER_GAP`` of its height, not crossing
    it, spanning ``UNDER_OVERLAP`` of its width, and neither under nor across any other
    object (less than ``UNDER_OTHER`` of its width); every object present."""
    colors = drawing.Colors(img)
    found = {c: find(colors, c) for c in [target, *others]}
    if any(f is None for f in found.values()):
        return False
    mask = colors.mask(line)
    parts = drawing.components(mask, MIN_OBJECT_PX // 4)
    if len(parts) != 1:
        return False
    box = drawing.bbox(parts[0])
    w = drawing.stroke_width(parts[0])
    l, t, r, b = box
    if b - t > LINE_MAX_THICK * w or r - l < LINE_MIN_LONG * w:
        return False
    if not _under(box, w, found[target], UNDER_OVERLAP):
        return False
    return not any(_under(box, w, found[c], UNDER_OTHER, through=True) for c in others)
