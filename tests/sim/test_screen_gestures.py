"""Drags on a drawing surface and pictures in the screen: ``input swipe`` and ``input
motionevent`` reach an app's ``stroke`` hook with the finger's path; motion events off a
canvas act as a tap or a swipe; a node with an ``ImageRef`` shows its pixels in the
screenshot."""

from __future__ import annotations

import io
import types

import pytest
from PIL import Image

from venus_tasks.sim import apps_ui
from venus_tasks.sim.screen import image_ref
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.shell import run_split

PKG = "com.simplemobiletools.draw.pro"


def _red_square() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (40, 40), (220, 20, 20)).save(buf, "PNG")
    return buf.getvalue()


@pytest.fixture()
def canvas_app(model, monkeypatch):
    """A stand-in app module: the top half of the screen is a canvas showing a red
    square; the bottom half is a button. Records what reaches it."""
    seen = {"strokes": [], "taps": []}

    def build(model, root, m, status):
        root.add(UiNode(cls="android.widget.ImageView", resource_id=f"{PKG}:id/canvas",
                        bounds=(0, status, m.width, m.height // 2), action=("app", PKG, "canvas"),
                        style={"canvas": True, "image": ImageRef.of_bytes(_red_square())}))
        root.add(UiNode(cls="android.widget.Button", text="Tap me", clickable=True,
                        bounds=(0, m.height // 2, m.width, m.height), action=("app", PKG, "button")))

    app = types.SimpleNamespace(
        PACKAGE=PKG, build=build, windows=lambda *a: [], back=lambda model: False,
        enter=lambda model: False,
        perform=lambda model, verb, args, x, y: seen["taps"].append((verb, x, y)),
        stroke=lambda model, verb, args, points: seen["strokes"].append((verb, points)))
    monkeypatch.setitem(apps_ui.APPS, PKG, app)
    model.launch(PKG)
    return seen


def test_swipe_on_canvas_is_a_stroke_not_a_scroll(sh, canvas_app):
    assert sh("input swipe 100 600 500 700 300")[2] == 0
    assert canvas_app["strokes"] == [("canvas", [(100, 600), (500, 700)])]


def test_motionevents_make_one_stroke_with_every_point(sh, canvas_app):
    script = "; ".join(f"input motionevent {a} {x} {y}" for a, x, y in (
        ("DOWN", 300, 500), ("MOVE", 400, 520), ("MOVE", 450, 600), ("UP", 300, 700)))
    assert sh(script)[2] == 0
    assert canvas_app["strokes"] == [("canvas", [(300, 500), (400, 520), (450, 600), (300, 700)])]


def test_motionevents_off_canvas_tap_and_cancel(sh, canvas_app, model):
    h = model.screen_size()[1]
    y = h * 3 // 4
    sh(f"input motionevent DOWN 200 {y}; input motionevent UP 203 {y + 2}")
    assert canvas_app["taps"] == [("button", 200, y)]
    sh("input motionevent DOWN 300 500; input motionevent MOVE 600 600; input motionevent CANCEL")
    sh("input motionevent UP 600 700")                    # no DOWN before it: nothing
    assert canvas_app["strokes"] == []


def test_image_node_pixels_reach_the_screenshot(canvas_app, model):
    out, _, code = run_split(model, "screencap -p")
    assert code == 0
    shot = Image.open(io.BytesIO(out))
    w, h = model.screen_size()
    # fitCenter: the 40x40 square becomes a w x w square centred in the top half.
    status = round(24 * model.display.density / 160)
    l, t, r, b = image_ref.fit((40, 40), (0, status, w, h // 2))
    assert shot.convert("RGB").getpixel(((l + r) // 2, (t + b) // 2)) == (220, 20, 20)
    assert shot.convert("RGB").getpixel(((l + r) // 2, b + 5)) != (220, 20, 20)


def test_fit_and_broken_bytes():
    assert image_ref.fit((100, 50), (0, 0, 200, 200)) == (0, 50, 200, 150)
    assert image_ref.fit((50, 100), (10, 0, 110, 100)) == (35, 0, 85, 100)
    broken = ImageRef.of_bytes(b"not an image")
    assert broken.load().size == (64, 64)
    assert ImageRef.of_bytes(b"x") == ImageRef.of_bytes(b"x") != ImageRef.of_bytes(b"y")
    assert "load" not in repr(broken)
