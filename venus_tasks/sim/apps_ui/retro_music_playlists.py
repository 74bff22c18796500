"""Retro Music's "Add to playlist" flow on the simulated device: a song row's overflow menu,
the Add to playlist dialog, the New playlist dialog, and the store write they make in
``playlist.db``. ``retro_music`` routes its song rows' menu button, its dialog windows,
the taps and BACK here.

Source: RetroMusicPlayer commit feb89bb51 (6.1.0), ``res/values/strings.xml``:

* the song menu (``SongMenuHelper``, ``menu_item_song``): "Play next", "Add to playing
  queue", "Add to playlist", "Go to album", "Go to artist", "Share", "Tag editor",
  "Details", "Set as ringtone", "Add to Blacklist", "Delete from device"
  (``action_play_next`` ... ``action_delete_from_device``, in ``res/menu/menu_item_song.xml``'s
  order);
* ``dialogs/AddToPlaylistDialog.kt``: a material dialog titled "Add to playlist"
  (``add_playlist_title``) listing "New playlist" (``action_new_playlist``) and then every
  playlist by name, with "Cancel"; an item adds the song to that playlist, "New playlist"
  opens the next dialog;
* ``dialogs/CreatePlaylistDialog.kt``: titled "New playlist" (``new_playlist_title``), one
  name field (``action_new_playlist``), "Create" (``create_action``) and "Cancel"; Create
  with an empty name adds nothing (the positive button closes the dialog; the error it
  sets is never seen);
* ``LibraryViewModel.addToPlaylist``: a playlist of that name receives the songs, else a
  new ``PlaylistEntity`` is created first; songs go in as ``SongEntity`` rows
  (``playlist_creator_id``, the MediaStore ``id`` and the song's columns) through
  ``PlaylistDao.insertSongsToPlaylist`` (``@Insert(onConflict = REPLACE)``): a song already
  in the playlist (the unique index on ``(playlist_creator_id, id)``) is deleted and
  inserted again with a new ``song_key``, so it moves to the end of the playlist, whose
  order is ``song_key`` (``songsFromPlaylist``).

The song row's menu button (``item_list.xml`` ``menu``, an ``AppCompatImageView`` in the
``OverFlowButton`` style, ``res/values/styles.xml``) has no content description: the
dump shows an unlabelled ImageView with the resource id ``menu``, as on a device. The name
field's hint is "Playlist name" (``dialog_playlist.xml`` ``actionNewPlaylist``,
``playlist_name_empty``); the buttons are not upper case (the dialogs use the Material3
theme, ``Theme.RetroMusic.Dialog``). [inferred]: the dialogs' resource ids (AlertDialog
``android:id/title``, ``select_dialog_listview`` rows ``android:id/text1``,
``button1``/``button2``). Not modelled: the other menu items (they close the menu), the "Inserted N songs" toast,
multi-select, playing.
"""

from __future__ import annotations

import sqlite3

from venus_tasks.sim.apps_ui import retro_music_library as lib
from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.providers.base import Caller, Uri
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = lib.PACKAGE
ID = PACKAGE + ":id/"
NAME_KEY = PACKAGE + ":new_playlist"
MENU_DESC = ""                 # OverFlowButton sets none (styles.xml)
MENU_ITEMS = ("Play next", "Add to playing queue", "Add to playlist", "Go to album", "Go to artist", "Share",
              "Tag editor", "Details", "Set as ringtone", "Add to Blacklist", "Delete from device")


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def menu_button(row: UiNode, m, y: int, h: int, path: str) -> None:
    """The song row's overflow button (``item_list.xml`` ``menu``)."""
    widgets.icon_button(row, (m.width - m.dp(52), y + (h - m.dp(48)) // 2, m.width - m.dp(4),
                              y + (h + m.dp(48)) // 2), "more", _act("song_menu", path), rid=ID + "menu",
                        desc=MENU_DESC, cls="android.widget.ImageView")


# ------------------------------------------------------------------ windows
def windows(model, m, st) -> list[Window]:
    """The flow's window over Retro Music (menu, list dialog or name dialog), if one is open."""
    d = st.dialog
    if d is None:
        return []
    if d.name == "song_menu":
        return [_menu(m, d.args["path"])]
    if d.name == "add_to_playlist":
        return [_list_dialog(m, d.args["path"], [name for _, name in playlist_names(model)])]
    if d.name == "new_playlist":
        return [_name_dialog(model, m)]
    return []


def _menu(m, path: str) -> Window:
    items = [(text, _act("add_to_playlist", path) if text == "Add to playlist" else _act("dismiss"))
             for text in MENU_ITEMS]
    return widgets.popup_menu(m, PACKAGE, m.dp(96), items, _act("dismiss"))


def _panel(m, height: int) -> tuple[UiNode, int, int, int]:
    left, right = m.dp(24), m.width - m.dp(24)
    top = max(m.dp(24), (m.height - height) // 2)
    root = UiNode(package=PACKAGE, bounds=(left, top, right, top + height), style={"bg": "dialog", "radius": m.dp(28)})
    return root, left, right, top


def _title(root: UiNode, m, left: int, right: int, top: int, text: str) -> None:
    root.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id="android:id/title",
                    bounds=(left + m.dp(24), top + m.dp(24), right - m.dp(24), top + m.dp(56)), style={"kind": "title"}))


def _buttons(root: UiNode, m, right: int, bottom: int, buttons) -> None:
    x, y = right - m.dp(16), bottom - m.dp(60)
    for rid, text, action in buttons:
        w = m.dp(24) + int(len(text) * m.dp(10))
        widgets.button(root, (x - w, y, x, y + m.dp(44)), text, action, rid="android:id/" + rid)
        x -= w + m.dp(8)


def _list_dialog(m, path: str, names: list[str]) -> Window:
    rows = ["New playlist", *names]
    height = m.dp(80 + 52 * len(rows) + 72)
    root, left, right, top = _panel(m, height)
    _title(root, m, left, right, top, "Add to playlist")
    lst = root.add(UiNode(cls="android.widget.ListView", resource_id=ID + "select_dialog_listview",
                          bounds=(left, top + m.dp(72), right, top + m.dp(72 + 52 * len(rows)))))
    for i, name in enumerate(rows):
        y = top + m.dp(72 + 52 * i)
        action = _act("new_playlist", path) if i == 0 else _act("pick_playlist", path, name)
        lst.add(UiNode(cls="android.widget.TextView", text=name, resource_id="android:id/text1", clickable=True,
                       focusable=True, bounds=(left + m.dp(24), y, right - m.dp(24), y + m.dp(52)), action=action))
    _buttons(root, m, right, top + height, (("button2", "Cancel", _act("dismiss")),))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


def _name_dialog(model, m) -> Window:
    height = m.dp(80 + 64 + 72)
    root, left, right, top = _panel(m, height)
    _title(root, m, left, right, top, "New playlist")
    widgets.field(root, model, m, (left + m.dp(24), top + m.dp(76), right - m.dp(24), top + m.dp(132)), NAME_KEY,
                  "Playlist name", ID + "actionNewPlaylist")
    _buttons(root, m, right, top + height, (("button1", "Create", _act("create_playlist")),
                                            ("button2", "Cancel", _act("dismiss"))))
    return Window(PACKAGE, root, modal=True, dim=True, outside=_act("dismiss"))


# ------------------------------------------------------------------ input
def perform(model, st, verb: str, args: tuple) -> bool:
    """Handle a verb of this flow; False if it is not one of them."""
    if verb == "song_menu":
        st.dialog = Page("song_menu", {"path": args[0]})
    elif verb == "add_to_playlist":
        st.dialog = Page("add_to_playlist", {"path": args[0]})
    elif verb == "pick_playlist":
        add_to_playlist(model, args[1], args[0])
        close(model, st)
    elif verb == "new_playlist":
        st.dialog = Page("new_playlist", {"path": args[0]})
        model.ui.fields[NAME_KEY] = ""
        model.ui.focused_field = NAME_KEY
    elif verb == "create_playlist":
        name = model.ui.fields.get(NAME_KEY, "").strip()
        if name and st.dialog is not None:
            add_to_playlist(model, name, st.dialog.args["path"])
        close(model, st)
    elif verb == "dismiss":
        close(model, st)
    else:
        return False
    return True


def close(model, st) -> None:
    """Close the menu or dialog and forget the name typed."""
    st.dialog = None
    model.ui.fields.pop(NAME_KEY, None)
    if model.ui.focused_field == NAME_KEY:
        model.ui.focused_field = None


# ------------------------------------------------------------------ the store
def _open_db(model) -> sqlite3.Connection:
    try:
        return appdata.load_db(model.vfs.read(lib.PLAYLIST_DB))
    except FsError:
        from apps.retro_music import PLAYLIST_SCHEMA
        return appdata.load_db(appdata.build_db(PLAYLIST_SCHEMA))


def playlist_names(model) -> list[tuple[int, str]]:
    """``(playlist_id, name)`` in the store's order (``PlaylistDao.playlists``)."""
    try:
        con = appdata.load_db(model.vfs.read(lib.PLAYLIST_DB))
    except FsError:
        return []
    try:
        return [(int(i), n) for i, n in con.execute("SELECT playlist_id, playlist_name FROM PlaylistEntity "
                                                    "ORDER BY playlist_id")]
    except sqlite3.Error:
        return []
    finally:
        con.close()


def _media_id(model, path: str) -> int:
    media = getattr(model, "media", None)
    pkg = model.packages.get(PACKAGE)
    if media is None or pkg is None:
        return 0
    uri = Uri("media", ("external", "audio", "media"), "content://media/external/audio/media")
    _, rows = media.query(uri, ["_id", "_data"], None, None, Caller(pkg.uid, PACKAGE))
    return next((int(r[0]) for r in rows if r and r[1] == path), 0)


def add_to_playlist(model, name: str, path: str) -> None:
    """``LibraryViewModel.addToPlaylist(name, [song])``: the playlist named ``name`` (made
    if missing) gets the song at ``path`` appended; a song it holds already moves to the
    end (``INSERT OR REPLACE``, Room's ``OnConflictStrategy.REPLACE``)."""
    song = next((s for s in lib.songs(model) if s.path == path), None)
    if song is None:
        return
    con = _open_db(model)
    try:
        row = con.execute("SELECT playlist_id FROM PlaylistEntity WHERE playlist_name = ?", (name,)).fetchone()
        pid = row[0] if row else con.execute("INSERT INTO PlaylistEntity (playlist_name) VALUES (?)",
                                             (name,)).lastrowid
        con.execute("INSERT OR REPLACE INTO SongEntity (playlist_creator_id, id, title, track_number, year, duration, "
                    "data, date_modified, album_id, album_name, artist_id, artist_name, composer, album_artist) "
                    "VALUES (?, ?, ?, 0, 0, ?, ?, 0, 0, ?, 0, ?, NULL, NULL)",
                    (pid, _media_id(model, path), song.title, song.duration_ms, path, song.album, song.artist))
        con.commit()
        model.vfs.write(lib.PLAYLIST_DB, appdata.dump_db(con))
    finally:
        con.close()
