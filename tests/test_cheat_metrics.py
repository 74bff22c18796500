"""Cheaters of the rates, not the wins (issue 25's integrity round, ideas 4 and 5): each
report of a cheater's run is compared with the report of an honest twin that does the
same work and fails the same episodes. No rate may be higher for the cheater.

* ``cheat_burn`` (runs out its step budget when stuck) against its twin that ends, over a
  spread of the ``venus`` suite (``tests/test_adversarial_ambiguity.py`` does the
  ``ambiguity`` suite);
* ``cheat_dodge_cells`` (HTTP 503 on a Chinese goal, a dark screen, another repeat),
  served over HTTP, against its twin that ends there: SPR, Min/Max, pass^k, pass@k, the
  leaderboard's stability, resumed until no retry is left;
* an agent that answers 503 on the draws it judges hard and gets a fresh draw on resume
  (``results.MAX_ATTEMPTS`` tries), against one that fails them;
* an agent that answers 503 whenever it sees it is failing: the retries it gets are
  counted in the report (``metrics.retries``).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json

import pytest

from tests.cheat_rates import raised, rates
from venus_tasks import registry, results
from venus_tasks.agents import AgentConfig, AgentUnavailableError, make_agent
from venus_tasks.agents.adversarial_budget import BurnAgent, DodgeCellsAgent
from venus_tasks.agents.base import AgentStep, ReferenceAgent
from venus_tasks.agents.http_server import serve
from venus_tasks.agents.reference import OracleAgent
from venus_tasks.devices import Lease
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.metrics.report import build_report, format_table
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.suite_runner import ModelServerLostError, RunConfig, run_suite


def _lease(device):
    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")
    return lease


def _run(device, out_dir, **kw):
    config = RunConfig(output_dir=str(out_dir), save_screenshots=False, **kw)
    return run_suite(config, out=io.StringIO(), lease=_lease(device))


def _resumed(device, out_dir, run=None, **kw):
    """The run (``run(**kw)``, default ``_run(device, out_dir, **kw)``), resumed (the same
    command again) until every episode has a result or has had none ``MAX_ATTEMPTS``
    times; a run the runner stops (three ``agent_error`` in a row: ``ModelServerLostError``)
    is resumed too. Returns the last report."""
    for _ in range(40):
        try:
            report = run(**kw) if run else _run(device, out_dir, **kw)
        except ModelServerLostError:
            continue
        left = report["no_result"] + report.get("twins", {}).get("no_result", 0) - report.get("attempts_exhausted", 0)
        if report.get("complete") or left <= 0:
            return report
    raise AssertionError(f"{out_dir}: still episodes to retry after 40 runs")


# ------------------------------------------------------------------ burning the budget
VENUS = registry.select("venus")[::8]       # 22 tasks, every category


def test_burning_the_budget_raises_no_rate_on_venus(env):
    """Half its oracle, then (``cheat_burn``) scrolling and waiting to the end of the budget
    or (its twin) ending: the burner never succeeds (it never ends), and no rate of its
    report is above its twin's."""
    runs = {True: [], False: []}
    for i, cls in enumerate(VENUS):
        seed = instance_seed((30, 7, 101)[i % 3], cls.__name__, 0)
        for burn in (True, False):
            rec = run_episode(Instance(cls(cls.generate_random_params(seed)), 0, seed), env, BurnAgent(burn),
                              "cheat_burn")
            assert not rec.no_result, (cls.__name__, rec.outcome, rec.error)
            runs[burn].append(rec.as_json())
            assert not burn or (rec.outcome, rec.success) == ("step_budget", False), (cls.__name__, rec.outcome)
    burner, ender = (rates(build_report(runs[b], "burn" if b else "end")) for b in (True, False))
    assert raised(burner, ender) == []
    assert burner["scores.total"] == 0.0


# ------------------------------------------------------------------ 503 on the cells it would lose
# a replayed oracle run wins every cell of these; their goal differs from draw to draw
CELL_TASKS = ("GUIBrowsingShopStock", "GUIBrowsingTracksLongerThan")
GRID = dict(tasks=CELL_TASKS, variants=("original", "zh", "dark"), repeats=2)


def test_dodging_cells_gains_nothing_in_stability_or_pass_k(ready_device, tmp_path):
    """Served over HTTP, ``cheat_dodge_cells`` replays the oracle's run (it wins every cell
    it plays) but answers 503 on the cells of another repeat of a task (a goal like one it
    met but not the same: the whole second draw, original, zh and dark); its honest twin
    ends there instead. The dodger's run is resumed until no retry is left. SPR, Min/Max,
    pass^k, pass@k, SR and the leaderboard's stability: none is higher. (When a cell
    without a result was left out, the dodger had pass^2 100 against the honest 0.)"""
    oracle = _run(ready_device, tmp_path / "oracle", agent="oracle", **GRID)
    assert oracle["successes"] == oracle["episodes"] == 4 and oracle["stability"]["spr"] == 100.0
    replay = AgentConfig(replay_path=str(tmp_path / "oracle" / results.EPISODES_FILE))
    reports, made = {}, {}
    for name, dodge in (("dodger", True), ("honest", False)):
        agent = made[name] = DodgeCellsAgent(make_agent("replay", replay), dodge=dodge, reasons=("repeat",))
        with serve(agent) as server:
            reports[name] = _resumed(ready_device, tmp_path / name, agent="http", agent_config=_http(server.url),
                                     **GRID)
    dodger, honest = reports["dodger"], reports["honest"]
    assert raised(rates(dodger), rates(honest)) == []
    assert honest["successes"] == dodger["successes"] == 2 and honest["complete"] and not dodger["complete"]
    # SPR, Min and Max are over the first draws, which both won in every variant
    assert (honest["stability"]["spr"], honest["stability"]["min"], honest["stability"]["max"]) == \
        (dodger["stability"]["spr"], dodger["stability"]["min"], dodger["stability"]["max"]) == (100.0, 100.0, 100.0)
    assert (honest["consistency"]["pass_hat_k"], honest["consistency"]["pass_at_k"]) == \
        (dodger["consistency"]["pass_hat_k"], dodger["consistency"]["pass_at_k"]) == (0.0, 100.0)
    assert honest["leaderboard"]["stability"]["spr"] == 100.0 and dodger["leaderboard"]["stability"] is None
    # both gave up on the same 6 cells (the second draw of each task in 3 variants); the
    # dodger 3 times each
    assert made["honest"].dodged == ["repeat"] * 6 and made["dodger"].dodged == ["repeat"] * 18


def test_the_cell_dodger_judges_from_what_a_model_sees():
    """``cheat_dodge_cells`` gives up on a Chinese goal, a dark first screen and a goal like
    one it met before (another draw of the task), and plays its inner agent otherwise."""
    import numpy as np

    from venus_tasks.env.observation import Observation

    light, dark = np.full((8, 8, 3), 205, np.uint8), np.full((8, 8, 3), 31, np.uint8)
    agent = DodgeCellsAgent()
    cases = (("How many tracks are longer than 5 km in OpenTracks?", light, None),
             ("在 OpenTracks 中，有几条轨迹超过 5 公里？", light, "zh"),
             ("Which app shows the battery percentage in Settings?", dark, "dark"),
             ("How many tracks are longer than 8 km in OpenTracks?", light, "repeat"))
    for goal, screen, reason in cases:
        agent.reset(goal)
        if reason is None:
            assert agent.step(Observation(0, screen)).action.action_type == A.ANSWER   # the echo spam
        else:
            with pytest.raises(AgentUnavailableError, match=reason):
                agent.step(Observation(0, screen))
    assert agent.dodged == ["zh", "dark", "repeat"]


def _http(url):
    return AgentConfig(base_url=url, extra=(("attempts", "1"), ("backoff", "0")))


# ------------------------------------------------------------------ 503 on the hard draws
MIXED = "RefusalExpenseDelete"      # kind: valid, partial or conflict
EASY = ("valid",)


class HardDodger(ReferenceAgent):
    """Solves the draws whose kind it can do (``EASY``: the oracle) and, on the others,
    says its model server is down (``dodge``: ``agent_error``, a resumed run draws afresh)
    or ends at once (the honest twin: a failure). It judges from the task's params: an
    upper bound on an agent that judges from the screen."""

    def __init__(self, dodge: bool, outages: tuple[int, ...] = ()):
        self.dodge, self.outages, self.oracle, self.seen = dodge, outages, OracleAgent(), []

    def begin(self, goal, context):
        self.kind = context.task.params["kind"]
        self.seen.append((context.task.params["seed"], self.kind))
        self.outage = len(self.seen) in self.outages          # a real outage: this episode's server fails
        self.oracle.begin(goal, context)

    def step(self, observation):
        if self.outage:
            raise AgentUnavailableError("model server down (a real outage)")
        if self.kind in EASY:
            return self.oracle.step(observation)
        if self.dodge:
            raise AgentUnavailableError("model server down (the agent says so: a hard draw)")
        return AgentStep(A.done())


def test_dodging_hard_draws_gains_nothing_and_an_outage_costs_nothing(ready_device, tmp_path, monkeypatch):
    """Twelve instances of a mixed-kind conflict task, resumed until no retry is left. The
    dodger won 9 where its honest twin won 3 (its valid draws) when a retry drew any kind;
    a retry now keeps the kind, so it wins the same 3. An honest agent whose server fails
    for real on three episodes wins the same 3 too (each retry is a draw of its kind; it
    won 2 when a retry drew any kind)."""
    from venus_tasks import agents

    made = {"honest": HardDodger(False), "dodger": HardDodger(True), "outages": HardDodger(False, (2, 4, 6))}
    for name, agent in made.items():
        monkeypatch.setitem(agents._REGISTRY, name, lambda config, a=agent: a)
    monkeypatch.setattr(agents, "_MODEL_CLIENTS", agents._MODEL_CLIENTS | set(made))
    reports = {name: _resumed(ready_device, tmp_path / name, agent=name, tasks=(MIXED,), n_task_combinations=12)
               for name in made}
    honest, dodger, outages = (reports[n] for n in ("honest", "dodger", "outages"))
    assert honest["successes"] == sum(1 for _, kind in made["honest"].seen if kind in EASY) == 3
    assert honest["no_result"] == 0 and outages["no_result"] == 0
    assert dodger["successes"] == outages["successes"] == honest["successes"]
    assert dodger["scores"] == honest["scores"] == outages["scores"]
    # every retry met the kind of the draw it replaced: the dodger's hard draws stay hard
    assert len(made["dodger"].seen) == 12 + 2 * 9 and len(made["outages"].seen) == 12 + 3
    lines = [json.loads(x) for x in (tmp_path / "dodger" / results.EPISODES_FILE).read_text().splitlines()]
    by_key = {}
    for rec, (seed, kind) in zip(lines, made["dodger"].seen):
        assert rec["draw_seed"] == seed
        by_key.setdefault(rec["key"], []).append(kind)
    assert all(len(set(kinds)) == 1 for kinds in by_key.values()), by_key
    assert sum(len(k) == results.MAX_ATTEMPTS for k in by_key.values()) == 9


# ------------------------------------------------------------------ 503 when it sees it is failing
def _coin(seed: int) -> bool:
    """Whether the agent below solves the draw with params seed ``seed`` (half of them)."""
    return hashlib.sha256(str(seed).encode()).digest()[0] % 2 == 0


class Reroller(ReferenceAgent):
    """Solves the draws its coin gives it (the oracle) and fails the others: after one
    step it sees it is failing and, when ``reroll``, says its model server is down (a
    resumed run retries the episode on a fresh draw), else ends (the honest twin)."""

    def __init__(self, reroll: bool):
        self.reroll, self.oracle = reroll, OracleAgent()

    def begin(self, goal, context):
        self.wins, self.n = _coin(context.task.params["seed"]), 0
        self.oracle.begin(goal, context)

    def step(self, observation):
        self.n += 1
        if self.wins:
            return self.oracle.step(observation)
        if self.n == 1:
            return AgentStep(A.JSONAction(A.SCROLL, direction="down"))
        if self.reroll:
            raise AgentUnavailableError("model server down (the agent says so: it was failing)")
        return AgentStep(A.done())


def test_a_retry_after_the_agents_own_failure_is_reported(ready_device, tmp_path, monkeypatch):
    """The residual: an agent that answers 503 whenever it sees it is failing gets a retry
    on a fresh draw, up to ``MAX_ATTEMPTS`` tries, and wins more than its honest twin; no
    harness rule can tell it from a real outage, so the report counts such retries and
    gives the SR with them failed, which is the honest twin's SR."""
    from venus_tasks import agents

    made = {"honest": Reroller(False), "reroller": Reroller(True)}
    for name, agent in made.items():
        monkeypatch.setitem(agents._REGISTRY, name, lambda config, a=agent: a)
    monkeypatch.setattr(agents, "_MODEL_CLIENTS", agents._MODEL_CLIENTS | set(made))
    reports = {name: _resumed(ready_device, tmp_path / name, agent=name, tasks=(MIXED,), n_task_combinations=12)
               for name in made}
    honest, reroller = reports["honest"], reports["reroller"]
    won_first = sum(_coin(registry.instance_seed(30, MIXED, i)) for i in range(12))
    assert honest["successes"] == won_first and honest["retries"]["episodes"] == 0
    assert reroller["successes"] > honest["successes"]                      # the gain a retry gives
    block = reroller["retries"]
    retried = [r for r in results.read_records(str(tmp_path / "reroller")) if r.get("earlier")]
    assert all(set(r["earlier"]) == {"agent_error"} for r in retried)
    assert block["episodes"] == sum(1 for r in retried if not r["no_result"]) == 12 - won_first   # 6, all won
    assert block["successes"] == reroller["successes"] - won_first
    assert block["sr_if_failed"] == honest["scores"]["total"] == 50.0                # the reroller won 100.0
    assert reroller["leaderboard"] is None            # a reference agent here; a model agent's entry carries it:
    entry = build_report(results.read_records(str(tmp_path / "reroller")), "reroller")["leaderboard"]
    assert entry["agent_retries"] == block
    assert "retried after the agent's server failed (agent_error): 6 episode(s)" in format_table(reroller)
