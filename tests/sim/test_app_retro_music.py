"""Retro Music on the simulated device (a bare ``DeviceModel``): Songs list the tagged
audio files MediaStore knows (scanned) by title with their artist, Artists open a page with "albums • songs
• length", Playlists list ``playlist.db`` with "N Songs" and open a page whose subtitle is
"N Songs  •  mm:ss", in Retro's formats; BACK returns to the section."""

from __future__ import annotations

import sqlite3

import pytest

from apps import retro_music, rows
from venus_tasks.data import audio
from venus_tasks.env.observation import parse_ui_dump
from venus_tasks.sim import DeviceModel
from venus_tasks.sim.apps_ui import retro_music_library as lib
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.system.identity import ROOT

pytest.importorskip("av")

MAIN = "am start -n code.name.monkey.retromusic/.activities.MainActivity"


@pytest.fixture()
def phone():
    model = DeviceModel("emulator-5554", 5554)
    model.vfs.mkdir(lib.MUSIC_DIR, parents=True)
    for i, (title, artist, secs) in enumerate([("Blue Hour", "Nadia Vale", 2.0), ("amber", "Nadia Vale", 1.0),
                                               ("Coastline", "The Loomers", 1.0)]):
        model.vfs.write(f"{lib.MUSIC_DIR}/{title}.mp3", audio.mp3_bytes(i, seconds=secs, title=title, artist=artist,
                                                                       rate=8000))
    model.vfs.write(f"{lib.MUSIC_DIR}/untagged.mp3", audio.mp3_bytes(9, seconds=1.0, rate=8000))
    model.vfs.write(f"{lib.MUSIC_DIR}/cover.jpg", b"\xff\xd8")
    model.media.scan(lib.MUSIC_DIR)     # as AndroidWorld's _scan_music_directory does
    con = sqlite3.connect(":memory:")
    for stmt in retro_music.PLAYLIST_SCHEMA:
        con.execute(stmt)
    pid = rows.insert(con, "PlaylistEntity", {"playlist_name": "Road"})
    for k, (title, ms) in enumerate([("Coastline", 245_900), ("Amber", 187_000)]):
        song = retro_music.Song(id=k + 1, title=title, data="/x.mp3", duration=ms, artist_name="Nadia Vale")
        rows.insert(con, "SongEntity", {"playlist_creator_id": pid, **rows.as_dict(song)})
    con.commit()
    model.vfs.mkdir(retro_music.DATA_DIR, parents=True)
    model.vfs.write(lib.PLAYLIST_DB, appdata.dump_db(con))
    return model


def sh(model, script: str) -> str:
    return run_split(model, script, ROOT, b"")[0].decode("utf-8", "replace")


def screen(model) -> list:
    sh(model, "uiautomator dump")
    return parse_ui_dump(sh(model, "cat /sdcard/window_dump.xml"))


def tap(model, text=None, desc=None) -> None:
    e = next(e for e in screen(model) if (text is None or e.text == text) and (desc is None or e.content_description == desc))
    sh(model, "input tap %d %d" % e.bbox.center)


def texts(model, rid: str) -> list[str]:
    return [e.text for e in screen(model) if e.resource_id.endswith("/" + rid)]


def test_opens_on_for_you_and_songs_are_sorted_by_title_with_artists(phone):
    sh(phone, MAIN)
    assert "Retro Music" in [e.text for e in screen(phone)] and texts(phone, "title") == []
    tap(phone, desc="Songs")
    assert texts(phone, "title") == ["amber", "Blue Hour", "Coastline", "untagged"]
    assert texts(phone, "text") == ["Nadia Vale", "Nadia Vale", "The Loomers", "<unknown>"]


def test_artist_page_counts_songs_albums_and_length(phone):
    sh(phone, MAIN)
    tap(phone, desc="Artists")
    assert texts(phone, "title") == ["<unknown>", "Nadia Vale", "The Loomers"]
    tap(phone, text="Nadia Vale")
    assert texts(phone, "artistTitle") == ["Nadia Vale"]
    assert texts(phone, "text") == ["1 Album \u2022 2 Songs \u2022 00:03"]
    assert texts(phone, "title") == ["amber", "Blue Hour"] and texts(phone, "time") == ["00:01", "00:02"]
    sh(phone, "input keyevent KEYCODE_BACK")
    assert texts(phone, "title") == ["<unknown>", "Nadia Vale", "The Loomers"]


def test_playlists_from_the_store_with_retro_formats(phone):
    sh(phone, MAIN)
    tap(phone, desc="Playlists")
    assert texts(phone, "title") == ["Road"] and texts(phone, "text") == ["2 Songs"]
    tap(phone, text="Road")
    assert texts(phone, "subtitle") == ["2 Songs  \u2022  07:12"]       # 245.9 s + 187 s, seconds truncated
    assert texts(phone, "title") == ["Road", "Coastline", "Amber"]


def test_readable_duration_and_counts():
    assert [lib.readable_duration(ms) for ms in (0, 59_999, 187_000, 3_725_000)] == \
        ["00:00", "00:59", "03:07", "01:02:05"]
    assert lib.song_count(1) == "1 Song" and lib.info("", "03:07") == "03:07"


def test_a_song_pushed_without_a_media_scan_is_not_listed(phone):
    """Retro Music reads MediaStore (``SongRepository``), not the folder: a file the shell
    pushes is a pending row only the shell sees until the media scanner publishes it."""
    sh(phone, "cp /storage/emulated/0/Music/Coastline.mp3 /sdcard/Music/Later.mp3")
    assert [s.path.rsplit("/", 1)[1] for s in lib.songs(phone)] == [
        "amber.mp3", "Blue Hour.mp3", "Coastline.mp3", "untagged.mp3"]
    sh(phone, "am broadcast -a android.intent.action.MEDIA_SCANNER_SCAN_FILE -d file:///storage/emulated/0/Music")
    assert "Later.mp3" in [s.path.rsplit("/", 1)[1] for s in lib.songs(phone)] and len(lib.songs(phone)) == 5
