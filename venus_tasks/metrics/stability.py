"""Stability over the task x variant grid (``--variants``) and consistency over repeats
(``--repeats``), from the run's records and its scheduled instances alone.

Definitions:

* **SR per variant**: strict, as the headline (an episode without a result counts as not
  solved), over the first run (repeat 0) of every scheduled cell of that variant.
* **SPR** (VenusBench-Mobile's Stability Pass Rate, ``shared/reference/venusbench.md``
  section 9): the share of base instances that succeed in *every* selected variant,
  judged on the first run of each cell. A base instance with a cell that was never run or
  has no result is *incomplete*: it is listed and left out of SPR's denominator, never
  counted as a failure or a success. A cell that does not exist because the variant
  does not apply to the task (``header.json`` ``skipped``) is not required.
* **Min / Max**: the lowest and highest SR per variant.
* **pass^k and pass@k** (tau-bench's pass^k; Chen et al.'s pass@k), per cell with ``n``
  runs and ``c`` successes, for ``k = n``: pass^k = 1 if every run succeeded, pass@k = 1
  if any did; a cell with a run without result has neither (``None``, incomplete). The
  means are over complete cells, in percent.

The leaderboard's ``stability`` object uses VenusBench-Mobile's keys: ``original``,
``chinese`` (zh), ``variation`` (paraphrase), ``dark``, ``pad`` (tablet), ``min``, ``max``,
``spr``; a setting the run did not include is null.
"""

from __future__ import annotations

import collections
from typing import Any, Iterable, Mapping, Sequence

from venus_tasks.metrics.records import ORIGINAL, rate, split_key

STABILITY_KEYS = {ORIGINAL: "original", "zh": "chinese", "paraphrase": "variation", "dark": "dark", "tablet": "pad"}

Record = Mapping[str, Any]


def grid(episodes: Iterable[Record]) -> dict[str, dict[str, list[Record]]]:
    """``{base: {variant: [record by repeat]}}`` of the scheduled episodes (noise twins left out)."""
    out: dict[str, dict[str, list[Record]]] = collections.defaultdict(lambda: collections.defaultdict(list))
    for r in sorted(episodes, key=lambda r: split_key(r["key"])[2]):
        base, variant, _ = split_key(r["key"])
        if variant != "noise":
            out[base][variant].append(r)
    return out


def stability(episodes: Iterable[Record], variants: Sequence[str],
              skipped: Iterable[Mapping[str, str]] = ()) -> dict[str, Any]:
    """The stability block of the report.

    Args:
      episodes: every scheduled episode (``scores.scheduled_episodes``), with ``key``,
        ``success`` and ``no_result``.
      variants: the selected variants (``original`` included when it was run).
      skipped: ``{"task", "variant", "reason", "instance_id"}`` cells that do not exist.

    Shape: ``{"variants": {name: {"episodes", "successes", "no_result", "sr"}}, "min",
    "max", "spr", "bases", "stable", "complete", "incomplete": [base, ...],
    "skipped": [...], "leaderboard": {original, chinese, variation, dark, pad, min, max, spr}}``.
    """
    cells = grid(episodes)
    skipped = list(skipped)
    absent = {(f"{s['task']}_{s.get('instance_id', 0)}", s["variant"]) for s in skipped}
    per_variant: dict[str, dict[str, Any]] = {}
    for v in variants:
        firsts = [runs[v][0] for runs in cells.values() if runs.get(v)]
        wins = sum(1 for r in firsts if r["success"])
        per_variant[v] = {"episodes": len(firsts), "successes": wins,
                          "no_result": sum(1 for r in firsts if r["no_result"]), "sr": rate(wins, len(firsts))}
    stable, complete, incomplete = 0, 0, []
    for base, runs in sorted(cells.items()):
        needed = [v for v in variants if (base, v) not in absent]
        firsts = [runs[v][0] if runs.get(v) else None for v in needed]
        if any(r is None or r["no_result"] for r in firsts):
            incomplete.append(base)
            continue
        complete += 1
        stable += all(r["success"] for r in firsts)
    srs = [p["sr"] for p in per_variant.values() if p["sr"] is not None]
    spr = rate(stable, complete)
    lo, hi = (min(srs), max(srs)) if srs else (None, None)
    board = {key: per_variant.get(v, {}).get("sr") for v, key in STABILITY_KEYS.items()}
    board.update(min=lo, max=hi, spr=spr)
    return {"variants": per_variant, "min": lo, "max": hi, "spr": spr, "bases": len(cells), "stable": stable,
            "complete": complete, "incomplete": incomplete, "skipped": skipped, "leaderboard": board}


def consistency(episodes: Iterable[Record]) -> dict[str, Any]:
    """pass^k and pass@k per cell over its repeats (see the module docstring).

    Shape: ``{"k", "cells": {key: {"runs", "successes", "pass_hat_k", "pass_at_k"}},
    "pass_hat_k", "pass_at_k", "incomplete": [key, ...]}`` (means in percent).
    """
    cells: dict[str, list[Record]] = collections.defaultdict(list)
    for r in episodes:
        base, variant, _ = split_key(r["key"])
        if variant != "noise":
            cells[base if variant == ORIGINAL else f"{base}@{variant}"].append(r)
    out, hat, at, incomplete = {}, [], [], []
    for key, runs in sorted(cells.items()):
        wins = sum(1 for r in runs if r["success"])
        if any(r["no_result"] for r in runs):
            out[key] = {"runs": len(runs), "successes": wins, "pass_hat_k": None, "pass_at_k": None}
            incomplete.append(key)
            continue
        out[key] = {"runs": len(runs), "successes": wins, "pass_hat_k": int(wins == len(runs)),
                    "pass_at_k": int(wins > 0)}
        hat.append(wins == len(runs))
        at.append(wins > 0)
    k = max((len(r) for r in cells.values()), default=0)
    return {"k": k, "cells": out, "pass_hat_k": rate(sum(hat), len(hat)), "pass_at_k": rate(sum(at), len(at)),
            "incomplete": incomplete}


__all__ = ["STABILITY_KEYS", "consistency", "grid", "split_key", "stability"]
