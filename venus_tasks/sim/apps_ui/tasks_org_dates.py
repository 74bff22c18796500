"""Tasks' (``org.tasks``) due-date texts, relative to the device clock, in en-US and zh-CN:
the list row's date, the editor's due date row and the list's section headers.

Sources (tasks/tasks 13.6.3, commit ee21cc660e, the APK the suite installs):

* ``com/todoroo/andlib/utility/DateUtilities.java``: ``getRelativeDateTime`` -- a day
  more than six days from today (``isWithinSixDays``: start-of-day distance > 6 days,
  either way) is a full date (``getFullDate``: ``DateTimeFormatter.ofLocalizedDate(style)``,
  MEDIUM "Oct 30", FULL "Monday, October 30") or, with a time, a full date-time
  (``ofLocalizedDateTime(style, SHORT)``, MEDIUM "Oct 30, 5:00 PM"), the current year
  removed (``stripYear``: ``(?: de |, |/| )?YEAR(?:年|년 | г\\.)?``, so another year
  stays: "Oct 30, 2024"); within six days ``getRelativeDay``: "Today", "Tmrw" / "Tomorrow",
  "Yest" / "Yesterday", else the weekday (``TextStyle.SHORT`` "Mon" when the style is
  SHORT or MEDIUM, else FULL "Monday"); a due time adds ``getTimeString`` after the day
  ("Tmrw 5 PM"), and today's timed date is the time alone. ``getTimeString``: "HH:mm" when
  the clock is 24-hour, else "h a" on the hour ("5 PM"), "h:mm a" otherwise.
* ``com/todoroo/astrid/data/Task.kt``: ``hasDueTime`` (``dueDate % 60000 > 0``: a date-only
  due date is stored at noon with zero seconds) and ``isOverdue`` (before now when timed,
  before today's start otherwise).
* ``org/tasks/tasklist/TaskViewHolder.kt`` ``setupDueDate``: the row's ``due_date`` is
  ``getRelativeDateTime(MEDIUM)`` in ``textColorSecondary`` (``text_secondary``:
  ``black_60`` / night ``white_60``), or ``overdue`` (appcompat
  ``error_color_material_light`` #FF5722 / ``_dark`` #FF7043) when overdue; when the list
  is grouped by due date (``sortMode == SORT_DUE``) a row under a day header shows only its
  time (nothing when date-only) unless it is overdue.
* ``org/tasks/tasklist/SectionedDataSource.kt`` and ``HeaderFormatter.kt``: grouped by due
  date, the overdue tasks share one header "Overdue" (``filter_overdue``), the others one
  per day, "Due %s" (``sort_due_group``) of ``getRelativeDay(FULL, lowercase)``: "Due today",
  "Due tomorrow", "Due Monday", "Due Monday, October 30"; tasks without a due date "No due
  date". Grouping is off by default: ``Preferences.groupMode`` reads the int preference
  ``group_mode`` (``p_group_mode``) with the default ``SortHelper.GROUP_NONE`` (-1), so a
  fresh install's "My Tasks" has no headers (as ``4_en-US.jpg`` shows: "Tmrw" at the row's
  end, no header); ``SORT_DUE`` is 2.
* Strings: ``res/values/strings.xml`` and ``res/values-zh-rCN/strings.xml`` (``today``
  今天, ``today_lowercase`` 今日, ``tmrw`` / ``tomorrow`` 明天, ``yest`` / ``yesterday`` 昨天,
  ``filter_overdue`` 已过期, ``no_due_date`` 无截止日期, ``sort_due_group`` "%s截止").

[inferred] the CLDR/ICU patterns of Android 13 for the two locales: en-US MEDIUM "MMM d, y",
FULL "EEEE, MMMM d, y", short time "h:mm a", date-time glue MEDIUM "{1}, {0}", FULL "{1}
'at' {0}", short weekdays "Mon"; zh-CN MEDIUM "y年M月d日", FULL "y年M月d日EEEE", short
time "HH:mm", date-time glue "{1} {0}", weekdays "周一" /
"星期一", AM/PM markers 上午 / 下午; a clock is 24-hour when ``time_12_24`` says "24", or
when it is unset and the locale is zh-CN (its default short time "HH:mm"), 12-hour
otherwise (the simulator's default ``time_12_24`` is 12).
"""

from __future__ import annotations

import datetime
import re

from venus_tasks.sim.apps_ui import tasks_org_store as store
from venus_tasks.sim.screen import strings
from venus_tasks.sim.storage.vfs import FsError

PREFS_PATH = f"/data/data/{store.PACKAGE}/shared_prefs/{store.PACKAGE}_preferences.xml"
GROUP_NONE, SORT_DUE = -1, 2              # SortHelper
HEADER_OVERDUE = -1                       # SectionedDataSource.HEADER_OVERDUE
DAY_MS = 86_400_000
SECONDARY = {False: (0x66, 0x66, 0x66), True: (0xA6, 0xA6, 0xA7)}     # black_60 on white, white_60 on #202124
OVERDUE = {False: (0xFF, 0x57, 0x22), True: (0xFF, 0x70, 0x43)}      # error_color_material_light / _dark

_EN = {"today": "Today", "today_lc": "today", "tmrw": "Tmrw", "tomorrow": "Tomorrow", "tomorrow_lc": "tomorrow",
       "yest": "Yest", "yesterday": "Yesterday", "yesterday_lc": "yesterday", "tmrw_lc": "tmrw", "yest_lc": "yest",
       "overdue": "Overdue",
       "no_due_date": "No due date", "due_group": "Due {}"}
_ZH = {"today": "今天", "today_lc": "今日", "tmrw": "明天", "tomorrow": "明天", "tomorrow_lc": "明天",
       "yest": "昨天", "yesterday": "昨天", "yesterday_lc": "昨天", "tmrw_lc": "明天", "yest_lc": "昨天",
       "overdue": "已过期",
       "no_due_date": "无截止日期", "due_group": "{}截止"}
_ZH_WEEKDAYS = "一二三四五六日"


def _s(model, key: str) -> str:
    return (_ZH if strings.is_zh(model) else _EN)[key]


def _local(model, ms: int) -> datetime.datetime:
    return store.local_date(model, ms)


def has_due_time(ms: int) -> bool:
    """``Task.hasDueTime``: seconds set (a date-only due date has none)."""
    return ms > 0 and ms % 60000 > 0


def is_overdue(model, ms: int) -> bool:
    """``Task.isOverdue`` for an open task due at ``ms`` (epoch ms, > 0)."""
    now = model.clock.now_ns() // 10**6
    return ms < (now if has_due_time(ms) else store.local_midnight_ms(model, store.today(model)))


def is_24h(model) -> bool:
    """``DateFormat.is24HourFormat`` (see the module docstring)."""
    setting = model.settings.get_str("system", "time_12_24")
    return setting == "24" or (setting not in ("12", "24") and strings.is_zh(model))


def time_text(model, ms: int) -> str:
    """``DateUtilities.getTimeString`` (``DateTime.toString``: ``SimpleDateFormat`` in the
    default locale): "17:00", "5 PM", "5:30 PM", zh "5 下午"."""
    dt = _local(model, ms)
    if is_24h(model):
        return f"{dt:%H:%M}"
    ampm = ("上午" if dt.hour < 12 else "下午") if strings.is_zh(model) else ("AM" if dt.hour < 12 else "PM")
    return f"{(dt.hour % 12) or 12} {ampm}" if dt.minute == 0 else f"{(dt.hour % 12) or 12}:{dt.minute:02d} {ampm}"


def _weekday(model, d: datetime.date, short: bool) -> str:
    if strings.is_zh(model):
        return ("周" if short else "星期") + _ZH_WEEKDAYS[d.weekday()]
    return f"{d:%a}" if short else f"{d:%A}"


def full_date(model, d: datetime.date, full: bool = False) -> str:
    """``getFullDate`` MEDIUM ("Oct 30", "Oct 30, 2024", "10月30日") or FULL ("Monday,
    October 30", "10月30日星期一"), the device's year stripped."""
    if strings.is_zh(model):
        text = f"{d.year}年{d.month}月{d.day}日" + (_weekday(model, d, False) if full else "")
    else:
        text = f"{d:%A}, {d:%B} {d.day}, {d.year}" if full else f"{d:%b} {d.day}, {d.year}"
    return strip_year(text, store.today(model).year)


def strip_year(text: str, year: int) -> str:
    """``DateUtilities.stripYear``."""
    return re.sub(r"(?: de |, |/| )?%d(?:年|년 | г\.)?" % year, "", text)


def _full_date_time(model, ms: int, full: bool) -> str:
    """``getFullDateTime``: the locale's SHORT time ("5:00 PM", zh "17:00"; the 12/24-hour
    setting does not reach ``DateTimeFormatter``)."""
    dt = _local(model, ms)
    if strings.is_zh(model):
        text = f"{dt.year}年{dt.month}月{dt.day}日" + (_weekday(model, dt.date(), False) if full else "")
        text += f" {dt:%H:%M}"
    else:
        day = f"{dt:%A}, {dt:%B} {dt.day}, {dt.year}" if full else f"{dt:%b} {dt.day}, {dt.year}"
        clock = f"{(dt.hour % 12) or 12}:{dt.minute:02d} {'AM' if dt.hour < 12 else 'PM'}"
        text = f"{day}{' at ' if full else ', '}{clock}"
    return strip_year(text, store.today(model).year)


def _delta(model, ms: int) -> int:
    return (_local(model, ms).date() - store.today(model)).days


def relative_day(model, ms: int, *, abbreviated: bool, lowercase: bool = False) -> str:
    """The private ``getRelativeDay``: "Today", "Tmrw"/"Tomorrow", "Yest"/"Yesterday",
    else the weekday (for a day within six days of today)."""
    delta = _delta(model, ms)
    if delta == 0:
        return _s(model, "today_lc" if lowercase else "today")
    if delta in (1, -1):
        word = ("tmrw" if delta == 1 else "yest") if abbreviated else ("tomorrow" if delta == 1 else "yesterday")
        return _s(model, word + ("_lc" if lowercase else ""))
    return _weekday(model, _local(model, ms).date(), abbreviated)


def relative_date_time(model, ms: int, *, full: bool = False) -> str:
    """``getRelativeDateTime`` MEDIUM (``full`` False: the list row) or FULL (the editor)."""
    if abs(_delta(model, ms)) > 6:
        if has_due_time(ms):
            return _full_date_time(model, ms, full)
        return full_date(model, _local(model, ms).date(), full)
    day = relative_day(model, ms, abbreviated=not full)
    if not has_due_time(ms):
        return day
    return time_text(model, ms) if _delta(model, ms) == 0 else f"{day} {time_text(model, ms)}"


def no_due_date(model) -> str:
    """``R.string.no_due_date``: "No due date", zh "无截止日期"."""
    return _s(model, "no_due_date")


def group_mode(model) -> int:
    """``Preferences.groupMode``: the int preference ``group_mode``, else ``GROUP_NONE``."""
    try:
        data = model.vfs.read(PREFS_PATH).decode("utf-8", "replace")
    except FsError:
        return GROUP_NONE
    m = re.search(r'<int name="group_mode" value="(-?\d+)"\s*/>', data)
    return int(m.group(1)) if m else GROUP_NONE


def header_value(model, due: int) -> int:
    """A task's section under due-date grouping: 0 (no due date), ``HEADER_OVERDUE``, or
    the local start of its day (epoch ms)."""
    if not due:
        return 0
    if due < store.local_midnight_ms(model, store.today(model)):
        return HEADER_OVERDUE
    return store.local_midnight_ms(model, _local(model, due).date())


def header_text(model, value: int) -> str:
    """``HeaderFormatter.headerString`` for ``SORT_DUE``: "Overdue", "No due date", "Due
    today", "Due tomorrow", "Due Monday", "Due Monday, October 30" (zh "今日截止" ...)."""
    if value == HEADER_OVERDUE:
        return _s(model, "overdue")
    if value == 0:
        return _s(model, "no_due_date")
    if abs(_delta(model, value)) > 6:
        day = full_date(model, _local(model, value).date(), full=True)
    else:
        day = relative_day(model, value, abbreviated=False, lowercase=True)
    return _s(model, "due_group").format(day)


def row_text(model, due: int, grouped: bool) -> str | None:
    """The list row's ``due_date`` text (``setupDueDate``); None when the row has no due
    date; "" under a due-date header for a date-only task that is not overdue."""
    if not due:
        return None
    if grouped and due >= store.local_midnight_ms(model, store.today(model)):
        return time_text(model, due) if has_due_time(due) else ""
    return relative_date_time(model, due)


def row_colour(model, due: int) -> tuple:
    """The ``due_date`` text colour: ``overdue`` or ``text_secondary`` (day / night)."""
    return (OVERDUE if is_overdue(model, due) else SECONDARY)[bool(model.night_mode())]
