"""GUI-only solver for the fitness task of ``venus_tasks/tasks/va_fitness.py``: log a weight
given in pounds into Fitbook's kilogram log through its own conversion, then text the
coach the loss since the last weigh-in read from the weight list."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

_ROW = re.compile(r"^([\d.]+) (kg|lb)\n")


def weights(gui: Gui) -> list[float]:
    """The kilogram weights of Fitbook's weight list, newest first."""
    return [float(m.group(1)) for e in gui.elements if (m := _ROW.match(e.content_description or ""))]


def solve_gym_scale(gui: Gui, goal: str) -> None:
    from venus_tasks.solvers.mr_more import _pick, _send

    pounds = re.search(r"([\d.]+) (?:lb|磅)", goal).group(1)
    chinese = re.search(r"[\u4e00-\u9fff]", goal) is not None
    gui.open_app("FitBook")
    gui.click(desc="Weight\nTab 4 of 4")
    last = weights(gui)[0]
    gui.click(desc="Add")
    gui.click(desc="Unit (kg)")                           # the amount is in pounds ...
    gui.click(desc="Keep unit as lb")                     # ... saved converted to kilograms
    assert gui.find(desc="Convert to kg") is not None
    field = gui.find(pred=lambda e: e.class_name.endswith("EditText") and e.is_clickable and not e.text
                     and e.bbox.y_min > gui.element(desc="Add weight").bbox.y_max)
    gui.act(A.JSONAction(A.INPUT_TEXT, index=field, text=pounds))      # ENTER saves
    kilos = weights(gui)[0]
    loss = last - kilos
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    _pick(gui, "Coach")
    _send(gui, f"今天称了{kilos:.1f}公斤，比上次轻了{loss:.1f}公斤！" if chinese else
          f"Weighed in at {kilos:.1f} kg today, down {loss:.1f} kg since my last weigh-in!")
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "VagueGymScaleWeight": solve_gym_scale,
}
