"""GUI-only solvers for the date-offset tasks of ``venus_tasks/tasks/va_dates.py``: read the
reference event from the app's list, add the offset, set the new item's date and time in
the app's pickers."""

from __future__ import annotations

import datetime
import re
from typing import Callable

from venus_tasks.env import actions as A
from venus_tasks.solvers.gui import Gui
from venus_tasks.solvers.hgb_prod_calendar import calendar_rows

_DENTIST_WORDS = ("dentist", "牙医")


def followup_days(goal: str) -> int:
    """N of "N days after my last check-up" (any wording)."""
    return int(re.search(r"(\d+) days after|检查(\d+)天后", goal).group(0).strip("检查天后 daysafter"))


def pick_date(gui: Gui, day: datetime.date) -> None:
    """In an open DatePickerDialog: page to ``day``'s month with the arrows, tap the day, OK."""
    year = int(gui.element(rid="date_picker_header_year").text)
    shown = datetime.datetime.strptime(f"{gui.element(rid='date_picker_header_date').text} {year}",
                                       "%a, %b %d %Y").date()
    months = (day.year - shown.year) * 12 + day.month - shown.month
    for _ in range(abs(months)):
        gui.click(desc="Next month" if months > 0 else "Previous month")
    gui.click(desc=day.strftime("%d %B %Y"))
    gui.click(text="OK")


def pick_time(gui: Gui, hour: int, minute: int) -> None:
    """In an open MaterialTimePicker (24-hour clock face): the hour, the minute (a
    multiple of 5), OK."""
    face = lambda e: not e.resource_id.endswith(("material_hour_tv", "material_minute_tv"))  # noqa: E731 (not the chips)
    gui.click(desc=f"{hour:02d} hours" if hour == 0 else f"{hour} hours", pred=face)
    gui.click(desc=f"{minute:02d} minutes", pred=face)
    gui.click(rid="material_timepicker_ok_button")


def solve_dentist(gui: Gui, goal: str) -> None:
    days = followup_days(goal)
    chinese = re.search(r"[\u4e00-\u9fff]", goal) is not None
    gui.open_app("Simple Calendar Pro")
    visits = [r for r in calendar_rows(gui) if any(w in r["title"].lower() for w in _DENTIST_WORDS)]
    last = max(visits, key=lambda r: (r["day"], r["start"]))
    when = datetime.datetime.combine(last["day"], last["start"]) + datetime.timedelta(days=days)
    gui.click(rid="calendar_fab")
    gui.click(text="Event")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="event_title"), text="牙医复诊" if chinese else "Dentist"))
    gui.click(rid="event_start_date")
    pick_date(gui, when.date())
    gui.click(rid="event_start_time")
    pick_time(gui, when.hour, when.minute)
    assert gui.element(rid="event_start_time").text == f"{when.hour:02d}:{when.minute:02d}"
    gui.click(rid="save")
    if gui.find(text="Disclaimer") is not None:            # the reminder warning, shown once
        gui.click(text="OK")
    gui.act(A.done())


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


def passport_expiry(lines: list[str]) -> datetime.date:
    """The passport's expiry date in the documents note (English or Chinese lines)."""
    for line in lines:
        if m := re.search(r"Passport: expires (\d+) (\w+) (\d{4})", line):
            return datetime.date(int(m.group(3)), _MONTHS.index(m.group(2)) + 1, int(m.group(1)))
        if m := re.search(r"护照：(\d{4})年(\d+)月(\d+)日到期", line):
            return datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    raise AssertionError(f"no passport line in {lines}")


def solve_passport(gui: Gui, goal: str) -> None:
    weeks = int(re.search(r"(\d+) (?:weeks|周)", goal).group(1))
    chinese = re.search(r"[\u4e00-\u9fff]", goal) is not None
    gui.open_app("Joplin")
    title = next(t for t in gui.texts("note_title") if t in ("Important documents", "重要证件"))
    gui.click(text=title, rid="note_title")
    due = passport_expiry(gui.texts("note_body")) - datetime.timedelta(weeks=weeks)
    gui.open_app("Tasks")
    gui.click(desc="Create new task")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="title"), text="续办护照" if chinese else "Renew passport"))
    gui.click(text="No due date")
    day = due.strftime("%d %B %Y")
    while gui.find(desc=day) is None:
        gui.click(desc="Next month")
    gui.click(desc=day)
    gui.click(rid="ok_button")
    gui.click(desc="Save")
    gui.act(A.done())


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "VagueDentistFollowUp": solve_dentist,
    "VaguePassportRenewalReminder": solve_passport,
}
