"""App crash: ``am crash <package>`` (ActivityManagerShellCommand ``crash``), so that the
"<app> keeps stopping" dialog shows or the app is gone; ``am force-stop`` where ``crash``
is not available (VenusBench-Mobile's only crash, ``adb_utils.close_app``). Read-back:
the package is no longer the focused window, or the focus is its crash dialog
(``Application Error: <package>``, AppErrorDialog's title)."""

from __future__ import annotations

import random
from typing import Any

import apps
from noise import register_noise
from noise.base import Injector, NoiseContext, NoiseNotShownError

CRASH_DIALOG = "Application Error: "


@register_noise
class AppCrash(Injector):
    """Args: ``app`` (an app name; default the task's first app)."""

    kind = "crash"

    @classmethod
    def draw_args(cls, rng: random.Random, given: dict[str, Any], app_names: tuple[str, ...]) -> dict[str, Any]:
        if "app" not in given:
            if not app_names:
                raise ValueError("a crash needs an app: give args={'app': ...} or a task with app_names")
            given["app"] = app_names[0]
        return given

    def fire(self, ctx: NoiseContext, step: int) -> dict[str, Any]:
        package = apps.get_app(self.args["app"]).package
        r = ctx.device.shell(["am", "crash", package])
        how = "am crash"
        if not r.ok or "Unknown command" in r.stdout + r.stderr:
            ctx.device.force_stop(package)
            how = "am force-stop"
        focus = ctx.device.focused_window() or ""
        if focus.startswith(package + "/") and not focus.startswith(CRASH_DIALOG):
            raise NoiseNotShownError(f"{how} {package}: it is still in front ({focus})")
        return {"how": how, "focus": focus}

    def undo(self, ctx: NoiseContext) -> None:
        if (ctx.device.focused_window() or "").startswith(CRASH_DIALOG):
            ctx.device.keyevent("KEYCODE_BACK")
