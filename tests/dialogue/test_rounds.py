"""Multi-round follow-ups through the episode loop: a sequential round arrives as a user
turn once the previous one verifies, a round claimed done that does not verify ends the
episode, and an interruption arrives once its text is on screen."""

import pytest

from tests.dialogue.test_interaction_record import Scripted
from venus_tasks.agents import AgentStep
from venus_tasks.dialogue.rounds import Round
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import create_instances, get_suite


def _instance(name, seed=3):
    return create_instances([get_suite("venus")[name]], 1, seed)[0]


class WifiAgent(Scripted):
    """Does what each round says (through the device, as a test stand-in), records what it saw."""

    def __init__(self, env, first="0", second="1"):
        super().__init__()
        self.env, self.first, self.second, self.seen = env, first, second, []

    def step(self, observation):
        self.seen.append(list(observation.user_messages))
        if observation.user_messages:
            self.env.device.settings_put("global", "wifi_on", self.second)
            return AgentStep(A.done())
        if len(self.seen) == 1:
            self.env.device.settings_put("global", "wifi_on", self.first)
            return AgentStep(A.JSONAction(A.WAIT))
        return AgentStep(A.done())


def test_the_next_round_arrives_after_done_and_both_are_verified(env):
    agent = WifiAgent(env)
    rec = run_episode(_instance("MultiRoundWifiOffThenBack"), env, agent, "rounds")
    assert rec.outcome == "agent_done" and rec.score == 1.0
    assert agent.seen == [[], [], ["Sorry, I need Wi-Fi after all. Turn it back on."]]
    assert [r["what"] for r in rec.rounds] == ["verified", "delivered"] and rec.rounds[0]["score"] == 1.0
    assert rec.dialogue == [{"role": "user", "step": 1, "text": "Sorry, I need Wi-Fi after all. Turn it back on.",
                             "kind": "follow_up"}]


def test_a_round_claimed_done_that_does_not_verify_ends_the_episode(env):
    agent = WifiAgent(env, first="1")                   # never turned Wi-Fi off
    rec = run_episode(_instance("MultiRoundWifiOffThenBack"), env, agent, "rounds")
    assert rec.outcome == "round_failed" and rec.score == 0.0 and not rec.no_result
    assert rec.rounds == [{"step": 1, "what": "verified", "round": 0, "score": 0.0}]
    assert len(agent.seen) == 2                           # the follow-up was never delivered


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
    assert rec.rounds == [{"step": 3, "what": "interruption", "text": seen[3][0]}]


def test_a_round_has_one_trigger():
    with pytest.raises(ValueError, match="not both"):
        Round("x", at_step=2, on_screen="y")
