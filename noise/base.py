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
    """One drawn event: ``kind`` (a registered noise kind), ``trigger`` and ``args`` (the
    kind's arguments, all JSON values)."""

    kind: str
    trigger: Trigger
    args: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "trigger": self.trigger.as_json(), "args": dict(self.args)}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> "NoiseEvent":
        return cls(d["kind"], Trigger(**d["trigger"]), dict(d.get("args", {})))


@dataclasses.dataclass(frozen=True)
class NoiseSpec:
    """A task's declaration of one noise event, with ranges to draw from.

    Attributes:
      kind: a registered noise kind (``call``, ``crash``, ``popup``, ``numb``, ``rotation``).
      step: ``(lo, hi)``, the trigger step drawn uniformly from lo..hi inclusive.
      after_s: ``(lo, hi)`` seconds, drawn uniformly.
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
        given = {k: v.format(**params) if isinstance(v, str) else rng.randint(*v) if isinstance(v, tuple) else v
                 for k, v in self.args.items()}
        args = injector_class(self.kind).draw_args(rng, given, app_names)
        return NoiseEvent(self.kind, trigger, args)


class Injector(abc.ABC):
    """One noise kind. A fresh injector serves one event of one episode.

    ``fire`` makes the disturbance happen and reads back from the device that it did
    (``NoiseNotShownError`` if not); ``on_step`` runs at every later step boundary (end
    a call after N steps, rotate back); ``drops`` says whether the agent's action at a
    step is thrown away ("numb"); ``undo`` leaves the device as it was, whatever happened.

    ``writes`` names the stores the disturbance itself changes, as state-guard patterns
    (``verifiers.guard.MayChange.stores``; an incoming call adds a call-log row): a task
    whose instance draws the event allows them (``VenusTask.allowed_changes``).
    """

    kind: ClassVar[str]
    writes: ClassVar[tuple[str, ...]] = ()

    def __init__(self, args: Mapping[str, Any]):
        self.args = dict(args)
        self.fired_at: int | None = None

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
    none) and the package in front at the step (from the observation)."""

    device: Any
    console: Any
    foreground: str | None = None
