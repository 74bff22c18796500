"""Function assistance (FA) over the health apps, Fitbook 2.0.31 and MediLog 3.3.7: what
Fitbook offers, checked as an exact set of its tabs' features together with the target
weight set deep in its settings; how a MediLog reading is logged with another day's date,
answered with the last readings the device holds.

Features are read as an exact listing (``verifiers.lists``: the four tabs' features named,
none of the health features Fitbook lacks); masses through ``verifiers.quantities``
(kilograms, the clause naming "target"); counts through ``verifiers.facts``; steps in
order through ``verifiers.paths``. The guard holds both apps' stores: nothing may change.
"""

from __future__ import annotations

import datetime
import random
from decimal import Decimal
from typing import Any, Iterator

from apps import fitbook, medilog
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched, then
from verifiers.answer import mentions
from verifiers.claims import Claim, explicit_claims_about
from verifiers.lists import exact_listing
from verifiers.paths import menu_path
from verifiers.quantities import stated_blood_pressures, stated_kilograms

# What Fitbook's four tabs are for (``main.dart`` tabs Diary, Graph, Food, Weight), each
# with the words people use for it, and health features it does not have.
FITBOOK_FEATURES = (("food diary", "diary", "log what I eat", "meals I eat", "食物日记", "饮食日记", "日记"),
                    ("graphs", "graph", "charts", "chart", "图表", "曲线图", "图"),
                    ("food database", "food list", "foods", "food", "食物库", "食物列表", "食物"),
                    ("weight log", "weights", "weight", "weigh-ins", "体重"))
NOT_FITBOOK = (("blood pressure", "血压"), ("sleep", "睡眠"), ("steps", "step count", "pedometer", "步数"),
               ("workouts", "exercise", "运动", "锻炼"), ("water intake", "hydration", "饮水", "喝水"),
               ("heart rate", "pulse", "心率", "脉搏"), ("medication", "medicine", "用药", "药物"))
_POUNDS = ("pounds", "pound", "lbs", "lb", "磅")
_TARGET = ("target", "goal", "目标")


def _days_ago(now: datetime.datetime, days: int, hour: int, minute: int) -> datetime.datetime:
    day = now.date() - datetime.timedelta(days=days)
    return datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=now.tzinfo)


@register_task("venus")
class FuncAssistCapabilityFitbookOverview(VenusTask):
    """What can Fitbook do? The answer lists what its four tabs are for (a food diary,
    graphs, a food database, a weight log: exactly these of them and of the health
    features it lacks), says it can log weight in pounds (its weight page's unit switch,
    no "cannot"), and states the target weight set in Settings > Weight (drawn per
    instance, 1 decimal, in kg, in the clause naming the target); the weights logged are
    seeded too (the newest is a decoy for the target). Nothing may change.
    """

    app_names = ("fitbook",)
    complexity = 2.0
    template = ("What can I do with Fitbook? Tell me what each of its tabs is for, whether I can log my weight in "
                "pounds, and what target weight I have set in it.")
    variant_texts = {"zh": "我能用 Fitbook 做什么？告诉我它的每个标签页是做什么用的、能不能用磅来记录体重，"
                           "以及我在里面设置的目标体重是多少。",
                     "paraphrase": "Give me a tour of Fitbook: what is each of its tabs for, can it record my "
                                   "weight in pounds, and which target weight have I set up in it?"}
    info = TaskInfo(Category.FA, PUDAM(2, 2, 2, 1, 3), Evaluation.ANSWER, tags=("capability", "fitbook"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        target = rng.randint(580, 880) / 10
        start = target + rng.randint(20, 120) / 10
        weights = [round(start - i * rng.randint(1, 6) / 10, 1) for i in range(rng.randint(3, 6))]
        return {"target": str(target), "weights": weights, "newest": str(weights[-1])}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        fitbook.reset(dev)
        now = medilog.local_now(dev)
        n = len(p["weights"])
        fitbook.add_weights(dev, [fitbook.weight_row(w, _days_ago(now, 2 * (n - i), 7, 30))
                                  for i, w in enumerate(p["weights"])])
        fitbook.update_settings(dev, target_weight=float(p["target"]))

    def verify(self, env) -> float:
        a = env.answer
        pounds = any(mentions(a, w) for w in _POUNDS) and not (
            explicit_claims_about(a, _POUNDS) & {Claim.CANNOT, Claim.NOT_EXIST})
        return float(exact_listing(a, FITBOOK_FEATURES, FITBOOK_FEATURES + NOT_FITBOOK) and pounds
                     and stated_kilograms(a, _TARGET) == {Decimal(self.params["target"])})

    def _say(self, target: str, pounds: bool = True, extra: str = "") -> str:
        yes = "Yes, you can log it in pounds: switch the unit on the weight page." if pounds else \
            "No, it cannot log weight in pounds."
        yes_zh = "可以用磅记录：在体重页面切换单位即可。" if pounds else "不能用磅记录体重。"
        return self.say(en=f"Fitbook has four tabs: Diary is a food diary of what you eat, Graph shows graphs of your "
                           f"data, Food is the food database with calories, and Weight is your weight log{extra}. "
                           f"{yes} Your target weight is set to {target} kg.",
                        zh=f"Fitbook 有四个标签页：Diary 是记录吃了什么的食物日记，Graph 显示图表，Food 是带热量的食物库，"
                           f"Weight 是体重记录{extra}。{yes_zh}你设置的目标体重是 {target} kg。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="FitBook")
        yield A.answer(self._say(self.params["target"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params

        def retarget(task, env) -> None:       # typed into the target field to look at it
            fitbook.update_settings(env.device, target_weight=float(p["target"]) + 1)
        return [
            NearMiss("the newest weight as the target", give_answer(self._say(p["newest"]))),
            NearMiss("a feature it lacks", give_answer(self._say(p["target"], extra=", and it tracks blood pressure"))),
            NearMiss("says pounds are not possible", give_answer(self._say(p["target"], pounds=False))),
            NearMiss("a tab left out", give_answer(
                f"Diary is a food diary, Food is the food database and Weight is the weight log. You can log pounds. "
                f"Your target weight is {p['target']} kg.")),
            NearMiss("the target without its unit", give_answer(self._say(p["target"]).replace(" kg.", "."))),
            NearMiss("changed the target on the way", then(retarget, give_answer(self._say(p["target"])))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Fitbook (Diary), Graph, Food, Weight, Add (the weight page: its unit switch),
        # Back, Show menu, Settings, Weight (the target), answer
        return 10


_DATE_STEPS = (("date", "日期"), ("time", "时间"), ("ok", "确定"))
_DELETE_STEPS = (("delete", "删除"), ("yes", "是", "确定"))


@register_task("venus")
class FuncAssistExplainMedilogEntry(VenusTask):
    """How is a blood-pressure reading logged in MediLog with yesterday's date and an
    earlier time (the quick entry dates it now; the entry's edit form has the date and
    time pickers), how is a wrong one deleted (the form's delete button, "Delete entry",
    Yes), and what was the last reading? 4-7 readings over two weeks are seeded (the one
    before the last is a decoy), with weights and a diary note.

    Success: Date, Time, then OK in order (日期, 时间, 确定) and Delete then Yes (删除,
    是/确定); the last reading's systolic/diastolic and no other reading
    (``verifiers.quantities``). Nothing changed (the guard holds MediLog's store).
    """

    app_names = ("medilog",)
    complexity = 2.0
    template = ("How do I log a blood-pressure reading in MediLog with yesterday's date and an earlier time, and how "
                "do I delete a reading I logged by mistake? Tell me the steps, and what my last reading was.")
    variant_texts = {"zh": "在 MediLog 里怎样记录一条日期是昨天、时间更早的血压读数？记错的读数又怎样删除？"
                           "请告诉我步骤，以及我上一次的读数是多少。",
                     "paraphrase": "Explain how to enter a blood-pressure measurement in MediLog dated yesterday at "
                                   "an earlier hour, and how to remove one entered by mistake. What was my most "
                                   "recent reading?"}
    info = TaskInfo(Category.FA, PUDAM(3, 1, 2, 3, 3), Evaluation.ANSWER, tags=("explain", "medilog"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        readings = []
        for days in sorted(rng.sample(range(1, 15), rng.randint(4, 7))):
            s = rng.randint(108, 160)
            readings.append({"days": days, "hour": rng.randint(7, 21), "minute": rng.randrange(60), "systolic": s,
                             "diastolic": rng.randint(62, min(98, s - 25)), "pulse": rng.randint(55, 95)})
        return {"readings": readings, "weights": [f"{rng.randint(55, 95)}.{rng.randint(0, 9)}" for _ in range(2)]}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        now = medilog.local_now(dev)
        rows = [medilog.blood_pressure_row(r["systolic"], r["diastolic"], r["pulse"],
                                           _days_ago(now, r["days"], r["hour"], r["minute"])) for r in p["readings"]]
        rows += [medilog.weight_row(w, _days_ago(now, 1 + 3 * i, 7, 10)) for i, w in enumerate(p["weights"])]
        rows.append(medilog.diary_row("Felt fine, long walk.", _days_ago(now, 2, 20, 5)))
        medilog.replace_rows(dev, rows)
        fitbook.ensure_store(dev)          # the other health app opens without writing anything

    def _reading(self, k: int) -> tuple[int, int]:
        r = sorted(self.params["readings"], key=lambda r: r["days"])[k]
        return r["systolic"], r["diastolic"]

    def verify(self, env) -> float:
        a = env.answer
        return float(menu_path(a, _DATE_STEPS) and menu_path(a, _DELETE_STEPS)
                     and stated_blood_pressures(a) == {self._reading(0)})

    def _say(self, reading: tuple[int, int], delete: bool = True) -> str:
        s, d = reading
        rm = " To delete a wrong one, open it, tap the delete button at the bottom left and answer Yes to " \
             "\"Delete entry\"." if delete else ""
        rm_zh = "要删除记错的读数，点开它，点左下角的删除按钮，在“Delete entry”里点 Yes（是）。" if delete else ""
        return self.say(en=f"On the Blood Pressure tab type the values into Sys, Dia and Pulse and tap the add button; "
                           f"then tap the new entry, tap its Date and pick yesterday, tap its Time and set the hour, "
                           f"tap OK and save.{rm} Your last reading was {s}/{d}.",
                        zh=f"在 Blood Pressure（血压）标签里填好 Sys、Dia、Pulse 后点添加按钮；再点开这条新记录，点日期（Date）"
                           f"选昨天，点时间（Time）调好时间，点确定（OK）后保存。{rm_zh}你上一次的读数是 {s}/{d}。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="MediLog")
        yield A.answer(self._say(self._reading(0)))

    def near_misses(self) -> list[NearMiss]:
        def backdate(task, env) -> None:          # moved the last reading to yesterday to show how
            rows = medilog.list_rows(env.device)
            newest = max((r for r in rows if r["type"] == medilog.BLOOD_PRESSURE), key=lambda r: r["timestamp"])
            medilog.replace_rows(env.device, [{**{k: v for k, v in r.items() if k != "_id"},
                                               "timestamp": r["timestamp"] - (86_400_000 if r is newest else 0)}
                                              for r in rows])
        last = self._reading(0)
        return [
            NearMiss("the reading before the last", give_answer(self._say(self._reading(1)))),
            NearMiss("no delete steps", give_answer(self._say(last, delete=False))),
            NearMiss("no time step", give_answer(self._say(last).replace("tap its Time and set the hour, ", ""))),
            NearMiss("the reading without the steps", give_answer(f"Your last reading was {last[0]}/{last[1]}.")),
            NearMiss("changed an entry's date to show how", then(backdate, give_answer(self._say(last)))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open MediLog, Blood Pressure (the fields and the last reading), the last entry
        # (its form), Date (the date picker: OK), Cancel, Time (the time picker), Cancel,
        # the delete button ("Delete entry": No / Yes), No, Navigate up, answer
        return 11
