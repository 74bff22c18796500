"""Function assistance (FA) over Broccoli 1.2.6: how a recipe is filed under another
category (Edit in the recipe's menu, the Categories field, the chooser's OK, Save),
answered with the categories this recipe has and how many the device holds.

A realistic collection: 15-18 recipes (the asked one below the first screen of the list)
and 9-11 categories (more than the eight rows the chooser shows at once). The guard holds
Broccoli's tables: nothing may change. Read through ``verifiers/``: the steps in order
(``paths.menu_path``), the recipe's categories as an exact listing among the device's
categories and plausible others (``lists``), the total (``facts``, the clause saying
"total"/"in all"/"一共").
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import broccoli
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched, then
from verifiers.facts import stated_counts
from verifiers.lists import exact_listing
from verifiers.paths import menu_path

_TITLES = ("Apple crumble", "Banana bread", "Beef stew", "Carrot soup", "Chana masala", "Chicken curry",
           "Egg fried rice", "Fish tacos", "French toast", "Gnocchi", "Greek salad", "Hummus", "Jambalaya",
           "Lemon tart", "Lentil dal", "Mushroom risotto", "Pad thai", "Pancakes", "Ratatouille", "Shakshuka",
           "Spinach pie", "Tomato pasta", "Veggie chili", "Waffles")
_CATEGORIES = ("Baking", "Breakfast", "Dessert", "Dinner", "Lunch", "Party", "Quick", "Salad", "Soup", "Spicy",
               "Vegan", "Vegetarian", "Kids", "Freezer")
_NOT_THERE = ("Snacks", "Grill", "Drinks", "Holiday", "Seafood", "Sides")
_VISIBLE = 11           # list rows a first screen shows (72dp rows under the app bar, 1080x2400 at 420dpi)
_STEPS = (("edit", "编辑"), ("categories", "category", "类别", "分类"), ("ok", "确定"), ("save", "保存"))
_TOTAL = ("total", "altogether", "in all", "overall", "总共", "一共", "共有")


@register_task("venus")
class FuncAssistExplainRecipeCategory(VenusTask):
    """How is "{recipe}" filed under another category in Broccoli, which categories is it
    in now, and how many categories are there in total?

    Success: Edit, Categories, OK, Save named in order (or 编辑, 类别/分类, 确定, 保存);
    exactly the recipe's 1-3 categories listed among the device's categories and absent
    ones; the number of categories stated as the total. Nothing changed.
    """

    app_names = ("broccoli",)
    complexity = 2.0
    template = ("How do I put my \"{recipe}\" recipe into another category in Broccoli? Tell me the steps, which "
                "categories it is in right now, and how many categories I have in total.")
    variant_texts = {"zh": "在 Broccoli 里怎样把我的 \"{recipe}\" 食谱再归到另一个类别？请告诉我步骤、它现在属于哪些类别，"
                           "以及我一共有多少个类别。",
                     "paraphrase": "Explain how to file my \"{recipe}\" recipe under an additional category in "
                                   "Broccoli. Which categories does it have at the moment, and how many categories "
                                   "exist in total?"}
    info = TaskInfo(Category.FA, PUDAM(2, 3, 2, 2, 3), Evaluation.ANSWER, tags=("explain", "broccoli"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        titles = sorted(rng.sample(_TITLES, rng.randint(15, 18)), key=str.casefold)
        recipe = titles[rng.randint(_VISIBLE, len(titles) - 1)]
        categories = sorted(rng.sample(_CATEGORIES, rng.randint(9, 11)))
        mine = sorted(rng.sample(categories, rng.randint(1, 3)))
        filed = {t: sorted(rng.sample(categories, rng.randint(0, 2))) for t in titles if t != recipe}
        filed[recipe] = mine
        # every category in use, so the device holds them all
        unused = [c for c in categories if not any(c in cs for cs in filed.values())]
        for c, t in zip(unused, [t for t in titles if t != recipe]):
            filed[t] = sorted(set(filed[t]) | {c})
        return {"recipe": recipe, "titles": titles, "categories": categories, "mine": mine,
                "filed": [filed[t] for t in titles], "servings": [str(rng.randint(2, 8)) for _ in titles]}

    def setup(self, env) -> None:
        p = self.params
        recipes = [broccoli.Recipe(title=t, description=f"Our {t.lower()}", servings=s, preparationTime="30 min")
                   for t, s in zip(p["titles"], p["servings"])]
        broccoli.replace_recipes(env.device, recipes, dict(enumerate(p["filed"])))

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        return float(menu_path(a, _STEPS)
                     and exact_listing(a, p["mine"], p["categories"] + list(_NOT_THERE))
                     and stated_counts(a, ("category", "categories", "类别", "分类"), _TOTAL)
                     == {len(p["categories"])})

    def _say(self, mine: list[str], total: int) -> str:
        r = self.params["recipe"]
        return self.say(en=f"Open {r}, tap More options > Edit, tap the Categories field, tick the category you want and "
                           f"tap OK, then tap Save. {r} is in {', '.join(mine)} right now, and you have {total} "
                           f"categories in total.",
                        zh=f"打开 {r}，点更多选项 > 编辑（Edit），点类别（Categories）栏，勾选想要的类别后点确定（OK），"
                           f"再点保存（Save）。{r} 现在属于 {'、'.join(mine)}，你一共有 {total} 个类别。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Broccoli")
        yield A.answer(self._say(self.params["mine"], len(self.params["categories"])))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        mine, n = p["mine"], len(p["categories"])
        other = next(c for c in p["categories"] if c not in mine)

        def file_it(task, env) -> None:          # ticked a category and saved
            recipe_id = next(r.recipeId for r in broccoli.list_recipes(env.device) if r.title == p["recipe"])
            broccoli.set_categories(env.device, {recipe_id: [other]})
        return [
            NearMiss("another category listed too", give_answer(self._say(mine + [other], n))),
            NearMiss("only the categories the chooser's first screen shows", give_answer(self._say(mine, 8))),
            NearMiss("one category too many in total", give_answer(self._say(mine, n + 1))),
            NearMiss("the steps without Edit", give_answer(
                f"Tap the Categories field, tick it, OK, Save. It is in {', '.join(mine)}; {n} categories in total.")),
            NearMiss("filed it to show how", then(file_it, give_answer(self._say(mine, n)))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Broccoli, scroll the list, the recipe (its categories), More options, Edit,
        # the Categories field (the chooser), scroll the chooser (the rest), OK, Navigate
        # up (nothing changed: no question), answer
        return 10
