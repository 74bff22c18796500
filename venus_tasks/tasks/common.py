"""Small helpers shared by task modules (near-miss builders)."""

from __future__ import annotations

from venus_tasks.env import actions as A


def give_answer(text: str):
    """A near-miss ``apply`` that only writes ``text`` to the answer channel."""

    def apply(task, env) -> None:
        env.execute(A.answer(text))

    return apply


def leave_untouched(task, env) -> None:
    """A near-miss ``apply`` that does nothing (the initial state, no answer)."""
