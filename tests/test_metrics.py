import json

from venus_tasks import results
from venus_tasks.metrics import scores as S
from venus_tasks.metrics.report import build_report, format_table, write_report

P = {"p": 1, "u": 2, "d": 3, "a": 2, "m": 4}


def rec(key, category, success, no_result=False, steps=4, completion=100, score=None, pudam=P):
    return {"key": key, "category": category, "success": success, "no_result": no_result,
            "outcome": "device_error" if no_result else "agent_done", "steps": steps,
            "score": None if no_result else (1.0 if success else (score or 0.0)), "pudam": pudam,
            "usage": {"prompt_tokens": 1000, "completion_tokens": completion, "cached_tokens": 10,
                      "source": "api"}}


def test_report_has_leaderboard_shape_and_counts_no_result_as_not_solved():
    records = [rec("A_0", "fa", True), rec("B_0", "fa", False), rec("C_0", "fa", False),
               rec("D_0", "cf", True), rec("E_0", "cf", False, no_result=True),
               rec("F_0", "va", False, score=0.5)]
    r = build_report(records, "oracle")
    assert r["episodes"] == 6 and r["no_result"] == 1 and r["successes"] == 2 and r["scored"] == 5
    assert r["categories"]["fa"] == {"episodes": 3, "successes": 1}
    assert r["categories"]["cf"] == {"episodes": 2, "successes": 1}  # the no_result episode counts, unsolved
    scores = r["leaderboard"]["scores"]
    assert set(scores) == {"fa", "cf", "va", "mr", "gsa", "guim", "hgb", "nr", "bc", "total"}
    assert scores["fa"] == 33.3 and scores["cf"] == 50.0 and scores["va"] == 0.0  # partial is not success
    assert scores["mr"] is None and scores["total"] == 33.3
    diag = r["scored_only"]
    assert "diagnostic" in diag["label"] and diag["scores"]["cf"] == 100.0 and diag["scores"]["total"] == 40.0
    assert r["complete"] is False and r["no_result_reasons"] == {"device_error": 1}
    cost = r["leaderboard"]["cost"]
    assert cost["tt_k"] == 0.6 and cost["pt"] == 25.0 and cost["source"] == "api"  # tokens of no_result count
    assert cost["prompt_tokens"] == 6000 and cost["cached_tokens"] == 60
    d = r["leaderboard"]["diagnostics"]
    assert d["p_l12"] == 33 and d["p_l34"] is None and d["m_l34"] == 33 and d["d_l34"] == 33


def test_dodging_into_no_result_cannot_raise_the_headline():
    """MobileWorld's bug: an agent that turns every unsolvable episode into no_result
    must not reach 100."""
    records = [rec(f"T{i}_0", "cf", True) for i in range(5)] + [rec("X_0", "cf", False, no_result=True)]
    r = build_report(records, "dodger")
    assert r["leaderboard"]["scores"]["total"] == 83.3
    assert r["scored_only"]["scores"]["total"] == 100.0


def test_crafted_run_dir_with_no_result_and_unrun_episodes(tmp_path):
    d = str(tmp_path)
    inst = [{"key": k, "seed": 1, "category": c, "pudam": P}
            for k, c in (("A_0", "fa"), ("B_0", "fa"), ("C_0", "cf"), ("D_0", "cf"))]
    results.write_header(d, {"config": {}, "instances": inst, "reference": False})
    results.append_record(d, rec("A_0", "fa", True))
    results.append_record(d, rec("B_0", "fa", False, no_result=True))
    results.append_record(d, rec("C_0", "cf", True))
    report = write_report(d, "agent")                       # D_0 never ran
    assert report["episodes"] == 4 and report["scored"] == 2 and report["no_result"] == 2
    assert report["no_result_reasons"] == {"device_error": 1, "not_run": 1}
    assert report["leaderboard"]["scores"]["total"] == 50.0           # strict: 2 of 4
    assert report["scored_only"]["scores"]["total"] == 100.0          # diagnostic: 2 of 2
    table = format_table(report, "python runner.py --output_dir x")
    assert "INCOMPLETE: 2 of 4" in table and "device_error 1, not_run 1" in table
    assert "resume with: python runner.py --output_dir x" in table and "100.0" in table
    assert results.finished_keys(d) == {"A_0", "C_0"}                 # resume re-runs B_0 and D_0


def test_reference_runs_make_no_leaderboard_entry():
    r = build_report([rec("A_0", "fa", True)], "oracle", reference=True)
    assert r["leaderboard"] is None and r["reference"] is True
    assert "no leaderboard entry" in format_table(r)


def test_diagnostics_split_by_level():
    lo = dict(P, p=2)
    hi = dict(P, p=4)
    d = S.pudam_diagnostics([rec("A_0", "fa", True, pudam=lo), rec("B_0", "fa", False, pudam=hi),
                             rec("C_0", "fa", True, pudam=hi)])
    assert (d["p_l12"], d["p_l34"]) == (100, 50)


def test_run_dir_round_trip_keeps_latest_and_skips_torn_line(tmp_path):
    d = str(tmp_path)
    results.append_record(d, rec("A_0", "fa", False, no_result=True))
    results.append_record(d, rec("A_0", "fa", True))
    results.append_record(d, rec("B_0", "cf", False))
    with open(tmp_path / results.EPISODES_FILE, "a") as f:
        f.write('{"key": "C_0", "trunc')
    records = results.read_records(d)
    assert [(r["key"], r["success"]) for r in records] == [("A_0", True), ("B_0", False)]
    assert results.finished_keys(d) == {"A_0", "B_0"}
    report = write_report(d, "x")
    on_disk = json.loads((tmp_path / "report.json").read_text())
    assert on_disk == report and on_disk["leaderboard"]["scores"]["total"] == 50.0
    table = format_table(report)
    assert "FA" in table and "TOTAL" in table and "50.0" in table
