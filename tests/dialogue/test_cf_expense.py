"""The CF tasks over Pro Expense with a user to ask: asking and following the strict
simulator's reply succeeds through the episode loop (the agent reads what to do from the
reply, not from the task's resolution), and acting without asking fails every instance."""

import re

import pytest

from apps import expense
from tests.dialogue.looking import Looker
from tests.dialogue.test_interaction_record import Scripted
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.tasks import cf_expense as cf
from venus_tasks.tasks import cf_expense_count as cfc
from venus_tasks.tasks import cf_expense_edit as cfe
from verifiers.facts import stated_dates

TASKS = (cf.RefusalExpenseDeleteDateConflict, cf.RefusalExpenseDeleteWrongCategory,
         cfc.RefusalExpenseDeleteCountMismatch, cfe.RefusalExpenseAddMissingCategory,
         cfe.RefusalExpenseEditAlreadyAmount)
SEEDS = range(8)   # each task draws two or more resolutions over these
EPISODE_SEEDS = range(4)   # the episodes run on the first four


def _instance(cls, seed):
    s = instance_seed(seed, cls.__name__, 0)
    return Instance(cls(cls.generate_random_params(s)), 0, s)


def _follow(task, env, reply: str) -> None:
    """Do what the reply says, as an agent reading it would."""
    p = task.params
    if isinstance(task, cf.RefusalExpenseDeleteDateConflict):
        day = cf.YESTERDAY if reply.startswith("The one from yesterday") else stated_dates(reply).pop()[1]
        expense.delete_expenses(env.device, [task._on(day)])
    elif isinstance(task, (cf.RefusalExpenseDeleteWrongCategory, cfc.RefusalExpenseDeleteCountMismatch)):
        if reply.startswith(("Delete it anyway", "Delete all")):
            expense.delete_expenses(env.device, task.ids(p["name"]))
    elif isinstance(task, cfe.RefusalExpenseAddMissingCategory):
        task._add(re.fullmatch(r"Use (.+) instead\.", reply).group(1))(task, env)
    elif reply.startswith("I meant the one from the day before"):   # the list shows which that was
        task._change(p["before_name"])(task, env)


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_both_resolutions_are_drawn(cls):
    assert len({_instance(cls, seed).task.params["resolution"] for seed in SEEDS}) >= 2


@pytest.mark.parametrize("seed", EPISODE_SEEDS)
@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_asking_then_following_the_reply_succeeds(env, cls, seed):
    inst = _instance(cls, seed)

    class Asker(Looker):           # looks as the oracle does, asks, then follows the reply
        def on_reply(self, reply):
            _follow(inst.task, env, reply)

    agent = Asker(inst.task, env, A.JSONAction(A.ASK_USER, text=inst.task.question()))
    rec = run_episode(inst, env, agent, "asker")
    assert rec.dialogue[1]["kind"] == "answer" and rec.dialogue[1]["filled"] == ["resolution"]
    assert agent.replies == [inst.task.intent["resolution"].value]
    assert rec.score == 1.0


@pytest.mark.parametrize("seed", EPISODE_SEEDS)
@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_acting_without_asking_fails_every_instance(env, cls, seed):
    inst = _instance(cls, seed)
    rash = next(m.apply for m in inst.task.near_misses() if m.name == "acted without asking")

    class Rash(Scripted):
        def step(self, observation):
            if not self.i:
                rash(inst.task, env)
            return super().step(observation)

    assert run_episode(inst, env, Rash(), "rash").score == 0.0


def test_a_blanket_refusal_asked_as_a_question_gets_no_resolution(env):
    """The refusal a cheater sends through ``ask_user`` names no resolution phrase."""
    question = "I can't do this: none of the items you named exist, so I did not change anything."
    for cls in TASKS:
        inst = _instance(cls, 0)
        rec = run_episode(inst, env, Scripted(A.JSONAction(A.ASK_USER, text=question)), "refuser")
        assert rec.dialogue[1]["filled"] == [] and rec.score == 0.0, cls.__name__
