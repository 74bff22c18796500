"""Hard GUI browsing (HGB) over PDF documents opened from Files: the paper by an author,
the earliest paper, the page a table is on, a value in a table, and the student whose
answer sheet gets an exercise wrong.

Every PDF is generated from the instance seed (``venus_tasks.data.papers``) and pushed to
shared storage; the viewer shows pages as pictures only, so each answer needs opening the
documents and reading their pixels, several screens each. File names say nothing about
the content (``paper_heron.pdf``, ``sheet_3.pdf``). Answers are checked with
``verifiers``: names and file names with ``lists.exact_listing`` (one candidate named,
no other), numbers with ``numbers.numbers`` (only the numbers the question allows).

Screen geometry of the default phone (1080 x 2400 px, 420 dpi) used to count a reader's
scrolls through a PDF: a page fits the width (1528 px tall for A4), pages are 21 px apart,
the viewer's scroll view is 2169 px tall and one scroll moves a third of it.
"""

from __future__ import annotations

import posixpath
import random
from typing import Any, Iterator

from apps import files as files_app
from venus_tasks.data import papers
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import answer_misses, give_answer
from verifiers.lists import exact_listing
from verifiers.numbers import numbers_only

DOCS = "/sdcard/Documents"
PAGE_PX, GAP_PX, VIEW_PX = 1528, 21, 2169
SCROLL_PX = VIEW_PX // 3
# Files -> Show roots -> internal storage -> List view (the root opens as a grid) -> Documents -> the folder
TO_FOLDER = 6
# Files under its breadcrumb and root header on the default phone (1080x2400, 420 dpi): the
# list starts 196 dp down (search-bar-sized toolbar 64, breadcrumb 48, header 60), 9 whole 72 dp
# rows fit, and a scroll (a third of the list's height) moves 3
ROWS_IN_VIEW, ROWS_PER_SCROLL = 9, 3
PAPER_WORDS = ("heron", "kestrel", "otter", "lynx", "marten", "plover", "ibis", "wren", "bison", "egret",
          "puffin", "stoat", "vole", "tern", "finch", "newt")


def scrolls_to_see(page: int, y_pt: float, size_pt: float, n_pages: int) -> int:
    """Scrolls a reader makes from the top of an ``n_pages`` PDF until the line whose
    baseline is ``y_pt`` (from the bottom of 1-based ``page``, font ``size_pt``) is
    wholly in view (with its descenders, 4 px clear of the edge)."""
    scale = PAGE_PX / 842
    bottom = (page - 1) * (PAGE_PX + GAP_PX) + (842 - y_pt + 0.3 * size_pt) * scale
    max_off = max(0, n_pages * PAGE_PX + (n_pages - 1) * GAP_PX - VIEW_PX)
    k = 0
    while bottom > min(k * SCROLL_PX, max_off) + VIEW_PX - 4:
        if k * SCROLL_PX >= max_off:
            raise ValueError("the line is below the end of the document")
        k += 1
    return k


def seed_files(device, files: dict[str, bytes]) -> None:
    """Empty shared storage (and drop Documents' and Download's folders, which earlier
    episodes may have left), write ``files`` (``{path: bytes}``) and give them the
    device's current time as modification time. Files' own data is cleared too
    (``pm clear``): every root opens in its first view, a grid, whatever view an earlier
    episode picked for it (DocumentsUI keeps that per root in its preferences)."""
    device.clear_app(files_app.APP.package)
    files_app.clear_storage(device)
    device.run(["rm", "-rf", f"{files_app.DOCUMENTS}", f"{files_app.DOWNLOAD}"])
    folders = {files_app.DOCUMENTS, files_app.DOWNLOAD} | {posixpath.dirname(p) for p in files}
    device.run(["mkdir", "-p", *sorted(folders)])              # one shell command, one push of every file
    device.push_files(files)
    device.run(["touch", *files])


def open_each_steps(rows: int) -> int:
    """Actions to open each of a Files list's ``rows`` files in turn with BACK between
    (``venus_tasks.solvers.hgb_docs.open_each``): the rows on screen first, then a scroll
    for the next ones; a scroll bringing fewer than ``ROWS_PER_SCROLL`` rows shows the
    list's end, so the last file is not left; when it brings a full scroll's worth, the
    last one is left and one more scroll finds the end."""
    if rows <= ROWS_IN_VIEW:
        return 2 * rows - 1
    scrolls, short = -(-(rows - ROWS_IN_VIEW) // ROWS_PER_SCROLL), (rows - ROWS_IN_VIEW) % ROWS_PER_SCROLL
    return 2 * rows - 1 + scrolls if short else 2 * rows + scrolls + 1


def open_files() -> A.JSONAction:
    return A.JSONAction(A.OPEN_APP, app_name="Files")


def without_label(answer: str, word_en: str, word_zh: str, n: int) -> str:
    """``answer`` without the mentions of the label "<word_en> N" / "<word_zh> N" (e.g.
    "Table 2", "表 2"), case-insensitive, so that the number of the thing asked about is
    not read as an answer."""
    out = answer.casefold()
    for word in (word_en.casefold(), word_zh):
        for gap in (" ", "", "\u00a0"):
            out = out.replace(f"{word}{gap}{n}", " ")
    return out



# ------------------------------------------------------------------ a folder of papers
def _paper_folder(rng: random.Random, n: int) -> list[dict]:
    """``n`` papers with distinct titles, authors and years, sorted by file name."""
    words = rng.sample(PAPER_WORDS, n)
    pool = papers.author_pool(rng, 3 * n + 3)
    years = rng.sample(range(2009, 2024), n)
    out, titles = [], set()
    for i in range(n):
        k = rng.randint(2, 3)
        authors, pool = pool[:k], pool[k:]
        paper = papers.random_paper(rng, tuple(authors), years[i], n_tables=1, length=1)
        while paper.title in titles:
            paper = papers.random_paper(rng, tuple(authors), years[i], n_tables=1, length=1)
        titles.add(paper.title)
        out.append({"file": f"paper_{words[i]}.pdf", "title": paper.title, "authors": list(authors),
                    "year": years[i], "seed": rng.getrandbits(32)})
    return sorted(out, key=lambda p: p["file"])


def _paper_bytes(p: dict) -> bytes:
    return papers.random_paper(p["seed"], tuple(p["authors"]), p["year"], n_tables=1, length=1,
                               title=p["title"]).pdf_bytes()


def _aliases(p: dict) -> tuple[str, ...]:
    return (p["file"], p["file"][:-4], p["title"])


class PaperFolder(VenusTask):
    """Base of the tasks over ``Documents/<folder>`` full of papers (not registered)."""

    app_names = ("files",)
    folder = "Papers"

    def setup(self, env) -> None:
        seed_files(env.device, {f"{DOCS}/{self.folder}/{p['file']}": _paper_bytes(p) for p in self.params["papers"]})

    def _universe(self) -> list[tuple[str, ...]]:
        return [_aliases(p) for p in self.params["papers"]]

    def _chosen(self, answer: str, file: str) -> bool:
        target = next(p for p in self.params["papers"] if p["file"] == file)
        return exact_listing(answer, [_aliases(target)], self._universe())


@register_task("venus")
class GUIBrowsingPaperByAuthor(PaperFolder):
    """Find, among PDFs with uninformative names, the paper an author wrote (the authors
    are on each title page, pixels only); another paper has an author with the same
    family name.

    Success: the answer names that paper (file name, its stem or its title) and no other.
    """

    complexity = 2.0
    template = ("The folder Documents/Papers holds several PDF papers. Which file is the paper "
                "written by {author}? Give its file name.")
    variant_texts = {"zh": "Documents/Papers 文件夹里有几篇 PDF 论文。哪个文件是 {author} 写的论文？请给出文件名。",
                     "paraphrase": "Among the PDF papers in Documents/Papers, one has {author} as an author. "
                                   "Tell me that file's name."}
    info = TaskInfo(Category.HGB, PUDAM(3, 1, 3, 1, 3), Evaluation.ANSWER, tags=("read-many", "pdf", "ocr"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n = rng.randint(4, 5)
        ps = _paper_folder(rng, n)
        target, decoy = rng.sample(range(n), 2)
        author = rng.choice(ps[target]["authors"])
        given, family = author.split()
        other = rng.choice([g for g in papers.GIVEN_NAMES if g != given
                            and all(f"{g} {family}" not in p["authors"] for p in ps)])
        ps[decoy]["authors"][-1] = f"{other} {family}"
        assert sum(author in p["authors"] for p in ps) == 1
        return {"papers": ps, "author": author, "answer": ps[target]["file"], "decoy": ps[decoy]["file"],
                "position": target}

    @property
    def optimal_steps(self) -> int:
        return TO_FOLDER + 2 * self.params["position"] + 1 + 1

    def verify(self, env) -> float:
        return float(self._chosen(env.answer, self.params["answer"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_files()
        yield A.answer(self.say(en=f"The paper by {p['author']} is {p['answer']}.",
                                zh=f"{p['author']} 写的论文是 {p['answer']}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the paper by the namesake", give_answer(f"It is {p['decoy']}.")),
                *answer_misses(p["answer"], p["decoy"], [x["file"] for x in p["papers"]])]


@register_task("venus")
class GUIBrowsingPaperEarliest(PaperFolder):
    """Open every paper in the folder (9-10) and compare the years on their title pages.

    Success: the answer names the earliest paper and its year, and no other paper's year
    (a runner-up, the newest, a hedge or the year alone fail).
    """

    complexity = 4.0
    template = ("Which PDF in my folder Documents/Papers was published earliest, and in what year? "
                "Give the file name and the year.")
    variant_texts = {"zh": "我的 Documents/Papers 文件夹里哪篇 PDF 论文发表得最早？是哪一年？请给出文件名和年份。",
                     "paraphrase": "Look through the papers in Documents/Papers and tell me the file name of "
                                   "the oldest one and the year it was published."}
    info = TaskInfo(Category.HGB, PUDAM(3, 2, 3, 1, 3), Evaluation.ANSWER, tags=("read-many", "pdf", "ocr", "min"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        ps = _paper_folder(rng, rng.randint(9, 10))              # 9 rows fill Files' list: the 10th is a scroll away
        ranked = sorted(ps, key=lambda p: p["year"])
        return {"papers": ps, "answer": ranked[0]["file"], "year": ranked[0]["year"],
                "runner_up": ranked[1]["file"], "runner_year": ranked[1]["year"],
                "newest": ranked[-1]["file"]}

    @property
    def optimal_steps(self) -> int:
        return TO_FOLDER + open_each_steps(len(self.params["papers"])) + 1

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        return float(self._chosen(a, p["answer"]) and numbers_only(a, p["year"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_files()
        yield A.answer(self.say(en=f"{p['answer']}, published in {p['year']}.",
                                zh=f"最早的是 {p['answer']}，发表于 {p['year']} 年。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the runner-up", give_answer(f"{p['runner_up']}, published in {p['runner_year']}.")),
                NearMiss("right file, the runner-up's year", give_answer(f"{p['answer']}, {p['runner_year']}.")),
                NearMiss("the newest", give_answer(f"{p['newest']}.")),
                NearMiss("the year alone", give_answer(f"It was published in {p['year']}.")),
                *answer_misses(p["answer"], p["runner_up"], [x["file"] for x in p["papers"]])]
