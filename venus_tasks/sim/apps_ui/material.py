"""App chrome shared by the simulated apps, drawn from the apps' own resources: a coloured
toolbar with action icons and an overflow button, a bottom navigation bar, a floating
action button, and icon views whose picture is a vector drawable's ``pathData``
(``sim/screen/vector``; the renderer draws ``style["path"]`` in ``style["ink"]``).

Colours are RGB tuples the app picks from its ``colors.xml`` (and ``values-night``), so a
bar is drawn in the app's colour, not the renderer's palette.

What the dump shows follows AppCompat and Material Components:

* ``Toolbar`` (``androidx.appcompat.widget.Toolbar``, 56dp = ``?attr/actionBarSize`` on a
  phone): its navigation button an ``ImageButton`` "Navigate up"; the title a
  ``TextView``; an action shown as an icon is an ``ActionMenuItemView``, which reports
  the class ``android.widget.Button``, carries the menu item's id and its title as
  content description; the overflow button an ``ImageView`` "More options"
  (``abc_action_menu_overflow_description``). Action buttons are 48dp wide from the right.
* ``BottomNavigationView`` (``labelVisibilityMode="labeled"``): a ``FrameLayout`` per item
  with the menu item's id, content description = title, ``selected`` when checked, the
  icon ``navigation_bar_item_icon_view`` (24dp) and the label
  ``navigation_bar_item_large_label_view`` (checked, 14sp) or ``..._small_label_view``
  (12sp) [ids of Material Components' ``NavigationBarItemView``].
* ``FloatingActionButton``: class ``android.widget.ImageButton``, 56dp, with the
  Material 3 shape (16dp corners).

Icon path data below are the Material icons (Apache-2.0) as apps ship them in
``res/drawable/ic_*_24dp.xml`` (24x24 viewport).
"""

from __future__ import annotations

import dataclasses

from venus_tasks.sim.screen.tree import UiNode

TEXT_VIEW = "android.widget.TextView"
NAVIGATE_UP = "Navigate up"
MORE_OPTIONS = "More options"

# Material icons (24x24 viewport), as in the apps' res/drawable/ic_*_24dp.xml.
ARROW_BACK = "M20,11H7.83l5.59,-5.59L12,4l-8,8 8,8 1.41,-1.41L7.83,13H20v-2z"
MORE_VERT = ("M12,8c1.1,0 2,-0.9 2,-2s-0.9,-2 -2,-2 -2,0.9 -2,2 0.9,2 2,2zM12,10c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 "
             "2,-0.9 2,-2 -0.9,-2 -2,-2zM12,16c-1.1,0 -2,0.9 -2,2s0.9,2 2,2 2,-0.9 2,-2 -0.9,-2 -2,-2z")
SEARCH = ("M15.5,14h-0.79l-0.28,-0.27C15.41,12.59 16,11.11 16,9.5 16,5.91 13.09,3 9.5,3S3,5.91 3,9.5 "
          "5.91,16 9.5,16c1.61,0 3.09,-0.59 4.23,-1.57l0.27,0.28v0.79l5,4.99L20.49,19l-4.99,-5zM9.5,14C7.01,14 "
          "5,11.99 5,9.5S7.01,5 9.5,5 14,7.01 14,9.5 11.99,14 9.5,14z")
ADD = "M19,13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z"
FOLDER = ("M10,4H4c-1.1,0 -1.99,0.9 -1.99,2L2,18c0,1.1 0.9,2 2,2h16c1.1,0 2,-0.9 2,-2V8c0,-1.1 -0.9,-2 -2,-2h-8"
          "l-2,-2z")
FILE = ("M6,2c-1.1,0 -1.99,0.9 -1.99,2L4,20c0,1.1 0.89,2 1.99,2L18,22c1.1,0 2,-0.9 2,-2L20,8l-6,-6L6,2z"
        "M13,9L13,3.5L18.5,9L13,9z")
SORT = "M3,18h6v-2L3,16v2zM3,6v2h18L21,6L3,6zM3,13h12v-2L3,11v2z"
DELETE = "M6,19c0,1.1 0.9,2 2,2h8c1.1,0 2,-0.9 2,-2V7H6v12zM19,4h-3.5l-1,-1h-5l-1,1H5v2h14V4z"
INFO = "M12,2C6.48,2 2,6.48 2,12s4.48,10 10,10 10,-4.48 10,-10S17.52,2 12,2zM13,17h-2v-6h2v6zM13,9h-2L11,7h2v2z"
STAR_BORDER = ("M22,9.24l-7.19,-0.62L12,2 9.19,8.63 2,9.24l5.46,4.73L5.82,21 12,17.27 18.18,21l-1.63,-7.03"
               "L22,9.24zM12,15.4l-3.76,2.27 1,-4.28 -3.32,-2.88 4.38,-0.38L12,6.1l1.71,4.04 4.38,0.38 -3.32,2.88 "
               "1,4.28L12,15.4z")
CHECK_CIRCLE = "M12,2C6.48,2 2,6.48 2,12s4.48,10 10,10 10,-4.48 10,-10S17.52,2 12,2zM10,17l-5,-5 1.41,-1.41L10,14.17l7.59,-7.59L19,8l-9,9z"
FAVORITE = ("M12,21.35l-1.45,-1.32C5.4,15.36 2,12.28 2,8.5 2,5.42 4.42,3 7.5,3c1.74,0 3.41,0.81 4.5,2.09"
            "C13.09,3.81 14.76,3 16.5,3 19.58,3 22,5.42 22,8.5c0,3.78 -3.4,6.86 -8.55,11.54L12,21.35z")
PHONE = ("M6.62,10.79c1.44,2.83 3.76,5.14 6.59,6.59l2.2,-2.2c0.27,-0.27 0.67,-0.36 1.02,-0.24 1.12,0.37 "
         "2.33,0.57 3.57,0.57 0.55,0 1,0.45 1,1V20c0,0.55 -0.45,1 -1,1 -9.39,0 -17,-7.61 -17,-17 0,-0.55 0.45,-1 "
         "1,-1h3.5c0.55,0 1,0.45 1,1 0,1.25 0.2,2.45 0.57,3.57 0.11,0.35 0.03,0.74 -0.25,1.02l-2.2,2.2z")
CLOSE = ("M19,6.41L17.59,5 12,10.59 6.41,5 5,6.41 10.59,12 5,17.59 6.41,19 12,13.41 17.59,19 19,17.59 "
         "13.41,12z")


@dataclasses.dataclass
class Action:
    """A toolbar action shown as an icon: title (its content description), the icon's
    path data, what a tap does, and the menu item id (``pkg:id/...``)."""

    title: str
    path: str
    action: tuple
    rid: str = ""


def icon(parent: UiNode, box: tuple[int, int, int, int], path: str, ink: tuple, *, rid: str = "",
         cls: str = "android.widget.ImageView", desc: str = "", size: int | None = None) -> UiNode:
    """A non-clickable picture of ``path`` in ``ink``, ``size`` px (default: the box)."""
    style = {"kind": "vector", "path": path, "ink": tuple(ink)}
    if size is not None:
        style["size"] = size
    return parent.add(UiNode(cls=cls, resource_id=rid, desc=desc, bounds=box, style=style))


def app_bar(root: UiNode, m, top: int, title: str, *, bg: tuple, fg: tuple, up: tuple | None = None,
            actions: list[Action] = (), overflow: tuple | None = None, rid: str = "",
            title_rid: str = "", height_dp: int = 56) -> UiNode:
    """A toolbar of ``bg`` colour from ``top``: "Navigate up" (if ``up``), the title (left,
    20sp, in ``fg``), then ``actions`` and the overflow button (if ``overflow``) from the
    left to the right edge. Returns the bar node."""
    h = m.dp(height_dp)
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=rid, bounds=(0, top, m.width, top + h),
                          style={"bg": tuple(bg)}))
    left = m.dp(16)
    if up is not None:
        bar.add(UiNode(cls="android.widget.ImageButton", desc=NAVIGATE_UP, clickable=True, focusable=True,
                       bounds=(0, top, m.dp(56), top + h), action=up,
                       style={"kind": "icon_button", "path": ARROW_BACK, "ink": tuple(fg)}))
        left = m.dp(72)
    n = len(actions) + (overflow is not None)
    right = m.width - m.dp(48) * n - (m.dp(4) if n else m.dp(16))
    if title:
        bar.add(UiNode(cls=TEXT_VIEW, text=title, resource_id=title_rid,
                       bounds=(left, top + (h - m.dp(28)) // 2, max(left + m.dp(24), right), top + (h + m.dp(28)) // 2),
                       style={"kind": "title", "ink": tuple(fg), "size": 20}))
    if n:
        menu = bar.add(UiNode(cls="androidx.appcompat.widget.LinearLayoutCompat",
                              bounds=(right, top, m.width - m.dp(4), top + h)))
        x = right
        for a in actions:
            menu.add(UiNode(cls="android.widget.Button", resource_id=a.rid, desc=a.title, clickable=True,
                            focusable=True, long_clickable=True, bounds=(x, top, x + m.dp(48), top + h),
                            action=a.action, style={"kind": "icon_button", "path": a.path, "ink": tuple(fg)}))
            x += m.dp(48)
        if overflow is not None:
            menu.add(UiNode(cls="android.widget.ImageView", desc=MORE_OPTIONS, clickable=True, focusable=True,
                            long_clickable=True, bounds=(x, top, x + m.dp(48), top + h), action=overflow,
                            style={"kind": "icon_button", "path": MORE_VERT, "ink": tuple(fg)}))
    return bar


def bottom_nav(root: UiNode, m, items: list[Action], checked: int, *, bg: tuple, fg: tuple,
               fg_checked: tuple, rid: str = "", height_dp: int = 56) -> UiNode:
    """A labelled bottom navigation bar of ``bg`` at the bottom of the screen; item
    ``checked`` is tinted ``fg_checked`` (icon and label), the others ``fg``."""
    h = m.dp(height_dp)
    top = m.height - h
    nav = root.add(UiNode(cls="android.widget.FrameLayout", resource_id=rid, bounds=(0, top, m.width, m.height),
                          style={"bg": tuple(bg)}))
    menu = nav.add(UiNode(cls="android.view.ViewGroup", bounds=nav.bounds))
    pkg = rid.split(":id/")[0] + ":id/" if ":id/" in rid else ""
    w = m.width / max(1, len(items))
    for i, a in enumerate(items):
        l, r = round(i * w), round((i + 1) * w)
        on = i == checked
        ink = tuple(fg_checked if on else fg)
        item = menu.add(UiNode(cls="android.widget.FrameLayout", resource_id=a.rid, desc=a.title, clickable=True,
                               focusable=True, selected=on, bounds=(l, top, r, m.height), action=a.action))
        cx, s = (l + r) // 2, m.dp(24)
        icon(item, (cx - s // 2, top + m.dp(8), cx + s // 2, top + m.dp(8) + s), a.path, ink,
             rid=pkg + "navigation_bar_item_icon_view")
        label = "navigation_bar_item_large_label_view" if on else "navigation_bar_item_small_label_view"
        item.add(UiNode(cls=TEXT_VIEW, text=a.title, resource_id=pkg + label,
                        bounds=(l + m.dp(2), top + m.dp(34), r - m.dp(2), top + m.dp(52)),
                        style={"ink": ink, "size": 14 if on else 12, "centred": True}))
    return nav


def fab(root: UiNode, m, right: int, bottom: int, path: str, action: tuple, *, fill: tuple, ink: tuple,
        rid: str = "", desc: str = "", size_dp: int = 56) -> UiNode:
    """A floating action button whose bottom right corner is at (``right``, ``bottom``)."""
    s = m.dp(size_dp)
    return root.add(UiNode(cls="android.widget.ImageButton", resource_id=rid, desc=desc, clickable=True,
                           focusable=True, bounds=(right - s, bottom - s, right, bottom), action=action,
                           style={"kind": "fab", "path": path, "fill": tuple(fill), "ink": tuple(ink)}))
