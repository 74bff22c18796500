"""The episode index of ``report.html``: one row per scheduled episode, with the facets the
page filters on (category, task, result, outcome, variant, noise, failure reason) and the
values it sorts by.

Every field comes from the episode's record (or, for a scheduled episode that has not
run, from ``header.json`` ``instances``); nothing is scored here. ``failure_reason`` names
why an episode did not succeed in a few words, from its outcome and verdict.
"""

from __future__ import annotations

import collections
from typing import Any, Iterable, Mapping

from venus_tasks.report.names import page_file

Row = dict[str, Any]

# (row field, label): the index's filters, in the order the page shows them.
FACETS = (("category", "category"), ("task", "task"), ("result", "result"), ("outcome", "outcome"),
          ("variant", "variant"), ("noise", "noise"), ("reason", "failure reason"))

SUCCESS, FAILURE, NO_RESULT = "success", "failure", "no result"
NOT_RUN = "not_run"
_ENDED_BY_AGENT = ("agent_done", "agent_infeasible")
_OUTCOME_REASONS = {"step_budget": "step budget ran out", "agent_crash": "agent crashed",
                    "round_failed": "a round did not verify", NOT_RUN: "not run"}


def failure_reason(record: Mapping[str, Any]) -> str:
    """Why the episode did not succeed; ``""`` for a success.

    * no result: ``no result: <outcome>`` (``setup_error``, ``device_error``, ...);
    * ``step budget ran out``, ``agent crashed``, ``a round did not verify``, ``not run``;
    * ended by the agent (``agent_done``, ``agent_infeasible``) and not solved:
      ``unexpected changes`` when the verdict lists state the task did not allow to
      change, ``partial credit`` for a score strictly between 0 and 1, else
      ``verifier: goal not met`` (``... (ended infeasible)`` for ``agent_infeasible``).
    """
    if record.get("success"):
        return ""
    outcome = str(record.get("outcome") or "")
    if record.get("no_result") and outcome != NOT_RUN:
        return f"no result: {outcome or 'unknown'}"
    if outcome in _OUTCOME_REASONS:
        return _OUTCOME_REASONS[outcome]
    if outcome in _ENDED_BY_AGENT:
        verdict = record.get("verdict") if isinstance(record.get("verdict"), Mapping) else {}
        score = record.get("score")
        if verdict.get("unexpected_changes"):
            return "unexpected changes"
        if isinstance(score, (int, float)) and not isinstance(score, bool) and 0 < score < 1:
            return "partial credit"
        return "verifier: goal not met" + (" (ended infeasible)" if outcome == "agent_infeasible" else "")
    return outcome or "unknown"


def result_of(record: Mapping[str, Any]) -> str:
    """``success``, ``failure`` or ``no result`` (a scheduled episode not yet run has none)."""
    if record.get("no_result") or record.get("outcome") == NOT_RUN:
        return NO_RESULT
    return SUCCESS if record.get("success") else FAILURE


def task_of(key: str) -> str:
    """``Task_0@zh#1`` -> ``Task``."""
    base = key.split("@", 1)[0].split("#", 1)[0]
    return base.rsplit("_", 1)[0] if "_" in base else base


def variant_of(r: Mapping[str, Any]) -> str:
    """``original``, ``zh``, ... with ``#k`` for a repeat (``zh #2``)."""
    v = r.get("variant") or "original"
    return f"{v} #{r['repeat']}" if r.get("repeat") else str(v)


def noise_of(r: Mapping[str, Any]) -> str:
    """The noise kinds planned for the episode (its record's ``noise_plan``, else the
    instance's ``noise``), comma-separated in plan order; ``none`` without noise."""
    plan = r.get("noise_plan") if r.get("noise_plan") is not None else r.get("noise")
    kinds: list[str] = []
    for e in plan if isinstance(plan, list) else ():
        kind = e.get("kind") if isinstance(e, Mapping) else e
        if kind and str(kind) not in kinds:
            kinds.append(str(kind))
    return ", ".join(kinds) or "none"


def episode_index(records: list[Mapping[str, Any]], instances: Iterable[Mapping[str, Any]] = ()) -> list[Row]:
    """One row per episode: ``key``, ``task``, ``category``, ``variant``, ``noise``,
    ``result``, ``outcome``, ``reason`` (``failure_reason``), ``score``, ``success``,
    ``no_result``, ``steps``, ``tokens`` (output tokens; None when the agent reported no
    usage), ``duration_s`` and ``href`` (its
    page; None for a scheduled episode that has not run, listed with outcome ``not_run``)."""
    rows = []
    for r in records:
        rows.append({"key": r["key"], "task": str(r.get("task") or task_of(r["key"])),
                     "category": str(r.get("category") or "-"), "variant": variant_of(r), "noise": noise_of(r),
                     "result": result_of(r), "outcome": str(r.get("outcome") or "-"), "reason": failure_reason(r),
                     "score": r.get("score"), "success": bool(r.get("success")), "no_result": bool(r.get("no_result")),
                     "steps": r.get("steps"), "tokens": _output_tokens(r),
                     "duration_s": r.get("duration_s"), "href": page_file(r["key"])})
    seen = {r["key"] for r in records}
    for i in instances:
        if not i.get("key") or i["key"] in seen:
            continue
        rows.append({"key": i["key"], "task": task_of(i["key"]), "category": str(i.get("category") or "-"),
                     "variant": variant_of(i), "noise": noise_of(i), "result": NO_RESULT, "outcome": NOT_RUN,
                     "reason": _OUTCOME_REASONS[NOT_RUN], "score": None, "success": False, "no_result": True,
                     "steps": None, "tokens": None, "duration_s": None, "href": None})
    return rows


def _output_tokens(r: Mapping[str, Any]) -> Any:
    """The episode's output tokens; None when its agent reported no usage (``source``
    ``none``: unknown, not 0)."""
    usage = r.get("usage") if isinstance(r.get("usage"), Mapping) else {}
    return None if usage.get("source") == "none" else usage.get("completion_tokens")


def facets(rows: Iterable[Mapping[str, Any]]) -> list[Row]:
    """``[{"field", "label", "values": [(value, count)]}]`` for each of ``FACETS``, values
    sorted (``""``, a success's failure reason, left out)."""
    counters: dict[str, collections.Counter[str]] = {f: collections.Counter() for f, _ in FACETS}
    for row in rows:
        for field, _ in FACETS:
            value = str(row.get(field) if row.get(field) is not None else "")
            if value:
                counters[field][value] += 1
    return [{"field": f, "label": label, "values": sorted(counters[f].items())} for f, label in FACETS]
