"""The committed list of pivots (``pivots.json`` beside this module) that suite
``mid_probe`` is built from, and its rebuilding on a device.

Probes are enumerated deterministically: for every registered task (any suite but
``mid_probe``) with an ``intent`` and a GUI solver, instances ``i = 0 .. seeds-1`` with
AndroidWorld's instance seed ``registry.instance_seed(DISCOVERY_SEED, name, i)``; each
instance's solution is recorded (``pivots.record_solution``) and its pivots kept when the
masked goal no longer states the requirement (``instructions.ambiguous_split``). An entry
holds what the suite needs without a device (the probe's identity, type, splits, the
task's apps and metadata) and what a probe episode replays (the prefix of actions before
the pivot, each with the label of the element it acted on, and the gold action).

Rebuild with ``python -m venus_tasks.mid_probe discover [--seeds N]`` (starts a simulated
device unless ``--device`` names one); ``tests/test_mid_probe.py`` re-discovers a sample
and compares. When only the instructions or types changed (a context phrase, a declared
type), ``python -m venus_tasks.mid_probe retype`` recomputes each entry's type and split
without a device; ``stats`` prints the type shares per split.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from typing import Any, Callable, Iterable

from venus_tasks.mid_probe import instructions, kinds, pivots

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pivots.json")
DISCOVERY_SEED = 30       # the runner's default --seed
DEFAULT_SEEDS = 30        # instances per task (the venus conflict tasks have one or two pivots each)
SEEDS_BY_SUITE = {"ambiguity": 3}   # 60 intents with several pivots each need fewer instances
VERSION = 1


def walks_a_path(cls: type) -> bool:
    """True for an ``ambiguity`` task at the standard clarity level: its GUI solution is
    its spec's UI path (``ambiguity.walk``); the other levels are the same intents."""
    level = getattr(cls, "level", None)
    return getattr(level, "value", None) == "standard" and hasattr(getattr(cls, "spec", None), "ui_path")


def solver_for(task: Any, solvers: dict[str, Any]) -> Callable[[Any, str], None]:
    """``solve(gui, goal)`` of ``task``: its scripted solver (``venus_tasks/solvers/``), or
    for an ``ambiguity`` task the walk of its spec's UI path."""
    if task.name in solvers:
        return solvers[task.name]
    from venus_tasks.ambiguity.walk import walk
    return lambda gui, goal: walk(gui, task.spec.ui_path(task.params))


def candidate_tasks(solvers: dict[str, Any]) -> list[tuple[str, type]]:
    """``(suite, class)`` of every registered task with an intent and a GUI solution (a
    solver, or an ``ambiguity`` UI path at the standard level), by name (a class in
    several suites is listed once, under its first suite)."""
    from venus_tasks import registry
    seen: dict[str, tuple[str, type]] = {}
    for suite in registry.suite_names():
        if suite == "mid_probe":
            continue
        for name, cls in sorted(registry.get_suite(suite).items()):
            level = getattr(getattr(cls, "level", None), "value", None)
            if level not in (None, "standard"):   # the other clarity levels are the same intents
                continue
            if name in seen or (name not in solvers and not walks_a_path(cls)):
                continue
            if all(cls(cls.generate_random_params(registry.instance_seed(DISCOVERY_SEED, name, i))).intent is None
                   for i in range(3)):   # conflict tasks mix instances with and without a user to ask
                continue
            seen[name] = (suite, cls)
    return [seen[n] for n in sorted(seen)]


def _label(step: pivots.Step) -> str | None:
    el = pivots.target_element(step.action, step.elements)
    return None if el is None else (el.text or el.content_description)


def entries_for(suite: str, cls: type, index: int, steps: list[pivots.Step]) -> list[dict[str, Any]]:
    """The manifest entries of one recorded solution of instance ``index`` of ``cls``
    ([] for an instance without an intent)."""
    from venus_tasks import registry
    seed = registry.instance_seed(DISCOVERY_SEED, cls.__name__, index)
    task = cls(cls.generate_random_params(seed))
    out: list[dict[str, Any]] = []
    if task.intent is None:
        return out
    for p in pivots.find_pivots(steps, task.intent):
        split = instructions.ambiguous_split(task, p.requirement, p.gold)
        if split is None:
            continue
        r = task.intent[p.requirement]
        out.append({
            "task": cls.__name__, "suite": suite, "index": index, "seed": seed, "step": p.step,
            "requirement": p.requirement, "kind": r.kind.value, "type": kinds.ambiguity_type(task, r),
            "split": split[0], "gold": p.gold, "target": p.target,
            "prefix": [{"action": s.action.as_dict(), "label": _label(s)} for s in steps[:p.step]],
            "app_names": list(cls.app_names), "category": cls.info.category.value,
            "pudam": dataclasses.asdict(cls.info.pudam), "params_digest": params_digest(task.params),
        })
    return out


def seeds_for(suite: str, seeds: int | None) -> int:
    """Instances per task: ``seeds``, else ``SEEDS_BY_SUITE`` (``DEFAULT_SEEDS`` for a suite
    not listed)."""
    return seeds if seeds is not None else SEEDS_BY_SUITE.get(suite, DEFAULT_SEEDS)


def discover(env: Any, seeds: int | None = None, names: Iterable[str] = (),
             progress: Callable[[str], None] = lambda line: None,
             on_task: Callable[[list[dict[str, Any]]], None] = lambda entries: None) -> list[dict[str, Any]]:
    """Record every candidate task's solution on ``env`` for ``seeds_for(suite, seeds)`` instances each and
    return the manifest entries (only the tasks in ``names`` when given). A solver that
    fails on an instance is reported through ``progress`` and skipped; ``on_task`` gets
    the entries so far after each task (the command saves them as it goes).
    """
    from venus_tasks import registry
    from venus_tasks.solvers.gui import all_solvers
    solvers = all_solvers()
    wanted = set(names)
    out = []
    for suite, cls in candidate_tasks(solvers):
        if wanted and cls.__name__ not in wanted:
            continue
        for i in range(seeds_for(suite, seeds)):
            task = cls(cls.generate_random_params(registry.instance_seed(DISCOVERY_SEED, cls.__name__, i)))
            if task.intent is None:
                continue
            try:
                steps = pivots.record_solution(task, env, solver_for(task, solvers))
            except Exception as e:  # noqa: BLE001 - reported, the enumeration goes on
                progress(f"{cls.__name__}_{i}: solver failed ({type(e).__name__}: {str(e)[:160]})")
                continue
            got = entries_for(suite, cls, i, steps)
            progress(f"{cls.__name__}_{i}: {len(steps)} steps, {len(got)} pivot(s)")
            out += got
        on_task(out)
    return out


def retype(entries: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[str]]:
    """``entries`` with each ``type`` and ``split`` recomputed from its task as it is now
    (``kinds.ambiguity_type``, ``instructions.ambiguous_split``), without a device: a pivot
    (its prefix and gold action) does not depend on either, only on the recorded solution.
    Returns ``(kept, dropped)``: an entry whose masked goal now states its requirement, or
    whose full goal no longer does, is dropped (named ``task#index@step:requirement``).

    Raises:
      KeyError: an entry's task is in no suite (``discover`` it again, or drop it).
    """
    from venus_tasks import registry
    kept, dropped = [], []
    for e in entries:
        cls = registry.get_suite(e["suite"])[e["task"]]
        task = cls(cls.generate_random_params(e["seed"]))
        r = task.intent[e["requirement"]]
        split = instructions.ambiguous_split(task, e["requirement"], e["gold"])
        if split is None:
            dropped.append(f"{e['task']}#{e['index']}@{e['step']}:{e['requirement']}")
            continue
        kept.append({**e, "type": kinds.ambiguity_type(task, r), "split": split[0]})
    return kept, dropped


def type_shares(entries: Iterable[dict[str, Any]], split: str | None = instructions.AMBIGUOUS) -> dict[str, Any]:
    """``{"probes": n, "counts": {type: n}, "shares": {type: percent}}`` over the entries
    of ``split`` (None: every entry), for every type of ``kinds.TYPES``; percent with one
    decimal (MID-Bench targets 1:1:1:1 over its Base split, ``shared/seeds/`` MID-Bench
    section 5.1; our Base split is ``ambiguous``)."""
    from venus_tasks.metrics.records import rate
    chosen = [e for e in entries if split is None or e["split"] == split]
    counts = {t: sum(1 for e in chosen if e["type"] == t) for t in kinds.TYPES}
    return {"probes": len(chosen), "counts": counts, "shares": {t: rate(n, len(chosen)) for t, n in counts.items()}}


def save(entries: list[dict[str, Any]], path: str = PATH) -> None:
    """Write ``entries`` as the manifest (sorted, stable JSON)."""
    entries = sorted(entries, key=probe_sort_key)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        json.dump({"version": VERSION, "discovery_seed": DISCOVERY_SEED, "entries": entries}, f,
                  ensure_ascii=False, indent=0, sort_keys=True)
        f.write("\n")
    os.replace(path + ".tmp", path)


def load(path: str = PATH) -> list[dict[str, Any]]:
    """The manifest's entries ([] when the file is missing).

    Raises:
      ValueError: a manifest of another version (rebuild it with ``discover``).
    """
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if data.get("version") != VERSION:
        raise ValueError(f"{path} is manifest version {data.get('version')}, expected {VERSION}; rebuild it with "
                         "`python -m venus_tasks.mid_probe discover`")
    return data["entries"]


def params_digest(params: dict[str, Any]) -> str:
    """SHA-256 (hex, 16 digits) of an instance's params as sorted JSON: an entry whose task
    now draws other params for its seed is stale."""
    return hashlib.sha256(json.dumps(params, sort_keys=True, default=str).encode()).hexdigest()[:16]


def stale(entry: dict[str, Any], cls: type) -> bool:
    """True if ``cls`` (the entry's task) no longer draws the params the entry was
    recorded with (rebuild with ``discover``)."""
    return params_digest(cls.generate_random_params(entry["seed"])) != entry.get("params_digest")


def probe_sort_key(e: dict[str, Any]) -> tuple:
    return (e["task"], e["index"], e["step"], e["requirement"])
