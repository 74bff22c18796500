"""Running a provider query with SQLite semantics over a table or view of a provider database.

``run_query`` builds ``SELECT <projection> FROM (<source>) WHERE <selection> ORDER BY <sort>``
the way ``SQLiteQueryBuilder`` does: with a projection map (``strict``) only the map's
column names may be projected (``Invalid column <name>`` otherwise), the default
projection is the map in its Java iteration order; ``--where`` and ``--sort`` are SQL.
"""

from __future__ import annotations

import re
import sqlite3
from typing import Sequence

from venus_tasks.sim.providers.base import ProviderError, Row

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def run_query(con: sqlite3.Connection, source: str, default_columns: Sequence[str],
              projection: Sequence[str] | None, selection: str | None, sort: str | None,
              *, where: str | None = None, params: Sequence = (), strict: bool = True,
              default_sort: str | None = None) -> tuple[list[str], list[Row]]:
    """``source`` is a table name or a parenthesised SELECT; ``where`` is the provider's own
    restriction (AND-ed with the caller's ``selection``)."""
    columns = list(projection) if projection else list(default_columns)
    if strict:
        allowed = set(default_columns) | {"_count"}
        for col in columns:
            if not _IDENT.fullmatch(col) or col not in allowed:
                raise ProviderError(f"Invalid column {col}")
    proj = ", ".join("COUNT(*) AS _count" if c == "_count" else
                     (f'"{c}"' if _IDENT.fullmatch(c) else c) for c in columns)
    sql = f"SELECT {proj} FROM {source} AS q"
    clauses = [f"({c})" for c in (where, selection) if c]
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    order = sort or default_sort
    if order:
        sql += f" ORDER BY {order}"
    try:
        cur = con.execute(sql, tuple(params))
    except sqlite3.Error as exc:
        raise ProviderError(_sqlite_message(exc, sql), "android.database.sqlite.SQLiteException") from exc
    names = [d[0] for d in cur.description]
    return names, [tuple(r) for r in cur.fetchall()]


def _sqlite_message(exc: sqlite3.Error, sql: str) -> str:
    """Android's wording: ``<message> (code 1 SQLITE_ERROR): , while compiling: <sql>``."""
    return f"{exc} (code 1 SQLITE_ERROR): , while compiling: {sql}"


def check_columns(values: dict, allowed: Sequence[str], what: str = "Column") -> None:
    """Raises ProviderError for a value whose column the table does not have."""
    for key in values:
        if key not in allowed:
            raise ProviderError(f"{what} '{key}' is invalid.")
