"""``verifiers.drawing.circle`` on pictures: a circle (also drawn as a 48-point polyline,
as the drag action draws it, and saved as JPEG) passes; a square, an ellipse, an open
arc, a filled disc and a circle that is too small fail."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageDraw

from venus_tasks.tasks import guim_common as G
from venus_tasks.tasks.guim_circles import CENTER, RADIUS, _disc, circle_points, ring_picture
from verifiers import drawing

RED = G.rgb("red")


def _mask(img) -> np.ndarray:
    return drawing.Colors(np.asarray(img.convert("RGB"))).mask("red")


def test_round_rings_pass():
    assert drawing.circle(_mask(ring_picture(RED)), 360)
    poly = G.blank()
    ImageDraw.Draw(poly).line(circle_points(*CENTER, RADIUS), fill=RED, width=G.STROKE, joint="curve")
    assert drawing.circle(_mask(poly), 360)
    buf = io.BytesIO()
    ring_picture(RED).save(buf, "JPEG", quality=70)
    assert drawing.circle(_mask(Image.open(io.BytesIO(buf.getvalue()))), 360)


def test_other_shapes_fail():
    cx, cy = CENTER
    square = G.segments(G.blank(), G.box_segments(cx - RADIUS, cy - RADIUS, cx + RADIUS, cy + RADIUS), RED)
    for img in (square, ring_picture(RED, ry=2 * RADIUS), ring_picture(RED, turn=0.75), _disc(RED)):
        assert not drawing.circle(_mask(img))
    assert not drawing.circle(_mask(ring_picture(RED, rx=120)), 360)      # too small
    assert not drawing.circle(np.zeros((50, 50), bool))
