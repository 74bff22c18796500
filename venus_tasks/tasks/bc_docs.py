"""Browsecomp-like (BC) over PDFs in Files: the one paper that meets three constraints
read off the title pages (how many authors, an author's family name, the year).

Every instance holds exactly one paper that meets all the constraints and a decoy for
each constraint that breaks only it (checked in ``sample_params`` for every seed); the
file names say nothing. The answer names the paper (file name, stem or title), matched as
an exact listing over every paper in the folder.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from venus_tasks.data import papers
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo
from venus_tasks.tasks.bc import UniquenessError
from venus_tasks.tasks.common import answer_misses, give_answer
from venus_tasks.tasks.hgb_docs import TO_FOLDER, PaperFolder, open_each_steps, open_files, PAPER_WORDS


def _authors(rng: random.Random, n: int, family: str, include: bool, taken: set[str]) -> list[str]:
    """``n`` new author names: one of ``family`` if ``include``, else none of it."""
    out: list[str] = []
    while len(out) < n:
        fam = family if include and not out else rng.choice([f for f in papers.FAMILY_NAMES if f != family])
        name = f"{rng.choice(papers.GIVEN_NAMES)} {fam}"
        if name not in taken:
            taken.add(name)
            out.append(name)
    rng.shuffle(out)
    return out


@register_task("venus")
class BrowsecompPaperThreeConstraints(PaperFolder):
    """Open every PDF in Documents/Papers and keep the paper with exactly three authors,
    one of them named <family>, published before <year>; one decoy breaks each constraint.

    Success: the answer names that paper and no other.
    """

    complexity = 2.0
    template = ("In Documents/Papers, find the paper that has exactly three authors, one of whom has the family "
                "name {family}, and that was published before {year}. Give its file name.")
    variant_texts = {"zh": "在 Documents/Papers 里找出这样一篇论文：恰好有三位作者，其中一位姓 {family}，并且发表于 {year} 年之前。"
                           "请给出文件名。",
                     "paraphrase": "Which PDF in Documents/Papers was published before {year}, lists exactly three "
                                   "authors and has an author with the surname {family}? Tell me the file name."}
    info = TaskInfo(Category.BC, PUDAM(3, 3, 2, 1, 3), Evaluation.ANSWER, tags=("multi-constraint", "pdf", "ocr"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        family, year = rng.choice(papers.FAMILY_NAMES), rng.randrange(2014, 2020)
        before, after = (lambda: rng.randrange(2008, year)), (lambda: rng.randrange(year, 2024))
        taken: set[str] = set()
        shapes = [("answer", 3, True, before()), ("no family name", 3, False, before()),
                  ("too late", 3, True, after()), ("two authors", 2, True, before())]
        words = rng.sample(PAPER_WORDS, len(shapes))
        ps, titles = [], set()
        for (role, n, fam, yr), word in zip(shapes, words):
            title = papers.random_paper(rng, ("x",), yr, n_tables=1, length=1).title
            while title in titles:
                title = papers.random_paper(rng, ("x",), yr, n_tables=1, length=1).title
            titles.add(title)
            ps.append({"file": f"paper_{word}.pdf", "title": title, "authors": _authors(rng, n, family, fam, taken),
                       "year": yr, "seed": rng.getrandbits(32), "role": role})
        ps.sort(key=lambda p: p["file"])
        hits = [p for p in ps if len(p["authors"]) == 3 and p["year"] < year
                and any(a.split()[-1] == family for a in p["authors"])]
        if len(hits) != 1:
            raise UniquenessError(f"{len(hits)} papers meet every constraint")
        return {"papers": ps, "family": family, "year": year, "answer": hits[0]["file"],
                "decoys": {p["role"]: p["file"] for p in ps if p["role"] != "answer"}}

    @property
    def optimal_steps(self) -> int:
        return TO_FOLDER + open_each_steps(len(self.params["papers"])) + 1

    def verify(self, env) -> float:
        return float(self._chosen(env.answer, self.params["answer"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_files()
        yield A.answer(self.say(en=f"It is {p['answer']}.", zh=f"是 {p['answer']}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        d = p["decoys"]
        return [*(NearMiss(f"the decoy with {role}", give_answer(f"It is {f}.")) for role, f in d.items()),
                *answer_misses(p["answer"], d["too late"], [x["file"] for x in p["papers"]])]
