"""Pop-up / ad: an unrelated app brought to the front (VenusBench-Mobile's "ADs",
``adb_utils.launch_app``), or a heads-up notification over the current app.

The heads-up is an advertising SMS from a short code (the emulator console's ``sms
send``): the default SMS app posts it on a high-importance channel, so it peeks over
whatever is in front, and a tap on it opens the SMS app. (``cmd notification post`` would
not do: the shell's channel is IMPORTANCE_DEFAULT and never peeks on a real device,
AOSP ``NotificationShellCmd``.) VenusBench-Mobile likewise drives heads-ups with console
SMS (``shared/reference/venusbench.md`` section 6).

Read-back: the app is in front, or the SMS app's notification is listed (``cmd
notification list``). An app popped up while another disturbance of the same episode
covers the screen (the full-screen ringing call of a ``call`` event due at the same step)
is read back as what is really there: the focused app of the task stack (``dumpsys
window`` ``mFocusedApp``) under the focused window. Undo: the app is force-stopped; the advert is deleted from
``content://sms`` and the SMS app force-stopped, which cancels its notification.
"""

from __future__ import annotations

import random
from typing import Any

import apps
from apps import providers, sms
from noise import register_noise
from noise.base import Injector, NoiseContext, NoiseNotShownError

# Apps that can pop up over a task (preinstalled on the AndroidWorld AVD).
POPUP_APPS = ("chrome", "camera", "clock", "contacts", "files")
_TEXTS = ("Your weekly summary is ready. Tap to see it.", "Flash sale: 50% off today only!",
          "Your storage is almost full. Upgrade now.", "You have a new voicemail. Call 121.")


@register_noise
class PopUp(Injector):
    """Args: ``mode`` (``app`` or ``notification``); ``app``, or ``sender`` (a 5-digit short
    code) and ``text``."""

    kind = "popup"

    @classmethod
    def draw_args(cls, rng: random.Random, given: dict[str, Any], app_names: tuple[str, ...]) -> dict[str, Any]:
        given.setdefault("mode", rng.choice(("app", "notification")))
        if given["mode"] == "app":
            mine = {apps.get_app(n).package for n in app_names}
            given.setdefault("app", rng.choice([a for a in POPUP_APPS if apps.get_app(a).package not in mine]))
        else:
            given.setdefault("sender", str(rng.randint(20000, 99999)))
            given.setdefault("text", rng.choice(_TEXTS))
        return given

    def fire(self, ctx: NoiseContext, step: int) -> dict[str, Any]:
        if self.args["mode"] == "app":
            app = apps.get_app(self.args["app"])
            ctx.device.start_activity(app.activity)
            focus = ctx.device.current_package()
            if focus == app.package:
                return {"foreground": focus}
            under = ctx.device.focused_app()
            if under != app.package:
                raise NoiseNotShownError(f"{app.package} was started but {focus} is in front "
                                         f"and {under} is the focused app")
            return {"foreground": focus, "focused_app": under}
        if ctx.console is None:
            raise NoiseNotShownError("a heads-up needs the emulator console (an incoming SMS); this device has none")
        self._sms_app = sms.default_sms_app(ctx.device)       # the SMS role's holder
        ctx.console.sms_send(self.args["sender"], self.args["text"])
        keys = [k for k in ctx.device.run(["cmd", "notification", "list"]).split()
                if k.split("|")[1:2] == [self._sms_app]]
        if not keys:
            raise NoiseNotShownError(f"no notification of the SMS app {self._sms_app!r} after an SMS from "
                                     f"{self.args['sender']}")
        return {"notification": keys[-1]}

    def undo(self, ctx: NoiseContext) -> None:
        """Stop the popped-up app; or delete the advert and stop the SMS app (which cancels
        its notification)."""
        if self.args["mode"] == "app":
            ctx.device.force_stop(apps.get_app(self.args["app"]).package)
            return
        providers.delete(ctx.device, "content://sms", f"address = '{int(self.args['sender'])}'")
        if getattr(self, "_sms_app", ""):
            ctx.device.force_stop(self._sms_app)
