"""Small helpers shared by task modules (near-miss builders)."""

from __future__ import annotations

from typing import Any

from venus_tasks.env import actions as A


def give_answer(text: str):
    """A near-miss ``apply`` that only writes ``text`` to the answer channel."""

    def apply(task, env) -> None:
        env.execute(A.answer(text))

    return apply


def leave_untouched(task, env) -> None:
    """A near-miss ``apply`` that does nothing (the initial state, no answer)."""


def echo_goal(task, env) -> None:
    """A near-miss ``apply`` answering with the task's own goal text, as an agent that
    echoes the goal would."""
    env.execute(A.answer(task.goal))


def answer_misses(right: str, decoy: str, everyone: list[str]) -> list:
    """The near misses every task with one right item shares (``NearMiss`` list): a hedge
    between ``right`` and ``decoy``, the list of ``everyone`` it could be, the goal
    echoed, and no answer."""
    from venus_tasks.task import NearMiss

    return [NearMiss("a hedge", give_answer(f"Either {right} or {decoy}.")),
            NearMiss("every candidate", give_answer(", ".join(everyone))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched)]


def ask(question: str, looked: bool = True):
    """A near-miss ``apply`` in which the agent asks ``question`` and the task's ``strict``
    user simulator replies (as the episode loop would route it). ``looked``: the agent had
    seen the conflict first (the screens showed every device fact of the task's intent,
    ``Intent.evidence``); False: it had seen nothing (a blind question)."""

    def apply(task, env) -> None:
        from venus_tasks.dialogue import DialogueContext, make_user

        intent = getattr(task, "intent", None)
        shown = intent.evidence() if looked and intent is not None else frozenset()
        task.question_asked(env)
        env.hear(question, make_user("strict", task).reply(question, DialogueContext(task.goal, 0, shown)))

    return apply


def ask_blind(question: str):
    """A near-miss ``apply``: ``question`` asked before anything was on screen."""
    return ask(question, looked=False)


def then(*applies):
    """A near-miss ``apply`` running ``applies`` in order (e.g. ask, then act)."""

    def apply(task, env) -> None:
        for a in applies:
            a(task, env)

    return apply


def untouched_until_answered(states, dialogue, initial, requirement: str = "resolution", same=None) -> bool:
    """True if a reply filled ``requirement`` and the state read at every question up to
    that one (``states``, appended by the task's ``on_question``; ``dialogue`` is
    ``env.dialogue``, one entry per question in the same order) was still ``initial``
    (compared with ``same(state, initial)``, default ``==``). A vague question first does
    not license acting before the specific one."""
    answered = next((i for i, (_, reply) in enumerate(dialogue) if requirement in reply.filled), None)
    if answered is None or len(states) <= answered:
        return False
    same = same or (lambda a, b: a == b)
    return all(same(state, initial) for state in states[:answered + 1])


def saw_conflict(task: Any, env: Any) -> bool:
    """The conflict's facts were on screen in this episode (``Intent.seen_on_screen`` over
    ``env.shown``): a conflict report is credited only when the agent looked, as a
    question is answered only when grounded; a report written from a memorised table of
    the task's names, or guessed, is not (``dialogue.grounding``). True for a task without
    an intent."""
    intent = getattr(task, "intent", None)
    return intent is None or intent.seen_on_screen(getattr(env, "shown", ()))
