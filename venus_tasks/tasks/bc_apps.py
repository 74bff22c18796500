"""Browsecomp-like (BC) tasks of VenusBench-Mobile's own kind: find an app among the 6-8
apps of a home-screen folder by properties of the app itself -- its launcher icon's main
colour, whether its main screen shows a search bar, a floating add button or a bottom
navigation bar, and the version its App info page shows -- then answer with it or with a
fact about it (``BrowsecompFindAppTaskEvalUI*``, ``BrowsecompFindAppandAskInfo1``).

The folder, its apps and the constraints are drawn per instance (``bc_app_folder``); the
facts come from ``bc_app_facts`` (held to the simulator's screens by a test, and decided
only where the real device and the simulator agree). Every instance is checked for one
right answer, each constraint alone leaving at least two apps of the folder, and at least
one app that meets all constraints but one (the near miss the verifier must reject).
"""

from __future__ import annotations

import random
from typing import Any

from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo
from venus_tasks.tasks import bc_app_facts as F
from venus_tasks.tasks.bc_app_folder import (ALL_VERSION_CLAUSES, RANK_ZH, SCREEN_TRAITS, FolderTask, aliases,
                                             clauses, constraints, draw_even, extreme_params, label, params_base,
                                             pick_folder, plan_steps, several, split, universe)
from venus_tasks.tasks.common import answer_misses, give_answer, leave_untouched
from verifiers.lists import exact_listing
from verifiers.versions import stated_versions

# ------------------------------------------------------------------ every app that fits
@register_task("venus")
class BrowsecompFolderAppsMatching(FolderTask):
    """Name every app of folder F whose main screen has (or lacks) a search bar / floating
    add button / bottom navigation (in half the draws also: whose icon is mostly colour C)
    and whose App info version passes a threshold (at least X, below X, or major version N).

    At least five apps of the pool meet all the constraints; the folder holds one to three
    of them (drawn), up to five that fail only the version (App info must rule them out:
    four or more App info pages in all) and apps failing another constraint, which the
    real device and the simulator agree on. Near misses: an app failing one constraint, a
    list missing an app or with one too many, a hedge (optimal steps 23-43).
    """

    template = ("Which apps in the folder \"{folder}\" on my home screen meet all of these: {clauses}? "
                "Name every app that does.")
    variant_texts = {"zh": "我主屏幕上的“{folder}”文件夹里，哪些应用同时满足以下所有条件：{clauses_zh}？请列出每一个符合的应用。",
                     "paraphrase": "Look in my home-screen folder \"{folder}\" and list all the apps for which every one "
                                   "of these holds: {clauses}."}
    info = TaskInfo(Category.BC, PUDAM(3, 3, 3, 2, 3), Evaluation.ANSWER,
                    tags=("find-app", "multi-constraint", "launcher", "app info"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        def attempt(r: random.Random):
            raw = [list(r.choice(SCREEN_TRAITS)), list(r.choice(ALL_VERSION_CLAUSES))]
            if r.random() < 0.5:             # the paper's own example names the icon's colour too
                raw.insert(0, ["colour", r.choice(("orange", "blue", "white"))])
            cons = constraints({"constraints": raw})
            fits, fails = split(cons)
            if len(fits) < 5:
                return None                  # from fewer, one set of apps would answer a goal too often
            answers = r.sample(fits, r.randint(1, 3))
            # apps that pass all but the version: their App info must be read to rule them out
            close = [f for f in F.near_misses(cons, fails) if cons[-1].decided(f) is False]
            close = r.sample(close, min(len(close), 6 - len(answers)))
            if len(answers) + len(close) < 4:
                return None                  # App info read for at least four apps (the task's depth)
            others = [f for f in fails if f not in close]
            members = pick_folder(r, answers + close, len(answers) + len(close), others, 8)
            if members is None or not several(cons, members) or not F.near_misses(cons, members):
                return None
            return {**params_base(r), "members": [m.package for m in members], "constraints": raw,
                    "answers": [m.package for m in members if m in answers]}

        p = draw_even(rng, attempt, lambda q: q["constraints"], lambda q: sorted(q["answers"]))
        p["clauses"], p["clauses_zh"] = clauses(constraints(p))
        return p

    @property
    def optimal_steps(self) -> int:
        return plan_steps([self.params["members"]], constraints(self.params), version_needed=True)

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [aliases(p) for p in self.params["answers"]], universe()))

    def answer_text(self) -> str:
        return ", ".join(sorted(label(p) for p in self.params["answers"]))      # the same apps, the same words

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = [label(x) for x in p["answers"]]
        close = [label(m.package) for m in F.near_misses(constraints(p), [F.BY_PACKAGE[x] for x in p["members"]])]
        misses = [NearMiss(f"{c} (fails one constraint)", give_answer(", ".join(right + [c]) if len(right) > 1
                                                                         else c)) for c in close[:2]]
        misses.append(NearMiss("with one app too many", give_answer(", ".join(right + close[:1]))))
        if len(right) > 1:
            misses.append(NearMiss("one app left out", give_answer(", ".join(right[:-1]))))
        return misses + answer_misses(right[0], close[0], [label(x) for x in p["members"]])


# ------------------------------------------------------------------ the newest / oldest of some
@register_task("venus")
class BrowsecompFolderNewestAmong(FolderTask):
    """Of the apps of folder F whose main screen has (or lacks) a search bar / floating add
    button / bottom navigation, name the one with the highest (or lowest) version on its
    App info page.

    5-6 apps pass the filter; the answer is drawn evenly among the ranks that leave 4-5 of
    them behind it (``extreme_params``) and among the answers of the goal's wording
    (``draw_even``); every one's App info must be read. Only a filter that leaves 11 or
    more possible answers is drawn (``winners=11``; of the catalogue's today, "no search
    bar": 16 apps, 11-12 answers per rank), so replaying another instance's answer to the
    same wording wins 8% (seeds 0-299; it won 14% when the filters that leave 5-7 answers,
    no bottom navigation and no floating add button, were drawn too).
    Near misses: the runner-up, an app outside the filters with a more extreme version, a
    hedge, the whole folder (optimal steps 31-35).
    """

    template = ("Of the apps in the folder \"{folder}\" on my home screen for which {clauses}, which one has the "
                "{rank} version number (as its App info page shows)? Answer with the app's name.")
    variant_texts = {"zh": "我主屏幕上的“{folder}”文件夹里，在满足以下条件的应用中：{clauses_zh}，哪一个的版本号{rank_zh}"
                           "（以应用信息页显示的为准）？请回答应用名称。",
                     "paraphrase": "Among the apps in my \"{folder}\" home-screen folder where {clauses}, find the one "
                                   "whose installed version (App info) is the {rank}, and tell me its name."}
    info = TaskInfo(Category.BC, PUDAM(3, 2, 3, 2, 3), Evaluation.ANSWER,
                    tags=("find-app", "multi-constraint", "launcher", "app info", "superlative"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = draw_even(rng, lambda r: (lambda x: x and {**params_base(r), **x})(extreme_params(r, winners=11)),
                      lambda q: (q["constraints"], q["rank"]), lambda q: q["order"][0], probes=48)
        p["clauses"], p["clauses_zh"] = clauses(constraints(p))
        p["rank_zh"] = RANK_ZH[p["rank"]]
        return p

    @property
    def optimal_steps(self) -> int:
        return plan_steps([self.params["members"]], constraints(self.params), version_needed=True)

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [aliases(self.params["order"][0])], universe()))

    def answer_text(self) -> str:
        return label(self.params["order"][0])

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right, second, beyond = label(p["order"][0]), label(p["order"][1]), label(p["beyond"])
        return [NearMiss("the runner-up", give_answer(second)),
                NearMiss("an app failing the filter" + (" with a more extreme version" if p["beats"] else ""),
                         give_answer(beyond)),
                *answer_misses(right, second, [label(x) for x in p["members"]])]


# ------------------------------------------------------------------ the version itself
@register_task("venus")
class BrowsecompFolderExtremeVersion(FolderTask):
    """Ask-for-a-fact variant: of the apps of folder F that pass a screen filter (drawn as
    ``BrowsecompFolderNewestAmong``'s), what is the highest (or lowest) version installed?
    The answer is the version itself, as App info shows it.

    Near misses: the runner-up's version, the more extreme version of an app outside the
    filters, the version cut short, two versions, no answer (optimal steps 31-35).
    """

    template = ("Look at the apps in the folder \"{folder}\" on my home screen for which {clauses}. What is the "
                "{rank} version number installed among them (as their App info pages show)? Answer with the "
                "version number.")
    variant_texts = {"zh": "看看我主屏幕上“{folder}”文件夹里满足以下条件的应用：{clauses_zh}。它们之中安装的{rank_zh}版本号是多少"
                           "（以应用信息页显示的为准）？请回答版本号。",
                     "paraphrase": "In my \"{folder}\" folder on the home screen, consider the apps where {clauses}. "
                                   "Which is the {rank} installed version among them, per App info? Give me the "
                                   "version number."}
    info = TaskInfo(Category.BC, PUDAM(3, 2, 3, 2, 3), Evaluation.ANSWER,
                    tags=("find-app", "ask-info", "multi-constraint", "launcher", "app info", "version"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return BrowsecompFolderNewestAmong.sample_params(rng)

    @property
    def optimal_steps(self) -> int:
        return plan_steps([self.params["members"]], constraints(self.params), version_needed=True)

    def _version(self, package: str) -> str:
        return F.version_of(F.BY_PACKAGE[package])

    def verify(self, env) -> float:
        return float(stated_versions(env.answer) == {self._version(self.params["order"][0]).lower()})

    def answer_text(self) -> str:
        return f"Version {self._version(self.params['order'][0])}."

    def answer_text_zh(self) -> str:
        return f"版本 {self._version(self.params['order'][0])}。"

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right, second = (self._version(x) for x in (p["order"][0], p["order"][1]))
        beyond = F.version_of(F.BY_PACKAGE[p["beyond"]])
        cut = right.rsplit(".", 1)[0]
        misses = [NearMiss("the runner-up's version", give_answer(f"Version {second}.")),
                  NearMiss("two versions", give_answer(f"{right} or {second}")),
                  NearMiss("the app's name instead", give_answer(label(p["order"][0]))),
                  NearMiss("no answer", leave_untouched)]
        if beyond:
            misses.append(NearMiss("the version of an app failing the filter", give_answer(f"Version {beyond}.")))
        if cut != right and "." in cut:
            misses.append(NearMiss("the version cut short", give_answer(f"Version {cut}.")))
        return misses


__all__ = ["BrowsecompFolderAppsMatching", "BrowsecompFolderExtremeVersion", "BrowsecompFolderNewestAmong"]
