"""The browsecomp-like tasks (``venus_tasks/tasks/bc.py``): every seed holds exactly one
item meeting all the constraints, and answers are matched exactly: the right item in any
phrasing (English or Chinese) passes, decoys, hedges and lists fail."""

from __future__ import annotations

import pytest

from venus_tasks.env import actions as A
from venus_tasks.tasks import bc

SEEDS = range(200)


def score(env, task, text: str) -> float:
    task.initialize_task(env)
    try:
        env.execute(A.answer(text))
        return task.is_successful(env)
    finally:
        task.tear_down(env)


# ------------------------------------------------------------------ uniqueness
def test_markor_trip_has_exactly_one_answer_per_seed():
    for seed in SEEDS:
        p = bc.BrowsecompMarkorTripUnderBudget.generate_random_params(seed)
        hits = [n for n in p["notes"] if n["folder"] == "Trips" and n["city"] == p["city"] and n["budget"] < p["limit"]]
        assert [n["file"] for n in hits] == [p["answer_file"]], seed
        roles = {n["role"] for n in p["notes"]}
        assert {"over budget", "other city", "other folder"} <= roles, seed
        assert len({n["file"] for n in p["notes"]}) == len(p["notes"]), seed


def test_expense_food_weekend_has_exactly_one_answer_per_seed():
    for seed in SEEDS:
        p = bc.BrowsecompExpenseFoodWeekend.generate_random_params(seed)
        hits = [r for r in p["rows"] if r["category"] == bc.FOOD and r["amount"] > p["min_amount"] * 100
                and bc._weekend_in_october(r["time_ms"])]
        assert [r["name"] for r in hits] == [p["answer_name"]], seed
        assert len({r["name"] for r in p["rows"]}) == len(p["rows"]), seed
        # each decoy breaks exactly one constraint
        for r in p["rows"]:
            broken = [r["category"] != bc.FOOD, r["amount"] <= p["min_amount"] * 100,
                      not bc._weekend_in_october(r["time_ms"])]
            if r["role"] in ("weekday", "too cheap", "other category", "september"):
                assert sum(broken) == 1, (seed, r)


def test_a_draw_with_two_answers_is_refused():
    with pytest.raises(bc.UniquenessError):
        bc._only([{"x": 1}, {"x": 1}], lambda i: i["x"] == 1)


# ------------------------------------------------------------------ answers
def test_markor_trip_answers(env):
    cls = bc.BrowsecompMarkorTripUnderBudget
    p = cls.generate_random_params(5)
    f = p["answer_file"]
    stem = f[:-3]
    by_role = {n["role"]: n["file"] for n in p["notes"]}
    for text in (f, f.upper(), stem, f"The note is {stem}.", f"答案是{f}。", f"是 {stem} 这篇笔记",
                 f"{f} — {p['city']}, under ${p['limit_text']}"):
        assert score(env, cls(p), text) == 1.0, text
    for text in (by_role["over budget"], by_role["other city"], by_role["other folder"],
                 f"{f} or {by_role['over budget']}", f"maybe {f}, maybe {by_role['other city']}",
                 f"{f}, {by_role['over budget']}, {by_role['other city']}", f"可能是{f}或{by_role['other folder']}",
                 f"It is not {f}.", ""):
        assert score(env, cls(p), text) == 0.0, text


def test_expense_food_weekend_answers(env):
    cls = bc.BrowsecompExpenseFoodWeekend
    p = cls.generate_random_params(5)
    n = p["answer_name"]
    by_role = {r["role"]: r["name"] for r in p["rows"]}
    for text in (n, n.lower(), f"It was {n.upper()}!", f"You logged {n} that weekend.", f"是{n}这笔。",
                 f"答案：{n}"):
        assert score(env, cls(p), text) == 1.0, text
    for role in ("weekday", "too cheap", "other category", "september"):
        assert score(env, cls(p), by_role[role]) == 0.0, role
    for text in (f"{n} or {by_role['weekday']}", f"{n} and {by_role['september']}",
                 f"{n}或者{by_role['other category']}", ", ".join(r["name"] for r in p["rows"]), ""):
        assert score(env, cls(p), text) == 0.0, text
