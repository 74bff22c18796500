"""Ambiguity intents over recipes in Broccoli (``com.flauschcode.broccoli``): create a
recipe (with servings, ingredients and a category; with a category, preparation time and
servings), change a recipe's servings and time, file a recipe under a category with a
description, add an ingredient. Every check reads one query over the Room database of
``apps.broccoli`` (``recipes`` with its categories through ``recipes_with_categories``).

Broccoli's defaults that Forced Non-Default keeps away from (flauschtrud/broccoli 1.2.6,
commit f8ef1d6: a new ``CoreRecipe`` has every text field ``""`` and ``favorite`` false,
and ``Recipe.categories`` is empty; AmbiBench ``shared/seeds/`` 000, Phase 2 b): a new
recipe has no servings, preparation time, description or categories, and is not a
favourite. Edits: the default is the recipe listed first (by title), which a target never
is, and the fields as seeded.

Servings and preparation time are free text in Broccoli: the checks compare the numbers
in them (``verifiers.numbers``: "6", "6 servings", "six" are 6; "35 min" is 35 minutes,
"1 h" or "1 hour" is 60), never fuzzy.

The device holds the eight categories of ``CATEGORIES`` (the app's editor only picks
existing categories: its chooser lists ``CategoryDAO.findAll``; new ones are made on the
Categories screen), so every category an intent names can be chosen in the editor.

UI paths (the detailed level) are walked on the simulated screens
(``venus_tasks/sim/apps_ui/broccoli*.py``, modelled on 1.2.6's layouts and strings):
the list's add button (content description "New Recipe"), the editor's fields by their
hints ("Title", "Categories", "Description", "Servings", "Time", "Ingredients"), the
categories chooser (a multi-choice dialog with OK) and the toolbar's "SAVE"; an edit
opens the recipe, "More options", "Edit". A filled field shows its text, not its hint,
so a step into it names that text (replacing it: servings and time; appending a line:
ingredients). Servings and time are typed as the requirement's value ("6 servings",
"35 minutes"). Known kindness: the simulator appends typed text at the end of a field,
while a real tap puts the cursor where the finger lands (the middle of the ingredients
field), so on a device the added line can land between two others or split a long one.
"""

from __future__ import annotations

import random
import re

from apps import broccoli, sqlite_store
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent
from verifiers.numbers import numbers

from venus_tasks.ambiguity.prod_common import (ANCHOR, EXPLICIT, IMPLICIT, ProdIntent, has_line, pick, req,
                                              same_text, span_en, span_zh)

_DB = broccoli.APP.databases[0]
# The FTS4 index tables follow every change of ``recipes`` (Room's content-sync triggers).
STORES = ("broccoli:recipes", "broccoli:categories", "broccoli:recipes_with_categories", "broccoli:recipes_fts*")
TITLES = ("Lemon risotto", "Chickpea curry", "Banana bread", "Greek salad", "Mushroom stroganoff", "Fish tacos",
          "Shakshuka", "Apple crumble", "Pad thai", "Minestrone")
GROUPS = {"soup": ("Lentil soup", "Pumpkin soup", "Tomato soup"),
          "pasta": ("Pasta carbonara", "Pasta pesto", "Pasta primavera"),
          "cake": ("Carrot cake", "Cheesecake", "Chocolate cake")}
CATEGORIES = ("Dinner", "Breakfast", "Dessert", "Vegetarian", "Quick meals", "Party food", "Lunch box", "Baking")
INGREDIENTS = ("200 g flour", "2 eggs", "1 cup of milk", "3 cloves of garlic", "1 red onion", "400 g chickpeas",
               "2 tbsp olive oil", "1 lemon", "250 g mushrooms", "100 g butter", "1 tsp cumin", "150 g feta")
DESCRIPTIONS = ("Grandma's version", "From the Lisbon trip", "Kids love it", "Make it the day before",
                "Best with fresh bread", "Freezes well", "Less salt next time", "Double the sauce",
                "Sunday lunch favourite", "Use ripe tomatoes")
SERVINGS = (3, 5, 6, 8, 10, 12)
MINUTES = (20, 25, 35, 40, 50, 55, 70, 75, 80, 100, 110, 130)

TITLE_NAMES = ("recipe", "which recipe", "title", "recipe name", "dish", "菜谱", "哪个菜谱", "菜名")
SERVINGS_NAMES = ("servings", "how many people", "portions", "serves", "几人份", "份数")
TIME_NAMES = ("preparation time", "how long", "prep time", "cooking time", "准备时间", "多久")
CATEGORY_NAMES = ("category", "which category", "categories", "分类", "哪个分类")
INGREDIENT_NAMES = ("ingredients", "ingredient", "what goes in", "配料", "食材")
DESCRIPTION_NAMES = ("description", "note", "subtitle", "描述", "简介")


# --------------------------------------------------------------- store
def _seed(env, p) -> None:
    recipes = p["recipes"]
    with sqlite_store.pulled(env.device, broccoli.APP, _DB, write=True) as conn:
        for name in CATEGORIES:
            conn.execute("INSERT INTO categories (name) SELECT ? WHERE NOT EXISTS "
                         "(SELECT 1 FROM categories WHERE name = ?)", (name, name))
    broccoli.replace_recipes(env.device, [broccoli.Recipe(
        title=r["title"], description=r.get("description", ""), servings=r.get("servings", ""),
        preparationTime=r.get("time", ""), ingredients="\n".join(r["ingredients"]),
        directions=r.get("directions", "Mix and cook.")) for r in recipes],
        {i: list(r["categories"]) for i, r in enumerate(recipes) if r.get("categories")})


def _recipes(probe) -> list[dict]:
    rows = probe.rows("broccoli", lambda device: sqlite_store.query(device, broccoli.APP, _DB, (
        "SELECT r.title, r.description, r.servings, r.preparationTime, r.ingredients, "
        "(SELECT group_concat(c.name, char(10)) FROM recipes_with_categories rc JOIN categories c "
        " ON c.categoryId = rc.categoryId WHERE rc.recipeId = r.recipeId) AS cats FROM recipes r ORDER BY r.recipeId")))
    return [{"title": r["title"] or "", "description": r["description"] or "", "servings": r["servings"] or "",
             "time": r["preparationTime"] or "", "ingredients": tuple((r["ingredients"] or "").splitlines()),
             "categories": tuple(sorted((r["cats"] or "").splitlines()))} for r in rows]


def _as_seeded(r: dict) -> tuple:
    return (r["title"], r.get("description", ""), r.get("servings", ""), r.get("time", ""), tuple(r["ingredients"]),
            tuple(sorted(r.get("categories", ()))))


def _as_read(r: dict) -> tuple:
    return (r["title"], r["description"], r["servings"], r["time"], r["ingredients"], r["categories"])


def _count(text: str) -> int | None:
    """The one number in a servings text ("6", "6 servings", "six"), else None."""
    found = numbers(text or "")
    return int(found[0]) if len(found) == 1 and found[0] == int(found[0]) else None


def _minutes(text: str) -> int | None:
    """Minutes in a preparation time text: "35 min", "35 minutes", "1 h 10 min",
    "1 hour", "1.5 hours"; None when it has no number or a unit the check cannot read."""
    t = (text or "").casefold()
    total, seen = 0.0, False
    for num, unit in re.findall(r"(\d+(?:[.,]\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|小时|分钟)?", t):
        value = float(num.replace(",", "."))
        seen = True
        total += value * 60 if unit and (unit.startswith("h") or unit == "小时") else value
    return int(round(total)) if seen else None


def _background(rng: random.Random, exclude=()) -> list[dict]:
    return [{"title": t, "servings": str(pick(rng, (2, 4))), "time": f"{pick(rng, (15, 30, 45, 60))} min",
             "ingredients": pick(rng, INGREDIENTS, 3), "categories": (pick(rng, CATEGORIES),)}
            for t in pick(rng, [t for t in TITLES if t not in exclude], 3)]


# --------------------------------------------------------------- UI path
# Labels of Broccoli 1.2.6 (``fragment_recipes.xml``, ``activity_new_recipe.xml``,
# ``menu/details.xml``, ``strings.xml``; see ``venus_tasks/sim/apps_ui/broccoli.py``).
OPEN = Step("open", "Broccoli")
NEW = Step("tap", "New Recipe")
SAVE = Step("tap", "SAVE")


def _servings_text(p) -> str:
    """What the path types as servings: the requirement's value ("6 servings"; free text
    in Broccoli, read back by ``_count``), so the typed text is the requirement's value."""
    return f"{p['servings']} servings"


def _pick_category(p) -> tuple:
    """The editor's Categories field, the category in its chooser, OK."""
    return Step("tap", "Categories"), Step("tap", p["category"]), Step("tap", "OK")


def _open_editor(p) -> tuple:
    """From the launch: the recipe's card, "More options", "Edit"."""
    return OPEN, Step("tap", p["title"], within="recycler_view"), Step("tap", "More options"), Step("tap", "Edit")


def _path_create_ingredients(p) -> tuple:
    return (OPEN, NEW, Step("type", "Title", text=p["title"]), *_pick_category(p),
            Step("type", "Servings", text=_servings_text(p)),
            Step("type", "Ingredients", text="\n".join(p["ingredients"])), SAVE)


def _path_create_time(p) -> tuple:
    return (OPEN, NEW, Step("type", "Title", text=p["title"]), *_pick_category(p),
            Step("type", "Servings", text=_servings_text(p)), Step("type", "Time", text=span_en(p["minutes"])), SAVE)


def _path_servings_time(p) -> tuple:
    seeded = _seeded_target(p)
    return (*_open_editor(p),
            Step("type", seeded["servings"], text=_servings_text(p), rid="new_servings", clear=True),
            Step("type", seeded["time"], text=span_en(p["minutes"]), rid="new_preparation_time", clear=True), SAVE)


def _path_file_under(p) -> tuple:
    return (*_open_editor(p), *_pick_category(p), Step("type", "Description", text=p["description"]), SAVE)


def _path_add_ingredient(p) -> tuple:
    return (*_open_editor(p), Step("type", "\n".join(_seeded_target(p)["ingredients"]), text="\n" + p["ingredient"],
                                   rid="new_ingredients"), SAVE)


# --------------------------------------------------------------- requirements
def _servings_req(p, kind=EXPLICIT, phrase="for {v}", phrase_zh="，{z}"):
    n = p["servings"]
    return req("servings", kind, f"{n} servings" if n else "no servings", SERVINGS_NAMES,
               value_zh=f"{n}人份" if n else "不填份数", phrase=phrase, phrase_zh=phrase_zh)


def _time_req(p, kind=EXPLICIT, phrase="with a preparation time of {v}", phrase_zh="，准备时间{z}"):
    m = p["minutes"]
    return req("time", kind, span_en(m) if m else "no preparation time", TIME_NAMES,
               value_zh=span_zh(m) if m else "不填准备时间", phrase=phrase, phrase_zh=phrase_zh)


def _category_req(p, kind=IMPLICIT, phrase="in the category {v}", phrase_zh="，分类为 {z}"):
    return req("category", kind, p["category"] or "no category", CATEGORY_NAMES, value_zh=p["category"] or "不分类",
               phrase=phrase, phrase_zh=phrase_zh, options=CATEGORIES)


# --------------------------------------------------------------- create
def _draw_create(rng: random.Random) -> dict:
    title = pick(rng, TITLES)
    return {"recipes": _background(rng, exclude=(title,)), "title": title, "servings": pick(rng, SERVINGS),
            "minutes": pick(rng, MINUTES), "category": pick(rng, CATEGORIES),
            "ingredients": tuple(pick(rng, INGREDIENTS, 2))}


def _new_recipe(probe, p):
    seeded = {_as_seeded(r) for r in p["recipes"]}
    new = [r for r in _recipes(probe) if _as_read(r) not in seeded]
    if len(new) != 1:
        new = [r for r in new if same_text(r["title"], p["title"])]
    return new[0] if len(new) == 1 else None


def _solve_create(env, p) -> None:
    new = {"title": p["title"], "servings": f"{p['servings']}" if p["servings"] else "",
           "time": f"{p['minutes']} min" if p["minutes"] else "", "ingredients": p["ingredients"],
           "categories": (p["category"],) if p["category"] else ()}
    _seed(env, {**p, "recipes": [*p["recipes"], new]})


def _check_title(probe, p) -> bool:
    r = _new_recipe(probe, p)
    seeded = {_as_seeded(x) for x in p["recipes"]}
    return r is not None and same_text(r["title"], p["title"]) and seeded <= {_as_read(x) for x in _recipes(probe)}


def _on(get, want):
    def check(probe, p) -> bool:
        r = get(probe, p)
        return r is not None and want(r, p)
    return check


def _servings_ok(r, p) -> bool:
    return _count(r["servings"]) == p["servings"] if p["servings"] else not r["servings"].strip()


def _time_ok(r, p) -> bool:
    return _minutes(r["time"]) == p["minutes"] if p["minutes"] else not r["time"].strip()


CREATE_CHECKS = {
    "title": _check_title,
    "servings": _on(_new_recipe, _servings_ok),
    "time": _on(_new_recipe, _time_ok),
    "category": _on(_new_recipe, lambda r, p: r["categories"] == ((p["category"],) if p["category"] else ())),
    "ingredients": _on(_new_recipe, lambda r, p: bool(p["ingredients"]) and
                       all(has_line("\n".join(r["ingredients"]), i) for i in p["ingredients"])),
}
CREATE_DEFAULTS = {"title": {"title": "Recipe"}, "servings": {"servings": 0}, "time": {"minutes": 0},
                   "category": {"category": ""}, "ingredients": {"ingredients": ()}}


def _title_req(p):
    return req("title", ANCHOR, p["title"], TITLE_NAMES, phrase='a recipe "{v}"', phrase_zh="菜谱“{z}”")


def _ingredients_req(p):
    value = "; ".join(p["ingredients"]) or "no ingredients"
    return req("ingredients", EXPLICIT, value, INGREDIENT_NAMES, value_zh="；".join(p["ingredients"]) or "没有配料",
               phrase="with the ingredients {v}", phrase_zh="，配料为{z}")


def _create(name, rids, masks, free, ui_path, tmpl, tmpl_zh, tmpl_para, build) -> ProdIntent:
    return ProdIntent(
        name=name, app="broccoli", draw=_draw_create, intent=build,
        checks={r: CREATE_CHECKS[r] for r in rids}, default_params={r: CREATE_DEFAULTS[r] for r in rids},
        hypernym="a dish", hypernym_zh="一道菜", incomplete_masks=masks, ui_path=ui_path,
        template=tmpl, template_zh=tmpl_zh, template_paraphrase=tmpl_para,
        setup=_seed, stores=STORES, solve=_solve_create, free=free)


CREATE_WITH_INGREDIENTS = _create(
    "RecipesCreateWithIngredients", ("title", "servings", "ingredients", "category"), ("ingredients", "category"),
    ("ingredients",), _path_create_ingredients,
    "In Broccoli, add {title} {servings} {ingredients} {category}.",
    "在 Broccoli 中添加{title}{servings}{ingredients}{category}。",
    "Save {title} in the Broccoli app {servings} {ingredients} {category}.",
    lambda p: Intent((_title_req(p), _servings_req(p), _ingredients_req(p), _category_req(p)),
                     topics=("directions", "image", "source", "步骤", "图片")))

CREATE_WITH_TIME = _create(
    "RecipesCreateWithTime", ("title", "category", "time", "servings"), ("time", "servings"), ("time",),
    _path_create_time,
    "In Broccoli, add {title} {category} {time} {servings}.",
    "在 Broccoli 中添加{title}{category}{time}{servings}。",
    "Save {title} in the Broccoli app {category} {time} {servings}.",
    lambda p: Intent((_title_req(p), _category_req(p, EXPLICIT), _time_req(p),
                      _servings_req(p, IMPLICIT, phrase="for {v}", phrase_zh="，{z}")),
                     topics=("directions", "image", "source", "步骤", "图片")))


# --------------------------------------------------------------- edits of an existing recipe
def _draw_edit(rng: random.Random) -> dict:
    group = pick(rng, sorted(GROUPS))
    recipes = _background(rng)
    cands = [{"title": t, "servings": "4", "time": "30 min", "ingredients": pick(rng, INGREDIENTS, 3),
              "categories": ()} for t in GROUPS[group]]
    target = pick(rng, cands[1:])  # the list is by title: the first is the default
    have = set(target["ingredients"])
    return {"recipes": recipes + cands, "group": group, "title": target["title"],
            "candidates": [c["title"] for c in cands], "servings": pick(rng, SERVINGS), "minutes": pick(rng, MINUTES),
            "category": pick(rng, CATEGORIES), "description": pick(rng, DESCRIPTIONS),
            "ingredient": pick(rng, [i for i in INGREDIENTS if i not in have])}


def _edit_anchor(p):
    return req("title", ANCHOR, p["title"], TITLE_NAMES, phrase='the recipe "{v}"', phrase_zh="菜谱“{z}”",
               options=tuple(c for c in p["candidates"] if c != p["title"]))


def _seeded_target(p) -> dict:
    return next(r for r in p["recipes"] if r["title"] == p["title"])


def _target(probe, p):
    found = [r for r in _recipes(probe) if r["title"] == p["title"]]
    return found[0] if len(found) == 1 else None


def _check_edit_anchor(probe, p) -> bool:
    now = _recipes(probe)
    others = sorted(_as_seeded(r) for r in p["recipes"] if r["title"] != p["title"])
    target = [r for r in now if r["title"] == p["title"]]
    return len(target) == 1 and _as_read(target[0]) != _as_seeded(_seeded_target(p)) and \
        sorted(_as_read(r) for r in now if r["title"] != p["title"]) == others


def _edit(env, p, **changes) -> None:
    _seed(env, {**p, "recipes": [dict(r, **changes) if r["title"] == p["title"] else r for r in p["recipes"]]})


def _first(p) -> dict:
    return {"title": p["candidates"][0]}


def _edit_intent(name, rids, masks, free, ui_path, tmpl, tmpl_zh, tmpl_para, build, solve, defaults,
                 checks) -> ProdIntent:
    return ProdIntent(
        name=name, app="broccoli", draw=_draw_edit, intent=build, checks={"title": _check_edit_anchor, **checks},
        default_params={"title": _first, **defaults}, hypernym="one of my recipes", hypernym_zh="我的一个菜谱",
        incomplete_masks=masks, ui_path=ui_path, template=tmpl, template_zh=tmpl_zh, template_paraphrase=tmpl_para,
        setup=_seed, stores=STORES, solve=solve, free=free)


def _old_servings(p) -> int:
    return int(_seeded_target(p)["servings"])


def _old_minutes(p) -> int:
    return _minutes(_seeded_target(p)["time"])


SET_SERVINGS_TIME = _edit_intent(
    "RecipesSetServingsAndTime", ("servings", "time"), ("servings", "time"), ("time",),
    _path_servings_time,
    "In Broccoli, edit {title} {servings} {time}.",
    "在 Broccoli 中修改{title}{servings}{time}。",
    "Update {title} in the Broccoli app {servings} {time}.",
    lambda p: Intent((_edit_anchor(p), _servings_req(p, phrase="to make {v}", phrase_zh="，改为{z}"),
                      _time_req(p, phrase="and take {v} to prepare", phrase_zh="，准备时间改为{z}")),
                     topics=("ingredients", "category", "配料", "分类")),
    lambda env, p: _edit(env, p, servings=str(p["servings"]), time=f"{p['minutes']} min"),
    {"servings": lambda p: {"servings": _old_servings(p)}, "time": lambda p: {"minutes": _old_minutes(p)}},
    {"servings": _on(_target, _servings_ok), "time": _on(_target, _time_ok)})

FILE_UNDER = _edit_intent(
    "RecipesFileUnderCategory", ("category", "description"), ("category", "description"), ("description",),
    _path_file_under,
    "In Broccoli, categorise {title} {category} {description}.",
    "在 Broccoli 中给{title}分类{category}{description}。",
    "In the Broccoli app, sort {title} {category} {description}.",
    lambda p: Intent((_edit_anchor(p), _category_req(p, EXPLICIT, phrase="in the category {v}",
                                                     phrase_zh="，归入 {z} 分类"),
                      req("description", IMPLICIT, p["description"] or "no description", DESCRIPTION_NAMES,
                          phrase='with the description "{v}"', phrase_zh="，描述写“{z}”")),
                     topics=("servings", "份数")),
    lambda env, p: _edit(env, p, categories=(p["category"],) if p["category"] else (), description=p["description"]),
    {"category": {"category": ""}, "description": {"description": ""}},
    {"category": _on(_target, lambda r, p: p["category"] in r["categories"]),
     "description": _on(_target, lambda r, p: same_text(r["description"], p["description"] or ""))})

ADD_INGREDIENT = _edit_intent(
    "RecipesAddIngredient", ("ingredient",), ("ingredient",), ("ingredient",),
    _path_add_ingredient,
    "In Broccoli, add an ingredient {ingredient} to {title}.",
    "在 Broccoli 中给{title}加一种配料{ingredient}。",
    "In the Broccoli app, add one more ingredient {ingredient} to {title}.",
    lambda p: Intent((_edit_anchor(p), req("ingredient", EXPLICIT, p["ingredient"] or "nothing", INGREDIENT_NAMES,
                                           phrase='"{v}"', phrase_zh="“{z}”")
                      .with_context("(the one I mentioned)", "（我之前提到的那种）")),
                     topics=("servings", "份数")),
    lambda env, p: _edit(env, p, ingredients=(*_seeded_target(p)["ingredients"], p["ingredient"])
                         if p["ingredient"] else _seeded_target(p)["ingredients"]),
    {"ingredient": {"ingredient": ""}},
    {"ingredient": _on(_target, lambda r, p: bool(p["ingredient"]) and has_line("\n".join(r["ingredients"]),
                                                                                   p["ingredient"])
                       and all(has_line("\n".join(r["ingredients"]), i) for i in _seeded_target(p)["ingredients"]))})

INTENTS = (CREATE_WITH_INGREDIENTS, CREATE_WITH_TIME, SET_SERVINGS_TIME, FILE_UNDER, ADD_INGREDIENT)
SPECS = tuple(register(i.spec()) for i in INTENTS)
