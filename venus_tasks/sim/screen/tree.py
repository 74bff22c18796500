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
class Window:
    """One window of the frame, bottom to top in ``Screen.windows``.

    ``name`` is what ``dumpsys window`` prints inside ``Window{hash u0 NAME}``;
    ``focusable`` windows can take input focus (the topmost one is the active window that
    ``uiautomator dump`` serializes); ``modal`` windows swallow touches outside their root
    and run ``outside`` (a dialog cancelled by a touch outside); ``dim`` draws a scrim
    below the window (True: the theme's; a float in 0-1: that ``backgroundDimAmount``).
    """

    name: str
    root: UiNode
    focusable: bool = True
    modal: bool = False
    dim: bool | float = False
    outside: tuple | None = None


@dataclasses.dataclass
class Screen:
    """One frame: its windows (bottom to top) plus what only the screenshot shows.

    ``root`` is the active window's tree; a Screen built with a bare ``root`` has that
    one window.
    """

    width: int
    height: int
    rotation: int
    night: bool
    density: int
    status_bar_height: int
    clock_text: str
    root: UiNode
    windows: list = dataclasses.field(default_factory=list)
    cjk_font: str | None = None   # a CJK-capable font file for the screenshot, or None (tofu boxes)
    font_scale: float = 1.0       # system font_scale: text sizes are multiplied by it

    def __post_init__(self) -> None:
        if not self.windows:
            self.windows = [Window(self.root.package, self.root)]

    @property
    def active(self) -> Window:
        """The topmost focusable window (input focus, ``mCurrentFocus``)."""
        return next((w for w in reversed(self.windows) if w.focusable), self.windows[-1])


def hit(root: UiNode, x: int, y: int) -> UiNode | None:
    """The deepest node with an ``action`` whose bounds contain ``(x, y)``."""
    found = None
    for node in root.walk():
        if node.action is not None and node.contains(x, y):
            found = node
    return found


def hit_screen(screen: Screen, x: int, y: int) -> tuple[Window | None, tuple | None]:
    """The window a touch at ``(x, y)`` lands in and the action it triggers (or None).

    Windows are tried top to bottom: a touch inside a window's root goes to that
    window; outside a modal window it runs the window's ``outside`` action.
    """
    for win in reversed(screen.windows):
        if win.root.contains(x, y):
            node = hit(win.root, x, y)
            return win, node.action if node else None
        if win.modal:
            return win, win.outside
    return None, None
