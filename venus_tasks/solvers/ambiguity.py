"""GUI-only solvers for the detailed level of the ``ambiguity`` suite
(``venus_tasks/ambiguity``): the goal itself spells out the steps ("Steps: open Settings,
tap "Battery", ..."; Chinese: "步骤：打开 Settings，点按“Battery”……"), so the solver
reads them from the goal text alone and follows them on the screens, scrolling a list
when the element is not on screen yet (the steps do not say which list: it tries the
scrollable lists on screen, down, then sideways). The other levels leave requirements
out that only a question could fill, so they have no GUI-only solver.
"""

from __future__ import annotations

import re

from venus_tasks import registry
from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui

_STEP_EN = re.compile(r'open (?P<app>[^,]+?)(?=, |\.$)|tap "(?P<tap>[^"]+)"|type "(?P<text>[^"]+)" into "(?P<field>[^"]+)"'
                      r"|(?P<back>go back)")
_STEP_ZH = re.compile(r"打开 (?P<app>[^，。]+)|点按“(?P<tap>[^”]+)”|在“(?P<field>[^”]+)”中输入“(?P<text>[^”]+)”|(?P<back>返回)")
SCROLLS = 10
# The intents whose detailed goals this solver is checked on (tests/test_ambiguity.py); others
# join once their detailed goals pass with it.
INTENTS = ("ExpenseCoat", "ExpenseConcert", "ExpenseCourse", "ExpenseDonation", "ExpenseGift",
           "ExpensePharmacy", "ExpenseRefund", "ExpenseRent", "ExpenseRepair", "ExpenseTaxi",
           "SettingsAdaptiveBrightness", "SettingsBatterySaver", "SettingsMovieNight", "SettingsNightDisplay",
           "SettingsRadios", "SettingsReadableText")


def steps(goal: str) -> list[tuple[str, str, str]]:
    """``(verb, label, text)`` of each step the goal lists after "Steps:" / "步骤：".

    Raises:
      AssertionError: the goal lists no steps.
    """
    zh = "步骤：" in goal
    body = goal.split("步骤：" if zh else "Steps: ", 1)
    assert len(body) == 2, f"no steps in the goal: {goal!r}"
    out = []
    for m in (_STEP_ZH if zh else _STEP_EN).finditer(body[1]):
        if m["app"]:
            out.append(("open", m["app"].strip(), ""))
        elif m["tap"]:
            out.append(("tap", m["tap"], ""))
        elif m["field"]:
            out.append(("type", m["field"], m["text"]))
        else:
            out.append(("back", "", ""))
    return out


def _find(gui: Gui, label: str) -> int | None:
    hit = gui.find(text=label)
    hit = hit if hit is not None else gui.find(desc=label)
    if hit is None and label == "+":                  # Pro Expense's add button has no label
        hit = gui.find(rid="fb_main_add")
    return hit


def _reveal(gui: Gui, label: str) -> int:
    """The element showing ``label``, scrolling the lists on screen until it shows."""
    hit = _find(gui, label)
    for direction in ("down", "right"):
        lists = [i for i, e in enumerate(gui.elements) if e.is_scrollable]
        for index in lists:
            rid = gui.elements[index].resource_id.rsplit("/", 1)[-1]
            for _ in range(SCROLLS):
                if hit is not None:
                    return hit
                before = [(e.text, e.bbox) for e in gui.elements]
                gui.scroll(direction, rid=rid) if rid else gui.act(A.JSONAction(A.SCROLL, index=index,
                                                                                  direction=direction))
                hit = _find(gui, label)
                if [(e.text, e.bbox) for e in gui.elements] == before:
                    break
    assert hit is not None, f"{label!r} is not on screen: {[e.describe() for e in gui.elements]}"
    return hit


def solve_detailed(gui: Gui, goal: str) -> None:
    """Follow the steps the detailed goal lists, then ``status complete``."""
    for verb, label, text in steps(goal):
        if verb == "open":
            gui.open_app(label)
        elif verb == "back":
            gui.back()
        elif verb == "tap":
            gui.act(A.JSONAction(A.CLICK, index=_reveal(gui, label)))
        else:
            gui.act(A.JSONAction(A.INPUT_TEXT, index=_reveal(gui, label), text=text))
    gui.act(A.done())


SOLVERS = {f"Ambi{name}_Detailed": solve_detailed for name in INTENTS
           if f"Ambi{name}_Detailed" in registry.get_suite("ambiguity")}
