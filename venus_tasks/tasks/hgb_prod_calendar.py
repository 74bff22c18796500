"""Hard GUI browsing (HGB) over Simple Calendar Pro and Tasks: answers (a date, a count)
that need the event list, event screens and task screens, and some reasoning over seeded
events and tasks with decoys. (Issue 27 retired the busiest day and the tasks due during a
trip: a look at one or two lists answered them.)

Dates are matched with ``verifiers.facts.stated_dates`` (any format, year optional) and
counts with ``verifiers.facts.stated_counts`` (a bare number is read when no counted noun
is stated); a hedge between two dates or counts fails.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.bc import UniquenessError
from venus_tasks.tasks import prod_seed as S
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from verifiers.facts import dates, stated_counts, stated_dates
from verifiers.numbers import stated_numbers

HEADER_DP, EVENT_ROW_DP = 44, 72          # records.list_page: a day's section title, a two-line row
TASK_NOUNS = ("task", "to-do", "todo", "item", "任务", "待办", "项", "个")


def count_stated(answer: str, nouns: tuple[str, ...], ignore: set[int]) -> set[int]:
    """The counts ``answer`` states of ``nouns``; without any, its whole numbers other than
    ``ignore`` (the day numbers and year the question itself gives)."""
    counts = stated_counts(answer, nouns)
    if counts:
        return counts
    return {int(n) for n in stated_numbers(answer) if n == n.to_integral_value() and n >= 0 and int(n) not in ignore}


def _event(title: str, day: int, start: float, hours: float, **extra) -> dict:
    return {"title": title, "day": day, "start": S.ts(day, start), "end": S.ts(day, start + hours), **extra}


# ------------------------------------------------------------------ Calendar: the next event at L
@register_task("venus")
class GUIBrowsingCalendarNextAtLocation(VenusTask):
    """The date of the first event at location L after date D; the list shows titles and
    times only, the location is on each event's screen: 8-10 events elsewhere come
    between D and the answer (opened one by one), the month's list is longer than a
    screen.

    Decoys: an event at L on or before D, a later event at L, events elsewhere between.
    Success: the answer states that date (any format) and no other date.
    """

    app_names = ("simple calendar pro",)
    complexity = 4.0
    template = "In Simple Calendar Pro, on what date is my first event at {location} after {after}?"
    variant_texts = {"zh": "在 Simple Calendar Pro 里，{after_zh}之后我第一个在 {location} 的活动是哪一天？",
                     "paraphrase": "Check Simple Calendar Pro: after {after}, when is the next event I have at "
                                   "{location}? Tell me the date."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "calendar", "date"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        after = rng.randint(5, 15)
        location, *others = rng.sample(S.LOCATIONS, 5)
        target = after + rng.randint(8, 12)
        days = [("target", target, location), ("earlier", rng.randint(after - 3, after), location),
                ("later", rng.randint(target + 1, 31), location)]
        days += [("between", rng.randint(after + 1, target), rng.choice(others)) for _ in range(rng.randint(8, 10))]
        days += [("filler", rng.randint(1, after), rng.choice(others)) for _ in range(rng.randint(4, 6))]
        days += [("filler", rng.randint(target + 1, 31), rng.choice(others)) for _ in range(2)]
        taken: dict[int, list[int]] = {}
        events = []
        for role, d, loc in days:
            h = rng.choice([h for h in (8, 9, 10, 11, 13, 14, 15, 16, 17) if h not in taken.setdefault(d, [])])
            taken[d].append(h)
            t = rng.choice(S.EVENT_TITLES)
            events.append(_event(t, d, h, rng.choice((1, 1.5)), location=loc, role=role,
                                 description=f"{t} ({rng.choice(('monthly', 'weekly', 'one-off'))})"))
        events.sort(key=lambda e: e["start"])
        first = next(e for e in events if e["location"] == location and e["day"] > after)
        if first["role"] != "target":
            raise UniquenessError(f"the first event at {location} after day {after} is {first}")
        opened = sum(1 for e in events if e["day"] > after and e["start"] < first["start"])
        by_role = {e["role"]: e["day"] for e in events}
        return {"location": location, "after_day": after, "after": S.day_text(after), "after_zh": S.day_zh(after),
                "events": events, "answer_day": target, "earlier_day": by_role["earlier"],
                "later_day": by_role["later"], "opened": opened}

    def setup(self, env) -> None:
        S.seed_events(env.device, self.params["events"])

    def _scrolls(self) -> int:
        """Scrolls down the event list (day titles and rows) until the target's row is in view."""
        heights, day, target = [], None, None
        for e in self.params["events"]:
            if e["day"] != day:
                day = e["day"]
                heights.append(HEADER_DP)
            if e["role"] == "target":
                target = len(heights)
            heights.append(EVENT_ROW_DP)
        return S.vlist_scrolls_to(heights, target)

    @property
    def optimal_steps(self) -> int:
        # open the app; open and leave each event after the date before the target, scrolling
        # the list down as the next one is below the screen; open the target, answer
        return 1 + self._scrolls() + 2 * self.params["opened"] + 1 + 1

    def verify(self, env) -> float:
        want = (10, self.params["answer_day"])   # the goal's own date may be restated ("after Oct 20, ...")
        return float(stated_dates(env.answer, given=dates(self.goal) - {want}) == {want})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        d = self.params["answer_day"]
        yield A.JSONAction(A.OPEN_APP, app_name="Simple Calendar Pro")
        yield A.answer(self.say(en=f"On {S.day_text(d)}, 2023.", zh=f"是{S.day_zh(d)}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        d = p["answer_day"]
        return [
            NearMiss("the event on or before the date", give_answer(f"On {S.day_text(p['earlier_day'])}.")),
            NearMiss("the later event", give_answer(f"On {S.day_text(p['later_day'])}.")),
            NearMiss("a day off", give_answer(f"On {S.day_text(d + 1)}.")),
            NearMiss("hedge", give_answer(f"{S.day_text(d)} or {S.day_text(p['later_day'])}.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]


# ------------------------------------------------------------------ Tasks: high priority in a range
@register_task("venus")
class GUIBrowsingTasksHighPriorityDue(VenusTask):
    """Count the High-priority tasks due in a five-day range; the list shows due dates as
    the app writes them, relative to today ("Fri" within six days, red when overdue, "Oct
    22" beyond), the priority only as the check box's colour (its name is on the task's
    screen).

    Decoys: High-priority tasks due the day before and the day after the range, other
    priorities inside it. Success: the answer states that count and no other.
    """

    app_names = ("tasks",)
    complexity = 2.2      # 20 steps at most (8 tasks in the range) in a budget of 22
    template = "In the Tasks app, how many tasks with High priority are due between {start} and {end} (inclusive)?"
    variant_texts = {"zh": "在 Tasks 应用里，{start_zh}到{end_zh}（含）之间到期的高优先级（High）任务有几个？",
                     "paraphrase": "Count my High priority tasks in the Tasks app that are due from {start} "
                                   "through {end}."}
    info = TaskInfo(Category.HGB, PUDAM(3, 3, 3, 1, 3), Evaluation.ANSWER, tags=("read-many", "tasks", "count"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        start = rng.randint(16, 22)
        days = list(range(start, start + 5))
        # 1-5 of 6-8: with only 2 or 3 High tasks the answer "3" won half the instances
        high, n_inside = rng.randint(1, 5), rng.randint(6, 8)
        inside = [(rng.choice(days), "high") for _ in range(high)]
        inside += [(rng.choice(days), rng.choice(("medium", "low", "none"))) for _ in range(n_inside - high)]
        rows = inside + [(start - 1, "high"), (start + 5, "high"),
                         (rng.choice([d for d in range(8, 31) if d < start - 1 or d > start + 5]), "high")]
        names = rng.sample(S.TASK_TITLES, len(rows))
        tasks = [{"title": n, "priority": pr, "due": S.ts(d, 17)} for n, (d, pr) in zip(names, rows)]
        return {"start": S.day_text(start), "end": S.day_text(start + 4), "start_zh": S.day_zh(start),
                "end_zh": S.day_zh(start + 4), "start_day": start, "tasks": tasks, "count": high,
                "in_range": len(inside)}

    def setup(self, env) -> None:
        S.seed_tasks(env.device, self.params["tasks"])

    @property
    def optimal_steps(self) -> int:
        # today's date from Clock (open it, its Clock tab: the list writes days relative to
        # today), open Tasks, open and leave each task due in the range, answer
        return 2 + 1 + 2 * self.params["in_range"] + 1

    def verify(self, env) -> float:
        s = self.params["start_day"]
        return float(count_stated(env.answer, TASK_NOUNS, set(range(s, s + 5)) | {2023, 10})
                     == {self.params["count"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        k = self.params["count"]
        yield A.JSONAction(A.OPEN_APP, app_name="Tasks")
        yield A.answer(self.say(en=f"{k} tasks.", zh=f"有{k}个高优先级任务。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        k = p["count"]
        return [
            NearMiss("a boundary day counted", give_answer(f"{k + 1} tasks.")),
            NearMiss("every High task", give_answer(f"{k + 3} tasks.")),
            NearMiss("every task in the range", give_answer(f"{p['in_range']} tasks.")),
            NearMiss("hedge", give_answer(f"{k} or {k + 1} tasks.")),
            NearMiss("no answer", leave_untouched),
        ]
