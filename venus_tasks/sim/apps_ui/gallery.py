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
(file mtime, then name).
Drawn as 6.28.1 draws itself (``gallery_look``): Simple-Commons' ``MySearchMenu`` on the
folder and media grids ("Search folders", "Search in <folder>" with the back arrow), folders
two to a row with the name and count in white over the thumbnail's bottom gradient,
pictures three to a row, the viewer black with a transparent toolbar and the white bottom
actions over gradients. "Open camera" starts the Camera; search, "Show all folders content",
the filename toggle, folder view, rotate and properties are drawn but not modelled (a tap
does nothing).
Simplifications [documented]: no videos, Share, Delete and favourites do nothing, no
zoom (a vertical drag on the picture does nothing); a tap on the picture does not hide
the bars; thumbnails are the pictures themselves, cropped to fill their squares.
"""

from __future__ import annotations

import posixpath
import stat

from venus_tasks.sim.apps_ui import gallery_editor as editor
from venus_tasks.sim.apps_ui import gallery_look as look
from venus_tasks.sim.apps_ui import material, state, widgets
from venus_tasks.sim.apps_ui import simple_commons as commons
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.image_ref import ImageRef
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = editor.PACKAGE
ID = editor.ID
SHARED = "/storage/emulated/0"
PICTURE_EXT = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp")
COLUMNS = 3             # integers.xml media_columns_vertical_scroll
DIR_COLUMNS = 2         # directory_columns_vertical_scroll


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
    root.style["bg"] = commons.colours(model)["background"]
    if page is None:
        _albums(model, root, m, status)
    elif page.name == "album":
        _album(model, root, m, status, page)
    elif page.name == "viewer":
        _viewer(model, root, m, status, page)
    elif page.name == "editor":
        editor.build(model, root, m, status, page)


def _grid(model, root: UiNode, m, top: int, key: str, cells: list, columns: int) -> None:
    """A grid of square cells ``build(parent, box)`` in rows of ``columns``, scrolling."""
    side = m.width // columns
    rows = [cells[i:i + columns] for i in range(0, len(cells), columns)]

    def row(items):
        def make(lst, y):
            for i, build_cell in enumerate(items):
                build_cell(lst, (i * side, y, (i + 1) * side, y + side))
        return side, make

    widgets.vlist(model, root, m, (0, top, m.width, m.height), key, [row(r) for r in rows],
                  rid=ID + ("directories_grid" if key.endswith("/albums") else "media_grid"))


def _albums(model, root: UiNode, m, status: int) -> None:
    commons.search_menu(model, root, m, status, ID, _act("noop"),
                        [(ID + "open_camera", "Open camera", look.CAMERA, _act("open_camera")),
                         (ID + "show_all", "Show all folders content", look.FILES, _act("noop"))],
                        hint="Search folders")
    found = albums(model)
    top = status + m.dp(64)
    if not found:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text="No media files have been found",
                        resource_id=ID + "directories_empty_placeholder",
                        bounds=(m.dp(16), top + m.dp(32), m.width - m.dp(16), top + m.dp(72)),
                        style={"ink": commons.colours(model)["text"], "centred": True}))
        return

    def cell(folder, pics):
        def make(parent, box):
            l, t, r, b = box
            node = parent.add(UiNode(cls="android.widget.RelativeLayout", resource_id=ID + "dir_holder",
                                     clickable=True, focusable=True, long_clickable=True, bounds=box,
                                     action=_act("album", folder)))
            node.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "dir_thumbnail",
                            bounds=(l + 1, t + 1, r - 1, b - 1), style={"image": _cover(model, pics[0])}))
            shadow = m.dp(70)                          # tmb_shadow_height
            node.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "dir_shadow_holder",
                            bounds=(l + 1, b - 1 - shadow, r - 1, b - 1),
                            style={"image": look.gradient((r - l - 2, shadow), True)}))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=posixpath.basename(folder), resource_id=ID + "dir_name",
                            bounds=(l + m.dp(8), b - m.dp(52), r - m.dp(8), b - m.dp(30)),
                            style={"ink": look.WHITE, "size": 14}))
            node.add(UiNode(cls=widgets.TEXT_VIEW, text=str(len(pics)), resource_id=ID + "photo_cnt",
                            bounds=(l + m.dp(8), b - m.dp(26), r - m.dp(8), b - m.dp(6)),
                            style={"ink": look.WHITE, "size": 14}))
        return make

    _grid(model, root, m, top, PACKAGE + "/albums", [cell(f, p) for f, p in found], DIR_COLUMNS)


def _cover(model, path: str) -> ImageRef:
    """A thumbnail cropped to fill its square (Glide's centerCrop), not fitted into it."""
    ref = picture_ref(model, path)

    def load():
        pic = ref.load()
        s = min(pic.size)
        l, t = (pic.width - s) // 2, (pic.height - s) // 2
        return pic.crop((l, t, l + s, t + s))
    return ImageRef(ref.key + ":square", load)


def _album(model, root: UiNode, m, status: int, page: Page) -> None:
    folder = page.args["folder"]
    name = posixpath.basename(folder)
    commons.search_menu(model, root, m, status, ID, _act("noop"),
                        [(ID + "toggle_filename", "Toggle filename visibility", look.LABEL, _act("noop")),
                         (ID + "folder_view", "Switch to folder view", look.FOLDERS, _act("noop"))],
                        hint=f"Search in {name}", back=_act("up"))
    pics = dict(albums(model)).get(folder, [])

    def cell(path):
        def make(parent, box):
            l, t, r, b = box
            node = parent.add(UiNode(cls="android.widget.RelativeLayout", resource_id=ID + "media_item_holder",
                                     clickable=True, focusable=True, long_clickable=True, bounds=box,
                                     action=_act("view", path)))
            node.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "medium_thumbnail",
                            bounds=(l + 1, t + 1, r - 1, b - 1), style={"image": _cover(model, path)}))
        return make

    _grid(model, root, m, status + m.dp(64), PACKAGE + "/album/" + folder, [cell(p) for p in pics], COLUMNS)


def _viewer(model, root: UiNode, m, status: int, page: Page) -> None:
    path = page.args["path"]
    root.style["bg"] = (0, 0, 0)          # black behind the picture
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "gestures_view",
                    bounds=(0, 0, m.width, m.height), action=_act("viewer_tap"),
                    style={"image": picture_ref(model, path), "canvas": True}))
    top_h = status + m.dp(56)
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "top_shadow",
                    bounds=(0, 0, m.width, top_h + m.dp(16)),
                    style={"image": look.gradient((m.width, top_h + m.dp(16)), False)}))
    bar = material.app_bar(root, m, status, posixpath.basename(path), bg=(0, 0, 0), fg=look.WHITE, up=_act("up"),
                           actions=[material.Action("Rotate", look.ROTATE_RIGHT[0], _act("noop"), ID + "menu_rotate"),
                                    material.Action("Properties", look.INFO[0], _act("noop"), ID + "menu_properties")],
                           overflow=_act("noop"), rid=ID + "medium_viewer_toolbar")
    bar.style.pop("bg")                     # transparent over the picture
    icons = {"Rotate": look.ROTATE_RIGHT, "Properties": look.INFO}
    for node in bar.walk():
        if node.desc in icons:
            node.style["viewport"] = icons[node.desc][1]
    bar_h = m.dp(64)                         # bottom_actions_height
    bar_top = m.height - bar_h
    root.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "bottom_shadow",
                    bounds=(0, bar_top - m.dp(16), m.width, m.height),
                    style={"image": look.gradient((m.width, bar_h + m.dp(16)), True)}))
    actions = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "bottom_actions_wrapper",
                              bounds=(0, bar_top, m.width, m.height)))
    items = (("bottom_favorite", "Toggle favorite", look.STAR_OUTLINE), ("bottom_edit", "Edit", look.EDIT),
             ("bottom_share", "Share", commons.SHARE), ("bottom_delete", "Delete", commons.DELETE))
    w = m.width // len(items)
    for i, (rid, desc, icon) in enumerate(items):
        node = widgets.icon_button(actions, (i * w, bar_top, (i + 1) * w, m.height), "star", _act(rid, path),
                                   rid=ID + rid, desc=desc, cls="android.widget.ImageView")
        node.style = commons.vector_style("icon_button", icon, look.WHITE)


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
    elif verb == "open_camera" and model.packages.get("com.android.camera2") is not None:
        model.launch("com.android.camera2")        # MainActivity: launchCamera()
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
