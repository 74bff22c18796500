"""GUI-only solvers for the FA tasks over the health apps (``venus_tasks/tasks/fa_health.py``):
they visit the screens whose contents they report (each tab, the weight page, the
settings; MediLog's entry form and its date picker) and read every value from them."""

from __future__ import annotations

from typing import Callable

from venus_tasks.solvers.gui import Gui


def _tab(gui: Gui, name: str) -> None:
    gui.click(pred=lambda e: (e.content_description or "").startswith(name + "\n"))


def solve_fitbook_overview(gui: Gui, goal: str) -> None:
    gui.open_app("FitBook")
    seen = {}
    for tab in ("Graph", "Food", "Weight"):
        _tab(gui, tab)
        seen[tab] = [e.content_description for e in gui.elements if e.content_description]
    gui.click(desc="Add")
    unit = next(d for e in gui.elements if (d := e.content_description or "").startswith("Unit ("))
    gui.click(desc="Back")
    gui.click(desc="Show menu")
    gui.click(desc="Settings")
    gui.click(desc="Weight", pred=lambda e: e.is_clickable and e.bbox.y_min < gui.obs.screen_size[1] * 0.8)
    target = next(e.text for e in gui.elements if e.class_name.endswith("EditText") and e.text)
    graph = seen["Graph"][0].split("\n")[-1].lower()
    gui.answer(f"Fitbook's tabs: Diary is your food diary of what you ate; Graph draws graphs ({graph} and more); "
               f"Food is the food database with the calories of each food; Weight is your weight log. "
               f"Yes, you can log weight in pounds: the weight page has a {unit} switch that changes kg to lb. "
               f"Your target weight is {target} kg.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "FuncAssistCapabilityFitbookOverview": solve_fitbook_overview,
}


def solve_medilog_entry(gui: Gui, goal: str) -> None:
    import re
    gui.open_app("MediLog")
    gui.click(desc="Blood Pressure")
    fields = [e.text for e in gui.elements if e.class_name.endswith("EditText")][:3]
    dated = [e for e in gui.elements if re.fullmatch(r"\d+/\d+/\d\d \d+:\d\d [AP]M", e.text or "")]
    top = min(dated, key=lambda e: e.bbox.y_min)
    values = [e.text for e in gui.elements if e.bbox and e.bbox.y_min == top.bbox.y_min and e.text.isdigit()]
    gui.click_at(*top.bbox.center)
    date, time = gui.element(rid="tvDateLabel").text, gui.element(rid="tvTime").text
    gui.click(rid="etDate")
    ok = gui.element(rid="button1").text
    gui.click(rid="button2")
    gui.click(rid="etTime")
    gui.click(rid="material_timepicker_cancel_button")
    gui.click(rid="btDelete")
    title, yes = gui.element(rid="alertTitle").text, gui.element(rid="button1").text
    gui.click(rid="button2")
    gui.click(desc="Navigate up")
    gui.answer(f"On the Blood Pressure tab fill in {', '.join(fields)} and tap the add button. Then tap the new entry, "
               f"tap {date} and choose yesterday, tap {time} and set the earlier hour, press {ok} and save the entry. "
               f"To remove a wrong reading, open it, tap the delete button at the bottom left and confirm "
               f"\"{title}\" with {yes}. Your last reading was {values[0]}/{values[1]} with pulse {values[2]}.")


SOLVERS["FuncAssistExplainMedilogEntry"] = solve_medilog_entry
