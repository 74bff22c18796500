"""Text documents as PDF 1.4 bytes, written directly (no dependency, no dates, fixed ``/ID``),
and the reader of the same subset (``read_pages``) that the simulated PDF viewer draws from.

Pages are A4 (595 x 842 pt) in the standard Type 1 font Helvetica, which every PDF viewer
provides, so nothing is embedded. Text is Latin-1; other characters become ``?``. PDF syntax:
ISO 32000-1 (objects, ``xref`` table, trailer; content stream operators ``BT Tf Td Tj ET``:
each text run is one ``BT /F1 <size> Tf <x> <y> Td (<text>) Tj ET``, ``x``/``y`` in points
from the page's bottom-left corner).

Two writers: ``text_pdf`` wraps paragraphs and breaks pages itself; ``pages_pdf`` writes
pages of positioned runs the caller laid out (``layout_lines`` does it for a list of lines,
so that a generator knows which page each line lands on).
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import textwrap

PAGE_W, PAGE_H, MARGIN = 595, 842, 56
_PAGE_W, _PAGE_H, _MARGIN = PAGE_W, PAGE_H, MARGIN      # former private names
LINE_FACTOR = 1.4                                        # line height / font size


@dataclasses.dataclass(frozen=True)
class Run:
    """One piece of text on a page: ``x``, ``y`` (baseline) in points from the bottom-left
    corner, font ``size`` in points, the ``text`` (Latin-1)."""

    x: float
    y: float
    size: float
    text: str


def _escape(s: str) -> str:
    s = s.encode("latin-1", "replace").decode("latin-1")
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def _layout(title: str, paragraphs: list[str], size: int) -> list[list[tuple[int, str]]]:
    """Pages of (font size, line) pairs."""
    width = int((PAGE_W - 2 * MARGIN) / (size * 0.5))
    lines: list[tuple[int, str]] = [(size + 6, title), (size, "")] if title else []
    for p in paragraphs:
        lines += [(size, ln) for ln in textwrap.wrap(p, width) or [""]] + [(size, "")]
    per_page = int((PAGE_H - 2 * MARGIN) / (size * LINE_FACTOR))
    return [lines[i:i + per_page] for i in range(0, max(len(lines), 1), per_page)] or [[]]


def layout_lines(lines: list) -> list[list[Run]]:
    """Pages of runs for ``lines``: ``(size, text)`` pairs set one below the other from the
    top margin (a text may hold columns as ``"a\\tb\\tc"``: each tab-separated cell starts
    at the next 130 pt column), a new page when the next line would cross the bottom
    margin; ``None`` forces a page break; a list of pairs is kept on one page (a table
    with its caption) unless it is taller than a page. Empty texts take a line's height."""
    pages: list[list[Run]] = [[]]
    y = PAGE_H - MARGIN
    flat: list = []
    for item in lines:
        if isinstance(item, list):
            need = sum(int(size * LINE_FACTOR) for size, _ in item)
            flat.append(("keep", need))
            flat.extend(item)
        else:
            flat.append(item)
    for item in flat:
        if item is None:
            pages.append([])
            y = PAGE_H - MARGIN
            continue
        if item[0] == "keep":
            if y - item[1] < MARGIN and y < PAGE_H - MARGIN and item[1] <= PAGE_H - 2 * MARGIN:
                pages.append([])
                y = PAGE_H - MARGIN
            continue
        size, text = item
        step = int(size * LINE_FACTOR)
        if y - step < MARGIN:
            pages.append([])
            y = PAGE_H - MARGIN
        y -= step
        for col, cell in enumerate(text.split("\t")):
            if cell:
                pages[-1].append(Run(MARGIN + 130 * col, y, size, cell))
    return pages


def pages_pdf(pages: list[list[Run]]) -> bytes:
    """A PDF whose page ``i`` draws the runs ``pages[i]`` in Helvetica."""
    n = max(len(pages), 1)
    pages = pages or [[]]
    # Object numbers: 1 catalog, 2 pages, 3 font, then (page, content) pairs.
    objs: dict[int, bytes] = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    }
    kids = []
    for i, page in enumerate(pages):
        pno, cno = 4 + 2 * i, 5 + 2 * i
        kids.append(f"{pno} 0 R")
        ops = [f"BT /F1 {r.size:g} Tf {r.x:g} {r.y:g} Td ({_escape(r.text)}) Tj ET" for r in page]
        stream = "\n".join(ops).encode("latin-1")
        objs[cno] = b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream"
        objs[pno] = (f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_W} {PAGE_H}] "
                     f"/Resources << /Font << /F1 3 0 R >> >> /Contents {cno} 0 R >>").encode()
    objs[2] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {n} >>".encode()
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    for num in sorted(objs):
        offsets[num] = len(out)
        out += f"{num} 0 obj\n".encode() + objs[num] + b"\nendobj\n"
    xref = len(out)
    size = max(objs) + 1
    out += f"xref\n0 {size}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offsets[i]:010d} 00000 n \n".encode() for i in range(1, size))
    doc_id = hashlib.md5(bytes(out)).hexdigest()  # content-derived, hence reproducible
    out += (f"trailer\n<< /Size {size} /Root 1 0 R /ID [<{doc_id}> <{doc_id}>] >>\n"
            f"startxref\n{xref}\n%%EOF\n").encode()
    return bytes(out)


def text_pdf(title: str, paragraphs: list[str], font_size: int = 12) -> bytes:
    """A PDF with ``title`` in a larger size and ``paragraphs`` wrapped to the page width."""
    pages = []
    for page in _layout(title, paragraphs, font_size):
        runs, y = [], PAGE_H - MARGIN
        for size, line in page:
            y -= int(size * LINE_FACTOR)
            runs.append(Run(MARGIN, y, size, line))
        pages.append(runs)
    return pages_pdf(pages)


# ------------------------------------------------------------------ reading the subset
_OBJ = re.compile(rb"(\d+) 0 obj\s*(.*?)\s*endobj", re.S)
_KIDS = re.compile(rb"/Kids\s*\[([^\]]*)\]")
_CONTENTS = re.compile(rb"/Contents\s+(\d+) 0 R")
_MEDIABOX = re.compile(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]")
_RUN = re.compile(rb"BT\s*/\w+\s+([\d.]+)\s+Tf\s+([-\d.]+)\s+([-\d.]+)\s+Td\s*\(((?:\\.|[^\\)])*)\)\s*Tj\s*ET", re.S)


class PdfError(ValueError):
    """The bytes are not a PDF this reader understands (no catalog, no page tree)."""


def _unescape(raw: bytes) -> str:
    out, i = bytearray(), 0
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw):          # backslash escapes (ISO 32000-1 7.3.4.2)
            nxt = raw[i + 1]
            out.append({ord("n"): 10, ord("r"): 13, ord("t"): 9}.get(nxt, nxt))
            i += 2
        else:
            out.append(c)
            i += 1
    return out.decode("latin-1")


def read_pages(data: bytes) -> list[tuple[tuple[float, float], list[Run]]]:
    """The pages of ``data`` in order, each ``((width, height) in points, runs)``, reading
    the subset the writers above produce: uncompressed objects, one ``/Pages`` node with
    ``/Kids``, each page's ``/Contents`` stream of ``BT /F Tf x y Td (text) Tj ET`` runs.
    Anything else in a content stream (graphics, other text operators, compressed
    streams) is ignored, so another PDF reads as blank pages.

    Raises:
      PdfError: ``data`` is not a PDF or has no page tree.
    """
    if not data.startswith(b"%PDF-"):
        raise PdfError("not a PDF (no %PDF- header)")
    objs = {int(m.group(1)): m.group(2) for m in _OBJ.finditer(data)}
    tree = next((body for body in objs.values() if b"/Type /Pages" in body and b"/Kids" in body), None)
    if tree is None:
        raise PdfError("no page tree")
    pages = []
    for ref in re.findall(rb"(\d+) 0 R", _KIDS.search(tree).group(1)):
        body = objs.get(int(ref), b"")
        box = _MEDIABOX.search(body)
        size = (float(box.group(3)) - float(box.group(1)), float(box.group(4)) - float(box.group(2))) \
            if box else (float(PAGE_W), float(PAGE_H))
        runs = []
        content = _CONTENTS.search(body)
        if content:
            stream = objs.get(int(content.group(1)), b"")
            start = stream.find(b"stream")
            if start >= 0 and b"/Filter" not in stream[:start]:
                for m in _RUN.finditer(stream[start + 6:]):
                    runs.append(Run(float(m.group(2)), float(m.group(3)), float(m.group(1)), _unescape(m.group(4))))
        pages.append((size, runs))
    return pages
