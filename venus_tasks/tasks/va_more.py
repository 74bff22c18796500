"""Vague instructions (VA), more of them: the user states a need, not an action
(``shared/reference/venusbench.md`` section 5). Each task documents one deterministic
acceptance rule read from device state (the ``settings`` tables here; Pro Expense,
Markor, Contacts and Simple SMS Messenger in ``va_apps``). Doing nothing fails; doing too
much fails too: the guard (``may_change``) rejects any other setting or store changed,
and ``verify`` rejects a wrong combination inside what may change.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps.settings import BRIGHTNESS_MAX, SCREEN_TIMEOUTS_S, slider_to_brightness, timeout_span
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
    info = TaskInfo(Category.VA, PUDAM(1, 4, 3, 2, 2), Evaluation.STATE, tags=("brightness", "dark theme"))
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


@register_task("venus")
class VagueRecipeScreenTimeout(VenusTask):
    """"The screen keeps going off while I follow a recipe; sometimes I don't touch it for N
    minutes": from a timeout of 15 s-1 min, success is any Screen timeout of at least N
    minutes (``system screen_off_timeout`` >= N * 60000 ms; N drawn so the answer is 5, 10
    or 30 minutes at the least); the choice just below N fails, as does anything else changed."""

    app_names = ("settings",)
    complexity = 2.0
    template = ("My screen keeps switching off while I follow a recipe in the kitchen; sometimes I don't "
                "touch the phone for {minutes} minutes.")
    variant_texts = {"zh": "我在厨房照着菜谱做饭时屏幕总是自己熄灭；有时我会有 {minutes} 分钟都不碰手机。",
                     "paraphrase": "While I cook from a recipe the display keeps going dark on me, and I can "
                                   "go {minutes} minutes without touching the phone."}
    info = TaskInfo(Category.VA, PUDAM(1, 3, 3, 2, 2), Evaluation.STATE, tags=("screen timeout",))
    may_change = MayChange(settings=("system screen_off_timeout*",))
    MINUTES = (3, 4, 6, 7, 8, 12, 15, 20)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"minutes": rng.choice(cls.MINUTES), "initial_s": rng.choice((15, 30, 60))}

    @property
    def enough_s(self) -> int:
        """The shortest Settings choice that covers the user's pause."""
        return min(s for s in SCREEN_TIMEOUTS_S if s >= 60 * self.params["minutes"])

    def setup(self, env) -> None:
        env.device.settings_put("system", "screen_off_timeout", self.params["initial_s"] * 1000)

    def verify(self, env) -> float:
        ms = _get(env, "system", "screen_off_timeout")
        return 1.0 if ms >= 60_000 * self.params["minutes"] else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("system", "screen_off_timeout", self.enough_s * 1000)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        below = max(s for s in SCREEN_TIMEOUTS_S if s < 60 * self.params["minutes"])
        return [
            NearMiss(f"the choice just below ({timeout_span(below)})", put("system", "screen_off_timeout", below * 1000)),
            NearMiss("enough, and brightness up too", then(put("system", "screen_off_timeout", 1_800_000),
                                                           put("system", "screen_brightness", BRIGHTNESS_MAX))),
            NearMiss("screen kept on by Adaptive brightness instead", put("system", "screen_brightness_mode", 1)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Display, Screen timeout, the choice, done
        return 5


@register_task("venus")
class VagueStopSidewaysFlip(VenusTask):
    """"The screen keeps flipping sideways when I lie down": Auto-rotate screen off
    (``system accelerometer_rotation`` 0) from on; nothing else changed."""

    app_names = ("settings",)
    complexity = 1.5
    template = "Whenever I lie on the couch with my phone, the screen flips sideways. It's driving me crazy."
    variant_texts = {"zh": "每次我躺在沙发上看手机，屏幕就会横过来，快把我逼疯了。",
                     "paraphrase": "Each time I lie down on the sofa holding my phone, the display turns "
                                   "to landscape, and it drives me nuts."}
    info = TaskInfo(Category.VA, PUDAM(1, 3, 2, 2, 1), Evaluation.STATE, tags=("auto-rotate",))
    may_change = MayChange(settings=("system accelerometer_rotation*", "system user_rotation"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}

    def setup(self, env) -> None:
        env.device.settings_put("system", "user_rotation", 0)
        env.device.settings_put("system", "accelerometer_rotation", 1)

    def verify(self, env) -> float:
        locked = _get(env, "system", "accelerometer_rotation", 1) == 0
        portrait = _get(env, "system", "user_rotation") == 0
        return 1.0 if locked and portrait else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("system", "accelerometer_rotation", 0)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        off = put("system", "accelerometer_rotation", 0)
        return [
            NearMiss("locked, but in landscape", then(off, put("system", "user_rotation", 1))),
            NearMiss("locked, and dark theme on too", then(off, put("secure", "ui_night_mode", 2))),
            NearMiss("screen timeout changed instead", put("system", "screen_off_timeout", 15_000)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Display, Auto-rotate screen, done
        return 4


@register_task("venus")
class VagueBoardingFlight(VenusTask):
    """"Boarding, the crew wants phones flight-safe": Airplane mode on (``global
    airplane_mode_on`` 1). Wi-Fi and Bluetooth (seeded on) may go off as well, as Android
    switches them off in airplane mode; turning them off without Airplane mode fails, and
    so does anything else changed."""

    app_names = ("settings",)
    complexity = 2.0
    template = "We're boarding now and the crew asked everyone to make their phones flight-safe."
    variant_texts = {"zh": "我们正在登机，乘务员让大家把手机调到适合飞行的状态。",
                     "paraphrase": "Boarding has started, and the cabin crew wants every phone set up so it's "
                                   "safe for the flight."}
    info = TaskInfo(Category.VA, PUDAM(1, 3, 2, 2, 1), Evaluation.STATE, tags=("airplane mode",))
    may_change = MayChange(settings=("global airplane_mode_on*", "global wifi_on*", "global bluetooth_on*"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}

    def setup(self, env) -> None:
        env.device.settings_put("global", "airplane_mode_on", 0)
        for radio, cmd in (("wifi_on", "wifi"), ("bluetooth_on", "bluetooth")):
            env.device.run(["svc", cmd, "enable"])
            env.device.settings_put("global", radio, 1)

    def verify(self, env) -> float:
        return 1.0 if _get(env, "global", "airplane_mode_on") == 1 else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("global", "airplane_mode_on", 1)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        return [
            NearMiss("Wi-Fi and Bluetooth off, airplane mode off", then(put("global", "wifi_on", 0),
                                                                      put("global", "bluetooth_on", 0))),
            NearMiss("Do Not Disturb instead", put("global", "zen_mode", 1)),
            NearMiss("airplane mode, and the screen dimmed too", then(put("global", "airplane_mode_on", 1),
                                                                     put("system", "screen_brightness", 1))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Network & internet, Airplane mode, done
        return 4
