"""Pop-up / ad: an unrelated app brought to the front (VenusBench-Mobile's "ADs",
``adb_utils.launch_app``), or a heads-up notification posted over the current app
(``cmd notification post``). Read-back: the app is in front, or the notification is
listed (``cmd notification list``)."""

from __future__ import annotations

import random
from typing import Any

import apps
from noise import register_noise
from noise.base import Injector, NoiseContext, NoiseNotShownError

# Apps that can pop up over a task (preinstalled on the AndroidWorld AVD).
POPUP_APPS = ("chrome", "camera", "clock", "contacts", "files")
NOTIFICATION_TAG = "venus_popup"
_TEXTS = ("Your weekly summary is ready", "Flash sale: 50% off today only", "Storage almost full",
          "New message from Alex")


@register_noise
class PopUp(Injector):
    """Args: ``mode`` (``app`` or ``notification``), ``app`` or ``text``."""

    kind = "popup"

    @classmethod
    def draw_args(cls, rng: random.Random, given: dict[str, Any], app_names: tuple[str, ...]) -> dict[str, Any]:
        given.setdefault("mode", rng.choice(("app", "notification")))
        if given["mode"] == "app":
            mine = {apps.get_app(n).package for n in app_names}
            given.setdefault("app", rng.choice([a for a in POPUP_APPS if apps.get_app(a).package not in mine]))
        else:
            given.setdefault("text", rng.choice(_TEXTS))
        return given

    def fire(self, ctx: NoiseContext, step: int) -> dict[str, Any]:
        if self.args["mode"] == "app":
            app = apps.get_app(self.args["app"])
            ctx.device.start_activity(app.activity)
            focus = ctx.device.current_package()
            if focus != app.package:
                raise NoiseNotShownError(f"{app.package} was started but {focus} is in front")
            return {"foreground": focus}
        ctx.device.run(["cmd", "notification", "post", "-t", "Reminder", NOTIFICATION_TAG, self.args["text"]])
        listed = ctx.device.run(["cmd", "notification", "list"])
        if NOTIFICATION_TAG not in listed:
            raise NoiseNotShownError(f"notification {NOTIFICATION_TAG} is not listed")
        return {"notification": NOTIFICATION_TAG}

    def undo(self, ctx: NoiseContext) -> None:
        """Stop the popped-up app. A posted notification is left in the shade, as a real
        one would be (Android 13's ``cmd notification`` has no cancel); its heads-up
        pop-up goes by itself."""
        if self.args["mode"] == "app":
            ctx.device.force_stop(apps.get_app(self.args["app"]).package)
