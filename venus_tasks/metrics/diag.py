"""MID-Bench's motivating diagnostics (``shared/seeds/`` MID-Bench section 4) over the
records of suite ``mid_diag`` (``venus_tasks.mid_probe.diag``), whose ``verdict["diag"]``
holds ``{mode, condition, asked, matched, label}`` of the agent's one decision.

The paper's figures:

* **empty instruction** (4.1): the ask rate with the instruction field empty (action mode,
  condition ``none``): how often the agent asks when given nothing;
* **empty vs ambiguous** (4.1-4.2): ask rate in action mode and recognition rate in
  recognition mode, for the empty and the masked (Base) instruction. Recognised: the label
  AMBIGUOUS for the masked instruction; NO_TASK or AMBIGUOUS for the empty one (either
  says there is nothing to act on);
* **recognition-action gap** (4.2): recognition rate - ask rate on the ambiguous
  instruction, in percentage points (GUI-Owl-1.5-4B: 43.8 - 0.0 = 43.8 pp);
* **instruction conditioning** (4.3): the action match rate on the same states with the
  instruction ``matched`` (the full goal), ``none`` (empty) and ``mismatched`` (another
  episode's goal): an agent that conditions on the instruction matches far less without it.

Besides, ``recognition`` gives each condition's label counts (and ``none`` for no label
stated) and its rate of the right label (CLEAR for the full goal).

Denominators are strict: every scheduled diagnostic episode counts; one without a result
has not asked, not matched and stated no label (its mode and condition come from its task
name). Rates are percent with one decimal (``records.rate``); null when no episode of the
cell ran, with the reason.
"""

from __future__ import annotations

import collections
import re
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import rate, task_name

Record = Mapping[str, Any]
_NAME = re.compile(r"^Diag.+_(action|recognition)_(matched|none|mismatched|ambiguous|clear)$")
LABELS = ("clear", "ambiguous", "no_task")
RECOGNISED = {"ambiguous": ("ambiguous",), "none": ("no_task", "ambiguous"), "clear": ("clear",)}


def diag_of(r: Record) -> dict[str, Any] | None:
    """The record's diagnostic fields, or None for a record of another suite."""
    v = r.get("verdict")
    got = v.get("diag") if isinstance(v, Mapping) else None
    if isinstance(got, Mapping) and not r.get("no_result"):
        return dict(got)
    m = _NAME.match(task_name(r))
    if not m:
        return None
    return {"mode": m.group(1), "condition": m.group(2), "asked": False, "matched": False, "label": None}


def _cell(diags: list[dict[str, Any]], mode: str, condition: str) -> list[dict[str, Any]]:
    return [d for d in diags if d["mode"] == mode and d["condition"] == condition]


def _rate(cell: list[dict[str, Any]], key) -> dict[str, Any]:
    n = sum(1 for d in cell if key(d))
    return {"rate": rate(n, len(cell)), "n": n, "of": len(cell)}


def diag_metrics(records: Iterable[Record]) -> dict[str, Any] | None:
    """The ``diag`` block of the report (module docstring), or None without a diagnostic
    record.

    Shape: ``{"episodes", "empty_instruction": {"ask": r}, "empty_vs_ambiguous": {"empty":
    {"ask": r, "recognition": r}, "ambiguous": {...}}, "recognition_action_gap": pp or None,
    "instruction_conditioning": {"matched": r, "none": r, "mismatched": r}, "recognition":
    {condition: {"right": r, "labels": {label: n}}}, "null_reasons"}`` where ``r`` is
    ``{"rate", "n", "of"}``.
    """
    diags = [d for d in (diag_of(r) for r in records) if d is not None]
    if not diags:
        return None
    asked = lambda d: d["asked"]   # noqa: E731
    recognised = {c: (lambda d, c=c: d["label"] in RECOGNISED[c]) for c in RECOGNISED}
    empty = {"ask": _rate(_cell(diags, "action", "none"), asked),
             "recognition": _rate(_cell(diags, "recognition", "none"), recognised["none"])}
    amb = {"ask": _rate(_cell(diags, "action", "ambiguous"), asked),
           "recognition": _rate(_cell(diags, "recognition", "ambiguous"), recognised["ambiguous"])}
    gap = None if amb["ask"]["rate"] is None or amb["recognition"]["rate"] is None else \
        round(amb["recognition"]["rate"] - amb["ask"]["rate"], 1)
    right = {"clear": "clear", "ambiguous": "ambiguous", "none": "no_task"}
    recognition = {}
    for c in ("clear", "ambiguous", "none"):
        cell = _cell(diags, "recognition", c)
        labels = collections.Counter(d["label"] or "none" for d in cell)
        recognition[c] = {"right": _rate(cell, lambda d, c=c: d["label"] == right[c]),
                          "labels": {k: labels.get(k, 0) for k in (*LABELS, "none")}}
    out = {
        "episodes": len(diags),
        "empty_instruction": {"ask": empty["ask"]},
        "empty_vs_ambiguous": {"empty": empty, "ambiguous": amb},
        "recognition_action_gap": gap,
        "instruction_conditioning": {c: _rate(_cell(diags, "action", c), lambda d: d["matched"])
                                     for c in ("matched", "none", "mismatched")},
        "recognition": recognition,
    }
    reasons = {}
    if gap is None:
        reasons["recognition_action_gap"] = "needs ambiguous-instruction episodes in both action and recognition mode"
    out["null_reasons"] = reasons
    return out


def format_lines(block: Mapping[str, Any] | None) -> list[str]:
    """The printed table's lines for the diag block ([] without one)."""
    if not block:
        return []

    def pct(r: Mapping[str, Any]) -> str:
        return "-" if r["rate"] is None else f"{r['rate']:.1f} ({r['n']} of {r['of']})"

    e, a = block["empty_vs_ambiguous"]["empty"], block["empty_vs_ambiguous"]["ambiguous"]
    ic = block["instruction_conditioning"]
    gap = block["recognition_action_gap"]
    return [f"MID-Bench diagnostics: empty instruction: ask {pct(e['ask'])}, recognised {pct(e['recognition'])}; "
            f"ambiguous: ask {pct(a['ask'])}, recognised {pct(a['recognition'])}; "
            f"recognition-action gap {'-' if gap is None else f'{gap:.1f}'} pp",
            f"  action match by instruction: matched {pct(ic['matched'])}, none {pct(ic['none'])}, "
            f"mismatched {pct(ic['mismatched'])}"]
