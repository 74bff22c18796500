"""``report.json`` and the printed table, built only from a run directory's records."""

from __future__ import annotations

import collections
import json
import os
from typing import Any, Mapping, Sequence

from venus_tasks.metrics import scores as S
from venus_tasks.metrics import tables
from venus_tasks.metrics.clarity import clarity_levels
from venus_tasks.metrics.diag import diag_metrics, format_lines as diag_lines
from venus_tasks.metrics.interaction import interaction
from venus_tasks.metrics.probe import format_lines as probe_lines, probe_metrics
from venus_tasks.metrics.records import INVALID_SCORE, invalid_scores
from venus_tasks.metrics.requirements import coverage
from venus_tasks.metrics.retries import retries, retry_line
from venus_tasks.metrics.robustness import robustness
from venus_tasks.metrics.run_info import run_info
from venus_tasks.metrics.stability import ORIGINAL, consistency, split_key, stability
from venus_tasks.metrics.termination import termination
from venus_tasks import writes
from venus_tasks.results import MAX_ATTEMPTS, read_header, read_records

REPORT_FILE = "report.json"


def build_report(records: list[Mapping[str, Any]], name: str, instances: Sequence[Mapping[str, Any]] = (),
                 reference: bool = False, not_ranked: str | None = None,
                 noise_kinds: Sequence[str] = (), variants: Sequence[str] = (),
                 skipped: Sequence[Mapping[str, str]] = (),
                 header: Mapping[str, Any] | None = None, event_clock: str = "step") -> dict[str, Any]:
    """The report of a run: strict SR, its labelled diagnostic, outcomes and a leaderboard entry.

    Args:
      records: the latest record of each episode key (``results.read_records``).
      name: the agent's name as the leaderboard shows it.
      instances: the scheduled episodes (``header.json`` ``instances``); those without a
        record count as ``not_run``.
      reference: the agent was a reference agent (oracle, GUI solver): no leaderboard entry.
      not_ranked: another reason for no leaderboard entry (e.g. an in-process plugin agent).
      noise_kinds: the run's ``--noise`` kinds (labels the ``noise`` entry).
      variants: the run's ``--variants`` (``original`` for the plain instances); with
        more than the original, the report has a ``stability`` block (``metrics.stability``).
      skipped: task x variant cells that do not exist (``header.json`` ``skipped``).
      header: ``header.json`` (the ``run`` block's metadata; without it those fields are null).
      event_clock: the run's ``--event_clock`` (``noise.clock``): ``step`` (the ranked
        setting) or ``wall``. The report says it (``event_clock``); a wall-clock run's
        leaderboard entry says it too and its name carries `` [wall clock]``, so that
        it is never ranked with the step-clock entries of the same agent.

    Shape: ``{"episodes" (scheduled), "scored", "no_result", "successes", "complete" (no
    scheduled episode, plain, variant or noise twin, lacks a result), "reference",
    "categories": {code: {"episodes", "successes"}} (strict), "scores" (the strict SR per
    category and ``total``, as the leaderboard entry has them), "no_result_reasons":
    {outcome: n}, "attempts_exhausted" (no_result episodes, twins included, that will not
    be run again), "outcomes": {outcome: n}, "twins": {"episodes", "no_result",
    "variants", "noise", "no_result_reasons"} (the variant and noise twins, outside the
    headline), "scored_only": {"label", "scores", "categories"} (the SR over episodes with
    a result, a diagnostic), "noise": null or {"clean", "noisy", "ratio"} (``--noise``: the
    same instances without and with run-level noise, each side with its ``no_result``; the
    headline counts the clean ones), "stability": null or the grid's SR per variant, Min,
    Max, SPR and incomplete bases, "consistency": null or pass^k and pass@k per cell (when
    an instance ran more than once, ``--repeats``), "leaderboard": {"name", "scores",
    "stability", "cost", "diagnostics", "null_reasons": {key: why} when ``stability`` or
    ``cost`` is null for a reason, and "agent_retries" (the ``retries`` block) when some
    episode was scored on a retry after an ``agent_error``} or None}``. The headline counts the plain instances
    (every repeat). The leaderboard's ``stability`` is null unless the run has variants
    besides the original, and null with a reason while the run is incomplete; its ``cost``
    is null with a reason when the agent reported no token usage (``scores.cost_null_reason``),
    never 0, and carries ``partial_usage`` when only some steps reported it.

    Also: ``retries`` (``metrics.retries``: episodes scored on a retry after the agent's
    server failed, and the SR with them failed), ``rules`` (the denominator rule, in words), ``invalid_scores`` (scored records
    whose score was not a finite number, counted as no_result ``invalid_score``),
    ``by_category`` (``metrics.tables``: SR, partial credit, mean score and no_result per
    category and ``total``), ``tasks`` (the per-task table), ``cost`` (the leaderboard's
    cost block, for every run, with ``null_reason`` and ``partial_usage``), ``pudam`` (correct/total/acc per dimension and tier),
    ``interaction`` (``metrics.interaction``: ask rate, Act-without-Asking, Ask+Match,
    Match-Only, DCR, IGR), ``probe`` (``metrics.probe``: MID-Bench's step-level Clear,
    Ask+Match, Match-Only, gap, ask rate and stages per split and type, or null), ``diag``
    (``metrics.diag``: MID-Bench's diagnostics of a ``mid_diag`` run: the empty-instruction
    ask rate, recognition against action mode, action match by instruction, or null),
    ``requirements`` (``metrics.requirements``: RCR, TSR),
    ``termination`` (``metrics.termination``: early and budget terminations; SHR and ARR
    over the episodes with a golden trace, ``metrics.process``), ``clarity``
    (``metrics.clarity``: RCR, TSR, partial, ask rate, DCR with its violation kinds, IGR,
    ETR early/late, SHR, ARR per AmbiBench clarity level, or null without
    ``ambiguity`` episodes), ``robustness`` (``metrics.robustness``: variants, repeats and noise together, or
    null), ``run`` (``metrics.run_info``: agent, model, device, seed, revision, times) and
    ``multiple_answers`` (records with more than one ``answer`` action; only the last is scored).
    """
    records = invalid_scores(records)
    everything = S.scheduled_episodes(records, instances)
    episodes = [r for r in everything if not r.get("variant")]
    noisy = [r for r in everything if r.get("variant") == "noise"]
    twins = [r for r in everything if r.get("variant")]
    counts = S.category_counts(episodes)
    scored_counts = S.category_counts(S.scored(episodes))
    no_result = [r for r in episodes if r["no_result"]]
    twins_missing = [r for r in twins if r["no_result"]]
    complete = not no_result and not twins_missing
    grid_variants = [v or ORIGINAL for v in variants]
    stable = stability(everything, grid_variants, skipped) if set(grid_variants) - {ORIGINAL} else None
    repeated = any(split_key(r["key"])[2] for r in everything if _is_key(r["key"]))
    repeats = consistency(everything) if repeated else None
    noise = S.noise_effect(episodes, noisy, noise_kinds) if noisy else None
    cost = S.cost(episodes)
    board_nulls = {}
    if stable and not complete:
        board_nulls["stability"] = (f"the run is incomplete ({len(no_result) + len(twins_missing)} scheduled "
                                    "episode(s) without a result); resume it to publish stability")
    why_no_cost = S.cost_null_reason(cost)
    if why_no_cost:
        board_nulls["cost"] = why_no_cost
    partial_usage = S.partial_usage(cost)
    again = retries(episodes, twins)
    return {
        "episodes": len(episodes),
        "scored": len(episodes) - len(no_result),
        "no_result": len(no_result),
        "successes": sum(1 for r in episodes if r["success"]),
        "complete": complete,
        "reference": reference,
        "not_ranked": not_ranked if not_ranked else ("reference agent" if reference else None),
        "categories": counts,
        "scores": S.leaderboard_scores(counts),
        "no_result_reasons": dict(collections.Counter(r["outcome"] for r in no_result)),
        "attempts_exhausted": sum(1 for r in no_result + twins_missing if r.get("attempts", 0) >= MAX_ATTEMPTS),
        "outcomes": dict(collections.Counter(r["outcome"] for r in episodes)),
        "twins": {"episodes": len(twins), "no_result": len(twins_missing),
                  "variants": sum(1 for r in twins_missing if r["variant"] != "noise"),
                  "noise": sum(1 for r in twins_missing if r["variant"] == "noise"),
                  "no_result_reasons": dict(collections.Counter(r["outcome"] for r in twins_missing))},
        "noise": noise,
        "stability": stable,
        "consistency": repeats,
        "scored_only": {
            "label": "diagnostic: SR over the episodes that have a result (no_result left out)",
            "scores": S.leaderboard_scores(scored_counts),
            "categories": scored_counts,
        },
        "leaderboard": None if reference or not_ranked else {
            "name": name if event_clock == "step" else f"{name} [{event_clock} clock]",
            "event_clock": event_clock,
            "scores": S.leaderboard_scores(counts),
            "stability": stable["leaderboard"] if stable and "stability" not in board_nulls else None,
            "cost": None if why_no_cost else ({**cost, "partial_usage": partial_usage} if partial_usage else cost),
            "diagnostics": S.pudam_diagnostics(episodes),
            **({"null_reasons": board_nulls} if board_nulls else {}),
            **({"agent_retries": again} if again["episodes"] or again["twins"]["episodes"] else {}),
        },
        "retries": again,
        "event_clock": event_clock,
        "rules": tables.RULES,
        "invalid_scores": sum(1 for r in episodes if r["outcome"] == INVALID_SCORE),
        "by_category": tables.by_category(episodes),
        "tasks": tables.by_task(episodes),
        "cost": {**cost, "null_reason": why_no_cost, "partial_usage": partial_usage},
        "pudam": S.pudam_counts(episodes),
        "interaction": interaction(episodes),
        "probe": probe_metrics(episodes),
        "diag": diag_metrics(episodes),
        "requirements": coverage(episodes),
        "termination": termination(episodes),
        "clarity": clarity_levels(episodes),
        "robustness": robustness(stable, repeats, noise),
        "run": run_info(header or {}, records),
        "multiple_answers": multiple_answers(records),
    }


def multiple_answers(records: Sequence[Mapping[str, Any]]) -> int:
    """How many episode records hold more than one ``answer`` action (``answers``, else the
    trajectory): only the last one is scored (AndroidWorld's answer channel), so a correct
    answer followed by a courtesy one scores 0."""
    def count(r: Mapping[str, Any]) -> int:
        if isinstance(r.get("answers"), list):
            return len(r["answers"])
        return sum(1 for e in r.get("trajectory") or () if (e.get("action") or {}).get("action_type") == "answer"
                   and "dropped" not in e and "invalid" not in e)
    return sum(1 for r in records if count(r) > 1)


def write_report(run_dir: str, name: str) -> dict[str, Any]:
    """Read ``run_dir``'s header and episodes, write ``report.json`` atomically and return
    the report.

    Raises:
      writes.RunDirWriteError: ``report.json`` could not be written (the old one is kept).
    """
    header = read_header(run_dir) or {}
    identity = header.get("agent_identity", {})
    config = header.get("config", {})
    report = build_report(read_records(run_dir), name, header.get("instances", ()),
                          reference=bool(identity.get("reference")), not_ranked=identity.get("not_ranked"),
                          noise_kinds=config.get("noise", ()), variants=config.get("variants", ()),
                          skipped=header.get("skipped", ()), header=header,
                          event_clock=config.get("event_clock", "step"))
    text = json.dumps(report, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    writes.write_file(os.path.join(run_dir, REPORT_FILE), text.encode("utf-8"))
    return report


def format_table(report: Mapping[str, Any], resume_hint: str = "") -> str:
    """A plain-text table: one row per category with scheduled episodes, successes,
    partial credit (0 < score < 1, not success) and the strict SR; then the diagnostic SR
    over scored episodes, what has no result and how to resume, variants, repeats and
    noise, the ask rate and MID-Bench's rates when the run has dialogue, and the token cost.

    Args:
      resume_hint: the command that resumes the run, shown when it is incomplete.
    """
    detail = report.get("by_category", {})
    lines = [f"{'category':<9}{'episodes':>9}{'success':>9}{'partial':>9}{'SR %':>8}"]
    strict = report["scores"]
    for code in S.CATEGORY_CODES:
        c = report["categories"][code]
        part = detail.get(code, {}).get("partial", "-")
        lines.append(f"{code.upper():<9}{c['episodes']:>9}{c['successes']:>9}{part:>9}{_pct(strict[code]):>8}")
    part = detail.get("total", {}).get("partial", "-")
    lines.append(f"{'TOTAL':<9}{report['episodes']:>9}{report['successes']:>9}{part:>9}{_pct(strict['total']):>8}")
    if report.get("not_ranked"):
        lines.append(f"no leaderboard entry: {report['not_ranked']}")
    twins = report.get("twins") or {}
    if report["no_result"] or twins.get("no_result"):
        if report["no_result"]:
            reasons = ", ".join(f"{k} {v}" for k, v in sorted(report["no_result_reasons"].items()))
            lines.append(f"INCOMPLETE: {report['no_result']} of {report['episodes']} episode(s) have no result "
                         f"({reasons}); they count as not solved above.")
            lines.append(f"diagnostic SR over the {report['scored']} scored episode(s): "
                         f"{_pct(report['scored_only']['scores']['total'])}")
        if twins.get("no_result"):
            reasons = ", ".join(f"{k} {v}" for k, v in sorted(twins["no_result_reasons"].items()))
            kinds = ", ".join(f"{twins[k]} {k}" for k in ("variants", "noise") if twins.get(k))
            lines.append(f"INCOMPLETE: {twins['no_result']} of {twins['episodes']} variant or noise twin(s) have no "
                         f"result ({kinds}: {reasons}); they count as not solved in the stability and noise "
                         "figures.")
        if report.get("attempts_exhausted"):
            lines.append(f"{report['attempts_exhausted']} of them had no result {MAX_ATTEMPTS} times "
                         "and will not be run again")
        rerun = (report["no_result"] + twins.get("no_result", 0) - report.get("attempts_exhausted", 0)
                 - report.get("invalid_scores", 0))
        if resume_hint and rerun > 0:   # a record with an invalid score is not run again
            lines.append(f"to run them again, resume with: {resume_hint}")
    again = retry_line(report.get("retries"))
    if again:
        lines.append(again)
    if report.get("event_clock", "step") != "step":
        lines.append(f"event clock: {report['event_clock']} (GSA tracking events fired on the device's clock; "
                     "reported apart from the step-clock runs, which the leaderboard ranks)")
    if report.get("noise"):
        n = report["noise"]
        missing = n["noisy"].get("no_result", 0)
        lines.append(f"noise ({', '.join(n['kinds'])}): SR {_pct(n['clean']['sr'])} without, "
                     f"{_pct(n['noisy']['sr'])} with, ratio {n['ratio'] if n['ratio'] is not None else '-'}"
                     + (f"; {missing} of {n['noisy']['episodes']} noisy episode(s) have no result (not solved)"
                        if missing else ""))
    if report.get("stability"):
        st = report["stability"]
        per = ", ".join(f"{v} {_pct(p['sr'])}" for v, p in st["variants"].items())
        lines.append(f"stability: SR per variant {per}; min {_pct(st['min'])}, max {_pct(st['max'])}")
        notes = [f"{len(st['incomplete'])} incomplete (a cell without a result)" if st["incomplete"] else "",
                 f"{len(st.get('redrawn', ()))} re-drawn (the plain cell was retried on another instance)"
                 if st.get("redrawn") else ""]
        notes = [x for x in notes if x]
        lines.append(f"SPR {_pct(st['spr'])}: {st['stable']} of {st['bases']} base instance(s) succeed in every "
                     "variant" + (f"; {', '.join(notes)}, counted as not stable" if notes else ""))
    if report.get("consistency"):
        c = report["consistency"]
        lines.append(f"repeats: pass^{c['k']} {_pct(c['pass_hat_k'])}, pass@{c['k']} {_pct(c['pass_at_k'])} "
                     f"over {c['k']} draw(s) of each task"
                     + (f"; {len(c['incomplete'])} cell(s) with a run without a result, counted as failed runs"
                        if c["incomplete"] else ""))
    talk = report.get("interaction") or {}
    if talk.get("dialogue_episodes"):
        awa, am, mo = talk["acted_without_asking"], talk["ask_match"], talk["match_only"]
        lines.append(f"dialogue: ask rate {_pct(talk['ask_rate'])} ({talk['asked']} of {talk['dialogue_episodes']}); "
                     f"needing a question: acted without asking {_pct(awa['rate'])}, "
                     f"Ask+Match {_pct(am['rate'])}, Match-Only {_pct(mo['rate'])}")
    lines += probe_lines(report.get("probe"))
    lines += diag_lines(report.get("diag"))
    for level, b in ((report.get("clarity") or {}).get("levels") or {}).items():
        req = b["requirements"]
        lines.append(f"clarity {level}: RCR {_pct(req['rcr'])}, TSR {_pct(req['tsr'])} "
                     f"(partial {req['classes']['partial']}), ask rate {_pct(b['ask_rate'])}, "
                     f"Ask+Match {_pct(b['ask_match']['rate'])}, Match-Only {_pct(b['match_only']['rate'])}, "
                     f"DCR {_pct(b['dcr']['rate'])}, IGR {_pct(b['igr']['rate'])}, "
                     f"ETR early {_pct(b['etr']['early_rate'])} late {_pct(b['etr']['late_rate'])}, "
                     f"SHR {_pct((b.get('shr') or {}).get('rate'))}, ARR {_pct((b.get('arr') or {}).get('rate'))}")
    if report.get("multiple_answers"):
        lines.append(f"{report['multiple_answers']} episode(s) wrote more than one answer; only the last one is "
                     "scored (AndroidWorld's answer channel)")
    board = report.get("leaderboard")
    if board:
        cost, nulls = board["cost"], board.get("null_reasons") or {}
        if cost is None:
            lines.append(f"tokens: cost unknown ({nulls.get('cost', 'no usage reported')})")
        else:
            lines.append(f"tokens: TT {cost['tt_k']}k output, PT {cost['pt']} per step (source: {cost['source']})"
                         + (f"; {cost['partial_usage']}" if cost.get("partial_usage") else ""))
        if "stability" in nulls:
            lines.append(f"leaderboard stability: null ({nulls['stability']})")
    return "\n".join(lines)


def _is_key(key: str) -> bool:
    try:
        split_key(key)
    except ValueError:
        return False
    return True


def _pct(v: float | None) -> str:
    return "-" if v is None else f"{v:.1f}"
