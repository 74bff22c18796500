"""The run directory: ``header.json``, append-only ``episodes.jsonl`` and reports.

Each finished episode is appended as one JSON line and flushed to disk before the next
episode starts, so a crash loses at most the episode in progress. Reading keeps the last
record per episode key (a resumed run may re-run ``no_result`` episodes) and skips a
torn final line.
"""

from __future__ import annotations

import json
import logging
import os
from typing import Any

HEADER_FILE = "header.json"
EPISODES_FILE = "episodes.jsonl"

log = logging.getLogger(__name__)


def write_header(run_dir: str, header: dict[str, Any]) -> None:
    """Write (or overwrite) ``header.json``: run config, seed, versions, revision."""
    os.makedirs(run_dir, exist_ok=True)
    tmp = os.path.join(run_dir, HEADER_FILE + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(header, f, indent=2, ensure_ascii=False, default=str)
        f.write("\n")
    os.replace(tmp, os.path.join(run_dir, HEADER_FILE))


def read_header(run_dir: str) -> dict[str, Any] | None:
    path = os.path.join(run_dir, HEADER_FILE)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def append_record(run_dir: str, record: dict[str, Any]) -> None:
    """Append one episode record as a JSON line and fsync it."""
    os.makedirs(run_dir, exist_ok=True)
    line = json.dumps(record, ensure_ascii=False, default=str)
    with open(os.path.join(run_dir, EPISODES_FILE), "a", encoding="utf-8") as f:
        f.write(line + "\n")
        f.flush()
        os.fsync(f.fileno())


def read_records(run_dir: str) -> list[dict[str, Any]]:
    """The latest record of each episode key, in first-seen order; [] if none yet."""
    path = os.path.join(run_dir, EPISODES_FILE)
    if not os.path.exists(path):
        return []
    latest: dict[str, dict[str, Any]] = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                log.warning("%s line %d is not valid JSON (torn write?); skipped", path, n)
                continue
            latest[rec["key"]] = rec
    return list(latest.values())


def finished_keys(run_dir: str) -> set[str]:
    """Keys of episodes that have a result (``no_result`` ones are re-run on resume)."""
    return {r["key"] for r in read_records(run_dir) if not r["no_result"]}
