"""Noise as data: what a task declares (``NoiseSpec``), what an instance draws from it
(``NoiseEvent``), and the interface every kind implements (``Injector``).

A spec gives ranges; ``draw`` turns it into one concrete event with the instance's seeded
``random.Random``, when the instance is created, never at import. An event fires at the
first step where its ``Trigger`` holds, once. Triggers (VenusBench-Mobile fires noise by
step index only, ``shared/reference/venusbench.md`` section 3; venus adds the others):

* ``step``: before the agent observes step ``step`` (0 is possible);
* ``after_s``: the first step boundary at least ``after_s`` seconds into the episode;
* ``foreground``: the first step whose screen shows that package in front;
* ``on_screen``: the first step whose screen shows that text (e.g. what the agent typed).

An event may also carry ``wall_s``, its time on the **wall event clock** (``--event_clock
wall``, ``noise.clock``): seconds of device time into the episode. Under the default step
clock it is ignored and the event fires by its trigger; under the wall clock the event's
trigger becomes ``after_s=wall_s`` (``NoiseEvent.on_wall_clock``), so a slow agent meets
more events between two of its steps, as with VenusBench-Mobile's GSA threads
(``shared/reference/venusbench.md`` section 6: the first after 10-15 s, then one every
10 s). Events without ``wall_s`` (the NR tasks', ``--noise``'s) keep their trigger.
"""

from __future__ import annotations

import abc
import dataclasses
import random
from typing import Any, ClassVar, Mapping


@dataclasses.dataclass(frozen=True)
class Trigger:
    """When an event fires (the first condition that holds; see the module docstring)."""

    step: int | None = None
    after_s: float | None = None
    foreground: str | None = None
    on_screen: str | None = None

    def __post_init__(self) -> None:
        if all(v is None for v in dataclasses.asdict(self).values()):
            raise ValueError("a Trigger needs step, after_s, foreground or on_screen")

    def as_json(self) -> dict[str, Any]:
        return {k: v for k, v in dataclasses.asdict(self).items() if v is not None}


@dataclasses.dataclass(frozen=True)
class NoiseEvent:
    """One drawn event: ``kind`` (a registered noise kind), ``trigger``, ``args`` (the
    kind's arguments, all JSON values) and ``wall_s`` (its time in seconds on the wall
    event clock, or None: see the module docstring)."""

    kind: str
    trigger: Trigger
    args: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    wall_s: float | None = None

    def as_json(self) -> dict[str, Any]:
        d = {"kind": self.kind, "trigger": self.trigger.as_json(), "args": dict(self.args)}
        if self.wall_s is not None:
            d["wall_s"] = self.wall_s
        return d

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> "NoiseEvent":
        return cls(d["kind"], Trigger(**d["trigger"]), dict(d.get("args", {})), d.get("wall_s"))

    def on_wall_clock(self) -> "NoiseEvent":
        """The event as the wall event clock fires it: triggered ``after_s=wall_s`` seconds
        into the episode; itself when it has no ``wall_s``."""
        if self.wall_s is None:
            return self
        return dataclasses.replace(self, trigger=Trigger(after_s=self.wall_s))


@dataclasses.dataclass(frozen=True)
class NoiseSpec:
    """A task's declaration of one noise event, with ranges to draw from.

    Attributes:
      kind: a registered noise kind (``call``, ``crash``, ``popup``, ``numb``, ``rotation``).
      step: ``(lo, hi)``, the trigger step drawn uniformly from lo..hi inclusive.
      after_s: ``(lo, hi)`` seconds, drawn uniformly.
      wall_s: ``(lo, hi)`` seconds, drawn uniformly (to 0.1 s): the event's time on the
        wall event clock (the module docstring); the step clock ignores it.
      foreground: an app name (``apps.get_app``) whose screen in front triggers it.
      on_screen: a ``str.format`` template over the instance params, e.g. ``"{name}"``:
        the event fires once that text shows on screen.
      args: arguments for the kind; what is missing the kind draws (see its ``draw_args``).
        A string argument is a ``str.format`` template over the instance params, like
        ``on_screen``: ``{"number": "{callers[0]}"}`` calls from the instance's first
        caller (write ``{{`` for a literal brace). A ``(lo, hi)`` tuple of ints is drawn
        uniformly from lo..hi inclusive: ``{"k": (8, 15)}`` drops 8 to 15 actions
        (VenusBench-Mobile's ``numb_steps = randint(8, 15)``, ``shared/reference/venusbench.md``
        section 3).
    """

    kind: str
    step: tuple[int, int] | None = None
    after_s: tuple[float, float] | None = None
    foreground: str | None = None
    on_screen: str | None = None
    args: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    wall_s: tuple[float, float] | None = None

    def draw(self, rng: random.Random, params: Mapping[str, Any], app_names: tuple[str, ...]) -> NoiseEvent:
        """The concrete event for one instance (``rng`` is the instance's seeded generator).

        Raises:
          KeyError: the kind is not registered.
        """
        from noise import injector_class

        trigger = Trigger(
            step=rng.randint(*self.step) if self.step else None,
            after_s=round(rng.uniform(*self.after_s), 1) if self.after_s else None,
            foreground=self.foreground,
            on_screen=self.on_screen.format(**params) if self.on_screen else None)
        wall = round(rng.uniform(*self.wall_s), 1) if self.wall_s else None
        given = {k: v.format(**params) if isinstance(v, str) else rng.randint(*v) if isinstance(v, tuple) else v
                 for k, v in self.args.items()}
        args = injector_class(self.kind).draw_args(rng, given, app_names)
        return NoiseEvent(self.kind, trigger, args, wall)


class Injector(abc.ABC):
    """One noise kind. A fresh injector serves one event of one episode.

    ``fire`` makes the disturbance happen and reads back from the device that it did
    (``NoiseNotShownError`` if not); ``on_step`` runs at every later step boundary (end
    a call after N steps, rotate back); ``drops`` says whether the agent's action at a
    step is thrown away ("numb"); ``undo`` leaves the device as it was, whatever happened.

    ``writes`` names the stores the disturbance itself adds rows to, as state-guard
    patterns (``verifiers.guard.MayChange.adds``; an incoming call adds a call-log row): a
    task whose instance draws the event allows those additions, and no other change there
    (``VenusTask.allowed_changes``).
    """

    kind: ClassVar[str]
    writes: ClassVar[tuple[str, ...]] = ()

    def __init__(self, args: Mapping[str, Any]):
        self.args = dict(args)
        self.fired_at: int | None = None
        self.fired_s: float | None = None     # seconds into the episode it fired (the env's clock)

    @classmethod
    def draw_args(cls, rng: random.Random, given: dict[str, Any], app_names: tuple[str, ...]) -> dict[str, Any]:
        """The event's arguments: ``given`` plus whatever the kind draws with ``rng``."""
        return given

    @abc.abstractmethod
    def fire(self, ctx: "NoiseContext", step: int) -> dict[str, Any]:
        """Cause the disturbance at ``step``; return what the device showed (read-back).

        Raises:
          NoiseNotShownError: the device did not show it.
        """

    def ready(self, ctx: "NoiseContext") -> bool:
        """Whether a due event may fire now (default True); False keeps it pending to the
        next step boundary (a call waits for the line to be idle)."""
        return True

    def on_step(self, ctx: "NoiseContext", step: int) -> dict[str, Any] | None:
        """Called at each step boundary after firing; a dict is recorded as a follow-up."""
        return None

    def drops(self, step: int) -> bool:
        """True if the agent's action at ``step`` is dropped (the app does not respond)."""
        return False

    def undo(self, ctx: "NoiseContext") -> None:
        """Undo what is left of the disturbance (called once, when the episode ends)."""


class NoiseNotShownError(RuntimeError):
    """An injector fired but the device did not show the disturbance."""


@dataclasses.dataclass
class NoiseContext:
    """What injectors act on: the device, the emulator console (None when the device has
    none), the package in front at the step (from the observation), the episode's event
    clock (``"step"`` or ``"wall"``) and the seconds into the episode at this step boundary
    on the env's clock (None before the episode began)."""

    device: Any
    console: Any
    foreground: str | None = None
    event_clock: str = "step"
    elapsed_s: float | None = None
