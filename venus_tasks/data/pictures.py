"""Seeded pictures of simple objects for the GUIM tasks: flat shapes (circle, square,
triangle, diamond) of distinct colours on white, one per cell of a 2 x 2 grid.

Each object's colour belongs to a different family of ``verifiers.drawing.FAMILIES``
(yellow, purple, teal, pink, orange) so a verifier finds every object in an edited copy
by its colour alone, whatever the copy's scale and offset; the outline colours the tasks
ask for (red, blue, green) are families no object uses.
"""

from __future__ import annotations

import dataclasses
import io
import math
import random

from PIL import Image, ImageDraw

from venus_tasks.data.memo import bytes_cache

SIZE = 1000                    # the picture is SIZE x SIZE px
OBJECT_PX = 210                # an object's extent (px)
JITTER = 50                    # how far an object may sit from its cell's centre (px)
COLORS = {"yellow": (240, 200, 20), "purple": (126, 63, 181), "teal": (26, 163, 154),
          "pink": (230, 79, 166), "orange": (240, 140, 26)}
SHAPES = ("circle", "square", "triangle", "diamond")
ZH_COLORS = {"yellow": "黄色", "purple": "紫色", "teal": "青色", "pink": "粉色", "orange": "橙色",
             "red": "红色", "blue": "蓝色", "green": "绿色"}
ZH_SHAPES = {"circle": "圆形", "square": "正方形", "triangle": "三角形", "diamond": "菱形"}


@dataclasses.dataclass(frozen=True)
class Thing:
    """One object: colour family, RGB, shape and centre (x, y) in picture px."""

    color: str
    rgb: tuple[int, int, int]
    shape: str
    center: tuple[int, int]

    @property
    def name(self) -> str:
        """``"yellow triangle"``."""
        return f"{self.color} {self.shape}"

    @property
    def zh(self) -> str:
        """``"黄色三角形"``."""
        return ZH_COLORS[self.color] + ZH_SHAPES[self.shape]

    def as_json(self) -> dict:
        """The object as a JSON-able dict (for task params)."""
        return {"color": self.color, "rgb": list(self.rgb), "shape": self.shape, "center": list(self.center)}

    @classmethod
    def from_json(cls, d: dict) -> "Thing":
        """``as_json``'s inverse."""
        return cls(d["color"], tuple(d["rgb"]), d["shape"], tuple(d["center"]))


def sample_things(rng: random.Random, n: int = 4) -> list[Thing]:
    """``n`` (<= 4) objects of distinct colours; at least two share a shape (a decoy that
    differs only in colour)."""
    colors = rng.sample(sorted(COLORS), n)
    shapes = [rng.choice(SHAPES) for _ in range(n)]
    shapes[1] = shapes[0]
    cells = rng.sample(range(4), n)
    things = []
    for c, s, cell in zip(colors, shapes, cells):
        cx = SIZE // 4 + (cell % 2) * SIZE // 2 + rng.randint(-JITTER, JITTER)
        cy = SIZE // 4 + (cell // 2) * SIZE // 2 + rng.randint(-JITTER, JITTER)
        things.append(Thing(c, COLORS[c], s, (cx, cy)))
    return things


def _polygon(shape: str, cx: int, cy: int, r: float) -> list[tuple[float, float]]:
    if shape == "square":
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]


def render(things: list[Thing]) -> Image.Image:
    """The picture (RGB, ``SIZE`` x ``SIZE``)."""
    img = Image.new("RGB", (SIZE, SIZE), (255, 255, 255))
    d = ImageDraw.Draw(img)
    r = OBJECT_PX / 2
    for t in things:
        cx, cy = t.center
        if t.shape == "circle":
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=t.rgb)
        else:
            d.polygon(_polygon(t.shape, cx, cy, r * (0.85 if t.shape == "square" else 1.0)), fill=t.rgb)
    return img


@bytes_cache(key=lambda things: tuple(things))
def png(things: list[Thing]) -> bytes:
    """``render(things)`` as PNG bytes."""
    buf = io.BytesIO()
    render(things).save(buf, "PNG")
    return buf.getvalue()
