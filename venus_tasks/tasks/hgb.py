"""Hard GUI browsing (HGB): answers that need reading several seeded items."""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import markor
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.tasks.common import give_answer, leave_untouched
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from verifiers.guard import MayChange
from verifiers.lists import top_choice

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
    """Read every trip note in Markor/Trips (9-10, each opened) and name the one with the
    largest budget.

    A decoy note outside the folder has an even larger budget; answering with it, with
    a hedge between notes, or with a ranking in the wrong order fails. A ranked list that
    puts the right note first is accepted.
    """

    app_names = ("markor",)
    complexity = 4.0
    template = ("Which of my trip notes in the Markor folder \"Trips\" has the largest budget? "
                "Answer with the note's file name.")
    variant_texts = {"zh": "我在 Markor 的 \"Trips\" 文件夹里有几篇旅行笔记，哪一篇的预算最高？请回答该笔记的文件名。",
                     "paraphrase": "Look through my trip notes in the \"Trips\" folder of Markor and tell me the "
                                   "file name of the note with the biggest budget."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 1, 3), Evaluation.ANSWER, tags=("read-many",))
    # Markor creates its QuickNote and ToDo files when those tabs first open (gsantner/markor
    # AppSettings defaults); opening them is browsing, not editing a trip note.
    may_change = MayChange(stores=("markor:QuickNote.md", "markor:todo.txt"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        dests = rng.sample(_DESTINATIONS, rng.randint(9, 10) + 1)    # 10 notes and ".." fill Markor's list
        budgets = rng.sample(range(600, 4800, 50), len(dests))
        trips = [{"file": d.lower().replace(" ", "_") + ".md", "dest": d, "budget": b,
                  "days": rng.randint(3, 14), "plans": rng.sample(_ACTIVITIES, 3)}
                 for d, b in zip(dests, budgets)]
        decoy, trips = trips[0], trips[1:]
        decoy["budget"] = max(t["budget"] for t in trips) + rng.randrange(200, 1000, 50)
        ranked = sorted(trips, key=lambda t: -t["budget"])
        return {"trips": trips, "decoy": decoy, "ranking": [t["file"] for t in ranked],
                "answer_file": ranked[0]["file"], "runner_up": ranked[1]["file"]}

    @property
    def optimal_steps(self) -> int:
        # open Markor, the folder; open and leave every trip note; answer
        return 2 + 2 * len(self.params["trips"]) + 1

    def setup(self, env) -> None:
        notes = {f"{FOLDER}/{t['file']}": _note(t["dest"], t["budget"], t["days"], t["plans"])
                 for t in self.params["trips"]}
        d = self.params["decoy"]
        notes[f"Ideas/{d['file']}"] = _note(d["dest"], d["budget"], d["days"], d["plans"])
        markor.write_notes(env.device, notes, clear=True)

    def verify(self, env) -> float:
        ranking = [_file_names(f) for f in self.params["ranking"]]
        return float(top_choice(env.answer, ranking, [_file_names(self.params["decoy"]["file"])]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        file = self.params["answer_file"]
        yield A.answer(self.say(en=file, zh=f"预算最高的是 {file}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [
            NearMiss("runner-up", give_answer(p["runner_up"])),
            NearMiss("decoy outside the folder", give_answer(p["decoy"]["file"])),
            NearMiss("two files", give_answer(f"{p['answer_file']} or {p['runner_up']}")),
            NearMiss("ranked list in the wrong order", give_answer(
                f"1. {p['answer_file']} 2. {p['ranking'][2]} 3. {p['runner_up']}")),
            NearMiss("every trip note in folder order", give_answer(", ".join(t["file"] for t in p["trips"]))),
            NearMiss("no answer", leave_untouched),
        ]


def _file_names(file: str) -> tuple[str, str]:
    """A note's file name and the same without ``.md``, as an answer may give it."""
    return (file, file[: -len(".md")])
