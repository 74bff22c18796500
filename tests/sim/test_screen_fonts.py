"""The simulated screen draws Latin text in Roboto (sim/screen/fonts.py): its weights follow
the view (Material titles and buttons Medium), the math and typographic characters an app
shows are glyphs rather than .notdef boxes, characters Roboto lacks come from the fallback
font, and without the Roboto package the screen still draws with Pillow's built-in font."""

from __future__ import annotations

import numpy
import pytest

from venus_tasks.sim.screen import fonts, render
from venus_tasks.sim.screen.tree import Screen, UiNode

W, H = 400, 120


def _frame(text: str, style: dict) -> numpy.ndarray:
    """The screenshot (greyscale) of one text view at 160 dpi, below the status bar's marks."""
    root = UiNode(cls="android.widget.FrameLayout", bounds=(0, 0, W, H), package="p")
    root.add(UiNode(cls="android.widget.TextView", text=text, bounds=(10, 20, W - 10, H - 20), style=style))
    screen = Screen(W, H, 0, False, 160, 0, "", root)
    return numpy.asarray(render.render(screen).convert("L"))[12:]


def _ink(img: numpy.ndarray) -> int:
    return int((255 - img.astype(int)).sum())


def _glyph(ch: str, path: str | None = None) -> bytes:
    font = fonts.face(40, fonts.REGULAR, path)
    mask = font.getmask(ch)
    return bytes(numpy.asarray(mask).tobytes()) + bytes(str(mask.size), "ascii")


def test_roboto_is_the_installed_latin_font():
    assert fonts.roboto_path() is not None and fonts.roboto_path().endswith("Roboto[wdth,wght].ttf")


@pytest.mark.parametrize("ch", ["√", "÷", "×", "•", "…", "\u2011"])
def test_math_and_typographic_characters_are_glyphs_not_notdef_boxes(ch):
    assert fonts.has_glyph(ch)
    assert _glyph(ch) != _glyph("\ue000")
    assert not numpy.array_equal(_frame(f"9{ch}7", {"size": 30}), _frame("9\ue0007", {"size": 30}))


@pytest.mark.parametrize("space", ["\u2009", "\u202f"])
def test_thin_and_narrow_no_break_spaces_draw_nothing_and_are_narrower_than_a_digit(space):
    font = fonts.face(40)
    assert fonts.has_glyph(space)
    assert font.getmask(space).getbbox() is None
    assert 0 < font.getlength(space) < font.getlength("0")
    assert _ink(_frame(f"1{space}000", {"size": 20})) < _ink(_frame("1\ue000000", {"size": 20}))


def test_a_title_is_drawn_medium_and_a_weight_in_the_style_overrides_it():
    title = _ink(_frame("Settings", {"kind": "title", "size": 20}))
    regular = _ink(_frame("Settings", {"kind": "title", "size": 20, "weight": fonts.REGULAR}))
    bold = _ink(_frame("Settings", {"kind": "title", "size": 20, "weight": fonts.BOLD}))
    assert regular < title < bold
    assert title > regular * 1.1


def test_a_character_roboto_lacks_is_drawn_from_the_fallback_font():
    if fonts.fallback_path() is None:
        pytest.skip("no fallback font (Debian fonts-dejavu-core) on this machine")
    assert not fonts.has_glyph("\u2012")                 # Roboto 3.015 has no figure dash
    pieces = fonts.runs("9\u20127", 30)
    assert [p for p, _ in pieces] == ["9", "\u2012", "7"]
    assert pieces[1][1] is fonts.face(30, fonts.REGULAR, fonts.fallback_path())
    # the dash is a thin horizontal stroke, not a .notdef box
    img = _frame("\u2012", {"size": 40})
    rows = numpy.nonzero((img < 128).any(axis=1))[0]
    assert 0 < len(rows) <= 8


def test_mixed_fonts_share_one_baseline_and_anchor():
    if fonts.fallback_path() is None:
        pytest.skip("no fallback font (Debian fonts-dejavu-core) on this machine")
    img = _frame("90\u201270", {"size": 30, "centred": True})
    cols = numpy.nonzero((img < 128).any(axis=0))[0]
    assert abs((cols[0] + cols[-1]) / 2 - W / 2) <= 3          # "mm": centred as one line
    digits = (img[:, cols[0]:cols[0] + 30] < 128).any(axis=1).nonzero()[0]
    tail = (img[:, cols[-1] - 30:cols[-1] + 1] < 128).any(axis=1).nonzero()[0]
    assert digits[-1] == tail[-1]                                # both digit runs sit on one baseline


def test_without_roboto_the_built_in_font_draws(monkeypatch):
    monkeypatch.setattr(fonts, "roboto_path", lambda: None)
    fonts.face.cache_clear()
    fonts._has.cache_clear()
    try:
        assert _ink(_frame("Settings", {"kind": "title", "size": 20})) > 0
    finally:
        fonts.face.cache_clear()
        fonts._has.cache_clear()
