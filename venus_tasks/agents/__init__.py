"""Agent registry: ``--agent NAME`` picks a factory registered here.

Add an agent by subclassing ``Agent`` and decorating a factory::

    @register_agent("my_agent")
    def _make(config: AgentConfig) -> Agent:
        return MyAgent(config.model)
"""

from __future__ import annotations

import difflib
from typing import Callable

from venus_tasks.agents.base import (Agent, AgentConfig, AgentStep, AgentUnavailableError,
                                     EpisodeContext, ReferenceAgent, Usage)

AgentFactory = Callable[[AgentConfig], Agent]
_REGISTRY: dict[str, AgentFactory] = {}
# The harness's own model clients: only their AgentUnavailableError makes an episode no_result.
_MODEL_CLIENTS: set[str] = set()


def register_agent(name: str) -> Callable[[AgentFactory], AgentFactory]:
    """Decorator registering ``factory`` under ``name``.

    Raises:
      ValueError: ``name`` is already registered.
    """

    def deco(factory: AgentFactory) -> AgentFactory:
        if name in _REGISTRY:
            raise ValueError(f"agent {name!r} is already registered")
        _REGISTRY[name] = factory
        return factory

    return deco


def _register_model_client(name: str) -> Callable[[AgentFactory], AgentFactory]:
    """``register_agent`` for the harness's own model clients (openai, http, AndroidWorld's
    agents), whose unreachable backend is an infrastructure outcome (``agent_error``)."""

    def deco(factory: AgentFactory) -> AgentFactory:
        register_agent(name)(factory)
        _MODEL_CLIENTS.add(name)
        return factory

    return deco


def is_builtin_agent(name: str) -> bool:
    """True if ``name`` was registered by the harness's own code (``venus_tasks.agents``),
    False for an agent a plugin registered."""
    _load_builtin()
    return name in _REGISTRY and getattr(_REGISTRY[name], "__module__", "").startswith("venus_tasks.agents")


def is_model_client(name: str) -> bool:
    """True if ``name`` is one of the harness's own model clients (see ``AgentUnavailableError``)."""
    _load_builtin()
    return name in _MODEL_CLIENTS


def agent_names() -> list[str]:
    """Registered agent names, sorted."""
    _load_builtin()
    return sorted(_REGISTRY)


def make_agent(name: str, config: AgentConfig | None = None) -> Agent:
    """Build the agent registered as ``name``.

    With ``config.gate`` set the agent comes wrapped in that clarification gate.

    Raises:
      ValueError: unknown name (the message lists the registered names), or a gate that
        cannot wrap this agent.
    """
    _load_builtin()
    if name not in _REGISTRY:
        hint = difflib.get_close_matches(name, _REGISTRY, n=1)
        did = f" (did you mean {hint[0]!r}?)" if hint else ""
        raise ValueError(f"unknown agent {name!r}{did}; registered agents: {', '.join(sorted(_REGISTRY))}")
    config = config or AgentConfig()
    agent = _REGISTRY[name](config)
    if config.gate:   # a clarification gate wraps the agent (venus_tasks.agents.gates)
        from venus_tasks.agents.gates import wrap_agent
        try:
            agent = wrap_agent(agent, config.gate, dict(config.gate_thresholds), config.gate_thresholds_file,
                               config.gate_max_asks)
        except BaseException:
            agent.close()
            raise
    return agent


def _load_builtin() -> None:
    # Importing the modules runs their @register_agent decorators.
    from venus_tasks.agents import adversarial, gui_solver, memory_cheat, reference  # noqa: F401
    from venus_tasks.agents import android_world_adapter, http_agent, human, openai_agent, replay  # noqa: F401


__all__ = ["Agent", "AgentConfig", "AgentStep", "AgentUnavailableError", "EpisodeContext", "ReferenceAgent",
           "Usage", "agent_names", "is_builtin_agent", "is_model_client", "make_agent", "register_agent"]
