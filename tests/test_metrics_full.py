"""Every metric of report.json from a crafted run directory (header.json + episodes.jsonl
written here), against values computed by hand (the arithmetic is in the comments).

The run: 15 scheduled plain episodes over 9 tasks and 7 categories, with partial credit,
a device_error, a never-run instance, a NaN score, dialogue episodes (answers, a refusal,
a repeated question, vague and out-of-scope questions), per-requirement verdicts and a gap,
a repeat, two zh variant twins and a noise twin.
"""

from __future__ import annotations

import json
import math

import pytest

from venus_tasks.metrics import interaction as I
from venus_tasks.metrics.records import invalid_scores, number
from venus_tasks.metrics.report import build_report, format_table, write_report

LO = {"p": 1, "u": 2, "d": 1, "a": 2, "m": 1}
HI = {"p": 3, "u": 4, "d": 3, "a": 4, "m": 3}
MIX = {"p": 1, "u": 4, "d": 2, "a": 3, "m": 4}
NAN = float("nan")


def ask(text, kind, filled=()):
    return ("ask_user", text, kind, list(filled))


def episode(key, category, outcome, score, success, completion, pudam, acts, verdict=None, summary=True,
            variant="", prompt=1000):
    """A record as the episode loop writes it; ``acts`` are action types or ``ask(...)``
    tuples (the question, the strict reply's kind and the ids it filled)."""
    trajectory, dialogue = [], []
    for i, a in enumerate(acts):
        if isinstance(a, tuple):
            _, text, kind, filled = a
            trajectory.append({"step": i, "action": {"action_type": "ask_user", "text": text}, "usage": {}, "raw": None})
            dialogue += [{"role": "agent", "step": i, "text": text},
                         {"role": "user", "step": i, "text": "reply", "kind": kind, "filled": filled}]
        else:
            trajectory.append({"step": i, "action": {"action_type": a}, "usage": {}, "raw": None})
    asks = [e["step"] for e in trajectory if e["action"]["action_type"] == "ask_user"]
    rec = {"key": key, "task": key.split("@")[0].split("#")[0].rsplit("_", 1)[0], "category": category,
           "variant": variant, "repeat": int(key.split("#")[1]) if "#" in key else 0, "pudam": pudam,
           "evaluation": "state", "goal": "g", "agent": "m", "max_steps": 10, "outcome": outcome,
           "score": score, "success": success, "steps": len(acts), "answer": "", "trajectory": trajectory,
           "dialogue": dialogue, "error": None, "verdict": verdict or {},
           "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "cached_tokens": 100, "source": "api"},
           "noise_plan": [], "noise": [], "rounds": [], "device_variant": {},
           "no_result": outcome in ("device_error", "setup_error", "agent_error", "verify_error")}
    if summary:
        rec["interaction"] = {"questions": len(asks), "first_question_step": asks[0] if asks else None,
                              "acted_before_asking": None if not asks else any(
                                  e["action"]["action_type"] in ("click", "input_text")
                                  for e in trajectory if e["step"] < asks[0])}
    return rec


def done(n):
    """n - 1 clicks, then status."""
    return ["click"] * (n - 1) + ["status"]


RECORDS = [
    episode("FaA_0", "fa", "agent_done", 1.0, True, 400, LO, done(4)),
    episode("FaA_0#1", "fa", "agent_done", 0.0, False, 600, LO, done(6)),
    episode("FaB_0", "fa", "agent_done", 0.5, False, 500, HI, done(5)),                 # partial credit
    episode("FaB_1", "fa", "device_error", None, False, 200, HI, done(2)),              # no result
    # asks before acting; the reply fills the missing requirement; solved
    episode("CfAsk_0", "cf", "agent_done", 1.0, True, 300, MIX,
            ["open_app", ask("Delete all 3 or none?", "answer", ["resolution"]), "click", "click", "status"],
            verdict={"requirements": {"anchor": True, "resolution": True}}),
    # clicks first; a UI question (refusal), a specific one (answer), the same again (repetitive); fails
    episode("CfAsk_1", "cf", "agent_done", 0.0, False, 600, MIX,
            ["click", ask("Should I tap Delete?", "refusal"), ask("All or none?", "answer", ["resolution"]),
             ask("All or none?", "answer", ["resolution"]), "click", "status"],
            verdict={"requirements": {"anchor": False, "resolution": False}}),
    # never asks, acts, solved: Match-Only credit without asking
    episode("CfAsk_2", "cf", "agent_done", 1.0, True, 300, MIX, done(3),
            verdict={"requirements": {"anchor": True, "resolution": True}}),
    # CfAsk_3 is scheduled and never ran
    # the record lists its gap; one gap requirement filled, one out-of-scope question; partial credit
    episode("CfGap_0", "cf", "agent_done", 0.5, False, 400, LO,
            [ask("What amount?", "answer", ["amount"]), ask("Which color?", "no_preference"), "input_text", "status"],
            verdict={"gap": ["amount", "category"],
                     "requirements": {"anchor": True, "amount": True, "category": False}}, summary=False),
    episode("CfGap_1", "cf", "agent_done", 1.0, True, 200, LO, done(2),
            verdict={"gap": [], "requirements": {"anchor": True}}),
    # a vague and an out-of-scope question, then scrolls until the budget runs out
    episode("VaQ_0", "va", "step_budget", 0.0, False, 1000, HI,
            ["navigate_home", ask("What should I do?", "non_informative"), ask("Which color?", "no_preference"),
             *["scroll"] * 7], verdict={"requirements": {"x": "yes"}}),   # not true/false: not usable
    episode("MrX_0", "mr", "round_failed", 0.0, False, 300, MIX, done(3)),
    episode("HgbNaN_0", "hgb", "agent_done", NAN, True, 700, HI, done(7)),              # NaN score: no result
    episode("GsaC_0", "gsa", "agent_crash", 0.0, False, 100, LO, ["click"], prompt=NAN),
    episode("NrN_0", "nr", "agent_done", 1.0, True, 400, HI, done(4)),
    episode("FaA_0@zh", "fa", "agent_done", 1.0, True, 300, LO, done(3), variant="zh"),
    episode("CfAsk_0@zh", "cf", "agent_done", 0.0, False, 400, MIX, done(4), variant="zh"),
    episode("NrN_0@noise", "nr", "agent_done", 0.0, False, 500, HI, done(5), variant="noise"),
]
for i, r in enumerate(RECORDS):
    r["started_at"], r["duration_s"] = 1001.0 + 10 * i, 4.5
RECORDS[12]["duration_s"] = NAN                                                         # GsaC_0

HEADER = {
    "config": {"agent": "openai", "model": "m-1", "suite": "venus", "seed": 7, "n_task_combinations": 2,
               "categories": [], "tasks": [], "variants": ["original", "zh"], "repeats": 1, "noise": ["popup"],
               "user": "strict", "agent_config": {"model": "m-1"}},
    "device": {"serial": "emulator-5554", "adb": "127.0.0.1:5037", "source": "builtin-simulator"},
    "started_at": 1000.0, "git_revision": "abc123",
    "agent_identity": {"agent_class": "venus_tasks.agents.openai_agent.OpenAIAgent", "reference": False,
                       "not_ranked": None},
    "instances": [{"key": r["key"], "category": r["category"], "variant": r["variant"], "repeat": r["repeat"],
                   "pudam": r["pudam"], "noise": [{"kind": "popup"}] if r["variant"] == "noise" else []}
                  for r in RECORDS] + [{"key": "CfAsk_3", "category": "cf", "variant": "", "repeat": 0,
                                        "pudam": MIX, "noise": []}],
    "skipped": [],
}


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("run")
    (d / "header.json").write_text(json.dumps(HEADER))
    # written by hand: NaN as JSON's non-standard NaN (results.append_record would write null)
    (d / "episodes.jsonl").write_text("".join(json.dumps(r) + "\n" for r in RECORDS))
    assert "NaN" in (d / "episodes.jsonl").read_text()
    rep = write_report(str(d), "m-1")
    text = (d / "report.json").read_text()
    json.loads(text, parse_constant=lambda c: pytest.fail(f"report.json holds {c}"))
    assert rep == json.loads(text)
    return rep


def test_headline_and_categories_with_partial_credit_and_no_result(report):
    # 15 scheduled plain episodes (14 records + CfAsk_3 never run); no result: FaB_1, CfAsk_3, HgbNaN_0
    assert (report["episodes"], report["scored"], report["no_result"], report["successes"]) == (15, 12, 3, 5)
    assert report["invalid_scores"] == 1                  # HgbNaN_0: success true in the record, counted not solved
    assert report["no_result_reasons"] == {"device_error": 1, "not_run": 1, "invalid_score": 1}
    assert report["outcomes"] == {"agent_done": 9, "device_error": 1, "step_budget": 1, "round_failed": 1,
                                  "invalid_score": 1, "agent_crash": 1, "not_run": 1}
    assert "every scheduled episode" in report["rules"] and "partial credit" in report["rules"]
    c = report["by_category"]
    # fa: FaA_0 1, FaA_0#1 0, FaB_0 0.5, FaB_1 none -> mean (1 + 0 + 0.5 + 0) / 4 = 0.375
    assert c["fa"] == {"episodes": 4, "successes": 1, "sr": 25.0, "partial": 1, "mean_score": 0.375, "no_result": 1}
    # cf: CfAsk_0 1, _1 0, _2 1, _3 not run, CfGap_0 0.5, CfGap_1 1 -> 3 / 6 = 50.0; mean 3.5 / 6 = 0.583
    assert c["cf"] == {"episodes": 6, "successes": 3, "sr": 50.0, "partial": 1, "mean_score": 0.583, "no_result": 1}
    assert c["va"] == {"episodes": 1, "successes": 0, "sr": 0.0, "partial": 0, "mean_score": 0.0, "no_result": 0}
    assert c["hgb"] == {"episodes": 1, "successes": 0, "sr": 0.0, "partial": 0, "mean_score": 0.0, "no_result": 1}
    assert c["nr"] == {"episodes": 1, "successes": 1, "sr": 100.0, "partial": 0, "mean_score": 1.0, "no_result": 0}
    assert c["guim"] == {"episodes": 0, "successes": 0, "sr": None, "partial": 0, "mean_score": None, "no_result": 0}
    # total: 5 / 15 = 33.3; scores 1+0+.5+0 +1+0+1+0+.5+1 +0+0+0+0+1 = 6 -> 6 / 15 = 0.4
    assert c["total"] == {"episodes": 15, "successes": 5, "sr": 33.3, "partial": 2, "mean_score": 0.4, "no_result": 3}
    assert report["scores"]["total"] == 33.3 and report["scores"]["fa"] == 25.0
    assert report["scored_only"]["scores"]["total"] == 41.7                   # 5 / 12 = 41.67
    assert report["categories"]["cf"] == {"episodes": 6, "successes": 3}     # the old shape is kept


def test_per_task_table(report):
    t = report["tasks"]
    assert list(t) == ["CfAsk", "CfGap", "FaA", "FaB", "GsaC", "HgbNaN", "MrX", "NrN", "VaQ"]
    # FaA: FaA_0 and its repeat FaA_0#1; steps (4 + 6) / 2, tokens (400 + 600) / 2
    assert t["FaA"] == {"category": "fa", "instances": 2, "successes": 1, "sr": 50.0, "partial": 0, "no_result": 0,
                        "mean_steps": 5.0, "mean_output_tokens": 500.0, "outcomes": {"agent_done": 2}}
    # FaB: steps (5 + 2) / 2 = 3.5, tokens (500 + 200) / 2 = 350 (a no_result episode's cost counts)
    assert t["FaB"] == {"category": "fa", "instances": 2, "successes": 0, "sr": 0.0, "partial": 1, "no_result": 1,
                        "mean_steps": 3.5, "mean_output_tokens": 350.0,
                        "outcomes": {"agent_done": 1, "device_error": 1}}
    # CfAsk: 4 scheduled, 3 ran: steps (5 + 6 + 3) / 3 = 4.67, tokens (300 + 600 + 300) / 3 = 400
    assert t["CfAsk"] == {"category": "cf", "instances": 4, "successes": 2, "sr": 50.0, "partial": 0,
                          "no_result": 1, "mean_steps": 4.7, "mean_output_tokens": 400.0,
                          "outcomes": {"agent_done": 3, "not_run": 1}}
    assert t["HgbNaN"]["outcomes"] == {"invalid_score": 1} and t["HgbNaN"]["successes"] == 0
    assert t["VaQ"]["mean_steps"] == 10.0 and t["VaQ"]["outcomes"] == {"step_budget": 1}


def test_cost(report):
    cost = report["cost"]
    # the 14 plain episodes that ran: output 400+600+500+200+300+600+300+400+200+1000+300+700+100+400 = 6000
    # steps 4+6+5+2+5+6+3+4+2+10+3+7+1+4 = 62; PT 6000 / 62 = 96.77; per success 6000 / 5
    assert (cost["tt_k"], cost["pt"], cost["completion_tokens"], cost["steps"]) == (6.0, 96.8, 6000, 62)
    assert cost["prompt_tokens"] == 13000          # 14 x 1000, GsaC_0's NaN prompt count reads as 0
    assert cost["cached_tokens"] == 1400 and cost["successes"] == 5 and cost["output_tokens_per_success"] == 1200.0
    assert cost["source"] == "api" and "API usage" in cost["source_note"]
    assert cost["usage_missing"] == {"steps": 0, "of": 62, "episodes": 0}
    assert cost["null_reason"] is None and cost["partial_usage"] is None
    assert report["leaderboard"]["cost"] == {k: v for k, v in cost.items() if k not in ("null_reason", "partial_usage")}


def test_pudam_counts(report):
    # LO (p1 u2 d1 a2 m1): FaA_0 T, FaA_0#1 F, CfGap_0 F, CfGap_1 T, GsaC_0 F -> 2 of 5
    # HI (p3 u4 d3 a4 m3): FaB_0, FaB_1, VaQ_0, HgbNaN_0 F, NrN_0 T        -> 1 of 5
    # MIX (p1 u4 d2 a3 m4): CfAsk_0 T, _1 F, _2 T, _3 not run, MrX_0 F      -> 2 of 5
    p = report["pudam"]
    assert p["p"] == {"l12": {"correct": 4, "total": 10, "acc": 40.0},   # LO + MIX
                      "l34": {"correct": 1, "total": 5, "acc": 20.0}}    # HI
    assert p["u"] == {"l12": {"correct": 2, "total": 5, "acc": 40.0},    # LO
                      "l34": {"correct": 3, "total": 10, "acc": 30.0}}   # HI + MIX
    assert p["d"]["l12"] == {"correct": 4, "total": 10, "acc": 40.0}
    assert p["a"]["l34"] == {"correct": 3, "total": 10, "acc": 30.0}
    assert p["m"]["l34"] == {"correct": 3, "total": 10, "acc": 30.0}
    assert report["leaderboard"]["diagnostics"] == {"p_l12": 40, "p_l34": 20, "u_l12": 40, "u_l34": 30,
                                                    "d_l12": 40, "d_l34": 20, "a_l12": 40, "a_l34": 30,
                                                    "m_l12": 40, "m_l34": 30}


def test_interaction(report):
    i = report["interaction"]
    # dialogue tasks: CfAsk, CfGap (asked; requirements), VaQ (asked); their episodes:
    # CfAsk_0, _1, _2, _3 (not run: did not ask), CfGap_0, _1, VaQ_0 = 7;
    # asked: CfAsk_0, CfAsk_1, CfGap_0, VaQ_0 -> 4 / 7 = 57.1 (was 4 / 6, the not-run one left out)
    assert i["dialogue_tasks"] == ["CfAsk", "CfGap", "VaQ"]
    assert (i["dialogue_episodes"], i["with_result"], i["asked"], i["ask_rate"], i["questions"]) == \
        (7, 6, 4, 57.1, 8)  # 1+3+2+2
    assert i["replies"] == {"answer": 4, "no_preference": 2, "non_informative": 1, "refusal": 1}
    # needs asking: CfAsk_0.._3 (inferred: a reply filled "resolution"), CfGap_0 (its gap); CfGap_1's gap is []
    assert i["needs_asking"] == {"episodes": 5, "with_result": 4, "from_gap": 1, "inferred": 4}
    # acted before asking: CfAsk_1 (click, then ask), CfAsk_2 (clicks, never asks), CfAsk_3 (no result: a
    # failure); not CfAsk_0, CfGap_0 -> 3 / 5 (was 2 / 4, the not-run one left out)
    assert i["acted_without_asking"] == {"episodes": 3, "of": 5, "unknown": 0, "rate": 60.0}
    # Ask+Match: CfAsk_0 only (answered question and solved) -> 1 / 5 (CfAsk_3 never ran: not solved)
    assert i["ask_match"] == {"episodes": 1, "of": 5, "rate": 20.0}
    # Match-Only: CfAsk_0, CfAsk_2 -> 2 / 5; CfAsk_2 solved without asking
    assert i["match_only"] == {"episodes": 2, "of": 5, "rate": 40.0} and i["success_without_asking"] == 1
    # DCR: CfAsk_0 1/1, CfAsk_1 1/3 (refusal, answer, repeated answer), CfGap_0 1/2, VaQ_0 0/2
    # -> (1 + 1/3 + 1/2 + 0) / 4 = 11/24 = 45.8 %
    assert i["dcr"] == {"rate": 45.8, "episodes": 4, "unaudited": 0, "turns": 8, "compliant": 3,
                        "violations": {"context_missing": 1, "out_of_scope": 2, "repetitive": 1,
                                       "trivial_or_stated": 1}}
    # IGR: CfGap_0 filled {amount} of its gap {amount, category} -> 1/2
    assert i["igr"] == {"rate": 50.0, "episodes": 1} and i["null_reasons"] == {}


def test_requirements_and_termination(report):
    q = report["requirements"]
    # judged: CfAsk_0 2/2, CfAsk_1 0/2, CfAsk_2 2/2, CfGap_0 2/3, CfGap_1 1/1 (VaQ_0's values are not booleans);
    # CfAsk_3 never ran: a failure, RCR 0 (it was left out: 73.3 and 60.0 over 5)
    # RCR (1 + 0 + 1 + 0 + 2/3 + 1) / 6 = 11/18 = 61.1 %; TSR 3 / 6
    assert (q["tasks"], q["episodes"], q["judged"], q["unjudged"]) == (["CfAsk", "CfGap"], 6, 5, {"not_run": 1})
    assert (q["rcr"], q["tsr"]) == (61.1, 50.0)
    assert q["classes"] == {"success": 3, "partial": 1, "failure": 2}
    assert q["judged_requirements"] == {"satisfied": 7, "total": 10} and q["null_reasons"] == {}
    t = report["termination"]
    # 15 scheduled, 12 with a result; ended by the agent unsolved: FaA_0#1, FaB_0, CfAsk_1, CfGap_0 (done),
    # MrX_0 (round); and the 3 without a result (FaB_1, CfAsk_3, HgbNaN_0): ended before the task logic closed
    # (they were left out: 5 / 12)
    assert (t["episodes"], t["with_result"]) == (15, 12)
    assert t["early"] == {"episodes": 8, "rate": 53.3, "by_outcome": {"agent_done": 4, "device_error": 1,
                                                                     "invalid_score": 1, "not_run": 1,
                                                                     "round_failed": 1}}
    assert t["budget"] == {"episodes": 1, "rate": 6.7}                        # VaQ_0: 1 / 15
    assert t["shr"] is None and t["arr"] is None and "golden trace" in t["null_reasons"]["shr"]


def test_variants_repeats_and_noise_together(report):
    rb = report["robustness"]
    # original: 14 bases, first runs solved FaA_0, CfAsk_0, CfAsk_2, CfGap_1, NrN_0 -> 5 / 14 = 35.7
    # zh: FaA_0@zh solved, CfAsk_0@zh not -> 1 / 2; SPR: FaA_0 stable, CfAsk_0 not, 12 bases lack zh (no result
    # in zh: not stable, they were left out) -> 1 / 14
    assert rb["variants"] == {"sr": {"original": 35.7, "zh": 50.0}, "min": 35.7, "max": 50.0, "spr": 7.1,
                              "complete": 2, "incomplete": 12}
    # 16 cells (14 bases + 2 zh), 3 with a run without a result (FaB_1, CfAsk_3, HgbNaN_0): failed runs;
    # all runs solved: FaA_0@zh, CfAsk_0, CfAsk_2, CfGap_1, NrN_0 -> 5 / 16 = 31.3; any run: + FaA_0 -> 6 / 16
    # (the 3 were left out: 38.5 and 46.2 over 13, still the scored_only diagnostic)
    assert rb["repeats"] == {"k": 2, "pass_hat_k": 31.3, "pass_at_k": 37.5, "incomplete": 3}
    assert report["consistency"]["scored_only"]["pass_hat_k"] == 38.5
    assert report["stability"]["scored_only"]["spr"] == 50.0
    # NrN_0 solved without noise, NrN_0@noise not: 100.0 -> 0.0, ratio 0 / 100
    assert rb["noise"] == {"kinds": ["popup"], "sr_without": 100.0, "sr_with": 0.0, "ratio": 0.0}
    assert report["stability"]["spr"] == 7.1 and report["consistency"]["pass_hat_k"] == 31.3
    # the run is incomplete: the leaderboard publishes no stability
    assert report["leaderboard"]["stability"] is None and "incomplete" in report["leaderboard"]["null_reasons"]["stability"]
    assert report["noise"]["clean"]["sr"] == 100.0


def test_run_metadata(report):
    run = report["run"]
    assert (run["agent"], run["model"], run["suite"], run["seed"]) == ("openai", "m-1", "venus", 7)
    assert run["device"] == {"serial": "emulator-5554", "source": "builtin-simulator", "simulator": True}
    assert run["variants"] == ["original", "zh"] and run["noise"] == ["popup"] and run["git_revision"] == "abc123"
    # 17 records start at 1001 + 10 i and last 4.5 s (GsaC_0's NaN reads 0): the last ends 1161 + 4.5
    assert (run["start"], run["end"], run["duration_s"]) == (1000.0, 1165.5, 165.5)
    assert run["episode_time_s"] == 72.0                                       # 16 x 4.5
    assert run["start_utc"] == "1970-01-01T00:16:40+00:00"


def test_table_shows_partial_credit_and_the_ask_rate(report):
    table = format_table(report)
    assert "partial" in table.splitlines()[0]
    assert any(line.startswith("TOTAL") and line.split()[1:] == ["15", "5", "2", "33.3"] for line in table.splitlines())
    assert "ask rate 57.1 (4 of 7)" in table and "Ask+Match 20.0, Match-Only 40.0" in table
    assert len(table.splitlines()) <= 22


def test_without_dialogue_or_verdicts_the_metrics_are_null_with_reasons():
    r = build_report([episode("A_0", "fa", "agent_done", 1.0, True, 10, LO, done(2))], "m")
    i, q = r["interaction"], r["requirements"]
    assert i["ask_rate"] is None and i["ask_match"]["rate"] is None and i["igr"]["rate"] is None
    assert set(i["null_reasons"]) == {"ask_rate", "acted_without_asking", "ask_match", "match_only", "dcr", "igr"}
    assert q["rcr"] is None and "verdict['requirements']" in q["null_reasons"]["rcr"]
    assert r["robustness"] is None and r["run"]["start"] is None
    assert "dialogue:" not in format_table(r)


def test_scripted_replies_and_missing_trajectories_are_not_guessed():
    scripted = episode("S_0", "cf", "agent_done", 0.0, False, 10, LO, [ask("Which?", "scripted"), "status"])
    assert I.audit(scripted) is None
    unlogged = dict(scripted, dialogue=[])              # a question the dialogue does not hold
    assert I.audit(unlogged) is None and build_report([unlogged], "m")["interaction"]["dcr"]["unaudited"] == 1
    bare = {k: v for k, v in episode("B_0", "cf", "agent_done", 0.0, False, 10, LO, done(2)).items()
            if k not in ("trajectory", "interaction")}
    assert I.acted_without_asking(bare) is None and I.questions(bare) == 0


def test_non_finite_numbers_never_reach_the_report():
    assert number(NAN) == 0 and number(math.inf) == 0 and number(True) == 0 and number(2.5) == 2.5
    bad = [episode("A_0", "fa", "agent_done", math.inf, True, NAN, LO, done(2)),
           episode("B_0", "fa", "agent_done", "1.0", True, math.inf, LO, done(2)),
           episode("C_0", "fa", "agent_done", None, True, 5, LO, done(2))]   # a NaN as append_record writes it
    assert [r["outcome"] for r in invalid_scores(bad)] == ["invalid_score"] * 3
    r = build_report(bad, "m")
    assert r["successes"] == 0 and r["no_result"] == 3 and r["cost"]["tt_k"] == 0.0
    json.dumps(r, allow_nan=False)
