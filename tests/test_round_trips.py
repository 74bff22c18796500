"""Device round trips per episode phase may not grow: the counting proxy of
``benchmarks/adb_round_trips.py`` in front of the simulated device, over a settings task,
a database task, a notes task, a task seeding 39 contacts and one seeding 20 pictures
(counts, not times). Lower a bound when a change saves round trips. The whole suite's
initialise figures (median <= 8, max <= 30, issue 27) are asserted by the benchmark
itself, ``python benchmarks/adb_round_trips.py`` (about 3 minutes)."""

from __future__ import annotations

import importlib.util
import os

from venus_tasks import registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# task -> {phase: most round trips allowed} (initialise and verify per episode, observe per
# observation, act per action)
BOUNDS = {
    "VagueNapDoNotDisturb": {"initialise": 5, "verify": 3, "observe": 2, "act": 1},
    "RefusalExpenseDelete": {"initialise": 8, "verify": 1, "observe": 2, "act": 1},
    "GUIBrowsingMarkorRecipeCount": {"initialise": 5, "verify": 1, "observe": 2, "act": 1},
    # 230 and 57 before contacts, pictures and their media scans were seeded in one call each
    "GUIBrowsingContactsWithEvents": {"initialise": 13, "verify": 2},
    "GUIBrowsingReceiptTotalOnDay": {"initialise": 8, "verify": 1},
}


def _benchmark():
    spec = importlib.util.spec_from_file_location("adb_round_trips",
                                                  os.path.join(ROOT, "benchmarks", "adb_round_trips.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_round_trips_per_phase_do_not_grow():
    bench = _benchmark()
    by_task: dict[str, dict[str, float]] = {}
    bench.measure([registry.select("venus", (name,))[0] for name in BOUNDS], seed=30, by_task=by_task)
    for name, bounds in BOUNDS.items():
        assert name in by_task, f"{name}: the oracle episode failed"
        got = {phase: by_task[name][phase] for phase in bounds}
        assert all(got[p] <= bounds[p] for p in bounds), (name, got, bounds)


def test_the_benchmark_names_what_misses_the_initialise_targets():
    bench = _benchmark()
    fine = {f"T{i}": {"initialise": float(n)} for i, n in enumerate([5, 8, 8, 9, 30])}
    assert bench.check_initialise(fine) == []
    slow = {**fine, "Heavy": {"initialise": 31.0}, "Heavier": {"initialise": 230.0}}
    assert bench.check_initialise(slow) == ["initialise median 9 > 8", "initialise over 30: Heavier 230, Heavy 31"]
