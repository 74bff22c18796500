"""The simulated OsmAnd's map view: where it looks (centre, zoom), the projection between
degrees and screen pixels, and the picture drawn for it.

No tiles: the picture is a plain land-coloured background with the installed maps' places
drawn as a dot and a name (``osmand_places``), the favourites as yellow discs, the active
markers as coloured flags and a route being planned as a line through its points. What
tasks check never depends on tiles (places are found by search or by their label). As on
the real app the map is one GL/canvas view: the names drawn on it are in the screenshot
only, never in the UI dump.

Projection: Web Mercator, as OsmAnd's ``RotatedTileBox`` (no rotation): the world is
``256 * density/160 * 2**zoom`` px wide; the map's centre is at the centre of the view,
which fills the screen. Zoom goes from 2 to 19 in whole steps ("Zoom in"/"Zoom out"),
a drag moves the centre by the dragged pixels.

State (``model.app_ui[PACKAGE + "#map"]``, kept while the device lives, as OsmAnd keeps
the last map position in its preferences): ``lat``, ``lon``, ``zoom``. A new state looks
at the installed maps' places at zoom 11 when there are any, else at the world at zoom 2
[inferred: a fresh install opens where its defaults point].
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from venus_tasks.data.images import font
from venus_tasks.sim.apps_ui import osmand_places as places
from venus_tasks.sim.apps_ui import osmand_store as store
from venus_tasks.sim.screen.image_ref import ImageRef

PACKAGE = store.PACKAGE
MIN_ZOOM, MAX_ZOOM = 2, 19
LAND, LAND_NIGHT = (241, 238, 232), (52, 54, 58)
# MapMarker colour indexes 0..6 (res/values/colors.xml marker_* [inferred])
MARKER_COLORS = ((44, 126, 230), (52, 168, 83), (255, 145, 0), (230, 60, 50), (250, 200, 30),
                 (0, 150, 136), (156, 39, 176))
FAVORITE = (238, 204, 34)
ROUTE = (235, 80, 40)


def view(model) -> dict:
    """The map's centre and zoom (see the module docstring)."""
    key = PACKAGE + "#map"
    st = model.app_ui.get(key)
    if st is None:
        known = places.installed(model)
        if known:
            lat = sum(p.lat for p in known) / len(known)
            lon = sum(p.lon for p in known) / len(known)
            st = {"lat": lat, "lon": lon, "zoom": 11}
        else:
            st = {"lat": 0.0, "lon": 0.0, "zoom": MIN_ZOOM}
        model.app_ui[key] = st
    return st


def world_px(m, zoom: int) -> float:
    return 256 * m.density / 160 * 2 ** zoom


def to_world(lat: float, lon: float, size: float) -> tuple[float, float]:
    lat = max(-85.0511, min(85.0511, lat))
    x = (lon + 180) / 360 * size
    s = math.sin(math.radians(lat))
    y = (0.5 - math.log((1 + s) / (1 - s)) / (4 * math.pi)) * size
    return x, y


def from_world(x: float, y: float, size: float) -> tuple[float, float]:
    lon = x / size * 360 - 180
    n = math.pi - 2 * math.pi * y / size
    lat = math.degrees(math.atan(math.sinh(n)))
    return lat, lon


def to_screen(model, m, lat: float, lon: float) -> tuple[float, float]:
    """Screen pixel of a position under the current view."""
    v = view(model)
    size = world_px(m, v["zoom"])
    cx, cy = to_world(v["lat"], v["lon"], size)
    x, y = to_world(lat, lon, size)
    return x - cx + m.width / 2, y - cy + m.height / 2


def to_latlon(model, m, px: float, py: float) -> tuple[float, float]:
    """The position under screen pixel (px, py)."""
    v = view(model)
    size = world_px(m, v["zoom"])
    cx, cy = to_world(v["lat"], v["lon"], size)
    return from_world(cx + px - m.width / 2, cy + py - m.height / 2, size)


def center_on(model, lat: float, lon: float, zoom: int | None = None) -> None:
    v = view(model)
    v["lat"], v["lon"] = lat, lon
    if zoom is not None:
        v["zoom"] = max(MIN_ZOOM, min(MAX_ZOOM, zoom))


def zoom_by(model, step: int) -> None:
    v = view(model)
    v["zoom"] = max(MIN_ZOOM, min(MAX_ZOOM, v["zoom"] + step))


def pan(model, m, dx: float, dy: float) -> None:
    """Move the map with a finger drag of (dx, dy) px (the content follows the finger)."""
    v = view(model)
    size = world_px(m, v["zoom"])
    cx, cy = to_world(v["lat"], v["lon"], size)
    v["lat"], v["lon"] = from_world(cx - dx, cy - dy, size)
    v["lon"] = (v["lon"] + 180) % 360 - 180


def min_zoom_for(kind: str) -> int:
    """The zoom from which a place of this kind gets its label [inferred from OsmAnd's
    default rendering: cities early, hamlets and castles late]."""
    return {"City": 6, "Town": 9, "Village": 10}.get(kind, 12)


def visible_places(model, m) -> list[tuple[places.Place, float, float]]:
    """Installed places labelled at this zoom and inside the screen, with their pixel."""
    zoom = view(model)["zoom"]
    out = []
    for p in places.installed(model):
        if zoom < min_zoom_for(p.kind):
            continue
        x, y = to_screen(model, m, p.lat, p.lon)
        if 0 <= x < m.width and 0 <= y < m.height:
            out.append((p, x, y))
    return out


def picture(model, m, night: bool, route: list[tuple[float, float]] | None = None) -> ImageRef:
    """The map as a picture of the screen's size (see the module docstring)."""
    v = view(model)
    labels = [(p.name, round(x), round(y)) for p, x, y in visible_places(model, m)]
    favs = [(f["lat"], f["lon"]) for f in store.favorites(model)]
    marks = [(r["marker_lat"], r["marker_lon"], r["marker_color"] or 0) for r in store.markers(model)]
    route = list(route or [])
    key = repr(("osmand-map", m.width, m.height, m.density, night, round(v["lat"], 7), round(v["lon"], 7),
                v["zoom"], labels, favs, marks, route))

    def load():
        img = Image.new("RGB", (m.width, m.height), LAND_NIGHT if night else LAND)
        d = ImageDraw.Draw(img)
        ink = (230, 230, 230) if night else (40, 40, 40)
        r = m.dp(4)
        f = font(m.dp(14))
        for name, x, y in labels:
            d.ellipse((x - r, y - r, x + r, y + r), fill=ink)
            d.text((x, y - r - m.dp(2)), name, fill=ink, font=f, anchor="mb")
        for lat, lon in favs:
            x, y = to_screen(model, m, lat, lon)
            d.ellipse((x - m.dp(9), y - m.dp(9), x + m.dp(9), y + m.dp(9)), fill=FAVORITE, outline=ink)
        for lat, lon, color in marks:
            x, y = to_screen(model, m, lat, lon)
            d.line((x, y, x, y - m.dp(24)), fill=ink, width=max(1, m.dp(2)))
            d.polygon([(x, y - m.dp(24)), (x + m.dp(16), y - m.dp(19)), (x, y - m.dp(14))],
                      fill=MARKER_COLORS[color % len(MARKER_COLORS)])
        pts = [to_screen(model, m, lat, lon) for lat, lon in route]
        if len(pts) > 1:
            d.line(pts, fill=ROUTE, width=max(1, m.dp(4)))
        for x, y in pts:
            d.ellipse((x - m.dp(6), y - m.dp(6), x + m.dp(6), y + m.dp(6)), fill=(255, 255, 255), outline=ROUTE,
                      width=max(1, m.dp(2)))
        return img

    return ImageRef(key, load)


def distance_m(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Great-circle distance in metres (``MapUtils.getDistance``, R = 6372.8 km)."""
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6372800 * math.asin(min(1.0, math.sqrt(h)))


def format_distance(meters: float) -> str:
    """``OsmAndFormatter.getFormattedDistance`` in metric: "850 m", "1.2 km", "12 km"."""
    if meters < 1000:
        return f"{int(round(meters))} m"
    km = meters / 1000
    return f"{km:.1f} km" if km < 10 else f"{int(round(km))} km"
