"""The FA task over Settings (``venus_tasks/tasks/fa_settings.py``): right answers worded
another way (order, case, units, Chinese) pass, plausible wrong ones fail; tapping the
choice already checked changes nothing the guard sees."""

from __future__ import annotations

import types

import pytest

from venus_tasks.env import actions as A
from venus_tasks.tasks import fa_settings as F


def _verdict(cls, params: dict, answer: str) -> float:
    task = cls({**cls.generate_random_params(1), **params})
    return task.verify(types.SimpleNamespace(answer=answer))


# ------------------------------------------------------------------ timeout choices
SHORTER = {"direction": "shorter", "than": "shorter", "current": 120, "others": [15, 30, 60]}
LONGER_EDGE = {"direction": "longer", "than": "longer", "current": 1800, "others": []}


@pytest.mark.parametrize("answer", [
    "Yes. It is now 2 minutes; the shorter choices are 15 seconds, 30 seconds and 1 minute.",
    "Yes: 1 minute, 30 seconds, 15 seconds.",
    "yes - 15 SEC, 30 sec, 60 seconds",
    "可以。比当前更短的选项有：1分钟、30秒、15秒。",
    "可以，目前是2分钟；更短的有15秒、30秒和1分钟。",
    "Yes. The choices shorter than the current one are 15 seconds, 30 seconds and 1 minute.",
])
def test_shorter_choices_pass(answer):
    assert _verdict(F.FuncAssistTimeoutOtherChoices, SHORTER, answer) == 1.0


@pytest.mark.parametrize("answer", [
    "Yes: 15 seconds and 30 seconds.",                                      # one missing
    "Yes: 15 seconds, 30 seconds, 1 minute and 2 minutes.",                 # the current one as a choice
    "Yes: 5 minutes, 10 minutes and 30 minutes.",                           # the other direction
    "Yes: 15 seconds, 30 seconds, 1 minute, 2 minutes, 5 minutes, 10 minutes, 30 minutes.",
    "No, it is already at 2 minutes.",
    "Yes, you can make it turn off sooner.",                                # no choices
    "可以：15秒、30秒。",
    # another instance's answer: its current value (1 minute) is one of this one's choices
    "Yes. It is now 1 minute; the shorter choices are 15 seconds, 30 seconds.",
    "可以。当前是1分钟，更短的有15秒、30秒。",
])
def test_shorter_choices_wrong_fail(answer):
    assert _verdict(F.FuncAssistTimeoutOtherChoices, SHORTER, answer) == 0.0


@pytest.mark.parametrize("answer", [
    "No. It is already set to 30 minutes, the longest choice.",
    "No, you can't: half an hour is the longest option and it's already set to that.",
    "No, there is no option longer than 30 minutes.",
    "No - 30 minutes is the longest setting there is.",
    "不能，当前已经是最长的30分钟了。",
    "不行，现在已经是最长的半小时，没有更长的选项。",
])
def test_longer_at_the_edge_passes(answer):
    assert _verdict(F.FuncAssistTimeoutOtherChoices, LONGER_EDGE, answer) == 1.0


@pytest.mark.parametrize("answer", [
    "Yes, you can choose 30 minutes.",                                     # says yes
    "No. It is already set to 10 minutes, the longest choice.",            # wrong current value
    "No, it cannot be longer.",                                            # no value
    "It is set to 30 minutes.",                                            # no yes/no
    "Yes, 30 minutes is the longest.",
    "No. It is already at 30 minutes; other choices: 10 minutes.",
])
def test_longer_at_the_edge_wrong_fails(answer):
    assert _verdict(F.FuncAssistTimeoutOtherChoices, LONGER_EDGE, answer) == 0.0


# ------------------------------------------------------------------ navigation on the device
def _end_state(env, cls, seed: int, *steps) -> float:
    task = cls(cls.generate_random_params(seed))
    task.initialize_task(env)
    try:
        for step in steps:
            step(task, env)
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def test_choosing_the_same_timeout_on_the_page_still_passes(env):
    """Tapping the choice that is already checked writes the same value: nothing changed,
    so the guard lets the right answer through."""
    task_cls = F.FuncAssistTimeoutOtherChoices
    params = task_cls.generate_random_params(5)
    from apps.settings import timeout_span

    def answer(task, env):
        env.execute(A.answer(task._say(params["current"], params["others"])))
    assert _end_state(env, task_cls, 5, F.go("Display", "Screen timeout", timeout_span(params["current"])),
                      answer) == 1.0
