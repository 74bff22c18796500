"""Retro Music (``code.name.monkey.retromusic``): songs in ``/sdcard/Music``, playlists in Room.

Stores (AndroidWorld ``task_evals/single/retro_music.py``):
- ``databases/playlist.db``: ``PlaylistEntity`` and ``SongEntity`` (one row per song in a
  playlist, ``playlist_creator_id`` -> ``playlist_id``; order = ``song_key``).
- ``databases/music_playback_state.db``: ``playing_queue`` (the current queue, in rowid order)
  and ``original_playing_queue``.

Schema sources, RetroMusicPlayer/RetroMusicPlayer at commit feb89bb51 ("Bump versionCode":
``versionCode 10603``, ``versionName 6.1.0``, the APK ``code.name.monkey.retromusic_10603.apk``):
- ``playlist.db``: ``db/RetroDatabase.kt`` (Room version 24, ``exportSchema = false``;
  entities ``PlaylistEntity``, ``SongEntity``, ``HistoryEntity``, ``PlayCountEntity``). The
  DDL and identity hash ``477d6210eb83b418129be8b2c2acb691`` are those of Room's generated
  ``RetroDatabase_Impl.createAllTables`` for exactly this entity set (version 24, package
  ``code.name.monkey.retromusic.db``), as found in a public build tree.
- ``music_playback_state.db``: ``providers/MusicPlaybackQueueStore.java`` (SQLiteOpenHelper,
  ``VERSION = 12``; ``createTable`` for both tables, column names from
  ``MediaStore.Audio.AudioColumns`` and ``Constants.DATA = "_data"``).
"""

from __future__ import annotations

import dataclasses
from typing import Mapping

from apps import rows, sqlite_store
from apps.base import ANDROID_METADATA, App, Database, room_master
from apps.vlc import PlaylistEntry

DATA_DIR = "/data/data/code.name.monkey.retromusic/databases"
MUSIC_DIR = "/sdcard/Music"
_SONG_COLUMNS = (
    "`id` INTEGER NOT NULL, `title` TEXT NOT NULL, `track_number` INTEGER NOT NULL, "
    "`year` INTEGER NOT NULL, `duration` INTEGER NOT NULL, `data` TEXT NOT NULL, "
    "`date_modified` INTEGER NOT NULL, `album_id` INTEGER NOT NULL, `album_name` TEXT NOT NULL, "
    "`artist_id` INTEGER NOT NULL, `artist_name` TEXT NOT NULL, `composer` TEXT, `album_artist` TEXT")

PLAYLIST_SCHEMA = (
    *ANDROID_METADATA,
    "CREATE TABLE IF NOT EXISTS `PlaylistEntity` (`playlist_id` INTEGER PRIMARY KEY AUTOINCREMENT "
    "NOT NULL, `playlist_name` TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS `SongEntity` (`song_key` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, "
    f"`playlist_creator_id` INTEGER NOT NULL, {_SONG_COLUMNS})",
    "CREATE UNIQUE INDEX IF NOT EXISTS `index_SongEntity_playlist_creator_id_id` ON `SongEntity` "
    "(`playlist_creator_id`, `id`)",
    f"CREATE TABLE IF NOT EXISTS `HistoryEntity` ({_SONG_COLUMNS}, `time_played` INTEGER NOT NULL, "
    "PRIMARY KEY(`id`))",
    f"CREATE TABLE IF NOT EXISTS `PlayCountEntity` ({_SONG_COLUMNS}, `time_played` INTEGER NOT NULL, "
    "`play_count` INTEGER NOT NULL, PRIMARY KEY(`id`))",
    *room_master("477d6210eb83b418129be8b2c2acb691"),
    "PRAGMA user_version = 24",
)


def _queue_table(name: str) -> str:
    return (f"CREATE TABLE IF NOT EXISTS {name}(_id INT NOT NULL,title STRING NOT NULL,"
            "track INT NOT NULL,year INT NOT NULL,duration LONG NOT NULL,_data STRING NOT NULL,"
            "date_modified LONG NOT NULL,album_id INT NOT NULL,album STRING NOT NULL,"
            "artist_id INT NOT NULL,artist STRING NOT NULL,composer STRING,album_artist STRING);")


PLAYBACK_SCHEMA = (
    *ANDROID_METADATA,
    _queue_table("playing_queue"),
    _queue_table("original_playing_queue"),
    "PRAGMA user_version = 12",
)

APP = App(
    name="retro music",
    package="code.name.monkey.retromusic",
    activity="code.name.monkey.retromusic/.activities.MainActivity",
    label="Retro Music",
    aliases=("retro", "retro player"),
    databases=(Database(f"{DATA_DIR}/playlist.db", PLAYLIST_SCHEMA, ("PlaylistEntity", "SongEntity")),
               Database(f"{DATA_DIR}/music_playback_state.db", PLAYBACK_SCHEMA, ("playing_queue",))),
    storage_dirs=(MUSIC_DIR,),
    apks=("code.name.monkey.retromusic_10603.apk",),
    version="6.1.0",
    permissions=("android.permission.READ_MEDIA_AUDIO", "android.permission.POST_NOTIFICATIONS"),
    source="AndroidWorld APK set (F-Droid: code.name.monkey.retromusic)",
)
_PLAYLISTS, _PLAYBACK = APP.databases


@dataclasses.dataclass(frozen=True)
class Song:
    """A song as Retro Music stores it (``SongEntity`` columns minus the playlist keys).
    ``id`` is the MediaStore audio id; ``data`` the file path."""

    id: int
    title: str
    data: str
    duration: int = 0
    track_number: int = 0
    year: int = 0
    date_modified: int = 0
    album_id: int = 0
    album_name: str = ""
    artist_id: int = 0
    artist_name: str = ""
    composer: str | None = None
    album_artist: str | None = None


def reset(device) -> None:
    """Delete the databases and let the app create them again, empty (``sqlite_store.reset``)."""
    sqlite_store.reset(device, APP)


def scan_music(device) -> None:
    """Ask the media scanner to index ``/sdcard/Music`` (AndroidWorld ``_scan_music_directory``)."""
    device.run(["am", "broadcast", "-a", "android.intent.action.MEDIA_SCANNER_SCAN_FILE",
                "-d", "file:///storage/emulated/0/Music"])


def clear_playlists(device) -> None:
    """Delete every playlist and its songs."""
    with sqlite_store.pulled(device, APP, _PLAYLISTS, write=True) as conn:
        conn.execute("DELETE FROM SongEntity")
        conn.execute("DELETE FROM PlaylistEntity")


def add_playlist(device, name: str, songs: list[Song]) -> int:
    """Create playlist ``name`` with ``songs`` in order; returns its ``playlist_id``."""
    return add_playlists(device, {name: songs})[name]


def add_playlists(device, playlists: Mapping[str, list[Song]]) -> dict[str, int]:
    """Create each playlist ``{name: songs in order}``, in order, with one pull and one
    push of the database whatever their number; returns ``{name: playlist_id}``."""
    ids = {}
    with sqlite_store.pulled(device, APP, _PLAYLISTS, write=True) as conn:
        for name, songs in playlists.items():
            ids[name] = pid = rows.insert(conn, "PlaylistEntity", {"playlist_name": name})
            for s in songs:
                rows.insert(conn, "SongEntity", {"playlist_creator_id": pid, **rows.as_dict(s)})
    return ids


def list_playlists(device) -> list[PlaylistEntry]:
    """Every playlist entry, ordered by playlist name and position (AndroidWorld's query,
    without the window function so that older host SQLite builds work too)."""
    found = sqlite_store.query(device, APP, _PLAYLISTS, """
        SELECT pe.playlist_name AS playlist_name, se.title AS media_file_name,
               se.duration AS duration_ms,
               (SELECT COUNT(*) FROM SongEntity s2 WHERE s2.playlist_creator_id = se.playlist_creator_id
                 AND s2.song_key < se.song_key) AS order_in_playlist
        FROM PlaylistEntity pe JOIN SongEntity se ON pe.playlist_id = se.playlist_creator_id
        ORDER BY pe.playlist_name, order_in_playlist""")
    return [rows.from_row(PlaylistEntry, r) for r in found]


def set_playing_queue(device, songs: list[Song]) -> None:
    """Replace ``playing_queue`` and ``original_playing_queue`` with ``songs``."""
    with sqlite_store.pulled(device, APP, _PLAYBACK, write=True) as conn:
        for table in ("playing_queue", "original_playing_queue"):
            conn.execute(f"DELETE FROM {table}")
            for s in songs:
                rows.insert(conn, table, {
                    "_id": s.id, "title": s.title, "track": s.track_number, "year": s.year,
                    "duration": s.duration, "_data": s.data, "date_modified": s.date_modified,
                    "album_id": s.album_id, "album": s.album_name, "artist_id": s.artist_id,
                    "artist": s.artist_name, "composer": s.composer, "album_artist": s.album_artist})


def playing_queue(device) -> list[str]:
    """Titles in the current playing queue, in order (AndroidWorld ``_get_playing_queue``)."""
    found = sqlite_store.query(device, APP, _PLAYBACK, "SELECT title FROM playing_queue ORDER BY rowid")
    return [r["title"] for r in found]


def list_songs(device) -> list[str]:
    """Audio file names in ``/sdcard/Music``, sorted."""
    return device.listdir(MUSIC_DIR)


def add_song_file(device, name: str, data: bytes) -> str:
    """Write an audio file into ``/sdcard/Music``; returns its path."""
    return add_song_files(device, {name: data})[0]


def add_song_files(device, songs: Mapping[str, bytes]) -> list[str]:
    """Write ``{file name: audio bytes}`` into ``/sdcard/Music`` in two round trips whatever
    their number (``Device.write_files``); returns the paths, in order."""
    paths = {f"{MUSIC_DIR}/{name}": data for name, data in songs.items()}
    device.write_files(paths)
    return list(paths)
