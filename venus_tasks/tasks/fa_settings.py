"""Function assistance (FA) over Android 13's Settings: say whether Settings can do
something, with the choices the device shows (capability). Answers are read through
``verifiers/``: menu paths as labels in order (English or Chinese), durations as numbers.

The shallow Settings navigation tasks (find a page of two taps) and the brightness
explanation of this module were retired for FA over the apps (issue 26: at most a third
of FA on Settings); ``tap_through`` and ``go`` stay for the capability tasks' oracles and
near misses.
"""

from __future__ import annotations

import random
from typing import Any, Iterator, Sequence

from apps.settings import SCREEN_TIMEOUTS_S, timeout_span
from variants.zh import term
from venus_tasks.env import actions as A
from venus_tasks.env.observation import parse_ui_dump
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched
from verifiers.answer import mentions
from verifiers.claims import Claim, claims
from verifiers.facts import NOW, current_durations, stated_durations
from verifiers.hedges import read_firmly
from verifiers.paths import menu_path

SETTINGS = "com.android.settings"
# Settings labels as Android 13 shows them, in English and zh-CN (AOSP packages/apps/Settings
# res/values and res/values-zh-rCN): a device in either language is read alike.
LABELS = {
    "Network & internet": "网络和互联网", "Connected devices": "已连接的设备", "Sound & vibration": "声音和振动",
    "Display": "显示", "Internet": "互联网", "Pair new device": "与新设备配对",
    "Connection preferences": "连接偏好设置", "Bluetooth": "蓝牙", "Brightness level": "亮度",
    "Screen timeout": "屏幕超时", "Do Not Disturb": "勿扰模式", "Schedules": "时间表",
    "Display brightness": "显示亮度",
}


def _names(label: str) -> tuple[str, str]:
    return (label, LABELS.get(label, label))


# ------------------------------------------------------------------ the screen
def _elements(env):
    return parse_ui_dump(env.device.ui_dump())


def _center_of(env, label: str):
    for e in _elements(env):
        if e.text in _names(label) and e.bbox is not None:
            return e.bbox.center
    return None


def tap_through(env, path: Sequence[str]) -> Iterator[A.JSONAction]:
    """Open Settings (on its homepage) and tap ``path``'s labels, scrolling to each:
    the actions, for an oracle (executed by the episode loop) or a near miss."""
    yield A.JSONAction(A.OPEN_APP, app_name="Settings")
    for label in path:
        for _ in range(6):
            at = _center_of(env, label)
            if at is not None:
                break
            yield A.JSONAction(A.SCROLL, direction="down")
        assert at is not None, f"{label!r} is not on the Settings page"
        yield A.JSONAction(A.CLICK, x=int(at[0]), y=int(at[1]))


def go(*path: str, then_put: tuple | None = None):
    """A near-miss ``apply``: tap through ``path`` in Settings (then write a setting)."""

    def apply(task, env) -> None:
        for action in tap_through(env, path):
            env.execute(action)
        if then_put is not None:
            env.device.settings_put(*then_put)

    return apply


# ------------------------------------------------------------------ answers
def path_in_order(answer: str, steps: Sequence[Sequence[str]]) -> bool:
    """True if the answer names each step (any of its names) after the one before it, or
    the setting first and then its path from Settings ("The Font size (Settings > Display >
    Display size and text)", ``verifiers.paths.menu_path``)."""
    return menu_path(answer, steps, root=("Settings", "设置"))


# ------------------------------------------------------------------ capability
_DIRECTIONS = {"shorter": {"sooner": "sooner", "sooner_zh": "更快", "than": "shorter", "than_zh": "更短"},
               "longer": {"sooner": "later", "sooner_zh": "更晚", "than": "longer", "than_zh": "更长"}}
_NO = {Claim.ALREADY, Claim.CANNOT, Claim.NOT_EXIST}
# "30 minutes is the longest choice": the edge named as such answers "no" as well.
_EDGE_WORDS = {"shorter": ("shortest", "minimum", "最短", "最小"), "longer": ("longest", "maximum", "最长", "最大")}


@register_task("venus")
class FuncAssistTimeoutOtherChoices(VenusTask):
    """Can the screen turn off sooner (later) than now? The seeded timeout decides: yes, and
    the answer lists exactly the Screen timeout choices shorter (longer) than the current
    one (it may also state the current one, as the current one); or, at the shortest
    (longest) choice, no: the answer says it already is / cannot / names it the shortest
    (longest), and states the current timeout and no other.
    """

    app_names = ("settings",)
    complexity = 1.0
    template = ("Can I make my screen turn off {sooner} than it does now? If I can, list every screen timeout "
                "choice that is {than} than the current one; if not, tell me what it is set to.")
    variant_texts = {"zh": "我能让屏幕比现在{sooner_zh}熄灭吗？如果可以，列出所有比当前{than_zh}的屏幕超时选项；"
                           "如果不行，告诉我现在设的是多少。",
                     "paraphrase": "Is it possible to have my display switch off {sooner} than it currently does? "
                                   "If so, name all the screen timeout options {than} than today's setting; "
                                   "otherwise tell me the current setting."}
    info = TaskInfo(Category.FA, PUDAM(2, 3, 1, 1, 2), Evaluation.ANSWER, tags=("capability", "settings"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        direction = rng.choice(sorted(_DIRECTIONS))
        edge = SCREEN_TIMEOUTS_S[0] if direction == "shorter" else SCREEN_TIMEOUTS_S[-1]
        current = edge if rng.random() < 0.35 else rng.choice([t for t in SCREEN_TIMEOUTS_S if t != edge])
        others = [t for t in SCREEN_TIMEOUTS_S if (t < current if direction == "shorter" else t > current)]
        return {"direction": direction, **_DIRECTIONS[direction], "current": current, "others": others}

    def setup(self, env) -> None:
        env.device.settings_put("system", "screen_off_timeout", self.params["current"] * 1000)

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        said, durations = claims(a), stated_durations(a)
        if current_durations(a) - {p["current"]}:
            return 0.0      # another value called the current one
        if p["others"]:     # the current timeout may be stated, as the current one
            current_ok = p["current"] not in durations or stated_durations(a, NOW) == {p["current"]}
            return float(durations - {p["current"]} == set(p["others"]) and current_ok and Claim.ALREADY not in said)
        edge = read_firmly(lambda t: any(mentions(t, w) for w in _EDGE_WORDS[p["direction"]]), a, False) \
            and not mentions(a, "yes")
        return float(durations == {p["current"]} and (bool(said & _NO) or edge))

    def _say(self, current: int, others: list[int]) -> str:
        now, now_zh = timeout_span(current), term(timeout_span(current))
        if not others:
            word, word_zh = ("shortest", "最短") if self.params["direction"] == "shorter" else ("longest", "最长")
            return self.say(en=f"No. It is already set to {now}, the {word} choice.",
                            zh=f"不能，当前已经是{word_zh}的{now_zh}了。")
        listed = ", ".join(timeout_span(t) for t in others)
        listed_zh = "、".join(term(timeout_span(t)) for t in others)
        return self.say(en=f"Yes. It is now {now}; the {self.params['than']} choices are {listed}.",
                        zh=f"可以。当前是{now_zh}，比它{self.params['than_zh']}的选项有：{listed_zh}。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from tap_through(env, ("Display", "Screen timeout"))
        yield A.answer(self._say(self.params["current"], self.params["others"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        cur, others = p["current"], p["others"]
        i = SCREEN_TIMEOUTS_S.index(cur)
        flipped = [t for t in SCREEN_TIMEOUTS_S if t != cur and t not in others]
        misses = [NearMiss("every choice", give_answer("Yes: " + ", ".join(timeout_span(t) for t in SCREEN_TIMEOUTS_S))),
                  NearMiss("the other direction", give_answer(
                      f"It is now {timeout_span(cur)}. Yes: " + ", ".join(timeout_span(t) for t in flipped)
                      if flipped else f"It is now {timeout_span(cur)}.")),
                  NearMiss("no answer", leave_untouched)]
        if others:
            wrong_now = next((t for t in others if t != cur), cur)
            misses += [NearMiss("one choice missing", give_answer(self._say(cur, others[1:]))),
                       NearMiss("the right choices, another value called the current one", give_answer(
                           self._say(wrong_now, others))),
                       NearMiss("says it already is at the edge", give_answer(
                           f"No, it is already at {timeout_span(cur)}."))]
        else:
            wrong = SCREEN_TIMEOUTS_S[i + 1] if i + 1 < len(SCREEN_TIMEOUTS_S) else SCREEN_TIMEOUTS_S[i - 1]
            misses += [NearMiss("says yes", give_answer(f"Yes, you can choose {timeout_span(cur)}.")),
                       NearMiss("wrong current value", give_answer(self._say(wrong, [])))]
        return misses

    @property
    def optimal_steps(self) -> int:
        return 4    # open Settings, Display, Screen timeout (the checked choice and the others), answer
