"""The run's row of a results table, in Markdown and in LaTeX, ready to paste into a paper.

Columns (VenusBench-Mobile's leaderboard order): the model, strict SR (%) per category,
the total, SPR when the run has variants, then the cost: TT (thousands of output tokens)
and PT (output tokens per step). The numbers are the leaderboard entry's (``report.json``
``leaderboard``: ``scores``, ``stability.spr``, ``cost``); a run without an entry (a
reference agent, a plugin agent) gets the same row from ``report.json`` ``scores``,
``stability`` and ``cost``, and ``source`` says so. A value that is null is ``-`` in
Markdown and ``--`` in LaTeX, never 0.

Suite ``venus`` has a column for each of the nine categories (a category the run did not
select is ``-``, so rows of several runs line up); another suite only the categories it ran.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from venus_tasks.metrics.scores import CATEGORY_CODES
from venus_tasks.report import fmt

VENUS = "venus"
_LATEX_SPECIAL = re.compile(r"([&%$#_{}])")
_LATEX_WORDS = {"\\": r"\textbackslash{}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
                "<": r"\textless{}", ">": r"\textgreater{}", "|": r"\textbar{}"}


def results_row(report: Mapping[str, Any], suite: str, name: str) -> dict[str, Any]:
    """``{"columns": [str], "values": [str], "source": str, "note": str | None,
    "markdown": str, "latex": str}``: the header and values as shown, where they come
    from, why a cost or SPR is missing, and the two copyable texts (Markdown: a header, a
    separator and the row; LaTeX: the header as a ``%`` comment and the row ending in
    ``\\\\``)."""
    board = report.get("leaderboard") if isinstance(report.get("leaderboard"), Mapping) else None
    scores = (board or report).get("scores") or {}
    categories = report.get("categories") or {}
    if suite == VENUS:
        codes = list(CATEGORY_CODES)
    else:
        codes = [c for c in CATEGORY_CODES if (categories.get(c) or {}).get("episodes")]
        codes += [c for c, v in categories.items() if c not in codes and c not in CATEGORY_CODES
                  and (v or {}).get("episodes")]
    columns = ["Model", *(c.upper() for c in codes), "Total"]
    values: list[Any] = [name, *(scores.get(c) for c in codes), scores.get("total")]
    notes = []
    stability = (board.get("stability") if board else None) or report.get("stability")
    if isinstance(stability, Mapping) and "spr" in stability:
        columns.append("SPR")
        values.append(stability.get("spr"))
    nulls = (board or {}).get("null_reasons") or {}
    if nulls.get("stability"):
        notes.append(f"SPR: {nulls['stability']}")
    cost = board.get("cost") if board else report.get("cost")
    why = nulls.get("cost") or (cost.get("null_reason") if isinstance(cost, Mapping) else None)
    columns += ["TT (k)", "PT"]
    if isinstance(cost, Mapping) and not why:
        values += [cost.get("tt_k"), cost.get("pt")]
    else:
        values += [None, None]
        notes.append(f"cost: {why or 'report.json has no cost'}")
    source = "report.json leaderboard entry" if board else (
        "report.json scores (no leaderboard entry" + (f": {report['not_ranked']}" if report.get("not_ranked") else "")
        + ")")
    shown = [_text(v) for v in values]
    return {"columns": columns, "values": shown, "source": source, "note": "; ".join(notes) or None,
            "markdown": _markdown(columns, shown), "latex": _latex(columns, values)}


def _text(v: Any, null: str = "-") -> str:
    if v is None:
        return null
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, (int, float)):
        return f"{v:.1f}"
    return str(v)


def _markdown(columns: list[str], values: list[str]) -> str:
    return "\n".join(["| " + " | ".join(fmt.md(c) for c in columns) + " |",
                      "|" + "|".join(["---"] + ["---:"] * (len(columns) - 1)) + "|",
                      "| " + " | ".join(fmt.md(v) for v in values) + " |"])


def latex_escape(text: str) -> str:
    """``text`` safe in LaTeX's text mode: ``& % $ # _ { }`` backslash-escaped, ``\\ ~ ^ < > |``
    spelled as commands (``\\textless{}``: the OT1 font encoding prints ``<`` as an
    inverted exclamation mark), whitespace collapsed."""
    out = "".join(_LATEX_WORDS.get(ch, ch) for ch in " ".join(str(text).split()))
    # escape the specials outside the commands just inserted (whose braces are theirs)
    pieces = re.split("(" + "|".join(re.escape(w) for w in _LATEX_WORDS.values()) + ")", out)
    return "".join(p if i % 2 else _LATEX_SPECIAL.sub(r"\\\1", p) for i, p in enumerate(pieces))


def _latex(columns: list[str], values: list[Any]) -> str:
    head = " & ".join(latex_escape(c) for c in columns)
    cells = [latex_escape(values[0])] + [_text(v, "--") for v in values[1:]]
    return f"% {head} \\\\\n" + " & ".join(cells) + " \\\\"
