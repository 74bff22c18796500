"""The vague errands over several apps (``va_bills``, ``va_dates``, ``va_fitness``,
``va_places``): every wording carries what the solvers read, instances differ, the
computed values are the ones the rules check, and wrong ways through the GUI fail while a
second right way passes."""

from __future__ import annotations

import datetime
import os
from decimal import Decimal

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"   # never start a real adb server

import pytest  # noqa: E402

from venus_tasks.env import actions as A  # noqa: E402
from venus_tasks.solvers import va_bills, va_dates, va_places  # noqa: E402
from venus_tasks.solvers.gui import Gui  # noqa: E402
from venus_tasks.task import GOAL_VARIANT_PARAM  # noqa: E402
from venus_tasks.tasks.va_bills import VagueSplitDinnerBill, share_matches  # noqa: E402
from venus_tasks.tasks.va_dates import VagueDentistFollowUp, VaguePassportRenewalReminder  # noqa: E402
from venus_tasks.tasks.va_fitness import KG_PER_LB, VagueGymScaleWeight  # noqa: E402
from venus_tasks.tasks.va_places import VagueHikeMeetingPoints  # noqa: E402

VARIANTS = ("", "zh", "paraphrase")


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_wording_carries_what_the_solvers_read(seed, variant):
    def goal(cls):
        return cls({**cls.generate_random_params(seed), GOAL_VARIANT_PARAM: variant}).goal

    assert va_dates.followup_days(goal(VagueDentistFollowUp)) == VagueDentistFollowUp.generate_random_params(seed)["days"]
    assert va_places.friend_of(goal(VagueHikeMeetingPoints)) == \
        VagueHikeMeetingPoints.generate_random_params(seed)["first"]
    assert str(VagueGymScaleWeight.generate_random_params(seed)["pounds"]) in goal(VagueGymScaleWeight)
    assert str(VaguePassportRenewalReminder.generate_random_params(seed)["weeks"]) in \
        goal(VaguePassportRenewalReminder)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_seeded_texts_read_back(language):
    """The solvers' readers find the dinner, the passport's date and the two places in
    the texts the tasks seed, in English and in Chinese."""
    variant = {"en": "", "zh": "zh"}[language]
    bill = VagueSplitDinnerBill({**VagueSplitDinnerBill.generate_random_params(4), GOAL_VARIANT_PARAM: variant})
    (day, guests, total), = [d for d in va_bills.dinners(bill._note(datetime.date(2023, 10, 15))) if d[0] == (10, 14)]
    assert guests == [first for _, first in bill.params["guests"]] and total == Decimal(bill.params["total"]) / 100
    passport = VaguePassportRenewalReminder({**VaguePassportRenewalReminder.generate_random_params(4),
                                             GOAL_VARIANT_PARAM: variant})
    assert va_dates.passport_expiry(passport._body().splitlines()).isoformat() == passport.params["expiry"]
    hike = VagueHikeMeetingPoints({**VagueHikeMeetingPoints.generate_random_params(4), GOAL_VARIANT_PARAM: variant})
    texts = [m.body for m in hike._thread(1_697_384_040_000)]
    assert va_places.meeting_places(texts) == (hike.params["meet"], hike.params["park"])


def test_instances_differ_and_their_decoys_stay_wrong():
    for seed in range(30):
        bill = VagueSplitDinnerBill(VagueSplitDinnerBill.generate_random_params(seed))
        people = len(bill.params["guests"]) + 1
        assert not share_matches(bill.share.to_integral_value(), bill.share)          # whole dollars are wrong
        assert not share_matches(bill.share * people / (people - 1), bill.share)      # so is forgetting oneself
        gym = VagueGymScaleWeight(VagueGymScaleWeight.generate_random_params(seed))
        assert abs(gym.kg - round(gym.kg)) > 0.05 and 0.3 < gym.loss < 2.5
        assert abs(gym.params["pounds"] * KG_PER_LB - gym.kg) < 1e-9
        dentist = VagueDentistFollowUp.generate_random_params(seed)
        assert dentist["days"] > dentist["ago"] and dentist["minute"] % 5 == 0 and dentist["minute"]
        passport = VaguePassportRenewalReminder.generate_random_params(seed)
        due = datetime.date.fromisoformat(passport["due"])
        assert datetime.date.fromisoformat(passport["expiry"]) - due == datetime.timedelta(weeks=passport["weeks"])
        assert datetime.date(2023, 12, 1) <= due <= datetime.date(2024, 3, 31)
    assert len({str(VagueSplitDinnerBill.generate_random_params(s)["total"]) for s in range(20)}) == 20
    assert len({VagueHikeMeetingPoints.generate_random_params(s)["meet"] for s in range(20)}) >= 6


def test_share_matches_either_rounding_only():
    exact = Decimal("81.47") / 4                          # 20.3675
    assert share_matches(Decimal("20.37"), exact) and share_matches(Decimal("20.36"), exact)
    assert not share_matches(Decimal("20.38"), exact) and not share_matches(Decimal("20"), exact)


# ------------------------------------------------------------------ through the GUI
@pytest.fixture(scope="module")
def gui_env(request):
    from tests.test_gui_solvable import stepped_env

    server, env = stepped_env()
    request.addfinalizer(server.stop)
    return env


def _play(env, cls, seed, solve) -> float:
    task = cls(cls.generate_random_params(seed))
    task.initialize_task(env)
    try:
        solve(Gui(env, task.max_steps), task)
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def test_a_favourite_and_a_marker_pass_last_times_place_fails(gui_env):
    def favourite_then_marker(gui, task):
        gui.open_app("OsmAnd")
        gui.click(rid="map_search_button")
        gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="searchEditText"), text=task.params["meet"]))
        gui.click(text=task.params["meet"], rid="title")
        gui.click(text="Add")
        gui.click(text="Save")
        va_places.mark(gui, task.params["park"])
        gui.act(A.done())

    def last_time(gui, task):
        gui.open_app("OsmAnd")
        va_places.mark(gui, task.params["meet"])
        va_places.mark(gui, task.params["last_time"])
        gui.act(A.done())

    assert _play(gui_env, VagueHikeMeetingPoints, 31, favourite_then_marker) == 1.0
    assert _play(gui_env, VagueHikeMeetingPoints, 31, last_time) == 0.0


def test_pounds_typed_into_the_kilo_field_fail(gui_env):
    def pounds_as_kilos(gui, task):
        gui.open_app("FitBook")
        gui.click(desc="Weight\nTab 4 of 4")
        gui.click(desc="Add")
        field = gui.find(pred=lambda e: e.class_name.endswith("EditText") and e.is_clickable and not e.text
                         and e.bbox.y_min > gui.element(desc="Add weight").bbox.y_max)
        gui.act(A.JSONAction(A.INPUT_TEXT, index=field, text=str(task.params["pounds"])))
        gui.act(A.done())

    assert _play(gui_env, VagueGymScaleWeight, 32, pounds_as_kilos) == 0.0


def test_the_follow_up_counted_from_today_fails(gui_env):
    def from_today(gui, task):
        p = task.params
        when = datetime.datetime(2023, 10, 15, p["hour"], p["minute"]) + datetime.timedelta(days=p["days"])
        gui.open_app("Simple Calendar Pro")
        gui.click(rid="calendar_fab")
        gui.click(text="Event")
        gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="event_title"), text="Dentist"))
        gui.click(rid="event_start_date")
        va_dates.pick_date(gui, when.date())
        gui.click(rid="event_start_time")
        va_dates.pick_time(gui, when.hour, when.minute)
        gui.click(rid="save")
        if gui.find(text="Disclaimer") is not None:
            gui.click(text="OK")
        gui.act(A.done())

    assert _play(gui_env, VagueDentistFollowUp, 33, from_today) == 0.0
