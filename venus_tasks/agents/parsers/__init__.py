"""Action parsers: model reply text -> ``ParsedAction`` in venus' action space.

One module per output format, each a pure function
``parse(text, screen_size, *, coords, image_size) -> ParsedAction`` that never raises on
model text (unreadable output becomes ``invalid(reason)``):

=========  ===========================================  ==================
format     models                                       default coords
=========  ===========================================  ==================
json       AndroidWorld M3A/T3A JSON (``Reason/Action``)  absolute
qwen       Qwen2.5-VL / Qwen3-VL ``mobile_use``           absolute
gui_owl    GUI-Owl / Mobile-Agent-v3                      absolute
mai_ui     MAI-UI                                         relative999
ui_venus   UI-Venus 1/2 (``<action>Click(...)``)          relative1000
=========  ===========================================  ==================

Each module's docstring cites the public code its format was taken from.
"""

from __future__ import annotations

from typing import Callable

from venus_tasks.agents.parsers import gui_owl, m3a, mai_ui, qwen, ui_venus
from venus_tasks.agents.parsers.common import (
    ABSOLUTE, COORD_MODES, RELATIVE999, RELATIVE1000, ParsedAction, coord_space_size,
    to_pixels,
)

Parser = Callable[..., ParsedAction]

PARSERS: dict[str, Parser] = {
    "json": m3a.parse,
    "qwen": qwen.parse,
    "gui_owl": gui_owl.parse,
    "mai_ui": mai_ui.parse,
    "ui_venus": ui_venus.parse,
}
DEFAULT_COORDS: dict[str, str] = {
    "json": ABSOLUTE, "qwen": ABSOLUTE, "gui_owl": ABSOLUTE,
    "mai_ui": RELATIVE999, "ui_venus": RELATIVE1000,
}
ALIASES: dict[str, str] = {"m3a": "json", "aw": "json", "android_world": "json",
                           "qwen2.5": "qwen", "qwen25": "qwen", "qwen3": "qwen",
                           "mobile_agent_v3": "gui_owl", "guiowl": "gui_owl",
                           "maiui": "mai_ui", "uivenus": "ui_venus"}


def get_parser(fmt: str) -> Parser:
    """The parser for ``fmt`` (a name in ``PARSERS`` or an alias).

    Raises:
      ValueError: unknown format; the message lists the valid ones.
    """
    name = ALIASES.get(fmt, fmt)
    if name not in PARSERS:
        raise ValueError(f"unknown output format {fmt!r}; valid: {', '.join(sorted(PARSERS))} "
                         f"(aliases: {', '.join(sorted(ALIASES))})")
    return PARSERS[name]


__all__ = ["ABSOLUTE", "ALIASES", "COORD_MODES", "DEFAULT_COORDS", "PARSERS", "ParsedAction",
           "RELATIVE999", "RELATIVE1000", "coord_space_size", "get_parser", "to_pixels"]
