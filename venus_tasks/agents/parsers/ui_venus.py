"""UI-Venus replies: ``<think>``, ``<action>Name(key=value, ...)</action>``, ``<conclusion>``.

Format::

    <think>The settings icon is at the top right.</think>
    <action>Click(point=(912, 64))</action>
    <conclusion>Opened settings.</conclusion>

Sources:
  - inclusionAI/UI-Venus ``Venus_framework/Venus_framework_mobile/processor/
    ui_venus_2_processor.py`` (UI-Venus 2 action list: Click(point), Drag(start, end),
    Swipe(start, end), DoubleClick(point), LongPress(point), Type(content),
    LaunchApp(app), Wait(), CallUser(content), GetScreenshot(), PressBack(),
    PressHome(), PressEnter(), PressRecent(), Answer(content), Finished(content);
    coordinates on a 0..999 grid) and ``policy/ui_venus_2_policy.py`` (parses the call
    with ``ast``; divides by 1000).
  - inclusionAI/UI-Venus ``Venus_framework/processor/uivenus_processor.py`` and
    ``policy/ui_venus_policy.py`` (UI-Venus 1: ``box=`` instead of ``point=``, Scroll
    for swipes, Launch(app), and a ``<conclusion>`` tag).

Mapping: Click/DoubleClick/LongPress -> click/double_tap/long_press; Swipe/Scroll ->
swipe in the finger's dominant direction from ``start``; Type -> input_text;
Launch/LaunchApp -> open_app; Wait -> wait; CallUser -> ask_user; Answer -> answer;
Finished -> status(complete); PressBack/PressHome/PressEnter -> navigate_back/
navigate_home/keyboard_enter. Drag, PressRecent and GetScreenshot are outside venus'
action space and become ``invalid``.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from venus_tasks.env import actions as A
from venus_tasks.agents.parsers.common import (
    RELATIVE1000, ParseError, ParsedAction, guarded, swipe_direction, tag, text_arg,
    think_text, to_pixels,
)

_POINT_ACTIONS = {"click": A.CLICK, "doubleclick": A.DOUBLE_TAP, "longpress": A.LONG_PRESS}
_KEYS = {"pressback": A.NAVIGATE_BACK, "presshome": A.NAVIGATE_HOME, "pressenter": A.KEYBOARD_ENTER}
_UNSUPPORTED = {"drag": "drag", "pressrecent": "the recent-apps button",
                "getscreenshot": "saving a screenshot"}


def parse_call(action_text: str) -> tuple[str, dict[str, Any]]:
    """Split ``Name(k=v, ...)`` into (name, {k: literal}); positional args get ``_0``, ``_1``.

    Raises:
      ParseError: not a single call with literal arguments.
    """
    src = action_text.strip().rstrip(";")
    try:
        node = ast.parse(src, mode="eval").body
    except SyntaxError:
        # Newlines inside quoted text are legal model output but not legal Python.
        try:
            node = ast.parse(src.replace("\n", "\\n"), mode="eval").body
        except SyntaxError as e:
            raise ParseError(f"action is not a call like Click(point=(x, y)): {e.msg}") from None
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
        raise ParseError(f"action is not a call like Click(point=(x, y)): {src[:80]!r}")
    params: dict[str, Any] = {}
    try:
        for i, arg in enumerate(node.args):
            params[f"_{i}"] = ast.literal_eval(arg)
        for kw in node.keywords:
            params[kw.arg or "_kw"] = ast.literal_eval(kw.value)
    except ValueError:
        raise ParseError("action arguments must be literals") from None
    return node.func.id, params


@guarded
def parse(text: str, screen_size: tuple[int, int], *, coords: str = RELATIVE1000,
          image_size: tuple[int, int] | None = None) -> ParsedAction:
    """Parse a UI-Venus reply (never raises on text).

    Args:
      text: the model's reply.
      screen_size: (width, height) of the screenshot in physical pixels.
      coords: ``relative1000`` (UI-Venus' grid) unless configured otherwise.
      image_size: (width, height) of the image the model saw (``absolute`` only).
    """
    body = tag(text, "action")
    if body is None:
        m = re.search(r"\b[A-Z][A-Za-z]+\(.*\)", text, re.DOTALL)
        if not m:
            raise ParseError("no <action>Name(...)</action> found in the output")
        body = m.group(0)
    name, p = parse_call(body)
    key = name.lower()

    def pt(*keys: str) -> tuple[int, int]:
        for k in keys:
            if p.get(k) is not None:
                return to_pixels(p[k], screen_size, coords, image_size)
        raise ParseError(f"{name} needs {keys[0]}=(x, y)")

    if key in _POINT_ACTIONS:
        x, y = pt("point", "box", "_0")
        action = A.JSONAction(_POINT_ACTIONS[key], x=x, y=y)
    elif key in ("swipe", "scroll"):
        start, end = pt("start", "_0"), pt("end", "_1")
        action = A.JSONAction(A.SWIPE, x=start[0], y=start[1], direction=swipe_direction(start, end))
    elif key == "type":
        action = A.JSONAction(A.INPUT_TEXT, text=text_arg(p, "content", "text", "_0", action=name))
    elif key in ("launch", "launchapp", "open"):
        action = A.JSONAction(A.OPEN_APP, app_name=text_arg(p, "app", "content", "_0", action=name))
    elif key == "wait":
        action = A.JSONAction(A.WAIT)
    elif key == "calluser":
        action = A.ask_user(text_arg(p, "content", "_0", action=name))
    elif key == "answer":
        action = A.answer(text_arg(p, "content", "_0", action=name))
    elif key == "finished":
        action = A.done("complete")
    elif key in _KEYS:
        action = A.JSONAction(_KEYS[key])
    elif key in _UNSUPPORTED:
        raise ParseError(f"{name}: {_UNSUPPORTED[key]} is not in the venus action space")
    else:
        raise ParseError(f"unknown action {name!r}")
    return ParsedAction(action, thought=think_text(text), summary=tag(text, "conclusion"))
