"""The event clock of a run (``--event_clock``): what an episode's tracking events fire on.

* ``step`` (default, the ranked setting): every event fires at its trigger, a step index
  for the GSA tracking tasks, so a slow agent and a fast one meet the same call at the
  same step, whatever the host's or the model's speed.
* ``wall``: an event that has a wall time (``NoiseEvent.wall_s``, drawn from the instance
  seed like its step) fires at the first step boundary at least that many seconds of
  **device time** into the episode, as VenusBench-Mobile's GSA threads fire on the wall
  clock (``shared/reference/venusbench.md`` section 6): an agent that takes 10 s a step
  meets every event of a 10 s schedule, one that takes 30 s meets three between two
  steps, and an agent that stops early misses the rest. Under it a call waits for the
  line to be idle and a caller gives up after ``ring_s`` seconds (``noise.call``).

The device's clock is read with ``date +%s.%N`` once per step (one adb round trip), so on
the simulated device with a stepped clock (``venus_tasks/sim/clock.py``) what fires when
depends only on what the agent did, never on the host's speed. Results of the two clocks
are reported apart (``report.json`` ``event_clock``; the leaderboard entry says it).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from noise.base import NoiseEvent

STEP, WALL = "step", "wall"
EVENT_CLOCKS = (STEP, WALL)


def check(event_clock: str) -> str:
    """``event_clock`` itself. Raises ValueError naming the valid clocks for any other value."""
    if event_clock not in EVENT_CLOCKS:
        raise ValueError(f"--event_clock {event_clock!r}: unknown event clock; valid: {', '.join(EVENT_CLOCKS)}")
    return event_clock


def on_clock(events: Sequence[NoiseEvent], event_clock: str) -> tuple[NoiseEvent, ...]:
    """``events`` as ``event_clock`` fires them (``wall``: ``NoiseEvent.on_wall_clock``).

    Raises:
      ValueError: an unknown clock.
    """
    if check(event_clock) == WALL:
        return tuple(e.on_wall_clock() for e in events)
    return tuple(events)


def device_seconds(device: Any) -> Callable[[], float]:
    """A clock reading ``device``'s wall clock in seconds (``date +%s.%N``, toybox)."""
    return lambda: float(device.run(["date", "+%s.%N"]).strip())
