"""Incoming SMS: the emulator console's ``sms send <number> <text>`` (AndroidWorld
``adb_utils.text_emulator_by_emu``, the one VenusBench-Mobile's GSA tasks rely on).
Read-back: the message is in ``content://sms/inbox`` from that number. A message is an
event the task may act on (reply, delete, forward), not a disturbance: it is not undone.
"""

from __future__ import annotations

import random
from typing import Any

from noise import register_noise
from noise.base import Injector, NoiseContext, NoiseNotShownError
from noise.call import random_number

_TEXTS = ("Are we still on for tonight?", "Your parcel is out for delivery.", "Call me when you can.",
          "Don't forget the meeting at 3.")


@register_noise
class IncomingSms(Injector):
    """Args: ``number`` (digits), ``text`` (one line)."""

    kind = "sms"
    writes = ("sms:messages",)        # the default SMS app stores the delivered message

    @classmethod
    def draw_args(cls, rng: random.Random, given: dict[str, Any], app_names: tuple[str, ...]) -> dict[str, Any]:
        given.setdefault("number", random_number(rng))
        given.setdefault("text", rng.choice(_TEXTS))
        return given

    def fire(self, ctx: NoiseContext, step: int) -> dict[str, Any]:
        if ctx.console is None:
            raise NoiseNotShownError("an incoming SMS needs the emulator console; this device has none")
        ctx.console.sms_send(self.args["number"], self.args["text"])
        rows = ctx.device.content_query("content://sms/inbox", ("address", "body"))
        if not any(r.get("body") == self.args["text"] and (r.get("address") or "").endswith(self.args["number"][-7:])
                   for r in rows):
            raise NoiseNotShownError(f"sms from {self.args['number']} is not in content://sms/inbox")
        return {"in_inbox": True}
