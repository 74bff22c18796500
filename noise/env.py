"""``NoisyEnv``: the env wrapper that fires an episode's noise events (Gymnasium's
wrapper idea: it has the env's interface and adds one hook per step).

Before each observation it fires the events whose trigger holds (``noise.base``) and lets
the fired ones follow up (end a call, rotate back); each action the agent chooses while a
"numb" event is active is dropped instead of executed. Every firing, follow-up and drop
is appended to ``events`` with its step, seconds into the episode, kind, arguments and
read-back; ``end_episode`` undoes what is left, whatever ended the episode. Nothing runs
between steps: no thread, so nothing can fire after the episode. Under the wall event
clock (``noise.clock``) the clock is the device's, read once per step.
"""

from __future__ import annotations

import time
from typing import Any, Sequence

import apps
from noise import injector_class
from noise.base import NoiseContext, NoiseEvent


class NoisyEnv:
    """Wraps a ``VenusEnv`` for one episode.

    Args:
      env: the env to wrap (everything not overridden here is the env's own).
      events: the episode's drawn events.
      console: the emulator console (``venus_tasks.env.console.EmulatorConsole``) or None.
      clock: seconds, monotonic (tests pass a fake one; the wall event clock passes the
        device's, ``noise.clock.device_seconds``), read once per step boundary.
      event_clock: ``"step"`` or ``"wall"`` (``noise.clock``): what the injectors are told
        (``NoiseContext.event_clock``); the events' triggers are already those of the clock.
    """

    def __init__(self, env: Any, events: Sequence[NoiseEvent], console: Any = None, clock=time.monotonic,
                 event_clock: str = "step"):
        self.env = env
        self._pending = [(e, injector_class(e.kind)(e.args)) for e in events]
        self._fired: list = []
        self._fired_kinds: set[str] = set()        # every kind that fired, kept after undo
        self._ctx = NoiseContext(env.device, console, event_clock=event_clock)
        self._clock = clock
        self._t0: float | None = None
        self._step = 0
        self._last_obs = None
        self._now: float | None = None            # seconds into the episode at this step boundary
        self.events: list[dict[str, Any]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.env, name)

    @property
    def noise_writes(self) -> tuple[str, ...]:
        """State-guard store patterns the events fired so far change by themselves
        (``Injector.writes``), for the task's guard (``VenusTask.allowed_changes``)."""
        return tuple(dict.fromkeys(p for kind in sorted(self._fired_kinds) for p in injector_class(kind).writes))

    # ------------------------------------------------------------ episode hooks
    def begin_episode(self) -> None:
        """Start the episode clock (called after the task is initialised)."""
        self.env.begin_episode()
        self._t0 = self._clock()

    def end_episode(self) -> None:
        """Undo what the fired events left (calls, dialogs, rotation), in reverse order."""
        for event, injector in reversed(self._fired):
            try:
                injector.undo(self._ctx)
                self._record("undo", event, {})
            except Exception as e:  # noqa: BLE001 - undo the rest, record what failed
                self._record("undo_failed", event, {"error": str(e)})
        self._fired.clear()
        self.env.end_episode()

    # ------------------------------------------------------------ per step
    def observe(self, step: int, user_messages: Sequence[str] = ()):
        """Fire what is due at ``step``, then observe.

        Raises:
          NoiseNotShownError: an event fired but the device did not show it (the episode
            has no result: its disturbance did not happen).
        """
        self._step = step
        self._now = None if self._t0 is None else self._clock() - self._t0
        self._ctx.elapsed_s = self._now
        for event, injector in self._fired:
            follow = injector.on_step(self._ctx, step)
            if follow:
                self._record("follow_up", event, follow)
        for item in list(self._pending):
            event, injector = item
            if self._due(event, step) and injector.ready(self._ctx):
                self._pending.remove(item)
                injector.fired_at, injector.fired_s = step, self._now
                self._fired_kinds.add(event.kind)
                readback = injector.fire(self._ctx, step)
                self._fired.append(item)
                self._record("fired", event, readback)
        obs = self.env.observe(step, user_messages)
        self._last_obs = obs
        self._ctx.foreground = (obs.foreground or "").split("/", 1)[0] or None
        return obs

    def execute(self, action, ui_elements=(), screen_size=None) -> str | None:
        """Execute ``action``, or drop it while a "numb" event is active (returns ``"numb"``)."""
        for event, injector in self._fired:
            if injector.drops(self._step):
                self._record("dropped", event, {"action": action.as_dict()})
                return event.kind
        return self.env.execute(action, ui_elements, screen_size)

    # ------------------------------------------------------------ helpers
    def _due(self, event: NoiseEvent, step: int) -> bool:
        t = event.trigger
        if t.step is not None and step >= t.step:
            return True
        if t.after_s is not None and self._now is not None and self._now >= t.after_s:
            return True
        obs = self._last_obs
        if obs is None:
            return False
        if t.foreground is not None and self._ctx.foreground == apps.get_app(t.foreground).package:
            return True
        if t.on_screen is not None:
            needle = t.on_screen.casefold()
            return any(needle in (e.text or "").casefold() for e in obs.screen_elements)
        return False

    def _record(self, what: str, event: NoiseEvent, detail: dict[str, Any]) -> None:
        now = self._now if what in ("fired", "follow_up") else None if self._t0 is None else self._clock() - self._t0
        elapsed = None if now is None else round(now, 3)
        self.events.append({"step": self._step, "t": elapsed, "what": what, "kind": event.kind,
                            "args": dict(event.args), "trigger": event.trigger.as_json(), **detail})
