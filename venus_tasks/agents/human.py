"""``--agent human``: a person plays the agent from a terminal.

Each step prints the step number, the foreground activity, messages from the user and
the UI elements with their indices, then reads one command (``help`` lists them)::

    click 3            tap element 3            tap 540 1200     tap a pixel
    long 3 | long X Y  long press               double 3         double tap
    type hello world   type into the focused field (then ENTER, as AndroidWorld does)
    scroll down [3]    scroll the screen or element 3   swipe left   finger swipe
    home | back | enter                         open Settings    launch an app
    wait               answer 42 km             ask Which Sam?   done | infeasible
    {"action_type": "click", "index": 3}        any JSON action

Input and output streams are injectable (tests pass ``io.StringIO``).

Adding your own agent follows the same pattern as this module: subclass ``Agent`` and
register a factory; ``--agent NAME`` then finds it::

    from venus_tasks.agents import register_agent
    from venus_tasks.agents.base import Agent, AgentConfig, AgentStep
    from venus_tasks.env import actions as A

    class BackThenDone(Agent):
        name = "back_then_done"

        def step(self, observation):
            if observation.step == 0:
                return AgentStep(A.JSONAction(A.NAVIGATE_BACK))
            return AgentStep(A.done())

    @register_agent("back_then_done")
    def _make(config: AgentConfig) -> Agent:
        return BackThenDone()
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from venus_tasks.agents import register_agent
from venus_tasks.agents.base import Agent, AgentConfig, AgentStep
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation

HELP = """\
commands:
  click 3 | tap 540 1200      tap element 3, or a pixel
  long 3 | long X Y           long press          double 3 | double X Y   double tap
  type hello world            type into the focused field (ENTER follows)
  scroll down [3]             scroll the screen (or element 3)   swipe left   finger swipe
  home | back | enter | wait  open Settings       launch an app
  answer 42 km                reply to the user   ask Which Sam?   ask the user
  done | infeasible           end the episode
  {"action_type": "click", "index": 3}            any JSON action"""
_TARGETED = {"click": A.CLICK, "tap": A.CLICK, "long": A.LONG_PRESS, "long_press": A.LONG_PRESS,
             "double": A.DOUBLE_TAP, "double_tap": A.DOUBLE_TAP}
_KEYS = {"home": A.NAVIGATE_HOME, "back": A.NAVIGATE_BACK, "enter": A.KEYBOARD_ENTER,
         "wait": A.WAIT}
_TEXT = {"type": A.INPUT_TEXT, "answer": A.ANSWER, "ask": A.ASK_USER, "ask_user": A.ASK_USER}


def parse_command(line: str) -> A.JSONAction | None:
    """Turn one typed command into an action; None for ``help``.

    Raises:
      ValueError: the command is not understood (the message says what is expected).
    """
    line = line.strip()
    if not line:
        raise ValueError("empty command")
    if line.startswith("{"):
        try:
            d = json.loads(line)
        except json.JSONDecodeError as e:
            raise ValueError(f"bad JSON: {e.msg}") from None
        if not isinstance(d, dict):
            raise ValueError("a JSON action must be an object")
        return A.JSONAction.from_dict(d)
    verb, _, rest = line.partition(" ")
    verb, rest = verb.lower(), rest.strip()
    if verb in ("help", "?", "h"):
        return None
    if verb in _TARGETED:
        nums = rest.split()
        if len(nums) == 1 and nums[0].isdigit():
            return A.JSONAction(_TARGETED[verb], index=int(nums[0]))
        if len(nums) == 2 and all(n.isdigit() for n in nums):
            return A.JSONAction(_TARGETED[verb], x=int(nums[0]), y=int(nums[1]))
        raise ValueError(f"{verb} needs an element index or x y, e.g. '{verb} 3' or '{verb} 540 1200'")
    if verb in _KEYS:
        return A.JSONAction(_KEYS[verb])
    if verb in _TEXT:
        if not rest and verb != "type":
            raise ValueError(f"{verb} needs a text")
        return A.JSONAction(_TEXT[verb], text=rest)
    if verb in ("scroll", "swipe"):
        parts = rest.split()
        if not parts or parts[0].lower() not in A.DIRECTIONS:
            raise ValueError(f"{verb} needs a direction: {', '.join(A.DIRECTIONS)}")
        index = int(parts[1]) if verb == "scroll" and len(parts) > 1 and parts[1].isdigit() else None
        return A.JSONAction(A.SCROLL if verb == "scroll" else A.SWIPE, direction=parts[0].lower(), index=index)
    if verb in ("open", "launch"):
        if not rest:
            raise ValueError("open needs an app name")
        return A.JSONAction(A.OPEN_APP, app_name=rest)
    if verb in ("done", "complete", "finish"):
        return A.done("complete")
    if verb in ("infeasible", "fail", "impossible"):
        return A.done("infeasible")
    raise ValueError(f"unknown command {verb!r}; type 'help' for the list")


class HumanAgent(Agent):
    """Terminal agent (see the module docstring).

    Args:
      stdin: where commands are read (default ``sys.stdin``).
      stdout: where the screen summary is written (default ``sys.stdout``).
      max_elements: UI elements listed per step (the rest are counted).
    """

    name = "human"

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None,
                 max_elements: int = 200) -> None:
        self._in = stdin or sys.stdin
        self._out = stdout or sys.stdout
        self._max = max_elements

    def reset(self, goal: str) -> None:
        """Show the new goal."""
        self.goal = goal
        self._say(f"\n=== New episode ===\nGoal: {goal}")

    def step(self, observation: Observation) -> AgentStep:
        """Show the observation and read commands until one is valid.

        End of input gives ``status(infeasible)`` with ``raw={"eof": True}``.
        """
        o = observation
        w, h = o.screen_size
        self._say(f"\n--- step {o.step + 1} --- screen {w}x{h} --- foreground: {o.foreground or '?'}")
        for msg in o.user_messages:
            self._say(f"User says: {msg}")
        for i, e in enumerate(o.ui_elements[:self._max]):
            self._say(f"  [{i}] {e.describe()}")
        if len(o.ui_elements) > self._max:
            self._say(f"  ... {len(o.ui_elements) - self._max} more elements")
        tries = 0
        while True:
            self._out.write("action> ")
            self._out.flush()
            line = self._in.readline()
            if not line:
                self._say("(end of input: giving up on this episode)")
                return AgentStep(A.done("infeasible"), raw={"eof": True, "rejected": tries})
            try:
                action = parse_command(line)
            except (ValueError, A.ActionError) as e:
                tries += 1
                self._say(f"not understood: {e}")
                continue
            if action is None:
                self._say(HELP)
                continue
            if action.index is not None and action.index >= len(o.ui_elements):
                tries += 1
                self._say(f"no element {action.index}: the screen has {len(o.ui_elements)}")
                continue
            return AgentStep(action, raw={"command": line.strip(), "rejected": tries})

    def _say(self, text: str) -> None:
        self._out.write(text + "\n")
        self._out.flush()


@register_agent("human")
def _make_human(config: AgentConfig) -> Agent:
    return HumanAgent()
