"""GUI-only solvers for the OsmAnd FA tasks (``venus_tasks/tasks/fa_maps.py``): they read the
markers and tracks from OsmAnd's Markers and My Places pages and the search's result menu."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

_TOWN = re.compile(r"marker on (.+?) in OsmAnd|给 (.+?) 加一个|marker on (.+?) in OsmAnd\?")


def _drawer(gui: Gui, item: str) -> None:
    gui.click(rid="map_menu_button")
    gui.click(text=item, rid="title")


def solve_osmand_marker(gui: Gui, goal: str) -> None:
    town = next(g for g in _TOWN.search(goal).groups() if g)
    gui.open_app("OsmAnd")
    _drawer(gui, "Map markers")
    active = gui.texts("name_text_view")
    gui.click(desc="Navigate up")
    _drawer(gui, "My Places")
    gui.click(rid="tab_tracks")
    tracks = len(gui.texts("favourite_label"))
    gui.click(desc="Navigate up")
    gui.click(rid="map_search_button")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="searchEditText"), text=town))
    gui.click(text=town, rid="title")
    marker = gui.element(rid="context_menu_marker_text_view").text
    gui.answer(f"Tap Search, type {town}, choose {town} in the results and tap {marker} in the menu that opens. "
               f"Active markers now: {', '.join(active)}. Saved tracks: {tracks} tracks.")


def solve_marker_history(gui: Gui, goal: str) -> None:
    gui.open_app("OsmAnd")
    _drawer(gui, "Map markers")
    gui.click(rid="action_history")
    gui.done()


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistExplainOsmandMarker": solve_osmand_marker,
    "FuncAssistLocateOsmandMarkerHistory": solve_marker_history,
}


def solve_osmand_route(gui: Gui, goal: str) -> None:
    gui.open_app("OsmAnd")
    _drawer(gui, "My Places")
    gui.click(rid="tab_tracks")
    tracks = gui.texts("favourite_label")
    gui.click(desc="Navigate up")
    _drawer(gui, "Plan a route")
    plan, add, save = (gui.element(rid=r).text for r in ("toolbar_title", "add_point_button", "toolbar_action"))
    gui.click(rid="add_point_button")
    gui.click(rid="toolbar_action")
    confirm = gui.element(rid="right_bottom_button").text
    gui.click(rid="dismiss_button")
    gui.answer(f"Open the menu and choose {plan}; move the map so the cross is on each point and tap {add}, then tap "
               f"{save}, type a name and tap {confirm}. Tracks you have saved: {', '.join(tracks)}.")


SOLVERS["FuncAssistExplainOsmandRoute"] = solve_osmand_route


_FAV_TOWN = re.compile(r"save (.+?) as a favorite|把 (.+?) 收藏|add (.+?) to my OsmAnd favorites")
_FAV_GROUP = re.compile(r"in my (.+?) favorites folder|收藏夹“(.+?)”|places my (.+?) favorites folder")


def _folder(gui: Gui, group: str) -> list[str]:
    """The ``favourite_label`` rows under the folder row ``group`` of the Favorites tab."""
    found, current = [], None
    for e in gui.elements:
        if e.resource_id.endswith("/category_name"):
            current = e.text
        elif e.resource_id.endswith("/favourite_label") and current == group:
            found.append(e.text)
    return found


def solve_osmand_favorite(gui: Gui, goal: str) -> None:
    town = next(g for g in _FAV_TOWN.search(goal).groups() if g)
    group = next(g for g in _FAV_GROUP.search(goal).groups() if g)
    gui.open_app("OsmAnd")
    _drawer(gui, "My Places")
    favorites = _folder(gui, group)
    gui.click(desc="Navigate up")
    gui.click(rid="map_search_button")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="searchEditText"), text=town))
    gui.click(text=town, rid="title")
    add = gui.element(rid="context_menu_fav_text_view").text
    gui.click(rid="context_menu_fav_text_view")
    save = gui.element(rid="right_bottom_button").text
    gui.click(rid="dismiss_button")
    gui.answer(f"Tap Search, type {town}, choose it in the results, tap {add} in the menu and then {save}. "
               f"Your {group} folder already holds: {', '.join(favorites)}.")


SOLVERS["FuncAssistExplainOsmandFavorite"] = solve_osmand_favorite
