"""Answers of ``venus_tasks/tasks/fa_settings_more.py``: the battery percentage's path and
state, worded other ways, pass; the other state, a hedge, half the answer or a path
without the root fail."""

from __future__ import annotations

import pytest

from venus_tasks.env import actions as A
from venus_tasks.tasks import fa_settings_more as F

def _scores(env, task, answers):
    task.initialize_task(env)
    try:
        out = {}
        for text in answers:
            env.execute(A.answer(text))
            out[text] = task.is_successful(env)
        return out
    finally:
        task.tear_down(env)


@pytest.mark.parametrize("on", [True, False])
def test_battery_percentage_answers(env, on):
    cls = F.FuncAssistExplainBatteryPercentage
    seed = next(s for s in range(100) if cls.generate_random_params(s)["on"] == on)
    state, other = ("on", "off") if on else ("off", "on")
    zh = "已开启" if on else "已关闭"
    good = [f"Settings > Battery > Battery percentage; it's {state} right now.",
            f"Open Battery and use the Battery percentage switch. Currently {state}"
            + ("." if on else ", so tap it to turn it on."),
            f"设置 > 电池 > 电池电量百分比，当前{zh}。"]
    bad = [f"Settings > Battery > Battery percentage; it's {other} right now.", f"It's {state} right now.",
           "Settings > Battery > Battery percentage.", f"Battery percentage (under Battery) is {state} now.",
           f"Settings > Battery > Battery percentage; it is currently {state} or {other}.",
           f"设置 > 电池电量百分比，当前{zh}。"]
    got = _scores(env, cls(cls.generate_random_params(seed)), good + bad)
    assert [a for a in good if got[a] != 1.0] == [] and [a for a in bad if got[a] != 0.0] == []
