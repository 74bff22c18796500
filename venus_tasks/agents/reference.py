"""Reference agents: ``oracle`` solves every task, ``noop`` does nothing.

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


@register_agent("oracle")
def _oracle(config: AgentConfig) -> Agent:
    return OracleAgent()


@register_agent("noop")
def _noop(config: AgentConfig) -> Agent:
    return NoopAgent()
