"""OsmAnd (``net.osmand``): map markers in ``map_markers_db``; offline maps in shared storage.

Store: ``/data/data/net.osmand/databases/map_markers_db``, table ``map_markers`` (AndroidWorld
``task_evals/single/osmand.py``; row fields as its ``sqlite_schema_utils.OsmAndMapMarker``).
Maps (``*.obf``, e.g. AndroidWorld's ``Liechtenstein_europe.obf``) live in
``/storage/emulated/0/Android/data/net.osmand/files``.

Schema source: osmandapp/OsmAnd ``OsmAnd/src/net/osmand/plus/mapmarkers/MapMarkersDbHelper.java``
(``DB_VERSION = 13``, ``onCreate`` runs ``MARKERS_TABLE_CREATE`` then ``GROUPS_TABLE_CREATE``;
read at master, where columns 12 ``marker_map_object_name`` and 13 ``group_categories`` are
the newest, as in the 4.6 line the suite's ``net.osmand-4.6.13.apk`` belongs to). OsmAnd opens
it through ``Context.openOrCreateDatabase`` and sets the version itself.
"""

from __future__ import annotations

import dataclasses

from apps import rows, sqlite_store
from apps.base import ANDROID_METADATA, App, Database

DB_PATH = "/data/data/net.osmand/databases/map_markers_db"
TABLE = "map_markers"
MAPS_DIR = "/storage/emulated/0/Android/data/net.osmand/files"

SCHEMA = (
    *ANDROID_METADATA,
    "PRAGMA user_version = 13",
    "CREATE TABLE IF NOT EXISTS map_markers (marker_id TEXT PRIMARY KEY, marker_lat double, "
    "marker_lon double, marker_description TEXT, marker_active int, marker_added long, "
    "marker_visited long, group_name TEXT, group_key TEXT, marker_color int, marker_next_key TEXT, "
    "marker_disabled int, marker_selected int, marker_map_object_name TEXT);",
    "CREATE TABLE IF NOT EXISTS map_markers_groups (group_id TEXT PRIMARY KEY, group_name TEXT, "
    "group_type int, group_disabled int, group_categories TEXT);",
)

APP = App(
    name="osmand",
    package="net.osmand",
    activity="net.osmand/net.osmand.plus.activities.MapActivity",
    label="OsmAnd",
    aliases=("osmand maps",),
    databases=(Database(DB_PATH, SCHEMA, (TABLE,)),),
    storage_dirs=(MAPS_DIR,),
    apks=("net.osmand-4.6.13.apk",),
    version="4.6.13",
    permissions=("android.permission.POST_NOTIFICATIONS",),
    first_run=("SKIP DOWNLOAD",),  # AndroidWorld env/setup_device/apps.py
    source="AndroidWorld APK set (F-Droid: net.osmand)",
)
_DB = APP.databases[0]
TAIL_NEXT_VALUE = "tail_next"  # MapMarkersDbHelper.TAIL_NEXT_VALUE: last active marker


@dataclasses.dataclass(frozen=True)
class MapMarker:
    """A row of ``map_markers`` (real column names). ``marker_description`` is OsmAnd's
    serialized ``PointDescription``, e.g. ``"marker#Vaduz Castle"``."""

    marker_id: str
    marker_lat: float
    marker_lon: float
    marker_description: str = ""
    marker_active: int = 1
    marker_added: int = 0
    marker_visited: int = 0
    group_name: str | None = None
    group_key: str | None = None
    marker_color: int = 0
    marker_next_key: str = TAIL_NEXT_VALUE
    marker_disabled: int = 0
    marker_selected: int = 0
    marker_map_object_name: str | None = None


def reset(device) -> None:
    """Delete the databases and let the app create them again, empty (``sqlite_store.reset``)."""
    sqlite_store.reset(device, APP)


def clear_markers(device) -> None:
    """Delete every marker."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute(f"DELETE FROM {TABLE}")


def add_markers(device, markers: list[MapMarker]) -> None:
    """Insert markers as given (chain them with ``marker_next_key`` as OsmAnd does)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        for m in markers:
            rows.insert(conn, TABLE, m)


def list_markers(device) -> list[MapMarker]:
    """All markers ordered by ``marker_added`` then ``marker_id``."""
    found = sqlite_store.query(device, APP, _DB,
                               f"SELECT * FROM {TABLE} ORDER BY marker_added, marker_id")
    return [rows.from_row(MapMarker, r) for r in found]
