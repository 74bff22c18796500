"""Text documents as PDF 1.4 bytes, written directly (no dependency, no dates, fixed ``/ID``).

Pages are A4 (595 x 842 pt) in the standard Type 1 font Helvetica, which every PDF viewer
provides, so nothing is embedded. Text is Latin-1; other characters become ``?``. Lines
longer than the page are wrapped; pages break automatically. PDF syntax: ISO 32000-1
(objects, ``xref`` table, trailer; content stream operators ``BT Tf Td Tj ET``).
"""

from __future__ import annotations

import hashlib
import textwrap

_PAGE_W, _PAGE_H, _MARGIN = 595, 842, 56


def _escape(s: str) -> str:
    s = s.encode("latin-1", "replace").decode("latin-1")
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def _layout(title: str, paragraphs: list[str], size: int) -> list[list[tuple[int, str]]]:
    """Pages of (font size, line) pairs."""
    width = int((_PAGE_W - 2 * _MARGIN) / (size * 0.5))
    lines: list[tuple[int, str]] = [(size + 6, title), (size, "")] if title else []
    for p in paragraphs:
        lines += [(size, ln) for ln in textwrap.wrap(p, width) or [""]] + [(size, "")]
    per_page = int((_PAGE_H - 2 * _MARGIN) / (size * 1.4))
    return [lines[i:i + per_page] for i in range(0, max(len(lines), 1), per_page)] or [[]]


def text_pdf(title: str, paragraphs: list[str], font_size: int = 12) -> bytes:
    """A PDF with ``title`` in a larger size and ``paragraphs`` wrapped to the page width."""
    pages = _layout(title, paragraphs, font_size)
    n = len(pages)
    # Object numbers: 1 catalog, 2 pages, 3 font, then (page, content) pairs.
    objs: dict[int, bytes] = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    }
    kids = []
    for i, page in enumerate(pages):
        pno, cno = 4 + 2 * i, 5 + 2 * i
        kids.append(f"{pno} 0 R")
        ops, y = [], _PAGE_H - _MARGIN
        for size, line in page:
            y -= int(size * 1.4)
            ops.append(f"BT /F1 {size} Tf {_MARGIN} {y} Td ({_escape(line)}) Tj ET")
        stream = "\n".join(ops).encode("latin-1")
        objs[cno] = b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream"
        objs[pno] = (f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {_PAGE_W} {_PAGE_H}] "
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
