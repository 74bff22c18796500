"""GUI-only solver for the health-app comparison (``venus_tasks/tasks/fa_compare.py``): it
opens the app that cannot do what is asked (its tabs show it), then the one that can, and
reads the fact from that app's list."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

_READING = re.compile(r"^\d+/\d+/\d\d \d+:\d\d [AP]M$")


def solve_health_apps(gui: Gui, goal: str) -> None:
    if "blood" in goal or "血压" in goal:
        gui.open_app("FitBook")
        tabs = [e.content_description.split("\n")[0] for e in gui.elements
                if "Tab " in (e.content_description or "")]
        assert "Blood Pressure" not in tabs
        gui.open_app("MediLog")
        gui.click(desc="Blood Pressure")
        row = min((e for e in gui.elements if _READING.match(e.text or "")), key=lambda e: e.bbox.y_min)
        values = [e.text for e in gui.elements if e.bbox and e.bbox.y_min == row.bbox.y_min and e.text.isdigit()]
        gui.answer(f"MediLog. The last reading you logged there is {values[0]}/{values[1]} (pulse {values[2]}).")
        return
    food = re.search(r"[\"“]([^\"”]+)[\"”]", goal).group(1)
    gui.open_app("MediLog")
    gui.open_app("FitBook")
    gui.click(pred=lambda e: (e.content_description or "").startswith("Food\n"))
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(pred=lambda e: e.class_name.endswith("EditText")), text=food,
                          clear_text=True))
    row = next(e.content_description for e in gui.elements if (e.content_description or "").startswith(food + "\n"))
    kcal = re.search(r"\n([\d,.]+) kcal", row).group(1)
    gui.answer(f"Fitbook. \"{food}\" has {kcal} kcal per 100 g.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistCompareHealthApps": solve_health_apps,
}
