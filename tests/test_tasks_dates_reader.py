"""The solvers' reader of Tasks' due dates (``venus_tasks/solvers/tasks_dates.py``): every
text the simulated app writes (``venus_tasks/sim/apps_ui/tasks_org_dates.py``) reads back
to its day, in English and Chinese, a bare weekday before today only when it is overdue;
today's date from the Clock tab of a device whose Clock was left on another tab."""

from __future__ import annotations

import datetime

import pytest

from venus_tasks.sim import DeviceModel
from venus_tasks.sim.apps_ui import tasks_org_dates as app
from venus_tasks.solvers import tasks_dates as reader

TODAY = datetime.date(2023, 10, 15)          # the simulated device's day (a Sunday)


def _noon_ms(d: datetime.date, seconds: int = 0, hour: int = 12, minute: int = 0) -> int:
    return int(datetime.datetime(d.year, d.month, d.day, hour, minute, seconds,
                                 tzinfo=datetime.timezone.utc).timestamp() * 1000)


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
@pytest.mark.parametrize("full", [False, True])          # the list row (MEDIUM) and the editor (FULL)
def test_every_text_the_app_writes_reads_back_to_its_day(locale, full):
    model = DeviceModel("emulator-5554", 5554)
    model.props["persist.sys.locale"] = locale
    for offset in [*range(-9, 10), 40, 90]:
        day = TODAY + datetime.timedelta(days=offset)
        for ms in (_noon_ms(day), _noon_ms(day, seconds=1, hour=17, minute=30)):
            text = app.relative_date_time(model, ms, full=full)
            got = reader.due_date(text, TODAY, overdue=app.is_overdue(model, ms))
            assert got == day, (locale, full, offset, text, got)


def test_a_bare_weekday_is_read_ahead_unless_overdue():
    assert reader.due_date("Fri", TODAY) == datetime.date(2023, 10, 20)
    assert reader.due_date("Fri", TODAY, overdue=True) == datetime.date(2023, 10, 13)
    assert reader.due_date("周五", TODAY, overdue=True) == datetime.date(2023, 10, 13)
    assert reader.due_date("Oct 20", TODAY, overdue=True) == datetime.date(2023, 10, 20)   # stated: no guess


def test_stated_day_tells_stated_dates_from_relative_ones():
    assert reader.stated_day("Jan 5, 2024") == (2024, 1, 5)
    assert reader.stated_day("10月30日 17:30") == (None, 10, 30)
    assert [reader.stated_day(t) for t in ("Tmrw", "Fri", "5 PM", "明天 5 下午", "Mar")] == [None] * 5


def test_unreadable_text_is_an_error_not_a_guess():
    with pytest.raises(ValueError, match="cannot read the due date"):
        reader.due_date("Someday", TODAY)
    with pytest.raises(ValueError, match="cannot read the Clock's date"):
        reader.clock_date("Oct 15")


def test_the_clock_date_takes_the_year_its_weekday_names():
    assert reader.clock_date("Sun, Oct 15") == TODAY
    assert reader.clock_date("10月15日周日") == TODAY
    assert reader.clock_date("Tue, Oct 15") == datetime.date(2024, 10, 15)


def test_device_today_reads_the_clock_tab_even_when_clock_was_left_on_another():
    from venus_tasks.pudam.run import stepped_sim
    from venus_tasks.solvers.gui import Gui

    server, env = stepped_sim()
    try:
        gui = Gui(env, budget=10)
        gui.open_app("Clock")
        gui.click(rid="page_stopwatch")
        assert gui.find(rid="date") is None
        gui.open_app("Tasks")
        assert reader.device_today(gui) == TODAY and gui.steps == 5      # + open Clock, its Clock tab
    finally:
        server.stop()
