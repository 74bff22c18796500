"""SR per variant, Min, Max, SPR with incomplete base instances, and pass^k/pass@k, from a
crafted run directory, against values computed by hand. A base or cell without a result
counts as a failure (strict, like SR); the old rule, which left it out, survives only as
the labelled ``scored_only`` diagnostic."""

from __future__ import annotations

import json

import pytest

from venus_tasks.metrics.report import format_table, write_report
from venus_tasks.metrics.stability import consistency, split_key, stability


def rec(key, success, no_result=False, category="cf"):
    base, variant, repeat = split_key(key)
    return {"key": key, "task": base.rsplit("_", 1)[0], "category": category,
            "variant": "" if variant == "original" else variant, "repeat": repeat,
            "success": success, "no_result": no_result, "outcome": "agent_error" if no_result else "agent_done",
            "score": None if no_result else float(success), "steps": 3, "attempts": 1,
            "usage": {"completion_tokens": 10, "prompt_tokens": 100, "source": "api"},
            "pudam": {"p": 1, "u": 2, "d": 3, "a": 4, "m": 1}}


# A: stable. B: fails in zh. C: zh has no result (incomplete). D: dark does not apply to it.
GRID = [rec("A_0", True), rec("A_0@zh", True), rec("A_0@dark", True),
        rec("B_0", True), rec("B_0@zh", False), rec("B_0@dark", True),
        rec("C_0", True), rec("C_0@zh", False, no_result=True), rec("C_0@dark", True),
        rec("D_0", True), rec("D_0@zh", True)]
SKIPPED = [{"task": "D", "variant": "dark", "reason": "the task itself changes secure ui_night_mode"}]


def test_split_key():
    assert split_key("Task_0") == ("Task_0", "original", 0)
    assert split_key("Multi_Word_Task_3@zh#2") == ("Multi_Word_Task_3", "zh", 2)
    assert split_key("Task_1#1") == ("Task_1", "original", 1)
    with pytest.raises(ValueError, match="not an episode key"):
        split_key("no-index")


def test_stability_by_hand():
    st = stability(GRID, ["original", "zh", "dark"], SKIPPED)
    assert st["variants"] == {
        "original": {"episodes": 4, "successes": 4, "no_result": 0, "sr": 100.0},
        "zh": {"episodes": 4, "successes": 2, "no_result": 1, "sr": 50.0},
        "dark": {"episodes": 3, "successes": 3, "no_result": 0, "sr": 100.0}}
    assert (st["min"], st["max"]) == (50.0, 100.0)
    assert (st["bases"], st["complete"], st["stable"], st["incomplete"]) == (4, 3, 2, ["C_0"])
    assert st["spr"] == 50.0                         # A and D of A, B, C, D (C has no result in zh: not stable)
    assert st["scored_only"]["spr"] == 66.7          # the old rule, a diagnostic: A and D of A, B, D
    assert st["leaderboard"] == {"original": 100.0, "chinese": 50.0, "variation": None, "dark": 100.0,
                                 "pad": None, "min": 50.0, "max": 100.0, "spr": 50.0}


def test_a_missing_cell_makes_the_base_incomplete_and_not_stable():
    st = stability([r for r in GRID if r["key"] != "B_0@zh"], ["original", "zh", "dark"], SKIPPED)
    assert st["incomplete"] == ["B_0", "C_0"] and st["spr"] == 50.0   # A and D of 4 (was 100.0: of A and D)


def test_pass_hat_k_and_pass_at_k_by_hand():
    runs = [rec("A_0", True), rec("A_0#1", True), rec("A_0#2", False),
            rec("B_0", True), rec("B_0#1", True), rec("B_0#2", True),
            rec("C_0", False), rec("C_0#1", False, no_result=True), rec("C_0#2", False)]
    c = consistency(runs)
    assert c["k"] == 3 and c["incomplete"] == ["C_0"]
    assert c["cells"]["A_0"] == {"runs": 3, "successes": 2, "pass_hat_k": 0, "pass_at_k": 1}
    assert c["cells"]["B_0"] == {"runs": 3, "successes": 3, "pass_hat_k": 1, "pass_at_k": 1}
    assert c["cells"]["C_0"] == {"runs": 3, "successes": 0, "pass_hat_k": 0, "pass_at_k": 0, "no_result": 1}
    assert (c["pass_hat_k"], c["pass_at_k"]) == (33.3, 66.7)      # C_0 failed (was left out: 50.0, 100.0)
    assert (c["scored_only"]["pass_hat_k"], c["scored_only"]["pass_at_k"]) == (50.0, 100.0)


def test_the_report_of_a_grid_run(tmp_path):
    runs = GRID + [rec("A_0#1", False), rec("B_0#1", True)]
    instances = [{"key": r["key"], "category": "cf", "variant": r["variant"], "repeat": r["repeat"],
                  "pudam": r["pudam"]} for r in runs]
    header = {"config": {"variants": ["original", "zh", "dark"], "repeats": 2, "noise": []},
              "agent_identity": {"reference": False, "not_ranked": None}, "instances": instances,
              "skipped": SKIPPED}
    (tmp_path / "header.json").write_text(json.dumps(header))
    (tmp_path / "episodes.jsonl").write_text("".join(json.dumps({**r, "attempts": 1}) + "\n" for r in runs))
    report = write_report(str(tmp_path), "agent")
    # headline: the plain instances, every repeat: A_0, A_0#1, B_0, B_0#1, C_0, D_0 -> 5 of 6
    assert (report["episodes"], report["successes"]) == (6, 5)
    # C_0@zh has no result: the run is incomplete, so the leaderboard publishes no stability (it published
    # SPR 66.7 with C_0 left out)
    assert report["complete"] is False and report["twins"]["no_result"] == 1
    assert report["leaderboard"]["stability"] is None
    assert "incomplete" in report["leaderboard"]["null_reasons"]["stability"]
    assert report["stability"]["spr"] == 50.0
    assert report["consistency"]["cells"]["A_0"] == {"runs": 2, "successes": 1, "pass_hat_k": 0, "pass_at_k": 1}
    table = format_table(report)
    assert "SPR 50.0: 2 of 4 base instance(s)" in table and "1 incomplete" in table
    assert "counted as not stable" in table and "leaderboard stability: null" in table
    assert "INCOMPLETE: 1 of 7 variant or noise twin(s)" in table
    assert "zh 50.0" in table and "pass^2" in table
    # resumed: C_0@zh now fails with a result; the run is complete and stability is published
    with open(tmp_path / "episodes.jsonl", "a") as f:
        f.write(json.dumps({**rec("C_0@zh", False), "attempts": 1}) + "\n")
    report = write_report(str(tmp_path), "agent")
    assert report["complete"] is True and report["leaderboard"]["stability"]["spr"] == 50.0
    assert "null_reasons" not in report["leaderboard"]
