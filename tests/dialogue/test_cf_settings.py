"""CF tasks over Settings (``venus_tasks/tasks/cf_settings.py``, ``cf_settings_values.py``) through the episode loop
and the strict simulator: a conflict succeeds by asking and following the reply (the
intent's resolution) or by reporting it with nothing changed; acting before asking fails
even when undone; valid instances are done, not refused, and questions about them get
the refusal; the guard allows only the switches the instance may change."""

from __future__ import annotations

import pytest

from apps.settings import timeout_span_zh
from tests.dialogue.looking import Looker
from tests.dialogue.test_interaction_record import Scripted
from venus_tasks.agents.adversarial import RefuseAgent
from venus_tasks.env import actions as A
from venus_tasks.episode import run_episode
from venus_tasks.registry import Instance, instance_seed
from venus_tasks.tasks import cf_settings as cfs
from venus_tasks.tasks import cf_settings_values as cfv
from venus_tasks.tasks.nr_settings import DARK_THEME

Switch, Dnd = cfs.RefusalSettingsSwitchAlready, cfs.RefusalSettingsDoNotDisturbAlready
Timeout, Dark = cfv.RefusalSettingsTimeoutUnavailable, cfv.RefusalSettingsDarkThemeContradiction
Two = cfs.RefusalSettingsTwoSwitchesPartial
ASKING = (Switch, Dnd, Timeout, Dark)


def _instance(cls, **want) -> Instance:
    """The first instance (run seeds 0, 1, ...) whose params have the values ``want``."""
    for seed in range(400):
        s = instance_seed(seed, cls.__name__, 0)
        params = cls.generate_random_params(s)
        if all(params[k] == v for k, v in want.items()):
            return Instance(cls(params), 0, s)
    raise AssertionError(f"no {cls.__name__} instance with {want}")


def _follow(task, env) -> None:
    """Do what the user's resolution asks (nothing when it is to leave things as they are)."""
    p = task.params
    if isinstance(task, Switch) and p["resolution"] == "other":
        cfs.flip(task.other, p["state"] == "on")(task, env)
    elif isinstance(task, Timeout) and p["resolution"] == "pick":
        env.device.settings_put("system", "screen_off_timeout", p["pick"] * 1000)
    elif isinstance(task, Dark) and p["resolution"] == "switch":
        cfs.flip(DARK_THEME, p["state"] == "on")(task, env)


def _act_on_the_conflict(task, env) -> None:
    """What a rash agent does first: flip the named switch / set a nearest choice."""
    p = task.params
    if isinstance(task, Timeout):
        env.device.settings_put("system", "screen_off_timeout", p["nearest"][0] * 1000)
    elif isinstance(task, Dark):
        cfs.flip(DARK_THEME, p["state"] == "on")(task, env)
    else:
        cfs.flip(task.switch, p["state"] != "on")(task, env)


RESOLUTIONS = [(cls, r) for cls in ASKING
               for r in sorted({cls.generate_random_params(s)["resolution"] for s in range(60)})]
IDS = [f"{cls.__name__}-{r}" for cls, r in RESOLUTIONS]


class Asker(Looker):
    """Looks at the conflict as the oracle does, asks the task's conflict question, then
    does what the reply says."""

    def __init__(self, task, env):
        super().__init__(task, env, A.ask_user(task.question()))

    def on_reply(self, reply):
        _follow(self.task, self.env)


@pytest.mark.parametrize("cls, resolution", RESOLUTIONS, ids=IDS)
def test_asking_then_following_the_reply_succeeds_and_the_reply_is_the_intent(env, cls, resolution):
    inst = _instance(cls, conflict=True, resolution=resolution)
    agent = Asker(inst.task, env)
    rec = run_episode(inst, env, agent, "asker")
    assert rec.score == 1.0, rec.verdict
    assert rec.dialogue[1]["kind"] == "answer" and rec.dialogue[1]["filled"] == ["resolution"]
    assert agent.replies == [inst.task.intent["resolution"].value]
    # it tapped through Settings to look, but changed nothing before asking: not acting
    assert rec.interaction["acted_before_asking"] is False


def _undo(task, env) -> None:
    """Put back what ``_act_on_the_conflict`` changed."""
    p = task.params
    if isinstance(task, Timeout):
        env.device.settings_put("system", "screen_off_timeout", p["current"] * 1000)
    elif isinstance(task, Dark):
        cfs.flip(DARK_THEME, p["state"] != "on")(task, env)
    else:
        cfs.flip(task.switch, p["state"] == "on")(task, env)


@pytest.mark.parametrize("cls, resolution", RESOLUTIONS, ids=IDS)
def test_acting_before_asking_fails_even_when_undone(env, cls, resolution):
    inst = _instance(cls, conflict=True, resolution=resolution)
    task = inst.task

    class Rash(Asker):             # looks, acts, then asks (grounded: it saw the conflict first)
        def step(self, observation):
            if observation.user_messages:
                _undo(task, env)       # the end state is what asking first would give
            out = super().step(observation)
            if out.action.action_type == A.ASK_USER:
                _act_on_the_conflict(task, env)
            return out

    rec = run_episode(inst, env, Rash(task, env), "rash")
    assert rec.dialogue[1]["filled"] == ["resolution"]
    assert rec.score == 0.0
    assert rec.interaction["acted_before_asking"] is True    # read from the device, not from its actions


REPORTS = {
    Switch: ("{label} is already {state}, so I left it as it is.", "{zh}已经是{zh_state}的，无需操作。"),
    Dnd: ("Do Not Disturb was already {state} to begin with; I changed nothing.", "勿扰模式本来就是{zh_state}的，不需要再操作。"),
    Timeout: ("Settings does not offer {request_text}; the closest choices are {near}. I left it unchanged: it is "
              "currently {now}.",
              "屏幕超时没有{zh_request}这个选项，最接近的是{zh_near}，我没有修改。目前是{zh_now}。"),
    Dark: ("Turning Dark theme {state} would make the screen {real}, not {effect}, so I left it as it is. "
           "Brightness is at {percent}% now.",
           "把深色主题{zh_switch}会让屏幕{zh_real}，所以我没有修改。现在亮度是{percent}%。"),
}
# What anyone knows without the device (Android 13's choices, what Dark theme does): the
# reports above without the device's fact. Each must fail.
PUBLIC_REPORTS = {
    Timeout: "Settings does not offer {request_text}; the closest choices are {near}. I left it unchanged.",
    Dark: "Turning Dark theme {state} would make the screen {real}, not {effect}, so I left it as it is.",
}


def _fill(text: str, task) -> str:
    p = dict(task.params)
    p["zh"] = cfs._ZH.get(p.get("label", ""), "")
    p["zh_state"] = cfs._ZH.get(p.get("state"), "")
    p["near"] = " and ".join(cfv.timeout_span(t) for t in p.get("nearest", ()))
    p["zh_request"] = timeout_span_zh(p["request"]) if "request" in p else ""
    p["zh_near"] = "和".join(timeout_span_zh(t) for t in p.get("nearest", ()))
    p["now"] = cfv.timeout_span(p["current"]) if "current" in p else ""
    p["zh_now"] = timeout_span_zh(p["current"]) if "current" in p else ""
    p["real"] = "brighter" if p.get("effect") == "darker" else "darker"
    p["zh_real"] = "更亮" if p.get("effect") == "darker" else "更暗"
    p["zh_switch"] = "关闭" if p.get("state") == "off" else "开启"
    return text.format(**p)


@pytest.mark.parametrize("language", [0, 1], ids=["en", "zh"])
@pytest.mark.parametrize("cls", ASKING, ids=[c.__name__ for c in ASKING])
def test_reporting_the_conflict_without_acting_succeeds(env, cls, language):
    for seed in range(2):
        inst = _instance(cls, conflict=True, resolution=cls.generate_random_params(seed)["resolution"])
        text = _fill(REPORTS[cls][language], inst.task)
        rec = run_episode(inst, env, Looker(inst.task, env, A.answer(text)), "reporter")
        assert rec.score == 1.0, (text, rec.verdict)
        blind = run_episode(inst, env, Scripted(A.answer(text)), "blind reporter")
        assert blind.score == 0.0, text      # the switch's state was never on screen


@pytest.mark.parametrize("cls", list(PUBLIC_REPORTS), ids=[c.__name__ for c in PUBLIC_REPORTS])
def test_a_report_of_public_facts_alone_fails(env, cls):
    for seed in range(2):
        inst = _instance(cls, conflict=True, resolution=cls.generate_random_params(seed)["resolution"])
        text = _fill(PUBLIC_REPORTS[cls], inst.task)
        rec = run_episode(inst, env, Scripted(A.answer(text)), "public")
        assert rec.score == 0.0, (text, rec.verdict)
        other = dict(inst.task.params)                  # the same report with another instance's fact
        wrong = (_fill(REPORTS[cls][0], type(inst.task)({**other, "current": next(
                     t for t in cfv.SCREEN_TIMEOUTS_S if t not in (*other["nearest"], other["current"]))}))
                 if cls is Timeout else _fill(REPORTS[cls][0], type(inst.task)({**other, "percent": other["percent"] + 3})))
        rec = run_episode(inst, env, Scripted(A.answer(wrong)), "other")
        assert rec.score == 0.0, (wrong, rec.verdict)


@pytest.mark.parametrize("cls", ASKING, ids=[c.__name__ for c in ASKING])
def test_a_refusal_asked_as_a_question_fills_nothing_and_fails(env, cls):
    inst = _instance(cls, conflict=True)
    rec = run_episode(inst, env, RefuseAgent(), "cheat_refuse")
    assert rec.dialogue[1]["kind"] == "non_informative" and rec.score == 0.0


@pytest.mark.parametrize("cls", ASKING, ids=[c.__name__ for c in ASKING])
def test_valid_instances_are_done_not_questioned(env, cls):
    inst = _instance(cls, conflict=False)
    task = inst.task

    class Doer(Scripted):
        def step(self, observation):
            if self.i == 1:
                if isinstance(task, Timeout):
                    env.device.settings_put("system", "screen_off_timeout", task.params["request"] * 1000)
                elif isinstance(task, Dark):
                    cfs.flip(DARK_THEME, task.params["state"] == "on")(task, env)
                else:
                    cfs.flip(task.switch, task.params["state"] == "on")(task, env)
            return super().step(observation)

    rec = run_episode(inst, env, Doer(A.ask_user("Should I go ahead with it?"), A.answer("Done.")), "doer")
    assert rec.dialogue[1]["kind"] == "refusal"        # the goal says it all
    assert rec.score == 1.0, rec.verdict
    rec = run_episode(inst, env, Scripted(A.answer(_fill(REPORTS[cls][0], task))), "refuser")
    assert rec.score == 0.0


def test_the_other_switch_may_change_only_when_the_reply_names_it(env):
    leave = _instance(Switch, conflict=True, resolution="leave")
    other = leave.task.other

    class FlipsOther(Looker):
        def on_reply(self, reply):
            cfs.flip(other, leave.task.params["state"] == "on")(leave.task, env)

    rec = run_episode(leave, env, FlipsOther(leave.task, env, A.ask_user(leave.task.question())), "flips other")
    assert rec.score == 0.0
    assert [c.split(":")[0] for c in rec.verdict["unexpected_changes"]] == \
        [f"settings {other.namespace} {other.key}"]
    meant = _instance(Switch, conflict=True, resolution="other")
    assert meant.task.may_change.allows_setting(meant.task.other.namespace, meant.task.other.key)
    assert not leave.task.may_change.allows_setting(other.namespace, other.key)
    assert leave.task.may_change.allows_setting(leave.task.switch.namespace, leave.task.switch.key)


@pytest.mark.parametrize("kind", ["partial", "conflict"])
def test_two_switches_report_names_each_switch_that_was_already_so(env, kind):
    inst = _instance(Two, kind=kind)
    task, p = inst.task, inst.task.params
    asked = {p["a"]: p["a_state"], p["b"]: p["b_state"]}

    class DoValidPart(Scripted):
        def step(self, observation):
            if self.i == 0:
                for label, state in asked.items():
                    cfs.flip(cfs._switch(label), state == "on")(task, env)
            return super().step(observation)

    named = " ".join(f"{x} was already {asked[x]}." for x in p["already"])
    assert run_episode(inst, env, DoValidPart(A.answer(named)), "reporter").score == 1.0
    assert run_episode(inst, env, DoValidPart(A.answer("One of them was already so.")), "vague").score == 0.0
    assert run_episode(inst, env, Scripted(A.answer(named)), "no action").score == (1.0 if kind == "conflict"
                                                                                      else 0.0)


@pytest.mark.parametrize("cls", ASKING, ids=[c.__name__ for c in ASKING])
def test_the_gui_seeds_draw_valid_and_conflicting_instances(cls):
    from tests.test_gui_solvable import SEEDS
    assert {cls.generate_random_params(s)["conflict"] for s in SEEDS} == {True, False}


def test_the_nearest_choices():
    assert cfv.nearest_offered(2700) == (1800,) and cfv.nearest_offered(7200) == (1800,)
    assert cfv.nearest_offered(180) == (120, 300) and cfv.nearest_offered(45) == (30, 60)
    assert all(t not in cfv.SCREEN_TIMEOUTS_S for t in cfv._NOT_OFFERED)
