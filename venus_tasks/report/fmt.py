"""Small formatting helpers, used as Jinja filters and by the view models."""

from __future__ import annotations

import datetime
import json
import math
import re
from typing import Any

import jinja2


def pct(value: Any) -> str:
    """A percentage as report.json has it (``37.5`` -> ``37.5``); ``-`` for None/absent."""
    if value is None or isinstance(value, bool) or not isinstance(value, (int, float)):
        return "-"
    return f"{value:.1f}"


def num(value: Any, digits: int = 1) -> str:
    """An int as is, a float with at most ``digits`` decimals, ``-`` for None, anything
    else as compact JSON (dicts and lists) or text."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            return str(value)
        return f"{value:.{digits}f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))
    if isinstance(value, str):
        return value
    return compact_json(value)


def counts(value: Any) -> str:
    """``{"agent_done": 3, "step_budget": 1}`` -> ``agent_done 3, step_budget 1``; other
    values as ``num``."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {num(v)}" for k, v in value.items()) or "-"
    return num(value)


def column_name(key: Any) -> str:
    """A table header for a report.json key: ``sr`` -> ``SR %``, ``mean_steps`` -> ``mean steps``."""
    return {"sr": "SR %", "tt_k": "TT (k)", "pt": "PT"}.get(str(key), str(key).replace("_", " "))


def compact_json(value: Any) -> str:
    """One-line JSON (non-ASCII kept)."""
    return json.dumps(value, ensure_ascii=False, default=str)


def pretty_json(value: Any) -> str:
    """Indented JSON (non-ASCII kept)."""
    return json.dumps(value, ensure_ascii=False, indent=2, default=str)


def when(ts: Any) -> str:
    """A Unix time as ``2026-08-20 14:03:07 UTC``; ``-`` when absent or not a number."""
    if not isinstance(ts, (int, float)) or isinstance(ts, bool) or not ts:
        return "-"
    try:
        return datetime.datetime.fromtimestamp(ts, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
    except (OverflowError, OSError, ValueError):
        return "-"


def duration(seconds: Any) -> str:
    """``3725.2`` -> ``1h 02m 05s``; ``12.34`` -> ``12.3s``; ``-`` when absent."""
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not math.isfinite(seconds):
        return "-"
    if seconds < 60:
        return f"{seconds:.1f}s"
    s = int(round(seconds))
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}h {m:02d}m {s:02d}s" if h else f"{m}m {s:02d}s"


def error_headline(error: Any) -> str:
    """The line of an episode's ``error`` to show first: the exception line of a Python
    traceback (its last unindented line, e.g. ``RuntimeError: device gone``), otherwise
    the first non-empty line; ``""`` for no error."""
    if not isinstance(error, str):
        return ""
    lines = [ln for ln in error.splitlines() if ln.strip()]
    if not lines:
        return ""
    if not lines[0].startswith("Traceback (most recent call last)"):
        return lines[0].strip()
    exc, chained = None, False   # a chained traceback ends with the exception that was raised
    for ln in lines[1:]:
        if ln.startswith((" ", "\t", "Traceback")):
            continue
        if ln.startswith(("During handling", "The above exception")):
            chained = True
            continue
        if exc is not None and not chained:
            break
        exc, chained = ln.strip(), False
    return exc or lines[-1].strip()


_MD_SPECIAL = re.compile(r"([\\`*\[\]<>|])")


def md(value: Any) -> str:
    """Text for one Markdown table cell or line: newlines become spaces and Markdown and
    HTML punctuation (``\\ ` * [ ] < > |``) is backslash-escaped (an underscore inside a word
    is literal in CommonMark, so task names stay readable); None (or Jinja's Undefined) is ``""``."""
    if value is None or isinstance(value, jinja2.Undefined):
        return ""
    return _MD_SPECIAL.sub(r"\\\1", " ".join(str(value).split()))


def fence(text: Any) -> str:
    """A Markdown code fence for ``text``: backticks, one more than its longest run of
    backticks and at least three, so the text cannot close it (CommonMark 4.5)."""
    runs = re.findall(r"`+", str(text))
    return "`" * max(3, 1 + max((len(r) for r in runs), default=0))
