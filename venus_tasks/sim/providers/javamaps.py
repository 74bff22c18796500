"""Column order of a provider query without ``--projection``.

``SQLiteQueryBuilder.computeProjection`` returns, for a null projection, the values of the
provider's projection map in the map's iteration order. That order is an artefact of the
Java map class, so it is reproduced here from the keys:

* ``android.util.ArrayMap`` (``CallLogProvider.sCallsProjectionMap``, the legacy
  ``contacts`` maps): entries sorted by ``String.hashCode()`` (signed 32-bit), equal
  hashes in insertion order. Checked against a published ``content query --uri
  content://call_log/calls`` row (``formatted_number=..., duration=..., subject=...``).
* ``java.util.HashMap`` (``com.android.common.content.ProjectionMap``, used by
  ``ContactsProvider2``): buckets ``(h ^ (h >>> 16)) & (capacity - 1)`` in order, each
  bucket in insertion order; capacity starts at 16 and doubles when ``size > 0.75 *
  capacity`` (OpenJDK 8+ / libcore ``HashMap``). Inferred from the source, not measured.
"""

from __future__ import annotations

from typing import Iterable


def java_string_hash(text: str) -> int:
    """``String.hashCode()``: ``s[0]*31^(n-1) + ... + s[n-1]`` over UTF-16 units, as int32."""
    h = 0
    data = text.encode("utf-16-le")
    for i in range(0, len(data), 2):
        h = (31 * h + (data[i] | data[i + 1] << 8)) & 0xFFFFFFFF
    return h - (1 << 32) if h & 0x80000000 else h


def arraymap_order(keys: Iterable[str]) -> list[str]:
    """Iteration order of an ``ArrayMap`` filled with ``keys`` (duplicates ignored)."""
    unique = list(dict.fromkeys(keys))
    return sorted(unique, key=java_string_hash)    # sorted() is stable: ties keep insertion order


def hashmap_order(keys: Iterable[str]) -> list[str]:
    """Iteration order of a default ``HashMap`` after ``put``-ting ``keys`` in order."""
    unique = list(dict.fromkeys(keys))
    capacity = 16
    while len(unique) > capacity * 3 // 4:
        capacity *= 2

    def bucket(key: str) -> int:
        h = java_string_hash(key) & 0xFFFFFFFF
        return (h ^ (h >> 16)) & (capacity - 1)
    order = sorted(range(len(unique)), key=lambda i: (bucket(unique[i]), i))
    return [unique[i] for i in order]
