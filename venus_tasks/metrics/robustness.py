"""One place for the headline numbers of variants, repeats and noise.

The full blocks stay where they were (``stability``, ``consistency``, ``noise``); this
summary puts their headline numbers together: SR per variant, Min, Max and SPR
(``metrics.stability``), pass^k and pass@k (over ``--repeats``), and SR without and with
run-level noise (``--noise``, ``scores.noise_effect``). A part the run did not have is null.
"""

from __future__ import annotations

from typing import Any, Mapping


def robustness(stability: Mapping[str, Any] | None, consistency: Mapping[str, Any] | None,
               noise: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """``{"variants": {"sr", "min", "max", "spr", "complete", "incomplete"} | None,
    "repeats": {"k", "pass_hat_k", "pass_at_k", "incomplete"} | None, "noise": {"kinds",
    "sr_without", "sr_with", "ratio"} | None, "details"}``; None when the run had none of them."""
    if not (stability or consistency or noise):
        return None
    return {
        "variants": None if not stability else {
            "sr": {v: p["sr"] for v, p in stability["variants"].items()}, "min": stability["min"],
            "max": stability["max"], "spr": stability["spr"], "complete": stability["complete"],
            "incomplete": len(stability["incomplete"])},
        "repeats": None if not consistency else {
            "k": consistency["k"], "pass_hat_k": consistency["pass_hat_k"], "pass_at_k": consistency["pass_at_k"],
            "incomplete": len(consistency["incomplete"])},
        "noise": None if not noise else {
            "kinds": noise["kinds"], "sr_without": noise["clean"]["sr"], "sr_with": noise["noisy"]["sr"],
            "ratio": noise["ratio"]},
        "details": "the full blocks are report.json's stability, consistency and noise",
    }
