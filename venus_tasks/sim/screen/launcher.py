"""The home screen: a search field and a grid of every launchable app (label order).

Node shapes follow the Pixel launcher's dump (icons are clickable ``TextView`` nodes
whose ``text`` and ``content-desc`` are the label) [inferred]. Typing into the search
field filters the grid by label. Labels follow the device locale (``screen/strings``).
Each app is drawn with its own launcher icon (``apps.icons``, drawn by
``screen/icons``); ``icon_color`` is the icon's dominant colour.
"""

from __future__ import annotations

import zlib

from apps.icons import icon_for, rgb
from venus_tasks.sim.packages import LAUNCHER
from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.tree import UiNode

SEARCH_FIELD = "launcher_search"
_COLUMNS = 5
_ID = LAUNCHER + ":id/"


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
    avail = grid.bounds[3] - grid_top
    columns = _COLUMNS if width < height else _COLUMNS + 3
    while columns < 12 and -(-len(apps) // columns) * m.dp(60) > avail:
        columns += 1                       # squeeze so every app keeps an icon
    cell_w = width // columns
    rows = max(1, -(-len(apps) // columns))
    cell_h = max(m.dp(56), min(m.dp(104), avail // rows))
    for i, (name, pkg) in enumerate(apps):
        row, col = divmod(i, columns)
        left, t = col * cell_w, grid_top + row * cell_h
        if t + cell_h > grid.bounds[3]:
            break
        grid.add(UiNode(cls="android.widget.TextView", text=name, desc=name,
                        clickable=True, focusable=True, long_clickable=True,
                        bounds=(left, t, left + cell_w, t + cell_h),
                        action=("launch", pkg.name),
                        style={"kind": "icon", "package": pkg.name}))
