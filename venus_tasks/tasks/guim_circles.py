"""GUI visual manipulation (GUIM): a circle, which needs a curved finger path (the
``drag`` action), drawn in Simple Draw Pro and saved.

Judged on pixels by ``verifiers.drawing.circle`` (no judge): one round closed ring of the
named colour family, at least a third of the picture wide, and hardly any other ink.
"""

from __future__ import annotations

import math
import random
from typing import Any, Iterator

from PIL import ImageDraw

from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import NearMiss
from venus_tasks.tasks import guim_common as G
from venus_tasks.tasks.common import leave_untouched
from venus_tasks.tasks.guim import DrawTask
from verifiers import drawing

MIN_DIAMETER = 1 / 3            # of the picture's width
CENTER, RADIUS = (540, 1000), 300   # canvas px of the reference circle


def circle_points(cx: float, cy: float, r: float, n: int = 48, turn: float = 1.0) -> list[tuple[int, int]]:
    """``n`` + 1 points around a circle (``turn`` of a full turn), first and last equal for
    a full turn."""
    return [(round(cx + r * math.cos(2 * math.pi * turn * i / n)), round(cy + r * math.sin(2 * math.pi * turn * i / n)))
            for i in range(n + 1)]


def ring_picture(color: tuple[int, int, int], center=CENTER, rx: float = RADIUS, ry: float | None = None,
                 turn: float = 1.0):
    """A blank canvas with an ellipse outline (a circle when ``ry`` is None) in ``color``,
    or an arc of ``turn`` of it, in the default brush width."""
    ry = rx if ry is None else ry
    img = G.blank()
    cx, cy = center
    box = (cx - rx, cy - ry, cx + rx, cy + ry)
    d = ImageDraw.Draw(img)
    if turn >= 1:
        d.ellipse(box, outline=color, width=G.STROKE)
    else:
        d.arc(box, 0, 360 * turn, fill=color, width=G.STROKE)
    return img


@register_task("venus")
class GUIMDrawCircleSaved(DrawTask):
    """Draw a circle in a named colour and save it as a PNG under a name.

    Success: exactly one ``<name>.png`` in shared storage, really a PNG, whose picture
    holds one round closed ring of that colour family at least a third of its width
    across, and hardly any other ink. A square or an ellipse, an open arc, a small
    circle, the default orange, or nothing saved fail.
    """

    complexity = 2.5
    template = ("In Simple Draw Pro, draw a {color} circle about half as wide as the screen, then save the drawing "
                "as a PNG file named \"{name}\".")
    variant_texts = {
        "zh": "在 Simple Draw Pro 中画一个{color_zh}的圆，直径大约是屏幕宽度的一半，然后把这幅画保存为 PNG 文件，文件名为“{name}”。",
        "paraphrase": "Use Simple Draw Pro to draw a round {color} circle roughly half the screen's width across, and "
                      "save it as a PNG named \"{name}\".",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        color, name = rng.choice(sorted(G.COLORS)), G.file_stem(rng)
        return {"color": color, "color_zh": G.COLORS_ZH[color], "name": name, "filename": f"{name}.png"}

    @property
    def optimal_steps(self) -> int:
        # open, Change color, hex (input_text), OK, one drag, Save, name, OK, SAVE, done
        return 10

    def verify(self, env) -> float:
        img = G.saved_picture(env.device, self.params["filename"])
        if img is None:
            return 0.0
        mask = drawing.Colors(img).mask(self.params["color"])
        return float(drawing.circle(mask, MIN_DIAMETER * img.shape[1]) and G.only_ink_of(img, mask))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        G.save_as(p["filename"], ring_picture(G.rgb(p["color"])))(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        c, name = G.rgb(p["color"]), p["filename"]
        cx, cy = CENTER
        square = G.segments(G.blank(), G.box_segments(cx - RADIUS, cy - RADIUS, cx + RADIUS, cy + RADIUS), c)
        return [
            NearMiss("a square", G.save_as(name, square)),
            NearMiss("an ellipse twice as tall as wide", G.save_as(name, ring_picture(c, ry=2 * RADIUS))),
            NearMiss("three quarters of a circle", G.save_as(name, ring_picture(c, turn=0.75))),
            NearMiss("a small circle", G.save_as(name, ring_picture(c, rx=120))),
            NearMiss("the default orange", G.save_as(name, ring_picture((0xF5, 0x7C, 0x00)))),
            NearMiss("a filled disc", G.save_as(name, _disc(c))),
            NearMiss("saved under another name", G.save_as(f"{p['name']}_1.png", ring_picture(c))),
            NearMiss("nothing saved", leave_untouched),
        ]


def _disc(color: tuple[int, int, int]):
    img = G.blank()
    cx, cy = CENTER
    ImageDraw.Draw(img).ellipse((cx - RADIUS, cy - RADIUS, cx + RADIUS, cy + RADIUS), fill=color)
    return img
