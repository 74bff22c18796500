"""Stability over the task x variant grid (``--variants``) and consistency over repeats
(``--repeats``), from the run's records and its scheduled instances alone.

Definitions:

* **SR per variant**: strict, as the headline (an episode without a result counts as not
  solved), over the first run (repeat 0) of every scheduled cell of that variant.
* **SPR** (VenusBench-Mobile's Stability Pass Rate, ``shared/reference/venusbench.md``
  section 9): the share of *every* base instance of the grid that succeeds in every
  selected variant on one instance, judged on the first run (repeat 0) of each cell. A
  base with a cell that was never run or has no result is *incomplete*: listed, and
  counted as not stable, as the strict SR counts a no_result as not solved (leaving it
  out would let an agent that makes the cells it is failing end without a result raise
  its SPR). A base whose plain cell was re-run on a fresh draw (a retried no_result,
  ``registry.retry_instance``) no longer has one instance in every variant: listed in
  ``redrawn`` and counted as not stable. A cell that does not exist because the variant
  does not apply to the task (``header.json`` ``skipped``) is not required.
* **Min / Max**: the lowest and highest SR per variant (each strict).
* **pass^k and pass@k** (tau-bench's pass^k; Chen et al.'s pass@k), per cell with ``n``
  runs and ``c`` successes, for ``k = n``: pass^k = 1 if every run succeeded, pass@k = 1
  if any did. The ``k`` runs of a cell are ``k`` draws of its task (``--repeats``: repeat
  ``r`` runs the instance drawn with ``registry.draw_seed(seed, 0, r)``), so pass^k
  measures whether an agent solves a task reliably, not whether it repeats itself on
  one instance it may remember. A run without a result is a failed run: a cell with one
  can have pass^k only 0 and pass@k only from its other runs (``incomplete`` lists it).
  The means are over every cell, in percent.

Each block also has ``scored_only``: the old rule's figures (SPR over complete bases,
pass^k and pass@k over complete cells), a labelled diagnostic, never the leaderboard's.

The leaderboard's ``stability`` object uses VenusBench-Mobile's keys: ``original``,
``chinese`` (zh), ``variation`` (paraphrase), ``dark``, ``pad`` (tablet), ``min``, ``max``,
``spr``; a setting the run did not include is null. ``metrics.report`` publishes it only
for a complete run (null with the reason otherwise).
"""

from __future__ import annotations

import collections
from typing import Any, Iterable, Mapping, Sequence

from venus_tasks.metrics.records import ORIGINAL, rate, split_key

SCORED_ONLY_LABEL = ("diagnostic: over the bases / cells where every run has a result (no_result left out); "
                     "not the leaderboard's figure")
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
    "max", "spr", "bases", "stable", "complete", "incomplete": [base, ...], "redrawn":
    [base, ...], "skipped": [...], "scored_only": {"label", "spr", "bases"}, "leaderboard":
    {original, chinese, variation, dark, pad, min, max, spr}}``.
    """
    cells = grid(episodes)
    skipped = list(skipped)
    absent = {(f"{s['task']}_{s.get('instance_id', 0)}", s["variant"]) for s in skipped if not s.get("repeat")}
    per_variant: dict[str, dict[str, Any]] = {}
    for v in variants:
        firsts = [runs[v][0] for runs in cells.values() if runs.get(v)]
        wins = sum(1 for r in firsts if r["success"])
        per_variant[v] = {"episodes": len(firsts), "successes": wins,
                          "no_result": sum(1 for r in firsts if r["no_result"]), "sr": rate(wins, len(firsts))}
    stable, complete, stable_complete, incomplete, redrawn = 0, 0, 0, [], []
    for base, runs in sorted(cells.items()):
        needed = [v for v in variants if (base, v) not in absent]
        firsts = [runs[v][0] if runs.get(v) else None for v in needed]
        if any(r is None or r["no_result"] for r in firsts):
            incomplete.append(base)     # not stable: no result is not a success
            continue
        complete += 1
        won = all(r["success"] for r in firsts)
        stable_complete += won
        if len({_draw(r) for r in firsts}) > 1:
            redrawn.append(base)        # not stable: no one instance succeeded in every variant
            continue
        stable += won
    srs = [p["sr"] for p in per_variant.values() if p["sr"] is not None]
    spr = rate(stable, len(cells))
    lo, hi = (min(srs), max(srs)) if srs else (None, None)
    board = {key: per_variant.get(v, {}).get("sr") for v, key in STABILITY_KEYS.items()}
    board.update(min=lo, max=hi, spr=spr)
    return {"variants": per_variant, "min": lo, "max": hi, "spr": spr, "bases": len(cells), "stable": stable,
            "complete": complete, "incomplete": incomplete, "redrawn": redrawn, "skipped": skipped,
            "scored_only": {"label": SCORED_ONLY_LABEL, "spr": rate(stable_complete, complete),
                            "bases": complete},
            "leaderboard": board}


def _draw(r: Record) -> Any:
    """The seed a record's params were drawn with (older records: their instance seed)."""
    return r.get("draw_seed", r.get("seed"))


def consistency(episodes: Iterable[Record]) -> dict[str, Any]:
    """pass^k and pass@k per cell over its repeats (see the module docstring).

    Shape: ``{"k", "cells": {key: {"runs", "successes", "pass_hat_k", "pass_at_k"} (and
    ``no_result``, the runs without one, when there are)}, "pass_hat_k", "pass_at_k",
    "incomplete": [key, ...], "scored_only": {"label", "cells", "pass_hat_k", "pass_at_k"}}``
    (means in percent).
    """
    cells: dict[str, list[Record]] = collections.defaultdict(list)
    for r in episodes:
        base, variant, _ = split_key(r["key"])
        if variant != "noise":
            cells[base if variant == ORIGINAL else f"{base}@{variant}"].append(r)
    out, hat, at, incomplete = {}, [], [], []
    for key, runs in sorted(cells.items()):
        wins = sum(1 for r in runs if r["success"])
        out[key] = {"runs": len(runs), "successes": wins, "pass_hat_k": int(wins == len(runs)),
                    "pass_at_k": int(wins > 0)}
        hat.append(wins == len(runs))
        at.append(wins > 0)
        if any(r["no_result"] for r in runs):
            out[key]["no_result"] = sum(1 for r in runs if r["no_result"])
            incomplete.append(key)
    full = [c for key, c in out.items() if key not in incomplete]
    k = max((len(r) for r in cells.values()), default=0)
    return {"k": k, "cells": out, "pass_hat_k": rate(sum(hat), len(hat)), "pass_at_k": rate(sum(at), len(at)),
            "incomplete": incomplete,
            "scored_only": {"label": SCORED_ONLY_LABEL, "cells": len(full),
                            "pass_hat_k": rate(sum(c["pass_hat_k"] for c in full), len(full)),
                            "pass_at_k": rate(sum(c["pass_at_k"] for c in full), len(full))}}


__all__ = ["STABILITY_KEYS", "consistency", "grid", "split_key", "stability"]
