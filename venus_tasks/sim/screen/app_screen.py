"""App main screens: a title bar with the app label over a list of the app's data.

* apps with databases: rows of the first table of the first database (its first TEXT
  columns), read from the database file in the VFS;
* apps with ``storage_dirs``: the files of the first folder;
* Settings: toggles and values read from the settings tables (Wi-Fi, Bluetooth,
  Airplane mode, Dark theme, Brightness level, Screen timeout); tapping a toggle flips it.
"""

from __future__ import annotations

import re
import sqlite3

from venus_tasks.sim import appdata
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.vfs import FsError

_SKIP_TABLES = {"room_master_table", "android_metadata", "sqlite_sequence"}
_TABLE_RX = re.compile(r"CREATE TABLE(?: IF NOT EXISTS)?\s+[`\"]?(\w+)[`\"]?\s*\((.*)\)", re.I | re.S)
_COLUMN_RX = re.compile(r"[`\"]?(\w+)[`\"]?\s+TEXT\b", re.I)


def _frame(root: UiNode, m, status: int, title: str) -> UiNode:
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


def _rows(lst: UiNode, m, items: list[tuple[str, str]]) -> None:
    top = lst.bounds[1]
    for primary, secondary in items:
        h = m.dp(72 if secondary else 56)
        if top + h > lst.bounds[3]:
            break
        row = lst.add(UiNode(cls="android.view.ViewGroup", clickable=True, focusable=True,
                             bounds=(0, top, m.width, top + h), action=("noop",),
                             style={"kind": "row"}))
        row.add(UiNode(cls="android.widget.TextView", text=primary,
                       bounds=(m.dp(16), top + m.dp(8), m.width - m.dp(16), top + m.dp(36))))
        if secondary:
            row.add(UiNode(cls="android.widget.TextView", text=secondary,
                           bounds=(m.dp(16), top + m.dp(38), m.width - m.dp(16), top + m.dp(64)),
                           style={"kind": "secondary"}))
        top += h


def build_app(model, root: UiNode, m, status: int, pkg) -> None:
    lst = _frame(root, m, status, pkg.label if pkg else root.package)
    items = _database_items(model, pkg) if pkg and pkg.databases else []
    if pkg and not pkg.databases and pkg.storage_dirs:
        items = _folder_items(model, pkg.storage_dirs[0])
    if items:
        _rows(lst, m, items)
    else:
        lst.add(UiNode(cls="android.widget.TextView", text="No items",
                       bounds=(0, lst.bounds[1] + m.dp(32), m.width, lst.bounds[1] + m.dp(72)),
                       style={"kind": "empty"}))


def _database_items(model, pkg) -> list[tuple[str, str]]:
    db = pkg.databases[0]
    table, columns = None, []
    for sql in db.schema:
        match = _TABLE_RX.match(sql.strip())
        if match and match.group(1) not in _SKIP_TABLES:
            table, columns = match.group(1), _COLUMN_RX.findall(match.group(2))[:2]
            break
    if not table or not columns:
        return []
    try:
        data = model.vfs.read(db.path)
    except FsError:
        return []
    con = appdata.load_db(data)
    try:
        cols = ", ".join(f'"{c}"' for c in columns)
        rows = con.execute(f'SELECT {cols} FROM "{table}" LIMIT 50').fetchall()
    except sqlite3.Error:
        return []
    finally:
        con.close()
    return [(str(r[0] or ""), str(r[1] or "") if len(r) > 1 else "") for r in rows]


def _folder_items(model, folder: str) -> list[tuple[str, str]]:
    try:
        names = model.vfs.listdir(folder)
    except FsError:
        return []
    return [(name, "") for name in sorted(names) if not name.startswith(".")]


def build_settings(model, root: UiNode, m, status: int) -> None:
    lst = _frame(root, m, status, "Settings")
    s = model.settings
    toggles = (
        ("Wi-Fi", "global", "wifi_on", "1", "0"),
        ("Bluetooth", "global", "bluetooth_on", "1", "0"),
        ("Airplane mode", "global", "airplane_mode_on", "1", "0"),
        ("Dark theme", "secure", "ui_night_mode", "2", "1"),
    )
    top = lst.bounds[1]
    row_h = m.dp(72)
    for label, ns, key, on, off in toggles:
        checked = s.get_str(ns, key) == on or (key == "wifi_on" and s.get_str(ns, key) == "2")
        row = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                             bounds=(0, top, m.width, top + row_h),
                             action=("toggle", ns, key, off if checked else on),
                             style={"kind": "row"}))
        row.add(UiNode(cls="android.widget.TextView", text=label, resource_id="android:id/title",
                       bounds=(m.dp(16), top + m.dp(22), m.width - m.dp(88), top + m.dp(50))))
        row.add(UiNode(cls="android.widget.Switch", resource_id="android:id/switch_widget",
                       checkable=True, checked=checked, focusable=True,
                       bounds=(m.width - m.dp(72), top + m.dp(20), m.width - m.dp(16), top + m.dp(52)),
                       style={"kind": "switch"}))
        top += row_h
    brightness = s.get_int("system", "screen_brightness", 102)
    timeout_s = s.get_int("system", "screen_off_timeout", 60000) // 1000
    values = (("Brightness level", f"{round(brightness * 100 / 255)}%"),
              ("Screen timeout", f"{timeout_s // 60} minute{'s' if timeout_s // 60 != 1 else ''}"
               if timeout_s >= 60 else f"{timeout_s} seconds"))
    sub = UiNode(bounds=(0, top, m.width, lst.bounds[3]))
    _rows(sub, m, list(values))
    for child in sub.children:
        child.children[0].resource_id = "android:id/title"
        child.children[1].resource_id = "android:id/summary"
        lst.add(child)
