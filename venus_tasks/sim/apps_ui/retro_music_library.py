"""What Retro Music (``code.name.monkey.retromusic``) knows on the simulated device: the
songs of the music library (the audio files of ``/storage/emulated/0/Music`` with their
tags, as MediaStore indexes them) and the playlists of its Room store ``playlist.db``.

* Songs: every audio file (``AUDIO_EXTENSIONS``) under ``MUSIC_DIR``; title, artist and
  album from the file's tags (PyAV), defaulting to the file name without its extension,
  ``<unknown>`` (MediaStore's ``UNKNOWN_STRING``) and the folder name [inferred]; the
  length is the container's duration in ms. Files are decoded once per device and cached
  by the SHA-1 of their bytes.
* Artists: the distinct artists of the songs, each with its songs and albums.
* Playlists: ``PlaylistEntity`` rows with their ``SongEntity`` rows in ``song_key`` order
  (Retro shows a playlist from these rows: title, artist and duration as stored).

Formats (RetroMusicPlayer commit feb89bb51, ``util/MusicUtil.kt``):
``getReadableDurationString`` (``%02d:%02d``, ``%02d:%02d:%02d`` from an hour, seconds
truncated), ``getSongCountString`` ("1 Song", "5 Songs"), ``buildInfoString`` (two parts
joined by two spaces, a bullet and two spaces) and ``getArtistInfoString`` ("1 Album •
3 Songs").
"""

from __future__ import annotations

import collections
import dataclasses
import hashlib
import io
import posixpath
import sqlite3

from venus_tasks.sim.providers.base import Caller, Uri
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "code.name.monkey.retromusic"
MUSIC_DIR = "/storage/emulated/0/Music"
PLAYLIST_DB = "/data/data/code.name.monkey.retromusic/databases/playlist.db"
AUDIO_EXTENSIONS = (".mp3", ".m4a", ".ogg", ".flac", ".wav", ".opus", ".aac")
UNKNOWN = "<unknown>"
CACHE = PACKAGE + "#tags"
CACHE_FILES = 64


@dataclasses.dataclass(frozen=True)
class Song:
    """A song as the screens show it: ``title``, ``artist``, ``album``, ``duration_ms``."""

    title: str
    artist: str
    album: str
    duration_ms: int
    path: str = ""


def songs(model) -> list[Song]:
    """The library's songs sorted by title (case-insensitive), Retro's default order.

    Retro Music lists what MediaStore lists to it (``SongRepository`` queries
    ``MediaStore.Audio.Media`` with ``IS_MUSIC``), not the folder: a file pushed to
    ``Music/`` shows only after a media scan (AndroidWorld scans the folder for this), as
    on a device."""
    found = []
    for path in _library_paths(model):
        if not path.lower().endswith(AUDIO_EXTENSIONS):
            continue
        try:
            blob = model.vfs.read(path)
        except FsError:
            continue
        title, artist, album, ms = _tags(model, blob)
        name = posixpath.basename(path)
        found.append(Song(title or name.rsplit(".", 1)[0], artist or UNKNOWN,
                          album or posixpath.basename(posixpath.dirname(path)), ms, path))
    return sorted(found, key=lambda s: (s.title.casefold(), s.path))


def _library_paths(model) -> list[str]:
    """``_data`` of the music rows MediaStore shows Retro Music (published, not trashed,
    ``is_music``), or [] on a device without MediaStore."""
    media = getattr(model, "media", None)
    pkg = model.packages.get(PACKAGE)
    if media is None or pkg is None:
        return []
    uri = Uri("media", ("external", "audio", "media"), "content://media/external/audio/media")
    columns, rows = media.query(uri, ["_data"], "is_music=1", None, Caller(pkg.uid, PACKAGE))
    return [str(row[0]) for row in rows if row and row[0]]


def artists(model) -> list[tuple[str, list[Song]]]:
    """``(artist, its songs by title)``, artists sorted by name (case-insensitive)."""
    by: dict[str, list[Song]] = {}
    for s in songs(model):
        by.setdefault(s.artist, []).append(s)
    return sorted(by.items(), key=lambda kv: kv[0].casefold())


def _tags(model, blob: bytes) -> tuple[str, str, str, int]:
    key = hashlib.sha1(blob).hexdigest()
    cache = model.app_ui.get(CACHE)
    if cache is None:
        cache = model.app_ui[CACHE] = collections.OrderedDict()
    if key not in cache:
        cache[key] = _read(blob)
        while len(cache) > CACHE_FILES:
            cache.popitem(last=False)
    return cache[key]


def _read(blob: bytes) -> tuple[str, str, str, int]:
    try:
        import av
    except ImportError:
        return "", "", "", 0
    try:
        with av.open(io.BytesIO(blob)) as f:
            meta = {k.lower(): v for k, v in f.metadata.items()}
            return meta.get("title", ""), meta.get("artist", ""), meta.get("album", ""), int((f.duration or 0) / 1000)
    except (av.error.FFmpegError, ValueError):
        return "", "", "", 0


def playlists(model) -> list[tuple[int, str, list[Song]]]:
    """``(playlist_id, name, songs in order)`` of every playlist, by name; [] without
    the store."""
    try:
        blob = model.vfs.read(PLAYLIST_DB)
    except FsError:
        return []
    con = appdata.load_db(blob)
    try:
        out = []
        for pid, name in con.execute("SELECT playlist_id, playlist_name FROM PlaylistEntity "
                                     "ORDER BY playlist_name COLLATE NOCASE").fetchall():
            rows = con.execute("SELECT title, artist_name, album_name, duration, data FROM SongEntity "
                               "WHERE playlist_creator_id = ? ORDER BY song_key", (pid,)).fetchall()
            out.append((pid, name, [Song(t, a or UNKNOWN, al, int(d), p) for t, a, al, d, p in rows]))
        return out
    except sqlite3.Error:
        return []
    finally:
        con.close()


def readable_duration(ms: int) -> str:
    """``MusicUtil.getReadableDurationString``: ``"03:07"``, ``"01:02:05"``."""
    minutes, seconds = ms // 1000 // 60, ms // 1000 % 60
    if minutes < 60:
        return f"{minutes:02d}:{seconds:02d}"
    return f"{minutes // 60:02d}:{minutes % 60:02d}:{seconds:02d}"


def song_count(n: int) -> str:
    """``MusicUtil.getSongCountString``."""
    return f"{n} Song" if n == 1 else f"{n} Songs"


def info(first: str, second: str) -> str:
    """``MusicUtil.buildInfoString``."""
    if not first:
        return second
    return f"{first}  \u2022  {second}" if second else first


def artist_info(songs_: list[Song]) -> str:
    """``ArtistDetailsFragment``: ``"<albums> • <songs> • <total length>"``."""
    albums = len({s.album for s in songs_})
    album_word = "Album" if albums == 1 else "Albums"
    total = sum(s.duration_ms for s in songs_)
    return f"{albums} {album_word} \u2022 {song_count(len(songs_))} \u2022 {readable_duration(total)}"
