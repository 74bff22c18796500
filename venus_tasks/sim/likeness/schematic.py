"""Reference pictures for apps that publish no screenshots (AOSP's Settings, the Pixel
launcher): a stand-in that says so, drawn from the checklist, so that the gallery has
something to set beside the simulated screen. It is not a screenshot: the screen's
``background`` with each point colour item as a swatch of its colour at its point (what
the checklist's colour facts say; they hold on it as on a published screenshot), and the
note "no published screenshot" with the screen's ``source`` (the layouts its facts come
from). The node and order facts are in the checklist only.

``python -m venus_tasks.sim.likeness.schematic APP [--data DIR]`` (re)draws the
``reference`` file of every screen of ``APP`` whose ``reference_kind`` is "schematic",
270 px wide, ``size`` [width, height] giving the proportions. Bad input: one line, exit 2.
"""

from __future__ import annotations

import argparse
import pathlib
import sys

from PIL import Image, ImageDraw, ImageFont

from venus_tasks.sim import likeness

WIDTH = 270


def draw(screen: dict) -> Image.Image:
    """The schematic of one checklist screen (RGB, ``WIDTH`` wide)."""
    w, h = screen["size"]
    height = round(WIDTH * h / w)
    img = Image.new("RGB", (WIDTH, height), likeness.rgb(screen.get("background", "#FFFFFF")))
    d = ImageDraw.Draw(img)
    ink = likeness.rgb(screen.get("ink", "#444444"))
    font = ImageFont.load_default(size=9)
    lines = ["no published screenshot", "facts from:"] + screen.get("source", "").split("; ")
    for i, line in enumerate(lines):
        d.text((WIDTH / 2, height * 0.4 + i * 13), line[:48], font=font, fill=ink, anchor="mm")
    for item in screen["items"]:
        if "colour" in item and "at" in item and "node" not in item:
            fx, fy = item["at"]
            x, y = fx * (WIDTH - 1), fy * (height - 1)
            d.rectangle((x - 3, y - 3, x + 3, y + 3), fill=likeness.rgb(item["colour"]))
    return img


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m venus_tasks.sim.likeness.schematic", description=__doc__.split("\n\n")[0])
    p.add_argument("app")
    p.add_argument("--data", default=str(likeness.DEFAULT_DATA))
    a = p.parse_args(argv)
    try:
        spec = likeness.checklist(a.data, a.app)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for screen in spec["screens"]:
        if screen.get("reference_kind") == "schematic":
            draw(screen).quantize(64).save(pathlib.Path(a.data) / a.app / screen["reference"], optimize=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
