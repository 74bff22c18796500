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


def test_report_has_leaderboard_shape_and_excludes_no_result():
    records = [rec("A_0", "fa", True), rec("B_0", "fa", False), rec("C_0", "fa", False),
               rec("D_0", "cf", True), rec("E_0", "cf", False, no_result=True),
               rec("F_0", "va", False, score=0.5)]
    r = build_report(records, "oracle")
    assert r["episodes"] == 6 and r["no_result"] == 1 and r["successes"] == 2
    assert r["categories"]["fa"] == {"episodes": 3, "successes": 1}
    assert r["categories"]["cf"] == {"episodes": 1, "successes": 1}
    scores = r["leaderboard"]["scores"]
    assert set(scores) == {"fa", "cf", "va", "mr", "gsa", "guim", "hgb", "nr", "bc", "total"}
    assert scores["fa"] == 33.3 and scores["cf"] == 100.0 and scores["va"] == 0.0  # partial is not success
    assert scores["mr"] is None and scores["total"] == 40.0
    cost = r["leaderboard"]["cost"]
    assert cost["tt_k"] == 0.5 and cost["pt"] == 25.0 and cost["source"] == "api"
    assert cost["prompt_tokens"] == 5000 and cost["cached_tokens"] == 50
    d = r["leaderboard"]["diagnostics"]
    assert d["p_l12"] == 40 and d["p_l34"] is None and d["m_l34"] == 40 and d["d_l34"] == 40


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
