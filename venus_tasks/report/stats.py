"""Paired tests for comparing two runs over the same task instances.

Each shared instance gives a pair (solved in run A, solved in run B). With ``b`` the pairs
solved only in A and ``c`` those solved only in B (the discordant pairs):

* **McNemar's exact test** (McNemar 1947, Psychometrika 12(2):153-157; the exact
  conditional form, e.g. Fagerland, Lydersen & Laake 2013, BMC Medical Research
  Methodology 13:91): under the null hypothesis that both runs solve an instance equally
  often, ``b`` given ``n = b + c`` is Binomial(n, 1/2), so the two-sided p-value is

      p = min(1, 2 * sum_{k=0}^{min(b, c)} C(n, k) / 2^n),   p = 1 when n = 0.

  Computed exactly with integers (no scipy).
* **Paired bootstrap interval** of the difference SR_B - SR_A in percentage points (Efron
  & Tibshirani 1993, *An Introduction to the Bootstrap*, chapter 13, percentile
  interval): the n pairs are resampled with replacement ``resamples`` times and the
  interval is the (1 - level)/2 and (1 + level)/2 quantiles of the resampled differences.
  A pair's difference is -1, 0 or +1, so a resample is drawn as multinomial counts of the
  three (the same distribution as drawing n indices, in O(resamples) memory); the
  generator is numpy's PCG64 seeded with ``seed``, so the interval is reproducible.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Sequence

import numpy as np

RESAMPLES = 10_000
LEVEL = 0.95
SEED = 0

MCNEMAR_FORMULA = "p = min(1, 2 · Σ_{k=0}^{min(b,c)} C(b+c, k) / 2^(b+c)); p = 1 when b + c = 0"


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value for ``b`` pairs solved only by A and ``c`` only by B.

    Raises:
      ValueError: a negative count.
    """
    if b < 0 or c < 0:
        raise ValueError(f"discordant pair counts must be >= 0, got b={b}, c={c}")
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1))
    return float(min(Fraction(1), Fraction(2 * tail, 2 ** n)))


def paired_bootstrap(a: Sequence[bool], b: Sequence[bool], resamples: int = RESAMPLES, level: float = LEVEL,
                     seed: int = SEED) -> tuple[float, float] | None:
    """The percentile interval of SR_B - SR_A (percentage points, one decimal) over the
    pairs ``zip(a, b)``; None without pairs.

    Raises:
      ValueError: ``a`` and ``b`` differ in length, ``resamples`` < 1 or ``level`` not in (0, 1).
    """
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}")
    if resamples < 1 or not 0 < level < 1:
        raise ValueError(f"resamples must be >= 1 and level in (0, 1), got {resamples} and {level}")
    n = len(a)
    if n == 0:
        return None
    d = np.asarray(b, dtype=np.int64) - np.asarray(a, dtype=np.int64)
    probs = np.array([np.sum(d == -1), np.sum(d == 0), np.sum(d == 1)], dtype=float) / n
    counts = np.random.default_rng(seed).multinomial(n, probs, size=resamples)
    diffs = (counts[:, 2] - counts[:, 0]) * (100.0 / n)
    lo, hi = np.quantile(diffs, [(1 - level) / 2, (1 + level) / 2])
    return round(float(lo), 1), round(float(hi), 1)
