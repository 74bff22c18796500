"""OsmAnd's likeness states: the map screen as a fresh install opens it (the installed
Liechtenstein map's places at zoom 11), the context menu of a place tapped on the map
(Vaduz) and the navigation drawer, reached with shell input as an agent would. The
references are schematic (``tests/data/likeness/osmand/SOURCE``: the repository's
screenshots could not be read here)."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

START = "am start -n net.osmand/net.osmand.plus.activities.MapActivity"


def map_screen(model) -> None:
    driver.shell(model, START)


def context_menu(model) -> None:
    from venus_tasks.sim.apps_ui import osmand_map
    from venus_tasks.sim.screen.layout import metrics

    driver.shell(model, START)
    m = metrics(model)
    for place, x, y in osmand_map.visible_places(model, m):
        if place.name == "Vaduz":
            driver.shell(model, f"input tap {int(x)} {int(y)}")
            return
    raise LookupError("Vaduz is not on the map")


def drawer(model) -> None:
    driver.shell(model, START)
    driver.tap(model, desc="Back to menu")


STATES = {"map": map_screen, "context_menu": context_menu, "drawer": drawer}
