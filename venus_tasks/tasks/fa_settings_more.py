"""Function assistance (FA) over the Battery page of Android 13's Settings: say where the
battery percentage is switched on and whether it is on now (explanation, the seeded
``system status_bar_show_battery_percent``). The Battery Saver and App info navigation
tasks and the larger-text capability of this module were retired for FA over the apps
(issue 26: at most a third of FA on Settings, median depth 10).

Answers are read through ``verifiers/``: the menu path as labels in order (English or
Chinese), the switch's state through ``verifiers.switches``.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.env.observation import parse_ui_dump
from venus_tasks.tasks.fa_settings import LABELS, path_in_order
from verifiers.facts import NOW
from verifiers.switches import stated_switch_states

# The labels these pages add, in English and zh-CN [inferred zh-CN], beside fa_settings.LABELS.
LABELS_MORE = {"Battery": "电池", "Battery Saver": "省电模式", "Display size and text": "显示大小和文字",
               "Font size": "字体大小", "Battery percentage": "电池电量百分比", "Apps": "应用"}


def tap_through(env, path) -> Iterator[A.JSONAction]:
    """Open Settings and tap ``path``'s labels (English or zh-CN, whichever the device
    shows), scrolling to each: the actions, for an oracle or a near miss."""
    yield A.JSONAction(A.OPEN_APP, app_name="Settings")
    for label in path:
        names = (label, LABELS_MORE.get(label) or LABELS.get(label, label))
        for _ in range(6):
            at = next((e.bbox.center for e in parse_ui_dump(env.device.ui_dump())
                       if e.text in names and e.bbox is not None), None)
            if at is not None:
                break
            yield A.JSONAction(A.SCROLL, direction="down")
        assert at is not None, f"{label!r} is not on the Settings page"
        yield A.JSONAction(A.CLICK, x=int(at[0]), y=int(at[1]))


# A step must start after the one before it, so "Battery percentage" alone (or 电池电量百分比)
# does not name both steps.
_PERCENT_PATH = (("Battery", "电池"), ("Battery percentage", "battery percent", "电池电量百分比", "电池百分比"))


@register_task("venus")
class FuncAssistExplainBatteryPercentage(VenusTask):
    """Where the battery percentage in the status bar is switched on, and whether it is on
    now (seeded on or off).

    Success: the answer names Battery, then Battery percentage, and states the current
    state (``verifiers.switches``, the clause saying "currently"/"now" decides, so "tap it
    to turn it on" is no claim that it is on); the other state, a hedge, the Battery Saver
    path or one of the two facts alone fail.
    """

    app_names = ("settings",)
    complexity = 1.0
    template = ("How do I get the exact battery percentage shown at the top of my screen, and is it shown right "
                "now? Give me the menu path and the current state.")
    variant_texts = {"zh": "怎样让屏幕顶部直接显示还剩百分之多少的电？现在有没有显示？请告诉我菜单路径和当前状态。",
                     "paraphrase": "Where do I switch on the battery percentage in the status bar, and is it "
                                   "currently displayed? Tell me the menu path and its present state."}
    info = TaskInfo(Category.FA, PUDAM(2, 1, 1, 1, 2), Evaluation.ANSWER, tags=("explain", "settings", "battery"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"on": rng.random() < 0.5}

    def setup(self, env) -> None:
        env.device.settings_put("system", "status_bar_show_battery_percent", int(self.params["on"]))

    def verify(self, env) -> float:
        a = env.answer
        return float(path_in_order(a, _PERCENT_PATH) and stated_switch_states(a, NOW) == {self.params["on"]})

    def _say(self, on: bool) -> str:
        return self.say(en=f"Settings > Battery > Battery percentage. It is currently {'on' if on else 'off'}.",
                        zh=f"设置 > 电池 > 电池电量百分比。当前{'已开启' if on else '已关闭'}。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from tap_through(env, ("Battery",))
        yield A.answer(self._say(self.params["on"]))

    def near_misses(self) -> list[NearMiss]:
        on = self.params["on"]
        state = "on" if on else "off"
        return [
            NearMiss("the other state", give_answer(self._say(not on))),
            NearMiss("a hedge on the state", give_answer("Settings > Battery > Battery percentage; it is currently "
                                                         "on or off.")),
            NearMiss("the path without the state", give_answer("Settings > Battery > Battery percentage.")),
            NearMiss("the state without the path", give_answer(f"It is currently {state}.")),
            NearMiss("the Battery Saver path", give_answer(f"Settings > Battery > Battery Saver. It is currently "
                                                           f"{state}.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        return 3    # open Settings, Battery (the switch's state), answer
