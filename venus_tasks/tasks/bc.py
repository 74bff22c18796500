"""Browsecomp-like (BC): find the one item that meets several constraints at once (Markor,
Pro Expense). (The Contacts + SMS and SMS + Pro Expense lookups that were here were retired
in issue 26: 8-9 optimal steps.)

Every instance holds exactly one item that meets all the constraints and decoys that each
break exactly one of them (checked in ``sample_params`` for every seed). The answer names
the item; it is matched as an exact listing over every item on the device, so a hedge, a
list of candidates or a decoy fails.
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from apps import expense, markor
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import answer_misses, give_answer
from verifiers.guard import MayChange
from verifiers.lists import exact_listing


class UniquenessError(AssertionError):
    """A drawn instance has not exactly one item meeting every constraint."""


def _only(items: list[dict], meets) -> dict:
    hits = [i for i in items if meets(i)]
    if len(hits) != 1:
        raise UniquenessError(f"{len(hits)} items meet every constraint: {hits}")
    return hits[0]


# ------------------------------------------------------------------ Markor
_CITIES = ("Lisbon", "Kyoto", "Reykjavik", "Cusco", "Marrakesh", "Hanoi", "Vancouver", "Tallinn",
           "Seville", "Oaxaca", "Porto", "Krakow")
# Note names with no word in common, so no name is part of another.
_OCCASIONS = ("spring_break", "anniversary_getaway", "long_weekend", "summer_escape", "family_visit",
              "honeymoon_plan", "work_offsite", "ski_week", "birthday_trip", "autumn_retreat",
              "reunion_weekend", "solo_adventure")
TRIPS, IDEAS = "Trips", "Ideas"


def _trip_note(title: str, city: str, budget: int, days: int) -> str:
    return f"# {title}\n\nCity: {city}\nDays: {days}\nBudget: ${budget:,}\n"


def _note_aliases(file: str) -> tuple[str, str]:
    return (file, file[: -len(".md")])


@register_task("venus")
class BrowsecompMarkorTripUnderBudget(VenusTask):
    """Name the note in Markor/Trips about a trip to city C with a budget under $L.

    Decoys, each breaking one constraint: a Trips note for C at or over the limit, a Trips
    note under the limit for another city, and a note for C under the limit in another
    folder. The note names do not give the city away: every Trips note must be opened.
    """

    app_names = ("markor",)
    complexity = 3.0
    template = ("In Markor, which note in the \"Trips\" folder is about a trip to {city} with a budget under "
                "${limit_text}? Answer with the note's file name.")
    variant_texts = {"zh": "在 Markor 的 \"Trips\" 文件夹里，哪篇笔记写的是去 {city} 的旅行，而且预算低于 ${limit_text}？"
                           "请回答该笔记的文件名。",
                     "paraphrase": "Among my Markor notes in the folder \"Trips\", find the one planning a trip to "
                                   "{city} whose budget is below ${limit_text}, and tell me its file name."}
    info = TaskInfo(Category.BC, PUDAM(2, 1, 3, 1, 3), Evaluation.ANSWER, tags=("multi-constraint", "markor"))
    # Markor creates its QuickNote and ToDo files when those tabs first open.
    may_change = MayChange(stores=("markor:QuickNote.md", "markor:todo.txt"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        limit = rng.choice((1000, 1500, 2000, 2500))
        city, other, *rest = rng.sample(_CITIES, 6)
        files = [o + ".md" for o in rng.sample(_OCCASIONS, rng.randint(6, 7) + 1)]

        def note(role, folder, c, budget):
            return {"role": role, "folder": folder, "file": files.pop(), "city": c, "budget": budget,
                    "days": rng.randint(3, 12)}

        notes = [note("target", TRIPS, city, rng.randrange(limit - 700, limit - 50, 50)),
                 note("over budget", TRIPS, city, rng.randrange(limit, limit + 600, 50)),
                 note("other city", TRIPS, other, rng.randrange(limit - 700, limit - 50, 50)),
                 note("other folder", IDEAS, city, rng.randrange(limit - 700, limit - 50, 50))]
        while files:     # fillers in Trips: other cities, any budget
            notes.append(note("filler", TRIPS, rng.choice(rest), rng.randrange(limit - 800, limit + 1200, 50)))
        rng.shuffle(notes)
        target = _only(notes, lambda n: n["folder"] == TRIPS and n["city"] == city and n["budget"] < limit)
        return {"city": city, "limit": limit, "limit_text": f"{limit:,}", "notes": notes,
                "answer_file": target["file"],
                "n_trips": sum(n["folder"] == TRIPS for n in notes)}

    def setup(self, env) -> None:
        markor.write_notes(env.device, {
            f"{n['folder']}/{n['file']}": _trip_note(n["file"][:-3].replace("_", " ").capitalize(),
                                                   n["city"], n["budget"], n["days"])
            for n in self.params["notes"]}, clear=True)

    @property
    def optimal_steps(self) -> int:
        # open Markor, open Trips, open and leave each note, answer
        return 2 + 2 * self.params["n_trips"] + 1

    def verify(self, env) -> float:
        universe = [_note_aliases(n["file"]) for n in self.params["notes"]]
        return float(exact_listing(env.answer, [_note_aliases(self.params["answer_file"])], universe))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        f = self.params["answer_file"]
        yield A.answer(self.say(en=f"It is {f}.", zh=f"是 {f} 这篇笔记。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        by_role = {n["role"]: n["file"] for n in p["notes"]}
        trips = [n["file"] for n in p["notes"] if n["folder"] == TRIPS]
        return [
            NearMiss("the note over the budget", give_answer(by_role["over budget"])),
            NearMiss("the note for another city", give_answer(by_role["other city"])),
            NearMiss("the note outside the folder", give_answer(by_role["other folder"])),
            *answer_misses(p["answer_file"], by_role["over budget"], trips),
        ]


# ------------------------------------------------------------------ Pro Expense
_DAY_MS = 86_400_000
_OCT_WEEKENDS = (1, 7, 8)                 # 2023: Oct 1 is a Sunday; the device's today is Sunday Oct 15
_OCT_WEEKDAYS = (2, 3, 4, 5, 6, 9, 10, 11, 12)
_SEP_WEEKENDS = (16, 17, 23, 24, 30)
# Names that do not give the category away (a "Team lunch" may be filed under Social).
_MEAL_NAMES = ("Brunch at Nora's", "Sushi platter", "Pizza night", "Team lunch", "Farmers market",
               "Bakery order", "Taco feast", "Dim sum", "Barbecue supplies", "Picnic basket",
               "Ramen bar", "Cheese shop", "Curry takeaway", "Tapas bar")
_OTHER_CATEGORIES = (5, 6, 1)              # Social, Entertainment, Others
FOOD = 3


def _date_ms(month: int, day: int, rng: random.Random) -> int:
    noon = datetime.datetime(2023, month, day, 9, tzinfo=datetime.timezone.utc)
    return int(noon.timestamp() * 1000) + rng.randrange(0, 10 * 3600) * 1000


def _weekend_in_october(ms: int) -> bool:
    d = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc)
    return d.month == 10 and d.weekday() >= 5


@register_task("venus")
class BrowsecompExpenseFoodWeekend(VenusTask):
    """Name the Food expense over $M logged on a weekend in October.

    Decoys, each breaking one constraint: a Food expense over $M on an October weekday,
    a Food expense of at most $M on an October weekend, an expense over $M on an October
    weekend in another category, and a Food expense over $M on a September weekend. The
    list shows names and amounts; the date is on the detail sheet and the category only
    on the "Update Data" screen; the weekday has to be worked out from the date.
    """

    app_names = ("pro expense",)
    complexity = 3.5
    template = ("In Pro Expense, which Food expense of more than ${min_amount} did I log on a weekend in October? "
                "Answer with the expense's name.")
    variant_texts = {"zh": "在 Pro Expense 里，我在十月的某个周末记了一笔超过 ${min_amount} 的 Food 类支出，是哪一笔？"
                           "请回答这笔支出的名称。",
                     "paraphrase": "Look through Pro Expense: one expense in the Food category, above "
                                   "${min_amount}, was logged on a Saturday or Sunday in October. What is it called?"}
    info = TaskInfo(Category.BC, PUDAM(2, 2, 3, 1, 3), Evaluation.ANSWER, tags=("multi-constraint", "expense"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        low = rng.choice((30, 40, 50, 60))
        names = rng.sample(_MEAL_NAMES, 8)

        def over():
            return rng.randrange(low * 100 + 150, low * 100 + 6000, 5)

        def row(role, category, cents, month, day):
            return {"role": role, "name": names.pop(), "amount": cents, "category": category,
                    "time_ms": _date_ms(month, day, rng)}

        rows = [row("target", FOOD, over(), 10, rng.choice(_OCT_WEEKENDS)),
                row("weekday", FOOD, over(), 10, rng.choice(_OCT_WEEKDAYS)),
                row("too cheap", FOOD, rng.choice((low * 100, low * 100 - rng.randrange(50, 900, 5))), 10,
                    rng.choice(_OCT_WEEKENDS)),
                row("other category", rng.choice(_OTHER_CATEGORIES), over(), 10, rng.choice(_OCT_WEEKENDS)),
                row("september", FOOD, over(), 9, rng.choice(_SEP_WEEKENDS))]
        while names:     # fillers: another category on an October weekday, any amount
            rows.append(row("filler", rng.choice(_OTHER_CATEGORIES + (FOOD,)), rng.randrange(800, 9000, 5),
                            rng.choice((9, 10)), rng.choice(_OCT_WEEKDAYS)))
        target = _only(rows, lambda r: r["category"] == FOOD and r["amount"] > low * 100
                       and _weekend_in_october(r["time_ms"]))
        rows.sort(key=lambda r: r["time_ms"])
        if len({r["time_ms"] for r in rows}) != len(rows):
            raise UniquenessError("two expenses at the same time")
        return {"min_amount": low, "rows": rows, "answer_name": target["name"]}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, [expense.row(r["name"], r["amount"], r["category"], r["time_ms"])
                                          for r in self.params["rows"]])

    @property
    def optimal_steps(self) -> int:
        # open the app; for each row over the amount open its detail sheet, then close it,
        # or (an October weekend) Edit and back; answer
        low = self.params["min_amount"] * 100
        over = [r for r in self.params["rows"] if r["amount"] > low]
        return 1 + sum(1 + (2 if _weekend_in_october(r["time_ms"]) else 1) for r in over) + 1

    def verify(self, env) -> float:
        universe = [r["name"] for r in self.params["rows"]]
        return float(exact_listing(env.answer, [self.params["answer_name"]], universe))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        n = self.params["answer_name"]
        yield A.answer(self.say(en=f"That was {n}.", zh=f"是 {n} 这笔支出。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        by_role = {r["role"]: r["name"] for r in p["rows"]}
        return [
            NearMiss("the weekday one", give_answer(by_role["weekday"])),
            NearMiss("the one not over the amount", give_answer(by_role["too cheap"])),
            NearMiss("the one in another category", give_answer(by_role["other category"])),
            NearMiss("the September weekend", give_answer(by_role["september"])),
            *answer_misses(p["answer_name"], by_role["september"], [r["name"] for r in p["rows"]]),
        ]
