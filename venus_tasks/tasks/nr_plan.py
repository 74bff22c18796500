"""Step arithmetic of a noise-resistance (NR) episode: how many actions an agent that
plays through the disturbances takes on one instance, and whether the instance's drawn
schedule is a fair one.

A task gives its **base plan**, the GUI solver's actions without noise (``Act``s, in
order, the final ``status`` included), and its instance's drawn events; ``replay`` walks
them step by step as the episode loop and ``noise.env.NoisyEnv`` do (an event due at step
``t`` fires before the agent observes step ``t``; a "numb" event fired at ``t`` drops the
actions of steps ``t .. t+k-1``; a rotation fired at ``t`` is landscape for the actions of
``t .. t+back_after-1``) and charges each event what the solver pays for it:

* ``call`` (ringing until handled): one action, Decline;
* ``popup`` of an app: one action, opening the work app again (none when the next planned
  action opens an app anyway); the work app's task keeps its screen and typed text;
  a heads-up notification (``mode`` ``notification``): nothing, the solvers reading the
  screen before each tap and tapping below its band at the top (``tests/test_gui_solvable.py``
  holds each task's count to its solver's);
* ``crash`` of the app in front: Close app, open it again (unless the next planned action
  opens another app), the way back from its launch screen (``Act.resume``) and the
  unsaved work of the current ``unit`` done so far again (the app restarts on its launch
  screen, ``venus_tasks/sim/system_ui.py``);
* ``numb``: the ``k`` dropped actions (the solver issues its next action again while the
  screen does not change);
* ``rotation``: nothing, where every action it covers is one the solver takes the same way
  in landscape (``Act.rotates``); covering any other is a schedule error.

``ScheduleError`` is raised for a schedule that would break the episode or its
read-backs: a crash of an app that is not in front (nothing to crash, or a crash dialog
over another app), a numb window still open at the final ``status`` (no agent can tell
that its last action was dropped), an event left to fire after the work is done (the
fired-events read-back fails), an action in landscape that ``rotates=False`` forbids, a
pop-up over a crash dialog, or a trigger other than a step. ``budget_note`` writes down the
arithmetic each task documents: base actions, the worst instance's actions and the
budget ``int(10 * complexity)``.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any, Iterable, Sequence

from noise.base import NoiseEvent, NoiseSpec, Trigger


class ScheduleError(ValueError):
    """A drawn noise schedule that breaks the episode or an event's read-back."""


@dataclasses.dataclass(frozen=True)
class Act:
    """One action of a base plan.

    Attributes:
      app: the app name (``apps.get_app``) in front after the action; "" for none.
      unit: actions of one unit of unsaved work share a number (a form from its first tap
        to Save); a crash of ``app`` inside a unit loses the unit's actions done so far.
        None: nothing to lose (opening an app, ``status``).
      opens: the action opens ``app`` (``open_app``).
      rotates: the solver takes this action the same way in landscape.
      label: what the action is, for messages.
      resume: the actions that bring ``app``, restarted after a crash on its launch
        screen, back to where this action is taken (Retro Music restarts on "For you":
        the Songs tab first); they are charged when the work goes on from this action.
    """

    app: str
    unit: int | None = None
    opens: bool = False
    rotates: bool = True
    label: str = ""
    resume: tuple[str, ...] = ()


def opener(app: str, label: str = "") -> Act:
    """``open_app(app)``."""
    return Act(app, None, opens=True, label=label or f"open {app}")


def done() -> Act:
    """The final ``status complete``."""
    return Act("", None, label="status complete")


def work(app: str, unit: int, labels: Iterable[str], rotates: bool = True, resume: tuple[str, ...] = ()) -> list[Act]:
    """Actions of one unit in ``app``, one per label (``resume``: see ``Act``)."""
    return [Act(app, unit, rotates=rotates, label=label, resume=resume) for label in labels]


@dataclasses.dataclass
class Replay:
    """What ``replay`` found: ``steps`` (the agent's actions), ``trace`` (one label per
    step: a planned action, a recovery, or ``dropped``), ``fired`` (step of each event, in
    the events' order)."""

    steps: int
    trace: list[str]
    fired: list[int]


def replay(plan: Sequence[Act], events: Sequence[NoiseEvent]) -> Replay:
    """Walk ``plan`` under ``events`` (see the module docstring).

    Raises:
      ScheduleError: the schedule breaks the episode or a read-back.
    """
    if not plan or plan[-1].label != "status complete":
        raise ValueError("a base plan ends with done()")
    for e in events:
        if e.trigger.step is None or any(v is not None for v in (e.trigger.after_s, e.trigger.foreground,
                                                                  e.trigger.on_screen)):
            raise ScheduleError(f"{e.kind}: only step triggers can be replayed, got {e.trigger.as_json()}")
    waiting = list(enumerate(events))
    fired = [-1] * len(events)
    p = t = 0
    recover: list[str] = []
    numb_until = landscape_until = -1
    popped = ""                      # an app a pop-up put in front, until the solver reopens the work app
    trace: list[str] = []
    while True:
        for item in [w for w in waiting if w[1].trigger.step <= t]:
            waiting.remove(item)
            i, e = item
            fired[i] = t
            if e.kind == "call":
                if e.args.get("ring_steps", 0):
                    raise ScheduleError("a call that hangs up by itself costs 0 or 1 actions: give ring_steps 0")
                recover.append("decline the call")
            elif e.kind == "popup" and e.args.get("mode") == "notification":
                pass                     # a heads-up over the status bar: the solver taps below it
            elif e.kind == "popup":
                if e.args.get("mode") != "app":
                    raise ScheduleError(f"no replay rule for a pop-up of mode {e.args.get('mode')!r}")
                if "close the crash dialog" in recover:
                    raise ScheduleError(f"a pop-up at step {t} over a crash dialog")
                popped = e.args["app"]
                if "reopen" not in recover and not plan[p].opens:
                    recover.append("reopen")
            elif e.kind == "crash":
                front = plan[p - 1].app if p else ""
                if popped or not front or _package(front) != _package(e.args["app"]):
                    raise ScheduleError(f"a crash of {e.args['app']} at step {t} while "
                                        f"{popped or front or 'the home screen'} is in front")
                recover.append("close the crash dialog")
                unit = plan[p - 1].unit
                mid = unit is not None and plan[p].unit == unit
                if mid:
                    while p and plan[p - 1].unit == unit:
                        p -= 1
                if "reopen" not in recover and (mid or not plan[p].opens):
                    recover.append("reopen")
                if not plan[p].opens:
                    recover += [f"back to {label}" for label in plan[p].resume]
            elif e.kind == "numb":
                numb_until = t + e.args["k"]
            elif e.kind == "rotation":
                back = e.args.get("back_after", 0)
                landscape_until = t + back if back else 1 << 30
            else:
                raise ScheduleError(f"no replay rule for noise kind {e.kind!r}")
        last = p == len(plan) - 1 and not recover
        if t < numb_until:
            if last:
                raise ScheduleError(f"the numb window (to step {numb_until - 1}) is open at the final status")
            trace.append("dropped")
        elif recover:
            what = recover.pop(0)
            if what == "reopen":
                popped = ""
            trace.append(what)
        else:
            act = plan[p]
            if t < landscape_until and not act.rotates:
                raise ScheduleError(f"step {t} ({act.label}) is in landscape, which changes that action")
            if act.opens:
                popped = ""
            trace.append(act.label)
            p += 1
        t += 1
        if p == len(plan):
            break
    if waiting:
        raise ScheduleError(f"{', '.join(e.kind for _, e in waiting)} would fire after the final status "
                            f"(step {t}): the fired-events read-back fails")
    return Replay(t, trace, fired)


def _package(app: str) -> str:
    import apps

    return apps.get_app(app).package


def steps(plan: Sequence[Act], events: Sequence[NoiseEvent]) -> int:
    """The agent's actions for ``plan`` under ``events`` (``replay``)."""
    return replay(plan, events).steps


def schedules(specs: Sequence[NoiseSpec], params: dict[str, Any], app_names: tuple[str, ...],
              extra: Sequence[NoiseSpec] = ()) -> Iterable[list[NoiseEvent]]:
    """Every schedule ``specs`` can draw: each step range, each ``(lo, hi)`` argument of a
    spec and the numb ``k`` / rotation ``back_after`` ranges a kind draws by itself
    (``_RANGES``) enumerated, the other arguments drawn once. For exhaustive schedule
    tests."""
    rng = random.Random(0)
    options = []
    for spec in specs:
        event = spec.draw(rng, params, app_names)
        steps_ = range(spec.step[0], spec.step[1] + 1) if spec.step else [event.trigger.step]
        ranged = {**{k: v for k, v in _RANGES.get(spec.kind, {}).items() if k not in spec.args},
                  **{k: v for k, v in spec.args.items() if isinstance(v, tuple)}}
        arg_sets = [dict(event.args, **dict(zip(ranged, combo)))
                    for combo in itertools.product(*(range(lo, hi + 1) for lo, hi in ranged.values()))]
        options.append([NoiseEvent(spec.kind, Trigger(step=s), a) for s in steps_ for a in arg_sets])
    for combo in itertools.product(*options):
        yield list(combo)


# the ranges the kinds draw themselves (``draw_args``), enumerated by ``schedules``
_RANGES = {"numb": {"k": (3, 6)}, "rotation": {"back_after": (3, 6)}}


def budget_note(base: int, worst: int, budget: int) -> str:
    """``"base 9 actions; at most 31 with the noise; budget 40"``, the arithmetic a task
    documents.

    Raises:
      ScheduleError: the worst instance leaves the agent less than a quarter of the budget
        (at least 5 steps) to spare.
    """
    if budget - worst < max(5, budget // 4):
        raise ScheduleError(f"the worst instance needs {worst} of a budget of {budget}: too little room")
    return f"base {base} actions; at most {worst} with the noise; budget {budget}"
