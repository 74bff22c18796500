"""Agent actions: AndroidWorld's ``JSONAction`` types plus ``ask_user``.

The action space follows AndroidWorld ``env/json_action.py`` (``JSONAction``,
``_ACTION_TYPES``): ``click``, ``double_tap``, ``long_press``,
``scroll``, ``swipe``, ``input_text``, ``keyboard_enter``, ``navigate_home``,
``navigate_back``, ``open_app``, ``wait``, ``answer``, ``status`` and ``unknown``.
venus adds ``ask_user`` (a question to the user simulator, answered in the next
observation) and ``invalid`` (what a parser records when model output cannot be read;
executing it does nothing and costs a step).
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

CLICK = "click"
DOUBLE_TAP = "double_tap"
LONG_PRESS = "long_press"
SCROLL = "scroll"
SWIPE = "swipe"
INPUT_TEXT = "input_text"
KEYBOARD_ENTER = "keyboard_enter"
NAVIGATE_HOME = "navigate_home"
NAVIGATE_BACK = "navigate_back"
OPEN_APP = "open_app"
WAIT = "wait"
ANSWER = "answer"
STATUS = "status"
UNKNOWN = "unknown"
ASK_USER = "ask_user"
INVALID = "invalid"

ACTION_TYPES = (
    CLICK, DOUBLE_TAP, LONG_PRESS, SCROLL, SWIPE, INPUT_TEXT, KEYBOARD_ENTER,
    NAVIGATE_HOME, NAVIGATE_BACK, OPEN_APP, WAIT, ANSWER, STATUS, UNKNOWN, ASK_USER, INVALID,
)
DIRECTIONS = ("up", "down", "left", "right")
GOAL_STATUSES = ("complete", "infeasible")


class ActionError(ValueError):
    """An action whose fields do not fit its type (e.g. ``scroll`` without a direction)."""


@dataclasses.dataclass(frozen=True)
class JSONAction:
    """One agent action, AndroidWorld-compatible.

    Fields (all optional but ``action_type``):
      index: UI element index into the observation's ``ui_elements`` (exclusive with x/y).
      x, y: screen coordinates in physical pixels of the current screenshot.
      text: typed text, answer text or ``ask_user`` question.
      direction: one of ``DIRECTIONS`` for ``scroll``/``swipe``.
      goal_status: ``complete`` or ``infeasible`` for ``status``.
      app_name: app name or package for ``open_app``.
      keycode: an Android ``KEYCODE_*`` name (AndroidWorld's ``press_keyboard``).
      clear_text: clear the field before ``input_text``.

    Raises:
      ActionError: on an unknown type or fields that do not fit the type.
    """

    action_type: str
    index: int | None = None
    x: int | None = None
    y: int | None = None
    text: str | None = None
    direction: str | None = None
    goal_status: str | None = None
    app_name: str | None = None
    keycode: str | None = None
    clear_text: bool | None = None

    def __post_init__(self) -> None:
        if self.action_type not in ACTION_TYPES:
            raise ActionError(
                f"unknown action_type {self.action_type!r}; valid types: {', '.join(ACTION_TYPES)}"
            )
        if self.index is not None and (self.x is not None or self.y is not None):
            raise ActionError("give either index or x/y, not both")
        if self.direction is not None and self.direction not in DIRECTIONS:
            raise ActionError(f"direction must be one of {DIRECTIONS}, got {self.direction!r}")
        if self.action_type == STATUS and self.goal_status not in GOAL_STATUSES:
            raise ActionError(f"status needs goal_status in {GOAL_STATUSES}, got {self.goal_status!r}")
        if self.action_type in (ANSWER, ASK_USER) and not isinstance(self.text, str):
            raise ActionError(f"{self.action_type} needs a text")
        if self.action_type == OPEN_APP and not self.app_name:
            raise ActionError("open_app needs an app_name")
        if self.keycode is not None and not re.fullmatch(r"KEYCODE_[A-Z0-9_]+", self.keycode):
            raise ActionError(f"keycode must be an Android KEYCODE_* name such as KEYCODE_ENTER, "
                              f"got {self.keycode!r}")

    @property
    def ends_episode(self) -> bool:
        """True for ``status`` (AndroidWorld's done signal)."""
        return self.action_type == STATUS

    def as_dict(self, skip_none: bool = True) -> dict[str, Any]:
        """The action as a plain dict (``None`` fields dropped unless ``skip_none`` is False)."""
        d = dataclasses.asdict(self)
        return {k: v for k, v in d.items() if v is not None} if skip_none else d

    def json_str(self) -> str:
        """Compact JSON, e.g. ``{"action_type": "click", "x": 10, "y": 20}``."""
        return json.dumps(self.as_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "JSONAction":
        """Build from a dict such as a model's JSON output.

        Raises:
          ActionError: unknown keys, a missing ``action_type`` or fields that do not fit.
        """
        fields = {f.name for f in dataclasses.fields(cls)}
        unknown = set(d) - fields
        if unknown:
            raise ActionError(f"unknown action fields {sorted(unknown)}; valid: {sorted(fields)}")
        if "action_type" not in d:
            raise ActionError("action has no action_type")
        kw = dict(d)
        for key in ("index", "x", "y"):
            if kw.get(key) is not None:
                try:
                    kw[key] = int(kw[key])
                except (TypeError, ValueError) as e:
                    raise ActionError(f"{key} must be an integer, got {kw[key]!r}") from e
        if kw.get("text") is not None:
            kw["text"] = str(kw["text"])
        return cls(**kw)


def answer(text: str) -> JSONAction:
    """``answer(text)``: writes ``text`` to the answer channel; does not end the episode."""
    return JSONAction(ANSWER, text=text)


def done(goal_status: str = "complete") -> JSONAction:
    """``status(complete|infeasible)``: the agent ends the episode."""
    return JSONAction(STATUS, goal_status=goal_status)


def ask_user(question: str) -> JSONAction:
    """``ask_user(question)``: the user simulator's reply arrives in the next observation."""
    return JSONAction(ASK_USER, text=question)


def invalid(reason: str) -> JSONAction:
    """A recorded invalid action (unparseable model output); executing it does nothing."""
    return JSONAction(INVALID, text=reason)
