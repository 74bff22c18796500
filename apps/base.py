"""What the suite knows about an Android app: package, launch activity, data stores.

An ``App`` is pure data. Seed and read helpers live in each app's module and reach the
device only through ``venus_tasks.env.Device``.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Database:
    """An SQLite store of an app.

    Attributes:
      path: absolute on-device path, e.g. ``/data/data/com.arduia.expense/databases/accounting.db``.
      schema: the DDL the real app runs when it first creates the store, in order
        (Room apps include ``room_master_table`` and its identity hash).
    """

    path: str
    schema: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class App:
    """An app the suite drives.

    Attributes:
      name: canonical name used in tasks' ``app_names`` (lower case, e.g. ``"pro expense"``).
      package: Android package name.
      activity: launch component ``package/.Activity`` as ``am start -n`` takes it.
      label: launcher label shown under the icon.
      aliases: other names agents may use with ``open_app`` (lower case).
      databases: SQLite stores the app creates on first launch.
      storage_dirs: folders in shared storage the app reads and writes.
      preinstalled: part of the system image (not installed from an APK).
    """

    name: str
    package: str
    activity: str
    label: str
    aliases: tuple[str, ...] = ()
    databases: tuple[Database, ...] = ()
    storage_dirs: tuple[str, ...] = ()
    preinstalled: bool = False

    @property
    def data_dir(self) -> str:
        """The app's private data directory, ``/data/data/<package>``."""
        return f"/data/data/{self.package}"

    def matches(self, name: str) -> bool:
        """True if ``name`` (case-insensitive) is this app's name, label, alias or package."""
        n = name.strip().lower()
        return n in {self.name, self.label.lower(), self.package.lower(), *self.aliases}
