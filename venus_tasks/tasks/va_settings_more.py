"""Vague instructions (VA) over Settings needing several changes at once: lending the phone
to someone who reads slowly, cannot read small print and is thrown by the screen turning
sideways. The acceptance rule names every part; leaving one out fails, and the guard
(``may_change``) rejects anything else changed (``shared/reference/venusbench.md``
section 5: combined settings, checked by state).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps.settings import SCREEN_TIMEOUTS_S, timeout_span
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from venus_tasks.tasks.va_more import put
from venus_tasks.tasks.va_settings import LARGER_FONT, font_scale
from verifiers.guard import MayChange
from verifiers.state import int_setting


@register_task("venus")
class VagueLendPhoneToGrandma(VenusTask):
    """"Grandma borrows my phone: she can't read small print, takes up to N minutes (2, 4
    or 8) over a page, and gets lost when the screen turns sideways": all three of a larger
    font (``system font_scale`` >= 1.15), a Screen timeout of at least N minutes (``system
    screen_off_timeout``, seeded 15 or 30 s) and Auto-rotate off (``system
    accelerometer_rotation`` 0, seeded on; portrait). Any two alone fail, as does the
    Settings choice just below N."""

    app_names = ("settings",)
    complexity = 2.0
    template = ("My grandma is borrowing my phone this afternoon. She can't read small print, she takes up to "
                "{minutes} minutes to read a page, and she gets lost whenever the screen turns sideways.")
    variant_texts = {"zh": "今天下午奶奶要借用我的手机。她看不清小字，读一页要花上 {minutes} 分钟，而且屏幕一横过来她就不知所措。",
                     "paraphrase": "I'm lending my phone to my grandmother for the afternoon: small print is "
                                   "unreadable for her, a single page can take her {minutes} minutes, and the "
                                   "display flipping sideways confuses her."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 2, 1, 2), Evaluation.STATE, tags=("font size", "screen timeout",
                                                                             "auto-rotate"))
    setup_settings = ("system font_scale",)
    may_change = MayChange(settings=("system font_scale*", "secure font_weight_adjustment*",
                                     "secure high_text_contrast_enabled*", "system screen_off_timeout*",
                                     "system accelerometer_rotation*", "system user_rotation"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"minutes": rng.choice((2, 4, 8)), "initial_s": rng.choice((15, 30))}

    @property
    def enough_s(self) -> int:
        """The shortest Screen timeout choice that covers a page."""
        return min(s for s in SCREEN_TIMEOUTS_S if s >= 60 * self.params["minutes"])

    def setup(self, env) -> None:
        env.device.settings_put("system", "font_scale", "1.0")
        env.device.settings_put("system", "screen_off_timeout", self.params["initial_s"] * 1000)
        env.device.settings_put("system", "user_rotation", 0)
        env.device.settings_put("system", "accelerometer_rotation", 1)

    def verify(self, env) -> float:
        get = lambda key, default=0: int_setting(env.device.settings_get("system", key), default)  # noqa: E731
        ok = (font_scale(env) >= LARGER_FONT and get("screen_off_timeout") >= 60_000 * self.params["minutes"]
              and get("accelerometer_rotation", 1) == 0 and get("user_rotation") == 0)
        return 1.0 if ok else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        env.device.settings_put("system", "font_scale", "1.15")
        env.device.settings_put("system", "screen_off_timeout", self.enough_s * 1000)
        env.device.settings_put("system", "accelerometer_rotation", 0)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        font = put("system", "font_scale", "1.15")
        timeout = put("system", "screen_off_timeout", self.enough_s * 1000)
        locked = put("system", "accelerometer_rotation", 0)
        below = max(s for s in SCREEN_TIMEOUTS_S if s < 60 * self.params["minutes"])
        return [
            NearMiss("no larger font", then(timeout, locked)),
            NearMiss("timeout unchanged", then(font, locked)),
            NearMiss("auto-rotate still on", then(font, timeout)),
            NearMiss(f"the timeout just below ({timeout_span(below)})",
                     then(font, locked, put("system", "screen_off_timeout", below * 1000))),
            NearMiss("all three, locked in landscape", then(font, timeout, locked, put("system", "user_rotation", 1))),
            NearMiss("all three, and Dark theme on", then(font, timeout, locked, put("secure", "ui_night_mode", 2))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Settings, Display, Screen timeout, the choice, back, Auto-rotate screen,
        # Display size and text, Make larger, done
        return 9
