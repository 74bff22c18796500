"""MAI-UI replies: ``<thinking>`` and a ``mobile_use`` tool call on a 0..999 grid.

Format::

    <thinking>
    The task is ambiguous: there are two contacts named Sam. Ask which one.
    </thinking>
    <tool_call>
    {"name": "mobile_use", "arguments": {"action": "ask_user", "text": "Which Sam?"}}
    </tool_call>

Sources:
  - Tongyi-MAI/MAI-UI ``src/prompt.py`` (action space: click, long_press, type, swipe with
    ``direction`` and optional ``coordinate``, open, drag, system_button
    back|home|menu|enter, wait, terminate success|fail, answer, ask_user, double_click,
    and the aliases AWAKE = open and INFO = ask_user) and
    ``src/mai_naivigation_agent.py`` (coordinates divided by 999; a 4-number box is
    reduced to its centre; ``</think>`` accepted in place of ``</thinking>``).
  - Tongyi-MAI/MobileWorld ``src/mobile_world/agents/utils/action_translation.py``
    (swipe ``direction`` is the finger's direction; ask_user and answer carry ``text``).

Mapping: swipe(direction[, coordinate]) -> swipe(direction[, x, y]); terminate(fail) ->
status(infeasible); INFO/ask_user -> ask_user; AWAKE/open -> open_app; drag and the
menu button are outside venus' action space and become ``invalid``. Everything else
as in ``parsers.qwen``.
"""

from __future__ import annotations

from venus_tasks.agents.parsers.common import (
    RELATIVE999, ParsedAction, guarded, think_text,
)
from venus_tasks.agents.parsers.qwen import extract_tool_call, mobile_use_action


@guarded
def parse(text: str, screen_size: tuple[int, int], *, coords: str = RELATIVE999,
          image_size: tuple[int, int] | None = None) -> ParsedAction:
    """Parse a MAI-UI reply (never raises on text).

    Args:
      text: the model's reply.
      screen_size: (width, height) of the screenshot in physical pixels.
      coords: ``relative999`` (MAI-UI's native grid) unless configured otherwise.
      image_size: (width, height) of the image the model saw (``absolute`` only).
    """
    action = mobile_use_action(extract_tool_call(text), screen_size, coords, image_size)
    return ParsedAction(action, thought=think_text(text))
