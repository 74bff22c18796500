"""The view model of ``report.html`` and ``report.md``: plain dicts and lists built from
``header.json``, the records and ``report.json``.

Every rate shown comes from ``report.json`` as the metrics wrote it; nothing here
recomputes a metric. Keys missing from an older (or newer) ``report.json`` are shown as
absent, and top-level keys this module does not know are listed as they are
(``extras``). The one table derived from the records is the per-task table, and only when
``report.json`` has none (``tasks``); it is labelled so.
"""

from __future__ import annotations

import collections
from typing import Any, Iterable, Mapping

from venus_tasks.devices import SOURCE_SIMULATED
from venus_tasks.report import fmt
from venus_tasks.report.index import task_of

CATEGORY_NAMES = {
    "fa": "function assistance", "cf": "conflict", "va": "vague instruction", "mr": "multi-round",
    "gsa": "GUI-state awareness", "guim": "GUI manipulation", "hgb": "hard GUI browsing",
    "nr": "noise resistance", "bc": "browsecomp-like",
}
# report.json keys rendered by their own sections; any other top-level key goes to extras.
KNOWN_KEYS = frozenset({
    "episodes", "scored", "no_result", "successes", "complete", "reference", "not_ranked", "categories",
    "scores", "no_result_reasons", "attempts_exhausted", "outcomes", "noise", "stability", "consistency",
    "scored_only", "leaderboard", "tasks", "rules", "by_category", "cost", "pudam", "run", "invalid_scores",
    "clarity", "probe", "diag", "twins", "multiple_answers", "interaction", "requirements", "termination", "robustness"})
_LEADERBOARD_KNOWN = frozenset({"name", "scores", "stability", "cost", "diagnostics", "null_reasons"})
PUDAM_AXES = (("p", "P"), ("u", "U"), ("d", "D"), ("a", "A"), ("m", "M"))

Row = dict[str, Any]


def metadata(header: Mapping[str, Any], records: Iterable[Mapping[str, Any]],
             run: Mapping[str, Any] | None = None) -> list[tuple[str, str]]:
    """``[(label, text)]`` describing the run: agent, model, device (and whether it is the
    built-in simulator), suite, selection, seed, git revision, start and duration.

    Times come from ``report.json`` ``run`` (``start``, ``end``, ``duration_s``,
    ``episode_time_s``) when it has them, else from the header and the records."""
    config = header.get("config", {}) or {}
    identity = header.get("agent_identity", {}) or {}
    device = header.get("device", {}) or {}
    agent = str(config.get("agent", "-"))
    if identity.get("agent_class"):
        agent += f" ({identity['agent_class']}" + (", reference agent)" if identity.get("reference") else ")")
    source = device.get("source")
    simulated = "built-in simulated Android 13 device" if source == SOURCE_SIMULATED else (
        f"real device ({source})" if source else "-")
    rows = [
        ("agent", agent),
        ("model", str(config.get("model") or (config.get("agent_config") or {}).get("model") or "-")),
        ("device", " ".join(str(v) for v in (device.get("serial"), device.get("adb") and f"at {device['adb']}") if v)
         or "-"),
        ("device kind", simulated),
        ("suite", str(config.get("suite", "-"))),
        ("selection", _selection(config)),
        ("seed", fmt.num(config.get("seed"))),
        ("instances per task", fmt.num(config.get("n_task_combinations"))),
        ("variants", ", ".join(config.get("variants") or ()) or "original only"),
        ("noise", ", ".join(config.get("noise") or ()) or "none"),
        ("event clock", str(config.get("event_clock") or "step")),
        ("repeats", fmt.num(config.get("repeats"))),
        ("user simulator", str(config.get("user") or "-")),
        ("clarification gate", _gate(config)),
        ("git revision", str(header.get("git_revision") or "-")),
        ("started", fmt.when(header.get("started_at"))),
    ]
    resumed = header.get("resumed") or []
    if resumed:
        rows.append(("resumed", f"{len(resumed)} time(s), last {fmt.when(resumed[-1].get('started_at'))}"))
    rows += _times(run) if isinstance(run, Mapping) and run.get("end") else _durations(records)
    if header.get("python"):
        rows.append(("python", str(header["python"])))
    return rows


def _gate(config: Mapping[str, Any]) -> str:
    """``--gate``, the threshold it used and its question budget, e.g. ``sgc, threshold
    0.8115 (from t.json), at most 1 question(s) per episode``."""
    from venus_tasks.metrics.run_info import gate_info

    info = gate_info(config.get("agent_config") or {})
    if info is None:
        return "none"
    src = info["thresholds_source"]
    return (f"{info['name']}, threshold {fmt.num(info['threshold'], 6)} "
            f"({'built-in default' if src == 'default' else 'from ' + src}), "
            f"at most {fmt.num(info['max_asks'])} question(s) per episode")


def _selection(config: Mapping[str, Any]) -> str:
    parts = []
    if config.get("categories"):
        parts.append("categories " + ", ".join(config["categories"]))
    if config.get("tasks"):
        parts.append("tasks " + ", ".join(config["tasks"]))
    return "; ".join(parts) or "the whole suite"


def _times(run: Mapping[str, Any]) -> list[tuple[str, str]]:
    return [("episodes ran", f"{fmt.when(run.get('start'))} to {fmt.when(run.get('end'))}"),
            ("duration", f"{fmt.duration(run.get('duration_s'))} wall clock, "
                         f"{fmt.duration(run.get('episode_time_s'))} in episodes")]


def _durations(records: Iterable[Mapping[str, Any]]) -> list[tuple[str, str]]:
    spans = [(r["started_at"], r["started_at"] + (r.get("duration_s") or 0)) for r in records
             if isinstance(r.get("started_at"), (int, float)) and r.get("started_at")]
    if not spans:
        return []
    wall = max(e for _, e in spans) - min(s for s, _ in spans)
    busy = sum(e - s for s, e in spans)
    return [("episodes ran", f"{fmt.when(min(s for s, _ in spans))} to {fmt.when(max(e for _, e in spans))}"),
            ("duration", f"{fmt.duration(wall)} wall clock, {fmt.duration(busy)} in episodes")]


def headline(report: Mapping[str, Any]) -> dict[str, Any]:
    """The headline numbers: strict SR (every scheduled episode in the denominator,
    no_result counted as not solved), the scored-only diagnostic, no_result and reasons."""
    scores = report.get("scores") or {}
    scored_only = report.get("scored_only") or {}
    return {
        "strict_sr": scores.get("total"),
        "successes": report.get("successes"),
        "episodes": report.get("episodes"),
        "scored": report.get("scored"),
        "scored_sr": (scored_only.get("scores") or {}).get("total"),
        "scored_label": scored_only.get("label") or "diagnostic: SR over the episodes that have a result",
        "no_result": report.get("no_result") or 0,
        "no_result_reasons": report.get("no_result_reasons") or {},
        "attempts_exhausted": report.get("attempts_exhausted") or 0,
        "complete": report.get("complete"),
        "twins_no_result": (report.get("twins") or {}).get("no_result") or 0,
        "twins_no_result_reasons": (report.get("twins") or {}).get("no_result_reasons") or {},
        "not_ranked": report.get("not_ranked"),
        "outcomes": report.get("outcomes") or {},
        "invalid_scores": report.get("invalid_scores") or 0,
        "multiple_answers": report.get("multiple_answers") or 0,
        "rules": report.get("rules") if isinstance(report.get("rules"), str) else None,
    }


def category_rows(report: Mapping[str, Any]) -> list[Row]:
    """One row per category of ``report.json`` ``categories``: episodes, successes, strict
    SR, the scored-only counts and SR, and from ``by_category`` (when present) partial
    credit, mean score and no_result (None where absent)."""
    strict = report.get("scores") or {}
    more = report.get("by_category") if isinstance(report.get("by_category"), Mapping) else {}
    scored_only = report.get("scored_only") or {}
    scored_counts = scored_only.get("categories") or {}
    scored_scores = scored_only.get("scores") or {}
    rows = []
    for code, c in (report.get("categories") or {}).items():
        s = scored_counts.get(code) or {}
        rows.append({"code": code, "name": CATEGORY_NAMES.get(code, ""), "episodes": c.get("episodes", 0),
                     "successes": c.get("successes", 0), "sr": strict.get(code),
                     "scored": s.get("episodes"), "scored_sr": scored_scores.get(code),
                     **{k: (more.get(code) or {}).get(k) for k in ("partial", "mean_score", "no_result")}})
    return rows


def task_table(report: Mapping[str, Any], records: list[Mapping[str, Any]],
               instances: Iterable[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """The per-task table: ``{"columns": [name], "rows": [{column: value}], "derived": bool}``.

    ``report.json`` ``tasks`` (a ``{task: {column: value}}`` mapping or a list of rows)
    is shown as it is; without it the rows are derived from the records for display
    (episodes, successes, no_result, mean steps and mean output tokens over the episodes
    that ran, outcomes), scheduled episodes without a record counting as ``not_run``."""
    tasks = report.get("tasks")
    rows = _rows_of(tasks) if tasks else None
    derived = rows is None
    if derived:
        rows = _derived_task_rows(records, instances)
    columns: list[str] = []
    for row in rows:
        columns += [k for k in row if k not in columns]
    return {"columns": columns, "rows": rows, "derived": derived}


def _rows_of(tasks: Any) -> list[Row] | None:
    if isinstance(tasks, Mapping):
        return [{"task": name, **(v if isinstance(v, Mapping) else {"value": v})} for name, v in tasks.items()]
    if isinstance(tasks, list) and all(isinstance(r, Mapping) for r in tasks):
        return [dict(r) for r in tasks]
    return None


def _derived_task_rows(records: list[Mapping[str, Any]], instances: Iterable[Mapping[str, Any]]) -> list[Row]:
    by_task: dict[str, list[Mapping[str, Any]]] = collections.defaultdict(list)
    for r in records:
        by_task[str(r.get("task") or task_of(r["key"]))].append(r)
    seen = {r["key"] for r in records}
    not_run: collections.Counter[str] = collections.Counter(
        task_of(i["key"]) for i in instances if i.get("key") and i["key"] not in seen)
    for task in not_run:
        by_task.setdefault(task, [])
    rows = []
    for task, rs in by_task.items():
        ran = [r for r in rs if r.get("steps") is not None]
        outcomes = collections.Counter(str(r.get("outcome")) for r in rs)
        if not_run[task]:
            outcomes["not_run"] += not_run[task]
        rows.append({
            "task": task,
            "episodes": len(rs) + not_run[task],
            "successes": sum(1 for r in rs if r.get("success")),
            "no_result": sum(1 for r in rs if r.get("no_result")) + not_run[task],
            "mean_steps": _mean(r.get("steps", 0) for r in ran),
            "mean_output_tokens": _mean((r.get("usage") or {}).get("completion_tokens", 0) for r in ran),
            "outcomes": dict(outcomes),
        })
    return rows


def _mean(values: Iterable[float]) -> float | None:
    vs = list(values)
    return round(sum(vs) / len(vs), 1) if vs else None


_COST_LABELS = (("tt_k", "TT", "{}k output tokens in total"), ("pt", "PT", "{} output tokens per step"),
                ("prompt_tokens", "prompt tokens", "{}"), ("cached_tokens", "cached prompt tokens", "{}"),
                ("completion_tokens", "output tokens", "{}"), ("steps", "steps", "{}"),
                ("source", "counted from", "{}"))


def cost(report: Mapping[str, Any]) -> list[tuple[str, str]] | None:
    """The token cost as ``[(label, text)]``: TT, PT, prompt, cached and output tokens,
    steps and the count's source, then any other key of the block; from the leaderboard
    entry's ``cost``, else a top-level ``cost``; None when report.json has neither.

    When the leaderboard's ``cost`` is null for a reason (the agent reported no token
    usage: ``metrics.scores.cost_null_reason``) the first row says so and the counts
    that follow are labelled as not a cost; partial usage gets a row of its own."""
    board = report.get("leaderboard") or {}
    why = (board.get("null_reasons") or {}).get("cost") if board else None
    found = board.get("cost") or report.get("cost")
    if not isinstance(found, Mapping):
        return [("leaderboard cost", f"unknown (null): {why}")] if why else None
    why = why or found.get("null_reason")
    rows = [("leaderboard cost", f"unknown (null): {why}")] if why else []
    if found.get("partial_usage"):
        rows.append(("partial usage", str(found["partial_usage"])))
    rows += [(label, text.format(fmt.num(found[key]))) for key, label, text in _COST_LABELS if key in found]
    gap = found.get("usage_missing")
    if isinstance(gap, Mapping):
        rows.append(("steps without usage", f"{fmt.num(gap.get('steps'))} of {fmt.num(gap.get('of'))}"))
    known = {key for key, _, _ in _COST_LABELS} | {"usage_missing", "null_reason", "partial_usage"}
    return rows + [(k.replace("_", " "), fmt.num(v)) for k, v in found.items() if k not in known]


def leaderboard_null(report: Mapping[str, Any], key: str) -> str | None:
    """Why the leaderboard entry's ``key`` (``stability``, ``cost``) is null, or None."""
    return ((report.get("leaderboard") or {}).get("null_reasons") or {}).get(key)


def pudam(report: Mapping[str, Any]) -> list[Row] | None:
    """``[{"dim", "l12", "l34", "l12_of", "l34_of"}]``: SR (%) per PUDAM dimension at levels
    1-2 and 3-4 from the leaderboard's ``diagnostics``, else from ``report.json`` ``pudam``
    (``{dim: {tier: {"correct", "total", "acc"}}}``), whose ``correct/total`` fill the
    ``*_of`` fields when present; None when report.json has neither."""
    diag = (report.get("leaderboard") or {}).get("diagnostics")
    counts = report.get("pudam") if isinstance(report.get("pudam"), Mapping) else {}
    if not isinstance(diag, Mapping) and not counts:
        return None
    rows = []
    for d, label in PUDAM_AXES:
        row: Row = {"dim": label}
        for tier in ("l12", "l34"):
            c = (counts.get(d) or {}).get(tier) if isinstance(counts.get(d), Mapping) else None
            c = c if isinstance(c, Mapping) else {}
            row[tier] = diag.get(f"{d}_{tier}") if isinstance(diag, Mapping) else c.get("acc")
            row[f"{tier}_of"] = f"{c['correct']}/{c['total']}" if "correct" in c and "total" in c else None
        rows.append(row)
    return rows


def clarity_rows(report: Mapping[str, Any]) -> list[Row]:
    """``report.json`` ``clarity`` (``metrics.clarity``) as one row per clarity level:
    ``{"level", "episodes", "rcr", "tsr", "partial", "ask_rate", "dcr", "violations", "igr",
    "etr_early", "etr_late", "ask_match", "match_only"}``; [] without ambiguity episodes."""
    levels = (report.get("clarity") or {}).get("levels") or {}
    rows = []
    for level, b in levels.items():
        req, etr = b.get("requirements") or {}, b.get("etr") or {}
        rows.append({"level": level, "episodes": b.get("episodes"), "rcr": req.get("rcr"), "tsr": req.get("tsr"),
                     "partial": (req.get("classes") or {}).get("partial"), "ask_rate": b.get("ask_rate"),
                     "dcr": (b.get("dcr") or {}).get("rate"), "violations": (b.get("dcr") or {}).get("violations") or {},
                     "igr": (b.get("igr") or {}).get("rate"), "etr_early": etr.get("early_rate"),
                     "etr_late": etr.get("late_rate"), "ask_match": (b.get("ask_match") or {}).get("rate"),
                     "match_only": (b.get("match_only") or {}).get("rate")})
    return rows


def probe_rows(report: Mapping[str, Any]) -> list[Row]:
    """``report.json`` ``probe`` (``metrics.probe``: MID-Bench's step-level probes) as rows
    ``{"group", "steps", "ask_match", "match_only", "gap", "ask_rate", "stages"}``: all
    ambiguous steps, then per split and per ambiguity type, then ``clear`` (its Match in
    ``match_only``); [] without probe episodes."""
    probe = report.get("probe") or {}
    if not probe:
        return []
    blocks = [("all ambiguous", probe.get("ambiguous") or {}), *(probe.get("by_split") or {}).items(),
              *(probe.get("by_type") or {}).items()]
    rows = [{"group": name, "steps": b.get("steps"), "ask_match": b.get("ask_match"),
             "match_only": b.get("match_only"), "gap": b.get("gap"), "ask_rate": b.get("ask_rate"),
             "stages": {k: v.get("n") for k, v in (b.get("stages") or {}).items() if v.get("n")}}
            for name, b in blocks if b.get("steps")]
    c = probe.get("clear") or {}
    rows.append({"group": "clear", "steps": c.get("steps"), "ask_match": None, "match_only": c.get("match"),
                 "gap": None, "ask_rate": c.get("ask_rate"), "stages": {}})
    return rows


def diag_rows(report: Mapping[str, Any]) -> list[Row]:
    """``report.json`` ``diag`` (``metrics.diag``: MID-Bench's diagnostics, section 4) as rows
    ``{"figure", "rate", "count"}``: the empty-instruction ask and recognition rates, the
    ambiguous instruction's, the recognition-action gap (points; no count), the action match
    with the matched, no and mismatched instruction; [] without diagnostic episodes."""
    diag = report.get("diag") or {}
    if not diag:
        return []
    ev = diag.get("empty_vs_ambiguous") or {}
    ic = diag.get("instruction_conditioning") or {}

    def row(figure: str, r: Mapping[str, Any] | None) -> Row:
        r = r or {}
        return {"figure": figure, "rate": r.get("rate"),
                "count": f"{r.get('n')} of {r.get('of')}" if r.get("of") is not None else "-"}

    e, a = ev.get("empty") or {}, ev.get("ambiguous") or {}
    return [row("empty instruction: asked (4.1)", e.get("ask")),
            row("empty instruction: recognised (NO_TASK or AMBIGUOUS)", e.get("recognition")),
            row("ambiguous instruction: asked, action mode (4.2)", a.get("ask")),
            row("ambiguous instruction: recognised, recognition mode (4.2)", a.get("recognition")),
            {"figure": "recognition-action gap (points)", "rate": diag.get("recognition_action_gap"), "count": "-"},
            *(row(f"action match, {c} instruction (4.3)", ic.get(c)) for c in ("matched", "none", "mismatched"))]


def variant_rows(report: Mapping[str, Any]) -> list[Row]:
    """``stability.variants`` as rows ``{"variant", "episodes", "successes", "no_result", "sr"}``."""
    variants = (report.get("stability") or {}).get("variants") or {}
    return [{"variant": name, **{k: v for k, v in (cell or {}).items()}} for name, cell in variants.items()]


def leaderboard_extras(report: Mapping[str, Any]) -> dict[str, Any]:
    """Leaderboard entry keys without a section of their own."""
    board = report.get("leaderboard") or {}
    return {k: v for k, v in board.items() if k not in _LEADERBOARD_KNOWN}


def extras(report: Mapping[str, Any]) -> dict[str, Any]:
    """Top-level ``report.json`` keys without a section of their own (e.g. metrics added
    after this module), shown as they are."""
    return {k: v for k, v in report.items() if k not in KNOWN_KEYS}
