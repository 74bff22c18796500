"""VLC for Android (``org.videolan.vlc``) screens: the Video section listing the video files
its media library finds, the Playlists section with the playlists of ``vlc_media.db``, a
playlist's items, and the video player (``vlc_player``).

Source: videolan/vlc-android tag 3.5.4 (the APK the suite installs):

* ``res/menu/bottom_navigation.xml``: the bottom navigation ``nav_video`` "Video",
  ``nav_audio`` "Audio", ``nav_directories`` "Browse", ``nav_playlists`` "Playlists",
  ``nav_more`` "More"; the toolbar title is the section's name.
* ``res/layout/video_grid_card.xml`` / ``VideoListAdapter``: a video's card shows
  ``ml_item_title`` (the media title) and ``ml_item_time`` (``Tools.millisToString`` of
  its length: ``0:12``) and an ``item_more`` button; an empty list shows
  ``view_empty_loading.xml`` with ``nomedia`` (``VideoGridFragment``, ``PlaylistFragment``).
* ``res/layout/toolbar.xml``: the cone and "VLC" (MainActivity shows no section title), the
  search action and the overflow; colours and drawables in ``vlc_theme``.
* ``res/layout/playlist_item.xml`` and ``Tools.setMediaDescription``: a playlist's rows
  show ``audio_item_title`` (the media title) and ``audio_item_subtitle`` (a video's
  length, ``0:12``), in the playlist's order; ``header_media_list_activity.xml`` /
  ``HeaderMediaListActivity``: above them ``header_list_title`` (the name), ``duration``
  (the items' total, ``Tools.millisToTextLarge``: ``"1min 47s "``) and ``play_btn`` "Play"
  (plays from the first item).

Playlists come from ``Playlist``/``PlaylistMediaRelation``/``Media`` in
``/data/data/org.videolan.vlc/app_db/vlc_media.db`` (``apps.vlc``); a playlist item's
length is read from the file of that name that the library finds (none when absent).

Simplifications [documented]: the video list is the "Display in list" layout
(``video_list_card.xml``; 3.5.4 defaults to the grid of cards) sorted by name, a dark box
for each thumbnail, no groups or folders view; the playlists section lists playlists as rows
(``audio_browser_item``: ``title`` the name, ``subtitle`` "N videos" [inferred]); a
playlist's header has no cover, description, shuffle or add buttons, and Play plays only
its first item; the
Audio, Browse and More sections show an empty page; the search and overflow buttons do nothing; no sort,
multi-select or context menus (``item_more`` does nothing); no first-run wizard or
permission prompt; playlists cannot be created or edited from these screens.
"""

from __future__ import annotations

import sqlite3

from venus_tasks.sim.apps_ui import material, state, vlc_media, vlc_player, vlc_theme as theme, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = vlc_media.PACKAGE
ID = PACKAGE + ":id/"
DB_PATH = "/data/data/org.videolan.vlc/app_db/vlc_media.db"
PLAYLIST_ACTIVITY = "org.videolan.vlc.gui.PlaylistActivity"
# strings.xml nomedia: what VideoGridFragment and PlaylistFragment show over an empty list
NOMEDIA = "No media files found, please transfer some files to your device or adjust your preferences."
SECTIONS = (("video", "Video", "nav_video"), ("audio", "Audio", "nav_audio"),
            ("browse", "Browse", "nav_directories"), ("playlists", "Playlists", "nav_playlists"),
            ("more", "More", "nav_more"))


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


# ------------------------------------------------------------------ store
def playlists(model) -> list[tuple[int, str, list[str]]]:
    """``(id, name, [file name, ...])`` of every playlist, by name, files in order; []
    when the store is missing or unreadable."""
    try:
        blob = model.vfs.read(DB_PATH)
    except FsError:
        return []
    con = appdata.load_db(blob)
    try:
        lists = con.execute("SELECT id_playlist, name FROM Playlist ORDER BY name COLLATE NOCASE").fetchall()
        out = []
        for pid, name in lists:
            files = [r[0] for r in con.execute(
                "SELECT Media.filename FROM PlaylistMediaRelation JOIN Media ON Media.id_media = "
                "PlaylistMediaRelation.media_id WHERE playlist_id = ? ORDER BY position", (pid,))]
            out.append((pid, name or "", files))
        return out
    except sqlite3.Error:
        return []
    finally:
        con.close()


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == vlc_player.PAGE:
        if vlc_player.build(model, root, m, status, page):
            return
        state.pop(model, PACKAGE)                       # the media ended: exitOK
        st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is not None and page.name == "playlist":
        _playlist(model, root, m, status, page)
        return
    section = st.data.get("section", "video")
    _main_toolbar(root, m, status)
    nav_h = m.dp(56)
    box = (0, status + m.dp(56), m.width, m.height - nav_h)
    if section == "video":
        _videos(model, root, m, box)
    elif section == "playlists":
        _playlists(model, root, m, box)
    _nav(root, m, section, nav_h)


def _main_toolbar(root: UiNode, m, status: int) -> None:
    """``toolbar.xml`` on the white action bar: the cone and "VLC" (MainActivity shows no
    section title), the search action (``ml_menu_filter``) and the overflow, in
    colorControlNormal."""
    bar = material.app_bar(root, m, status, "", bg=theme.WHITE, fg=theme.GREY700, rid=ID + "main_toolbar",
                           actions=[material.Action("Search…", theme.SEARCH, _act("noop"), ID + "ml_menu_filter")],
                           overflow=_act("noop"))
    s, top = m.dp(32), status + m.dp(12)
    cone = (m.dp(16), top, m.dp(16) + s, top + s)
    for path, ink in ((theme.CONE, theme.ORANGE500), (theme.CONE_STRIPES, theme.GREY50)):
        node = material.icon(bar, cone, path, ink, rid=ID + "toolbar_icon" if ink == theme.ORANGE500 else "",
                             size=m.dp(72))
        node.style["viewport"] = 108.0
    bar.add(UiNode(cls=widgets.TEXT_VIEW, text="VLC", resource_id=ID + "toolbar_vlc_title",
                   bounds=(m.dp(48), status + m.dp(14), m.dp(160), status + m.dp(42)),
                   style={"ink": theme.GREY700, "size": 20, "centred": True}))


def _empty(root: UiNode, m, box, text: str) -> None:
    """``view_empty_loading.xml``: ``ic_empty`` (a grey400 cone, 54dp) over the text."""
    cx, top = m.width // 2, box[1] + m.dp(96)
    node = material.icon(root, (cx - m.dp(54), top, cx + m.dp(54), top + m.dp(108)), theme.EMPTY, theme.GREY400,
                         rid=ID + "emptyImageView")
    node.style["viewport"] = 25.4
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + "emptyTextView",
                    bounds=(m.dp(32), top + m.dp(124), m.width - m.dp(32), top + m.dp(172)),
                    style={"kind": "empty", "size": 14}))


def _videos(model, root: UiNode, m, box) -> None:
    found = vlc_media.videos(model)
    if not found:
        _empty(root, m, box, NOMEDIA)
        return

    def item(v: vlc_media.Video):
        def make(lst, y):
            h = m.dp(72)
            card = lst.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "container",
                                  clickable=True, focusable=True, long_clickable=True,
                                  bounds=(0, y, m.width, y + h), action=_act("play", v.path),
                                  style={"kind": "row"}))
            card.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "ml_item_thumbnail",
                            bounds=(m.dp(16), y + m.dp(11), m.dp(96), y + m.dp(61)),
                            style={"bg": theme.GREY850, "radius": m.dp(4)}))
            card.add(UiNode(cls=widgets.TEXT_VIEW, text=v.title, resource_id=ID + "ml_item_title",
                            bounds=(m.dp(112), y + m.dp(10), m.width - m.dp(56), y + m.dp(38)),
                            style={"ink": theme.GREY900}))
            card.add(UiNode(cls=widgets.TEXT_VIEW, text=vlc_media.millis_to_string(v.length_ms),
                            resource_id=ID + "ml_item_time",
                            bounds=(m.dp(112), y + m.dp(40), m.width - m.dp(56), y + m.dp(64)),
                            style={"kind": "secondary"}))
            card.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "item_more", desc="More Actions",
                            clickable=True, focusable=True, action=_act("noop"),
                            bounds=(m.width - m.dp(56), y + m.dp(12), m.width - m.dp(8), y + m.dp(60)),
                            style={"kind": "icon_button", "path": theme.MORE, "ink": theme.GREY700,
                                   "viewport": 32.0}))
        return m.dp(72), make

    widgets.vlist(model, root, m, box, PACKAGE + "/videos", [item(v) for v in found], rid=ID + "video_grid")


def _playlists(model, root: UiNode, m, box) -> None:
    lists = playlists(model)
    if not lists:
        _empty(root, m, box, NOMEDIA)
        return

    def item(pid: int, name: str, files: list[str]):
        def make(lst, y):
            h = m.dp(72)
            row = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                                 bounds=(0, y, m.width, y + h), action=_act("playlist", pid),
                                 style={"kind": "row"}))
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "title",
                           bounds=(m.dp(16), y + m.dp(10), m.width - m.dp(16), y + m.dp(38))))
            n = len(files)
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=f"{n} video" if n == 1 else f"{n} videos",
                           resource_id=ID + "subtitle",
                           bounds=(m.dp(16), y + m.dp(40), m.width - m.dp(16), y + m.dp(64)),
                           style={"kind": "secondary"}))
        return m.dp(72), make

    widgets.vlist(model, root, m, box, PACKAGE + "/playlists", [item(*p) for p in lists], rid=ID + "list")


def _playlist(model, root: UiNode, m, status: int, page: Page) -> None:
    found = next((p for p in playlists(model) if p[0] == page.args["id"]), None)
    name, files = (found[1], found[2]) if found else ("", [])
    widgets.toolbar(root, m, status, name, up=_act("up"), rid=ID + "main_toolbar")
    library = vlc_media.by_file_name(model)
    top = status + m.dp(64)
    total = sum(library[f].length_ms for f in files if f in library)
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=name, resource_id=ID + "header_list_title",
                    bounds=(m.dp(160), top + m.dp(16), m.width - m.dp(16), top + m.dp(48)), style={"kind": "title"}))
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=vlc_media.millis_to_text_large(total), resource_id=ID + "duration",
                    bounds=(m.dp(160), top + m.dp(52), m.width - m.dp(16), top + m.dp(76)),
                    style={"kind": "secondary"}))
    widgets.button(root, (m.dp(160), top + m.dp(88), m.dp(280), top + m.dp(128)), "Play",
                   _act("play", library[files[0]].path) if files and files[0] in library else _act("noop"),
                   rid=ID + "play_btn")
    box = (0, top + m.dp(144), m.width, m.height)

    def item(i: int, fname: str):
        v = library.get(fname)

        def make(lst, y):
            h = m.dp(64)
            row = lst.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "item_container",
                                 clickable=True, focusable=True, bounds=(0, y, m.width, y + h),
                                 action=_act("play", v.path) if v else _act("noop"), style={"kind": "row"}))
            row.add(UiNode(cls=widgets.TEXT_VIEW, text=v.title if v else fname.rsplit(".", 1)[0],
                           resource_id=ID + "audio_item_title",
                           bounds=(m.dp(72), y + m.dp(8), m.width - m.dp(16), y + m.dp(34))))
            if v is not None:
                row.add(UiNode(cls=widgets.TEXT_VIEW, text=vlc_media.millis_to_string(v.length_ms),
                               resource_id=ID + "audio_item_subtitle",
                               bounds=(m.dp(72), y + m.dp(36), m.width - m.dp(16), y + m.dp(58)),
                               style={"kind": "secondary"}))
        return m.dp(64), make

    widgets.vlist(model, root, m, box, f"{PACKAGE}/playlist/{page.args['id']}",
                  [item(i, f) for i, f in enumerate(files)], rid=ID + "songs")


def _nav(root: UiNode, m, section: str, nav_h: int) -> None:
    """``main.xml``'s BottomNavigationView (labelled): white over a grey300 line, the
    checked item in orange800, the others in grey700 (``vlc_theme``)."""
    items = [material.Action(label, path, _act("section", key), ID + rid)
             for (key, label, rid), path in zip(SECTIONS, (theme.VIDEO, theme.AUDIO, theme.FOLDER, theme.PLAYLIST,
                                                             theme.NAV_MORE))]
    checked = next(i for i, (key, _, _) in enumerate(SECTIONS) if key == section)
    nav = material.bottom_nav(root, m, items, checked, bg=theme.WHITE, fg=theme.GREY700, fg_checked=theme.ORANGE800,
                              rid=ID + "navigation")
    nav.cls = "com.google.android.material.bottomnavigation.BottomNavigationView"
    nav.add(UiNode(cls="android.view.View", bounds=(0, nav.bounds[1], m.width, nav.bounds[1] + max(1, m.dp(1))),
                   style={"bg": theme.GREY300}))
    more = nav.children[0].children[-1].children[0]          # ic_nav_more is drawn on a 32x32 viewport
    more.style["viewport"] = 32.0


def windows(model, m, status: int) -> list[Window]:
    return []


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == vlc_player.PAGE:
        if verb == "player":
            vlc_player.perform(model, page, args[0], tuple(args[1:]), x, y)
        return
    if verb == "section":
        st.data["section"] = args[0]
    elif verb == "play":
        vlc_player.open_video(model, args[0])
    elif verb == "playlist":
        state.push(model, PACKAGE, Page("playlist", {"id": args[0]}, activity=PLAYLIST_ACTIVITY))
    elif verb == "up":
        state.pop(model, PACKAGE)


def back(model) -> bool:
    st, _, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    return state.pop(model, PACKAGE)


def enter(model) -> bool:
    return False
