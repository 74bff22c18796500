"""The single round trip of MID-Bench (``shared/seeds/`` MID-Bench section 5.3) around any
agent, for one probe episode.

1. the agent gives an action or ``ask_user(q)``;
2. an action is final: the episode ends (``status complete`` is sent for the agent, which
   a step-level probe never asks for);
3. on ``ask_user`` the episode loop routes ``q`` to the strict simulator and the reply
   arrives in the next observation;
4. the agent gives its final action, then the episode ends as in 2. A second question is
   its final action (and matches nothing: "later calls score 0").

``ProbeProtocol`` records each decision with the UI elements it was chosen on into a
``ProbeLog`` the probe task reads in ``verify``. It wraps the agent for one episode
(``DeviceWorker.run`` asks the task for ``episode_agent``); a reference agent (the oracle)
stays a reference agent (``ReferenceProbeProtocol``), so the loop still hands it the task.
"""

from __future__ import annotations

import dataclasses

from venus_tasks.agents.base import Agent, AgentStep, EpisodeContext, ReferenceAgent
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation, UIElement

MAX_DECISIONS = 2   # the first action or question, and the final action after one reply
STEPS = MAX_DECISIONS + 1   # the episode's budget: the decisions and the closing status


@dataclasses.dataclass
class Decision:
    """One agent decision: ``action`` chosen on ``elements`` (the observation's)."""

    action: A.JSONAction
    elements: tuple[UIElement, ...]


@dataclasses.dataclass
class ProbeLog:
    """The decisions of one probe episode, in order (at most ``max_decisions``: 1 for a
    diagnostic probe, ``mid_probe.diag``, which scores the first decision only)."""

    decisions: list[Decision] = dataclasses.field(default_factory=list)
    max_decisions: int = MAX_DECISIONS

    @property
    def finished(self) -> bool:
        """True once the final decision was made: an action that is not a question, or the
        ``max_decisions``-th decision."""
        d = self.decisions
        return bool(d) and (d[-1].action.action_type != A.ASK_USER or len(d) >= self.max_decisions)


class ProbeProtocol(Agent):
    """Wraps ``inner`` for one probe episode and records its decisions in ``log``."""

    def __init__(self, inner: Agent, log: ProbeLog):
        self.inner, self.log = inner, log
        self.name = getattr(inner, "name", "agent")

    def reset(self, goal: str) -> None:
        self.log.decisions.clear()
        self.inner.reset(goal)

    def step(self, observation: Observation) -> AgentStep:
        """The inner agent's decision; ``status complete`` once the final one was made."""
        if self.log.finished:
            return AgentStep(A.done(), raw={"mid_probe": "single round trip over: episode ends"})
        out = self.inner.step(observation)
        if isinstance(out, AgentStep):
            self.log.decisions.append(Decision(out.action, tuple(observation.ui_elements)))
        return out

    def close(self) -> None:
        """Nothing: the run closes the inner agent."""


class ReferenceProbeProtocol(ProbeProtocol, ReferenceAgent):
    """``ProbeProtocol`` around a reference agent (it keeps ``begin``)."""

    def reset(self, goal: str) -> None:
        ReferenceAgent.reset(self, goal)

    def begin(self, goal: str, context: EpisodeContext) -> None:
        self.log.decisions.clear()
        self.inner.begin(goal, context)


def wrap(agent: Agent, log: ProbeLog) -> ProbeProtocol:
    """``agent`` under the probe protocol, recording into ``log``."""
    cls = ReferenceProbeProtocol if isinstance(agent, ReferenceAgent) else ProbeProtocol
    return cls(agent, log)
