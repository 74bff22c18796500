"""Noise resistance (NR) over Simple Calendar Pro: one event with its day, start and end
time set in the app's pickers while the app crashes, two calls ring and another app jumps
to the front (VenusBench-Mobile's ``NoiseResistSimpleCalendarAddRepeatingEventCallandAPPCollapse``
force-stops the app at step 8-14 and calls at 15-20 and 22-28, ``shared/reference/
venusbench.md`` section 10 row 76). Read back from the app's ``events`` table
(``apps.simple_calendar``); a crash tempts an agent into saving the event twice, which
fails.
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from apps import simple_calendar as calendar
from noise import NoiseSpec
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import nr_plan
from venus_tasks.tasks.common import leave_untouched
from verifiers.answer import normalize
from verifiers.guard import MayChange

DAY_S = 86_400
TODAY = datetime.date(2023, 10, 15)     # the device's date (AndroidWorld's AVD clock)
_APP = "simple calendar pro"
_TITLES = {"Team lunch": "团队午餐", "Piano recital": "钢琴演奏会", "Budget review": "预算评审",
           "Car inspection": "汽车年检", "Yoga class": "瑜伽课", "Book club": "读书会"}
_OTHERS = ("Dentist", "Flight to Oslo", "Parents' evening", "Gym", "Haircut", "Quarterly call")
_WEEKDAYS_ZH = "一二三四五六日"


def _event(title: str, start: int, minutes: int) -> calendar.CalendarEvent:
    return calendar.CalendarEvent(start_ts=start, end_ts=start + minutes * 60, title=title, reminder_1_minutes=10)


@register_task("venus")
class NoiseResistCalendarEventCrash(VenusTask):
    """Add one event (title, a day 1-14 days ahead in October, start and end time drawn
    per instance; 3-5 other events seeded) in Simple Calendar Pro while the app crashes
    in the editor (what was typed and picked is lost), a call rings until handled,
    another app jumps to the front and a second call rings. Success: exactly one new event
    with that title (case and spacing aside) starting and ending at the asked minutes;
    every seeded event as it was."""

    app_names = (_APP,)
    complexity = 4.0
    template = "Add an event to Simple Calendar Pro: {title} on {date_text} from {start} to {end}."
    variant_texts = {"zh": "在 Simple Calendar Pro 中添加一个日程：{title}，{date_text}，{start} 到 {end}。",
                     "paraphrase": "Put {title} in Simple Calendar Pro for {date_text}, starting at {start} and "
                                   "ending at {end}."}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise", "calendar"))
    may_change = MayChange(stores=("simple calendar pro:events",))
    noise_plan = (NoiseSpec("crash", step=(6, 7)),
                  NoiseSpec("call", step=(11, 11), args={"ring_steps": 0}),
                  NoiseSpec("popup", step=(14, 15), args={"mode": "app"}),
                  NoiseSpec("call", step=(19, 20), args={"ring_steps": 0}))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        days = rng.randint(1, 14)
        day = TODAY + datetime.timedelta(days=days)
        hour = rng.choice([h for h in range(8, 19) if h != 16])        # the editor starts at 16:00
        minute = rng.choice((15, 30, 45))
        end_hour = hour + rng.randint(1, 2)
        end_minute = rng.choice([m for m in (0, 15, 30, 45) if m != minute])
        title = rng.choice(sorted(_TITLES))
        others = [[t, rng.choice([d for d in range(-5, 20) if d != days]), rng.randint(8, 19), rng.choice((0, 30))]
                  for t in rng.sample(_OTHERS, rng.randint(3, 5))]
        params = {"title": title, "days": days, "hour": hour, "minute": minute, "end_hour": end_hour,
                  "end_minute": end_minute, "start": f"{hour:02d}:{minute:02d}",
                  "end": f"{end_hour:02d}:{end_minute:02d}", "date_text": day.strftime("%A, %B %-d"),
                  "others": others}
        return zh.with_data(params, title=_TITLES[title],
                            date_text=f"{day.month}月{day.day}日（星期{_WEEKDAYS_ZH[day.weekday()]}）")

    def _midnight(self, env) -> int:
        now = int(float(env.device.run(["date", "+%s"]).strip()))
        return now - now % DAY_S

    def setup(self, env) -> None:
        midnight = self._midnight(env)
        events = [_event(t, midnight + d * DAY_S + h * 3600 + m * 60, 60) for t, d, h, m in self.params["others"]]
        calendar.replace_events(env.device, sorted(events, key=lambda e: e.start_ts))
        self.before = calendar.list_events(env.device)
        p = self.params
        self.start_ts = midnight + p["days"] * DAY_S + p["hour"] * 3600 + p["minute"] * 60
        self.end_ts = midnight + p["days"] * DAY_S + p["end_hour"] * 3600 + p["end_minute"] * 60

    def verify(self, env) -> float:
        after = calendar.list_events(env.device)
        old = {e.id for e in self.before}
        new = [e for e in after if e.id not in old]
        if len(new) != 1 or [e for e in after if e.id in old] != self.before:
            return 0.0
        (e,) = new
        return float(e.start_ts == self.start_ts and e.end_ts == self.end_ts
                     and normalize(e.title) == normalize(self.params["title"]))

    def _add(self, start_shift: int = 0, end_shift: int = 0, copies: int = 1, no_end: bool = False):
        """An apply: ``copies`` new events, start and end moved by the shifts (seconds);
        ``no_end``: ending when it starts (the end time never set)."""
        def apply(task, env) -> None:
            minutes = 0 if no_end else (task.end_ts + end_shift - task.start_ts - start_shift) // 60
            calendar.add_events(env.device, [_event(task.params["title"], task.start_ts + start_shift, minutes)
                                             for _ in range(copies)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Simple Calendar Pro")
        self._add()(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        return [NearMiss("untouched", leave_untouched),
                NearMiss("saved twice after a crash", self._add(copies=2)),
                NearMiss("the end time left at the start", self._add(no_end=True)),
                NearMiss("a day late", self._add(DAY_S, DAY_S)),
                NearMiss("the start an hour off", self._add(start_shift=3600))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_calendar.py``): open the
        app; the editor as one unit (a crash loses it): +, Event, the title, the start
        date (the day, OK), the start time (hour, minute, OK), the end time (hour,
        minute, OK), Save; the reminder Disclaimer's OK; done."""
        plan = [nr_plan.opener(_APP)]
        plan += nr_plan.work(_APP, 0, ("+", "Event", "title", "start date", "day", "OK", "start time", "hour",
                                       "minute", "OK", "end time", "hour", "minute", "OK", "Save"))
        return plan + [nr_plan.Act(_APP, label="Disclaimer OK"), nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 18 without noise; the crash: Close app, open the app, the editor so far again;
        # each call: Decline; the pop-up: open the app again
        return nr_plan.steps(self.base_plan(), self.noise_events)
