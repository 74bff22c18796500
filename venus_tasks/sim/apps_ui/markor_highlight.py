"""Markor's syntax colours for the editor's display lines (what the screenshot shows; the
dump keeps the plain text, as ``HighlightingEditor``'s spans are not in a dump).

Source: gsantner/markor v2.10.9. todo.txt (``TodoTxtBasicSyntaxHighlighter``,
``TodoTxtTask`` patterns): a priority ``(A) `` .. ``(F) `` at the line start in
#EF2929, #F57900, #73D216, #0099CC, #EDD400, #888A85 (bold); ``+project`` #EF6C00;
``@context`` #88B04B; the creation date #6D6D6D (night #9D9D9D); a done line (``x ...``)
#3D3D3D (night #9D9D9D), struck through. Markdown (``MarkdownSyntaxHighlighter``): a
``#`` heading line #EF6D00, a link ``[..](..)`` #1EA3FE, an unordered list marker #DAA521,
a quote's ``>`` #88B04C.

``spans(line, fmt, night)`` -> ``[(start, end, rgb, strike)]`` of one text line, sorted,
not overlapping; the text between spans keeps the editor's colour. ``for_display`` cuts
them along the display lines a long line wraps into.
"""

from __future__ import annotations

import re

_PRIORITY = {"A": (0xEF, 0x29, 0x29), "B": (0xF5, 0x79, 0x00), "C": (0x73, 0xD2, 0x16), "D": (0x00, 0x99, 0xCC),
             "E": (0xED, 0xD4, 0x00), "F": (0x88, 0x8A, 0x85)}
_PROJECT, _CONTEXT = (0xEF, 0x6C, 0x00), (0x88, 0xB0, 0x4B)
_DATE = {False: (0x6D, 0x6D, 0x6D), True: (0x9D, 0x9D, 0x9D)}
_DONE = {False: (0x3D, 0x3D, 0x3D), True: (0x9D, 0x9D, 0x9D)}
_MD_HEADING, _MD_LINK, _MD_LIST, _MD_QUOTE = (0xEF, 0x6D, 0x00), (0x1E, 0xA3, 0xFE), (0xDA, 0xA5, 0x21), (0x88, 0xB0, 0x4C)

_TODO_PRIORITY = re.compile(r"^\(([A-Fa-f])\)\s")
_TODO_DATE = re.compile(r"^(?:\([A-Za-z]\)\s)?(\d{4}-\d\d-\d\d)")
_TODO_PROJECT = re.compile(r"(?<!\w)\++\S+")
_TODO_CONTEXT = re.compile(r"(?<!\w)@+\S+")
_MD_HEADING_RE = re.compile(r"^#{1,6}\s.*$")
_MD_LINK_RE = re.compile(r"\[[^\[]+\]\([^)]+\)")
_MD_LIST_RE = re.compile(r"^\s{0,16}([*+-])(?= )")


def fmt_of(path: str) -> str:
    """The highlighter Markor picks for a file: ``todotxt`` for todo.txt / ``*.todo.txt``,
    ``markdown`` for .md and friends, else ``plain``."""
    name = path.rsplit("/", 1)[-1].lower()
    if name == "todo.txt" or name.endswith(".todo.txt"):
        return "todotxt"
    if name.endswith((".md", ".markdown", ".mkd", ".mdown", ".mkdn", ".mdwn", ".rmd")):
        return "markdown"
    return "plain"


def spans(line: str, fmt: str, night: bool = False) -> list[tuple[int, int, tuple, bool]]:
    out: list[tuple[int, int, tuple, bool]] = []
    if fmt == "todotxt":
        if re.match(r"^[Xx] ", line):
            return [(0, len(line), _DONE[night], True)]
        m = _TODO_PRIORITY.match(line)
        if m:
            out.append((0, 3, _PRIORITY[m.group(1).upper()], False))
        m = _TODO_DATE.match(line)
        if m:
            out.append((m.start(1), m.end(1), _DATE[night], False))
        for pat, colour in ((_TODO_PROJECT, _PROJECT), (_TODO_CONTEXT, _CONTEXT)):
            out += [(x.start(), x.end(), colour, False) for x in pat.finditer(line)]
    elif fmt == "markdown":
        if _MD_HEADING_RE.match(line):
            return [(0, len(line), _MD_HEADING, False)]
        if line.startswith(">"):
            out.append((0, 1, _MD_QUOTE, False))
        m = _MD_LIST_RE.match(line)
        if m:
            out.append((m.start(1), m.end(1), _MD_LIST, False))
        out += [(x.start(), x.end(), _MD_LINK, False) for x in _MD_LINK_RE.finditer(line)]
    out.sort()
    kept, end = [], 0
    for s in out:                               # the first span wins where two overlap
        if s[0] >= end:
            kept.append(s)
            end = s[1]
    return kept


def for_display(text: str, lines: list[str], wrap, fmt: str, night: bool = False) -> list[list]:
    """The spans of each display line of ``text`` (``lines``, as ``wrap(text)`` made them
    from the text lines, each wrapped alone): a text line's spans cut at its wrap points.
    Falls back to each display line highlighted alone if the lines do not line up."""
    out: list[list] = []
    for src in text.split("\n"):
        pieces = wrap(src)
        whole = spans(src, fmt, night)
        at = 0
        for piece in pieces:
            end = at + len(piece)
            out.append([(max(a, at) - at, min(b, end) - at, rgb, strike) for a, b, rgb, strike in whole
                        if a < end and b > at])
            at = end
    if text.endswith("\n") and out:
        out.pop()
    if len(out) != len(lines):
        return [spans(line, fmt, night) for line in lines]
    return out
