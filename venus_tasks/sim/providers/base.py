"""The provider interface and a helper that applies SQL selection/sort to plain rows.

Selections (``--where``) and sort orders are evaluated by SQLite itself, on an in-memory
copy of the rows, so their semantics are real SQL as in a provider backed by SQLite.
"""

from __future__ import annotations

import abc
import dataclasses
import sqlite3
from typing import Any, Sequence

Row = tuple[Any, ...]


class ProviderError(Exception):
    """A provider call failed; ``content`` prints ``Error while accessing provider:<authority>``.

    ``exception`` is the Java exception class ``content`` prints before the message.
    """

    def __init__(self, message: str, exception: str = "java.lang.IllegalArgumentException"):
        super().__init__(message)
        self.exception = exception


@dataclasses.dataclass(frozen=True)
class Caller:
    """Who calls the provider: ``content`` as shell runs as ``com.android.shell`` (uid 2000),
    as root as ``root`` (uid 0) (``Content.java`` ``resolveCallingPackage``)."""

    uid: int = 2000
    package: str = "com.android.shell"


SHELL_CALLER = Caller()
ROOT_CALLER = Caller(0, "root")


@dataclasses.dataclass(frozen=True)
class Uri:
    """A parsed ``content://authority/seg1/seg2`` URI."""

    authority: str
    segments: tuple[str, ...]
    raw: str

    @classmethod
    def parse(cls, raw: str) -> "Uri":
        """Raises ValueError for anything but a ``content://`` URI."""
        if not raw.startswith("content://"):
            raise ValueError(raw)
        rest = raw[len("content://"):].split("?", 1)[0]
        authority, _, path = rest.partition("/")
        return cls(authority, tuple(s for s in path.split("/") if s), raw)


class ContentProvider(abc.ABC):
    """One authority. Column order of ``query`` results is the provider's projection order."""

    authority: str = ""

    @abc.abstractmethod
    def query(self, uri: Uri, projection: Sequence[str] | None, selection: str | None,
              sort: str | None, caller: Caller = SHELL_CALLER) -> tuple[list[str], list[Row]]:
        """Returns ``(columns, rows)``. Raises ProviderError."""

    def insert(self, uri: Uri, values: dict[str, Any], caller: Caller = SHELL_CALLER) -> str:
        """Returns the new row's URI. Raises ProviderError."""
        raise ProviderError(f"insert not supported for {uri.raw}", "java.lang.UnsupportedOperationException")

    def update(self, uri: Uri, values: dict[str, Any], selection: str | None,
               caller: Caller = SHELL_CALLER) -> int:
        raise ProviderError(f"update not supported for {uri.raw}", "java.lang.UnsupportedOperationException")

    def delete(self, uri: Uri, selection: str | None, caller: Caller = SHELL_CALLER) -> int:
        raise ProviderError(f"delete not supported for {uri.raw}", "java.lang.UnsupportedOperationException")


class ProviderRegistry:
    """``authority -> ContentProvider`` for one device."""

    def __init__(self) -> None:
        self._by_authority: dict[str, ContentProvider] = {}

    def register(self, provider: ContentProvider, *authorities: str) -> None:
        for name in authorities or (provider.authority,):
            self._by_authority[name] = provider

    def get(self, authority: str) -> ContentProvider | None:
        return self._by_authority.get(authority)


def select_rows(columns: Sequence[str], rows: Sequence[Row], projection: Sequence[str] | None,
                selection: str | None, sort: str | None) -> tuple[list[str], list[Row]]:
    """Apply projection, WHERE and ORDER BY to ``rows`` with SQLite semantics.

    Raises:
      ProviderError: the selection, sort or projection is not valid SQL for these columns.
    """
    con = sqlite3.connect(":memory:")
    try:
        cols = ", ".join(f'"{c}"' for c in columns)
        con.execute(f"CREATE TABLE t ({cols})")
        con.executemany(f"INSERT INTO t VALUES ({', '.join('?' * len(columns))})", rows)
        proj = ", ".join(projection) if projection else cols
        sql = f"SELECT {proj} FROM t"
        if selection:
            sql += f" WHERE {selection}"
        if sort:
            sql += f" ORDER BY {sort}"
        cur = con.execute(sql)
        names = [d[0] for d in cur.description]
        return names, cur.fetchall()
    except sqlite3.Error as exc:
        raise ProviderError(str(exc)) from exc
    finally:
        con.close()


def matching_indexes(columns: Sequence[str], rows: Sequence[Row], selection: str | None) -> list[int]:
    """Indexes of ``rows`` that satisfy ``selection`` (all rows when it is empty)."""
    if not selection:
        return list(range(len(rows)))
    keyed = [(*row, i) for i, row in enumerate(rows)]
    _, found = select_rows([*columns, "__idx"], keyed, ["__idx"], selection, None)
    return [r[0] for r in found]
