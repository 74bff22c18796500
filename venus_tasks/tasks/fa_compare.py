"""Function assistance (FA), cross-app comparison: which of two health apps, Fitbook 2.0.31 and
MediLog 3.3.7, can do something, answered with that app's name and a fact its records
hold on this device.

What each app can do is read from their screens: MediLog's tabs are Weight, Blood Pressure
and Diary; Fitbook's are Diary (food), Graph, Food (a food database with calories per
serving) and Weight. The asked capability is drawn per instance (blood pressure: MediLog;
calories of a food: Fitbook), and so is the fact: the last blood-pressure reading (the
reading before it and older ones are decoys) or the calories of a custom food in
Fitbook's database (a similar custom food is a decoy). Both apps' stores are guarded:
nothing may change.
"""

from __future__ import annotations

import datetime
import random
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Iterator

from apps import fitbook, fitbook_foods, medilog
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from verifiers.facts import stated_counts
from verifiers.naming import names_only
from verifiers.quantities import stated_blood_pressures

APPS = ("Fitbook", "MediLog")
_ASKED = {
    "pressure": {"app": "MediLog", "can": "keeps my blood-pressure readings", "can_zh": "能记录我的血压",
                 "fact": "the last blood-pressure reading I logged in it",
                 "fact_zh": "我在里面记录的最后一次血压读数"},
    "calories": {"app": "Fitbook", "can": "knows the calories of the food I eat", "can_zh": "知道我吃的食物的热量",
                 "fact": "how many calories per 100 grams \"{food}\" has in it",
                 "fact_zh": "里面的 \"{food}\" 每 100 克有多少热量"},
}
_KCAL = ("kcal", "calorie", "calories", "千卡", "大卡", "卡路里", "卡")


def _shown_kcal(calories: float) -> int:
    """The kcal a food row shows: Dart's ``toStringAsFixed(0)``, halves away from zero."""
    return int(Decimal(str(calories)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _at(now: datetime.datetime, days: int, hour: int, minute: int) -> datetime.datetime:
    day = now.date() - datetime.timedelta(days=days)
    return datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=now.tzinfo)


@register_task("venus")
class FuncAssistCompareHealthApps(VenusTask):
    """Which of Fitbook and MediLog can do X, and a fact from that app's records.

    Success: the app is named and the other is not (``verifiers.naming.names_only``: "not
    Fitbook" names Fitbook too, so the answer names only the one that can); the fact: the
    last reading as systolic/diastolic (``verifiers.quantities``), or the food's calories
    per 100 g as a whole number of kcal (``verifiers.facts``). Nothing changed.
    """

    app_names = ("fitbook", "medilog")
    complexity = 1.5
    template = ("Which of my health apps, Fitbook or MediLog, {can}? Name only that app, and tell me {fact}.")
    variant_texts = {"zh": "我的健康应用 Fitbook 和 MediLog 里，哪一个{can_zh}？只说出那个应用的名字，并告诉我{fact_zh}。",
                     "paraphrase": "Between Fitbook and MediLog, which app {can}? Give me just that app's name, "
                                   "plus {fact}."}
    info = TaskInfo(Category.FA, PUDAM(2, 2, 3, 2, 2), Evaluation.ANSWER, tags=("compare", "fitbook", "medilog"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        asked = rng.choice(sorted(_ASKED))
        foods = fitbook_foods.instance_foods(rng, 2)
        readings = []
        for days in sorted(rng.sample(range(1, 12), rng.randint(3, 5))):
            s = rng.randint(108, 160)
            readings.append({"days": days, "hour": rng.randint(7, 21), "minute": rng.randrange(60),
                             "systolic": s, "diastolic": rng.randint(62, min(98, s - 25)), "pulse": rng.randint(55, 95)})
        spec = _ASKED[asked]
        return {"asked": asked, "app": spec["app"], "can": spec["can"], "can_zh": spec["can_zh"],
                "food": foods[0]["name"], "foods": foods, "kcal": _shown_kcal(foods[0]["calories"]),
                "fact": spec["fact"].format(food=foods[0]["name"]), "fact_zh": spec["fact_zh"].format(food=foods[0]["name"]),
                "readings": readings, "weight": f"{rng.randint(55, 95)}.{rng.randint(0, 9)}"}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        now = medilog.local_now(dev)
        rows = [medilog.blood_pressure_row(r["systolic"], r["diastolic"], r["pulse"],
                                           _at(now, r["days"], r["hour"], r["minute"])) for r in p["readings"]]
        rows.append(medilog.weight_row(p["weight"], _at(now, 1, 7, 15)))
        medilog.replace_rows(dev, rows)
        fitbook.reset(dev)
        fitbook.add_foods(dev, p["foods"])
        fitbook.add_weights(dev, [fitbook.weight_row(float(p["weight"]) + 0.4, _at(now, 2, 7, 30))])

    @property
    def _last(self) -> dict:
        return min(self.params["readings"], key=lambda r: r["days"])

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        named = names_only(a, p["app"], [x for x in APPS if x != p["app"]])
        if p["asked"] == "pressure":
            fact = stated_blood_pressures(a) == {(self._last["systolic"], self._last["diastolic"])}
        else:
            fact = stated_counts(a, _KCAL) == {p["kcal"]}
        return float(named and fact)

    def _say(self, app: str, value) -> str:
        p = self.params
        if p["asked"] == "pressure":
            return self.say(en=f"{app}. Your last reading there is {value[0]}/{value[1]}.",
                            zh=f"{app}。你在里面记录的最后一次血压是 {value[0]}/{value[1]}。")
        return self.say(en=f"{app}. \"{p['food']}\" has {value} kcal per 100 g there.",
                        zh=f"{app}。里面的 \"{p['food']}\" 每 100 克有 {value} 千卡。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name=p["app"])
        last = self._last
        yield A.answer(self._say(p["app"], (last["systolic"], last["diastolic"]) if p["asked"] == "pressure"
                                 else p["kcal"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = next(x for x in APPS if x != p["app"])
        if p["asked"] == "pressure":
            older = sorted(p["readings"], key=lambda r: r["days"])[1]
            right, wrong = (self._last["systolic"], self._last["diastolic"]), (older["systolic"], older["diastolic"])
        else:
            right, wrong = p["kcal"], _shown_kcal(p["foods"][1]["calories"])
        both = self.say(en=f"Both {p['app']} and {other}.", zh=f"{p['app']} 和 {other} 都可以。")
        return [
            NearMiss("the other app", give_answer(self._say(other, right))),
            NearMiss("the decoy's value", give_answer(self._say(p["app"], wrong))),
            NearMiss("both apps named", give_answer(both + " " + self._say(p["app"], right))),
            NearMiss("the app without the fact", give_answer(f"{p['app']}.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # pressure: open Fitbook (its tabs: no blood pressure), open MediLog, Blood Pressure
        # (the last reading), answer; calories: open MediLog (no food), open Fitbook, Food,
        # type the food's name into the search bar (its row shows the kcal), answer
        return 4 if self.params["asked"] == "pressure" else 5
