"""A bounded cache for the pure generators of seeded file bytes (MP3, M4A, WAV, MP4, PNG).

The same instance is initialised many times in a test run and by a suite run (the noop,
the oracle and each near miss of ``check_task``; every cheater of the adversarial sweep;
a retry), and each time its seed gives the same bytes: an MP3 of a few seconds takes
PyAV's encoder tens of milliseconds, a task with a playlist several of them.
``bytes_cache`` keeps the results keyed by the call's arguments. It changes no result: the
generators are deterministic functions of their arguments, ``bytes`` are immutable, and a
call with a ``random.Random`` (whose state the generator advances) or with an unhashable
argument is not cached. Entries are dropped oldest first beyond ``max_bytes`` in all.
"""

from __future__ import annotations

import collections
import functools
import random
import threading
from typing import Callable

MAX_BYTES = 64 * 2**20       # per cached function


def bytes_cache(fn: Callable[..., bytes] | None = None, *, max_bytes: int = MAX_BYTES,
                key: Callable[..., object] | None = None):
    """Decorate a pure ``bytes`` generator (see the module docstring). ``key(*args,
    **kwargs)`` maps the arguments to a hashable key (default: the arguments themselves);
    the wrapper's ``cache_info()`` gives ``(hits, misses, entries, bytes)``."""
    def deco(f):
        cache: collections.OrderedDict = collections.OrderedDict()
        stats = {"hits": 0, "misses": 0, "bytes": 0}
        lock = threading.Lock()

        @functools.wraps(f)
        def wrapper(*args, **kwargs):
            if any(isinstance(a, random.Random) for a in (*args, *kwargs.values())):
                return f(*args, **kwargs)
            try:
                k = key(*args, **kwargs) if key else (args, tuple(sorted(kwargs.items())))
                hash(k)
            except TypeError:
                return f(*args, **kwargs)
            with lock:
                if k in cache:
                    cache.move_to_end(k)
                    stats["hits"] += 1
                    return cache[k]
            data = f(*args, **kwargs)
            with lock:
                stats["misses"] += 1
                if k not in cache and len(data) <= max_bytes:
                    cache[k] = data
                    stats["bytes"] += len(data)
                    while stats["bytes"] > max_bytes:
                        stats["bytes"] -= len(cache.popitem(last=False)[1])
            return data

        def cache_info() -> tuple[int, int, int, int]:
            with lock:
                return stats["hits"], stats["misses"], len(cache), stats["bytes"]

        wrapper.cache_info = cache_info
        return wrapper
    return deco(fn) if fn is not None else deco
