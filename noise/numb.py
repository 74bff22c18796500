"""Operation failure ("numb"): the app stops responding for ``k`` steps; the agent is
still asked for its actions, and each one is dropped and recorded as dropped
(VenusBench-Mobile's ``APPNumb``, where every agent had to skip actuation itself). Here
the env drops them, so no agent can opt out. Read-back: the steps that will be dropped."""

from __future__ import annotations

import random
from typing import Any

from noise import register_noise
from noise.base import Injector, NoiseContext


@register_noise
class OperationFailure(Injector):
    """Args: ``k`` (actions dropped, from the step it fires on)."""

    kind = "numb"

    @classmethod
    def draw_args(cls, rng: random.Random, given: dict[str, Any], app_names: tuple[str, ...]) -> dict[str, Any]:
        given.setdefault("k", rng.randint(3, 6))
        return given

    def fire(self, ctx: NoiseContext, step: int) -> dict[str, Any]:
        return {"dropping_steps": [step, step + self.args["k"] - 1]}

    def drops(self, step: int) -> bool:
        return self.fired_at is not None and self.fired_at <= step < self.fired_at + self.args["k"]
