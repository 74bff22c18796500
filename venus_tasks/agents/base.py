"""The agent contract: ``reset(goal)`` and ``step(observation) -> AgentStep``.

A model agent sees only what a model would: the goal, observations (which carry the user
simulator's replies) and its own actions. The task object and the device go only to
``ReferenceAgent`` subclasses (oracle, GUI solvers), whose runs are labelled reference and
make no leaderboard entry.

Agents report what the model cost through ``Usage`` (the API's token counts, never
characters unless labelled); the episode loop sums it per step and per episode. Noise,
dialogue routing and the step budget live in the episode loop, never in an agent.
"""

from __future__ import annotations

import abc
import dataclasses
from typing import Any, Iterable, Mapping

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
    ``gate`` names a clarification gate wrapping the agent (``--gate``, see
    ``venus_tasks.agents.gates``; "" = none), ``gate_thresholds`` the (gate, threshold)
    pairs loaded from ``gate_thresholds_file`` (``--gate_thresholds``), ``gate_max_asks`` the
    questions per episode after which the gate stands aside (``--gate_max_asks``).
    """

    model: str = ""
    base_url: str = ""
    api_key: str = ""
    temperature: float = 0.0
    max_tokens: int = 1024
    replay_path: str = ""
    extra: tuple[tuple[str, str], ...] = ()
    gate: str = ""
    gate_thresholds: tuple[tuple[str, float], ...] = ()
    gate_thresholds_file: str = ""
    gate_max_asks: int = 1


@dataclasses.dataclass(frozen=True)
class EpisodeContext:
    """Privileged handles for reference agents (oracle, GUI solvers): the task instance
    and the env. Given only to ``ReferenceAgent.begin``; model agents never see it."""

    task: Any
    env: Any
    max_steps: int


_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")


def parse_agent_args(pairs: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """``--agent_arg key=value`` strings as ``AgentConfig.extra`` pairs (stripped).

    Raises:
      ValueError: a string is not ``key=value``.
    """
    out = []
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--agent_arg {pair!r} is not key=value")
        out.append((key.strip(), value.strip()))
    return tuple(out)


def typed_options(cls: type, extra: Iterable[tuple[str, str]] | Mapping[str, str], agent: str,
                  skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """``AgentConfig.extra`` strings converted to the types of the defaults of dataclass
    ``cls``'s fields (``bool`` from true/false/yes/no/on/off/1/0); keys in ``skip`` are
    left out (the caller reads them itself).

    Raises:
      ValueError: an unknown key (the message lists the valid ones) or a bad value.
    """
    kv = dict(extra)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(kv) - set(fields))
    if unknown:
        raise ValueError(f"unknown {agent} agent option(s) {unknown}; valid: {', '.join(sorted(fields))}")
    values: dict[str, Any] = {}
    for key, raw in kv.items():
        if key in skip:
            continue
        kind = type(fields[key].default)
        low = raw.strip().lower()
        try:
            if kind is bool:
                if low not in _TRUE + _FALSE:
                    raise ValueError(raw)
                values[key] = low in _TRUE
            else:
                values[key] = kind(raw.strip())
        except ValueError:
            raise ValueError(f"option {key}={raw!r} is not a valid {kind.__name__}") from None
    return values


class AgentUnavailableError(RuntimeError):
    """The agent's backend (e.g. its model server) could not be reached.

    Raised by the harness's own model clients (``openai``, ``http``, AndroidWorld's
    agents): the episode is then ``no_result``. From any other agent (a plugin's own
    code) it counts as the agent failing the episode (``agent_crash``), like any other
    exception, so that no agent can dodge an episode it cannot solve.
    """


class Agent(abc.ABC):
    """Base class for agents. Subclass it and register a factory with ``register_agent``."""

    name: str = "agent"

    def reset(self, goal: str) -> None:
        """Start a new episode with the goal text (already in its variant form)."""
        self.goal = goal

    @abc.abstractmethod
    def step(self, observation: Observation) -> AgentStep:
        """Return the next action for ``observation``. Must not raise on bad model output:
        return an ``invalid`` action instead. Raise ``AgentUnavailableError`` when the
        backend cannot be reached (``no_result`` for the harness's own model clients,
        a failed episode for any other agent); any other exception fails the episode."""

    def close(self) -> None:
        """Release resources (HTTP clients, terminals). Called once after the run."""


class ReferenceAgent(Agent):
    """An agent that may read the task and drive the device directly (oracle, GUI solvers,
    adversarial probes). It validates tasks rather than measuring a model: a run with one
    is labelled ``reference`` and makes no leaderboard entry.

    The episode loop calls ``begin(goal, context)`` instead of ``reset(goal)``.
    """

    def reset(self, goal: str) -> None:
        raise TypeError(f"{type(self).__name__} is a reference agent: call begin(goal, context)")

    def begin(self, goal: str, context: EpisodeContext) -> None:
        """Start a new episode with the goal and the privileged ``context``."""
        self.goal = goal
