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


def ask(question: str):
    """A near-miss ``apply`` in which the agent asks ``question`` and the task's ``strict``
    user simulator replies (as the episode loop would route it)."""

    def apply(task, env) -> None:
        from venus_tasks.dialogue import DialogueContext, make_user

        task.on_question(env)
        env.hear(question, make_user("strict", task).reply(question, DialogueContext(task.goal, 0)))

    return apply


def then(*applies):
    """A near-miss ``apply`` running ``applies`` in order (e.g. ask, then act)."""

    def apply(task, env) -> None:
        for a in applies:
            a(task, env)

    return apply
