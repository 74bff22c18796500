"""OpenTracks' likeness states: the tracks of its published "Activity list" screenshot
(``fastlane/metadata/android/en-US/images/phoneScreenshots/screenshot4.png``: Morning walk
... Train ride, 10-31 January), put in the app's database, the list in the light and the
dark theme (screenshot6), and the empty list of a fresh install (screenshot1)."""

from __future__ import annotations

import datetime

from venus_tasks.sim.likeness import driver

START = "am start -n de.dennisguse.opentracks/.TrackListActivity"
DB = "/data/data/de.dennisguse.opentracks/databases/database.db"
# name, activity, day of January 2024, start "HH:MM", total time "M:SS" or "H:MM:SS", km
TRACKS = (("Morning walk", "walking", 31, "07:29", "37:12", 2.43),
          ("Early morning run", "running", 25, "06:52", "57:59", 5.45),
          ("Hike with friends", "hiking", 23, "07:13", "1:01:55", 5.49),
          ("Bike ride", "biking", 22, "07:02", "1:02:30", 5.49),
          ("Boat ride", "boat", 20, "07:01", "58:20", 5.54),
          ("Late night walk", "walking", 14, "21:05", "56:59", 5.04),
          ("Evening walk", "walking", 13, "16:58", "25:11", 1.85),
          ("Morning walk with friends", "walking", 12, "05:44", "1:08:27", 6.38),
          ("Cycling", "biking", 11, "05:50", "1:08:12", 6.34),
          ("Train ride", "train", 10, "07:00", "57:13", 5.43))


def _seconds(text: str) -> int:
    out = 0
    for part in text.split(":"):
        out = out * 60 + int(part)
    return out


def _seed(model) -> None:
    from venus_tasks.sim.storage import appdata

    driver.shell(model, START)
    con = appdata.load_db(model.vfs.read(DB))
    for i, (name, activity, day, start, total, km) in enumerate(TRACKS):
        hh, mm = (int(x) for x in start.split(":"))
        t0 = int(datetime.datetime(2024, 1, day, hh, mm, tzinfo=datetime.timezone.utc).timestamp() * 1000)
        ms = _seconds(total) * 1000
        con.execute("INSERT INTO tracks (name, uuid, category, activity_type, starttime, stoptime, totaldistance, "
                    "totaltime, movingtime, avgspeed, avgmovingspeed, maxspeed) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    (name, bytes([i + 1]) * 16, activity, activity, t0, t0 + ms, km * 1000, ms, ms,
                     km * 1000 / (ms / 1000), km * 1000 / (ms / 1000), km * 1400 / (ms / 1000)))
    con.commit()
    model.vfs.write(DB, appdata.dump_db(con))
    driver.shell(model, "am force-stop de.dennisguse.opentracks")
    driver.shell(model, START)


def tracks(model) -> None:
    _seed(model)


def tracks_dark(model) -> None:
    driver.shell(model, "cmd uimode night yes")
    _seed(model)


def empty(model) -> None:
    driver.shell(model, START)


STATES = {"tracks": tracks, "tracks_dark": tracks_dark, "empty": empty}
