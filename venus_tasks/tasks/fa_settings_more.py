"""Function assistance (FA) over the Battery and Display size and text pages of Android
13's Settings: say where the battery percentage is switched on and whether it is on now
(explanation, the seeded ``system status_bar_show_battery_percent``), and say whether the
text can get any bigger, with where and by how many Font size steps (capability, decided
by the seeded ``system font_scale``). The two navigation tasks of this module (the
Battery Saver page, an app's App info page) were retired for FA over the apps (issue 26).

Answers are read through ``verifiers/``: the menu path as labels in order (English or
Chinese), claims ("cannot", "already") through ``verifiers.claims``, the step count
through ``verifiers.facts``.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.env.observation import parse_ui_dump
from venus_tasks.tasks.fa_settings import _NO, LABELS, path_in_order
from verifiers.answer import mentions
from verifiers.claims import claims
from verifiers.facts import NOW, stated_counts
from verifiers.hedges import read_firmly
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


# Android 13's Font size choices (AOSP res/values/arrays.xml entryvalues_font_size), as
# Settings stores them in ``system font_scale`` (Java ``Float.toString``).
FONT_SCALES = ("0.85", "1.0", "1.15", "1.3")


# The path to the Font size slider, each step with the names a user would accept.
_FONT_PATH = (("Display", "显示"), ("Display size and text", "Display size", "显示大小和文字", "显示大小"),
              ("Font size", "字体大小"))
_STEP_NOUNS = ("step", "size", "level", "notch", "setting", "档", "级", "个档")
_MORE = ("more", "larger", "bigger", "further", "up", "再", "更大", "还")
_LARGEST = ("largest", "biggest", "maximum", "max", "最大", "最大的")


@register_task("venus")
class FuncAssistCapabilityLargerText(VenusTask):
    """Can the text get bigger than it is now? The seeded Font size decides (0.85 and 1.0
    leave 3 and 2 larger steps, 1.15 one, 1.3 none):

    * larger steps left: the answer names the path (Display, Display size and text, Font
      size, in that order), states how many steps larger it can go (in a clause saying
      "more"/"larger"/"再"), and claims no "cannot"/"already";
    * at 1.3: it names the same path and says no -- it cannot, is already at / is the
      largest -- and states no count of further steps.
    """

    app_names = ("settings",)
    complexity = 1.0
    template = ("Can I make the text on my phone any bigger than it is now? Tell me where in Settings the text "
                "size is set and, if it can still grow, by how many steps; if it can't, say so.")
    variant_texts = {"zh": "我还能把手机上的字调得比现在更大吗？告诉我设置里在哪里调文字大小；如果还能调大，还能再调大几档；如果不能，也请告诉我。",
                     "paraphrase": "Is there room to enlarge my phone's text beyond its current size? Say where "
                                   "Settings keeps the text size and, if it can grow, how many more steps are "
                                   "left; if it can't, say so."}
    info = TaskInfo(Category.FA, PUDAM(3, 3, 3, 2, 2), Evaluation.ANSWER, tags=("capability", "settings", "font size"))
    setup_settings = ("system font_scale",)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        scale = rng.choices(FONT_SCALES, weights=(1, 2, 2, 3))[0]
        return {"scale": scale, "more": len(FONT_SCALES) - 1 - FONT_SCALES.index(scale)}

    def setup(self, env) -> None:
        env.device.settings_put("system", "font_scale", self.params["scale"])

    def verify(self, env) -> float:
        a, more = env.answer, self.params["more"]
        said = claims(a)
        counts = stated_counts(a, _STEP_NOUNS, _MORE)
        if more:
            return float(path_in_order(a, _FONT_PATH) and counts == {more} and not said & _NO)
        edge = read_firmly(lambda t: any(mentions(t, w) for w in _LARGEST), a, False) and not mentions(a, "yes")
        return float(path_in_order(a, _FONT_PATH) and (bool(said & _NO) or edge) and not counts - {0})

    def _say(self, more: int) -> str:
        if not more:
            return self.say(en="No. Settings > Display > Display size and text > Font size is already at its "
                               "largest.",
                            zh="不能。设置 > 显示 > 显示大小和文字 > 字体大小已经是最大了。")
        steps = "1 more step" if more == 1 else f"{more} more steps"
        return self.say(en=f"Yes: Settings > Display > Display size and text > Font size, tap Make larger. "
                           f"It can go {steps} larger.",
                        zh=f"可以：设置 > 显示 > 显示大小和文字 > 字体大小，点“放大”。还能再调大{more}档。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from tap_through(env, ("Display", "Display size and text"))
        yield A.answer(self._say(self.params["more"]))

    def near_misses(self) -> list[NearMiss]:
        more = self.params["more"]
        path = "Settings > Display > Display size and text > Font size"
        misses = [NearMiss("the goal echoed", echo_goal), NearMiss("no answer", leave_untouched)]
        if more:
            misses += [
                NearMiss("one step off", give_answer(f"Yes: {path}. It can go {more + 1} more steps larger.")),
                NearMiss("the path without the count", give_answer(f"Yes: {path}.")),
                NearMiss("says it is at the largest", give_answer(f"No, {path} is already at the largest.")),
                NearMiss("the path out of order", give_answer(
                    f"Yes: Font size, then Display size and text, then Display; {more} more steps.")),
            ]
        else:
            misses += [
                NearMiss("says one more step", give_answer(f"Yes: {path}. It can go 1 more step larger.")),
                NearMiss("the path without the answer", give_answer(f"{path}.")),
                NearMiss("no without the path", give_answer("No, the text is already at its largest size.")),
            ]
        return misses

    @property
    def optimal_steps(self) -> int:
        return 4    # open Settings, Display, Display size and text (the slider's thumb), answer


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
    info = TaskInfo(Category.FA, PUDAM(2, 2, 2, 2, 2), Evaluation.ANSWER, tags=("explain", "settings", "battery"))

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
