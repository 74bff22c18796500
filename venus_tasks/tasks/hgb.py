"""Hard GUI browsing (HGB): answers that need reading several seeded items."""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import markor
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.tasks.common import give_answer, leave_untouched
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from verifiers.answer import exact_item

_DESTINATIONS = ("Lisbon", "Kyoto", "Reykjavik", "Cusco", "Marrakesh", "Hanoi", "Vancouver",
                 "Tallinn", "Cape Town", "Queenstown", "Oaxaca", "Seville")
_ACTIVITIES = ("museum day", "food tour", "hike", "boat trip", "market visit", "day trip",
               "cooking class", "bike tour")
FOLDER = "Trips"


def _note(dest: str, budget: int, days: int, activities: list[str]) -> str:
    lines = [f"# Trip to {dest}", "", f"Length: {days} days", f"Budget: ${budget:,}", "", "Plans:"]
    return "\n".join(lines + [f"- {a}" for a in activities]) + "\n"


@register_task("venus")
class GUIBrowsingMarkorHighestBudget(VenusTask):
    """Read every trip note in Markor/Trips and name the one with the largest budget.

    A decoy note outside the folder has an even larger budget; answering with it, or
    with more than one trip note, fails.
    """

    app_names = ("markor",)
    complexity = 4.0
    template = ("Which of my trip notes in the Markor folder \"Trips\" has the largest budget? "
                "Answer with the note's file name.")
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER, tags=("read-many",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        dests = rng.sample(_DESTINATIONS, rng.randint(5, 7) + 1)
        budgets = rng.sample(range(600, 4800, 50), len(dests))
        trips = [{"file": d.lower().replace(" ", "_") + ".md", "dest": d, "budget": b,
                  "days": rng.randint(3, 14), "plans": rng.sample(_ACTIVITIES, 3)}
                 for d, b in zip(dests, budgets)]
        decoy, trips = trips[0], trips[1:]
        decoy["budget"] = max(t["budget"] for t in trips) + rng.randrange(200, 1000, 50)
        ranked = sorted(trips, key=lambda t: -t["budget"])
        return {"trips": trips, "decoy": decoy, "answer_file": ranked[0]["file"],
                "runner_up": ranked[1]["file"]}

    def setup(self, env) -> None:
        markor.clear_notes(env.device)
        for t in self.params["trips"]:
            markor.write_note(env.device, f"{FOLDER}/{t['file']}", _note(t["dest"], t["budget"], t["days"], t["plans"]))
        d = self.params["decoy"]
        markor.write_note(env.device, f"Ideas/{d['file']}", _note(d["dest"], d["budget"], d["days"], d["plans"]))

    def verify(self, env) -> float:
        others = [t["file"] for t in self.params["trips"] if t["file"] != self.params["answer_file"]]
        others.append(self.params["decoy"]["file"])
        return 1.0 if exact_item(env.answer, self.params["answer_file"], others, (".md",)) else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        yield A.answer(self.params["answer_file"])

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [
            NearMiss("runner-up", give_answer(p["runner_up"])),
            NearMiss("decoy outside the folder", give_answer(p["decoy"]["file"])),
            NearMiss("two files", give_answer(f"{p['answer_file']} or {p['runner_up']}")),
            NearMiss("no answer", leave_untouched),
        ]
