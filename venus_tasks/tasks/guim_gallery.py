"""GUIM in Simple Gallery Pro's editor: draw on a picture of the gallery and save it --
outline a named object and keep the original (Save as a copy), or paint an object over
in a colour and save over the original (Save as with the original name, Overwrite).

The picture (``venus_tasks.data.pictures``) sits alone in a named album under
``/sdcard/DCIM``; two other albums hold decoy pictures with the same kind of shapes. The
editor saves the picture as shown (fitted to the screen), so the checks of
``verifiers.drawing_edits`` find objects by colour. The original's bytes are compared
exactly (a copy task must leave them untouched).
"""

from __future__ import annotations

import posixpath
import random
from typing import Any, Iterator

import numpy as np

from apps import files, gallery
from venus_tasks.data import pictures
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import guim_common as G
from venus_tasks.tasks.common import leave_untouched
from verifiers import drawing, drawing_edits
from verifiers.guard import MayChange

ALBUMS = ("Shapes", "Sketches", "Stickers", "Boards", "Posters")
EDITOR_SIDE = 1080              # the editor shows a 1000 px square picture 1080 px wide on a phone
PICTURE_EXT = (".png", ".jpg", ".jpeg", ".webp")


def _scaled(things: list[pictures.Thing]):
    return pictures.render(things).resize((EDITOR_SIDE, EDITOR_SIDE))


def _xy(thing: pictures.Thing) -> tuple[int, int]:
    s = EDITOR_SIDE / pictures.SIZE
    return round(thing.center[0] * s), round(thing.center[1] * s)


def pictures_in_storage(device) -> set[str]:
    """Paths of every picture file in shared storage."""
    return {p for p in files.list_files(device, files.SDCARD) if p.lower().endswith(PICTURE_EXT)}


class _Gallery(VenusTask):
    app_names = ("simple gallery pro",)
    complexity = 2.5
    # The pictures under DCIM may change; ``verify`` checks the decoy albums' byte for byte.
    may_change = MayChange(stores=("simple gallery pro:*",))
    info = TaskInfo(Category.GUIM, PUDAM(3, 2, 2, 3, 2), Evaluation.STATE, tags=("draw", "picture", "gallery"))

    @classmethod
    def _base(cls, rng: random.Random) -> dict[str, Any]:
        album, *decoys = rng.sample(ALBUMS, 3)
        things = pictures.sample_things(rng)
        others = [[t.as_json() for t in pictures.sample_things(rng)] for _ in decoys]
        n = rng.randint(100, 999)
        return {"album": album, "picture": f"shapes_{n}.png", "things": [t.as_json() for t in things],
                "decoy_albums": decoys, "decoy_things": others, "decoy_pictures": [f"shapes_{n + 1 + i}.png"
                                                                                     for i in range(len(decoys))]}

    @property
    def things(self) -> list[pictures.Thing]:
        """The picture's objects (the target first, then its same-shape decoy)."""
        return [pictures.Thing.from_json(d) for d in self.params["things"]]

    @property
    def path(self) -> str:
        """The picture's path in its album."""
        return f"{gallery.IMAGES_DIR}/{self.params['album']}/{self.params['picture']}"

    def original(self) -> bytes:
        """The picture's bytes as setup pushed them."""
        return pictures.png(self.things)

    def setup(self, env) -> None:
        dev = env.device
        p = self.params
        gallery.reset(dev)
        dev.run(["rm", "-rf", *(f"{gallery.IMAGES_DIR}/{album}" for album in ALBUMS)])
        files.scan_all(dev, files.push_files(dev, {
            f"{gallery.IMAGES_DIR}/{p['album']}/{p['picture']}": self.original(),
            **{f"{gallery.IMAGES_DIR}/{album}/{name}": pictures.png([pictures.Thing.from_json(d) for d in things])
               for album, name, things in zip(p["decoy_albums"], p["decoy_pictures"], p["decoy_things"])}}))
        self._pictures_before = pictures_in_storage(dev)

    def decoys_untouched(self, env) -> bool:
        """True if every decoy album's picture is still byte for byte what setup pushed."""
        p = self.params
        for album, name, things in zip(p["decoy_albums"], p["decoy_pictures"], p["decoy_things"]):
            try:
                data = files.read_file(env.device, f"{gallery.IMAGES_DIR}/{album}/{name}")
            except FileNotFoundError:
                return False
            if data != pictures.png([pictures.Thing.from_json(d) for d in things]):
                return False
        return True

    def _new_pictures(self, env) -> list[str]:
        return sorted(pictures_in_storage(env.device) - getattr(self, "_pictures_before", set()))

    def _others(self, *indices: int) -> list[str]:
        return [t.color for i, t in enumerate(self.things) if i not in indices]

    def _write(self, path: str, img, fmt: str = "png"):
        """An ``apply`` writing ``img`` to ``path`` (what the editor's save writes)."""
        def apply(task, env) -> None:
            files.push_file(env.device, path, G.encode(img, fmt))
        return apply


# ------------------------------------------------------------------ outline, save a copy
@register_task("venus")
class GUIMGalleryOutlineCopy(_Gallery):
    """In Gallery's editor, draw a closed outline of a named colour around the named
    object and save the result as a copy, keeping the original.

    Success: the original picture is byte for byte unchanged and exactly one new picture
    exists in shared storage, in which that colour encloses the named object only.
    Overwriting the original, circling the decoy, an open ring, or nothing saved fail.
    """

    # the copy may go to any folder the editor's Save as picks (verify wants exactly one new picture)
    may_change = MayChange(stores=("simple gallery pro:*", "files:*.png", "files:*.jpg", "files:*.jpeg", "files:*.webp"))

    template = ("In the Gallery app, open the picture {picture} in the {album} album and, with the editor's Draw tool, "
                "draw a closed {ring} outline around the {target} only. Save the result as a new copy and keep the "
                "original picture unchanged.")
    variant_texts = {
        "zh": "在图库（Gallery）应用中打开 {album} 相册里的图片 {picture}，用编辑器的绘图工具只在{target_zh}周围画一个封闭的"
              "{ring_zh}轮廓。把结果另存为新的副本，原图保持不变。",
        "paraphrase": "Open {picture} from the {album} album in Gallery, use the editor's Draw tool to put a closed {ring} "
                      "line around just the {target}, and save it as a separate copy so the original stays as it was.",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = cls._base(rng)
        things = [pictures.Thing.from_json(d) for d in p["things"]]
        ring = rng.choice(sorted(G.COLORS))
        p.update(ring=ring, ring_zh=G.COLORS_ZH[ring], target=things[0].name, target_zh=things[0].zh)
        return p

    @property
    def optimal_steps(self) -> int:
        # open, album, thumbnail, Edit, Draw; colour (3); 4 sides; Save as, OK; done
        return 5 + 3 + 4 + 2 + 1

    def verify(self, env) -> float:
        dev = env.device
        try:
            if files.read_file(dev, self.path) != self.original() or not self.decoys_untouched(env):
                return 0.0
        except FileNotFoundError:
            return 0.0
        new = self._new_pictures(env)
        if len(new) != 1:
            return 0.0
        try:
            img = drawing.load(files.read_file(dev, new[0]))[::G.STEP, ::G.STEP]
        except (FileNotFoundError, ValueError):
            return 0.0
        return float(drawing_edits.outlined(img, self.params["ring"], self.things[0].color, self._others(0)))

    def _ringed(self, index: int = 0, color: str | None = None, sides: int = 4):
        img = _scaled(self.things)
        x, y = _xy(self.things[index])
        segs = G.box_segments(x - 180, y - 170, x + 180, y + 170)[:sides]
        return G.segments(img, segs, G.rgb(color or self.params["ring"]))

    def _copy_path(self) -> str:
        stem = self.params["picture"].rsplit(".", 1)[0]
        return f"{posixpath.dirname(self.path)}/{stem}_1.png"

    def oracle(self, env) -> Iterator[A.JSONAction]:
        self._write(self._copy_path(), self._ringed())(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        return [
            NearMiss("saved over the original", self._write(self.path, self._ringed())),
            NearMiss("the decoy of the same shape circled", self._write(self._copy_path(), self._ringed(1))),
            NearMiss("an open outline", self._write(self._copy_path(), self._ringed(sides=3))),
            NearMiss("two copies", lambda task, env: (self._write(self._copy_path(), self._ringed())(task, env),
                                                      self._write(self._copy_path()[:-4] + "_2.png",
                                                                  self._ringed())(task, env))),
            NearMiss("a decoy album's picture drawn on as well", lambda task, env: (
                self._write(self._copy_path(), self._ringed())(task, env),
                self._write(f"{gallery.IMAGES_DIR}/{self.params['decoy_albums'][0]}/"
                            f"{self.params['decoy_pictures'][0]}", self._ringed())(task, env))),
            NearMiss("not saved", leave_untouched),
        ]


# ------------------------------------------------------------------ paint over, overwrite
@register_task("venus")
class GUIMGalleryCoverObject(_Gallery):
    """In Gallery's editor, paint the named object over completely in a named colour and
    save over the original file.

    Success: the picture at the original path has the object's colour gone and its place
    in the named colour family, the other objects keep their size, and no other new
    picture was left. Saving a copy instead, covering the decoy or a neighbour too,
    another colour, or nothing saved fail.
    """

    complexity = 3.0
    template = ("In the Gallery app, open the picture {picture} in the {album} album and, with the editor's Draw tool, "
                "paint over the {target} completely in {fill} so none of it shows, leaving the other shapes visible. "
                "Save it over the original file (same name).")
    variant_texts = {
        "zh": "在图库（Gallery）应用中打开 {album} 相册里的图片 {picture}，用编辑器的绘图工具把{target_zh}完全涂成{fill_zh}，"
              "使它一点也不露出来，其他图形保持可见。以原文件名保存，覆盖原图。",
        "paraphrase": "Open {picture} from the {album} album in Gallery and, using the editor's Draw tool, cover the "
                      "{target} entirely with {fill} while the other shapes stay visible; then overwrite the original file "
                      "with the result.",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = cls._base(rng)
        things = [pictures.Thing.from_json(d) for d in p["things"]]
        fill = rng.choice(sorted(G.COLORS))
        p.update(fill=fill, fill_zh=G.COLORS_ZH[fill], target=things[0].name, target_zh=things[0].zh)
        return p

    @property
    def optimal_steps(self) -> int:
        # open, album, thumbnail, Edit, Draw; colour (3); brush size; 3 swipes; Save as, name, OK, Yes; done
        return 5 + 3 + 1 + 3 + 4 + 1

    def verify(self, env) -> float:
        dev = env.device
        if self._new_pictures(env) or not self.decoys_untouched(env):
            return 0.0
        try:
            img = drawing.load(files.read_file(dev, self.path))[::G.STEP, ::G.STEP]
        except (FileNotFoundError, ValueError):
            return 0.0
        before = np.asarray(pictures.render(self.things))[::G.STEP, ::G.STEP]
        return float(drawing_edits.erased(img, before, self.things[0].color, self._others(0), self.params["fill"]))

    def _covered(self, *indices: int, color: str | None = None):
        img = _scaled(self.things)
        for i in indices:
            x, y = _xy(self.things[i])
            G.segments(img, [((x - 150, y), (x + 150, y))], G.rgb(color or self.params["fill"]), 280)
        return img

    def oracle(self, env) -> Iterator[A.JSONAction]:
        self._write(self.path, self._covered(0))(self, env)
        return
        yield

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = next(c for c in sorted(G.COLORS) if c != p["fill"])
        copy = self.path[:-4] + "_1.png"
        return [
            NearMiss("saved as a copy", self._write(copy, self._covered(0))),
            NearMiss("the decoy covered", self._write(self.path, self._covered(1))),
            NearMiss("a neighbour covered too", self._write(self.path, self._covered(0, 2))),
            NearMiss("another colour", self._write(self.path, self._covered(0, color=other))),
            NearMiss("not saved", leave_untouched),
        ]
