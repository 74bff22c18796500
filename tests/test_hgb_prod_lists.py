"""Answers of the HGB tasks over long lists (``hgb_prod_lists``): the count stated any
way (digits, words, Chinese, with or without the noun) passes; off by one (a boundary
day, the completed task, the track just under the distance), a hedge or nothing fail;
the step count follows the list's length."""

from __future__ import annotations

from venus_tasks.tasks import hgb_prod_lists as L
from venus_tasks.tasks.prod_seed import list_scrolls, scrolls_to_row
from tests.answer_checks import check_answers

SEED = 6


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_scrolls_on_the_default_phone():
    # 11 rows of 72 dp fit; a scroll moves 4 rows; 8 rows of 100 dp fit, a scroll moves 3
    assert [list_scrolls(n, 72) for n in (11, 12, 15, 16, 19, 20)] == [0, 2, 2, 3, 3, 4]
    assert [list_scrolls(n, 100) for n in (8, 9, 11, 12)] == [0, 2, 2, 3]
    # to bring the 0-based row i into view: none on the first screen, then one per 4 rows
    assert [scrolls_to_row(i, 72) for i in (10, 11, 14, 15, 18)] == [0, 1, 1, 2, 2]


def test_the_lists_are_many_screens_long():
    """November's tasks and the tracks fill 7+ screens: 20+ optimal steps on every seed."""
    for seed in range(30):
        for cls in (L.GUIBrowsingTasksDueInNovember, L.GUIBrowsingTracksLongerThan):
            t = cls(cls.generate_random_params(seed))
            assert t.optimal_steps >= 20, (cls.__name__, seed, t.optimal_steps)
        p = L.GUIBrowsingTasksDueInNovember.generate_random_params(seed)
        shown = sorted((t["due"], t["title"]) for t in p["tasks"] if not t.get("completed"))
        assert shown[p["first_december"] - 1][0] < L.S.ts(1, 0, 12) <= shown[p["first_december"]][0]


def test_due_in_november(env):
    k = L.GUIBrowsingTasksDueInNovember.generate_random_params(SEED)["count"]
    good = [f"{k}", f"{k} tasks are due in November 2023.", f"有{k}个任务"]
    bad = [f"{k + 1} tasks", f"{k - 1} tasks", f"{k} or {k + 1} tasks", f"{k + 2}", ""]
    _check(env, L.GUIBrowsingTasksDueInNovember, good, bad)


def test_tracks_longer_than(env):
    p = L.GUIBrowsingTracksLongerThan.generate_random_params(SEED)
    k, km = p["count"], p["km"]
    good = [f"{k}", f"{k} tracks are longer than {km} km.", f"{k} {p['activity']} activities", f"{k}条轨迹"]
    bad = [f"{k + 1} tracks", f"{k - 1} tracks", f"{k + 2} tracks", f"{k} or {k + 1}", ""]
    _check(env, L.GUIBrowsingTracksLongerThan, good, bad)
