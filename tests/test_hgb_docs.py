"""Answers of the HGB tasks over documents in Files (``venus_tasks/tasks/hgb_docs*.py``):
a correct answer phrased another way (case, file stem or title, Chinese, extra words)
passes; the plausible wrong ones (runner-up, namesake, a page off, the cell beside, a
hedge, a list) fail."""

from __future__ import annotations

from venus_tasks.data import papers
from venus_tasks.tasks import hgb_docs as D
from venus_tasks.tasks import hgb_docs_files as F
from venus_tasks.tasks import hgb_docs_tables as T
from tests.answer_checks import check_answers

SEED = 5


def _check(env, cls, good, bad, seed: int = SEED) -> None:
    check_answers(env, cls, good, bad, seed)


def test_paper_by_author(env):
    p = D.GUIBrowsingPaperByAuthor.generate_random_params(SEED)
    right = p["answer"]
    title = next(x["title"] for x in p["papers"] if x["file"] == right)
    other = next(x["file"] for x in p["papers"] if x["file"] not in (right, p["decoy"]))
    good = [right, right.upper(), f"It's {right[:-4]}.", f"The paper is \"{title}\" ({right}).", f"是 {right}。"]
    bad = [p["decoy"], f"{right} or {p['decoy']}", f"{right}, {other}", "None of them.", p["author"]]
    _check(env, D.GUIBrowsingPaperByAuthor, good, bad)


def test_paper_earliest(env):
    p = D.GUIBrowsingPaperEarliest.generate_random_params(SEED)
    f, y = p["answer"], p["year"]
    good = [f"{f}, {y}", f"{f[:-4].upper()} (published {y})", f"最早的是 {f}，{y}年发表。", f"{y}: {f}"]
    bad = [f"{p['runner_up']}, {p['runner_year']}", f"{f}, {p['runner_year']}", f"{f}, {y} or {p['runner_year']}",
           f"{y}", f, f"{p['newest']}, {y}"]
    _check(env, D.GUIBrowsingPaperEarliest, good, bad)


def test_table_page(env):
    p = T.GUIBrowsingPdfTablePage.generate_random_params(SEED)
    n, page = p["table"], p["page"]
    good = [str(page), f"Page {page}.", f"table {n} is on page {page}", f"表{n}在第{page}页", f"p. {page}"]
    bad = [f"Page {p['ref_page']}", f"Page {page + 1}", f"Page {page - 1}", f"Page {page} or {p['ref_page']}",
           f"Table {n}", ""]
    _check(env, T.GUIBrowsingPdfTablePage, good, bad)


def test_table_value(env):
    p = T.GUIBrowsingPdfTableValue.generate_random_params(SEED)
    v, n = p["value"], p["table"]
    table = T._paper(p).tables[n - 1]
    assert table.value(p["method"], p["dataset"]) == v                 # the generator's fact is the PDF's
    good = [v, f"{float(v):g}", f"Table {n} gives {v} for {p['method']}.", f"数值是 {v}", f"{v}%"]
    bad = [p["beside"], p["above"], f"{v} or {p['beside']}", f"{float(v) + 0.1:.1f}", f"{v} and {p['above']}"]
    _check(env, T.GUIBrowsingPdfTableValue, good, bad)


def test_answer_sheet(env):
    p = F.GUIBrowsingAnswerSheetWrong.generate_random_params(SEED)
    name, decoy = p["answer"], p["decoy"]
    good = [name, name.upper(), f"{name.split()[0]} got it wrong.", f"答错的是{name}。"]
    bad = [decoy, f"{name} and {decoy}", f"{name} or {decoy}", "Nobody got it wrong.", ""]
    _check(env, F.GUIBrowsingAnswerSheetWrong, good, bad)


def test_largest_download(env):
    cls = F.GUIBrowsingLargestDownload
    task = cls(cls.generate_random_params(SEED))
    best, runner, *_ = task._ranking()
    decoy = task.params["decoy"]["name"]
    good = [best, best.upper(), f"The largest is {best[:best.rfind('.')]}.", f"最大的是 {best}"]
    bad = [runner, decoy, f"{best} or {runner}", f"{best}, {runner}", ""]
    _check(env, cls, good, bad)


def test_count_pdfs(env):
    p = F.GUIBrowsingCountPdfs.generate_random_params(SEED)
    n = p["count"]
    deepest = sum(q.endswith(".pdf") and q.count("/") >= 2 for q in p["paths"])
    assert len(p["paths"]) >= 70 and deepest >= 1 and p["top"] < n
    good = [str(n), f"There are {n} PDFs.", f"一共{n}个PDF文件", f"{n} (Work and the rest)"]
    bad = [str(n + 1), str(n - 1), f"{n} or {n + 1}", f"{n + len(p['outside'])} PDFs", f"{p['top']} PDFs",
           f"{n - deepest} PDFs"]
    _check(env, F.GUIBrowsingCountPdfs, good, bad)


def test_count_pdfs_needs_the_whole_tree():
    """50+ files over nested folders, lists longer than a screen, a folder three levels
    down: the Files walk is at least 30 actions on every seed."""
    for seed in range(30):
        t = F.GUIBrowsingCountPdfs(F.GUIBrowsingCountPdfs.generate_random_params(seed))
        assert len(t.params["paths"]) >= 50 and any(q.count("/") >= 2 for q in t.params["paths"])
        assert t.optimal_steps >= 30, (seed, t.optimal_steps)


def test_generators_are_deterministic_and_unique():
    """Same seed, same params and bytes; each instance's answer is unique by construction
    over many seeds (the generators assert it too)."""
    for seed in range(20):
        a = T.GUIBrowsingPdfTablePage.generate_random_params(seed)
        assert a == T.GUIBrowsingPdfTablePage.generate_random_params(seed)
        paper = T._paper(a)
        assert paper.page_of(f"Table {a['table']}:") == [a["page"]] and a["ref_page"] != a["page"]
        assert 8 <= a["page"] < a["pages"] >= 10                      # deep in a long report, not the last page
        b = D.GUIBrowsingPaperByAuthor.generate_random_params(seed)
        assert sum(b["author"] in x["authors"] for x in b["papers"]) == 1
        c = D.GUIBrowsingPaperEarliest.generate_random_params(seed)
        years = sorted(x["year"] for x in c["papers"])
        assert years[0] == c["year"] and years[0] < years[1]
        F.GUIBrowsingAnswerSheetWrong.generate_random_params(seed)
    assert T._paper(a).pdf_bytes() == papers.random_paper(a["paper_seed"], tuple(a["authors"]), a["year"], 3,
                                                          a["length"]).pdf_bytes()


def test_newest_in_folder(env):
    p = F.GUIBrowsingNewestInFolder.generate_random_params(SEED)
    best = p["answer"]
    good = [best, best.upper(), f"{best} (changed 2 days ago)", f"最近修改的是 {best}"]
    bad = [p["runner_up"], p["trap"], p["elsewhere"], f"{best} or {p['runner_up']}", ""]
    _check(env, F.GUIBrowsingNewestInFolder, good, bad)
