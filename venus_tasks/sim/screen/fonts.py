"""The screen's fonts: Roboto for Latin text, as Android 13 draws it, with its weights, and
a fallback chain for the characters Roboto has no glyph for.

* Roboto: the variable font ``Roboto[wdth,wght].ttf`` (v3.015, SIL OFL 1.1) of the PyPI
  package ``fontpkg-roboto`` (a dependency in ``setup.py``; nothing is downloaded at run
  time). Android 12+ ships Roboto as a variable font too (``/system/fonts/Roboto-Regular.ttf``
  with a ``wght`` axis); ``sans-serif`` is 400, ``sans-serif-medium`` 500 (Material's
  toolbar titles and buttons: ``TextAppearance.AppCompat.Widget.ActionBar.Title``,
  ``TextAppearance.AppCompat.Button``), bold 700. Without the package (or a FreeType that
  cannot set a variable font's axes) the screen falls back to Pillow's built-in font, as
  before: one weight.
* A character Roboto lacks (U+2012 figure dash, U+232B erase-to-the-left, arrows, check
  marks, stars; its cmap has no entry, so FreeType draws ``.notdef``) is drawn, as Android's
  fallback fonts would, with the first of ``FALLBACKS`` that has it (DejaVu Sans, Debian's
  ``fonts-dejavu-core``, which CI installs), else as Roboto's ``.notdef`` box ("tofu", as a
  phone with no font for it shows).
* CJK text keeps its own path: ``render`` draws it with the screen's ``cjk_font`` or as tofu.

``face(size, weight, path)`` -> a cached ``FreeTypeFont``; ``runs(text, weight)`` splits a
string into ``(piece, font)`` runs by the font that has the glyphs.
"""

from __future__ import annotations

import functools
import os

from PIL import Image, ImageFont

REGULAR, MEDIUM, BOLD = 400, 500, 700
FALLBACKS = ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
             "/usr/share/fonts/dejavu/DejaVuSans.ttf")
_MISSING = "\ue000"              # a private-use code point no font here maps: its mask is .notdef's


@functools.lru_cache(maxsize=1)
def roboto_path() -> str | None:
    """The Roboto variable font file of ``fontpkg-roboto``, or None when it is not installed."""
    try:
        import fontpkg_roboto
    except ImportError:
        return None
    path = fontpkg_roboto.ROOT / "files" / "Roboto[wdth,wght].ttf"
    return str(path) if path.is_file() else None


@functools.lru_cache(maxsize=1)
def fallback_path() -> str | None:
    """The first of ``FALLBACKS`` on this machine, or None."""
    return next((p for p in FALLBACKS if os.path.isfile(p)), None)


@functools.lru_cache(maxsize=256)
def face(size: int, weight: int = REGULAR, path: str | None = None):
    """The font of ``size`` px (at least 8) and ``weight`` (100-900; only Roboto has
    weights): ``path`` if given and it loads, else Roboto, else Pillow's built-in font."""
    size = max(size, 8)
    if path:
        try:
            return ImageFont.truetype(path, size)
        except OSError:
            pass
    roboto = roboto_path()
    if roboto:
        font = ImageFont.truetype(roboto, size)
        try:
            axes = font.get_variation_axes()
            font.set_variation_by_axes([weight if a["name"] in (b"Weight", "Weight") else a["default"]
                                        for a in axes])
        except (OSError, AttributeError):       # FreeType without variable-font support
            pass
        return font
    return ImageFont.load_default(size=size)


def _mask(font, ch: str) -> tuple:
    m = font.getmask(ch)
    return m.size, Image.Image()._new(m).tobytes()


@functools.lru_cache(maxsize=4096)
def _has(path: str | None, ch: str) -> bool:
    """Whether the font at ``path`` (None: the primary face) has a glyph for ``ch``,
    judged at 24 px by its picture differing from .notdef's."""
    if ch in " \t" or ord(ch) < 0x80:
        return True
    font = face(24, REGULAR, path)
    return _mask(font, ch) != _mask(font, _MISSING)


def has_glyph(ch: str) -> bool:
    """Whether the primary face (Roboto, or the built-in font) has a glyph for ``ch``."""
    return _has(None, ch)


def runs(text: str, size: int, weight: int = REGULAR) -> list[tuple[str, object]]:
    """``text`` as consecutive ``(piece, font)`` runs: Roboto (or the built-in font) at
    ``weight`` where it has the glyph, else the fallback font that has it, else the
    primary face (its .notdef box)."""
    primary = face(size, weight)
    out: list[tuple[str, object]] = []
    fallback = fallback_path()
    for ch in text:
        font = primary
        if not _has(None, ch) and fallback and _has(fallback, ch):
            font = face(size, REGULAR, fallback)
        if out and out[-1][1] is font:
            out[-1] = (out[-1][0] + ch, font)
        else:
            out.append((ch, font))
    return out
