"""Shared pieces of the read-only record apps (Simple Calendar Pro, Tasks, Broccoli, Joplin,
OpenTracks): reading the app's SQLite file from the VFS, a scrolling list of rows with
section headers, and a detail page of labelled values in a ``ScrollView``.

Shapes:

* ``query(model, path, sql, args) -> list[dict]``: rows as dicts (column -> value); [] when
  the file is missing or not the expected database (a real app would show an empty list).
* a list item is ``Header(text)`` (a non-clickable section title, e.g. a day) or
  ``Row(action, texts)`` where ``texts`` is ``[(resource-id suffix, text, kind)]`` drawn
  one under the other (``kind`` "" for primary, "secondary" for the small grey line), with
  optional ``aside`` texts at the row's end and ``chips`` under the texts;
* a detail line is ``Line(label, value, rid)``: the label in grey over the value; a value
  with newlines is one ``TextView`` per line (``rid`` then names every line); or
  ``Choices(label, options)``: a row of text-less radio buttons, one checked.

Navigation: the app modules push ``state.Page("detail", {...})`` on a row tap and pop it
on BACK or "Navigate up" (see ``open_page``/``close_page``); a newly opened page starts at
its top (its scroll key is reset).
"""

from __future__ import annotations

import dataclasses
import sqlite3

from venus_tasks.sim.apps_ui import state, widgets
from venus_tasks.sim.apps_ui.state import Page
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError


@dataclasses.dataclass(frozen=True)
class Header:
    """A section title inside a list (not clickable)."""

    text: str


@dataclasses.dataclass(frozen=True)
class Row:
    """A clickable list row: ``action`` on tap, ``texts`` top to bottom (see module doc)."""

    action: tuple
    texts: tuple
    desc: str = ""
    marker: tuple | None = None   # an RGB colour drawn as a round checkbox at the row's left
    aside: tuple = ()             # (resource-id suffix, text[, RGB ink]) right-aligned on lines 1, 2, ...
    icon: tuple | None = None     # (path, viewport, RGB ink, resource-id suffix): a 24dp icon at the left
    chips: tuple = ()             # (text, border RGB, fill RGB, text RGB, icon path): a chip_group under the texts


@dataclasses.dataclass(frozen=True)
class Line:
    """A labelled value on a detail page."""

    label: str
    value: str
    rid: str


@dataclasses.dataclass(frozen=True)
class Choices:
    """A labelled row of radio buttons on a detail page: ``options`` are ``(resource-id
    suffix, checked, RGB colour)``; the buttons carry no text (the colour tells them apart)."""

    label: str
    options: tuple


def open_db(model, path: str) -> sqlite3.Connection | None:
    """An in-memory copy of the database file ``path`` (``appdata.load_db``), None if the
    file is absent; the caller writes it back with ``appdata.dump_db`` to keep changes."""
    try:
        return appdata.load_db(model.vfs.read(path))
    except FsError:
        return None


def query(model, path: str, sql: str, args: tuple = ()) -> list[dict]:
    """Rows of ``sql`` on the database file ``path`` as dicts; [] if the file is absent or
    the query fails (a foreign or broken file)."""
    try:
        data = model.vfs.read(path)
    except FsError:
        return []
    con = appdata.load_db(data)
    try:
        cur = con.execute(sql, args)
        names = [d[0] for d in cur.description]
        return [dict(zip(names, r)) for r in cur.fetchall()]
    except sqlite3.Error:
        return []
    finally:
        con.close()


def _chips(row: UiNode, m, ids: str, left: int, top: int, chips: tuple) -> None:
    """A ``chip_group`` (a ComposeView) of outlined chips from ``left``: each 26dp tall,
    a pill with a 1dp border, its 18dp icon and its caption (12sp) text; a chip is one
    node with its text, as Compose merges a chip's label into it."""
    group = row.add(UiNode(cls="androidx.compose.ui.platform.ComposeView", resource_id=ids + "chip_group",
                           bounds=(left, top, row.bounds[2] - m.dp(16), top + m.dp(28))))
    x, h = left, m.dp(26)
    for text, border, fill, ink, path in chips:
        w = m.dp(12 + 18 + 4) + int(len(text) * m.dp(12) * 0.55) + m.dp(12)    # approximate caption width
        if x + w > group.bounds[2]:
            break
        box = (x, top, x + w, top + h)
        inner = (x + m.dp(1), top + m.dp(1), x + w - m.dp(1), top + h - m.dp(1))
        group.add(UiNode(cls="android.view.View", text=text, clickable=True, bounds=box,
                         style={"kind": "lines", "shapes": [("rect", box, tuple(border), h // 2),
                                                            ("rect", inner, tuple(fill), h // 2 - m.dp(1)),
                                                            ("icon", path, (x + m.dp(8), top + m.dp(4), x + m.dp(26),
                                                                            top + m.dp(22)), tuple(ink))],
                                "lines": [(text, x + m.dp(30), top + h // 2, 12, tuple(ink))]}))
        x += w + m.dp(8)


def list_page(model, root: UiNode, m, top: int, pkg: str, key: str, items: list, *,
              rid: str, empty: str, bottom: int | None = None) -> None:
    """A scrolling list of ``items`` (``Header``/``Row``) from ``top`` to ``bottom`` (px;
    default the bottom of the screen), its scroll position under ``key``; ``empty`` when
    there are no items."""
    ids = pkg + ":id/"
    if not items:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=empty, resource_id=ids + "empty_view",
                        bounds=(0, top + m.dp(32), m.width, top + m.dp(72)), style={"kind": "empty"}))
        return

    def header(h: Header):
        def make(lst, y):
            lst.add(UiNode(cls=widgets.TEXT_VIEW, text=h.text, resource_id=ids + "section_title",
                           bounds=(m.dp(16), y + m.dp(12), m.width - m.dp(16), y + m.dp(40)),
                           style={"kind": "header"}))
        return m.dp(44), make

    def row(r: Row):
        height = m.dp(16 + 28 * len(r.texts) + (32 if r.chips else 0))

        def make(lst, y):
            node = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                                  desc=r.desc, bounds=(0, y, m.width, y + height), action=r.action,
                                  style={"kind": "row"}))
            left = m.dp(16)
            if r.marker:
                node.add(UiNode(cls="android.widget.CheckBox", checkable=True, resource_id=ids + "completeBox",
                                bounds=(m.dp(12), y + m.dp(10), m.dp(48), y + m.dp(46)),
                                style={"kind": "task_icon", "color": r.marker}))
                left = m.dp(60)
            elif r.icon:
                path, viewport, ink, suffix = r.icon
                node.add(UiNode(cls="android.widget.ImageView", resource_id=ids + suffix,
                                bounds=(m.dp(16), y + m.dp(10), m.dp(40), y + m.dp(34)),
                                style={"kind": "vector", "path": path, "ink": tuple(ink), "viewport": viewport}))
                left = m.dp(56)
            ty = y + m.dp(8)
            right = m.width - (m.dp(144) if r.aside else m.dp(16))
            for suffix, text, kind in r.texts:
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ids + suffix,
                                bounds=(left, ty, right, ty + m.dp(26)),
                                style={"kind": kind} if kind else {}))
                ty += m.dp(28)
            if r.chips:
                _chips(node, m, ids, left, ty, r.chips)
            for i, (suffix, text, *ink) in enumerate(r.aside):
                ay = y + m.dp(8 + 28 * i)
                node.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ids + suffix,
                                bounds=(m.width - m.dp(136), ay, m.width - m.dp(16), ay + m.dp(26)),
                                style={"ink": tuple(ink[0]), "size": 14} if ink else {}))
        return height, make

    built = [header(i) if isinstance(i, Header) else row(i) for i in items]
    widgets.vlist(model, root, m, (0, top, m.width, m.height if bottom is None else bottom), key, built,
                  rid=ids + rid)


def detail_page(model, root: UiNode, m, top: int, pkg: str, key: str, title: str,
                lines: list, *, title_rid: str = "title") -> None:
    """``title`` (large) then ``lines`` (``Line``/``Choices``) in a ``ScrollView`` from ``top`` down; scrolls by
    pixels (its offset under ``key``)."""
    ids = pkg + ":id/"
    box = (0, top, m.width, m.height)
    sv = root.add(UiNode(cls="android.widget.ScrollView", resource_id=ids + "scroll_view", bounds=box))
    content = UiNode(bounds=box)
    y = top + m.dp(16)
    content.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id=ids + title_rid,
                       bounds=(m.dp(16), y, m.width - m.dp(16), y + m.dp(36)), style={"kind": "title"}))
    y += m.dp(48)
    for line in lines:
        if isinstance(line, Choices):
            content.add(UiNode(cls=widgets.TEXT_VIEW, text=line.label, resource_id=ids + "choices_label",
                               bounds=(m.dp(16), y, m.width - m.dp(16), y + m.dp(24)), style={"kind": "secondary"}))
            y += m.dp(28)
            for i, (suffix, checked, color) in enumerate(line.options):
                x = m.dp(16 + 56 * i)
                content.add(UiNode(cls="android.widget.RadioButton", resource_id=ids + suffix, checkable=True,
                                   checked=checked, clickable=True, focusable=True,
                                   bounds=(x, y, x + m.dp(44), y + m.dp(44)), action=("noop",),
                                   style={"kind": "task_icon", "color": color}))
            y += m.dp(56)
            continue
        if line.label:
            content.add(UiNode(cls=widgets.TEXT_VIEW, text=line.label, resource_id=ids + line.rid + "_label",
                               bounds=(m.dp(16), y, m.width - m.dp(16), y + m.dp(24)),
                               style={"kind": "secondary"}))
            y += m.dp(26)
        for text in line.value.split("\n"):
            content.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=ids + line.rid,
                               bounds=(m.dp(16), y, m.width - m.dp(16), y + m.dp(28))))
            y += m.dp(30)
        y += m.dp(12)
    widgets.scroll_into(model, sv, content, key, y - top + m.dp(16))


def open_page(model, pkg: str, page: Page, scroll_key: str) -> None:
    """Push ``page`` and start it at its top."""
    state.push(model, pkg, page)
    model.system_ui.scroll[scroll_key] = 0


def close_page(model, pkg: str) -> bool:
    """Pop the top page (BACK, "Navigate up"); False when at the launch screen or when
    another app's activity is on top (BACK is not ours)."""
    st, page, foreign = state.current(model, pkg)
    if foreign or page is None:
        return False
    return state.pop(model, pkg)
