"""GUI-only solvers for the HGB tasks over documents in Files
(``venus_tasks/tasks/hgb_docs*.py``): they walk Files by the UI dump (the drawer, folder
rows, breadcrumbs) and read PDF pages, which exist only as pixels, from the screenshot
with Tesseract (``venus_tasks/solvers/screen_ocr.py``)."""

from __future__ import annotations

import io
import re
from typing import Callable

from PIL import Image

from venus_tasks.solvers import screen_ocr
from venus_tasks.solvers.gui import Gui
from venus_tasks.tasks.hgb_docs import ROWS_PER_SCROLL   # Files' list geometry: rows a scroll moves

FLAT_ROOTS = ("Recent", "Images", "Videos", "Audio", "Documents", "Downloads")
STRIP = (90, 440)                 # the left margin strip of a page where captions start (px)


def png(gui: Gui) -> bytes:
    buf = io.BytesIO()
    Image.fromarray(gui.obs.screenshot).save(buf, "PNG")
    return buf.getvalue()


def _screen(gui: Gui) -> list:
    return [(e.text, e.content_description, e.bbox) for e in gui.elements]


def list_view(gui: Gui) -> None:
    """The root header's "List view": a root opens as a grid of cards (two a row, no type
    label, ``files_grid``) until it is picked, and the list keeps for the root's folders."""
    gui.click(desc="List view")


def open_storage(gui: Gui, *folders: str) -> None:
    """Files -> Show roots -> the internal storage root (the drawer's last, device-named
    root) -> List view (nine 72dp rows a screen, each with its metadata line) -> each of
    ``folders``."""
    screen_ocr.require()
    gui.open_app("Files")
    gui.click(desc="Show roots")
    storage = [e.text for e in gui.elements if e.resource_id == "android:id/title" and e.text not in FLAT_ROOTS]
    gui.click(text=storage[-1], rid="title")
    list_view(gui)
    for name in folders:
        gui.click(text=name, rid="title")


def metadata(gui: Gui, title) -> tuple[str, str, str] | None:
    """(date, size, type) of the row whose title element is ``title``: its ``metadata`` line
    ("Oct 3, 2022, 1.05 MB, PDF document", item_doc_list.xml) split at ", "; None for a
    folder (no second line)."""
    line = next((d.text for d in gui.elements if d.resource_id.endswith("/metadata")
                 and 0 <= d.bbox.y_min - title.bbox.y_min < 150), None)
    if line is None:
        return None
    parts = line.split(", ")
    return ", ".join(parts[:-2]), parts[-2], parts[-1]


def rows(gui: Gui) -> list[tuple[str, bool]]:
    """(name, is a folder) of the list rows on screen: a folder's row has no metadata."""
    return [(e.text, metadata(gui, e) is None) for e in gui.elements
            if e.resource_id == "android:id/title" and e.bbox.y_min > 300]


def open_each(gui: Gui, read: Callable[[str], None]) -> None:
    """Open each file row of the open Files list in turn, ``read(name)`` on its page, BACK
    between: the rows on screen first, then a scroll for the next ones. A list that does
    not scroll is all on screen; a scroll that brings fewer rows than a scroll moves
    (``ROWS_PER_SCROLL``) or none shows the end; the last file is left open when its end
    is known (``venus_tasks.tasks.hgb_docs.open_each_steps`` counts these actions)."""
    done: list[str] = []
    pending = [n for n, _ in rows(gui)]
    at_end = gui.find(rid="dir_list", pred=lambda e: e.is_scrollable) is None
    while pending:
        name = pending.pop(0)
        gui.click(text=name, rid="title")
        read(name)
        done.append(name)
        if at_end and not pending:
            return
        gui.back()
        if not pending:
            gui.scroll("down", rid="dir_list")
            pending = [n for n, _ in rows(gui) if n not in done]
            at_end = len(pending) < ROWS_PER_SCROLL


def pages(gui: Gui) -> list[tuple[int, tuple[int, int, int, int]]]:
    """(page number, on-screen box) of the PDF viewer's visible pages."""
    out = []
    for e in gui.elements:
        m = re.fullmatch(r"Page (\d+) of \d+", e.content_description or "")
        if m:
            out.append((int(m.group(1)), (e.bbox.x_min, e.bbox.y_min, e.bbox.x_max, e.bbox.y_max)))
    return out


def title_page_text(gui: Gui) -> str:
    """OCR of the top fifth of page 1, its left three quarters (title, authors, year)."""
    _, (l, t, r, b) = next(p for p in pages(gui) if p[0] == 1)
    return screen_ocr.read(png(gui), (l, t, l + (r - l) * 3 // 4, t + (b - t) // 5))


def sheet_text(gui: Gui) -> str:
    """OCR of where an answer sheet's text is: the top left of page 1."""
    _, (l, t, r, b) = next(p for p in pages(gui) if p[0] == 1)
    return screen_ocr.read(png(gui), (l, t, l + (r - l) // 2, t + int((b - t) * 0.36)))


# ------------------------------------------------------------------ paper folder
def solve_paper_by_author(gui: Gui, goal: str) -> None:
    author = re.search(r"written by (.+?)\? Give", goal).group(1)
    open_storage(gui, "Documents", "Papers")
    for name, _ in rows(gui):
        gui.click(text=name, rid="title")
        if author in title_page_text(gui):
            gui.answer(f"The paper by {author} is {name}.")
            return
        gui.back()
    raise AssertionError(f"no paper by {author}")


def solve_paper_earliest(gui: Gui, goal: str) -> None:
    open_storage(gui, "Documents", "Papers")
    years = {}

    def read(name: str) -> None:
        years[name] = int(re.search(r"Published (\d{4})", title_page_text(gui)).group(1))

    open_each(gui, read)
    best = min(years, key=years.get)
    gui.answer(f"{best}, published in {years[best]}.")


# ------------------------------------------------------------------ one report
def read_report(gui: Gui, table: int, method: str | None = None) -> tuple[int, str]:
    """Scroll down the open PDF until Table ``table``'s caption (or, with ``method``, that
    row of the table) has been read: each newly shown band (the first screen whole, then
    the part a scroll brings in) is read by its left strip, where captions start; the
    band holding the caption is read again page by page to tell its page; with
    ``method`` each band is read across the whole width from then on until the row has
    been read. Returns (page
    of the caption, full-width text read from the caption on)."""
    caption, found, full = f"Table {table}:", None, []
    shot = png(gui)
    view = gui.element(rid="pdf_pages").bbox
    band = (view.y_min, view.y_max)                # the first screen: all of it
    while True:
        parts = [(n, (l, max(t, band[0]), r, b)) for n, (l, t, r, b) in pages(gui) if b - max(t, band[0]) >= 30]
        if found is None and caption in screen_ocr.read(shot, (STRIP[0], band[0], STRIP[1], band[1]), 0.8):
            found = next(n for n, (l, t, r, b) in parts if caption in screen_ocr.read(shot, (STRIP[0], t, STRIP[1], b)))
        if found is not None and method is not None:                  # the band, whole width
            full.append("\n".join(screen_ocr.read(shot, (l, t, r, b)) for _, (l, t, r, b) in parts))
        if found is not None and (method is None or row_of("\n".join(full), table, method) is not None):
            return found, "\n".join(full)
        before = _screen(gui)
        gui.scroll("down", rid="pdf_pages")
        assert _screen(gui) != before, f"{caption} {method or ''} not found"
        shot = png(gui)
        band = (view.y_max - (view.y_max - view.y_min) // 3 - 40, view.y_max)


def row_of(text: str, table: int, method: str) -> tuple[list[str], list[str]] | None:
    """(header cells, row values) of ``method``'s row in Table ``table`` read in
    ``text``, or None when the caption, header or row (with every value) is not in it."""
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if f"Table {table}:" in ln), None)
    if start is None:
        return None
    header = next((ln.split()[1:] for ln in lines[start + 1:] if ln.startswith("Method")), None)
    row = next((ln for ln in lines[start + 1:] if ln.startswith(method)), None)
    if header is None or row is None:
        return None
    values = re.findall(r"\d+\.\d", row[len(method):])
    return (header, values) if len(values) == len(header) else None


def solve_pdf_table_page(gui: Gui, goal: str) -> None:
    m = re.search(r"of Documents/Reports/(\S+) is Table (\d+)\?", goal)
    open_storage(gui, "Documents", "Reports")
    gui.click(text=m.group(1), rid="title")
    page, _ = read_report(gui, int(m.group(2)))
    gui.answer(f"Table {m.group(2)} is on page {page}.")


def solve_pdf_table_value(gui: Gui, goal: str) -> None:
    m = re.search(r'Documents/Reports/(\S+), what value does Table (\d+) give for "(.+)" on (\w+)\?', goal)
    file, table, method, dataset = m.group(1), int(m.group(2)), m.group(3), m.group(4)
    open_storage(gui, "Documents", "Reports")
    gui.click(text=file, rid="title")
    _, text = read_report(gui, table, method)
    header, values = row_of(text, table, method)
    gui.answer(values[header.index(dataset)])


# ------------------------------------------------------------------ answer sheets
def _sheet_answers(text: str) -> dict[int, str]:
    return {int(n): a for n, a in re.findall(r"Exercise (\d+): ([ABCD])", text)}


def solve_answer_sheet_wrong(gui: Gui, goal: str) -> None:
    exercise = int(re.search(r"got exercise (\d+) wrong", goal).group(1))
    open_storage(gui, "Documents", "Quiz")
    key, wrong = None, []

    def read(name: str) -> None:
        nonlocal key
        text = sheet_text(gui)
        answers = _sheet_answers(text)
        if "Answer key" in text:
            key = answers
        else:
            student = re.search(r"Student: (\w+ \w+)", text).group(1)
            wrong.append((student, answers))

    open_each(gui, read)
    losers = [s for s, answers in wrong if answers[exercise] != key[exercise]]
    assert len(losers) == 1, losers
    gui.answer(f"{losers[0]} got exercise {exercise} wrong.")


# ------------------------------------------------------------------ Files lists
_UNITS = {"B": 1, "kB": 1000, "MB": 1000**2, "GB": 1000**3}


def solve_largest_download(gui: Gui, goal: str) -> None:
    """Downloads root in List view: read every row's size (scrolling), pick the largest."""
    screen_ocr.require()
    gui.open_app("Files")
    gui.click(desc="Show roots")
    gui.click(text="Downloads", rid="title")
    list_view(gui)
    sizes: dict[str, float] = {}
    while True:
        titles = [e for e in gui.elements if e.resource_id == "android:id/title"]
        for e in titles:
            meta = metadata(gui, e)
            if meta:
                value, unit = meta[1].split()
                sizes[e.text] = float(value) * _UNITS[unit]
        before = _screen(gui)
        if gui.find(rid="dir_list", pred=lambda e: e.is_scrollable) is None:
            break
        gui.scroll("down", rid="dir_list")
        if _screen(gui) == before:
            break
    gui.answer(max(sizes, key=sizes.get))


def read_list(gui: Gui) -> list[tuple[str, bool]]:
    """(name, is a folder) of every row of the open Files list, scrolling it to its end
    (the last scroll shows nothing new); the list is left where it ends."""
    seen = dict(rows(gui))
    while gui.find(rid="dir_list", pred=lambda e: e.is_scrollable) is not None:
        before = _screen(gui)
        gui.scroll("down", rid="dir_list")
        if _screen(gui) == before:
            break
        seen.update(rows(gui))
    return list(seen.items())


def _count_pdfs_in(gui: Gui, root: bool) -> int:
    """PDFs in the open folder and below: its subfolders come first in the list, so each
    is opened from the first screen, walked and left with BACK; then the list is read to
    its end."""
    count = 0
    for name in [n for n, folder in rows(gui) if folder]:
        gui.click(text=name, rid="title")
        count += _count_pdfs_in(gui, False)
        gui.back()
    count += sum(n.endswith(".pdf") for n, folder in read_list(gui) if not folder)
    return count


def solve_count_pdfs(gui: Gui, goal: str) -> None:
    open_storage(gui, "Documents")
    count = _count_pdfs_in(gui, True)
    gui.answer(f"There are {count} PDF files.")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingPaperByAuthor": solve_paper_by_author,
    "GUIBrowsingPaperEarliest": solve_paper_earliest,
    "GUIBrowsingPdfTablePage": solve_pdf_table_page,
    "GUIBrowsingPdfTableValue": solve_pdf_table_value,
    "GUIBrowsingAnswerSheetWrong": solve_answer_sheet_wrong,
    "GUIBrowsingLargestDownload": solve_largest_download,
    "GUIBrowsingCountPdfs": solve_count_pdfs,
}


def solve_paper_three_constraints(gui: Gui, goal: str) -> None:
    """Read every title page: authors (the line above "Published"), year; keep the one
    paper with three authors, one of the family, before the year."""
    family = re.search(r"family name (\w+)", goal).group(1)
    year = int(re.search(r"published before (\d{4})", goal).group(1))
    open_storage(gui, "Documents", "Papers")
    hits = []

    def read(name: str) -> None:
        lines = [ln for ln in title_page_text(gui).splitlines() if ln.strip()]
        at = next(j for j, ln in enumerate(lines) if ln.startswith("Published"))
        authors = [a.strip() for a in lines[at - 1].split(",")]
        published = int(re.search(r"(\d{4})", lines[at]).group(1))
        if len(authors) == 3 and published < year and any(a.split()[-1] == family for a in authors):
            hits.append(name)

    open_each(gui, read)
    assert len(hits) == 1, hits
    gui.answer(f"It is {hits[0]}.")


SOLVERS["BrowsecompPaperThreeConstraints"] = solve_paper_three_constraints


_MONTHS = {m: i for i, m in enumerate(("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
                                       "Nov", "Dec"), 1)}


def shown_date_key(text: str) -> tuple:
    """An ordering key of a date as Files shows it: a time is today (newest), "Oct 3" is
    this year, "Oct 3, 2022" an earlier year."""
    if re.fullmatch(r"\d{1,2}:\d\d [AP]M", text):
        return (2, 0, 0)
    m = re.fullmatch(r"(\w{3}) (\d{1,2})(?:, (\d{4}))?", text)
    month, day = _MONTHS[m.group(1)], int(m.group(2))
    return (1, month, day) if m.group(3) is None else (0, int(m.group(3)) * 100 + month, day)


def _shown_dates(gui: Gui) -> dict[str, tuple]:
    out = {}
    for e in gui.elements:
        if e.resource_id == "android:id/title" and e.bbox.y_min > 300:
            out[e.text] = shown_date_key(metadata(gui, e)[0])
    return out


def solve_newest_in_folder(gui: Gui, goal: str) -> None:
    """Documents/Work: read every row's date, scrolling to the end of the list."""
    open_storage(gui, "Documents", "Work")
    dates = _shown_dates(gui)
    while gui.find(rid="dir_list", pred=lambda e: e.is_scrollable) is not None:
        before = _screen(gui)
        gui.scroll("down", rid="dir_list")
        if _screen(gui) == before:
            break
        dates.update(_shown_dates(gui))
    gui.answer(max(dates, key=dates.get))


SOLVERS["GUIBrowsingNewestInFolder"] = solve_newest_in_folder
