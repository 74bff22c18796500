"""Every answer task's correct answer depends on what its instance seeded onto the device
(issue 25), so an answer written without looking at this device loses.

Two agents that see only the goal play every task whose success depends on the answer
(``Evaluation`` ANSWER, STATE_AND_ANSWER or JUDGE):

* the other-instance cheat (``venus_tasks.agents.other_instance``): on target instance B
  it tells the user what the oracle told it on instance A -- B's own English goal on
  another seed where the pool has one, so only the device differs. It must lose, and B's
  answer must not be ``constant``: when at least 6 instances with B's goal all had the
  oracle say exactly B's words, the answer is a function of the goal (a public constant,
  or a mapping any earlier run gives away), and no choice of seed pair could show the
  device mattering. Conflict tasks run with a user who never answers, so the oracle takes
  the report path and A's report is played against B's device.
* ``cheat_public`` (``venus_tasks.agents.public_facts``): answers from the goal and a
  table of public facts (Pro Expense's categories, Markor's file types, Android 13's
  Screen timeout choices, what Dark theme does, AndroidWorld's date, ...).

A task tagged ``knowledge`` (a constant answer is its point; it is reported apart and is
not in the headline SR) is exempt. Targets rotate like ``test_adversarial_sweep``: two
targets per task and three public-facts seeds in CI, the goal wording rotating through
original, zh and paraphrase; ``VENUS_FULL_SWEEP=1`` plays six targets and eight seeds.
"""

from __future__ import annotations

import os
import random
from typing import Any, Iterator

import pytest

from variants import get_variant
from venus_tasks import registry
from venus_tasks.agents.adversarial import PublicFactsAgent
from venus_tasks.agents.other_instance import OtherInstancePlan, OtherInstancePlanner
from venus_tasks.agents.public_facts import public_answer
from venus_tasks.dialogue import ScriptedUser
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched
from verifiers.facts import stated_counts

KNOWLEDGE = "knowledge"
FULL = os.environ.get("VENUS_FULL_SWEEP") == "1"
TARGETS = 6 if FULL else 2
PUBLIC_SEEDS = 8 if FULL else 3
POOL = 300
GOAL_VARIANTS = ("", "zh", "paraphrase")
TASKS = [c for c in registry.select("venus") if c.info.evaluation is not Evaluation.STATE]


def pool(cls: type) -> list[int]:
    return [instance_seed(i, cls.__name__, 0) for i in range(POOL)]


def targets(planner: OtherInstancePlanner, n: int, offset: int) -> list[int]:
    """``n`` target seeds, starting at ``offset`` in the pool: first instances with enough
    same-goal instances to tell a constant answer, then any with a same-goal instance (so
    only the device differs), then the others."""
    seeds = planner.pool[offset:] + planner.pool[:offset]
    partners = {s: len(planner.same_goal_seeds(s)) for s in seeds}
    return sorted(seeds, key=lambda s: (partners[s] < planner.min_same, partners[s] == 0))[:n]


def play(cls: type, seed: int, variant: str, agent, env, name: str):
    transform = get_variant(variant)
    params = cls.generate_random_params(seed)
    task = cls(transform.params(params) if transform else params)
    return run_episode(Instance(task, 0, seed, variant=variant, transform=transform), env, agent, name,
                       user=ScriptedUser())


def problems(plan: OtherInstancePlan, rec) -> list[str]:
    """Why a plan and its played episode show an answer that does not need the device."""
    out = []
    said = [a.text for a in plan.target_told]
    if plan.constant:
        out.append(f"seed {plan.target_seed}: {plan.same_tried} instances with the same goal all had the answer "
                   f"{said!r}: it does not depend on the device")
    if not plan.target_solved:
        out.append(f"seed {plan.target_seed}: the oracle fails with a user who never answers (told {said!r}); "
                   "its report path must state the device's facts")
    if rec is not None and rec.success:
        out.append(f"seed {plan.target_seed}: seed {plan.source_seed}'s answer "
                   f"{[a.text for a in plan.actions]!r} wins here (same goal: {plan.same_goal})")
    assert rec is None or not rec.no_result, (rec.outcome, rec.error)
    return out


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_another_instances_answer_loses(cls, env):
    if KNOWLEDGE in cls.info.tags:
        pytest.skip("a knowledge task: its constant answer is the point")
    planner = OtherInstancePlanner(cls, env, pool(cls))
    index = TASKS.index(cls)
    found = []
    for j, seed in enumerate(targets(planner, TARGETS, index % 7)):
        plan = planner.plan(seed)
        rec = None
        if plan.source_seed is not None:
            variant = GOAL_VARIANTS[(index + j) % len(GOAL_VARIANTS)]
            rec = play(cls, seed, variant, plan.agent(), env, "cheat_other_instance")
        found += problems(plan, rec)
    assert found == []


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_public_facts_win_nothing(cls, env):
    if KNOWLEDGE in cls.info.tags:
        pytest.skip("a knowledge task: its constant answer is the point")
    index, wins = TASKS.index(cls), []
    for j in range(PUBLIC_SEEDS):
        seed = instance_seed(j, cls.__name__, 0)
        variant = GOAL_VARIANTS[(index + j) % len(GOAL_VARIANTS)]
        transform = get_variant(variant)
        params = cls.generate_random_params(seed)
        goal = cls(transform.params(params) if transform else params).goal
        if public_answer(goal) is None:
            continue                     # the agent would say nothing: the noop, which check_task scores
        rec = play(cls, seed, variant, PublicFactsAgent(), env, "cheat_public")
        assert not rec.no_result, (rec.outcome, rec.error)
        if rec.success:
            wins.append(f"seed {seed} {variant or 'original'}: {rec.answer!r}")
    assert wins == []


# ----------------------------------------------------------------- the test can fail
class _ConstantAnswer(VenusTask):
    """"How many days has a week?" beside seeded expenses: 7 whatever the device holds
    (not registered; shows that a constant answer cannot pass)."""

    app_names = ("pro expense",)
    template = "How many days does a week have? Also, I logged {n} expenses today."
    info = TaskInfo(Category.FA, PUDAM(1, 1, 1, 1, 1), Evaluation.ANSWER)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"n": rng.randint(1, 2), "other": rng.random()}

    def setup(self, env) -> None:
        pass

    def verify(self, env) -> float:
        return float(stated_counts(env.answer, ("day",)) == {7})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.answer("A week has 7 days.")

    def near_misses(self) -> list[NearMiss]:
        return [NearMiss("six", give_answer("6 days.")), NearMiss("nothing", leave_untouched)]


def test_a_constant_answer_cannot_pass(env):
    planner = OtherInstancePlanner(_ConstantAnswer, env, range(40))
    plans = [planner.plan(s) for s in targets(planner, 2, 0)]
    assert all(p.constant and p.source_seed is None for p in plans)
    assert all(problems(p, None) for p in plans)


def test_public_answers_come_from_the_goal_alone():
    """The public agent's answers name the public facts (so its losses above are the
    tasks', not an agent that says nothing)."""
    from venus_tasks.agents.public_facts import EXPENSE_CATEGORIES
    text = public_answer('Is there a "Travel" category I can file an expense under in Pro Expense? '
                         "If there isn't, list the categories it does have.")
    assert text and "no Travel" in text and all(c in text for c in EXPENSE_CATEGORIES)
    assert public_answer("Set the screen timeout to 45 minutes in Settings.").startswith("45 minutes is not")
    assert "brighter, not darker" in public_answer("Turn off Dark theme in Settings so the screen looks darker.")
