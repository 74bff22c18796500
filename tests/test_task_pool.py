"""The task pool as a whole: the README's task table names every registered task, and at
most 15% of the tasks are decided by an MLLM judge (the rest by device state and
deterministic answer checks)."""

from __future__ import annotations

import collections
import os
import re

from venus_tasks import registry
from venus_tasks.task import Evaluation

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TASKS = registry.select("venus")


def _table_names() -> set[str]:
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    section = readme[readme.index("## Tasks"):]
    section = section[:section.index("\n## ", 1)]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    names = set()
    for row in rows:
        cells = row.split("|")
        if len(cells) > 2:
            names.update(re.findall(r"`(\w+)`", cells[2]))
    return names


def test_the_readme_task_table_names_every_task():
    listed = _table_names()
    missing = sorted(c.__name__ for c in TASKS if c.__name__ not in listed)
    assert missing == [], f"add these tasks to the README's task table: {missing}"


def test_at_most_15_percent_of_tasks_are_judged():
    judged = [c.__name__ for c in TASKS if c.info.evaluation is Evaluation.JUDGE]
    assert len(judged) <= 0.15 * len(TASKS), judged


def test_every_category_counts_its_tasks():
    counts = collections.Counter(c.info.category.value for c in TASKS)
    assert sum(counts.values()) == len(TASKS) and len(TASKS) >= 62
    assert {"fa", "cf", "va", "mr", "gsa", "hgb", "nr"} <= set(counts)
