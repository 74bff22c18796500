"""Hard GUI browsing (HGB) over long lists of the productivity apps (Tasks, OpenTracks):
more rows than one screen, so the answer needs scrolling to the end and counting what
meets the question.

Counts are read with ``hgb_prod_calendar.count_stated``.
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
from venus_tasks.tasks.hgb_prod_calendar import TASK_NOUNS, count_stated
from venus_tasks.tasks.hgb_prod_tracks import TRACK_BAR_DP, track, track_names

# records.list_page rows: a Tasks row is one line (the due date at its end, task_adapter_row.xml),
# an OpenTracks row three
TASK_ROW_DP, TRACK_ROW_DP = 44, 100


_VERBS = ("Call", "Email", "Pay", "Book", "Renew", "Check", "Update", "Cancel", "Confirm", "Order", "Return", "Sort")
_OBJECTS = ("the plumber", "the dentist", "the landlord", "the car insurance", "the bank", "the gym", "the vet",
            "the school", "the accountant", "the electrician", "the garage", "the library", "the phone plan",
            "the council", "the travel agent", "the pharmacy")


def task_titles(rng: random.Random, n: int) -> list[str]:
    """``n`` distinct to-do titles ("Renew the gym"), in draw order."""
    return rng.sample([f"{v} {o}" for v in _VERBS for o in _OBJECTS], n)


@register_task("venus")
class GUIBrowsingTasksDueInNovember(VenusTask):
    """Count the open tasks due in November in a Tasks list of 132-148 tasks due from
    mid-October to December, sorted by due date: November's 110-118 one-line rows fill
    six to seven screens, read until the first December task shows.

    Decoys: tasks due October 31 and December 1, and a completed November task (hidden
    by the app). Success: the answer states that count and no other.
    """

    app_names = ("tasks",)
    complexity = 3.5
    template = "How many of my open tasks in the Tasks app are due in November?"
    variant_texts = {"zh": "Tasks 应用里，我还没完成的任务中有几个在十一月到期？",
                     "paraphrase": "Count the unfinished tasks in the Tasks app whose due date is in November."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("scroll", "tasks", "count"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        k, before = rng.randint(110, 118), rng.randint(14, 18)
        n = before + k + rng.randint(8, 12)
        dates = [(11, rng.randint(2, 29)) for _ in range(k)] + [(10, 31), (12, 1)]
        dates += [(10, rng.randint(16, 30)) for _ in range(before - 1)]
        while len(dates) < n:
            dates.append((12, rng.randint(2, 20)))
        names = task_titles(rng, n + 1)
        tasks = [{"title": t, "priority": rng.choice(tuple(S.PRIORITY)), "due": S.ts(d, 12, m)}
                 for t, (m, d) in zip(names, dates)]
        tasks.append({"title": names[-1], "priority": "low", "due": S.ts(rng.randint(2, 29), 12, 11),
                      "completed": True})
        rng.shuffle(tasks)
        return {"tasks": tasks, "count": k, "rows": n, "first_december": before + k}

    def setup(self, env) -> None:
        S.seed_tasks(env.device, self.params["tasks"])

    @property
    def optimal_steps(self) -> int:
        # open, scroll until the first December task (the list is sorted by due date), answer
        return 1 + S.scrolls_to_row(self.params["first_december"], TASK_ROW_DP, toolbar_dp=56, below_dp=56) + 1

    def verify(self, env) -> float:
        return float(count_stated(env.answer, TASK_NOUNS, {2023, 11}) == {self.params["count"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        k = self.params["count"]
        yield A.JSONAction(A.OPEN_APP, app_name="Tasks")
        yield A.answer(self.say(en=f"{k} tasks are due in November.", zh=f"十一月到期的有{k}个任务。"))

    def near_misses(self) -> list[NearMiss]:
        k = self.params["count"]
        return [
            NearMiss("a boundary day or the completed task counted", give_answer(f"{k + 1} tasks.")),
            NearMiss("both boundary days counted", give_answer(f"{k + 2} tasks.")),
            NearMiss("the last one below the screen missed", give_answer(f"{k - 1} tasks.")),
            NearMiss("hedge", give_answer(f"{k} or {k + 1} tasks.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]


@register_task("venus")
class GUIBrowsingTracksLongerThan(VenusTask):
    """Count the tracks of activity X longer than D km in an OpenTracks list of 118-126
    tracks (six months, newest first, about 16 screens read to the end); tracks of
    other activities are longer too, and one of X is just under D.

    Success: the answer states that count and no other.
    """

    app_names = ("open tracks sports tracker",)
    complexity = 6.0
    template = "How many of my {activity} tracks in OpenTracks are longer than {km} km?"
    variant_texts = {"zh": "OpenTracks 里，我有几条 {activity} 类型的轨迹距离超过 {km} 公里？",
                     "paraphrase": "In OpenTracks, count the {activity} tracks whose distance is over {km} km."}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER, tags=("scroll", "tracks", "count"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        activity, *others = rng.sample(S.ACTIVITIES, 3)
        km = rng.choice((5, 8, 10, 12, 15))
        n = rng.randint(118, 126)
        k = rng.randint(8, 14)
        limit = km * 1000
        rows = [(activity, rng.randrange(limit + 80, limit + 9000, 7)) for _ in range(k)]
        rows += [(activity, limit - rng.randrange(20, 70, 7))]
        rows += [(activity, rng.randrange(1000, limit - 500, 7)) for _ in range(rng.randint(5, 9))]
        rows += [(rng.choice(others), rng.randrange(limit + 80, limit + 9000, 7)) for _ in range(4)]
        while len(rows) < n:
            rows.append((rng.choice(others), rng.randrange(1000, limit + 9000, 7)))
        rng.shuffle(rows)
        names = track_names(rng, [act for act, _ in rows])
        days = rng.sample(range(6 * 28), n)              # May to October, one track a day at most
        tracks = [track(rng, name, act, 5 + d // 28, 1 + d % 28, metres, rng.randrange(20, 500))
                  for name, (act, metres), d in zip(names, rows, days)]
        count = sum(t["activity"] == activity and t["metres"] > limit for t in tracks)
        if count != k:
            raise UniquenessError(f"{count} {activity} tracks over {km} km, drawn for {k}")
        return {"activity": activity, "km": km, "tracks": tracks, "count": k}

    def setup(self, env) -> None:
        S.seed_tracks(env.device, self.params["tracks"])

    @property
    def optimal_steps(self) -> int:
        return 1 + S.list_scrolls(len(self.params["tracks"]), TRACK_ROW_DP, below_dp=TRACK_BAR_DP) + 1

    def verify(self, env) -> float:
        return float(count_stated(env.answer, ("track", "run", "ride", "hike", "walk", "activity", "轨迹", "条", "次"),
                                  {self.params["km"], 2023}) == {self.params["count"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        k = self.params["count"]
        yield A.JSONAction(A.OPEN_APP, app_name="OpenTracks")
        yield A.answer(self.say(en=f"{k} tracks.", zh=f"有{k}条轨迹。"))

    def near_misses(self) -> list[NearMiss]:
        k = self.params["count"]
        return [
            NearMiss("the one just under counted", give_answer(f"{k + 1} tracks.")),
            NearMiss("other activities counted", give_answer(f"{k + 2} tracks.")),
            NearMiss("one missed", give_answer(f"{k - 1} tracks.")),
            NearMiss("hedge", give_answer(f"{k} or {k + 1} tracks.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]
