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
from typing import Any, Iterator

from apps.base import App, Database
from venus_tasks.env.device import ActivityNotStartedError, Device, DeviceError

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
    """Launch ``app`` once if ``db`` does not exist, wait for it, then force-stop the app
    (one shell round trip, ``_create``).

    Raises:
      DeviceError: the store did not appear within ``timeout`` seconds, or the app did
        not start.
    """
    require_root(device)
    _create(device, app, [db], clear=False, timeout=timeout)


def _create(device: Device, app: App, dbs: list[Database], clear: bool, timeout: float = 15.0) -> None:
    """In one shell script: ``pm clear`` the app (with ``clear``); if any of ``dbs`` is
    missing, launch the app, poll every 0.2 s until all exist, then force-stop it (toybox
    ``sh``: no arithmetic, so the polls are a fixed word list).

    Raises:
      DeviceError: ``pm clear`` failed, ``am start`` printed an error, or the stores did
        not appear within ``timeout`` seconds.
    """
    q = shlex.quote
    all_exist = " && ".join(f"[ -e {q(db.path)} ]" for db in dbs) or "true"
    polls = " ".join(str(i) for i in range(1, max(1, round(timeout / 0.2)) + 1))
    script = (("pm clear " + q(app.package) + " >/dev/null || exit 5; " if clear else "")
              + f"if {all_exist}; then exit 0; fi; "
              f"out=$(am start -n {q(app.activity)} 2>&1); "
              f'if echo "$out" | grep -q Error; then echo "$out"; exit 7; fi; '
              f"for i in {polls}; do if {all_exist}; then am force-stop {q(app.package)}; exit 0; fi; "
              f"sleep 0.2; done; exit 6")
    r = device.shell(script, timeout=timeout + 15)
    if r.exit_code == 5:
        raise DeviceError(f"{device.serial}: pm clear {app.package} failed: {(r.stderr or r.stdout).strip()}")
    if r.exit_code == 7:
        raise ActivityNotStartedError(f"{device.serial}: am start -n {app.activity}: {r.stdout.strip()}")
    if r.exit_code == 6:
        missing = ", ".join(db.path for db in dbs)
        raise DeviceError(f"{app.label} did not create {missing} within {timeout:.0f} s of launch")
    if r.exit_code != 0:
        raise DeviceError(f"{device.serial}: creating {app.label}'s stores failed (exit {r.exit_code}): "
                          f"{(r.stderr or r.stdout).strip()[:300]}")


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
    its stores again, empty: one shell round trip (``_create``)."""
    require_root(device)
    _create(device, app, list(app.databases), clear=app.clear_on_reset)