"""How deep and how varied each category of a suite is: ``python -m venus_tasks.tasks stats``.

Per category: the number of tasks, the apps they use (``app_names``), the median and the
maximum of their optimal steps, how many of them use Settings, and how many tasks sit at
each PUDAM level of each dimension. A task's optimal steps are its ``optimal_steps``
(the action count of its GUI solver, held equal by ``tests/test_gui_solvable.py``) on
the instances of ``seeds``: its value is the median over those instances (an instance's
count may depend on its params, e.g. how far a list must scroll), the category's
maximum is the largest single instance. Tasks that declare no ``optimal_steps`` are
listed by name and left out of the median and maximum.

With ``--computed`` it also runs each task's GUI solver on the simulated device (on the
instances ``tests/test_gui_solvable.py`` runs; minutes for the whole suite) and prints, next
to the declared PUDAM labels, the levels ``venus_tasks.pudam.rule`` computes from those demonstrations,
and every task whose label disagrees, with the feature that decided.

Issue 26's depth targets (VenusBench-Mobile's budgets: FA median 40, VA 50, BC 80-100)
are measured with this: ``tests/test_task_stats.py``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
from typing import Iterable, Sequence

from venus_tasks import registry
from venus_tasks.task import Category, VenusTask

DEFAULT_SEEDS = (30, 31, 32)
# issue 27 item 3: an NR base task of at least this many actions; a "numb" window this long
# (VenusBench-Mobile's ``randint(8, 15)`` dropped actions)
DEEP_BASE = 8
LONG_NUMB = (8, 15)
SETTINGS_APP = "settings"
DIMENSIONS = ("P", "U", "D", "A", "M")
# the step counts tallied per category: issue 26's 12/25/35, issue 27's HGB 20/40
AT_LEAST = (12, 20, 25, 35, 40)


@dataclasses.dataclass(frozen=True)
class TaskDepth:
    """One task class measured over seeds.

    Attributes:
      name: the class name.
      category: the category code (``"va"``).
      apps: ``app_names``.
      steps: ``optimal_steps`` of the instance of each seed, in seed order; ``()`` when
        the task declares none.
      pudam: the declared levels ``(P, U, D, A, M)``.
      computed: the levels computed from a demonstration (``venus_tasks.pudam``), or None
        (not computed, or the solver failed: ``error`` says how).
      why: per dimension (``"p"``), the feature that decided the computed level.
      events: the number of noise events (calls, messages, disturbances) the instance of
        each seed draws, in seed order.
      rounds: the goal and its sequential follow-up rounds (``Round``s that are not
        interruptions; 1 for a task without rounds).
      base: for an NR task that declares a base plan (``nr_plan``), the plan's actions
        (the GUI solver's without noise) of each seed's instance; ``()`` without one.
      kinds: the distinct kinds of noise in its ``noise_plan``.
      numb: the dropped actions (``k``) of every "numb" event its seeds' instances draw.
    """

    name: str
    category: str
    apps: tuple[str, ...]
    steps: tuple[int, ...]
    pudam: tuple[int, int, int, int, int]
    computed: tuple[int, int, int, int, int] | None = None
    why: tuple[tuple[str, str], ...] = ()
    error: str = ""
    events: tuple[int, ...] = ()
    rounds: int = 1
    base: tuple[int, ...] = ()
    kinds: int = 0
    numb: tuple[int, ...] = ()

    @property
    def median_steps(self) -> float | None:
        """The median of ``steps`` (None without ``optimal_steps``)."""
        return statistics.median(self.steps) if self.steps else None

    @property
    def on_settings(self) -> bool:
        return SETTINGS_APP in self.apps


def measure(cls: type[VenusTask], seeds: Sequence[int] = DEFAULT_SEEDS) -> TaskDepth:
    """``cls`` measured on the instances ``generate_random_params(seed)`` of ``seeds``
    (no device needed: ``optimal_steps`` reads params only).

    Raises:
      ValueError: ``seeds`` is empty, or a task's ``optimal_steps`` is declared for some
        instances and not for others.
    """
    if not seeds:
        raise ValueError("measure needs at least one seed (e.g. --seeds 30,31,32)")
    tasks = [cls(cls.generate_random_params(s)) for s in seeds]
    counts = [t.optimal_steps for t in tasks]
    if any(c is None for c in counts) and any(c is not None for c in counts):
        raise ValueError(f"{cls.__name__}.optimal_steps is None for some seeds of {list(seeds)} only")
    p = cls.info.pudam
    rounds = 1 + sum(1 for r in (getattr(cls, "rounds", ()) or ()) if not r.interruption)
    return TaskDepth(cls.__name__, cls.info.category.value, tuple(cls.app_names),
                     tuple(int(c) for c in counts if c is not None), (p.p, p.u, p.d, p.a, p.m),
                     events=tuple(len(t.noise_events) for t in tasks), rounds=rounds,
                     base=tuple(len(t.base_plan()) for t in tasks) if hasattr(cls, "base_plan") else (),
                     kinds=len({spec.kind for spec in cls.noise_plan}),
                     numb=tuple(e.args["k"] for t in tasks for e in t.noise_events if e.kind == "numb"))


def _level_counts(levels: Sequence[tuple[int, ...]]) -> dict[str, dict[str, int]]:
    return {dim: {str(level): sum(1 for p in levels if p[i] == level) for level in (1, 2, 3, 4)}
            for i, dim in enumerate(DIMENSIONS)}


def category_stats(depths: Iterable[TaskDepth]) -> dict:
    """The figures of one category's tasks (all of ``depths``), as ``--json`` prints
    them: ``tasks``, ``apps`` (sorted), ``app_count``, ``median_steps`` and
    ``max_steps`` (None when no task declares steps), ``tasks_with_steps``,
    ``without_steps`` (names), ``on_settings``, ``settings_share`` (0..1),
    ``at_least`` (``{"12": n, "20": n, "25": n, "35": n, "40": n}``: tasks whose median is at least that
    many steps), ``with_events`` (tasks that draw noise events), ``median_events`` (the
    median over those of each one's median count, None without), ``multi_app`` (tasks
    over two or more apps) and ``pudam`` (``{"P": {"1": n, ..., "4": n}, ...}``: the declared
    labels); ``median_rounds``, ``min_rounds``, ``max_rounds`` (the goal and its
    sequential follow-ups per task); for noise: ``three_kinds`` (tasks whose noise plan
    holds 3 or more kinds), ``long_numb`` (tasks whose every drawn "numb" drops
    ``LONG_NUMB`` 8-15 actions), ``with_base`` (tasks that declare an NR base plan),
    ``deep_bases`` and ``deep_base_apps`` (those whose every base plan has ``DEEP_BASE``
    or more actions, and the apps they span) and ``shallow_bases`` (NR tasks without such
    a base, by name); when levels were computed also ``pudam_computed`` (the same counts
    over the tasks with computed levels), ``disagreeing`` (names of tasks whose label
    differs) and ``not_computed`` (names of tasks whose solver failed)."""
    depths = list(depths)
    with_steps = [d for d in depths if d.steps]
    medians = [d.median_steps for d in with_steps]
    apps = sorted({a for d in depths for a in d.apps})
    evented = [d for d in depths if any(d.events)]
    deep = [d for d in depths if d.base and min(d.base) >= DEEP_BASE]
    pudam = _level_counts([d.pudam for d in depths])
    computed = {}
    if any(d.computed is not None or d.error for d in depths):
        done = [d for d in depths if d.computed is not None]
        computed = {"pudam_computed": _level_counts([d.computed for d in done]),
                    "disagreeing": sorted(d.name for d in done if d.computed != d.pudam),
                    "not_computed": sorted(d.name for d in depths if d.computed is None)}
    return {
        "tasks": len(depths),
        "apps": apps,
        "app_count": len(apps),
        "median_steps": float(statistics.median(medians)) if medians else None,
        "max_steps": max(s for d in with_steps for s in d.steps) if with_steps else None,
        "tasks_with_steps": len(with_steps),
        "without_steps": sorted(d.name for d in depths if not d.steps),
        "on_settings": sum(d.on_settings for d in depths),
        "settings_share": (sum(d.on_settings for d in depths) / len(depths)) if depths else 0.0,
        "at_least": {str(n): sum(1 for m in medians if m >= n) for n in AT_LEAST},
        "with_events": len(evented),
        "median_events": float(statistics.median(statistics.median(d.events) for d in evented)) if evented else None,
        "multi_app": sum(1 for d in depths if len(d.apps) >= 2),
        "median_rounds": float(statistics.median(d.rounds for d in depths)) if depths else None,
        "min_rounds": min((d.rounds for d in depths), default=None),
        "max_rounds": max((d.rounds for d in depths), default=None),
        "three_kinds": sum(1 for d in depths if d.kinds >= 3),
        "long_numb": sum(1 for d in depths if d.numb and LONG_NUMB[0] <= min(d.numb) and max(d.numb) <= LONG_NUMB[1]),
        "with_base": sum(1 for d in depths if d.base),
        "deep_bases": len(deep),
        "deep_base_apps": len({a for d in deep for a in d.apps}),
        "shallow_bases": sorted(d.name for d in depths if d.category == Category.NR.value and d not in deep),
        "pudam": pudam,
        **computed,
    }


def suite_stats(suite: str = "venus", seeds: Sequence[int] = DEFAULT_SEEDS,
                categories: Sequence[Category] = (), computed: bool = False) -> dict:
    """``{"suite", "seeds", "categories": {code: category_stats, ...}, "pudam_l4": {"P": n,
    ...}, "tasks": [...]}`` for the tasks of ``suite`` (only ``categories`` when given),
    categories in ``Category`` order; ``pudam_l4`` counts the tasks declared at level 4 of
    each dimension over all of them; ``tasks`` lists each task's name, category, apps, steps and PUDAM
    (and with ``computed``: ``computed``, ``why`` and ``error``, from GUI solver runs on a
    simulated device of its own, on the instances ``tests/test_gui_solvable.py`` runs:
    ``venus_tasks.pudam.run.compute``).

    Raises:
      ValueError: unknown suite, or as ``measure``.
    """
    classes = registry.select(suite, categories=list(categories))
    depths = [measure(c, seeds) for c in classes]
    if computed:
        from venus_tasks.pudam.run import compute

        runs = {c.name: c for c in compute(classes)}
        depths = [dataclasses.replace(d, computed=_tuple(runs[d.name]), error=runs[d.name].error,
                                      why=tuple(runs[d.name].levels.why.items()) if runs[d.name].levels else ())
                  for d in depths]
    out = {}
    for cat in Category:
        mine = [d for d in depths if d.category == cat.value]
        if mine:
            out[cat.value] = category_stats(mine)
    levels = _level_counts([d.pudam for d in depths])
    return {"suite": suite, "seeds": list(seeds), "categories": out,
            "pudam_l4": {dim: levels[dim]["4"] for dim in DIMENSIONS},
            "tasks": [{"name": d.name, "category": d.category, "apps": list(d.apps), "steps": list(d.steps),
                       "pudam": dict(zip(DIMENSIONS, d.pudam)),
                       **({"computed": dict(zip(DIMENSIONS, d.computed)) if d.computed else None,
                           "why": dict(d.why), "error": d.error} if computed else {})} for d in depths]}


def _tuple(run) -> tuple[int, int, int, int, int] | None:
    if run.levels is None:
        return None
    p = run.levels.pudam
    return (p.p, p.u, p.d, p.a, p.m)


def _steps(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:g}"


def format_stats(stats: dict) -> str:
    """The human-readable table of ``suite_stats``: one line of figures per category,
    then per category its apps, its PUDAM level counts (declared, and computed when
    they were: with each disagreeing task's dimensions and deciding features) and the
    tasks without ``optimal_steps``."""
    lines = [f"suite {stats['suite']}, optimal steps over seeds {', '.join(map(str, stats['seeds']))} "
             "(a task's value: its median over the seeds)", "",
             f"{'cat':<5}{'tasks':>6}{'apps':>6}{'median':>8}{'max':>6}"
             + "".join(f"{'>=' + str(n):>6}" for n in AT_LEAST) + f"{'settings':>10}  no steps"]
    for code, c in stats["categories"].items():
        share = f"{c['on_settings']} ({100 * c['settings_share']:.0f}%)"
        lines.append(f"{code.upper():<5}{c['tasks']:>6}{c['app_count']:>6}{_steps(c['median_steps']):>8}"
                     f"{_steps(c['max_steps']):>6}" + "".join(f"{c['at_least'][str(n)]:>6}" for n in AT_LEAST)
                     + f"{share:>10}  {len(c['without_steps'])}")
    lines.append("")
    for code, c in stats["categories"].items():
        levels = "  ".join(f"{dim} " + "/".join(str(c["pudam"][dim][str(lv)]) for lv in (1, 2, 3, 4))
                           for dim in DIMENSIONS)
        lines.append(f"{code.upper()}: apps ({c['app_count']}): {', '.join(c['apps'])}")
        if c.get("max_rounds", 1) > 1:
            lines.append(f"    rounds: {c['min_rounds']}-{c['max_rounds']}, median {c['median_rounds']:g}")
        if c.get("with_events"):
            lines.append(f"    events: {c['with_events']} tasks draw them, median {c['median_events']:g} a task; "
                         f"{c['multi_app']} tasks span 2+ apps")
        if c.get("with_base"):
            lines.append(f"    noise: {c['three_kinds']} tasks of 3+ kinds, {c['long_numb']} with numb windows of "
                         f"{LONG_NUMB[0]}-{LONG_NUMB[1]}; base plans of {DEEP_BASE}+ actions: {c['deep_bases']} of "
                         f"{c['tasks']} tasks over {c['deep_base_apps']} apps"
                         + (f" (not: {', '.join(c['shallow_bases'])})" if c["shallow_bases"] else ""))
        lines.append(f"    PUDAM tasks at levels 1/2/3/4: {levels}")
        if "pudam_computed" in c:
            got = "  ".join(f"{dim} " + "/".join(str(c["pudam_computed"][dim][str(lv)]) for lv in (1, 2, 3, 4))
                            for dim in DIMENSIONS)
            lines.append(f"    computed from demonstrations:  {got}  ({len(c['disagreeing'])} disagree)")
            for t in stats["tasks"]:
                if t["name"] in c["disagreeing"]:
                    diffs = "; ".join(f"{dim} {t['pudam'][dim]}->{t['computed'][dim]} ({t['why'][dim.lower()]})"
                                      for dim in DIMENSIONS if t["pudam"][dim] != t["computed"][dim])
                    lines.append(f"      {t['name']}: {diffs}")
                elif t["name"] in c["not_computed"]:
                    lines.append(f"      {t['name']}: not computed ({t['error']})")
        if c["without_steps"]:
            lines.append(f"    no optimal_steps ({len(c['without_steps'])}): {', '.join(c['without_steps'])}")
    if "pudam_l4" in stats:
        lines.append("PUDAM level 4 over the suite: " + "  ".join(f"{dim} {n}" for dim, n in stats["pudam_l4"].items()))
    return "\n".join(lines)


def _seeds(text: str) -> tuple[int, ...]:
    try:
        seeds = tuple(int(s) for s in text.split(",") if s.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seeds takes comma-separated integers, e.g. 30,31,32; got {text!r}")
    if not seeds:
        raise argparse.ArgumentTypeError("--seeds needs at least one seed, e.g. 30,31,32")
    return seeds


def _categories(text: str) -> tuple[Category, ...]:
    try:
        return tuple(Category.parse(c) for c in text.split(",") if c.strip())
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def main(argv: list[str] | None = None, out=None) -> int:
    """``stats [--json] [--suite S] [--seeds 30,31,32] [--categories va,fa]``: print the
    figures; 0, or 2 with a one-line error for a bad argument or suite."""
    out = out or sys.stdout
    parser = argparse.ArgumentParser(prog="python -m venus_tasks.tasks",
                                      description="Figures of the task pool: per category the tasks, apps, optimal "
                                                  "steps, share on Settings and PUDAM levels.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("stats", help="per-category depth and variety of a suite")
    p.add_argument("--json", action="store_true", help="print the figures as JSON (machine use)")
    p.add_argument("--suite", default="venus", help="the suite (default: venus)")
    p.add_argument("--seeds", type=_seeds, default=DEFAULT_SEEDS,
                   help="instance seeds over which each task's optimal steps are taken (default: 30,31,32)")
    p.add_argument("--categories", type=_categories, default=(),
                   help="only these categories, comma-separated codes (e.g. va,fa)")
    p.add_argument("--computed", action="store_true",
                   help="also run each task's GUI solver on a simulated device (the instances the GUI test runs; "
                        "minutes for the whole suite) and print the PUDAM levels computed from them")
    args = parser.parse_args(argv)
    try:
        stats = suite_stats(args.suite, args.seeds, args.categories, computed=args.computed)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(stats, indent=1, ensure_ascii=False) if args.json else format_stats(stats), file=out)
    return 0
