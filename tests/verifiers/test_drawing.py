"""``verifiers.drawing`` and ``verifiers.drawing_edits`` on synthetic pictures: the shape
each check accepts passes, its near misses (open ring, wrong colour, blob, not nested,
wrong letter, wrong object, smear) fail."""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageDraw

from venus_tasks.data import pictures
from verifiers import drawing as D
from verifiers import drawing_edits as E

RED, BLUE, GREEN = (229, 40, 40), (30, 80, 220), (40, 170, 60)
W = 42


def canvas(size=(600, 900)):
    img = Image.new("RGB", size, (255, 255, 255))
    return img, ImageDraw.Draw(img)


def lines(d, segs, color=RED, width=W):
    for seg in segs:
        d.line(seg, fill=color, width=width)
        for x, y in seg:
            d.ellipse((x - width / 2, y - width / 2, x + width / 2, y + width / 2), fill=color)


def rect(d, l, t, r, b, color=RED, width=W, gap=False):
    segs = [((l, t), (r, t)), ((r, t), (r, b)), ((l, b), (l, t))]
    segs.append(((r, b), (l + 200, b)) if gap else ((r, b), (l, b)))
    lines(d, segs, color, width)


def arr(img, step: int = 1):
    """The picture as an array, every ``step``-th pixel (the tasks judge at every 2nd)."""
    return np.asarray(img)[::step, ::step]


def test_colour_families_hex_and_jpeg():
    assert D.family((229, 57, 53)) == "red" and D.family((0xF5, 0x7C, 0)) == "orange"
    assert D.family((30, 80, 220)) == "blue" and D.family((10, 10, 10)) == "black"
    assert D.family((255, 255, 255)) == "white" and D.family((128, 128, 128)) is None
    img, d = canvas()
    rect(d, 100, 100, 500, 800)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=70)
    jpg = D.load(buf.getvalue())
    assert D.rectangle_ring(D.color_mask(jpg, "red")) is not None
    assert not D.color_mask(jpg, "blue").any()


def test_rectangle_ring_and_its_near_misses():
    img, d = canvas()
    rect(d, 100, 100, 500, 800)
    ring = D.rectangle_ring(D.color_mask(arr(img), "red"))
    assert ring is not None and abs(ring.width - W) <= 3
    assert abs(ring.box[0] - 79) <= 3 and abs(ring.box[3] - 821) <= 3
    open_img, d = canvas()
    rect(d, 100, 100, 500, 800, gap=True)                      # a side left open
    assert D.rectangle_ring(D.color_mask(arr(open_img), "red")) is None
    blob, d = canvas()
    d.rectangle((100, 100, 500, 800), fill=RED)                # filled, not an outline
    assert D.rectangle_ring(D.color_mask(arr(blob), "red")) is None
    circ, d = canvas()
    d.ellipse((100, 200, 500, 600), outline=RED, width=W)      # a circle is no rectangle
    m = D.color_mask(arr(circ), "red")
    assert D.rectangle_ring(m) is None and D.circle_fit(m) < 0.08
    assert D.circle_fit(D.color_mask(arr(img), "red")) > 0.1


def test_nesting():
    img, d = canvas()
    rect(d, 60, 60, 540, 840, RED)
    rect(d, 180, 250, 420, 650, BLUE)
    outer = D.rectangle_ring(D.color_mask(arr(img), "red"))
    inner = D.rectangle_ring(D.color_mask(arr(img), "blue"))
    assert outer and inner and D.nested(outer, inner) and not D.nested(inner, outer)
    side, d = canvas((1200, 900))
    rect(d, 60, 60, 540, 840, RED)
    rect(d, 650, 250, 1100, 650, BLUE)                          # beside, not inside
    o = D.rectangle_ring(D.color_mask(arr(side), "red"))
    i = D.rectangle_ring(D.color_mask(arr(side), "blue"))
    assert o and i and not D.nested(o, i)


LETTER_SEGS = {
    "H": [((100, 100), (100, 800)), ((450, 100), (450, 800)), ((100, 450), (450, 450))],
    "L": [((100, 100), (100, 800)), ((100, 800), (450, 800))],
    "T": [((100, 100), (480, 100)), ((290, 100), (290, 800))],
    "F": [((100, 100), (100, 800)), ((100, 100), (450, 100)), ((100, 430), (380, 430))],
    "U": [((100, 100), (100, 800)), ((450, 100), (450, 800)), ((100, 800), (450, 800))],
}


def test_letters_and_near_misses():
    for name, segs in LETTER_SEGS.items():
        img, d = canvas()
        lines(d, segs)
        assert D.letter(D.color_mask(arr(img), "red")) == name, name
    img, d = canvas()
    rect(d, 100, 100, 450, 800)                                 # a closed box is no letter
    assert D.letter(D.color_mask(arr(img), "red")) is None
    img, d = canvas()
    d.rectangle((100, 100, 450, 800), fill=RED)                  # a blob
    assert D.letter(D.color_mask(arr(img), "red")) is None
    img, d = canvas()
    lines(d, [((100, 100), (100, 800))])                          # a bar alone
    assert D.letter(D.color_mask(arr(img), "red")) is None
    img, d = canvas()
    lines(d, LETTER_SEGS["H"][:2] + [((100, 150), (450, 150))])  # crossbar at the top: not an H
    assert D.letter(D.color_mask(arr(img), "red")) != "H"


def _picture():
    things = pictures.sample_things(random.Random(7))
    return things, pictures.render(things)


def test_outlined_target_only():
    things, pic = _picture()
    target, others = things[0], things[1:]
    big = Image.new("RGB", (1080, 1500), (255, 255, 255))
    big.paste(pic.resize((1080, 1080)), (0, 210))
    def ring_around(t, color=RED, gap=False):
        img = big.copy()
        cx, cy = t.center[0] * 1.08, t.center[1] * 1.08 + 210
        rect(ImageDraw.Draw(img), cx - 180, cy - 170, cx + 180, cy + 170, color, gap=gap)
        return arr(img, 2)
    names = [o.color for o in others]
    assert E.outlined(ring_around(target), "red", target.color, names)
    assert not E.outlined(ring_around(others[0]), "red", target.color, names)   # wrong object
    assert not E.outlined(ring_around(target, BLUE), "red", target.color, names)  # wrong colour
    assert not E.outlined(ring_around(target, gap=True), "red", target.color, names)  # open
    assert not E.outlined(arr(big, 2), "red", target.color, names)
    smear = big.copy()
    ImageDraw.Draw(smear).rectangle((0, 0, 1080, 1500), outline=RED, width=40)
    ImageDraw.Draw(smear).rectangle((0, 0, 1080, 1500 // 2), fill=RED)
    assert not E.outlined(arr(smear, 2), "red", target.color, names)
    wide = big.copy()                                              # everything inside one ring
    rect(ImageDraw.Draw(wide), 30, 240, 1050, 1260)
    assert not E.outlined(arr(wide, 2), "red", target.color, names)


def test_erased_target_only():
    things, pic = _picture()
    target, others = things[0], things[1:]
    names = [o.color for o in others]
    before = arr(pic, 2)
    big = Image.new("RGB", (1080, 1500), (255, 255, 255))
    big.paste(pic.resize((1080, 1080)), (0, 210))
    def erase(t, color=(255, 255, 255)):
        img = big.copy()
        cx, cy = t.center[0] * 1.08, t.center[1] * 1.08 + 210
        ImageDraw.Draw(img).rectangle((cx - 130, cy - 130, cx + 130, cy + 130), fill=color)
        return img
    assert E.erased(arr(erase(target), 2), before, target.color, names)
    assert not E.erased(arr(big, 2), before, target.color, names)               # untouched
    assert not E.erased(arr(erase(others[0]), 2), before, target.color, names)      # the wrong one
    assert not E.erased(arr(erase(target, (20, 20, 20)), 2), before, target.color, names)  # painted black
    both = erase(target)
    cx, cy = others[1].center[0] * 1.08, others[1].center[1] * 1.08 + 210
    ImageDraw.Draw(both).rectangle((cx - 130, cy - 130, cx + 130, cy + 130), fill=(255, 255, 255))
    assert not E.erased(arr(both, 2), before, target.color, names)             # a neighbour too
    blank = np.full_like(arr(big, 2), 255)
    assert not E.erased(blank, before, target.color, names)                 # everything wiped


def test_underlined_only_below_the_target():
    things, pic = _picture()
    target, others = things[0], things[1:]
    names = [o.color for o in others]

    def lined(t, dy, x0=-170, x1=170, color=RED):
        img = pic.copy()
        x, y = t.center
        ImageDraw.Draw(img).line(((x + x0, y + dy), (x + x1, y + dy)), fill=color, width=30)
        return arr(img, 2)

    assert E.underlined(lined(target, 140), "red", target.color, names)
    assert not E.underlined(lined(target, 0), "red", target.color, names)          # through it
    assert not E.underlined(lined(others[0], 140), "red", target.color, names)     # under the decoy
    assert not E.underlined(lined(target, 140, color=BLUE), "red", target.color, names)
    assert not E.underlined(lined(target, 140, -600, 600), "red", target.color, names)  # under a neighbour too
    assert not E.underlined(arr(pic, 2), "red", target.color, names)
