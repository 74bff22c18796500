"""What a real app does to its storage: create its databases on first launch, and what
``pm clear`` does to it.

A database is created by running the catalogue's schema statements (the DDL the real app
runs) with Python's ``sqlite3``, plus the ``android_metadata`` table that Android's
``SQLiteOpenHelper`` adds to every database it opens. The file bytes then live in the
VFS, owned by the app uid, mode ``0660``; the ``databases`` directory is ``0771``.
"""

from __future__ import annotations

import posixpath
import sqlite3
import stat

from venus_tasks.sim.storage.fs_layout import DE_ROOT, make_app_dir
from venus_tasks.sim.storage.vfs import VFS
from venus_tasks.sim.system.identity import ROOT, Cred
from venus_tasks.sim.system.packages import Package

_ANDROID_METADATA = ("CREATE TABLE android_metadata (locale TEXT)",
                     "INSERT INTO android_metadata VALUES('en_US')")


def load_db(data: bytes) -> sqlite3.Connection:
    """An in-memory connection holding a copy of the database file ``data``."""
    con = sqlite3.connect(":memory:", isolation_level=None)
    if data:
        con.deserialize(data)
    return con


def dump_db(con: sqlite3.Connection) -> bytes:
    """The database file bytes of ``con``."""
    return con.serialize()


def build_db(statements) -> bytes:
    """A fresh database file made by running ``statements`` in order."""
    con = load_db(b"")
    try:
        for sql in (*_ANDROID_METADATA, *statements):
            con.execute(sql)
        return dump_db(con)
    finally:
        con.close()


def ensure_app_data(vfs: VFS, pkg: Package) -> list[str]:
    """First-launch storage of ``pkg``: data dir, missing databases, shared folders.

    Returns the paths of databases created by this call.
    """
    make_app_dir(vfs, pkg.name, pkg.uid)
    app = Cred(pkg.uid, pkg.uid, (pkg.uid,), "u:r:untrusted_app:s0")
    created = []
    for db in pkg.databases:
        if vfs.exists(db.path):
            continue
        folder = posixpath.dirname(db.path)
        if not vfs.exists(folder):
            vfs.mkdir(folder, parents=True, cred=app if folder.startswith(pkg.data_dir) else ROOT)
            node = vfs.lookup(folder)
            node.uid = node.gid = pkg.uid
            node.mode = stat.S_IFDIR | 0o771
        node = vfs.write(db.path, build_db(db.schema), cred=ROOT)
        node.uid = node.gid = pkg.uid
        node.mode = stat.S_IFREG | 0o660
        created.append(db.path)
    for folder in pkg.storage_dirs:
        if not vfs.exists(folder):
            vfs.mkdir(folder, parents=True, cred=app)
    return created


def clear_app_data(vfs: VFS, pkg: Package) -> None:
    """``pm clear``: empty ``/data/data/<pkg>``, ``/data/user_de/0/<pkg>`` and
    ``Android/data/<pkg>``, keep the dirs."""
    for base in (pkg.data_dir, f"{DE_ROOT}/{pkg.name}", f"/storage/emulated/0/Android/data/{pkg.name}"):
        if not vfs.exists(base):
            continue
        for name in vfs.listdir(base):
            remove_tree(vfs, f"{base}/{name}")
    make_app_dir(vfs, pkg.name, pkg.uid)


def remove_tree(vfs: VFS, path: str, cred: Cred | None = None) -> None:
    """Delete ``path`` and everything below it (no permission checks beyond ``cred``)."""
    cred = cred or ROOT
    node = vfs.lookup(path, follow=False, cred=cred)
    if node.is_dir:
        for name in list(node.children):
            remove_tree(vfs, f"{path.rstrip('/')}/{name}", cred)
        vfs.rmdir(path, cred=cred)
    else:
        vfs.unlink(path, cred=cred)


def cred_of(model, package: str) -> Cred:
    """The credentials ``package``'s code runs with (root if it is not installed)."""
    from venus_tasks.sim.system.identity import app_cred

    pkg = model.packages.get(package)
    return app_cred(pkg.uid) if pkg else ROOT


def write_as_app(model, package: str, path: str, data: bytes) -> None:
    """Write ``path`` (folders made as needed) as ``package``'s uid, as the app's own code
    would; as root where the app's uid may not (a folder another owner made). For apps
    whose files tasks read: a capture, a GPX track, a preferences file."""
    from venus_tasks.sim.storage.vfs import FsError

    cred = cred_of(model, package)
    folder = posixpath.dirname(path)
    try:
        if not model.vfs.exists(folder):
            model.vfs.mkdir(folder, parents=True, cred=cred)
        model.vfs.write(path, data, cred=cred)
    except FsError:
        model.vfs.mkdir(folder, parents=True)
        model.vfs.write(path, data)
