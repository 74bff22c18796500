"""Qwen2.5-VL / Qwen3-VL ``mobile_use`` function calls.

Format (Qwen's Hermes-style function calling, as used by the official mobile-agent
cookbooks)::

    Thought: I need to open the search bar.
    Action: "Tap the search bar."
    <tool_call>
    {"name": "mobile_use", "arguments": {"action": "click", "coordinate": [447, 81]}}
    </tool_call>

Sources:
  - QwenLM/Qwen2.5-VL (and Qwen3-VL) ``cookbooks/utils/agent_function_call.py``: the
    ``mobile_use`` tool (actions key, click, long_press, swipe with coordinate and
    coordinate2, type, system_button Back/Home/Menu/Enter, open, wait,
    terminate success|failure; absolute pixels of the image the model saw).
  - Qwen3-VL ``cookbooks/mobile_agent.ipynb``: the Thought/Action/<tool_call> layout and
    coordinates on a 0..999 grid (``point / 999 * width``).
  - X-PLUG/MobileAgent ``Mobile-Agent-v3/.../function_call_mobile_answer.py`` and
    inclusionAI/UI-Venus ``android_world/agents/qwen3vl.py``: the ``answer`` action.
  - Tongyi-MAI/MobileWorld ``agents/utils/action_translation.py``: ``ask_user``.

Coordinates: ``coords="absolute"`` for Qwen2.5-VL (pixels of the sent image; the agent
tells the model that image's resolution), ``relative999`` for Qwen3-VL.

Mapping: click/tap -> click; double_click -> double_tap; long_press -> long_press;
swipe (coordinate -> coordinate2) -> swipe in the finger's dominant direction with the
start point as x/y; swipe with ``direction`` (MAI-UI style) -> swipe in that direction;
type -> input_text; key/system_button back|home|enter -> navigate_back|navigate_home|
keyboard_enter; open/open_app/awake -> open_app; wait -> wait; terminate(success|failure)
-> status(complete|infeasible); answer -> answer; ask_user/interact/call_user/info ->
ask_user. Menu, other keys and drag are not in venus' action space and become
``invalid``.
"""

from __future__ import annotations

import re
from typing import Any

from venus_tasks.env import actions as A
from venus_tasks.agents.parsers.common import (
    ABSOLUTE, ParseError, ParsedAction, first_json_object, finish_status, guarded,
    loads_lenient, swipe_direction, tag, text_arg, think_text, to_pixels,
)

TOOL_NAME = "mobile_use"
_BUTTONS = {"back": A.NAVIGATE_BACK, "home": A.NAVIGATE_HOME, "enter": A.KEYBOARD_ENTER}
_TAPS = {"click": A.CLICK, "tap": A.CLICK, "left_click": A.CLICK,
         "double_click": A.DOUBLE_TAP, "double_tap": A.DOUBLE_TAP,
         "long_press": A.LONG_PRESS, "long_click": A.LONG_PRESS}


def extract_tool_call(text: str, tool: str = TOOL_NAME) -> dict[str, Any]:
    """The ``arguments`` object of the first ``<tool_call>`` in ``text``.

    Accepts a missing closing tag, a bare JSON object without tags, and arguments given
    as a JSON string.

    Raises:
      ParseError: no tool call, bad JSON, another tool's name, or no ``action``.
    """
    m = re.search(r"<tool_call>(.*?)(?:</tool_call>|$)", text, re.DOTALL)
    region = m.group(1) if m else text
    blob = first_json_object(region)
    if blob is None:
        raise ParseError("no <tool_call> JSON found in the output")
    call = loads_lenient(blob)
    if not isinstance(call, dict):
        raise ParseError("tool call is not a JSON object")
    if "arguments" in call or "name" in call:
        name = call.get("name", tool)
        if name != tool:
            raise ParseError(f"unknown tool {name!r} (expected {tool!r})")
        args = call.get("arguments")
        if isinstance(args, str):
            args = loads_lenient(args)
    else:
        args = call  # a bare arguments object
    if not isinstance(args, dict):
        raise ParseError("tool call arguments are not a JSON object")
    if not isinstance(args.get("action"), str):
        raise ParseError("tool call has no action")
    return args


def mobile_use_action(args: dict[str, Any], screen_size: tuple[int, int], coords: str,
                      image_size: tuple[int, int] | None = None) -> A.JSONAction:
    """Map ``mobile_use`` arguments (Qwen, GUI-Owl or MAI-UI flavour) to a ``JSONAction``.

    Raises:
      ParseError: unknown action, missing or out-of-range coordinates, missing text.
    """
    act = args["action"].strip().lower()

    def pt(key: str) -> tuple[int, int]:
        if args.get(key) is None:
            raise ParseError(f"{act} needs {key}")
        return to_pixels(args[key], screen_size, coords, image_size)

    if act in _TAPS:
        x, y = pt("coordinate")
        return A.JSONAction(_TAPS[act], x=x, y=y)
    if act in ("swipe", "scroll"):
        if args.get("coordinate2") is not None:
            start, end = pt("coordinate"), pt("coordinate2")
            return A.JSONAction(A.SWIPE, x=start[0], y=start[1], direction=swipe_direction(start, end))
        direction = str(args.get("direction", "")).strip().lower()
        if direction not in A.DIRECTIONS:
            raise ParseError(f"{act} needs coordinate2 or a direction in {A.DIRECTIONS}")
        x, y = pt("coordinate") if args.get("coordinate") is not None else (None, None)
        return A.JSONAction(A.SWIPE if act == "swipe" else A.SCROLL, x=x, y=y, direction=direction)
    if act == "type":
        return A.JSONAction(A.INPUT_TEXT, text=text_arg(args, "text", "content", action=act))
    if act in ("system_button", "key", "press"):
        button = str(args.get("button", args.get("text", args.get("key", "")))).strip().lower()
        if button in _BUTTONS:
            return A.JSONAction(_BUTTONS[button])
        raise ParseError(f"{act} {button!r} is not supported (use back, home or enter)")
    if act in ("open", "open_app", "awake", "launch"):
        return A.JSONAction(A.OPEN_APP, app_name=text_arg(args, "text", "app_name", "app", action=act))
    if act == "wait":
        return A.JSONAction(A.WAIT)
    if act in ("terminate", "finish", "finished", "done"):
        return A.done(finish_status(args.get("status")))
    if act == "answer":
        return A.answer(text_arg(args, "text", "content", "answer", action=act))
    if act in ("ask_user", "interact", "call_user", "info", "ask"):
        return A.ask_user(text_arg(args, "text", "content", "question", action=act))
    if act == "drag":
        raise ParseError("drag is not in the venus action space (use swipe)")
    raise ParseError(f"unknown action {args['action']!r}")


@guarded
def parse(text: str, screen_size: tuple[int, int], *, coords: str = ABSOLUTE,
          image_size: tuple[int, int] | None = None) -> ParsedAction:
    """Parse a Qwen ``mobile_use`` reply into a ``ParsedAction`` (never raises on text).

    Args:
      text: the model's reply.
      screen_size: (width, height) of the screenshot in physical pixels.
      coords: ``absolute`` (Qwen2.5-VL) or ``relative999``/``relative1000`` (Qwen3-VL).
      image_size: (width, height) of the image the model saw, for ``absolute``.
    """
    thought, summary = _thought_and_summary(text)
    action = mobile_use_action(extract_tool_call(text), screen_size, coords, image_size)
    return ParsedAction(action, thought=thought, summary=summary)


def _thought_and_summary(text: str) -> tuple[str | None, str | None]:
    head = text.split("<tool_call>", 1)[0]
    m = re.search(r"Thought:(.*?)(?:\nAction:|$)", head, re.DOTALL)
    a = re.search(r"\nAction:(.*)$", "\n" + head.strip(), re.DOTALL)
    summary = a.group(1).strip().strip('"').strip() if a else None
    if m:
        return m.group(1).strip() or None, summary or tag(text, "conclusion")
    thought = think_text(text) or (head.strip() or None)
    return thought, summary or tag(text, "conclusion")
