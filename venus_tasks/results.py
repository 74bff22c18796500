"""The run directory: ``header.json``, append-only ``episodes.jsonl`` and reports.

Each finished episode is appended as one JSON line and flushed to disk before the next
episode starts, so a crash loses at most the episode in progress. Reading keeps the last
record per episode key (a resumed run may re-run ``no_result`` episodes) and skips a
torn final line.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
from typing import Any

from venus_tasks import locks, writes

HEADER_FILE = "header.json"
EPISODES_FILE = "episodes.jsonl"

log = logging.getLogger(__name__)


def write_header(run_dir: str, header: dict[str, Any]) -> None:
    """Write (or overwrite) ``header.json``: run config, seed, versions, revision.

    Raises:
      writes.RunDirWriteError: it could not be written (the old one is unchanged).
    """
    text = json.dumps(header, indent=2, ensure_ascii=False, default=str) + "\n"
    writes.write_file(os.path.join(run_dir, HEADER_FILE), text.encode("utf-8"))


def read_header(run_dir: str) -> dict[str, Any] | None:
    """``header.json`` of ``run_dir`` as a dict, or None for a new directory."""
    path = os.path.join(run_dir, HEADER_FILE)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


# Keys every record must have, with their types, for reports to read it.
_REQUIRED = {"key": str, "category": str, "outcome": str, "no_result": bool, "success": bool,
             "steps": int, "usage": dict, "pudam": dict}


def finite(value: Any) -> Any:
    """``value`` with every NaN or infinite float (anywhere in dicts, lists, tuples)
    replaced by None, so that what is written is standard JSON (RFC 8259 has no NaN)."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite(v) for v in value]
    return value


def append_record(run_dir: str, record: dict[str, Any]) -> None:
    """Append one episode record as a JSON line and fsync it (``writes.append_line``).

    If the file ends in a torn line (a crash mid-write), the new record starts on a line
    of its own, so it is never glued to the broken one.

    Raises:
      writes.RunDirWriteError: the line could not be written (the file is left as it was).
    """
    line = json.dumps(finite(record), ensure_ascii=False, default=str, allow_nan=False) + "\n"
    writes.append_line(os.path.join(run_dir, EPISODES_FILE),
                       line.encode("utf-8", errors="backslashreplace"))  # a lone surrogate stays a JSON escape


# How many times one episode is run before its no_result stands: a resumed run tries a
# no_result episode again, but an agent must not get unlimited attempts at one instance.
MAX_ATTEMPTS = 3


def read_records(run_dir: str) -> list[dict[str, Any]]:
    """The latest record of each episode key, in first-seen order, with ``attempts`` (how
    many records that key has) and, for a key tried more than once, ``earlier`` (the
    outcomes of its earlier records, oldest first: ``metrics.retries``); [] if none yet.

    Lines that are not valid UTF-8 JSON records (torn writes, hand edits) are skipped
    with a warning naming the file and line.
    """
    path = os.path.join(run_dir, EPISODES_FILE)
    if not os.path.exists(path):
        return []
    latest: dict[str, dict[str, Any]] = {}
    attempts: dict[str, int] = {}
    earlier: dict[str, list[str]] = {}
    with open(path, "rb") as f:
        for n, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            rec = _parse_record(raw)
            if rec is None:
                log.warning("%s line %d is not an episode record; skipped", path, n)
                continue
            if rec["key"] in latest:
                earlier.setdefault(rec["key"], []).append(latest[rec["key"]].get("outcome"))
            latest[rec["key"]] = rec
            attempts[rec["key"]] = attempts.get(rec["key"], 0) + 1
    return [{**rec, "attempts": attempts[key], **({"earlier": earlier[key]} if key in earlier else {})}
            for key, rec in latest.items()]


def _parse_record(raw: bytes) -> dict[str, Any] | None:
    try:
        rec = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(rec, dict):
        return None
    if any(not isinstance(rec.get(k), t) for k, t in _REQUIRED.items()):
        return None
    return rec


class RunDirBusyError(RuntimeError):
    """Another process is writing to the same run directory."""


def exclusive(run_dir: str) -> contextlib.AbstractContextManager[None]:
    """Hold an exclusive lock on ``run_dir`` (its ``.lock`` file) while a run writes to it.

    Raises:
      RunDirBusyError: another run holds it.
    """
    return locks.exclusive(os.path.join(run_dir, ".lock"), RunDirBusyError(
        f"another venus run is writing to {run_dir}; wait for it or pass another --output_dir"))


def attempt_counts(run_dir: str) -> dict[str, int]:
    """``{key: records}``: how many tries each episode key has had, so the next try of a
    key is attempt ``records`` (0-based; ``registry.retry_instance``)."""
    return {r["key"]: r["attempts"] for r in read_records(run_dir)}


def finished_keys(run_dir: str) -> set[str]:
    """Keys of episodes not to run again: those with a result, and those that had no
    result ``MAX_ATTEMPTS`` times (other ``no_result`` ones are re-run on resume)."""
    return {r["key"] for r in read_records(run_dir) if not r["no_result"] or r["attempts"] >= MAX_ATTEMPTS}
