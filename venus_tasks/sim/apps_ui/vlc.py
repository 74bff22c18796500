"""VLC for Android (``org.videolan.vlc``) screens: the Video section listing the video files
its media library finds, the Playlists section with the playlists of ``vlc_media.db``, a
playlist's items, and the video player (``vlc_player``).

Source: videolan/vlc-android tag 3.5.4 (the APK the suite installs):

* ``res/menu/bottom_navigation.xml``: the bottom navigation ``nav_video`` "Video",
  ``nav_audio`` "Audio", ``nav_directories`` "Browse", ``nav_playlists`` "Playlists",
  ``nav_more`` "More"; the toolbar title is the section's name.
* ``res/layout/video_grid_card.xml`` / ``VideoListAdapter``: a video's card shows
  ``ml_item_title`` (the media title) and ``ml_item_time`` (``Tools.millisToString`` of
  its length: ``0:12``) and an ``item_more`` button; an empty list says "No video
  available" (``no_video``).
* ``res/layout/playlist_item.xml`` and ``Tools.setMediaDescription``: a playlist's rows
  show ``audio_item_title`` (the media title) and ``audio_item_subtitle`` (a video's
  length, ``0:12``), in the playlist's order; ``header_media_list_activity.xml`` /
  ``HeaderMediaListActivity``: above them ``header_list_title`` (the name), ``duration``
  (the items' total, ``Tools.millisToTextLarge``: ``"1min 47s "``) and ``play_btn`` "Play"
  (plays from the first item).

Playlists come from ``Playlist``/``PlaylistMediaRelation``/``Media`` in
``/data/data/org.videolan.vlc/app_db/vlc_media.db`` (``apps.vlc``); a playlist item's
length is read from the file of that name that the library finds (none when absent).

Simplifications [documented]: the video list is one column of cards sorted by name with no
thumbnails, groups or folders view; the playlists section lists playlists as rows
(``audio_browser_item``: ``title`` the name, ``subtitle`` "N videos" [inferred]); a
playlist's header has no cover, description, shuffle or add buttons, and Play plays only
its first item; the
Audio, Browse and More sections show an empty page; no search, sort, overflow menus,
multi-select or context menus (``item_more`` does nothing); no first-run wizard or
permission prompt; playlists cannot be created or edited from these screens.
"""

from __future__ import annotations

import sqlite3

from venus_tasks.sim import appdata
from venus_tasks.sim.apps_ui import state, vlc_media, vlc_player, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.vfs import FsError

PACKAGE = vlc_media.PACKAGE
ID = PACKAGE + ":id/"
DB_PATH = "/data/data/org.videolan.vlc/app_db/vlc_media.db"
PLAYLIST_ACTIVITY = "org.videolan.vlc.gui.PlaylistActivity"
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
    title = next(label for key, label, _ in SECTIONS if key == section)
    widgets.toolbar(root, m, status, title, rid=ID + "main_toolbar")
    nav_h = m.dp(80)
    box = (0, status + m.dp(64), m.width, m.height - nav_h)
    if section == "video":
        _videos(model, root, m, box)
    elif section == "playlists":
        _playlists(model, root, m, box)
    _nav(root, m, section, nav_h)


def _empty(root: UiNode, m, box, text: str) -> None:
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ID + "empty",
                    bounds=(0, box[1] + m.dp(32), m.width, box[1] + m.dp(72)), style={"kind": "empty"}))


def _videos(model, root: UiNode, m, box) -> None:
    found = vlc_media.videos(model)
    if not found:
        _empty(root, m, box, "No video available")
        return

    def item(v: vlc_media.Video):
        def make(lst, y):
            h = m.dp(72)
            card = lst.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "container",
                                  clickable=True, focusable=True, long_clickable=True,
                                  bounds=(0, y, m.width, y + h), action=_act("play", v.path),
                                  style={"kind": "row"}))
            card.add(UiNode(cls=widgets.TEXT_VIEW, text=v.title, resource_id=ID + "ml_item_title",
                            bounds=(m.dp(16), y + m.dp(10), m.width - m.dp(72), y + m.dp(38))))
            card.add(UiNode(cls=widgets.TEXT_VIEW, text=vlc_media.millis_to_string(v.length_ms),
                            resource_id=ID + "ml_item_time",
                            bounds=(m.dp(16), y + m.dp(40), m.width - m.dp(72), y + m.dp(64)),
                            style={"kind": "secondary"}))
            widgets.icon_button(card, (m.width - m.dp(56), y + m.dp(12), m.width - m.dp(8), y + m.dp(60)),
                                "more", _act("noop"), rid=ID + "item_more", desc="More Actions",
                                cls="android.widget.ImageView")
        return m.dp(72), make

    widgets.vlist(model, root, m, box, PACKAGE + "/videos", [item(v) for v in found], rid=ID + "video_grid")


def _playlists(model, root: UiNode, m, box) -> None:
    lists = playlists(model)
    if not lists:
        _empty(root, m, box, "No playlist")
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
    bar = root.add(UiNode(cls="com.google.android.material.bottomnavigation.BottomNavigationView",
                          resource_id=ID + "navigation", bounds=(0, m.height - nav_h, m.width, m.height),
                          style={"bg": "bar"}))
    w = m.width // len(SECTIONS)
    for i, (key, label, rid) in enumerate(SECTIONS):
        l = i * w
        item = bar.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + rid, desc=label,
                              clickable=True, focusable=True, selected=key == section,
                              bounds=(l, m.height - nav_h, l + w, m.height), action=_act("section", key)))
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=label, resource_id=ID + "navigation_bar_item_large_label_view"
                        if key == section else ID + "navigation_bar_item_small_label_view",
                        bounds=(l + m.dp(4), m.height - m.dp(36), l + w - m.dp(4), m.height - m.dp(12)),
                        style={"kind": "secondary"} if key != section else {}))


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
