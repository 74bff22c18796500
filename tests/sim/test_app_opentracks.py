"""OpenTracks on the simulated device: tracks newest first with distance and time; a
track opens its statistics in metric units; BACK returns."""

from __future__ import annotations

from apps import opentracks as O
from tests.sim.ui_helpers import assert_dump_matches_screenshot, elements, find, tap
from venus_tasks.sim.storage import appdata


def seed(sh, model) -> None:
    sh("am start -n " + O.APP.activity)
    con = appdata.load_db(model.vfs.read(O.DB_PATH))
    for i, (name, start, dist, total, gain) in enumerate((("Morning run", 1696320000000, 10234.6, 3723000, 88.4),
                                                          ("Hill ride", 1696406400000, 42010.0, 5400000, 612.6))):
        con.execute("INSERT INTO tracks (name, uuid, activity_type, starttime, totaldistance, totaltime, movingtime, "
                    "avgspeed, avgmovingspeed, maxspeed, elevationgain, elevationloss) "
                    "VALUES (?, ?, 'running', ?, ?, ?, ?, ?, ?, 5.0, ?, 10)",
                    (name, bytes([i]) * 16, start, dist, total, total, dist / total * 1000, dist / total * 1000, gain))
    model.vfs.write(O.DB_PATH, appdata.dump_db(con))
    sh("am force-stop " + O.APP.package)
    sh("am start -n " + O.APP.activity)


def test_list_and_statistics(sh, model):
    seed(sh, model)
    names = [e.text for e in elements(sh) if e.resource_id.endswith("/list_item_name")]
    assert names == ["Hill ride", "Morning run"]
    assert [e.text for e in elements(sh) if e.resource_id.endswith("/list_item_distance")] == ["42.01 km", "10.23 km"]
    assert find(sh, "1:02:03", rid="list_item_time") is not None
    assert find(sh, "Oct 3, 2023 8:00 AM") is not None
    assert_dump_matches_screenshot(sh, model, "track list")
    tap(sh, "Hill ride")
    assert_dump_matches_screenshot(sh, model, "track statistics")
    assert find(sh, rid="stats_distance_value").text == "42.01 km"
    assert find(sh, rid="stats_total_time_value").text == "1:30:00"
    assert find(sh, rid="stats_average_speed_value").text == "28.0 km/h"
    for _ in range(3):
        sh("input swipe 500 1800 500 800 300")
    assert find(sh, rid="stats_elevation_gain_value").text == "613 m"
    sh("input keyevent KEYCODE_BACK")
    assert find(sh, "Morning run") is not None
