"""Retro Music (``code.name.monkey.retromusic``) screens: the bottom navigation's For you,
Songs, Albums, Artists and Playlists sections, an artist's page and a playlist's page,
over the library and the playlists of ``retro_music_library``.

Source: RetroMusicPlayer commit feb89bb51 (versionName 6.1.0, the APK the suite installs):

* ``res/menu/bottom_navigation_main.xml``: ``action_home`` "For you", ``action_song``
  "Songs", ``action_album`` "Albums", ``action_artist`` "Artists", ``action_playlist``
  "Playlists" (``bottomNavigationView``); the app opens on "For you" the first time
  (``PreferenceUtil.lastTab``) and then on the last tab used.
* ``res/layout/item_list.xml`` and ``SongAdapter``: a song row shows ``title`` (the
  title) and ``text`` (the artist) and a ``menu`` button; ``ArtistAdapter``: an artist
  shows only ``title`` (the name); ``PlaylistAdapter``: ``title`` (the name) and ``text``
  (``playlistInfoString``: "5 Songs").
* ``ArtistDetailsFragment``: ``artistTitle`` (the name), ``text`` ("1 Album • 3 Songs •
  09:45": albums, songs and their total length) over the artist's songs
  (``SimpleSongAdapter`` on ``item_song``: ``imageText`` the track number or "-",
  ``title``, ``time`` the song's length).
* ``PlaylistDetailsFragment``: ``title`` (the name), ``subtitle``
  (``getPlaylistInfoString``: "5 Songs  •  17:42") over its songs (``title``/``text``).

A song row of the Songs tab has its overflow button (``menu``), whose "Add to playlist"
adds the song to a playlist or a new one (``retro_music_playlists``).

Looks (issue 28; ``tests/data/likeness/retro_music``): ``retro_music_look``'s Material You
colours, the toolbar's search button (``ic_search``, no description) and overflow, the
45dp artwork of a song row, the bottom navigation's icons with the checked one on its pill.

Simplifications [documented]: For you and Albums show an empty page; the page title sits
in the toolbar (the real one is a large title under it); the toolbar's search and
overflow open nothing; no mini player (nothing plays), and the shuffle button (Songs,
Albums and Artists: ``isShuffleVisible``; ``shuffle_button`` "Shuffle", 16dp above the
bottom navigation as ``setFabMargin`` places it with nothing playing) plays nothing; the Artists
tab's grid shows the default art; lists have no
artwork, section letters or sort menus; the artist's and the playlist's rows have no
overflow button; tapping a song does not play it (no player, no queue changes); no
search; no renaming, deleting or reordering playlists; the tab is kept for the app process's task (a force stop reopens For you)
[inferred]; a playlist shows its stored rows whether or not the files exist.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import material
from venus_tasks.sim.apps_ui import retro_music_library as lib
from venus_tasks.sim.apps_ui import retro_music_look as look
from venus_tasks.sim.apps_ui import retro_music_playlists as playlists_ui
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = lib.PACKAGE
ID = PACKAGE + ":id/"
TABS = (("home", "For you", "action_home"), ("songs", "Songs", "action_song"),
        ("albums", "Albums", "action_album"), ("artists", "Artists", "action_artist"),
        ("playlists", "Playlists", "action_playlist"))
SHUFFLE_TABS = ("songs", "albums", "artists")      # the fragments whose isShuffleVisible is true


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    c = look.colours(model)
    root.style["bg"] = c["window"]
    nav_h = m.dp(80)
    if page is not None and page.name == "artist":
        _artist(model, root, m, status, page, nav_h)
    elif page is not None and page.name == "playlist":
        _playlist(model, root, m, status, page, nav_h)
    else:
        tab = st.data.get("tab", "home")
        label = next(lb for key, lb, _ in TABS if key == tab)
        bar = widgets.toolbar(root, m, status, "Retro Music" if tab == "home" else label, rid=ID + "toolbar")
        bar.style["bg"] = c["window"]                 # fragment_library.xml: ?attr/colorSurface
        title = bar.children[0]
        l, t, r, b = title.bounds
        title.bounds = (m.dp(72), t, min(m.width - m.dp(56), m.dp(72) + m.dp(12) * len(title.text)), b)
        title.style.update({"ink": c["text"], "size": 20})
        bar.add(UiNode(cls="android.widget.ImageView", desc=material.MORE_OPTIONS, clickable=True, focusable=True,
                       bounds=(m.width - m.dp(52), status + m.dp(4), m.width - m.dp(4), status + m.dp(60)),
                       action=_act("noop"), style={"kind": "icon_button", "path": material.MORE_VERT,
                                                   "ink": c["secondary"]}))
        bar.add(UiNode(cls="android.widget.ImageButton", clickable=True, focusable=True,   # navigationIcon ic_search
                       bounds=(0, status + m.dp(4), m.dp(56), status + m.dp(60)), action=_act("noop"),
                       style={"kind": "icon_button", "path": look.SEARCH, "ink": c["secondary"]}))
        box = (0, status + m.dp(64), m.width, m.height - nav_h)
        if tab == "songs":
            found = lib.songs(model)
            _rows(model, root, m, box, "songs", [(s.title, s.artist, _act("noop")) for s in found],
                  menus=[s.path for s in found])
        elif tab == "artists":
            _artist_grid(model, root, m, box, [a for a, _ in lib.artists(model)])
        elif tab == "playlists":
            _rows(model, root, m, box, "playlists", [(name, lib.song_count(len(s)), _act("playlist", pid))
                                                     for pid, name, s in lib.playlists(model)])
        if tab in SHUFFLE_TABS:                       # fragment_main_recycler.xml's shuffle_button
            material.fab(root, m, m.width - m.dp(16), m.height - nav_h - m.dp(16), look.SHUFFLE, _act("noop"),
                         fill=c["fab"], ink=c["on_fab"], rid=ID + "shuffle_button", desc="Shuffle")
    _nav(root, m, st.data.get("tab", "home"), nav_h, c)


def _rows(model, root: UiNode, m, box, key: str, items: list[tuple], menus: list[str] | None = None) -> None:
    """A list of ``(title, text, action)`` rows (``item_list``), or of ``(title, "",
    action, time)`` rows (``item_song``: the track number, "-" when unknown, the title and
    the ``time``); ``menus``: each row's song path, for its overflow button
    (``retro_music_playlists``)."""
    if not items:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="Nothing to see", resource_id=ID + "emptyText",
                        bounds=(0, box[1] + m.dp(32), m.width, box[1] + m.dp(72)), style={"kind": "empty"}))
        return

    c = look.colours(model)

    def item(title: str, text: str, action: tuple, time: str = "", menu: str = ""):
        h = m.dp(72 if text else 56)

        def make(lst, y):
            row = lst.add(UiNode(cls="android.widget.FrameLayout", clickable=True, focusable=True,
                                 bounds=(0, y, m.width, y + h), action=action, style={"kind": "row"}))
            if text and not time:                     # item_list.xml: the 45dp artwork (default art)
                top = y + (h - m.dp(45)) // 2
                art = row.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "imageTextContainer",
                                     bounds=(m.dp(16), top, m.dp(61), top + m.dp(45)),
                                     style={"bg": c["art"], "radius": m.dp(8)}))
                art.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "image", bounds=art.bounds,
                               style={"kind": "vector", "path": look.AUDIOTRACK, "ink": c["secondary"],
                                      "size": m.dp(24)}))
            if menu:
                playlists_ui.menu_button(row, m, y, h, menu)
            right = m.width - m.dp(56) - (m.dp(72) if time else 0)
            if time:
                row.add(UiNode(cls=widgets.TEXT_VIEW, text="-", resource_id=ID + "imageText",
                               bounds=(m.dp(16), y + m.dp(14), m.dp(56), y + m.dp(42)), style={"kind": "secondary"}))
                row.add(UiNode(cls=widgets.TEXT_VIEW, text=time, resource_id=ID + "time",
                               bounds=(right, y + m.dp(14), m.width - m.dp(56), y + m.dp(42)),
                               style={"kind": "secondary"}))
            if text:
                row.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "title",
                               bounds=(m.dp(72), y + m.dp(12), right, y + m.dp(38))))
                row.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + "text",
                               bounds=(m.dp(72), y + m.dp(40), right, y + m.dp(62)),
                               style={"kind": "secondary"}))
            else:
                row.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ID + "title",
                               bounds=(m.dp(72), y + m.dp(14), right, y + m.dp(42))))
        return h, make

    rows = [item(*i) for i in items] if menus is None else \
        [item(*i[:3], "", path) for i, path in zip(items, menus)]
    widgets.vlist(model, root, m, box, f"{PACKAGE}/{key}", rows, rid=ID + "recyclerView")


def _artist_grid(model, root: UiNode, m, box, names: list[str]) -> None:
    """The Artists tab: ``artistGridSize`` 2 columns (``default_grid_columns``) of
    ``artistGridStyle`` Circular (``item_grid_circle.xml``: 2dp margin, 4dp padding, a
    square ``image`` that ``RetroShapeableImageView`` rounds to a circle, the ``title``
    centred, bold Subtitle1, in 12dp padding; ``ArtistAdapter`` hides ``text``). Without
    artist pictures the default art is drawn as a tinted disc with the artist icon."""
    if not names:
        _rows(model, root, m, box, "artists", [])
        return
    c = look.colours(model)
    cell = (box[2] - box[0]) // 2
    img = cell - m.dp(12)                           # 2dp margin and 4dp padding on each side
    h = m.dp(6) + img + m.dp(48) + m.dp(2)

    def grid_row(pair: list[str]):
        def make(lst, y):
            for i, name in enumerate(pair):
                l = box[0] + i * cell
                item = lst.add(UiNode(cls="android.view.ViewGroup", clickable=True, focusable=True,
                                      bounds=(l + m.dp(2), y + m.dp(2), l + cell - m.dp(2), y + h - m.dp(2)),
                                      action=_act("artist", name)))
                top, x0 = y + m.dp(6), l + m.dp(6)
                image = item.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "image",
                                        bounds=(x0, top, x0 + img, top + img), style={"bg": c["art"], "radius": img // 2}))
                image.add(UiNode(cls="android.widget.ImageView", bounds=image.bounds,
                                 style={"kind": "vector", "path": look.ARTIST, "ink": c["secondary"], "size": img // 3}))
                item.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "title",
                                bounds=(x0, top + img + m.dp(12), x0 + img, top + img + m.dp(36)),
                                style={"ink": c["text"], "size": 16, "weight": 700, "centred": True}))
        return h, make

    rows = [grid_row(names[i:i + 2]) for i in range(0, len(names), 2)]
    widgets.vlist(model, root, m, box, f"{PACKAGE}/artists", rows, rid=ID + "recyclerView")


def _artist(model, root: UiNode, m, status: int, page: Page, nav_h: int) -> None:
    name = page.args["name"]
    mine = next((s for a, s in lib.artists(model) if a == name), [])
    widgets.toolbar(root, m, status, "", up=_act("up"), rid=ID + "toolbar")
    top = status + m.dp(64)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "artistTitle",
                    bounds=(m.dp(16), top + m.dp(8), m.width - m.dp(16), top + m.dp(44)), style={"kind": "title"}))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=lib.artist_info(mine), resource_id=ID + "text",
                    bounds=(m.dp(16), top + m.dp(48), m.width - m.dp(16), top + m.dp(72)),
                    style={"kind": "secondary"}))
    _rows(model, root, m, (0, top + m.dp(88), m.width, m.height - nav_h), f"artist/{name}",
          [(s.title, "", _act("noop"), lib.readable_duration(s.duration_ms)) for s in mine])


def _playlist(model, root: UiNode, m, status: int, page: Page, nav_h: int) -> None:
    found = next((p for p in lib.playlists(model) if p[0] == page.args["id"]), None)
    name, songs = (found[1], found[2]) if found else ("", [])
    widgets.toolbar(root, m, status, "", up=_act("up"), rid=ID + "toolbar")
    top = status + m.dp(64)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "title",
                    bounds=(m.dp(16), top + m.dp(8), m.width - m.dp(16), top + m.dp(44)), style={"kind": "title"}))
    total = sum(s.duration_ms for s in songs)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=lib.info(lib.song_count(len(songs)), lib.readable_duration(total)),
                    resource_id=ID + "subtitle",
                    bounds=(m.dp(16), top + m.dp(48), m.width - m.dp(16), top + m.dp(72)),
                    style={"kind": "secondary"}))
    _rows(model, root, m, (0, top + m.dp(88), m.width, m.height - nav_h), f"playlist/{page.args['id']}",
          [(s.title, s.artist, _act("noop")) for s in songs])


def _nav(root: UiNode, m, tab: str, nav_h: int, c: dict) -> None:
    """``bottomNavigationView``: each item's icon (``bottom_navigation_main.xml``), the
    checked one on its indicator pill, and its label."""
    bar = root.add(UiNode(cls="com.google.android.material.bottomnavigation.BottomNavigationView",
                          resource_id=ID + "bottomNavigationView",
                          bounds=(0, m.height - nav_h, m.width, m.height), style={"bg": c["nav"]}))
    w = m.width // len(TABS)
    for i, (key, label, rid) in enumerate(TABS):
        left = i * w
        item = bar.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + rid, desc=label,
                              clickable=True, focusable=True, selected=key == tab,
                              bounds=(left, m.height - nav_h, left + w, m.height), action=_act("tab", key)))
        cx, top = left + w // 2, m.height - nav_h + m.dp(12)
        item.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "navigation_bar_item_icon_view",
                        bounds=(cx - m.dp(12), top + m.dp(4), cx + m.dp(12), top + m.dp(28)),
                        style={"kind": "vector", "path": look.TAB_ICONS[key],
                               "ink": c["on_pill"] if key == tab else c["secondary"],
                               **({"indicator": (c["pill"], 64, 32)} if key == tab else {})}))
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=label,
                        bounds=(left + m.dp(2), m.height - m.dp(36), left + w - m.dp(2), m.height - m.dp(12)),
                        style={"ink": c["text"] if key == tab else c["secondary"], "size": 12, "centred": True}))


def windows(model, m, status: int) -> list[Window]:
    st, _, foreign = state.current(model, PACKAGE)
    return [] if foreign else playlists_ui.windows(model, m, st)


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, _, _ = state.current(model, PACKAGE)
    if playlists_ui.perform(model, st, verb, args):
        return
    if verb == "tab":
        while state.pop(model, PACKAGE):
            pass
        st.data["tab"] = args[0]
    elif verb == "artist":
        state.push(model, PACKAGE, Page("artist", {"name": args[0]}))
    elif verb == "playlist":
        state.push(model, PACKAGE, Page("playlist", {"id": args[0]}))
    elif verb == "up":
        state.pop(model, PACKAGE)


def back(model) -> bool:
    st, _, foreign = state.current(model, PACKAGE)
    if not foreign and st.dialog is not None:
        playlists_ui.close(model, st)
        return True
    return not foreign and state.pop(model, PACKAGE)


def enter(model) -> bool:
    return False
