"""MID-Bench's step-level probe metrics (``shared/seeds/`` MID-Bench sections 5.3, 6.2, 7.1
and 7.2) over the records of suite ``mid_probe`` (``venus_tasks.mid_probe``), whose
``verdict["probe"]`` holds ``{type, split, requirement, asked, filled, matched, stage}``.

* **Clear**: matched / clear probe steps (action accuracy on the full instruction; asking
  is allowed and not required, so the Clear ask rate, printed beside it, is what shows an
  agent that asks whatever the instruction: MID-Bench reports it, 0/300 for its baselines).
* **Ask+Match** (the main rule): on an ambiguous step (split ``ambiguous``, MID-Bench's
  Base, or ``hard``), the agent asked, the strict simulator's reply filled the masked
  requirement, and the final action matched / ambiguous steps.
* **Match-Only** (the relaxed rule): the final action matched, asking ignored / ambiguous
  steps. **gap** = Match-Only - Ask+Match: the credit earned by acting without asking.
* **ask rate**: steps whose first decision was ``ask_user`` / steps (per split).
* **stages** (section 7.1): each ambiguous step is exactly one of ``detect_fail`` (acted
  without asking), ``ask_fail`` (asked, the reply filled nothing of the requirement),
  ``execute_fail`` (filled, wrong final action), ``success``.

Denominators are strict: every scheduled probe step counts; a step without a result
(``no_result``, not run) counts as not matched and as a ``no_result`` stage, and its
ambiguity type (known only from the verdict) as ``unknown``. Rates are percent with one
decimal (``records.rate``); null when there is no step to rate.
"""

from __future__ import annotations

import collections
import re
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import rate, task_name

Record = Mapping[str, Any]

SPLITS = ("ambiguous", "hard", "clear")
STAGES = ("detect_fail", "ask_fail", "execute_fail", "success", "no_result")
_NAME = re.compile(r"^Probe.+_(clear|ambiguous|hard)$")


def probe_of(r: Record) -> dict[str, Any] | None:
    """The record's probe fields (``verdict["probe"]``; for a record without a result,
    the split from the task name and nothing else); None for a record of another suite."""
    v = r.get("verdict")
    got = v.get("probe") if isinstance(v, Mapping) else None
    if isinstance(got, Mapping) and not r.get("no_result"):
        return dict(got)
    m = _NAME.match(task_name(r))
    if not m:
        return None
    return {"split": m.group(1), "type": "unknown", "asked": False, "filled": False, "matched": False,
            "ask_match": False, "stage": None if m.group(1) == "clear" else "no_result"}


def _block(probes: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(probes)
    am = sum(1 for p in probes if p.get("ask_match"))
    mo = sum(1 for p in probes if p.get("matched"))
    asked = sum(1 for p in probes if p.get("asked"))
    stages = collections.Counter(p.get("stage") for p in probes)
    ask_match, match_only = rate(am, n), rate(mo, n)
    return {"steps": n, "ask_match": ask_match, "match_only": match_only,
            "gap": None if n == 0 else round(match_only - ask_match, 1),
            "ask_rate": rate(asked, n), "asked": asked,
            "stages": {s: {"n": stages.get(s, 0), "rate": rate(stages.get(s, 0), n)} for s in STAGES}}


def probe_metrics(records: Iterable[Record]) -> dict[str, Any] | None:
    """The probe block of the report (module docstring), or None when no record is a probe.

    Shape: ``{"steps" (ambiguous + hard), "clear": {"steps", "match", "ask_rate"},
    "ambiguous": block, "by_split": {"ambiguous", "hard": block}, "by_type": {type: block}}``
    where a block is ``{"steps", "ask_match", "match_only", "gap", "ask_rate", "asked",
    "stages": {stage: {"n", "rate"}}}``.
    """
    probes = [p for p in (probe_of(r) for r in records) if p is not None]
    if not probes:
        return None
    clear = [p for p in probes if p["split"] == "clear"]
    amb = [p for p in probes if p["split"] != "clear"]
    types = sorted({p.get("type", "unknown") for p in amb})
    return {
        "steps": len(amb),
        "clear": {"steps": len(clear), "match": rate(sum(1 for p in clear if p.get("matched")), len(clear)),
                  "ask_rate": rate(sum(1 for p in clear if p.get("asked")), len(clear))},
        "ambiguous": _block(amb),
        "by_split": {s: _block([p for p in amb if p["split"] == s]) for s in ("ambiguous", "hard")},
        "by_type": {t: _block([p for p in amb if p.get("type", "unknown") == t]) for t in types},
    }


def format_lines(block: Mapping[str, Any] | None) -> list[str]:
    """The printed table's lines for the probe block ([] without one)."""
    if not block:
        return []

    def pct(v: Any) -> str:
        return "-" if v is None else f"{v:.1f}"

    a, c = block["ambiguous"], block["clear"]
    lines = [f"MID-Bench probes: {a['steps']} ambiguous step(s): Ask+Match {pct(a['ask_match'])}, "
             f"Match-Only {pct(a['match_only'])} (gap {pct(a['gap'])}), ask rate {pct(a['ask_rate'])}; "
             f"Clear {pct(c['match'])} over {c['steps']} step(s), ask rate {pct(c['ask_rate'])}"]
    for name, b in [*block["by_split"].items(), *block["by_type"].items()]:
        if b["steps"]:
            st = ", ".join(f"{s} {b['stages'][s]['n']}" for s in STAGES if b["stages"][s]["n"])
            lines.append(f"  {name:<21} n={b['steps']:<4} Ask+Match {pct(b['ask_match'])}, "
                         f"Match-Only {pct(b['match_only'])}, ask rate {pct(b['ask_rate'])}; {st}")
    return lines
