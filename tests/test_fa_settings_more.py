"""Answers and screens of ``venus_tasks/tasks/fa_settings_more.py``: the larger-text
capability answer phrased other ways (Chinese, words for numbers, "no" worded as
"cannot" / "maximum") passes for every seeded Font size, the plausible wrong ones fail;
the GUI solver reads every slider position from the pixels; the battery percentage's
path and state, worded other ways, pass."""

from __future__ import annotations

import pytest

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.fa_settings_more import font_step
from venus_tasks.env import actions as A
from venus_tasks.tasks import fa_settings_more as F

PATH = "Settings > Display > Display size and text > Font size"


def _instance(scale: str):
    cls = F.FuncAssistCapabilityLargerText
    seed = next(s for s in range(500) if cls.generate_random_params(s)["scale"] == scale)
    return cls(cls.generate_random_params(seed))


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


@pytest.mark.parametrize("scale, more", [("0.85", 3), ("1.0", 2), ("1.15", 1)])
def test_larger_text_yes_answers(env, scale, more):
    words = {1: "one", 2: "two", 3: "three"}
    zh = {1: "一", 2: "两", 3: "三"}
    good = [f"Yes: {PATH}. {more} more steps up.", f"You can. Open Display, then Display size and text, then Font "
            f"size and press Make larger; {words[more]} more steps are left.",
            f"可以。设置 > 显示 > 显示大小和文字 > 字体大小，还能再调大{zh[more]}档。"]
    bad = [f"Yes: {PATH}. {more + 1} more steps up.", f"Yes: {PATH}.", f"No, {PATH} is already at the largest.",
           f"Font size > Display size and text > Display: {more} more steps.", f"{more} more steps.",
           f"Yes: {PATH}. Maybe {more} or {more + 1} more steps."]
    got = _scores(env, _instance(scale), good + bad)
    assert [a for a in good if got[a] != 1.0] == [] and [a for a in bad if got[a] != 0.0] == []


def test_larger_text_no_answers(env):
    good = [f"No, it can't get any bigger: {PATH} is already at its maximum.",
            f"{PATH} is already at the largest size, so no.", "不能，设置 > 显示 > 显示大小和文字 > 字体大小 已经是最大了。"]
    bad = [f"Yes: {PATH}. 1 more step up.", "No, it is already the largest.", f"{PATH}.", ""]
    got = _scores(env, _instance("1.3"), good + bad)
    assert [a for a in good if got[a] != 1.0] == [] and [a for a in bad if got[a] != 0.0] == []


def test_the_solver_reads_every_slider_position_from_the_screenshot(env):
    for i, scale in enumerate(F.FONT_SCALES):
        env.device.settings_put("system", "font_scale", scale)
        env.device.run("am force-stop com.android.settings")
        gui = Gui(env, 10)
        gui.open_app("Settings")
        gui.click(text="Display", rid="title")
        gui.click(text="Display size and text", rid="title")
        assert font_step(gui) == i, scale
    env.device.settings_put("system", "font_scale", "1.0")
    env.device.run("am force-stop com.android.settings")


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
