"""Answers of the BC task over Broccoli (``bc_prod_apps``): the
one item meeting every constraint passes however it is phrased; each decoy (breaking
one constraint), a hedge and a list fail; every seed has exactly one answer."""

from __future__ import annotations

import pytest

from venus_tasks.tasks import bc_prod_apps as B
from tests.answer_checks import check_answers

SEED = 12
CASES = {
    B.BrowsecompRecipeQuickWithIngredient: ("recipes", "title", ("in the category", "too slow", "without it")),
}


def test_every_seed_has_one_answer():
    for cls in CASES:
        for seed in range(300):
            p = cls.generate_random_params(seed)
            items, key, _ = CASES[cls]
            assert [i[key] for i in p[items] if i["role"] == "target"] == [p["answer"]]


@pytest.mark.parametrize("cls", list(CASES), ids=lambda c: c.__name__)
def test_answers(env, cls):
    items, key, decoy_roles = CASES[cls]
    p = cls.generate_random_params(SEED)
    right = p["answer"]
    decoys = {i["role"]: i[key] for i in p[items]}
    good = [right, f"It's {right.upper()}.", f"答案是{right}", f"\"{right.lower()}\""]
    bad = [decoys[r] for r in decoy_roles] + [f"{right} or {decoys[decoy_roles[0]]}",
                                              f"{right}, {decoys[decoy_roles[1]]}", "", "None of them."]
    check_answers(env, cls, good, bad, SEED)
