"""Incoming call: the emulator console's ``gsm call <number>`` (AndroidWorld
``adb_utils.call_emulator``). The phone rings over whatever is in front until the agent
declines or answers it, or the caller hangs up after ``ring_steps`` steps (``gsm
cancel``). Read-back: the telephony call state is RINGING (``dumpsys telephony.registry``
``mCallState=1``).

Under the wall event clock (``noise.clock``) a call whose time has come waits, step
boundary by step boundary, until the line is idle (VenusBench-Mobile's call thread waits
for ``mCallState`` 0 before each call, ``shared/reference/venusbench.md`` section 6), and
a caller with ``ring_s`` gives up at the first step boundary ``ring_s`` seconds after the
call began instead of after ``ring_steps`` steps."""

from __future__ import annotations

import random
from typing import Any

from noise import register_noise
from noise.base import Injector, NoiseContext, NoiseNotShownError

CALL_STATE_IDLE, CALL_STATE_RINGING = 0, 1   # TelephonyManager.CALL_STATE_*


def random_number(rng: random.Random) -> str:
    """A ten-digit number in the 555 range (NANP fictional numbers)."""
    return "555" + "".join(str(rng.randrange(10)) for _ in range(7))


@register_noise
class IncomingCall(Injector):
    """Args: ``number`` (digits), ``ring_steps`` (steps before the caller gives up, 0 = rings
    until handled), optionally ``ring_s`` (seconds before the caller gives up under the wall
    event clock)."""

    kind = "call"
    _rung_out = False                 # the ring time is over (checked once)
    writes = ("call_log:calls",)      # Telecom logs the finished call (CallLogManager)

    @classmethod
    def draw_args(cls, rng: random.Random, given: dict[str, Any], app_names: tuple[str, ...]) -> dict[str, Any]:
        given.setdefault("number", random_number(rng))
        given.setdefault("ring_steps", rng.randint(3, 6))
        return given

    def fire(self, ctx: NoiseContext, step: int) -> dict[str, Any]:
        if ctx.console is None:
            raise NoiseNotShownError("an incoming call needs the emulator console; this device has none")
        ctx.console.gsm_call(self.args["number"])
        state = ctx.device.call_state()
        if state != CALL_STATE_RINGING:
            raise NoiseNotShownError(f"gsm call {self.args['number']}: call state is {state}, not RINGING")
        return {"call_state": state}

    def ready(self, ctx: NoiseContext) -> bool:
        return ctx.event_clock != "wall" or ctx.device.call_state() == CALL_STATE_IDLE

    def on_step(self, ctx: NoiseContext, step: int) -> dict[str, Any] | None:
        if self._rung_out:
            return None
        if ctx.event_clock == "wall" and self.args.get("ring_s"):
            over = (ctx.elapsed_s is not None and self.fired_s is not None
                    and ctx.elapsed_s - self.fired_s >= self.args["ring_s"])
        else:
            ring = self.args.get("ring_steps", 0)
            over = bool(ring) and step - self.fired_at >= ring
        if not over:
            return None
        self._rung_out = True              # the caller gives up once, whatever the line is doing
        if ctx.device.call_state() == CALL_STATE_RINGING:
            ctx.console.gsm_cancel(self.args["number"])
            return {"cancelled": True, "call_state": ctx.device.call_state()}
        return None

    def undo(self, ctx: NoiseContext) -> None:
        if ctx.device.call_state() != CALL_STATE_IDLE:
            ctx.device.keyevent("KEYCODE_ENDCALL")
