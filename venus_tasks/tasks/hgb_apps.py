"""Hard GUI browsing (HGB) over the apps with screens: answers (a sum, a count and a ranked
choice, the one contact without a number) that need
several screens, scrolling and some reasoning over seeded content with decoys.

Amounts are read with ``verifiers.numbers`` (``$1,234.50``, ``1234.5 dollars``, ``1234.50元``
agree); every other number the answer states must be one the question allows (the count
of rows summed, the rows themselves as a breakdown), so a hedge between two totals fails.
(Issue 27 retired the largest expense with its date and the average of the newest three:
the first screen answered them.)
"""

from __future__ import annotations

import random
import shlex
from typing import Any, Iterator

from apps import contacts, expense, markor
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched
from verifiers.answer import mentions
from verifiers.facts import stated_counts
from verifiers.guard import MayChange
from verifiers.lists import top_choice
from verifiers.naming import names_only
from verifiers.numbers import cents_to_dollars, money_stated

DAY_MS = 86_400_000
# Pro Expense's list on the default phone screen (item_expense_log.xml rows, 82dp, under a
# 56dp toolbar): 10 rows in view, a scroll moves 3 rows (ROWS_PER_SCROLL: 4, other lists).
EXPENSE_ROWS_IN_VIEW, EXPENSE_ROWS_PER_SCROLL, ROWS_PER_SCROLL = 10, 3, 4
# Contacts' list (56dp rows, AOSP contact_browser_list_item_height): 14 rows in view on the
# default phone (2148 px under the search bar, 147 px a row), a scroll (a third of the list,
# 716 px) moves 5.
CONTACT_ROWS_IN_VIEW, CONTACT_ROWS_PER_SCROLL = 14, 5


def usd(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def _scrolls(rows: int, in_view: int, per_scroll: int = ROWS_PER_SCROLL) -> int:
    """Scrolls a reader of a list of ``rows`` makes to see every row and find its end
    (the last scroll changes nothing); 0 when the list fits."""
    return 0 if rows <= in_view else -(-(rows - in_view) // per_scroll) + 1


def _expense_times(rng: random.Random, n: int) -> list[int]:
    """Creation times, newest first, the newest two days before the device's today (the
    list shows dates, never "Today"/"Yesterday")."""
    t, times = expense.BASE_TIME_MS - 2 * DAY_MS, []
    for _ in range(n):
        times.append(t - rng.randrange(0, 36_000_000))
        t -= rng.randint(1, 2) * DAY_MS
    return times


def list_at_top(device, app, swipes: int = 3) -> None:
    """Launch ``app``, swipe its list back to the top (``swipes`` long swipes, each about
    eight rows), stop it and go home. A real app
    starts at the top after a force stop anyway; the simulated device keeps a list's
    scroll position across force stops, so an earlier episode could leave it scrolled."""
    device.start_activity(app.activity)
    w, h = device.screen_size()
    swipe = f"input swipe {w // 2} {h // 3} {w // 2} {h - h // 20} 300"
    # one round trip for the swipes, the stop and HOME
    device.run(" && ".join([swipe] * swipes + [f"am force-stop {shlex.quote(app.package)}",
                                               "input keyevent KEYCODE_HOME"]))


def _seed_expenses(device, rows: list[dict]) -> None:
    expense.reset(device)
    expense.add_expenses(device, [expense.row(r["name"], r["amount"], r["category"], r["time"]) for r in rows])
    list_at_top(device, expense.APP)


def _noise_names(rng: random.Random, n: int, exclude: set[str]) -> list[tuple[str, int]]:
    return [(r["name"], r["category"]) for r in expense.noise_expenses(rng, n, exclude)]


# ------------------------------------------------------------------ Pro Expense: a named total
# (name asked for, a decoy whose name contains it, category id)
_TOTALS = (("Coffee", "Coffee beans", 3), ("Taxi", "Taxi ride", 7), ("Lunch", "Lunch box", 3),
           ("Parking", "Parking fine", 7), ("Pharmacy", "Pharmacy delivery", 9), ("Books", "Book club", 10))


@register_task("venus")
class GUIBrowsingExpenseNamedTotal(VenusTask):
    """Sum the 10-14 Pro Expense rows named exactly X, spread over a list of 160-175 rows
    (about seventeen screens of 82dp rows, half a year, read to the end; other names recur too).

    Success: the answer states the total in dollars (the count of rows and the rows
    themselves may be given too); missing the row on the last screen, adding a decoy
    whose name contains X, a hedge, or the cents figure fail.
    """

    app_names = ("pro expense",)
    complexity = 6.0
    template = "How much have I spent in total on expenses named exactly \"{target}\" in Pro Expense?"
    variant_texts = {"zh": "我在 Pro Expense 里名称恰好为 \"{target}\" 的支出一共花了多少钱？",
                     "paraphrase": "Add up every Pro Expense entry whose name is exactly \"{target}\": "
                                   "what is the total I spent on them?"}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "scroll", "sum"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        target, decoy, cat = rng.choice(_TOTALS)
        n_total, k, n_decoys = rng.randint(160, 175), rng.randint(10, 14), rng.randint(2, 4)
        amounts = rng.sample(range(250, 9000, 5), n_total)           # (name, amount) tells rows apart
        slots = sorted(rng.sample(range(n_total - 8), k - 1)) + [rng.randrange(n_total - 8, n_total)]
        decoy_slots = rng.sample([i for i in range(n_total) if i not in slots], n_decoys)
        pool = _noise_names(rng, 14, {target, decoy})                # recurring names, as real lists have
        times = _expense_times(rng, n_total)
        rows = []
        for i in range(n_total):
            if i in slots:
                name, category = target, cat
            elif i in decoy_slots:
                name, category = decoy, cat
            else:
                name, category = rng.choice(pool)
            rows.append({"name": name, "amount": amounts[i], "category": category, "time": times[i]})
        mine = [r["amount"] for r in rows if r["name"] == target]
        hidden = rows[slots[-1]]["amount"]                           # on the last screen
        return {"target": target, "decoy": decoy, "rows": rows, "total": sum(mine), "count": k,
                "target_amounts": mine, "hidden": hidden, "decoy_amount": rows[decoy_slots[0]]["amount"]}

    @property
    def optimal_steps(self) -> int:
        return 1 + _scrolls(len(self.params["rows"]), EXPENSE_ROWS_IN_VIEW, EXPENSE_ROWS_PER_SCROLL) + 1

    def setup(self, env) -> None:
        _seed_expenses(env.device, self.params["rows"])

    def verify(self, env) -> float:
        p = self.params
        breakdown = [cents_to_dollars(a) for a in p["target_amounts"]]
        return float(money_stated(env.answer, p["total"], [p["count"], *breakdown]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        yield A.answer(self.say(en=f"You spent {usd(p['total'])} in total on {p['count']} \"{p['target']}\" expenses.",
                                zh=f"名为 {p['target']} 的支出共 {p['count']} 笔，总计 {p['total'] / 100:.2f} 美元。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        t = p["total"]
        return [
            NearMiss("missed the row on the last screen", give_answer(f"You spent {usd(t - p['hidden'])}.")),
            NearMiss("decoy added", give_answer(f"You spent {usd(t + p['decoy_amount'])} in total.")),
            NearMiss("hedge between two totals", give_answer(f"Either {usd(t)} or {usd(t - p['hidden'])}.")),
            NearMiss("the cents figure as dollars", give_answer(f"${t:,}")),
            NearMiss("the count only", give_answer(f"You have {p['count']} {p['target']} expenses.")),
            NearMiss("no answer", leave_untouched),
        ]


# ------------------------------------------------------------------ Contacts: the one without a number
_FIRST = ("Amara", "Bastian", "Celine", "Dmitri", "Esme", "Farid", "Greta", "Hugo", "Isla", "Joaquin", "Keiko",
          "Lorenzo", "Mirela", "Nikolai", "Odette", "Pavel", "Renata", "Soren", "Talia", "Viktor")
_LAST = ("Abbott", "Brandt", "Cordero", "Dalton", "Eklund", "Ferreira", "Gallo", "Horvat", "Iwata", "Juarez",
         "Keller", "Lindgren", "Mbeki", "Nilsen", "Orsini", "Petrov", "Quinlan", "Rasmussen", "Sato", "Varga")


@register_task("venus")
class GUIBrowsingContactWithoutPhone(VenusTask):
    """Open contact cards until the one without a phone number is found (more contacts
    than one screen; the list shows names only).

    Success: the answer names exactly that contact (full name or its unique first name);
    another contact, two names, "none", or the first name with another last name (a
    contact of another instance: "Esme Abbott" when Esme Mbeki has no number) fail.
    """

    app_names = ("contacts",)
    complexity = 4.5
    template = "One of my contacts has no phone number saved. Which contact is it?"
    variant_texts = {"zh": "我的联系人里有一位没有保存电话号码，是哪一位？",
                     "paraphrase": "There's a contact in my address book without any phone number. Tell me who."}
    info = TaskInfo(Category.HGB, PUDAM(2, 1, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "scroll"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n = rng.randint(CONTACT_ROWS_IN_VIEW + 1, CONTACT_ROWS_IN_VIEW + 4)     # more than a screen
        names = sorted(f"{f} {la}" for f, la in zip(rng.sample(_FIRST, n), rng.sample(_LAST, n)))
        numbers_ = rng.sample(range(1000, 10000), n)
        people = [{"name": nm, "number": f"650555{num}"} for nm, num in zip(names, numbers_)]
        missing = rng.randrange(n)
        return {"people": people, "missing": names[missing], "neighbour": names[missing - 1]}

    @property
    def optimal_steps(self) -> int:
        n = len(self.params["people"])
        return 1 + 2 * n + _scrolls(n, CONTACT_ROWS_IN_VIEW, CONTACT_ROWS_PER_SCROLL) + 1

    def setup(self, env) -> None:
        contacts.clear_contacts(env.device)
        contacts.add_contacts(env.device, [(p["name"], None if p["name"] == self.params["missing"] else p["number"])
                                           for p in self.params["people"]])
        list_at_top(env.device, contacts.APP)

    def _universe(self) -> list[tuple[str, str]]:
        return [(p["name"], p["name"].split()[0]) for p in self.params["people"]]

    def verify(self, env) -> float:
        # names, not claims.listed: "X has no phone number" is the answer, not a denial of X
        universe = self._universe()
        missing = next(u for u in universe if u[0] == self.params["missing"])
        first, last = self.params["missing"].split()
        elsewhere = any(mentions(env.answer, f"{first} {other}") for other in _LAST if other != last)
        return float(names_only(env.answer, missing, [u for u in universe if u is not missing]) and not elsewhere)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        name = self.params["missing"]
        yield A.JSONAction(A.OPEN_APP, app_name="Contacts")
        yield A.answer(self.say(en=f"{name} has no phone number.", zh=f"没有电话号码的联系人是 {name}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [
            NearMiss("a neighbour in the list", give_answer(f"{p['neighbour']} has no phone number.")),
            NearMiss("two names", give_answer(f"{p['missing']} and {p['neighbour']}.")),
            NearMiss("everyone has a number", give_answer("All of your contacts have a phone number.")),
            NearMiss("the first name with another last name", give_answer(
                f"{p['missing'].split()[0]} {next(la for la in _LAST if la not in p['missing'])} has no phone number.")),
            NearMiss("no answer", leave_untouched),
        ]


# ------------------------------------------------------------------ Markor: count and the longest recipe
_DISHES = ("Lasagna", "Shakshuka", "Ramen", "Paella", "Moussaka", "Goulash", "Risotto", "Tagine", "Pad Thai",
           "Pierogi", "Gumbo", "Biryani", "Falafel", "Chili")
_INGREDIENTS = ("onion", "garlic", "olive oil", "tomatoes", "rice", "flour", "eggs", "butter", "milk",
                "paprika", "cumin", "carrots", "celery", "chicken stock", "lemon", "parsley", "chickpeas",
                "ginger", "soy sauce", "bell pepper", "potatoes", "cheese", "beef", "noodles", "coriander")
RECIPES = "Recipes"


def _recipe(dish: str, ingredients: list[str]) -> str:
    lines = [f"# {dish}", "", f"Serves {len(dish) % 3 + 2}.", "", "Ingredients:"]
    return "\n".join(lines + [f"- {i}" for i in ingredients] + ["", "Cook, taste, serve."]) + "\n"


def _file(dish: str) -> str:
    return dish.lower().replace(" ", "_") + ".md"


@register_task("venus")
class GUIBrowsingMarkorRecipeCount(VenusTask):
    """Count the 9-10 notes in Markor/Recipes and name the recipe with the most
    ingredients (each note opened in turn); a note in another folder has even more, and a
    note of the same name elsewhere differs.

    Success: the answer states the count and chooses the right note (a ranked list that
    puts it first is fine); the decoy, a hedge or a wrong count fail.
    """

    app_names = ("markor",)
    complexity = 3.5
    template = ("How many notes are in my Markor folder \"Recipes\", and which recipe in it needs the most "
                "ingredients? Give the count and the note's file name.")
    variant_texts = {"zh": "我的 Markor 文件夹 \"Recipes\" 里有多少篇笔记？其中哪道菜谱需要的食材最多？请给出数量和该笔记的文件名。",
                     "paraphrase": "Count the notes inside the \"Recipes\" folder of Markor, and tell me the file name "
                                   "of the recipe there with the longest ingredient list."}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 1, 3), Evaluation.ANSWER, tags=("read-many", "count", "max"))
    may_change = MayChange(stores=("markor:QuickNote.md", "markor:todo.txt"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n = rng.randint(9, 10)                   # 10 notes and ".." fill Markor's list
        dishes = rng.sample(_DISHES, n + 1)
        counts = rng.sample(range(4, 16), n)
        notes = [{"file": _file(d), "dish": d, "ingredients": rng.sample(_INGREDIENTS, c)}
                 for d, c in zip(dishes, counts)]
        twin = rng.choice([x for x in notes if len(x["ingredients"]) < max(counts)])
        decoy_dish = dishes[n]
        decoys = [{"path": f"Drafts/{_file(decoy_dish)}", "dish": decoy_dish,
                   "ingredients": rng.sample(_INGREDIENTS, max(counts) + rng.randint(2, 5))},
                  {"path": f"Archive/{twin['file']}", "dish": twin["dish"],
                   "ingredients": rng.sample(_INGREDIENTS, max(counts) + 1)}]
        ranked = sorted(notes, key=lambda x: -len(x["ingredients"]))
        return {"notes": notes, "decoys": decoys, "ranking": [x["file"] for x in ranked],
                "answer_file": ranked[0]["file"], "runner_up": ranked[1]["file"], "count": n,
                "decoy_file": _file(decoy_dish)}

    @property
    def optimal_steps(self) -> int:
        return 2 + 2 * self.params["count"] + 1

    def setup(self, env) -> None:
        notes = {f"{RECIPES}/{x['file']}": _recipe(x["dish"], x["ingredients"]) for x in self.params["notes"]}
        notes.update({x["path"]: _recipe(x["dish"], x["ingredients"]) for x in self.params["decoys"]})
        markor.write_notes(env.device, notes, clear=True)

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        ranking = [(f, f[: -len(".md")]) for f in p["ranking"]]
        counted = stated_counts(a, ("note", "recipe", "file", "笔记", "篇", "菜谱", "食谱")) == {p["count"]}
        return float(counted and top_choice(a, ranking, [(p["decoy_file"], p["decoy_file"][:-3])]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        yield A.answer(self.say(en=f"There are {p['count']} notes in Recipes; {p['answer_file']} needs the most ingredients.",
                                zh=f"Recipes 文件夹里有{p['count']}篇笔记，食材最多的是 {p['answer_file']}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        n, best = p["count"], p["answer_file"]
        return [
            NearMiss("count off by one", give_answer(f"There are {n + 1} notes; {best} needs the most ingredients.")),
            NearMiss("the runner-up", give_answer(f"There are {n} notes; {p['runner_up']} needs the most ingredients.")),
            NearMiss("the decoy in another folder", give_answer(f"There are {n} notes; {p['decoy_file']} needs the most.")),
            NearMiss("hedge", give_answer(f"There are {n} notes; {best} or {p['runner_up']}.")),
            NearMiss("the choice without the count", give_answer(f"{best} needs the most ingredients.")),
            NearMiss("no answer", leave_untouched),
        ]


