"""``GatedAgent``: a frozen model agent behind a clarification gate (a Gymnasium-style
wrapper: same ``reset``/``step``/``close`` contract, the inner agent unedited).

The wrapper finds the agent's OpenAI-compatible client (its ``_client`` attribute, the
one ``OpenAIAgent`` builds or is given) and replaces it with a ``client.GateClient``.
Each ``step`` arms the gate client for the step's first model call (the action call),
runs the inner agent, and adds the gate record to ``AgentStep.raw["gate"]``.

Single round trip (MID-Bench §5.3: one ``call_user`` per decision point): after
``max_asks`` questions in an episode (the gate's or the agent's own) the gate stands
aside and the agent's actions pass through ungated. venus applies the budget per
episode ([inferred]: the paper scores single steps, an episode may hold several
decision points; raise ``max_asks``, ``--gate_max_asks``, to allow more).

Only agents whose step's first model call is its action call can be gated: the harness's
``openai`` agent (all output formats). AndroidWorld's M3A/T3A bill a summary call to the
next step and are refused; so are reference agents and remote (``http``) agents.
"""

from __future__ import annotations

from typing import Any

from venus_tasks.agents.base import Agent, AgentStep, ReferenceAgent
from venus_tasks.agents.gates import Gate
from venus_tasks.agents.gates.client import GateClient
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation

DEFAULT_MAX_ASKS = 1


def _find_client(agent: Agent) -> Any:
    client = getattr(agent, "_client", None)
    completions = getattr(getattr(client, "chat", None), "completions", None)
    if client is None or not callable(getattr(completions, "create", None)):
        raise ValueError(f"--gate wraps an agent that talks to an OpenAI-compatible endpoint (--agent openai); "
                         f"{type(agent).__name__} has no such client to gate")
    return client


class GatedAgent(Agent):
    """``inner`` with ``gate`` deciding, at each step, act or ask.

    Args:
      inner: the model agent (an ``OpenAIAgent`` or one with the same ``_client`` and
        ``options.format``/``options.coords``).
      gate: the gate.
      max_asks: questions per episode after which the gate stands aside (>= 1).
      source: where the thresholds came from (a file path, or "" for the defaults); for
        the run header.

    Raises:
      ValueError: a reference agent, an agent without an OpenAI-compatible client, an
        agent whose step does not start with its action call, or ``max_asks < 1``.
    """

    def __init__(self, inner: Agent, gate: Gate, *, max_asks: int = DEFAULT_MAX_ASKS, source: str = "") -> None:
        if isinstance(inner, ReferenceAgent):
            raise ValueError(f"--gate wraps a model agent; {type(inner).__name__} is a reference agent")
        if hasattr(inner, "_client_agent"):
            raise ValueError(f"--gate cannot wrap {type(inner).__name__}: its model calls do not start each step "
                             "with the action call (AndroidWorld agents bill a summary call to the next step)")
        if max_asks < 1:
            raise ValueError(f"max_asks must be at least 1, got {max_asks}")
        options = getattr(inner, "options", None)
        self.inner, self.gate, self.max_asks, self.source = inner, gate, max_asks, source
        self.client = GateClient(_find_client(inner), gate, fmt=getattr(options, "format", "json"),
                                 coords=getattr(options, "coords", "absolute"))
        inner._client = self.client
        self.name = f"{getattr(inner, 'name', 'agent')}+{gate.name}"
        self._asks = 0

    def describe(self) -> dict[str, Any]:
        """``{"name", "threshold", "fires", "tunable", "max_asks", "thresholds_source"}``."""
        return {**self.gate.describe(), "max_asks": self.max_asks, "thresholds_source": self.source or "default"}

    def reset(self, goal: str) -> None:
        """Start an episode: reset the inner agent and the question budget."""
        self.goal = goal
        self._asks = 0
        self.inner.reset(goal)

    def step(self, observation: Observation) -> AgentStep:
        """The inner agent's step with the gate on its action call; ``raw["gate"]`` holds
        the gate record (score, threshold, fired, question, baseline reply, calls), or
        ``{"gate", "skipped": "ask budget spent"}`` once ``max_asks`` is reached."""
        if self._asks < self.max_asks:
            self.client.arm(observation)
        else:
            self.client.disarm()
        try:
            st = self.inner.step(observation)
        finally:
            self.client.disarm()
        record = self.client.take_record() or {"gate": self.gate.name, "skipped": (
            "ask budget spent" if self._asks >= self.max_asks else "no model call")}
        if st.action.action_type == A.ASK_USER:
            self._asks += 1
        raw = dict(st.raw) if isinstance(st.raw, dict) else {"inner": st.raw}
        raw["gate"] = record
        return AgentStep(st.action, st.usage, raw)

    def close(self) -> None:
        """Close the inner agent (which closes the client)."""
        self.inner.close()
