"""Suite ``mid_probe``: every pivot of ``pivots.json`` as two probe classes, its ambiguous
probe (split ``ambiguous`` or ``hard``) and its ``clear`` twin on the same state
(MID-Bench's Clear split, ``shared/seeds/`` MID-Bench section 5.1). Imported by
``registry`` when it loads the built-in suites.

An entry whose task is gone or now draws other params for its seed (``manifest.stale``:
the task changed after ``pivots.json`` was built) is left out with a logged warning, so a
run never meets a pivot that no longer exists; ``tests/test_mid_probe.py`` fails on such
entries, naming the command that rebuilds the file.
"""

from __future__ import annotations

import logging

from venus_tasks.mid_probe import instructions, manifest
from venus_tasks.mid_probe.task import make_probe_class
from venus_tasks.registry import register_task

log = logging.getLogger(__name__)

SUITE = "mid_probe"


def register_all(entries=None) -> int:
    """Register the probe classes of ``entries`` (default: the committed manifest) in suite
    ``mid_probe``; returns how many classes."""
    n, left_out = 0, []
    for entry in manifest.load() if entries is None else entries:
        if stale_entry(entry):
            left_out.append(f"{entry['task']}_{entry['index']}")
            continue
        for split in (entry["split"], instructions.CLEAR):
            cls = make_probe_class(entry, split)
            cls.__module__ = __name__          # found here by name, so instances pickle (Ray)
            globals()[cls.__name__] = cls
            register_task(SUITE)(cls)
            n += 1
    if left_out:
        log.warning("mid_probe: %d stale pivot(s) left out (%s ...); rebuild them with "
                    "`python -m venus_tasks.mid_probe discover --merge --tasks ...`", len(left_out),
                    ", ".join(sorted(set(left_out))[:5]))
    return n


def stale_entry(entry) -> bool:
    """True if the entry's task is in no suite or draws other params now."""
    from venus_tasks.mid_probe.task import inner_class
    try:
        return manifest.stale(entry, inner_class(entry["task"]))
    except KeyError:
        return True


register_all()
