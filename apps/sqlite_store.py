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
import shlex
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
def pulled(device: Device, app: App, db: Database, write: bool = False,
           create: bool = True) -> Iterator[sqlite3.Connection]:
    """A host-side connection to a copy of ``db``; with ``write`` the copy is pushed back.
    A database the app has not created yet is created first (the app is launched), or,
    with ``create=False``, ``FileNotFoundError`` is raised (nothing launched).

    A read copies the database with its ``-wal``/``-shm`` companions and leaves the app
    running (a round verified mid-episode must not close the agent's app); a write
    force-stops the app first, so that it neither overwrites the pushed file nor keeps a
    stale copy in memory.

    Yields:
      ``sqlite3.Connection`` with ``row_factory = sqlite3.Row``.
    """
    require_root(device)
    present = _present(device, db.path)
    if db.path not in present:
        if not create:
            raise FileNotFoundError(db.path)
        ensure_created(device, app, db)
        present = _present(device, db.path)
    q = shlex.quote
    # a write stops the app and reads the file's owner in one round trip
    owner = device.run(f"am force-stop {q(app.package)}; stat -c %U:%G {q(db.path)}") if write else ""
    with tempfile.TemporaryDirectory(prefix="venus-db-") as tmp:
        local = os.path.join(tmp, os.path.basename(db.path))
        for path in present:
            try:
                data = device.pull_bytes(path)
            except FileNotFoundError:   # a companion the running app just checkpointed away
                continue
            with open(local + path[len(db.path):], "wb") as f:
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
            # one round trip: the pushed file is checkpointed, so stale companions go; the
            # owner is put back (checked); the SELinux label of an app data file (best effort)
            stale = " ".join(q(db.path + suffix) for suffix in _COMPANIONS)
            device.run(f"rm -f {stale}; chown {q(owner)} {q(db.path)} || exit 5; restorecon {q(db.path)}; exit 0")


def _present(device: Device, path: str) -> list[str]:
    """Which of ``path`` and its ``-wal``/``-shm``/``-journal`` companions exist (one round trip)."""
    names = [path + suffix for suffix in ("", *_COMPANIONS)]
    listed = " ".join(shlex.quote(n) for n in names)
    out = device.shell(f'for f in {listed}; do [ -e "$f" ] && echo "$f"; done; exit 0').stdout
    found = set(out.splitlines())
    return [n for n in names if n in found]


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
