"""Answers of the HGB tasks over Simple Calendar Pro and Tasks
(``venus_tasks/tasks/hgb_prod_calendar.py``): a correct answer phrased another way (date
formats, units, number words, Chinese) passes; the plausible wrong ones (the decoy
event, a day off, the busier-looking day, a boundary task counted, a hedge) fail."""

from __future__ import annotations

import datetime

from venus_tasks.tasks import hgb_prod_calendar as H
from tests.answer_checks import check_answers

SEED = 7


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_next_event_at_location(env):
    p = H.GUIBrowsingCalendarNextAtLocation.generate_random_params(SEED)
    d = datetime.date(2023, 10, p["answer_day"])
    e, later = p["earlier_day"], p["later_day"]
    good = [f"{d:%B %-d}", f"{d:%Y-%m-%d}", f"It's on {d:%a, %b %-d, %Y}.", f"10/{d.day}/2023", f"{d.day} October",
            f"10月{d.day}日"]
    bad = [f"October {e}", f"October {later}", f"October {d.day + 1}", f"October {d.day} or October {later}",
           "", "I could not find it."]
    _check(env, H.GUIBrowsingCalendarNextAtLocation, good, bad)


def test_busiest_day(env):
    p = H.GUIBrowsingCalendarBusiestDay.generate_random_params(SEED)
    d, mins = p["answer_day"], p["minutes"]
    h, rest = divmod(mins, 60)
    hm = f"{h} hours {rest} minutes" if rest else f"{h} hours"
    good = [f"October {d}, {mins / 60:g} hours", f"Oct {d}: {hm}", f"2023-10-{d:02d} with {mins} minutes booked",
            f"10月{d}日，一共{mins / 60:g}小时"]
    bad = [f"October {p['many_day']}, {p['many_minutes'] / 60:g} hours", f"October {d}",
           f"October {p['outside_day']}, {mins / 60 + 1:g} hours", f"October {d}, {mins / 60 + 0.5:g} hours",
           f"October {d} or October {p['many_day']}, {mins / 60:g} hours", f"{mins / 60:g} hours"]
    _check(env, H.GUIBrowsingCalendarBusiestDay, good, bad)


def test_due_during_trip(env):
    p = H.GUIBrowsingTasksDueDuringTrip.generate_random_params(SEED)
    k = p["count"]
    words = {2: "Two", 3: "Three", 4: "Four"}
    good = [f"{k}", f"{words[k]} tasks.", f"{k} tasks are due between Oct {p['first']} and Oct {p['last']}.",
            f"有{k}个任务", f"{k} to-dos"]
    bad = [f"{k + 1} tasks", f"{k - 1} tasks", f"{k} or {k + 1} tasks", "None of them.", ""]
    _check(env, H.GUIBrowsingTasksDueDuringTrip, good, bad)


def test_high_priority_due(env):
    p = H.GUIBrowsingTasksHighPriorityDue.generate_random_params(SEED)
    k = p["count"]
    good = [f"{k} tasks", f"There are {k} high priority tasks due in that range.", f"{k}", f"{k}个任务",
            f"共{'二三'[k - 2]}个"]
    bad = [f"{k + 1} tasks", f"{p['in_range']} tasks", f"{k} or {k + 1}", f"{k - 1} tasks", ""]
    _check(env, H.GUIBrowsingTasksHighPriorityDue, good, bad)
