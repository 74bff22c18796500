"""A multi-round (MR) chain across three apps, after VenusBench-Mobile's recipe chain
(``MultiRoundRecipe1AddImageRecipes2AddMarkor3DeleteImage``: a recipe into Broccoli, then
Markor; ``shared/reference/venusbench.md`` section 4): a recipe saved in Broccoli becomes a
shopping list in Markor, is trimmed, and is texted with Simple SMS Messenger. Every round
claimed done is checked on the device (``verify_round``, cumulative over the three apps)
and has its own near misses (``play(..., rejected_at=k)``).
"""

from __future__ import annotations

import random
from typing import Any

from apps import broccoli, markor
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import mr_common as mc
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.guard import MayChange
from verifiers.lists import exact_listing
from verifiers.quantities import stated_minutes

# (title, five ingredients); the task keeps four of them, in this order
_RECIPES = (("Lentil soup", ("red lentils", "carrots", "onion", "cumin", "vegetable stock")),
            ("Shakshuka", ("eggs", "tomatoes", "red pepper", "paprika", "feta")),
            ("Pesto pasta", ("spaghetti", "basil", "pine nuts", "parmesan", "garlic")),
            ("Banana pancakes", ("bananas", "flour", "milk", "butter", "maple syrup")),
            ("Chickpea curry", ("chickpeas", "coconut milk", "spinach", "curry paste", "rice")),
            ("Greek salad", ("cucumber", "cherry tomatoes", "olives", "red onion", "oregano")))
# Recipes already in the app (title, minutes, ingredients), none sharing an ingredient
# with the task's.
_SEEDED = (("Overnight oats", "5 min", "oats\nyogurt\nhoney"), ("Tomato bruschetta", "15 min", "bread\nbasil\ngarlic"),
           ("Miso ramen", "30 min", "noodles\nmiso paste\nscallions"), ("Apple crumble", "45 min", "apples\noats\nsugar"),
           ("Fish tacos", "25 min", "white fish\ntortillas\nlime"))
_LISTS = ("shopping_list.md", "groceries.md", "to_buy.md", "market_list.md")


def _norm(items) -> list[str]:
    return sorted(i.strip().casefold() for i in items)


@register_task("venus")
class MultiRoundRecipeShoppingList(mc.StagedRounds, VenusTask):
    """Four rounds over Broccoli, Markor and SMS Messenger; other recipes, notes and
    contacts seeded (a conversation with the partner P among them).

    1. (goal) add recipe R to Broccoli: title, minutes, four ingredients one per line;
    2. "make a shopping list for it in Markor: note L with its ingredients, one per
       line" (does not list them);
    3. "I still have X at home: take it off the list";
    4. "text the list to P" (does not list what is left).

    Checked when each round is claimed done: one recipe added (title; the time states
    the minutes, ``stated_minutes``; its ingredient lines are the four, in any order,
    case and spaces aside) and the other recipes as they were; then the new note L whose
    lines are the four; then the three without X (the recipe keeps all four); then one
    text to P listing exactly the three (``verifiers.lists.exact_listing`` over the
    recipe's five ingredients), nothing else sent.

    Memory: round 2 needs the ingredients from round 1 (in the goal and in Broccoli, no
    longer on screen in Markor); round 4 needs the list as trimmed in round 3, typed in
    SMS Messenger from memory or after looking again.
    """

    app_names = ("broccoli", "markor", "simple sms messenger")
    complexity = 6.0
    first_app = "Broccoli"
    template = ("Add a recipe to Broccoli: {title}, ready in {minutes} min. Ingredients, one per line: "
                "{ingredient_list}.")
    variant_texts = {"zh": "在 Broccoli 中添加一个食谱：{title}，{minutes} 分钟做好。配料（每行一个）：{ingredient_list}。",
                     "paraphrase": "Save a new Broccoli recipe called {title} that takes {minutes} min; its "
                                   "ingredients, each on its own line, are {ingredient_list}."}
    rounds = (
        Round("Now make a shopping list for it in Markor: a note named {list_file} with its ingredients, one per "
              "line.",
              variant_texts={"zh": "现在在 Markor 里为它做一个购物清单：新建名为 {list_file} 的笔记，写上它的配料，"
                                   "每行一个。",
                             "paraphrase": "Next, write its shopping list in Markor: a note called {list_file} "
                                           "listing its ingredients, one per line."}),
        Round("I still have {have} at home, so take it off the list.",
              variant_texts={"zh": "我家里还有 {have}，把它从清单上去掉。",
                             "paraphrase": "There is still {have} in my kitchen; remove it from the list."}),
        Round("Text the list to {partner_first} from Simple SMS Messenger.",
              variant_texts={"zh": "用 Simple SMS Messenger 把这份清单发给 {partner_first}。",
                             "paraphrase": "Send {partner_first} the list by text, with Simple SMS Messenger."}),
    )
    recalls = {1: ("ingredients",)}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 2, 2, 4), Evaluation.STATE, tags=("multi-round", "memory", "cross-app"))
    may_change = MayChange(stores=("broccoli:recipes", "broccoli:recipes_fts*", "markor:*", "sms:messages"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        title, pool = rng.choice(_RECIPES)
        left_out = rng.randrange(5)
        items = [i for k, i in enumerate(pool) if k != left_out]
        seeded = rng.sample(_SEEDED, rng.randint(2, 4))
        who = mc.people(rng, rng.randint(3, 5))
        m = {f"{s}.md": t + "\n" for s, t in zip(rng.sample(("ideas", "week_plan", "reading", "birthdays"), 2),
                                                  rng.sample(mc.TEXTS, 2))}
        return {"title": title, "minutes": rng.randrange(15, 65, 5), "ingredients": items, "all": list(pool),
                "ingredient_list": ", ".join(items), "have": rng.choice(items), "list_file": rng.choice(_LISTS),
                "recipes": [list(r) for r in seeded], "notes": m, "partner_first": who[0]["first"],
                "partner_number": who[0]["number"], "people": who, "history": mc.history(rng, who)}

    def setup(self, env) -> None:
        broccoli.reset(env.device)
        broccoli.add_recipes(env.device, [broccoli.Recipe(t, preparationTime=m, ingredients=i + "\n")
                                          for t, m, i in self.params["recipes"]])
        markor.write_notes(env.device, self.params["notes"], clear=True)
        mc.seed_phonebook(env, self.params["people"], self.params["history"])
        self.recipes = broccoli.list_recipes(env.device)
        self.phones = mc.phonebook(env.device)

    @property
    def optimal_steps(self) -> int:
        # open Broccoli, New Recipe, title, time, ingredients, SAVE, done; open Markor, +,
        # name, OK, the list, BACK (keyboard), BACK (saves), done; the note, the list again
        # (cleared first), BACK, BACK, done; open SMS Messenger, the partner's
        # conversation, type, send, done
        return 7 + 8 + 5 + 5

    def _recipe_ok(self, env) -> bool:
        p = self.params
        after = broccoli.list_recipes(env.device)
        ids = {r.recipeId for r in self.recipes}
        if [r for r in after if r.recipeId in ids] != self.recipes:
            return False
        new = [r for r in after if r.recipeId not in ids]
        return (len(new) == 1 and new[0].title.strip().casefold() == p["title"].casefold()
                and stated_minutes(new[0].preparationTime) == {p["minutes"]}
                and _norm(mc.lines(new[0].ingredients)) == _norm(p["ingredients"]))

    def _stage(self, env, index: int) -> bool:
        p = self.params
        if not self._recipe_ok(env):
            return False
        notes = mc.notes(env.device)
        if any(notes.get(k) != v for k, v in p["notes"].items()):
            return False
        new = {k: v for k, v in notes.items() if k not in p["notes"]}
        after = mc.phonebook(env.device)
        bodies = mc.texts_to(mc.added(self.phones, after, 2), p["partner_number"])
        if after[:2] != self.phones[:2] or bodies is None:
            return False
        if index == 0:
            return new == {} and bodies == []
        left = [i for i in p["ingredients"] if i != p["have"]] if index >= 2 else p["ingredients"]
        if set(new) != {p["list_file"]} or _norm(mc.lines(new[p["list_file"]])) != _norm(left):
            return False
        if index < 3:
            return bodies == []
        return len(bodies) == 1 and exact_listing(bodies[0], left, p["all"])

    def _add(self, ingredients: list[str], minutes: int | None = None):
        p = self.params

        def apply(task, env) -> None:
            broccoli.add_recipes(env.device, [broccoli.Recipe(
                p["title"], preparationTime=f"{minutes or p['minutes']} min", ingredients="\n".join(ingredients) + "\n")])
        return apply

    def _steps(self) -> list:
        p = self.params
        left = [i for i in p["ingredients"] if i != p["have"]]
        return [self._add(p["ingredients"]), mc.write((p["list_file"], "\n".join(p["ingredients"]) + "\n")),
                mc.write((p["list_file"], "\n".join(left) + "\n")),
                mc.send(p["partner_number"], "Shopping list: " + ", ".join(left))]

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        items, have, lst = p["ingredients"], p["have"], p["list_file"]
        left = [i for i in items if i != have]
        other = next(i for i in items if i != have)
        added, listed, trimmed, _ = self._steps()

        def dropped_from_recipe(task, env) -> None:
            broccoli.clear_recipes(env.device)
            broccoli.add_recipes(env.device, [broccoli.Recipe(t, preparationTime=m, ingredients=i + "\n")
                                              for t, m, i in p["recipes"]])
            self._add(left)(task, env)

        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: an ingredient missing", play(self._add(items[:-1]), rejected_at=0)),
                NearMiss("round 1: a wrong time", play(self._add(items, p["minutes"] + 5), rejected_at=0)),
                NearMiss("round 2: the list without one ingredient",
                         play(added, mc.write((lst, "\n".join(items[1:]))), rejected_at=1)),
                NearMiss("round 2: the list under another name",
                         play(added, mc.write(("list.md", "\n".join(items))), rejected_at=1)),
                NearMiss("round 3: took off another item",
                         play(added, listed, mc.write((lst, "\n".join(i for i in items if i != other))),
                              rejected_at=2)),
                NearMiss("round 3: took it off the recipe too",
                         play(added, listed, then(trimmed, dropped_from_recipe), rejected_at=2)),
                NearMiss("round 4: texted the full list",
                         play(added, listed, trimmed, mc.send(p["partner_number"], ", ".join(items)), rejected_at=3)),
                NearMiss("round 4: texted it to someone else",
                         play(added, listed, trimmed, mc.send(p["people"][1]["number"], ", ".join(left)),
                              rejected_at=3))]
