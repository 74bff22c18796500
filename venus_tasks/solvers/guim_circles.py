"""GUI-only solver for ``GUIMDrawCircleSaved``: the colour through the picker's hex field,
the circle as one ``drag`` along 48 points around the canvas's middle, saved as PNG."""

from __future__ import annotations

from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.guim import _goal, canvas, pick_color, save
from venus_tasks.env import actions as A
from venus_tasks.tasks.guim_circles import circle_points


def solve_draw_circle_saved(gui: Gui, goal: str) -> None:
    color, name = _goal(r'draw a (\w+) circle .* PNG file named "([^"]+)"', goal)
    gui.open_app("Simple Draw Pro")
    pick_color(gui, color)
    c = canvas(gui)
    cx, cy = (c.x_min + c.x_max) // 2, (c.y_min + c.y_max) // 2
    gui.act(A.drag(circle_points(cx, cy, (c.x_max - c.x_min) // 4)))
    save(gui, name, "png")
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {"GUIMDrawCircleSaved": solve_draw_circle_saved}
