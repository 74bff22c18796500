"""The agent contract: ``reset(goal, context)`` and ``step(observation) -> AgentStep``.

Agents report what the model cost through ``Usage`` (the API's token counts, never
characters unless labelled); the episode loop sums it per step and per episode. Noise,
dialogue routing and the step budget live in the episode loop, never in an agent.
"""

from __future__ import annotations

import abc
import dataclasses
from typing import Any

from venus_tasks.env.actions import JSONAction
from venus_tasks.env.observation import Observation

USAGE_API = "api"        # counts reported by the model server (``usage`` in the response)
USAGE_CHARS = "chars"    # fallback: the server gave no usage; counts are characters
USAGE_NONE = "none"      # no model involved (oracle, noop, replay, human)


@dataclasses.dataclass(frozen=True)
class Usage:
    """Token counts of one model call (or a sum of calls).

    ``prompt_tokens``/``completion_tokens``/``cached_tokens`` are the OpenAI ``usage``
    fields (``cached_tokens`` = ``prompt_tokens_details.cached_tokens``). ``source``
    says what the numbers are: ``api`` tokens, ``chars`` (labelled fallback) or ``none``.
    """

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    source: str = USAGE_NONE

    def __add__(self, other: "Usage") -> "Usage":
        sources = {self.source, other.source} - {USAGE_NONE}
        source = USAGE_NONE if not sources else (sources.pop() if len(sources) == 1 else "mixed")
        return Usage(self.prompt_tokens + other.prompt_tokens,
                     self.completion_tokens + other.completion_tokens,
                     self.cached_tokens + other.cached_tokens, source)


@dataclasses.dataclass(frozen=True)
class AgentStep:
    """What an agent returns for one observation.

    Attributes:
      action: the action to execute.
      usage: model cost of producing it.
      raw: JSON-serialisable record of the model exchange (e.g. the reply text), kept in
        the episode record; no images.
    """

    action: JSONAction
    usage: Usage = Usage()
    raw: Any = None


@dataclasses.dataclass(frozen=True)
class AgentConfig:
    """Run-level agent settings from the CLI (the one edge where configuration enters).

    ``extra`` carries agent-specific options as strings (``--agent_arg key=value``).
    """

    model: str = ""
    base_url: str = ""
    api_key: str = ""
    temperature: float = 0.0
    max_tokens: int = 1024
    replay_path: str = ""
    extra: tuple[tuple[str, str], ...] = ()


@dataclasses.dataclass(frozen=True)
class EpisodeContext:
    """Privileged handles for reference agents (oracle): the task instance and the env.

    Model agents must ignore it: they see only observations.
    """

    task: Any
    env: Any
    max_steps: int


class AgentUnavailableError(RuntimeError):
    """The agent's backend (e.g. its model server) could not be reached.

    An infrastructure failure: the episode is ``no_result``, not a failure of the agent.
    Any other exception an agent raises counts as the agent failing the episode.
    """


class Agent(abc.ABC):
    """Base class for agents. Subclass it and register a factory with ``register_agent``."""

    name: str = "agent"

    def reset(self, goal: str, context: EpisodeContext) -> None:
        """Start a new episode with the goal text (already in its variant form)."""
        self.goal = goal

    @abc.abstractmethod
    def step(self, observation: Observation) -> AgentStep:
        """Return the next action for ``observation``. Must not raise on bad model output:
        return an ``invalid`` action instead. Raise ``AgentUnavailableError`` when the
        backend cannot be reached (the episode becomes ``no_result``); any other exception
        fails the episode."""

    def close(self) -> None:
        """Release resources (HTTP clients, terminals). Called once after the run."""
