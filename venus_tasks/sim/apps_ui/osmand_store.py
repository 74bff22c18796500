"""What the simulated OsmAnd writes, by its own code paths (osmandapp/OsmAnd, 4.5/4.6 line;
paths and names in ``apps.osmand``):

* start-up folders: ``ResourceManager.resetStoreDirectory`` makes ``files/tiles``,
  ``files/tracks`` and ``files/.nomedia`` whenever the app starts (the constructor calls
  it), ``ROUTING_PROFILES_DIR`` ``files/routing`` and ``reloadIndexes`` makes
  ``files/voice`` and ``files/fonts`` (``indexVoiceFiles``/``indexFontFiles``);
* markers: ``MapMarkersDbHelper.insertLast``: the new marker's id (a random UUID for a
  marker without a group, ``MapMarkersHelper.getMarkerId``), lat/lon in degrees,
  ``marker_description`` = ``PointDescription.serializeToString`` (``<type>#<name>``; the
  type of a place picked from search or the map is "map_marker" [inferred]),
  ``marker_active`` 1, ``marker_added`` = now in **milliseconds**, ``marker_visited`` 0,
  no group, ``marker_color`` = the colour index (0..6: one after the newest active
  marker's, ``MapMarkersHelper`` with ``MAP_MARKERS_COLORS_COUNT`` = 7), the previous tail's
  ``marker_next_key`` set to the new id and the new row's to "tail_next",
  ``marker_disabled``/``marker_selected`` 0; "Remove"/"Move to history" of the markers list
  set ``marker_active`` 0, ``marker_visited`` = now and ``marker_next_key`` =
  "history_next" (``moveMarkerToHistory``);
* favourites: ``SaveFavoritesTask``: every group to the internal
  ``favourites_bak.gpx``, each changed group to its own external file
  (``favorites.gpx`` for the default group ""), and a zip of the internal file to
  ``files/backup/favorites_bak_<yyyy-MM-dd_HHmmss UTC>.gpx.zip``; a point is
  ``FavouritePoint.toWpt``: ``<time>``, ``<name>``, ``<desc>``, ``<type>`` = group (only
  when not ""), extensions icon/background/color (the editor's defaults ``special_star``,
  ``circle``, ``#eecc22`` [inferred]) and, in the file's extensions, ``points_groups``;
* GPX text: ``GPXUtilities.writeGpx``: KXmlSerializer with indentation (two spaces),
  ``<gpx version="1.1" creator=...>`` with the topografix, ``osmand`` and ``gpxtpx``
  namespaces, ``<metadata><name>`` = the file name without extension, lat/lon with
  ``DecimalFormat("0.00#####")``, times ``yyyy-MM-dd'T'HH:mm:ss'Z'`` in UTC; a point's
  extensions in ``HashMap`` order (``assignExtensionWriter``) with the ``osmand:`` prefix;
* tracks: a planned route saved as a new track is a ``<trk>`` of one ``<trkseg>`` with
  the route's points (no times) in ``files/tracks/<name>.gpx``; a trip recording is saved
  to ``files/tracks/rec/<yyyy-MM-dd_HH-mm_EEE>.gpx`` (``SavingTrackHelper``) with the
  recorded fixes (``<time>``, no elevation or speed [simplified]).

The creator string is "OsmAnd 4.6.13" (``Version.getFullVersion``: app name and version
[inferred]). Files are written with the app's uid.
"""

from __future__ import annotations

import datetime
import hashlib
import io
import posixpath
import uuid
import zipfile
from decimal import ROUND_HALF_EVEN, Decimal
from xml.sax.saxutils import escape, quoteattr

from apps import osmand as catalogue
from venus_tasks.sim.apps_ui import records
from venus_tasks.sim.providers.javamaps import hashmap_order
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.identity import ROOT

PACKAGE = catalogue.APP.package
CREATOR = f"OsmAnd {catalogue.APP.version}"
FILES = catalogue.FILES_DIR
COLORS_COUNT = 7
FAVORITE_DEFAULTS = {"icon": "special_star", "background": "circle", "color": "#eecc22"}
STARTUP_DIRS = ("tiles", "tracks", "routing", "voice", "fonts")


# ------------------------------------------------------------------ files as the app
def _cred(model):
    return appdata.cred_of(model, PACKAGE)


def write(model, path: str, data: bytes) -> None:
    """Write ``path`` as the app (folders made as needed); as root if that is refused."""
    appdata.write_as_app(model, PACKAGE, path, data)


def startup(model) -> None:
    """The folders and ``.nomedia`` the app makes when it starts (see the module docstring)."""
    if model.packages.get(PACKAGE) is None:
        return
    for name in STARTUP_DIRS:
        path = f"{FILES}/{name}"
        if not model.vfs.exists(path):
            try:
                model.vfs.mkdir(path, parents=True, cred=_cred(model))
            except FsError:
                model.vfs.mkdir(path, parents=True)
    if not model.vfs.exists(f"{FILES}/.nomedia"):
        write(model, f"{FILES}/.nomedia", b"")


def now_ms(model) -> int:
    return model.clock.now_ns() // 10**6


# ------------------------------------------------------------------ markers
def _db_write(model, sql_args: list[tuple[str, tuple]]) -> bool:
    con = records.open_db(model, catalogue.DB_PATH)
    if con is None:
        return False
    try:
        for sql, args in sql_args:
            con.execute(sql, args)
        data = appdata.dump_db(con)
    finally:
        con.close()
    model.vfs.write(catalogue.DB_PATH, data)
    return True


def markers(model, active: bool = True) -> list[dict]:
    """Active markers in list order (``buildLinkedList``: from the head along
    ``marker_next_key``), or the history (newest visit first)."""
    rows = records.query(model, catalogue.DB_PATH, "SELECT * FROM map_markers WHERE marker_active = ?",
                         (1 if active else 0,))
    if not active:
        return sorted(rows, key=lambda r: -(r["marker_visited"] or 0))
    by_id = {r["marker_id"]: r for r in rows}
    nexts = {r["marker_next_key"] for r in rows}
    out: list[dict] = []
    while by_id:
        head = next((r for r in by_id.values() if r["marker_id"] not in nexts), next(iter(by_id.values())))
        while head is not None:
            out.append(head)
            by_id.pop(head["marker_id"], None)
            head = by_id.get(head["marker_next_key"])
    return out


def marker_id(model, lat: float, lon: float, name: str) -> str:
    """A version-4 UUID string (``UUID.randomUUID``), drawn from the moment and the point so
    the same session gives the same ids."""
    digest = hashlib.sha256(f"{model.clock.now_ns()}|{lat}|{lon}|{name}".encode()).digest()
    return str(uuid.UUID(bytes=digest[:16], version=4))


def add_marker(model, lat: float, lon: float, name: str) -> str | None:
    """``MapMarkersHelper.addMapMarker`` + ``MapMarkersDbHelper.insertLast``; returns the id."""
    active = markers(model)
    color = (active[0]["marker_color"] + 1) % COLORS_COUNT if active else 0
    mid = marker_id(model, lat, lon, name)
    ok = _db_write(model, [
        ("UPDATE map_markers SET marker_next_key = ? WHERE marker_next_key = ?", (mid, catalogue.TAIL_NEXT_VALUE)),
        ("INSERT INTO map_markers (marker_id, marker_lat, marker_lon, marker_description, marker_active, "
         "marker_added, marker_visited, group_name, group_key, marker_color, marker_next_key, marker_disabled, "
         "marker_selected, marker_map_object_name) VALUES (?, ?, ?, ?, 1, ?, 0, NULL, NULL, ?, ?, 0, 0, NULL)",
         (mid, lat, lon, f"map_marker#{name}", now_ms(model), color, catalogue.TAIL_NEXT_VALUE)),
    ])
    return mid if ok else None


def marker_to_history(model, mid: str) -> None:
    """``moveMarkerToHistory``."""
    _db_write(model, [("UPDATE map_markers SET marker_active = 0, marker_visited = ?, marker_next_key = ? "
                       "WHERE marker_id = ?", (now_ms(model), "history_next", mid))])


def marker_name(row: dict) -> str:
    """The name part of ``marker_description`` (``PointDescription.deserializeFromString``)."""
    desc = row.get("marker_description") or ""
    return desc.split("#", 2)[1] if "#" in desc else desc


# ------------------------------------------------------------------ GPX text
def latlon(value: float) -> str:
    """``DecimalFormat("0.00#####")`` (HALF_EVEN, US symbols)."""
    d = Decimal(repr(float(value))).quantize(Decimal("0.0000001"), rounding=ROUND_HALF_EVEN)
    text = format(d, "f").rstrip("0")
    whole, _, frac = text.partition(".")
    return f"{whole}.{frac.ljust(2, '0')}"


def gpx_time(ms: int) -> str:
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class _Xml:
    """KXmlSerializer with ``indent-output``: each start tag on its own line, two spaces a
    level; an element holding only text on one line; an empty element as ``<a />``."""

    def __init__(self) -> None:
        self.out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>"]
        self.depth = 0

    def open(self, tag: str, attrs: dict | None = None, empty: bool = False) -> None:
        a = "".join(f" {k}={quoteattr(v)}" for k, v in (attrs or {}).items())
        self.out.append("\n" + "  " * self.depth + f"<{tag}{a}" + (" />" if empty else ">"))
        if not empty:
            self.depth += 1

    def close(self, tag: str) -> None:
        self.depth -= 1
        self.out.append("\n" + "  " * self.depth + f"</{tag}>")

    def text(self, tag: str, value: str | None) -> None:
        if value is not None:
            self.out.append("\n" + "  " * self.depth + f"<{tag}>{escape(value)}</{tag}>")

    def bytes(self) -> bytes:
        return "".join(self.out).encode("utf-8")


def gpx(name: str, wpts: list[dict] = (), track: list[dict] | None = None, groups: list[dict] = ()) -> bytes:
    """A GPX document as ``GPXUtilities.writeGpx`` writes it.

    Args:
      name: ``<metadata><name>`` (the file name without ``.gpx``).
      wpts: points ``{lat, lon, time_ms?, name?, desc?, type?, ext: {key: value}}``.
      track: ``trkpt`` points ``{lat, lon, time_ms?}`` of one ``trk``/``trkseg``, or None.
      groups: ``points_groups`` entries ``{name, color, icon, background}``.
    """
    x = _Xml()
    x.open("gpx", {"version": "1.1", "creator": CREATOR, "xmlns": catalogue.GPX_NS,
                   "xmlns:osmand": "https://osmand.net",
                   "xmlns:gpxtpx": "http://www.garmin.com/xmlschemas/TrackPointExtension/v1",
                   "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
                   "xsi:schemaLocation": "http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd"})
    x.open("metadata")
    x.text("name", name)
    x.close("metadata")
    for p in wpts:
        _point(x, "wpt", p)
    if track is not None:
        x.open("trk")
        x.open("trkseg")
        for p in track:
            _point(x, "trkpt", p)
        x.close("trkseg")
        x.close("trk")
    if groups:
        x.open("extensions")
        x.open("osmand:points_groups")
        for g in groups:
            x.open("group", {k: g[k] for k in ("name", "color", "icon", "background")}, empty=True)
        x.close("osmand:points_groups")
        x.close("extensions")
    x.close("gpx")
    return x.bytes()


def _point(x: _Xml, tag: str, p: dict) -> None:
    x.open(tag, {"lat": latlon(p["lat"]), "lon": latlon(p["lon"])})
    if p.get("time_ms"):
        x.text("time", gpx_time(p["time_ms"]))
    x.text("name", p.get("name"))
    x.text("desc", p.get("desc") or None)
    x.text("type", p.get("type") or None)
    ext = p.get("ext") or {}
    if ext:
        x.open("extensions")
        for key in hashmap_order(ext):
            x.text("osmand:" + key, ext[key])
        x.close("extensions")
    x.close(tag)


# ------------------------------------------------------------------ favourites
def favorites(model) -> list[dict]:
    """The favourites of the external files (group, name, lat, lon, desc), file by file."""
    out: list[dict] = []
    folder = catalogue.FAVORITES_DIR
    try:
        names = sorted(model.vfs.listdir(folder))
    except FsError:
        return []
    for name in names:
        if not (name == "favorites.gpx" or name.startswith("favorites-")):
            continue
        try:
            for f in catalogue.parse_favorites(model.vfs.read(f"{folder}/{name}")):
                out.append({"group": f.group, "name": f.name, "lat": f.lat, "lon": f.lon,
                            "desc": f.description, "time": f.time})
        except Exception:    # an unreadable file: its group shows nothing (gpxFile.error)
            continue
    return out


def add_favorite(model, name: str, lat: float, lon: float, group: str = "", desc: str = "") -> None:
    """``FavouritesHelper.addFavourite`` then ``SaveFavoritesTask`` (module docstring)."""
    current = favorites(model)
    when = now_ms(model)
    current.append({"group": group, "name": name, "lat": float(latlon(lat)), "lon": float(latlon(lon)),
                    "desc": desc, "time_ms": when})
    groups: dict[str, list[dict]] = {}
    for f in current:
        groups.setdefault(f["group"], []).append(f)
    meta = [{"name": g, **FAVORITE_DEFAULTS} for g in groups]

    def wpt(f):
        ms = f.get("time_ms") or _parse_time(f.get("time", ""))
        return {"lat": f["lat"], "lon": f["lon"], "time_ms": ms, "name": f["name"], "desc": f.get("desc"),
                "type": f["group"], "ext": dict(FAVORITE_DEFAULTS)}

    internal = gpx("favourites_bak", [wpt(f) for f in current], groups=meta)
    write(model, catalogue.INTERNAL_FAVORITES_PATH, internal)
    for g, points in groups.items():
        path = catalogue.favorite_file(g)
        stem = posixpath.basename(path)[:-4]
        write(model, path, gpx(stem, [wpt(f) for f in points], groups=[m for m in meta if m["name"] == g]))
    stamp = datetime.datetime.fromtimestamp(when / 1000, datetime.timezone.utc).strftime("%Y-%m-%d_%H%M%S")
    buf = io.BytesIO()
    entry = f"favorites_bak_{stamp}.gpx"
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(entry, internal)
    write(model, f"{FILES}/backup/{entry}.zip", buf.getvalue())


def _parse_time(text: str) -> int:
    try:
        dt = datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
        return int(dt.timestamp() * 1000)
    except ValueError:
        return 0


# ------------------------------------------------------------------ tracks
def tracks(model) -> list[str]:
    """Paths of the ``.gpx`` files under ``files/tracks`` (recursive), newest first."""
    root = catalogue.TRACKS_DIR
    if not model.vfs.exists(root):
        return []
    found = [(model.vfs.stat(p).mtime, p) for p, node, _ in model.vfs.walk(root, cred=ROOT)
             if node.is_file and p.endswith(".gpx")]
    return [p for _, p in sorted(found, key=lambda t: (-t[0], t[1]))]


def unique_track_path(model, folder: str, name: str) -> str:
    """``folder/name.gpx``, or ``name_2.gpx``, ``name_3.gpx``... when taken [inferred]."""
    path, n = f"{folder}/{name}.gpx", 1
    while model.vfs.exists(path):
        n += 1
        path = f"{folder}/{name}_{n}.gpx"
    return path


def save_track(model, path: str, points: list[dict]) -> None:
    """Write a one-segment track to ``path`` (see the module docstring)."""
    write(model, path, gpx(posixpath.basename(path)[:-4], track=points))


def local_now(model) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(model.clock.now_ns() / 1e9, model.timezone())


def track_file_name(model) -> str:
    """``yyyy-MM-dd_HH-mm_EEE`` of now in the device's zone (the recorder's and the planner's
    suggested name)."""
    return local_now(model).strftime("%Y-%m-%d_%H-%M_%a")
