"""More apps a heterogenized family binds to (``family_kit.Binding`` factories, as in
``family_apps``): Broccoli's recipes, Pro Expense's expenses and OsmAnd's favourites.

Defaults: a new recipe has no ingredients; Pro Expense refuses an expense without an
amount (the fallback is another amount, as ``intents_expense`` does) and files it under
Food; OsmAnd's favourite editor fills the name with the place's name and leaves the
description empty (``FavoritePointEditorFragment``), and without a place named the point
is another one (the first of the seeded places). UI paths: Broccoli's "New Recipe" form
(``intents_recipes``), Pro Expense's add button (``intents_expense``), OsmAnd's search,
the place's context menu "Add" and the favourite editor (OsmAnd 4.5/4.6).
"""

from __future__ import annotations

import random

from apps import broccoli, expense, osmand
from venus_tasks.ambiguity.family_kit import Binding, Params, Record
from venus_tasks.ambiguity.prod_common import pick, same_text
from venus_tasks.ambiguity.spec import Step

# ------------------------------------------------------------------ Broccoli
_FILLER_RECIPES = {"Overnight oats": ("Rolled oats", "Yogurt"), "Chili con carne": ("Kidney beans", "Minced beef"),
                   "Shakshuka": ("Eggs", "Tomatoes"), "Pesto pasta": ("Spaghetti", "Pesto")}


def recipe(title: str, ingredients: str) -> Binding:
    """A recipe in Broccoli titled ``title`` (the anchor) whose ingredients (one per line)
    hold each item of the family field ``ingredients`` (a list)."""
    def background(rng: random.Random, v: Params) -> dict:
        names = pick(rng, [n for n in sorted(_FILLER_RECIPES) if not same_text(n, v[title])], 3)
        return {"bg_recipes": [{"title": n, "ingredients": list(_FILLER_RECIPES[n])} for n in names]}

    def records(probe, p) -> list[Record]:
        out = []
        for r in probe.rows("broccoli", broccoli.list_recipes):
            lines = tuple(x.strip() for x in r.ingredients.splitlines() if x.strip())
            out.append(Record(r.title, (r.title, lines, r.description), {"title": r.title, "ingredients": lines}))
        return out

    def write(env, q) -> None:
        broccoli.add_recipes(env.device, [broccoli.Recipe(title=q[title], ingredients="\n".join(q[ingredients]))])

    def has_all(r, p) -> bool:
        want = p[ingredients]
        return bool(want) and all(any(same_text(x, w) for x in r["ingredients"]) for w in want)

    return Binding(
        app="broccoli", label="Broccoli", suffix="Broccoli", background=background,
        seed=lambda env, p: broccoli.replace_recipes(env.device, [
            broccoli.Recipe(title=r["title"], ingredients="\n".join(r["ingredients"])) for r in p["bg_recipes"]]),
        records=records, seeded=lambda p: [(r["title"], tuple(r["ingredients"]), "") for r in p["bg_recipes"]],
        matches={title: lambda r, p: same_text(r["title"], p[title]), ingredients: has_all}, write=write,
        defaults={title: {title: "Recipe"}, ingredients: {ingredients: []}},
        path=lambda p: (Step("open", "Broccoli"), Step("tap", "New Recipe"), Step("type", "Title", text=p[title]),
                        Step("type", "Ingredients", text="\n".join(p[ingredients])), Step("tap", "SAVE")),
        stores=("broccoli:recipes", "broccoli:categories", "broccoli:recipes_with_categories", "broccoli:recipes_fts*"))


# ------------------------------------------------------------------ Pro Expense
FOOD = {v: k for k, v in expense.CATEGORIES.items()}["Food"]   # the add screen's preselected category


def expense_entry(name: str, cents: str) -> Binding:
    """An expense in Pro Expense named ``name`` (the anchor) of ``cents`` (an int field)."""
    def background(rng: random.Random, v: Params) -> dict:
        return {"bg_expenses": expense.noise_expenses(rng, 3, exclude={v[name]})}

    def records(probe, p) -> list[Record]:
        return [Record(r["name"], (r["name"], r["amount"], r["category"], r["note"] or ""),
                       {"name": r["name"] or "", "amount": r["amount"]})
                for r in probe.rows("expense", expense.list_expenses)]

    def seed(env, p) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, p["bg_expenses"])

    return Binding(
        app="pro expense", label="Pro Expense", suffix="Expense", background=background, seed=seed, records=records,
        seeded=lambda p: [(r["name"], r["amount"], r["category"], r["note"] or "") for r in p["bg_expenses"]],
        matches={name: lambda r, p: same_text(r["name"], p[name]), cents: lambda r, p: r["amount"] == p[cents]},
        write=lambda env, q: expense.add_expenses(env.device, [expense.row(q[name], q[cents], FOOD)]),
        defaults={name: {name: "Expense"}, cents: lambda p: {cents: 1000 if p[cents] != 1000 else 2000}},
        path=lambda p: (Step("open", "Pro Expense"), Step("tap", "+", rid="fb_main_add"),
                        Step("type", "Name", text=p[name]), Step("type", "Amount", text=f"{p[cents] / 100:.2f}"),
                        Step("tap", "Save")),
        stores=("pro expense:expense",))


# ------------------------------------------------------------------ OsmAnd
PLACES = {k.split(",")[0]: v for k, v in osmand.PRELOADED_LOCATIONS.items()}    # "Balzers": (lat, lon)


def _fav_key(f) -> tuple:
    return (f["name"], round(f["lat"], 4), round(f["lon"], 4), f["desc"])


def favourite(name: str, place: str, note: str) -> Binding:
    """A favourite in OsmAnd named ``name`` (the anchor) at the town ``place`` (a key of
    ``PLACES``; within 0.001 degrees, AndroidWorld's match) with the description ``note``."""
    def background(rng: random.Random, v: Params) -> dict:
        spots = pick(rng, [x for x in sorted(PLACES) if x != v[place]], 2)
        return {"bg_favs": [{"name": f"Saved {x}", "lat": PLACES[x][0], "lon": PLACES[x][1], "desc": ""}
                            for x in spots]}

    def records(probe, p) -> list[Record]:
        out = []
        for f in probe.rows("osmand.favorites", osmand.list_favorites):
            view = {"name": f.name, "lat": f.lat, "lon": f.lon, "desc": f.description}
            out.append(Record(f.name, _fav_key(view), view))
        return out

    def write_all(env, favs: list[dict]) -> None:
        osmand.set_favorites(env.device, [osmand.Favorite(f["name"], f["lat"], f["lon"], "", f["desc"]) for f in favs])

    def write(env, q) -> None:
        spot = q[place] or q["bg_favs"][0]["name"][len("Saved "):]
        write_all(env, [*q["bg_favs"], {"name": q[name] or spot, "lat": PLACES[spot][0], "lon": PLACES[spot][1],
                                        "desc": q[note] or ""}])

    def at(r, p) -> bool:
        return bool(p[place]) and osmand.within((r["lat"], r["lon"]), PLACES[p[place]])

    return Binding(
        app="osmand", label="OsmAnd", suffix="OsmAnd", background=background,
        seed=lambda env, p: write_all(env, p["bg_favs"]), records=records,
        seeded=lambda p: [_fav_key(f) for f in p["bg_favs"]],
        matches={name: lambda r, p: same_text(r["name"], p[name]), place: at,
                 note: lambda r, p: same_text(r["desc"], p[note] or "")},
        write=write,
        defaults={name: lambda p: {name: p[place]}, note: {note: ""},
                  place: lambda p: {place: next(x for x in sorted(PLACES) if x != p[place])}},
        path=lambda p: (Step("open", "OsmAnd"), Step("tap", "Search", rid="map_search_button"),
                        Step("type", "Search", text=p[place]), Step("tap", p[place], rid="title"),
                        Step("tap", "Add", rid="context_menu_fav_text_view"),
                        Step("type", "Name", text=p[name], rid="name_edit", clear=True),
                        Step("type", "Description", text=p[note]), Step("tap", "Save")),
        stores=("osmand:*",), domain="information", complexity=2.8)
