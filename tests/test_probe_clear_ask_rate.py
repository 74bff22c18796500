"""The printed probe line shows the Clear split's ask rate (red-team finding: asking costs
nothing on Clear, where the score is the action alone, so an agent that always asks loses
nothing in Clear or Ask+Match; MID-Bench reports asking on Clear, 0/300 for its baselines,
``shared/seeds/`` 001 section 6.2, and the printed table hid it). Records by hand."""

from __future__ import annotations

from venus_tasks.metrics.probe import format_lines, probe_metrics


def _rec(name: str, split: str, asked: bool, matched: bool) -> dict:
    probe = {"split": split, "type": "referential", "asked": asked, "filled": asked, "matched": matched,
             "ask_match": asked and matched and split != "clear",
             "stage": None if split == "clear" else ("success" if asked and matched else "detect_fail")}
    return {"task": name, "no_result": False, "verdict": {"probe": probe}}


def test_the_clear_ask_rate_is_printed():
    always_ask = [_rec("ProbeA_0_s1_x_clear", "clear", True, True), _rec("ProbeB_0_s1_x_clear", "clear", True, True),
                  _rec("ProbeC_0_s1_x_clear", "clear", False, True), _rec("ProbeA_0_s1_x_ambiguous", "ambiguous", True, True)]
    block = probe_metrics(always_ask)
    assert block["clear"] == {"steps": 3, "match": 100.0, "ask_rate": 66.7}
    assert format_lines(block)[0].endswith("Clear 100.0 over 3 step(s), ask rate 66.7")
