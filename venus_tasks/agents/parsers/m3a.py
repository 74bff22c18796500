"""AndroidWorld / M3A JSON actions: ``Reason: ... Action: {json}``.

Format::

    Reason: The Wi-Fi toggle is element 4, so I click it.
    Action: {"action_type": "click", "index": 4}

Sources:
  - google-research/android_world ``android_world/agents/m3a.py`` and ``t3a.py``
    (prompt asks for ``Reason: ...`` then ``Action: {json}``; the action is
    ``JSONAction(**extract_json(action))``), ``agents/m3a_utils.py``
    (``parse_reason_action_output``: regexes ``Reason:(.*)Action:`` and ``Action:(.*)``),
    ``agents/agent_utils.py`` (``extract_json``: first ``{...}``, Python-literal
    fallback) and ``env/json_action.py`` (action types and fields).
  - ``env/actuation.py`` (``execute_adb_action``: what each action does).

venus additions: ``{"action_type": "ask_user", "text": "..."}``, and ``x``/``y`` in
pixels of the image the model saw (mapped to physical pixels with ``image_size``) as an
alternative to ``index``. Hyphenated or spaced type names (``long-press``) are
normalised. Index range is checked by the agent, which knows the UI element list.
"""

from __future__ import annotations

import re

from venus_tasks.env import actions as A
from venus_tasks.agents.parsers.common import (
    ABSOLUTE, ParseError, ParsedAction, first_json_object, guarded, loads_lenient,
    to_pixels,
)

_TARGETED = (A.CLICK, A.DOUBLE_TAP, A.LONG_PRESS)


@guarded
def parse(text: str, screen_size: tuple[int, int], *, coords: str = ABSOLUTE,
          image_size: tuple[int, int] | None = None) -> ParsedAction:
    """Parse an M3A-style reply (never raises on text).

    Args:
      text: the model's reply.
      screen_size: (width, height) of the screenshot in physical pixels.
      coords: how ``x``/``y`` are given (``absolute`` pixels of the sent image by default).
      image_size: (width, height) of the image the model saw.
    """
    reason_m = re.search(r"Reason:(.*?)Action:", text, re.DOTALL)
    action_m = re.search(r"Action:(.*)", text, re.DOTALL)
    region = action_m.group(1) if action_m else text
    blob = first_json_object(region)
    if blob is None:
        raise ParseError("no JSON action found (expected 'Action: {...}')")
    d = loads_lenient(blob)
    if not isinstance(d, dict):
        raise ParseError("action is not a JSON object")
    d = dict(d)
    kind = d.get("action_type")
    if not isinstance(kind, str):
        raise ParseError("action has no action_type")
    d["action_type"] = re.sub(r"[\s\-]+", "_", kind.strip().lower())
    if (d.get("x") is None) != (d.get("y") is None):
        raise ParseError("give both x and y")
    if d.get("x") is not None:
        d["x"], d["y"] = to_pixels([d["x"], d["y"]], screen_size, coords, image_size)
    if isinstance(d.get("path"), list):
        try:
            d["path"] = [list(to_pixels(p, screen_size, coords, image_size)) for p in d["path"]]
        except (TypeError, ValueError) as e:
            raise ParseError(f"drag path: {e}") from e
    action = A.JSONAction.from_dict(d)
    _check_fields(action)
    thought = reason_m.group(1).strip() if reason_m else None
    return ParsedAction(action, thought=thought or None)


def _check_fields(a: A.JSONAction) -> None:
    t = a.action_type
    if t in _TARGETED and a.index is None and a.x is None:
        raise ParseError(f"{t} needs an index or x/y")
    if t == A.INPUT_TEXT and not isinstance(a.text, str):
        raise ParseError("input_text needs a text")
    if t in (A.SCROLL, A.SWIPE) and a.direction is None:
        raise ParseError(f"{t} needs a direction in {A.DIRECTIONS}")
    if t in (A.UNKNOWN, A.INVALID):
        raise ParseError(f"{t} is not an action the agent may choose")
    if a.index is not None and a.index < 0:
        raise ParseError(f"index must be >= 0, got {a.index}")
