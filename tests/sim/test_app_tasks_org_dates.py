"""Tasks' due dates on the simulated device as tasks/tasks 13.6.3 writes them
(``venus_tasks/sim/apps_ui/tasks_org_dates.py``): relative to the device's day (Sunday
2023-10-15, 15:34 UTC) in en-US and zh-CN, overdue in red, the year only when it is not
this year, a time only when the due date has one; section headers only when the
``group_mode`` preference groups by due date (off on a fresh install)."""

from __future__ import annotations

import datetime
import io

from PIL import Image

from apps import tasks_org as T
from tests.sim.ui_helpers import elements, find, tap
from venus_tasks.sim.apps_ui import tasks_org_dates as dates
from venus_tasks.sim.shell import run_split
from venus_tasks.sim.storage import appdata

UTC = datetime.timezone.utc


def _ms(y, mo, d, h=12, mi=0, s=0) -> int:
    return int(datetime.datetime(y, mo, d, h, mi, s, tzinfo=UTC).timestamp() * 1000)


# (title, due ms): date-only due dates at noon with zero seconds, timed ones with a second set
DUES = [("Old receipt", _ms(2023, 10, 8)), ("Water plants", _ms(2023, 10, 14)),
        ("Stand-up", _ms(2023, 10, 15, 9, 30, 1)), ("Buy bread", _ms(2023, 10, 15)),
        ("Dentist", _ms(2023, 10, 16, 17, 0, 1)), ("Pay rent", _ms(2023, 10, 20)),
        ("Book hotel", _ms(2023, 10, 22)), ("Car service", _ms(2023, 10, 30, 17, 30, 1)),
        ("Renew lease", _ms(2024, 1, 5)), ("Someday", 0)]
EN = {"Old receipt": "Oct 8", "Water plants": "Yest", "Stand-up": "9:30 AM", "Buy bread": "Today",
      "Dentist": "Tmrw 5 PM", "Pay rent": "Fri", "Book hotel": "Oct 22", "Car service": "Oct 30, 5:30 PM",
      "Renew lease": "Jan 5, 2024"}
ZH = {"Old receipt": "10月8日", "Water plants": "昨天", "Stand-up": "9:30 上午", "Buy bread": "今天",
      "Dentist": "明天 5 下午", "Pay rent": "周五", "Book hotel": "10月22日", "Car service": "10月30日 17:30",
      "Renew lease": "2024年1月5日"}
OVERDUE = {"Old receipt", "Water plants", "Stand-up"}


def _seed(sh, model) -> None:
    sh("am start -n " + T.APP.activity)
    con = appdata.load_db(model.vfs.read(T.DB_PATH))
    for title, due in DUES:
        con.execute("INSERT INTO tasks (title, importance, dueDate, hideUntil, created, modified, completed, deleted, "
                    "notes, estimatedSeconds, elapsedSeconds, timerStart, notificationFlags, lastNotified, collapsed, "
                    "parent) VALUES (?, 3, ?, 0, 0, 0, 0, 0, NULL, 0, 0, 0, 0, 0, 0, 0)", (title, due))
    model.vfs.write(T.DB_PATH, appdata.dump_db(con))
    sh("am force-stop org.tasks")
    sh("am start -n " + T.APP.activity)


def _rows(sh) -> tuple[dict, list]:
    """``({title: due text}, [every text top to bottom])`` of the list on screen (scrolled
    to its end: the ten rows do not fit)."""
    seen, texts = {}, []
    for _ in range(3):
        title = None
        for e in elements(sh):
            rid = e.resource_id.rsplit("/", 1)[-1]
            if e.text and e.text not in texts:
                texts.append(e.text)
            if rid == "title":
                title = e.text
            elif rid == "due_date" and title is not None:
                seen[title] = e.text
        sh("input swipe 540 1800 540 900 400")
    return seen, texts


def test_rows_write_the_due_date_relative_to_the_device_day_in_english(sh, model):
    _seed(sh, model)
    seen, _ = _rows(sh)
    assert seen == EN
    assert "Someday" not in seen                                      # no due date: no date view


def test_rows_write_the_due_date_in_chinese_under_zh_cn(sh, model):
    sh("setprop persist.sys.locale zh-CN", root=True)
    _seed(sh, model)
    assert _rows(sh)[0] == ZH


def test_a_24_hour_setting_gives_24_hour_times_but_not_to_full_dates(sh, model):
    sh("settings put system time_12_24 24")
    _seed(sh, model)
    seen = _rows(sh)[0]
    assert seen["Stand-up"] == "09:30" and seen["Dentist"] == "Tmrw 17:00"
    assert seen["Car service"] == "Oct 30, 5:30 PM"                  # DateTimeFormatter keeps the locale's pattern


def test_overdue_dates_are_red_and_the_others_grey(sh, model):
    _seed(sh, model)
    got = {}
    png = Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB")
    title = None
    for e in elements(sh):
        rid = e.resource_id.rsplit("/", 1)[-1]
        if rid == "title":
            title = e.text
        elif rid == "due_date":
            b = e.bbox
            got[title] = {png.getpixel((x, y)) for x in range(b.x_min, b.x_max) for y in range(b.y_min, b.y_max)}
    assert got, "no due dates on screen"
    for title, colours in got.items():
        assert (dates.OVERDUE[False] in colours) == (title in OVERDUE), title
        assert (dates.SECONDARY[False] in colours) == (title not in OVERDUE), title


def test_grouping_by_due_date_adds_the_app_headers_and_leaves_the_day_to_them(sh, model):
    _seed(sh, model)
    sh("am force-stop org.tasks")
    sh("mkdir -p /data/data/org.tasks/shared_prefs", root=True)
    model.vfs.write(dates.PREFS_PATH, b"<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n"
                                      b'    <int name="group_mode" value="2" />\n</map>\n')
    sh("am start -n " + T.APP.activity)
    seen, texts = _rows(sh)
    headers = [t for t in texts if t.startswith(("Due ", "Overdue", "No due date"))]
    assert headers == ["Overdue", "Due today", "Due tomorrow", "Due Friday", "Due Sunday, October 22",
                       "Due Monday, October 30", "Due Friday, January 5, 2024", "No due date"]
    assert texts.index("Overdue") < texts.index("Old receipt") < texts.index("Due today") < texts.index("Buy bread")
    assert {t: seen[t] for t in OVERDUE} == {t: EN[t] for t in OVERDUE}    # overdue rows keep their date
    assert seen["Dentist"] == "5 PM" and seen["Pay rent"] == "" and seen["Car service"] == "5:30 PM"


def test_headers_in_chinese(model):
    model.props["persist.sys.locale"] = "zh-CN"
    assert [dates.header_text(model, dates.header_value(model, ms)) for ms in
            (_ms(2023, 10, 14), _ms(2023, 10, 15), _ms(2023, 10, 16), _ms(2023, 10, 20), _ms(2023, 10, 22), 0)] == [
        "已过期", "今日截止", "明天截止", "星期五截止", "10月22日星期日截止", "无截止日期"]


def test_the_editor_row_writes_the_full_relative_date(sh, model):
    _seed(sh, model)
    tap(sh, "Dentist")
    assert find(sh, "Tomorrow 5 PM") is not None
