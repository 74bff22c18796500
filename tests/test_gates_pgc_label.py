"""PGC reads a yes/no after an "Answer:" label (red-team finding: "Answer: no", a common
way models format a one-word reply, was unreadable, so the gate never fired on it and
the agent acted). The reply texts are the model's; no server needed."""

from __future__ import annotations

import pytest

from venus_tasks.agents.gates.pgc import read_verdict


@pytest.mark.parametrize("reply, clear", [
    ("Answer: no", False), ("answer: Yes", True), ("Final answer: No.", False), ("**Answer:** no", False),
    ("回答：否", False), ("答：是", True), ("<think>the date is missing</think>Answer: No", False),
    ("No.", False), ("Yes", True), ("Answers vary", None), ("Answer: maybe", None)])
def test_an_answer_label_before_the_word_is_skipped(reply, clear):
    assert read_verdict(reply) is clear
