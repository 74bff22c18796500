"""The task pool as a whole: the task table of docs/tasks.md names every registered task, and at
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
    page = open(os.path.join(ROOT, "docs", "tasks.md"), encoding="utf-8").read()
    section = page[:page.index("\n## ")]         # the table, before "## Adding a task"
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    names = set()
    for row in rows:
        cells = row.split("|")
        if len(cells) > 2:
            names.update(re.findall(r"`(\w+)`", cells[2]))
    return names


def test_the_task_table_names_every_task():
    listed = _table_names()
    missing = sorted(c.__name__ for c in TASKS if c.__name__ not in listed)
    assert missing == [], f"add these tasks to the task table in docs/tasks.md: {missing}"


def test_the_task_table_gives_each_tasks_apps_steps_and_pudam():
    """Issue 26: the table gives each task's apps and optimal steps (and its PUDAM levels),
    one row per task, as the registry has them."""
    from venus_tasks.task_stats import measure

    page = open(os.path.join(ROOT, "docs", "tasks.md"), encoding="utf-8").read()
    rows = {}
    for line in page[:page.index("\n## ")].splitlines():
        cells = [c.strip() for c in line.split("|")[1:-1]]
        if len(cells) == 6 and re.fullmatch(r"`\w+`", cells[1]):
            rows[cells[1].strip("`")] = cells[2:5]
    wrong = {}
    for cls in TASKS:
        depth = measure(cls)
        steps = "-" if depth.median_steps is None else f"{depth.median_steps:g}"
        want = [", ".join(cls.app_names), steps, "/".join(map(str, depth.pudam))]
        if rows.get(cls.__name__) != want:
            wrong[cls.__name__] = f"{rows.get(cls.__name__)} should be {want}"
    assert wrong == {}, f"docs/tasks.md rows (apps | optimal steps | P/U/D/A/M) to fix: {wrong}"


def test_at_most_15_percent_of_tasks_are_judged():
    judged = [c.__name__ for c in TASKS if c.info.evaluation is Evaluation.JUDGE]
    assert len(judged) <= 0.15 * len(TASKS), judged


# At least VenusBench-Mobile's primary-task count in each category (its task inventory:
# 22 FA, 22 CF, 16 VA, 10 MR, 10 GSA, 9 GUIM, 34 HGB, 16 NR, 10 BC; 149 in all).
MINIMUM = {"fa": 22, "cf": 22, "va": 16, "mr": 10, "gsa": 10, "guim": 9, "hgb": 34, "nr": 16, "bc": 10}


def test_every_category_has_at_least_venusbench_mobiles_count():
    counts = collections.Counter(c.info.category.value for c in TASKS)
    assert sum(counts.values()) == len(TASKS)
    short = {cat: f"{counts.get(cat, 0)} < {n}" for cat, n in MINIMUM.items() if counts.get(cat, 0) < n}
    assert short == {}, short


def test_the_task_page_counts_match_the_registry():
    page = open(os.path.join(ROOT, "docs", "tasks.md"), encoding="utf-8").read()
    m = re.search(r"\n(\d+) tasks: ((?:\d+ [A-Z]+,?\s*)+)", page)
    assert m, "docs/tasks.md should open with '<N> tasks: <n> FA, <n> CF, ...'"
    counts = collections.Counter(c.info.category.name for c in TASKS)
    said = {cat: int(n) for n, cat in re.findall(r"(\d+) ([A-Z]+)", m.group(2))}
    assert int(m.group(1)) == len(TASKS) and said == dict(counts), (m.group(0), dict(counts))
