"""Function assistance (FA): questions about what an app can do and how it is set, answered
by exploring it. The answer must carry a fact the device shows (a seeded current value),
so knowing the app by heart is not enough."""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps.settings import SCREEN_TIMEOUTS_S, timeout_span
from variants.zh import term
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched
from verifiers.answer import mentions
from verifiers.facts import NOW, stated_durations

# The menu path, each step with the names a user would accept (English, Chinese).
_PATH = (("display", "显示"), ("screen timeout", "屏幕超时", "screen time out"))


@register_task("venus")
class FuncAssistScreenTimeout(VenusTask):
    """Where the screen timeout is set and what it is set to now (seeded per instance).

    Success: the answer names the path (Display, Screen timeout) and states exactly the
    current timeout (a clause saying "currently"/"set to" decides when it gives several).
    """

    app_names = ("settings",)
    complexity = 1.5
    template = ("Where in Settings do I change how long my screen stays on before it turns off, and what is it "
                "set to right now? Tell me the menu path and the current value.")
    variant_texts = {"zh": "在设置里，屏幕自动关闭前保持亮屏的时长要在哪里修改？现在设的是多少？请告诉我菜单路径和当前的值。",
                     "paraphrase": "I'd like to know which Settings menu controls how long the display stays lit "
                                   "before switching off, and its current value. Give me the menu path and the value."}
    info = TaskInfo(Category.FA, PUDAM(2, 2, 1, 1, 1), Evaluation.ANSWER, tags=("explain", "settings"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"timeout_s": rng.choice(SCREEN_TIMEOUTS_S)}

    def setup(self, env) -> None:
        env.device.settings_put("system", "screen_off_timeout", self.params["timeout_s"] * 1000)

    def verify(self, env) -> float:
        a = env.answer
        path = all(any(mentions(a, name) for name in step) for step in _PATH)
        return float(path and stated_durations(a, NOW) == {self.params["timeout_s"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        span = timeout_span(self.params["timeout_s"])
        yield A.answer(self.say(en=f"Settings > Display > Screen timeout. It is currently set to {span}.",
                                zh=f"设置 > 显示 > 屏幕超时。当前设置为{term(span)}。"))

    def near_misses(self) -> list[NearMiss]:
        t = self.params["timeout_s"]
        wrong = SCREEN_TIMEOUTS_S[(SCREEN_TIMEOUTS_S.index(t) + 1) % len(SCREEN_TIMEOUTS_S)]
        return [
            NearMiss("right path, wrong value", give_answer(f"Settings > Display > Screen timeout, set to {timeout_span(wrong)}.")),
            NearMiss("value without the path", give_answer(f"It is set to {timeout_span(t)}.")),
            NearMiss("path without the value", give_answer("Settings > Display > Screen timeout.")),
            NearMiss("every choice", give_answer("Settings > Display > Screen timeout: "
                                                 + ", ".join(timeout_span(s) for s in SCREEN_TIMEOUTS_S) + ".")),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        return 3    # open Settings, Display (the Screen timeout row's summary), answer
