"""Noise resistance (NR) beyond Pro Expense: two switches in Settings, a voice note in
Audio Recorder, each while one kind of noise fires (``shared/reference/venusbench.md``
section 3). The end state is checked as for the plain task; the guard rejects a switch
flipped on the way that the goal did not name.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, ClassVar, Iterator

from apps import audio_recorder
from noise import NoiseSpec
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import nr_plan
from venus_tasks.tasks.common import leave_untouched
from verifiers.guard import MayChange


@dataclasses.dataclass(frozen=True)
class Switch:
    """A Settings switch: the setting it writes and the values for on and off (AOSP
    ``Settings.Global``/``Secure``/``System``; ``ui_night_mode`` is ``UiModeManager``'s
    MODE_NIGHT_NO 1 / MODE_NIGHT_YES 2)."""

    label: str
    namespace: str
    key: str
    on: str = "1"
    off: str = "0"


WIFI = Switch("Wi-Fi", "global", "wifi_on")
BLUETOOTH = Switch("Bluetooth", "global", "bluetooth_on")
DARK_THEME = Switch("Dark theme", "secure", "ui_night_mode", on="2", off="1")
ADAPTIVE_BRIGHTNESS = Switch("Adaptive brightness", "system", "screen_brightness_mode")


# Where each switch is shown: the path of titles from the Settings homepage, and the title
# of its row there (Android 13's English strings).
PLACES = {"Wi-Fi": (("Network & internet", "Internet"), "Wi‑Fi"),
          "Bluetooth": (("Connected devices", "Connection preferences", "Bluetooth"), "Use Bluetooth"),
          "Dark theme": (("Display",), "Dark theme"),
          "Adaptive brightness": (("Display",), "Adaptive brightness"),
          "Auto-rotate screen": (("Display",), "Auto-rotate screen")}


class _NoiseResistSettings(VenusTask):
    """Turn ``turn_on`` on and ``turn_off`` off (each starts the other way) while the
    subclass's noise fires. Success: both settings as asked; nothing else changed."""

    app_names = ("settings",)
    complexity = 2.5
    template = "In Settings, turn off {off_label} and turn on {on_label}."
    variant_texts = {"zh": "在设置中关闭{off_label:zh}，并开启{on_label:zh}。",
                     "paraphrase": "Open Settings, switch {off_label} off and switch {on_label} on."}
    info = TaskInfo(Category.NR, PUDAM(2, 1, 3, 1, 2), Evaluation.STATE, tags=("noise", "settings"))
    turn_on: ClassVar[Switch]
    turn_off: ClassVar[Switch]

    def __init_subclass__(cls, **kw) -> None:
        super().__init_subclass__(**kw)
        if hasattr(cls, "turn_on"):
            cls.may_change = MayChange(settings=tuple(f"{s.namespace} {s.key}" for s in (cls.turn_on, cls.turn_off)))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"on_label": cls.turn_on.label, "off_label": cls.turn_off.label}

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_settings.py``): open
        Settings; ``turn_off``'s pages from the homepage (``cf_settings.PLACES``) and its
        switch; Navigate up to the homepage; ``turn_on``'s pages and switch; done. A tap
        on Display, low on the homepage, is taken otherwise in landscape (the row is below
        the screen), so no rotation may cover it."""
        first, second = PLACES[self.turn_off.label][0], PLACES[self.turn_on.label][0]

        def pages(path):
            return [nr_plan.Act("settings", label=page, rotates=page != "Display") for page in path]

        return [nr_plan.opener("settings"), *pages(first), nr_plan.Act("settings", label=self.turn_off.label),
                *[nr_plan.Act("settings", label="Navigate up") for _ in first],
                *pages(second), nr_plan.Act("settings", label=self.turn_on.label), nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 9 without noise; a call: Decline; a pop-up: open Settings (it resumes its page);
        # numb: its 8-15 dropped actions; a rotation: nothing
        return nr_plan.steps(self.base_plan(), self.noise_events)

    def setup(self, env) -> None:
        env.device.settings_put(self.turn_on.namespace, self.turn_on.key, self.turn_on.off)
        env.device.settings_put(self.turn_off.namespace, self.turn_off.key, self.turn_off.on)

    def _is(self, env, switch: Switch, value: str) -> bool:
        return env.device.settings_get(switch.namespace, switch.key) == value

    def verify(self, env) -> float:
        return float(self._is(env, self.turn_on, self.turn_on.on) and self._is(env, self.turn_off, self.turn_off.off))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        set_switch(self.turn_on, "on")(self, env)
        set_switch(self.turn_off, "off")(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        def both_and(extra: Switch):
            def apply(task, env) -> None:
                set_switch(task.turn_on, "on")(task, env)
                set_switch(task.turn_off, "off")(task, env)
                value = env.device.settings_get(extra.namespace, extra.key)
                env.device.settings_put(extra.namespace, extra.key, extra.off if value == extra.on else extra.on)
            return apply

        third = next(s for s in (WIFI, BLUETOOTH, DARK_THEME, ADAPTIVE_BRIGHTNESS)
                     if s not in (self.turn_on, self.turn_off))
        return [NearMiss("only the first switch", set_switch(self.turn_off, "off")),
                NearMiss("only the second switch", set_switch(self.turn_on, "on")),
                NearMiss("both the wrong way round", set_switch(self.turn_on, "off")),
                NearMiss(f"also flipped {third.label}", both_and(third)),
                NearMiss("nothing", leave_untouched)]


def set_switch(switch: Switch, state: str):
    """An apply (near miss or oracle step) putting ``switch`` ``state`` ("on"/"off")."""
    def apply(task, env) -> None:
        env.device.settings_put(switch.namespace, switch.key, switch.on if state == "on" else switch.off)
    return apply


@register_task("venus")
class NoiseResistSettingsWifiDarkThemeCall(_NoiseResistSettings):
    """Wi-Fi off and Dark theme on (two pages apart) while a call rings until handled, the
    screen turns to landscape and back, and Settings stops responding for 8 to 15 actions."""

    turn_on, turn_off = DARK_THEME, WIFI
    complexity = 4.5
    noise_plan = (NoiseSpec("call", step=(1, 2), args={"ring_steps": 0}),
                  NoiseSpec("rotation", step=(3, 4)),
                  NoiseSpec("numb", step=(6, 7), args={"k": (8, 15)}))


@register_task("venus")
class NoiseResistSettingsBluetoothBrightnessRotation(_NoiseResistSettings):
    """Bluetooth on (three pages deep) and Adaptive brightness off while the screen turns
    to landscape and back, another app jumps to the front and a call rings until handled."""

    turn_on, turn_off = BLUETOOTH, ADAPTIVE_BRIGHTNESS
    complexity = 3.0
    noise_plan = (NoiseSpec("rotation", step=(2, 2)),
                  NoiseSpec("popup", step=(4, 5), args={"mode": "app"}),
                  NoiseSpec("call", step=(7, 8), args={"ring_steps": 0}))


@register_task("venus")
class NoiseResistRecorderVoiceNoteNumb(VenusTask):
    """Record and save three voice notes, in order, each of at least its own length
    (``min_s``, ``min2_s``, ``min3_s``: 2-7 seconds, drawn per instance), while Audio
    Recorder ignores the agent's actions for 8 to 15 of them from step 1 or 2 (a dropped
    tap must be noticed and repeated). Success: exactly three new saved recordings, in
    ``records`` order at least ``min_s``, ``min2_s`` and ``min3_s`` long, whose files exist.
    A base of 8 actions (``base_plan``); the waits for the timer are no actions."""

    app_names = ("audio recorder",)
    template = ("Record three voice notes in Audio Recorder and save each: the first at least {min_s} seconds "
                "long, the second at least {min2_s} seconds, the third at least {min3_s} seconds.")
    variant_texts = {"zh": "在 Audio Recorder 中依次录制并保存三段语音备忘：第一段至少 {min_s} 秒，第二段至少 {min2_s} 秒，"
                           "第三段至少 {min3_s} 秒。",
                     "paraphrase": ("Use Audio Recorder to capture and save three voice notes one after another, "
                                    "lasting at least {min_s}, {min2_s} and {min3_s} seconds respectively.")}
    info = TaskInfo(Category.NR, PUDAM(4, 3, 3, 4, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("audio recorder:records", "audio recorder:Record-*"))
    complexity = 3.0
    noise_plan = (NoiseSpec("numb", step=(1, 2), args={"k": (8, 15)}),)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        a, b, c = rng.sample(range(2, 8), 3)
        return {"min_s": a, "min2_s": b, "min3_s": c}

    def _lengths(self) -> list[int]:
        p = self.params
        return [p["min_s"], p["min2_s"], p["min3_s"]]

    def setup(self, env) -> None:
        audio_recorder.reset(env.device)

    def verify(self, env) -> float:
        rows = audio_recorder.list_records(env.device)
        saved = [r for r in rows if r["duration"] > 0]
        return float(len(rows) == 3 and len(saved) == 3
                     and all(r["duration"] >= s * 1e6 for r, s in zip(saved, self._lengths()))
                     and all(env.device.exists(r["path"]) for r in saved))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Audio Recorder")
        _record(*[s + 1 for s in self._lengths()])(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        a, b, c = self._lengths()
        return [NearMiss("the second too short", _record(a + 1, b - 1, c + 1)),
                NearMiss("the longest first (order swapped)", _record(*sorted((a, b, c), reverse=True)))
                if sorted((a, b, c), reverse=True) != [a, b, c] else
                NearMiss("the third too short", _record(a + 1, b + 1, c - 1)),
                NearMiss("two notes", _record(a + 1, b + 1)),
                NearMiss("four notes", _record(a + 1, b + 1, c + 1, 3)),
                NearMiss("nothing", leave_untouched)]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_settings.py``): open Audio
        Recorder; per note Record, then (the timer watched, no action) Stop, which saves;
        done."""
        app = "audio recorder"
        plan = [nr_plan.opener(app)]
        for unit in range(3):
            plan += nr_plan.work(app, unit, ("Record", "Stop"))
        return plan + [nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 8 without noise; numb: its 8-15 dropped actions
        return nr_plan.steps(self.base_plan(), self.noise_events)


def _record(*seconds: float):
    """Write saved recordings of each of ``seconds``, in order, as the app saves them (file + row)."""
    def apply(task, env) -> None:
        for s in seconds:
            audio_recorder.add_saved_record(env.device, s)
    return apply
