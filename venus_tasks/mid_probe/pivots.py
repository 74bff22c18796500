"""Pivot discovery: the steps of a GUI solution where a requirement's value becomes
action-critical (MID-Bench's pivot-step identification, ``shared/seeds/`` MID-Bench
section 5.1, step 2; there an LLM names the first such step, here a deterministic rule).

``record_solution`` replays a task's scripted GUI solver (``venus_tasks/solvers/``) on a
device through a recording stand-in of the env and keeps, per step, the action and the UI
elements it was chosen on. ``find_pivots`` then marks a step as a pivot for requirement R
when its action is action-critical for R:

* ``input_text`` whose text equals R's value (English or Chinese) after
  ``verifiers.answer.normalize``, or is the value with a file extension (a note renamed
  "packing_list" is typed "packing_list.md"; ``types_value``);
* ``click``/``long_press`` on an element (by index, or the smallest element whose bounds
  contain the point) whose text or content description, normalised, equals R's value or
  one of R's options, names the value (``mentions``) when the value has at least 4
  characters, or states the same one calendar date as the value (a date picker's day
  "21 November 2023" for "November 21": ``verifiers.facts.dates``).

Only the first such step per requirement is a pivot (MID-Bench keeps "the first step
where the masked detail becomes action-critical"), and none when that step is a long
press (MID-Bench's filter R1 drops pivots whose gold action is scroll, long_press, wait or
navigate_back; the other three are never action-critical here).
"""

from __future__ import annotations

import dataclasses
import posixpath
from typing import Any, Callable, Sequence

from verifiers.answer import mentions, normalize
from verifiers.facts import dates

from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction
from venus_tasks.env.observation import UIElement

CRITICAL_CLICKS = (A.CLICK, A.LONG_PRESS, A.DOUBLE_TAP)
R1_DROPPED = (A.LONG_PRESS,)   # MID-Bench filter R1 (section 5.1 step 3)
MIN_NAMED_LEN = 4     # a value shorter than this must equal the label (a "3" names no "3 items" row)


@dataclasses.dataclass(frozen=True)
class Step:
    """One recorded solver step: ``action`` chosen on ``elements`` (the observation's UI
    elements) of a screen ``screen_size`` = (width, height) pixels."""

    index: int
    action: JSONAction
    elements: tuple[UIElement, ...]
    screen_size: tuple[int, int] | None


@dataclasses.dataclass(frozen=True)
class Pivot:
    """A pivot: step ``step`` of the solution is action-critical for requirement
    ``requirement``; ``gold`` is the solver's action there and ``target`` the element it
    acts on (``{"text", "desc", "bbox": [x0, y0, x1, y1]}``, None for typed text without
    a target)."""

    step: int
    requirement: str
    gold: dict[str, Any]
    target: dict[str, Any] | None


class _Stop(BaseException):
    """Ends a solver run once the wanted number of steps was recorded."""


class RecordingEnv:
    """Stands in for the env a ``solvers.gui.Gui`` drives: forwards ``observe`` and
    ``execute`` to ``env`` and records each executed action with the elements it was chosen
    on (``steps``). With ``stop_after`` it raises ``_Stop`` instead of executing step
    number ``stop_after`` (a prefix run)."""

    def __init__(self, env: Any, stop_after: int | None = None):
        self.env = env
        self.steps: list[Step] = []
        self.stop_after = stop_after

    def observe(self, step: int, *args: Any, **kwargs: Any):
        return self.env.observe(step, *args, **kwargs)

    def execute(self, action: JSONAction, ui_elements: Sequence[UIElement] = (),
                screen_size: tuple[int, int] | None = None) -> None:
        if self.stop_after is not None and len(self.steps) >= self.stop_after:
            raise _Stop()
        self.steps.append(Step(len(self.steps), action, tuple(ui_elements), screen_size))
        self.env.execute(action, ui_elements, screen_size)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.env, name)


def record_solution(task: Any, env: Any, solve: Callable[[Any, str], None]) -> list[Step]:
    """Initialise ``task`` on ``env`` (a ``VenusEnv``), run ``solve(gui, goal)`` and return
    its steps; the task is torn down afterwards.

    Raises:
      whatever the solver raises (a screen it did not expect, the step budget).
    """
    from venus_tasks.dialogue.rounds import RoundSchedule
    from venus_tasks.solvers.gui import Gui

    task.initialize_task(env)
    try:
        rec = RecordingEnv(env)
        solve(Gui(rec, task.max_steps, RoundSchedule(task)), task.goal)
        return rec.steps
    finally:
        task.tear_down(env)


def target_element(action: JSONAction, elements: Sequence[UIElement]) -> UIElement | None:
    """The element ``action`` acts on: ``elements[index]``, or the smallest element whose
    bounds contain (x, y); None when there is none."""
    if action.index is not None:
        return elements[action.index] if 0 <= action.index < len(elements) else None
    if action.x is None or action.y is None:
        return None
    inside = [e for e in elements if e.bbox is not None and e.bbox.x_min <= action.x < e.bbox.x_max
              and e.bbox.y_min <= action.y < e.bbox.y_max]
    return min(inside, key=lambda e: e.bbox.width * e.bbox.height, default=None)


def _values(r: Any) -> list[str]:
    return [v for v in (r.value, r.value_zh) if v]


def names_requirement(label: str, r: Any) -> bool:
    """True if an element label (text or content description) names requirement ``r``'s
    value or one of its options (see the module docstring)."""
    if not label.strip():
        return False
    norm = normalize(label)
    if any(norm == normalize(v) for v in (*_values(r), *r.options) if v):
        return True
    if any(len(normalize(v)) >= MIN_NAMED_LEN and mentions(label, v) for v in _values(r)):
        return True
    found = dates(label)
    return len(found) == 1 and any(dates(v) == found for v in _values(r))


def types_value(text: str, r: Any) -> bool:
    """True if typing ``text`` enters requirement ``r``'s value: the same normalised text,
    or the value followed by a file extension."""
    stem, ext = posixpath.splitext(text)
    forms = (text, stem) if ext and len(ext) <= 5 else (text,)
    return any(normalize(f) == normalize(v) for f in forms for v in _values(r) if f.strip())


def critical_for(step: Step, r: Any) -> bool:
    """True if ``step``'s action is action-critical for requirement ``r``."""
    a = step.action
    if a.action_type == A.INPUT_TEXT:
        return types_value(a.text or "", r)
    if a.action_type in CRITICAL_CLICKS:
        el = target_element(a, step.elements)
        return el is not None and (names_requirement(el.text, r) or names_requirement(el.content_description, r))
    return False


def describe_target(el: UIElement | None) -> dict[str, Any] | None:
    """``{"text", "desc", "bbox"}`` of an element (None for None)."""
    if el is None:
        return None
    b = el.bbox
    return {"text": el.text, "desc": el.content_description,
            "bbox": None if b is None else [b.x_min, b.y_min, b.x_max, b.y_max]}


def find_pivots(steps: Sequence[Step], intent: Any) -> list[Pivot]:
    """The first action-critical step of each requirement of ``intent`` (in step order;
    requirements with no such step, or whose first one is a long press (R1), have no
    pivot)."""
    out = []
    for r in intent.requirements:
        s = next((s for s in steps if critical_for(s, r)), None)
        if s is not None and s.action.action_type not in R1_DROPPED:
            out.append(Pivot(s.index, r.id, s.action.as_dict(), describe_target(target_element(s.action, s.elements))))
    return sorted(out, key=lambda p: (p.step, p.requirement))
