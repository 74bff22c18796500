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
    noise_plan = (NoiseSpec("rotation", step=(1, 2)),
                  NoiseSpec("popup", step=(4, 5), args={"mode": "app"}),
                  NoiseSpec("call", step=(7, 8), args={"ring_steps": 0}))


@register_task("venus")
class NoiseResistRecorderVoiceNoteNumb(VenusTask):
    """Record and save one voice note of at least ``min_s`` seconds while Audio Recorder
    ignores the agent's next 8 to 15 actions once it is in front (a dropped tap must be
    noticed and repeated). Success: exactly one new saved recording, at least ``min_s``
    long in its ``records`` row, whose file exists."""

    app_names = ("audio recorder",)
    template = "Record a voice note of at least {min_s} seconds in Audio Recorder and save it."
    variant_texts = {"zh": "在 Audio Recorder 中录制一段至少 {min_s} 秒长的语音备忘并保存。",
                     "paraphrase": ("Use Audio Recorder to capture and save a voice note lasting {min_s} seconds "
                                    "or more.")}
    info = TaskInfo(Category.NR, PUDAM(4, 2, 3, 4, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("audio recorder:records", "audio recorder:Record-*"))
    complexity = 3.0
    noise_plan = (NoiseSpec("numb", foreground="audio recorder", args={"k": (8, 15)}),)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"min_s": rng.randint(3, 6)}

    def setup(self, env) -> None:
        audio_recorder.reset(env.device)

    def verify(self, env) -> float:
        rows = audio_recorder.list_records(env.device)
        saved = [r for r in rows if r["duration"] > 0]
        return float(len(rows) == 1 and len(saved) == 1 and saved[0]["duration"] >= self.params["min_s"] * 1e6
                     and env.device.exists(saved[0]["path"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Audio Recorder")
        _record(self.params["min_s"] + 1)(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        return [NearMiss("too short", _record(self.params["min_s"] - 1)),
                NearMiss("two notes", _record(self.params["min_s"] + 1, copies=2)),
                NearMiss("nothing", leave_untouched)]


def _record(seconds: float, copies: int = 1):
    """Write ``copies`` saved recordings of ``seconds`` as the app saves them (file + row)."""
    def apply(task, env) -> None:
        for _ in range(copies):
            audio_recorder.add_saved_record(env.device, seconds)
    return apply
