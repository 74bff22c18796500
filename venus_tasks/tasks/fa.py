"""Function assistance (FA): questions about what an app can do, answered by exploring it."""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import expense
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.tasks.common import give_answer, leave_untouched
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from verifiers.answer import KeyFacts

# Each category with the names a user would accept for it; categories Pro Expense does
# not have, if listed, fail the answer (the leaderboard's FA rubric: nothing beyond the app).
_SYNONYMS = {"Others": ("other",), "Transportation": ("transport",), "Clothes": ("clothing",),
             "Health Care": ("healthcare", "health"), "Donation": ("donations", "charity")}
_CATEGORY_FACTS = KeyFacts(
    tuple((name, *_SYNONYMS.get(name, ())) for name in expense.CATEGORIES.values()),
    forbidden=("pets", "travel", "insurance", "gifts", "utilities", "shopping", "savings", "subscriptions"))


@register_task("venus")
class FuncAssistExpenseCategories(VenusTask):
    """Name every category Pro Expense offers for an expense (key facts: all 11 names)."""

    app_names = ("pro expense",)
    complexity = 2.0
    template = ("In Pro Expense, which categories can I choose from when I add an expense? "
                "List all of them.")
    info = TaskInfo(Category.FA, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("explain",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {"noise": expense.noise_expenses(rng, rng.randint(3, 6))}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["noise"])

    def verify(self, env) -> float:
        return 1.0 if _CATEGORY_FACTS.passes(env.answer) else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        yield A.answer("Pro Expense offers these categories: " + ", ".join(expense.CATEGORIES.values()) + ".")

    def near_misses(self) -> list[NearMiss]:
        names = list(expense.CATEGORIES.values())
        return [
            NearMiss("one category missing", give_answer(", ".join(names[:-1]))),
            NearMiss("half of them", give_answer(", ".join(names[::2]))),
            NearMiss("all of them plus invented ones", give_answer(", ".join(names) + ", Pets, Travel, Gifts and Insurance")),
            NearMiss("no answer", leave_untouched),
        ]
