"""Small helpers for rows of app tables: dataclass <-> dict, insert, select.

Row dataclasses use the real column names as field names, so ``PRAGMA table_info`` on
the device store and ``dataclasses.fields`` of the reader agree.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from typing import Any, Iterable, Mapping, TypeVar

T = TypeVar("T")


def as_dict(row: Any, exclude: Iterable[str] = ()) -> dict[str, Any]:
    """A dataclass instance or mapping as a plain dict, without the ``exclude`` keys."""
    data = dataclasses.asdict(row) if dataclasses.is_dataclass(row) else dict(row)
    for key in exclude:
        data.pop(key, None)
    return data


def insert(conn: sqlite3.Connection, table: str, row: Any, exclude: Iterable[str] = ()) -> int:
    """``INSERT`` one row (dataclass or mapping; keys are column names); returns the rowid."""
    data = as_dict(row, exclude)
    cols = ", ".join(f'"{c}"' for c in data)
    marks = ", ".join("?" for _ in data)
    cur = conn.execute(f'INSERT INTO "{table}" ({cols}) VALUES ({marks})', tuple(data.values()))
    return int(cur.lastrowid)


def select(conn: sqlite3.Connection, sql: str, args: tuple = ()) -> list[dict[str, Any]]:
    """Rows of a query as dicts keyed by column name."""
    cur = conn.execute(sql, args)
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur.fetchall()]


def from_row(cls: type[T], row: Mapping[str, Any]) -> T:
    """Build dataclass ``cls`` from ``row``, taking only the fields ``cls`` declares."""
    names = {f.name for f in dataclasses.fields(cls)}
    return cls(**{k: v for k, v in row.items() if k in names})


def columns(conn: sqlite3.Connection, table: str) -> list[tuple[str, str]]:
    """``(name, declared type)`` of each column of ``table`` (``PRAGMA table_info``)."""
    return [(r[1], r[2]) for r in conn.execute(f'PRAGMA table_info("{table}")')]


def build(statements: Iterable[str]) -> sqlite3.Connection:
    """An in-memory database made by running ``statements`` in order (schema tests)."""
    conn = sqlite3.connect(":memory:")
    for sql in statements:
        conn.execute(sql)
    return conn
