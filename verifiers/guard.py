"""State guards: what an episode changed on the device beyond what its task allows.

A task declares what the agent may change (``MayChange``); everything else in the
``settings`` tables (global, system, secure) and in the stores of the task's apps (every
table of their SQLite databases, every file under their shared-storage folders) must be
as it was when the episode started. The stores of every other catalogue app are
fingerprinted too (MD5 of their database files and of the files in their folders, in
the same shell round trip): the agent may change none of them. ``snapshot`` reads that state, ``unexpected_changes``
lists what differs outside the allowance, one readable line per change.

Some settings Android writes by itself while apps are used (IME and SystemUI
bookkeeping, the theme timestamp, ``zen_duration``, which AndroidWorld's
``adb_utils.get_all_settings`` drops as well); they are in ``SYSTEM_WRITTEN`` and never
count as the agent's change.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import shlex
from typing import Any, Iterable, Mapping

import apps
from apps import sqlite_store
from venus_tasks.env.device import NAMESPACES, Device, settings_list_command

# "namespace key" patterns (fnmatch) of settings the system writes on its own.
SYSTEM_WRITTEN = (
    "global zen_duration",                                # AndroidWorld get_all_settings drops it
    "secure theme_customization_overlay_packages",        # carries an _applied_timestamp
    # written when an IME first shows (InputMethodManagerService bookkeeping)
    "secure selected_input_method_subtype", "secure input_methods_subtype_history",
    "global boot_count", "global ntp_*",
)
# Tables Android and Room keep for themselves in every app database.
_BOOKKEEPING_TABLES = ("android_metadata", "room_master_table", "sqlite_sequence", "sqlite_stat1")


def system_written(namespace: str, key: str) -> bool:
    """True for a setting Android writes by itself (``SYSTEM_WRITTEN``)."""
    return any(fnmatch.fnmatchcase(f"{namespace} {key}", p) for p in SYSTEM_WRITTEN)


@dataclasses.dataclass(frozen=True)
class MayChange:
    """What the agent may change in an episode (all patterns are ``fnmatch`` globs).

    Attributes:
      settings: ``"namespace key"`` patterns, e.g. ``"system screen_brightness*"``.
      stores: ``"app name:table"`` for a database table or ``"app name:path"`` for files
        under one of the app's storage folders (a path glob relative to that folder), e.g.
        ``"pro expense:expense"``, ``"markor:Trips/*"``.
    """

    settings: tuple[str, ...] = ()
    stores: tuple[str, ...] = ()

    def allows_setting(self, namespace: str, key: str) -> bool:
        """True if the task allows changing this setting or Android writes it by itself."""
        name = f"{namespace} {key}"
        return system_written(namespace, key) or any(fnmatch.fnmatchcase(name, p) for p in self.settings)

    def allows_store(self, app: str, item: str) -> bool:
        """True if the task allows changing table or file ``item`` of ``app``."""
        return any(fnmatch.fnmatchcase(f"{app}:{item}", p) for p in self.stores)


@dataclasses.dataclass(frozen=True)
class DeviceState:
    """Settings and app stores at one moment.

    Attributes:
      settings: ``{(namespace, key): value}``.
      stores: ``{(app name, item): content}``; an item is a table name (content: the
        sorted rows as text) or a file path relative to a storage folder (content: its
        MD5).
      others: ``{(app name, absolute path): MD5}`` of the database and folder files of
        every other catalogue app.
    """

    settings: Mapping[tuple[str, str], str]
    stores: Mapping[tuple[str, str], Any]
    others: Mapping[tuple[str, str], str] = dataclasses.field(default_factory=dict)


def snapshot(device: Device, app_names: Iterable[str]) -> DeviceState:
    """Read the settings, the stores of ``app_names`` and the fingerprints of the other
    apps' stores (see ``DeviceState``). Round trips: one read-only shell call (the
    settings, the MD5 of every store file found by ``find ... -exec md5sum {} +``, which
    of ``app_names``' databases exist), then a pull per database file of ``app_names``
    that ``sqlite_store`` does not already know (it knows what it last wrote while
    nothing else ran)."""
    mine = [apps.get_app(n) for n in dict.fromkeys(app_names)]
    others = [a for a in apps.catalogue() if a not in mine]
    mine_dbs = [(app, db) for app in mine for db in app.databases]
    own_folders = {folder: app for app in mine for folder in app.storage_dirs}
    other_folders = {folder: app.name for app in others for folder in app.storage_dirs}
    other_dbs = {db.path + suffix: app.name for app in others for db in app.databases
                 for suffix in ("", "-wal", "-journal")}
    parts = [settings_list_command(NAMESPACES),
             _md5_command(list(other_folders), sorted(other_dbs)),
             _md5_command(list(own_folders), []),
             sqlite_store.presence_command([db for _, db in mine_dbs])]
    settings, theirs, own, present = device.run_parts(parts, readonly=True)
    found = set(present.stdout.splitlines())
    stores: dict[tuple[str, str], Any] = {}
    for app, db in mine_dbs:
        stores.update({(app.name, t): rows for t, rows in _tables(device, app, db, found).items()})
    for path, digest in _md5_lines(own.stdout).items():
        folder = next((f for f in own_folders if path.startswith(f.rstrip("/") + "/")), None)
        if folder:
            stores[(own_folders[folder].name, path[len(folder.rstrip("/")) + 1:])] = digest
    owner = dict(other_dbs)
    for path in _md5_lines(theirs.stdout):
        folder = next((f for f in other_folders if path.startswith(f.rstrip("/") + "/")), None)
        if folder:
            owner[path] = other_folders[folder]
    listed = device.parse_settings_list(settings, NAMESPACES)
    return DeviceState({(ns, k): v for ns, table in listed.items() for k, v in table.items()}, stores,
                       {(owner[p], p): d for p, d in _md5_lines(theirs.stdout).items() if p in owner})


def unexpected_changes(before: DeviceState, after: DeviceState, allowed: MayChange) -> list[str]:
    """Lines describing each change from ``before`` to ``after`` that ``allowed`` does
    not cover, e.g. ``"settings global airplane_mode_on: '0' -> '1'"`` or
    ``"pro expense:expense changed (12 rows -> 13 rows)"``; [] when there is none."""
    out = []
    for ns, key in sorted(set(before.settings) | set(after.settings)):
        old, new = before.settings.get((ns, key)), after.settings.get((ns, key))
        if old != new and not allowed.allows_setting(ns, key):
            out.append(f"settings {ns} {key}: {old!r} -> {new!r}")
    for app, item in sorted(set(before.stores) | set(after.stores)):
        old, new = before.stores.get((app, item)), after.stores.get((app, item))
        if old != new and not allowed.allows_store(app, item):
            out.append(f"{app}:{item} {_describe(old, new)}")
    for app, path in sorted(set(before.others) | set(after.others)):
        old, new = before.others.get((app, path)), after.others.get((app, path))
        if old != new:
            out.append(f"{app}:{path} {_describe(old, new)} (an app the task does not use)")
    return out


def _describe(old: Any, new: Any) -> str:
    if old is None:
        return "was added"
    if new is None:
        return "was removed"
    if isinstance(old, tuple):
        return f"changed ({len(old)} rows -> {len(new)} rows)"
    return "was edited"


def _tables(device: Device, app, db, present: set[str]) -> dict[str, tuple[str, ...]]:
    """Every table of ``db`` as sorted row reprs; {} when the app has not created it
    (``present``: the database files that exist)."""
    try:
        with sqlite_store.pulled(device, app, db, create=False, present=present) as conn:
            names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
                     if r[0] not in _BOOKKEEPING_TABLES]
            return {t: tuple(sorted(repr(tuple(r)) for r in conn.execute(f'SELECT * FROM "{t}"')))
                    for t in names}
    except FileNotFoundError:
        return {}


def _md5_command(folders: list[str], paths: list[str]) -> str:
    """Shell text printing toybox ``md5sum`` lines (``<hex>  <path>``) of every file under
    ``folders`` and of those of ``paths`` that exist (missing ones are not an error)."""
    q = shlex.quote
    cmds = [f"find {' '.join(q(f) for f in folders)} -type f -exec md5sum {{}} + 2>/dev/null"] if folders else []
    if paths:
        cmds.append(f"md5sum {' '.join(q(p) for p in paths)} 2>/dev/null")
    return "; ".join(cmds + ["exit 0"])


def _md5_lines(text: str) -> dict[str, str]:
    """``{path: md5}`` from ``md5sum`` output."""
    out = {}
    for line in text.splitlines():
        digest, _, path = line.partition("  ")
        if path:
            out[path] = digest
    return out
