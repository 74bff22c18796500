"""Reading and editing an app's SQLite store the way AndroidWorld does.

The app is force-stopped, the database (with its ``-wal``/``-shm`` companions) is pulled
to a temporary folder, queried or edited there with Python's ``sqlite3``, and pushed back
with the app's owner restored (``sqlite_utils``/``file_utils`` in AndroidWorld,
``task_evals/utils/sqlite_utils.py``). ``/data/data`` needs root: ``Device.root``
raises a ``DeviceError`` that says how to fix a device without it.

If the store does not exist yet, the app is launched once so that it creates it with
its own schema (AndroidWorld launches the app for the same reason).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
import time
from typing import Any, Iterator

from apps.base import App, Database
from venus_tasks.env.device import Device, DeviceError

_COMPANIONS = ("-wal", "-shm", "-journal")

ROOT_HELP = (
    "app databases under /data/data can only be read and written as root. Run the suite on "
    "an emulator with a `google_apis` system image (e.g. "
    "`sdkmanager 'system-images;android-33;google_apis;x86_64'`), not a `google_apis_playstore` "
    "one, whose adbd refuses `adb root`; or use the built-in simulated device (run without --device and with no device attached)")


def require_root(device: Device) -> None:
    """``adb root`` or a ``DeviceError`` that says how to get a rootable device."""
    try:
        device.root()
    except DeviceError as e:
        raise DeviceError(f"{device.serial}: {ROOT_HELP}. ({e})") from e


def ensure_created(device: Device, app: App, db: Database, timeout: float = 15.0) -> None:
    """Launch ``app`` once if ``db`` does not exist, wait for it, then force-stop the app.

    Raises:
      DeviceError: the store did not appear within ``timeout`` seconds.
    """
    require_root(device)
    if device.exists(db.path):
        return
    device.start_activity(app.activity)
    deadline = time.monotonic() + timeout
    while not device.exists(db.path):
        if time.monotonic() > deadline:
            raise DeviceError(f"{app.label} did not create {db.path} within {timeout:.0f} s of launch")
        time.sleep(0.2)
    device.force_stop(app.package)


@contextlib.contextmanager
def pulled(device: Device, app: App, db: Database, write: bool = False) -> Iterator[sqlite3.Connection]:
    """A host-side connection to a copy of ``db``; with ``write`` the copy is pushed back.

    A read copies the database with its ``-wal``/``-shm`` companions and leaves the app
    running (a round verified mid-episode must not close the agent's app); a write
    force-stops the app first, so that it neither overwrites the pushed file nor keeps a
    stale copy in memory.

    Yields:
      ``sqlite3.Connection`` with ``row_factory = sqlite3.Row``.
    """
    ensure_created(device, app, db)
    if write:
        device.force_stop(app.package)
    owner = device.run(["stat", "-c", "%U:%G", db.path]) if write else ""
    with tempfile.TemporaryDirectory(prefix="venus-db-") as tmp:
        local = os.path.join(tmp, os.path.basename(db.path))
        for suffix in ("", *_COMPANIONS):
            try:
                data = device.pull_bytes(db.path + suffix)
            except FileNotFoundError:
                continue
            with open(local + suffix, "wb") as f:
                f.write(data)
        conn = sqlite3.connect(local)
        conn.row_factory = sqlite3.Row
        try:
            yield conn
            if write:
                conn.commit()
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()
        if write:
            with open(local, "rb") as f:
                device.push_bytes(f.read(), db.path, mode=0o660)
            for suffix in _COMPANIONS:  # the pushed file is checkpointed: stale companions go
                device.remove(db.path + suffix)
            device.run(["chown", owner, db.path])
            device.shell(["restorecon", db.path])  # SELinux label of an app data file


def query(device: Device, app: App, db: Database, sql: str, args: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
    """Run a read-only query on a pulled copy; rows as dicts."""
    with pulled(device, app, db) as conn:
        return [dict(r) for r in conn.execute(sql, args)]


def reset(device: Device, app: App) -> None:
    """``pm clear`` the app (unless it opts out, ``App.clear_on_reset``) and let it create
    its stores again, empty."""
    if app.clear_on_reset:
        device.clear_app(app.package)
    for db in app.databases:
        ensure_created(device, app, db)
