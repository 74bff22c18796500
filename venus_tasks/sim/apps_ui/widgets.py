"""Builders for the widgets the simulated apps' screens are made of (``UiNode`` subtrees).

Each builder adds nodes with the dump fields a real view would expose (class, resource
id, text, content-desc, clickable/checkable/scrollable flags) plus ``action`` (what a tap
does, see ``screen/interaction``) and ``style`` (how ``screen/render`` draws it: kinds
``icon_button`` with a ``glyph``, ``fab``, ``field``, ``button``, ``chip``, ``slider``,
``editor``, ``header``, ``switch``, ``row``).

Shapes follow the AndroidX/Material views the apps use: a ``Toolbar`` whose navigation
button has the content-desc "Navigate up" (AndroidX ``abc_action_bar_up_description``),
``EditText`` fields that show their hint as text while empty (what ``AccessibilityNodeInfo``
reports for an empty field since API 26), ``RecyclerView`` lists that only hold the rows
in view. Sizes are in dp through ``m.dp`` so density, ``wm size`` and rotation apply.
"""

from __future__ import annotations

import textwrap
from typing import Callable

from venus_tasks.sim.screen.tree import UiNode, Window

TEXT_VIEW = "android.widget.TextView"
NAVIGATE_UP = "Navigate up"


def toolbar(root: UiNode, m, top: int, title: str, *, up: tuple | None = None,
            subtitle: str = "", rid: str = "", title_rid: str = "") -> UiNode:
    """A 64dp app bar: optional "Navigate up" button, title and subtitle."""
    bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=rid,
                          bounds=(0, top, m.width, top + m.dp(64)), style={"bg": "bar"}))
    left = m.dp(16)
    if up is not None:
        bar.add(UiNode(cls="android.widget.ImageButton", desc=NAVIGATE_UP, clickable=True,
                       focusable=True, bounds=(0, top + m.dp(4), m.dp(56), top + m.dp(60)),
                       action=up, style={"kind": "icon_button", "glyph": "back"}))
        left = m.dp(72)
    if subtitle:
        bar.add(UiNode(cls=TEXT_VIEW, text=title, resource_id=title_rid,
                       bounds=(left, top + m.dp(8), m.width - m.dp(16), top + m.dp(36)),
                       style={"kind": "title"}))
        bar.add(UiNode(cls=TEXT_VIEW, text=subtitle,
                       bounds=(left, top + m.dp(36), m.width - m.dp(16), top + m.dp(58)),
                       style={"kind": "secondary"}))
    else:
        bar.add(UiNode(cls=TEXT_VIEW, text=title, resource_id=title_rid,
                       bounds=(left, top + m.dp(16), m.width - m.dp(16), top + m.dp(48)),
                       style={"kind": "title"}))
    return bar


def vlist(model, parent: UiNode, m, box: tuple[int, int, int, int], key: str,
          items: list[tuple[int, Callable[[UiNode, int], None]]], *, rid: str = "",
          cls: str = "androidx.recyclerview.widget.RecyclerView") -> UiNode:
    """A vertically scrolling list in ``box``; ``items`` are ``(height, build(list, top))``.

    The visible window starts at the item index stored under ``key`` in
    ``model.system_ui.scroll`` (clamped so that the last item can reach the bottom);
    ``screen/interaction`` moves it on a vertical swipe (``app_screen.scroll_list``).
    """
    left, top, right, bottom = box
    scale = getattr(m, "font_scale", 1.0)
    if scale != 1.0:                      # rows hold sp text: a larger font makes them taller
        items = [(max(1, round(h * scale)), _stretched(b, scale)) for h, b in items]
    lst = parent.add(UiNode(cls=cls, resource_id=rid, scrollable=True, bounds=box))
    avail = bottom - top
    last_first, used = len(items), 0
    while last_first > 0 and used + items[last_first - 1][0] <= avail:
        last_first -= 1
        used += items[last_first][0]
    first = max(0, min(model.system_ui.scroll.get(key, 0), last_first))
    nominal = max(1, sum(h for h, _ in items) // max(1, len(items)))
    lst.style.update({"scroll_key": key, "total": len(items), "visible": len(items) - last_first,
                      "row_h": nominal})
    if last_first == 0:
        lst.scrollable = False            # everything fits: RecyclerView cannot scroll
    y = top
    for height, build in items[first:]:
        if y + height > bottom:
            break
        build(lst, y)
        y += height
    return lst


def _stretched(build: Callable[[UiNode, int], None], scale: float) -> Callable[[UiNode, int], None]:
    """``build`` with the vertical extent of what it adds scaled by ``scale`` from its top."""

    def run(lst: UiNode, top: int) -> None:
        before = len(lst.children)
        build(lst, top)
        for node in lst.children[before:]:
            _scale_y(node, top, scale)

    return run


def _scale_y(node: UiNode, top: int, scale: float) -> None:
    l, t, r, b = node.bounds
    node.bounds = (l, top + round((t - top) * scale), r, top + round((b - top) * scale))
    for child in node.children:
        _scale_y(child, top, scale)


def row(parent: UiNode, m, top: int, height: int, title: str, summary: str = "",
        action: tuple | None = None, *, switch: bool | None = None, title_id: str = "android:id/title",
        summary_id: str = "android:id/summary", desc: str = "", indent: int = 16) -> UiNode:
    """A preference-style row: title, optional summary, optional switch on the right."""
    node = parent.add(UiNode(cls="android.widget.LinearLayout", clickable=action is not None,
                             focusable=action is not None, desc=desc, action=action,
                             bounds=(0, top, m.width, top + height), style={"kind": "row"}))
    right = m.width - (m.dp(88) if switch is not None else m.dp(16))
    if summary:
        node.add(UiNode(cls=TEXT_VIEW, text=title, resource_id=title_id,
                        bounds=(m.dp(indent), top + m.dp(12), right, top + m.dp(38))))
        node.add(UiNode(cls=TEXT_VIEW, text=summary, resource_id=summary_id,
                        bounds=(m.dp(indent), top + m.dp(40), right, top + height - m.dp(10)),
                        style={"kind": "secondary"}))
    else:
        mid = top + height // 2
        node.add(UiNode(cls=TEXT_VIEW, text=title, resource_id=title_id,
                        bounds=(m.dp(indent), mid - m.dp(14), right, mid + m.dp(14))))
    if switch is not None:
        mid = top + height // 2
        node.add(UiNode(cls="android.widget.Switch", resource_id="android:id/switch_widget",
                        checkable=True, checked=switch, focusable=True,
                        bounds=(m.width - m.dp(72), mid - m.dp(16), m.width - m.dp(16), mid + m.dp(16)),
                        style={"kind": "switch"}))
    return node


def header(parent: UiNode, m, top: int, text: str) -> None:
    """A preference category title (accent colour, small)."""
    parent.add(UiNode(cls=TEXT_VIEW, text=text, resource_id="android:id/title",
                      bounds=(m.dp(16), top + m.dp(16), m.width - m.dp(16), top + m.dp(40)),
                      style={"kind": "header"}))


def field(parent: UiNode, model, m, box: tuple[int, int, int, int], key: str, hint: str,
          rid: str, *, error: str = "") -> UiNode:
    """An ``EditText`` bound to ``model.ui.fields[key]``; a tap focuses it. It shows
    ``hint`` while empty (``getTextForAccessibility``) and always carries it as its
    accessibility hint text (``style["hint_text"]``, read by the forwarder's forest)."""
    value = model.ui.fields.get(key, "")
    node = parent.add(UiNode(cls="android.widget.EditText", text=value or hint, resource_id=rid,
                             clickable=True, focusable=True, long_clickable=True,
                             focused=model.ui.focused_field == key, bounds=box,
                             action=("focus", key),
                             style={"kind": "field", "hint": not value, "hint_text": hint}))
    if error:
        l, _, r, b = box
        parent.add(UiNode(cls=TEXT_VIEW, text=error, resource_id="",
                          bounds=(l + m.dp(12), b + m.dp(2), r, b + m.dp(22)),
                          style={"kind": "error"}))
    return node


def button(parent: UiNode, box: tuple[int, int, int, int], text: str, action: tuple,
           rid: str = "", cls: str = "android.widget.Button", kind: str = "button") -> UiNode:
    return parent.add(UiNode(cls=cls, text=text, resource_id=rid, clickable=True, focusable=True,
                             bounds=box, action=action, style={"kind": kind}))


def icon_button(parent: UiNode, box: tuple[int, int, int, int], glyph: str, action: tuple,
                rid: str = "", desc: str = "", cls: str = "android.widget.ImageButton") -> UiNode:
    """An icon-only button; without ``desc`` the dump marks it ``NAF`` like a real one."""
    return parent.add(UiNode(cls=cls, resource_id=rid, desc=desc, clickable=True, focusable=True,
                             bounds=box, action=action, style={"kind": "icon_button", "glyph": glyph}))


def wrap_lines(text: str, m, width_px: int, size_dp: int = 16) -> list[str]:
    """``text`` broken into display lines for a ``width_px`` wide editor (approximate
    glyph width 0.55 em, as the renderer's font)."""
    per_line = max(8, int(width_px / (0.55 * m.dp(size_dp))))
    out: list[str] = []
    for line in text.split("\n"):
        out.extend(textwrap.wrap(line, per_line, replace_whitespace=False, drop_whitespace=False)
                   or [""])
    if out and out[-1] == "" and text.endswith("\n"):
        out.pop()
    return out


def scroll_into(model, view: UiNode, content: UiNode, key: str, content_h: int) -> None:
    """Put ``content``'s nodes (laid out from the top of ``view``) into the scrolling
    ``view`` (a ``ScrollView``): shifted by the pixel offset stored under ``key``, nodes
    outside the viewport dropped and the others clipped to it (what a dump shows).
    A vertical swipe on the view moves the offset (``pscroll_key``, 0..``max``)."""
    l, t, r, b = view.bounds
    max_off = max(0, content_h - (b - t))
    off = max(0, min(model.system_ui.scroll.get(key, 0), max_off))
    model.system_ui.scroll[key] = off
    view.scrollable = max_off > 0
    view.style.update({"pscroll_key": key, "max": max_off})
    for child in content.children:
        kept = _shift_clip(child, off, t, b)
        if kept is not None:
            view.add(kept)


def _shift_clip(node: UiNode, off: int, top: int, bottom: int) -> UiNode | None:
    l, t, r, b = node.bounds
    t, b = t - off, b - off
    if b <= top or t >= bottom:
        return None
    node.bounds = (l, max(t, top), r, min(b, bottom))
    if node.style.get("kind") == "field" and (t < top or b > bottom):
        node.style["clipped"] = True
    node.children = [c for c in (_shift_clip(c, off, top, bottom) for c in node.children) if c]
    return node


def popup_menu(m, package: str, top: int, items: list[tuple[str, tuple]], outside: tuple,
               width_dp: int = 240) -> Window:
    """An overflow menu (``PopupWindow``) at the top right, ``top`` px down: one row per
    ``(text, action)`` with the title id ``<package>:id/title``, as AppCompat's
    ``abc_popup_menu_item_layout`` lays it out; a touch outside runs ``outside``."""
    from venus_tasks.sim.system.activities import identity_hash

    w, h = m.dp(width_dp), m.dp(48)
    l, t = m.width - m.dp(8) - w, top
    root = UiNode(package=package, bounds=(l, t, l + w, t + h * len(items) + m.dp(16)),
                  style={"bg": "dialog", "radius": m.dp(4)})
    lst = root.add(UiNode(cls="android.widget.ListView", bounds=(l, t + m.dp(8), l + w, root.bounds[3] - m.dp(8))))
    for i, (text, action) in enumerate(items):
        y = t + m.dp(8) + i * h
        item = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                              bounds=(l, y, l + w, y + h), action=action))
        item.add(UiNode(cls=TEXT_VIEW, text=text, resource_id=package + ":id/title",
                        bounds=(l + m.dp(16), y + m.dp(12), l + w - m.dp(16), y + h - m.dp(12))))
    return Window(f"PopupWindow:{identity_hash('PopupWindow', package)}", root, modal=True, outside=outside)
