"""Denominators an agent cannot shrink, no memory across attempts, honest cost (issue 25
deliverables 2, 3, 7; issue 30 item 2). Each red-team finding is reproduced:

* an agent that makes the episodes it would lose end without a result (its model server
  "is down": ``AgentUnavailableError``, HTTP 503) gains nothing in SPR, Min/Max, pass^k or
  pass@k over an honest agent that fails the same episodes;
* a resumed retry of a ``no_result`` episode and a ``--repeats`` copy run a fresh draw of
  the task (other params), and the record keeps both seeds and the attempt;
* an agent that runs out its step budget when stuck gains nothing in RCR or TSR over one
  that ends;
* an agent that reports no token usage gets a null leaderboard cost with the reason, not 0;
* a noisy twin without a result makes the run INCOMPLETE and exit 3.
"""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from tests.test_cli import run as run_cli
from venus_tasks import registry, results
from venus_tasks.agents import AgentConfig, AgentUnavailableError
from venus_tasks.agents.base import Agent, AgentStep, ReferenceAgent, Usage
from venus_tasks.agents.http_server import serve
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.devices import Lease
from venus_tasks.dialogue.strict import language
from venus_tasks.env import actions as A
from venus_tasks.metrics.report import build_report, format_table
from venus_tasks.metrics.stability import consistency, split_key, stability
from venus_tasks.suite_runner import RunConfig, run_suite


def _lease(device):
    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")
    return lease


def _run(device, out_dir, **kw):
    config = RunConfig(output_dir=str(out_dir), save_screenshots=False, **kw)
    return run_suite(config, out=io.StringIO(), lease=_lease(device))


def _lines(out_dir):
    """Every record of episodes.jsonl, retries included, in the order written."""
    return [json.loads(line) for line in (out_dir / results.EPISODES_FILE).read_text().splitlines()]


# ------------------------------------------------------------------ the 503-dodger, from records
def rec(key, success, no_result=False):
    base, variant, repeat = split_key(key)
    return {"key": key, "task": base.rsplit("_", 1)[0], "category": "cf",
            "variant": "" if variant == "original" else variant, "repeat": repeat,
            "success": success, "no_result": no_result, "outcome": "agent_error" if no_result else "agent_done",
            "score": None if no_result else float(success), "steps": 2, "attempts": 1,
            "usage": {"completion_tokens": 10, "prompt_tokens": 100, "source": "api"},
            "pudam": {"p": 1, "u": 2, "d": 3, "a": 4, "m": 1}}


# (key, solved): four bases in original and zh, two repeats each. The honest agent fails the
# cells marked False; the dodger answers 503 on exactly those (no_result) and solves the rest.
OUTCOMES = {"A_0": True, "A_0#1": True, "A_0@zh": True, "A_0@zh#1": True,
            "B_0": True, "B_0#1": False, "B_0@zh": False, "B_0@zh#1": True,
            "C_0": False, "C_0#1": False, "C_0@zh": True, "C_0@zh#1": False,
            "D_0": True, "D_0#1": True, "D_0@zh": False, "D_0@zh#1": False}


def test_a_503_dodger_gains_nothing_in_spr_min_max_or_pass_k():
    honest = [rec(k, won) for k, won in OUTCOMES.items()]
    dodger = [rec(k, won, no_result=not won) for k, won in OUTCOMES.items()]
    variants = ["original", "zh"]
    sh, sd = stability(honest, variants), stability(dodger, variants)
    # SPR: only A succeeds in both variants -> 1 / 4 for both (the dodger had 1 / 1: B, C, D left out)
    assert (sh["spr"], sd["spr"]) == (25.0, 25.0)
    assert (sd["min"], sd["max"]) == (sh["min"], sh["max"]) == (50.0, 75.0)    # zh 2/4, original 3/4
    assert sd["incomplete"] == ["B_0", "C_0", "D_0"] and sd["scored_only"]["spr"] == 100.0   # labelled diagnostic
    ch, cd = consistency(honest), consistency(dodger)
    # 8 cells; every run solved: A_0, A_0@zh, D_0 -> 3 / 8; some run solved: all but C_0, D_0@zh -> 6 / 8
    assert (ch["pass_hat_k"], ch["pass_at_k"]) == (cd["pass_hat_k"], cd["pass_at_k"]) == (37.5, 75.0)
    assert cd["scored_only"]["pass_hat_k"] == 100.0      # the old rule: 3 of the 3 cells without a no_result

    instances = [{"key": k, "category": "cf", "variant": r["variant"], "repeat": r["repeat"], "pudam": r["pudam"]}
                 for k, r in zip(OUTCOMES, honest)]
    header = {"config": {"variants": variants, "repeats": 2}, "instances": instances}
    rh = build_report(honest, "honest", instances, variants=variants, header=header)
    rd = build_report(dodger, "dodger", instances, variants=variants, header=header)
    assert rh["scores"]["total"] == rd["scores"]["total"] == 62.5           # 5 of 8 plain episodes
    assert rh["leaderboard"]["stability"]["spr"] == 25.0
    # the dodger's run is incomplete: no stability on the leaderboard until it is resumed
    assert rd["complete"] is False and rd["leaderboard"]["stability"] is None
    assert "incomplete" in rd["leaderboard"]["null_reasons"]["stability"]
    assert rd["robustness"]["variants"]["spr"] == 25.0 and rd["robustness"]["repeats"]["pass_hat_k"] == 37.5
    table = format_table(rd)
    assert "SPR 25.0: 1 of 4 base instance(s)" in table and "counted as not stable" in table


# ------------------------------------------------------------------ the 503-dodger, on the device
SPENT, NAP = "VagueSpentOnItem", "VagueNapDoNotDisturb"


class Chooser(ReferenceAgent):
    """Plays the oracle except on the episodes it chooses to lose: the first draw of the
    spending task and of the nap task's Chinese goal. There the honest agent ends at once
    (a failure) and the dodger says its model server is down (``AgentUnavailableError``:
    ``agent_error``, no result, since the runner takes it for a harness model client)."""

    def __init__(self, dodge: bool):
        self.dodge, self.oracle = dodge, OracleAgent()

    def begin(self, goal, context):
        task = context.task
        first_draw = task.params["seed"] == registry.instance_seed(30, task.name, 0)
        self.lose = first_draw and (task.name == SPENT or language(goal) == "zh")
        self.oracle.begin(goal, context)

    def step(self, observation):
        if not self.lose:
            return self.oracle.step(observation)
        if self.dodge:
            raise AgentUnavailableError("model server down (the agent says so)")
        return AgentStep(A.done())


def test_the_dodger_on_the_device_matches_the_honest_agent(ready_device, tmp_path, monkeypatch):
    from venus_tasks import agents

    monkeypatch.setattr(agents, "_MODEL_CLIENTS", agents._MODEL_CLIENTS | {"honest", "dodger"})
    monkeypatch.setitem(agents._REGISTRY, "honest", lambda config: Chooser(dodge=False))
    monkeypatch.setitem(agents._REGISTRY, "dodger", lambda config: Chooser(dodge=True))
    reports = {name: _run(ready_device, tmp_path / name, agent=name, tasks=(SPENT, NAP),
                          variants=("original", "zh"), repeats=2) for name in ("honest", "dodger")}
    honest, dodger = reports["honest"], reports["dodger"]
    # lost (first draw): SPENT_0, SPENT_0@zh, NAP_0@zh; won: their second draws and both NAP_0 draws
    assert honest["no_result"] == 0 and dodger["no_result"] == 1 and dodger["twins"]["no_result"] == 2
    for block, keys in (("stability", ("spr", "min", "max")), ("consistency", ("pass_hat_k", "pass_at_k"))):
        assert {k: dodger[block][k] for k in keys} == {k: honest[block][k] for k in keys}, block
    # SPR: neither base succeeds in both variants on its first draw (the dodger had 1 of 1: NAP left out);
    # SR original 1 / 2 (NAP), zh 0 / 2
    assert (honest["stability"]["spr"], honest["stability"]["min"], honest["stability"]["max"]) == (0.0, 0.0, 50.0)
    # pass^2 over the 4 cells: NAP_0 only; pass@2: every cell wins its second draw
    assert (honest["consistency"]["pass_hat_k"], honest["consistency"]["pass_at_k"]) == (25.0, 100.0)
    assert dodger["complete"] is False and honest["complete"] is True


# ------------------------------------------------------------------ no memory across attempts
class Memo(Agent):
    """An agent served over HTTP that remembers every goal it met and answers 503 (its
    'model server is down') whenever it meets one for the first time, hoping to meet it
    again on a resumed run; it sends no token usage."""

    def __init__(self):
        self.seen: list[str] = []

    def reset(self, goal):
        self.known = goal in self.seen
        self.seen.append(goal)

    def step(self, observation):
        if not self.known:
            raise AgentUnavailableError("model server down (the agent says so)")
        return AgentStep(A.answer("I remember this one"))


def _http(url):
    return AgentConfig(base_url=url, extra=(("attempts", "1"), ("backoff", "0")))


def test_a_retry_and_a_repeat_meet_a_fresh_draw(ready_device, tmp_path):
    memo = Memo()
    with serve(memo) as server:
        for _ in range(2):      # the run, then its resumption (the runner says to resume)
            report = _run(ready_device, tmp_path, agent="http", agent_config=_http(server.url), tasks=(SPENT,),
                          repeats=2)
    # 2 episodes x 2 attempts: four goals, never the same one twice, so memory never helps
    assert len(memo.seen) == 4 and len(set(memo.seen)) == 4
    assert report["no_result"] == 2 and report["attempts_exhausted"] == 0
    seed = registry.instance_seed(30, SPENT, 0)
    draws = {(r["key"], r["attempt"]): (r["seed"], r["draw_seed"], r["goal"]) for r in _lines(tmp_path)}
    assert set(draws) == {(f"{SPENT}_0", 0), (f"{SPENT}_0#1", 0), (f"{SPENT}_0", 1), (f"{SPENT}_0#1", 1)}
    assert draws[f"{SPENT}_0", 0][:2] == (seed, seed)                    # AndroidWorld's seed, as before
    assert draws[f"{SPENT}_0#1", 0][:2] == (seed, registry.draw_seed(seed, 0, 1))
    assert draws[f"{SPENT}_0", 1][:2] == (seed, registry.draw_seed(seed, 1, 0))
    assert draws[f"{SPENT}_0#1", 1][:2] == (seed, registry.draw_seed(seed, 1, 1))
    assert len({d[1] for d in draws.values()}) == 4 and len({d[2] for d in draws.values()}) == 4
    cls = registry.get_suite("venus")[SPENT]
    assert draws[f"{SPENT}_0", 1][2] == cls(cls.generate_random_params(registry.draw_seed(seed, 1, 0))).goal
    header = json.loads((tmp_path / "header.json").read_text())
    assert [(i["key"], i["seed"], i["draw_seed"]) for i in header["instances"]] == \
        [(f"{SPENT}_0", seed, seed), (f"{SPENT}_0#1", seed, registry.draw_seed(seed, 0, 1))]


def test_draws_are_salted_by_attempt_and_repeat_and_variants_share_theirs():
    cls = registry.get_suite("venus")[SPENT]
    seed = registry.instance_seed(30, SPENT, 0)
    assert registry.draw_seed(seed) == seed and registry.draw_seed(30, 1, 0) != registry.draw_seed(30, 0, 1)
    with pytest.raises(ValueError, match="must be >= 0"):
        registry.draw_seed(seed, -1)
    inst = registry.create_instances([cls], variants=("original", "zh"), repeats=2, noise=("popup",))
    by_key = {i.key: i for i in inst}
    assert by_key[f"{SPENT}_0"].task.params["seed"] == seed
    assert by_key[f"{SPENT}_0#1"].task.params["seed"] == registry.draw_seed(seed, 0, 1)
    assert by_key[f"{SPENT}_0@zh#1"].draw_seed == by_key[f"{SPENT}_0#1"].draw_seed        # a repeat's variants
    assert by_key[f"{SPENT}_0@noise"].draw_seed == seed                                   # share its draw
    plain = registry.retry_instance(by_key[f"{SPENT}_0"], 2)
    assert (plain.attempt, plain.draw_seed, plain.task.params["seed"]) == (2, registry.draw_seed(seed, 2, 0),
                                                                           registry.draw_seed(seed, 2, 0))
    assert plain.task.goal != by_key[f"{SPENT}_0"].task.goal
    # a retried variant cell keeps the base's draw: SPR compares one instance across variants
    zh = registry.retry_instance(by_key[f"{SPENT}_0@zh"], 1)
    assert (zh.attempt, zh.draw_seed, zh.task.goal) == (1, seed, by_key[f"{SPENT}_0@zh"].task.goal)


def test_a_plain_cell_retried_on_another_draw_is_not_stable():
    runs = [dict(rec("A_0", True), draw_seed=9, attempts=2), dict(rec("A_0@zh", True), draw_seed=5),
            dict(rec("B_0", True), draw_seed=6), dict(rec("B_0@zh", True), draw_seed=6)]
    st = stability(runs, ["original", "zh"])
    assert st["redrawn"] == ["A_0"] and st["spr"] == 50.0 and st["stable"] == 1 and st["complete"] == 2


# ------------------------------------------------------------------ cost
class Ends(Agent):
    """Waits once and ends; ``usage`` says which of the two steps report token counts."""

    def __init__(self, usage=(False, False)):
        self.usage = usage

    def reset(self, goal):
        self.n = 0

    def step(self, observation):
        self.n += 1
        u = Usage(100, 7, 0, "api") if self.usage[self.n - 1] else Usage()
        return AgentStep(A.JSONAction(A.WAIT) if self.n == 1 else A.done(), u)


def test_an_agent_that_reports_no_usage_has_no_cost(ready_device, tmp_path):
    with serve(Ends()) as server:
        report = _run(ready_device, tmp_path / "none", agent="http", agent_config=_http(server.url),
                      tasks=(NAP,))
    board = report["leaderboard"]
    assert board is not None and board["cost"] is None                  # was {"tt_k": 0.0, ...}
    assert "no token usage" in board["null_reasons"]["cost"]
    assert report["cost"]["usage_missing"] == {"steps": 2, "of": 2, "episodes": 1}
    assert "cost unknown" in format_table(report)
    md = (tmp_path / "none" / "report.md").read_text()
    html = (tmp_path / "none" / "report.html").read_text()
    assert "unknown (null)" in md and "no token usage" in md and "unknown (null)" in html

    with serve(Ends(usage=(True, False))) as server:
        report = _run(ready_device, tmp_path / "partial", agent="http", agent_config=_http(server.url),
                      tasks=(NAP,))
    cost = report["leaderboard"]["cost"]
    assert cost["completion_tokens"] == 7 and "1 of 2 agent step(s)" in cost["partial_usage"]
    assert "null_reasons" not in report["leaderboard"] and "lower bound" in format_table(report)
    assert "partial usage" in (tmp_path / "partial" / "report.md").read_text()


# ------------------------------------------------------------------ running out the budget
class Stuck(ReferenceAgent):
    """Sets what the goal states (the requirements it leaves out stay at the app's
    default), then ends, or, when ``burn``, goes home again and again until the step budget
    runs out whenever something is left that it cannot do."""

    def __init__(self, burn: bool):
        self.burn = burn

    def begin(self, goal, context):
        super().begin(goal, context)
        self.context, self.applied = context, False

    def step(self, observation):
        task, env = self.context.task, self.context.env
        gap = {r.id for r in task.intent.gap(task.goal)}
        if not self.applied:
            task.spec.apply(env, task.params, frozenset({r.id for r in task.intent.requirements} - gap))
            self.applied = True
        return AgentStep(A.JSONAction(A.NAVIGATE_HOME) if self.burn and gap else A.done())   # wait sleeps


def test_running_out_the_budget_does_not_raise_rcr_or_tsr(ready_device, tmp_path, monkeypatch):
    from venus_tasks import agents

    monkeypatch.setitem(agents._REGISTRY, "ender", lambda config: Stuck(burn=False))
    monkeypatch.setitem(agents._REGISTRY, "burner", lambda config: Stuck(burn=True))
    tasks = ("AmbiSettingsRadios_Standard", "AmbiSettingsRadios_Incomplete")
    reports = {name: _run(ready_device, tmp_path / name, agent=name, suite="ambiguity", tasks=tasks)
               for name in ("ender", "burner")}
    burner = {r["task"]: r for r in results.read_records(str(tmp_path / "burner"))}
    stuck = burner["AmbiSettingsRadios_Incomplete"]
    assert (stuck["outcome"], stuck["score"], stuck["success"]) == ("step_budget", 0.0, False)
    assert stuck["verdict"]["requirements"] and not all(stuck["verdict"]["requirements"].values())
    ender, burn = reports["ender"], reports["burner"]
    for key in ("rcr", "tsr", "classes"):
        assert burn["requirements"][key] == ender["requirements"][key], key
        assert burn["clarity"]["levels"]["incomplete"]["requirements"][key] == \
            ender["clarity"]["levels"]["incomplete"]["requirements"][key], key
    assert ender["requirements"]["tsr"] == 50.0 and ender["requirements"]["rcr"] < 100.0
    assert burn["clarity"]["levels"]["incomplete"]["igr"]["rate"] == 0.0     # judged too: asked nothing


def test_an_episode_without_a_result_is_a_failure_in_every_dialogue_rate():
    from venus_tasks.metrics.clarity import clarity_levels
    from venus_tasks.metrics.interaction import interaction
    from venus_tasks.metrics.termination import termination

    def amb(key, outcome, reqs=None, questions=0):
        lost = outcome == "agent_error"
        return {"key": key, "task": "AmbiX_Incomplete", "outcome": outcome, "no_result": lost,
                "success": bool(reqs) and all(reqs.values()), "score": None if lost else 0.0,
                "interaction": {"questions": questions},
                "dialogue": [{"role": "agent", "text": "which?"}, {"role": "user", "kind": "answer", "filled": ["a"]}]
                * questions,
                "verdict": {} if lost else {"requirements": reqs, "clarity": "incomplete", "gap": ["a"],
                                            "audit": [{"violation": None, "filled": ["a"]}] * questions,
                                            "termination": {"late_actions": 0, "held_at_end": all(reqs.values())}}}

    ended = amb("AmbiX_Incomplete_0", "agent_done", {"anchor": True, "a": False})
    asked = amb("AmbiX_Incomplete_1", "agent_done", {"anchor": True, "a": True}, questions=1)
    honest = [ended, asked, amb("AmbiX_Incomplete_2", "agent_done", {"anchor": False, "a": False}, questions=1)]
    dodger = [ended, asked, amb("AmbiX_Incomplete_2", "agent_error", questions=1)]
    h, d = clarity_levels(honest)["levels"]["incomplete"], clarity_levels(dodger)["levels"]["incomplete"]
    # RCR (1/2 + 1 + 0) / 3 = 50.0 and TSR 1 / 3 for both (the dodger had 75.0 and 50.0 over 2)
    assert (d["requirements"]["rcr"], d["requirements"]["tsr"]) == (h["requirements"]["rcr"],
                                                                   h["requirements"]["tsr"]) == (50.0, 33.3)
    assert d["requirements"]["unjudged"] == {"agent_error": 1}
    assert d["requirements"]["classes"] == h["requirements"]["classes"] == {"success": 1, "partial": 1, "failure": 1}
    assert d["igr"]["rate"] == 33.3 and d["igr"]["episodes"] == 3                     # 0 + 1 + 0 over 3
    assert d["dcr"]["rate"] == 50.0 and d["dcr"]["violations"]["no_result"] == 1    # its question: a violation
    assert (d["etr"]["early"], d["etr"]["episodes"]) == (h["etr"]["early"], h["etr"]["episodes"]) == (2, 3)
    assert (d["ask_match"]["of"], d["ask_match"]["episodes"]) == (3, 1)        # the lost one is in the denominator
    ti = interaction(dodger)
    # no trajectories here: only the lost episode is known to have acted without asking (a failure)
    assert (ti["acted_without_asking"]["episodes"], ti["acted_without_asking"]["unknown"]) == (1, 2)
    assert (ti["igr"]["episodes"], ti["igr"]["rate"]) == (3, 33.3) and ti["dcr"]["episodes"] == 2
    assert ti["dcr"]["violations"] == {"no_result": 1} and ti["dcr"]["rate"] == 50.0
    assert termination(dodger)["early"]["by_outcome"] == {"agent_done": 1, "agent_error": 1}
    assert termination(dodger)["early"]["rate"] == termination(honest)["early"]["rate"] == 66.7


# ------------------------------------------------------------------ a noisy twin without a result
def test_a_noisy_twin_without_a_result_is_incomplete_and_exits_3(tmp_path, monkeypatch):
    """The noisy twin's device fails (a plugin breaks the noise wrapper's start): the run
    prints INCOMPLETE, the noise block counts it, and the command exits 3."""
    (tmp_path / "broken_noise.py").write_text(
        "from noise.env import NoisyEnv\n"
        "from venus_tasks.env.device import DeviceError\n"
        "def _fail(self):\n"
        "    raise DeviceError('the noisy device stopped answering')\n"
        "NoisyEnv.begin_episode = _fail\n")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    out = tmp_path / "run"
    proc = run_cli("--plugins=broken_noise", "--noise=popup", f"--tasks={SPENT}", f"--output_dir={out}")
    assert proc.returncode == 3, proc.stderr                 # was 0, with no INCOMPLETE
    assert "INCOMPLETE: 1 of 1 variant or noise twin(s) have no result" in proc.stdout
    assert "1 of 1 noisy episode(s) have no result" in proc.stdout and "resume with" in proc.stdout
    report = json.loads((out / "report.json").read_text())
    assert report["complete"] is False and report["no_result"] == 0 and report["successes"] == 1
    assert report["twins"] == {"episodes": 1, "no_result": 1, "variants": 0, "noise": 1,
                               "no_result_reasons": {"setup_error": 1}}
    assert report["noise"]["noisy"] == {"episodes": 1, "successes": 0, "no_result": 1, "sr": 0.0}
