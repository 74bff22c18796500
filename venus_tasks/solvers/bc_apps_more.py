"""GUI-only solvers of ``tasks/bc_apps_more``: every version of a folder read on App info
(``bc_apps.Inspector``), then the colour or the major version compared."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.bc_apps import Inspector, folder_of, inspect, parse_clauses
from venus_tasks.solvers.gui import Gui
from verifiers.versions import version_key


def _versions(ins: Inspector, apps) -> None:
    for app in apps:
        ins.read_screen(app)
        ins.read_version(app)


def _ranked(apps, goal: str):
    rank = re.search(r"the (highest|lowest) version number", goal).group(1)
    out = sorted(apps, key=lambda a: version_key(a.version), reverse=rank == "highest")
    assert version_key(out[0].version) != version_key(out[1].version), out
    return out


def solve_same_colour_as_extreme(gui: Gui, goal: str) -> None:
    ins = Inspector(gui)
    apps = ins.open_folder(folder_of(goal))
    _versions(ins, apps)
    top = _ranked(apps, goal)[0]
    mates = [a for a in apps if a is not top and a.colour == top.colour]
    assert len(mates) == 1, (top, mates)
    gui.answer(mates[0].label)


def solve_same_major_pair(gui: Gui, goal: str) -> None:
    ins = Inspector(gui)
    apps = ins.open_folder(folder_of(goal))
    _versions(ins, apps)
    majors = [version_key(a.version)[0][0] for a in apps]
    shared = [a.label for a, n in zip(apps, majors) if majors.count(n) > 1]
    assert shared, f"no two apps share a major version: {majors}"
    gui.answer(" and ".join(shared))


def solve_two_folders(gui: Gui, goal: str) -> None:
    folder_b = re.search(r'in the folder "([^"]+)"\. Which app', goal).group(1)
    folder_a = re.search(r'Which app in the folder "([^"]+)"', goal).group(1)
    ins = Inspector(gui)
    apps_b = ins.open_folder(folder_b)
    _versions(ins, apps_b)
    top = _ranked(apps_b, goal)[0]
    hits = [a for a in ins.open_folder(folder_a, from_home=False) if a.colour == top.colour]
    assert len(hits) == 1, (top, hits)
    gui.answer(hits[0].label)


def solve_version_order(gui: Gui, goal: str) -> None:
    clauses = parse_clauses(re.search(r"for which (.+), ordered from the", goal).group(1))
    rank = re.search(r"ordered from the (highest|lowest) version", goal).group(1)
    ins = Inspector(gui)
    hits = inspect(ins, ins.open_folder(folder_of(goal)), clauses, version_needed=True)
    hits.sort(key=lambda a: version_key(a.version), reverse=rank == "highest")
    gui.answer(", ".join(a.label for a in hits))


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "BrowsecompFolderSameColourAsExtreme": solve_same_colour_as_extreme,
    "BrowsecompFolderSameMajorPair": solve_same_major_pair,
    "BrowsecompTwoFoldersColourMatch": solve_two_folders,
    "BrowsecompFolderVersionOrder": solve_version_order,
}
