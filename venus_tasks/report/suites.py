"""What the report shows first for each suite, and the interaction metrics of any run with
dialogue.

* ``venus``: the nine VenusBench-Mobile categories, every one listed (a category the run
  did not select shows as an empty row);
* ``ambiguity`` (AmbiBench): the clarity levels (RCR, TSR, DCR, IGR, ETR, Ask+Match per
  level, report.json ``clarity``) come first, then the interaction metrics; the category
  table lists only the categories the run has;
* ``mid_probe`` (MID-Bench's step-level probes): the probe table (``probe``) first; the
  category table lists only the categories the run has;
* ``mid_diag`` (MID-Bench's diagnostics): the diagnostics table (``diag``) first, likewise;
* any other suite: the category table with the categories the run has.
"""

from __future__ import annotations

from typing import Any, Mapping

VENUS, AMBIGUITY, MID_PROBE, MID_DIAG = "venus", "ambiguity", "mid_probe", "mid_diag"
_FIRST = {AMBIGUITY: "clarity", MID_PROBE: "probe", MID_DIAG: "diag"}


def suite_of(header: Mapping[str, Any], report: Mapping[str, Any]) -> str:
    """The run's suite: ``header.json`` ``config.suite``, else report.json ``run.suite``,
    else ``venus`` (the runner's default)."""
    config = header.get("config") if isinstance(header.get("config"), Mapping) else {}
    run = report.get("run") if isinstance(report.get("run"), Mapping) else {}
    return str(config.get("suite") or run.get("suite") or VENUS)


def first_section(suite: str) -> str | None:
    """The id of the suite's own section shown before the category table (``clarity``,
    ``probe``, ``diag``), or None (``venus`` and unknown suites)."""
    return _FIRST.get(suite)


def visible_categories(rows: list[dict[str, Any]], suite: str) -> list[dict[str, Any]]:
    """The category rows to show: all of them for ``venus``, those with scheduled episodes
    for any other suite (so that an ``ambiguity`` run does not list eight empty VenusBench
    categories)."""
    return rows if suite == VENUS else [r for r in rows if r.get("episodes")]


def _get(block: Any, *path: str) -> Any:
    for key in path:
        block = block.get(key) if isinstance(block, Mapping) else None
    return block


def _of(n: Any, d: Any, what: str = "") -> str:
    return f"{n} of {d}{' ' + what if what else ''}" if n is not None and d is not None else "-"


def interaction_rows(report: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The interaction metrics over the run's plain episodes, one row each: ``{"metric",
    "value" (percent or None), "count" (text), "meaning", "null" (why it is null, or
    None)}``: ask rate, Act-without-Asking, Ask+Match, Match-Only, DCR, IGR (report.json
    ``interaction``), RCR, TSR (``requirements``), early and budget terminations
    (``termination``), SHR and ARR (``termination``, runs with a golden trace). [] when the run has no dialogue episode and no requirement verdict."""
    talk = report.get("interaction") if isinstance(report.get("interaction"), Mapping) else {}
    req = report.get("requirements") if isinstance(report.get("requirements"), Mapping) else {}
    term = report.get("termination") if isinstance(report.get("termination"), Mapping) else {}
    if not talk.get("dialogue_episodes") and not req.get("episodes"):
        return []
    nulls = {**(term.get("null_reasons") or {}), **(req.get("null_reasons") or {}), **(talk.get("null_reasons") or {})}

    def row(key: str, metric: str, value: Any, count: str, meaning: str) -> dict[str, Any]:
        return {"metric": metric, "value": value, "count": count, "meaning": meaning,
                "null": nulls.get(key) if value is None else None}

    awa, am, mo = talk.get("acted_without_asking") or {}, talk.get("ask_match") or {}, talk.get("match_only") or {}
    dcr, igr = talk.get("dcr") or {}, talk.get("igr") or {}
    jr = req.get("judged_requirements") or {}
    return [
        row("ask_rate", "ask rate", talk.get("ask_rate"), _of(talk.get("asked"), talk.get("dialogue_episodes"),
                                                              "dialogue episodes"),
            "episodes that asked at least one question"),
        row("acted_without_asking", "Act-without-Asking", awa.get("rate"), _of(awa.get("episodes"), awa.get("of")),
            "needs-asking episodes that changed the device before asking (MID-Bench)"),
        row("ask_match", "Ask+Match", am.get("rate"), _of(am.get("episodes"), am.get("of")),
            "needs-asking episodes solved after a reply filled a requirement (MID-Bench)"),
        row("match_only", "Match-Only", mo.get("rate"), _of(mo.get("episodes"), mo.get("of")),
            "needs-asking episodes solved, asking ignored"),
        row("dcr", "DCR", dcr.get("rate"), _of(dcr.get("compliant"), dcr.get("turns"), "turns compliant"),
            "dialogue compliance rate: 1 - violating turns / questions, per episode (AmbiBench)"),
        row("igr", "IGR", igr.get("rate"), f"{igr['episodes']} episode(s)" if igr.get("episodes") is not None else "-",
            "information gain rate: share of the left-out requirements the replies filled (AmbiBench)"),
        row("rcr", "RCR", req.get("rcr"), _of(jr.get("satisfied"), jr.get("total"), "requirements"),
            "requirement completion rate (AmbiBench)"),
        row("tsr", "TSR", req.get("tsr"), _of((req.get("classes") or {}).get("success"), req.get("episodes")),
            "episodes with every requirement met (AmbiBench)"),
        row("early", "ETR early", _get(term, "early", "rate"), _of(_get(term, "early", "episodes"),
                                                                   term.get("episodes")),
            "ended by the agent while a requirement did not hold"),
        row("budget", "step budget", _get(term, "budget", "rate"), _of(_get(term, "budget", "episodes"),
                                                                       term.get("episodes")),
            "ran out of steps"),
        *([row("shr", "SHR", term.get("shr"), f"{_get(term, 'process', 'shr', 'episodes')} episode(s)",
               "key step hit rate: key steps of the golden UI path done in order (LCS), per episode (AmbiBench)"),
           row("arr", "ARR", term.get("arr"), f"{_get(term, 'process', 'arr', 'episodes')} episode(s)",
               "action redundancy rate: operations undone or without effect, per episode (AmbiBench)")]
          if term.get("shr") is not None or term.get("arr") is not None else []),
    ]
