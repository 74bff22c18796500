"""OsmAnd's and Camera's stores held against their sources: OsmAnd's GPX text
(``GPXUtilities.writeGpx``: number format, time format, extension order, points groups),
its favourites files (``FavouritesFileHelper``/``SaveFavoritesTask``), the
``map_markers`` columns a marker fills (``MapMarkersDbHelper.insertLast``), AndroidWorld's
checkers on what OsmAnd writes; Camera2's preference files and key names
(``SettingsManager``/``Keys``), its capture names (``image_file_name_format``,
``ImageFileNamer``, MediaProvider's unique and pending names)."""

from __future__ import annotations

import io
import zipfile

import pytest

from apps import camera, osmand
from venus_tasks.sim import DeviceModel
from venus_tasks.sim.apps_ui import camera_store, osmand_store
from venus_tasks.sim.clock import DeviceClock
from venus_tasks.sim.providers.javamaps import hashmap_order
from venus_tasks.sim.storage import appdata


def stepped() -> DeviceModel:
    return DeviceModel("emulator-5554", 5554, clock=DeviceClock(stepped=True))


@pytest.fixture()
def model():
    m = stepped()
    m.launch("net.osmand")
    return m


@pytest.mark.parametrize("value, text", [(47.0688832, "47.0688832"), (9.5, "9.50"), (9.123456789, "9.1234568"),
                                         (-0.000000049, "-0.00"), (47.14, "47.14"), (9.12345675, "9.1234568")])
def test_latlon_is_decimalformat_0_00_hash5(value, text):
    assert osmand_store.latlon(value) == text


def test_gpx_text_is_writegpx_layout():
    data = osmand_store.gpx("t", track=[{"lat": 1.5, "lon": 2.25, "time_ms": 1697384040000}])
    assert data.decode() == (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        '<gpx version="1.1" creator="OsmAnd 4.6.13" xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:osmand="https://osmand.net" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
        "  <metadata>\n    <name>t</name>\n  </metadata>\n"
        "  <trk>\n    <trkseg>\n"
        '      <trkpt lat="1.50" lon="2.25">\n        <time>2023-10-15T15:34:00Z</time>\n      </trkpt>\n'
        "    </trkseg>\n  </trk>\n</gpx>")
    assert osmand.track_points(data) == [(1.5, 2.25)]


def test_favourites_files_as_savefavoritestask_writes_them(model):
    osmand_store.add_favorite(model, "Vaduz & Co", 47.141, 9.5209)
    osmand_store.add_favorite(model, "Eschen", 47.2107, 9.5223, desc="north")
    text = model.vfs.read(osmand.FAVORITES_PATH).decode()
    keys = [line.strip()[len("<osmand:"):].split(">")[0] for line in text.splitlines()
            if line.strip().startswith("<osmand:") and "points_groups" not in line]
    assert keys[:3] == hashmap_order(["icon", "background", "color"])        # HashMap order, per point
    assert "<name>Vaduz &amp; Co</name>" in text and "<desc>north</desc>" in text
    assert "<type>" not in text                                               # the default group "" has no type
    favs = osmand.parse_favorites(model.vfs.read(osmand.FAVORITES_PATH))
    assert [(f.name, f.lat, f.lon) for f in favs] == [("Vaduz & Co", 47.141, 9.5209), ("Eschen", 47.2107, 9.5223)]
    internal = model.vfs.read(osmand.INTERNAL_FAVORITES_PATH).decode()
    assert "<name>favourites_bak</name>" in internal and internal.count("<wpt ") == 2
    backups = model.vfs.listdir(f"{osmand.FILES_DIR}/backup")
    assert backups == ["favorites_bak_2023-10-15_153400.gpx.zip"]             # one per second here
    with zipfile.ZipFile(io.BytesIO(model.vfs.read(f"{osmand.FILES_DIR}/backup/{backups[0]}"))) as z:
        assert z.namelist() == ["favorites_bak_2023-10-15_153400.gpx"]
        assert z.read(z.namelist()[0]).decode() == internal
    assert osmand.favorite_file("Home") == f"{osmand.FAVORITES_DIR}/favorites-Home.gpx"


def test_marker_row_fills_every_column_as_insertlast(model):
    mid = osmand_store.add_marker(model, 47.1663432, 9.5103085, "Schaan")
    con = appdata.load_db(model.vfs.read(osmand.DB_PATH))
    row = con.execute("SELECT * FROM map_markers").fetchone()
    types = con.execute("SELECT typeof(marker_lat), typeof(marker_added), typeof(marker_color), "
                        "typeof(group_name) FROM map_markers").fetchone()
    assert row == (mid, 47.1663432, 9.5103085, "map_marker#Schaan", 1, 1697384040000, 0, None, None, 0,
                   "tail_next", 0, 0, None)
    assert types == ("real", "integer", "integer", "null")


def test_androidworld_track_check_needs_the_waypoints_in_order():
    a, b, c = (47.0, 9.0), (47.1, 9.1), (47.2, 9.2)
    points = [a, (47.05, 9.05), b, c]
    assert osmand.track_has_waypoints(points, [a, c])
    assert not osmand.track_has_waypoints(points, [c, a])
    assert not osmand.track_has_waypoints(points, [(47.0015, 9.0)])          # 0.001 deg, exclusive


def test_camera_prefs_are_strings_in_settingsmanager_files():
    m = stepped()
    camera_store.set_setting(m, "pref_camera_grid_lines", "1")
    camera_store.set_camera_setting(m, 0, "pref_camera_exposure_key", "-2")
    text = m.vfs.read("/data/data/com.android.camera2/shared_prefs/com.android.camera2_preferences.xml").decode()
    assert text == ("<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n"
                    '    <string name="pref_camera_grid_lines">1</string>\n</map>\n')
    assert camera_store.read_prefs(m, "/data/data/com.android.camera2/shared_prefs/"
                                      "com.android.camera2_preferences_camera_0.xml") == {"pref_camera_exposure_key": "-2"}
    assert camera_store.setting(m, "pref_camera_exposure_compensation_key") == "0"     # Manual exposure: off


def test_capture_names():
    m = stepped()
    ms = m.clock.now_ns() // 10**6
    assert [camera_store.image_title(m, ms), camera_store.image_title(m, ms + 400),
            camera_store.image_title(m, ms + 1000)] == ["IMG_20231015_153400", "IMG_20231015_153400_1",
                                                         "IMG_20231015_153401"]
    m.vfs.mkdir(camera.PHOTOS_DIR.replace("/sdcard", "/storage/emulated/0"), parents=True)
    m.vfs.write("/storage/emulated/0/Pictures/a.jpg", b"x")
    assert camera_store.unique(m, "/storage/emulated/0/Pictures", "a.jpg") == "/storage/emulated/0/Pictures/a (1).jpg"
    rec = camera_store.start_video(m)
    assert rec["pending"] == ("/storage/emulated/0/Movies/.pending-1697988840-VID_20231015_153400.mp4")


def test_favourites_survive_androidworlds_clear(model):
    """AndroidWorld's ``_clear_favorites`` rewrites favorites.gpx with ElementTree (its own
    namespace prefixes, no ``<wpt>``); the app reads it back and saves the next favourite."""
    import xml.etree.ElementTree as ET
    osmand_store.add_favorite(model, "Balzers", 47.0688832, 9.5061564)
    tree = ET.ElementTree(ET.fromstring(model.vfs.read(osmand.FAVORITES_PATH)))
    for w in tree.findall("gpx:wpt", {"gpx": osmand.GPX_NS}):
        tree.getroot().remove(w)
    buf = io.BytesIO()
    tree.write(buf)
    model.vfs.write(osmand.FAVORITES_PATH, buf.getvalue())
    assert osmand_store.favorites(model) == []
    osmand_store.add_favorite(model, "Triesen", 47.106997, 9.5274854)
    assert [f.name for f in osmand.parse_favorites(model.vfs.read(osmand.FAVORITES_PATH))] == ["Triesen"]
