"""Function assistance (FA): questions about what an app can do, answered by exploring it."""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import expense
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched
from verifiers.lists import exact_listing

# Each Pro Expense category with the other names a user would accept for it.
_SYNONYMS = {"Others": ("other",), "Transportation": ("transport",), "Clothes": ("clothing",),
             "Health Care": ("healthcare",), "Donation": ("donations", "charity")}
CATEGORIES = tuple((name, *_SYNONYMS.get(name, ())) for name in expense.CATEGORIES.values())
# Plausible categories Pro Expense does not have.
INVENTED = ("Pets", "Travel", "Insurance", "Gifts", "Utilities", "Shopping", "Savings", "Subscriptions",
            "Childcare", "Taxes")


@register_task("venus")
class FuncAssistExpenseCategories(VenusTask):
    """The user names 2-6 categories, some real and some not; the answer must name
    exactly the ones Pro Expense offers when adding an expense (an extra or missing one
    fails; a denied one, "there is no Travel category", is not a listing)."""

    app_names = ("pro expense",)
    complexity = 2.0
    template = ("I want to file my expenses in Pro Expense under these categories: {candidates_text}. "
                "Which of them can I actually choose when I add an expense? Name only the ones I can choose.")
    info = TaskInfo(Category.FA, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("explain",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        real = rng.sample([c[0] for c in CATEGORIES], rng.randint(1, 3))
        fake = rng.sample(INVENTED, rng.randint(1, 3))
        candidates = real + fake
        rng.shuffle(candidates)
        return {"candidates": candidates, "available": [c for c in candidates if c in real],
                "candidates_text": ", ".join(candidates[:-1]) + " and " + candidates[-1],
                "noise": expense.noise_expenses(rng, rng.randint(3, 6))}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["noise"])

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, self.params["available"], CATEGORIES + INVENTED))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        yield A.answer("You can choose " + " and ".join(self.params["available"]) + ".")

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        fake = [c for c in p["candidates"] if c not in p["available"]]
        other_real = next(c[0] for c in CATEGORIES if c[0] not in p["available"])
        return [
            NearMiss("every candidate", give_answer(", ".join(p["candidates"]))),
            NearMiss("an invented one too", give_answer(", ".join(p["available"] + fake[:1]))),
            NearMiss("one not asked about too", give_answer(", ".join(p["available"] + [other_real]))),
            NearMiss("every category of the app", give_answer(", ".join(expense.CATEGORIES.values()))),
            NearMiss("none of them", give_answer("None of these categories exist in Pro Expense.")),
            NearMiss("no answer", leave_untouched),
        ]
