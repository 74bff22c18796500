"""Suites of task classes, filters, and seeded task instances.

A suite is a named list of task classes; ``register_task`` adds a class to one.
``create_instances`` builds task instances with AndroidWorld's instance seed
``int(sha256(f"{seed}_{name}_{i}").hexdigest(), 16) % 2**32``
(``android_world/suite_utils.py`` ``create_suite``).

Fresh draws (no memory across attempts). An agent must not meet the same instance twice
when the second meeting is what it is scored on, so the params of an episode are drawn
with ``draw_seed(instance_seed, attempt, repeat)``: the instance seed itself for the first
attempt of the first repeat (AndroidWorld's seed, so existing runs stay comparable), else
``int(sha256(f"{instance_seed}_attempt{attempt}_repeat{repeat}").hexdigest(), 16) % 2**32``.

* ``--repeats k``: repeat ``r`` of an instance is the draw ``(attempt 0, repeat r)``, so
  pass^k and pass@k are over k draws of a task, not k runs of one instance.
* A resumed run tries a ``no_result`` episode again (``results.MAX_ATTEMPTS`` in all) as
  attempt ``a`` = the number of records its key already has: a plain episode (the
  headline's) on the draw ``(a, r)`` (``retry_instance``), so an agent that dodged an
  episode (answering HTTP 503) and remembers what it saw meets another instance. The
  fresh draw keeps the kind of case of the draw it replaces (``VenusTask.redraw_keeps``:
  valid, partial or conflicting, the user's resolution; ``kept_draw``): an agent that
  answered 503 on the draws it judged hard got an easy one on resume, 9 of 12 episodes of
  ``RefusalExpenseDelete`` won against 3 for the same agent failing them (its valid
  draws); an honest agent meeting a real outage gets a draw of the same kind.
* The variants of one base instance (``zh``, ``dark`` ... and the ``noise`` twin) share
  the draw of their repeat: SPR and the noise ratio compare one instance across settings.
  A retried variant or noise cell keeps that draw: a fresh one would let an agent trade a
  cell it is failing for another instance, and the agent has met this instance in the
  base's other cells of the run anyway. A plain cell retried on a fresh draw no longer
  shares its variants' instance; ``metrics.stability`` then counts the base as not
  stable (it has no result on one instance in every variant).
"""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import random
from typing import Iterable, Sequence, TypeVar

from noise import NoiseEvent, NoiseSpec, injector_class
from variants import ORIGINAL, Variant, get_variant
from venus_tasks.task import Category, VenusTask

T = TypeVar("T", bound=type[VenusTask])

_SUITES: dict[str, dict[str, type[VenusTask]]] = {}


def register_task(*suites: str):
    """Class decorator adding a task class to ``suites`` (default ``("venus",)``).

    Raises:
      ValueError: another class with the same name is already in the suite.
    """

    def deco(cls: T) -> T:
        for suite in suites or ("venus",):
            tasks = _SUITES.setdefault(suite, {})
            if cls.__name__ in tasks and tasks[cls.__name__] is not cls:
                raise ValueError(f"task {cls.__name__} is already registered in suite {suite!r}")
            tasks[cls.__name__] = cls
        return cls

    return deco


def suite_names() -> list[str]:
    """Names of the registered suites, sorted."""
    _load_builtin()
    return sorted(_SUITES)


def get_suite(name: str) -> dict[str, type[VenusTask]]:
    """Task classes of suite ``name`` by class name.

    Raises:
      ValueError: unknown suite; the message lists the valid ones.
    """
    _load_builtin()
    if name not in _SUITES:
        raise ValueError(f"unknown suite {name!r}; valid suites: {', '.join(sorted(_SUITES))}")
    return dict(_SUITES[name])


def select(suite: str, tasks: Sequence[str] = (), categories: Sequence[Category] = (),
           apps: Sequence[str] = (), tags: Sequence[str] = ()) -> list[type[VenusTask]]:
    """Task classes of ``suite`` passing every given filter, sorted by name.

    Raises:
      ValueError: a name in ``tasks`` is not in the suite (with a "did you mean" hint).
    """
    registry = get_suite(suite)
    for name in tasks:
        if name not in registry:
            hint = difflib.get_close_matches(name, registry, n=1)
            did = f" (did you mean {hint[0]!r}?)" if hint else ""
            raise ValueError(f"unknown task {name!r} in suite {suite!r}{did}; valid tasks: "
                             + ", ".join(sorted(registry)))
    chosen = [registry[n] for n in sorted(registry) if not tasks or n in tasks]
    if categories:
        chosen = [c for c in chosen if c.info.category in categories]
    if apps:
        wanted = {a.lower() for a in apps}
        chosen = [c for c in chosen if wanted & {a.lower() for a in c.app_names}]
    if tags:
        chosen = [c for c in chosen if set(tags) & set(c.info.tags)]
    return chosen


@dataclasses.dataclass(frozen=True)
class Instance:
    """One episode to run: ``task`` built from params drawn with ``seed``.

    ``variant`` names the twin an instance is of the plain one ("" for the plain instance):
    a stability variant (``zh``, ``dark`` ...; ``transform`` is its ``variants.Variant``)
    or ``noise`` (``noise`` then holds the run-level events added to the task's own).
    ``repeat`` numbers the draws of the instance (``--repeats``), from 0; ``attempt`` the
    tries at this episode (0 the first; a resumed run's retry of a ``no_result``).
    ``seed`` is the instance seed (AndroidWorld's); ``draw_seed`` the seed ``task``'s
    params were drawn with (``draw_seed(seed, attempt, repeat)``, see the module
    docstring; None at construction means ``seed``)."""

    task: VenusTask
    instance_id: int
    seed: int
    noise: tuple[NoiseEvent, ...] = ()
    variant: str = ""
    repeat: int = 0
    transform: Variant | None = None
    attempt: int = 0
    draw_seed: int | None = None

    def __post_init__(self) -> None:
        if self.draw_seed is None:
            object.__setattr__(self, "draw_seed", self.seed)

    @property
    def key(self) -> str:
        """``<TaskName>_<i>``, AndroidWorld's checkpoint key, with ``@<variant>`` for a twin
        and ``#<repeat>`` for a repeat."""
        return episode_key(self.task.name, self.instance_id, self.variant, self.repeat)

    @property
    def noise_events(self) -> tuple[NoiseEvent, ...]:
        """Every noise event of the episode: the task's plan, then the run's."""
        return self.task.noise_events + self.noise


def episode_key(task: str, instance_id: int, variant: str = "", repeat: int = 0) -> str:
    """``Task_0``, ``Task_0@zh``, ``Task_0#2``, ``Task_0@dark#1``: one episode's key in a run."""
    return f"{task}_{instance_id}" + (f"@{variant}" if variant else "") + (f"#{repeat}" if repeat else "")


def instance_seed(seed: int, name: str, i: int) -> int:
    """AndroidWorld's per-instance seed."""
    return int(hashlib.sha256(f"{seed}_{name}_{i}".encode()).hexdigest(), 16) % 2**32


def draw_seed(seed: int, attempt: int = 0, repeat: int = 0) -> int:
    """The seed the params of try ``attempt`` at repeat ``repeat`` of the instance with
    instance seed ``seed`` are drawn with, in [0, 2**32): ``seed`` itself for attempt 0
    of repeat 0, else ``sha256(f"{seed}_attempt{attempt}_repeat{repeat}") mod 2**32``
    (the module docstring says why).

    Raises:
      ValueError: a negative ``attempt`` or ``repeat``.
    """
    if attempt < 0 or repeat < 0:
        raise ValueError(f"attempt and repeat must be >= 0, got {attempt} and {repeat}")
    if attempt == 0 and repeat == 0:
        return seed
    return int(hashlib.sha256(f"{seed}_attempt{attempt}_repeat{repeat}".encode()).hexdigest(), 16) % 2**32


KEPT_DRAW_TRIES = 256


def kept_draw(cls: type[VenusTask], first: dict, seed: int) -> int:
    """The seed of the first draw, of ``seed`` then
    ``sha256(f"{seed}_keep{k}") mod 2**32`` for k = 1, 2 ..., whose params equal ``first``'s
    in every param of ``cls.redraw_keeps`` that ``first`` has; ``seed`` itself when it has
    none of them or no draw of ``KEPT_DRAW_TRIES`` matches (a kind the draws rarely give)."""
    keep = [k for k in cls.redraw_keeps if k in first]
    if not keep:
        return seed
    for k in range(KEPT_DRAW_TRIES):
        s = seed if k == 0 else int(hashlib.sha256(f"{seed}_keep{k}".encode()).hexdigest(), 16) % 2**32
        params = cls.generate_random_params(s)
        if all(params.get(key) == first[key] for key in keep):
            return s
    return seed


def retry_instance(inst: Instance, attempt: int) -> Instance:
    """The episode a run tries as attempt ``attempt`` of ``inst`` (0: ``inst`` itself).

    A plain episode (``variant == ""``) is drawn afresh with
    ``draw_seed(inst.seed, attempt, inst.repeat)``, keeping its kind of case
    (``kept_draw``); a variant or noise twin keeps its draw (the module docstring says
    why); both record ``attempt``.

    Raises:
      ValueError: a negative ``attempt``.
    """
    if attempt < 0:
        raise ValueError(f"attempt must be >= 0, got {attempt}")
    if attempt == 0 or inst.variant:
        return dataclasses.replace(inst, attempt=attempt)
    cls = type(inst.task)
    draw = kept_draw(cls, inst.task.params, draw_seed(inst.seed, attempt, inst.repeat))
    return dataclasses.replace(inst, task=cls(cls.generate_random_params(draw)), attempt=attempt, draw_seed=draw)


@dataclasses.dataclass(frozen=True)
class Skipped:
    """A task x variant cell that does not exist, and why (e.g. ``dark`` for a task about
    the dark theme); ``instance_id`` is the instance it concerns, ``repeat`` the draw
    (a later repeat's draw may not admit a variant its first draw admits)."""

    task: str
    variant: str
    reason: str
    instance_id: int = 0
    repeat: int = 0


def create_instances(classes: Iterable[type[VenusTask]], n_task_combinations: int = 1,
                     seed: int = 30, noise: Sequence[str] = (), variants: Sequence[str] = (),
                     repeats: int = 1, skipped: list[Skipped] | None = None) -> list[Instance]:
    """``n_task_combinations`` seeded instances of each class, ordered by name then index,
    each in every variant of ``variants`` (``original`` or an empty list: the plain
    instance; ``--variants``) and drawn ``repeats`` times (``--repeats``: repeat ``r``
    on ``draw_seed(seed, 0, r)``, shared by the variants of that repeat).

    With ``noise`` (kinds, ``--noise``), each plain instance also gets a twin (variant
    ``"noise"``) with one event of each kind drawn from ``noise_specs`` and the instance
    seed, so the report can set SR with and without noise side by side. A variant that
    does not apply to a task (``Variant.not_applicable``) makes no instance; it is
    appended to ``skipped`` when given.

    Raises:
      ValueError: ``n_task_combinations`` or ``repeats`` below 1, an unknown variant, or a
        task without the text of a selected goal variant (the message names them all).
    """
    if n_task_combinations < 1:
        raise ValueError(f"n_task_combinations must be >= 1, got {n_task_combinations}")
    if repeats < 1:
        raise ValueError(f"repeats must be >= 1, got {repeats}")
    try:
        chosen = [(v, get_variant(v)) for v in (variants or (ORIGINAL,))]
    except KeyError as e:
        raise ValueError(str(e.args[0])) from None
    out, missing = [], []
    for cls in sorted(classes, key=lambda c: c.__name__):
        for i in range(n_task_combinations):
            s = instance_seed(seed, cls.__name__, i)
            draws = [draw_seed(s, 0, r) for r in range(repeats)]
            drawn = [cls.generate_random_params(d) for d in draws]
            for name, variant in chosen:
                tag = "" if variant is None else name
                for r, (draw, params) in enumerate(zip(draws, drawn)):
                    task = cls(variant.params(params) if variant else params)
                    why = variant.not_applicable(task) if variant else None
                    if why:
                        if skipped is not None:
                            skipped.append(Skipped(cls.__name__, name, why, i, r))
                        if r == 0:
                            break     # the cell does not exist; later draws are not tried
                        continue
                    try:
                        task.goal  # noqa: B018 - renders every text the variant needs up front
                        for rnd in task.rounds:
                            task.render_text(rnd.text, rnd.variant_texts)
                    except KeyError as e:
                        missing.append(f"{cls.__name__} ({name}): {e.args[0]}")
                        break
                    out.append(Instance(task, i, s, variant=tag, repeat=r, transform=variant, draw_seed=draw))
            if noise:
                params = drawn[0]
                rng = random.Random(f"run-noise-{s}")
                events = tuple(spec.draw(rng, params, cls.app_names) for spec in noise_specs(noise))
                out.append(Instance(cls(params), i, s, events, "noise"))
    if missing:
        raise ValueError("tasks without the text a selected variant needs (add it to variant_texts):\n  "
                         + "\n  ".join(missing))
    return out


def noise_specs(kinds: Sequence[str]) -> list[NoiseSpec]:
    """The ``--noise`` plan: one event per kind at step 1 or 2 (early, so that short
    episodes meet it too), each kind drawing its own arguments.

    Raises:
      KeyError: an unknown kind (the message lists the registered ones).
    """
    for kind in kinds:
        injector_class(kind)
    return [NoiseSpec(kind, step=(1, 2)) for kind in kinds]


def _load_builtin() -> None:
    # Importing the task modules runs their @register_task decorators.
    from venus_tasks import tasks  # noqa: F401
    from venus_tasks.mid_probe import suite  # noqa: F401 - MID-Bench probes over the tasks with intents
    from venus_tasks.mid_probe import diag  # noqa: F401 - MID-Bench's diagnostics on the same states
