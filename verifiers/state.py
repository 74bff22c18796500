"""Predicates over device state snapshots (rows, files, settings)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence


def rows_unchanged(before: Sequence[Mapping[str, Any]], after: Sequence[Mapping[str, Any]]) -> bool:
    """True if both snapshots hold the same rows, ignoring order."""
    key = lambda r: sorted((k, repr(v)) for k, v in r.items())  # noqa: E731
    return sorted(map(key, before)) == sorted(map(key, after))


def rows_removed_exactly(before: Sequence[Mapping[str, Any]], after: Sequence[Mapping[str, Any]],
                         removed_ids: set[Any], id_field: str) -> bool:
    """True if ``after`` is ``before`` minus exactly the rows whose ``id_field`` is in ``removed_ids``."""
    expected = [r for r in before if r[id_field] not in removed_ids]
    return rows_unchanged(expected, after)


def int_setting(value: str | None, default: int = 0) -> int:
    """A settings value as an int (``None``/garbage -> ``default``); ``"1.0"`` -> 1."""
    try:
        return int(float(value)) if value is not None else default
    except ValueError:
        return default
