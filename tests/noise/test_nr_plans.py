"""The NR tasks' noise plans as data: long "numb" windows drawn per instance, seeded and
step-triggered (issue 27 item 3, against VenusBench-Mobile's NR tasks: 3 calls, 2 crashes,
8-15 dropped actions, ``shared/reference/venusbench.md`` section 10 rows 74-89). The
category's figures (events a task, tasks of 3+ kinds, numb windows, base plans of 8+
actions over 6+ apps) are ``python -m venus_tasks.tasks stats``'s, held by
``tests/test_task_pool.py``."""

from __future__ import annotations


from venus_tasks import registry
from venus_tasks.task import Category

NR = [c for c in registry.select("venus") if c.info.category is Category.NR]
SEEDS = range(12)


def test_long_numb_windows_are_drawn_from_8_to_15_per_instance():
    long_numb = []
    for cls in NR:
        ks = [e["args"]["k"] for s in SEEDS for e in cls.generate_random_params(s)["noise_events"]
              if e["kind"] == "numb"]
        if ks and min(ks) >= 8:
            assert max(ks) <= 15 and len(set(ks)) > 1, (cls.__name__, ks)
            long_numb.append(cls.__name__)
    assert long_numb, "how many tasks have them is a figure of stats: tests/test_task_pool.py"


def test_events_are_seeded_and_mostly_step_triggered():
    for cls in NR:
        a, b = cls.generate_random_params(3), cls.generate_random_params(3)
        assert a["noise_events"] == b["noise_events"], cls.__name__
        assert len({str(cls.generate_random_params(s)["noise_events"]) for s in SEEDS}) > 1, cls.__name__
    specs = [s for c in NR for s in c.noise_plan]
    by_step = [s for s in specs if s.step is not None]
    assert len(by_step) >= 0.8 * len(specs), [(s.kind, s.on_screen, s.foreground) for s in specs if s.step is None]
    assert all(s.after_s is None for s in specs)           # the wall clock never, unless asked for
