"""OsmAnd (``net.osmand``): map markers in ``map_markers_db``; favourites and tracks as GPX
files and offline maps in the app's shared-storage folder.

Store: ``/data/data/net.osmand/databases/map_markers_db``, table ``map_markers`` (AndroidWorld
``task_evals/single/osmand.py``; row fields as its ``sqlite_schema_utils.OsmAndMapMarker``).
Maps (``*.obf``, e.g. AndroidWorld's ``Liechtenstein_europe.obf``) live in
``/storage/emulated/0/Android/data/net.osmand/files``.

Schema source: osmandapp/OsmAnd ``OsmAnd/src/net/osmand/plus/mapmarkers/MapMarkersDbHelper.java``
(``DB_VERSION = 13``, ``onCreate`` runs ``MARKERS_TABLE_CREATE`` then ``GROUPS_TABLE_CREATE``;
read at master, where columns 12 ``marker_map_object_name`` and 13 ``group_categories`` are
the newest, as in the 4.6 line the suite's ``net.osmand-4.6.13.apk`` belongs to). OsmAnd opens
it through ``Context.openOrCreateDatabase`` and sets the version itself.

Files (osmandapp/OsmAnd, ``OsmAnd/src/net/osmand/plus/myplaces/favorites/FavouritesFileHelper.java``
and ``SaveFavoritesTask.java`` of the 4.5/4.6 line, ``ResourceManager.resetStoreDirectory``):
the app's folder ``files/`` gets ``tiles/``, ``tracks/`` and ``.nomedia`` when the app starts;
favourites are saved per group to ``files/favorites/favorites.gpx`` (the default group, shown
as "Favorites") or ``favorites-<group>.gpx``, all groups to the private
``/data/data/net.osmand/files/favourites_bak.gpx`` and a zipped copy to ``files/backup/``;
tracks are ``.gpx`` files under ``files/tracks/`` (planned routes at the top, recordings in
``tracks/rec/``). ``PRELOADED_LOCATIONS`` are the named places of AndroidWorld's
``Liechtenstein_europe.obf`` with AndroidWorld's coordinates (``task_evals/single/osmand.py``).
"""

from __future__ import annotations

import dataclasses
import posixpath
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape as xml_escape
from xml.sax.saxutils import quoteattr

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
    setup_files=(f"{MAPS_DIR}/Liechtenstein_europe.obf",),   # AndroidWorld pushes it at set-up
    self_written=("osmand:.nomedia",),      # made by each start in its files folder (osmand_store.startup)
)
_DB = APP.databases[0]
FILES_DIR = MAPS_DIR
MAP_FILE = posixpath.basename(APP.setup_files[0])   # AndroidWorld's map (env/setup_device/apps.py)
FAVORITES_DIR = f"{FILES_DIR}/favorites"
FAVORITES_PATH = f"{FAVORITES_DIR}/favorites.gpx"
INTERNAL_FAVORITES_PATH = "/data/data/net.osmand/files/favourites_bak.gpx"
TRACKS_DIR = f"{FILES_DIR}/tracks"
GPX_NS = "http://www.topografix.com/GPX/1/1"
# name -> (lat, lon): AndroidWorld task_evals/single/osmand.py _PRELOADED_MAP_LOCATIONS
PRELOADED_LOCATIONS = {
    "Balzers, Liechtenstein": (47.0688832, 9.5061564),
    "Bendern, Liechtenstein": (47.2122151, 9.5062101),
    "Malbun, Liechtenstein": (47.1026191, 9.6083057),
    "Nendeln, Liechtenstein": (47.1973857, 9.5430636),
    "Oberplanken, Liechtenstein": (47.1784977, 9.5450163),
    "Planken, Liechtenstein": (47.1858882, 9.5452201),
    "Rotenboden, Liechtenstein": (47.1275785, 9.5387131),
    "Ruggell, Liechtenstein": (47.23976, 9.5262837),
    "Schaan, Liechtenstein": (47.1663432, 9.5103085),
    "Schaanwald, Liechtenstein": (47.2165476, 9.5699984),
    "Schönberg, Liechtenstein": (47.1303814, 9.5930117),
    "Triesen, Liechtenstein": (47.106997, 9.5274854),
}
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


@dataclasses.dataclass(frozen=True)
class Favorite:
    """A favourite as OsmAnd writes it (a ``<wpt>`` of a ``favorites*.gpx``): ``group`` is the
    ``<type>`` ("" for the default group "Favorites"), ``time`` the ``<time>`` text (UTC)."""

    name: str
    lat: float
    lon: float
    group: str = ""
    description: str = ""
    time: str = ""


def within(a: tuple[float, float], b: tuple[float, float], delta_deg: float = 0.001) -> bool:
    """Both coordinates closer than ``delta_deg`` (AndroidWorld's ``_coords_match``)."""
    return all(abs(x - y) < delta_deg for x, y in zip(a, b))


def _wpts(root: ET.Element, tag: str):
    return root.iter(f"{{{GPX_NS}}}{tag}")


def _text(el: ET.Element, tag: str) -> str:
    child = el.find(f"{{{GPX_NS}}}{tag}")
    return child.text or "" if child is not None else ""


def parse_favorites(data: bytes) -> list[Favorite]:
    """The ``<wpt>`` points of a favourites GPX file, in file order."""
    root = ET.fromstring(data)
    return [Favorite(_text(w, "name"), float(w.get("lat")), float(w.get("lon")), _text(w, "type"),
                     _text(w, "desc"), _text(w, "time")) for w in _wpts(root, "wpt")]


def list_favorites(device) -> list[Favorite]:
    """Every favourite in ``files/favorites/favorites*.gpx`` ([] when there are none)."""
    if not device.exists(FAVORITES_DIR):
        return []
    found: list[Favorite] = []
    for name in sorted(device.listdir(FAVORITES_DIR)):
        if name.startswith("favorites") and name.endswith(".gpx"):
            found.extend(parse_favorites(device.pull_bytes(f"{FAVORITES_DIR}/{name}")))
    return found


def track_points(data: bytes) -> list[tuple[float, float]]:
    """The ``trk/trkseg/trkpt`` points of a GPX file, in order (AndroidWorld's
    ``_track_points``)."""
    root = ET.fromstring(data)
    return [(float(p.get("lat")), float(p.get("lon"))) for trk in _wpts(root, "trk")
            for seg in trk.iter(f"{{{GPX_NS}}}trkseg") for p in seg.iter(f"{{{GPX_NS}}}trkpt")]


def list_tracks(device) -> list[str]:
    """Paths of the ``.gpx`` files under ``files/tracks`` (recursive, sorted); [] before the
    app created the folder."""
    if not device.exists(TRACKS_DIR):
        return []
    return [p for p in device.find_files(TRACKS_DIR) if p.endswith(".gpx")]


def clear_tracks(device) -> None:
    """Delete everything under ``files/tracks`` (AndroidWorld's ``_clear_tracks``); the
    folder stays."""
    device.run(f"rm -rf {TRACKS_DIR}/*")


def track_has_waypoints(points: list[tuple[float, float]], targets: list[tuple[float, float]],
                        delta_deg: float = 0.001) -> bool:
    """``targets`` are met in order along ``points`` (AndroidWorld's ``_track_matches``)."""
    it = iter(targets)
    want = next(it, None)
    for point in points:
        if want is not None and within(point, want, delta_deg):
            want = next(it, None)
    return want is None


def favorite_file(group: str) -> str:
    """Where OsmAnd keeps the favourites of ``group`` (``FavouritesFileHelper.getExternalFile``)."""
    return posixpath.join(FAVORITES_DIR, "favorites.gpx" if not group else f"favorites-{group}.gpx")


def track_gpx(name: str, points: list[tuple[float, float]]) -> bytes:
    """A GPX 1.1 document of one track (``trk/trkseg/trkpt``) named ``name`` in its
    metadata, as OsmAnd's ``GpxUtilities.writeGpx`` lays out a planned route (points only,
    no times)."""
    pts = "".join(f'\n      <trkpt lat="{lat:.7f}" lon="{lon:.7f}" />' for lat, lon in points)
    return (f"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
            f'<gpx version="1.1" creator="OsmAnd" xmlns="{GPX_NS}">\n'
            f"  <metadata>\n    <name>{xml_escape(name)}</name>\n  </metadata>\n"
            f"  <trk>\n    <trkseg>{pts}\n    </trkseg>\n  </trk>\n</gpx>").encode("utf-8")


def add_tracks(device, tracks: dict[str, list[tuple[float, float]]]) -> list[str]:
    """Write each ``{file name without .gpx: points}`` into ``files/tracks``; returns the
    paths. OsmAnd lists the folder's ``.gpx`` files as its saved tracks."""
    files = {f"{TRACKS_DIR}/{name}.gpx": track_gpx(name, points) for name, points in tracks.items()}
    device.write_files(files)
    return sorted(files)


def favorites_gpx(favorites: list[Favorite], group: str = "") -> bytes:
    """One group's favourites file as OsmAnd 4.6's ``SaveFavoritesTask`` lays it out:
    metadata name = the file name without ``.gpx`` ("favorites" for the default group "",
    ``favorites-<group>`` otherwise), one ``<wpt>`` per point with its time, name,
    description and ``<type>`` = the group (only when not ""), the star icon/circle/yellow
    extensions, and the group's ``points_groups`` entry. Raises ValueError when a point
    belongs to another group."""
    stray = [f.name for f in favorites if f.group != group]
    if stray:
        raise ValueError(f"favourites {stray} are not in group {group!r}: write each group's file on its own")
    ext = ("    <extensions>\n      <osmand:color>#eecc22</osmand:color>\n"
           "      <osmand:background>circle</osmand:background>\n"
           "      <osmand:icon>special_star</osmand:icon>\n    </extensions>\n")
    wpts = "".join(f'  <wpt lat="{f.lat:.7f}" lon="{f.lon:.7f}">\n'
                   + (f"    <time>{xml_escape(f.time)}</time>\n" if f.time else "")
                   + f"    <name>{xml_escape(f.name)}</name>\n"
                   + (f"    <desc>{xml_escape(f.description)}</desc>\n" if f.description else "")
                   + (f"    <type>{xml_escape(group)}</type>\n" if group else "")
                   + ext + "  </wpt>\n" for f in favorites)
    stem = posixpath.basename(favorite_file(group))[:-4]
    return ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
            f'<gpx version="1.1" creator="OsmAnd {APP.version}" xmlns="{GPX_NS}" xmlns:osmand="https://osmand.net">\n'
            f"  <metadata>\n    <name>{xml_escape(stem)}</name>\n  </metadata>\n" + wpts
            + f'  <extensions>\n    <osmand:points_groups>\n      <group name={quoteattr(group)} color="#eecc22" '
              'icon="special_star" background="circle" />\n    </osmand:points_groups>\n  </extensions>\n</gpx>'
            ).encode("utf-8")


def set_favorites(device, favorites: list[Favorite]) -> None:
    """Make ``favorites`` the app's favourites, each in its ``group`` ("" is the default
    group "Favorites"): OsmAnd is stopped (it keeps them in memory and saves its copy back),
    every ``files/favorites/favorites*.gpx`` removed and one file written per group, as
    ``SaveFavoritesTask`` does (``favorites.gpx``, ``favorites-<group>.gpx``; see
    ``favorite_file``). Group names must be usable as file names (no "/"); ValueError
    otherwise. [documented] The app's private backup (``favourites_bak.gpx``) is left as it
    is: OsmAnd 4.6 loads the external files."""
    groups: dict[str, list[Favorite]] = {}
    for f in favorites:
        if "/" in f.group or f.group.strip() != f.group:
            raise ValueError(f"favourite group {f.group!r} cannot be a file name: use a name without '/' or "
                             "outer spaces")
        groups.setdefault(f.group, []).append(f)
    device.run(f"am force-stop {APP.package}; rm -f {FAVORITES_DIR}/favorites.gpx {FAVORITES_DIR}/favorites-*.gpx")
    device.write_files({favorite_file(g): favorites_gpx(points, g) for g, points in groups.items()}
                       or {FAVORITES_PATH: favorites_gpx([])})
