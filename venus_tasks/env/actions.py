"""Agent actions: AndroidWorld's ``JSONAction`` types plus ``ask_user``.

The action space follows AndroidWorld ``env/json_action.py`` (``JSONAction``,
``_ACTION_TYPES``): ``click``, ``double_tap``, ``long_press``,
``scroll``, ``swipe``, ``input_text``, ``keyboard_enter``, ``navigate_home``,
``navigate_back``, ``open_app``, ``wait``, ``answer``, ``status`` and ``unknown``.
venus adds ``ask_user`` (a question to the user simulator, answered in the next
observation), ``drag`` (a finger pressed at the first point of ``path``, moved through
the others and lifted at the last: drawing a shape, dragging a slider or an item; GUI
agents' ``drag``/``swipe(start, end)``, which AndroidWorld's fixed-length ``swipe`` cannot
express) and ``invalid`` (what a parser records when model output cannot be read;
executing it does nothing and costs a step).

Every field is checked when the action is built, so a malformed action is an
``ActionError`` (an invalid action that costs a step), never a device error: ``index``,
``x`` and ``y`` are integers in ``0 <= v < MAX_COORDINATE`` (integral floats such as
``12.0`` and numeric strings such as ``"12"`` are accepted; NaN, infinities, booleans and
fractions are not); the text of ``input_text``, ``answer`` and ``ask_user`` and an
``app_name`` are at most ``MAX_TEXT_LENGTH`` (2000) characters (a ``status`` reason too)
and hold no unpaired surrogate. Whether a point lies on
the current screen, an index in the observation and an app on the device is checked when
the action is executed (``VenusEnv.execute``).
"""

from __future__ import annotations

import dataclasses
import json
import math
import numbers
import re
from collections.abc import Mapping
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
DRAG = "drag"
INVALID = "invalid"

ACTION_TYPES = (
    CLICK, DOUBLE_TAP, LONG_PRESS, SCROLL, SWIPE, INPUT_TEXT, KEYBOARD_ENTER,
    NAVIGATE_HOME, NAVIGATE_BACK, OPEN_APP, WAIT, ANSWER, STATUS, UNKNOWN, ASK_USER, DRAG, INVALID,
)
# Actions that can change what an app holds (a tap may press Save, typing fills a field);
# navigating, scrolling, waiting and talking cannot. MID-Bench's "Act-without-Asking" is
# one of these before the first ask_user.
STATE_CHANGING = (CLICK, DOUBLE_TAP, LONG_PRESS, SWIPE, DRAG, INPUT_TEXT, KEYBOARD_ENTER)
DIRECTIONS = ("up", "down", "left", "right")
GOAL_STATUSES = ("complete", "infeasible")
MAX_COORDINATE = 100_000   # index, x and y lie in 0 .. MAX_COORDINATE - 1
MAX_TEXT_LENGTH = 2000     # characters of input_text/answer/ask_user/status text and of app_name
MAX_PATH_POINTS = 500      # points of a drag path (a circle drawn as a 64-gon needs 65)
_TEXT_LIMITED = (INPUT_TEXT, ANSWER, ASK_USER, STATUS)
_KEYCODE = re.compile(r"KEYCODE_[A-Z0-9_]{1,56}")


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
      path: for ``drag``, 2 to ``MAX_PATH_POINTS`` points ``(x, y)`` in screen pixels.

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
    path: tuple[tuple[int, int], ...] | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.action_type, str) or self.action_type not in ACTION_TYPES:
            raise ActionError(
                f"unknown action_type {_show(self.action_type)}; valid types: {', '.join(ACTION_TYPES)}"
            )
        for key in ("index", "x", "y"):
            value = getattr(self, key)
            if value is not None:
                object.__setattr__(self, key, _integral(key, value))
        for key in ("text", "direction", "goal_status", "app_name", "keycode"):
            value = getattr(self, key)
            if value is not None and not isinstance(value, str):
                raise ActionError(f"{key} must be a string, got {_show(value)}")
        if self.path is not None or self.action_type == DRAG:
            object.__setattr__(self, "path", _path(self.path, self.action_type))
        if self.clear_text is not None and not isinstance(self.clear_text, bool):
            raise ActionError(f"clear_text must be true or false, got {_show(self.clear_text)}")
        if self.index is not None and (self.x is not None or self.y is not None):
            raise ActionError("give either index or x/y, not both")
        if self.direction is not None and self.direction not in DIRECTIONS:
            raise ActionError(f"direction must be one of {DIRECTIONS}, got {_show(self.direction)}")
        if self.action_type == STATUS and self.goal_status not in GOAL_STATUSES:
            raise ActionError(f"status needs goal_status in {GOAL_STATUSES}, got {_show(self.goal_status)}")
        if self.action_type in (ANSWER, ASK_USER) and not isinstance(self.text, str):
            raise ActionError(f"{self.action_type} needs a text")
        for name in ("text", "app_name"):
            value = getattr(self, name)
            if isinstance(value, str) and any("\ud800" <= ch <= "\udfff" for ch in value):
                raise ActionError(f"{name} holds an unpaired UTF-16 surrogate, which is not text")
        if self.action_type in _TEXT_LIMITED and self.text is not None and len(self.text) > MAX_TEXT_LENGTH:
            raise ActionError(f"{self.action_type} text has {len(self.text)} characters; "
                              f"the limit is {MAX_TEXT_LENGTH}")
        if self.action_type == OPEN_APP and not self.app_name:
            raise ActionError("open_app needs an app_name")
        if self.app_name is not None and len(self.app_name) > MAX_TEXT_LENGTH:
            raise ActionError(f"app_name has {len(self.app_name)} characters; the limit is {MAX_TEXT_LENGTH}")
        if self.keycode is not None and not _KEYCODE.fullmatch(self.keycode):
            raise ActionError(f"keycode must be an Android KEYCODE_* name such as KEYCODE_ENTER, "
                              f"got {_show(self.keycode)}")

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
    def from_dict(cls, d: Mapping[str, Any]) -> "JSONAction":
        """Build from a dict such as a model's JSON output.

        Numbers may come as integral floats or numeric strings (``"540"``, ``1200.0``),
        ``clear_text`` as ``"true"``/``"false"`` or 0/1, a numeric ``text`` as a number.

        Raises:
          ActionError: not a mapping, unknown keys, a missing ``action_type`` or fields
            that do not fit (see the module docstring for the limits).
        """
        if not isinstance(d, Mapping):
            raise ActionError(f"an action must be a JSON object, got {type(d).__name__}")
        fields = {f.name for f in dataclasses.fields(cls)}
        unknown = set(d) - fields
        if unknown:
            raise ActionError(f"unknown action fields {sorted(map(str, unknown))}; valid: {sorted(fields)}")
        if "action_type" not in d:
            raise ActionError("action has no action_type")
        kw = dict(d)
        text = kw.get("text")
        if isinstance(text, (int, float)) and not isinstance(text, bool) and abs(text) < 1e30:
            kw["text"] = str(text)                    # a number typed or answered
        flag = kw.get("clear_text")
        if isinstance(flag, str) and flag.strip().lower() in ("true", "false"):
            kw["clear_text"] = flag.strip().lower() == "true"
        elif isinstance(flag, numbers.Integral) and not isinstance(flag, bool) and flag in (0, 1):
            kw["clear_text"] = bool(flag)
        return cls(**kw)


def _integral(key: str, value: Any) -> int:
    """``value`` as an int in ``0 .. MAX_COORDINATE - 1``, or ActionError naming ``key``."""
    number: Any = value
    if isinstance(value, str) and re.fullmatch(r"\s*[+-]?[0-9]{1,30}(\.[0-9]{0,30})?\s*", value):
        number = float(value) if "." in value else int(value)
    if isinstance(number, bool) or not isinstance(number, numbers.Real):
        raise ActionError(f"{key} must be an integer, got {_show(value)}")
    if not isinstance(number, numbers.Integral):
        if not math.isfinite(number) or not float(number).is_integer():
            raise ActionError(f"{key} must be an integer, got {_show(value)}")
    number = int(number)
    if not 0 <= number < MAX_COORDINATE:
        raise ActionError(f"{key} must be in 0..{MAX_COORDINATE - 1}, got {_show(value)}")
    return number


def _show(value: Any) -> str:
    """A short ``repr`` for messages (huge integers are described, not printed)."""
    if isinstance(value, numbers.Integral) and abs(int(value)).bit_length() > 100:
        return f"a {abs(int(value)).bit_length()}-bit integer"
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _path(value: Any, action_type: str) -> tuple[tuple[int, int], ...]:
    """``value`` as a drag path: a list of 2 to ``MAX_PATH_POINTS`` ``[x, y]`` pairs of
    coordinates as ``_integral`` accepts them."""
    if action_type != DRAG:
        raise ActionError(f"path is only for drag, not {action_type}")
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, (list, tuple)):
        raise ActionError(f"drag needs a path: a list of [x, y] points, got {_show(value)}")
    if not 2 <= len(value) <= MAX_PATH_POINTS:
        raise ActionError(f"a drag path has 2 to {MAX_PATH_POINTS} points, got {len(value)}")
    points = []
    for point in value:
        if isinstance(point, (str, bytes, Mapping)) or not isinstance(point, (list, tuple)) or len(point) != 2:
            raise ActionError(f"each drag point is [x, y], got {_show(point)}")
        points.append((_integral("x", point[0]), _integral("y", point[1])))
    return tuple(points)


def drag(path) -> JSONAction:
    """A ``drag`` along ``path`` (``[(x, y), ...]``, screen pixels)."""
    return JSONAction(DRAG, path=tuple(tuple(p) for p in path))


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
