"""Function assistance (FA) over Tasks 13.6.3: how a task is moved to another list and its
due date changed (the editor's list chip and due date row, OK, Save), answered with the
task's list and due date on this device.

A to-do collection of 24-28 tasks in 3-4 local lists, due one to six weeks ahead (the
asked one three scrolls down "My Tasks", which sorts by due date); the guard holds the
Tasks database: nothing may change. Read through ``verifiers/``: the steps in order
(``paths.menu_path``), the list by name (``naming.names_only``; the target list may be
named), the due date (``facts.stated_dates``). The due date is 7 days ahead or more, where
the app itself writes a stated date ("Oct 22"; ``sim/apps_ui/tasks_org_dates``: relative
days only within six), so an answer needs no "tomorrow" or weekday reading.
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from apps import medilog, tasks_org
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, leave_untouched, then
from venus_tasks.tasks.prod_seed import scrolls_to_row
from verifiers.facts import stated_dates
from verifiers.naming import names_only
from verifiers.paths import menu_path

_LISTS = ("Home", "Work", "Errands", "Garden", "Family", "Side project")
_TITLES = ("Renew passport", "Book dentist", "Pay water bill", "Order printer ink", "Call the plumber",
           "Return library books", "Plan team offsite", "Update CV", "Fix bike brakes", "Buy birthday card",
           "Clean gutters", "Submit expense report", "Cancel gym trial", "Backup laptop", "Repot the ferns",
           "Send invoice", "Pick up dry cleaning", "Schedule car service", "Write thank-you notes",
           "Review contract", "Buy paint samples", "Sort old photos", "Register for 10k run", "Defrost freezer",
           "Order new glasses", "Prepare slides", "Refill prescriptions", "Donate old clothes", "Wash the car",
           "Book flights", "Check smoke alarms", "Mow the lawn", "Water the plants", "Renew car insurance",
           "Buy stamps", "Fix leaking tap", "Print boarding pass", "Charge camera batteries")
# "My Tasks" rows: one line, 44 dp (records.list_page), between a 56 dp toolbar and a 56 dp bottom
# bar: 17 rows on the first screen, 6 more a scroll (prod_seed.scrolls_to_row's geometry).
ROW_DP, BARS_DP = 44, 56
_VISIBLE, _PER_SCROLL = 17, 6
_DATE_STEPS = (("due date", "due", "截止日期", "到期"), ("ok", "确定"))
_MOVE_STEPS = ("save", "保存")


def _noon(now: datetime.datetime, days: int) -> int:
    day = now.date() + datetime.timedelta(days=days)
    return int(datetime.datetime(day.year, day.month, day.day, 12, 0, tzinfo=now.tzinfo).timestamp() * 1000)


@register_task("venus")
class FuncAssistExplainTaskMove(VenusTask):
    """How is "{task}" moved to the {target} list and its due date changed in Tasks, which
    list is it in now, and when is it due?

    Success: the due date row then OK, and the target list then Save, each in order; the
    task's list named (no other list but the target); its due date (month and day).
    Nothing changed.
    """

    app_names = ("tasks",)
    complexity = 2.0
    template = ("How do I move my task \"{task}\" to my {target} list in Tasks and change its due date? Tell me the "
                "steps, which list it is in now, and when it is due.")
    variant_texts = {"zh": "在 Tasks 里怎样把我的任务 \"{task}\" 移到 {target} 列表并修改它的截止日期？请告诉我步骤、"
                           "它现在在哪个列表，以及什么时候到期。",
                     "paraphrase": "Walk me through moving my \"{task}\" task into the {target} list in Tasks and "
                                   "giving it a new due date. Which list holds it now, and what is its due date?"}
    info = TaskInfo(Category.FA, PUDAM(3, 1, 2, 3, 3), Evaluation.ANSWER, tags=("explain", "tasks"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        lists = rng.sample(_LISTS, rng.randint(3, 4))
        titles = rng.sample(_TITLES, rng.randint(_VISIBLE + 3 * _PER_SCROLL, len(_TITLES)))
        days = sorted(rng.sample(range(7, 50), len(titles)))        # distinct days: one order
        index = rng.randint(_VISIBLE + 2 * _PER_SCROLL, _VISIBLE + 3 * _PER_SCROLL - 1)
        home = [rng.choice(lists) for _ in titles]
        task, list_now = titles[index], home[index]
        target = rng.choice([x for x in lists if x != list_now])
        return {"task": task, "target": target, "list": list_now, "lists": lists, "titles": titles,
                "days": days, "home": home, "index": index, "due_days": days[index]}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        now = medilog.local_now(dev)
        self.due = (now.date() + datetime.timedelta(days=p["due_days"]))
        by_list: dict[str, list[tasks_org.Task]] = {x: [] for x in p["lists"]}
        for title, days, where in zip(p["titles"], p["days"], p["home"]):
            by_list[where].append(tasks_org.Task(title=title, dueDate=_noon(now, days), importance=2,
                                                 created=_noon(now, -30), modified=_noon(now, -30)))
        tasks_org.replace_tasks_in_lists(dev, by_list)

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        others = [x for x in p["lists"] if x not in (p["list"], p["target"])]
        return float(menu_path(a, _DATE_STEPS) and menu_path(a, ((p["target"],), _MOVE_STEPS))
                     and names_only(a, p["list"], others, allowed=[p["target"]])
                     and stated_dates(a) == {(self.due.month, self.due.day)})

    def _say(self, where: str, due: datetime.date) -> str:
        p = self.params
        when, when_zh = due.strftime("%B %-d"), f"{due.month}月{due.day}日"
        return self.say(en=f"Open {p['task']}, tap its due date row, pick the new day and tap OK; tap the list chip and "
                           f"choose {p['target']}; then tap Save. It is in the {where} list now and is due on {when}.",
                        zh=f"打开 {p['task']}，点截止日期那一行，选好新日期后点确定（OK）；点列表标签，选 {p['target']}；"
                           f"最后点保存（Save）。它现在在 {where} 列表里，{when_zh}到期。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Tasks")
        yield A.answer(self._say(self.params["list"], self.due))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        wrong = next(x for x in p["lists"] if x not in (p["list"], p["target"]))
        neighbour = p["days"][p["index"] + 1] if p["index"] + 1 < len(p["days"]) else p["days"][p["index"] - 1]

        def move(task, env) -> None:              # moved it to show how
            now = medilog.local_now(env.device)
            by_list: dict[str, list[tasks_org.Task]] = {x: [] for x in p["lists"]}
            for title, days, where in zip(p["titles"], p["days"], p["home"]):
                by_list[p["target"] if title == p["task"] else where].append(
                    tasks_org.Task(title=title, dueDate=_noon(now, days), importance=2,
                                   created=_noon(now, -30), modified=_noon(now, -30)))
            tasks_org.replace_tasks_in_lists(env.device, by_list)

        def other_due(task, env) -> None:
            env.execute(A.answer(task._say(p["list"], task.due + datetime.timedelta(days=neighbour - p["due_days"]))))
        return [
            NearMiss("another list as the task's", lambda task, env: env.execute(A.answer(task._say(wrong, task.due)))),
            NearMiss("the next task's due date", other_due),
            NearMiss("no Save step", lambda task, env: env.execute(A.answer(
                task._say(p["list"], task.due).replace("; then tap Save", "").replace("最后点保存（Save）。", "")))),
            NearMiss("moved it to show how", then(move, lambda task, env: env.execute(
                A.answer(task._say(p["list"], task.due))))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Tasks, the scrolls of "My Tasks" to the task (three), the task (its list chip
        # and due date), the due date row (the sheet: OK), Cancel, the list chip (the lists),
        # Cancel, answer
        return 7 + scrolls_to_row(self.params["index"], ROW_DP, toolbar_dp=BARS_DP, below_dp=BARS_DP)
