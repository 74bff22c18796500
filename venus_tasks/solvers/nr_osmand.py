"""GUI-only solver for ``venus_tasks/tasks/nr_osmand.py``: map markers on the places the
goal names, looking at the screen before every action, so that a crash, a call or
another app in front only cost steps; the markers list is read before saying done, and a
place missing from it (a tap the app dropped, a crash at the wrong moment) is added."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui, settle

PACKAGE = "net.osmand"


def solve_markers_noisy(gui: Gui, goal: str) -> None:
    m = re.search(r"add a map marker for each of these places: (.+), (.+) and (.+)\.$", goal)
    places = list(m.groups())
    added: set[str] = set()
    gui.open_app("OsmAnd")
    while True:
        settle(gui, PACKAGE, "OsmAnd")
        todo = [p for p in places if p not in added]
        if gui.find(text="Markers") is not None and gui.find(desc="Navigate up") is not None:   # the markers list
            added = set(gui.texts("name_text_view")) & set(places)
            if all(p in added for p in places):
                gui.act(A.done())
                return
            gui.click(desc="Navigate up")
        elif gui.find(rid="context_menu_marker_text_view") is not None:                       # a place's menu
            title = gui.element(rid="context_menu_line1").text
            if title in todo:
                gui.click(rid="context_menu_marker_text_view")
                added.add(title)
            else:
                gui.back()
        elif gui.find(rid="searchEditText") is not None:                                     # search
            want = todo[0] if todo else None
            if want is None:
                gui.back()
            elif gui.element(rid="searchEditText").text != want:
                gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="searchEditText"), text=want,
                                     clear_text=True))
            else:
                gui.click(text=want, rid="title")
        elif gui.find(text="Map markers") is not None:                                       # the drawer
            gui.click(text="Map markers")
        elif gui.find(rid="map_search_button") is not None:                                  # the map
            gui.click(rid="map_search_button" if todo else "map_menu_button")
        else:
            gui.back()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "NoiseResistOsmAndMarkersCrash": solve_markers_noisy,
}
