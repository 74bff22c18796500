"""The document generators: papers and answer sheets as PDFs the viewer's reader reads
back run for run, same seed same bytes; the shop and programme sites link only to pages
they contain."""

from __future__ import annotations

import datetime
import random
import re

import pytest

from venus_tasks.data import papers, pdf, sites


def test_paper_pdf_reads_back_and_is_deterministic():
    a = papers.random_paper(7, ("Ana Bell", "Chen Ito"), 2018, n_tables=3, length=4)
    b = papers.random_paper(7, ("Ana Bell", "Chen Ito"), 2018, n_tables=3, length=4)
    assert a.pdf_bytes() == b.pdf_bytes()
    pages = pdf.read_pages(a.pdf_bytes())
    assert [[(r.x, r.y, r.size, r.text) for r in runs] for _, runs in pages] == \
        [[(r.x, r.y, r.size, r.text) for r in page] for page in a.pages()]
    assert pages[0][0] == (595.0, 842.0)
    texts = [r.text for r in pages[0][1]]
    assert texts[:3] == [a.title, "Ana Bell, Chen Ito", "Published 2018"]
    for t in a.tables:
        assert len(a.page_of(f"Table {t.number}:")) == 1


def test_escapes_and_other_pdfs():
    doc = pdf.pages_pdf([[pdf.Run(56, 700, 12, r"a (b) \ c")]])
    assert pdf.read_pages(doc)[0][1][0].text == r"a (b) \ c"
    assert [len(runs) for _, runs in pdf.read_pages(pdf.text_pdf("T", ["x " * 3000]))] == [43, 35]   # 43 lines a page at 12 pt
    with pytest.raises(pdf.PdfError):
        pdf.read_pages(b"hello")
    compressed = doc.replace(b"<< /Length", b"<< /Filter /FlateDecode /Length")
    assert pdf.read_pages(compressed)[0][1] == []                # unknown streams render blank


def test_answer_sheet():
    runs = pdf.read_pages(papers.answer_sheet_pdf("Quiz", "Hana Park", ["A", "C"]))[0][1]
    assert [r.text for r in runs] == ["Quiz", "Student: Hana Park", "Exercise 1: A", "Exercise 2: C"]
    assert [r.text for r in pdf.read_pages(papers.answer_sheet_pdf("Quiz", "", ["B"]))[0][1]][1] == "Answer key"


def test_shop_links_resolve_and_pages_are_deterministic():
    rng = random.Random(3)
    products = sites.random_products(rng, sites.pick_categories(rng, 3), 9)
    pages = sites.shop_pages("Maple Store", products)
    again = sites.shop_pages("Maple Store", sites.random_products(*(lambda r: (r, sites.pick_categories(r, 3), 9))(
        random.Random(3))))
    assert pages == again
    for html in pages.values():
        for href in re.findall(r'href="([^"]+)"', html):
            assert href in pages, href
    p = products[0]
    assert sites.price(p.cents) in pages[p.page] and p.name in pages[p.page]
    assert "Next page" in pages[f"{sites.slug(p.category)}.html"]     # 9 products over pages of 6


def test_programme_is_in_date_order():
    sessions = sites.random_sessions(random.Random(2), datetime.date(2023, 10, 16), 12)
    assert sessions == sorted(sessions, key=lambda s: (s.date, s.time)) and len({s.title for s in sessions}) == 12
    page = sites.programme_page("Autumn programme", sessions)
    s = sessions[0]
    assert f"{s.date:%a}, {s.date:%b} {s.date.day}" in page
