"""Readable forms of JSON values whose shape the report does not know in advance (report.json
blocks added after the report, a verdict, an agent's metadata).

``node(value)`` turns a value into a small tree the ``tree`` macro of ``_macros.html``
draws; ``md_lines(value)`` writes the same as Markdown. The forms, chosen by shape:

* a scalar: its text (``fmt.num``; null is ``-``);
* a list of scalars: one line, comma-separated (``inline``);
* a mapping of numbers (up to 8): one line, ``key value, ...`` (``inline``);
* a mapping whose values are all mappings of scalars: a table, one row per key and one
  column per inner key (``table``; ``by_category``, ``tasks``);
* a list of mappings: a table, one row per item (``table``);
* any other mapping: a definition list, each value in its own form (``dl``).
"""

from __future__ import annotations

from typing import Any, Mapping

from venus_tasks.report import fmt

_INLINE_NUMBERS = 8
_INLINE_CHARS = 300
_MAX_DEPTH = 6


def _scalar(v: Any) -> bool:
    return v is None or isinstance(v, (str, int, float, bool))


def _text(v: Any) -> str:
    return fmt.num(v)


def node(value: Any, depth: int = 0) -> dict[str, Any]:
    """The value's tree: ``{"kind": "text", "text", "long", "muted", "num"}``, ``{"kind":
    "inline", "text"}``, ``{"kind": "table", "head": [str], "rows": [[node]]}`` (the first
    cell of each row is the row's key when the value was a mapping) or ``{"kind": "dl",
    "items": [(key, node)]}``."""
    if _scalar(value):
        text = _text(value)
        return {"kind": "text", "text": text, "long": isinstance(value, str) and (len(text) > 200 or "\n" in text),
                "muted": value is None, "num": isinstance(value, (int, float)) and not isinstance(value, bool)}
    if depth >= _MAX_DEPTH:
        return {"kind": "text", "text": fmt.compact_json(value), "long": True, "muted": False}
    if isinstance(value, Mapping):
        if not value:
            return {"kind": "text", "text": "-", "long": False, "muted": True}
        items = list(value.items())
        if len(items) <= _INLINE_NUMBERS and all(isinstance(v, (int, float)) and not isinstance(v, bool)
                                                 for _, v in items):
            return _inline(", ".join(f"{k} {_text(v)}" for k, v in items))
        if all(isinstance(v, Mapping) and v and all(_scalar(x) for x in v.values()) for _, v in items) \
                and len(items) > 1:
            cols = _columns(v for _, v in items)
            return {"kind": "table", "head": ["", *cols],
                    "rows": [[_key(k), *(node(v.get(c), depth + 1) if c in v else _blank() for c in cols)]
                             for k, v in items]}
        return {"kind": "dl", "items": [(str(k), node(v, depth + 1)) for k, v in items]}
    if isinstance(value, (list, tuple)):
        if not value:
            return {"kind": "text", "text": "-", "long": False, "muted": True}
        if all(_scalar(v) for v in value):
            text = ", ".join(_text(v) for v in value)
            if len(text) <= _INLINE_CHARS:
                return _inline(text)
            return {"kind": "text", "text": "\n".join(_text(v) for v in value), "long": True, "muted": False}
        if all(isinstance(v, Mapping) for v in value):
            cols = _columns(value)
            return {"kind": "table", "head": cols,
                    "rows": [[node(v[c], depth + 1) if c in v else _blank() for c in cols] for v in value]}
        return {"kind": "dl", "items": [(str(i), node(v, depth + 1)) for i, v in enumerate(value)]}
    return {"kind": "text", "text": str(value), "long": False, "muted": False}


def _inline(text: str) -> dict[str, Any]:
    return {"kind": "inline", "text": text}


def _key(k: Any) -> dict[str, Any]:
    return {"kind": "text", "text": str(k), "long": False, "muted": False, "key": True}


def _blank() -> dict[str, Any]:
    return {"kind": "text", "text": "", "long": False, "muted": True}


def _columns(rows: Any) -> list[str]:
    cols: list[str] = []
    for r in rows:
        cols += [str(k) for k in r if str(k) not in cols]
    return cols


def md_lines(value: Any, indent: int = 0) -> list[str]:
    """The value as Markdown: nested bullet lists (``- **key**: text``), a table as one
    bullet per row (``key: col value, ...``), text escaped by ``escape``."""
    escape = fmt.md
    pad = "  " * indent
    n = node(value)
    if n["kind"] in ("text", "inline"):
        return [f"{pad}- {escape(n['text'])}"]
    lines = []
    if n["kind"] == "dl":
        for key, child in zip((k for k, _ in n["items"]), _children(value)):
            c = node(child)
            if c["kind"] in ("text", "inline"):
                lines.append(f"{pad}- **{escape(key)}**: {escape(c['text'])}")
            else:
                lines.append(f"{pad}- **{escape(key)}**")
                lines += md_lines(child, indent + 1)
        return lines
    items = value.items() if isinstance(value, Mapping) else ((None, v) for v in value)
    for key, row in items:
        cells = ", ".join(f"{escape(k)} {escape(fmt.num(v))}" for k, v in row.items() if v is not None)
        lines.append(f"{pad}- " + (f"{escape(key)}: " if key is not None else "") + cells)
    return lines


def _children(value: Any) -> list[Any]:
    return list(value.values()) if isinstance(value, Mapping) else list(value)
