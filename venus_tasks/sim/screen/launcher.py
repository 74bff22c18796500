"""The home screen: a search field and a grid of every launchable app (label order).

Node shapes follow the Pixel launcher's dump (icons are clickable ``TextView`` nodes
whose ``text`` and ``content-desc`` are the label) [inferred]. Typing into the search
field filters the grid by label. Labels follow the device locale (``screen/strings``).
Each app is drawn with its own launcher icon (``apps.icons``, drawn by
``screen/icons``); ``icon_color`` is the icon's dominant colour.

Folders: the launcher's workspace database (``apps/launcher.py``: Launcher3's
``favorites`` table in ``databases/launcher*.db``) may hold folders on the desktop; each is
a tile before the apps (a ``FrameLayout`` described ``Folder: <title>, N items`` /
``..., 4 or more items``, Launcher3 ``FolderIcon.getAccessiblityTitle``, over a
``TextView`` with the title), drawn as a disc with its first four apps.

Tablets (smallest width >= 600dp, the ``tablet`` variant): Launcher3's tablet grid option
("6_by_5"): 6 columns, 60dp icons, 14sp labels, cells up to 142dp high. A tap opens it
(``apps_ui/launcher_folder``): a panel over the grid with ``folder_name`` (the title) and
its apps in rank order (``folder_content``), each a tile that closes the folder and starts
the app; a tap outside the panel, BACK or HOME closes it. [Simplification: the real
launcher keeps the folder on its home screen and every app in its app drawer; here both
share the one grid.]
"""

from __future__ import annotations

import dataclasses
import zlib

from apps.icons import icon_for, rgb
from venus_tasks.sim.apps_ui import records
from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.storage.vfs import FsError
from venus_tasks.sim.system.packages import LAUNCHER

SEARCH_FIELD = "launcher_search"
_COLUMNS = 5
_ID = LAUNCHER + ":id/"
DB_DIR = f"/data/data/{LAUNCHER}/databases"
OPEN_FOLDER = LAUNCHER + "#folder"          # model.app_ui key: the id of the open folder
_PREVIEW = 4                                 # Launcher3 FolderIcon MAX_NUM_ITEMS_IN_PREVIEW
# Launcher3 res/xml/device_profiles.xml, grid option "6_by_5" (deviceCategory tablet): numAllAppsColumns,
# allAppsIconSize, allAppsIconTextSize, allAppsCellHeight (LineageOS/android_packages_apps_Launcher3 079e90a4)
TABLET_COLUMNS, TABLET_ICON_DP, TABLET_TEXT_SP, TABLET_CELL_DP = 6, 60, 14, 142


@dataclasses.dataclass(frozen=True)
class Folder:
    """A folder on the desktop: its ``favorites`` row id, title and apps (rank order)."""

    id: int
    title: str
    packages: tuple[str, ...]

    def description(self) -> str:
        n = len(self.packages)
        if n < _PREVIEW:
            return f"Folder: {self.title}, {n} items"
        return f"Folder: {self.title}, {_PREVIEW} or more items"


def folders(model) -> list[Folder]:
    """The desktop's folders (first launcher database found, ``launcher.db`` first), with
    the installed launchable apps of each in rank order; folders left empty are skipped."""
    try:
        names = sorted(model.vfs.listdir(DB_DIR), key=lambda n: (n != "launcher.db", n))
    except FsError:
        return []
    for name in names:
        if not (name.startswith("launcher") and name.endswith(".db")):
            continue
        rows = records.query(model, f"{DB_DIR}/{name}",
                             "SELECT _id, title, intent, container, itemType, rank FROM favorites "
                             "ORDER BY container, rank, _id")
        if not rows:
            continue
        out = []
        for row in rows:
            if row["itemType"] != 2 or row["container"] != -100:
                continue
            pkgs = []
            for item in rows:
                if item["container"] == row["_id"] and item["itemType"] == 0:
                    pkg = _intent_package(item["intent"] or "")
                    p = model.packages.get(pkg) if pkg else None
                    if p is not None and p.launchable:
                        pkgs.append(pkg)
            if pkgs:
                out.append(Folder(row["_id"], row["title"] or "", tuple(pkgs)))
        return out
    return []


def _intent_package(uri: str) -> str:
    """The package of ``component=pkg/cls`` in an ``Intent.toUri`` string, or ""."""
    for part in uri.split(";"):
        if part.startswith("component="):
            return part[len("component="):].split("/", 1)[0]
    return ""


def open_folder(model) -> Folder | None:
    fid = model.app_ui.get(OPEN_FOLDER)
    return next((f for f in folders(model) if f.id == fid), None) if fid is not None else None


def is_tablet(m) -> bool:
    """Launcher3's tablet device category: a smallest width of 600dp or more
    (``DeviceProfile.isTablet``)."""
    return min(m.width, m.height) * 160 / m.density >= 600


def icon_color(package: str) -> tuple[int, int, int]:
    """The dominant colour of ``package``'s launcher icon (``apps.icons``); for an app
    without icon data a stable colour derived from the package name."""
    icon = icon_for(package)
    if icon is not None:
        return rgb(icon.dominant)
    h = zlib.crc32(package.encode())
    return (60 + h % 160, 60 + (h >> 8) % 160, 60 + (h >> 16) % 160)


def build(model, root: UiNode, m, status: int) -> None:
    width, height = m.width, m.height
    root.style["bg"] = "wallpaper"
    query = model.ui.fields.get(SEARCH_FIELD, "")
    focused = model.ui.focused_field == SEARCH_FIELD
    top = status + m.dp(12)
    box = root.add(UiNode(cls="android.widget.EditText", text=query or strings.tr(model, "search_apps"),
                          resource_id=_ID + "search_box_input", clickable=True, focusable=True,
                          focused=focused, long_clickable=True,
                          bounds=(m.dp(16), top, width - m.dp(16), top + m.dp(48)),
                          action=("focus", SEARCH_FIELD),
                          style={"kind": "search", "hint": not query}))
    grid_top = box.bounds[3] + m.dp(16)
    grid = root.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView",
                           resource_id=_ID + "apps_list_view", scrollable=True,
                           bounds=(0, grid_top, width, height - m.dp(16))))
    apps = sorted(((strings.label(model, p), p) for p in model.packages.launchable()),
                  key=lambda lp: lp[0].lower())
    if query:
        apps = [(name, p) for name, p in apps if query.lower() in name.lower()]
    tiles = [] if query else folders(model)
    apps = tiles + apps
    avail = grid.bounds[3] - grid_top
    tablet = is_tablet(m)
    if tablet:                              # Launcher3's "6_by_5" tablet grid option
        columns, icon = TABLET_COLUMNS, {"icon_dp": TABLET_ICON_DP, "text_sp": TABLET_TEXT_SP}
    else:
        columns, icon = (_COLUMNS if width < height else _COLUMNS + 3), {}
    while columns < 12 and -(-len(apps) // columns) * m.dp(60) > avail:
        columns += 1                       # squeeze so every app keeps an icon
    cell_w = width // columns
    rows = max(1, -(-len(apps) // columns))
    cell_h = max(m.dp(56), min(m.dp(TABLET_CELL_DP if tablet else 104), avail // rows))
    for i, item in enumerate(apps):
        row, col = divmod(i, columns)
        left, t = col * cell_w, grid_top + row * cell_h
        if t + cell_h > grid.bounds[3]:
            break
        box = (left, t, left + cell_w, t + cell_h)
        if isinstance(item, Folder):
            tile = grid.add(UiNode(cls="android.widget.FrameLayout", desc=item.description(), clickable=True,
                                   focusable=True, long_clickable=True, bounds=box,
                                   action=("app", LAUNCHER, "folder", item.id),
                                   style={"kind": "folder", "packages": item.packages[:_PREVIEW], **icon}))
            tile.add(UiNode(cls="android.widget.TextView", text=item.title, bounds=box, style={"kind": "none"}))
            continue
        name, pkg = item
        grid.add(UiNode(cls="android.widget.TextView", text=name, desc=name,
                        clickable=True, focusable=True, long_clickable=True, bounds=box,
                        action=("launch", pkg.name),
                        style={"kind": "icon", "package": pkg.name, **icon}))
    folder = open_folder(model)
    if folder is not None and not query:
        _folder_panel(model, root, m, status, folder)


def _folder_panel(model, root: UiNode, m, status: int, folder: Folder) -> None:
    """The open folder over the grid: a tap outside closes it (Launcher3 ``Folder``)."""
    root.add(UiNode(cls="android.view.View", bounds=(0, status, m.width, m.height),
                    action=("app", LAUNCHER, "close_folder"), style={"kind": "none"}))
    columns = 4
    rows = -(-len(folder.packages) // columns)
    cell_w, cell_h = (m.width - m.dp(64)) // columns, m.dp(104)
    panel_h = m.dp(72) + rows * cell_h
    top = max(status + m.dp(24), (m.height - panel_h) // 2)
    panel = root.add(UiNode(cls="android.view.View", resource_id=_ID + "folder_content",
                            bounds=(m.dp(16), top, m.width - m.dp(16), top + panel_h),
                            action=("app", LAUNCHER, "noop"), style={"bg": "card", "radius": m.dp(24)}))
    panel.add(UiNode(cls="android.widget.EditText", text=folder.title, resource_id=_ID + "folder_name",
                     bounds=(m.dp(32), top + m.dp(16), m.width - m.dp(32), top + m.dp(56)),
                     style={"kind": "title", "centred": True}))
    for i, pkg_name in enumerate(folder.packages):
        row, col = divmod(i, columns)
        left, t = m.dp(32) + col * cell_w, top + m.dp(64) + row * cell_h
        pkg = model.packages.get(pkg_name)
        name = strings.label(model, pkg)
        panel.add(UiNode(cls="android.widget.TextView", text=name, desc=name, clickable=True, focusable=True,
                         long_clickable=True, bounds=(left, t, left + cell_w, t + cell_h),
                         action=("app", LAUNCHER, "launch", pkg_name),
                         style={"kind": "icon", "package": pkg_name}))
