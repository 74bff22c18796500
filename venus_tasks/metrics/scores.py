"""SR per category, cost (TT/PT) and PUDAM diagnostics: small pure functions over records.

Definitions follow the public VenusBench-Mobile leaderboard
(``results/venusbench-mobile.json`` in UI-Venus/VenusBench-Mobile-Leaderboard, and
VenusBench-Mobile's ``utils/stability_statistic.py``): per-category SR and ``total`` in percent with one
decimal; ``tt_k`` = total output tokens across tasks in thousands; ``pt`` = average output
tokens per step; diagnostics ``<dim>_l12``/``<dim>_l34`` = SR (percent, integer) of the
tasks whose level in that PUDAM dimension is 1-2 or 3-4. Unlike VenusBench's scripts, a
partial score is *not* a success (success = score 1.0 and the agent ended the episode).

Every rate here is *strict*: its denominator is every scheduled episode, and an episode
with no result (``no_result``, or never run) counts as not solved, so no agent gains by
failing to answer (MobileWorld drops such episodes from the denominator; see
``shared/reference/peers.md``). ``scored(...)`` gives the labelled diagnostic: the same
rates over the episodes that have a result.

Cost is never hidden as 0: ``cost_null_reason`` says when a run's counts cannot stand for
its cost (the agent reported no token usage), and ``metrics.report`` then publishes the
leaderboard's ``cost`` as null with that reason; ``partial_usage`` flags a run in which
only some steps reported usage.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import number, rate

CATEGORY_CODES = ("fa", "cf", "va", "mr", "gsa", "guim", "hgb", "nr", "bc")
PUDAM_DIMS = ("p", "u", "d", "a", "m")

Record = Mapping[str, Any]


NOT_RUN = "not_run"  # outcome of a scheduled episode with no record yet


def scored(records: Iterable[Record]) -> list[Record]:
    """Records that have a result (``no_result`` ones removed)."""
    return [r for r in records if not r["no_result"]]


def scheduled_episodes(records: Iterable[Record], instances: Iterable[Mapping[str, Any]]) -> list[Record]:
    """One entry per scheduled episode: its record, or a ``not_run`` placeholder
    (``no_result``, not solved) for an instance of ``instances`` (``header.json``
    ``instances``: ``key``, ``category``, ``pudam``) that has none. Records of keys not
    in ``instances`` are kept too."""
    by_key = {r["key"]: r for r in records}
    out = list(by_key.values())
    for inst in instances:
        if inst["key"] not in by_key:
            out.append({"key": inst["key"], "category": inst.get("category", "unknown"),
                        "variant": inst.get("variant", ""), "noise_plan": inst.get("noise", []),
                        "pudam": inst.get("pudam"), "outcome": NOT_RUN, "no_result": True,
                        "success": False, "score": None, "steps": 0, "usage": {}})
    return out


def category_counts(records: Iterable[Record]) -> dict[str, dict[str, int]]:
    """``{code: {"episodes": n, "successes": k}}`` over the given records, every code
    present (pass ``scored(...)`` for the diagnostic over episodes with a result)."""
    out = {c: {"episodes": 0, "successes": 0} for c in CATEGORY_CODES}
    for r in records:
        c = out.setdefault(r["category"], {"episodes": 0, "successes": 0})
        c["episodes"] += 1
        c["successes"] += int(bool(r["success"]))
    return out


def leaderboard_scores(counts: Mapping[str, Mapping[str, int]]) -> dict[str, float | None]:
    """``scores`` of a leaderboard model entry: SR per category and ``total`` (null if no tasks)."""
    scores = {c: rate(counts[c]["successes"], counts[c]["episodes"]) for c in CATEGORY_CODES}
    scores["total"] = rate(sum(counts[c]["successes"] for c in CATEGORY_CODES),
                           sum(counts[c]["episodes"] for c in CATEGORY_CODES))
    return scores


SOURCE_NOTES = {"api": "token counts from the model server's API usage",
                "chars": "characters of model output, counted because the server sent no usage",
                "mixed": "API tokens for some calls and characters for others",
                "none": "no model calls were counted (a reference or scripted agent)"}


def cost(records: Iterable[Record]) -> dict[str, Any]:
    """``tt_k`` (output tokens / 1000, one decimal), ``pt`` (output tokens per step) and
    the token source(s) they were counted from (``api``, ``chars`` or ``none``), over
    every episode that ran (tokens spent before a ``no_result`` count too); also
    ``prompt_tokens``, ``cached_tokens``, ``completion_tokens``, ``steps``,
    ``successes``, ``output_tokens_per_success`` (null without a success),
    ``source_note`` (what the source means) and ``usage_missing``: ``{"steps", "of",
    "episodes"}``, the agent steps whose model call reported no usage (``source`` none;
    from the per-step usage of the records' trajectories, else from each episode's usage
    for all its steps), ``of`` every agent step. A count
    that is not a finite number reads as 0. ``null_reason`` says whether the counts can
    stand for a leaderboard cost."""
    rs = [r for r in records if r.get("outcome") != NOT_RUN]
    usages = [r.get("usage") if isinstance(r.get("usage"), Mapping) else {} for r in rs]
    out_tokens = sum(number(u.get("completion_tokens", 0)) for u in usages)
    steps = sum(number(r.get("steps", 0)) for r in rs)
    wins = sum(1 for r in rs if r.get("success"))
    sources = sorted({str(u.get("source", "none")) for u in usages})
    source = "+".join(sources) if sources else "none"
    missing, agent_steps, bare = 0, 0, 0
    for r, u in zip(rs, usages):
        traj = r.get("trajectory")
        entries = [e.get("usage") if isinstance(e, Mapping) else None for e in traj] \
            if isinstance(traj, list) else []
        if entries and all(isinstance(e, Mapping) and "source" in e for e in entries):
            agent_steps += len(entries)
            lacking = sum(1 for e in entries if e["source"] == "none")
        else:   # no per-step sources (or no trajectory): the episode's usage speaks for its steps
            n = int(number(r.get("steps", 0)))
            agent_steps += n
            lacking = n if str(u.get("source", "none")) == "none" else 0
        missing += lacking
        bare += bool(lacking)
    return {"tt_k": round(out_tokens / 1000, 1), "pt": round(out_tokens / steps, 1) if steps else None,
            "prompt_tokens": sum(number(u.get("prompt_tokens", 0)) for u in usages),
            "completion_tokens": out_tokens,
            "cached_tokens": sum(number(u.get("cached_tokens", 0)) for u in usages),
            "steps": steps, "source": source, "successes": wins,
            "output_tokens_per_success": round(out_tokens / wins, 1) if wins else None,
            "source_note": "; ".join(f"{s}: {SOURCE_NOTES.get(s, 'unknown source')}" for s in source.split("+")),
            "usage_missing": {"steps": missing, "of": agent_steps, "episodes": bare}}


def cost_null_reason(block: Mapping[str, Any]) -> str | None:
    """Why ``cost(...)``'s counts cannot be a leaderboard cost, or None when they can:
    no agent step ran, or the agent reported no token usage for any step (its cost is
    unknown, not 0). Partial usage is not a reason (see ``partial_usage``)."""
    gap = block.get("usage_missing") or {}
    if not gap.get("of"):
        return "no agent step ran, so no cost was measured"
    if gap.get("steps") == gap.get("of"):
        return (f"the agent reported no token usage for any of its {gap['of']} step(s): its cost is unknown, "
                "not 0 (an http agent sends `usage` with each /step reply)")
    return None


def partial_usage(block: Mapping[str, Any]) -> str | None:
    """A warning when some but not all agent steps reported token usage: TT and PT then
    count only the steps that did (a lower bound); None otherwise."""
    gap = block.get("usage_missing") or {}
    if gap.get("of") and 0 < gap.get("steps", 0) < gap["of"]:
        return (f"{gap['steps']} of {gap['of']} agent step(s) ({gap.get('episodes', 0)} episode(s)) reported "
                "no token usage: TT and PT count only the others, a lower bound")
    return None


def pudam_diagnostics(records: Iterable[Record]) -> dict[str, int | None]:
    """``{"p_l12": SR%, "p_l34": SR%, ...}`` (integers; None where no task has that level)."""
    counts = pudam_counts(records)
    out: dict[str, int | None] = {}
    for dim in PUDAM_DIMS:
        for tier in PUDAM_TIERS:
            value = rate(counts[dim][tier]["correct"], counts[dim][tier]["total"], ndigits=0)
            out[f"{dim}_{tier}"] = int(value) if value is not None else None
    return out


PUDAM_TIERS = {"l12": (1, 2), "l34": (3, 4)}


def pudam_counts(records: Iterable[Record]) -> dict[str, dict[str, dict[str, Any]]]:
    """``{dim: {"l12": {"correct", "total", "acc"}, "l34": {...}}}``: VenusBench-Mobile's
    dimension-wise accuracy (Acc_dim = Y_{d,tier} / X_{d,tier}) with its counts: ``total``
    episodes whose task has that dimension at a level of the tier, ``correct`` those
    solved (strict success, not VenusBench's score > 0), ``acc`` in percent, one decimal."""
    rs = [r for r in records if isinstance(r.get("pudam"), Mapping)]
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for dim in PUDAM_DIMS:
        out[dim] = {}
        for tier, levels in PUDAM_TIERS.items():
            group = [r for r in rs if r["pudam"].get(dim) in levels]
            wins = sum(1 for r in group if r["success"])
            out[dim][tier] = {"correct": wins, "total": len(group), "acc": rate(wins, len(group))}
    return out


def noise_effect(clean: Iterable[Record], noisy: Iterable[Record], kinds: Iterable[str] = ()) -> dict[str, Any]:
    """SR of the same instances without and with run-level noise (``--noise``), strict
    (an episode without a result counts as not solved, on either side), with how many of
    each side have no result, and their ratio (noisy / clean, two decimals; None when
    clean SR is 0); ``kinds`` are the run's ``--noise`` kinds when given, else every kind
    planned for the noisy twins::

      {"kinds": [...], "clean": {"episodes", "successes", "no_result", "sr"}, "noisy": {...}, "ratio"}
    """
    noisy = list(noisy)
    keys = {r["key"].split("@", 1)[0] for r in noisy}
    clean = [r for r in clean if r["key"] in keys]

    def side(rs: list[Record]) -> dict[str, Any]:
        wins = sum(1 for r in rs if r["success"])
        return {"episodes": len(rs), "successes": wins, "no_result": sum(1 for r in rs if r["no_result"]),
                "sr": rate(wins, len(rs))}

    a, b = side(clean), side(noisy)
    kinds = sorted(kinds) or sorted({e["kind"] for r in noisy for e in r.get("noise_plan", ())})
    ratio = round(b["sr"] / a["sr"], 2) if a["sr"] else None
    return {"kinds": kinds, "clean": a, "noisy": b, "ratio": ratio}
