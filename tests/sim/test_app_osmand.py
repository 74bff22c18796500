"""OsmAnd on the simulated device, driven through adbutils with ``input`` on what
``uiautomator dump`` shows: the app makes ``files/tracks`` when it starts (AndroidWorld's
track checker lists it); search finds the installed map's places; a place's context
menu adds a map marker (a ``map_markers`` row with the real columns and units) and a
favourite (``favorites/favorites.gpx`` as OsmAnd writes it); the markers list moves a
marker to the history; "Plan a route" saves a GPX track AndroidWorld's ``OsmAndTrack``
check accepts; the map's place names are drawn, never dumped."""

from __future__ import annotations

import sqlite3
import tempfile

import pytest

from apps import osmand
from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim.apps_ui import osmand_map as omap
from venus_tasks.sim.screen.layout import metrics

START = "am start -n net.osmand/net.osmand.plus.activities.MapActivity"
FILES = osmand.FILES_DIR


def markers(device) -> list[dict]:
    device.root()
    blob = device.pull_bytes(osmand.DB_PATH)
    with tempfile.NamedTemporaryFile(suffix=".db") as f:
        f.write(blob)
        f.flush()
        con = sqlite3.connect(f.name)
        con.row_factory = sqlite3.Row
        try:
            return [dict(r) for r in con.execute("SELECT * FROM map_markers ORDER BY marker_added")]
        finally:
            con.close()


@pytest.fixture()
def app(device, sim_server):
    """OsmAnd on its map, with no markers, favourites or tracks (the map stays)."""
    device.root()
    device.shell("am force-stop net.osmand")
    device.shell(f"rm -rf {FILES}/favorites {FILES}/tracks /data/data/net.osmand/files "
                 "/data/data/net.osmand/databases")
    model = sim_server.device(device.serial)
    model.app_ui.pop("net.osmand#map", None)
    device.shell(START)
    return model


def search(device, text: str) -> None:
    tap(device, "Search")
    device.shell(["input", "text", text])


def pick(device, name: str) -> None:
    tap(device, name, rid="title")


def test_start_makes_tracks_folder_and_map_shows_its_buttons(device, app):
    listing = device.shell(["ls", "-a", FILES]).stdout.split()
    assert {"tracks", "tiles", ".nomedia", osmand.MAP_FILE} <= set(listing)
    descs = {e.content_description for e in elements(device)}
    assert {"Configure map", "Search", "Compass", "Back to menu", "Navigation", "Zoom in", "Zoom out",
            "My location"} <= descs
    assert find(device, rid="map_menu_button").content_description == "Back to menu"
    assert not any(e.text for e in elements(device))          # place names are in the picture only


def test_search_finds_installed_places_by_any_word_and_without_accents(device, app):
    search(device, "Schonberg, Liechtenstein")
    rows = [e.text for e in elements(device) if e.resource_id.endswith("/title")]
    assert rows == ["Schönberg"]
    assert find(device, "Hamlet • Liechtenstein") is not None
    tap(device, "Clear")
    device.shell(["input", "text", "Schaan"])
    assert [e.text for e in elements(device) if e.resource_id.endswith("/title")] == ["Schaan", "Schaanwald"]


def test_marker_from_search_is_a_map_markers_row(device, app, sim_server):
    model = app
    search(device, "Balzers, Liechtenstein")
    pick(device, "Balzers")
    assert find(device, rid="context_menu_line1").text == "Balzers"
    assert find(device, rid="context_menu_line2").text == "Village, Liechtenstein"
    before = model.clock.now_ns() // 10**6
    tap(device, "Marker")
    assert find(device, rid="context_menu_line1") is None      # the menu closes
    search(device, "Triesen")
    pick(device, "Triesen")
    tap(device, "Marker")
    rows = markers(device)
    assert [r["marker_description"] for r in rows] == ["map_marker#Balzers", "map_marker#Triesen"]
    first, second = rows
    assert osmand.within((first["marker_lat"], first["marker_lon"]),
                         osmand.PRELOADED_LOCATIONS["Balzers, Liechtenstein"])
    assert before < first["marker_added"] < second["marker_added"] <= model.clock.now_ns() // 10**6
    assert (first["marker_active"], first["marker_visited"], first["marker_disabled"], first["marker_selected"]) \
        == (1, 0, 0, 0)
    assert (first["marker_color"], second["marker_color"]) == (0, 1)
    assert (first["marker_next_key"], second["marker_next_key"]) == (second["marker_id"], "tail_next")
    assert len(first["marker_id"]) == 36 and first["marker_id"][14] == "4"      # a UUID v4
    # the catalogue helper reads the same rows
    assert [m.marker_description for m in osmand.list_markers(device)] == ["map_marker#Balzers",
                                                                           "map_marker#Triesen"]


def test_markers_list_moves_a_marker_to_history(device, app):
    search(device, "Malbun")
    pick(device, "Malbun")
    tap(device, "Marker")
    tap(device, "Back to menu")
    tap(device, "Map markers")
    assert find(device, "Malbun", rid="name_text_view") is not None
    tap(device, "Move to history")
    assert find(device, "No active markers") is not None
    tap(device, "History")
    assert find(device, "Malbun", rid="name_text_view") is not None
    (row,) = markers(device)
    assert (row["marker_active"], row["marker_next_key"]) == (0, "history_next")
    assert row["marker_visited"] > row["marker_added"]


def test_favourite_is_saved_as_osmand_gpx(device, app):
    search(device, "Planken, Liechtenstein")
    pick(device, "Planken")
    tap(device, "Add")
    assert find(device, "Add favorite") is not None
    assert find(device, rid="name_edit").text == "Planken"
    tap(device, "Save")
    assert find(device, "Add favorite") is None
    data = device.pull_bytes(osmand.FAVORITES_PATH)
    text = data.decode()
    assert text.startswith("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<gpx version=\"1.1\" "
                           'creator="OsmAnd 4.6.13" xmlns="http://www.topografix.com/GPX/1/1" '
                           'xmlns:osmand="https://osmand.net"')
    assert "<metadata>\n    <name>favorites</name>\n  </metadata>" in text
    assert '<group name="" color="#eecc22" icon="special_star" background="circle" />' in text
    (fav,) = osmand.list_favorites(device)
    assert fav.name == "Planken" and fav.group == ""
    assert osmand.within((fav.lat, fav.lon), osmand.PRELOADED_LOCATIONS["Planken, Liechtenstein"])
    assert fav.time == "2023-10-15T" + fav.time[11:] and fav.time.endswith("Z")
    assert device.exists(osmand.INTERNAL_FAVORITES_PATH)
    assert [n for n in device.listdir(f"{FILES}/backup") if n.startswith("favorites_bak_") and n.endswith(".gpx.zip")]
    tap(device, "Back to menu")
    tap(device, "My Places")
    assert find(device, "Planken", rid="favourite_label") is not None


def test_set_favorites_writes_a_file_per_group_the_tab_shows_as_folders(device, app):
    def fav(name, group):
        return osmand.Favorite(name, *osmand.PRELOADED_LOCATIONS[f"{name}, Liechtenstein"], group=group)
    osmand.set_favorites(device, [fav("Balzers", "Hiking"), fav("Malbun", ""), fav("Ruggell", "Hiking"),
                                  fav("Triesen", "Family")])
    names = device.shell(["ls", osmand.FAVORITES_DIR]).stdout.split()
    assert names == ["favorites-Family.gpx", "favorites-Hiking.gpx", "favorites.gpx"]
    hiking = device.pull_bytes(osmand.favorite_file("Hiking")).decode()
    assert "<name>favorites-Hiking</name>" in hiking and hiking.count("<type>Hiking</type>") == 2
    assert '<group name="Hiking" color="#eecc22"' in hiking
    assert "<type>" not in device.pull_bytes(osmand.FAVORITES_PATH).decode()
    assert {(f.name, f.group) for f in osmand.list_favorites(device)} == {
        ("Balzers", "Hiking"), ("Ruggell", "Hiking"), ("Malbun", ""), ("Triesen", "Family")}
    device.shell(START)                                              # set_favorites stopped the app
    tap(device, "Back to menu")
    tap(device, "My Places")
    rows = [(e.resource_id.rpartition("/")[2], e.text) for e in elements(device)
            if e.resource_id.endswith(("/category_name", "/favourite_label"))]
    assert rows == [("category_name", "Family"), ("favourite_label", "Triesen"),
                    ("category_name", "Hiking"), ("favourite_label", "Balzers"), ("favourite_label", "Ruggell"),
                    ("category_name", "Favorites"), ("favourite_label", "Malbun")]
    osmand.set_favorites(device, [fav("Planken", "")])             # the groups' files go
    assert device.shell(["ls", osmand.FAVORITES_DIR]).stdout.split() == ["favorites.gpx"]
    with pytest.raises(ValueError, match="cannot be a file name"):
        osmand.set_favorites(device, [fav("Planken", "a/b")])


def test_an_empty_name_saves_no_favourite(device, app):
    search(device, "Ruggell")
    pick(device, "Ruggell")
    tap(device, "Add")
    tap(device, rid="name_edit")
    device.shell("input keyevent KEYCODE_MOVE_END")
    for _ in range(7):
        device.shell("input keyevent KEYCODE_DEL")
    tap(device, "Save")
    assert find(device, "Add favorite") is not None
    assert osmand.list_favorites(device) == []


def test_planned_route_saves_a_track_androidworld_accepts(device, app, sim_server):
    model = app
    m = metrics(model)
    tap(device, "Back to menu")
    tap(device, "Plan a route")
    assert find(device, "Plan a route") is not None and find(device, "Points: 0") is not None
    assert find(device, "Zoom out") is not None and find(device, "Search") is None      # zoom stays, search goes
    names = ["Vaduz", "Triesen", "Balzers"]
    by_name = {p.name: p for p, _, _ in omap.visible_places(model, m)}
    for name in names:                      # where the screenshot shows each name's dot
        x, y = omap.to_screen(model, m, by_name[name].lat, by_name[name].lon)
        device.shell(f"input tap {round(x)} {round(y)}")
    assert find(device, rid="measurement_points_text_view").text.startswith("Points: 3 • ")
    tap(device, "Save")
    field = find(device, rid="name_edit_text")
    assert field.text == "2023-10-15_" + field.text[11:] and field.text.endswith("_Sun")
    device.shell("input keyevent KEYCODE_MOVE_END")
    for _ in range(len(field.text)):
        device.shell("input keyevent KEYCODE_DEL")
    device.shell(["input", "text", "Vaduz to Balzers"])
    tap(device, "Save", rid="right_bottom_button")
    (path,) = osmand.list_tracks(device)
    assert path == f"{osmand.TRACKS_DIR}/Vaduz to Balzers.gpx"
    points = osmand.track_points(device.pull_bytes(path))
    assert len(points) == 3
    targets = [(by_name["Vaduz"].lat, by_name["Vaduz"].lon), osmand.PRELOADED_LOCATIONS["Triesen, Liechtenstein"],
               osmand.PRELOADED_LOCATIONS["Balzers, Liechtenstein"]]
    assert osmand.track_has_waypoints(points, targets)
    assert not osmand.track_has_waypoints(points, list(reversed(targets)))      # order matters
    assert find(device, "Plan a route") is None                                  # back on the map
    tap(device, "Back to menu")
    tap(device, "My Places")
    tap(device, "Tracks")
    assert find(device, "Vaduz to Balzers") is not None


def test_long_press_opens_the_menu_of_the_pressed_position(device, app, sim_server):
    model = app
    m = metrics(model)
    device.shell(f"input swipe {m.width // 2} {m.height // 2} {m.width // 2} {m.height // 2} 1000")
    lat, lon = omap.view(model)["lat"], omap.view(model)["lon"]
    title = find(device, rid="context_menu_line1").text
    got = tuple(float(v) for v in title.split(", "))
    assert osmand.within(got, (lat, lon), 0.0005)
    tap(device, "Marker")
    (row,) = markers(device)
    assert osmand.within((row["marker_lat"], row["marker_lon"]), (lat, lon), 0.0005)


def test_zoom_and_drag_move_the_map(device, app, sim_server):
    model = app
    zoom = omap.view(model)["zoom"]
    tap(device, "Zoom in")
    assert omap.view(model)["zoom"] == zoom + 1
    lon = omap.view(model)["lon"]
    device.shell("input swipe 700 1200 300 1200 300")
    assert omap.view(model)["lon"] > lon                         # dragged left: looks further east


def test_a_set_up_device_has_the_map_the_store_and_tracks_before_any_launch():
    """The onboarded simulator is a device after AndroidWorld's set-up, which launched
    OsmAnd once and pushed the map: AndroidWorld's track and marker checks find their
    folder and table; a new AVD (not onboarded) has none of it."""
    from venus_tasks.sim import DeviceModel
    ready, fresh = DeviceModel("emulator-5554", 5554), DeviceModel("emulator-5556", 5556, onboarded=False)
    for path in (f"{FILES}/{osmand.MAP_FILE}", osmand.TRACKS_DIR, osmand.DB_PATH):
        assert ready.vfs.exists(path) and not fresh.vfs.exists(path), path


VARIANTS = {"night": ("cmd uimode night yes", "cmd uimode night no"),
            "landscape": ("settings put system accelerometer_rotation 0; settings put system user_rotation 1",
                          "settings put system user_rotation 0"),
            "small": ("wm size 720x1280; wm density 280", "wm size reset; wm density reset")}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_screens_agree_with_the_screenshot_in_every_variant(device, app, variant):
    from tests.sim.ui_helpers import assert_dump_matches_screenshot
    on, off = VARIANTS[variant]
    device.shell(on)
    try:
        assert_dump_matches_screenshot(device, app, variant + " map")
        search(device, "Nendeln")
        assert_dump_matches_screenshot(device, app, variant + " search")
        pick(device, "Nendeln")
        assert_dump_matches_screenshot(device, app, variant + " menu")
        tap(device, "Add")
        assert_dump_matches_screenshot(device, app, variant + " favourite")
    finally:
        device.shell(off)


def test_setup_device_keeps_the_map_across_its_pm_clear(ready_device):
    """``--setup_device`` clears OsmAnd (as AndroidWorld does before clicking SKIP
    DOWNLOAD) and puts the map it found back; the app's own folders come with the launch."""
    listing = ready_device.shell(["ls", "-a", FILES]).stdout.split()
    assert {osmand.MAP_FILE, "tracks"} <= set(listing)
