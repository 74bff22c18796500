"""The NR tasks' noise plans as data: several events per task, of several kinds, long
"numb" windows, seeded and step-triggered (issue 27 item 3, against VenusBench-Mobile's
NR tasks: 3 calls, 2 crashes, 8-15 dropped actions, ``shared/reference/venusbench.md``
section 10 rows 74-89)."""

from __future__ import annotations

import statistics

from venus_tasks import registry
from venus_tasks.task import Category

NR = [c for c in registry.select("venus") if c.info.category is Category.NR]
SEEDS = range(12)


def test_nr_tasks_carry_several_events_of_several_kinds():
    counts = [len(c.noise_plan) for c in NR]
    assert statistics.median(counts) >= 2, counts
    three_kinds = [c.__name__ for c in NR if len({s.kind for s in c.noise_plan}) >= 3]
    assert len(three_kinds) >= 5, three_kinds


def test_long_numb_windows_are_drawn_from_8_to_15_per_instance():
    long_numb = []
    for cls in NR:
        ks = [e["args"]["k"] for s in SEEDS for e in cls.generate_random_params(s)["noise_events"]
              if e["kind"] == "numb"]
        if ks and min(ks) >= 8:
            assert max(ks) <= 15 and len(set(ks)) > 1, (cls.__name__, ks)
            long_numb.append(cls.__name__)
    assert len(long_numb) >= 3, long_numb


def test_events_are_seeded_and_mostly_step_triggered():
    for cls in NR:
        a, b = cls.generate_random_params(3), cls.generate_random_params(3)
        assert a["noise_events"] == b["noise_events"], cls.__name__
        assert len({str(cls.generate_random_params(s)["noise_events"]) for s in SEEDS}) > 1, cls.__name__
    specs = [s for c in NR for s in c.noise_plan]
    by_step = [s for s in specs if s.step is not None]
    assert len(by_step) >= 0.8 * len(specs), [(s.kind, s.on_screen, s.foreground) for s in specs if s.step is None]
    assert all(s.after_s is None for s in specs)           # the wall clock never, unless asked for


def test_nr_base_tasks_span_six_apps():
    apps = {a for c in NR for a in c.app_names}
    assert len(apps) >= 6, sorted(apps)


def test_nr_base_plans_of_eight_steps_or_more_span_six_apps():
    """Tasks that declare their base plan (``nr_plan``): the GUI solver's actions without
    noise, 8 or more, over six apps (issue 27; VLC and Files are not among them: the
    simulated VLC cannot make a playlist, the simulated Files cannot move a file)."""
    planned = [c for c in NR if hasattr(c, "base_plan")]
    deep = [c for c in planned if all(len(c(c.generate_random_params(s)).base_plan()) >= 8 for s in SEEDS)]
    assert deep == planned and len({a for c in deep for a in c.app_names}) >= 6, [c.__name__ for c in planned]
