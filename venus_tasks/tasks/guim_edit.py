"""GUIM in Simple Draw Pro over a pushed picture: open it (Open file), then outline the
named object in a colour, outline two objects in two colours, or erase one object, and
save the result under a name.

The picture (``venus_tasks.data.pictures``) holds four flat shapes of distinct colours
on white; the goal names an object by colour and shape ("the purple triangle"), and a
decoy shares its shape. The saved file (the whole canvas with the picture fitted in it)
is judged by ``verifiers.drawing_edits``: objects are found by colour, so scale and
offset do not matter.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

import numpy as np

from apps import draw
from venus_tasks.data import pictures
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, MayChange, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import guim_common as G
from venus_tasks.tasks.common import leave_untouched
from verifiers import drawing_edits

CANVAS = (1080, 2190)           # the canvas of a 1080 x 2400 phone, for reference pictures
PIC_SCALE = 1.08                # a 1000 px picture fitted to the 1080 px display
PIC_TOP = (CANVAS[1] - round(pictures.SIZE * PIC_SCALE)) // 2


def on_canvas(things: list[pictures.Thing]):
    """The picture as Simple Draw shows it: fitted to the display, centred on the canvas."""
    img = G.blank(CANVAS)
    side = round(pictures.SIZE * PIC_SCALE)
    img.paste(pictures.render(things).resize((side, side)), (0, PIC_TOP))
    return img


def canvas_xy(thing: pictures.Thing) -> tuple[int, int]:
    """Where an object's centre lands on ``on_canvas``."""
    return round(thing.center[0] * PIC_SCALE), PIC_TOP + round(thing.center[1] * PIC_SCALE)


def ring_around(thing: pictures.Thing, half_w: int = 180, half_h: int = 170) -> list:
    """The four sides of a box around an object on ``on_canvas``."""
    x, y = canvas_xy(thing)
    return G.box_segments(x - half_w, y - half_h, x + half_w, y + half_h)


class _Picture(VenusTask):
    app_names = ("simple draw pro",)
    complexity = 3.0
    info = TaskInfo(Category.GUIM, PUDAM(3, 2, 2, 3, 2), Evaluation.STATE, tags=("draw", "picture"))

    @property
    def may_change(self) -> MayChange:
        return G.may_save(self.params.get("filename"))

    @classmethod
    def _base(cls, rng: random.Random) -> dict[str, Any]:
        things = pictures.sample_things(rng)
        stem = G.file_stem(rng)
        return {"things": [t.as_json() for t in things], "picture": f"shapes_{rng.randint(100, 999)}.png",
                "name": stem}

    @property
    def things(self) -> list[pictures.Thing]:
        """The picture's objects (the target first, then its same-shape decoy)."""
        return [pictures.Thing.from_json(d) for d in self.params["things"]]

    def thing(self, index: int) -> pictures.Thing:
        """``things[index]``."""
        return self.things[index]

    def setup(self, env) -> None:
        dev = env.device
        draw.reset(dev)
        draw.remove_saved(dev, self.params["filename"])
        dev.run(["rm", "-rf", draw.GUIM_DIR])
        draw.push_picture(dev, self.params["picture"], pictures.png(self.things))

    def _others(self, *indices: int) -> list[str]:
        return [t.color for i, t in enumerate(self.things) if i not in indices]


# ------------------------------------------------------------------ outline one object
@register_task("venus")
class GUIMOutlineObject(_Picture):
    """Open a pushed picture in Simple Draw Pro, draw a closed outline of a named colour
    around the named object only, and save it as a JPG under a name.

    Success: the saved picture holds every object, and ink of that colour family
    encloses the named object's centre and no other object's. The decoy of the same
    shape circled, a ring left open, the wrong colour, all objects inside one ring, or
    nothing saved fail.
    """

    template = ("Open the picture {picture} (in the GUIM folder) in Simple Draw Pro, draw a closed {ring} outline around "
                "the {target} only, and save the result as a JPG named \"{name}\".")
    variant_texts = {
        "zh": "在 Simple Draw Pro 中打开图片 {picture}（位于 GUIM 文件夹），只在{target_zh}周围画一个封闭的{ring_zh}轮廓，"
              "然后把结果保存为 JPG，文件名为“{name}”。",
        "paraphrase": "Load {picture} from the GUIM folder into Simple Draw Pro, enclose only the {target} with a closed "
                      "{ring} line, and save it as a JPG file called \"{name}\".",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = cls._base(rng)
        things = [pictures.Thing.from_json(d) for d in p["things"]]
        ring = rng.choice(sorted(G.COLORS))
        p.update(ring=ring, ring_zh=G.COLORS_ZH[ring], target=things[0].name, target_zh=things[0].zh,
                 decoy=things[1].name, filename=f"{p['name']}.jpg")
        return p

    @property
    def optimal_steps(self) -> int:
        # open; More options, Open file, GUIM, the picture; colour (3); 4 sides; Save, name, OK, SAVE; done
        return 1 + 4 + 3 + 4 + 4 + 1

    def verify(self, env) -> float:
        img = G.saved_picture(env.device, self.params["filename"])
        return float(img is not None and drawing_edits.outlined(img, self.params["ring"], self.thing(0).color,
                                                                 self._others(0)))

    def _saved(self, *rings, filename: str | None = None):
        img = on_canvas(self.things)
        for segs, color in rings:
            G.segments(img, segs, G.rgb(color))
        return G.save_as(filename or self.params["filename"], img)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        self._saved((ring_around(self.thing(0)), self.params["ring"]))(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = next(c for c in sorted(G.COLORS) if c != p["ring"])
        around = ring_around(self.thing(0))
        whole = G.box_segments(30, PIC_TOP - 40, CANVAS[0] - 30, PIC_TOP + round(pictures.SIZE * PIC_SCALE) + 40)
        return [
            NearMiss("the decoy of the same shape circled", self._saved((ring_around(self.thing(1)), p["ring"]))),
            NearMiss("an open outline", self._saved((around[:3], p["ring"]))),
            NearMiss("another colour", self._saved((around, other))),
            NearMiss("every object in one ring", self._saved((whole, p["ring"]))),
            NearMiss("saved as PNG", self._saved((around, p["ring"]), filename=f"{p['name']}.png")),
            NearMiss("not saved", leave_untouched),
        ]


# ------------------------------------------------------------------ outline two objects
@register_task("venus")
class GUIMOutlineTwoObjects(GUIMOutlineObject):
    """Outline one named object in one colour and another in a second colour, and save.

    Success: the first colour's ink encloses the first object only, the second colour's
    the second object only (each ring closed), every object still there. Colours swapped,
    one ring missing, or both objects in one ring fail.
    """

    complexity = 4.0
    template = ("Open the picture {picture} (in the GUIM folder) in Simple Draw Pro. Draw a closed {ring} outline around "
                "the {target} and a closed {ring2} outline around the {target2}, each around that object only, and save "
                "the result as a JPG named \"{name}\".")
    variant_texts = {
        "zh": "在 Simple Draw Pro 中打开图片 {picture}（位于 GUIM 文件夹）。在{target_zh}周围画一个封闭的{ring_zh}轮廓，"
              "在{target2_zh}周围画一个封闭的{ring2_zh}轮廓，每个轮廓只圈住对应的物体，然后把结果保存为 JPG，文件名为“{name}”。",
        "paraphrase": "In Simple Draw Pro, open {picture} from the GUIM folder, ring the {target} alone with a closed {ring} "
                      "line and the {target2} alone with a closed {ring2} line, then save it as a JPG called \"{name}\".",
    }
    info = TaskInfo(Category.GUIM, PUDAM(3, 3, 2, 3, 2), Evaluation.STATE, tags=("draw", "picture", "two-objects"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = super().sample_params(rng)
        things = [pictures.Thing.from_json(d) for d in p["things"]]
        left = things[0].center[0] < pictures.SIZE // 2
        second = next(i for i, t in enumerate(things) if i and (t.center[0] < pictures.SIZE // 2) != left)
        ring2 = rng.choice([c for c in sorted(G.COLORS) if c != p["ring"]])
        p.update(second=second, target2=things[second].name, target2_zh=things[second].zh, ring2=ring2,
                 ring2_zh=G.COLORS_ZH[ring2])
        return p

    @property
    def optimal_steps(self) -> int:
        return 1 + 4 + 2 * (3 + 4) + 4 + 1

    def verify(self, env) -> float:
        p = self.params
        img = G.saved_picture(env.device, p["filename"])
        if img is None:
            return 0.0
        s = p["second"]
        return float(drawing_edits.outlined(img, p["ring"], self.thing(0).color, self._others(0))
                     and drawing_edits.outlined(img, p["ring2"], self.thing(s).color, self._others(s)))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        self._saved((ring_around(self.thing(0)), p["ring"]), (ring_around(self.thing(p["second"])), p["ring2"]))(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        first, second = ring_around(self.thing(0)), ring_around(self.thing(p["second"]))
        return [
            NearMiss("colours swapped", self._saved((first, p["ring2"]), (second, p["ring"]))),
            NearMiss("only the first", self._saved((first, p["ring"]))),
            NearMiss("the second ring around the decoy",
                     self._saved((first, p["ring"]), (ring_around(self.thing(1)), p["ring2"])))
            if p["second"] != 1 else NearMiss("the second ring open", self._saved((first, p["ring"]),
                                                                                   (second[:3], p["ring2"]))),
            NearMiss("not saved", leave_untouched),
        ]


# ------------------------------------------------------------------ erase an object
@register_task("venus")
class GUIMEraseObject(_Picture):
    """Erase the named object from a pushed picture in Simple Draw Pro and save it as a PNG.

    Success: in the saved picture the object's colour is gone and where it was is white,
    while the other objects keep their size (the scale fitted from their centres).
    Erasing the same-shape decoy, painting the object over in black, wiping a neighbour
    too, clearing everything, or nothing saved fail.
    """

    template = ("Open the picture {picture} (in the GUIM folder) in Simple Draw Pro, erase the {target} so that only "
                "white background is left where it was, keep the other shapes, and save the result as a PNG named \"{name}\".")
    variant_texts = {
        "zh": "在 Simple Draw Pro 中打开图片 {picture}（位于 GUIM 文件夹），擦除{target_zh}，使原来的位置只剩白色背景，"
              "保留其他图形，然后把结果保存为 PNG，文件名为“{name}”。",
        "paraphrase": "Load {picture} from the GUIM folder in Simple Draw Pro, rub out the {target} until only white shows "
                      "where it was, leave the other shapes alone, and save it as a PNG called \"{name}\".",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = cls._base(rng)
        things = [pictures.Thing.from_json(d) for d in p["things"]]
        p.update(target=things[0].name, target_zh=things[0].zh, decoy=things[1].name, filename=f"{p['name']}.png")
        return p

    @property
    def optimal_steps(self) -> int:
        # open; open the picture (4); Eraser, brush size; 3 swipes; Save, name, .png, OK, SAVE; done
        return 1 + 4 + 2 + 3 + 5 + 1

    def verify(self, env) -> float:
        img = G.saved_picture(env.device, self.params["filename"])
        before = np.asarray(pictures.render(self.things))[::G.STEP, ::G.STEP]
        return float(img is not None and drawing_edits.erased(img, before, self.thing(0).color, self._others(0)))

    def _erased(self, *indices: int, color=(255, 255, 255), filename: str | None = None):
        img = on_canvas(self.things)
        for i in indices:
            x, y = canvas_xy(self.thing(i))
            G.segments(img, [((x - 140, y), (x + 140, y))], color, 300)
        return G.save_as(filename or self.params["filename"], img)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        self._erased(0)(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [
            NearMiss("the decoy erased", self._erased(1)),
            NearMiss("painted over in black", self._erased(0, color=(20, 20, 20))),
            NearMiss("a neighbour erased too", self._erased(0, 2)),
            NearMiss("everything cleared", G.save_as(p["filename"], G.blank(CANVAS))),
            NearMiss("saved as JPG", self._erased(0, filename=f"{p['name']}.jpg")),
            NearMiss("not saved", leave_untouched),
        ]


# ------------------------------------------------------------------ underline an object
@register_task("venus")
class GUIMUnderlineObject(_Picture):
    """Draw one straight horizontal line of a named colour just below the named object
    of a pushed picture and save it as a JPG.

    Success: the colour's ink is a single horizontal stroke below that object (not
    through it), spanning most of its width, and under or across no other object. A
    line through the object, under the decoy, a vertical line, a box, another colour, or
    nothing saved fail.
    """

    complexity = 2.5
    template = ("Open the picture {picture} (in the GUIM folder) in Simple Draw Pro, draw one straight horizontal {line} "
                "line just below the {target} to underline it, and save the result as a JPG named \"{name}\".")
    variant_texts = {
        "zh": "在 Simple Draw Pro 中打开图片 {picture}（位于 GUIM 文件夹），在{target_zh}正下方画一条{line_zh}的水平直线作为下划线，"
              "然后把结果保存为 JPG，文件名为“{name}”。",
        "paraphrase": "Load {picture} from the GUIM folder into Simple Draw Pro, underline the {target} with a single straight "
                      "horizontal {line} stroke right beneath it, and save it as a JPG called \"{name}\".",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = cls._base(rng)
        things = [pictures.Thing.from_json(d) for d in p["things"]]
        line = rng.choice(sorted(G.COLORS))
        p.update(line=line, line_zh=G.COLORS_ZH[line], target=things[0].name, target_zh=things[0].zh,
                 filename=f"{p['name']}.jpg")
        return p

    @property
    def optimal_steps(self) -> int:
        # open; open the picture (4); colour (3); one swipe; Save, name, OK, SAVE; done
        return 1 + 4 + 3 + 1 + 4 + 1

    def verify(self, env) -> float:
        img = G.saved_picture(env.device, self.params["filename"])
        return float(img is not None and drawing_edits.underlined(img, self.params["line"], self.thing(0).color,
                                                                   self._others(0)))

    def _lined(self, index: int = 0, dy: int = 150, color: str | None = None, vertical: bool = False):
        img = on_canvas(self.things)
        x, y = canvas_xy(self.thing(index))
        seg = ((x - 150, y - 200), (x - 150, y + 200)) if vertical else ((x - 180, y + dy), (x + 180, y + dy))
        return G.segments(img, [seg], G.rgb(color or self.params["line"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        G.save_as(self.params["filename"], self._lined())(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = next(c for c in sorted(G.COLORS) if c != p["line"])
        fn = p["filename"]
        boxed = on_canvas(self.things)
        G.segments(boxed, ring_around(self.thing(0)), G.rgb(p["line"]))
        return [
            NearMiss("through the object", G.save_as(fn, self._lined(dy=0))),
            NearMiss("under the decoy of the same shape", G.save_as(fn, self._lined(1))),
            NearMiss("a vertical line", G.save_as(fn, self._lined(vertical=True))),
            NearMiss("a box around it", G.save_as(fn, boxed)),
            NearMiss("another colour", G.save_as(fn, self._lined(color=other))),
            NearMiss("not saved", leave_untouched),
        ]
