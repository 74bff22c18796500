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
_MARK = "--venus-db--"
# device.memo keys (with the database path): what this module wrote, (generation, bytes);
# the files listed while the app was stopped, (generation, set); the file owner (stable
# for a lease: an app keeps its uid until reinstalled)
_WRITTEN, _STOPPED, _OWNER = "sqlite.written", "sqlite.stopped", "sqlite.owner"

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
    (one shell round trip).

    Raises:
      DeviceError: the store did not appear within ``timeout`` seconds, or the app did
        not start.
    """
    require_root(device)
    _prepare(device, app, [db], timeout=timeout)


def presence_command(dbs: list[Database]) -> str:
    """Shell text printing, one per line, which of the files of ``dbs`` (each database
    and its ``-wal``/``-shm``/``-journal`` companions) exist."""
    listed = " ".join(shlex.quote(n) for db in dbs for n in _files_of(db))
    return f'for f in {listed}; do [ -e "$f" ] && echo "$f"; done; true' if listed else "true"


def _files_of(db: Database) -> list[str]:
    return [db.path + suffix for suffix in ("", *_COMPANIONS)]


def _prepare(device: Device, app: App, dbs: list[Database], timeout: float = 15.0, remove: bool = False,
             stop: bool = False, owner_of: Database | None = None) -> tuple[set[str], str]:
    """One shell script: with ``remove``, stop the app and delete the files of ``dbs``; if
    one of ``dbs`` is missing, launch the app, poll every 0.2 s until all exist, then
    force-stop it (toybox ``sh``: no arithmetic, so the polls are a fixed word list in a
    subshell that exits when they are done); with
    ``stop``, force-stop the app; then list which files of ``dbs`` exist and, with
    ``owner_of``, that database's owner (``stat -c %U:%G``).

    Returns:
      (the existing files, the owner or "").

    Raises:
      DeviceError: ``am start`` printed an error, or the stores did not appear within
        ``timeout`` seconds.
    """
    q = shlex.quote
    all_exist = " && ".join(f"[ -e {q(db.path)} ]" for db in dbs) or "true"
    polls = " ".join(str(i) for i in range(1, max(1, round(timeout / 0.2)) + 1))
    stop_cmd = f"am force-stop {q(app.package)}"
    files = " ".join(q(f) for db in dbs for f in _files_of(db))
    script = ((f"{stop_cmd}; rm -f {files} || exit 5; " if remove else "")
              + f"if ! {{ {all_exist}; }}; then "
              f"out=$(am start -n {q(app.activity)} 2>&1); "
              f'if echo "$out" | grep -q Error; then echo "$out"; exit 7; fi; '
              f"( for i in {polls}; do if {all_exist}; then exit 0; fi; sleep 0.2; done; exit 6 ) || exit 6; "
              f"{stop_cmd}; fi; "
              + (f"{stop_cmd}; " if stop else "")
              + f"echo {_MARK}; {presence_command(dbs)}"
              + (f"; echo {_MARK}; stat -c %U:%G {q(owner_of.path)}" if owner_of else ""))
    r = device.shell(script, timeout=timeout + 15)
    if r.exit_code == 7:
        raise ActivityNotStartedError(f"{device.serial}: am start -n {app.activity}: {r.stdout.strip()}")
    if r.exit_code == 6:
        missing = ", ".join(db.path for db in dbs)
        raise DeviceError(f"{app.label} did not create {missing} within {timeout:.0f} s of launch")
    if r.exit_code != 0 or _MARK not in r.stdout:
        raise DeviceError(f"{device.serial}: preparing {app.label}'s stores failed (exit {r.exit_code}): "
                          f"{(r.stderr or r.stdout).strip()[:300]}")
    _, _, listing = r.stdout.partition(_MARK + "\n")
    listing, _, owner = listing.partition(_MARK + "\n")
    present = set(listing.splitlines())
    if stop or remove:   # the app is stopped and nothing else ran: a write may skip this
        for db in dbs:
            device.memo[(_STOPPED, db.path)] = (device.generation, present)
    if owner_of is not None:
        if not owner.strip():
            raise DeviceError(f"{device.serial}: stat of {owner_of.path} printed nothing: {r.stderr.strip()[:200]}")
        device.memo[(_OWNER, owner_of.path)] = owner.strip()
    return present, owner.strip()


def _known(device: Device, key: str, path: str):
    """A memo entry recorded at the device's current ``generation``, or None."""
    entry = device.memo.get((key, path))
    return entry[1] if isinstance(entry, tuple) and entry[0] == device.generation else None


@contextlib.contextmanager
def pulled(device: Device, app: App, db: Database, write: bool = False,
           create: bool = True, present: set[str] | None = None) -> Iterator[sqlite3.Connection]:
    """A host-side connection to a copy of ``db``; with ``write`` the copy is pushed back.
    A database the app has not created yet is created first (the app is launched), or,
    with ``create=False``, ``FileNotFoundError`` is raised (nothing launched).

    A read copies the database with its ``-wal``/``-shm`` companions and leaves the app
    running (a round verified mid-episode must not close the agent's app); a write
    force-stops the app first, so that it neither overwrites the pushed file nor keeps a
    stale copy in memory. ``present`` (the files that exist, from a listing the caller
    made at the device's current ``generation``) saves the listing round trip.

    Round trips: a read is one listing (none with ``present``) and a pull per file; a
    write adds the push and one ``rm``/``chown``. What this module wrote is known until
    the next call that may change the device (``Device.generation``): reading it back,
    or writing again, makes no listing and no pull, and a write right after ``reset``
    makes no listing.

    Yields:
      ``sqlite3.Connection`` with ``row_factory = sqlite3.Row``.
    """
    require_root(device)
    q = shlex.quote
    data: dict[str, bytes] | None = None
    written = _known(device, _WRITTEN, db.path)
    stopped = _known(device, _STOPPED, db.path)
    owner = device.memo.get((_OWNER, db.path), "") if write else ""
    if written is not None:                  # what this module last wrote, nothing ran since
        data = {db.path: written}
    elif write:
        if not (stopped is not None and db.path in stopped and owner):
            present, _ = _prepare(device, app, [db], stop=True, owner_of=None if owner else db)
            owner = device.memo[(_OWNER, db.path)]
        else:
            present = stopped
    elif present is None or (create and db.path not in present):
        present = _listing(device, db) if not create else _prepare(device, app, [db])[0]
    if data is None:
        if db.path not in present:
            raise FileNotFoundError(db.path)
        data = {}
        for path in _files_of(db):
            if path in present:
                try:
                    data[path] = device.pull_bytes(path)
                except FileNotFoundError:   # a companion the running app just checkpointed away
                    continue
    with tempfile.TemporaryDirectory(prefix="venus-db-") as tmp:
        local = os.path.join(tmp, os.path.basename(db.path))
        for path, content in data.items():
            with open(local + path[len(db.path):], "wb") as f:
                f.write(content)
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
                content = f.read()
            device.push_bytes(content, db.path, mode=0o660)
            # one round trip: the pushed file is checkpointed, so stale companions go; the
            # owner is put back (checked); the SELinux label of an app data file (best effort)
            stale = " ".join(q(db.path + suffix) for suffix in _COMPANIONS)
            device.run(f"rm -f {stale}; chown {q(owner)} {q(db.path)} || exit 5; restorecon {q(db.path)}; exit 0")
            device.memo[(_WRITTEN, db.path)] = (device.generation, content)
            device.memo[(_STOPPED, db.path)] = (device.generation, {db.path})


def _listing(device: Device, db: Database) -> set[str]:
    """Which files of ``db`` exist (one read-only round trip, nothing launched)."""
    return set(device.shell(presence_command([db]), readonly=True).stdout.splitlines())


def query(device: Device, app: App, db: Database, sql: str, args: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
    """Run a read-only query on a pulled copy; rows as dicts."""
    with pulled(device, app, db) as conn:
        return [dict(r) for r in conn.execute(sql, args)]


def reset(device: Device, app: App) -> None:
    """Empty the app's stores: stop it, delete its database files and launch it once so
    that it creates them again with its own schema (one shell round trip).

    Not ``pm clear``: AndroidWorld clears apps only at set-up, before clicking through
    their first-run screens and saving the snapshot; a cleared app would open on those
    screens again. At episode time it empties tables instead (``sqlite_utils``)."""
    require_root(device)
    _prepare(device, app, list(app.databases), remove=True)
