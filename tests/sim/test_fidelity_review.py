"""Fidelity review of today's simulated app screens: behaviours where the simulator was
kinder than, or different from, the real app, checked against the app's own source.

* Simple Calendar 6.22.2 ``EventActivity.saveEvent`` reads the title, location and
  description through Simple-Commons' ``EditText.value`` (``text.toString().trim()``,
  ``commons/extensions/EditText.kt`` at ``71d66584bd``): the stored event has no
  surrounding blanks, and a title of blanks only is refused as empty.
* MaterialTimePicker 1.9.0 keyboard mode (``TimePickerTextInputPresenter``'s text
  watchers, ``TimeModel.setHour``): a field emptied sets 0, and an hour of "0" on the
  12-hour picker is 12 o'clock in the checked period; the simulator used to keep the time
  from before the edit (a cleared field and OK kept the old value).
* Retro Music (RetroMusicPlayer feb89bb51) ``PlaylistDao.insertSongsToPlaylist`` is
  ``@Insert(onConflict = OnConflictStrategy.REPLACE)`` over ``SongEntity``'s unique
  ``(playlist_creator_id, id)`` index: adding a song the playlist holds moves it to the end
  (a new ``song_key``); the simulator used to ignore it, keeping the old order.
"""

from __future__ import annotations

import types

import pytest

from apps import simple_calendar as C
from tests.sim.test_app_calendar import rows
from tests.sim.ui_helpers import find, tap
from venus_tasks.sim.apps_ui import pickers


def test_calendar_save_trims_title_location_and_description(sh, model):
    sh("am start -n " + C.APP.activity)
    tap(sh, "New Event")
    tap(sh, "Event")
    sh("input text %s%s")                                   # blanks only: "Title cannot be empty"
    tap(sh, "Save")
    assert find(sh, "Disclaimer") is not None               # ReminderWarningDialog before the first save
    tap(sh, "OK")
    assert find(sh, "New Event") is not None and rows(model) == []
    sh("input text Haircut%s%s")
    tap(sh, "Location")
    sh("input text %sStudio%s")
    tap(sh, "Description")
    sh("input text %sshort%s")
    tap(sh, "Save")
    (row,) = rows(model)
    assert (row["title"], row["location"], row["description"]) == ("Haircut", "Studio", "short")


def _keyboard_picker(hour: int, minute: int, h24: bool):
    model = types.SimpleNamespace(ui=types.SimpleNamespace(fields={}, focused_field=None, selected=None))
    args = pickers.time_state(hour, minute, h24)
    pickers.time_tap(model, "p", args, "mode")
    return model, args


def test_time_picker_keyboard_empty_field_sets_zero():
    model, args = _keyboard_picker(16, 45, h24=False)                 # 04:45 PM
    model.ui.fields["p:picker_minute"] = ""                            # minute cleared
    assert pickers.time_tap(model, "p", args, "ok") == ("ok", (16, 0))
    model, args = _keyboard_picker(16, 45, h24=False)
    model.ui.fields["p:picker_hour"] = ""                              # hour cleared, PM checked: noon
    assert pickers.time_tap(model, "p", args, "ok") == ("ok", (12, 45))
    model, args = _keyboard_picker(9, 30, h24=False)
    model.ui.fields["p:picker_hour"] = "0"                             # "0" on a 12-hour AM picker: 12 AM
    assert pickers.time_tap(model, "p", args, "ok") == ("ok", (0, 30))
    model, args = _keyboard_picker(16, 45, h24=True)
    model.ui.fields["p:picker_hour"] = ""                              # 24-hour: 00
    assert pickers.time_tap(model, "p", args, "ok") == ("ok", (0, 45))


def test_retro_music_adding_a_song_again_moves_it_to_the_end(model):
    pytest.importorskip("av")
    from apps import retro_music
    from venus_tasks.data import audio
    from venus_tasks.sim.storage import appdata
    from venus_tasks.sim.apps_ui import retro_music_library as lib
    from venus_tasks.sim.apps_ui import retro_music_playlists as playlists

    model.vfs.mkdir(lib.MUSIC_DIR, parents=True)
    for i, title in enumerate(("Blue Hour", "Coastline")):
        model.vfs.write(f"{lib.MUSIC_DIR}/{title}.mp3", audio.mp3_bytes(i, seconds=1.0, title=title, artist="A",
                                                                       rate=8000))
    model.media.scan(lib.MUSIC_DIR)
    model.vfs.mkdir(retro_music.DATA_DIR, parents=True)
    model.vfs.write(lib.PLAYLIST_DB, appdata.build_db(retro_music.PLAYLIST_SCHEMA))
    for title in ("Blue Hour", "Coastline", "Blue Hour"):
        playlists.add_to_playlist(model, "Mix", f"{lib.MUSIC_DIR}/{title}.mp3")
    con = appdata.load_db(model.vfs.read(lib.PLAYLIST_DB))
    order = [r[0] for r in con.execute(
        "SELECT s.title FROM SongEntity s JOIN PlaylistEntity p ON s.playlist_creator_id = p.playlist_id "
        "WHERE p.playlist_name = 'Mix' ORDER BY s.song_key")]
    assert order == ["Coastline", "Blue Hour"]
