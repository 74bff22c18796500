"""State guards: what an episode changed on the device beyond what its task allows.

A task declares what the agent may change (``MayChange``); everything else must be as it
was when the episode started:

* the ``settings`` tables (global, system, secure);
* the database tables of the task's apps (``App.databases``, read row by row);
* every file in shared storage (``/sdcard``: Download, Documents, DCIM, Pictures, Music,
  Movies, Recordings, ``Android/data`` ..., by MD5);
* every catalogue app's private folders (``/data/data/<package>/`` and
  ``/data/user_de/0/<package>/``: databases, files, and each key of its shared
  preferences), helper apps included;
* the rows of the contacts, SMS, MMS and call-log providers (``content query``);
* the Clock's alarms, timers and stopwatch, Chrome's history and bookmarks.

``snapshot`` reads all of it in one read-only shell round trip (``verifiers.guard_reads``
says what each part reads) plus a pull per database of the task's apps that
``sqlite_store`` does not already know; ``unexpected_changes`` lists what differs outside
the allowance, one readable line per change (``verifiers.guard_describe``).

Some things change without the agent: settings Android writes by itself while apps are
used (IME and SystemUI bookkeeping, the theme timestamp, ``zen_duration``, which
AndroidWorld's ``adb_utils.get_all_settings`` drops as well: ``SYSTEM_WRITTEN``), files
Android or the harness writes (``SYSTEM_WRITTEN_STORES``: MediaProvider's thumbnails, the
harness's own ``uiautomator dump`` file, app caches in ``Android/data``), and what each
app writes for itself when it runs (``App.self_written``). None of them counts.
"""

from __future__ import annotations

import collections
import dataclasses
import fnmatch
from typing import Any, Iterable, Mapping

import apps
from apps import sqlite_store
from venus_tasks.env.device import NAMESPACES, UI_DUMP_PATH, Device, settings_list_command
from verifiers import guard_describe, guard_reads

# "namespace key" patterns (fnmatch) of settings the system writes on its own.
SYSTEM_WRITTEN = (
    "global zen_duration",                                # AndroidWorld get_all_settings drops it
    "secure theme_customization_overlay_packages",        # carries an _applied_timestamp
    # written when an IME first shows (InputMethodManagerService bookkeeping)
    "secure selected_input_method_subtype", "secure input_methods_subtype_history",
    "global boot_count", "global ntp_*",
)
# "store:item" patterns of files Android or the harness writes: MediaProvider's thumbnail
# folders (MediaProvider.ensureThumbnail: <volume>/<standard folder>/.thumbnails/), app
# caches in shared storage (Context.getExternalCacheDir), the harness's UI dump
# (Device.ui_dump).
SYSTEM_WRITTEN_STORES = (
    "files:*/.thumbnails/*", "files:Android/data/*/cache/*",
    "files:" + UI_DUMP_PATH.removeprefix("/sdcard/"),
)
# Tables Android and Room keep for themselves in every app database.
_BOOKKEEPING_TABLES = ("android_metadata", "room_master_table", "sqlite_sequence", "sqlite_stat1")


def system_written(namespace: str, key: str) -> bool:
    """True for a setting Android writes by itself (``SYSTEM_WRITTEN``)."""
    return any(fnmatch.fnmatchcase(f"{namespace} {key}", p) for p in SYSTEM_WRITTEN)


@dataclasses.dataclass(frozen=True)
class MayChange:
    """What the agent may change in an episode: ``fnmatch`` globs over settings and store
    items. It is the only way a task allows a change; the guard fails the episode for
    any other.

    Attributes:
      settings: ``"namespace key"`` patterns, e.g. ``"system screen_brightness*"``.
      stores: ``"<store>:<item>"`` patterns. The stores and their items:

        ========================================  =============================================
        ``"<app>:<table>"``                       a table of a database of one of the task's
                                                  apps (``App.databases``): ``"pro expense:expense"``
        ``"files:<path>"``                        a file in shared storage, relative to
                                                  ``/sdcard``: ``"files:Download/*"``,
                                                  ``"files:Documents/report.txt"``
        ``"<app>:<path>"``                        the same, relative to one of the app's
                                                  storage folders (``App.storage_dirs``):
                                                  ``"markor:Trips/*"`` is
                                                  ``"files:Documents/Markor/Trips/*"``
        ``"<app>:data/<path>"``                   a file in ``/data/data/<package>/``
                                                  (``data_de/`` for ``/data/user_de/0/<package>/``):
                                                  ``"simple draw pro:data/files/*"``
        ``"<app>:data/shared_prefs/<f>#<key>"``   one key of a shared-preferences file there
        ``"contacts:rows"``                       the contacts provider's contacts
        ``"sms:messages"``, ``"sms:mms"``         ``content://sms``, ``content://mms``
        ``"call_log:calls"``                      ``content://call_log/calls``
        ``"clock:alarms"``, ``"clock:timers"``,   the Clock's alarms, timers and stopwatch
        ``"clock:stopwatch"``
        ``"chrome:history"``, ``"chrome:bookmarks"``  Chrome's history and bookmarks
        ========================================  =============================================

        ``"sms:*"`` allows every SMS and MMS change, ``"markor:*"`` everything of Markor.
        A refused change's line in ``verdict["unexpected_changes"]`` starts with the item
        as it is spelled here, so it can be copied into an allowance.
      adds: ``"<store>:<item>"`` patterns of rows stores (providers, databases) that may
        only gain rows: every row there before is still there, unchanged. What a noise
        event writes by itself is allowed so (an incoming message adds its row; deleting
        a conversation during that episode is still refused).
    """

    settings: tuple[str, ...] = ()
    stores: tuple[str, ...] = ()
    adds: tuple[str, ...] = ()

    def allows_setting(self, namespace: str, key: str) -> bool:
        """True if the task allows changing this setting or Android writes it by itself."""
        name = f"{namespace} {key}"
        return system_written(namespace, key) or any(fnmatch.fnmatchcase(name, p) for p in self.settings)

    def allows_store(self, app: str, item: str) -> bool:
        """True if the task allows changing item ``item`` of store ``app`` (a pattern
        matches ``"<store>:<item>"``; see the class docstring)."""
        return any(fnmatch.fnmatchcase(f"{app}:{item}", p) for p in self.stores)

    def allows_file(self, rel: str) -> bool:
        """True if the task allows changing the shared-storage file ``/sdcard/<rel>``, as
        ``files:<rel>`` or under the storage folder of an app (``"<app>:<path>"``)."""
        return any(self.allows_store(store, item) for store, item in _file_names(rel))

    def allows_adds(self, app: str, item: str) -> bool:
        """True if ``adds`` names item ``item`` of store ``app`` (rows may come to it)."""
        return any(fnmatch.fnmatchcase(f"{app}:{item}", p) for p in self.adds)

    def allows_added_rows(self, app: str, item: str, old: Any, new: Any) -> bool:
        """True if ``adds`` names item ``item`` of store ``app`` and ``new`` only adds rows
        to ``old`` (both ``Records``, or ``old`` None: the store appeared)."""
        if not self.allows_adds(app, item):
            return False
        if not isinstance(new, guard_reads.Records) or new.error or not (old is None or isinstance(old, guard_reads.Records)):
            return False
        if old is not None and old.error:
            return False
        kept = collections.Counter(old.rows if old is not None else ())
        return not kept - collections.Counter(new.rows)

    def plus(self, other: "MayChange") -> "MayChange":
        """The union of both allowances."""
        return MayChange(tuple(dict.fromkeys(self.settings + other.settings)),
                         tuple(dict.fromkeys(self.stores + other.stores)),
                         tuple(dict.fromkeys(self.adds + other.adds)))


def _file_names(rel: str) -> list[tuple[str, str]]:
    """``(store, item)`` names of ``/sdcard/<rel>``: ``("files", rel)`` and one per app
    storage folder holding it."""
    names = [("files", rel)]
    for app in apps.catalogue():
        for folder in app.storage_dirs:
            below = _below(folder)
            if below is not None and rel.startswith(below + "/"):
                names.append((app.name, rel[len(below) + 1:]))
    return names


def _below(folder: str) -> str | None:
    """``folder`` relative to shared storage, or None if it is not in it."""
    for root in ("/sdcard/", guard_reads.SHARED + "/"):
        if folder.startswith(root):
            return folder[len(root):].rstrip("/")
    return None


def _always(shared: bool = False) -> MayChange:
    """What never counts: ``SYSTEM_WRITTEN_STORES`` and every app's ``self_written``; with
    ``shared``, for shared-storage files, without the patterns of private folders
    (``<app>:data/...``: the Files app's own ``files:data/*`` is not ``/sdcard/data``)."""
    own = (p for a in apps.catalogue() for p in a.self_written)
    if shared:
        own = (p for p in own if not p.partition(":")[2].startswith(("data/", "data_de/")))
    return MayChange(stores=SYSTEM_WRITTEN_STORES + tuple(own))


@dataclasses.dataclass(frozen=True)
class DeviceState:
    """Settings and stores at one moment.

    Attributes:
      settings: ``{(namespace, key): value}``.
      stores: ``{(store, item): value}`` (names as in ``MayChange``): a table of one of
        the task's apps is its sorted rows as text; the other values are
        ``verifiers.guard_reads`` ``FileSum``, ``Pref``, ``PrefGroup`` or ``Records``.
      app_names: the task's apps (a file in one of their storage folders is named
        under the app in the report, e.g. ``markor:Trips/a.md``).
    """

    settings: Mapping[tuple[str, str], str]
    stores: Mapping[tuple[str, str], Any]
    app_names: tuple[str, ...] = ()


def snapshot(device: Device, app_names: Iterable[str]) -> DeviceState:
    """Read the settings and every guarded store (see the module docstring). Round trips:
    one read-only shell call (``run_parts``: the settings, which of the task's databases
    exist, and ``guard_reads.reads``), then a pull per database file of ``app_names``
    that ``sqlite_store`` does not already know (it knows what it last wrote while
    nothing else ran)."""
    names = tuple(dict.fromkeys(app_names))
    mine = [apps.get_app(n) for n in names]
    mine_dbs = [(app, db) for app in mine for db in app.databases]
    reads = guard_reads.reads(apps.catalogue(), {db.path for _, db in mine_dbs})
    parts = [settings_list_command(NAMESPACES), sqlite_store.presence_command([db for _, db in mine_dbs]),
             *(r.command for r in reads)]
    settings, present, *rest = device.run_parts(parts, readonly=True)
    stores: dict[tuple[str, str], Any] = {}
    for read, result in zip(reads, rest):
        stores.update(read.parse(result.stdout))
    found = set(present.stdout.splitlines())
    for app, db in mine_dbs:
        stores.update({(app.name, t): rows for t, rows in _tables(device, app, db, found).items()})
    listed = device.parse_settings_list(settings, NAMESPACES)
    return DeviceState({(ns, k): v for ns, table in listed.items() for k, v in table.items()}, stores, names)


def unexpected_changes(before: DeviceState, after: DeviceState, allowed: MayChange) -> list[str]:
    """Lines describing each change from ``before`` to ``after`` that ``allowed`` does
    not cover (nor ``SYSTEM_WRITTEN``, ``SYSTEM_WRITTEN_STORES``, ``App.self_written``),
    e.g. ``"settings global airplane_mode_on: '0' -> '1'"``,
    ``"contacts:rows: contact added (display_name='Zed Ink', number='555-0100')"``,
    ``"files:Download/x.pdf: file added /sdcard/Download/x.pdf"``; [] when there is none."""
    out = []
    for ns, key in sorted(set(before.settings) | set(after.settings)):
        old, new = before.settings.get((ns, key)), after.settings.get((ns, key))
        if old != new and not allowed.allows_setting(ns, key):
            out.append(f"settings {ns} {key}: {old!r} -> {new!r}")
    always, always_shared = _always(), _always(shared=True)
    for store, item in sorted(set(before.stores) | set(after.stores)):
        old, new = before.stores.get((store, item)), after.stores.get((store, item))
        if old == new:
            continue
        if store == "files" and _shared(old if new is None else new):
            if allowed.allows_file(item) or always_shared.allows_file(item):
                continue
            shown = _file_key(item, after.app_names or before.app_names)
        else:
            if allowed.allows_store(store, item) or always.allows_store(store, item) \
                    or allowed.allows_added_rows(store, item, old, new):
                continue
            shown = f"{store}:{item}"
        out.extend(guard_describe.describe(shown, old, new))
    return out


def _shared(value: Any) -> bool:
    """A shared-storage file (the Files app's own private files are ``files:data/...`` too)."""
    return isinstance(value, guard_reads.FileSum) and value.path.startswith("/sdcard/")


def _file_key(rel: str, app_names: tuple[str, ...]) -> str:
    """How to name ``/sdcard/<rel>``: under a storage folder of one of the task's apps
    (``markor:Trips/a.md``), else ``files:<rel>``."""
    for store, item in _file_names(rel)[1:]:
        if store in app_names:
            return f"{store}:{item}"
    return f"files:{rel}"


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
