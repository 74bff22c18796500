"""Prompts of the OpenAI-compatible agent, one system prompt per output format.

The texts are venus' own. Each format keeps the *shape* its models were trained on
(tag names, JSON keys, function names; see the parser modules for sources) so that a
served checkpoint answers in a form its parser reads. All formats describe the same
action space, including ``answer`` (reply to the user; does not end the task) and
asking the user a question.
"""

from __future__ import annotations

import json
from typing import Callable, Sequence

from venus_tasks.env.observation import UIElement

GUIDANCE = """\
How to work:
- Act one step at a time; look at the screenshot before each action.
- If the request is a question, give the answer with the answer action before you finish; \
showing it on screen is not enough.
- If the request is ambiguous or lacks information you cannot find on the device, ask the \
user a short question instead of guessing. The reply arrives with the next screenshot.
- New messages from the user may refine or extend the task; follow the latest ones.
- If the request is impossible or contradicts what you see, do not change anything: \
explain the problem with the answer action, then finish as infeasible.
- Finish only when the task is really done (or infeasible)."""

_JSON_ACTIONS = """\
Actions (one JSON object per step):
- {{"action_type": "click", "index": <element index>}}  or  {{"action_type": "click", "x": <x>, "y": <y>}}
- {{"action_type": "double_tap", ...same target as click...}}
- {{"action_type": "long_press", ...same target as click...}}
- {{"action_type": "input_text", "text": "<text>", "index": <optional field index>, "clear_text": <optional true>}}
- {{"action_type": "keyboard_enter"}}
- {{"action_type": "navigate_home"}}
- {{"action_type": "navigate_back"}}
- {{"action_type": "scroll", "direction": "up|down|left|right", "index": <optional scrollable element>}} \
(the direction the content moves into view: "down" reveals what is below)
- {{"action_type": "swipe", "direction": "up|down|left|right"}} (the direction the finger moves)
- {{"action_type": "drag", "path": [[x1, y1], [x2, y2], ...]}} (press at the first point, move through \
the others, lift at the last: to draw a shape or drag an item)
- {{"action_type": "open_app", "app_name": "<app name>"}}
- {{"action_type": "wait"}}
- {{"action_type": "answer", "text": "<reply to the user>"}}
- {{"action_type": "ask_user", "text": "<question for the user>"}}
- {{"action_type": "status", "goal_status": "complete"}} or {{"action_type": "status", "goal_status": "infeasible"}}
x and y are pixels of the {w}x{h} screenshot, origin at the top left."""

JSON_SYSTEM = """\
You operate an Android phone on behalf of a user. Each step you receive the task, your \
previous actions, any messages from the user, the current screenshot and, when \
available, a numbered list of UI elements. Reply with exactly one action.

{actions}

{guidance}

Reply in this form:
Reason: <one or two sentences>
Action: <the JSON object>"""


def _mobile_use_tool(w: int, h: int, with_open: bool = True) -> str:
    actions = ["click", "long_press", "swipe", "type", "system_button"]
    actions += (["open"] if with_open else []) + ["wait", "answer", "ask_user", "terminate"]
    spec = {
        "type": "function",
        "function": {
            "name": "mobile_use",
            "description": (
                "Operate an Android phone through its touchscreen. "
                f"The screen's resolution is {w}x{h}; coordinates are (x, y) from the top "
                "left corner. Tap the centre of an element, not its edge."),
            "parameters": {
                "type": "object",
                "required": ["action"],
                "properties": {
                    "action": {
                        "type": "string", "enum": actions,
                        "description": (
                            "click: tap coordinate. long_press: press and hold coordinate. "
                            "swipe: move a finger from coordinate to coordinate2. "
                            "type: enter text into the focused field. system_button: press "
                            "Back, Home or Enter. open: launch the app named in text. wait: "
                            "let the screen settle. answer: send text to the user as your "
                            "reply (does not end the task). ask_user: ask the user the "
                            "question in text; the reply comes with the next screenshot. "
                            "terminate: end the task with status success or failure.")},
                    "coordinate": {"type": "array", "description": "(x, y) for click, long_press and the start of swipe."},
                    "coordinate2": {"type": "array", "description": "(x, y) where a swipe ends."},
                    "text": {"type": "string", "description": "For type, open, answer and ask_user."},
                    "button": {"type": "string", "enum": ["Back", "Home", "Enter"], "description": "For system_button."},
                    "status": {"type": "string", "enum": ["success", "failure"], "description": "For terminate."},
                },
            },
        },
    }
    return json.dumps(spec, ensure_ascii=False)


_TOOLS_BLOCK = """\
# Tools

You can call the function described inside <tools></tools>:
<tools>
{tool}
</tools>

To call it, write one JSON object with the function name and its arguments inside \
<tool_call></tool_call> tags:
<tool_call>
{{"name": "mobile_use", "arguments": <arguments object>}}
</tool_call>"""

QWEN_SYSTEM = """\
You are a helpful assistant operating an Android phone for a user.

{tools}

{guidance}

Reply in this order and nothing else:
Thought: one sentence on what to do next.
Action: one short imperative sentence describing the step.
<tool_call>...</tool_call> with exactly one call."""

GUI_OWL_SYSTEM = """\
You are a helpful assistant operating an Android phone for a user.

{tools}

{guidance}

Before the call, reason step by step inside <thinking></thinking>. After the call, \
summarise the step in one sentence inside <conclusion></conclusion>."""

MAI_UI_SYSTEM = """\
You are a GUI agent operating an Android phone. You get the task, your action history \
and the current screenshot, and you choose the next action.

## Output format
Think inside <thinking></thinking>, then give one call inside <tool_call></tool_call>:
<thinking>
...
</thinking>
<tool_call>
{{"name": "mobile_use", "arguments": <arguments object>}}
</tool_call>

## Actions (coordinates on a {w}x{h} grid, origin top left)
{{"action": "click", "coordinate": [x, y]}}
{{"action": "double_click", "coordinate": [x, y]}}
{{"action": "long_press", "coordinate": [x, y]}}
{{"action": "type", "text": "..."}}
{{"action": "swipe", "direction": "up|down|left|right", "coordinate": [x, y]}}  (finger direction; coordinate optional)
{{"action": "open", "text": "app name"}}
{{"action": "system_button", "button": "back|home|enter"}}
{{"action": "wait"}}
{{"action": "answer", "text": "..."}}  (reply to the user; does not end the task)
{{"action": "ask_user", "text": "..."}}  (ask the user for missing information)
{{"action": "terminate", "status": "success|fail"}}

{guidance}"""

UI_VENUS_SYSTEM = """\
You are a GUI agent on an Android phone. Read the task, the summary of earlier steps \
and the screenshot, then perform the next action.

### Actions (coordinates on a {w}x{h} grid, origin top left)
- Click(point=(x, y))
- DoubleClick(point=(x, y))
- LongPress(point=(x, y))
- Swipe(start=(x1, y1), end=(x2, y2))  (a finger movement, e.g. to scroll)
- Type(content='text')  (into the focused field)
- LaunchApp(app='name')
- Wait()
- PressBack()
- PressHome()
- PressEnter()
- CallUser(content='question')  (ask the user for missing information)
- Answer(content='text')  (reply to the user; does not end the task)
- Finished(content='short status')  (the task is done)

{guidance}
To give up on an impossible task, explain why with Answer, then call Finished.

### Output format
<think>your reasoning</think>
<action>one action</action>
<conclusion>one sentence summarising the action</conclusion>"""


def system_prompt(fmt: str, coord_size: tuple[int, int]) -> str:
    """System prompt for output format ``fmt``; ``coord_size`` is the (w, h) the model's
    coordinates range over (image pixels or the relative grid).

    Raises:
      ValueError: unknown format.
    """
    w, h = coord_size
    if fmt == "json":
        return JSON_SYSTEM.format(actions=_JSON_ACTIONS.format(w=w, h=h), guidance=GUIDANCE)
    if fmt in ("qwen", "gui_owl"):
        tools = _TOOLS_BLOCK.format(tool=_mobile_use_tool(w, h))
        tmpl = QWEN_SYSTEM if fmt == "qwen" else GUI_OWL_SYSTEM
        return tmpl.format(tools=tools, guidance=GUIDANCE)
    if fmt == "mai_ui":
        return MAI_UI_SYSTEM.format(w=w, h=h, guidance=GUIDANCE)
    if fmt == "ui_venus":
        return UI_VENUS_SYSTEM.format(w=w, h=h, guidance=GUIDANCE)
    raise ValueError(f"no prompt for format {fmt!r}")


def describe_elements(elements: Sequence[UIElement],
                      to_model: Callable[[int, int], tuple[int, int]]) -> str:
    """One line per UI element: ``index: Kind "label" flags center=(x, y)``, with the centre
    in the model's coordinate space (``to_model`` maps physical pixels to it)."""
    lines = []
    for i, e in enumerate(elements):
        label = e.text or e.content_description or e.resource_id.rsplit("/", 1)[-1]
        kind = e.class_name.rsplit(".", 1)[-1] or "View"
        flags = [n for n, v in (("clickable", e.is_clickable), ("long-clickable", e.is_long_clickable),
                                ("scrollable", e.is_scrollable), ("editable", "EditText" in kind),
                                ("checked", e.is_checked), ("focused", e.is_focused),
                                ("disabled", not e.is_enabled)) if v]
        where = ""
        if e.bbox is not None:
            cx, cy = to_model(*e.bbox.center)
            where = f" center=({cx}, {cy})"
        lines.append(f'{i}: {kind} "{label}"{(" " + " ".join(flags)) if flags else ""}{where}')
    return "\n".join(lines)


def user_text(goal: str, history: Sequence[str], dialogue: Sequence[tuple[str, str]],
              elements_text: str | None, image_size: tuple[int, int], step: int) -> str:
    """The text part of the user turn: task, bounded history, dialogue, UI elements.

    Args:
      goal: the task text.
      history: one line per earlier step, oldest first (already bounded by the caller).
      dialogue: (speaker, text) pairs, speaker ``agent`` (questions asked) or ``user``.
      elements_text: output of ``describe_elements`` or None when the list is off.
      image_size: (width, height) of the attached screenshot.
      step: 0-based step index.
    """
    parts = [f"Task: {goal}"]
    if history:
        parts.append("Previous steps (oldest first):\n" + "\n".join(history))
    else:
        parts.append("Previous steps: none, this is the first step.")
    if dialogue:
        lines = [("You asked the user: " if who == "agent" else "User: ") + text for who, text in dialogue]
        parts.append("Conversation with the user so far:\n" + "\n".join(lines))
    if elements_text is not None:
        parts.append("UI elements on screen (index: description):\n" + (elements_text or "(none)"))
    parts.append(f"Step {step + 1}. The current screenshot ({image_size[0]}x{image_size[1]}) follows.")
    return "\n\n".join(parts)
