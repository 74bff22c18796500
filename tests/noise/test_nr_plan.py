"""``venus_tasks.tasks.nr_plan``: what each noise event costs a solver that plays through
it, the schedules that would break an episode, and, for every NR task that declares a
base plan, every schedule its noise plan can draw fits its budget."""

from __future__ import annotations

import pytest

from noise.base import NoiseEvent, Trigger
from venus_tasks import registry
from venus_tasks.task import Category
from venus_tasks.tasks import nr_plan
from venus_tasks.tasks.nr_plan import ScheduleError, done, opener, replay, work

PLAN = [opener("markor"), *work("markor", 0, ("fab", "name", "OK", "text", "back")), done()]   # 7 actions


def _ev(kind: str, step: int, **args) -> NoiseEvent:
    return NoiseEvent(kind, Trigger(step=step), args)


def test_without_noise_the_plan_is_the_steps():
    r = replay(PLAN, [])
    assert r.steps == 7 and r.trace[0] == "open markor" and r.trace[-1] == "status complete"


def test_each_kind_costs_what_the_solver_pays():
    assert replay(PLAN, [_ev("call", 2, ring_steps=0)]).steps == 8                     # Decline
    assert replay(PLAN, [_ev("popup", 2, mode="app", app="clock")]).steps == 8          # open Markor again
    assert replay(PLAN, [_ev("popup", 2, mode="notification", app="clock")]).steps == 7  # a heads-up: nothing
    assert replay(PLAN, [_ev("numb", 2, k=9)]).steps == 16                              # 9 dropped
    assert replay(PLAN, [_ev("rotation", 2, back_after=3)]).steps == 7                  # the same actions
    crash = replay(PLAN, [_ev("crash", 4, app="markor")])
    # fab, name, OK done (steps 1-3): Close app, open Markor, the three again
    assert crash.steps == 7 + 2 + 3 and crash.trace[4:7] == ["close the crash dialog", "reopen", "fab"]


def test_a_crash_after_a_unit_loses_nothing_of_it():
    plan = [opener("osmand"), *work("osmand", 0, ("a", "b")), *work("osmand", 1, ("c", "d")), done()]
    assert replay(plan, [_ev("crash", 3, app="osmand")]).steps == 6 + 2
    assert replay(plan, [_ev("crash", 4, app="osmand")]).steps == 6 + 2 + 1


@pytest.mark.parametrize("events, message", [
    ([_ev("crash", 0, app="markor")], "crash of markor at step 0 while the home screen is in front"),
    ([_ev("numb", 6, k=3)], "numb window"),          # due as the final status comes
    ([_ev("call", 9, ring_steps=0)], "would fire after the final status"),
    ([_ev("call", 2, ring_steps=3)], "give ring_steps 0"),
    ([NoiseEvent("call", Trigger(on_screen="x"), {})], "only step triggers"),
])
def test_schedules_that_break_the_episode_are_refused(events, message):
    with pytest.raises(ScheduleError, match=message):
        replay(PLAN, events)


def test_budget_note_needs_a_quarter_of_the_budget_to_spare():
    assert nr_plan.budget_note(16, 27, 45) == "base 16 actions; at most 27 with the noise; budget 45"
    with pytest.raises(ScheduleError, match="too little room"):
        nr_plan.budget_note(16, 36, 45)


PLANNED = [c for c in registry.select("venus") if c.info.category is Category.NR and hasattr(c, "base_plan")]


@pytest.mark.parametrize("cls", PLANNED, ids=[c.__name__ for c in PLANNED])
def test_every_schedule_the_plan_can_draw_replays_within_the_budget(cls):
    task = cls(cls.generate_random_params(0))
    plan = task.base_plan()
    worst = max(nr_plan.steps(plan, events)
                for events in nr_plan.schedules(cls.noise_plan, task.params, cls.app_names))
    assert len(plan) >= 8
    nr_plan.budget_note(len(plan), worst, task.max_steps)          # raises without room to spare


def test_the_osmand_task_declares_a_base_plan():
    assert "NoiseResistOsmAndMarkersCrash" in [c.__name__ for c in PLANNED]


def test_a_crash_charges_the_way_back_from_the_launch_screen():
    plan = [opener("retro music"), nr_plan.Act("retro music", label="Songs tab"),
            *work("retro music", 0, ("menu", "Add", "P"), resume=("Songs tab",)),
            *work("retro music", 1, ("Playlists tab", "P")), done()]
    mid = replay(plan, [_ev("crash", 3, app="retro music")])
    assert mid.trace[3:7] == ["close the crash dialog", "reopen", "back to Songs tab", "menu"] and mid.steps == 8 + 4
    after = replay(plan, [_ev("crash", 5, app="retro music")])          # the unit done: straight to Playlists
    assert after.trace[5:8] == ["close the crash dialog", "reopen", "Playlists tab"] and after.steps == 8 + 2
