"""VLC on the simulated device (a bare ``DeviceModel`` with a hand-driven clock): the Video
section lists the video files with their lengths as VLC prints them, the Playlists section
reads ``vlc_media.db``, and the player shows the decoded frame at the playback position,
runs with the clock, pauses on a double tap, seeks on the seek bar, hides its controls
after 4 s of playing and exits at the end of the media."""

from __future__ import annotations

import io
import sqlite3

import numpy as np
import pytest
from PIL import Image

from apps import rows, vlc
from venus_tasks.data import clips
from venus_tasks.env.observation import parse_ui_dump
from venus_tasks.sim import DeviceModel
from venus_tasks.sim.apps_ui import vlc_media
from venus_tasks.sim.clock import DeviceClock
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.system.identity import ROOT

pytest.importorskip("av")

MAIN = "am start -n org.videolan.vlc/org.videolan.vlc.gui.MainActivity"
RED = clips.Shown("square", 3, 6, color=clips.COLORS["red"], box=(0, 0, 160, 120))
CLIP = clips.Clip(12, (40, 50, 90), (RED, clips.Shown("text", 0, 11, "COMET")))


class Ticks:
    """A monotonic clock the test moves by hand (ns)."""

    def __init__(self):
        self.ns = 0

    def __call__(self) -> int:
        return self.ns

    def advance(self, seconds: float) -> None:
        self.ns += int(seconds * 1e9)


@pytest.fixture()
def phone():
    ticks = Ticks()
    model = DeviceModel("emulator-5554", 5554, clock=DeviceClock(monotonic_ns=ticks))
    model.vfs.mkdir(vlc.VIDEOS_DIR, parents=True)
    model.vfs.write(f"{vlc.VIDEOS_DIR}/comet_show.mp4", clips.mp4_bytes(CLIP))
    model.vfs.write(f"{vlc.VIDEOS_DIR}/blank.mp4", clips.mp4_bytes(clips.Clip(75, (60, 60, 60))))
    model.vfs.write(f"{vlc.VIDEOS_DIR}/notes.txt", b"not a video")
    model.vfs.mkdir("/storage/emulated/0/Android/data/x", parents=True)
    model.vfs.write("/storage/emulated/0/Android/data/x/cache.mp4", clips.mp4_bytes(clips.Clip(2, (0, 0, 90))))
    return model, ticks


def sh(model, script: str) -> str:
    return run_split(model, script, ROOT, b"")[0].decode("utf-8", "replace")


def dump(model) -> list:
    sh(model, "uiautomator dump")
    return parse_ui_dump(sh(model, "cat /sdcard/window_dump.xml"))


def by_rid(model, rid: str) -> list:
    return [e for e in dump(model) if e.resource_id.endswith("/" + rid)]


def tap(model, e) -> None:
    sh(model, "input tap %d %d" % e.bbox.center)


def screenshot(model) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p", ROOT, b"")[0])).convert("RGB"))


def play(model, title: str):
    sh(model, MAIN)
    tap(model, next(e for e in by_rid(model, "ml_item_title") if e.text == title))
    return dump(model)


def double_tap_middle(model) -> None:
    sh(model, "input tap 540 1200")
    sh(model, "input tap 540 1200")


def seek(model, fraction: float) -> None:
    bar = by_rid(model, "player_overlay_seekbar")[0].bbox
    sh(model, "input tap %d %d" % (bar.x_min + round((bar.x_max - bar.x_min) * fraction), bar.center[1]))


def texts(model, rid: str) -> list[str]:
    return [e.text for e in by_rid(model, rid)]


def red_share(img: np.ndarray) -> float:
    r, g, b = (img[..., i].astype(int) for i in range(3))
    return float(((r > 170) & (g < 90) & (b < 90)).mean())


def test_video_section_lists_videos_by_name_with_vlc_lengths(phone):
    model, _ = phone
    sh(model, MAIN)
    assert texts(model, "ml_item_title") == ["blank", "comet_show"]          # no .txt, nothing under Android/
    assert texts(model, "ml_item_time") == ["1:15", "0:12"]
    assert [e.text for e in dump(model) if e.text in ("Video", "Audio", "Browse", "Playlists", "More")] == \
        ["Video", "Audio", "Browse", "Playlists", "More"]                    # the bottom navigation's labels
    assert texts(model, "toolbar_vlc_title") == ["VLC"]       # MainActivity shows no section title (toolbar.xml)


def test_millis_to_string_truncates_seconds_like_vlc():
    assert [vlc_media.millis_to_string(ms) for ms in (0, 5_999, 75_000, 3_725_000, -1_000)] == \
        ["0:00", "0:05", "1:15", "1:02:05", "-0:01"]
    assert [vlc_media.millis_to_text_large(ms) for ms in (87_000, 120_000, 3_725_000, 0)] == \
        ["1min 27s ", "2min ", "1h 2min 5s ", ""]


def test_playlists_come_from_the_media_database_in_order(phone):
    model, _ = phone
    con = sqlite3.connect(":memory:")
    for stmt in vlc.SCHEMA:
        con.execute(stmt)
    pid = rows.insert(con, "Playlist", {"name": "Trip", "creation_date": 1, "nb_video": 2})
    for pos, name in enumerate(["comet_show.mp4", "blank.mp4"]):
        mid = rows.insert(con, "Media", {"type": 1, "title": name[:-4], "filename": name, "import_type": 0})
        rows.insert(con, "PlaylistMediaRelation", {"media_id": mid, "playlist_id": pid, "position": pos})
    con.commit()
    model.vfs.mkdir("/data/data/org.videolan.vlc/app_db", parents=True)
    model.vfs.write(vlc.DB_PATH, appdata.dump_db(con))
    sh(model, MAIN)
    tap(model, next(e for e in dump(model) if e.content_description == "Playlists"))
    assert texts(model, "title") == ["Trip"] and texts(model, "subtitle") == ["2 videos"]
    tap(model, by_rid(model, "title")[0])
    assert texts(model, "audio_item_title") == ["comet_show", "blank"]
    assert texts(model, "audio_item_subtitle") == ["0:12", "1:15"]
    assert texts(model, "header_list_title") == ["Trip"] and texts(model, "duration") == ["1min 27s "]


def test_player_runs_with_the_clock_pauses_on_a_double_tap_and_seeks(phone):
    model, ticks = phone
    screen = play(model, "comet_show")
    assert model.activities.focus() == ("org.videolan.vlc", "org.videolan.vlc.gui.video.VideoPlayerActivity")
    assert next(e for e in screen if e.resource_id.endswith("/player_overlay_play")).content_description == "Pause"
    assert texts(model, "player_overlay_length") == ["0:12"]
    ticks.advance(2.5)
    assert texts(model, "player_overlay_time") == ["0:02"]
    assert red_share(screenshot(model)) == 0.0                   # frame 2: no square yet
    ticks.advance(1.7)                                           # 4.2 s of playing: the controls are gone
    assert texts(model, "player_overlay_time") == [] and red_share(screenshot(model)) > 0.05
    double_tap_middle(model)                                     # pause: controls back for good
    ticks.advance(30)
    assert texts(model, "player_overlay_time") == ["0:04"]
    assert [e.content_description for e in by_rid(model, "player_overlay_play")] == ["Play"]
    seek(model, 7.5 / 12)
    assert texts(model, "player_overlay_time") == ["0:07"] and red_share(screenshot(model)) == 0.0
    seek(model, 6.5 / 12)
    assert texts(model, "player_overlay_time") == ["0:06"] and red_share(screenshot(model)) > 0.05
    ticks.advance(5)
    assert texts(model, "player_overlay_time") == ["0:06"]       # paused: time stands still


def test_single_tap_toggles_the_controls_and_the_end_of_media_exits(phone):
    model, ticks = phone
    play(model, "comet_show")
    sh(model, "input tap 540 1200")
    assert texts(model, "player_overlay_time") == []
    ticks.advance(1)          # a second tap later than the double-tap timeout (device time)
    sh(model, "input tap 540 1200")
    assert texts(model, "player_overlay_time") == ["0:01"]
    ticks.advance(11.5)
    assert texts(model, "ml_item_title") == ["blank", "comet_show"]
    assert model.activities.focus()[1] == "org.videolan.vlc.gui.MainActivity"


def test_back_leaves_the_player_and_the_picture_fills_the_width(phone):
    model, _ = phone
    play(model, "comet_show")
    img = screenshot(model)
    rows_lit = np.where(img.max(axis=(1, 2)) > 12)[0]
    assert rows_lit.size and img[900:1500].max(axis=2).min() > 12    # 4:3 picture across the width, mid-screen
    assert img[400:700].max() <= 12                                  # black letterbox above it
    sh(model, "input keyevent KEYCODE_BACK")
    assert texts(model, "ml_item_title") == ["blank", "comet_show"]
