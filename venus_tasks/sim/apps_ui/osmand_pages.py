"""OsmAnd's pages over the map (``osmand``): search, the favourite editor, the markers
list, My Places (favourites and tracks) and the "Save as new track" dialog.

Source: osmandapp/OsmAnd (4.5/4.6 line, see ``osmand``):
``search/QuickSearchDialogFragment`` (a search field over the results; each result shows
its name, its type and region, and its distance; picking one shows it on the map with its
context menu; the empty query shows the "History", "Categories" and "Address" tabs);
``mapcontextmenu/editors/FavoritePointEditorFragment`` ("Add favorite": name, description,
group "Favorites", "Cancel"/"Save"); ``mapmarkers/MapMarkersDialogFragment`` (title
"Markers", bottom tabs "Active", "Groups", "History"; an active marker's button moves it
to the history); ``myplaces/MyPlacesActivity`` (tabs "Favorites" and "Tracks"; the Favorites tab is
``FavoritesTreeFragment``: one folder row per group, ``category_name`` = the group's name or
"Favorites" for the default group "", no count, then the group's points, ``favourite_label``);
``measurementtool/SaveAsNewTrackBottomSheetDialogFragment`` ("Save as new track", the file
name, "Cancel"/"Save").

Simplified [documented]: search finds only the installed maps' named places (no streets,
POI categories, coordinates or history); favourite groups other than the default, icons,
colours and the address field are not offered in the editor; every favourites folder is
shown expanded (the real list remembers each folder's state in a ``<group>_group_expanded``
preference, collapsed by default, and a tap on the folder toggles it: not modelled);
"Groups" lists nothing; the markers
list's options, sorting and drag to reorder are not modelled; a track row opens nothing;
the track's folder cannot be chosen; favourites are read from their files on every use
(the real app loads them at start and keeps them in memory, so a file edited behind a
running app is overwritten by its next save).
"""

from __future__ import annotations

import posixpath

from apps import osmand as catalogue
from venus_tasks.sim.apps_ui import osmand_map as omap
from venus_tasks.sim.apps_ui import osmand_places as places
from venus_tasks.sim.apps_ui import osmand_store as store
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = store.PACKAGE
ID = PACKAGE + ":id/"
MY_PLACES = "net.osmand.plus.myplaces.MyPlacesActivity"      # [inferred] class name
SHOW_ZOOM = 15                                                # a picked result's zoom [inferred]


def act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def key(name: str) -> str:
    return f"{PACKAGE}:{name}"


def install_map(model) -> None:
    """Put ``Liechtenstein_europe.obf`` into ``files/`` as AndroidWorld's set-up pushes it
    (as root, ``chcon`` to ``media_rw_data_file``); the bytes are a placeholder."""
    path = f"{catalogue.FILES_DIR}/{catalogue.MAP_FILE}"
    if not model.vfs.exists(path):
        model.vfs.mkdir(catalogue.FILES_DIR, parents=True)
        model.vfs.write(path, b"OsmAnd map placeholder: Liechtenstein\n")


# ------------------------------------------------------------------ opening
def _push(model, page: Page) -> None:
    state.push(model, PACKAGE, page)
    model.system_ui.scroll.pop(f"{PACKAGE}/{page.name}", None)


def open_search(model) -> None:
    model.ui.fields[key("search")] = ""
    _push(model, Page("search"))
    model.ui.focused_field = key("search")


def open_favorite_editor(model, place: dict) -> None:
    model.ui.fields[key("fav_name")] = place["name"]
    model.ui.fields[key("fav_desc")] = ""
    _push(model, Page("favorite", {"place": dict(place)}))
    model.ui.focused_field = key("fav_name")


def open_markers(model) -> None:
    _push(model, Page("markers", {"tab": "Active"}))


def open_my_places(model) -> None:
    _push(model, Page("my_places", {"tab": "Favorites"}, activity=MY_PLACES))


def open_save_track(model) -> None:
    model.ui.fields[key("track_name")] = store.track_file_name(model)
    state.get(model, PACKAGE).dialog = Page("save_track")
    model.ui.focused_field = key("track_name")


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int, page: Page) -> None:
    {"search": _search, "favorite": _favorite, "markers": _markers, "my_places": _my_places}[page.name](
        model, root, m, status, page)


def _toolbar(root: UiNode, m, status: int, title: str, verb: str = "up", close: bool = False) -> int:
    bar = widgets.toolbar(root, m, status, title, up=act(verb), rid=ID + "toolbar")
    if close:
        bar.children[0].desc = "Close"
        bar.children[0].style["glyph"] = "close"
    return status + m.dp(64)


def _search(model, root: UiNode, m, status: int, page: Page) -> None:
    W = m.width
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "toolbar_edit",
                          bounds=(0, status, W, status + m.dp(64)), style={"bg": "bar"}))
    widgets.icon_button(bar, (0, status + m.dp(4), m.dp(56), status + m.dp(60)), "back", act("up"),
                        desc=widgets.NAVIGATE_UP)
    widgets.field(bar, model, m, (m.dp(64), status + m.dp(8), W - m.dp(64), status + m.dp(56)), key("search"),
                  "Search", ID + "searchEditText")
    query = model.ui.fields.get(key("search"), "")
    if query:
        widgets.icon_button(bar, (W - m.dp(56), status + m.dp(4), W, status + m.dp(60)), "close", act("clear"),
                            rid=ID + "clearButton", desc="Clear")
    top = status + m.dp(64)
    if not query:
        tabs = ("History", "Categories", "Address")
        w = W // len(tabs)
        for i, t in enumerate(tabs):
            widgets.button(root, (i * w, top, (i + 1) * w, top + m.dp(48)), t, act("noop"), rid=ID + "tab_" + t.lower(),
                           cls=widgets.TEXT_VIEW, kind="chip")
        return
    v = omap.view(model)
    found = places.search(model, query)
    if not found:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="Nothing found", resource_id=ID + "title",
                        bounds=(m.dp(16), top + m.dp(24), W - m.dp(16), top + m.dp(56))))
        return

    def row(p: places.Place):
        def make(lst, y):
            r = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                               bounds=(0, y, W, y + m.dp(72)), action=act("result", p.name), style={"kind": "row"}))
            r.add(UiNode(cls=widgets.TEXT_VIEW, text=p.name, resource_id=ID + "title",
                         bounds=(m.dp(72), y + m.dp(10), W - m.dp(96), y + m.dp(38))))
            r.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{p.kind} • {p.region}", resource_id=ID + "type_name",
                         bounds=(m.dp(72), y + m.dp(40), W - m.dp(96), y + m.dp(62)), style={"kind": "secondary"}))
            r.add(UiNode(cls=widgets.TEXT_VIEW, text=omap.format_distance(omap.distance_m((v["lat"], v["lon"]),
                                                                                         (p.lat, p.lon))),
                         resource_id=ID + "distance", bounds=(W - m.dp(88), y + m.dp(24), W - m.dp(16), y + m.dp(48)),
                         style={"kind": "secondary"}))
        return m.dp(72), make

    widgets.vlist(model, root, m, (0, top, W, m.height - m.dp(48)), f"{PACKAGE}/search", [row(p) for p in found],
                  rid=ID + "list")


def _favorite(model, root: UiNode, m, status: int, page: Page) -> None:
    W = m.width
    y = _toolbar(root, m, status, "Add favorite", close=True)
    y += m.dp(16)
    widgets.field(root, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), key("fav_name"), "Name",
                  ID + "name_edit")
    y += m.dp(72)
    widgets.field(root, model, m, (m.dp(16), y, W - m.dp(16), y + m.dp(56)), key("fav_desc"), "Description",
                  ID + "description_edit")
    y += m.dp(80)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Group", bounds=(m.dp(16), y, W - m.dp(16), y + m.dp(24)),
                    style={"kind": "secondary"}))
    y += m.dp(28)
    widgets.button(root, (m.dp(16), y, m.dp(160), y + m.dp(40)), "Favorites", act("noop"), rid=ID + "group_name",
                   cls=widgets.TEXT_VIEW, kind="chip")
    by = m.height - m.dp(48) - m.dp(72)
    widgets.button(root, (m.dp(16), by, W // 2 - m.dp(8), by + m.dp(48)), "Cancel", act("up"),
                   rid=ID + "dismiss_button")
    widgets.button(root, (W // 2 + m.dp(8), by, W - m.dp(16), by + m.dp(48)), "Save", act("fav_save"),
                   rid=ID + "right_bottom_button")


def _bottom_tabs(root: UiNode, m, tabs: tuple, current: str) -> int:
    W, top = m.width, m.height - m.dp(48) - m.dp(56)
    w = W // len(tabs)
    for i, t in enumerate(tabs):
        node = widgets.button(root, (i * w, top, (i + 1) * w, top + m.dp(56)), t, act("tab", t),
                              rid=ID + "action_" + t.lower(), cls=widgets.TEXT_VIEW, kind="chip")
        node.checked = node.selected = t == current
    return top


def _markers(model, root: UiNode, m, status: int, page: Page) -> None:
    W = m.width
    top = _toolbar(root, m, status, "Markers")
    bottom = _bottom_tabs(root, m, ("Active", "Groups", "History"), page.args["tab"])
    tab = page.args["tab"]
    rows = store.markers(model, active=True) if tab == "Active" else \
        store.markers(model, active=False) if tab == "History" else []
    if not rows:
        empty = {"Active": "No active markers", "History": "No history", "Groups": "No groups"}[tab]
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=empty, bounds=(m.dp(16), top + m.dp(32), W - m.dp(16),
                                                                 top + m.dp(64))))
        return
    v = omap.view(model)

    def row(r: dict):
        def make(lst, y):
            item = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                                  bounds=(0, y, W, y + m.dp(72)), action=act("marker_row", r["marker_id"]),
                                  style={"kind": "row"}))
            item.add(UiNode(cls=widgets.TEXT_VIEW, text=store.marker_name(r), resource_id=ID + "name_text_view",
                            bounds=(m.dp(72), y + m.dp(10), W - m.dp(72), y + m.dp(38))))
            dist = omap.format_distance(omap.distance_m((v["lat"], v["lon"]), (r["marker_lat"], r["marker_lon"])))
            item.add(UiNode(cls=widgets.TEXT_VIEW, text=dist, resource_id=ID + "distance_text_view",
                            bounds=(m.dp(72), y + m.dp(40), W - m.dp(72), y + m.dp(62)), style={"kind": "secondary"}))
            if tab == "Active":
                widgets.icon_button(item, (W - m.dp(64), y + m.dp(12), W - m.dp(16), y + m.dp(60)), "done",
                                    act("marker_done", r["marker_id"]), rid=ID + "done_button",
                                    desc="Move to history")
        return m.dp(72), make

    widgets.vlist(model, root, m, (0, top, W, bottom), f"{PACKAGE}/markers/{tab}", [row(r) for r in rows],
                  rid=ID + "list")


def _my_places(model, root: UiNode, m, status: int, page: Page) -> None:
    W = m.width
    top = _toolbar(root, m, status, "My Places")
    tabs = ("Favorites", "Tracks")
    w = W // 2
    for i, t in enumerate(tabs):
        node = widgets.button(root, (i * w, top, (i + 1) * w, top + m.dp(48)), t, act("tab", t),
                              rid=ID + "tab_" + t.lower(), cls=widgets.TEXT_VIEW, kind="chip")
        node.checked = node.selected = t == page.args["tab"]
    top += m.dp(48)
    items = []
    if page.args["tab"] == "Favorites":
        favs = store.favorites(model)
        groups: dict[str, list[dict]] = {}
        for f in favs:
            groups.setdefault(f["group"], []).append(f)
        for g, points in groups.items():
            items.append((m.dp(56), _line(m, g or "Favorites", "", ("noop",), header=True)))   # the folder
            items += [(m.dp(64), _line(m, f["name"], f"{f['lat']:.5f}, {f['lon']:.5f}",
                                       act("show", f["lat"], f["lon"]))) for f in points]
        empty = "You have no favorites yet"
    else:
        for path in store.tracks(model):
            rel = path[len(catalogue.TRACKS_DIR) + 1:]
            folder = posixpath.dirname(rel)
            try:
                n = len(catalogue.track_points(model.vfs.read(path)))
            except Exception:
                n = 0
            items.append((m.dp(64), _line(m, posixpath.basename(rel)[:-4],
                                         (f"{folder} • " if folder else "") + f"{n} points", act("noop"))))
        empty = "No tracks yet"
    if not items:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=empty, bounds=(m.dp(16), top + m.dp(32), W - m.dp(16),
                                                                 top + m.dp(64))))
        return
    widgets.vlist(model, root, m, (0, top, W, m.height - m.dp(48)), f"{PACKAGE}/my_places/{page.args['tab']}",
                  items, rid=ID + "list")


def _line(m, title: str, sub: str, action: tuple, header: bool = False):
    def make(lst, y):
        h = m.dp(56 if header else 64)
        row = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=not header, focusable=not header,
                             bounds=(0, y, m.width, y + h), action=None if header else action,
                             style={"kind": "row"}))
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + ("category_name" if header
                                                                           else "favourite_label"),
                       bounds=(m.dp(72), y + m.dp(8), m.width - m.dp(72), y + m.dp(34)),
                       style={"kind": "header"} if header else {}))
        if header:
            return
        row.add(UiNode(cls=widgets.TEXT_VIEW, text=sub, resource_id=ID + "description",
                       bounds=(m.dp(72), y + m.dp(34),
                               m.width - m.dp(16), y + h - m.dp(6)), style={"kind": "secondary"}))
    return make


def windows(model, m, status: int, st) -> list[Window]:
    if st.dialog.name != "save_track":
        return []
    W = m.width
    h = m.dp(240)
    top = m.height - m.dp(48) - h
    root = UiNode(package=PACKAGE, bounds=(0, top, W, m.height - m.dp(48)), style={"bg": "dialog", "radius": m.dp(16)})
    root.add(UiNode(cls=widgets.TEXT_VIEW, text="Save as new track", bounds=(m.dp(16), top + m.dp(16), W - m.dp(16),
                                                                         top + m.dp(48)), style={"kind": "title"}))
    widgets.field(root, model, m, (m.dp(16), top + m.dp(64), W - m.dp(16), top + m.dp(120)), key("track_name"),
                  "File name", ID + "name_edit_text")
    by = top + h - m.dp(72)
    widgets.button(root, (m.dp(16), by, W // 2 - m.dp(8), by + m.dp(48)), "Cancel", act("dismiss_dialog"),
                   rid=ID + "dismiss_button")
    widgets.button(root, (W // 2 + m.dp(8), by, W - m.dp(16), by + m.dp(48)), "Save", act("track_save"),
                   rid=ID + "right_bottom_button")
    return [Window(PACKAGE, root, modal=True, dim=True, outside=act("dismiss_dialog"))]


# ------------------------------------------------------------------ input
def _close_page(model) -> None:
    state.pop(model, PACKAGE)
    focused = model.ui.focused_field or ""
    if focused.startswith(PACKAGE + ":"):
        model.ui.focused_field = None


def perform(model, st, page: Page | None, verb: str, args: tuple) -> bool:
    """Taps on a page or the save dialog; False when the verb is not theirs."""
    data = st.data
    if st.dialog is not None and st.dialog.name == "save_track":
        if verb == "dismiss_dialog":
            st.dialog = None
        elif verb == "track_save":
            name = model.ui.fields.get(key("track_name"), "").strip()
            plan = data.get("plan")
            if not name or plan is None:
                return True
            path = store.unique_track_path(model, catalogue.TRACKS_DIR, name)
            store.save_track(model, path, [{"lat": lat, "lon": lon} for lat, lon in plan["points"]])
            st.dialog, data["plan"] = None, None
            model.ui.focused_field = None
        return True
    if page is None:
        return False
    if verb == "up":
        _close_page(model)
    elif verb == "clear":
        model.ui.fields[key("search")] = ""
        model.ui.focused_field = key("search")
    elif verb == "result":
        hit = next((p for p in places.installed(model) if p.name == args[0]), None)
        _close_page(model)
        if hit is not None:
            omap.center_on(model, hit.lat, hit.lon, SHOW_ZOOM)
            data["menu"] = {"name": hit.name, "kind": hit.kind, "region": hit.region, "lat": hit.lat, "lon": hit.lon}
    elif verb == "fav_save":
        name = model.ui.fields.get(key("fav_name"), "").strip()
        if not name:
            return True                      # the editor keeps Save from saving an empty name
        place = page.args["place"]
        store.add_favorite(model, name, place["lat"], place["lon"], "",
                           model.ui.fields.get(key("fav_desc"), "").strip())
        _close_page(model)
        data["menu"] = None
    elif verb == "tab":
        page.args["tab"] = args[0]
    elif verb == "marker_done":
        store.marker_to_history(model, args[0])
    elif verb == "marker_row":
        row = next((r for r in store.markers(model) + store.markers(model, active=False)
                    if r["marker_id"] == args[0]), None)
        _close_page(model)
        if row is not None:
            omap.center_on(model, row["marker_lat"], row["marker_lon"], SHOW_ZOOM)
    elif verb == "show":
        while state.current(model, PACKAGE)[1] is not None:
            _close_page(model)
        omap.center_on(model, args[0], args[1], SHOW_ZOOM)
    return True


def back(model, page: Page) -> bool:
    _close_page(model)
    return True
