"""Reading episode records safely: keys, finite numbers, invalid scores, task names, rates.

A record's ``score`` must be a finite number in a scored episode. One that is not (NaN or
an infinity, which Python's ``json`` reads without complaint; null, which is how
``results.append_record`` writes a NaN; or not a number at all) is treated as *no result*:
``invalid_scores`` turns it into a ``no_result`` record with the outcome ``invalid_score``
(the recorded outcome kept as ``recorded_outcome``), so it is counted, not solved, and
listed among the reasons. Token counts, steps and times that are not finite numbers read
as 0 (``number``). Every mean here is exact (``Fraction``) and rounded half up, so no
metric can be NaN or infinite.
"""

from __future__ import annotations

import math
import numbers
import re
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any, Iterable, Mapping

ORIGINAL = "original"
INVALID_SCORE = "invalid_score"   # outcome of a record whose score is NaN, infinite or not a number

Record = Mapping[str, Any]
_KEY = re.compile(r"^(?P<base>.+?_\d+)(?:@(?P<variant>[^#]+))?(?:#(?P<repeat>\d+))?$")


def split_key(key: str) -> tuple[str, str, int]:
    """``Task_0@zh#2`` -> ``("Task_0", "zh", 2)``; the plain instance's variant is ``original``.

    Raises:
      ValueError: not an episode key.
    """
    m = _KEY.match(key)
    if not m:
        raise ValueError(f"{key!r} is not an episode key (Task_0, Task_0@zh, Task_0#1)")
    return m["base"], m["variant"] or ORIGINAL, int(m["repeat"] or 0)


def rate(successes: int, episodes: int, ndigits: int = 1) -> float | None:
    """Success rate in percent rounded half up, as the leaderboard prints it (5/16 = 31.3,
    not Python's half-to-even 31.2); None when there are no episodes."""
    if not episodes:
        return None
    return rounded(Fraction(100 * successes, episodes), ndigits)


def number(value: Any) -> float | int:
    """``value`` if it is a finite real number (not a bool), else 0."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        return 0
    return value if math.isfinite(value) else 0


def valid_score(record: Record) -> bool:
    """The record has no result, or its score is a finite number."""
    s = record.get("score")
    if record.get("no_result"):
        return True
    return not isinstance(s, bool) and isinstance(s, numbers.Real) and math.isfinite(s)


def invalid_scores(records: Iterable[Record]) -> list[dict[str, Any]]:
    """``records`` with every scored record whose score is not a finite number turned into
    a ``no_result`` one (outcome ``invalid_score``, see the module docstring)."""
    out = []
    for r in records:
        if valid_score(r):
            out.append(dict(r))
        else:
            out.append({**r, "no_result": True, "success": False, "score": None, "outcome": INVALID_SCORE,
                        "recorded_outcome": r.get("outcome"), "recorded_score": repr(r.get("score"))})
    return out


def task_name(record: Record) -> str:
    """The record's ``task``, else the task part of its key (``Task_0@zh#1`` -> ``Task``)."""
    if record.get("task"):
        return str(record["task"])
    try:
        base = split_key(record["key"])[0]
    except ValueError:
        return str(record["key"])
    return base.rsplit("_", 1)[0]


def score_of(record: Record) -> float | None:
    """The finite score of a record with a result, else None."""
    if record.get("no_result") or not valid_score(record):
        return None
    return float(record["score"])


def partial(record: Record) -> bool:
    """A scored episode with partial credit: 0 < score < 1."""
    s = score_of(record)
    return s is not None and 0 < s < 1


def mean(values: Iterable[Any], ndigits: int = 1) -> float | None:
    """The exact mean of finite numbers or fractions, rounded half up; None for none."""
    vs = [Fraction(v) for v in values]
    if not vs:
        return None
    return rounded(sum(vs, Fraction(0)) / len(vs), ndigits)


def pct_mean(fractions: Iterable[Fraction]) -> float | None:
    """The mean of fractions in [0, 1] as a percent with one decimal; None for none."""
    fs = list(fractions)
    return None if not fs else rounded(100 * sum(fs, Fraction(0)) / len(fs), 1)


def rounded(value: Fraction, ndigits: int) -> float:
    """``value`` rounded half up to ``ndigits`` decimals."""
    q = Decimal(1).scaleb(-ndigits)
    return float((Decimal(value.numerator) / Decimal(value.denominator)).quantize(q, rounding=ROUND_HALF_UP))
