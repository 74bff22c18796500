"""Answers of the BC task over PDFs in Files (``venus_tasks/tasks/bc_docs.py``): the paper
meeting all three constraints passes however it is named (file, stem, title, Chinese);
each single-constraint decoy, a hedge and a list fail; every seed has exactly one."""

from __future__ import annotations

from venus_tasks.env import actions as A
from venus_tasks.tasks.bc_docs import BrowsecompPaperThreeConstraints as Task

SEED = 5


def test_answers(env):
    p = Task.generate_random_params(SEED)
    right = p["answer"]
    title = next(x["title"] for x in p["papers"] if x["file"] == right)
    good = [right, right[:-4].upper(), f"\"{title}\" ({right})", f"是 {right}"]
    bad = [*p["decoys"].values(), f"{right} or {p['decoys']['too late']}", ", ".join(x["file"] for x in p["papers"]), ""]
    task = Task(p)
    task.initialize_task(env)
    try:
        got = {}
        for text in good + bad:
            env.execute(A.answer(text))
            got[text] = task.is_successful(env)
    finally:
        task.tear_down(env)
    assert [a for a in good if got[a] != 1.0] == [] and [a for a in bad if got[a] != 0.0] == []


def test_exactly_one_paper_meets_every_constraint():
    for seed in range(100):
        p = Task.generate_random_params(seed)
        fam, year = p["family"], p["year"]
        meets = [(len(x["authors"]) == 3, x["year"] < year, any(a.split()[-1] == fam for a in x["authors"]))
                 for x in p["papers"]]
        assert sum(all(m) for m in meets) == 1
        assert sum(m.count(False) == 1 for m in meets) >= 3          # a decoy for each constraint
        assert len({x["title"] for x in p["papers"]}) == len(p["papers"])
