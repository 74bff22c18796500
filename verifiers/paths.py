"""Menu paths in an answer: "Settings > Display > Screen timeout", "tap Battery, then
Battery percentage", "设置 > 电池 > 电池电量百分比", or the setting first and its path after
it, "The Font size (Settings > Display > Display size and text)".

``menu_path(answer, steps, root)`` is True when the answer names each step (any of its
names, on word boundaries of the normalised answer, ``verifiers.answer``) after the one
before it; or names the last step (the setting) and then, after it, the whole path to it
from the app's ``root`` ("Settings", "设置") in order -- the way people name a setting and
then write where it lives. A hint without the root ("Brightness level is under Display",
"Battery percentage (under Battery)") is no path, a path in another order ("Font size,
then Display size and text, then Display") fails, and so does a path named only in a
doubtful part of the answer (:mod:`verifiers.hedges`: "maybe under Display > ...").
"""

from __future__ import annotations

from typing import Sequence

from verifiers.answer import normalize, phrase_spans
from verifiers.hedges import split

__all__ = ["menu_path"]


def _in_order(text: str, steps: Sequence[Sequence[str]], after: int = -1) -> int | None:
    """The start of the last step when every step is named after the one before it (the
    first after ``after``), else None."""
    at = after
    for names in steps:
        starts = [s for name in names for s, _ in phrase_spans(text, normalize(name)) if s > at]
        if not starts:
            return None
        at = min(starts)
    return at


def menu_path(answer: str, steps: Sequence[Sequence[str]], root: Sequence[str] = ()) -> bool:
    """True if ``answer`` names the path ``steps`` (each a tuple of equivalent names), in
    order, or setting first and then its path from ``root`` (names of the app, e.g.
    ``("Settings", "设置")``; without it only the order form counts). See the module
    docstring."""
    firm, _ = split(answer)
    text = normalize(firm)
    if not steps or not text:
        return False
    if _in_order(text, steps) is not None:
        return True
    *parents, leaf = steps
    if not root or not parents:
        return False
    for name in leaf:
        for _, end in phrase_spans(text, normalize(name)):
            if _in_order(text, [tuple(root), *parents], end - 1) is not None:
                return True
    return False
