"""Scoring answers to one task instance, for the tests that check a correct answer
phrased another way passes and the plausible wrong ones fail (issue 13)."""

from __future__ import annotations

from venus_tasks.env import actions as A


def answer_scores(env, cls, answers: list[str], seed: int) -> dict[str, float]:
    """``{answer: score}`` of each answer given to one instance of ``cls`` (seed ``seed``),
    initialised once and torn down afterwards."""
    task = cls(cls.generate_random_params(seed))
    task.initialize_task(env)
    try:
        got = {}
        for text in answers:
            env.execute(A.answer(text))
            got[text] = task.is_successful(env)
        return got
    finally:
        task.tear_down(env)


def check_answers(env, cls, good: list[str], bad: list[str], seed: int) -> None:
    """Every answer of ``good`` scores 1.0 and every one of ``bad`` 0.0 (the failing ones
    are named in the assertion)."""
    got = answer_scores(env, cls, good + bad, seed)
    assert [a for a in good if got[a] != 1.0] == []
    assert [a for a in bad if got[a] != 0.0] == []
