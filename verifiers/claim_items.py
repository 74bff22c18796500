"""Itemised reports: table rows, list items and ``key: value`` lines, each about the entity
it names, for :mod:`verifiers.claims`.

An agent often reports several entities as items, one per line::

    | Expense | Result |          Updated contacts:             处理结果如下：
    |---|---|                      - Alice Chen: work email added  1. 已删除笔记“旅行计划”。
    | Taxi | deleted |             - Carla Wu: no such contact     2. “2024预算”在所有文件夹里都没找到。
    | Snacks | there are 3, not 2 — deleted all 3 |                • 看牙医 → 挪到周二下午3点了

A reader takes each item as a statement about the entity it names: "deleted all 3" is about
Snacks (not a general statement about every expense), and "no such contact" about Carla
Wu. So every clause of an item that names no entity of its own is about the item's *key*:

* a **table row** (a line starting with ``|``): the entities named in its first cell that
  names any (the row header); a rule row ``|---|---|`` is no item;
* a **list item** (a line starting with ``-``, ``*``, ``•``, ``·``, ``>``, ``1.``, ``2)``,
  ``(3)``, ``①``, ``a.``): the entities named before its first separator (``:``, ``：``,
  ``→``, ``->``, ``=>``, a dash, ``|``) if any, else the first entity the line names;
* a **key: value line** (no list mark): the entities named before the separator, when that
  key is short (at most 40 characters, no sentence end): "Taxi: not found",
  "蓝牙：已开启", "Bluetooth → on".

An item's key holds to the end of its line (a list item may have several sentences: "- Ben
Ortiz: already saved. Nothing to do."), except a key: value line in the middle of a
paragraph ("... . Gym: deleted.") whose key holds for its own sentence. A line that is not
an item (a heading such as "Summary of changes:", a paragraph) has no key.
"""

from __future__ import annotations

import bisect
import dataclasses
import re
from typing import Callable, Sequence

from verifiers import claim_lexicon as L

__all__ = ["Line", "lines", "blank_marks", "checkboxes", "key_entities", "item_keys"]

# The mark that starts a list item: bullets, numbers, letters, circled numbers.
ITEM_MARK = re.compile(r"^[ \t]*(?:[-*•·▪●◦‣+>]+|\d{1,2}[.)、](?!\d)|[(（]\d{1,2}[)）]|[①-⑳]|[a-zA-Z][.)](?=\s))[ \t]*")
TABLE_ROW = re.compile(r"^[ \t]*\|")
TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$")
# What ends an item's key: a colon, an arrow, a dash between spaces, a long dash, a cell bar.
KEY_END = re.compile(r"[:：]|->|→|=>|⇒|[ \t][-–—]+[ \t]|[—–]{1,2}|\|")
# A key that is a phrase, not a sentence: short and without a sentence end.
_KEY_MAX = 40


@dataclasses.dataclass(frozen=True)
class Line:
    """One line of the answer: ``text[start:end]``; ``item`` for a table row or list item,
    ``key`` the span of its key part (``(a, b)`` in the answer) or ``None``."""

    start: int
    end: int
    item: bool
    key: tuple[int, int] | None


def lines(text: str) -> list[Line]:
    """The lines of ``text`` with their item kind and key span (see the module docstring)."""
    out, pos = [], 0
    for raw in text.split("\n"):
        a, b = pos, pos + len(raw)
        pos = b + 1
        if TABLE_ROW.match(raw):
            if TABLE_RULE.match(raw):
                out.append(Line(a, b, False, None))
                continue
            inner = raw.lstrip(" \t")
            offset = a + len(raw) - len(inner) + 1
            cells, at = [], offset
            for cell in inner[1:].split("|"):
                cells.append((at, at + len(cell)))
                at += len(cell) + 1
            out.append(Line(a, b, True, cells[0] if cells else None))
            continue
        mark = ITEM_MARK.match(raw)
        body = a + (mark.end() if mark else 0)
        sep = KEY_END.search(text, body, b)
        key = (body, sep.start()) if sep and 0 < sep.start() - body <= _KEY_MAX else None
        if key and re.search(r"[.!?。！？]\s", text[key[0]:key[1]] + " "):
            key = None
        out.append(Line(a, b, bool(mark) and raw[mark.end():].strip() != "", key))
    return out


_LEADER = re.compile(r"(?<=\S)[ \t]*\.{4,}[ \t]*(?=\S)")


# A checklist box after an item's mark (or starting the line): "- [x] Delete Taxi", "[ ] Hotel",
# "☑ 出租车", "☐ 酒店" -- checked (x, X, ✓, ✔, ☑, ☒) or not (a space, ☐).
CHECKBOX = re.compile(r"^[ \t]*(?:[-*•·▪●◦‣+>]+|\d{1,2}[.)、](?!\d))?[ \t]*(\[([ xX✓✔√])\]|([☑☒☐✅✔✓❌✘✗✖❎]))[ \t]*")


def checkboxes(text: str) -> list[tuple[int, int, bool]]:
    """``(start, end, checked)`` of each line of ``text`` that is a checklist item: "- [x]
    Delete 'Taxi'" and "✅ Follow @nytimes" are checked (done), "- [ ] Delete 'Hotel'", "☐ 酒店" and
    "❌ Share the article — ..." are not."""
    out, pos = [], 0
    for raw in text.split("\n"):
        m = CHECKBOX.match(raw)
        if m:
            out.append((pos, pos + len(raw), (m.group(2) or m.group(3)) not in (" ", "☐", "❌", "✘", "✗", "✖", "❎")))
        pos += len(raw) + 1
    return out


def blank_marks(text: str) -> str:
    """``text`` with the mark of every list item blanked (spaces of the same length, so
    offsets agree): "2) Soup — not found" reads "   Soup — not found", whose number is no
    count and no part of the clause; and the dot leader of a line ("Taxi ........ deleted") read
    as the colon of a key and its value ("Taxi:        deleted"), not as an ellipsis ending a
    sentence (four dots or more; "..." stays an ellipsis)."""
    out = []
    for raw in text.split("\n"):
        if "...." in raw:
            raw = _LEADER.sub(lambda m: ":" + " " * (len(m.group()) - 1), raw)
        box = CHECKBOX.match(raw)
        if box and raw[box.end():].strip():
            out.append(" " * box.end() + raw[box.end():])   # "- [x] Delete Taxi": the box is read by checklists
            continue
        mark = ITEM_MARK.match(raw)
        out.append(" " * mark.end() + raw[mark.end():] if mark and raw[mark.end():].strip() else raw)
    return "\n".join(out)


def key_entities(text: str, line: Line, named: Callable[[str], Sequence[int]], table_cells: bool = True) -> tuple[int, ...]:
    """The entities an item line is about: those ``named`` (a function from a piece of text
    to the entity indices it names) in its key, else, for a list item, the first entity the
    line names; for a table row, the first cell that names any. ``()`` for no item."""
    if line.key:
        found = tuple(named(text[line.key[0]:line.key[1]]))
        if found:
            return found
    if not line.item:
        return ()
    raw = text[line.start:line.end]
    if TABLE_ROW.match(raw) and table_cells:
        for cell in raw.strip().strip("|").split("|"):
            found = tuple(named(cell))
            if found:
                return found
        return ()
    return tuple(named(raw))[:1]


def item_keys(text: str, clauses: list, entities: Sequence[tuple[str, ...]]) -> list[tuple[tuple[int, ...], bool]]:
    """Per clause: the entities of the item it belongs to (a table row, a list item, a
    ``key: value`` line; :mod:`verifiers.claim_items`) and whether that is a list item or row
    (whose key holds to the end of its line) rather than a ``key: value`` sentence.
    ``clauses`` are :class:`verifiers.claim_rules.Clause` objects in order (their ``start``
    offset, ``sentence``, ``text`` and ``form`` are read); a ``key: value`` sentence in the
    middle of a line ("... . 停车费：删不了") starts a key for that sentence."""
    def named(piece: str) -> list[int]:
        return list(dict.fromkeys(int(i) for i in re.findall(r"\bent(\d+)\b", L.analysis_form(piece, entities))))

    rows = lines(text)
    starts = [r.start for r in rows]
    out: list[tuple[tuple[int, ...], bool]] = []
    current, key, item, key_sentence = -1, (), False, -1
    for k, c in enumerate(clauses):
        n = max(0, bisect.bisect_right(starts, c.start) - 1)
        sentence_start = k == 0 or clauses[k - 1].sentence != c.sentence
        if n != current:
            current, row = n, rows[n]
            key, item, key_sentence = tuple(key_entities(text, row, named)), row.item, c.sentence
        elif not item and c.sentence != key_sentence:
            key = ()
        if (sentence_start and not item and L.REPORT_LINE.match(c.text)
                and re.match(r"ent\d+\b", c.form)):   # "... . 停车费：删不了，提示无权限"
            key, key_sentence = tuple(named(c.text.split(":")[0].split("：")[0])) or key, c.sentence
        out.append((key, item))
    return out
