"""The adversarial sweep: every cheating agent over every registered task. Tasks that mix
kinds of instance (valid, partial, conflict) meet every cheater on three seeds; the
others meet each cheater on one of the three seeds in turn, so every seed is still played
and each cheater meets a drawn instance. The goal's wording rotates too (original, zh,
paraphrase), so echoing or keyword-spamming a Chinese goal is tried as well. The two
cheaters that act for the whole step budget (``cheat_random``, ``cheat_ui_dump``: about
three quarters of the sweep's time) play every other task, the one taking the tasks the
other skips, so each task still meets one of them. ``VENUS_FULL_SWEEP=1`` plays every
cheater on every seed for every task (a longer run, before calling a new task done).

No cheater may win an episode, and a report over all their episodes has a headline SR of
0. A task added later is swept too (the registry is read at collection time).
"""

from __future__ import annotations

import os

import pytest

from variants import get_variant
from venus_tasks import registry
from venus_tasks.agents.adversarial import CHEATERS
from venus_tasks.episode import run_episode
from venus_tasks.metrics.report import build_report
from venus_tasks.registry import Instance, instance_seed

TASKS = registry.select("venus")
SEEDS = (30, 7, 101)
GOAL_VARIANTS = ("", "zh", "paraphrase")
FULL = os.environ.get("VENUS_FULL_SWEEP") == "1"
ALTERNATING = {"cheat_random": 0, "cheat_ui_dump": 1}   # cheater -> the task-index parity it plays


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_no_cheater_wins_any_episode(cls, env):
    records, wins = [], []
    every_seed = FULL or "kind" in cls.generate_random_params(0)
    index = TASKS.index(cls)
    for i, (name, agent_cls) in enumerate(CHEATERS.items()):
        if not (FULL or every_seed) and ALTERNATING.get(name, index % 2) != index % 2:
            continue
        for j, seed in enumerate(SEEDS if every_seed else SEEDS[i % len(SEEDS):][:1]):
            s = instance_seed(seed, cls.__name__, 0)
            variant = GOAL_VARIANTS[(i + j + 1) % len(GOAL_VARIANTS)]   # cheaters read zh and paraphrase goals too
            transform = get_variant(variant)
            params = cls.generate_random_params(s)
            task = cls(transform.params(params) if transform else params)
            rec = run_episode(Instance(task, 0, s, variant=variant, transform=transform), env, agent_cls(), name)
            records.append(rec.as_json())
            if rec.success:
                wins.append(f"{name} seed {seed} {variant or 'original'}: answer {rec.answer!r}")
            assert rec.outcome not in ("device_error", "setup_error", "verify_error"), (name, rec.error)
    assert wins == []
    report = build_report(records, "cheaters")
    assert report["leaderboard"]["scores"]["total"] == 0.0
    assert report["successes"] == 0


def test_dodging_is_a_failed_episode_not_a_missing_one(env):
    cls = TASKS[0]
    s = instance_seed(30, cls.__name__, 0)
    rec = run_episode(Instance(cls(cls.generate_random_params(s)), 0, s), env, CHEATERS["cheat_dodge"](), "dodge")
    assert rec.outcome == "agent_crash" and rec.score == 0.0 and not rec.no_result
    invalid = [t for t in rec.trajectory if t["action"]["action_type"] == "invalid" or "invalid" in t]
    assert len(invalid) == len(CHEATERS["cheat_dodge"].ATTEMPTS)   # every attempt cost a step, none broke anything
