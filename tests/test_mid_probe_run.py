"""Suite ``mid_probe`` on the simulated device: pivot discovery on three tasks gives the
expected steps and the committed manifest's entries; ``run_suite --suite mid_probe`` on a
sample: the oracle (asks exactly on ambiguous steps) scores Ask+Match 100.0 and Clear
100.0; an agent that takes the gold action without asking gets Match-Only > 0 and
Ask+Match 0.0; an agent that is never right scores 0 (MID-Bench, ``shared/seeds/`` 001,
sections 5.3 and 6.2)."""

from __future__ import annotations

import contextlib
import io

import pytest

from venus_tasks import agents, registry, results
from venus_tasks.agents.base import Agent, AgentStep, ReferenceAgent
from venus_tasks.devices import Lease
from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction
from venus_tasks.env.env import VenusEnv
from venus_tasks.mid_probe import manifest, pivots
from venus_tasks.mid_probe.task import probe_name
from venus_tasks.solvers.gui import all_solvers
from venus_tasks.suite_runner import RunConfig, run_suite

ENTRIES = manifest.load()


def _entries(task: str, index: int = 0) -> list[dict]:
    return [e for e in ENTRIES if e["task"] == task and e["index"] == index]


@pytest.fixture(scope="module")
def probe_env(ready_device):
    return VenusEnv(ready_device, wait_seconds=0)


def _discover(env, name: str, index: int = 0) -> list[dict]:
    cls = registry.get_suite("venus")[name]
    task = cls(cls.generate_random_params(registry.instance_seed(manifest.DISCOVERY_SEED, name, index)))
    steps = pivots.record_solution(task, env, all_solvers()[name])
    return task, steps, manifest.entries_for("venus", cls, index, steps)


def test_pivot_discovery_finds_the_folder_the_recipient_and_the_expense(probe_env):
    # Markor: open the app, then the folder the goal names: the anchor's pivot is step 1
    task, steps, got = _discover(probe_env, "RefusalMarkorDeleteCountMismatch")
    (e,) = [g for g in got if g["requirement"] == "folder"]
    assert e["step"] == 1 and steps[0].action.action_type == A.OPEN_APP
    # its context phrase ("in the folder we were just looking at") makes it MID-Bench's contextual type
    assert e["target"]["text"] == task.params["folder"] and e["type"] == "contextual" and e["split"] == "ambiguous"
    assert got == _entries("RefusalMarkorDeleteCountMismatch")
    # SMS: the recipient's name is typed into the "to" field: a Hard-split pivot
    task, steps, got = _discover(probe_env, "RefusalSmsSendAmbiguousContact")
    (e,) = [g for g in got if g["requirement"] == "recipient"]
    assert e["gold"]["action_type"] == "input_text" and e["gold"]["text"] == task.intent["recipient"].value
    assert e["split"] == "hard" and [s["action"]["action_type"] for s in e["prefix"]] == ["open_app", "click"]
    assert got == _entries("RefusalSmsSendAmbiguousContact")
    # Pro Expense: the expense's row is clicked after the solver looked elsewhere first
    task, steps, got = _discover(probe_env, "RefusalExpenseDeleteDateConflict")
    names = [g for g in got if g["requirement"] == "name"]
    assert names and names[0]["target"]["text"] == task.intent["name"].value
    assert all(s.action.action_type != A.CLICK or pivots.target_element(s.action, s.elements).text
               != task.intent["name"].value for s in steps[:names[0]["step"]])
    assert got == _entries("RefusalExpenseDeleteDateConflict")


class _ActWithoutAsking(ReferenceAgent):
    """Takes the probe's gold action at once, never asks (reads it from the probe task)."""

    def begin(self, goal, context):
        super().begin(goal, context)
        self._gold = context.task.entry["gold"]

    def step(self, observation):
        return AgentStep(JSONAction.from_dict(self._gold))


class _NeverRight(Agent):
    """Asks a vague question, then goes back: never the gold action."""

    def step(self, observation):
        if not observation.user_messages:
            return AgentStep(A.ask_user("What should I do?"))
        return AgentStep(JSONAction(A.NAVIGATE_BACK))


agents.register_agent("test_probe_act_without_asking")(lambda config: _ActWithoutAsking())
agents.register_agent("test_probe_never_right")(lambda config: _NeverRight())


def _sample() -> tuple[str, ...]:
    """An ambiguous click pivot and a Hard typed one, each with its clear twin."""
    amb = next(e for e in ENTRIES if e["split"] == "ambiguous" and e["task"] == "RefusalMarkorDeleteCountMismatch")
    hard = next(e for e in ENTRIES if e["split"] == "hard")
    return tuple(probe_name(e, s) for e in (amb, hard) for s in (e["split"], "clear"))


def _run(device, tmp_path, agent: str) -> tuple[dict, list[dict], str]:
    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")

    out = io.StringIO()
    run_dir = tmp_path / agent
    report = run_suite(RunConfig(output_dir=str(run_dir), suite="mid_probe", agent=agent, tasks=_sample(),
                                 save_screenshots=False), out=out, lease=lease)
    return report, results.read_records(str(run_dir)), out.getvalue()


def test_the_oracle_asks_on_ambiguous_steps_and_scores_100(ready_device, tmp_path):
    report, recs, printed = _run(ready_device, tmp_path, "oracle")
    assert report["no_result"] == 0
    probe = report["probe"]
    assert probe["ambiguous"]["ask_match"] == 100.0 and probe["clear"]["match"] == 100.0
    assert probe["ambiguous"]["ask_rate"] == 100.0 and probe["clear"]["ask_rate"] == 0.0
    assert probe["by_split"]["hard"]["ask_match"] == 100.0
    for r in recs:
        kinds = [s["action"]["action_type"] for s in r["trajectory"]]
        clear = r["task"].endswith("_clear")
        assert kinds[-1] == "status" and (kinds[0] != "ask_user") == clear
        if not clear:
            assert r["dialogue"][1]["kind"] == "answer" and r["verdict"]["probe"]["stage"] == "success"
    assert "MID-Bench probes: 2 ambiguous step(s): Ask+Match 100.0, Match-Only 100.0 (gap 0.0)" in printed


def test_acting_without_asking_earns_match_only_but_no_ask_match(ready_device, tmp_path):
    report, recs, _ = _run(ready_device, tmp_path, "test_probe_act_without_asking")
    probe = report["probe"]
    assert probe["ambiguous"]["match_only"] == 100.0 and probe["ambiguous"]["ask_match"] == 0.0
    assert probe["ambiguous"]["gap"] == 100.0 and probe["ambiguous"]["stages"]["detect_fail"]["n"] == 2
    assert probe["clear"]["match"] == 100.0
    assert all(len(r["trajectory"]) == 2 for r in recs)     # the action, then the protocol's status
    md = (tmp_path / "test_probe_act_without_asking" / "report.md").read_text()
    assert "| all ambiguous | 2 | 0.0 | 100.0 | 100.0 | 0.0 | detect_fail 2 |" in md
    assert "Step-level probes (MID-Bench)" in (tmp_path / "test_probe_act_without_asking" / "report.html").read_text()


def test_an_agent_that_is_never_right_scores_0(ready_device, tmp_path):
    report, recs, _ = _run(ready_device, tmp_path, "test_probe_never_right")
    probe = report["probe"]
    assert probe["ambiguous"]["match_only"] == 0.0 and probe["ambiguous"]["ask_match"] == 0.0
    assert probe["clear"]["match"] == 0.0 and report["successes"] == 0
    assert probe["ambiguous"]["stages"]["ask_fail"]["n"] == 2     # the vague question filled nothing
    assert all([s["action"]["action_type"] for s in r["trajectory"]] == ["ask_user", "navigate_back", "status"]
               for r in recs)
