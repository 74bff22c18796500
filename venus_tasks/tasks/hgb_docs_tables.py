"""Hard GUI browsing (HGB) inside one long PDF: the page a table's caption is on, and a
value in a table (``venus_tasks/tasks/hgb_docs.py`` has the folder tasks and the shared
geometry).

The report is a seeded paper (``venus_tasks.data.papers``) of 10-15 pages with three
numbered tables, the asked one (Table 2 or 3) eight or more pages down; paragraphs on other pages refer to the asked table ("as Table 2 shows"),
so finding the word is not finding the table. The generator checks for every seed that
the caption is on one page and that a reference to it is on another.
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any, Iterator

from venus_tasks.data import papers
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.tasks.hgb_docs import DOCS, TO_FOLDER, open_files, scrolls_to_see, seed_files, without_label
from verifiers.numbers import numbers_only

FOLDER = "Reports"
_STEMS = ("annual_review", "project_report", "lab_notes", "study_results", "evaluation", "final_report")


def _report(rng: random.Random, lengths: tuple[int, int] = (20, 26), tables: tuple[int, int] = (2, 3)) -> dict:
    """A report whose asked table's caption is on one page and is referred to on another;
    ``lengths``: the range of filler paragraphs per section (20-26: 11-14 pages);
    ``tables``: the range of the asked table's number (Table 2 or 3 of a long report sits
    eight or more pages down)."""
    authors = tuple(papers.author_pool(rng, 2))
    while True:
        seed, length = rng.getrandbits(32), rng.randint(*lengths)
        paper = papers.random_paper(seed, authors, rng.randrange(2015, 2024), n_tables=3, length=length)
        n = rng.randint(*tables)
        caption = paper.page_of(f"Table {n}:")
        refs = set(paper.page_of(f"The comparison is summarised as Table {n}")) - set(caption)
        if len(caption) == 1 and refs and len(paper.pages()) >= 10 and 8 <= caption[0] < len(paper.pages()):
            return {"paper_seed": seed, "length": length, "authors": list(authors), "year": paper.year, "table": n,
                    "page": caption[0], "ref_page": min(refs), "pages": len(paper.pages()),
                    "file": f"{rng.choice(_STEMS)}.pdf"}


def _paper(p: dict) -> papers.Paper:
    return papers.random_paper(p["paper_seed"], tuple(p["authors"]), p["year"], n_tables=3, length=p["length"])


class _Report(VenusTask):
    """Base of the tasks over one report in ``Documents/Reports`` (not registered)."""

    app_names = ("files",)

    def setup(self, env) -> None:
        p = self.params
        seed_files(env.device, {f"{DOCS}/{FOLDER}/{p['file']}": _paper(p).pdf_bytes()})

    def _seen_line(self) -> tuple[int, float, float]:
        """(page, baseline in pt, size in pt) of the line a reader stops at once it is in
        view: Table N's caption."""
        caption = f"Table {self.params['table']}:"
        return next((i + 1, r.y, r.size) for i, page in enumerate(_paper(self.params).pages())
                    for r in page if r.text.startswith(caption))

    @property
    def optimal_steps(self) -> int:
        # Files to the folder, open the report, scroll until the line is in view, answer
        page, y, size = self._seen_line()
        return TO_FOLDER + 1 + scrolls_to_see(page, y, size, self.params["pages"]) + 1


@register_task("venus")
class GUIBrowsingPdfTablePage(_Report):
    """Scroll through a report (pages are pictures) to the page that holds Table N's
    caption.

    Success: the answer states that page number and no other number ("Table N" may be
    repeated);
    the page of a reference to the table, a page off by one, a hedge fail.
    """

    complexity = 4.0
    template = "On which page of Documents/Reports/{file} is Table {table}? Give the page number."
    variant_texts = {"zh": "Documents/Reports/{file} 中的表 {table}（Table {table}）在第几页？请给出页码。",
                     "paraphrase": "Open {file} in Documents/Reports and tell me the page number where "
                                   "Table {table} appears."}
    info = TaskInfo(Category.HGB, PUDAM(3, 1, 3, 2, 3), Evaluation.ANSWER, tags=("scroll", "pdf", "ocr"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        # 14-36 filler paragraphs a section (10-20 pages): with a fixed length the caption
        # of Table N sits on a page known without opening the file
        return _report(rng, (14, 36))

    def verify(self, env) -> float:
        p = self.params
        return float(numbers_only(without_label(env.answer, "table", "表", p["table"]), p["page"], ordinals=True))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_files()
        yield A.answer(self.say(en=f"Table {p['table']} is on page {p['page']}.",
                                zh=f"表 {p['table']} 在第 {p['page']} 页。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        n, page = p["table"], p["page"]
        off = page + 1 if page + 1 != n and page < p["pages"] else page - 1
        misses = [NearMiss("the page of a reference to it", give_answer(f"Table {n} is on page {p['ref_page']}.")),
                  NearMiss("hedge", give_answer(f"Page {page} or page {p['ref_page']}.")),
                  NearMiss("the goal echoed", echo_goal), NearMiss("no answer", leave_untouched)]
        if off != n:
            misses.insert(1, NearMiss("a page off", give_answer(f"Table {n} is on page {off}.")))
        return misses


@register_task("venus")
class GUIBrowsingPdfTableValue(_Report):
    """Find Table N in a report and read one cell (a method's row, a dataset's column).

    Success: the answer states that value and no other number ("Table N" may be
    repeated); the cell
    beside it, the one above or below, or a hedge fail.
    """

    complexity = 4.0
    template = ("In Documents/Reports/{file}, what value does Table {table} give for \"{method}\" on {dataset}? "
                "Answer with the number.")
    variant_texts = {"zh": "在 Documents/Reports/{file} 里，表 {table}（Table {table}）中 \"{method}\" 在 {dataset} "
                           "上的数值是多少？请回答这个数字。",
                     "paraphrase": "Open {file} in Documents/Reports, find Table {table} and read the number in the "
                                   "row \"{method}\", column {dataset}."}
    info = TaskInfo(Category.HGB, PUDAM(3, 1, 3, 2, 3), Evaluation.ANSWER, tags=("scroll", "pdf", "ocr", "table"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = _report(rng)
        table = _paper(p).tables[p["table"] - 1]
        r, c = rng.randrange(len(table.rows)), rng.randrange(1, len(table.header))
        p.update(method=table.rows[r][0], dataset=table.header[c], value=table.rows[r][c],
                 beside=table.rows[r][c % (len(table.header) - 1) + 1],
                 above=table.rows[(r + 1) % len(table.rows)][c])
        return p

    def _seen_line(self) -> tuple[int, float, float]:
        """The asked method's row of Table N (the first run with its name after the
        caption, in reading order)."""
        caption, seen = f"Table {self.params['table']}:", False
        for i, page in enumerate(_paper(self.params).pages()):
            for r in page:
                seen = seen or r.text.startswith(caption)
                if seen and r.text == self.params["method"]:
                    return i + 1, r.y, r.size
        raise KeyError(self.params["method"])

    def verify(self, env) -> float:
        p = self.params
        return float(numbers_only(without_label(env.answer, "table", "表", p["table"]), Decimal(p["value"])))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_files()
        yield A.answer(self.say(en=f"Table {p['table']} gives {p['value']} for {p['method']} on {p['dataset']}.",
                                zh=f"表 {p['table']} 中 {p['method']} 在 {p['dataset']} 上是 {p['value']}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the cell beside it", give_answer(p["beside"])),
                NearMiss("the row below", give_answer(p["above"])),
                NearMiss("hedge", give_answer(f"{p['value']} or {p['beside']}")),
                NearMiss("the goal echoed", echo_goal), NearMiss("no answer", leave_untouched)]
