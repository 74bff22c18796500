"""The UI tree shared by the renderer (PNG), the dumper (XML) and input hit-testing.

``UiNode`` carries the ``AccessibilityNodeInfo`` fields that ``uiautomator dump`` writes,
plus two things that are not dumped: ``action`` (what a tap does) and ``style`` (how the
renderer draws it). Bounds are ``(left, top, right, bottom)`` in screen pixels.
"""

from __future__ import annotations

import dataclasses
from typing import Iterator


@dataclasses.dataclass
class UiNode:
    """One accessibility node (dumped fields) plus ``action``/``style`` (not dumped)."""

    cls: str = "android.widget.FrameLayout"
    text: str = ""
    resource_id: str = ""
    package: str = ""
    desc: str = ""
    checkable: bool = False
    checked: bool = False
    clickable: bool = False
    enabled: bool = True
    focusable: bool = False
    focused: bool = False
    scrollable: bool = False
    long_clickable: bool = False
    password: bool = False
    selected: bool = False
    bounds: tuple[int, int, int, int] = (0, 0, 0, 0)
    children: list["UiNode"] = dataclasses.field(default_factory=list)
    action: tuple | None = None
    style: dict = dataclasses.field(default_factory=dict)

    def add(self, child: "UiNode") -> "UiNode":
        if not child.package:
            child.package = self.package
        self.children.append(child)
        return child

    def walk(self) -> Iterator["UiNode"]:
        yield self
        for child in self.children:
            yield from child.walk()

    def contains(self, x: int, y: int) -> bool:
        l, t, r, b = self.bounds
        return l <= x < r and t <= y < b


@dataclasses.dataclass
class Screen:
    """One frame: the focused window's tree plus what only the screenshot shows."""

    width: int
    height: int
    rotation: int
    night: bool
    density: int
    status_bar_height: int
    clock_text: str
    root: UiNode


def hit(root: UiNode, x: int, y: int) -> UiNode | None:
    """The deepest node with an ``action`` whose bounds contain ``(x, y)``."""
    found = None
    for node in root.walk():
        if node.action is not None and node.contains(x, y):
            found = node
    return found
