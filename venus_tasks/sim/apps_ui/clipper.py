"""Clipper (``ca.zgrs.clipper``): its one screen, ``ca.zgrs.clipper.Main``.

Source: github.com/majido/clipper ``src/main/res/layout/main.xml`` (a vertical
``LinearLayout`` holding two ``TextView``\\ s: ``@+id/head``, bold, "Clipper service is
started!", and ``@+id/sub``, the usage text) and ``res/values/strings.xml``. The usage
string as aapt compiles it: runs of whitespace collapse to one space and ``\\n`` is a
newline [whitespace inferred from aapt's string rules]. The window has the app label as
its title bar (the app sets no theme and targets an old SDK) [inferred: drawn as the
suite's usual app bar]. Nothing on it is clickable; BACK finishes it.
"""

from __future__ import annotations

from venus_tasks.sim.apps_ui import widgets
from venus_tasks.sim.screen.tree import UiNode, Window

PACKAGE = "ca.zgrs.clipper"
STARTED = "Clipper service is started!"
USAGE = ("Usage: You can copy to or paste from clipboard from adb shell using the following "
         "commands:\n * am broadcast -a clipper.set -e text 'This may be pasted now' \n"
         " * am broadcast -a clipper.get")


def build(model, root: UiNode, m, status: int) -> None:
    """The title bar "Clipper" over the two texts of ``main.xml``."""
    root.style["bg"] = "surface"
    widgets.toolbar(root, m, status, "Clipper")
    top = status + m.dp(64)
    body = root.add(UiNode(cls="android.widget.LinearLayout", bounds=(0, top, m.width, m.height)))
    pad = m.dp(4)
    for rid, text, kind in (("head", STARTED, "title"), ("sub", USAGE, "editor")):
        lines = widgets.wrap_lines(text, m, m.width - 2 * pad)
        line_h = m.dp(22)
        h = line_h * len(lines)
        style = ({"kind": "title", "weight": 700} if kind == "title" else      # head: textStyle bold
                 {"kind": "editor", "lines": lines, "line_h": line_h, "pad": 0, "y0": top})
        body.add(UiNode(cls=widgets.TEXT_VIEW, text=text, resource_id=f"{PACKAGE}:id/{rid}",
                        bounds=(pad, top, m.width - pad, top + h), style=style))
        top += h


def windows(model, m, status: int) -> list[Window]:
    """No dialogs."""
    return []


def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    """Nothing on the screen acts."""


def back(model) -> bool:
    """BACK is not consumed: the activity finishes."""
    return False


def enter(model) -> bool:
    return False
