"""Multi-round follow-ups through the episode loop: each sequential round arrives as a user
turn once the previous one verifies on the device, a round claimed done that does not
verify ends the episode there, and an interruption arrives once its text is on screen."""

import pytest

from tests.dialogue.test_interaction_record import Scripted
from venus_tasks.agents import AgentStep
from venus_tasks.dialogue.rounds import Round
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import create_instances, get_suite


def _instance(name, seed=3):
    return create_instances([get_suite("venus")[name]], 1, seed)[0]


class RoundAgent(Scripted):
    """Does what each round asks through the device (the task's own oracle steps, as a
    test stand-in), then claims it done; ``wrong`` replaces the step of one round."""

    def __init__(self, env, task, wrong=None):
        super().__init__()
        self.env, self.task, self.seen, self.wrong = env, task, [], wrong or {}

    def step(self, observation):
        self.seen.append(list(observation.user_messages))
        i = len(self.seen) - 1
        self.wrong.get(i, self.task._steps()[i])(self.task, self.env)
        return AgentStep(A.done())


def test_each_round_arrives_after_done_and_is_verified_on_the_device(env):
    inst = _instance("MultiRoundWifiOffThenBack")
    agent = RoundAgent(env, inst.task)
    rec = run_episode(inst, env, agent, "rounds")
    assert rec.outcome == "agent_done" and rec.score == 1.0
    texts = [inst.task.render_text(r.text, r.variant_texts) for r in inst.task.rounds]
    assert agent.seen == [[]] + [[t] for t in texts] and "back the way it was" in texts[2]
    assert [(r["what"], r["round"]) for r in rec.rounds] == [("verified", 0), ("delivered", 1), ("verified", 1),
                                                             ("delivered", 2), ("verified", 2), ("delivered", 3),
                                                             ("verified", 3), ("delivered", 4)]
    assert all(r["score"] == 1.0 for r in rec.rounds if r["what"] == "verified")
    assert [(d["step"], d["kind"]) for d in rec.dialogue] == [(i, "follow_up") for i in range(4)]


def test_a_wrong_middle_round_ends_the_episode_there(env):
    inst = _instance("MultiRoundWifiOffThenBack")
    wrong = {1: lambda task, env: env.device.settings_put("system", "screen_off_timeout", 30_000)}
    agent = RoundAgent(env, inst.task, wrong)
    rec = run_episode(inst, env, agent, "rounds")
    assert rec.outcome == "round_failed" and rec.score == 0.0 and not rec.no_result
    assert rec.rounds[-1] == {"step": 1, "what": "verified", "round": 1, "score": 0.0}
    assert len(agent.seen) == 2                           # rounds 3 and 4 were never delivered


def test_doing_nothing_fails_a_reverse_task(env):
    rec = run_episode(_instance("MultiRoundWifiOffThenBack"), env, Scripted(), "noop")
    assert rec.outcome == "round_failed" and rec.score == 0.0


def test_an_interruption_arrives_once_its_text_is_on_screen(env):
    inst = _instance("MultiRoundExpenseAmountInterrupted")
    name = inst.task.params["name"]
    seen = []

    class Typist(Scripted):
        def step(self, observation):
            seen.append(list(observation.user_messages))
            if len(seen) == 1:
                return AgentStep(A.JSONAction(A.OPEN_APP, app_name="Pro Expense"))
            if len(seen) == 2:
                return AgentStep(A.JSONAction(A.CLICK, index=next(
                    i for i, e in enumerate(observation.ui_elements) if e.resource_id.endswith("fb_main_add"))))
            if len(seen) == 3:
                field = next(i for i, e in enumerate(observation.ui_elements) if e.resource_id.endswith("edt_name"))
                return AgentStep(A.JSONAction(A.INPUT_TEXT, index=field, text=name))
            return AgentStep(A.JSONAction(A.WAIT) if len(seen) < 6 else A.done())

    rec = run_episode(inst, env, Typist(), "typist")
    # typed at step 2: delivered with step 3's observation, the first that shows the name
    assert seen[:3] == [[], [], []] and "was $" in seen[3][0] and name in seen[3][0]
    assert rec.dialogue[0]["kind"] == "interruption" and rec.dialogue[0]["step"] == 3
    assert rec.rounds[0] == {"step": 3, "what": "interruption", "text": seen[3][0]}
    assert rec.outcome == "round_failed"                  # nothing saved when it claimed done


def test_a_round_has_one_trigger():
    with pytest.raises(ValueError, match="not both"):
        Round("x", at_step=2, on_screen="y")
