"""The vague blood-pressure task: its goal in every wording carries what the GUI solver
(and an agent) needs -- the reading and its time --, its instances differ by seed, and the
seeded history holds a decoy at the same time yesterday."""

from __future__ import annotations

import pytest

from venus_tasks.solvers.va_health import reading
from venus_tasks.task import GOAL_VARIANT_PARAM
from venus_tasks.tasks.va_health import VagueBloodPressureReading as Task


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("variant", ["", "zh", "paraphrase"])
def test_every_wording_states_the_reading_and_its_time(seed, variant):
    p = Task.generate_random_params(seed)
    goal = Task({**p, GOAL_VARIANT_PARAM: variant}).goal
    assert (variant == "zh") == ("血压" in goal)
    assert reading(goal) == (str(p["systolic"]), str(p["diastolic"]), str(p["pulse"]), p["hour"], p["minute"])


def test_instances_differ_and_hold_a_same_time_decoy():
    params = [Task.generate_random_params(s) for s in range(20)]
    assert len({(p["systolic"], p["diastolic"], p["pulse"], p["time"]) for p in params}) == 20
    for p in params:
        assert 7 <= p["hour"] <= 11 and p["minute"] % 5 == 0
        assert p["diastolic"] <= p["systolic"] - 28
        decoy = [h for h in p["history"] if (h["days_back"], h["hour"], h["minute"]) == (1, p["hour"], p["minute"])]
        assert decoy and decoy[0]["pulse"] == p["pulse"] and decoy[0]["diastolic"] == p["diastolic"]
