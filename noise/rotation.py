"""Rotation: landscape (``settings put system accelerometer_rotation 0``, ``user_rotation
1``, AndroidWorld ``adb_utils.change_orientation``), then portrait again after
``back_after`` steps. Read-back: ``dumpsys window`` ``mCurrentRotation``."""

from __future__ import annotations

import random
from typing import Any

from noise import register_noise
from noise.base import Injector, NoiseContext, NoiseNotShownError


def _rotate(ctx: NoiseContext, rotation: int) -> int:
    ctx.device.settings_put("system", "accelerometer_rotation", 0)
    ctx.device.settings_put("system", "user_rotation", rotation)
    return ctx.device.rotation()


@register_noise
class Rotation(Injector):
    """Args: ``back_after`` (steps in landscape; 0 = until the episode ends)."""

    kind = "rotation"

    @classmethod
    def draw_args(cls, rng: random.Random, given: dict[str, Any], app_names: tuple[str, ...]) -> dict[str, Any]:
        given.setdefault("back_after", rng.randint(3, 6))
        return given

    def fire(self, ctx: NoiseContext, step: int) -> dict[str, Any]:
        got = _rotate(ctx, 1)
        if got != 1:
            raise NoiseNotShownError(f"user_rotation 1 gave rotation {got}")
        return {"rotation": got}

    def on_step(self, ctx: NoiseContext, step: int) -> dict[str, Any] | None:
        back = self.args.get("back_after", 0)
        if back and step - self.fired_at == back:
            return {"rotation": _rotate(ctx, 0)}
        return None

    def undo(self, ctx: NoiseContext) -> None:
        if ctx.device.rotation() != 0:
            _rotate(ctx, 0)
