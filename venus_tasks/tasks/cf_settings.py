"""Conflict (CF) in Settings: the request may contradict what the device shows (switches
here; impossible values in ``cf_settings_values``)
(``shared/reference/venusbench.md`` section 5), and for a conflict the user's ground-truth
intent holds how they want it resolved (the pattern of ``tasks/cf_dialogue.py``).

Each task mixes valid instances (do what was asked; the end state decides, and a false
"already"/"cannot" claim fails) with conflicts, so a blind refusal or a blind "already
done" loses. A conflict succeeds in one of two ways: the agent asks a question grounded
in the conflict (it names the switch as already so, a nearest choice, what the switch
really does, once the Settings page showed it), the ``strict`` user simulator replies with
the resolution the intent holds, and the end state follows it; or the agent changes nothing and reports the
conflict, naming what the device shows (which switch is already so, the nearest choices
the Screen timeout page offers, what the switch really does). Acting on a conflict before
asking fails: ``on_question`` reads the settings at every question, and they must be
untouched up to the question whose reply gave the resolution.

Switch states are seeded as a real emulator needs them (``seed_switch``: ``svc wifi``,
``svc bluetooth``, ``cmd uimode night``, ``cmd notification set_dnd``, then the setting),
so the Settings pages show them. Each instance's guard (``may_change``) allows only the
settings of the switches that instance may change.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from venus_tasks.dialogue.grounding import Fact
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import (ask, ask_blind, give_answer,
                                     leave_untouched, saw_conflict, then, untouched_until_answered)
from venus_tasks.tasks.looking import find, open_app, reveal, reveal_and_tap, screen, tap
from venus_tasks.tasks.nr_settings import ADAPTIVE_BRIGHTNESS, BLUETOOTH, DARK_THEME, PLACES, WIFI, Switch
from verifiers.claims import Claim, explicit_claims_about
from verifiers.guard import MayChange

AUTO_ROTATE = Switch("Auto-rotate screen", "system", "accelerometer_rotation")
# "Turn on now" writes ZEN_MODE_IMPORTANT_INTERRUPTIONS (1); any other mode but 0 is on too.
DND = Switch("Do Not Disturb", "global", "zen_mode")
SWITCHES = (WIFI, BLUETOOTH, DARK_THEME, ADAPTIVE_BRIGHTNESS, AUTO_ROTATE)
# How a report may name each switch: the screen's English and zh-CN titles and common words.
ALIASES = {
    "Wi-Fi": ("Wi-Fi", "Wi‑Fi", "WiFi", "wifi", "WLAN", "无线网络"),
    "Bluetooth": ("Bluetooth", "蓝牙"),
    "Dark theme": ("Dark theme", "dark mode", "深色主题", "深色模式"),
    "Adaptive brightness": ("Adaptive brightness", "auto brightness", "自动调节亮度", "自动亮度"),
    "Auto-rotate screen": ("Auto-rotate screen", "auto-rotate", "auto rotation", "自动旋转屏幕", "自动旋转"),
    "Do Not Disturb": ("Do Not Disturb", "DND", "勿扰模式", "勿扰"),
}


def turn_steps(label: str, up: int = 0) -> int:
    """Actions of the GUI path (``solvers/cf_settings.py``) to switch ``label``'s row, the
    tap on its switch (or the answer that it is so already) included: open Settings (or,
    ``up`` > 0, Navigate up that many times from a page that deep), the pages of
    ``PLACES`` down to the switch (each row is on its page's first screen)."""
    return (up or 1) + len(PLACES[label][0]) + 1


_ZH = {"Wi-Fi": "WLAN", "Bluetooth": "蓝牙", "Dark theme": "深色主题", "Adaptive brightness": "自动调节亮度",
       "Auto-rotate screen": "自动旋转屏幕", "Do Not Disturb": "勿扰模式", "on": "开着", "off": "关着"}
_ZH_TURN = {"on": "打开", "off": "关掉"}
# The shell command that changes a switch on a real device (``settings put`` alone only
# writes the value); the others are read by the system from their setting.
_SERVICE: dict[str, Callable[[bool], list[str]]] = {
    "Wi-Fi": lambda on: ["svc", "wifi", "enable" if on else "disable"],
    "Bluetooth": lambda on: ["svc", "bluetooth", "enable" if on else "disable"],
    "Dark theme": lambda on: ["cmd", "uimode", "night", "yes" if on else "no"],
    "Do Not Disturb": lambda on: ["cmd", "notification", "set_dnd", "priority" if on else "off"],
}


def seed_switch(device, switch: Switch, on: bool) -> None:
    """Put ``switch`` on or off: its service command where there is one, then the setting
    (so the value is there at once, before a radio reports its new state)."""
    if switch.label in _SERVICE:
        device.run(_SERVICE[switch.label](on))
    device.settings_put(switch.namespace, switch.key, switch.on if on else switch.off)


def is_on(device, switch: Switch) -> bool:
    """The switch's state as Settings shows it (``wifi_on`` 2 is on in airplane mode; any
    ``zen_mode`` but 0 is Do Not Disturb on)."""
    value = device.settings_get(switch.namespace, switch.key)
    if switch is WIFI:
        return value in ("1", "2")
    if switch is DND:
        return value not in (None, "", "null", "0")
    return value == switch.on


def guard_patterns(switch: Switch) -> tuple[str, ...]:
    """The settings a switch writes when it is flipped in Settings (Dark theme also keeps
    ``ui_night_mode_*`` bookkeeping; the first Do Not Disturb use clears AOSP's ``zen_*``
    and ``show_zen_*`` suggestion flags)."""
    if switch is DND:
        return ("global zen_mode", "secure zen_*", "secure show_zen_*")
    return (f"{switch.namespace} {switch.key}*",)


def flip(switch: Switch, on: bool):
    """An apply (near miss or oracle step): put ``switch`` on or off as Settings would."""
    def apply(task, env) -> None:
        env.device.settings_put(switch.namespace, switch.key, switch.on if on else switch.off)
    return apply


def _switch(label: str) -> Switch:
    return next(s for s in (*SWITCHES, DND) if s.label == label)


def _zh_word(on: bool) -> str:
    return "开启" if on else "关闭"


def visit(env, *path: str) -> Iterator[A.JSONAction]:
    """Open Settings (it resumes the page it was left on), go up to the homepage, then tap
    through the titles of ``path`` (``tasks.looking``: for an oracle that looks first)."""
    yield from open_app("Settings")
    for _ in range(6):
        if find(screen(env), rid="homepage_title") is not None:
            break
        yield from tap(env, desc="Navigate up")
    for title in path:
        yield from reveal_and_tap(env, scroll="recycler_view", text=title, rid="title")


def look_at_switch(env, label: str) -> Iterator[A.JSONAction]:
    """Settings' page of switch ``label``, scrolled to its row."""
    path, title = PLACES[label]
    yield from visit(env, *path)
    yield from reveal(env, scroll="recycler_view", text=title)


def vague_question(task) -> str:
    """A question too vague to get a resolution (near misses), in the goal's language."""
    return task.say(en="What should I do?", zh="我该怎么办？")


def _states(env, *switches: Switch) -> dict[str, bool]:
    return {s.label: is_on(env.device, s) for s in switches}


def _about(report: str, label: str, labels) -> frozenset[Claim]:
    """Claims of the clauses of ``report`` that name switch ``label`` (or refer back to it)."""
    return explicit_claims_about(report, ALIASES[label], [ALIASES[x] for x in labels])


def said_already(report: str, label: str, labels) -> bool:
    """The report says ``label`` was already so (naming it), and neither that it changed it
    nor that it does not exist."""
    said = _about(report, label, labels)
    return Claim.ALREADY in said and not said & {Claim.DID, Claim.NOT_EXIST}


# --------------------------------------------------------------------------- already so
_ALREADY_WORDS = ("already", "leave it", "keep it", "as it is", "as is", "instead", "another switch",
                  "other switch", "different switch", "another setting", "something else", "did you mean",
                  "meant", "已经", "本来就", "保持", "不用动", "别的开关", "其他开关", "另一个")


class _AlreadySo(VenusTask):
    """"Turn {state} {label}": in valid instances the switch is the other way (flip it); in
    conflicts it is already so. Subclasses set ``pool`` (the switches drawn from) and
    ``resolutions`` (what the user answers: ``leave`` it, or they meant the ``other``
    switch, which starts the other way)."""

    app_names = ("settings",)
    complexity = 2.0
    pool: tuple[Switch, ...] = ()
    resolutions: tuple[str, ...] = ("leave",)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        switch = rng.choice(cls.pool)
        others = [s for s in SWITCHES if s is not switch]
        return {"label": switch.label, "state": rng.choice(("on", "off")), "conflict": rng.random() < 0.5,
                "other": rng.choice(others).label, "resolution": rng.choice(cls.resolutions)}

    @property
    def switch(self) -> Switch:
        return _switch(self.params["label"])

    @property
    def other(self) -> Switch:
        return _switch(self.params["other"])

    @property
    def may_change(self) -> MayChange:
        p = self.params
        keys = guard_patterns(self.switch)
        if p["conflict"] and p["resolution"] == "other":
            keys += guard_patterns(self.other)
        return MayChange(settings=keys)

    @property
    def intent(self) -> Intent | None:
        p = self.params
        if not p["conflict"]:
            return None                      # nothing to ask: the goal says it all
        label, state = p["label"], p["state"]
        en, zh = {"leave": (f"Then leave {label} {state}; nothing else needs changing.",
                            f"那就让{_ZH[label]}保持{_ZH[state]}，别的不用动。"),
                  "other": (f"Oh, I meant {p['other']}. Turn {state} {p['other']} instead.",
                            f"哦，我说的是{_ZH[p['other']]}，请把{_ZH[p['other']]}{_ZH_TURN[state]}。")}[p["resolution"]]
        options = tuple(a for s in SWITCHES if s.label != label for a in ALIASES[s.label])
        return Intent((
            Requirement("switch", Kind.ANCHOR, label, ("switch", "setting", "开关"), value_zh=_ZH[label], phrase=label),
            Requirement("resolution", Kind.IMPLICIT, en, _ALREADY_WORDS, value_zh=zh, options=options,
                        grounds=(self.already_fact(),)),
        ))

    def already_fact(self) -> Fact:
        """The switch named as already so, once its row showed that state."""
        p = self.params
        return Fact(p["label"], aliases=ALIASES[p["label"]], claims=(Claim.ALREADY,),
                    shown=(f"{PLACES[p['label']][1]} ({p['state']})",))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from look_at_switch(env, self.params["label"])

    def setup(self, env) -> None:
        p, want = self.params, self.params["state"] == "on"
        seed_switch(env.device, self.switch, want if p["conflict"] else not want)
        if self.other is not self.switch:
            seed_switch(env.device, self.other, not want)
        self.start = self._now(env)
        self.at_questions: list = []

    def _now(self, env) -> dict[str, bool]:
        return _states(env, self.switch, self.other)

    def on_question(self, env) -> None:
        self.at_questions.append(self._now(env))

    def _wanted(self, env) -> dict[str, bool]:
        """The end state that follows the request (valid) or the resolution (asked)."""
        p, want = self.params, self.params["state"] == "on"
        end = dict(self.start)
        if not p["conflict"]:
            end[p["label"]] = want
        elif p["resolution"] == "other":
            end[p["other"]] = want
        return end

    def verify(self, env) -> float:
        p, now, report = self.params, self._now(env), env.report
        labels = [s.label for s in (*SWITCHES, DND)]
        if not p["conflict"]:
            return float(now == self._wanted(env) and Claim.ALREADY not in _about(report, p["label"], labels))
        if "resolution" in env.filled:
            return float(untouched_until_answered(self.at_questions, env.dialogue, self.start)
                         and now == self._wanted(env))
        return float(now == self.start and said_already(report, p["label"], labels) and saw_conflict(self, env))

    def question(self) -> str:
        p = self.params
        return self.say(en=f"{p['label']} is already {p['state']}. Should I leave it as it is, or did you mean "
                           "another switch?",
                        zh=f"{_ZH[p['label']]}已经是{_ZH[p['state']]}的了。要保持不变，还是您指的是别的开关？")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p, want = self.params, self.params["state"] == "on"
        if not p["conflict"]:
            yield A.JSONAction(A.OPEN_APP, app_name="Settings")
            flip(self.switch, want)(self, env)
        else:
            yield from self.look(env)
            yield A.ask_user(self.question())
            if "resolution" in env.filled and p["resolution"] == "other":
                flip(self.other, want)(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p, want = self.params, self.params["state"] == "on"
        label, state, other = p["label"], p["state"], p["other"]
        toggled = flip(self.switch, not want)         # a tap on a switch that was already so
        if not p["conflict"]:
            return [NearMiss("said it was already so", give_answer(f"{label} is already {state}.")),
                    NearMiss("flipped it, then said it was already so",
                             then(flip(self.switch, want), give_answer(f"{label} was already {state}."))),
                    NearMiss("nothing", leave_untouched)]
        follow = flip(self.other, want) if p["resolution"] == "other" else leave_untouched
        opposite = leave_untouched if p["resolution"] == "other" else flip(self.other, want)
        return [
            NearMiss("tapped the switch anyway", then(toggled, give_answer(f"I turned {label} {state}."))),
            NearMiss("acted, then asked", then(toggled, ask(self.question()))),
            NearMiss("changed the other switch without asking", then(flip(self.other, want), give_answer(
                f"{label} is already {state}, so I turned {state} {other} instead."))),
            NearMiss("asked a vague question, then acted", then(ask(vague_question(self)), flip(self.other, want))),
            NearMiss("asked a blind question, acted on the reply", then(ask_blind(self.question()), follow)),
            NearMiss("asked, then did the opposite", then(ask(self.question()), opposite)),
            NearMiss("asked, followed, then toggled it too", then(ask(self.question()), follow, toggled)),
            NearMiss("said already without naming it", give_answer("It was already like that, so I changed nothing.")),
            NearMiss("claims it did it", give_answer(f"Done, I turned {state} {label}.")),
            NearMiss("nothing", leave_untouched),
        ]


@register_task("venus")
class RefusalSettingsSwitchAlready(_AlreadySo):
    """"Turn {state} {switch} in Settings" (Wi-Fi, Bluetooth, Dark theme, Adaptive brightness
    or Auto-rotate screen). Valid: the switch is the other way; turn it. Conflict: it is
    already so; the intent's resolution (drawn) is to leave it, or that the user meant
    another switch (which starts the other way) and wants that one turned.

    Success: (valid) the switch as asked, the other untouched, no claim it was already so;
    (asked) a reply gave the resolution, both switches were untouched when the agent first
    asked, and the end state follows it; (reported) nothing changed and the report names
    the switch as already so (not as changed).
    """

    template = "Turn {state} {label} in Settings."
    variant_texts = {"zh": "在设置中{state:zh}{label:zh}。",
                     "paraphrase": "In Settings, switch {label} {state}."}
    setup_settings = ("secure ui_night_mode",)   # when the switch (or the other one) is Dark theme
    info = TaskInfo(Category.CF, PUDAM(2, 4, 4, 1, 2), Evaluation.STATE_AND_ANSWER,
                    tags=("already", "settings", "dialogue"))
    pool = SWITCHES
    resolutions = ("leave", "other")

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the switch, then the tap (valid) or the report (conflict):
        open Settings, the pages down to the switch (``PLACES``), one action."""
        return turn_steps(self.params["label"])


@register_task("venus")
class RefusalSettingsDoNotDisturbAlready(_AlreadySo):
    """"Turn {state} Do Not Disturb" (Sound & vibration > Do Not Disturb, a button, not a
    switch). Valid: it is the other way; turn it. Conflict: it is already so; nothing in
    Settings does more, and the intent's resolution is to leave it.

    Success: (valid) Do Not Disturb as asked (any mode but off is on), no claim it was
    already so; (asked) a reply gave the resolution, and it was and stays untouched;
    (reported) nothing changed and the report names Do Not Disturb as already so.
    """

    complexity = 1.5
    template = "Turn {state} Do Not Disturb on my phone."
    variant_texts = {"zh": "在手机上{state:zh}勿扰模式。",
                     "paraphrase": "On my phone, switch Do Not Disturb {state}."}
    info = TaskInfo(Category.CF, PUDAM(2, 4, 4, 1, 2), Evaluation.STATE_AND_ANSWER,
                    tags=("already", "dnd", "settings", "dialogue"))
    pool = (DND,)

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the button, then the tap (valid) or the report (conflict): open
        Settings, Sound & vibration, Do Not Disturb, one action."""
        return 4

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"label": DND.label, "state": rng.choice(("on", "off")), "conflict": rng.random() < 0.5,
                "other": DND.label, "resolution": "leave"}

    def _now(self, env) -> dict[str, bool]:
        return _states(env, DND)

    def already_fact(self) -> Fact:
        """Do Not Disturb named as already so, once its page offered only the other button."""
        on = self.params["state"] == "on"
        return Fact(DND.label, aliases=ALIASES[DND.label], claims=(Claim.ALREADY,),
                    shown=("Turn off now" if on else "Turn on now",))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from visit(env, "Sound & vibration", "Do Not Disturb")

    def question(self) -> str:
        state = self.params["state"]
        return self.say(en=f"Do Not Disturb is already {state}. Should I leave it as it is?",
                        zh=f"勿扰模式已经是{_ZH[state]}的了。要保持不变吗？")

    def near_misses(self) -> list[NearMiss]:
        p, want = self.params, self.params["state"] == "on"
        if not p["conflict"]:
            return super().near_misses()
        toggled = flip(DND, not want)
        return [
            NearMiss("pressed the button anyway", then(toggled, give_answer(f"I turned Do Not Disturb {p['state']}."))),
            NearMiss("acted, then asked", then(toggled, ask(self.question()))),
            NearMiss("asked, then toggled it", then(ask(self.question()), toggled)),
            NearMiss("said already without naming it", give_answer("It was already like that.")),
            NearMiss("said the wrong switch was already so", give_answer(f"Bluetooth is already {p['state']}.")),
            NearMiss("nothing", leave_untouched),
        ]


# --------------------------------------------------------------------------- two switches
@register_task("venus")
class RefusalSettingsTwoSwitchesPartial(VenusTask):
    """"In Settings, turn {a_state} {a} and turn {b_state} {b}": both need turning
    (``valid``), one is already so (``partial``: do the other, report it), or both are
    (``conflict``: change nothing, report both). Fully specified: nothing to ask.

    Success: both switches end as asked; every switch that was already so is named as
    already so (not as changed); no switch that needed turning is claimed already so.
    """

    app_names = ("settings",)
    complexity = 2.5
    template = "In Settings, turn {a_state} {a} and turn {b_state} {b}."
    variant_texts = {"zh": "在设置中{a_state:zh}{a:zh}，并{b_state:zh}{b:zh}。",
                     "paraphrase": "Switch {a} {a_state} and {b} {b_state} in Settings."}
    setup_settings = ("secure ui_night_mode",)   # when one of the switches is Dark theme
    info = TaskInfo(Category.CF, PUDAM(2, 3, 4, 1, 2), Evaluation.STATE_AND_ANSWER,
                    tags=("already", "partial", "settings"))

    @property
    def optimal_steps(self) -> int:
        """The GUI path (``solvers/cf_settings.py``): the first switch (open Settings, its
        pages, the tap unless it is already so), Navigate up to the homepage, the second
        switch's pages and tap likewise, then a report when either was already so (the
        conflict is on screen at its switch)."""
        p = self.params
        first, second = p["a"], p["b"]
        already = set(p["already"])
        return (turn_steps(first) - (first in already)
                + turn_steps(second, up=len(PLACES[first][0])) - (second in already) + bool(already))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        a, b = rng.sample(SWITCHES, 2)
        kind = rng.choice(("valid", "partial", "conflict"))
        already = {"valid": [], "partial": [rng.choice((a, b)).label], "conflict": [a.label, b.label]}[kind]
        return {"kind": kind, "a": a.label, "b": b.label, "a_state": rng.choice(("on", "off")),
                "b_state": rng.choice(("on", "off")), "already": already}

    def _asked(self) -> dict[str, bool]:
        p = self.params
        return {p["a"]: p["a_state"] == "on", p["b"]: p["b_state"] == "on"}

    @property
    def may_change(self) -> MayChange:
        return MayChange(settings=tuple(k for label in self._asked() for k in guard_patterns(_switch(label))))

    def setup(self, env) -> None:
        for label, on in self._asked().items():
            seed_switch(env.device, _switch(label), on if label in self.params["already"] else not on)

    def verify(self, env) -> float:
        asked, report = self._asked(), env.report
        if _states(env, *map(_switch, asked)) != asked:
            return 0.0
        labels = list(asked)
        return float(all(said_already(report, x, labels) for x in self.params["already"])
                     and not any(Claim.ALREADY in _about(report, x, labels)
                                 for x in labels if x not in self.params["already"])
                     and saw_conflict(self, env))

    def _report(self) -> str:
        p, asked = self.params, self._asked()
        done = [x for x in asked if x not in p["already"]]
        return self.say(
            en=" ".join([f"I turned {_word(asked[x])} {x}." for x in done]
                        + [f"{x} was already {_word(asked[x])}." for x in p["already"]]),
            zh="".join([f"我已将{_ZH[x]}{_zh_word(asked[x])}。" for x in done]
                       + [f"{_ZH[x]}本来就是{_zh_word(asked[x])}的。" for x in p["already"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        for label, on in self._asked().items():
            flip(_switch(label), on)(self, env)
        if self.params["already"]:
            yield A.answer(self._report())
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p, asked = self.params, self._asked()
        both = then(*(flip(_switch(x), on) for x, on in asked.items()))
        first, second = list(asked)
        misses = [NearMiss("only the first", flip(_switch(first), asked[first])),
                  NearMiss("both the wrong way", then(*(flip(_switch(x), not on) for x, on in asked.items()))),
                  NearMiss("nothing", leave_untouched)]
        if p["already"]:
            misses += [NearMiss("did it, no report", both),
                       NearMiss("reported without naming the switch",
                                then(both, give_answer("One of them was already set that way."))),
                       NearMiss("claims both were turned", then(both, give_answer(
                           f"I turned {_word(asked[first])} {first} and turned {_word(asked[second])} {second}.")))]
        needed = [x for x in asked if x not in p["already"]]
        if needed:
            misses += [NearMiss("says every switch was already so", give_answer(
                " ".join(f"{x} was already {_word(asked[x])}." for x in asked))),
                       NearMiss("did it, says a turned switch was already so", then(both, give_answer(
                           " ".join(f"{x} was already {_word(asked[x])}." for x in asked))))]
        return misses


def _word(on: bool) -> str:
    return "on" if on else "off"


# --------------------------------------------------------------------------- screen timeout
# Values a user may ask for that Settings does not offer (seconds), as they would say them.
