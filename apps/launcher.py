"""Folders on the home screen of the Pixel launcher (``com.google.android.apps.nexuslauncher``).

The launcher keeps its workspace in SQLite: ``databases/<grid dbFile>`` (``launcher.db``
for the 5x5 grid, ``launcher_4_by_5.db`` for 4x5, ... as ``res/xml/device_profiles.xml``
names them), table ``favorites`` (AOSP Launcher3 ``LauncherSettings.Favorites``, schema
``addTableToDb``, ``LauncherProvider.SCHEMA_VERSION`` 31, read at LineageOS/
android_packages_apps_Trebuchet ``lineage-20.0``). A folder is a row with ``itemType`` 2
(``ITEM_TYPE_FOLDER``) on the desktop (``container`` -100, ``CONTAINER_DESKTOP``) at a
free cell of the first screen; each app in it is a row with ``itemType`` 0
(``ITEM_TYPE_APPLICATION``), ``container`` the folder's ``_id``, its place in ``rank``, and
``intent`` the launch intent as ``Intent.toUri(0)`` writes it. The launcher reads the table
when it starts, so the helpers force-stop it and go home (it restarts and shows the folder).

``add_folder`` writes every launcher database present (the one of the current grid among
them); the simulated device has none until the first folder, so one ``launcher.db`` is
created with Launcher3's schema, as the launcher creates it. ``remove_folders`` deletes
the folders this module added (their titles end with nothing special: rows are found by
the ``_id`` range ``FIRST_ID`` and above, which the launcher's own items never reach on a
fresh emulator). Needs root, as every ``/data/data`` store (``sqlite_store.require_root``).
"""

from __future__ import annotations

import os
import shlex
import sqlite3
import tempfile
from typing import Mapping, Sequence

from apps import get_app
from apps.sqlite_store import require_root
from venus_tasks.env.device import Device, DeviceError

PACKAGE = "com.google.android.apps.nexuslauncher"
DB_DIR = f"/data/data/{PACKAGE}/databases"
DEFAULT_DB = "launcher.db"
ITEM_TYPE_APPLICATION, ITEM_TYPE_FOLDER = 0, 2
CONTAINER_DESKTOP = -100
FIRST_ID = 9000          # the _id of the first row this module writes
GRID = (4, 5)            # columns x rows searched for a free cell (every grid has at least these)
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS favorites (_id INTEGER PRIMARY KEY,title TEXT,intent TEXT,container INTEGER,"
    "screen INTEGER,cellX INTEGER,cellY INTEGER,spanX INTEGER,spanY INTEGER,itemType INTEGER,"
    "appWidgetId INTEGER NOT NULL DEFAULT -1,iconPackage TEXT,iconResource TEXT,icon BLOB,"
    "appWidgetProvider TEXT,modified INTEGER NOT NULL DEFAULT 0,restored INTEGER NOT NULL DEFAULT 0,"
    "profileId INTEGER DEFAULT 0,rank INTEGER NOT NULL DEFAULT 0,options INTEGER NOT NULL DEFAULT 0,"
    "appWidgetSource INTEGER NOT NULL DEFAULT -1)",
    "PRAGMA user_version = 31",
)


def launch_intent(component: str) -> str:
    """The ``intent`` column of an app item for launcher activity ``component``
    (``pkg/cls``): its MAIN/LAUNCHER intent as ``Intent.toUri(0)`` writes it (flags
    ``NEW_TASK | RESET_TASK_IF_NEEDED``)."""
    return ("#Intent;action=android.intent.action.MAIN;category=android.intent.category.LAUNCHER;"
            f"launchFlags=0x10200000;component={component};end")


def launcher_components(device: Device, packages: Sequence[str]) -> dict[str, str]:
    """Each package's launcher activity as the package manager resolves it (``cmd package
    resolve-activity --brief``: its last line is ``pkg/cls``; one round trip), else the
    catalogue's launch component (a device without the command). Launcher3 drops an item
    whose component is no launcher activity (the catalogue's is AndroidWorld's, e.g. VLC's
    ``MainActivity`` where the launcher alias is ``.StartActivity``).

    Raises:
      KeyError: a package that is not a catalogue app.
    """
    fallback = {p: get_app(p).activity for p in packages}
    parts = [["cmd", "package", "resolve-activity", "--brief", "-a", "android.intent.action.MAIN", "-c",
              "android.intent.category.LAUNCHER", p] for p in packages]
    out = {}
    for package, r in zip(packages, device.run_parts(parts, readonly=True)):
        last = (r.stdout.strip().splitlines() or [""])[-1].strip()
        out[package] = last if r.exit_code == 0 and last.startswith(package + "/") else fallback[package]
    return out


def _databases(device: Device) -> tuple[list[str], str]:
    """(the launcher databases present, the owner ``user:group`` of the launcher's data)."""
    q = shlex.quote
    out = device.run(f"mkdir -p {q(DB_DIR)}; owner=$(stat -c %U:%G {q(os.path.dirname(DB_DIR))}); "
                     f"chown $owner {q(DB_DIR)}; echo $owner; ls {q(DB_DIR)}")
    owner, *names = out.splitlines()
    return sorted(n for n in names if n.startswith("launcher") and n.endswith(".db")), owner


def _edit(device: Device, edit) -> None:
    """Run ``edit(conn)`` on a copy of each launcher database (or a new ``launcher.db``),
    push them back with their owner, then restart the launcher at home."""
    require_root(device)
    names, owner = _databases(device)
    q = shlex.quote
    device.run(f"am force-stop {PACKAGE}")
    with tempfile.TemporaryDirectory(prefix="venus-launcher-") as tmp:
        for name in names or [DEFAULT_DB]:
            remote, local = f"{DB_DIR}/{name}", os.path.join(tmp, name)
            if name in names:
                with open(local, "wb") as f:
                    f.write(device.pull_bytes(remote))
            conn = sqlite3.connect(local)
            try:
                for stmt in SCHEMA:
                    if "user_version" not in stmt or name not in names:
                        conn.execute(stmt)
                edit(conn)
                conn.commit()
            finally:
                conn.close()
            with open(local, "rb") as f:
                device.push_bytes(f.read(), remote, mode=0o660)
            device.run(f"rm -f {q(remote)}-wal {q(remote)}-shm {q(remote)}-journal; chown {q(owner)} {q(remote)}; "
                       f"restorecon {q(remote)}; exit 0")
    device.run("input keyevent 3")


def _free_cell(conn: sqlite3.Connection) -> tuple[int, int]:
    taken = set()
    for x, y, w, h in conn.execute("SELECT cellX, cellY, spanX, spanY FROM favorites WHERE container=? AND screen=0",
                                   (CONTAINER_DESKTOP,)):
        taken |= {(x + i, y + j) for i in range(max(1, w or 1)) for j in range(max(1, h or 1))}
    cols, rows = GRID
    free = [(x, y) for y in range(rows - 1, -1, -1) for x in range(cols) if (x, y) not in taken]
    if not free:
        raise DeviceError("the launcher's first screen has no free cell for a folder")
    return free[0]


def add_folder(device: Device, title: str, packages: Sequence[str]) -> None:
    """Put a folder named ``title`` holding ``packages`` (in this order) on the first home
    screen, after removing the folders this module added before (``add_folders``)."""
    add_folders(device, {title: packages})


def add_folders(device: Device, folders: Mapping[str, Sequence[str]]) -> None:
    """Put one folder per ``{title: packages}`` (apps in order) on free cells of the first
    home screen, after removing the folders this module added before; one launcher restart.

    Raises:
      ValueError: a folder without packages, or a package that is not a catalogue app.
      DeviceError: no root, or no free cell.
    """
    for title, packages in folders.items():
        if not packages:
            raise ValueError(f"folder {title!r} needs at least one app")
    components = launcher_components(device, [p for ps in folders.values() for p in ps])
    rows = [(title, [(get_app(p).label, launch_intent(components[p])) for p in packages])
            for title, packages in folders.items()]

    def edit(conn: sqlite3.Connection) -> None:
        conn.execute("DELETE FROM favorites WHERE _id >= ?", (FIRST_ID,))
        next_id = FIRST_ID
        for title, items in rows:
            x, y = _free_cell(conn)
            folder_id, next_id = next_id, next_id + 1
            conn.execute("INSERT INTO favorites (_id, title, container, screen, cellX, cellY, spanX, spanY, itemType, "
                         "rank) VALUES (?, ?, ?, 0, ?, ?, 1, 1, ?, 0)",
                         (folder_id, title, CONTAINER_DESKTOP, x, y, ITEM_TYPE_FOLDER))
            for rank, (label, intent) in enumerate(items):
                conn.execute("INSERT INTO favorites (_id, title, intent, container, screen, cellX, cellY, spanX, "
                             "spanY, itemType, rank) VALUES (?, ?, ?, ?, 0, ?, ?, 1, 1, ?, ?)",
                             (next_id, label, intent, folder_id, rank % 4, rank // 4, ITEM_TYPE_APPLICATION, rank))
                next_id += 1

    _edit(device, edit)


def remove_folders(device: Device) -> None:
    """Delete the folders (and their items) ``add_folder`` wrote; nothing else changes."""
    _edit(device, lambda conn: conn.execute("DELETE FROM favorites WHERE _id >= ?", (FIRST_ID,)))


__all__ = ["PACKAGE", "add_folder", "add_folders", "launch_intent", "launcher_components", "remove_folders"]
