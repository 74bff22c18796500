"""What the report reads from a run directory: header, records, report.json, screenshots."""

from __future__ import annotations

import dataclasses
import json
import os
import re
from typing import Any

from venus_tasks import results
from venus_tasks.metrics.report import REPORT_FILE, write_report

SCREENSHOTS_DIR = "screenshots"
_STEP_PNG = re.compile(r"step_(\d{3,})\.png")


class NotARunDirError(ValueError):
    """The directory holds neither ``header.json`` nor ``episodes.jsonl``."""


@dataclasses.dataclass(frozen=True)
class RunData:
    """One run directory, read.

    Attributes:
      run_dir: the directory.
      header: ``header.json`` (``{}`` if it is missing).
      records: the latest record of each episode key (``results.read_records``).
      report: ``report.json`` (the metrics; never recomputed here).
    """

    run_dir: str
    header: dict[str, Any]
    records: list[dict[str, Any]]
    report: dict[str, Any]

    def screenshots(self, key: str) -> dict[int, str]:
        """``{step: path}`` of the PNGs saved for episode ``key`` (``{}`` when the run used
        ``--nosave_screenshots`` or the episode saved none)."""
        folder = os.path.join(self.run_dir, SCREENSHOTS_DIR, key)
        try:
            names = os.listdir(folder)
        except OSError:
            return {}
        return {int(m[1]): os.path.join(folder, n) for n in names if (m := _STEP_PNG.fullmatch(n))}


def agent_name(header: dict[str, Any]) -> str:
    """The agent's name as the runner gives it to ``write_report``: ``agent (model)``."""
    config = header.get("config", {})
    model = config.get("model") or config.get("agent_config", {}).get("model") or ""
    return str(config.get("agent", "?")) + (f" ({model})" if model else "")


def load_run(run_dir: str, report: dict[str, Any] | None = None, refresh: bool = False) -> RunData:
    """Read ``run_dir``.

    Args:
      report: the run's report when the caller has it (the runner); otherwise
        ``report.json`` is read, and written first with ``metrics.report.write_report``
        when it is missing or unreadable.
      refresh: write ``report.json`` anew from the records with the installed metrics
        (ignored when ``report`` is given).

    Raises:
      NotARunDirError: ``run_dir`` is not a directory, or holds neither ``header.json``
        nor ``episodes.jsonl``.
    """
    if not os.path.isdir(run_dir):
        raise NotARunDirError(f"{run_dir} is not a directory")
    has_header = os.path.exists(os.path.join(run_dir, results.HEADER_FILE))
    if not has_header and not os.path.exists(os.path.join(run_dir, results.EPISODES_FILE)):
        raise NotARunDirError(f"{run_dir} is not a run directory: it has no {results.HEADER_FILE} "
                              f"and no {results.EPISODES_FILE} (pass the --output_dir of a run)")
    try:
        header = results.read_header(run_dir) or {}
    except (OSError, json.JSONDecodeError) as e:
        raise NotARunDirError(f"{run_dir}/{results.HEADER_FILE} cannot be read: {e}") from None
    if report is None and not refresh:
        report = _read_report(run_dir)
    if report is None:
        report = write_report(run_dir, agent_name(header))
    return RunData(run_dir=run_dir, header=header, records=results.read_records(run_dir), report=report)


def _read_report(run_dir: str) -> dict[str, Any] | None:
    try:
        with open(os.path.join(run_dir, REPORT_FILE), encoding="utf-8") as f:
            report = json.load(f)
    except (OSError, ValueError):
        return None
    return report if isinstance(report, dict) else None
