"""OpenTracks (``de.dennisguse.opentracks``): recorded activities in an SQLiteOpenHelper store.

Store: ``/data/data/de.dennisguse.opentracks/databases/database.db``, table ``tracks``
(AndroidWorld ``task_evals/information_retrieval/activity_app_utils.py``; row fields as its
``sqlite_schema_utils.SportsActivity``). Times are ms since the epoch, distances metres,
speeds m/s.

Schema source: OpenTracksApp/OpenTracks tag v4.11.3 (``versionCode 5705``, the APK
``de.dennisguse.opentracks_5705.apk``): ``data/CustomSQLiteOpenHelper.java``
(``DATABASE_VERSION = 37``; ``onCreate`` runs the statements below in this order) with the
DDL strings of ``data/tables/TrackPointsColumns.java``, ``TracksColumns.java`` and
``MarkerColumns.java``; database name from ``Startup.getDatabaseName()``.

AndroidWorld never ``pm clear``s this app (its set-up grants location permissions and
dismisses a Bluetooth prompt that ``pm clear`` would bring back); resets delete rows.
"""

from __future__ import annotations

import dataclasses

from apps import rows, sqlite_store
from apps.base import ANDROID_METADATA, App, Database

DB_PATH = "/data/data/de.dennisguse.opentracks/databases/database.db"
TABLE = "tracks"

SCHEMA = (
    *ANDROID_METADATA,
    "CREATE TABLE trackpoints (_id INTEGER PRIMARY KEY AUTOINCREMENT, trackid INTEGER NOT NULL, "
    "longitude INTEGER, latitude INTEGER, time INTEGER, elevation FLOAT, accuracy FLOAT, speed FLOAT, "
    "bearing FLOAT, sensor_heartrate FLOAT, sensor_cadence FLOAT, sensor_power FLOAT, "
    "elevation_gain FLOAT, elevation_loss FLOAT, type TEXT CHECK(type IN (-2, -1, 0, 1, 3)), "
    "sensor_distance FLOAT, accuracy_vertical FLOAT, FOREIGN KEY (trackid) REFERENCES tracks(_id) "
    "ON UPDATE CASCADE ON DELETE CASCADE)",
    "CREATE INDEX trackpoints_trackid_index ON trackpoints(trackid)",
    "CREATE TABLE tracks (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, description TEXT, "
    "category TEXT, starttime INTEGER, stoptime INTEGER, numpoints INTEGER, totaldistance FLOAT, "
    "totaltime INTEGER, movingtime INTEGER, avgspeed FLOAT, avgmovingspeed FLOAT, maxspeed FLOAT, "
    "minelevation FLOAT, maxelevation FLOAT, elevationgain FLOAT, icon TEXT, uuid BLOB, "
    "elevationloss FLOAT, starttime_offset INTEGER, activity_type TEXT)",
    "CREATE UNIQUE INDEX tracks_uuid_index ON tracks(uuid)",
    "CREATE TABLE markers (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, description TEXT, "
    "category TEXT, icon TEXT, trackid INTEGER NOT NULL, length FLOAT, duration INTEGER, "
    "longitude INTEGER, latitude INTEGER, time INTEGER, elevation FLOAT, accuracy FLOAT, "
    "bearing FLOAT, photoUrl TEXT, FOREIGN KEY (trackid) REFERENCES tracks(_id) ON UPDATE CASCADE "
    "ON DELETE CASCADE)",
    "CREATE INDEX markers_trackid_index ON markers(trackid)",
    "PRAGMA user_version = 37",
)

APP = App(
    name="open tracks sports tracker",
    package="de.dennisguse.opentracks",
    activity="de.dennisguse.opentracks/de.dennisguse.opentracks.TrackListActivity",
    label="OpenTracks",
    aliases=("opentracks", "open tracks", "activity tracker"),
    databases=(Database(DB_PATH, SCHEMA, (TABLE, "trackpoints", "markers")),),
    apks=("de.dennisguse.opentracks_5705.apk",),
    version="4.11.3",
    permissions=("android.permission.ACCESS_COARSE_LOCATION", "android.permission.ACCESS_FINE_LOCATION",
                 "android.permission.POST_NOTIFICATIONS"),
    first_run=("Allow",),  # AndroidWorld env/setup_device/apps.py
    source="AndroidWorld APK set (F-Droid: de.dennisguse.opentracks)",
)
_DB = APP.databases[0]


@dataclasses.dataclass(frozen=True)
class Track:
    """A row of ``tracks`` (real column names). ``uuid`` is 16 bytes chosen by the caller
    (seeded, unlike AndroidWorld's ``uuid4``) and must be unique."""

    name: str
    uuid: bytes
    description: str = ""
    category: str = ""
    activity_type: str = ""
    starttime: int = 0
    stoptime: int = 0
    numpoints: int = 0
    totaldistance: float = 0.0
    totaltime: int = 0
    movingtime: int = 0
    avgspeed: float = 0.0
    avgmovingspeed: float = 0.0
    maxspeed: float = 0.0
    minelevation: float = 0.0
    maxelevation: float = 0.0
    elevationgain: float = 0.0
    elevationloss: float = 0.0
    icon: str | None = None
    starttime_offset: int = 0
    _id: int = -1


def reset(device) -> None:
    """Delete every track (their points and markers cascade); no ``pm clear``."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(f"DELETE FROM {TABLE}")


def add_tracks(device, tracks: list[Track]) -> list[int]:
    """Insert tracks; returns their new ``_id``s."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        return [rows.insert(conn, TABLE, t, exclude=("_id",)) for t in tracks]


def list_tracks(device) -> list[Track]:
    """All tracks ordered by ``starttime`` then ``_id``."""
    found = sqlite_store.query(device, APP, _DB, f"SELECT * FROM {TABLE} ORDER BY starttime, _id")
    return [rows.from_row(Track, r) for r in found]


def replace_tracks(device, tracks: list[Track]) -> list[int]:
    """Delete every track and insert ``tracks`` in one write (``reset`` then
    ``add_tracks`` in one pull and push); returns the new ``_id``s."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(f"DELETE FROM {TABLE}")
        return [rows.insert(conn, TABLE, t, exclude=("_id",)) for t in tracks]
