"""GUI-Owl / Mobile-Agent-v3 replies: ``<thinking>``, a ``mobile_use`` tool call, ``<conclusion>``.

Format::

    <thinking>
    The search box is at the top; tap it first.
    </thinking>
    <tool_call>
    {"name": "mobile_use", "arguments": {"action": "click", "coordinate": [540, 184]}}
    </tool_call>
    <conclusion>
    Tapped the search box.
    </conclusion>

Sources:
  - X-PLUG/MobileAgent ``Mobile-Agent-v3/android_world_v3/android_world/agents/
    function_call_mobile_answer.py`` (tool schema: click, long_press, swipe coordinate ->
    coordinate2, type, answer, system_button, open, wait, terminate success|failure) and
    ``mobile_agent_utils_new.py`` (the user prompt asking for <thinking> before and
    <conclusion> after the tool call; coordinates are absolute pixels of the
    smart-resized image the model saw, converted back with the resize ratio).
  - inclusionAI/UI-Venus ``android_world/agents/gui_owl.py`` (VenusBench-Mobile's GUI-Owl
    agent: also accepts ``</think>``, rewrites ``tap`` to ``click``).

Actions map as in ``parsers.qwen`` (same ``mobile_use`` tool). The ``<conclusion>`` text
is returned as ``summary`` and is what the agent keeps as history.
"""

from __future__ import annotations

from venus_tasks.agents.parsers.common import (
    ABSOLUTE, ParsedAction, guarded, tag, think_text,
)
from venus_tasks.agents.parsers.qwen import extract_tool_call, mobile_use_action


@guarded
def parse(text: str, screen_size: tuple[int, int], *, coords: str = ABSOLUTE,
          image_size: tuple[int, int] | None = None) -> ParsedAction:
    """Parse a GUI-Owl reply (never raises on text).

    Args:
      text: the model's reply.
      screen_size: (width, height) of the screenshot in physical pixels.
      coords: ``absolute`` (GUI-Owl's native mode; pixels of the sent image).
      image_size: (width, height) of the image the model saw.
    """
    action = mobile_use_action(extract_tool_call(text), screen_size, coords, image_size)
    return ParsedAction(action, thought=think_text(text), summary=tag(text, "conclusion"))
