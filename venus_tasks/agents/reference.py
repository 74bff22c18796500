"""Reference agents: ``oracle`` solves every task, ``noop`` does nothing, ``always_act``
takes the action the screen suggests without asking (``mid_diag``'s scripted baseline).

Both validate the tasks rather than measure anything: the oracle replays each task's
reference solution (``VenusTask.oracle``), so a run with it must reach SR 100; ``noop``
ends every episode at once, so the verifier sees the untouched initial state and SR must
be 0.
"""

from __future__ import annotations

from typing import Iterator

from venus_tasks.agents import register_agent
from venus_tasks.agents.base import Agent, AgentConfig, AgentStep, EpisodeContext, ReferenceAgent
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation


class OracleAgent(ReferenceAgent):
    """Yields the task's reference actions, then ``status complete``."""

    name = "oracle"

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        self._actions: Iterator[A.JSONAction] = iter(context.task.oracle(context.env))

    def step(self, observation: Observation) -> AgentStep:
        return AgentStep(next(self._actions, A.done()))


class NoopAgent(Agent):
    """Ends every episode immediately with ``status complete``."""

    name = "noop"

    def step(self, observation: Observation) -> AgentStep:
        return AgentStep(A.done())


class AlwaysActAgent(ReferenceAgent):
    """A scripted agent that never asks (MID-Bench's Act-without-Asking, ``shared/seeds/``
    MID-Bench section 4): it takes the action the screen suggests (the task's
    ``plausible_action()``: on a ``mid_diag`` state the pivot's gold action) whatever the
    instruction says, even an empty or another task's one; asked to classify the
    instruction (a task with ``right_label()`` in recognition mode) it gives the right label,
    so it recognises every ambiguity yet never asks: the recognition-action gap at its
    widest (section 4.2). On a task with neither it ends the episode at once."""

    name = "always_act"

    def begin(self, goal: str, context: EpisodeContext) -> None:
        super().begin(goal, context)
        self.task = context.task

    def step(self, observation: Observation) -> AgentStep:
        if getattr(self.task, "mode", None) == "recognition" and hasattr(self.task, "right_label"):
            return AgentStep(A.JSONAction(A.ANSWER, text=self.task.right_label()))
        act = getattr(self.task, "plausible_action", None)
        return AgentStep(act() if act is not None else A.done())


@register_agent("always_act")
def _always_act(config: AgentConfig) -> Agent:
    return AlwaysActAgent()


@register_agent("oracle")
def _oracle(config: AgentConfig) -> Agent:
    return OracleAgent()


@register_agent("noop")
def _noop(config: AgentConfig) -> Agent:
    return NoopAgent()
