"""The HTML subset Chrome's simulated page shows: blocks of text, headings, list items,
table rows and links, parsed with the stdlib ``html.parser``.

Shapes: ``parse(text) -> Document(title, blocks)``; a ``Block`` has a ``kind`` ("h1".."h6",
"p", "li", "row", "button"), its ``segments`` (``(text, href or None)`` in reading order:
the text runs and the links of the block) and, for a table row, ``cells`` (one list of
segments per ``td``/``th``). Whitespace collapses as in HTML; ``<br>`` ends a block.

Not supported (documented; the page shows less than a browser would): scripts (no
JavaScript runs, so a button does nothing), CSS (``style`` attributes and sheets are
ignored), images, forms and inputs other than a button's label, iframes, and ``<pre>``
whitespace.
"""

from __future__ import annotations

import dataclasses
import html.parser
import re

_BLOCKS = {"p", "div", "section", "article", "header", "footer", "main", "nav", "ul", "ol", "table",
           "tbody", "thead", "h1", "h2", "h3", "h4", "h5", "h6", "li", "br", "hr", "button", "dt", "dd",
           "blockquote", "caption"}
_SKIP = {"script", "style", "head", "noscript", "template"}
_WS = re.compile(r"\s+")


@dataclasses.dataclass
class Block:
    """One block of the page (see the module docstring)."""

    kind: str
    segments: list = dataclasses.field(default_factory=list)
    cells: list = dataclasses.field(default_factory=list)

    @property
    def text(self) -> str:
        """The block's text as Chrome's accessibility node reports it (cells joined by a
        space)."""
        parts = self.cells if self.kind == "row" else [self.segments]
        return " ".join(_join(p) for p in parts).strip()


@dataclasses.dataclass
class Document:
    """A parsed page: its ``<title>`` and its blocks in order."""

    title: str
    blocks: list


def _join(segments: list) -> str:
    return _WS.sub(" ", " ".join(t for t, _ in segments)).strip()


class _Parser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.title, self.blocks = "", []
        self.kind, self.segments = "p", []
        self.row: Block | None = None
        self.cell: list | None = None
        self.href: str | None = None
        self.skip = 0
        self.in_title = False

    def _flush(self) -> None:
        if self.row is not None:
            return
        segs = [(t, h) for t, h in self.segments if t.strip()]
        if segs:
            self.blocks.append(Block(self.kind, _tidy(segs)))
        self.segments, self.kind = [], "p"

    def handle_starttag(self, tag, attrs):
        if tag in _SKIP:
            self.skip += 1
            if tag == "head":
                self.skip -= 1            # <title> lives in <head>; other head tags carry no text
            return
        if tag == "title":
            self.in_title = True
            return
        if tag == "tr":
            self._flush()
            self.row = Block("row")
        elif tag in ("td", "th") and self.row is not None:
            self.cell = []
            self.row.cells.append(self.cell)
        elif tag == "a":
            self.href = dict(attrs).get("href")
        elif tag in _BLOCKS:
            self._flush()
            if tag in ("h1", "h2", "h3", "h4", "h5", "h6", "li", "button"):
                self.kind = tag

    def handle_endtag(self, tag):
        if tag in _SKIP and tag != "head":
            self.skip = max(0, self.skip - 1)
            return
        if tag == "title":
            self.in_title = False
        elif tag == "tr" and self.row is not None:
            self.row.cells = [_tidy(c) for c in self.row.cells]
            if any(_join(c) for c in self.row.cells):
                self.blocks.append(self.row)
            self.row, self.cell = None, None
        elif tag in ("td", "th"):
            self.cell = None
        elif tag == "a":
            self.href = None
        elif tag in _BLOCKS:
            self._flush()

    def handle_data(self, data):
        if self.in_title:
            self.title += data
            return
        if self.skip:
            return
        target = self.cell if self.cell is not None else (None if self.row is not None else self.segments)
        if target is None:
            return
        if target and target[-1][1] == self.href:
            target[-1] = (target[-1][0] + data, self.href)
        else:
            target.append((data, self.href))


def _tidy(segments: list) -> list:
    """Whitespace collapsed inside each segment; empty ones dropped."""
    out = []
    for text, href in segments:
        text = _WS.sub(" ", text).strip()
        if text:
            out.append((text, href))
    return out


def parse(text: str) -> Document:
    """``text`` (an HTML page) as a ``Document``; never raises on malformed markup."""
    p = _Parser()
    p.feed(text)
    p.close()
    p._flush()
    return Document(_WS.sub(" ", p.title).strip(), p.blocks)
