"""CalcYou's function plot (``ui/screens/graphing/CanvasView.kt`` + ``GraphingUtils.kt`` of
you-apps/CalcYou at tag ``v3.1``; see ``calcyou``'s docstring): the canvas image the
Graphing screen shows, drawn from the functions' expressions (``calcyou_eval``).
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from venus_tasks.sim.apps_ui import calcyou_eval as ev


def plot(funcs: list[dict], w: int, h: int, degrees: bool) -> Image.Image:
    """The graph canvas (``renderCanvas``): grid, axes with tick labels, each function as
    500 line segments over the default window (x -20..20, y -40..40, ``findAutoScale``)."""
    x_min, x_max, y_min, y_max = -20.0, 20.0, -40.0, 40.0
    xs, ys = 4.0, 4.0
    while (x_max - x_min) / xs > 12:
        xs *= 2
    while (y_max - y_min) / ys > 24:
        ys *= 2
    while (x_max - x_min) / xs < 4:
        xs /= 2
    while (y_max - y_min) / ys < 8:
        ys /= 2
    img = Image.new("RGBA", (max(1, w), max(1, h)), (255, 251, 254, 255))
    dr = ImageDraw.Draw(img)

    def px(x: float, y: float) -> tuple[float, float]:
        return (x - x_min) / (x_max - x_min) * w, (y_max - y) / (y_max - y_min) * h

    grid = (28, 27, 31, 51)
    for i in range(math.ceil(x_min / xs), math.floor(x_max / xs) + 1):
        if i:
            gx = px(i * xs, 0)[0]
            dr.line((gx, 0, gx, h), fill=grid, width=5)
    for i in range(math.ceil(y_min / ys), math.floor(y_max / ys) + 1):
        if i:
            gy = px(0, i * ys)[1]
            dr.line((0, gy, w, gy), fill=grid, width=5)
    ox, oy = px(0, 0)
    axes = (28, 27, 31, 255)
    dr.line((ox, 0, ox, h), fill=axes, width=5)
    dr.line((0, oy, w, oy), fill=axes, width=5)
    for i in range(math.ceil(x_min / xs), math.floor(x_max / xs) + 1):
        if i:
            dr.text((px(i * xs, 0)[0] - 8, oy + 20), _tick(i * xs), fill=axes)
    for i in range(math.ceil(y_min / ys), math.floor(y_max / ys) + 1):
        if i:
            dr.text((ox + 20, px(0, i * ys)[1] - 6), _tick(i * ys), fill=axes)
    for f in funcs:
        try:
            tree = ev.compile_expr(ev.normalize(f["expr"]))
        except ev.ParseError:
            continue
        color = tuple(f["color"]) + (255,)

        def at(x: float) -> float:
            try:
                v = ev.execute(tree, degrees, {"x": x})
            except (ev.ParseError, OverflowError, ValueError, ZeroDivisionError):
                return 0.0
            return 0.0 if math.isnan(v) else max(-1e6, min(1e6, v))

        n = 500
        for i in range(n):
            x1 = x_min + i / n * (x_max - x_min)
            x2 = x_min + (i + 1) / n * (x_max - x_min)
            dr.line((*px(x1, at(x1)), *px(x2, at(x2))), fill=color, width=5)
    return img


def _tick(v: float) -> str:
    """``Float.toDisplayString`` for tick labels."""
    if v % 1 == 0 and 0.0001 <= abs(v) <= 10000:
        return str(int(v))
    return repr(float(v))
