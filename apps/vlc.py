"""VLC (``org.videolan.vlc``): videos in shared storage, playlists in VideoLAN's medialibrary.

Store: ``/data/data/org.videolan.vlc/app_db/vlc_media.db``; AndroidWorld
(``task_evals/single/vlc.py``) reads playlists by joining ``Playlist``, ``PlaylistMediaRelation``
and ``Media``. Videos: ``/storage/emulated/0/VLCVideos`` (AndroidWorld ``VlcApp.videos_path``).

Schema source: the APK ``org.videolan.vlc_13050408.apk`` is VLC for Android 3.5.4 for x86_64
(versionCode scheme ``1 3 05 04 08``: ``videolan/vlc-android`` ``build.gradle``); tag 3.5.4's
``buildsystem/compile-medialibrary.sh`` pins medialibrary commit 981f88679d, whose
``src/Settings.cpp`` has ``DbModelVersion = 36``. The statements are
``Media::schema``, ``Playlist::schema`` (``Table`` and ``MediaRelationTable``) and
``Settings::createTable`` for model 36 in chouquette/medialibrary (the medialibrary
author's mirror) at that commit, with the table-name constants substituted (the missing
comma before the ``artist_id`` foreign key and ``UNSIGEND`` are the source's own; SQLite
accepts both). medialibrary is native code: the store has no ``android_metadata``. Only
these tables are recorded: the library's ~30 other tables, FTS tables and triggers are not.
"""

from __future__ import annotations

import dataclasses

from apps import rows, sqlite_store
from apps.base import App, Database

DB_PATH = "/data/data/org.videolan.vlc/app_db/vlc_media.db"
VIDEOS_DIR = "/storage/emulated/0/VLCVideos"
DB_MODEL = 36
IMPORT_TYPE_INTERNAL = 0  # IMedia::ImportType::Internal: discovered in a scanned folder
MEDIA_TYPE_VIDEO = 1      # IMedia::Type::Video

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS Settings(db_model_version UNSIGNED INTEGER NOT NULL,"
    "max_task_attempts UNSIGNED INTEGER NOT NULL,max_link_task_attempts UNSIGNED INTEGER NOT NULL)",
    f"INSERT INTO Settings VALUES({DB_MODEL}, 2, 6)",
    "CREATE TABLE Media(id_media INTEGER PRIMARY KEY AUTOINCREMENT,type INTEGER,"
    "subtype INTEGER NOT NULL DEFAULT 0,duration INTEGER DEFAULT -1,last_position REAL DEFAULT -1,"
    "last_time INTEGER DEFAULT -1,play_count UNSIGNED INTEGER NOT NULL DEFAULT 0,"
    "last_played_date UNSIGNED INTEGER,insertion_date UNSIGNED INTEGER,release_date UNSIGNED INTEGER,"
    "title TEXT COLLATE NOCASE,filename TEXT COLLATE NOCASE,is_favorite BOOLEAN NOT NULL DEFAULT 0,"
    "is_present BOOLEAN NOT NULL DEFAULT 1,device_id INTEGER,"
    "nb_playlists UNSIGNED INTEGER NOT NULL DEFAULT 0,folder_id UNSIGNED INTEGER,"
    "import_type UNSIGNED INTEGER NOT NULL,group_id UNSIGNED INTEGER,"
    "forced_title BOOLEAN NOT NULL DEFAULT 0,artist_id UNSIGNED INTEGER,genre_id UNSIGNED INTEGER,"
    "track_number UNSIGEND INTEGER,album_id UNSIGNED INTEGER,disc_number UNSIGNED INTEGER,lyrics TEXT,"
    "FOREIGN KEY(group_id) REFERENCES MediaGroup(id_group) ON DELETE RESTRICT,"
    "FOREIGN KEY(folder_id) REFERENCES Folder(id_folder)"
    "FOREIGN KEY(artist_id) REFERENCES Artist(id_artist) ON DELETE SET NULL,"
    "FOREIGN KEY(genre_id) REFERENCES Genre(id_genre),"
    "FOREIGN KEY(album_id) REFERENCES Album(id_album)  ON DELETE SET NULL)",
    "CREATE TABLE Playlist(id_playlist INTEGER PRIMARY KEY AUTOINCREMENT,name TEXT COLLATE NOCASE,"
    "creation_date UNSIGNED INT NOT NULL,artwork_mrl TEXT,nb_video UNSIGNED INT NOT NULL DEFAULT 0,"
    "nb_audio UNSIGNED INT NOT NULL DEFAULT 0,nb_unknown UNSIGNED INT NOT NULL DEFAULT 0,"
    "nb_present_video UNSIGNED INT NOT NULL DEFAULT 0 CHECK(nb_present_video <= nb_video),"
    "nb_present_audio UNSIGNED INT NOT NULL DEFAULT 0 CHECK(nb_present_audio <= nb_audio),"
    "nb_present_unknown UNSIGNED INT NOT NULL DEFAULT 0 CHECK(nb_present_unknown <= nb_unknown),"
    "duration UNSIGNED INT NOT NULL DEFAULT 0,nb_duration_unknown UNSIGNED INT NOT NULL DEFAULT 0)",
    "CREATE TABLE PlaylistMediaRelation(media_id INTEGER,playlist_id INTEGER,position INTEGER,"
    "FOREIGN KEY(media_id) REFERENCES Media(id_media) ON DELETE NO ACTION,"
    "FOREIGN KEY(playlist_id) REFERENCES Playlist(id_playlist) ON DELETE CASCADE)",
)

APP = App(
    name="vlc",
    package="org.videolan.vlc",
    activity="org.videolan.vlc/org.videolan.vlc.gui.MainActivity",
    label="VLC",
    aliases=("vlc app", "vlc player"),
    databases=(Database(DB_PATH, SCHEMA, ("Media", "Playlist", "PlaylistMediaRelation")),),
    storage_dirs=(VIDEOS_DIR,),
    apks=("org.videolan.vlc_13050408.apk", "org.videolan.vlc_13050407.apk"),
    version="3.5.4",
    permissions=("android.permission.POST_NOTIFICATIONS",),
    first_run=("Skip", "GRANT PERMISSION", "OK", "Allow access to manage all files"),  # AndroidWorld env/setup_device/apps.py
    source="AndroidWorld APK set (_13050408 x86_64, _13050407 arm64 for Apple-silicon hosts)",
)
_DB = APP.databases[0]


@dataclasses.dataclass(frozen=True)
class PlaylistEntry:
    """One file of one playlist, as AndroidWorld's ``PlaylistInfo`` (Retro Music also
    fills ``duration_ms``)."""

    playlist_name: str
    media_file_name: str
    order_in_playlist: int
    duration_ms: int | None = None


def reset(device) -> None:
    """Delete the databases and let the app create them again, empty (``sqlite_store.reset``;
    not ``pm clear``, which would bring back the first-run screens)."""
    sqlite_store.reset(device, APP)
    sqlite_store.ensure_created(device, APP, _DB)


def clear_playlists(device) -> None:
    """Delete playlists, their entries and media rows (AndroidWorld ``_clear_playlist_dbs``)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        for table in ("PlaylistMediaRelation", "Playlist", "Media"):
            conn.execute(f"DELETE FROM {table}")


def add_playlist(device, name: str, files: list[str], created: int = 1697383440) -> int:
    """Create playlist ``name`` holding ``files`` (names in ``VIDEOS_DIR``) in order.

    A ``Media`` row is added for each file not yet known. Returns the playlist id.
    """
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        pid = rows.insert(conn, "Playlist", {"name": name, "creation_date": created,
                                             "nb_video": len(files), "nb_present_video": len(files)})
        for pos, fname in enumerate(files):
            found = conn.execute("SELECT id_media FROM Media WHERE filename = ?", (fname,)).fetchone()
            mid = found[0] if found else rows.insert(conn, "Media", {
                "type": MEDIA_TYPE_VIDEO, "title": fname.rsplit(".", 1)[0], "filename": fname,
                "insertion_date": created, "import_type": IMPORT_TYPE_INTERNAL, "nb_playlists": 0})
            conn.execute("UPDATE Media SET nb_playlists = nb_playlists + 1 WHERE id_media = ?", (mid,))
            rows.insert(conn, "PlaylistMediaRelation", {"media_id": mid, "playlist_id": pid, "position": pos})
        return pid


def list_playlists(device) -> list[PlaylistEntry]:
    """Every playlist entry ordered by playlist name and position (AndroidWorld's join)."""
    found = sqlite_store.query(device, APP, _DB, """
        SELECT Playlist.name AS playlist_name, Media.filename AS media_file_name,
               PlaylistMediaRelation.position AS order_in_playlist
        FROM PlaylistMediaRelation
        JOIN Playlist ON Playlist.id_playlist = PlaylistMediaRelation.playlist_id
        JOIN Media ON Media.id_media = PlaylistMediaRelation.media_id
        ORDER BY Playlist.name, PlaylistMediaRelation.position""")
    return [rows.from_row(PlaylistEntry, r) for r in found]


def list_videos(device) -> list[str]:
    """File names in ``VIDEOS_DIR``, sorted."""
    return device.listdir(VIDEOS_DIR)


def add_video(device, name: str, data: bytes) -> str:
    """Write a video file into ``VIDEOS_DIR``; returns its path."""
    path = f"{VIDEOS_DIR}/{name}"
    device.mkdir(VIDEOS_DIR)
    device.push_bytes(data, path)
    return path
