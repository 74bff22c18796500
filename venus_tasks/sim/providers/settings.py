"""``content://settings/{global,system,secure}`` over the device's ``SettingsTables``.

Columns ``_id, name, value`` (AOSP ``SettingsProvider``, ``Settings.NameValueTable``).
A URI with a trailing name (``content://settings/system/screen_brightness``) addresses
one row.
"""

from __future__ import annotations

from typing import Any, Sequence

from venus_tasks.sim.providers.base import (SHELL_CALLER, Caller, ContentProvider, ProviderError,
                                            Row, Uri, matching_indexes, select_rows)
from venus_tasks.sim.system.settings_table import SettingsTables

COLUMNS = ("_id", "name", "value")


class SettingsProvider(ContentProvider):
    """``content://settings/<namespace>[/<name>]`` rows ``(_id, name, value)``."""

    authority = "settings"

    def __init__(self, tables: SettingsTables):
        self._tables = tables

    def _target(self, uri: Uri) -> tuple[str, str | None]:
        if not uri.segments or not self._tables.valid(uri.segments[0]):
            raise ProviderError(f"Invalid URI: {uri.raw}")
        return uri.segments[0], (uri.segments[1] if len(uri.segments) > 1 else None)

    def _rows(self, ns: str, name: str | None) -> list[Row]:
        return [(self._tables.row_id(ns, k), k, v) for k, v in self._tables.items(ns)
                if name is None or k == name]

    def query(self, uri: Uri, projection: Sequence[str] | None, selection: str | None,
              sort: str | None, caller: Caller = SHELL_CALLER) -> tuple[list[str], list[Row]]:
        ns, name = self._target(uri)
        return select_rows(COLUMNS, self._rows(ns, name), projection, selection, sort)

    def insert(self, uri: Uri, values: dict[str, Any], caller: Caller = SHELL_CALLER) -> str:
        ns, _ = self._target(uri)
        if "name" not in values:
            raise ProviderError("name is required")
        value = values.get("value")
        self._tables.put(ns, str(values["name"]), None if value is None else str(value))
        return f"content://settings/{ns}/{values['name']}"

    def update(self, uri: Uri, values: dict[str, Any], selection: str | None,
               caller: Caller = SHELL_CALLER) -> int:
        ns, name = self._target(uri)
        rows = self._rows(ns, name)
        hits = matching_indexes(COLUMNS, rows, selection)
        for i in hits:
            value = values.get("value")
            self._tables.put(ns, rows[i][1], None if value is None else str(value))
        return len(hits)

    def delete(self, uri: Uri, selection: str | None, caller: Caller = SHELL_CALLER) -> int:
        ns, name = self._target(uri)
        rows = self._rows(ns, name)
        hits = matching_indexes(COLUMNS, rows, selection)
        return sum(self._tables.delete(ns, rows[i][1]) for i in hits)
