"""Run metadata for ``report.json``, read from ``header.json`` and the episode records.

``start`` is the header's ``started_at`` (the first run; a resumed run keeps it);
``end`` the latest ``started_at + duration_s`` of any record (when the last episode
finished); ``duration_s`` = end - start (wall clock, pauses between resumptions
included); ``episode_time_s`` the sum of the episodes' own durations. Times are Unix
seconds, with the UTC ISO forms beside them. A missing or non-finite time is null.
"""

from __future__ import annotations

import datetime
from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import number

SIMULATOR_SOURCE = "builtin-simulator"


def run_info(header: Mapping[str, Any], records: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """``{"agent", "agent_class", "gate", "model", "user_simulator", "device": {"serial", "source",
    "simulator"}, "suite", "seed", "n_task_combinations", "categories", "tasks", "variants",
    "repeats", "noise", "git_revision", "resumed", "git_revisions_resumed", "start", "end",
    "start_utc", "end_utc", "duration_s", "episode_time_s"}``."""
    config = header.get("config") if isinstance(header.get("config"), Mapping) else {}
    device = header.get("device") if isinstance(header.get("device"), Mapping) else {}
    identity = header.get("agent_identity") if isinstance(header.get("agent_identity"), Mapping) else {}
    agent_config = config.get("agent_config") if isinstance(config.get("agent_config"), Mapping) else {}
    resumed = [x for x in header.get("resumed", ()) if isinstance(x, Mapping)]
    rs = [r for r in records if number(r.get("started_at")) > 0]
    start = number(header.get("started_at")) or None
    end = max((number(r["started_at"]) + number(r.get("duration_s")) for r in rs), default=None)
    revision = header.get("git_revision")
    return {
        "agent": config.get("agent"), "agent_class": identity.get("agent_class"),
        "gate": gate_info(agent_config),
        "model": config.get("model") or agent_config.get("model") or None,
        "user_simulator": config.get("user"),
        "device": {"serial": device.get("serial"), "source": device.get("source"),
                   "simulator": device.get("source") == SIMULATOR_SOURCE if device else None},
        "suite": config.get("suite"), "seed": config.get("seed"),
        "n_task_combinations": config.get("n_task_combinations"),
        "categories": list(config.get("categories", ())), "tasks": list(config.get("tasks", ())),
        "variants": list(config.get("variants", ())), "repeats": config.get("repeats"),
        "noise": list(config.get("noise", ())),
        "git_revision": revision, "resumed": len(resumed),
        "git_revisions_resumed": sorted({x.get("git_revision") for x in resumed
                                         if x.get("git_revision") and x.get("git_revision") != revision}),
        "start": _time(start), "end": _time(end), "start_utc": _utc(start), "end_utc": _utc(end),
        "duration_s": round(end - start, 3) if start and end else None,
        "episode_time_s": round(sum(number(r.get("duration_s")) for r in rs), 3),
    }


def gate_info(agent_config: Mapping[str, Any]) -> dict[str, Any] | None:
    """The clarification gate of the run (``--gate``): ``{"name", "threshold",
    "thresholds", "thresholds_source", "max_asks"}`` where ``threshold`` is the value the gate used
    (from the thresholds file, else the gate's default) and ``thresholds_source`` the
    file or ``"default"``; None without a gate."""
    name = agent_config.get("gate") or ""
    if not name:
        return None
    pairs = agent_config.get("gate_thresholds") or ()
    thresholds = {str(p[0]): p[1] for p in pairs if isinstance(p, (list, tuple)) and len(p) == 2}
    threshold = thresholds.get(name)
    if threshold is None:
        try:
            from venus_tasks.agents.gates import gate_class
            threshold = gate_class(name).default_threshold
        except ValueError:
            threshold = None
    return {"name": name, "threshold": threshold, "thresholds": thresholds,
            "thresholds_source": agent_config.get("gate_thresholds_file") or "default",
            "max_asks": agent_config.get("gate_max_asks", 1)}


def _time(t: float | None) -> float | None:
    return round(t, 3) if t else None


def _utc(t: float | None) -> str | None:
    if not t:
        return None
    return datetime.datetime.fromtimestamp(t, datetime.timezone.utc).isoformat(timespec="seconds")
