"""When every requirement first held, for AmbiBench's early and late termination
(``shared/seeds/`` 000, the Trajectory Serializer: Early Termination = exiting before the
task logic closes; Delayed Termination = continuing operations after goal achievement).

The episode loop calls ``VenusTask.after_action`` after every executed action. A
``Tracker`` re-reads the requirement vector after each state-changing action
(``env.actions.STATE_CHANGING``: click, double tap, long press, swipe, drag, typing,
enter) until the vector first holds in full, and from then on only counts the
state-changing actions that follow. Back and Home are checked too until then (an app may
save on being left: Markor writes a note on pause), but never counted as late. Cost: one vector read (one or two adb round trips:
one ``settings list`` per namespace in one shell call, one database pull per app) per
state-changing action until the requirements first hold; none after.

State the agent cannot reach by actions (the oracle edits state through ``apps/``
helpers) is first seen at ``verify``: then ``held_at_step`` is None and ``held_at_end``
true, with no action after it.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from venus_tasks.env.actions import NAVIGATE_BACK, NAVIGATE_HOME, STATE_CHANGING

LEAVING = (NAVIGATE_BACK, NAVIGATE_HOME)


class Tracker:
    """See the module docstring. ``summary(held_at_end)`` is what ``verdict["termination"]``
    holds: ``{"held_at_step": step or None, "late_actions": n, "checks": reads made,
    "state_changing_actions": n, "held_at_end": bool}``."""

    def __init__(self) -> None:
        self.held_at: int | None = None
        self.late = 0
        self.checks = 0
        self.changing = 0

    def after_action(self, step: int, action: Any, vector: Callable[[], Mapping[str, bool]]) -> None:
        """Record the action of ``step``; ``vector()`` reads the requirement vector now."""
        kind = getattr(action, "action_type", None)
        if kind in LEAVING and self.held_at is None:
            # Back or Home can save what the agent did (Markor writes a note when it is left,
            # ``DocumentActivity.onPause``): check, but a later one is no late change.
            self.checks += 1
            if all(vector().values()):
                self.held_at = step
            return
        if kind not in STATE_CHANGING:
            return
        self.changing += 1
        if self.held_at is not None:
            self.late += 1
            return
        self.checks += 1
        if all(vector().values()):
            self.held_at = step

    def summary(self, held_at_end: bool) -> dict[str, Any]:
        return {"held_at_step": self.held_at, "late_actions": self.late, "checks": self.checks,
                "state_changing_actions": self.changing, "held_at_end": bool(held_at_end)}
