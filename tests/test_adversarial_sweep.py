"""The adversarial sweep: every cheating agent over every registered task. Tasks that mix
kinds of instance (valid, partial, conflict) meet every cheater on three seeds; the
others meet each cheater on one of the three seeds in turn (turning with the cheater and
the task), so every seed is still played and each cheater meets a drawn instance. The
goal's wording turns too (original, zh, paraphrase), so each cheater reads all three over
the tasks: echoing or keyword-spamming a Chinese goal is tried as well. The two
cheaters that act for the whole step budget (``cheat_random``, ``cheat_ui_dump``: about
three quarters of the sweep's time at first) play every other task, the one taking the
tasks the other skips, so each task still meets one of them. ``VENUS_FULL_SWEEP=1`` plays
every cheater on every seed for every task (a longer run, before calling a new task done).

The cheaters of issue 25's integrity round are in ``CHEATERS`` too: the blind asker and
the parameter asker (``cheat_blind_ask``, ``cheat_ask_params``), the budget burner
(``cheat_burn``), the cell dodger (``cheat_dodge_cells``, run as the harness runs a served
agent: its dodged cells have no result and count as failures), public facts
(``cheat_public``) and the hedger (``cheat_hedge``: the oracle with every sentence it says
hedged, on the tasks scored on what is said, with a user who never answers, so that a
conflict task's oracle reports), and the collateral writer (``cheat_collateral``: the
oracle plus one unasked change in a store the task does not allow; the state guard must
fail it). ``KNOWN_WINS`` lists the wins found and not fixed yet.
The other-instance cheat is played over every answer task by
``tests/test_device_answers.py``. A cheater with
``plays(cls)`` plays only those tasks; ``SILENT_USER`` plays with a user who never answers;
one with ``tried()`` false did not get to cheat in that episode, which is left out.
``tests/test_cheat_metrics.py`` checks what these cheaters do to the rates beyond wins;
``tests/test_cheat_memory.py`` the memory across attempts.

No cheater may win an episode, and a report over all their episodes has a headline SR of
0. A task added later is swept too (the registry is read at collection time).
"""

from __future__ import annotations

import os

import pytest

from variants import get_variant
from venus_tasks import registry
from venus_tasks.agents.adversarial import CHEATERS
from venus_tasks.dialogue import ScriptedUser
from venus_tasks.episode import run_episode
from venus_tasks.metrics.report import build_report
from venus_tasks.registry import Instance, instance_seed

TASKS = registry.select("venus")
SEEDS = (30, 7, 101)
GOAL_VARIANTS = ("", "zh", "paraphrase")
FULL = os.environ.get("VENUS_FULL_SWEEP") == "1"
ALTERNATING = {"cheat_random": 0, "cheat_ui_dump": 1}   # cheater -> the task-index parity it plays
# (task, cheater) -> why: wins found and reported (issue 25's integrity round), not fixed
# yet; that cheater's episodes of that task are left out of the report. Strict: one of
# them must still win (a fix makes the test say to remove the entry).
KNOWN_WINS: dict[tuple[str, str], str] = {}


def play(cls, name: str, seed: int, variant: str, env):
    """One episode of cheater ``name`` on instance seed ``seed`` of ``cls`` in goal
    variant ``variant``: (record, the agent)."""
    agent_cls = CHEATERS[name]
    s = instance_seed(seed, cls.__name__, 0)
    transform = get_variant(variant)
    params = cls.generate_random_params(s)
    task = cls(transform.params(params) if transform else params)
    agent = agent_cls()
    rec = run_episode(Instance(task, 0, s, variant=variant, transform=transform), env, agent, name,
                      user=ScriptedUser() if getattr(agent_cls, "SILENT_USER", False) else None,
                      model_client=getattr(agent_cls, "MODEL_CLIENT", False))
    return rec, agent


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_no_cheater_wins_any_episode(cls, env):
    records, wins, known = [], [], []
    every_seed = FULL or "kind" in cls.generate_random_params(0)
    index = TASKS.index(cls)
    for i, (name, agent_cls) in enumerate(CHEATERS.items()):
        if not (FULL or every_seed) and ALTERNATING.get(name, index % 2) != index % 2:
            continue
        if hasattr(agent_cls, "plays") and not agent_cls.plays(cls):
            continue
        for j, seed in enumerate(SEEDS if every_seed else SEEDS[(i + index) % len(SEEDS):][:1]):
            variant = GOAL_VARIANTS[(i + index + j + 1) % len(GOAL_VARIANTS)]   # zh and paraphrase goals too
            rec, agent = play(cls, name, seed, variant, env)
            assert rec.outcome not in ("device_error", "setup_error", "verify_error"), (name, rec.error)
            if hasattr(agent, "tried") and not agent.tried():
                continue                 # it did not get to cheat (the hedger: the oracle said nothing)
            if (cls.__name__, name) in KNOWN_WINS:
                known.append(rec.success)
                continue
            records.append(rec.as_json())
            if rec.success:
                said = getattr(agent, "hedged", None) or rec.answer
                wins.append(f"{name} seed {seed} {variant or 'original'}: said {said!r}")
    assert wins == []
    assert not known or any(known), f"a known win no longer happens: remove it from KNOWN_WINS ({cls.__name__})"
    report = build_report(records, "cheaters")
    assert report["leaderboard"]["scores"]["total"] == 0.0
    assert report["successes"] == 0


def test_known_wins_name_swept_tasks_and_cheaters():
    """A ``KNOWN_WINS`` entry of a retired task or an unknown cheater would excuse nothing
    and never be checked: it must name a task the sweep plays and one of ``CHEATERS``."""
    names = {c.__name__ for c in TASKS}
    assert [k for k in KNOWN_WINS if k[0] not in names or k[1] not in CHEATERS] == []


def test_dodging_is_a_failed_episode_not_a_missing_one(env):
    cls = TASKS[0]
    s = instance_seed(30, cls.__name__, 0)
    rec = run_episode(Instance(cls(cls.generate_random_params(s)), 0, s), env, CHEATERS["cheat_dodge"](), "dodge")
    assert rec.outcome == "agent_crash" and rec.score == 0.0 and not rec.no_result
    invalid = [t for t in rec.trajectory if t["action"]["action_type"] == "invalid" or "invalid" in t]
    assert len(invalid) == len(CHEATERS["cheat_dodge"].ATTEMPTS)   # every attempt cost a step, none broke anything
