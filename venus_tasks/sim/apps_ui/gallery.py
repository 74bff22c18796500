"""Simple Gallery Pro (``com.simplemobiletools.gallery.pro``): folders of the pictures in
shared storage, a folder's thumbnail grid, the full-screen viewer and (``gallery_editor``)
the editor's draw mode with Save as.

Source: SimpleMobileTools/Simple-Gallery (versionCode 396 is the APK the benchmark
installs; layouts read at the repository's last commit a356401):
``activity_main.xml`` / ``directory_item_grid_square.xml`` (``dir_thumbnail``,
``dir_name``, ``photo_cnt``), ``activity_media.xml`` / ``photo_item_grid.xml``
(``medium_thumbnail``; file names hidden in the grid by default), the viewer
(``ViewPagerActivity``: the file name as the toolbar title over the picture, the default
bottom actions ``bottom_favorite`` "Toggle favorite", ``bottom_edit`` "Edit",
``bottom_share`` "Share", ``bottom_delete`` "Delete" from ``bottom_actions.xml``; a
horizontal swipe pages to the folder's next (leftwards) or previous picture, as the
viewer's ``ViewPager`` does).

Folders are the directories of shared storage holding pictures directly (hidden ones and
``Android/`` skipped), the folder with the newest picture first (``Config.directorySorting``
defaults to date modified, descending; ties by name); a folder's pictures newest first
(file mtime, then name). The launch screen's title is "Gallery"
(``MainActivity`` has no label: the application's ``app_launcher_name``).
Simplifications [documented]: no videos, Share, Delete and favourites do nothing, no
zoom (a vertical drag on the picture does nothing); a tap on the picture does not hide
the bars; thumbnails are the pictures themselves, fitted.
"""

from __future__ import annotations

import posixpath
import stat

from venus_tasks.sim.apps_ui import gallery_editor as editor
from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.vfs import FsError

PACKAGE = editor.PACKAGE
ID = editor.ID
SHARED = "/storage/emulated/0"
PICTURE_EXT = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp")
COLUMNS = 3


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


# ------------------------------------------------------------------ media
def _pictures_in(model, folder: str) -> list[tuple[str, int]]:
    out = []
    try:
        names = model.vfs.listdir(folder)
    except FsError:
        return []
    for name in names:
        if name.startswith(".") or not name.lower().endswith(PICTURE_EXT):
            continue
        try:
            info = model.vfs.stat(posixpath.join(folder, name))
        except FsError:
            continue
        if stat.S_ISREG(info.mode):
            out.append((name, info.mtime))
    return out


def albums(model) -> list[tuple[str, list[str]]]:
    """``(folder path, picture paths newest first)`` for every folder holding pictures,
    the folder with the newest picture first (then by name)."""
    found = []
    newest: dict[str, int] = {}

    def walk(folder: str, depth: int) -> None:
        pics = _pictures_in(model, folder)
        if pics:
            pics.sort(key=lambda p: (-p[1], p[0]))
            found.append((folder, [posixpath.join(folder, n) for n, _ in pics]))
            newest[folder] = pics[0][1]
        if depth >= 4:
            return
        try:
            names = sorted(model.vfs.listdir(folder))
        except FsError:
            return
        for name in names:
            path = posixpath.join(folder, name)
            if name.startswith(".") or path == SHARED + "/Android":
                continue
            try:
                if stat.S_ISDIR(model.vfs.stat(path).mode):
                    walk(path, depth + 1)
            except FsError:
                continue

    walk(SHARED, 0)
    return sorted(found, key=lambda a: (-newest[a[0]], posixpath.basename(a[0]).lower(), a[0]))


def picture_ref(model, path: str) -> ImageRef:
    """The picture at ``path`` (keyed by path, size and mtime)."""
    try:
        info = model.vfs.stat(path)
        key = f"file:{path}:{info.size}:{info.mtime}"
    except FsError:
        key = f"file:{path}:missing"

    def load():
        from venus_tasks.sim.screen.image_ref import decode
        try:
            return decode(model.vfs.read(path))
        except FsError:
            return decode(b"")
    return ImageRef(key, load)


# ------------------------------------------------------------------ screens
def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    root.style["bg"] = "surface"
    if page is None:
        _albums(model, root, m, status)
    elif page.name == "album":
        _album(model, root, m, status, page)
    elif page.name == "viewer":
        _viewer(model, root, m, status, page)
    elif page.name == "editor":
        editor.build(model, root, m, status, page)


def _grid(model, root: UiNode, m, top: int, key: str, cells: list) -> None:
    """A grid of square cells ``build(parent, box)`` in rows of ``COLUMNS``, scrolling."""
    side = m.width // COLUMNS
    rows = [cells[i:i + COLUMNS] for i in range(0, len(cells), COLUMNS)]

    def row(items):
        def make(lst, y):
            for i, build_cell in enumerate(items):
                build_cell(lst, (i * side, y, (i + 1) * side, y + side))
        return side, make

    widgets.vlist(model, root, m, (0, top, m.width, m.height), key, [row(r) for r in rows],
                  rid=ID + ("directories_grid" if key.endswith("/albums") else "media_grid"))


def _albums(model, root: UiNode, m, status: int) -> None:
    widgets.toolbar(root, m, status, "Gallery", rid=ID + "main_toolbar")
    found = albums(model)
    top = status + m.dp(64)
    if not found:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No media files have been found",
                        resource_id=ID + "directories_empty_placeholder",
                        bounds=(m.dp(16), top + m.dp(32), m.width - m.dp(16), top + m.dp(72))))
        return

    def cell(folder, pics):
        def make(parent, box):
            l, t, r, b = box
            node = parent.add(UiNode(cls="android.widget.RelativeLayout", resource_id=ID + "dir_holder",
                                     clickable=True, focusable=True, long_clickable=True, bounds=box,
                                     action=_act("album", folder)))
            node.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "dir_thumbnail",
                            bounds=(l + m.dp(2), t + m.dp(2), r - m.dp(2), b - m.dp(2)),
                            style={"image": picture_ref(model, pics[0])}))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=posixpath.basename(folder), resource_id=ID + "dir_name",
                            bounds=(l + m.dp(8), b - m.dp(44), r - m.dp(8), b - m.dp(24)), style={"kind": "title"}))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=str(len(pics)), resource_id=ID + "photo_cnt",
                            bounds=(l + m.dp(8), b - m.dp(24), r - m.dp(8), b - m.dp(6))))
        return make

    _grid(model, root, m, top, PACKAGE + "/albums", [cell(f, p) for f, p in found])


def _album(model, root: UiNode, m, status: int, page: Page) -> None:
    folder = page.args["folder"]
    widgets.toolbar(root, m, status, posixpath.basename(folder), up=_act("up"), rid=ID + "media_toolbar")
    pics = dict(albums(model)).get(folder, [])

    def cell(path):
        def make(parent, box):
            l, t, r, b = box
            node = parent.add(UiNode(cls="android.widget.RelativeLayout", resource_id=ID + "media_item_holder",
                                     clickable=True, focusable=True, long_clickable=True, bounds=box,
                                     action=_act("view", path)))
            node.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "medium_thumbnail",
                            bounds=(l + m.dp(1), t + m.dp(1), r - m.dp(1), b - m.dp(1)),
                            style={"image": picture_ref(model, path)}))
        return make

    _grid(model, root, m, status + m.dp(64), PACKAGE + "/album/" + folder, [cell(p) for p in pics])


def _viewer(model, root: UiNode, m, status: int, page: Page) -> None:
    path = page.args["path"]
    root.style["bg"] = "call"          # black behind the picture
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "gestures_view",
                    bounds=(0, status, m.width, m.height), action=_act("viewer_tap"),
                    style={"image": picture_ref(model, path), "canvas": True}))
    widgets.toolbar(root, m, status, posixpath.basename(path), up=_act("up"), rid=ID + "medium_viewer_toolbar")
    bar_top = m.height - m.dp(56)
    bar = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "bottom_actions_wrapper",
                          bounds=(0, bar_top, m.width, m.height), style={"bg": "bar"}))
    items = (("bottom_favorite", "Toggle favorite", "star"), ("bottom_edit", "Edit", "edit"),
             ("bottom_share", "Share", "share"), ("bottom_delete", "Delete", "delete"))
    w = m.width // len(items)
    for i, (rid, desc, glyph) in enumerate(items):
        widgets.icon_button(bar, (i * w, bar_top, (i + 1) * w, m.height), glyph, _act(rid, path), rid=ID + rid,
                            desc=desc, cls="android.widget.ImageView")


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if st.dialog is None or foreign:
        return []
    return editor.windows(model, m, st, page)


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == "editor" or st.dialog is not None:
        editor.perform(model, st, page, verb, args, x, y)
    elif verb == "album":
        state.push(model, PACKAGE, Page("album", {"folder": args[0]}, activity=PACKAGE + ".activities.MediaActivity"))
    elif verb == "view":
        state.push(model, PACKAGE, Page("viewer", {"path": args[0]},
                                        activity=PACKAGE + ".activities.ViewPagerActivity"))
    elif verb == "bottom_edit":
        editor.open_editor(model, args[0])
    elif verb == "up":
        state.pop(model, PACKAGE)


PAGE_SWIPE_PX = 100     # a horizontal drag at least this long pages the viewer [inferred]


def stroke(model, verb: str, args: tuple, points: list) -> None:
    """A drag on the editor's draw canvas draws; a horizontal drag on the viewer's
    picture pages to the next (leftwards) or previous picture of its folder."""
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == "editor" and verb == "draw_canvas":
        editor.stroke(model, page, points)
    elif page is not None and page.name == "viewer" and verb == "viewer_tap" and len(points) > 1:
        dx, dy = points[-1][0] - points[0][0], points[-1][1] - points[0][1]
        if abs(dx) < PAGE_SWIPE_PX or abs(dx) < abs(dy):
            return
        path = page.args["path"]
        pics = dict(albums(model)).get(posixpath.dirname(path), [])
        if path in pics:
            i = pics.index(path) + (1 if dx < 0 else -1)
            if 0 <= i < len(pics):
                page.args["path"] = pics[i]


def back(model) -> bool:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign:
        return False
    if st.dialog is not None:
        editor.close_dialog(model, st)
        return True
    return state.pop(model, PACKAGE)


def enter(model) -> bool:
    focused = model.ui.focused_field or ""
    return focused.startswith(PACKAGE + ":")
