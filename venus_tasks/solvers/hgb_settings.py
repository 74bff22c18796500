"""GUI-only solvers for the HGB tasks over Settings (``venus_tasks/tasks/hgb_settings.py``):
each reads the values it answers with off Settings pages -- the homepage's Battery
summary, the Display page's Screen timeout summary, the Apps page's recently opened apps
and each App info page's "version X" footer."""

from __future__ import annotations

from typing import Callable

from venus_tasks.solvers.gui import Gui
from verifiers.versions import version_key


def _summary_of(gui: Gui, title: str) -> str:
    """The summary line under the row titled ``title``."""
    row = gui.element(text=title, rid="title")
    below = [e for e in gui.elements if e.resource_id.endswith("/summary") and e.bbox.y_min >= row.bbox.y_max - 10]
    return min(below, key=lambda e: e.bbox.y_min).text


def _recent_apps(gui: Gui) -> list[str]:
    """Settings > Apps: the titles under "Recently opened apps", most recent first."""
    gui.open_app("Settings")
    gui.click(text="Apps", rid="title")
    titles = gui.texts("title")
    start = titles.index("Recently opened apps") + 1
    end = next(i for i, t in enumerate(titles) if t.startswith("See all "))
    return titles[start:end]


def _version(gui: Gui, label: str) -> str:
    """Open ``label``'s App info from the Apps page and read its footer (below the first
    screen: one scroll)."""
    gui.click(text=label, rid="title")
    assert gui.find(rid="entity_header_title", text=label) is not None
    gui.scroll("down", rid="recycler_view")
    footer = gui.element(rid="app_version").text
    assert footer.startswith("version "), footer
    return footer[len("version "):]


def solve_newest_version_recent(gui: Gui, goal: str) -> None:
    recent = _recent_apps(gui)
    assert len(recent) == 3, recent
    versions = {}
    for label in recent:
        versions[label] = _version(gui, label)
        gui.back()
    best = max(versions, key=lambda label: version_key(versions[label]))
    gui.answer(f"{best} has the highest version number, {versions[best]}.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingNewestVersionRecent": solve_newest_version_recent,
}


def solve_which_switches_on(gui: Gui, goal: str) -> None:
    """Read each switch where Settings shows it, one page each."""
    from venus_tasks.solvers.cf_settings import checked
    gui.open_app("Settings")
    on = []
    gui.click(text="Network & internet", rid="title")
    if _summary_of(gui, "Internet") != "Off":             # the network's name when Wi-Fi is on
        on.append("Wi-Fi")
    gui.back()
    gui.click(text="Connected devices", rid="title")
    if gui.find(text="Bluetooth will turn on to pair") is None:
        on.append("Bluetooth")
    gui.back()
    gui.click(text="Display", rid="title")
    if checked(gui, "Dark theme"):
        on.append("Dark theme")
    if checked(gui, "Auto-rotate screen"):
        on.append("Auto-rotate")
    gui.back()
    gui.click(text="Sound & vibration", rid="title")
    if _summary_of(gui, "Do Not Disturb") == "On":
        on.append("Do Not Disturb")
    gui.answer(f"These are on: {', '.join(on)}.")


SOLVERS["GUIBrowsingWhichSwitchesOn"] = solve_which_switches_on
