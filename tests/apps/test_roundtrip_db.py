"""Seed, read back, compare: every app store on the simulated device, through adbutils.

The ``device`` fixture (tests/conftest.py) is a ``Device`` on a ``SimServer`` started for
this module. The code under test is the same that runs on an emulator.
"""

from __future__ import annotations

import pytest

import apps
from apps import (broccoli, expense, joplin, opentracks, osmand, retro_music, rows, simple_calendar,
                  sqlite_store, tasks_org, vlc)

def _load_expected():
    # The expected column tables live beside this file (test_schemas.py); tests/ is not a package.
    import importlib.util
    import pathlib
    spec = importlib.util.spec_from_file_location("_venus_expected_columns",
                                                  pathlib.Path(__file__).with_name("test_schemas.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.EXPECTED, mod.EXPECTED_NAMES


EXPECTED, EXPECTED_NAMES = _load_expected()

T0 = 1697383440  # 2023-10-15 15:24:00 UTC


def _app_of(path):
    return next((a, d) for a in apps.catalogue() for d in a.databases if d.path == path)


@pytest.mark.parametrize("key", list(EXPECTED) + list(EXPECTED_NAMES),
                         ids=[t for _, t in list(EXPECTED) + list(EXPECTED_NAMES)])
def test_store_created_on_device_has_the_real_columns(device, key):
    path, table = key
    app, db = _app_of(path)
    with sqlite_store.pulled(device, app, db) as conn:
        got = rows.columns(conn, table)
    want = EXPECTED.get(key) or EXPECTED_NAMES[key]
    assert (got if key in EXPECTED else [c for c, _ in got]) == want


def test_pushed_store_keeps_owner(device):
    expense.reset(device)
    owner = device.run(["stat", "-c", "%U:%G", expense.DB_PATH])
    expense.add_expenses(device, expense.noise_expenses(__import__("random").Random(1), 2))
    assert device.run(["stat", "-c", "%U:%G", expense.DB_PATH]) == owner
    assert owner.startswith("u0_a")


def test_expense(device):
    import random
    expense.reset(device)
    seeded = expense.noise_expenses(random.Random(4), 5)
    expense.add_expenses(device, seeded)
    got = expense.list_expenses(device)
    assert [{k: r[k] for k in seeded[0]} for r in got] == seeded
    expense.delete_expenses(device, [got[0]["expense_id"]])
    assert [r["expense_id"] for r in expense.list_expenses(device)] == [r["expense_id"] for r in got[1:]]


def test_broccoli(device):
    broccoli.reset(device)
    recipes = [broccoli.Recipe("Lentil soup", servings="4", ingredients="lentils\ncarrots", directions="Simmer."),
               broccoli.Recipe("Pancakes", preparationTime="20 min", favorite=1)]
    ids = broccoli.add_recipes(device, recipes)
    got = broccoli.list_recipes(device)
    assert got == [r.__class__(**{**r.__dict__, "recipeId": i}) for r, i in zip(recipes, ids)]
    broccoli.clear_recipes(device)
    assert broccoli.list_recipes(device) == []


def test_simple_calendar(device):
    simple_calendar.reset(device)
    events = [simple_calendar.CalendarEvent(T0 + 3600, T0 + 7200, "Dentist", location="Main St"),
              simple_calendar.CalendarEvent(T0, T0 + 1800, "Standup", description="daily")]
    simple_calendar.add_events(device, events)
    got = simple_calendar.list_events(device)
    assert [(e.title, e.start_ts, e.location, e.description, e.event_type) for e in got] == [
        ("Standup", T0, "", "daily", 1), ("Dentist", T0 + 3600, "Main St", "", 1)]
    simple_calendar.clear_events(device)
    assert simple_calendar.list_events(device) == []


def test_tasks(device):
    tasks_org.reset(device)
    tasks = [tasks_org.Task("Buy milk", dueDate=T0 * 1000, created=T0 * 1000, modified=T0 * 1000),
             tasks_org.Task("Call mum", importance=0, notes="before 6pm")]
    ids = tasks_org.add_tasks(device, tasks)
    assert tasks_org.list_tasks(device) == [t.__class__(**{**t.__dict__, "_id": i}) for t, i in zip(tasks, ids)]
    tasks_org.clear_tasks(device)
    assert tasks_org.list_tasks(device) == []


def test_opentracks(device):
    opentracks.reset(device)
    tracks = [opentracks.Track("Morning run", uuid=bytes(range(16)), category="running", activity_type="running",
                               starttime=T0 * 1000, stoptime=T0 * 1000 + 1_800_000, totaldistance=5012.5)]
    ids = opentracks.add_tracks(device, tracks)
    assert opentracks.list_tracks(device) == [tracks[0].__class__(**{**tracks[0].__dict__, "_id": ids[0]})]
    opentracks.reset(device)
    assert opentracks.list_tracks(device) == []


def test_osmand(device):
    osmand.reset(device)
    markers = [osmand.MapMarker("m1", 47.1394, 9.5215, "marker#Vaduz Castle", marker_added=1),
               osmand.MapMarker("m2", 47.166, 9.509, "marker#Schaan", marker_added=2)]
    osmand.add_markers(device, markers)
    assert osmand.list_markers(device) == markers
    osmand.clear_markers(device)
    assert osmand.list_markers(device) == []


def test_joplin(device):
    joplin.reset(device)
    folder = joplin.Folder("f" * 32, "Recipes")
    note = joplin.Note("a" * 32, folder.id, "Pesto", body="basil, pine nuts")
    joplin.add_folders(device, [folder])
    joplin.add_notes(device, [note])
    assert joplin.list_folders(device) == [folder]
    assert joplin.list_notes(device) == [note]
    with sqlite_store.pulled(device, joplin.APP, joplin.APP.databases[0]) as conn:
        assert [tuple(r) for r in conn.execute("SELECT id FROM notes_fts WHERE notes_fts MATCH 'basil'")] == [(note.id,)]


def test_vlc(device):
    vlc.reset(device)
    vlc.add_playlist(device, "Road trip", ["b.mp4", "a.mp4"])
    vlc.add_playlist(device, "Chill", ["a.mp4"])
    assert vlc.list_playlists(device) == [
        vlc.PlaylistEntry("Chill", "a.mp4", 0), vlc.PlaylistEntry("Road trip", "b.mp4", 0),
        vlc.PlaylistEntry("Road trip", "a.mp4", 1)]
    vlc.clear_playlists(device)
    assert vlc.list_playlists(device) == []


def test_retro_music(device):
    retro_music.reset(device)
    songs = [retro_music.Song(11, "Sunrise", "/storage/emulated/0/Music/Sunrise.mp3", duration=200_000),
             retro_music.Song(12, "Rain", "/storage/emulated/0/Music/Rain.mp3", duration=180_000)]
    retro_music.add_playlist(device, "Focus", songs)
    assert retro_music.list_playlists(device) == [
        vlc.PlaylistEntry("Focus", "Sunrise", 0, 200_000), vlc.PlaylistEntry("Focus", "Rain", 1, 180_000)]
    retro_music.set_playing_queue(device, songs[::-1])
    assert retro_music.playing_queue(device) == ["Rain", "Sunrise"]
    retro_music.clear_playlists(device)
    assert retro_music.list_playlists(device) == []
