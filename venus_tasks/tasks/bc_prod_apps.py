"""Browsecomp-like (BC) over one productivity app each (Broccoli, OpenTracks, Tasks): find
the one item that meets several constraints at once.

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
from venus_tasks.tasks.hgb_prod_tracks import track
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
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER, tags=("multi-constraint", "recipes"))

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


# ------------------------------------------------------------------ OpenTracks
@register_task("venus")
class BrowsecompTrackRangeMostClimb(VenusTask):
    """Name the OpenTracks track between X and Y km long with the most elevation gain
    (distances are listed; gains only on the statistics screens).

    Decoys: a longer and a shorter track outside the range with more gain, and the
    runner-up inside it.
    """

    app_names = ("open tracks sports tracker",)
    complexity = 2.0
    template = ("In OpenTracks, among my tracks between {low} km and {high} km long, which one has the highest "
                "elevation gain? Answer with the track's name.")
    variant_texts = {"zh": "在 OpenTracks 里，距离在 {low} 公里到 {high} 公里之间的轨迹中，哪一条累计爬升最多？请回答轨迹名称。",
                     "paraphrase": "Of my OpenTracks tracks that are {low} to {high} km long, which climbed the "
                                   "most? Give me its name."}
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER, tags=("multi-constraint", "tracks"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        low = rng.randint(5, 12)
        high = low + rng.randint(4, 8)
        names = rng.sample(S.TRACK_NAMES, 7)
        inside = lambda: rng.randrange(low * 1000 + 300, high * 1000 - 300, 7)   # noqa: E731
        top = rng.randrange(400, 800)
        rows = [("target", inside(), top), ("runner-up", inside(), top - rng.randrange(10, 120)),
                ("too long", rng.randrange(high * 1000 + 300, high * 1000 + 9000, 7), top + rng.randrange(20, 300)),
                ("too short", rng.randrange(1000, low * 1000 - 300, 7), top + rng.randrange(20, 300)),
                ("filler", inside(), rng.randrange(20, top - 150))]
        rows += [("filler", rng.choice((rng.randrange(1000, low * 1000 - 300, 7),
                                        rng.randrange(high * 1000 + 300, high * 1000 + 9000, 7))),
                  rng.randrange(20, 900)) for _ in range(2)]
        days = rng.sample(range(1, 29), len(rows))
        tracks = [{**track(rng, n, rng.choice(S.ACTIVITIES), 9 if d > 14 else 10, d, metres, gain), "role": role}
                  for (role, metres, gain), n, d in zip(rows, names, days)]
        target = max((t for t in tracks if low * 1000 <= t["metres"] <= high * 1000), key=lambda t: t["gain"])
        only(tracks, lambda t: t is target and t["role"] == "target")
        return {"low": low, "high": high, "tracks": tracks, "answer": target["name"],
                "in_range": sum(low * 1000 <= t["metres"] <= high * 1000 for t in tracks)}

    def setup(self, env) -> None:
        S.seed_tracks(env.device, self.params["tracks"])

    @property
    def optimal_steps(self) -> int:
        return 1 + 2 * self.params["in_range"] + 1     # open, open and leave each track in range, answer

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [t["name"] for t in self.params["tracks"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="OpenTracks")
        yield A.answer(self.say(en=f"{t}.", zh=f"是 {t}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        roles = _by_role(p["tracks"], "name")
        inside = [t["name"] for t in p["tracks"] if p["low"] * 1000 <= t["metres"] <= p["high"] * 1000]
        return [NearMiss("the runner-up in range", give_answer(roles["runner-up"])),
                NearMiss("the longer one that climbed more", give_answer(roles["too long"])),
                NearMiss("the shorter one that climbed more", give_answer(roles["too short"])),
                *answer_misses(p["answer"], roles["runner-up"], inside)]


# ------------------------------------------------------------------ Tasks
_NOTE_WORDS = ("warranty", "deposit", "landlord", "receipt", "insurance", "coupon")


@register_task("venus")
class BrowsecompTaskHighOctoberNote(VenusTask):
    """Name the task with High priority, due in October, whose description mentions a
    word (priority and description are on the task's screen; due dates are listed).

    Decoys: Medium priority with the rest; due in November with the rest; High and
    October without the word.
    """

    app_names = ("tasks",)
    complexity = 2.0
    template = ("In the Tasks app, which task has High priority, is due in October, and mentions \"{word}\" in its "
                "description? Answer with the task's title.")
    variant_texts = {"zh": "在 Tasks 应用里，哪个任务是高优先级（High）、十月到期，并且描述里提到了 \"{word}\"？请回答任务标题。",
                     "paraphrase": "One High priority task in the Tasks app is due in October and its description "
                                   "mentions \"{word}\". What is its title?"}
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER, tags=("multi-constraint", "tasks"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        word = rng.choice(_NOTE_WORDS)
        names = rng.sample([t for t in S.TASK_TITLES if word not in t.lower()], 9)
        lines = [x for x in S.NOTE_LINES if word not in x.lower()]

        def task(role, priority, month, has):
            day = rng.randint(16, 31) if month == 10 else rng.randint(1, 20)
            notes = f"Keep the {word} at hand." if has else rng.choice(lines)
            return {"role": role, "title": names.pop(), "priority": priority, "due": S.ts(day, 17, month),
                    "month": month, "notes": notes}

        tasks = [task("target", "high", 10, True), task("medium", "medium", 10, True),
                 task("november", "high", 11, True), task("no word", "high", 10, False)]
        while names:
            tasks.append(task("filler", rng.choice(("medium", "low", "none", "high")), rng.choice((10, 11)), False))
        rng.shuffle(tasks)
        target = only(tasks, lambda t: t["priority"] == "high" and t["month"] == 10 and word in t["notes"])
        return {"word": word, "tasks": tasks, "answer": target["title"],
                "october": sum(t["month"] == 10 for t in tasks)}

    def setup(self, env) -> None:
        S.seed_tasks(env.device, self.params["tasks"])

    @property
    def optimal_steps(self) -> int:
        return 1 + 2 * self.params["october"] + 1      # open, open and leave each October task, answer

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [t["title"] for t in self.params["tasks"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="Tasks")
        yield A.answer(self.say(en=f"\"{t}\".", zh=f"是“{t}”。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        roles = _by_role(p["tasks"], "title")
        return [NearMiss("the Medium one", give_answer(roles["medium"])),
                NearMiss("the one due in November", give_answer(roles["november"])),
                NearMiss("the one without the word", give_answer(roles["no word"])),
                *answer_misses(p["answer"], roles["november"], [t["title"] for t in p["tasks"] if t["month"] == 10])]


# ------------------------------------------------------------------ Joplin
@register_task("venus")
class BrowsecompJoplinNoteBothWords(VenusTask):
    """Name the note in Joplin notebook N whose body mentions both word A and word B
    (bodies only on the note screens; the notebook is picked in the side menu).

    Decoys: a note of N with A only, a note of N with B only, a note of another notebook
    with both.
    """

    app_names = ("joplin",)
    complexity = 2.0
    template = ("Which note in my Joplin notebook \"{notebook}\" mentions both \"{first}\" and \"{second}\"? Answer "
                "with the note's title.")
    variant_texts = {"zh": "我的 Joplin 笔记本 \"{notebook}\" 里，哪篇笔记同时提到了 \"{first}\" 和 \"{second}\"？请回答笔记标题。",
                     "paraphrase": "In the Joplin notebook \"{notebook}\", find the note that talks about both "
                                   "\"{first}\" and \"{second}\", and tell me its title."}
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 3, 3), Evaluation.ANSWER, tags=("multi-constraint", "notes"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        notebook, *others = rng.sample(S.NOTEBOOKS, 3)
        first, second = rng.sample(S.NOTE_TERMS, 2)
        titles = rng.sample(S.NOTE_TITLES, 8)
        plan = [("target", notebook, (first, second)), ("first only", notebook, (first,)),
                ("second only", notebook, (second,)), ("other notebook", rng.choice(others), (first, second)),
                ("filler", notebook, ()), ("filler", notebook, ()), ("filler", rng.choice(others), ()),
                ("filler", rng.choice(others), ())]
        notes = []
        for i, ((role, book, words), title) in enumerate(zip(plan, titles)):
            lines = rng.sample(S.NOTE_LINES, rng.randint(2, 4))
            for w in words:
                lines.insert(rng.randrange(len(lines) + 1), rng.choice((f"Don't forget the {w}.",
                                                                        f"Ask about the {w}.")))
            notes.append({"role": role, "notebook": book, "title": title, "body": "\n".join(lines),
                          "updated": S.ts(rng.randint(1, 14), rng.randint(7, 21)) + i})
        target = only(notes, lambda n: n["notebook"] == notebook and first in n["body"] and second in n["body"])
        return {"notebook": notebook, "first": first, "second": second, "notebooks": [notebook, *others],
                "notes": notes, "answer": target["title"], "in_book": sum(n["notebook"] == notebook for n in notes)}

    def setup(self, env) -> None:
        S.seed_notes(env.device, self.params["notebooks"], self.params["notes"])

    @property
    def optimal_steps(self) -> int:
        # open the app, the side menu, the notebook; open and leave every note in it; answer
        return 3 + 2 * self.params["in_book"] + 1

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [n["title"] for n in self.params["notes"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="Joplin")
        yield A.answer(self.say(en=f"\"{t}\".", zh=f"是《{t}》。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        roles = _by_role(p["notes"], "title")
        return [NearMiss("the note with the first word only", give_answer(roles["first only"])),
                NearMiss("the note with the second word only", give_answer(roles["second only"])),
                NearMiss("the note in another notebook", give_answer(roles["other notebook"])),
                *answer_misses(p["answer"], roles["other notebook"],
                               [n["title"] for n in p["notes"] if n["notebook"] == p["notebook"]])]
