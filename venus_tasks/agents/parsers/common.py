"""Shared pieces of the action parsers: the result type, coordinate spaces, lenient JSON.

Every parser is a pure function ``parse(text, screen_size, *, coords, image_size) ->
ParsedAction``. It never raises: unreadable model output becomes an ``invalid`` action
whose text says why (see ``guarded``).
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import json
import math
import re
from typing import Any, Callable

from venus_tasks.env import actions as A

ABSOLUTE = "absolute"          # pixels of the image the model saw (``image_size``)
RELATIVE1000 = "relative1000"  # 0..1000 on both axes (Qwen3-VL docs, UI-Venus 2)
RELATIVE999 = "relative999"    # 0..999 on both axes (MAI-UI, Qwen3-VL cookbook)
COORD_MODES = (ABSOLUTE, RELATIVE1000, RELATIVE999)
_SCALE = {RELATIVE1000: 1000.0, RELATIVE999: 999.0}


class ParseError(ValueError):
    """Model output that cannot be turned into an action (internal; becomes ``invalid``)."""


@dataclasses.dataclass(frozen=True)
class ParsedAction:
    """A parser's result.

    Attributes:
      action: the action in venus' ``JSONAction`` space (``invalid`` when unreadable).
      thought: the model's reasoning text, if the format has one.
      summary: the model's own one-line description of the step (GUI-Owl
        ``<conclusion>``, Qwen3-VL ``Action:`` line), used as history text.
    """

    action: A.JSONAction
    thought: str | None = None
    summary: str | None = None


def coord_space_size(coords: str, image_size: tuple[int, int]) -> tuple[int, int]:
    """The (width, height) the model's coordinates range over, for prompts.

    ``absolute`` gives ``image_size``; ``relative1000`` gives (1000, 1000); ``relative999``
    gives (999, 999). Raises ``ValueError`` on an unknown mode.
    """
    if coords == ABSOLUTE:
        return image_size
    if coords in _SCALE:
        n = int(_SCALE[coords])
        return (n, n)
    raise ValueError(f"unknown coordinate mode {coords!r}; valid: {', '.join(COORD_MODES)}")


def to_pixels(point: Any, screen_size: tuple[int, int], coords: str,
              image_size: tuple[int, int] | None = None) -> tuple[int, int]:
    """Map a model point to physical screen pixels.

    Args:
      point: ``[x, y]`` or a box ``[x1, y1, x2, y2]`` (its centre is used); numbers or
        numeric strings; a string such as ``"(540, 1200)"`` is accepted too.
      screen_size: (width, height) of the current screenshot in physical pixels.
      coords: one of ``COORD_MODES``.
      image_size: (width, height) of the image the model saw, for ``absolute``
        (defaults to ``screen_size``).

    Returns:
      (x, y) integer pixels, clamped to ``[0, width-1] x [0, height-1]``.

    Raises:
      ParseError: wrong shape, non-numbers, or a point outside the coordinate space.
    """
    vals = _numbers(point)
    if len(vals) == 4:
        vals = [(vals[0] + vals[2]) / 2, (vals[1] + vals[3]) / 2]
    if len(vals) != 2:
        raise ParseError(f"coordinate must be [x, y], got {point!r}")
    x, y = vals
    w, h = screen_size
    if coords == ABSOLUTE:
        iw, ih = image_size or screen_size
        if not (0 <= x <= iw and 0 <= y <= ih):
            raise ParseError(f"coordinate ({x:g}, {y:g}) is outside the {iw}x{ih} screenshot")
        px, py = x * w / iw, y * h / ih
    elif coords in _SCALE:
        s = _SCALE[coords]
        if not (0 <= x <= s and 0 <= y <= s):
            raise ParseError(f"coordinate ({x:g}, {y:g}) is outside the 0..{s:g} range")
        px, py = x / s * w, y / s * h
    else:
        raise ValueError(f"unknown coordinate mode {coords!r}; valid: {', '.join(COORD_MODES)}")
    return (min(max(int(round(px)), 0), w - 1), min(max(int(round(py)), 0), h - 1))


def _numbers(point: Any) -> list[float]:
    if isinstance(point, str):
        found = re.findall(r"-?\d+(?:\.\d+)?", point)
        if not found:
            raise ParseError(f"coordinate has no numbers: {point!r}")
        point = found
    if not isinstance(point, (list, tuple)):
        raise ParseError(f"coordinate must be a list of numbers, got {point!r}")
    out = []
    for v in point:
        if isinstance(v, bool):
            raise ParseError(f"coordinate must be numbers, got {point!r}")
        try:
            f = float(v)
        except (TypeError, ValueError):
            raise ParseError(f"coordinate must be numbers, got {point!r}") from None
        if not math.isfinite(f):
            raise ParseError(f"coordinate must be finite, got {point!r}")
        out.append(f)
    return out


def swipe_direction(start: tuple[int, int], end: tuple[int, int]) -> str:
    """Finger direction of a swipe from ``start`` to ``end`` (pixels): the dominant axis.

    Raises:
      ParseError: start and end are the same point.
    """
    dx, dy = end[0] - start[0], end[1] - start[1]
    if dx == 0 and dy == 0:
        raise ParseError("swipe start and end are the same point")
    if abs(dy) >= abs(dx):
        return "down" if dy > 0 else "up"
    return "right" if dx > 0 else "left"


def first_json_object(text: str) -> str | None:
    """The first balanced ``{...}`` in ``text`` (string- and escape-aware), or None."""
    start = text.find("{")
    while start != -1:
        depth, in_str, quote, esc = 0, False, "", False
        for i in range(start, len(text)):
            c = text[i]
            if in_str:
                if esc:
                    esc = False
                elif c == "\\":
                    esc = True
                elif c == quote:
                    in_str = False
            elif c in "\"'":
                in_str, quote = True, c
            elif c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    return text[start:i + 1]
        start = text.find("{", start + 1)
    return None


def loads_lenient(blob: str) -> Any:
    """``json.loads``, falling back to a Python literal (single quotes, True/None).

    Raises:
      ParseError: neither reading works.
    """
    blob = blob.strip()
    try:
        return json.loads(blob)
    except json.JSONDecodeError as e:
        first_error = e
    try:
        return ast.literal_eval(blob)
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        raise ParseError(f"bad JSON: {first_error.msg} at position {first_error.pos}") from None


def tag(text: str, name: str) -> str | None:
    """Content of the first ``<name>...</name>`` in ``text``, stripped, or None."""
    m = re.search(rf"<{name}>(.*?)</{name}>", text, re.DOTALL)
    return m.group(1).strip() if m else None


def think_text(text: str) -> str | None:
    """Reasoning in ``<thinking>``/``<think>`` tags; also a bare ``...</think>`` prefix
    (reasoning models whose opening tag is in the chat template)."""
    for name in ("thinking", "think"):
        t = tag(text, name)
        if t is not None:
            return t
    if "</think>" in text:
        return text.split("</think>", 1)[0].replace("<think>", "").strip() or None
    return None


def finish_status(value: Any) -> str:
    """Map a terminate/finish status word to ``complete`` or ``infeasible``.

    ``success``/``complete``/``done`` (or missing) give ``complete``; ``failure``/``fail``/
    ``infeasible``/``impossible`` give ``infeasible``. Raises ``ParseError`` otherwise.
    """
    if value is None:
        return "complete"
    v = str(value).strip().lower()
    if v in ("success", "succeeded", "successful", "complete", "completed", "done", "finished", "true"):
        return "complete"
    if v in ("failure", "fail", "failed", "infeasible", "impossible", "abort", "cannot", "false"):
        return "infeasible"
    raise ParseError(f"unknown terminate status {value!r} (use success or failure)")


def text_arg(args: dict[str, Any], *keys: str, action: str) -> str:
    """The first present string argument among ``keys``; ``ParseError`` if none."""
    for k in keys:
        v = args.get(k)
        if isinstance(v, str):
            return v
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return str(v)
    raise ParseError(f"{action} needs a text argument ({'/'.join(keys)})")


def guarded(fn: Callable[..., ParsedAction]) -> Callable[..., ParsedAction]:
    """Decorator: any ``ParseError``/``ActionError`` (or unexpected error) inside a parser
    becomes ``ParsedAction(invalid(reason))``, so parsers never raise on model output.
    Configuration errors (unknown coordinate mode) still raise ``ValueError``."""

    @functools.wraps(fn)
    def wrapper(text: Any, screen_size: tuple[int, int], **kw: Any) -> ParsedAction:
        coords = kw.get("coords")
        if coords is not None and coords not in COORD_MODES:
            raise ValueError(f"unknown coordinate mode {coords!r}; valid: {', '.join(COORD_MODES)}")
        if not isinstance(text, str) or not text.strip():
            return ParsedAction(A.invalid("empty model output"))
        try:
            return fn(text, screen_size, **kw)
        except (ParseError, A.ActionError) as e:
            return ParsedAction(A.invalid(str(e)), thought=think_text(text))
        except Exception as e:  # noqa: BLE001 - model text must never crash a step
            return ParsedAction(A.invalid(f"unreadable output ({type(e).__name__}: {e})"))

    return wrapper
