"""The one normalisation every answer check in ``verifiers/`` starts from.

``clean(text)`` removes the characters a reader does not see, then applies Unicode NFKC
(full-width ``Ｏｎ`` and ``１２`` become ``On`` and ``12``, ``，`` becomes ``,``, a no-break
space a space). The characters removed are the format characters of Unicode category Cf (zero-width space
U+200B, zero-width (non-)joiner U+200C/U+200D, word joiner U+2060, byte order mark U+FEFF,
soft hyphen U+00AD, the bidirectional marks U+200E/U+200F and U+202A-U+202E, ...). So an
answer reading "o\u200bff" says "off" to the checker as it does to a person. The line and
paragraph separators U+2028/U+2029 become newlines. Case is kept: callers fold it when
they need to (``verifiers.answer.normalize`` does).

Source: Unicode Standard Annex #15 (normalisation forms) and the General_Category values
of UAX #44 (``Cf`` = format).
"""

from __future__ import annotations

import unicodedata

__all__ = ["clean"]

_SEPARATORS = {"\u2028": "\n", "\u2029": "\n"}


def clean(text: str) -> str:
    """``text`` in NFKC without format (Cf) characters: ``clean("Ｏ\u200bｆｆ") == "Off"``.
    ``None`` is read as ``""``."""
    if not text:
        return ""
    if not text.isascii():   # removed first, so that what they separated can compose
        text = "".join(_SEPARATORS.get(ch, ch) for ch in text if unicodedata.category(ch) != "Cf")
    return unicodedata.normalize("NFKC", text)
