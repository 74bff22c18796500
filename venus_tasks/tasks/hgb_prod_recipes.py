"""Hard GUI browsing (HGB) over Broccoli: the recipe list shows titles and descriptions;
categories, ingredients and preparation times are on each recipe's details screen.

Recipe names are matched as an exact listing over every recipe on the device
(``verifiers.lists.exact_listing``). (Issue 27 retired the total preparation time of two named
recipes: five steps answered it.)
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import prod_seed as S
from venus_tasks.tasks.common import answer_misses, give_answer
from verifiers.lists import exact_listing


def recipe(rng: random.Random, title: str, n_ingredients: int, minutes: int, categories: list[str]) -> dict:
    """A recipe dict for ``prod_seed.seed_recipes`` (ingredients drawn from ``rng``)."""
    return {"title": title, "description": rng.choice(("Family favourite", "From grandma's notebook",
                                                       "Saved from a cooking class", "Weekend project")),
            "servings": rng.choice((2, 4, 6)), "minutes": minutes, "time_text": S.time_text(minutes),
            "ingredients": rng.sample(S.INGREDIENTS, n_ingredients), "directions": list(rng.choice(S.DIRECTIONS)),
            "categories": categories}


# ------------------------------------------------------------------ the fewest ingredients in a category
@register_task("venus")
class GUIBrowsingRecipeFewestIngredients(VenusTask):
    """Among the Broccoli recipes in category C, the one with the fewest ingredients; a
    recipe outside C has even fewer, a recipe in C has one more.

    Success: the answer names exactly that recipe; the runner-up, the decoy, a hedge or a
    list fail.
    """

    app_names = ("broccoli",)
    complexity = 2.5
    template = "Among my Broccoli recipes in the category \"{category}\", which one needs the fewest ingredients?"
    variant_texts = {"zh": "在 Broccoli 里，分类为 \"{category}\" 的菜谱中，哪一道需要的食材最少？",
                     "paraphrase": "Look at the recipes filed under \"{category}\" in Broccoli and tell me which "
                                   "has the shortest ingredient list."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 2, 1, 3), Evaluation.ANSWER, tags=("read-many", "recipes", "min"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        category, *others = rng.sample(S.CATEGORIES, 3)
        titles = rng.sample(S.DISHES, 8)
        low = rng.randint(5, 7)
        counts_in = [low, low + 1] + rng.sample(range(low + 2, 13), rng.randint(1, 2))
        rows = [("target", low), ("runner-up", low + 1)] + [("member", c) for c in counts_in[2:]]
        rows.append(("outside", low - 2))
        while len(rows) < len(titles):
            rows.append(("filler", rng.randint(3, 12)))
        recipes = []
        for (role, n), title in zip(rows, titles):
            cats = [category] if role in ("target", "runner-up", "member") else [rng.choice(others)]
            if rng.random() < 0.3:
                cats.append(others[1] if cats[0] != others[1] else others[0])
            recipes.append({**recipe(rng, title, n, rng.randrange(15, 95, 5), sorted(cats)), "role": role})
        rng.shuffle(recipes)
        by_role = {r["role"]: r["title"] for r in recipes}
        return {"category": category, "recipes": recipes, "answer": by_role["target"],
                "runner_up": by_role["runner-up"], "outside": by_role["outside"],
                "members": [r["title"] for r in recipes if category in r["categories"]]}

    def setup(self, env) -> None:
        S.seed_recipes(env.device, self.params["recipes"])

    @property
    def optimal_steps(self) -> int:
        # open the app, open and leave every recipe (categories are on the details), answer
        return 1 + 2 * len(self.params["recipes"]) + 1

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [r["title"] for r in self.params["recipes"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="Broccoli")
        yield A.answer(self.say(en=f"{t} needs the fewest ingredients.", zh=f"食材最少的是 {t}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the runner-up", give_answer(p["runner_up"])),
                NearMiss("the recipe outside the category", give_answer(p["outside"])),
                *answer_misses(p["answer"], p["runner_up"], p["members"])]


