"""Reading Tasks' (``org.tasks``) due dates as an agent must: the app writes them relative
to the device's day (``venus_tasks/sim/apps_ui/tasks_org_dates.py``, from tasks/tasks
13.6.3 ``DateUtilities.getRelativeDateTime``), so a reader needs today's date and, for a
bare weekday, whether the row is overdue (red) or not.

* ``device_today(gui)``: today's date from the Clock app's Clock tab (``date``, "Sun, Oct
  15", zh-CN "10月15日周日": no year; ``clock_date``; the year is the one nearest ``REFERENCE_YEAR``, AndroidWorld's public
  emulator year, whose month and day fall on that weekday). Two steps: open Clock, tap its
  Clock tab (the app reopens on the last tab used).
* ``due_date(text, today, overdue)``: the day a row's or the editor's text names, English
  or Chinese: "Today" / "今天", "Tmrw" / "Tomorrow" / "明天", "Yest" / "Yesterday" / "昨天",
  a weekday ("Fri", "Friday", "周五", "星期五": within six days of today, before it when
  ``overdue``, else after it), "Oct 30" / "10月30日" (this year), "Oct 30, 2024" /
  "2024年10月30日", "Monday, October 30"; a time after the day ("Tmrw 5 PM", "Oct 30,
  5:00 PM", "明天 17:00") or alone (today's: "5 PM") is ignored. None for text that names
  no day.
* ``stated_day(text)``: ``(year or None, month, day)`` when the text states its date,
  None when it is relative (for a reader who needs no today: a relative row always sorts
  before every row dated more than six days ahead).
* ``task_rows(gui, today)``: the list rows on screen, ``{"title", "due": date or None}`` top
  to bottom; a bare weekday's colour is read from the screenshot (the app draws an
  overdue date in ``error_color_material`` red, others grey).

Raises ValueError for a date text it cannot read (the app's formats changed).
"""

from __future__ import annotations

import datetime
import re

from venus_tasks.solvers.gui import Gui

REFERENCE_YEAR = 2023          # AndroidWorld's emulator date is 2023-10-15 (agents.public_facts.DEVICE_TODAY)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_EN_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_EN_FULL = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ZH_DAYS = "一二三四五六日天"
_REL = {"today": 0, "今天": 0, "今日": 0, "tmrw": 1, "tomorrow": 1, "明天": 1, "yest": -1, "yesterday": -1, "昨天": -1}
_TIME = re.compile(r"[,\s]*(\d{1,2}(:\d{2})?\s*(AM|PM|上午|下午)?|(上午|下午)\s*\d{1,2}(:\d{2})?)$", re.I)


def device_today(gui: Gui) -> datetime.date:
    """Open Clock, show its Clock tab and read today's date (see the module docstring)."""
    gui.open_app("Clock")
    gui.click(rid="page_clock")
    return clock_date(gui.element(rid="date").text)


def clock_date(text: str) -> datetime.date:
    """The day of the Clock tab's ``date`` (skeleton ``EEEMMMd``: "Sun, Oct 15", zh-CN
    "10月15日周日"), its year the one nearest ``REFERENCE_YEAR`` with that weekday."""
    t = text.strip()
    if (m := re.fullmatch(r"(\w{3}), (\w{3}) (\d{1,2})", t)) and m.group(2).lower() in _MONTHS:
        weekday, month, day = _weekday(m.group(1)), _MONTHS.index(m.group(2).lower()) + 1, int(m.group(3))
    elif (m := re.fullmatch(r"(\d{1,2})月(\d{1,2})日\s*((?:周|星期).)", t)):
        weekday, month, day = _weekday(m.group(3)), int(m.group(1)), int(m.group(2))
    else:
        weekday = None
    if weekday is None:
        raise ValueError(f"cannot read the Clock's date {text!r}")
    for offset in sorted(range(-14, 15), key=abs):
        try:
            d = datetime.date(REFERENCE_YEAR + offset, month, day)
        except ValueError:                                  # Feb 29
            continue
        if d.weekday() == weekday:
            return d
    raise ValueError(f"no year near {REFERENCE_YEAR} has {text!r}")


def _weekday(word: str) -> int | None:
    """0 (Monday) .. 6 for "Fri", "Friday", "周五", "星期五"; else None."""
    w = word.strip().lower()
    if w in _EN_DAYS or w in _EN_FULL:
        return _EN_DAYS.index(w[:3])
    m = re.fullmatch(r"(?:周|星期)([一二三四五六日天])", w)
    return min(_ZH_DAYS.index(m.group(1)), 6) if m else None


def stated_day(text: str) -> tuple[int | None, int, int] | None:
    """``(year or None, month, day)`` of a text that states its date ("Oct 30", "Oct 30,
    2024", "Monday, October 30", "10月30日", "2024年1月5日", with or without a time); None
    for a relative text ("Tmrw", "Fri", "5 PM")."""
    t = text.strip()
    if (m := re.fullmatch(r"(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:星期.)?(?:\s.*)?", t)):
        return (int(m.group(1)) if m.group(1) else None, int(m.group(2)), int(m.group(3)))
    if (m := re.fullmatch(r"(?:\w+, )?([A-Za-z]{3})[a-z]* (\d{1,2})(?:, (\d{4}))?(?:,? (?:at )?\d.*)?", t)) \
            and m.group(1).lower() in _MONTHS:
        return (int(m.group(3)) if m.group(3) else None, _MONTHS.index(m.group(1).lower()) + 1, int(m.group(2)))
    return None


def due_date(text: str, today: datetime.date, overdue: bool = False) -> datetime.date | None:
    """The day ``text`` names (see the module docstring); ``overdue`` picks the past
    reading of a bare weekday."""
    t = text.strip()
    if not t:
        return None
    if (stated := stated_day(t)) is not None:
        return datetime.date(stated[0] or today.year, stated[1], stated[2])
    day = _TIME.sub("", t).strip()
    if not day:                                             # a time alone: today's due time
        if _TIME.fullmatch(t):
            return today
        raise ValueError(f"cannot read the due date {text!r}")
    if day.lower() in _REL:
        return today + datetime.timedelta(days=_REL[day.lower()])
    wd = _weekday(day)
    if wd is None:
        raise ValueError(f"cannot read the due date {text!r}")
    ahead = (wd - today.weekday()) % 7                       # 2..6 (0 and 1 are Today, Tmrw)
    return today - datetime.timedelta(days=7 - ahead) if overdue else today + datetime.timedelta(days=ahead)


def _red(gui: Gui, bbox) -> bool:
    """The text in ``bbox`` is drawn in the app's overdue red (a pixel with R much above B)."""
    shot = gui.obs.screenshot
    if shot is None:
        raise ValueError("no screenshot to tell an overdue weekday from a coming one")
    for y in range(max(0, bbox.y_min), min(len(shot), bbox.y_max)):
        row = shot[y]
        for x in range(max(0, bbox.x_min), min(len(row), bbox.x_max)):
            r, g, b = (int(v) for v in row[x][:3])
            if r > 200 and r - b > 120 and g < 150:
                return True
    return False


def task_rows(gui: Gui, today: datetime.date) -> list[dict]:
    """The Tasks list rows on screen: ``{"title", "due": date or None}`` top to bottom."""
    rows: list[dict] = []
    for e in gui.elements:
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid == "title":
            rows.append({"title": e.text, "due": None})
        elif rid == "due_date" and rows:
            bare = _weekday(e.text or "") is not None
            rows[-1]["due"] = due_date(e.text or "", today, overdue=bare and _red(gui, e.bbox))
    return rows
