"""Posterior intents over installed apps (``dialogue.rules``; AmbiBench's posterior intents:
the user chooses by a rule over what the app shows, so the anchor is rule-valued and its
check compares what the agent changed with the rule applied to the seeded data).

* ``ExpenseLargestOfKind`` (Pro Expense): a note on the most expensive of several
  expenses of one kind ("the most expensive taxi ride"); the list shows each amount.
  Default option: the newest of the kind (the list is newest first).
* ``RecipesFewestIngredients`` (Broccoli): the recipe of a group with the fewest
  ingredients ("the soup with the fewest ingredients"), filed under a category; each
  recipe's ingredients are on its page. Default option: the group's first by title (the
  list's order).
* ``RetroShortestSong`` (Retro Music): the shortest song by an artist, added to one of two
  playlists; the artist's page lists each song's length. Default option: the artist's
  first song by title (the page's order).
* ``TasksFirstDueInMonth`` (Tasks): High priority for the first bill due in November; the
  list shows each due date. Default option: the bill due soonest (the list is by due date),
  always one due in October.

Forced Non-Default: ``draw`` seeds the kind's values so that the rule's pick is unique and
is not the default option (``Posterior`` refuses it otherwise). The other requirement's
default: an empty note, no category, no playlist (the app has none: ``no_default``).

The anchor's check: the options the agent changed (a note written, a category set, a song
added to a playlist) are exactly the rule's pick (``Posterior.holds``); changing every
option, or the default one, fails.

UI paths use the labels the sibling intents walk (``intents_expense``, ``intents_recipes``,
``intents_media`` describe the screens); walked in ``tests/test_ambiguity_posterior_walk.py``.
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any, Mapping

from apps import broccoli, expense, retro_music, sqlite_store, tasks_org
from venus_tasks.ambiguity.prod_common import day, epoch
from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.data import audio
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.dialogue.rules import Option, Posterior, Rule
from verifiers.answer import normalize
from verifiers.guard import MayChange

# ------------------------------------------------------------------ Pro Expense
KINDS = {"taxi": (("taxi ride", "打车"), ("Taxi to airport", "Taxi home", "Taxi downtown", "Taxi to station")),
         "coffee": (("coffee", "咖啡"), ("Morning coffee", "Coffee with Sam", "Coffee beans", "Station coffee")),
         "lunch": (("lunch", "午餐"), ("Team lunch", "Sushi lunch", "Lunch with Ana", "Quick lunch"))}
NOTES = ("Reimbursable", "Split with Ana", "Business trip", "Keep the receipt", "Claim next month")
DAY_MS = 86_400_000


def _expense_draw(rng: random.Random) -> dict[str, Any]:
    kind = rng.choice(sorted(KINDS))
    names = rng.sample(KINDS[kind][1], 3)
    cents = rng.sample(range(800, 6000, 50), 3)
    while max(cents) == cents[0]:                    # the first (the newest, listed first) is never the largest
        rng.shuffle(cents)
    rows = [{"name": n, "cents": c, "days_ago": i + 1} for i, (n, c) in enumerate(zip(names, cents))]
    return {"kind": kind, "rows": rows, "note": rng.choice(NOTES),
            "noise": expense.noise_expenses(rng, 3, exclude=set(KINDS[kind][1]))}


def _expense_posterior(p: Mapping[str, Any]) -> Posterior:
    en, zh = KINDS[p["kind"]][0]
    rule = Rule("largest", f"the most expensive {en}", f"最贵的那笔{zh}", by="amount", lowest=False)
    offered = tuple(Option(r["name"], {"amount": Decimal(r["cents"]) / 100}) for r in p["rows"])
    return Posterior(rule, offered, default=p["rows"][0]["name"])


def _expense_setup(env, p: Mapping[str, Any]) -> None:
    expense.reset(env.device)
    expense.add_expenses(env.device, [*p["noise"], *(expense.row(r["name"], r["cents"], 1, expense.NOW_MS
                                                                 - r["days_ago"] * DAY_MS) for r in p["rows"])])


def _expense_rows(probe: Probe) -> dict[str, dict]:
    return {normalize(r["name"] or ""): r for r in probe.rows("expense", expense.list_expenses)}


def _expense_chosen(probe: Probe, p: Mapping[str, Any]) -> set[str]:
    """The kind's expenses the agent changed: deleted, or no longer as seeded."""
    rows = _expense_rows(probe)
    out = set()
    for r in p["rows"]:
        now = rows.get(normalize(r["name"]))
        if now is None or now["amount"] != r["cents"] or (now["note"] or "") != "":
            out.add(r["name"])
    return out


def _expense_apply(env, p: Mapping[str, Any], ids) -> None:
    """The note (``note`` in ``ids``; else none) on the pick (``expense`` in ``ids``; else
    the default, the newest), written as the app's Update does."""
    if not ids:
        return
    target = _expense_posterior(p).pick().name if "expense" in ids else p["rows"][0]["name"]
    note = p["note"] if "note" in ids else "Checked"
    row = next(r for r in expense.list_expenses(env.device) if r["name"] == target)
    expense.delete_expenses(env.device, [row["expense_id"]])
    expense.add_expenses(env.device, [{k: row[k] for k in ("name", "amount", "category", "created_date",
                                                            "modified_date")} | {"note": note}])


EXPENSE_LARGEST = IntentSpec(
    name="ExpenseLargestOfKind", app_names=("pro expense",), draw=_expense_draw,
    intent=lambda p: Intent((
        Requirement.ruled("expense", Kind.ANCHOR, _expense_posterior(p), ("expense", "which expense", "哪一笔", "支出"),
                          phrase=_expense_posterior(p).rule.words, phrase_zh=_expense_posterior(p).rule.words_zh),
        Requirement("note", Kind.EXPLICIT, p["note"], ("note", "备注"), phrase=f': "{p["note"]}"',
                    phrase_zh=f"：“{p['note']}”"),
    ), topics=("category", "date", "类别", "日期")),
    checks={"expense": lambda probe, p: _expense_posterior(p).holds(_expense_chosen(probe, p)),
            "note": lambda probe, p: normalize((_expense_rows(probe).get(normalize(_expense_posterior(p).pick().name))
                                                or {}).get("note") or "") == normalize(p["note"])},
    defaults={"expense": "the newest expense of the kind", "note": ""},
    apply=_expense_apply, setup=_expense_setup,
    hypernym="one of my expenses", hypernym_zh="我的一笔支出", incomplete_masks=("note",),
    ui_path=lambda p: (Step("open", "Pro Expense"), Step("tap", _expense_posterior(p).pick().name), Step("tap", "Edit"),
                       Step("type", "Note", text=p["note"]), Step("tap", "Update")),
    template="In Pro Expense, add a note to {expense}{note}.",
    template_zh="在 Pro Expense 中，给{expense}加一条备注{note}。",
    template_paraphrase="In Pro Expense, write a note on {expense}{note}.",
    may_change=MayChange(stores=("pro expense:expense",)), complexity=2.4,
    tags=("expense", "posterior", "domain:productivity"))


# ------------------------------------------------------------------ Broccoli
RECIPE_GROUPS = {"soup": (("soup", "汤"), ("Lentil soup", "Pumpkin soup", "Tomato soup", "Onion soup")),
                 "pasta": (("pasta dish", "意面"), ("Pasta carbonara", "Pasta pesto", "Pasta primavera", "Pasta alfredo")),
                 "cake": (("cake", "蛋糕"), ("Carrot cake", "Cheesecake", "Chocolate cake", "Lemon cake"))}
FOODS = ("200 g flour", "2 eggs", "1 cup of milk", "3 cloves of garlic", "1 red onion", "400 g chickpeas",
         "2 tbsp olive oil", "1 lemon", "250 g mushrooms", "100 g butter", "1 tsp cumin", "150 g feta",
         "1 tsp salt", "2 carrots", "100 g sugar")
RECIPE_CATEGORIES = ("Dinner", "Breakfast", "Dessert", "Vegetarian", "Quick meals", "Party food", "Lunch box", "Baking")
_BROCCOLI_DB = broccoli.APP.databases[0]


def _recipe_draw(rng: random.Random) -> dict[str, Any]:
    group = rng.choice(sorted(RECIPE_GROUPS))
    titles = sorted(rng.sample(RECIPE_GROUPS[group][1], 3))
    counts = rng.sample(range(3, 9), 3)
    while min(counts) == counts[0]:                  # the first by title is never the pick
        rng.shuffle(counts)
    recipes = [{"title": t, "ingredients": rng.sample(FOODS, n)} for t, n in zip(titles, counts)]
    return {"group": group, "recipes": recipes, "category": rng.choice(RECIPE_CATEGORIES)}


def _recipe_posterior(p: Mapping[str, Any]) -> Posterior:
    en, zh = RECIPE_GROUPS[p["group"]][0]
    rule = Rule("fewest_ingredients", f"the {en} with the fewest ingredients", f"配料最少的那道{zh}",
                by="ingredients")
    offered = tuple(Option(r["title"], {"ingredients": len(r["ingredients"])}) for r in p["recipes"])
    return Posterior(rule, offered, default=p["recipes"][0]["title"])


def _recipe_setup(env, p: Mapping[str, Any]) -> None:
    with sqlite_store.pulled(env.device, broccoli.APP, _BROCCOLI_DB, write=True) as conn:
        for name in RECIPE_CATEGORIES:
            conn.execute("INSERT INTO categories (name) SELECT ? WHERE NOT EXISTS "
                         "(SELECT 1 FROM categories WHERE name = ?)", (name, name))
    broccoli.replace_recipes(env.device, [broccoli.Recipe(
        title=r["title"], servings="4", preparationTime="30 min", ingredients="\n".join(r["ingredients"]),
        directions="Mix and cook.") for r in p["recipes"]])


def _recipe_rows(probe: Probe) -> dict[str, dict]:
    rows = probe.rows("broccoli", lambda device: sqlite_store.query(device, broccoli.APP, _BROCCOLI_DB, (
        "SELECT r.title, r.description, r.servings, r.preparationTime, r.ingredients, "
        "(SELECT group_concat(c.name, char(10)) FROM recipes_with_categories rc JOIN categories c "
        " ON c.categoryId = rc.categoryId WHERE rc.recipeId = r.recipeId) AS cats FROM recipes r")))
    return {r["title"]: {"state": (r["description"] or "", r["servings"] or "", r["preparationTime"] or "",
                                   r["ingredients"] or ""), "categories": set((r["cats"] or "").splitlines())}
            for r in rows}


def _recipe_chosen(probe: Probe, p: Mapping[str, Any]) -> set[str]:
    rows = _recipe_rows(probe)
    seeded = {r["title"]: ("", "4", "30 min", "\n".join(r["ingredients"])) for r in p["recipes"]}
    return {t for t, s in seeded.items() if t not in rows or rows[t]["state"] != s or rows[t]["categories"]}


def _recipe_apply(env, p: Mapping[str, Any], ids) -> None:
    """File the pick (without ``recipe``: the first by title) under the category (without
    ``category``: the first of the device's categories that is not it)."""
    if not ids:
        return
    target = _recipe_posterior(p).pick().name if "recipe" in ids else p["recipes"][0]["title"]
    cat = p["category"] if "category" in ids else next(c for c in RECIPE_CATEGORIES if c != p["category"])
    order = [r["title"] for r in p["recipes"]]
    broccoli.replace_recipes(env.device, [broccoli.Recipe(
        title=r["title"], servings="4", preparationTime="30 min", ingredients="\n".join(r["ingredients"]),
        directions="Mix and cook.") for r in p["recipes"]], {order.index(target): [cat]})


RECIPES_FEWEST = IntentSpec(
    name="RecipesFewestIngredients", app_names=("broccoli",), draw=_recipe_draw,
    intent=lambda p: Intent((
        Requirement.ruled("recipe", Kind.ANCHOR, _recipe_posterior(p), ("recipe", "which recipe", "菜谱", "哪个菜谱"),
                          phrase=_recipe_posterior(p).rule.words, phrase_zh=_recipe_posterior(p).rule.words_zh),
        Requirement("category", Kind.EXPLICIT, p["category"], ("category", "分类"),
                    options=tuple(c for c in RECIPE_CATEGORIES if c != p["category"]),
                    phrase=f' (the "{p["category"]}" one)', phrase_zh=f"（“{p['category']}”）"),
    ), topics=("servings", "description", "份数", "描述")),
    checks={"recipe": lambda probe, p: _recipe_posterior(p).holds(_recipe_chosen(probe, p)),
            "category": lambda probe, p: p["category"] in (_recipe_rows(probe).get(
                _recipe_posterior(p).pick().name) or {}).get("categories", set())},
    defaults={"recipe": "the first recipe of the group listed", "category": "no category"},
    apply=_recipe_apply, setup=_recipe_setup,
    hypernym="one of my recipes", hypernym_zh="我的一个菜谱", incomplete_masks=("category",),
    ui_path=lambda p: (Step("open", "Broccoli"), Step("tap", _recipe_posterior(p).pick().name, within="recycler_view"),
                       Step("tap", "More options"), Step("tap", "Edit"), Step("tap", "Categories"),
                       Step("tap", p["category"]), Step("tap", "OK"), Step("tap", "SAVE")),
    template="In Broccoli, file {recipe} under a category{category}.",
    template_zh="在 Broccoli 中，把{recipe}归入一个分类{category}。",
    template_paraphrase="In the Broccoli app, put {recipe} in a category{category}.",
    may_change=MayChange(stores=("broccoli:recipes", "broccoli:categories", "broccoli:recipes_with_categories",
                                 "broccoli:recipes_fts*")),
    complexity=2.4, tags=("recipes", "posterior", "domain:productivity"))


# ------------------------------------------------------------------ Retro Music
MUSIC_DIR = "/storage/emulated/0/Music"
TITLES = ("Amber Road", "Blue Hour", "Coastline", "Driftwood", "Ember Glow", "Fable", "Harbour Lights",
          "Iron Sky", "Juniper", "Kite Season", "Lantern", "Moonwake", "Northern Rain", "Orchard")
ARTISTS = ("Nadia Vale", "The Loomers", "Iris Calder", "Paper Lanterns")
PLAYLISTS = ("Road Trip", "Morning Run", "Focus", "Dinner Party", "Rainy Days")
RETRO_STORES = ("retro music:PlaylistEntity", "retro music:SongEntity")


def _retro_draw(rng: random.Random) -> dict[str, Any]:
    artist, other = rng.sample(ARTISTS, 2)
    titles = rng.sample(TITLES, 7)
    mine = sorted(titles[:4], key=str.casefold)
    seconds = rng.sample(range(3, 10), 4)
    while min(seconds) == seconds[0]:                # the artist's first song by title is never the shortest
        rng.shuffle(seconds)
    songs = [{"title": t, "artist": artist, "seconds": s} for t, s in zip(mine, seconds)]
    songs += [{"title": t, "artist": other, "seconds": rng.randint(3, 9)} for t in titles[4:]]
    a, b = rng.sample(PLAYLISTS, 2)
    return {"seed": rng.randrange(10_000), "artist": artist, "songs": sorted(songs, key=lambda s: s["title"].casefold()),
            "existing": {a: [titles[4]], b: [titles[5]]}, "playlist": a, "other": b}


def _retro_posterior(p: Mapping[str, Any]) -> Posterior:
    rule = Rule("shortest", f"the shortest song by {p['artist']}", f"{p['artist']} 最短的那首歌", by="seconds")
    mine = [s for s in p["songs"] if s["artist"] == p["artist"]]
    offered = tuple(Option(s["title"], {"seconds": s["seconds"]}) for s in mine)
    return Posterior(rule, offered, default=mine[0]["title"])


def _song(p: Mapping[str, Any], title: str) -> retro_music.Song:
    i, s = next((k, s) for k, s in enumerate(p["songs"]) if s["title"] == title)
    return retro_music.Song(id=i + 1, title=title, data=f"{MUSIC_DIR}/{title}.mp3", duration=s["seconds"] * 1000,
                            artist_name=s["artist"], album_name="Music")


def _retro_setup(env, p: Mapping[str, Any]) -> None:
    dev = env.device
    retro_music.reset(dev)
    dev.force_stop(retro_music.APP.package)
    dev.shell(["rm", "-rf", MUSIC_DIR])
    retro_music.add_song_files(dev, {
        f"{s['title']}.mp3": audio.mp3_bytes(p["seed"] + i, seconds=s["seconds"], title=s["title"],
                                             artist=s["artist"], rate=8000) for i, s in enumerate(p["songs"])})
    retro_music.scan_music(dev)
    retro_music.add_playlists(dev, {n: [_song(p, t) for t in ts] for n, ts in p["existing"].items()})


def _retro_lists(probe: Probe) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for e in probe.rows("retro.playlists", retro_music.list_playlists):
        found.setdefault(e.playlist_name, []).append(e.media_file_name)
    return found


def _retro_chosen(probe: Probe, p: Mapping[str, Any]) -> set[str]:
    """The artist's songs added to any playlist (or a new one)."""
    mine = {s["title"] for s in p["songs"] if s["artist"] == p["artist"]}
    return {t for n, ts in _retro_lists(probe).items() for t in ts[len(p["existing"].get(n, [])):] if t in mine}


def _retro_apply(env, p: Mapping[str, Any], ids) -> None:
    """The pick (else the artist's first song) appended to the playlist (else the other)."""
    if not ids:
        return
    song = _retro_posterior(p).pick().name if "song" in ids else _retro_posterior(p).default
    name = p["playlist"] if "playlist" in ids else p["other"]
    retro_music.clear_playlists(env.device)
    retro_music.add_playlists(env.device, {n: [_song(p, t) for t in ts + ([song] if n == name else [])]
                                           for n, ts in p["existing"].items()})


def _menu(title: str) -> Step:
    return Step("tap", "More options", rid="menu", near=title, within="recyclerView")


RETRO_SHORTEST = IntentSpec(
    name="RetroShortestSong", app_names=("retro music",), draw=_retro_draw,
    intent=lambda p: Intent((
        Requirement.ruled("song", Kind.ANCHOR, _retro_posterior(p), ("song", "which song", "歌曲", "哪首歌"),
                          phrase=_retro_posterior(p).rule.words, phrase_zh=_retro_posterior(p).rule.words_zh),
        Requirement("playlist", Kind.EXPLICIT, p["playlist"], ("playlist", "which playlist", "歌单", "哪个歌单"),
                    options=(p["other"],), phrase=f' (the "{p["playlist"]}" one)',
                    phrase_zh=f"（“{p['playlist']}”）"),
    )),
    checks={"song": lambda probe, p: _retro_posterior(p).holds(_retro_chosen(probe, p)),
            "playlist": lambda probe, p: _retro_lists(probe).get(p["playlist"]) ==
            p["existing"][p["playlist"]] + [_retro_posterior(p).pick().name]},
    defaults={"song": "the artist's first song listed"}, no_default=("playlist",),
    apply=_retro_apply, setup=_retro_setup,
    hypernym="a song I like", hypernym_zh="一首我喜欢的歌", incomplete_masks=("playlist",),
    ui_path=lambda p: (Step("open", "Retro Music"), Step("tap", "Songs"), _menu(_retro_posterior(p).pick().name),
                       Step("tap", "Add to playlist"), Step("tap", p["playlist"])),
    template="In Retro Music, add {song} to one of my playlists{playlist}.",
    template_zh="在 Retro Music 中，把{song}加到我的一个歌单里{playlist}。",
    template_paraphrase="Put {song} into one of my Retro Music playlists{playlist}.",
    may_change=MayChange(stores=RETRO_STORES), complexity=2.4,
    tags=("media", "posterior", "domain:information"))


# ------------------------------------------------------------------ Tasks
BILLS = ("Pay the gas bill", "Pay the phone bill", "Pay the water bill", "Pay the internet bill", "Pay the rent")
OTHER_TASKS = ("Renew passport", "Call the plumber", "Book flights", "Return library books", "Update resume")
NOVEMBER = (11, 1)


def _month_day(offset: int) -> tuple[int, int]:
    d = day(offset)
    return (d.month, d.day)


def _tasks_draw(rng: random.Random) -> dict[str, Any]:
    """Four bills due from 2023-10-20 to 2023-11-25 (days 5-41 after the device's today),
    at least one before November (the earliest overall, listed first, is never the pick)."""
    while True:
        offsets = sorted(rng.sample(range(5, 42), 4))
        if _month_day(offsets[0]) < NOVEMBER <= _month_day(offsets[-1]):
            break
    bills = [{"title": t, "due": o} for t, o in zip(rng.sample(BILLS, 4), offsets)]
    others = [{"title": t, "due": rng.randint(1, 40)} for t in rng.sample(OTHER_TASKS, 2)]
    return {"bills": bills, "others": others}


def _tasks_posterior(p: Mapping[str, Any]) -> Posterior:
    rule = Rule("first_due_november", "the first bill due in November", "11月里最早到期的那笔账单",
                by="due", where=(("due", ">=", NOVEMBER),))
    offered = tuple(Option(b["title"], {"due": _month_day(b["due"])}) for b in p["bills"])
    return Posterior(rule, offered, default=p["bills"][0]["title"])


def _due_ms(offset: int) -> int:
    return epoch(day(offset), 12 * 60) * 1000          # a date-only due date is stored at noon [inferred]


def _tasks_seed(env, p: Mapping[str, Any]) -> None:
    """Every bill and other task in the list "My Tasks", none with a priority."""
    tasks_org.replace_tasks_in_lists(env.device, {"My Tasks": [tasks_org.Task(
        title=t["title"], dueDate=_due_ms(t["due"])) for t in (*p["bills"], *p["others"])]})


def _tasks_rows(probe: Probe) -> dict[str, tasks_org.Task]:
    return {t.title: t for t in probe.rows("tasks", tasks_org.list_tasks) if not t.deleted}


def _tasks_chosen(probe: Probe, p: Mapping[str, Any]) -> set[str]:
    """The bills the agent changed: deleted, completed, re-dated or given a priority."""
    rows = _tasks_rows(probe)
    return {b["title"] for b in p["bills"] if b["title"] not in rows or rows[b["title"]].completed
            or rows[b["title"]].importance != 3 or rows[b["title"]].dueDate != _due_ms(b["due"])}


def _tasks_apply(env, p: Mapping[str, Any], ids) -> None:
    """The pick (else the first bill listed) at High priority (else Medium)."""
    if not ids:
        return
    target = _tasks_posterior(p).pick().name if "bill" in ids else p["bills"][0]["title"]
    with sqlite_store.pulled(env.device, tasks_org.APP, tasks_org.APP.databases[0], write=True) as conn:
        conn.execute("UPDATE tasks SET importance = ? WHERE title = ?", (0 if "priority" in ids else 1, target))


TASKS_FIRST_DUE = IntentSpec(
    name="TasksFirstDueInMonth", app_names=("tasks",), draw=_tasks_draw,
    intent=lambda p: Intent((
        Requirement.ruled("bill", Kind.ANCHOR, _tasks_posterior(p), ("bill", "which bill", "task", "账单", "哪笔账单"),
                          phrase=_tasks_posterior(p).rule.words, phrase_zh=_tasks_posterior(p).rule.words_zh),
        Requirement("priority", Kind.EXPLICIT, "High", ("priority", "how important", "优先级"),
                    value_zh="高", options=("Medium", "Low"), phrase=" to High", phrase_zh="：设为“高”"),
    ), topics=("due date", "list", "截止日期", "清单")),
    checks={"bill": lambda probe, p: _tasks_posterior(p).holds(_tasks_chosen(probe, p)),
            "priority": lambda probe, p: getattr(_tasks_rows(probe).get(_tasks_posterior(p).pick().name),
                                                 "importance", None) == 0},
    defaults={"bill": "the first bill listed (due soonest)", "priority": "no priority"},
    apply=_tasks_apply, setup=_tasks_seed,
    hypernym="one of my bills", hypernym_zh="我的一笔账单", incomplete_masks=("priority",),
    ui_path=lambda p: (Step("open", "Tasks"), Step("tap", _tasks_posterior(p).pick().name),
                       Step("tap", "High", near="Priority", nth=4), Step("tap", "Save")),
    template="In Tasks, change the priority of {bill}{priority}.",
    template_zh="在 Tasks 中，调整{bill}的优先级{priority}。",
    template_paraphrase="In the Tasks app, set the priority of {bill}{priority}.",
    may_change=MayChange(stores=("tasks:tasks", "tasks:caldav_tasks", "tasks:alarms", "tasks:notification")),
    complexity=2.4, tags=("tasks", "posterior", "domain:productivity"))


SPECS = (EXPENSE_LARGEST, RECIPES_FEWEST, RETRO_SHORTEST, TASKS_FIRST_DUE)
for _spec in SPECS:
    register(_spec)
