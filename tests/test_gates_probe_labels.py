"""``python -m venus_tasks.agents.gates collect`` on a gated ``mid_probe`` run labels each
probe's decision step from its split (ask on ambiguous and hard probes, act on clear
ones: MID-Bench's gold decision, ``shared/seeds/`` 001 sections 5.3 and 6.1), so that
``tune`` runs on it without hand labels; steps after the reply and other suites' steps
stay unlabelled. Records are written by hand (no device, no model)."""

from __future__ import annotations

import json

from venus_tasks.agents.gates.__main__ import main as gates_main


def _record(key: str, split: str | None, scores: list[float]) -> dict:
    verdict = {"probe": {"split": split}} if split else {"requirements": {"a": True}}
    trajectory = [{"step": i, "action": {"action_type": "ask_user" if i == 0 else "click"},
                   "raw": {"gate": {"gate": "sgc", "score": s, "fired": s > 0.6}}} for i, s in enumerate(scores)]
    return {"key": key, "category": "VA", "outcome": "agent_done", "no_result": False, "success": False,
            "steps": len(scores), "usage": {}, "pudam": {}, "verdict": verdict, "trajectory": trajectory}


def test_collect_labels_probe_decisions_from_their_split_and_tune_reads_them(tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    records = [_record("ProbeA_ambiguous_0", "ambiguous", [1.2, 0.1]), _record("ProbeA_hard_0", "hard", [0.9]),
               _record("ProbeA_clear_0", "clear", [0.3]), _record("ProbeB_clear_0", "clear", [0.5]),
               _record("AmbiX_Standard_0", None, [0.7])]
    (run / "episodes.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    points = tmp_path / "points.jsonl"
    assert gates_main(["collect", "--run", str(run), "--out", str(points)]) == 0
    got = {p["id"]: p["label"] for p in map(json.loads, points.read_text().splitlines())}
    assert got == {"ProbeA_ambiguous_0/step0": "ask", "ProbeA_ambiguous_0/step1": None,
                   "ProbeA_hard_0/step0": "ask", "ProbeA_clear_0/step0": "act", "ProbeB_clear_0/step0": "act",
                   "AmbiX_Standard_0/step0": None}
    # tune needs every line labelled: keep the labelled ones, as a user would after collect
    labelled = tmp_path / "val.jsonl"
    labelled.write_text("".join(line + "\n" for line in points.read_text().splitlines()
                                if json.loads(line)["label"]))
    out = tmp_path / "t.json"
    assert gates_main(["tune", "--validation", str(labelled), "--out", str(out)]) == 0
    tuned = json.loads(out.read_text())
    # asks 1.2 and 0.9, acts 0.3 and 0.5: the midpoint 0.7 separates them (F1 1.0)
    assert tuned["thresholds"] == {"sgc": 0.7} and tuned["tuned"]["sgc"]["f1"] == 1.0
