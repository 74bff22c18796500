"""Conflict (CF) in Settings with values the device cannot take as asked: a screen timeout
the Screen timeout page does not offer, and a purpose the Dark theme switch contradicts
(the pattern of ``tasks/cf_settings.py``, whose switch helpers these tasks share).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps.settings import SCREEN_TIMEOUTS_S, brightness_to_slider, slider_to_brightness, timeout_span, timeout_span_zh
from variants.zh import term
from venus_tasks.dialogue.grounding import Fact
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import (ask, ask_blind, give_answer,
                                     leave_untouched, saw_conflict, then, untouched_until_answered)
from venus_tasks.tasks.cf_settings import (ALIASES, flip, guard_patterns, is_on, look_at_switch, seed_switch,
                                           vague_question, visit)
from venus_tasks.tasks.nr_settings import DARK_THEME
from verifiers.answer import mentions
from verifiers.claims import Claim, claims, explicit_claims_about
from verifiers.facts import current_durations, stated_counts, stated_durations
from verifiers.guard import MayChange


_NOT_OFFERED = {45: "45 seconds", 90: "90 seconds", 180: "3 minutes", 240: "4 minutes", 420: "7 minutes",
                900: "15 minutes", 1200: "20 minutes", 2700: "45 minutes", 3600: "1 hour", 7200: "2 hours"}
_REFUSED = {Claim.CANNOT, Claim.NOT_EXIST, Claim.DID_NOT}
_TIMEOUT_WORDS = ("not available", "not offered", "not an option", "no option", "not one of", "not possible",
                  "not supported", "can't be", "cannot be", "can't set", "cannot set", "closest",
                  "nearest", "instead", "longest", "shortest", "maximum", "which value", "another value",
                  "other value", "different value", "which one", "leave it", "keep it", "as it is",
                  "最接近", "最长", "最短", "换成", "改成", "保持", "没有这个选项", "不可用")


def nearest_offered(seconds: int) -> tuple[int, ...]:
    """The offered timeouts next to ``seconds``: the largest below and the smallest above."""
    below = [t for t in SCREEN_TIMEOUTS_S if t < seconds]
    above = [t for t in SCREEN_TIMEOUTS_S if t > seconds]
    return tuple(x for x in (below[-1] if below else None, above[0] if above else None) if x is not None)


def _put_timeout(seconds: int):
    def apply(task, env) -> None:
        env.device.settings_put("system", "screen_off_timeout", seconds * 1000)
    return apply


@register_task("venus")
class RefusalSettingsTimeoutUnavailable(VenusTask):
    """"Set the screen timeout to {value}": an offered choice (valid: set it) or a value
    Settings does not offer (45 minutes, 1 hour, 3 minutes, ...: Android 13 offers 15 s,
    30 s, 1, 2, 5, 10 and 30 minutes). For the latter the intent's resolution (drawn) is
    one of the two nearest choices, or leaving the current timeout (never one of them).

    Success: (valid) the timeout is the value asked and no claim that it cannot be set;
    (asked) a reply gave the resolution, the timeout was untouched when the agent first
    asked, and it ends as the reply says; (reported) the timeout is untouched and the
    report says the value cannot be set, is not offered or was not set, claims no change,
    and states the current (seeded) timeout as the current one, naming no timeout but the
    asked value, the nearest choices and the current one. Which values are offered is
    public (Android 13's list), so a report of the nearest choices alone fails: the
    current timeout is the device's fact.
    """

    app_names = ("settings",)
    complexity = 2.0
    template = "Set the screen timeout to {request_text} in Settings."
    variant_texts = {"zh": "在设置中把屏幕超时设为{request_text:zh}。",
                     "paraphrase": "Change the screen timeout in Settings to {request_text}."}
    info = TaskInfo(Category.CF, PUDAM(2, 4, 4, 1, 2), Evaluation.STATE_AND_ANSWER,
                    tags=("unavailable", "settings", "dialogue"))
    may_change = MayChange(settings=("system screen_off_timeout",))

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the choices, then the tap (valid) or the report (conflict): open
        Settings, Display, Screen timeout, one action."""
        return 4

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        conflict = rng.random() < 0.5
        if conflict:
            request = rng.choice(sorted(_NOT_OFFERED))
            nearest = nearest_offered(request)
            current = rng.choice([t for t in SCREEN_TIMEOUTS_S if t not in nearest])
            text = _NOT_OFFERED[request]
        else:
            request, current = rng.sample(SCREEN_TIMEOUTS_S, 2)
            nearest, text = (), timeout_span(request)
        return {"conflict": conflict, "request": request, "request_text": text, "current": current,
                "nearest": list(nearest), "pick": rng.choice(nearest) if nearest else None,
                "resolution": rng.choice(("pick", "leave"))}

    @property
    def intent(self) -> Intent | None:
        p = self.params
        if not p["conflict"]:
            return None
        if p["resolution"] == "pick":      # the choice next to the value asked, by its side: no value said
            longer = p["pick"] > p["request"]
            en = f"Use the closest {'longer' if longer else 'shorter'} choice then."
            zh = f"那就用比它{'长' if longer else '短'}的最接近的那个选项吧。"
        else:
            en, zh = "Leave it as it is then.", "那就保持不变吧。"
        options = tuple(timeout_span(t) for t in SCREEN_TIMEOUTS_S) + tuple(timeout_span_zh(t) for t in SCREEN_TIMEOUTS_S)
        offered = tuple(timeout_span(t) for t in p["nearest"])
        return Intent((
            Requirement("setting", Kind.ANCHOR, "screen timeout", ("screen timeout", "屏幕超时"), value_zh="屏幕超时",
                        phrase="the screen timeout",   # mid_probe: MID-Bench's contextual type
                        context_phrase="the setting we talked about", context_phrase_zh="我们说过的那个设置"),
            Requirement("timeout", Kind.EXPLICIT, p["request_text"], ("timeout value", "时长"),
                        value_zh=term(p["request_text"]), phrase=p["request_text"]),
            Requirement("resolution", Kind.IMPLICIT, en, _TIMEOUT_WORDS, value_zh=zh, options=options,
                        # a nearest choice the page showed, or the value asked as not offered once it did
                        grounds=(*(Fact(t, "duration") for t in offered),
                                 Fact(p["request_text"], claims=(Claim.NOT_EXIST, Claim.CANNOT), shown=offered))),
        ), facts=(Fact(timeout_span(p["current"]), "duration"),))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from visit(env, "Display", "Screen timeout")

    def setup(self, env) -> None:
        _put_timeout(self.params["current"])(self, env)
        self.at_questions = []

    def _now(self, env) -> int:
        value = env.device.settings_get("system", "screen_off_timeout")
        return int(value) // 1000 if value and value.lstrip("-").isdigit() else -1

    def on_question(self, env) -> None:
        self.at_questions.append(self._now(env))

    def verify(self, env) -> float:
        p, now, report = self.params, self._now(env), env.report
        said = claims(report)
        if not p["conflict"]:
            return float(now == p["request"] and not said & {Claim.CANNOT, Claim.NOT_EXIST})
        if "resolution" in env.filled:
            end = p["pick"] if p["resolution"] == "pick" else p["current"]
            return float(untouched_until_answered(self.at_questions, env.dialogue, p["current"]) and now == end)
        named = stated_durations(report) - {p["request"]}
        return float(now == p["current"] and bool(said & _REFUSED) and Claim.DID not in said
                     and current_durations(report) == {p["current"]} and named <= {*p["nearest"], p["current"]}
                     and saw_conflict(self, env))

    def question(self) -> str:
        p = self.params
        near = " or ".join(timeout_span(t) for t in p["nearest"])
        return self.say(en=f"{p['request_text']} is not one of the screen timeout choices. Should I use {near} "
                           "instead, or leave it as it is?",
                        zh=f"屏幕超时没有{term(p['request_text'])}这个选项。要改成"
                           f"{'或'.join(timeout_span_zh(t) for t in p['nearest'])}，还是保持不变？")

    def report(self, current: int | None = None) -> str:
        """The report when no reply resolves the conflict: nothing set, the nearest choices
        and the current timeout (``current``: another value, for near misses)."""
        p = self.params
        now = p["current"] if current is None else current
        near = " or ".join(timeout_span(t) for t in p["nearest"])
        return self.say(en=f"I did not change the screen timeout: {p['request_text']} is not one of its choices "
                           f"(the closest is {near}). It is still set to {timeout_span(now)}.",
                        zh=f"我没有修改屏幕超时：没有{term(p['request_text'])}这个选项（最接近的是"
                           f"{'或'.join(timeout_span_zh(t) for t in p['nearest'])}）。当前仍是{timeout_span_zh(now)}。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        if not p["conflict"]:
            _put_timeout(p["request"])(self, env)
        else:
            yield from self.look(env)
            yield A.ask_user(self.question())
            if "resolution" in env.filled and p["resolution"] == "pick":
                _put_timeout(p["pick"])(self, env)
            elif "resolution" not in env.filled:        # no answer: report it instead
                yield A.answer(self.report())
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        if not p["conflict"]:
            wrong = next(t for t in (*nearest_offered(p["request"]), *SCREEN_TIMEOUTS_S)
                         if t not in (p["request"], p["current"]))
            return [NearMiss("another choice", _put_timeout(wrong)),
                    NearMiss("set it, but said it cannot be done", then(_put_timeout(p["request"]), give_answer(
                        f"{p['request_text']} is not available."))),
                    NearMiss("said it is not offered", give_answer(f"{p['request_text']} is not offered.")),
                    NearMiss("nothing", leave_untouched)]
        pick = _put_timeout(p["pick"])
        not_picked = next(t for t in SCREEN_TIMEOUTS_S if t not in (p["pick"], p["current"]))
        far = next(t for t in reversed(SCREEN_TIMEOUTS_S) if t not in p["nearest"] and t != p["current"])
        return [
            NearMiss("set a nearest choice without asking", then(pick, give_answer(
                f"{p['request_text']} is not available, so I set {timeout_span(p['pick'])}."))),
            NearMiss("acted, then asked", then(pick, ask(self.question()))),
            NearMiss("asked, then set another choice", then(ask(self.question()), _put_timeout(not_picked))),
            NearMiss("asked a vague question, then acted", then(ask(vague_question(self)), pick)),
            NearMiss("asked a blind question, acted on the reply", then(ask_blind(self.question()), pick)),
            NearMiss("reported without a value", give_answer(f"{p['request_text']} is not available.")),
            NearMiss("reported a choice that is not the nearest", give_answer(
                f"{p['request_text']} is not available; the closest is {timeout_span(far)}. "
                f"It is still set to {timeout_span(p['current'])}.")),
            NearMiss("reported the public constant alone (the nearest choices)", give_answer(
                f"{p['request_text']} is not one of the choices, so I did not change it; the closest is "
                + " or ".join(timeout_span(t) for t in p["nearest"]) + ".")),
            NearMiss("reported another current timeout", give_answer(self.report(not_picked))),
            NearMiss("claims it set it", give_answer(f"I set the screen timeout to {p['request_text']}.")),
            NearMiss("nothing", leave_untouched),
        ]


# --------------------------------------------------------------------------- contradiction
_EFFECT_WORDS = {
    "darker": ("darker", "dimmer", "dark background", "dark backgrounds", "更暗", "变暗", "暗一些", "深色背景"),
    "brighter": ("brighter", "lighter", "light theme", "light mode", "light background", "light backgrounds",
                 "更亮", "变亮", "亮一些", "浅色"),
}
_PERCENT = ("percent", "%", "％")
_CONTRADICTION_WORDS = ("opposite", "would make", "make it", "makes it", "anyway", "still want", "still turn",
                        "instead", "leave it", "keep it", "as it is", "actually", "contradict", "darker",
                        "brighter", "lighter", "相反", "反而", "更亮", "更暗", "还是", "保持")


@register_task("venus")
class RefusalSettingsDarkThemeContradiction(VenusTask):
    """"Turn {state} Dark theme in Settings so the screen looks {effect}": the purpose
    matches the switch (valid: turn it) or contradicts it ("turn off Dark theme so the
    screen looks darker"). Dark theme starts the other way. For a contradiction the
    intent's resolution (drawn) is that the look matters (leave Dark theme as it is) or
    that the switch does (turn it anyway).

    Success: (valid) Dark theme as asked; (asked) a reply gave the resolution, Dark theme
    was untouched when the agent first asked, and it ends as the reply says; (reported)
    Dark theme is untouched, the report says what turning it would really do (brighter /
    darker: the opposite of the asked look), claims no change, and states the screen's
    brightness level as the Display page's "Brightness level" row shows it (seeded, in
    percent; the setting that does change how bright the screen looks, on the page where
    the switch is). What Dark theme does is public, so a report of that alone fails. "No
    change" is read from the clauses about Dark theme ("the brightness is at 40% now" is
    no claim of a change).
    """

    app_names = ("settings",)
    complexity = 2.0
    template = "Turn {state} Dark theme in Settings so the screen looks {effect}."
    variant_texts = {"zh": "在设置中{state:zh}深色主题，让屏幕看起来{effect:zh}。",
                     "paraphrase": "I want the screen to look {effect}, so switch Dark theme {state} in Settings."}
    setup_settings = ("secure ui_night_mode", "system screen_brightness", "system screen_brightness_mode")
    info = TaskInfo(Category.CF, PUDAM(2, 4, 4, 1, 1), Evaluation.STATE_AND_ANSWER,
                    tags=("contradiction", "settings", "dialogue"))
    may_change = MayChange(settings=guard_patterns(DARK_THEME))

    @property
    def optimal_steps(self) -> int:
        """The GUI path (``solvers/cf_settings.py``): open Settings, Display, then the tap
        on Dark theme (valid) or the report (conflict: the Brightness level and Dark
        theme rows are on the Display page's first screen)."""
        return 3

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        state, conflict = rng.choice(("on", "off")), rng.random() < 0.5
        effect = "darker" if (state == "on") != conflict else "brighter"
        brightness = slider_to_brightness(rng.uniform(0.1, 0.95))
        return {"state": state, "effect": effect, "conflict": conflict,
                "resolution": rng.choice(("look", "switch")), "brightness": brightness,
                "percent": round(100 * brightness_to_slider(brightness))}

    @property
    def intent(self) -> Intent | None:
        p = self.params
        if not p["conflict"]:
            return None
        start = "off" if p["state"] == "on" else "on"
        real = "brighter" if p["effect"] == "darker" else "darker"
        en, zh = {"look": (f"Then leave Dark theme as it is; what I want is the screen to look {p['effect']}.",
                           f"那就让深色主题保持原样，我要的是屏幕看起来{term(p['effect'])}。"),
                  "switch": (f"Turn Dark theme {p['state']} anyway.",
                             f"还是把深色主题{term(p['state'])}吧。")}[p["resolution"]]
        return Intent((
            Requirement("switch", Kind.ANCHOR, "Dark theme", ("switch", "setting", "开关"), value_zh="深色主题",
                        phrase="Dark theme"),
            Requirement("look", Kind.EXPLICIT, p["effect"], ("look", "看起来"), value_zh=term(p["effect"]),
                        phrase=p["effect"]),
            Requirement("resolution", Kind.IMPLICIT, en, _CONTRADICTION_WORDS, value_zh=zh,
                        # what turning it really does, once the switch was seen in its state
                        grounds=(Fact(real, aliases=_EFFECT_WORDS[real], shown=(f"Dark theme ({start})",)),)),
        ))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from look_at_switch(env, "Dark theme")

    def setup(self, env) -> None:
        seed_switch(env.device, DARK_THEME, self.params["state"] != "on")
        env.device.settings_put("system", "screen_brightness_mode", 0)
        env.device.settings_put("system", "screen_brightness", self.params["brightness"])
        self.start = is_on(env.device, DARK_THEME)
        self.at_questions = []

    def on_question(self, env) -> None:
        self.at_questions.append(is_on(env.device, DARK_THEME))

    def verify(self, env) -> float:
        p, now, report = self.params, is_on(env.device, DARK_THEME), env.report
        want = p["state"] == "on"
        if not p["conflict"]:
            return float(now == want)
        if "resolution" in env.filled:
            return float(untouched_until_answered(self.at_questions, env.dialogue, self.start)
                         and now == (want if p["resolution"] == "switch" else self.start))
        real = "brighter" if p["effect"] == "darker" else "darker"
        said = explicit_claims_about(report, ALIASES["Dark theme"], list(ALIASES.values()))
        return float(now == self.start and any(mentions(report, w) for w in _EFFECT_WORDS[real])
                     and Claim.DID not in said and stated_counts(report, _PERCENT) == {p["percent"]}
                     and saw_conflict(self, env))

    def question(self) -> str:
        p = self.params
        real = "brighter" if p["effect"] == "darker" else "darker"
        return self.say(en=f"Turning Dark theme {p['state']} would make the screen look {real}, not {p['effect']}. "
                           f"Should I still turn it {p['state']}, or leave it as it is?",
                        zh=f"{term(p['state'])}深色主题会让屏幕看起来{term(real)}，而不是{term(p['effect'])}。"
                           f"还是要{term(p['state'])}它，还是保持不变？")

    def report(self, percent: int | None = None) -> str:
        """The report when no reply resolves the contradiction: Dark theme left as it is,
        what turning it would do, and the brightness level (``percent``: another value,
        for near misses)."""
        p = self.params
        real = "brighter" if p["effect"] == "darker" else "darker"
        level = p["percent"] if percent is None else percent
        start = "off" if p["state"] == "on" else "on"
        move, move_zh = ("lowering", "调低") if p["effect"] == "darker" else ("raising", "调高")
        return self.say(en=f"I did not change Dark theme: turning it {p['state']} would make the screen look {real}, "
                           f"not {p['effect']}, so it is still {start}. The brightness level is at {level}%; "
                           f"{move} it would make the screen {p['effect']}.",
                        zh=f"我没有改动深色主题：{term(p['state'])}它会让屏幕看起来{term(real)}，而不是"
                           f"{term(p['effect'])}，所以它仍是{term(start)}状态。当前亮度是{level}%，"
                           f"{move_zh}亮度才会让屏幕{term(p['effect'])}。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        if not p["conflict"]:
            flip(DARK_THEME, p["state"] == "on")(self, env)
        else:
            yield from self.look(env)
            yield A.ask_user(self.question())
            if "resolution" in env.filled and p["resolution"] == "switch":
                flip(DARK_THEME, p["state"] == "on")(self, env)
            elif "resolution" not in env.filled:        # no answer: report it instead
                yield A.answer(self.report())
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        turn = flip(DARK_THEME, p["state"] == "on")
        if not p["conflict"]:
            return [NearMiss("refused a request that made sense", give_answer(
                        f"Turning Dark theme {p['state']} would not make the screen {p['effect']}.")),
                    NearMiss("dimmed the screen instead", lambda task, env: env.device.settings_put(
                        "system", "screen_brightness", 10)),
                    NearMiss("nothing", leave_untouched)]
        real = "brighter" if p["effect"] == "darker" else "darker"
        return [
            NearMiss("did as told without a word", turn),
            NearMiss("turned it, then explained", then(turn, give_answer(
                f"I turned Dark theme {p['state']}, which makes the screen {real}."))),
            NearMiss("acted, then asked", then(turn, ask(self.question()))),
            NearMiss("asked, then did the opposite", then(ask(self.question()), turn if p["resolution"] == "look"
                                                          else leave_untouched)),
            NearMiss("asked a vague question, then acted", then(ask(vague_question(self)), turn)),
            NearMiss("asked a blind question, acted on the reply", then(ask_blind(self.question()), turn)),
            NearMiss("refused without saying why", give_answer("I did not change Dark theme.")),
            NearMiss("echoed the asked look", give_answer(
                f"Dark theme stays as it is; the screen would not look {p['effect']}. "
                f"The brightness level is at {p['percent']}%.")),
            NearMiss("reported the public constant alone (what Dark theme does)", give_answer(
                f"Turning Dark theme {p['state']} would make the screen look {real}, not {p['effect']}, "
                "so I did not change it.")),
            NearMiss("reported another brightness level", give_answer(
                self.report(p["percent"] + 7 if p["percent"] <= 90 else p["percent"] - 7))),
            NearMiss("nothing", leave_untouched),
        ]
