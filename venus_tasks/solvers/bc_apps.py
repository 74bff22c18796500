"""GUI-only solvers of the find-the-app BC tasks (``tasks/bc_apps``): open the folder the
goal names, read its apps and their icon colours off the screen, open each app that may
fit to read its main screen, read the versions on App info through Settings > Apps >
"Recently opened apps", and answer. ``Inspector`` is shared with ``bc_apps_more``.

What a solver knows is the goal's text and the screens (``bc_app_screens`` reads them);
the action count is the task's ``optimal_steps`` (``tasks/bc_app_folder.plan_steps``
describes the same plan).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers import bc_app_screens as R
from venus_tasks.solvers.gui import Gui
from verifiers.versions import version_key


@dataclasses.dataclass
class App:
    """What the solver has read of one app of a folder."""

    label: str
    colour: str
    search_bar: bool | None = None
    fab: bool | None = None
    tabs: tuple[str, ...] | None = None
    bottom: bool | None = None
    version: str | None = None


class Inspector:
    """The plan's moves on a ``Gui``: open a folder, an app, an app's App info."""

    def __init__(self, gui: Gui):
        self.gui, self.in_apps = gui, False

    def size(self) -> tuple[int, int]:
        return self.gui.obs.screen_size

    def open_folder(self, title: str, from_home: bool = True) -> list[App]:
        """Tap the folder ``title`` on the home screen (after HOME unless ``from_home``)
        and read its apps (folder order) with their icon colours."""
        if not from_home:
            self.gui.act(A.JSONAction(A.NAVIGATE_HOME))
        self.gui.click(pred=lambda e: (e.content_description or "").startswith(f"Folder: {title},"))
        name = self.gui.find(rid="folder_name", pred=lambda e: e.text == title)
        assert name is not None, f"folder {title!r} did not open"
        tiles = [e for e in self.gui.elements[name + 1:] if e.text and e.text == e.content_description and e.bbox]
        tiles.sort(key=lambda e: (e.bbox.y_min, e.bbox.x_min))
        shot = self.gui.obs.screenshot
        return [App(e.text, R.icon_family(shot, e.bbox)) for e in tiles]

    def read_screen(self, app: App) -> None:
        """Open ``app`` (1 action) and read its main screen."""
        self.gui.open_app(app.label)
        w, h = self.size()
        els = self.gui.elements
        app.search_bar, app.fab = R.search_bar(els, w, h), R.floating_button(els, w, h)
        where, app.tabs = R.tab_row(els, w, h)
        app.bottom = where == "bottom"

    def read_version(self, app: App) -> None:
        """``app`` was just opened: its App info version, through Settings > Apps (4
        actions, 5 the first time)."""
        self.gui.open_app("Settings")
        if self.gui.find(text="Recently opened apps") is None:
            self.gui.click(text="Apps", rid="title")
        header = self.gui.element(text="Recently opened apps").bbox
        self.gui.click(pred=lambda e: e.text == app.label and e.bbox is not None and e.bbox.y_min > header.y_min)
        self.gui.scroll("down", rid="recycler_view")
        app.version = R.app_version(self.gui.elements)
        assert app.version, f"no version on {app.label}'s App info: {[e.describe() for e in self.gui.elements]}"
        self.gui.back()
        self.in_apps = True


# ------------------------------------------------------------------ the goal's constraints
_CLAUSES: tuple[tuple[str, Callable], ...] = (
    (r"the app's launcher icon is mostly (\w+)", lambda m: lambda a: a.colour == m.group(1)),
    (r"the app's main screen shows a search bar", lambda m: lambda a: a.search_bar),
    (r"the app's main screen shows no search bar", lambda m: lambda a: not a.search_bar),
    (r"the app's main screen has a floating button to add something", lambda m: lambda a: a.fab),
    (r"the app's main screen has no floating add button", lambda m: lambda a: not a.fab),
    (r"the app's main screen has a bottom navigation bar", lambda m: lambda a: a.bottom),
    (r"the app's main screen has no bottom navigation bar", lambda m: lambda a: not a.bottom),
    (r"the app's main screen has a tab named \"([^\"]+)\"", lambda m: lambda a: m.group(1) in (a.tabs or ())),
    (r"the app's version number \(on its App info page\) starts with \"(\d+)\.\"",
     lambda m: lambda a: version_key(a.version)[0][0] == int(m.group(1))),
    (r"the app's version \(on its App info page\) is lower than ([\w.-]+)",
     lambda m: lambda a: version_key(a.version) < version_key(m.group(1))),
    (r"the app's version \(on its App info page\) is ([\w.-]+) or higher",
     lambda m: lambda a: version_key(a.version) >= version_key(m.group(1))),
)


@dataclasses.dataclass
class Clause:
    test: Callable[[App], bool]
    looks: bool        # decided by the icon alone
    version: bool      # needs App info


def parse_clauses(text: str) -> list[Clause]:
    out = []
    for part in text.split("; "):
        for rx, make in _CLAUSES:
            m = re.fullmatch(rx, part.strip())
            if m:
                out.append(Clause(make(m), rx.startswith("the app's launcher"), "App info" in rx))
                break
        else:
            raise AssertionError(f"unknown clause {part!r}")
    return out


def inspect(ins: Inspector, apps: list[App], clauses: list[Clause], version_needed: bool,
            stop_at_first: bool = False) -> list[App]:
    """The apps that meet every clause, reading what each still-possible app needs (the
    plan of ``tasks/bc_app_folder.plan_steps``)."""
    hits = []
    for app in apps:
        if any(c.looks and not c.test(app) for c in clauses):
            continue
        ins.read_screen(app)
        if any(not c.version and not c.test(app) for c in clauses):
            continue
        if version_needed:
            ins.read_version(app)
        if all(c.test(app) for c in clauses):
            hits.append(app)
            if stop_at_first:
                break
    return hits


def folder_of(goal: str) -> str:
    return re.search(r'the folder "([^"]+)"', goal).group(1)


def solve_apps_matching(gui: Gui, goal: str) -> None:
    clauses = parse_clauses(re.search(r"meet all of these: (.+)\? Name every app", goal).group(1))
    ins = Inspector(gui)
    hits = inspect(ins, ins.open_folder(folder_of(goal)), clauses, version_needed=True)
    assert hits, "no app fits"
    gui.answer(", ".join(a.label for a in hits))


def _extreme(gui: Gui, goal: str, body: str) -> App:
    clauses = parse_clauses(re.search(body, goal).group(1))
    rank = re.search(r"(highest|lowest) version", goal).group(1)
    ins = Inspector(gui)
    hits = inspect(ins, ins.open_folder(folder_of(goal)), clauses, version_needed=True)
    hits.sort(key=lambda a: version_key(a.version), reverse=rank == "highest")
    assert len(hits) >= 2 and version_key(hits[0].version) != version_key(hits[1].version), hits
    return hits[0]


def solve_newest_among(gui: Gui, goal: str) -> None:
    gui.answer(_extreme(gui, goal, r"for which (.+), which one has").label)


def solve_extreme_version(gui: Gui, goal: str) -> None:
    app = _extreme(gui, goal, r"for which (.+)\. What is the")
    gui.answer(f"Version {app.version}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "BrowsecompFolderAppsMatching": solve_apps_matching,
    "BrowsecompFolderNewestAmong": solve_newest_among,
    "BrowsecompFolderExtremeVersion": solve_extreme_version,
}
