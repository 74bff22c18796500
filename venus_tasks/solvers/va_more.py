"""GUI-only solvers for the vague tasks of ``venus_tasks/tasks/va_more.py`` (and
``va_apps.py``): each reads the need from the goal, finds the setting or app screen
that meets it and reads every state it acts on from the screen."""

from __future__ import annotations

import re
from typing import Callable

from venus_tasks.solvers.gui import Gui, add_expense
from venus_tasks.solvers.cf_settings import checked
from venus_tasks.solvers.mr_more import _pick, _send
from venus_tasks.env import actions as A


def _settings(gui: Gui, *path: str) -> None:
    """Open Settings on its homepage and tap through ``path`` (each title on screen)."""
    gui.open_app("Settings")
    assert gui.find(rid="homepage_title") is not None, "Settings did not open on its homepage"
    for label in path:
        gui.click(text=label, rid="title")


def _tap_switch(gui: Gui, title: str, want: bool) -> None:
    if gui.find(text=title) is None:
        gui.scroll("down", rid="recycler_view")
    assert checked(gui, title) != want, f"{title} is already {'on' if want else 'off'}"
    gui.click(text=title, rid="title")
    assert checked(gui, title) == want


def solve_night_glare(gui: Gui, goal: str) -> None:
    """Glaring: the brightness slider down to 20%; all that white: Dark theme on."""
    _settings(gui, "Display", "Brightness level")
    box = gui.element(desc="Display brightness").bbox
    gui.click_at(box.x_min + int((box.x_max - 1 - box.x_min) * 0.2), box.center[1])
    gui.back()
    level = next(int(t[:-1]) for t in (e.text for e in gui.elements) if re.fullmatch(r"\d+%", t))
    assert level <= 40, level                              # the row's summary shows the level
    _tap_switch(gui, "Dark theme", True)
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "VagueNightScreenGlare": solve_night_glare,
}


# ------------------------------------------------------------------ apps (va_apps)
# What a person knows: which Pro Expense category a purchase belongs to, and a short name
# for it (the name field takes 20 characters).
_KINDS = (("textbook", "Textbook", "Education"), ("bus pass", "Bus pass", "Transportation"),
          ("jacket", "Rain jacket", "Clothes"), ("flu shot", "Flu shot", "Health Care"),
          ("concert", "Concert tickets", "Entertainment"), ("groceries", "Groceries", "Food"))


def _money(goal: str) -> tuple[str, str]:
    amount, what = re.search(r"\$([\d.]+) (?:on|for) (.+?)\.", goal).groups()
    return amount, what


def solve_spent(gui: Gui, goal: str) -> None:
    amount, what = _money(goal)
    name, category = next((n, c) for k, n, c in _KINDS if k in what)
    add_expense(gui, name, amount, category)
    gui.act(A.done())


def solve_got_paid(gui: Gui, goal: str) -> None:
    amount, what = _money(goal)
    add_expense(gui, what[:20].strip().capitalize(), amount, "Income")
    gui.act(A.done())


def solve_shopping(gui: Gui, goal: str) -> None:
    """A new note named shopping_list with one item a line (the items as the goal gives
    them, English or Chinese)."""
    m = re.search(r"This time it's (.+)\.$", goal) or re.search(r"这次要买的是：(.+)。$", goal)
    goods = [g.strip() for g in re.split(r",| and |、|和", m.group(1)) if g.strip()]
    gui.open_app("Markor")
    gui.click(rid="fab_add_new_item")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="new_file_dialog__name"), text="shopping_list",
                         clear_text=True))
    gui.click(text="OK", rid="button1")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="document__fragment__edit__highlighting_editor"),
                         text="\n".join(goods)))
    while gui.find(rid="fab_add_new_item") is None:      # BACK hides the keyboard, then saves
        gui.back()
    assert "shopping_list.md" in gui.texts("opoc_filesystem_item__title")
    gui.act(A.done())


SOLVERS.update({
    "VagueSpentOnItem": solve_spent,
    "VagueGotPaid": solve_got_paid,
    "VagueShoppingReminder": solve_shopping,
})


def solve_late(gui: Gui, goal: str) -> None:
    """Text the friend the goal names that I'm late, with the delay."""
    minutes, first = re.search(r"about (\d+) minutes late for dinner with (\S+)\.", goal).groups()
    gui.open_app("SMS Messenger")
    gui.click(rid="conversations_fab")
    _pick(gui, first)
    _send(gui, f"Sorry, stuck in traffic. I'll be about {minutes} minutes late for dinner.")
    gui.act(A.done())


SOLVERS["VagueLateForDinner"] = solve_late
