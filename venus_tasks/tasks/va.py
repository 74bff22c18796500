"""Vague instructions (VA): the user states a need, not an action; the intended change is
verified in the ``settings`` provider."""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps.settings import BRIGHTNESS_MAX, ZEN_MODE_OFF, slider_to_brightness
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.tasks.common import leave_untouched
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from verifiers.guard import MayChange
from verifiers.state import int_setting

# "Can barely see": the brightness slider at least half way. The slider is not linear in
# the stored value (SettingsLib's HLG curve), so half way stores 22 of 255.
BRIGHT_ENOUGH = slider_to_brightness(0.5)


def _put(namespace: str, key: str, value: int):
    def apply(task, env) -> None:
        env.device.settings_put(namespace, key, value)

    return apply


def _both(*applies):
    def apply(task, env) -> None:
        for a in applies:
            a(task, env)

    return apply


@register_task("venus")
class VagueScreenTooDark(VenusTask):
    """"I can barely see anything": starting with the slider at 5-20%, it must end at least
    half way (``system screen_brightness`` >= ``BRIGHT_ENOUGH``)."""

    app_names = ("settings",)
    complexity = 2.0
    template = "I can barely see anything on my screen."
    variant_texts = {"zh": "我几乎看不清屏幕上的任何东西。",
                     "paraphrase": "I can hardly make out anything on my display."}
    info = TaskInfo(Category.VA, PUDAM(3, 4, 2, 3, 2), Evaluation.STATE, tags=("brightness",))
    may_change = MayChange(settings=("system screen_brightness*",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"initial_brightness": slider_to_brightness(rng.uniform(0.05, 0.2))}

    def setup(self, env) -> None:
        env.device.settings_put("system", "screen_brightness_mode", 0)  # manual
        env.device.settings_put("system", "screen_brightness", self.params["initial_brightness"])

    def verify(self, env) -> float:
        value = int_setting(env.device.settings_get("system", "screen_brightness"))
        return 1.0 if value >= BRIGHT_ENOUGH else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("system", "screen_brightness", BRIGHTNESS_MAX)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        return [
            NearMiss("slightly brighter", _put("system", "screen_brightness", slider_to_brightness(0.45))),
            NearMiss("dark theme off instead", _put("secure", "ui_night_mode", 1)),
            NearMiss("brighter, and airplane mode on too", _both(_put("system", "screen_brightness", BRIGHTNESS_MAX),
                                                                  _put("global", "airplane_mode_on", 1))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # Settings, Display, Brightness level, the slider's right end, back (the row shows
        # 100%), done
        return 6


RINGER_SILENT, RINGER_NORMAL = 0, 2  # AOSP AudioManager.RINGER_MODE_SILENT / _NORMAL (global mode_ringer)


@register_task("venus")
class VagueNapDoNotDisturb(VenusTask):
    """"About to take a nap": Do Not Disturb on (``global zen_mode`` != 0) or the ringer
    silenced (``global mode_ringer`` 0); vibrate, airplane mode or a dim screen do not count."""

    app_names = ("settings",)
    complexity = 2.0
    template = "I'm about to take a nap. Make sure my phone won't bother me."
    variant_texts = {"zh": "我马上要睡个午觉，确保手机不会打扰我。",
                     "paraphrase": "Nap time for me now. Please see to it that my phone leaves me alone."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 1, 1, 2), Evaluation.STATE, tags=("dnd",))
    # secure show_zen_*: the first DND use clears AOSP's upgrade notification and suggestion flags.
    may_change = MayChange(settings=("global zen_mode*", "secure zen_*", "secure show_zen_*", "global mode_ringer*",
                                     "system volume_ring*",
                                     "system volume_notification*", "system vibrate_*"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}

    def setup(self, env) -> None:
        env.device.settings_put("global", "zen_mode", ZEN_MODE_OFF)
        env.device.settings_put("global", "mode_ringer", RINGER_NORMAL)

    def verify(self, env) -> float:
        zen = int_setting(env.device.settings_get("global", "zen_mode"))
        ringer = int_setting(env.device.settings_get("global", "mode_ringer"), RINGER_NORMAL)
        return 1.0 if zen != ZEN_MODE_OFF or ringer == RINGER_SILENT else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("global", "zen_mode", 1)  # ZEN_MODE_IMPORTANT_INTERRUPTIONS
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        return [
            NearMiss("airplane mode instead", _put("global", "airplane_mode_on", 1)),
            NearMiss("vibrate only", _put("global", "mode_ringer", 1)),
            NearMiss("dimmed the screen instead", _put("system", "screen_brightness", 1)),
            NearMiss("Do Not Disturb on, and the screen dimmed too", _both(_put("global", "zen_mode", 1),
                                                                          _put("system", "screen_brightness", 1))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # Settings, Sound & vibration, Do Not Disturb, Turn on now, done
        return 5
