"""More find-the-app BC tasks (see ``bc_apps``): a related app found through a first one
(VenusBench-Mobile's ``BrowsecompFindAppandRelatedAppandAskInfo1``), a pair sharing a
property, and a search across two home-screen folders.

Each reads the App info version of every app it must compare; the colour of an icon is
what the launcher shows (``apps.icons``), the versions are the installed ones (checked on
the device at setup, ``bc_app_folder.check_versions``).
"""

from __future__ import annotations

import functools
import random
from typing import Any

from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo
from venus_tasks.tasks import bc_app_facts as F
from venus_tasks.tasks.bc_app_folder import (FOLDER_NAMES, RANK_ZH, VERSIONED, DrawError, FolderTask, aliases, clauses,
                                             constraints, draw, draw_even, extreme_params, label, params_base, plan_steps,
                                             universe)
from venus_tasks.tasks.common import answer_misses, give_answer
from verifiers.lists import exact_listing, ranked_listing
from verifiers.versions import version_key

# Apps with a version App info shows on both devices and an icon colour known on both.
_KNOWN = tuple(f for f in VERSIONED if F.make("colour", f.family).decided(f))


def _vkey(package: str) -> tuple:
    return version_key(F.version_of(F.BY_PACKAGE[package]))


def _extreme(packages, rank: str) -> list[str]:
    """``packages`` by version, the ``rank`` end first."""
    return sorted(packages, key=_vkey, reverse=rank == "highest")


@functools.lru_cache(maxsize=2)
def _ranked_known(rank: str) -> tuple[str, ...]:
    """Every app of ``_KNOWN`` by version, the ``rank`` end first (the same each draw)."""
    return tuple(_extreme([f.package for f in _KNOWN], rank))


def _family(package: str) -> str:
    return F.BY_PACKAGE[package].family


def _around_extreme(rng: random.Random, rank: str, k: int) -> list[str]:
    """``k`` apps of ``_KNOWN`` (shuffled) whose ``rank`` end is drawn evenly among the
    apps with at least ``k - 1`` apps behind them; the rest drawn from those behind.
    (Drawing the ``k`` apps at once made Tasks, 13.6.3, the highest in most folders that
    held it, and its colour partners the answer of 20% of the instances.)"""
    ranked = _ranked_known(rank)
    at = rng.randrange(len(ranked) - k + 1)
    members = [ranked[at]] + rng.sample(ranked[at + 1:], k - 1)
    rng.shuffle(members)
    return members


def _partners(rank: str) -> list[str]:
    """Every app of ``_KNOWN`` that can answer the ``rank`` wording: one behind (by version,
    the ``rank`` end first) an app of its icon colour that has at least 4 apps behind it."""
    ranked = _ranked_known(rank)
    return sorted({m for at, e in enumerate(ranked[:-4]) for m in ranked[at + 1:]
                   if _family(m) == _family(e) and _vkey(m) != _vkey(e)})


def _around_answer(r: random.Random, rank: str, answer: str) -> dict[str, Any] | None:
    """Params of a 5-7 app folder whose ``rank`` end has ``answer`` as its one colour partner
    and whose runner-up has exactly one (the near miss), or None for this draw."""
    ranked = _ranked_known(rank)
    heads = [e for at, e in enumerate(ranked[:ranked.index(answer)])
             if _family(e) == _family(answer) and _vkey(e) != _vkey(answer) and len(ranked) - at - 1 >= 4]
    if not heads:
        return None
    head, k = r.choice(heads), r.randint(5, 7)
    behind = [m for m in ranked[ranked.index(head) + 1:] if m != answer and _family(m) != _family(head)]
    if len(behind) < k - 2:
        return None
    members = [head, answer] + r.sample(behind, k - 2)
    r.shuffle(members)
    order = _extreme(members, rank)
    if _vkey(order[0]) == _vkey(order[1]) or order[1] == answer:
        return None
    decoys = [m for m in members if m not in (order[0], answer) and _family(m) == _family(order[1])]
    if len(decoys) != 1:
        return None                  # the runner-up's colour partner is the near miss
    return {**params_base(r), "members": members, "rank": rank, "order": order, "answer": answer,
            "decoy": decoys[0], "rank_zh": RANK_ZH[rank]}


# ------------------------------------------------------------------ same colour as the newest
@register_task("venus")
class BrowsecompFolderSameColourAsExtreme(FolderTask):
    """Find the app of folder F with the highest (or lowest) App info version, then the one
    other app of F whose launcher icon has the same main colour.

    Every version must be read (the extreme is over the whole folder). Near misses: the
    extreme app itself, the colour partner of the runner-up, both apps, a hedge (5-7 apps,
    optimal steps 28-38). The answer is drawn first, evenly among every app that can answer
    the goal's wording (``_partners``), and the folder built around it (``_around_answer``):
    drawing the folder first (``_around_extreme`` and ``draw_even``, which spreads the answer
    only over those its probes happen to reach) made the common partners (CalcYou, Tasks,
    Markor) the answer three times as often as the rare ones (Calendar, Gallery), and a
    replayed answer won 10.4% of the instances of one wording (issue 25; now about 8%).
    """

    template = ("In the folder \"{folder}\" on my home screen, find the app with the {rank} version number (as its "
                "App info page shows). Which other app in that folder has a launcher icon of the same main colour "
                "as it? Answer with that other app's name.")
    variant_texts = {"zh": "在我主屏幕上的“{folder}”文件夹里，找出版本号{rank_zh}的应用（以应用信息页为准）。这个文件夹里还有哪个应用的"
                           "桌面图标主色和它相同？请回答那个应用的名称。",
                     "paraphrase": "Open my \"{folder}\" home-screen folder and work out which app has the {rank} "
                                   "installed version (per App info); then tell me the name of the other app in that "
                                   "folder whose icon is mainly the same colour."}
    info = TaskInfo(Category.BC, PUDAM(3, 3, 3, 2, 3), Evaluation.ANSWER,
                    tags=("find-app", "related-app", "launcher", "app info", "superlative"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        rank = rng.choice(("highest", "lowest"))
        targets = _partners(rank)
        rng.shuffle(targets)   # the answer evenly among all that can be one; the first that a folder fits
        for target in targets:
            for _ in range(400):
                got = _around_answer(rng, rank, target)
                if got is not None:
                    return got
        raise DrawError(f"no folder fits any {rank} colour partner")

    @property
    def optimal_steps(self) -> int:
        return plan_steps([self.params["members"]], [], version_needed=True)

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [aliases(self.params["answer"])], universe()))

    def answer_text(self) -> str:
        return label(self.params["answer"])

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right, top, decoy = label(p["answer"]), label(p["order"][0]), label(p["decoy"])
        return [NearMiss("the extreme app itself", give_answer(top)),
                NearMiss("the runner-up's colour partner", give_answer(decoy)),
                NearMiss("both apps", give_answer(f"{top} and {right}")),
                *answer_misses(right, decoy, [label(x) for x in p["members"]])]


# ------------------------------------------------------------------ the pair with one major version
@register_task("venus")
class BrowsecompFolderSameMajorPair(FolderTask):
    """Which apps of folder F have a version starting with the same number (the part before
    the first dot on App info) as another app of F? Exactly two do (the draw makes sure);
    the goal does not say how many, so every version must be read.

    Near misses: one of the two, one of the two with another app, the two with a third, a
    hedge (optimal steps 38-43).
    """

    template = ("Which apps in the folder \"{folder}\" on my home screen have a version number that begins with "
                "the same number as another app's in that folder (the part before the first dot, as their App info "
                "pages show)? Name every such app.")
    variant_texts = {"zh": "我主屏幕上的“{folder}”文件夹里，哪些应用的版本号开头数字（即第一个点之前的部分，以应用信息页为准）与同一文件夹里另一个应用"
                           "相同？请列出每一个这样的应用。",
                     "paraphrase": "In my home-screen folder \"{folder}\", which apps share the leading number of "
                                   "their installed version (before the first dot, per App info) with some other app "
                                   "of that folder? List them all."}
    info = TaskInfo(Category.BC, PUDAM(3, 3, 3, 2, 3), Evaluation.ANSWER,
                    tags=("find-app", "multi-app", "launcher", "app info", "version"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        def attempt(r: random.Random):
            members = [f.package for f in r.sample(VERSIONED, r.randint(7, 8))]
            majors = [F.major(F.version_of(F.BY_PACKAGE[m])) for m in members]
            dup = [n for n in set(majors) if majors.count(n) > 1]
            if len(dup) != 1 or majors.count(dup[0]) != 2:
                return None
            pair = [m for m, n in zip(members, majors) if n == dup[0]]
            return {**params_base(r), "members": members, "pair": pair}

        return draw(rng, attempt)

    @property
    def optimal_steps(self) -> int:
        return plan_steps([self.params["members"]], [], version_needed=True)

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [aliases(p) for p in self.params["pair"]], universe()))

    def answer_text(self) -> str:
        return " and ".join(sorted(label(p) for p in self.params["pair"]))

    def answer_text_zh(self) -> str:
        return "是 " + " 和 ".join(sorted(label(p) for p in self.params["pair"])) + "。"

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        a, b = (label(x) for x in p["pair"])
        other = label(next(m for m in p["members"] if m not in p["pair"]))
        return [NearMiss("one of the two", give_answer(a)),
                NearMiss("one of the two with another app", give_answer(f"{a} and {other}")),
                NearMiss("the two with a third", give_answer(f"{a}, {b} and {other}")),
                *answer_misses(a, other, [label(x) for x in p["members"]])]


# ------------------------------------------------------------------ across two folders
@register_task("venus")
class BrowsecompTwoFoldersColourMatch(FolderTask):
    """Two folders: find the app of folder B with the highest (or lowest) App info version,
    then the one app of folder A whose launcher icon has the same main colour.

    Near misses: the extreme app of B itself, the app of A matching B's runner-up, an app
    of A of another colour, a hedge (optimal steps 35).
    """

    template = ("On my home screen, find the app with the {rank} version number (as its App info page shows) in the "
                "folder \"{folder_b}\". Which app in the folder \"{folder}\" has a launcher icon of the same main "
                "colour as that app? Answer with its name.")
    variant_texts = {"zh": "在我的主屏幕上，找出“{folder_b}”文件夹里版本号{rank_zh}的应用（以应用信息页为准）。“{folder}”文件夹里哪个应用的"
                           "桌面图标主色和它相同？请回答该应用的名称。",
                     "paraphrase": "Check which app in my \"{folder_b}\" home-screen folder has the {rank} installed "
                                   "version (per App info), then name the app in my \"{folder}\" folder whose icon "
                                   "is mainly the same colour as it."}
    info = TaskInfo(Category.BC, PUDAM(3, 3, 2, 2, 3), Evaluation.ANSWER,
                    tags=("find-app", "related-app", "launcher", "app info", "two folders"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        def attempt(r: random.Random):
            folder, folder_b = r.sample(FOLDER_NAMES, 2)
            rank = r.choice(("highest", "lowest"))
            b_members = _around_extreme(r, rank, 6)
            order = _extreme(b_members, rank)
            if _vkey(order[0]) == _vkey(order[1]) or _family(order[0]) == _family(order[1]):
                return None
            rest = [f.package for f in _KNOWN if f.package not in b_members]
            a_members = r.sample(rest, min(len(rest), r.randint(5, 6)))
            hits = [m for m in a_members if _family(m) == _family(order[0])]
            decoys = [m for m in a_members if _family(m) == _family(order[1])]
            if len(hits) != 1 or not decoys:
                return None
            return {"folder": folder, "folder_b": folder_b, "members": a_members, "members_b": b_members,
                    "rank": rank, "order": order, "answer": hits[0], "decoy": decoys[0], "rank_zh": RANK_ZH[rank]}

        return draw_even(rng, attempt, lambda q: q["rank"], lambda q: q["answer"], probes=120)

    def folders(self) -> dict[str, list[str]]:
        return {self.params["folder_b"]: self.params["members_b"], self.params["folder"]: self.params["members"]}

    def versioned(self) -> list[str]:
        return list(self.params["members_b"])

    @property
    def optimal_steps(self) -> int:
        # folder B: open it, every app, its version; then HOME and folder A (its icons), answer
        return plan_steps([self.params["members_b"]], [], version_needed=True) + 2

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [aliases(self.params["answer"])], universe()))

    def answer_text(self) -> str:
        return label(self.params["answer"])

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right, top, decoy = label(p["answer"]), label(p["order"][0]), label(p["decoy"])
        return [NearMiss("the extreme app of the other folder", give_answer(top)),
                NearMiss("the match of the runner-up", give_answer(decoy)),
                *answer_misses(right, decoy, [label(x) for x in p["members"]])]


# ------------------------------------------------------------------ all of them in version order
@register_task("venus")
class BrowsecompFolderVersionOrder(FolderTask):
    """List the apps of folder F whose main screen has (or lacks) a search bar / floating
    add button / bottom navigation, ordered by their App info versions (newest or oldest
    first).

    5-6 apps pass the filter. Success: exactly those apps, in that order, and no other
    order stated (``verifiers.lists.ranked_listing``). Near misses: two of them swapped,
    the reverse order, the order followed by its reverse, one left out, an app of the
    folder that fails the filter added (optimal steps 31-35).
    """

    template = ("List the apps in the folder \"{folder}\" on my home screen for which {clauses}, ordered from the "
                "{rank} version number (as their App info pages show) to the {other}.")
    variant_texts = {"zh": "请列出我主屏幕上“{folder}”文件夹里满足以下条件的应用：{clauses_zh}，按版本号（以应用信息页为准）从{rank_zh}到"
                           "{other_zh}排列。",
                     "paraphrase": "Give me the apps of my \"{folder}\" home-screen folder where {clauses}, sorted "
                                   "by installed version (App info) from the {rank} to the {other}."}
    info = TaskInfo(Category.BC, PUDAM(3, 3, 3, 2, 3), Evaluation.ANSWER,
                    tags=("find-app", "multi-app", "launcher", "app info", "ordering"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = draw(rng, lambda r: (lambda x: x and {**params_base(r), **x})(extreme_params(r)))
        p["clauses"], p["clauses_zh"] = clauses(constraints(p))
        p["other"] = "lowest" if p["rank"] == "highest" else "highest"
        p["rank_zh"], p["other_zh"] = RANK_ZH[p["rank"]], RANK_ZH[p["other"]]
        keys = [_vkey(x) for x in p["order"]]
        if len(set(keys)) != len(keys):
            raise AssertionError(f"two filtered apps share a version: {p['order']}")
        return p

    @property
    def optimal_steps(self) -> int:
        return plan_steps([self.params["members"]], constraints(self.params), version_needed=True)

    def verify(self, env) -> float:
        order = [aliases(x) for x in self.params["order"]]
        return float(ranked_listing(env.answer, order, universe()))

    def answer_text(self) -> str:
        return ", ".join(label(x) for x in self.params["order"])

    def answer_text_zh(self) -> str:
        return "依次是：" + "、".join(label(x) for x in self.params["order"]) + "。"

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        names = [label(x) for x in p["order"]]
        swapped = names[:1] + [names[2], names[1]] + names[3:]
        return [NearMiss("two swapped", give_answer(", ".join(swapped))),
                NearMiss("the reverse order", give_answer(", ".join(reversed(names)))),
                NearMiss("the order and its reverse", give_answer(", ".join(names + names[::-1]))),
                NearMiss("one left out", give_answer(", ".join(names[:-1]))),
                NearMiss("an app failing the filter added", give_answer(", ".join(names + [label(p["beyond"])]))),
                *answer_misses(names[0], names[1], [label(x) for x in p["members"]])]


__all__ = ["BrowsecompFolderSameColourAsExtreme", "BrowsecompFolderSameMajorPair", "BrowsecompFolderVersionOrder",
           "BrowsecompTwoFoldersColourMatch"]
