"""``GateClient``: an OpenAI-client stand-in that runs a gate on the step's action call.

The wrapped agent keeps calling ``client.chat.completions.create(**request)`` as before.
When the wrapper has armed the client for a step, the first such call goes to the gate
(through a ``StepContext``) instead of straight to the server:

1. the gate computes its score, calling the real client for the baseline completion
   (the agent's own request, with ``logprobs=True`` for LGC), samples (SGC) or its own
   prompt (PGC);
2. if it fires, one more call asks the model for the clarifying question
   (``ask.question_messages``) and the agent receives a completion holding
   ``ask_user(question)`` in its output format; otherwise it receives the baseline
   completion unchanged;
3. either way the returned completion's ``usage`` is the sum over every call of the step,
   so the agent's token accounting includes the gate's cost.

If the baseline action is already ``ask_user`` the agent's own question stands. Later
calls of the same step (the agent's re-prompts) and calls while disarmed pass through.
A failing call raises as it would from the real client and leaves the client armed, so
the agent's retry reruns the gate; so does a baseline completion without choices (the
agent retries that like a 5xx).
"""

from __future__ import annotations

import base64
import io
import types
from typing import Any, Callable

from openai.types.chat import ChatCompletion

from venus_tasks.agents.gates import Gate, GateContext
from venus_tasks.agents.gates.ask import ask_reply, clean_question, question_messages
from venus_tasks.agents.parsers import get_parser
from venus_tasks.env import actions as A


def _text(resp: Any, i: int = 0) -> str:
    choices = getattr(resp, "choices", None) or []
    if len(choices) <= i or getattr(choices[i], "message", None) is None:
        return ""
    return choices[i].message.content or ""


def _image_size(messages: list[dict[str, Any]]) -> tuple[int, int] | None:
    """``(w, h)`` of the last data-URL image in ``messages`` (read from its header)."""
    from PIL import Image

    for m in reversed(messages):
        content = m.get("content")
        if not isinstance(content, list):
            continue
        for part in reversed(content):
            url = (part.get("image_url") or {}).get("url", "") if isinstance(part, dict) else ""
            if url.startswith("data:") and "," in url:
                try:
                    with Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))) as im:
                        return im.size
                except (ValueError, OSError):
                    return None
    return None


class StepContext(GateContext):
    """``GateContext`` for one step's action call (see the module docstring).

    Args:
      create: the real client's ``chat.completions.create``.
      request: the agent's request keyword arguments.
      observation: the step's observation.
      gate: the gate (its ``needs_logprobs`` shapes the baseline request).
      fmt, coords: the agent's output format and coordinate mode (for ``parse``).
    """

    def __init__(self, create: Callable[..., Any], request: dict[str, Any], observation: Any, gate: Gate,
                 fmt: str, coords: str) -> None:
        self._create, self.request, self.observation, self._gate = create, request, observation, gate
        self._fmt, self._coords = fmt, coords
        self._baseline: Any = None
        self._image: tuple[int, int] | None = None
        self.responses: list[Any] = []

    def _call(self, **kw: Any) -> Any:
        resp = self._create(**kw)
        self.responses.append(resp)
        return resp

    def baseline(self) -> Any:
        if self._baseline is None:
            kw = dict(self.request)
            if self._gate.needs_logprobs:
                kw["logprobs"] = True
            self._baseline = self._call(**kw)
        return self._baseline

    @property
    def has_baseline(self) -> bool:
        """True once the baseline completion was made."""
        return self._baseline is not None

    def complete(self, messages: list[dict[str, Any]], **overrides: Any) -> Any:
        kw: dict[str, Any] = {"model": self.request.get("model"), "messages": messages, "temperature": 0.0}
        if self.request.get("max_tokens") is not None:
            kw["max_tokens"] = self.request["max_tokens"]
        return self._call(**{**kw, **overrides})

    def sample_replies(self, k: int, temperature: float) -> list[str]:
        out: list[str] = []
        for _ in range(k):   # at most k calls even if a server answers one choice at a time
            if len(out) >= k:
                break
            resp = self._call(**{**self.request, "temperature": temperature, "n": k - len(out)})
            out += [_text(resp, i) for i in range(len(getattr(resp, "choices", None) or []))]
        return out[:k]

    def parse(self, reply: str) -> Any:
        screen = tuple(getattr(self.observation, "screen_size", None) or (1080, 2400))
        if self._image is None:   # the image the model saw sets its pixel space
            self._image = _image_size(list(self.request.get("messages") or [])) or screen
        return get_parser(self._fmt)(reply, screen, coords=self._coords, image_size=self._image).action

    def usage(self) -> dict[str, int] | None:
        """Summed ``usage`` of every call (None when no response carried one)."""
        totals, seen = {"prompt_tokens": 0, "completion_tokens": 0, "cached_tokens": 0}, False
        for r in self.responses:
            u = getattr(r, "usage", None)
            if u is None:
                continue
            seen = True
            totals["prompt_tokens"] += int(getattr(u, "prompt_tokens", 0) or 0)
            totals["completion_tokens"] += int(getattr(u, "completion_tokens", 0) or 0)
            details = getattr(u, "prompt_tokens_details", None)
            totals["cached_tokens"] += int(getattr(details, "cached_tokens", 0) or 0) if details else 0
        return totals if seen else None


def _with_usage(resp: Any, usage: dict[str, int] | None, content: str | None = None) -> Any:
    """A ``ChatCompletion`` like ``resp`` (or a minimal one) with ``usage`` and, if given,
    the first choice's text replaced."""
    body = resp.model_dump() if hasattr(resp, "model_dump") else {}
    body.setdefault("id", "chatcmpl-gate")
    body.setdefault("object", "chat.completion")
    body.setdefault("created", 0)
    body.setdefault("model", "")
    if content is not None:
        body["choices"] = [{"index": 0, "finish_reason": "stop",
                            "message": {"role": "assistant", "content": content}}]
    if usage is not None:
        body["usage"] = {"prompt_tokens": usage["prompt_tokens"], "completion_tokens": usage["completion_tokens"],
                         "total_tokens": usage["prompt_tokens"] + usage["completion_tokens"],
                         "prompt_tokens_details": {"cached_tokens": usage["cached_tokens"]}}
    return ChatCompletion.model_validate(body)


class GateClient:
    """Wraps an ``openai.OpenAI``-like client; see the module docstring.

    Args:
      real: the agent's client (anything with ``chat.completions.create``).
      gate: the gate to run.
      fmt, coords: the agent's output format and coordinate mode.

    Attributes:
      record: the last step's gate record (``take_record`` hands it out once).
    """

    def __init__(self, real: Any, gate: Gate, fmt: str = "json", coords: str = "absolute") -> None:
        self.real, self.gate, self.fmt, self.coords = real, gate, fmt, coords
        self.chat = types.SimpleNamespace(completions=types.SimpleNamespace(create=self._create))
        self._armed = False
        self._observation: Any = None
        self.record: dict[str, Any] | None = None

    def arm(self, observation: Any) -> None:
        """Gate the next call (the step's action call) for ``observation``."""
        self._armed, self._observation, self.record = True, observation, None

    def disarm(self) -> None:
        """Let every call through ungated."""
        self._armed = False

    def take_record(self) -> dict[str, Any] | None:
        """The record of the gated call since ``arm`` (None if none), once."""
        record, self.record = self.record, None
        return record

    def close(self) -> None:
        """Close the real client."""
        close = getattr(self.real, "close", None)
        if callable(close):
            close()

    def _create(self, **request: Any) -> Any:
        if not self._armed:
            return self.real.chat.completions.create(**request)
        ctx = StepContext(self.real.chat.completions.create, request, self._observation, self.gate,
                          self.fmt, self.coords)
        decision = self.gate.decide(ctx)
        record: dict[str, Any] = {"gate": self.gate.name, "threshold": self.gate.threshold,
                                  "score": decision.score, "fired": decision.fire, "asked": False,
                                  "detail": dict(decision.detail)}
        own_ask = False
        if ctx.has_baseline:
            baseline_text = _text(ctx.baseline())
            record["baseline_reply"] = baseline_text
            own_ask = ctx.parse(baseline_text).action_type == A.ASK_USER
            record["agent_asked"] = own_ask
        if decision.fire and not own_ask:
            question = clean_question(_text(ctx.complete(question_messages(list(request["messages"])))))
            record.update(asked=True, question=question)
            resp = _with_usage(ctx.responses[-1], ctx.usage(), ask_reply(self.fmt, question))
        else:
            resp = _with_usage(ctx.baseline(), ctx.usage())
        record["calls"] = len(ctx.responses)
        # a baseline without choices (a server's broken 200) goes back to the agent, which
        # retries it like a 5xx: stay armed so that the retry is gated too
        self._armed, self.record = not resp.choices, record
        return resp
