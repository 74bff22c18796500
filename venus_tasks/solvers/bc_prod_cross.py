"""GUI-only solvers for the BC tasks across productivity apps
(``venus_tasks/tasks/bc_prod_cross.py``): read one app for a constraint, another for the
rest, answer the one item meeting them all."""

from __future__ import annotations

import datetime
import re
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import calendar_rows, event_day, goal_day, task_priority, task_rows
from venus_tasks.solvers.hgb_prod_recipes import recipe_titles


def solve_task_on_event_day(gui: Gui, goal: str) -> None:
    location = re.search(r"my event at (.+) in Simple Calendar Pro", goal).group(1)
    gui.open_app("Simple Calendar Pro")
    day = None
    for row in calendar_rows(gui):
        gui.click(text=row["title"], rid="event_item_title")
        if gui.element(rid="event_location").text == location:
            day = event_day(gui.element(rid="event_start_date").text)
            break
        gui.back()
    gui.open_app("Tasks")
    hits = []
    for t in task_rows(gui):
        if t["due"] == day:
            gui.click(text=t["title"], rid="title")
            if task_priority(gui) == "high":
                hits.append(t["title"])
            gui.back()
    assert len(hits) == 1, hits
    gui.answer(hits[0])


def solve_sms_recipe_sender(gui: Gui, goal: str) -> None:
    gui.open_app("Broccoli")
    recipes = [t.lower() for t in recipe_titles(gui)]
    gui.open_app("SMS Messenger")
    assert gui.find(rid="conversations_list", pred=lambda e: e.is_scrollable) is None
    for sender, body in zip(gui.texts("conversation_address"), gui.texts("conversation_body_short")):
        if any(r in body.lower() for r in recipes):          # newest first: the first one is the latest
            gui.answer(sender)
            return
    raise AssertionError("no text mentions a recipe")


def solve_event_organizer_phone(gui: Gui, goal: str) -> None:
    m = re.search(r"after (\w+ \d+) is organised by a contact whose phone number starts with (\d+)\?", goal)
    after, prefix = goal_day(m.group(1)), m.group(2)
    gui.open_app("Simple Calendar Pro")
    organizers = {}
    for row in calendar_rows(gui):
        if row["day"] > after:
            gui.click(text=row["title"], rid="event_item_title")
            organizers[row["title"]] = gui.element(rid="event_description").text.removeprefix("Organizer: ")
            gui.back()
    gui.open_app("Contacts")
    assert gui.find(rid="list", pred=lambda e: e.is_scrollable) is None
    numbers = {}
    for name in organizers.values():
        gui.click(text=name, rid="cliv_name_textview")
        numbers[name] = re.sub(r"\D", "", gui.texts("header")[0])
        gui.back()
    hits = [title for title, name in organizers.items() if numbers[name].startswith(prefix)]
    assert len(hits) == 1, hits
    gui.answer(hits[0])


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "BrowsecompTaskOnEventDay": solve_task_on_event_day,
    "BrowsecompSmsRecipeSender": solve_sms_recipe_sender,
    "BrowsecompEventOrganizerPhone": solve_event_organizer_phone,
}


def _expense_day(text: str) -> datetime.date:
    """A Pro Expense sheet date ("Sep 30", "2023 Oct 9") as a date in 2023."""
    for fmt in ("%Y %b %d", "%b %d %Y"):
        try:
            return datetime.datetime.strptime(text if fmt.startswith("%Y") else f"{text} 2023", fmt).date()
        except ValueError:
            continue
    raise AssertionError(text)


def solve_expense_on_task_due_day(gui: Gui, goal: str) -> None:
    low, task = re.search(r'more than \$(\d+) in Pro Expense was logged on the day my task "([^"]+)"', goal).groups()
    gui.open_app("Tasks")
    day = next(t["due"] for t in task_rows(gui) if t["title"] == task)
    gui.open_app("Pro Expense")
    assert gui.find(rid="rv_home", pred=lambda e: e.is_scrollable) is None
    hits = []
    for name, amount in zip(gui.texts("tv_name"), gui.texts("tv_amount")):
        if float(amount.replace(",", "")) > int(low):
            gui.click(text=name, rid="tv_name")
            if _expense_day(gui.element(rid="tv_date_value").text) == day:
                hits.append(name)
            gui.click(rid="btn_close")
    assert len(hits) == 1, hits
    gui.answer(hits[0])


SOLVERS["BrowsecompExpenseOnTaskDueDay"] = solve_expense_on_task_due_day
