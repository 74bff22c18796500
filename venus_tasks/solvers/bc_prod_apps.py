"""GUI-only solvers for the BC tasks over Broccoli, OpenTracks and Tasks
(``venus_tasks/tasks/bc_prod_apps.py``): open every candidate's details, check each
constraint on screen, answer the one that meets them all."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import task_priority, task_rows
from venus_tasks.solvers.hgb_prod_notes import open_notebook
from venus_tasks.solvers.hgb_prod_recipes import read_recipe, recipe_titles
from venus_tasks.solvers.hgb_prod_tracks import track_rows
from verifiers.quantities import stated_minutes


def solve_recipe_quick_with_ingredient(gui: Gui, goal: str) -> None:
    m = re.search(r'uses (.+), takes less than (\d+) minutes .* category "([^"]+)"', goal)
    ingredient, limit, category = m.group(1), int(m.group(2)), m.group(3)
    gui.open_app("Broccoli")
    hits = []
    for title in recipe_titles(gui):
        r = read_recipe(gui, title)
        if ingredient in r["ingredients"] and max(stated_minutes(r["time"])) < limit \
                and category not in r["categories"]:
            hits.append(title)
        gui.back()
    assert len(hits) == 1, hits
    gui.answer(hits[0])


def solve_track_range_most_climb(gui: Gui, goal: str) -> None:
    low, high = map(int, re.search(r"between (\d+) km and (\d+) km", goal).groups())
    gui.open_app("OpenTracks")
    gains = {}
    for row in track_rows(gui):
        if low <= float(row["km"].split()[0]) <= high:
            gui.click(text=row["name"], rid="list_item_name")
            gains[row["name"]] = int(gui.element(rid="stats_elevation_gain_value").text.split()[0])
            gui.back()
    gui.answer(max(gains, key=gains.get))


def solve_task_high_october_note(gui: Gui, goal: str) -> None:
    word = re.search(r'mentions "([^"]+)"', goal).group(1)
    gui.open_app("Tasks")
    hits = []
    for t in task_rows(gui):
        if t["due"] and t["due"].month == 10:
            gui.click(text=t["title"], rid="title")
            if task_priority(gui) == "high" and word in _description(gui):
                hits.append(t["title"])
            gui.back()
    assert len(hits) == 1, hits
    gui.answer(hits[0])


def _description(gui: Gui) -> str:
    """The text of a task editor's description field (the ``EditText`` without an id,
    empty when it shows its hint "Description")."""
    found = [e.text for e in gui.elements if e.class_name == "android.widget.EditText" and not e.resource_id]
    return "" if found in ([], ["Description"]) else found[0]


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "BrowsecompRecipeQuickWithIngredient": solve_recipe_quick_with_ingredient,
    "BrowsecompTrackRangeMostClimb": solve_track_range_most_climb,
    "BrowsecompTaskHighOctoberNote": solve_task_high_october_note,
}


def solve_joplin_both_words(gui: Gui, goal: str) -> None:
    notebook, first, second = re.findall(r'"([^"]+)"', goal)[:3]
    hits = []
    for title in open_notebook(gui, notebook):
        gui.click(text=title, rid="note_title")
        body = " ".join(gui.texts("note_body"))
        if first in body and second in body:
            hits.append(title)
        gui.back()
    assert len(hits) == 1, hits
    gui.answer(hits[0])


SOLVERS["BrowsecompJoplinNoteBothWords"] = solve_joplin_both_words
