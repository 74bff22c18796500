"""Browsecomp-like (BC) over one productivity app (Broccoli): find the one item that meets
several constraints at once. (The OpenTracks, Tasks and Joplin lookups that were here were
retired in issue 26: a short lookup solved them, 8-14 optimal steps.)

As in ``bc``: every instance holds exactly one item meeting all constraints, checked in
``sample_params`` for every seed (``only`` raises ``UniquenessError``), and decoys that
each break exactly one; the answer is matched as an exact listing over every item on the
device, so a decoy, a hedge or a list of candidates fails.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import prod_seed as S
from venus_tasks.tasks.bc import UniquenessError
from venus_tasks.tasks.common import answer_misses, give_answer
from venus_tasks.tasks.hgb_prod_recipes import recipe
from verifiers.lists import exact_listing


def only(items: list[dict], meets) -> dict:
    """The one item of ``items`` that ``meets``; ``UniquenessError`` if not exactly one."""
    hits = [i for i in items if meets(i)]
    if len(hits) != 1:
        raise UniquenessError(f"{len(hits)} items meet every constraint: {hits}")
    return hits[0]


def _by_role(items: list[dict], key: str) -> dict[str, str]:
    return {i["role"]: i[key] for i in items}


# ------------------------------------------------------------------ Broccoli
@register_task("venus")
class BrowsecompRecipeQuickWithIngredient(VenusTask):
    """Name the Broccoli recipe that uses ingredient I, takes under T minutes and is not in
    category C (every one of those is on the recipe's details only).

    Decoys: I and quick but in C; I and not in C but T minutes or more; quick and not in C
    but without I.
    """

    app_names = ("broccoli",)
    complexity = 2.5
    template = ("In Broccoli, which recipe uses {ingredient}, takes less than {limit} minutes to prepare, and is not "
                "in the category \"{category}\"? Answer with the recipe's name.")
    variant_texts = {"zh": "在 Broccoli 里，哪道菜谱用到了 {ingredient}、准备时间少于 {limit} 分钟，并且不属于 \"{category}\" 分类？"
                           "请回答菜谱名称。",
                     "paraphrase": "Find the Broccoli recipe that needs {ingredient}, can be prepared in under "
                                   "{limit} minutes and is not filed under \"{category}\". What is it called?"}
    info = TaskInfo(Category.BC, PUDAM(2, 3, 2, 1, 3), Evaluation.ANSWER, tags=("multi-constraint", "recipes"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        ingredient = rng.choice(S.INGREDIENTS)
        category, other = rng.sample(S.CATEGORIES, 2)
        limit = rng.choice((30, 40, 45, 60))
        titles = rng.sample(S.DISHES, 8)
        pool = [i for i in S.INGREDIENTS if i != ingredient]

        def make(role, has, minutes, in_category):
            r = recipe(rng, titles.pop(), rng.randint(4, 9), minutes, [category] if in_category else [other])
            r["ingredients"] = rng.sample(pool, len(r["ingredients"]) - has) + ([ingredient] if has else [])
            rng.shuffle(r["ingredients"])
            return {**r, "role": role}

        quick, slow = (lambda: rng.randrange(10, limit, 5)), (lambda: rng.randrange(limit, limit + 60, 5))
        recipes = [make("target", True, quick(), False), make("in the category", True, quick(), True),
                   make("too slow", True, slow(), False), make("without it", False, quick(), False)]
        while titles:
            recipes.append(make("filler", False, rng.randrange(10, 120, 5), rng.random() < 0.5))
        rng.shuffle(recipes)
        target = only(recipes, lambda r: ingredient in r["ingredients"] and r["minutes"] < limit
                      and category not in r["categories"])
        return {"ingredient": ingredient, "category": category, "limit": limit, "recipes": recipes,
                "answer": target["title"]}

    def setup(self, env) -> None:
        S.seed_recipes(env.device, self.params["recipes"])

    @property
    def optimal_steps(self) -> int:
        return 1 + 2 * len(self.params["recipes"]) + 1     # open, open and leave every recipe, answer

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [r["title"] for r in self.params["recipes"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="Broccoli")
        yield A.answer(self.say(en=f"{t}.", zh=f"是 {t}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        roles = _by_role(p["recipes"], "title")
        with_it = [r["title"] for r in p["recipes"] if p["ingredient"] in r["ingredients"]]
        return [NearMiss("the one in the category", give_answer(roles["in the category"])),
                NearMiss("the slow one", give_answer(roles["too slow"])),
                NearMiss("the one without the ingredient", give_answer(roles["without it"])),
                *answer_misses(p["answer"], roles["in the category"], with_it)]
