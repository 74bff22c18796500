"""App main screens of the apps ``sim/apps_ui`` does not model (Pro Expense, Markor and
Settings have their own screens there): a title bar with the app label over a scrollable
list of the app's data.

* apps with a row spec below: their main table, one row per record; other apps with
  databases: the first TEXT columns of their first table; rows are read from the
  database file in the VFS, so what a task seeds is what the screen shows;
* other apps with ``storage_dirs``: the files of the first folder.

The list shows the rows that fit; ``input swipe`` scrolls it (``scroll_list``): the
window of visible rows moves by the swiped distance in whole rows. The list node carries
``scrollable="true"``; row shapes follow RecyclerView items [inferred].
"""

from __future__ import annotations

import re
import sqlite3

from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError

_SKIP_TABLES = {"room_master_table", "android_metadata", "sqlite_sequence"}
_TABLE_RX = re.compile(r"CREATE TABLE(?: IF NOT EXISTS)?\s+[`\"]?(\w+)[`\"]?\s*\((.*)\)", re.I | re.S)
_COLUMN_RX = re.compile(r"[`\"]?(\w+)[`\"]?\s+TEXT\b", re.I)

# package -> (table, primary SQL, secondary SQL, ORDER BY) for the apps' main lists (Simple Calendar
# Pro, Tasks, Broccoli, Joplin, OpenTracks and OsmAnd have their own screens in ``sim/apps_ui``).
ROW_SPECS = {
    "com.dimowner.audiorecorder": ("records", "name", "''", "added DESC"),
    "code.name.monkey.retromusic": ("PlaylistEntity", "playlist_name", "''", "playlist_name"),
    "org.videolan.vlc": ("Playlist", "name", "''", "name"),
}


def frame(root: UiNode, m, status: int, title: str) -> UiNode:
    """Title bar plus an empty scrollable list; returns the list node."""
    pkg = root.package
    root.style["bg"] = "surface"
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=f"{pkg}:id/toolbar",
                          bounds=(0, status, m.width, status + m.dp(64)), style={"bg": "bar"}))
    bar.add(UiNode(cls="android.widget.TextView", text=title,
                   bounds=(m.dp(16), status + m.dp(16), m.width - m.dp(16), status + m.dp(48)),
                   style={"kind": "title"}))
    return root.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView",
                           resource_id=f"{pkg}:id/list", scrollable=True,
                           bounds=(0, bar.bounds[3], m.width, m.height)))


def rows(model, lst: UiNode, m, items: list[tuple[str, str]], key: str) -> None:
    """Add the visible window of ``items`` to ``lst`` (scroll state under ``key``)."""
    row_h = m.dp(72 if any(sec for _, sec in items) else 56)
    visible = max(1, (lst.bounds[3] - lst.bounds[1]) // row_h)
    first = max(0, min(model.system_ui.scroll.get(key, 0), max(0, len(items) - visible)))
    lst.style.update({"scroll_key": key, "total": len(items), "visible": visible, "row_h": row_h})
    top = lst.bounds[1]
    for primary, secondary in items[first:first + visible]:
        row = lst.add(UiNode(cls="android.view.ViewGroup", clickable=True, focusable=True,
                             bounds=(0, top, m.width, top + row_h), action=("noop",),
                             style={"kind": "row"}))
        text_top = top + (m.dp(8) if secondary else m.dp(14))
        row.add(UiNode(cls="android.widget.TextView", text=primary,
                       bounds=(m.dp(16), text_top, m.width - m.dp(16), text_top + m.dp(28))))
        if secondary:
            row.add(UiNode(cls="android.widget.TextView", text=secondary,
                           bounds=(m.dp(16), top + m.dp(38), m.width - m.dp(16), top + m.dp(64)),
                           style={"kind": "secondary"}))
        top += row_h


def scroll_list(model, lst: UiNode, rows_delta: int) -> None:
    """Move the visible window of a list built by ``rows`` by ``rows_delta`` rows."""
    st = lst.style
    last = max(0, st["total"] - st["visible"])
    current = min(model.system_ui.scroll.get(st["scroll_key"], 0), last)
    model.system_ui.scroll[st["scroll_key"]] = max(0, min(last, current + rows_delta))


def build_app(model, root: UiNode, m, status: int, pkg) -> None:
    lst = frame(root, m, status, strings.label(model, pkg) if pkg else root.package)
    items: list[tuple[str, str]] = []
    if pkg and pkg.databases:
        items = _database_items(model, pkg)
    elif pkg and pkg.storage_dirs:
        items = _folder_items(model, pkg.storage_dirs[0])
    if items:
        rows(model, lst, m, items, pkg.name)
    else:
        lst.add(UiNode(cls="android.widget.TextView", text=strings.tr(model, "no_items"),
                       bounds=(0, lst.bounds[1] + m.dp(32), m.width, lst.bounds[1] + m.dp(72)),
                       style={"kind": "empty"}))


def _query(model, path: str, sql: str) -> list[tuple]:
    try:
        data = model.vfs.read(path)
    except FsError:
        return []
    con = appdata.load_db(data)
    try:
        return con.execute(sql).fetchall()
    except sqlite3.Error:
        return []
    finally:
        con.close()


def _database_items(model, pkg) -> list[tuple[str, str]]:
    db = pkg.databases[0]
    spec = ROW_SPECS.get(pkg.name)
    if spec:
        table, first, second, order = spec
        sql = f'SELECT {first}, {second} FROM "{table}" ORDER BY {order} LIMIT 500'
    else:
        table, columns = None, []
        for stmt in db.schema:
            match = _TABLE_RX.match(stmt.strip())
            if match and match.group(1) not in _SKIP_TABLES:
                table, columns = match.group(1), _COLUMN_RX.findall(match.group(2))[:2]
                break
        if not table or not columns:
            return []
        cols = ", ".join(f'"{c}"' for c in columns)
        sql = f'SELECT {cols} FROM "{table}" LIMIT 500'
    return [(str(r[0] if r[0] is not None else ""),
             str(r[1] if len(r) > 1 and r[1] is not None else ""))
            for r in _query(model, db.path, sql)]


def _folder_items(model, folder: str) -> list[tuple[str, str]]:
    try:
        names = model.vfs.listdir(folder)
    except FsError:
        return []
    return [(name, "") for name in sorted(names) if not name.startswith(".")]
