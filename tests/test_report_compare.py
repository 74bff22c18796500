"""``python -m venus_tasks.report compare`` (issue 30, deliverable 5) on crafted run
directories: the paired statistics against hand-computed values, the tasks that flip with
links to both trajectories, the refusal of runs that are not comparable."""

import json
import os
import subprocess
import sys
import urllib.parse

import pytest

from tests.report_runs import make_run, record
from venus_tasks.report import write_reports
from venus_tasks.report.compare import CompareMismatchError, build_comparison, write_comparison
from venus_tasks.report.stats import mcnemar_exact, paired_bootstrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DONE = {"action_type": "status", "goal_status": "complete"}

# Ten shared instances (Task0..Task5 FA, Task6..Task9 CF): both runs solve Task0, only A
# solves Task1, only B solves Task2..Task8, neither Task9 (not run at all in A).
A_SOLVES = {0, 1}
B_SOLVES = {0, 2, 3, 4, 5, 6, 7, 8}


def _cat(i):
    return "fa" if i <= 5 else "cf"


def _not_run(i):
    return {"key": f"Task{i}_0", "category": _cat(i), "variant": "", "repeat": 0,
            "pudam": {"p": 1, "u": 1, "d": 1, "a": 1, "m": 1}, "noise": []}


def _run(path, solves, extra=(), seed=30, suite="venus", skip=(), draw11=7, solves11=False):
    records = [record(f"Task{i}", category=_cat(i), success=i in solves, actions=[DONE]) for i in range(10)
               if i not in skip]
    records.append(record("Task11", category="fa", success=solves11, actions=[DONE], draw_seed=draw11, attempt=1))
    records += [record(f"Task{i}", category=_cat(i), success=True, actions=[DONE]) for i in extra]
    return make_run(path, records, seed=seed, suite=suite, extra_instances=[_not_run(i) for i in skip])


@pytest.fixture
def runs(tmp_path):
    a = _run(tmp_path / "a", A_SOLVES, skip=(9,), solves11=True)
    b = _run(tmp_path / "b", B_SOLVES, extra=(10,), draw11=99)      # Task11: another draw; Task10 only in B
    for d in (a, b):
        write_reports(d)
    return a, b, str(tmp_path / "out")


def test_mcnemar_exact_matches_hand_computed_values():
    # b=1, c=7: n=8, tail C(8,0)+C(8,1) = 9, p = 2*9/2^8 = 18/256
    assert mcnemar_exact(1, 7) == 18 / 256 == 0.0703125
    assert mcnemar_exact(7, 1) == 0.0703125
    assert mcnemar_exact(0, 8) == 2 / 256
    assert mcnemar_exact(1, 4) == 2 * (1 + 5) / 32          # 0.375
    assert mcnemar_exact(5, 5) == 1.0 and mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(0, 60) == 2 / 2 ** 60              # exact far in the tail, no underflow to 0
    with pytest.raises(ValueError):
        mcnemar_exact(-1, 2)


def test_paired_bootstrap_interval():
    a = [True, True] + [False] * 8
    b = [True, False] + [True] * 7 + [False]
    lo, hi = paired_bootstrap(a, b)
    assert lo < 60.0 < hi and 0 < lo and hi <= 100          # the observed difference, (7 - 1) / 10
    assert paired_bootstrap(a, b) == (lo, hi)               # seeded: the same interval every time
    assert paired_bootstrap([False] * 5, [True] * 5) == (100.0, 100.0)
    assert paired_bootstrap([], []) is None
    with pytest.raises(ValueError):
        paired_bootstrap([True], [True, False])


def test_compare_json_pairs_the_shared_instances(runs):
    a, b, out = runs
    data = build_comparison([a, b], out)
    (cmp,) = data["comparisons"]
    assert cmp["pairs"] == 10 and cmp["only_b"] == ["Task10_0"] and cmp["only_a"] == []
    assert cmp["different_draws"] == ["Task11_0"]           # a retry drew another instance: left out
    groups = {g["group"]: g for g in cmp["groups"]}
    total = groups["total"]
    assert (total["both"], total["a_only"], total["b_only"], total["neither"]) == (1, 1, 7, 1)
    assert total["mcnemar_p"] == 0.0703125                  # 18/256, by hand above
    assert total["paired_diff"] == 60.0 and total["ci"][0] < 60.0 < total["ci"][1]
    fa, cf = groups["fa"], groups["cf"]
    assert (fa["pairs"], fa["a_only"], fa["b_only"], fa["mcnemar_p"]) == (6, 1, 4, 0.375)
    assert (cf["pairs"], cf["a_only"], cf["b_only"], cf["mcnemar_p"]) == (4, 0, 3, 0.25)
    assert groups["mr"]["pairs"] == 0 and groups["mr"]["mcnemar_p"] is None
    # SR side by side: each run's strict SR from its report.json
    ra, rb = (json.load(open(os.path.join(d, "report.json"))) for d in (a, b))
    assert total["sr_a"] == ra["scores"]["total"] == 27.3   # 3 of 11 (Task9 not run counts)
    assert total["sr_b"] == rb["scores"]["total"] == 75.0   # 9 of 12 (Task10, B only, solved)
    assert total["diff"] == 47.7 and fa["sr_a"] == ra["scores"]["fa"]


def test_flipped_tasks_link_to_both_trajectories(runs):
    a, b, out = runs
    path = write_comparison([a, b], out)
    data = json.load(open(os.path.join(out, "compare.json")))
    flips = data["comparisons"][0]["flips"]
    assert [f["key"] for f in flips] == ["Task6_0", "Task7_0", "Task8_0", "Task2_0", "Task3_0", "Task4_0",
                                         "Task5_0", "Task1_0"]    # B's gains (by category), then A's
    one = next(f for f in flips if f["key"] == "Task1_0")
    assert one["a"]["success"] and not one["b"]["success"] and one["b"]["reason"] == "verifier: goal not met"
    assert one["a"]["href"] == "../a/episodes/Task1_0.html" and one["b"]["href"] == "../b/episodes/Task1_0.html"
    html = open(path, encoding="utf-8").read()
    assert '<tr data-key="Task1_0">' in html and "0.07031" in html and "McNemar" in html
    assert "Efron" in html and "C(b+c, k)" in html          # which test and interval, with the formula
    for href in (one["a"]["href"], one["b"]["href"], data["runs"][1]["report_href"]):
        assert f'href="{href}"' in html
        assert os.path.exists(os.path.join(out, urllib.parse.unquote(href))), href


def test_runs_of_other_seeds_or_suites_are_refused(runs, tmp_path):
    a, _, out = runs
    other_seed = _run(tmp_path / "seed31", B_SOLVES, seed=31)
    other_suite = _run(tmp_path / "ambi", B_SOLVES, suite="ambiguity")
    proc = subprocess.run([sys.executable, "-m", "venus_tasks.report", "compare", a, other_seed, "-o", out],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and not proc.stdout
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "seed (30 vs 31)" in lines[0] and "--allow_mismatch" in lines[0], proc.stderr
    assert not os.path.exists(os.path.join(out, "compare.json"))
    with pytest.raises(CompareMismatchError, match=r"suite \(venus vs ambiguity\)"):
        build_comparison([a, other_suite], out)
    proc = subprocess.run([sys.executable, "-m", "venus_tasks.report", "compare", a, other_seed, "-o", out,
                           "--allow_mismatch"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == os.path.abspath(os.path.join(out, "compare.html"))
    assert "These runs differ in seed (30 vs 31)" in open(proc.stdout.strip(), encoding="utf-8").read()


def test_more_than_two_runs_are_each_compared_with_the_first(runs, tmp_path):
    a, b, out = runs
    c = _run(tmp_path / "c", A_SOLVES, skip=(9,), solves11=True)         # the same results as A
    data = build_comparison([a, b, c], out)
    assert [(x["a"], x["b"]) for x in data["comparisons"]] == [(0, 1), (0, 2)]
    assert [r["label"] for r in data["runs"]] == ["A", "B", "C"]
    same = data["comparisons"][1]
    assert same["flips"] == [] and next(g for g in same["groups"] if g["group"] == "total")["mcnemar_p"] == 1.0


def test_the_compare_command_needs_two_runs_and_an_output(runs):
    a, _, out = runs
    proc = subprocess.run([sys.executable, "-m", "venus_tasks.report", "compare", a, "-o", out], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "at least two run directories" in proc.stderr
    proc = subprocess.run([sys.executable, "-m", "venus_tasks.report", "compare", a, a + "-missing", "-o", out],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "is not a directory" in proc.stderr and len(proc.stderr.splitlines()) == 1
