"""Answers of the HGB tasks over long lists (``hgb_prod_lists``): the count stated any
way (digits, words, Chinese, with or without the noun) passes; off by one (a boundary
day, the completed task, the track just under the distance), a hedge or nothing fail;
the step count follows the list's length."""

from __future__ import annotations

from venus_tasks.tasks import hgb_prod_lists as L
from venus_tasks.tasks.prod_seed import list_scrolls
from tests.answer_checks import check_answers

SEED = 6


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_scrolls_on_the_default_phone():
    # 11 rows of 72 dp fit; a scroll moves 4 rows; 8 rows of 100 dp fit, a scroll moves 3
    assert [list_scrolls(n, 72) for n in (11, 12, 15, 16, 19, 20)] == [0, 2, 2, 3, 3, 4]
    assert [list_scrolls(n, 100) for n in (8, 9, 11, 12)] == [0, 2, 2, 3]


def test_due_in_november(env):
    k = L.GUIBrowsingTasksDueInNovember.generate_random_params(SEED)["count"]
    words = {4: "four", 5: "five", 6: "six", 7: "seven"}
    good = [f"{k}", f"{words[k].capitalize()} tasks.", f"{k} tasks are due in November 2023.", f"有{k}个任务"]
    bad = [f"{k + 1} tasks", f"{k - 1} tasks", f"{k} or {k + 1} tasks", f"{k + 2}", ""]
    _check(env, L.GUIBrowsingTasksDueInNovember, good, bad)


def test_tracks_longer_than(env):
    p = L.GUIBrowsingTracksLongerThan.generate_random_params(SEED)
    k, km = p["count"], p["km"]
    good = [f"{k}", f"{k} tracks are longer than {km} km.", f"{k} {p['activity']} activities", f"{k}条轨迹"]
    bad = [f"{k + 1} tracks", f"{k - 1} tracks", f"{k + 2} tracks", f"{k} or {k + 1}", ""]
    _check(env, L.GUIBrowsingTracksLongerThan, good, bad)
