"""Suite ``mid_diag``: MID-Bench's motivating diagnostics (``shared/seeds/`` MID-Bench section
4): the empty instruction, recognition against action mode, matched / none / mismatched
instructions; the recognition label verifier; the report's ``diag`` block with exact values;
and a run of one state with the oracle and the scripted always-act agent."""

from __future__ import annotations

import contextlib
import io

import pytest

from venus_tasks import registry, results
from venus_tasks.metrics.diag import diag_metrics, format_lines
from venus_tasks.mid_probe import diag, manifest
from verifiers.clarity_labels import stated_clarity

STATE = "DiagAmbiSettingsBatterySaver_Standard_0_s2_saver"


@pytest.mark.parametrize("text, label", [
    ("AMBIGUOUS", "ambiguous"), ("The instruction is clear.", "clear"), ("NO_TASK", "no_task"),
    ("There is no task here.", "no_task"), ("It is unclear which contact.", "ambiguous"),
    ("not clear", "ambiguous"), ("Unambiguous: I can act.", "clear"), ("CLEAR or AMBIGUOUS", None),
    ("Maybe AMBIGUOUS", "ambiguous"), ("I will tap Save.", None), ("", None), ("nuclear", None),
    ("指令有歧义", "ambiguous"), ("指令很明确", "clear"), ("没有任务", "no_task"), ("不清楚要发给谁", "ambiguous"),
])
def test_the_recognition_label_is_read_in_english_and_chinese(text, label):
    assert stated_clarity(text) == label


def test_the_suite_has_seven_probes_on_the_first_base_pivot_of_each_task():
    entries = manifest.load()
    tasks = {e["task"] for e in entries if e["split"] == "ambiguous"}
    states = diag.states(entries)
    assert len(states) == len(tasks) >= 70
    assert len(registry.get_suite("mid_diag")) == 7 * len(tasks)
    for i, s in enumerate(states):       # another task's goal is the mismatched instruction
        assert s["mismatched_with"]["task"] != s["task"] == states[i]["task"]
    suite = registry.get_suite("mid_diag")
    goals = {c.condition + "/" + c.mode: c(c.generate_random_params(0)).goal
             for n, c in suite.items() if n.startswith(STATE + "_")}
    source = registry.get_suite("ambiguity")["AmbiSettingsBatterySaver_Standard"]
    full = source(source.generate_random_params(next(e["seed"] for e in states if e["task"] == source.__name__))).goal
    assert goals["matched/action"] == full and goals["none/action"] == ""
    assert goals["ambiguous/action"] not in ("", full) and goals["mismatched/action"] not in ("", full)
    assert goals["ambiguous/recognition"].endswith(f'Instruction: "{goals["ambiguous/action"]}"')
    assert goals["none/recognition"].endswith('Instruction: ""') and "NO_TASK" in goals["none/recognition"]


def _rec(mode, cond, asked=False, matched=False, label=None, no_result=False):
    return {"task": f"{STATE}_{mode}_{cond}", "no_result": no_result,
            "verdict": None if no_result else {"diag": {"mode": mode, "condition": cond, "asked": asked,
                                                        "matched": matched, "label": label}}}


def test_the_diag_block_gives_the_papers_figures():
    recs = [_rec("action", "none", asked=True), _rec("action", "none", matched=True), _rec("action", "none"),
            _rec("action", "ambiguous", asked=True), _rec("action", "ambiguous", matched=True),
            _rec("action", "ambiguous", no_result=True), _rec("action", "ambiguous"),
            _rec("recognition", "ambiguous", label="ambiguous"), _rec("recognition", "ambiguous", label="ambiguous"),
            _rec("recognition", "ambiguous", label="clear"), _rec("recognition", "ambiguous"),
            _rec("recognition", "none", label="ambiguous"), _rec("recognition", "none", label="no_task"),
            _rec("recognition", "none", label="clear"), _rec("recognition", "clear", label="clear"),
            _rec("action", "matched", matched=True), _rec("action", "matched"),
            _rec("action", "mismatched", matched=True), _rec("action", "mismatched"), _rec("action", "mismatched"),
            {"task": "FaX_0", "no_result": False, "verdict": {}}]
    b = diag_metrics(recs)
    assert b["episodes"] == 20
    assert b["empty_instruction"]["ask"] == {"rate": 33.3, "n": 1, "of": 3}
    e, a = b["empty_vs_ambiguous"]["empty"], b["empty_vs_ambiguous"]["ambiguous"]
    assert e["recognition"] == {"rate": 66.7, "n": 2, "of": 3}     # NO_TASK or AMBIGUOUS
    assert a["ask"] == {"rate": 25.0, "n": 1, "of": 4}             # the lost episode did not ask
    assert a["recognition"] == {"rate": 50.0, "n": 2, "of": 4}
    assert b["recognition_action_gap"] == 25.0
    ic = b["instruction_conditioning"]
    assert (ic["matched"]["rate"], ic["none"]["rate"], ic["mismatched"]["rate"]) == (50.0, 33.3, 33.3)
    assert b["recognition"]["ambiguous"]["labels"] == {"clear": 1, "ambiguous": 2, "no_task": 0, "none": 1}
    assert b["recognition"]["none"]["right"]["rate"] == 33.3 and b["recognition"]["clear"]["right"]["rate"] == 100.0
    assert "recognition-action gap 25.0 pp" in format_lines(b)[0]
    assert diag_metrics([{"task": "FaX_0", "no_result": False}]) is None


@contextlib.contextmanager
def _given(device):
    from venus_tasks.devices import Lease

    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")
    yield lease


def test_the_oracle_and_the_always_act_agent_on_one_state(ready_device, tmp_path):
    """``runner.py --suite mid_diag --tasks <one state's 7 probes> --agent oracle`` (then
    ``always_act``): the careful agent asks when it has nothing or too little and labels
    right; the always-act agent acts on the screen whatever it is told and never asks, so
    it matches as often with no or another task's instruction as with its own, and its
    recognition-action gap is 100 pp."""
    from venus_tasks.suite_runner import RunConfig, run_suite

    tasks = tuple(diag.diag_name(next(e for e in diag.states() if e["task"] == "AmbiSettingsBatterySaver_Standard"),
                                 m, c) for m, c in diag.DIAG_PROBES)
    reports, printed = {}, {}
    for agent in ("oracle", "always_act"):
        out = io.StringIO()
        with _given(ready_device) as lease:
            reports[agent] = run_suite(RunConfig(output_dir=str(tmp_path / agent), suite="mid_diag", tasks=tasks,
                                                 agent=agent, save_screenshots=False), out=out, lease=lease)
        printed[agent] = out.getvalue()
    o, a = reports["oracle"]["diag"], reports["always_act"]["diag"]
    assert reports["oracle"]["successes"] == 7 and reports["oracle"]["no_result"] == 0
    assert o["empty_instruction"]["ask"]["rate"] == 100.0 and o["empty_vs_ambiguous"]["ambiguous"]["ask"]["rate"] == 100.0
    assert o["empty_vs_ambiguous"]["ambiguous"]["recognition"]["rate"] == 100.0 and o["recognition_action_gap"] == 0.0
    assert {c: r["rate"] for c, r in o["instruction_conditioning"].items()} == \
        {"matched": 100.0, "none": 0.0, "mismatched": 0.0}
    assert all(r["right"]["rate"] == 100.0 for r in o["recognition"].values())
    assert a["empty_instruction"]["ask"]["rate"] == 0.0 and a["empty_vs_ambiguous"]["ambiguous"]["ask"]["rate"] == 0.0
    assert a["empty_vs_ambiguous"]["ambiguous"]["recognition"]["rate"] == 100.0 and a["recognition_action_gap"] == 100.0
    assert {c: r["rate"] for c, r in a["instruction_conditioning"].items()} == \
        {"matched": 100.0, "none": 100.0, "mismatched": 100.0}
    # it scores on the matched and the recognition probes only: 4 of 7
    assert reports["always_act"]["successes"] == 4
    recs = {r["task"].rsplit("_", 2)[-2] + "_" + r["task"].rsplit("_", 1)[-1]: r
            for r in results.read_records(str(tmp_path / "always_act"))}
    assert recs["action_none"]["goal"] == "" and recs["action_none"]["steps"] == 2   # one decision, then status
    assert "recognition-action gap 100.0 pp" in printed["always_act"], printed["always_act"]
    assert "mismatched 100.0 (1 of 1)" in printed["always_act"]
