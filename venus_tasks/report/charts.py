"""Inline SVG charts: a percentage bar chart and a radar chart, as escaped markup.

Only text and numbers go into the SVG, all escaped; the charts need no script and no
fonts beyond the page's own.
"""

from __future__ import annotations

import math
from typing import Sequence

from markupsafe import Markup, escape

_STRICT = "#3b6fb6"
_SECOND = "#d9822b"
_GRID = "#d0d4da"
_TEXT = "#333"


def _f(x: float) -> str:
    return f"{x:.1f}"


def bar_chart(bars: Sequence[tuple[str, float | None]], title: str, width: int = 560, height: int = 220) -> Markup:
    """Vertical bars of percentages (0-100), one per ``(label, value)``; a None value is
    drawn as ``n/a``. Returns the ``<svg>`` element (role ``img``, titled ``title``).
    """
    left, right, top, bottom = 36, 8, 12, 40
    plot_w, plot_h = width - left - right, height - top - bottom
    n = max(len(bars), 1)
    slot = plot_w / n
    bar_w = min(48.0, slot * 0.7)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}"><title>{escape(title)}</title>']
    for tick in (0, 25, 50, 75, 100):
        y = top + plot_h * (1 - tick / 100)
        out.append(f'<line x1="{left}" x2="{width - right}" y1="{_f(y)}" y2="{_f(y)}" stroke="{_GRID}"/>'
                   f'<text x="{left - 4}" y="{_f(y + 4)}" text-anchor="end" font-size="10" fill="{_TEXT}">'
                   f'{tick}</text>')
    for i, (label, value) in enumerate(bars):
        cx = left + slot * (i + 0.5)
        label_text = escape(label)
        out.append(f'<text x="{_f(cx)}" y="{height - bottom + 14}" text-anchor="middle" font-size="11" '
                   f'fill="{_TEXT}">{label_text}</text>')
        if value is None:
            out.append(f'<text x="{_f(cx)}" y="{_f(top + plot_h - 4)}" text-anchor="middle" font-size="10" '
                       f'fill="#888">n/a</text>')
            continue
        v = max(0.0, min(100.0, float(value)))
        h = plot_h * v / 100
        out.append(f'<rect x="{_f(cx - bar_w / 2)}" y="{_f(top + plot_h - h)}" width="{_f(bar_w)}" '
                   f'height="{_f(h)}" fill="{_STRICT}"><title>{label_text}: {value:.1f}%</title></rect>'
                   f'<text x="{_f(cx)}" y="{_f(top + plot_h - h - 3)}" text-anchor="middle" font-size="10" '
                   f'fill="{_TEXT}">{value:.1f}</text>')
    out.append("</svg>")
    return Markup("".join(out))


def radar_chart(axes: Sequence[str], series: Sequence[tuple[str, Sequence[float | None]]], title: str,
                size: int = 260) -> Markup:
    """A radar chart of percentages (0-100): one axis per ``axes`` label, one closed
    polygon per ``(name, values)`` of ``series`` (values in axis order; None is drawn at
    the centre and its point left hollow). At most two series get distinct colours.
    """
    legend_h = 18 * len(series)
    cx = cy = size / 2
    r = size / 2 - 26
    n = max(len(axes), 3)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" width="{size}" '
           f'height="{size + legend_h}" viewBox="0 0 {size} {size + legend_h}"><title>{escape(title)}</title>']

    def point(i: int, value: float) -> tuple[float, float]:
        a = -math.pi / 2 + 2 * math.pi * i / n
        return cx + r * value / 100 * math.cos(a), cy + r * value / 100 * math.sin(a)

    for ring in (25, 50, 75, 100):
        pts = " ".join(f"{_f(x)},{_f(y)}" for x, y in (point(i, ring) for i in range(n)))
        out.append(f'<polygon points="{pts}" fill="none" stroke="{_GRID}"/>')
    for i, label in enumerate(axes):
        x, y = point(i, 100)
        lx, ly = point(i, 112)
        out.append(f'<line x1="{_f(cx)}" y1="{_f(cy)}" x2="{_f(x)}" y2="{_f(y)}" stroke="{_GRID}"/>'
                   f'<text x="{_f(lx)}" y="{_f(ly + 4)}" text-anchor="middle" font-size="12" font-weight="bold" '
                   f'fill="{_TEXT}">{escape(label)}</text>')
    for k, (name, values) in enumerate(series):
        colour = (_STRICT, _SECOND)[k % 2]
        pts = [point(i, float(v) if v is not None else 0.0) for i, v in enumerate(values)]
        out.append(f'<polygon points="{" ".join(f"{_f(x)},{_f(y)}" for x, y in pts)}" fill="{colour}" '
                   f'fill-opacity="0.18" stroke="{colour}" stroke-width="2"/>')
        for (x, y), v, axis in zip(pts, values, axes):
            tip = f"{escape(name)} {escape(axis)}: " + ("n/a" if v is None else f"{float(v):g}%")
            fill = "white" if v is None else colour
            out.append(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="3.5" fill="{fill}" stroke="{colour}">'
                       f'<title>{tip}</title></circle>')
        ly = size + 18 * k + 12
        out.append(f'<rect x="8" y="{ly - 9}" width="12" height="10" fill="{colour}"/>'
                   f'<text x="26" y="{ly}" font-size="11" fill="{_TEXT}">{escape(name)}</text>')
    out.append("</svg>")
    return Markup("".join(out))
