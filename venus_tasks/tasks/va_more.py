"""Vague instructions (VA), more of them: the user states a need, not an action
(``shared/reference/venusbench.md`` section 5). Each task documents one deterministic
acceptance rule read from device state (the ``settings`` tables here; Pro Expense,
Markor, Contacts and Simple SMS Messenger in ``va_apps``). Doing nothing fails; doing too
much fails too: the guard (``may_change``) rejects any other setting or store changed,
and ``verify`` rejects a wrong combination inside what may change.

``VagueRecipeScreenTimeout``, ``VagueStopSidewaysFlip`` and ``VagueBoardingFlight`` (one
Settings choice each, 4-5 optimal steps) were retired by issue 26 for deeper VA tasks.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps.settings import BRIGHTNESS_MAX, slider_to_brightness
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.guard import MayChange
from verifiers.state import int_setting

NIGHT_ON, NIGHT_OFF = 2, 1          # secure ui_night_mode: UiModeManager.MODE_NIGHT_YES / _NO
# "Too bright at night": the slider at most 40% (SettingsLib HLG curve: stores 15 of 255).
DIM_ENOUGH = slider_to_brightness(0.4)


def put(namespace: str, key: str, value):
    """An apply (near miss or oracle step) writing one setting, as Settings would."""
    def apply(task, env) -> None:
        env.device.settings_put(namespace, key, value)
    return apply


def _get(env, namespace: str, key: str, default: int = 0) -> int:
    return int_setting(env.device.settings_get(namespace, key), default)


@register_task("venus")
class VagueNightScreenGlare(VenusTask):
    """"In bed at night, the screen is glaring and all that white hurts my eyes": starting
    at 70-100% brightness with Dark theme off, success needs both the slider at most 40%
    (``system screen_brightness`` <= ``DIM_ENOUGH``) and Dark theme on (``secure
    ui_night_mode`` 2); one of the two alone fails, and so does anything else changed."""

    app_names = ("settings",)
    complexity = 2.0
    template = "I'm reading in bed tonight and my screen is glaring; all that white is hurting my eyes."
    variant_texts = {"zh": "我今晚躺在床上看手机，屏幕太刺眼了，满屏的白色看得眼睛疼。",
                     "paraphrase": "Lying in bed this evening, my display feels blinding, and the bright white "
                                   "backgrounds make my eyes ache."}
    info = TaskInfo(Category.VA, PUDAM(3, 4, 2, 3, 2), Evaluation.STATE, tags=("brightness", "dark theme"))
    setup_settings = ("secure ui_night_mode",)
    may_change = MayChange(settings=("system screen_brightness*", "secure ui_night_mode*"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"initial_brightness": slider_to_brightness(rng.uniform(0.7, 1.0))}

    def setup(self, env) -> None:
        env.device.run(["cmd", "uimode", "night", "no"])
        env.device.settings_put("secure", "ui_night_mode", NIGHT_OFF)
        env.device.settings_put("system", "screen_brightness_mode", 0)  # manual
        env.device.settings_put("system", "screen_brightness", self.params["initial_brightness"])

    def verify(self, env) -> float:
        dim = _get(env, "system", "screen_brightness", BRIGHTNESS_MAX) <= DIM_ENOUGH
        dark = _get(env, "secure", "ui_night_mode") == NIGHT_ON
        manual = _get(env, "system", "screen_brightness_mode") == 0
        return 1.0 if dim and dark and manual else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("system", "screen_brightness", slider_to_brightness(0.2))
        env.device.settings_put("secure", "ui_night_mode", NIGHT_ON)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        dim, dark = put("system", "screen_brightness", slider_to_brightness(0.2)), put("secure", "ui_night_mode", 2)
        return [
            NearMiss("dimmer only", dim),
            NearMiss("dark theme only", dark),
            NearMiss("dark theme, dimmed only to 50%", then(dark, put("system", "screen_brightness",
                                                                      slider_to_brightness(0.5)))),
            NearMiss("dark theme and adaptive brightness instead of dimming",
                     then(dark, put("system", "screen_brightness_mode", 1))),
            NearMiss("both, and Bluetooth on too", then(dim, dark, put("global", "bluetooth_on", 1))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Display, Brightness level, tap the slider, back, Dark theme, done
        return 7
