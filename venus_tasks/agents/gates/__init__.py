"""Train-free clarification gates around a frozen model agent (``--gate pgc|sgc|lgc``).

MID-Bench ("Why Act Without Asking? Evaluating Mobile GUI Agents under Ambiguous
Instructions", EMNLP 2026, §6 "Train-Free Clarification Cascades") wraps a frozen agent
so that at each step a gate decides between executing the agent's own (greedy, baseline)
action and asking the user a clarifying question; only the gate signal differs between
cascades. Three gates (§6):

=====  ==========================================================  =====================
gate   signal (score)                                              fires when
=====  ==========================================================  =====================
pgc    the model is asked whether the instruction is clear enough   it answers no
       to act (verbalised yes/no; score 1.0 = no, 0.0 = yes)        (score > 0.5, fixed)
sgc    semantic entropy (nats) over action-equivalence classes of   score > tau_SGC
       k=5 sampled actions (``equivalence``)
lgc    mean token log-probability of the baseline action's tokens   score < tau_LGC
       (the API's ``logprobs``; no extra call)
=====  ==========================================================  =====================

tau_SGC and tau_LGC are tuned by F1 on a held-out validation split (§6.1), here with
``python -m venus_tasks.agents.gates tune`` (``tune``); PGC needs no tuning (§6).

The seam is the agent's OpenAI-compatible client, not its code: ``GatedAgent``
(``wrapper``) swaps the wrapped agent's client for a ``GateClient`` (``client``) that sees
the step's first chat-completion request, runs the gate on it and, when the gate fires,
answers the agent with a completion holding an ``ask_user`` action in the agent's own
output format (``ask``), so the agent's history and dialogue stay true. Neither the agent
nor the episode loop is edited.

Interface: a gate is a ``Gate`` subclass registered with ``register_gate``; its
``decide(ctx: GateContext) -> GateDecision`` may call the model through ``ctx``.
"""

from __future__ import annotations

import abc
import dataclasses
import difflib
import importlib
import json
import math
from typing import Any, Mapping

THRESHOLDS_FORMAT = "venus-gate-thresholds/1"


@dataclasses.dataclass(frozen=True)
class GateDecision:
    """A gate's verdict on one step.

    Attributes:
      fire: True = ask the user instead of executing the baseline action.
      score: the gate signal (see the module table), None when it could not be computed
        (then the gate does not fire).
      detail: JSON-serialisable evidence for the episode record (samples, classes, reply).
    """

    fire: bool
    score: float | None
    detail: Mapping[str, Any] = dataclasses.field(default_factory=dict)


class Gate(abc.ABC):
    """One clarification gate.

    Class attributes:
      name: the ``--gate`` value.
      fires_above: True if the gate fires when ``score > threshold`` (sgc, pgc), False if
        when ``score < threshold`` (lgc). ``tune`` reads it.
      tunable: False for gates whose threshold is fixed (pgc's verbalised yes/no).
      default_threshold: used when no thresholds file names the gate.
      needs_logprobs: the baseline request must ask the API for token log-probabilities.

    Args:
      threshold: the decision threshold (None = ``default_threshold``).
    """

    name = "gate"
    fires_above = True
    tunable = True
    default_threshold = 0.0
    needs_logprobs = False

    def __init__(self, threshold: float | None = None) -> None:
        t = self.default_threshold if threshold is None else float(threshold)
        if not math.isfinite(t):
            raise ValueError(f"gate {self.name}: threshold must be a finite number, got {threshold!r}")
        self.threshold = t

    def fires(self, score: float | None) -> bool:
        """True if ``score`` is on the asking side of the threshold (None never fires)."""
        if score is None:
            return False
        return score > self.threshold if self.fires_above else score < self.threshold

    @abc.abstractmethod
    def decide(self, ctx: "GateContext") -> GateDecision:
        """Decide one step. ``ctx`` gives the baseline completion and further model calls.

        Raises:
          openai.APIError: a model call failed (the wrapped agent retries the step's call).
        """

    def describe(self) -> dict[str, Any]:
        """``{"name", "threshold", "fires", "tunable"}`` for the run header and records."""
        op = ">" if self.fires_above else "<"
        return {"name": self.name, "threshold": self.threshold, "fires": f"score {op} {self.threshold:g}",
                "tunable": self.tunable}


class GateContext(abc.ABC):
    """What a gate may use at one step (implemented by ``client.GateClient``).

    Attributes:
      request: the wrapped agent's chat-completion request (keyword arguments of
        ``chat.completions.create``: ``model``, ``messages``, ``temperature``, ...).
      observation: the step's ``Observation`` (screen size, UI elements).
    """

    request: Mapping[str, Any]
    observation: Any

    @abc.abstractmethod
    def baseline(self) -> Any:
        """The agent's own completion for ``request`` (made once, cached; with
        ``logprobs=True`` when the gate ``needs_logprobs``)."""

    @abc.abstractmethod
    def complete(self, messages: list[dict[str, Any]], **overrides: Any) -> Any:
        """One more chat completion on the same model (usage is billed to the step)."""

    @abc.abstractmethod
    def sample_replies(self, k: int, temperature: float) -> list[str]:
        """``k`` stochastic replies to ``request`` (``n=k`` in one call, topped up by more
        calls when the server returns fewer choices)."""

    @abc.abstractmethod
    def parse(self, reply: str) -> Any:
        """The ``JSONAction`` the wrapped agent's parser reads from ``reply`` (screen pixels)."""


_GATES: dict[str, type[Gate]] = {}


def register_gate(cls: type[Gate]) -> type[Gate]:
    """Class decorator registering a ``Gate`` subclass under ``cls.name``.

    Raises:
      ValueError: the name is taken.
    """
    if cls.name in _GATES:
        raise ValueError(f"gate {cls.name!r} is already registered")
    _GATES[cls.name] = cls
    return cls


def _load_builtin() -> None:
    for module in ("lgc", "pgc", "sgc"):   # importing registers them
        importlib.import_module(f"venus_tasks.agents.gates.{module}")


def gate_names() -> list[str]:
    """Registered gate names, sorted."""
    _load_builtin()
    return sorted(_GATES)


def gate_class(name: str) -> type[Gate]:
    """The ``Gate`` class registered as ``name``.

    Raises:
      ValueError: unknown name; the message lists the registered gates.
    """
    _load_builtin()
    if name not in _GATES:
        hint = difflib.get_close_matches(name, _GATES, n=1)
        did = f" (did you mean {hint[0]!r}?)" if hint else ""
        raise ValueError(f"unknown gate {name!r}{did}; gates: {', '.join(sorted(_GATES))}")
    return _GATES[name]


def make_gate(name: str, thresholds: Mapping[str, float] | None = None) -> Gate:
    """Build gate ``name`` with its threshold from ``thresholds`` (gate name -> value),
    else its default.

    Raises:
      ValueError: unknown gate or a non-finite threshold.
    """
    cls = gate_class(name)
    return cls((thresholds or {}).get(name))


def load_thresholds(path: str) -> dict[str, float]:
    """Gate thresholds from a file written by ``tune`` (format ``THRESHOLDS_FORMAT``)::

        {"format": "venus-gate-thresholds/1", "thresholds": {"sgc": 0.81, "lgc": -0.42},
         "tuned": {...per-gate F1, precision, recall, n...}}

    Raises:
      ValueError: the file cannot be read, is not JSON, has another format, or a threshold
        is not a finite number; the message names the file and the fix.
    """
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise ValueError(f"--gate_thresholds {path}: cannot read it ({e.strerror})") from None
    except ValueError as e:
        raise ValueError(f"--gate_thresholds {path}: not JSON ({e}); write it with "
                         "`python -m venus_tasks.agents.gates tune`") from None
    if not isinstance(data, dict) or data.get("format") != THRESHOLDS_FORMAT \
            or not isinstance(data.get("thresholds"), dict):
        raise ValueError(f"--gate_thresholds {path}: not a thresholds file (expected a JSON object with "
                         f"\"format\": \"{THRESHOLDS_FORMAT}\" and \"thresholds\"); write it with "
                         "`python -m venus_tasks.agents.gates tune`")
    out = {}
    for name, value in data["thresholds"].items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ValueError(f"--gate_thresholds {path}: threshold of {name!r} is {value!r}, not a finite number")
        out[str(name)] = float(value)
    return out


def wrap_agent(agent: Any, gate: str, thresholds: Mapping[str, float] | None = None,
               source: str = "", max_asks: int = 1) -> Any:
    """``agent`` wrapped by gate ``gate`` (``wrapper.GatedAgent``); see that class.

    Raises:
      ValueError: unknown gate, an agent without an OpenAI-compatible client to wrap, or
        ``max_asks < 1``.
    """
    from venus_tasks.agents.gates.wrapper import GatedAgent

    return GatedAgent(agent, make_gate(gate, thresholds), source=source, max_asks=max_asks)


__all__ = ["Gate", "GateContext", "GateDecision", "THRESHOLDS_FORMAT", "gate_class", "gate_names",
           "load_thresholds", "make_gate", "register_gate", "wrap_agent"]
