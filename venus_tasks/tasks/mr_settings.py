"""The multi-round (MR) task over Settings (VenusBench-Mobile MR, ``shared/reference/
venusbench.md`` section 4): five rounds that switch Wi-Fi off, change the screen timeout,
turn Adaptive brightness on, then put everything back and take one change again. The
rounds run on ``mr_common.StagedRounds`` (every round claimed done is checked on the
device, cumulatively, with its own near misses), as the Pro Expense rounds of ``mr.py``; the
last rounds name the start state without repeating it ("the way it was"), so the agent
must remember it across rounds.
"""

from __future__ import annotations

import random
from typing import Any

from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import mr_common as mc
from venus_tasks.tasks.common import leave_untouched, then
from venus_tasks.tasks.nr_settings import ADAPTIVE_BRIGHTNESS, WIFI, set_switch
from verifiers.guard import MayChange

_TIMEOUTS = (15, 60, 120, 300, 600, 1800)   # Settings > Display > Screen timeout choices (s), but 30 s


def _span(seconds: int) -> str:
    """How Settings names a choice: "15 seconds", "1 minute", "10 minutes"."""
    if seconds < 60:
        return f"{seconds} seconds"
    return f"{seconds // 60} minute{'s' if seconds >= 120 else ''}"


def _timeout(seconds: int):
    return lambda task, env: env.device.settings_put("system", "screen_off_timeout", seconds * 1000)


@register_task("venus")
class MultiRoundWifiOffThenBack(mc.StagedRounds, VenusTask):
    """Five rounds in Settings, Wi-Fi on, Adaptive brightness off and the screen timeout
    at a seeded choice (not 30 s) at the start.

    1. (goal) turn Wi-Fi off;
    2. "keep Wi-Fi off, and set the screen timeout to N";
    3. "also turn on Adaptive brightness";
    4. "put everything you changed back the way it was" (names none of them);
    5. "I liked Adaptive brightness after all: turn just that one on again".

    Checked when each round is claimed done: (Wi-Fi, timeout, Adaptive brightness) is
    (off, start, off), (off, N, off), (off, N, on), (on, start, off), then (on, start,
    on); nothing else in Settings changed.

    Memory: round 4 needs the three changes of rounds 1-3 and the timeout's starting
    value, which the Display page showed only before round 2 changed it.
    """

    app_names = ("settings",)
    first_app = "Settings"
    complexity = 5.0
    template = "Turn off Wi-Fi."
    variant_texts = {"zh": "关闭 WLAN。", "paraphrase": "Switch Wi-Fi off."}
    rounds = (
        Round("Keep Wi-Fi off, and also set the screen timeout to {new_span}.",
              variant_texts={"zh": "WLAN 保持关闭，另外把屏幕超时设为 {new_span:zh}。",
                             "paraphrase": "Leave Wi-Fi off, and change the screen timeout to {new_span} too."}),
        Round("Also turn on Adaptive brightness.",
              variant_texts={"zh": "再开启自动调节亮度。", "paraphrase": "Switch Adaptive brightness on as well."}),
        Round("Sorry, I changed my mind about all of it. Please put everything you changed back the way it was "
              "before.",
              variant_texts={"zh": "抱歉，我全都改主意了。请把你改过的所有设置都恢复成原来的样子。",
                             "paraphrase": "On second thought, I want none of these changes. Restore everything "
                                           "you changed to how it was before you started."}),
        Round("Hmm, I did like Adaptive brightness. Turn just that one on again and leave the rest as it is now.",
              variant_texts={"zh": "嗯，我其实挺喜欢自动调节亮度的。只把它重新打开，其他的保持现在这样。",
                             "paraphrase": "Actually, Adaptive brightness was nice. Switch only that back on; keep "
                                           "everything else as it is now."}),
    )
    info = TaskInfo(Category.MR, PUDAM(2, 4, 2, 1, 4), Evaluation.STATE, tags=("multi-round", "memory", "undo"))
    may_change = MayChange(settings=("global wifi_on", "system screen_off_timeout",
                                     "system screen_brightness_mode"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        start, new = rng.sample(_TIMEOUTS, 2)
        return {"start_s": start, "start_span": _span(start), "new_s": new, "new_span": _span(new)}

    def setup(self, env) -> None:
        set_switch(WIFI, "on")(self, env)
        set_switch(ADAPTIVE_BRIGHTNESS, "off")(self, env)
        _timeout(self.params["start_s"])(self, env)

    @property
    def optimal_steps(self) -> int:
        # open, Network & internet, Internet, Wi-Fi, done; up, up, Display, Screen
        # timeout, the choice, done; up, Adaptive brightness, done; it again, Screen
        # timeout, the first choice, up, up, Network & internet, Internet, Wi-Fi, done;
        # up, up, Display, Adaptive brightness, done
        return 5 + 6 + 3 + 9 + 5

    def _state(self, env) -> tuple[str, int, str]:
        get = env.device.settings_get
        return (get(WIFI.namespace, WIFI.key), int(get("system", "screen_off_timeout") or 0),
                get(ADAPTIVE_BRIGHTNESS.namespace, ADAPTIVE_BRIGHTNESS.key))

    def _want(self, wifi: str, seconds: int, adaptive: str) -> tuple[str, int, str]:
        return (WIFI.on if wifi == "on" else WIFI.off, seconds * 1000,
                ADAPTIVE_BRIGHTNESS.on if adaptive == "on" else ADAPTIVE_BRIGHTNESS.off)

    def verify_round(self, env, index: int) -> float:
        p = self.params
        want = [("off", p["start_s"], "off"), ("off", p["new_s"], "off"), ("off", p["new_s"], "on"),
                ("on", p["start_s"], "off")][index]
        return float(self._state(env) == self._want(*want))

    def verify(self, env) -> float:
        return float(self.rounds_passed and self._state(env) == self._want("on", self.params["start_s"], "on"))

    def _steps(self) -> list:
        p = self.params
        return [set_switch(WIFI, "off"), _timeout(p["new_s"]), set_switch(ADAPTIVE_BRIGHTNESS, "on"),
                then(set_switch(WIFI, "on"), _timeout(p["start_s"]), set_switch(ADAPTIVE_BRIGHTNESS, "off")),
                set_switch(ADAPTIVE_BRIGHTNESS, "on")]

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        off, timeout, bright, back, _ = self._steps()
        other = next(s for s in _TIMEOUTS if s not in (p["start_s"], p["new_s"]))
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: Wi-Fi left on", play(leave_untouched, rejected_at=0)),
                NearMiss("round 1: the timeout changed before it was asked for", play(then(off, timeout), rejected_at=0)),
                NearMiss("round 2: another timeout", play(off, _timeout(other), rejected_at=1)),
                NearMiss("round 2: Wi-Fi back on", play(off, then(timeout, set_switch(WIFI, "on")), rejected_at=1)),
                NearMiss("round 3: brightness left off", play(off, timeout, leave_untouched, rejected_at=2)),
                NearMiss("round 3: brightness on, timeout put back",
                         play(off, timeout, then(bright, _timeout(p["start_s"])), rejected_at=2)),
                NearMiss("round 4: the timeout reset to 30 seconds",
                         play(off, timeout, bright, then(set_switch(WIFI, "on"), _timeout(30),
                                                         set_switch(ADAPTIVE_BRIGHTNESS, "off")), rejected_at=3)),
                NearMiss("round 4: only Wi-Fi put back",
                         play(off, timeout, bright, set_switch(WIFI, "on"), rejected_at=3)),
                NearMiss("round 4: all but Wi-Fi put back",
                         play(off, timeout, bright, then(_timeout(p["start_s"]), set_switch(ADAPTIVE_BRIGHTNESS, "off")),
                              rejected_at=3)),
                NearMiss("round 5: round 3's state again (the timeout N too)",
                         play(off, timeout, bright, back, then(bright, timeout), rejected_at=4)),
                NearMiss("round 5: brightness left off", play(off, timeout, bright, back, leave_untouched,
                                                              rejected_at=4))]
