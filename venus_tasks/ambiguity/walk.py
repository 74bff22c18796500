"""Follow an intent's UI path (``IntentSpec.ui_path``) through the GUI, as a GUI agent
following the detailed level's steps would: the check that the path the detailed goal
spells out really reaches the intent on the device (``tests/test_ambiguity.py``).

``Follower`` turns the path into one ``JSONAction`` per observation, from what the
observation shows only: ``open`` opens the app, ``tap`` clicks the element whose text or
content description is the label (or whose resource id is ``rid``), ``hold`` long-presses
it, scrolling ``within`` its list first while it is not on screen (without ``within``, the
screen's only scrollable element), ``type`` types into the field showing the label (an
empty field shows its hint; ``clear``: replacing its text), ``back`` presses Back. A step
with ``near`` takes the element labelled so in the row that shows the text ``near``
(``find_in_row``); with ``nth`` too, that row's nth unlabelled clickable element
(``find_nth_in_row``). ``walk`` drives a ``solvers.gui.Gui``
with it; ``PathAgent`` is a reference agent following the path of its task in the episode
loop (then ``extra`` harmless state-changing taps, for the late-termination check), never
asking.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from venus_tasks.agents.base import AgentStep, EpisodeContext, ReferenceAgent
from venus_tasks.ambiguity.spec import Step
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation

SCROLLS = 8


class Follower:
    """Yields the next action of ``steps`` for the elements on screen (see the module docstring)."""

    def __init__(self, steps: Sequence[Step]):
        self.steps, self.index, self.scrolls = list(steps), 0, 0

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def next(self, elements) -> A.JSONAction:
        """The action for the current step on ``elements``.

        Raises:
          AssertionError: the step's element is not on screen and scrolling cannot show it.
        """
        step = self.steps[self.index]
        if step.verb in ("open", "back"):
            self.index += 1
            return A.JSONAction(A.OPEN_APP, app_name=step.label) if step.verb == "open" \
                else A.JSONAction(A.NAVIGATE_BACK)
        hit = find(elements, step)
        if hit is None:
            within = find(elements, Step("tap", rid=step.within)) if step.within else only_scrollable(elements)
            if within is None or self.scrolls >= SCROLLS:
                raise AssertionError(f"{step} is not on screen: {[e.describe() for e in elements]}")
            self.scrolls += 1
            return A.JSONAction(A.SCROLL, index=within, direction=step.direction)
        self.index, self.scrolls = self.index + 1, 0
        if step.verb == "tap":
            return A.JSONAction(A.CLICK, index=hit)
        if step.verb == "hold":
            return A.JSONAction(A.LONG_PRESS, index=hit)
        return A.JSONAction(A.INPUT_TEXT, index=hit, text=step.text, clear_text=step.clear or None)


def _labelled(e, step: Step) -> bool:
    if step.rid:
        return e.resource_id.endswith("/" + step.rid)
    return bool(step.label) and step.label in (e.text, e.content_description)


def find(elements, step: Step) -> int | None:
    """Index of the element ``step`` (a tap, hold or type) names on the screen showing
    ``elements``, by the rules of the module docstring; None when it is not on screen."""
    if step.nth:
        return find_nth_in_row(elements, step.near, step.nth)
    if step.near:
        return find_in_row(elements, lambda e: _labelled(e, step), step.near)
    return next((i for i, e in enumerate(elements) if _labelled(e, step)), None)


def _contains(outer, inner) -> bool:
    return outer.x_min <= inner.x_min and outer.y_min <= inner.y_min and \
        outer.x_max >= inner.x_max and outer.y_max >= inner.y_max


def find_in_row(elements, labelled: Callable[[Any], bool], near: str) -> int | None:
    """Index of the one element ``labelled(e)`` in the list row that shows the text
    ``near`` (an element whose text or content description equals ``near``), or None.

    ``elements`` is a flat accessibility list (``UIElement``s with ``bbox``), so a row is
    found by bounds: for each element showing ``near``, the smallest element whose bounds
    contain it and contain at least one labelled element is its row; the row counts only
    if it holds exactly one labelled element (a list holding every row's button does
    not). Without such a container, the one labelled element whose bounds straddle the
    vertical centre of the ``near`` element (same band of the screen) is taken.
    """
    boxed = [(i, e) for i, e in enumerate(elements) if e.bbox is not None]
    marks = [(i, e) for i, e in boxed if labelled(e)]
    if not marks:
        return None
    for at, anchor in ((i, e) for i, e in boxed if near in (e.text, e.content_description)):
        if labelled(anchor):
            return at
        rows = sorted((e for _, e in boxed if _contains(e.bbox, anchor.bbox)),
                      key=lambda e: (e.bbox.x_max - e.bbox.x_min) * (e.bbox.y_max - e.bbox.y_min))
        for row in rows:
            inside = [i for i, m in marks if _contains(row.bbox, m.bbox)]
            if inside:
                if len(inside) == 1:
                    return inside[0]
                break
        middle = (anchor.bbox.y_min + anchor.bbox.y_max) / 2
        band = [i for i, m in marks if m.bbox.y_min <= middle <= m.bbox.y_max]
        if len(band) == 1:
            return band[0]
    return None


def unlabelled(e) -> bool:
    """A clickable element with neither text nor content description (an icon or a radio
    button a screen reader names by position only)."""
    return e.is_clickable and not e.text and not e.content_description


def find_nth_in_row(elements, near: str, nth: int) -> int | None:
    """Index of the ``nth`` (1-based, left to right) unlabelled clickable element in the
    row showing the text ``near``: the smallest element containing the ``near`` element and
    at least ``nth`` unlabelled ones; None when there is no such row."""
    boxed = [(i, e) for i, e in enumerate(elements) if e.bbox is not None]
    marks = [(i, e) for i, e in boxed if unlabelled(e)]
    for anchor in (e for _, e in boxed if near in (e.text, e.content_description)):
        rows = sorted((e for _, e in boxed if _contains(e.bbox, anchor.bbox)),
                      key=lambda e: (e.bbox.x_max - e.bbox.x_min) * (e.bbox.y_max - e.bbox.y_min))
        for row in rows:
            inside = sorted((m.bbox.x_min, i) for i, m in marks if _contains(row.bbox, m.bbox))
            if len(inside) >= nth:
                return inside[nth - 1][1]
    return None


def only_scrollable(elements) -> int | None:
    """Index of the screen's only scrollable element (None for none or several)."""
    hits = [i for i, e in enumerate(elements) if e.is_scrollable]
    return hits[0] if len(hits) == 1 else None


def walk(gui, steps: Sequence[Step]) -> None:
    """Perform ``steps`` on ``gui`` (a ``solvers.gui.Gui``). Raises AssertionError naming a
    step whose element never showed."""
    follower = Follower(steps)
    while not follower.done:
        gui.act(follower.next(gui.elements))


class PathAgent(ReferenceAgent):
    """Follows its task's UI path (``task.spec.ui_path(task.params)``), then clicks the
    top-left corner ``extra`` times (state-changing actions that change nothing), then
    ``status complete``. It never asks."""

    name = "ambiguity_path"

    def __init__(self, extra: int = 0):
        self.extra = extra

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        task = context.task
        self.follower = Follower(task.spec.ui_path(task.params))
        self.left = self.extra

    def step(self, observation: Observation) -> AgentStep:
        if not self.follower.done:
            return AgentStep(self.follower.next(observation.ui_elements))
        if self.left > 0:
            self.left -= 1
            return AgentStep(A.JSONAction(A.CLICK, x=1, y=1))
        return AgentStep(A.done())
