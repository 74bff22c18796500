"""Answers of the BC task across Simple Calendar Pro and Contacts (``bc_prod_cross``): the one item
meeting every constraint passes however it is phrased (case, first name, Chinese); each
decoy, a hedge and a list fail; every seed has exactly one answer."""

from __future__ import annotations

import pytest

from venus_tasks.tasks import bc_prod_cross as B
from tests.answer_checks import check_answers

SEED = 8
CASES = {   # class -> (items, name key, decoy roles)
    B.BrowsecompEventOrganizerPhone: ("events", "title", ("on or before", "other prefix")),
}


def test_every_seed_has_one_answer():
    for cls, (items, key, _) in CASES.items():
        for seed in range(300):
            p = cls.generate_random_params(seed)
            assert [i[key] for i in p[items] if i["role"] == "target"] == [p["answer"]]


@pytest.mark.parametrize("cls", list(CASES), ids=lambda c: c.__name__)
def test_answers(env, cls):
    items, key, decoy_roles = CASES[cls]
    p = cls.generate_random_params(SEED)
    right = p["answer"]
    decoys = {i["role"]: i[key] for i in p[items]}
    good = [right, f"It's {right.upper()}.", f"答案是{right}"]
    bad = [decoys[r] for r in decoy_roles] + [f"{right} or {decoys[decoy_roles[0]]}",
                                              f"{right}, {decoys[decoy_roles[1]]}", "", "Nobody."]
    check_answers(env, cls, good, bad, SEED)
