"""Likeness of the simulated apps to the real ones: each app's published screenshots, a
checklist per screenshot of what it shows, and the share of the list the simulated
device meets in the same state (issue 28 item 3).

Data (``tests/data/likeness/<app>/``): the reference pictures (downscaled PNG), a
``SOURCE`` note (upstream path, commit, licence, what differs in the installed version)
and ``checklist.json``::

    {"app": "Markor", "package": "net.gsantner.markor",
     "screens": [{"name": "files", "reference": "01.png", "state": "files",
                  "items": [ITEM, ...]}, ...]}

An ITEM has ``what`` (a phrase for people) and one of:

* ``"node": MATCH`` -- an element of the UI dump matches; with ``"within": [x0, y0, x1, y1]``
  its centre lies in that part of the app's area (fractions of its width and height);
  with ``"icon": true`` its box in the screenshot holds a drawn picture (at least 1% of
  its pixels stand out from the box's median colour); with ``"colour": "#RRGGBB"`` the
  screenshot at ``"at": [fx, fy]`` of the node's box has that colour;
* ``"colour": "#RRGGBB", "at": [fx, fy]`` -- the screenshot has that colour at that point
  of the app's area (these items are also held against the reference picture itself);
* ``"saturated": [x0, y0, x1, y1]`` -- that part of the app's area holds colour, not only
  greys (at least 0.1% of its pixels have channels more than 80 apart: highlighted text);
* ``"order": [MATCH, ...]`` -- all match, their centres in this order top to bottom (or
  left to right with ``"axis": "x"``).

MATCH is ``{"text": ..., "desc": ..., "rid": ..., "cls": ...}`` (all given keys equal;
``rid`` is the part after ``:id/``; ``"selected": true`` also requires the flag). Colours
match within ``"tol"`` (default 60, the sum of the three channels' differences: JPEG
screenshots and anti-aliasing move a colour by a few levels). The app's area is the frame
below the status bar (the published screenshots have none).

The state a screen needs is made by the app's module ``venus_tasks.sim.likeness.<app>``
(``STATES``: name -> ``setup(model)``, which seeds data and drives the simulated app with
shell input, as an agent would). ``measure(data_dir)`` returns per-app results; the
command ``python -m venus_tasks.sim.likeness`` prints them and
``python -m venus_tasks.sim.gallery OUT`` shows each reference beside the simulated screen.
"""

from __future__ import annotations

import dataclasses
import importlib
import io
import json
import pathlib
import xml.etree.ElementTree as ET

import numpy
from PIL import Image

DEFAULT_DATA = pathlib.Path(__file__).resolve().parents[3] / "tests" / "data" / "likeness"
TOLERANCE = 60
INK_SHARE = 0.01


@dataclasses.dataclass
class Node:
    """One node of a ``uiautomator dump`` (every node, containers included)."""

    text: str
    desc: str
    rid: str
    cls: str
    selected: bool
    bounds: tuple[int, int, int, int]


@dataclasses.dataclass
class Frame:
    """A screen to check: its nodes, its picture (RGB) and the app area's top (the status
    bar's height; 0 for a reference picture)."""

    nodes: list[Node]
    image: Image.Image
    top: int = 0

    @property
    def area(self) -> tuple[int, int, int, int]:
        return (0, self.top, self.image.width, self.image.height)


@dataclasses.dataclass
class Result:
    app: str
    screen: str
    what: str
    met: bool
    why: str = ""


def parse_dump(xml_text: str) -> list[Node]:
    """Every node of a ``uiautomator dump`` XML. Raises ValueError for other text."""
    try:
        root = ET.fromstring(xml_text)
    except ET.ParseError as e:
        raise ValueError(f"not a uiautomator dump: {e}") from e
    out = []
    for n in root.iter("node"):
        a = n.attrib
        nums = [int(v) for v in a.get("bounds", "[0,0][0,0]").replace("][", ",").strip("[]").split(",")]
        rid = a.get("resource-id", "")
        out.append(Node(a.get("text", ""), a.get("content-desc", ""), rid.split(":id/")[-1] if rid else "",
                        a.get("class", ""), a.get("selected") == "true", tuple(nums)))
    return out


def rgb(colour: str) -> tuple[int, int, int]:
    h = colour.lstrip("#")[-6:]
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def _matches(node: Node, match: dict) -> bool:
    for key in ("text", "desc", "rid", "cls"):
        if key in match and getattr(node, key) != match[key]:
            return False
    return not match.get("selected") or node.selected


def _find(frame: Frame, match: dict) -> Node | None:
    return next((n for n in frame.nodes if _matches(n, match)), None)


def _colour_at(frame: Frame, x: float, y: float) -> tuple[int, int, int]:
    xi = min(frame.image.width - 1, max(0, int(x)))
    yi = min(frame.image.height - 1, max(0, int(y)))
    return frame.image.getpixel((xi, yi))[:3]


def _close(a, b, tol: int) -> bool:
    return sum(abs(p - q) for p, q in zip(a, b)) <= tol


def _has_ink(frame: Frame, box) -> bool:
    l, t, r, b = box
    if r - l < 2 or b - t < 2:
        return False
    px = numpy.asarray(frame.image.crop((l, t, r, b)).convert("RGB"), dtype=int).reshape(-1, 3)
    ref = numpy.median(px, axis=0)
    return int((numpy.abs(px - ref).sum(axis=1) > 90).sum()) >= INK_SHARE * len(px)


def check_item(item: dict, frame: Frame) -> tuple[bool, str]:
    """Whether ``frame`` meets the checklist ``item``: ``(met, why not)``."""
    al, at, ar, ab = frame.area
    w, h = ar - al, ab - at
    tol = item.get("tol", TOLERANCE)
    if "order" in item:
        found = [_find(frame, m) for m in item["order"]]
        missing = [m for m, n in zip(item["order"], found) if n is None]
        if missing:
            return False, f"missing {missing[0]}"
        k = 0 if item.get("axis") == "x" else 1
        centres = [(n.bounds[k] + n.bounds[k + 2]) / 2 for n in found]
        return (centres == sorted(centres), "" if centres == sorted(centres) else f"out of order: {centres}")
    if "node" in item:
        node = _find(frame, item["node"])
        if node is None:
            return False, f"no node {item['node']}"
        l, t, r, b = node.bounds
        if "within" in item:
            x0, y0, x1, y1 = item["within"]
            cx, cy = ((l + r) / 2 - al) / w, ((t + b) / 2 - at) / h
            if not (x0 <= cx <= x1 and y0 <= cy <= y1):
                return False, f"centre at ({cx:.2f}, {cy:.2f}), not within {item['within']}"
        if item.get("icon") and not _has_ink(frame, node.bounds):
            return False, "no picture drawn in its box"
        if "colour" in item:
            fx, fy = item.get("at", (0.5, 0.5))
            got = _colour_at(frame, l + fx * (r - l), t + fy * (b - t))
            if not _close(got, rgb(item["colour"]), tol):
                return False, f"colour {got}, not {item['colour']}"
        return True, ""
    if "saturated" in item:
        x0, y0, x1, y1 = item["saturated"]
        crop = frame.image.crop((int(al + x0 * w), int(at + y0 * h), int(al + x1 * w), int(at + y1 * h)))
        px = numpy.asarray(crop.convert("RGB"), dtype=int).reshape(-1, 3)
        n = int((px.max(axis=1) - px.min(axis=1) > 80).sum())
        ok = len(px) > 0 and n >= 0.001 * len(px)
        return ok, "" if ok else f"{n} coloured pixels of {len(px)}"
    if "colour" in item:
        fx, fy = item["at"]
        got = _colour_at(frame, al + fx * w, at + fy * h)
        ok = _close(got, rgb(item["colour"]), tol)
        return ok, "" if ok else f"colour {got} at {item['at']}, not {item['colour']}"
    raise ValueError(f"checklist item {item.get('what', item)!r} has no node, order, colour or saturated")


def apps(data_dir: pathlib.Path | str = DEFAULT_DATA) -> list[str]:
    """The apps with a checklist under ``data_dir``. Raises ValueError if there is none."""
    data = pathlib.Path(data_dir)
    found = sorted(p.parent.name for p in data.glob("*/checklist.json"))
    if not found:
        raise ValueError(f"no <app>/checklist.json under {data}: give the likeness data folder "
                         "(tests/data/likeness in the repository) with --data")
    return found


def select_apps(data_dir: pathlib.Path | str, spec: str) -> list[str]:
    """The apps a command's ``--apps`` names (comma-separated; empty: every app with a
    checklist under ``data_dir``). Raises ValueError naming the first unknown one."""
    known = apps(data_dir)
    only = [x for x in spec.split(",") if x] or known
    unknown = [x for x in only if x not in known]
    if unknown:
        raise ValueError(f"no checklist for {unknown[0]!r} under {data_dir} (known: {', '.join(known)})")
    return only


def checklist(data_dir, app: str) -> dict:
    path = pathlib.Path(data_dir) / app / "checklist.json"
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise ValueError(f"cannot read the checklist {path}: {e}") from e


def sim_frame(app: str, state: str, model=None):
    """The simulated device in ``state`` of ``app``: ``(Frame, png bytes, model)``."""
    from venus_tasks.sim.model import DeviceModel
    from venus_tasks.sim.shell import run_split

    module = importlib.import_module(f"venus_tasks.sim.likeness.{app}")
    if state not in module.STATES:
        raise ValueError(f"{app}: no state {state!r} (known: {', '.join(module.STATES)})")
    model = model or DeviceModel("emulator-5554", 5554)
    module.STATES[state](model)
    out, err, code = run_split(model, "uiautomator dump /sdcard/window_dump.xml && cat /sdcard/window_dump.xml")
    if code != 0:
        raise RuntimeError(f"uiautomator dump failed: {err.decode()[:200]}")
    xml = out.decode()[out.decode().index("<?xml"):]
    png = run_split(model, "screencap -p")[0]
    image = Image.open(io.BytesIO(png)).convert("RGB")
    top = round(24 * model.display.density / 160)
    return Frame(parse_dump(xml), image, top), png, model


def measure(data_dir=DEFAULT_DATA, only: list[str] | None = None) -> dict[str, list[Result]]:
    """Every app's checklist held against its simulated screens: app -> results."""
    out: dict[str, list[Result]] = {}
    for app in only or apps(data_dir):
        results = out.setdefault(app, [])
        for screen in checklist(data_dir, app)["screens"]:
            frame = sim_frame(app, screen["state"])[0]
            for item in screen["items"]:
                met, why = check_item(item, frame)
                results.append(Result(app, screen["name"], item["what"], met, why))
    return out


def share(results: list[Result]) -> float:
    return sum(r.met for r in results) / len(results) if results else 0.0


def reference_frame(data_dir, app: str, screen: dict) -> Frame:
    """The reference picture of ``screen`` as a frame without nodes."""
    image = Image.open(pathlib.Path(data_dir) / app / screen["reference"]).convert("RGB")
    return Frame([], image, 0)
