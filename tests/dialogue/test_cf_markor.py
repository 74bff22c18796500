"""The Markor CF tasks with a user to ask, through the episode loop and the strict
simulator: asking about the conflict and following the reply succeeds, whatever the
drawn resolution; acting on the request without asking fails every instance; reporting
the conflict without acting succeeds."""

import pytest

from tests.dialogue.looking import Looker
from tests.dialogue.test_interaction_record import Scripted
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.tasks import cf_markor, cf_markor_folders
from venus_tasks.tasks.cf_markor import _become

TASKS = (cf_markor.RefusalMarkorDeleteMissingNote, cf_markor.RefusalMarkorRenameTaken,
         cf_markor_folders.RefusalMarkorDeleteWrongFolder, cf_markor_folders.RefusalMarkorMoveCountMismatch,
         cf_markor.RefusalMarkorAppendWrongDate)
CASES = [(cls, seed) for cls in TASKS for seed in range(4)]
IDS = [f"{cls.__name__}-{seed}" for cls, seed in CASES]


def _instance(cls, seed):
    s = instance_seed(seed, cls.__name__, 0)
    return Instance(cls(cls.generate_random_params(s)), 0, s)


@pytest.mark.parametrize("cls,seed", CASES, ids=IDS)
def test_acting_without_asking_fails_every_instance(env, cls, seed):
    inst = _instance(cls, seed)

    class Rash(Scripted):
        def step(self, observation):
            if self.i == 0:
                _become(inst.task.resolved(inst.task.RASH))(inst.task, env)
            return super().step(observation)

    agent = Rash(A.JSONAction(A.ASK_USER, text=inst.task.question()))   # asks only after acting
    assert run_episode(inst, env, agent, "rash").score == 0.0


@pytest.mark.parametrize("cls,seed", CASES, ids=IDS)
def test_asking_then_following_the_reply_succeeds(env, cls, seed):
    inst = _instance(cls, seed)
    task, p = inst.task, inst.task.params

    class Asker(Looker):           # looks as the oracle does, asks, then follows the reply
        def on_reply(self, reply):
            if reply == task.intent["resolution"].value:      # the drawn resolution, in words
                _become(task.resolved(p["resolution"]))(task, env)

    agent = Asker(task, env, A.JSONAction(A.ASK_USER, text=task.question()))
    rec = run_episode(inst, env, agent, "asker")
    assert rec.score == 1.0
    assert rec.dialogue[1]["kind"] == "answer" and rec.dialogue[1]["filled"] == ["resolution"]
    assert agent.replies == [task.intent["resolution"].value]


@pytest.mark.parametrize("cls,seed", CASES[::2], ids=IDS[::2])
def test_reporting_the_conflict_without_acting_succeeds(env, cls, seed):
    inst = _instance(cls, seed)
    agent = Looker(inst.task, env, A.answer(inst.task.right_report()))
    assert run_episode(inst, env, agent, "reporter").score == 1.0


@pytest.mark.parametrize("cls,seed", CASES[1::2], ids=IDS[1::2])
def test_the_right_report_without_looking_fails(env, cls, seed):
    """The report an agent could write from a memorised table of the task's names (the
    similar note, the other folder) without opening Markor: the conflict was never on
    screen, so it is not credited (``common.saw_conflict``)."""
    inst = _instance(cls, seed)
    assert run_episode(inst, env, Scripted(A.answer(inst.task.right_report())), "memoriser").score == 0.0
