"""What the suite knows about an Android app: package, launch activity, data stores, APK.

An ``App`` is pure data. Seed and read helpers live in each app's module and reach the
device only through ``venus_tasks.env.Device``.
"""

from __future__ import annotations

import dataclasses

# How an Android-opened database starts: ``SQLiteConnection.setLocaleFromConfiguration``
# (AOSP frameworks/base) runs these on every open of a database created through
# ``SQLiteOpenHelper`` or Room, before the app's own ``onCreate``. Running them twice is
# harmless, so they are safe to replay on a store that already has the table.
ANDROID_METADATA = (
    "CREATE TABLE IF NOT EXISTS android_metadata (locale TEXT)",
    "DELETE FROM android_metadata",
    "INSERT INTO android_metadata (locale) VALUES('en_US')",
)


def room_master(identity_hash: str) -> tuple[str, str]:
    """The two setup statements Room runs after ``createAllTables`` (``room_master_table``)."""
    return ("CREATE TABLE IF NOT EXISTS room_master_table (id INTEGER PRIMARY KEY,identity_hash TEXT)",
            f"INSERT OR REPLACE INTO room_master_table (id,identity_hash) VALUES(42, '{identity_hash}')")


# Shared-preferences keys every Simple Mobile Tools app writes on each launch
# (Simple-Commons ``ActivityKt.appLaunched``/``checkWhatsNew``: the storage paths it
# looked up, the app id, the launch counter, the orange-icon check, the navigation-bar
# colour it read, the last version it showed news for), in ``shared_prefs/Prefs.xml``.
SIMPLE_COMMONS_KEYS = ("internal_storage_path", "sd_card_path_2", "otg_partition_2", "otg_real_path_2",
                       "app_id", "app_run_count", "was_orange_icon_checked", "default_navigation_bar_color",
                       "navigation_bar_color", "last_version")


def simple_commons_self_written(app_name: str) -> tuple[str, ...]:
    """``App.self_written`` patterns of a Simple Mobile Tools app (``SIMPLE_COMMONS_KEYS``)."""
    return tuple(f"{app_name}:data/shared_prefs/Prefs.xml#{key}" for key in SIMPLE_COMMONS_KEYS)


def private_folders_self_written(app_name: str) -> tuple[str, ...]:
    """``App.self_written`` patterns for an app whose private folders hold only its own
    caches and bookkeeping, because what its user changes lives elsewhere and is guarded
    there (Settings: the settings tables; Contacts, Phone: their providers; Files: shared
    storage)."""
    return (f"{app_name}:data/*", f"{app_name}:data_de/*")


@dataclasses.dataclass(frozen=True)
class Database:
    """An SQLite store of an app.

    Attributes:
      path: absolute on-device path, e.g. ``/data/data/com.arduia.expense/databases/accounting.db``.
      schema: the statements the real app runs when it first creates the store, in order
        (``android_metadata`` for stores opened through Android's SQLite classes, Room's
        ``room_master_table`` with its identity hash, ``PRAGMA user_version``).
      tables: the tables tasks read or write, for documentation and schema tests.
    """

    path: str
    schema: tuple[str, ...]
    tables: tuple[str, ...] = ()


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
      apks: APK file names the suite accepts, preferred first (as AndroidWorld and
        VenusBench-Mobile name them); empty for preinstalled apps.
      version: the app version those APKs carry (``versionName``), "" if unknown.
      permissions: runtime permissions granted at set-up (``pm grant``).
      first_run: the texts ``--setup_device`` clicks, in order, to get past the screens
        the app shows on its first launch after install or ``pm clear`` (onboarding,
        permission and role dialogs), as AndroidWorld's ``env/setup_device/apps.py``
        clicks them; () for an app that opens on its main screen.
      source: where to get the APK.
      setup_files: device paths of data files AndroidWorld's set-up puts in place for the
        app (OsmAnd's offline map); ``--setup_device`` keeps them across the ``pm clear``
        it runs before the first-run click-through.
      self_written: what the app writes by itself while it runs (bookkeeping such as a
        launch counter or a last-used tab), as state-guard store patterns
        (``verifiers.guard.MayChange``), e.g. ``"clock:data_de/shared_prefs/*#selected_tab"``:
        never counted as the agent's change, in any task.
    """

    name: str
    package: str
    activity: str
    label: str
    aliases: tuple[str, ...] = ()
    databases: tuple[Database, ...] = ()
    storage_dirs: tuple[str, ...] = ()
    preinstalled: bool = False
    apks: tuple[str, ...] = ()
    version: str = ""
    permissions: tuple[str, ...] = ()
    first_run: tuple[str, ...] = ()
    source: str = ""
    setup_files: tuple[str, ...] = ()
    self_written: tuple[str, ...] = ()

    @property
    def data_dir(self) -> str:
        """The app's private data directory, ``/data/data/<package>``."""
        return f"/data/data/{self.package}"

    def matches(self, name: str) -> bool:
        """True if ``name`` (case-insensitive) is this app's name, label, alias or package."""
        n = name.strip().lower()
        return n in {self.name, self.label.lower(), self.package.lower(), *self.aliases}

    def matches_apk(self, filename: str) -> bool:
        """True if ``filename`` is one of this app's APK names, or ``<package>[_-]*.apk``."""
        base = filename.rsplit("/", 1)[-1]
        if base in self.apks:
            return True
        stem = base[:-4] if base.lower().endswith(".apk") else ""
        return bool(stem) and (stem == self.package or stem.startswith((self.package + "_",
                                                                          self.package + "-")))
