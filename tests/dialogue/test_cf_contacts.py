"""The CF tasks over Contacts and SMS Messenger with a user to ask: asking and following
the strict simulator's reply succeeds through the episode loop (the agent reads what to
do from the reply, not from the task), and acting without asking fails every instance."""

import pytest

from apps import contacts
from tests.dialogue.looking import Looker
from tests.dialogue.test_interaction_record import Scripted
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.tasks import cf_contacts as cf

TASKS = (cf.RefusalSmsSendAmbiguousContact, cf.RefusalContactAddNumberAlready, cf.RefusalContactDeleteNotExist,
         cf.RefusalSmsSendWrongNumber)


def _instance(cls, seed):
    s = instance_seed(seed, cls.__name__, 0)
    return Instance(cls(cls.generate_random_params(s)), 0, s)


def _follow(task, env, reply: str) -> None:
    """Do what the reply says, as an agent reading it would."""
    p = task.params
    if isinstance(task, cf.RefusalSmsSendAmbiguousContact):
        twin = next(t for t in p["twins"] if reply.startswith(t["name"]))
        task._send(twin["number"])(task, env)
    elif isinstance(task, cf.RefusalSmsSendWrongNumber):      # the saved number is the one it saw
        task._send(p["saved"] if "saved in my contacts" in reply else p["given"])(task, env)
    elif isinstance(task, cf.RefusalContactAddNumberAlready):
        if reply.startswith("Then remove the older number"):    # the older one its card showed
            contacts.delete_number(env.device, p["name"], p["old"])
    elif reply.startswith("Yes, that is the one I meant"):
        contacts.delete_contact(env.device, p["real"])


@pytest.mark.parametrize("seed", range(4))
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


@pytest.mark.parametrize("seed", range(4))
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
