"""GUI visual manipulation (GUIM) in Simple Draw Pro: drawing on a blank canvas. A block
letter in a named colour (left on screen, or saved under a name and format) and two
nested rectangle outlines of two colours, saved.

Judged on pixels by ``verifiers.drawing`` (no judge): the colour by its family (any red
is red; the app's default orange is not), the letter by a 3 x 3 grid over its strokes,
rectangles by their outline band, closure and nesting. Letters and rectangles are made
of straight strokes, which the agent's ``swipe`` draws (a third of the screen long).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Iterator

from apps import draw
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, MayChange, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import guim_common as G
from venus_tasks.tasks.common import leave_untouched
from verifiers import drawing

LETTERS = ("H", "L", "T", "F", "U")
LETTER_W, LETTER_H = 360, 800          # px: a horizontal and a vertical swipe on a 1080 x 2400 phone


def letter_segments(letter: str, x0: int, y0: int, w: int = LETTER_W, h: int = LETTER_H) -> list:
    """The strokes of block ``letter`` in the box (x0, y0, x0 + w, y0 + h)."""
    left, right = ((x0, y0), (x0, y0 + h)), ((x0 + w, y0), (x0 + w, y0 + h))
    top, bottom = ((x0, y0), (x0 + w, y0)), ((x0, y0 + h), (x0 + w, y0 + h))
    middle = ((x0, y0 + h // 2), (x0 + w, y0 + h // 2))
    stem = ((x0 + w // 2, y0), (x0 + w // 2, y0 + h))
    return {"H": [left, right, middle], "L": [left, bottom], "T": [top, stem],
            "F": [left, top, middle], "U": [left, right, bottom]}[letter]


def letter_picture(letter: str, color: str, x0: int = 300, y0: int = 500):
    """A blank phone canvas with block ``letter`` drawn in ``color`` (a Pillow image)."""
    return G.segments(G.blank(), letter_segments(letter, x0, y0), G.rgb(color))


def _other(rng_or_value, options, value):
    return next(o for o in options if o != value)


def _draw_on_device(env, color: str, segs) -> None:
    """Open the app, pick ``color`` and draw ``segs`` (canvas px) with swipes."""
    dev = env.device
    draw.open_app(dev)
    draw.set_color(dev, G.COLORS[color])
    l, t, _, _ = draw.canvas_box(dev)
    for (x1, y1), (x2, y2) in segs:
        draw.stroke(dev, [(l + x1, t + y1), (l + x2, t + y2)])


def drawn_on_screen(*segs_color):
    """A near-miss ``apply``: draw on the device; ``segs_color`` is ``(segments, colour)``
    pairs, each colour picked before its strokes."""
    def apply(task, env) -> None:
        for segs, color in segs_color:
            _draw_on_device(env, color, segs)
    return apply


class DrawTask(VenusTask):
    app_names = ("simple draw pro",)
    complexity = 2.0
    info = TaskInfo(Category.GUIM, PUDAM(3, 2, 2, 3, 2), Evaluation.STATE, tags=("draw",))

    @property
    def may_change(self) -> MayChange:
        return G.may_save(self.params.get("filename"))

    def setup(self, env) -> None:
        draw.reset(env.device)
        name = self.params.get("filename")
        if name:
            draw.remove_saved(env.device, name)


# ------------------------------------------------------------------ a letter, on screen
@register_task("venus")
class GUIMDrawLetter(DrawTask):
    """Draw a block capital letter in a named colour and leave the canvas on screen.

    Success: the canvas on the final screenshot (tool icons painted out) holds ink of
    that colour family that reads as the letter, and hardly any ink of other colours.
    The default orange, another letter, a box or a scribble fail.
    """
    info = dataclasses.replace(DrawTask.info, pudam=PUDAM(3, 1, 2, 3, 2))

    template = ("Open Simple Draw Pro and draw a large capital letter {letter} in {color} on the blank canvas, "
                "using straight strokes. Leave the drawing on the screen when you are done.")
    variant_texts = {
        "zh": "打开 Simple Draw Pro，在空白画布上用直线笔画画一个大写字母 {letter}，颜色为{color_zh}。画完后让画布留在屏幕上。",
        "paraphrase": "In Simple Draw Pro, use straight {color} strokes to draw a big uppercase {letter} on the empty "
                      "canvas, then keep the drawing visible on screen.",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        letter, color = rng.choice(LETTERS), rng.choice(sorted(G.COLORS))
        return {"letter": letter, "color": color, "color_zh": G.COLORS_ZH[color]}

    @property
    def optimal_steps(self) -> int:
        # open, Change color, hex (input_text), OK, one swipe a stroke, done
        return 4 + len(letter_segments(self.params["letter"], 0, 0)) + 1

    def verify(self, env) -> float:
        img = G.canvas_on_screen(env.device)
        if img is None:
            return 0.0
        mask = drawing.Colors(img).mask(self.params["color"])
        return float(drawing.letter(mask) == self.params["letter"] and G.only_ink_of(img, mask))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        _draw_on_device(env, p["color"], letter_segments(p["letter"], 300, 500))
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other_letter = _other(None, LETTERS, p["letter"])
        other_color = _other(None, sorted(G.COLORS), p["color"])
        segs = letter_segments(p["letter"], 300, 500)
        return [
            NearMiss("the right letter in another colour", drawn_on_screen((segs, other_color))),
            NearMiss("another letter", drawn_on_screen((letter_segments(other_letter, 300, 500), p["color"]))),
            NearMiss("a closed box", drawn_on_screen((G.box_segments(300, 500, 660, 1300), p["color"]))),
            NearMiss("the letter with a scribble of another colour",
                     drawn_on_screen((segs, p["color"]), ([((100, 1500), (900, 1500)), ((100, 1600), (900, 1600))],
                                                          other_color))),
            NearMiss("nothing drawn", leave_untouched),
        ]


# ------------------------------------------------------------------ a letter, saved
@register_task("venus")
class GUIMDrawLetterSaved(DrawTask):
    """Draw a block capital letter in a named colour and save it under a name and format.

    Success: exactly one file ``<name>.<ext>`` in shared storage, really in that format,
    whose picture holds the letter in that colour family and hardly other ink. The wrong
    format, name, colour or letter, or nothing saved, fail. In the ``zh`` variant the
    name is Chinese (``guim_common.file_stem_zh``): the agent types it in Chinese.
    """

    complexity = 2.5
    template = ("In Simple Draw Pro, draw a capital letter {letter} in {color} with straight strokes, then save the "
                "drawing as a {ext_upper} file named \"{name}\".")
    variant_texts = {
        "zh": "在 Simple Draw Pro 中用直线笔画画一个{color_zh}的大写字母 {letter}，然后把这幅画保存为 {ext_upper} 文件，文件名为“{name}”。",
        "paraphrase": "Using straight lines in Simple Draw Pro, draw an uppercase {letter} in {color} and save the picture "
                      "in {ext_upper} format with the file name \"{name}\".",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        letter, color, ext = rng.choice(LETTERS), rng.choice(sorted(G.COLORS)), rng.choice(("png", "jpg"))
        name = G.file_stem(rng)
        params = {"letter": letter, "color": color, "color_zh": G.COLORS_ZH[color], "ext": ext,
                  "ext_upper": ext.upper(), "name": name, "filename": f"{name}.{ext}"}
        chinese = G.file_stem_zh(name)
        return zh.with_data(params, name=chinese, filename=f"{chinese}.{ext}")

    @property
    def optimal_steps(self) -> int:
        # open, colour (3), strokes, Save, name (input_text), [.jpg radio], OK, SAVE, done
        strokes = len(letter_segments(self.params["letter"], 0, 0))
        return 1 + 3 + strokes + 2 + (self.params["ext"] == "jpg") + 2 + 1

    def verify(self, env) -> float:
        p = self.params
        img = G.saved_picture(env.device, p["filename"])
        if img is None:
            return 0.0
        mask = drawing.Colors(img).mask(p["color"])
        return float(drawing.letter(mask) == p["letter"] and G.only_ink_of(img, mask))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        G.save_as(p["filename"], letter_picture(p["letter"], p["color"]))(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other_ext = "png" if p["ext"] == "jpg" else "jpg"
        right = letter_picture(p["letter"], p["color"])
        return [
            NearMiss("saved in the other format", G.save_as(f"{p['name']}.{other_ext}", right)),
            NearMiss("the extension asked for, the other format inside", G.save_as(p["filename"], right, fmt=other_ext)),
            NearMiss("another name", G.save_as(f"{p['name']}_1.{p['ext']}", right)),
            NearMiss("the default orange", G.save_as(p["filename"], G.segments(
                G.blank(), letter_segments(p["letter"], 300, 500), (0xF5, 0x7C, 0x00)))),
            NearMiss("another letter", G.save_as(p["filename"], letter_picture(
                _other(None, LETTERS, p["letter"]), p["color"]))),
            NearMiss("drawn, not saved", drawn_on_screen((letter_segments(p["letter"], 300, 500), p["color"]))),
        ]


# ------------------------------------------------------------------ nested rectangles
OUTER = (120, 300, 960, 1900)           # canvas px: two vertical swipes, three horizontal ones a side
INNER = (360, 700, 720, 1500)           # one swipe a side


@register_task("venus")
class GUIMDrawNestedRectangles(DrawTask):
    """Draw a rectangle outline in one colour with a smaller one in another colour fully
    inside it, and save the drawing as a PNG under a name.

    Success: the saved picture's ink of the outer colour is a closed rectangle outline,
    the inner colour's too, and the inner one lies strictly inside the outer one. Swapped
    colours, side by side, an open side, filled boxes or one colour fail.
    """

    complexity = 3.0
    template = ("In Simple Draw Pro, draw the outline of a large {outer} rectangle, and inside it a smaller {inner} "
                "rectangle outline that does not touch it. Save the drawing as a PNG named \"{name}\".")
    variant_texts = {
        "zh": "在 Simple Draw Pro 中画一个{outer_zh}的大矩形轮廓，并在它里面画一个不与之相碰的较小的{inner_zh}矩形轮廓。"
              "把画保存为 PNG，文件名为“{name}”。",
        "paraphrase": "Use Simple Draw Pro to outline a big {outer} rectangle with a smaller {inner} rectangle outline "
                      "inside it, not touching it, and save the picture as a PNG called \"{name}\".",
    }
    info = TaskInfo(Category.GUIM, PUDAM(3, 2, 2, 3, 2), Evaluation.STATE, tags=("draw", "nesting"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        outer, inner = rng.sample(sorted(G.COLORS), 2)
        name = G.file_stem(rng)
        return {"outer": outer, "inner": inner, "outer_zh": G.COLORS_ZH[outer], "inner_zh": G.COLORS_ZH[inner],
                "name": name, "filename": f"{name}.png"}

    @property
    def optimal_steps(self) -> int:
        # open; outer colour (3) and 10 swipes; inner colour (3) and 4 swipes; Save, name, OK, SAVE; done
        return 1 + 3 + 10 + 3 + 4 + 4 + 1

    def verify(self, env) -> float:
        p = self.params
        img = G.saved_picture(env.device, p["filename"])
        if img is None:
            return 0.0
        colors = drawing.Colors(img)
        outer = drawing.rectangle_ring(colors.mask(p["outer"]))
        inner = drawing.rectangle_ring(colors.mask(p["inner"]))
        return float(outer is not None and inner is not None and drawing.nested(outer, inner))

    def _picture(self, outer=OUTER, inner=INNER, outer_color=None, inner_color=None):
        p = self.params
        img = G.segments(G.blank(), G.box_segments(*outer), G.rgb(outer_color or p["outer"]))
        return G.segments(img, G.box_segments(*inner), G.rgb(inner_color or p["inner"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        G.save_as(self.params["filename"], self._picture())(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        fn = p["filename"]
        opened = G.segments(G.blank(), [s for s in G.box_segments(*OUTER)][:3], G.rgb(p["outer"]))
        opened = G.segments(opened, G.box_segments(*INNER), G.rgb(p["inner"]))
        return [
            NearMiss("colours swapped", G.save_as(fn, self._picture(outer_color=p["inner"], inner_color=p["outer"]))),
            NearMiss("side by side", G.save_as(fn, self._picture(outer=(40, 300, 500, 1100), inner=(600, 300, 1000, 1100)))),
            NearMiss("the outer one left open", G.save_as(fn, opened)),
            NearMiss("inner touching the outer", G.save_as(fn, self._picture(inner=(120, 700, 720, 1500)))),
            NearMiss("not saved", leave_untouched),
        ]


# ------------------------------------------------------------------ background colour
BACKGROUNDS = {"black": "000000", "yellow": "FDD835", "blue": G.COLORS["blue"], "green": G.COLORS["green"]}
BACKGROUNDS_ZH = {"black": "黑色", "yellow": "黄色", **G.COLORS_ZH}
BG_SHARE = 0.70                 # share of the saved canvas that must be the background colour
RECT = (240, 500, 600, 1300)    # canvas px: one swipe a side


@register_task("venus")
class GUIMDrawOnBackground(DrawTask):
    """Change the canvas background colour, draw a rectangle outline in another colour
    and save it as a PNG under a name.

    Success: at least ``BG_SHARE`` of the saved picture is the background's colour family
    and the stroke colour's ink is a closed rectangle outline. A white background, the
    background and stroke colours swapped, a filled box, or nothing saved fail.
    """

    complexity = 2.5
    template = ("In Simple Draw Pro, change the canvas background colour to {bg}, then draw a {color} rectangle outline "
                "on it and save the drawing as a PNG named \"{name}\".")
    variant_texts = {
        "zh": "在 Simple Draw Pro 中把画布背景颜色改为{bg_zh}，然后在上面画一个{color_zh}的矩形轮廓，并把画保存为 PNG，"
              "文件名为“{name}”。",
        "paraphrase": "Make the Simple Draw Pro canvas background {bg}, outline a {color} rectangle on top of it, and save "
                      "the picture as a PNG called \"{name}\".",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        bg = rng.choice(sorted(BACKGROUNDS))
        color = rng.choice([c for c in sorted(G.COLORS) if c != bg])
        name = G.file_stem(rng)
        return {"bg": bg, "bg_zh": BACKGROUNDS_ZH[bg], "color": color, "color_zh": G.COLORS_ZH[color],
                "name": name, "filename": f"{name}.png"}

    @property
    def optimal_steps(self) -> int:
        # open; More options, Change background color, hex, OK; colour (3); 4 sides; Save, name, OK, SAVE; done
        return 1 + 4 + 3 + 4 + 4 + 1

    def verify(self, env) -> float:
        p = self.params
        img = G.saved_picture(env.device, p["filename"])
        if img is None:
            return 0.0
        colors = drawing.Colors(img)
        return float(colors.mask(p["bg"]).mean() >= BG_SHARE
                     and drawing.rectangle_ring(colors.mask(p["color"])) is not None)

    def _picture(self, bg: str | None = None, color: str | None = None, width: int = G.STROKE):
        p = self.params
        code = BACKGROUNDS.get(bg or p["bg"], "FFFFFF")
        img = G.blank()
        img.paste(tuple(int(code[i:i + 2], 16) for i in (0, 2, 4)), (0, 0) + img.size)
        return G.segments(img, G.box_segments(*RECT), G.rgb(color or p["color"]), width)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        G.save_as(self.params["filename"], self._picture())(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        fn = p["filename"]
        other_bg = next(b for b in sorted(BACKGROUNDS) if b not in (p["bg"], p["color"]))
        return [
            NearMiss("the background left white", G.save_as(fn, self._picture(bg="white"))),
            NearMiss("another background colour", G.save_as(fn, self._picture(bg=other_bg))),
            NearMiss("a filled box", G.save_as(fn, self._picture(width=800))),
            NearMiss("not saved", leave_untouched),
        ]
