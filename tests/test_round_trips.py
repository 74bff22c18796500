"""Device round trips per episode phase may not grow: the counting proxy of
``benchmarks/adb_round_trips.py`` in front of the simulated device, over a settings task,
a database task and a notes task (counts, not times). Lower a bound when a change saves round trips."""

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
}


def _benchmark():
    spec = importlib.util.spec_from_file_location("adb_round_trips",
                                                  os.path.join(ROOT, "benchmarks", "adb_round_trips.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_round_trips_per_phase_do_not_grow():
    bench = _benchmark()
    for name, bounds in BOUNDS.items():
        counts = bench.measure(registry.select("venus", (name,)), seed=30)
        assert counts.get("verify"), f"{name}: the oracle episode failed"
        got = {phase: max(counts[phase]) for phase in bounds}
        assert all(got[p] <= bounds[p] for p in bounds), (name, got, bounds)
