"""``content://media/<volume>/...``: MediaStore (AOSP ``MediaProvider``) over shared storage.

Storage: ``/data/data/com.google.android.providers.media.module/databases/external.db``,
table ``files`` (``media_columns.FILES_TABLE``), owned by MediaProvider's uid. Volumes:
``external`` (every external volume; here only the primary one) and ``external_primary``;
``internal`` answers with no rows [the real internal volume lists the system ringtones].

How rows come and go, as MediaProvider does it on Android 13:

* **through FUSE** (anything written under ``/sdcard`` = ``/storage/emulated/0``, by
  ``adb push``, ``adb shell`` or an app): ``FuseDaemon.cpp`` ``pf_create`` calls
  ``insertFileIfNecessaryForFuse`` *before* it creates the file, which inserts a row with
  ``is_pending=1``, ``_modifier=1`` (FUSE), ``owner_package_name`` of the caller
  (``com.android.shell`` for adb), MIME and media type from the extension, and no size or
  ``date_modified`` (the file did not exist yet). Writing to an existing file changes no
  row. ``pf_unlink`` deletes the row; ``pf_rename`` moves it (and everything below a
  renamed folder). The shell caller sees its own FUSE-pending rows
  (``getWhereClauseForMatchExclude``); an app that does not own them does not;
* **a scan** (``am broadcast -a android.intent.action.MEDIA_SCANNER_SCAN_FILE -d
  file:///...``: ``MediaReceiver`` -> ``MediaService.onScanFile`` -> ``scanFile``; still
  served on Android 13 although deprecated for apps since API 29) fills the metadata
  (``_size``, ``date_modified``, ``title``, image ``width``/``height``), sets
  ``is_pending=0`` and ``_modifier=3``, inserts rows for folders (``format=12289``) and
  for files written on the lower path (``/data/media/0``, which FUSE never sees), and
  removes rows whose files are gone. A folder is scanned recursively
  (``ModernMediaScanner``). The first use after boot (or after ``pm clear``) scans the
  whole volume, as the mount-time scan does;
* ``content delete`` deletes the matching rows *and their files* (``MediaProvider.delete``
  removes the item's file), as AndroidWorld's ``_clear_external_downloads`` relies on.

Not indexed: ``Android/data`` and ``Android/obb`` (app-private), ``.nomedia`` files;
names starting with ``.`` are indexed with ``media_type=0``. Query output: the
collection's projection map in ArrayMap order (``media_columns.COLLECTIONS``); unknown
columns are ``Invalid column <name>``; an unknown path is ``UnsupportedOperationException:
Unknown or unsupported URL: <uri>`` (``MediaProvider.getQueryBuilder``), an unknown volume
``IllegalArgumentException: Volume <name> not found`` (``VolumeNotFoundException``, thrown
for callers targeting Q and later, as ``content`` does). ``content update`` follows
``MediaProvider.update`` (see ``update``); insert is not modelled
(``UnsupportedOperationException``). [inferred] ``parent`` of a top-level
item is 0, ``datetaken`` stays NULL (no EXIF parsing), audio/video ``duration`` NULL.
"""

from __future__ import annotations

import io
import posixpath
import sqlite3
import urllib.parse
from typing import Any, Callable, Sequence

from venus_tasks.sim.providers import media_columns as mc
from venus_tasks.sim.providers.base import SHELL_CALLER, Caller, ContentProvider, ProviderError, Row, Uri
from venus_tasks.sim.providers.database import ProviderDatabase
from venus_tasks.sim.providers.javamaps import java_string_hash
from venus_tasks.sim.providers.query import run_query
from venus_tasks.sim.storage.vfs import VFS, FsError
from venus_tasks.sim.system.identity import MEDIA_RW_GID, ROOT
from venus_tasks.sim.system.packages import MEDIA_PROVIDER

PACKAGE = MEDIA_PROVIDER
DB_PATH = f"/data/data/{PACKAGE}/databases/external.db"
DB_VERSION = 1308                     # DatabaseHelper.VERSION_T
SHARED = "/storage/emulated/0"
LOWER_ROOT, UPPER_ROOT = "/data/media/", "/storage/emulated/"
VOLUME = "external_primary"
SCAN_ACTION = "android.intent.action.MEDIA_SCANNER_SCAN_FILE"
MODIFIER_FUSE, MODIFIER_MEDIA_SCAN = 1, 3
_SKIPPED = (f"{SHARED}/Android/data", f"{SHARED}/Android/obb")
_AUDIO_FLAGS = {"Ringtones": "is_ringtone", "Notifications": "is_notification",
                "Alarms": "is_alarm", "Podcasts": "is_podcast", "Audiobooks": "is_audiobook",
                "Recordings": "is_recording"}


def upper_path(path: str) -> str:
    """``/data/media/0/x`` -> ``/storage/emulated/0/x`` (the FUSE name of a lower path)."""
    return UPPER_ROOT + path[len(LOWER_ROOT):] if path.startswith(LOWER_ROOT) else path


def indexable(path: str) -> bool:
    """Under the primary volume, outside ``Android/data|obb``, not a ``.nomedia`` file."""
    if not path.startswith(SHARED + "/") or posixpath.basename(path) == ".nomedia":
        return False
    return not any(path == p or path.startswith(p + "/") for p in _SKIPPED)


def path_values(path: str) -> dict[str, Any]:
    """``FileUtils.computeValuesFromData``: display name, relative path, bucket, volume."""
    parent, name = posixpath.split(path)
    relative = parent[len(SHARED) + 1:] + "/" if parent != SHARED else "/"
    return {"_data": path, "_display_name": name, "relative_path": relative,
            "volume_name": VOLUME, "bucket_id": str(java_string_hash(parent.lower())),
            "bucket_display_name": None if relative == "/" else posixpath.basename(parent),
            "is_download": int(relative.startswith("Download/"))}


def _type_values(name: str, is_dir: bool) -> dict[str, Any]:
    mime = None if is_dir else mc.mime_type(name)
    hidden = any(part.startswith(".") for part in name.split("/"))
    return {"mime_type": mime, "format": mc.format_code(mime, is_dir),
            "media_type": mc.MEDIA_TYPE_NONE if hidden else mc.media_type(mime)}


def _image_size(data: bytes) -> tuple[int, int] | None:
    try:
        from PIL import Image
        with Image.open(io.BytesIO(data)) as img:
            return img.size
    except Exception:                     # not an image Pillow can read: no dimensions
        return None


class MediaStoreProvider(ContentProvider):
    """The ``media`` authority over ``vfs``; ``package_of(uid)`` names a FUSE caller."""

    authority = "media"

    def __init__(self, vfs: VFS, owner_uid: int, now_ms: Callable[[], int],
                 package_of: Callable[[int], str | None]):
        self.vfs = vfs
        self._now_ms = now_ms
        self._package_of = package_of
        self.db = ProviderDatabase(vfs, DB_PATH, owner_uid, "files", self._create, DB_VERSION)

    # ------------------------------------------------------------------ schema
    def _create(self, con: sqlite3.Connection) -> None:
        cols = ", ".join(f"{name} {kind}" for name, kind in mc.FILES_TABLE)
        con.execute(f"CREATE TABLE files ({cols})")
        con.execute("CREATE TABLE local_metadata (generation INTEGER DEFAULT 0)")
        con.execute("INSERT INTO local_metadata VALUES (0)")
        self._scan(con, SHARED)           # the scan when the volume is mounted

    def _next_generation(self, con: sqlite3.Connection) -> int:
        con.execute("UPDATE local_metadata SET generation = generation + 1")
        return con.execute("SELECT generation FROM local_metadata").fetchone()[0]

    # ------------------------------------------------------------------ scanning
    def scan(self, path: str) -> None:
        """Scan a file or folder (recursively) given by any spelling of its path."""
        try:
            real = upper_path(self.vfs.realpath(path, cred=ROOT))
        except FsError:
            real = upper_path(posixpath.normpath(path))
        with self.db.connect() as con:
            self._scan(con, real)

    def _scan(self, con: sqlite3.Connection, path: str) -> None:
        if not (indexable(path) or path == SHARED):
            return
        try:
            entries = list(self.vfs.walk(path, cred=ROOT)) if self.vfs.exists(path) else []
        except FsError:
            entries = []
        seen = set()
        for shown, node, _ in entries:
            if node.is_link or not (indexable(shown)):
                continue
            seen.add(shown)
            self._upsert_scanned(con, shown, node)
        gone = [r for r in con.execute(
            "SELECT _id, _data FROM files WHERE _data = ? OR _data LIKE ? ESCAPE '\\'",
            (path, _like_prefix(path))) if r[1] not in seen]
        con.executemany("DELETE FROM files WHERE _id = ?", [(r[0],) for r in gone])

    def _upsert_scanned(self, con: sqlite3.Connection, path: str, node) -> None:
        stat = self.vfs.node_stat(node, path)
        values = {**path_values(path), **_type_values(posixpath.basename(path), node.is_dir),
                  "_size": stat.size, "date_modified": stat.mtime // 10**9,
                  "title": _title(posixpath.basename(path), node.is_dir), "is_pending": 0,
                  "is_trashed": 0, "is_drm": 0, "_modifier": MODIFIER_MEDIA_SCAN,
                  "parent": self._parent_id(con, posixpath.dirname(path))}
        if values["media_type"] == mc.MEDIA_TYPE_IMAGE:
            size = _image_size(node.data)
            if size:
                values.update(width=size[0], height=size[1], resolution=f"{size[0]}\u00d7{size[1]}")
        if values["media_type"] == mc.MEDIA_TYPE_AUDIO:
            top = values["relative_path"].split("/", 1)[0]
            flags = {flag: int(top == folder) for folder, flag in _AUDIO_FLAGS.items()}
            values.update(flags, is_music=int(not any(flags.values())))
        row = con.execute("SELECT _id, _size, date_modified, is_pending FROM files WHERE _data = ?",
                          (path,)).fetchone()
        if row and tuple(row[1:]) == (values["_size"], values["date_modified"], 0):
            return                                     # unchanged: the scanner skips it
        values["generation_modified"] = self._next_generation(con)
        if row:
            sets = ", ".join(f"{k} = ?" for k in values)
            con.execute(f"UPDATE files SET {sets} WHERE _id = ?", (*values.values(), row[0]))
        else:
            values.update(date_added=self._now_ms() // 1000,
                          generation_added=values["generation_modified"])
            _insert(con, values)

    def _parent_id(self, con: sqlite3.Connection, folder: str) -> int:
        if folder == SHARED or not indexable(folder):
            return 0
        row = con.execute("SELECT _id FROM files WHERE _data = ?", (folder,)).fetchone()
        if row:
            return row[0]
        try:
            node = self.vfs.lookup(folder, cred=ROOT)
        except FsError:
            return 0
        self._upsert_scanned(con, folder, node)
        return con.execute("SELECT _id FROM files WHERE _data = ?", (folder,)).fetchone()[0]

    # --------------------------------------------------------------- FUSE events
    def on_fuse(self, event: str, path: str, new_path: str | None, uid: int) -> None:
        """``VFS.listeners`` callback: what ``FuseDaemon`` tells MediaProvider."""
        if event == "write":
            if not indexable(path):
                return
            with self.db.connect() as con:
                if con.execute("SELECT 1 FROM files WHERE _data = ?", (path,)).fetchone():
                    return                    # an existing file was written: no row change
                generation = self._next_generation(con)
                _insert(con, {**path_values(path), **_type_values(posixpath.basename(path), False),
                              "owner_package_name": self._owner(uid), "is_pending": 1,
                              "_modifier": MODIFIER_FUSE, "date_added": self._now_ms() // 1000,
                              "parent": self._parent_id(con, posixpath.dirname(path)),
                              "generation_added": generation, "generation_modified": generation})
        elif event == "unlink":
            with self.db.connect() as con:
                con.execute("DELETE FROM files WHERE _data = ?", (path,))
        elif event == "rename" and new_path is not None:
            if not self.vfs.is_fuse(path):
                # from outside shared storage: across mounts ``mv`` copies and unlinks
                # (rename(2) gives EXDEV), so FUSE sees a new file being created
                node = self.vfs.lookup(new_path, cred=ROOT)
                if node.is_file:
                    self.on_fuse("write", new_path, None, uid)
                return
            with self.db.connect() as con:
                self._rename(con, path, new_path)

    def _owner(self, uid: int) -> str | None:
        if uid == 0:
            return "root"
        return self._package_of(uid)

    def _rename(self, con: sqlite3.Connection, old: str, new: str) -> None:
        rows = con.execute("SELECT _id, _data FROM files WHERE _data = ? OR _data LIKE ? "
                           "ESCAPE '\\'", (old, _like_prefix(old))).fetchall()
        for row_id, data in rows:
            moved = new + data[len(old):]
            if not indexable(moved):
                con.execute("DELETE FROM files WHERE _id = ?", (row_id,))
                continue
            values = path_values(moved)
            if data == old:
                is_dir = con.execute("SELECT format FROM files WHERE _id = ?",
                                     (row_id,)).fetchone()[0] == mc.FORMAT_ASSOCIATION
                values.update(_type_values(posixpath.basename(moved), is_dir),
                              parent=self._parent_id(con, posixpath.dirname(moved)))
            sets = ", ".join(f"{k} = ?" for k in values)
            con.execute(f"UPDATE files SET {sets} WHERE _id = ?", (*values.values(), row_id))

    # ------------------------------------------------------------------ queries
    def _collection(self, uri: Uri) -> tuple[list[str], str, tuple]:
        """(projection map keys, restriction SQL, its parameters) for ``uri``."""
        if not uri.segments:
            raise ProviderError(f"Unknown or unsupported URL: {uri.raw}",
                                "java.lang.UnsupportedOperationException")
        volume, rest = uri.segments[0], tuple(uri.segments[1:])
        if volume not in ("external", VOLUME, "internal"):
            raise ProviderError(f"Volume {volume} not found")
        row_id = None
        if rest and rest[-1].isdigit():
            row_id, rest = int(rest[-1]), rest[:-1]
        if rest not in mc.COLLECTIONS:
            raise ProviderError(f"Unknown or unsupported URL: {uri.raw}",
                                "java.lang.UnsupportedOperationException")
        columns, restriction = mc.COLLECTIONS[rest]
        clauses = ["volume_name = ?"]
        params: list[Any] = [VOLUME if volume != "internal" else "internal"]
        if restriction:
            clauses.append(restriction)
        if row_id is not None:
            clauses.append("_id = ?")
            params.append(row_id)
        return columns, " AND ".join(clauses), tuple(params)

    @staticmethod
    def _visible(caller: Caller) -> tuple[str, tuple]:
        """``MATCH_EXCLUDE`` for pending and trashed rows, keeping the caller's FUSE-pending
        files (``MediaProvider.getWhereClauseForMatchExclude``)."""
        return ("((is_pending = 0 AND _modifier != 4) OR (is_pending = 1 AND _modifier = 1 "
                "AND owner_package_name = ?)) AND is_trashed = 0", (caller.package,))

    def query(self, uri: Uri, projection: Sequence[str] | None, selection: str | None,
              sort: str | None, caller: Caller = SHELL_CALLER) -> tuple[list[str], list[Row]]:
        columns, where, params = self._collection(uri)
        if not uri.segments[-1].isdigit():
            visible, more = self._visible(caller)
            where, params = f"{where} AND {visible}", params + more
        with self.db.connect() as con:
            return run_query(con, "files", columns, projection, selection, sort,
                             where=where, params=params)

    def update(self, uri: Uri, values: dict[str, Any], selection: str | None,
               caller: Caller = SHELL_CALLER) -> int:
        """``MediaProvider.update``: only ``sMutableColumns`` change a published row (others
        are ignored and the item is rescanned); ``relative_path``/``_display_name`` move the
        file (``sPlacementColumns``); ``is_pending=0`` publishes it (a blocking scan).
        Unknown columns are ``Invalid column <name>``. Returns the row count."""
        columns, where, params = self._collection(uri)
        allowed = set(columns) | set(mc.COLLECTIONS[("file",)][0])
        for key in values:
            if key not in allowed:
                raise ProviderError(f"Invalid column {key}")
        if not uri.segments[-1].isdigit():
            visible, more = self._visible(caller)
            where, params = f"{where} AND {visible}", params + more
        moves: list[tuple[str, str]] = []
        rescans: list[str] = []
        with self.db.connect() as con:
            _, found = run_query(con, "files", [*columns, "format"],
                                 ["_id", "_data", "is_pending", "format"], selection, None,
                                 where=where, params=params)
            for row_id, data, pending, _ in found:
                change = {k: v for k, v in values.items() if k in _MUTABLE or pending}
                if set(values) - set(change) or values.get("is_pending") == 0:
                    rescans.append(data)
                if _PLACEMENT & set(change):
                    new_data = self._placement(data, change)
                    for key in _PLACEMENT:
                        change.pop(key, None)
                    if new_data != data and self._move_file(data, new_data):
                        moves.append((data, new_data))
                        self._rename(con, data, new_data)   # the row and any below it
                if change:
                    sets = ", ".join(f"{k} = ?" for k in change)
                    con.execute(f"UPDATE files SET {sets} WHERE _id = ?",
                                (*change.values(), row_id))
        for path in rescans:
            self.scan(dict(moves).get(path, path))
        return len(found)

    def _move_file(self, old: str, new: str) -> bool:
        """Move an item's file on the lower path (FUSE does not see it); False if it fails."""
        try:
            folder = self.vfs.lookup(SHARED, cred=ROOT)
            for name in posixpath.dirname(new)[len(SHARED):].strip("/").split("/"):
                if name:                  # made by MediaProvider itself: its uid, media_rw
                    folder = self.vfs.add_dir(folder, name, 0o2770, self.db.owner_uid,
                                              MEDIA_RW_GID)
                    if not folder.is_dir:
                        return False
            self.vfs.rename(_lower(old), _lower(new), cred=ROOT)
        except FsError:
            return False
        return True

    @staticmethod
    def _placement(data: str, change: dict[str, Any]) -> str:
        """The ``_data`` that ``relative_path``/``_display_name``/``_data`` values ask for."""
        if change.get("_data"):
            return str(change["_data"])
        folder, name = posixpath.split(data)
        if change.get("relative_path"):
            folder = posixpath.join(SHARED, str(change["relative_path"]).strip("/"))
        if change.get("_display_name"):
            name = str(change["_display_name"])
        return posixpath.join(folder, name)

    def delete(self, uri: Uri, selection: str | None, caller: Caller = SHELL_CALLER) -> int:
        """Delete the matching rows and their files; returns the row count."""
        columns, where, params = self._collection(uri)
        visible, more = self._visible(caller)
        where, params = f"{where} AND {visible}", params + more
        with self.db.connect() as con:
            _, found = run_query(con, "files", [*columns, "format"], ["_id", "_data", "format"],
                                 selection, None, where=where, params=params)
            con.executemany("DELETE FROM files WHERE _id = ?", [(r[0],) for r in found])
        for _, data, fmt in found:        # after the rows: unlinking on the lower path
            if fmt != mc.FORMAT_ASSOCIATION and data and data.startswith(UPPER_ROOT):
                try:
                    self.vfs.unlink(LOWER_ROOT + data[len(UPPER_ROOT):], cred=ROOT)
                except FsError:
                    pass
        return len(found)


# MediaProvider.sMutableColumns: what callers may change on a published row
_MUTABLE = {"_data", "relative_path", "_display_name", "is_pending", "is_trashed", "is_favorite",
            "owner_package_name", "bookmark", "tags", "category", "download_uri", "referer_uri",
            "mime_type", "media_type"}
_PLACEMENT = {"_data", "relative_path", "_display_name"}     # sPlacementColumns (less MIME)


def _lower(path: str) -> str:
    return LOWER_ROOT + path[len(UPPER_ROOT):] if path.startswith(UPPER_ROOT) else path


def _insert(con: sqlite3.Connection, values: dict[str, Any]) -> None:
    cols = ", ".join(values)
    con.execute(f"INSERT INTO files ({cols}) VALUES ({', '.join('?' * len(values))})",
                tuple(values.values()))


def _title(name: str, is_dir: bool) -> str:
    """``FileUtils.extractFileName``: the name without its extension."""
    return name if is_dir or "." not in name.lstrip(".") else name.rsplit(".", 1)[0]


def _like_prefix(folder: str) -> str:
    escaped = folder.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return escaped.rstrip("/") + "/%"


def deliver_broadcast(model, action: str | None, data: str | None) -> None:
    """``MediaReceiver``: a ``MEDIA_SCANNER_SCAN_FILE`` broadcast with a ``file:`` URI scans
    that file or folder; anything else is not for MediaProvider."""
    media = getattr(model, "media", None)
    if media is None or action != SCAN_ACTION or not data or not data.startswith("file:"):
        return
    path = urllib.parse.unquote(urllib.parse.urlparse(data).path)
    if path:
        media.scan(path)
