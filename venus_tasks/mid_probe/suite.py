"""Suite ``mid_probe``: every pivot of ``pivots.json`` as two probe classes, its ambiguous
probe (split ``ambiguous`` or ``hard``) and its ``clear`` twin on the same state
(MID-Bench's Clear split, ``shared/seeds/`` MID-Bench section 5.1). Imported by
``registry`` when it loads the built-in suites."""

from __future__ import annotations

from venus_tasks.mid_probe import instructions, manifest
from venus_tasks.mid_probe.task import make_probe_class
from venus_tasks.registry import register_task

SUITE = "mid_probe"


def register_all(entries=None) -> int:
    """Register the probe classes of ``entries`` (default: the committed manifest) in suite
    ``mid_probe``; returns how many classes."""
    n = 0
    for entry in manifest.load() if entries is None else entries:
        for split in (entry["split"], instructions.CLEAR):
            cls = make_probe_class(entry, split)
            cls.__module__ = __name__          # found here by name, so instances pickle (Ray)
            globals()[cls.__name__] = cls
            register_task(SUITE)(cls)
            n += 1
    return n


register_all()
