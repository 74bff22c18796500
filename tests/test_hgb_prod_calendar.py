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


def test_high_priority_due(env):
    p = H.GUIBrowsingTasksHighPriorityDue.generate_random_params(SEED)
    k = p["count"]
    good = [f"{k} tasks", f"There are {k} high priority tasks due in that range.", f"{k}", f"{k}个任务",
            f"共{'二三'[k - 2]}个"]
    bad = [f"{k + 1} tasks", f"{p['in_range']} tasks", f"{k} or {k + 1}", f"{k - 1} tasks", ""]
    _check(env, H.GUIBrowsingTasksHighPriorityDue, good, bad)
