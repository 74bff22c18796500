"""The episode record keeps every question, the simulator's reply with its kind and filled
requirements, and whether the agent changed something before it first asked."""

from venus_tasks.agents import Agent, AgentStep
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import create_instances, get_suite


class Scripted(Agent):
    def __init__(self, *actions):
        self.actions = actions

    def reset(self, goal):
        self.i = 0

    def step(self, observation):
        self.i += 1
        return AgentStep(self.actions[self.i - 1] if self.i <= len(self.actions) else A.done())


def _instance():
    return create_instances([get_suite("venus")["VagueScreenTooDark"]], 1, 3)[0]


def test_asking_first_is_recorded_with_the_reply_and_its_kind(env):
    agent = Scripted(A.JSONAction(A.ASK_USER, text="How bright do you want it?"),
                     A.JSONAction(A.ASK_USER, text="Should I tap the slider?"))
    rec = run_episode(_instance(), env, agent, "asker")
    assert rec.dialogue[:2] == [
        {"role": "agent", "step": 0, "text": "How bright do you want it?"},
        {"role": "user", "step": 0, "text": "Please make your own decisions based on the current instructions.",
         "kind": "refusal", "filled": []}]
    assert rec.as_json()["interaction"] == {"questions": 2, "first_question_step": 0, "acted_before_asking": False}


def test_a_change_before_the_first_question_is_acting_without_asking(env):
    """Acting is read from the device: the brightness changed before the question."""
    class Changes(Scripted):
        def step(self, observation):
            if self.i == 1:
                env.device.settings_put("system", "screen_brightness", 231)
            return super().step(observation)

    agent = Changes(A.JSONAction(A.OPEN_APP, app_name="Settings"), A.JSONAction(A.CLICK, x=540, y=1200),
                    A.JSONAction(A.ASK_USER, text="Is this bright enough?"))
    rec = run_episode(_instance(), env, agent, "actor")
    assert rec.interaction == {"questions": 1, "first_question_step": 2, "acted_before_asking": True}


def test_a_tap_that_only_looks_is_not_acting(env):
    """A tap that opens a Settings page changes nothing on the device (it was counted as
    acting when any tap was, so every CF agent that looked before asking 'acted')."""
    agent = Scripted(A.JSONAction(A.OPEN_APP, app_name="Settings"), A.JSONAction(A.CLICK, x=540, y=1200),
                     A.JSONAction(A.ASK_USER, text="Is this bright enough?"))
    rec = run_episode(_instance(), env, agent, "looker")
    assert rec.interaction == {"questions": 1, "first_question_step": 2, "acted_before_asking": False}


def test_navigating_before_asking_is_not_acting_and_no_question_is_none(env):
    rec = run_episode(_instance(), env, Scripted(A.JSONAction(A.OPEN_APP, app_name="Settings"),
                                                 A.JSONAction(A.SCROLL, direction="down"),
                                                 A.JSONAction(A.ASK_USER, text="Which level?")), "nav")
    assert rec.interaction["acted_before_asking"] is False
    rec = run_episode(_instance(), env, Scripted(), "silent")
    assert rec.interaction == {"questions": 0, "first_question_step": None, "acted_before_asking": None}


def test_tasks_read_the_dialogue_and_the_filled_requirements_from_the_env(env):
    from venus_tasks.dialogue import Reply, ReplyKind, UserSimulator

    class Fills(UserSimulator):
        def reply(self, question, context):
            return Reply("Food", ReplyKind.ANSWER, ("category",))

    rec = run_episode(_instance(), env, Scripted(A.JSONAction(A.ASK_USER, text="Which category?")), "q", user=Fills())
    assert rec.dialogue[1]["filled"] == ["category"]
    assert env.dialogue == [("Which category?", Reply("Food", ReplyKind.ANSWER, ("category",)))]
    assert env.filled == {"category"}
    env.reset_answer()
    assert env.dialogue == [] and env.filled == set()


def test_a_record_keeps_every_answer_and_the_report_counts_records_with_more_than_one(env, tmp_path):
    """AndroidWorld's channel keeps the last answer, so a correct answer followed by a courtesy
    one scores as the courtesy; the record says so and the report counts it (issue 25)."""
    from venus_tasks.metrics.report import build_report, format_table

    courtesy = Scripted(A.answer("Done."), A.answer("Let me know if you need anything else."), A.done())
    rec = run_episode(_instance(), env, courtesy, "courteous")
    assert rec.answers == ["Done.", "Let me know if you need anything else."]
    assert rec.answer == "Let me know if you need anything else."   # the last one is the one scored
    line = rec.as_json()
    assert line["answers"] == rec.answers
    once = run_episode(_instance(), env, Scripted(A.answer("Done."), A.done()), "once").as_json()
    legacy = {**once, "key": "Legacy_0"}
    legacy.pop("answers")                                            # an older record: read from the trajectory
    report = build_report([line, once, {**legacy, "trajectory": line["trajectory"]}], "agent")
    assert report["multiple_answers"] == 2
    assert "2 episode(s) wrote more than one answer" in format_table(report)
    assert build_report([once], "agent")["multiple_answers"] == 0
    assert "more than one answer" not in format_table(build_report([once], "agent"))
