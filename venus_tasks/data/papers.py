"""Short seeded "papers" and answer sheets as PDF documents (``pdf.layout_lines`` +
``pdf.pages_pdf``), with the facts a task checks kept beside the bytes: the title page
(title, authors, year), numbered tables with captions, the page each line lands on.

A paper's first page shows the title (18 pt), the authors (12 pt), "Published <year>" and
the abstract; sections follow with filler paragraphs, and each table is a caption line
"Table N: ..." above a header row and value rows (cells in 130 pt columns). Some paragraphs
refer to a table ("as Table N shows") on other pages than its caption, so that the word
alone does not locate the table.
"""

from __future__ import annotations

import dataclasses
import functools
import random

from venus_tasks.data import pdf
from venus_tasks.data.text import FAMILY_NAMES, GIVEN_NAMES, rng_of

_TOPICS = ("Sparse Attention", "Contrastive Pretraining", "Federated Averaging", "Graph Sampling",
           "Knowledge Distillation", "Active Learning", "Curriculum Learning", "Low-Rank Adapters",
           "Mixture of Experts", "Data Augmentation", "Beam Search", "Label Smoothing")
_TASKS = ("Speech Recognition", "Image Retrieval", "Traffic Forecasting", "Protein Folding",
          "Code Completion", "Crop Yield Prediction", "Machine Translation", "Fraud Detection",
          "Weather Nowcasting", "Document Parsing")
_DATASETS = ("Alpine", "Borealis", "Cobalt", "Delta", "Ember", "Fjord", "Granite", "Harbor")
_METHODS = ("Baseline", "Linear probe", "Fine-tuned", "Ours (small)", "Ours (large)", "Ensemble")
_FILLER = ("We describe the setting and the assumptions behind it.",
           "The model is trained for a fixed budget of steps on a single machine.",
           "All numbers are averaged over three runs with different seeds.",
           "Hyperparameters were tuned on a held-out split and then frozen.",
           "The differences between the settings are small but consistent.",
           "We release the scripts used to produce every figure.",
           "Prior work studied related questions under different constraints.",
           "The results hold across the sizes we tried.",
           "Errors are dominated by rare classes in the long tail.",
           "This section lists the limitations we are aware of.")
SECTIONS = ("Introduction", "Method", "Experiments", "Discussion", "Conclusion")


@dataclasses.dataclass(frozen=True)
class Table:
    """A numbered table: ``caption`` (without "Table N: "), ``header`` cells and ``rows``
    (first cell a method name, then values as printed, e.g. ``"81.4"``)."""

    number: int
    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    def value(self, method: str, column: str) -> str:
        """The printed cell of row ``method`` under ``column``. Raises ``KeyError``."""
        row = next((r for r in self.rows if r[0] == method), None)
        if row is None or column not in self.header:
            raise KeyError((method, column))
        return row[self.header.index(column)]


@dataclasses.dataclass(frozen=True)
class Paper:
    """What a paper says; ``pages()`` lays it out, ``pdf_bytes()`` writes it."""

    title: str
    authors: tuple[str, ...]
    year: int
    tables: tuple[Table, ...]
    paragraphs: tuple[tuple[str, ...], ...]   # per section (``SECTIONS``), filler and references
    table_after: tuple[int, ...]              # section index each table follows

    def lines(self) -> list:
        """The ``pdf.layout_lines`` input: title page, then sections with their tables
        (each table with its caption a group kept on one page)."""
        out: list = [(18, self.title), (12, ", ".join(self.authors)),
                                             (12, f"Published {self.year}"), (12, ""), (12, "Abstract")]
        out += [(11, p) for p in _wrap(" ".join(_FILLER[:3]))] + [(11, "")]
        for s, name in enumerate(SECTIONS):
            out += [(14, f"{s + 1} {name}")]
            for para in self.paragraphs[s]:
                out += [(11, ln) for ln in _wrap(para)] + [(11, "")]
            for t in self.tables:
                if self.table_after[t.number - 1] == s:
                    out.append([(11, f"Table {t.number}: {t.caption}"), (11, "\t".join(t.header)),
                                *((11, "\t".join(r)) for r in t.rows)])       # kept on one page
                    out.append((11, ""))
        return out

    def pages(self) -> list[list[pdf.Run]]:
        """The laid-out pages (a new list each call; the layout is computed once per
        paper: a paper is immutable, and its 10+ pages take tens of milliseconds to wrap)."""
        return [list(page) for page in _pages(self)]

    def page_of(self, text: str) -> list[int]:
        """1-based numbers of the pages with a run starting with ``text``."""
        return [i + 1 for i, page in enumerate(self.pages()) if any(r.text.startswith(text) for r in page)]

    def pdf_bytes(self) -> bytes:
        return pdf.pages_pdf(self.pages())


@functools.lru_cache(maxsize=64)
def _pages(paper: Paper) -> tuple[tuple[pdf.Run, ...], ...]:
    """``pdf.layout_lines(paper.lines())`` as tuples, cached for ``Paper.pages``."""
    return tuple(tuple(page) for page in pdf.layout_lines(paper.lines()))


def _wrap(text: str, width: int = 80) -> list[str]:
    import textwrap
    return textwrap.wrap(text, width) or [""]


def author_pool(rng: random.Random, n: int) -> list[str]:
    """``n`` distinct "Given Family" names."""
    names: list[str] = []
    while len(names) < n:
        name = f"{rng.choice(GIVEN_NAMES)} {rng.choice(FAMILY_NAMES)}"
        if name not in names:
            names.append(name)
    return names


def random_table(rng: random.Random, number: int, n_rows: int = 4, n_cols: int = 3) -> Table:
    """A table of ``n_rows`` methods x ``n_cols`` datasets, distinct values 50.0-95.0."""
    cols = tuple(rng.sample(_DATASETS, n_cols))
    methods = rng.sample(_METHODS, n_rows)
    values = rng.sample(range(500, 950), n_rows * n_cols)
    rows = tuple((m, *(f"{values[i * n_cols + j] / 10:.1f}" for j in range(n_cols))) for i, m in enumerate(methods))
    what = rng.choice(("Accuracy (%)", "F1 score", "Recall (%)", "Top-1 accuracy"))
    return Table(number, f"{what} on {', '.join(cols)}.", ("Method", *cols), rows)


def random_paper(seed: int | random.Random, authors: tuple[str, ...], year: int, n_tables: int = 2,
                 length: int = 2, title: str | None = None) -> Paper:
    """A paper by ``authors`` from ``year`` with ``n_tables`` tables; ``length`` filler
    paragraphs per section (about a page per 2 sections at 2). Tables follow sections
    2 onwards in order; every table is also referred to in a paragraph of another section."""
    rng = rng_of(seed)
    title = title or f"{rng.choice(_TOPICS)} for {rng.choice(_TASKS)}"
    tables = tuple(random_table(rng, i + 1) for i in range(n_tables))
    after = tuple(sorted(rng.sample(range(1, len(SECTIONS)), n_tables)))
    paragraphs = []
    for s in range(len(SECTIONS)):
        paras = [" ".join(rng.sample(_FILLER, 4)) for _ in range(length)]
        for t in tables:
            if after[t.number - 1] != s and rng.random() < 0.5:
                paras.insert(rng.randrange(len(paras) + 1),
                             f"The comparison is summarised as Table {t.number} shows in detail.")
        paragraphs.append(tuple(paras))
    return Paper(title, tuple(authors), year, tables, tuple(paragraphs), after)


def answer_sheet_pdf(heading: str, name: str, answers: list[str]) -> bytes:
    """A one-page answer sheet: ``heading``, "Student: <name>" (or "Answer key" when
    ``name`` is empty) and one "Exercise N: X" line per answer."""
    who = f"Student: {name}" if name else "Answer key"
    lines: list[tuple[int, str] | None] = [(18, heading), (14, who), (12, "")]
    lines += [(14, f"Exercise {i + 1}: {a}") for i, a in enumerate(answers)]
    return pdf.pages_pdf(pdf.layout_lines(lines))
