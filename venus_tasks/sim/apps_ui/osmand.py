"""OsmAnd (``net.osmand``, 4.6.13) on the simulated device: the map screen with its buttons,
a place's context menu ("Add" a favourite, "Marker", "Directions"), the drawer, and the
route planner that saves a track; the other pages are in ``osmand_pages``, the map
picture in ``osmand_map``, the stores in ``osmand_store``.

Source: osmandapp/OsmAnd (read from the stored index at commits of the 4.5/4.6 line; the
mirror of the 1.4 GB repository could not be fetched, so no tag is pinned):
``views/MapControlsLayer.java`` / ``map_hud_*.xml`` (ids ``map_layers_button``,
``map_search_button``, ``map_compass_button``, ``map_menu_button`` -- content-desc
"Back to menu", checked in OsmAnd's own espresso test --, ``map_route_info_button``,
``map_zoom_in_button``, ``map_zoom_out_button``, ``map_my_location_button``);
``mapcontextmenu/MapContextMenu.java`` (``buttonFavoritePressed`` opens the favourite
editor with the menu's title as name; ``buttonWaypointPressed`` with markers on adds a
map marker at the menu's position and closes the menu); ``activities/MapActivityActions``
(the drawer); ``measurementtool/MeasurementToolFragment`` ("Plan a route": a tap on the
map adds a point there, "Add point" adds the point under the centre cross, "Undo",
"Save" asks for a file name, ``SaveAsNewTrackBottomSheetDialogFragment``).

The map itself (one view, ``android.view.View`` id ``map_view`` [inferred]) carries no
text in the dump, as OsmAnd's GL/canvas map: place names are in the screenshot only. A
tap within 24 dp of a labelled place opens that place's context menu; a long press opens
one for the pressed position (titled by its coordinates); a drag moves the map.

Simplified [documented]: no tiles, no GPS position ("My location", "Navigation",
"Compass" and "Configure map" do nothing), no trip recording, no routing (a planned
route is straight lines between its points; "Directions" does nothing); the context
menu's "Share" and "Actions" do nothing; no toasts or snackbars.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import material
from venus_tasks.sim.apps_ui import osmand_map as omap
from venus_tasks.sim.apps_ui import osmand_pages as pages
from venus_tasks.sim.apps_ui import osmand_store as store
from venus_tasks.sim.apps_ui import osmand_theme as theme
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
TAP_RADIUS_DP = 24
DRAWER = ("Map markers", "My Places", "Search", "Directions", "Configure map", "Download maps",
          "Plan a route", "Travel guides", "Settings", "Help")
act = pages.act


def _data(model) -> dict:
    d = state.get(model, PACKAGE).data
    d.setdefault("menu", None)        # the context menu's place: {name, kind, lat, lon}
    d.setdefault("plan", None)        # the route being planned: {"points": [(lat, lon)], "undone": []}
    return d


# ------------------------------------------------------------------ screens
def on_launch(model, cold: bool) -> None:
    """The app's process start makes its folders (``osmand_store.startup``)."""
    if cold:
        store.startup(model)


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None:
        pages.build(model, root, m, status, page)
        return
    d = _data(model)
    plan = d["plan"]
    route = plan["points"] if plan else None
    root.add(UiNode(cls="android.view.View", resource_id=ID + "map_view", clickable=True, long_clickable=True,
                    focusable=True, bounds=(0, 0, m.width, m.height), action=act("map"),
                    style={"image": omap.picture(model, m, model.night_mode(), route), "canvas": True}))
    if plan is not None:
        _plan_chrome(model, root, m, status, plan)
        return
    _hud(root, m, status, hidden_bottom=d["menu"] is not None, night=model.night_mode())
    if d["menu"] is not None:
        _context_menu(model, root, m, d["menu"])


# The round map buttons' faces and icons (res/values/colors.xml: map_widget_light #fff,
# map_widget_dark #a0000000 over the night map; map_button_icon_color_light #727272, _dark #cccccc).
BUTTON_FACE, BUTTON_FACE_NIGHT = (255, 255, 255), (26, 28, 31)
BUTTON_INK, BUTTON_INK_NIGHT = (114, 114, 114), (204, 204, 204)


def _round(parent: UiNode, m, x: int, y: int, rid: str, desc: str, glyph: str, verb: str,
           night: bool = False) -> None:
    size = m.dp(52)
    node = widgets.icon_button(parent, (x, y, x + size, y + size), glyph, act(verb), rid=ID + rid, desc=desc)
    node.style["disc"] = BUTTON_FACE_NIGHT if night else BUTTON_FACE
    node.style["ink"] = BUTTON_INK_NIGHT if night else BUTTON_INK


def _hud(root: UiNode, m, status: int, hidden_bottom: bool, night: bool = False) -> None:
    W, H, s, g = m.width, m.height, m.dp(52), m.dp(16)

    def button(*a):
        _round(*a, night=night)

    top = status + m.dp(12)
    button(root, m, g, top, "map_layers_button", "Configure map", "layers", "noop")
    button(root, m, g + s + m.dp(12), top, "map_search_button", "Search", "search", "search")
    button(root, m, W - g - s, top, "map_compass_button", "Compass", "compass", "noop")
    if hidden_bottom:          # the context menu covers the lower buttons
        return
    bottom = H - m.dp(48) - g - s
    button(root, m, g, bottom, "map_menu_button", "Back to menu", "menu", "drawer")
    button(root, m, g + s + m.dp(12), bottom, "map_route_info_button", "Navigation", "navigation", "noop")
    button(root, m, W - g - s, bottom, "map_my_location_button", "My location", "location", "noop")
    button(root, m, W - g - s, bottom - s - m.dp(24), "map_zoom_out_button", "Zoom out", "remove", "zoom_out")
    button(root, m, W - g - s, bottom - 2 * s - m.dp(28), "map_zoom_in_button", "Zoom in", "add", "zoom_in")


def _context_menu(model, root: UiNode, m, place: dict) -> None:
    """``MapContextMenuFragment``: title, type line, distance, "Directions", and the action
    row "Add" / "Marker" / "Share" / "Actions" (an icon over its label, both in the active
    colour; ``osmand_theme``), on the list background."""
    W, H = m.width, m.height
    night = model.night_mode()
    active = theme.ACTIVE_NIGHT if night else theme.ACTIVE
    top = H - m.dp(48) - m.dp(232)
    sheet = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "context_menu_main",
                            bounds=(0, top, W, H - m.dp(48)),
                            style={"bg": theme.LIST_BG_NIGHT if night else theme.LIST_BG, "radius": m.dp(16)}))
    y = top + m.dp(20)
    sheet.add(UiNode(cls=widgets.TEXT_VIEW, text=place["name"], resource_id=ID + "context_menu_line1",
                     bounds=(m.dp(16), y, W - m.dp(136), y + m.dp(32)), style={"kind": "title"}))
    route = widgets.button(sheet, (W - m.dp(128), y, W - m.dp(16), y + m.dp(40)), "Directions", act("noop"),
                           rid=ID + "context_menu_route_button")
    route.style["fill"] = active
    y += m.dp(36)
    kind = ", ".join(x for x in (place.get("kind", ""), place.get("region", "")) if x)
    if kind:
        sheet.add(UiNode(cls=widgets.TEXT_VIEW, text=kind, resource_id=ID + "context_menu_line2",
                         bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(24)), style={"kind": "secondary"}))
    y += m.dp(28)
    sheet.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{place['lat']:.5f}, {place['lon']:.5f}",
                     resource_id=ID + "context_menu_coordinates",
                     bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(24)), style={"kind": "secondary"}))
    y = H - m.dp(48) - m.dp(88)
    items = (("context_menu_fav_text_view", "Add", "favorite"), ("context_menu_marker_text_view", "Marker", "marker"),
             ("context_menu_share_text_view", "Share", "noop"), ("context_menu_more_text_view", "Actions", "noop"))
    w = W // len(items)
    for i, (rid, text, verb) in enumerate(items):
        l, r = i * w + m.dp(8), (i + 1) * w - m.dp(8)
        cx, s = (l + r) // 2, m.dp(24)
        material.icon(sheet, (cx - s // 2, y + m.dp(12), cx + s // 2, y + m.dp(12) + s), theme.MENU_ICONS[text],
                      active)
        sheet.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + rid, clickable=True, focusable=True,
                         bounds=(l, y, r, y + m.dp(72)), action=act(verb),
                         style={"ink": active, "centred": True, "label_below": True, "size": 14}))


def _plan_chrome(model, root: UiNode, m, status: int, plan: dict) -> None:
    W, H = m.width, m.height
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "toolbar",
                          bounds=(0, status, W, status + m.dp(56)), style={"bg": "bar"}))
    widgets.icon_button(bar, (0, status, m.dp(56), status + m.dp(56)), "close", act("plan_cancel"),
                        rid=ID + "toolbar_back", desc="Close")
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text="Plan a route", resource_id=ID + "toolbar_title",
                   bounds=(m.dp(72), status + m.dp(12), W - m.dp(112), status + m.dp(44)), style={"kind": "title"}))
    widgets.button(bar, (W - m.dp(104), status + m.dp(8), W - m.dp(8), status + m.dp(48)), "Save",
                   act("plan_save"), rid=ID + "toolbar_action")
    g, size = m.dp(16), m.dp(52)          # the zoom buttons stay (MapControlsLayer in measurement mode)
    panel_top = H - m.dp(48) - m.dp(136)
    _round(root, m, W - g - size, panel_top - g - size, "map_zoom_out_button", "Zoom out", "remove", "zoom_out")
    _round(root, m, W - g - size, panel_top - g - 2 * size - m.dp(4), "map_zoom_in_button", "Zoom in", "add",
           "zoom_in")
    c, r = (W // 2, H // 2), m.dp(12)
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "center_image",
                    bounds=(c[0] - r, c[1] - r, c[0] + r, c[1] + r), style={"kind": "icon_button", "glyph": "add"}))
    panel_top = H - m.dp(48) - m.dp(136)
    panel = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "bottom_panel",
                            bounds=(0, panel_top, W, H - m.dp(48)), style={"bg": "dialog"}))
    pts = plan["points"]
    dist = sum(omap.distance_m(a, b) for a, b in zip(pts, pts[1:]))
    info = f"Points: {len(pts)}" + (f" • {omap.format_distance(dist)}" if len(pts) > 1 else "")
    panel.add(UiNode(cls=widgets.TEXT_VIEW, text=info, resource_id=ID + "measurement_points_text_view",
                     bounds=(m.dp(16), panel_top + m.dp(12), W - m.dp(16), panel_top + m.dp(40))))
    y = panel_top + m.dp(64)
    widgets.button(panel, (m.dp(16), y, m.dp(128), y + m.dp(48)), "Options", act("noop"), rid=ID + "options_button")
    widgets.icon_button(panel, (m.dp(140), y, m.dp(188), y + m.dp(48)), "undo", act("plan_undo"),
                        rid=ID + "undo_point_button", desc="Undo")
    widgets.icon_button(panel, (m.dp(196), y, m.dp(244), y + m.dp(48)), "redo", act("plan_redo"),
                        rid=ID + "redo_point_button", desc="Redo")
    widgets.button(panel, (W - m.dp(152), y, W - m.dp(16), y + m.dp(48)), "Add point", act("plan_add_center"),
                   rid=ID + "add_point_button")


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or st.dialog is None:
        return []
    if st.dialog.name == "drawer":
        return [_drawer(model, m, status)]
    return pages.windows(model, m, status, st)


def _drawer(model, m, status: int) -> Window:
    """The navigation drawer (``MapActivityActions.createNormalOptionsMenu``) [items partly
    inferred]: each row an icon in ``icon_color_default`` and its title, on the list
    background."""
    night = model.night_mode()
    w = min(m.width - m.dp(56), m.dp(320))
    root = UiNode(package=PACKAGE, bounds=(0, 0, w, m.height),
                  style={"bg": theme.LIST_BG_NIGHT if night else theme.LIST_BG})
    lst = root.add(UiNode(cls="android.widget.ListView", resource_id=ID + "menuItems",
                          bounds=(0, status + m.dp(64), w, m.height)))
    material.icon(root, (m.dp(16), status + m.dp(20), m.dp(40), status + m.dp(44)), theme.LOGO, theme.OSMAND_ORANGE)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="OsmAnd", bounds=(m.dp(72), status + m.dp(16), w, status + m.dp(48)),
                    style={"kind": "title"}))
    y, h = status + m.dp(64), m.dp(48)
    for title in DRAWER:
        item = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                              bounds=(0, y, w, y + h), action=act("drawer_item", title)))
        material.icon(item, (m.dp(16), y + m.dp(12), m.dp(40), y + m.dp(36)), theme.DRAWER_ICONS[title],
                      theme.ICON_DEFAULT, rid=ID + "icon")
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "title",
                        bounds=(m.dp(72), y + m.dp(12), w - m.dp(16), y + h - m.dp(12))))
        y += h
    return Window(PACKAGE, root, modal=True, dim=True, outside=act("dismiss"))


# ------------------------------------------------------------------ input
def _open_menu(model, place: dict) -> None:
    _data(model)["menu"] = dict(place)


def _place_at(model, m, x: int, y: int) -> dict | None:
    best, best_d = None, (m.dp(TAP_RADIUS_DP)) ** 2
    for p, px, py in omap.visible_places(model, m):
        dist = (px - x) ** 2 + (py - y) ** 2
        if dist <= best_d:
            best, best_d = p, dist
    if best is None:
        return None
    return {"name": best.name, "kind": best.kind, "region": best.region, "lat": best.lat, "lon": best.lon}


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    from venus_tasks.sim.screen.layout import metrics
    st, page, _ = state.current(model, PACKAGE)
    d = _data(model)
    m = metrics(model)
    if page is not None or (st.dialog is not None and st.dialog.name != "drawer"):
        if pages.perform(model, st, page, verb, args):
            return
    if verb == "dismiss":
        st.dialog = None
    elif verb == "map":
        if d["plan"] is not None:
            d["plan"]["points"].append(omap.to_latlon(model, m, x, y))
            d["plan"]["undone"] = []
        elif d["menu"] is not None:
            d["menu"] = None
        else:
            place = _place_at(model, m, x, y)
            if place is not None:
                _open_menu(model, place)
    elif verb == "zoom_in":
        omap.zoom_by(model, 1)
    elif verb == "zoom_out":
        omap.zoom_by(model, -1)
    elif verb == "search":
        pages.open_search(model)
    elif verb == "drawer":
        st.dialog = Page("drawer")
    elif verb == "drawer_item":
        st.dialog = None
        _drawer_item(model, args[0])
    elif verb == "favorite" and d["menu"] is not None:
        pages.open_favorite_editor(model, d["menu"])
    elif verb == "marker" and d["menu"] is not None:
        place, d["menu"] = d["menu"], None
        store.add_marker(model, place["lat"], place["lon"], place["name"])
    elif verb == "plan_add_center" and d["plan"] is not None:
        v = omap.view(model)
        d["plan"]["points"].append((v["lat"], v["lon"]))
        d["plan"]["undone"] = []
    elif verb == "plan_undo" and d["plan"] and d["plan"]["points"]:
        d["plan"]["undone"].append(d["plan"]["points"].pop())
    elif verb == "plan_redo" and d["plan"] and d["plan"]["undone"]:
        d["plan"]["points"].append(d["plan"]["undone"].pop())
    elif verb == "plan_cancel":
        d["plan"] = None
    elif verb == "plan_save" and d["plan"] is not None and d["plan"]["points"]:
        pages.open_save_track(model)


def _drawer_item(model, title: str) -> None:
    d = _data(model)
    if title == "Map markers":
        pages.open_markers(model)
    elif title == "My Places":
        pages.open_my_places(model)
    elif title == "Search":
        pages.open_search(model)
    elif title == "Plan a route":
        d["menu"] = None
        d["plan"] = {"points": [], "undone": []}


def long_press(model, verb: str, args: tuple, x: int, y: int) -> bool:
    """A long press on the map opens the context menu of the pressed position."""
    if verb != "map":
        return False
    from venus_tasks.sim.screen.layout import metrics
    d = _data(model)
    if d["plan"] is not None or state.current(model, PACKAGE)[1] is not None:
        return False
    lat, lon = omap.to_latlon(model, metrics(model), x, y)
    _open_menu(model, {"name": f"{lat:.5f}, {lon:.5f}", "kind": "", "region": "", "lat": lat, "lon": lon})
    return True


def stroke(model, verb: str, args: tuple, points: list) -> None:
    """A drag on the map moves it."""
    if verb != "map" or len(points) < 2:
        return
    from venus_tasks.sim.screen.layout import metrics
    (x1, y1), (x2, y2) = points[0], points[-1]
    omap.pan(model, metrics(model), x2 - x1, y2 - y1)


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if st.dialog is not None:
        st.dialog = None
        return True
    if page is not None:
        return pages.back(model, page)
    d = _data(model)
    if d["menu"] is not None:
        d["menu"] = None
        return True
    if d["plan"] is not None:
        d["plan"] = None
        return True
    return False


def enter(model) -> bool:
    focused = model.ui.focused_field or ""
    if not focused.startswith(PACKAGE + ":"):
        return False
    model.ui.focused_field = None
    return True


def on_setup(model) -> None:
    """What AndroidWorld's set-up does for OsmAnd beyond its clicks
    (``env/setup_device/apps.py`` ``OsmAndApp``): it launched the app (so its database and
    start-up folders exist, ``files/tracks`` among them) and pushed
    ``Liechtenstein_europe.obf`` into ``files/`` (the simulator knows the map by its name,
    ``osmand_places``)."""
    from venus_tasks.sim.storage import appdata
    pkg = model.packages.get(PACKAGE)
    if pkg is not None:
        appdata.ensure_app_data(model.vfs, pkg)
        store.startup(model)
    pages.install_map(model)
