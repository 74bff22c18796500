"""The places intents (``ambiguity/intents_places.py``): check_task at one level each, Cancel
vs Reschedule and Save vs Book (with ``PlacesBookTable``) failing each other's anchor, the ambiguity sweep, and every detailed path
walked in Chrome's page engine (``intent_checks``)."""

from __future__ import annotations

import pytest

from venus_tasks.ambiguity import intents_places
from tests.webapps.intent_checks import check_one, confusable_twin_fails, gui_solve, levels, sweep_one, walk_detailed

NAMES = [s.name for s in intents_places.SPECS]
LEVELS = levels(intents_places.SPECS)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    check_one(name, level, env)


def test_the_booking_intents_start_from_one_booking_made_today(env):
    from tests.webapps.intent_checks import SUITE
    from venus_tasks.registry import instance_seed

    cls = SUITE["AmbiPlacesCancelBooking_Standard"]
    task = cls(cls.generate_random_params(instance_seed(30, cls.__name__, 0)))
    task.initialize_task(env)
    try:
        (booking,) = env.web_apps.apps.places.bookings
        p = task.params
        assert (booking["booking"], booking["place"], booking["time"], booking["people"]) == (
            "b1", p["place"], p["time0"], p["people0"])
        assert p["new_time"] != p["time0"] and p["new_people"] != p["people0"]
    finally:
        task.tear_down(env)
        env.after_episode()


@pytest.mark.parametrize("name, first, then", [
    ("PlacesCancelBooking", "/places/reschedule", "apply"),      # moved, then cancelled as wanted
    ("PlacesRescheduleBooking", "apply", "/places/cancel")])     # moved as wanted, then cancelled
def test_cancel_where_a_reschedule_was_wanted_fails_and_the_other_way_round(name, first, then, env):
    """Doing both fails the anchor either way (a cancelled booking is at no time: the
    reschedule's time and people fail with it)."""
    from tests.webapps.intent_checks import SUITE
    from venus_tasks.registry import instance_seed

    cls = SUITE[f"Ambi{name}_Standard"]
    task = cls(cls.generate_random_params(instance_seed(30, cls.__name__, 0)))
    task.initialize_task(env)
    every = frozenset(r.id for r in task.intent.requirements)
    try:
        for step in (first, then):
            if step == "apply":
                task.spec.apply(env, task.params, every)
            else:
                form = {"booking": "b1", "time": task.params["new_time"], "people": task.params["new_people"]}
                assert env.web_apps.apps.request("POST", step, form).status == 303
        vector = task.spec.vector(env, task.params)
        assert vector == ({"booking": False, "reason": True} if name == "PlacesCancelBooking"
                          else {"booking": False, "time": False, "people": False}), vector
    finally:
        task.tear_down(env)
        env.after_episode()


@pytest.mark.parametrize("name, twin", [
    ("PlacesSaveToList", lambda t: ("/places/book", {"place": t.params["place"], "day": "Mon", "time": "18:00"})),
    ("PlacesBookTable", lambda t: ("/places/save", {"place": t.params["place"]}))])
def test_booking_where_saving_was_wanted_fails_and_the_other_way_round(name, twin, env):
    confusable_twin_fails(name, twin, env)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_the_ambiguity_sweep_wins_nothing(name, level, env):
    sweep_one(name, level, env)


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_in_the_page_engine(name, engine_env):
    walk_detailed(name, engine_env)


def test_the_gui_solver_reschedules_from_the_goal_text(engine_env):
    gui_solve("PlacesRescheduleBooking", "", engine_env)
