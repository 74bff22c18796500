"""``runner.py --variants ... --repeats ...`` end to end on the built-in simulated device:
the task x variant grid, read-backs in the records, SPR 100 for the oracle and 0 for noop."""

from __future__ import annotations

import json

from tests.test_cli import run

GRID = "--variants=original,zh,paraphrase,dark,tablet"
TASKS = "--tasks=NoiseResistExpenseDeletePopUp,MultiRoundWifiOffThenBack,NoiseResistSettingsWifiDarkThemeCall"


def records(out):
    return {r["key"]: r for r in map(json.loads, (out / "episodes.jsonl").read_text().splitlines())}


def test_the_oracle_is_stable_in_every_variant(tmp_path):
    proc = run(TASKS, GRID, f"--output_dir={tmp_path}")
    assert proc.returncode == 0, proc.stderr
    report = json.loads((tmp_path / "report.json").read_text())
    st = report["stability"]
    # 3 tasks x 5 variants, less dark for the task about the dark theme
    assert report["no_result"] == 0 and sum(v["episodes"] for v in st["variants"].values()) == 14
    assert st["skipped"] == [{"task": "NoiseResistSettingsWifiDarkThemeCall", "variant": "dark", "instance_id": 0,
                              "reason": "the task itself changes secure ui_night_mode, which dark sets"}]
    assert (st["spr"], st["stable"], st["complete"], st["min"], st["max"]) == (100.0, 3, 3, 100.0, 100.0)
    recs = records(tmp_path)
    assert recs["MultiRoundWifiOffThenBack_0@dark"]["device_variant"]["applied"] == {"night_mode": "yes"}
    assert recs["MultiRoundWifiOffThenBack_0@tablet"]["device_variant"]["applied"]["size"] == "1600x2560"
    zh = recs["MultiRoundWifiOffThenBack_0@zh"]
    assert "WLAN" in zh["goal"] and any("WLAN" in d["text"] for d in zh["dialogue"] if d.get("kind") == "follow_up")
    assert recs["NoiseResistExpenseDeletePopUp_0@paraphrase"]["goal"] != recs["NoiseResistExpenseDeletePopUp_0"]["goal"]
    assert "SPR 100.0: 3 of 3" in proc.stdout and "[14/14]" in proc.stdout


def test_noop_is_never_stable_and_repeats_give_pass_k(tmp_path):
    proc = run(TASKS, "--variants=original,zh", "--repeats=2", "--agent=noop", f"--output_dir={tmp_path}")
    assert proc.returncode == 0, proc.stderr
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["stability"]["spr"] == 0.0 and report["stability"]["complete"] == 3
    assert report["leaderboard"]["stability"]["chinese"] == 0.0
    c = report["consistency"]
    assert c["k"] == 2 and len(c["cells"]) == 6 and (c["pass_hat_k"], c["pass_at_k"]) == (0.0, 0.0)
    assert "MultiRoundWifiOffThenBack_0@zh#1" in records(tmp_path)


def test_bad_variant_flags_fail_before_any_device_work(tmp_path):
    proc = run(TASKS, "--variants=original,sepia", f"--output_dir={tmp_path}")
    assert proc.returncode != 0 and "unknown variant; valid variants: original, zh, paraphrase" in proc.stderr
    proc = run(TASKS, "--repeats=0", f"--output_dir={tmp_path}")
    assert proc.returncode != 0 and "--repeats must be at least 1" in proc.stderr
    assert not (tmp_path / "episodes.jsonl").exists()
