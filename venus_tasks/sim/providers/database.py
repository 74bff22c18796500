"""A content provider's SQLite database, kept as a real file in the device's VFS.

The bytes live at ``/data/data/<provider package>/databases/<name>`` (owner the provider's
uid, mode ``0660``, folder ``0771``), so ``adb pull`` and the device's ``sqlite3`` see and
change exactly what ``content query`` sees: ``sqlite3 .../mmssms.db "DELETE FROM sms;"``
empties ``content://sms``, and ``pm clear <provider package>`` deletes the file, which the
provider recreates (empty) on its next use, as ``SQLiteOpenHelper.onCreate`` does.

Each operation loads the file into an in-memory connection, runs, and writes the file back
only if something changed. Callers hold the device lock.
"""

from __future__ import annotations

import contextlib
import posixpath
import sqlite3
import stat
from typing import Callable, Iterator

from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import VFS, FsError
from venus_tasks.sim.system.identity import ROOT


class ProviderDatabase:
    """``path`` in ``vfs``, created by ``create(con)`` when missing or lacking ``marker_table``."""

    def __init__(self, vfs: VFS, path: str, owner_uid: int, marker_table: str,
                 create: Callable[[sqlite3.Connection], None], user_version: int):
        self.vfs = vfs
        self.path = path
        self.owner_uid = owner_uid
        self.marker_table = marker_table
        self._create = create
        self.user_version = user_version

    def ensure(self) -> None:
        """Create the file now if it does not exist (what the provider does at boot)."""
        with self.connect():
            pass

    @contextlib.contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """A connection on a copy of the file; changes are written back on normal exit."""
        try:
            original = self.vfs.read(self.path, cred=ROOT) if self.vfs.exists(self.path) else b""
        except FsError:
            original = b""
        try:
            con = appdata.load_db(original)
        except sqlite3.DatabaseError:          # not a database (overwritten): start again
            original, con = b"", appdata.load_db(b"")
        try:
            created = False
            if not con.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?",
                               (self.marker_table,)).fetchone():
                self._build(con)
                created = True
            before = con.total_changes
            yield con
            if created or con.total_changes != before:
                self._store(appdata.dump_db(con))
        finally:
            con.close()

    def _build(self, con: sqlite3.Connection) -> None:
        if not con.execute("SELECT 1 FROM sqlite_master WHERE name='android_metadata'").fetchone():
            con.execute("CREATE TABLE android_metadata (locale TEXT)")
            con.execute("INSERT INTO android_metadata VALUES('en_US')")
        self._create(con)
        con.execute(f"PRAGMA user_version = {int(self.user_version)}")

    def _store(self, data: bytes) -> None:
        vfs, uid = self.vfs, self.owner_uid
        folder = posixpath.dirname(self.path)
        if not vfs.exists(folder):
            vfs.mkdir(folder, parents=True, cred=ROOT)
            node = vfs.lookup(folder)
            node.uid = node.gid = uid
            node.mode = stat.S_IFDIR | 0o771
        existed = vfs.exists(self.path)
        node = vfs.write(self.path, data, cred=ROOT)
        if not existed:
            node.uid = node.gid = uid
            node.mode = stat.S_IFREG | 0o660


def rows_as_dicts(cur: sqlite3.Cursor) -> list[dict]:
    names = [d[0] for d in cur.description]
    return [dict(zip(names, row)) for row in cur.fetchall()]
