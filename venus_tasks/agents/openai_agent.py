"""OpenAI-compatible GUI agent (``--agent openai``): one chat completion per step.

Works with any server that speaks ``POST /v1/chat/completions`` with image parts (OpenAI,
vLLM, SGLang, LMDeploy): only ``model``, ``messages``, ``temperature`` and ``max_tokens``
are sent. Each request holds a system prompt (action space of the chosen output format)
and one user turn: the goal, the last ``history`` steps as text, the dialogue with the
user, optionally the UI element list, and the current screenshot as a base64 data URL.
Past screenshots are not re-sent.

Options come from ``AgentConfig.extra`` (``--agent_arg key=value``):

==============  =========================================================  ==========
key             meaning                                                    default
==============  =========================================================  ==========
format          output format: json, qwen, gui_owl, mai_ui, ui_venus        json
                (aliases m3a, qwen2.5, qwen3, mobile_agent_v3, ...)
coords          absolute | relative1000 | relative999                      per format
ui_elements     send the UI element list as text (true/false)              true for json
history         number of earlier steps kept as text                       10
dialogue        number of user/agent dialogue lines kept                    20
image_format    png | jpeg                                                  png
jpeg_quality    1..95                                                       85
resize          none | smart (Qwen rule, multiples of ``factor``)           smart for qwen/gui_owl
max_pixels      area cap of the sent image (0 = none / Qwen default)        0
factor          multiple for ``resize=smart``                               28
attempts        HTTP attempts per call (transient errors are retried)       3
backoff         first retry sleep in seconds (doubles each retry)          2.0
timeout         per-request timeout in seconds                             120
reprompt        extra calls when a reply cannot be parsed                   0
==============  =========================================================  ==========

``format=qwen3`` also switches ``coords`` to ``relative999`` (Qwen3-VL cookbook).

Token accounting: each step's ``Usage`` is the sum over its calls of the response's
``usage`` (``prompt_tokens``, ``completion_tokens``,
``prompt_tokens_details.cached_tokens``), ``source="api"``. When the server sends no
``usage``, characters are counted instead (text parts of the request, images excluded;
reply text) with ``source="chars"``.

Errors: transient HTTP failures (connection, timeout, 408/409/425/429, 5xx, and a 200
whose body is not a chat completion: no ``choices``, no ``message``) are retried
``attempts`` times with exponential sleeps (``sleep`` is injectable), then
``ModelUnavailableError`` is raised; other HTTP errors (401, 404, 400, ...) raise it at
once. The episode loop records it as an infrastructure failure. Unreadable model output
never raises: it becomes ``invalid(reason)``.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
import time
from typing import Any, Callable

import openai

from venus_tasks.agents import _register_model_client
from venus_tasks.agents.base import (Agent, AgentConfig, AgentStep, AgentUnavailableError,
                                     Usage, USAGE_API, USAGE_CHARS, typed_options)
from venus_tasks.agents.images import encode_screenshot
from venus_tasks.agents.parsers import ALIASES, DEFAULT_COORDS, COORD_MODES, ParsedAction, coord_space_size, get_parser
from venus_tasks.agents.prompts import describe_elements, system_prompt, user_text
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation

DEFAULT_BASE_URL = "https://api.openai.com/v1"
_TRANSIENT_STATUS = frozenset({408, 409, 425, 429})
_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")


class _MalformedCompletion(ValueError):
    """A 200 response that is not a chat completion (retried like a 5xx)."""


class ModelUnavailableError(AgentUnavailableError):
    """The model endpoint could not answer: an infrastructure failure, not the agent's.

    Attributes:
      attempts: HTTP attempts made.
      status_code: last HTTP status, or None for connection errors/timeouts.
      retryable: False when the error was not transient (bad key, unknown model, ...).
    """

    def __init__(self, message: str, *, attempts: int, status_code: int | None = None,
                 retryable: bool = True) -> None:
        super().__init__(message)
        self.attempts = attempts
        self.status_code = status_code
        self.retryable = retryable


@dataclasses.dataclass(frozen=True)
class AgentOptions:
    """Options of ``OpenAIAgent`` (see the module docstring for each key)."""

    format: str = "json"
    coords: str = "absolute"
    ui_elements: bool = True
    history: int = 10
    dialogue: int = 20
    image_format: str = "png"
    jpeg_quality: int = 85
    resize: str = "none"
    max_pixels: int = 0
    factor: int = 28
    attempts: int = 3
    backoff: float = 2.0
    timeout: float = 120.0
    reprompt: int = 0

    @classmethod
    def from_extra(cls, extra: tuple[tuple[str, str], ...] | dict[str, str]) -> "AgentOptions":
        """Build from ``AgentConfig.extra`` strings.

        Raises:
          ValueError: unknown key, bad value, or an unknown format/coordinate mode.
        """
        kv = dict(extra)
        values = typed_options(cls, kv, "openai", skip=("format",))
        fmt_in = kv.get("format", "json").strip().lower()
        get_parser(fmt_in)  # validates
        fmt = ALIASES.get(fmt_in, fmt_in)
        coords = DEFAULT_COORDS[fmt] if fmt_in != "qwen3" else "relative999"
        defaults: dict[str, Any] = {
            "format": fmt, "coords": coords, "ui_elements": fmt == "json",
            "resize": "smart" if fmt in ("qwen", "gui_owl") and coords == "absolute" else "none",
        }
        opts = cls(**{**defaults, **values})
        if opts.coords not in COORD_MODES:
            raise ValueError(f"coords must be one of {COORD_MODES}, got {opts.coords!r}")
        if opts.attempts < 1 or opts.history < 0 or opts.dialogue < 0 or opts.reprompt < 0:
            raise ValueError("attempts must be >= 1; history, dialogue and reprompt >= 0")
        if not (math.isfinite(opts.timeout) and opts.timeout > 0):
            raise ValueError(f"timeout must be a positive number of seconds, got {opts.timeout}")
        if not (math.isfinite(opts.backoff) and opts.backoff >= 0):
            raise ValueError(f"backoff must be a non-negative number of seconds, got {opts.backoff}")
        if opts.image_format not in ("png", "jpeg"):
            raise ValueError(f"image_format must be png or jpeg, got {opts.image_format!r}")
        if not 1 <= opts.jpeg_quality <= 95:
            raise ValueError(f"jpeg_quality must be 1..95, got {opts.jpeg_quality}")
        if opts.resize not in ("none", "smart") or opts.max_pixels < 0 or opts.factor < 1:
            raise ValueError("resize must be none or smart; max_pixels >= 0; factor >= 1")
        return opts


class OpenAIAgent(Agent):
    """A GUI agent backed by an OpenAI-compatible chat-completions endpoint.

    Args:
      config: ``model``, ``base_url`` (default OpenAI's), ``api_key`` (``EMPTY`` if unset,
        which vLLM accepts), ``temperature``, ``max_tokens`` and ``extra`` options.
      client: an ``openai.OpenAI``-like client (tests); built from ``config`` otherwise.
      sleep: called with seconds between retries (tests pass a recorder).

    Raises:
      ValueError: no model name, or bad options.
    """

    name = "openai"

    def __init__(self, config: AgentConfig, *, client: Any = None,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        if not config.model:
            raise ValueError("the openai agent needs a model name (--model)")
        self.config = config
        self.options = AgentOptions.from_extra(config.extra)
        self._parse = get_parser(self.options.format)
        self._base_url = config.base_url or DEFAULT_BASE_URL
        if not re.match(r"https?://[^/\s]+", self._base_url):
            raise ValueError(f"--base_url {self._base_url!r} is not an http(s) URL, "
                             "e.g. http://localhost:8000/v1")
        self._client = client or openai.OpenAI(
            base_url=self._base_url, api_key=config.api_key or "EMPTY",
            max_retries=0, timeout=self.options.timeout)
        self._sleep = sleep
        self.reset("")

    def reset(self, goal: str) -> None:
        """Start an episode: clear history and dialogue."""
        self.goal = goal
        self._history: list[str] = []
        self._dialogue: list[tuple[str, str]] = []
        self._steps = 0

    def step(self, observation: Observation) -> AgentStep:
        """One model call (more with ``reprompt``); see the module docstring.

        Raises:
          ModelUnavailableError: the endpoint failed (after retries for transient errors).
        """
        o = self.options
        for msg in observation.user_messages:
            self._dialogue.append(("user", msg))
        url, img_size = encode_screenshot(observation.screenshot, fmt=o.image_format, resize=o.resize,
                                          max_pixels=o.max_pixels, factor=o.factor,
                                          jpeg_quality=o.jpeg_quality)
        coord_size = coord_space_size(o.coords, img_size)
        sw, sh = observation.screen_size

        def to_model(x: int, y: int) -> tuple[int, int]:
            return (round(x * coord_size[0] / sw), round(y * coord_size[1] / sh))

        elements = describe_elements(observation.ui_elements, to_model) if o.ui_elements else None
        text = user_text(self.goal, self._history[-o.history:] if o.history else [],
                         self._dialogue[-o.dialogue:] if o.dialogue else [],
                         elements, img_size, observation.step)
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": system_prompt(o.format, coord_size)},
            {"role": "user", "content": [{"type": "text", "text": text},
                                         {"type": "image_url", "image_url": {"url": url}}]},
        ]
        usage, calls = Usage(), []
        for round_ in range(o.reprompt + 1):
            reply, call_usage, meta = self._complete(messages)
            usage = usage + call_usage
            calls.append(meta)
            parsed = self._check_index(
                self._parse(reply, observation.screen_size, coords=o.coords, image_size=img_size),
                observation)
            if parsed.action.action_type != A.INVALID or round_ == o.reprompt:
                break
            messages += [{"role": "assistant", "content": reply},
                         {"role": "user", "content": f"That reply could not be used ({parsed.action.text}). "
                                                     "Answer again, exactly in the required format."}]
        self._remember(parsed)
        raw = {"format": o.format, "coords": o.coords, "image_size": list(img_size),
               "reply": calls[-1]["reply"], "thought": parsed.thought, "summary": parsed.summary,
               "calls": calls, "usage": dataclasses.asdict(usage),
               "prompt": prompt_record(messages, f"this step's screenshot ({img_size[0]}x{img_size[1]} "
                                                 f"{o.image_format})")}
        return AgentStep(parsed.action, usage, raw)

    def close(self) -> None:
        """Close the HTTP client."""
        close = getattr(self._client, "close", None)
        if callable(close):
            close()

    # -- internals ---------------------------------------------------------------------

    def _complete(self, messages: list[dict[str, Any]]) -> tuple[str, Usage, dict[str, Any]]:
        o, last = self.options, None
        for attempt in range(1, o.attempts + 1):
            try:
                resp = self._client.chat.completions.create(
                    model=self.config.model, messages=messages,
                    temperature=self.config.temperature, max_tokens=self.config.max_tokens)
            except openai.APIStatusError as e:
                if e.status_code not in _TRANSIENT_STATUS and e.status_code < 500:
                    raise ModelUnavailableError(
                        f"model endpoint {self._base_url} refused the request (HTTP {e.status_code}): {e.message}",
                        attempts=attempt, status_code=e.status_code, retryable=False) from e
                last = e
            except openai.APIError as e:  # connection errors, timeouts, unreadable responses
                last = e
            except (json.JSONDecodeError, UnicodeDecodeError) as e:
                # a 200 labelled application/json whose body is not JSON (a proxy's page): the
                # client parses it inside create(); the server's failure, retried like a 5xx
                last = _MalformedCompletion(f"HTTP 200 whose body is not JSON ({e})")
            else:
                try:
                    return self._read(resp, messages, attempt)
                except _MalformedCompletion as e:   # a proxy's or server's broken 200
                    last = e
            if attempt < o.attempts:
                self._sleep(o.backoff * 2 ** (attempt - 1))
        status = getattr(last, "status_code", None)
        raise ModelUnavailableError(
            f"model endpoint {self._base_url} failed after {o.attempts} attempt(s): "
            f"{type(last).__name__}: {last}", attempts=o.attempts, status_code=status) from last

    def _read(self, resp: Any, messages: list[dict[str, Any]], attempts: int) -> tuple[str, Usage, dict[str, Any]]:
        choices = getattr(resp, "choices", None) or []
        if not isinstance(choices, list) or not choices or getattr(choices[0], "message", None) is None:
            raise _MalformedCompletion(f"HTTP 200 without a chat completion (choices: {str(choices)[:80]!r})")
        msg = choices[0].message
        reply = msg.content or ""
        extra = getattr(msg, "model_extra", None) or {}
        reasoning = extra.get("reasoning_content") or extra.get("reasoning")
        if isinstance(reasoning, str) and reasoning and "</think" not in reply:
            reply = f"<think>{reasoning}</think>\n{reply}"
        for call in getattr(msg, "tool_calls", None) or []:  # servers that parse tool calls out
            fn = getattr(call, "function", None)
            if fn is not None and "<tool_call>" not in reply:
                reply += f'\n<tool_call>\n{{"name": {json.dumps(fn.name)}, "arguments": {fn.arguments}}}\n</tool_call>'
        usage = _usage(getattr(resp, "usage", None), messages, reply)
        meta = {"reply": reply, "attempts": attempts, "finish_reason": choices[0].finish_reason,
                "model": getattr(resp, "model", None), "usage": dataclasses.asdict(usage)}
        return reply, usage, meta

    @staticmethod
    def _check_index(parsed: ParsedAction, obs: Observation) -> ParsedAction:
        i, n = parsed.action.index, len(obs.ui_elements)
        if i is not None and i >= n:
            return dataclasses.replace(parsed, action=A.invalid(
                f"index {i} is out of range: the screen has {n} UI elements"))
        return parsed

    def _remember(self, parsed: ParsedAction) -> None:
        self._steps += 1
        a = parsed.action
        if a.action_type == A.INVALID:
            line = f"invalid output, nothing was done ({a.text})"
        else:
            line = a.json_str() + (f" - {parsed.summary}" if parsed.summary else "")
        self._history.append(f"Step {self._steps}: {line}")
        if a.action_type == A.ASK_USER:
            self._dialogue.append(("agent", a.text or ""))


def _usage(u: Any, messages: list[dict[str, Any]], reply: str) -> Usage:
    """``Usage`` from an OpenAI ``usage`` object, or a labelled character count."""
    prompt = getattr(u, "prompt_tokens", None) if u is not None else None
    completion = getattr(u, "completion_tokens", None) if u is not None else None
    if prompt is None and completion is None:
        chars = 0
        for m in messages:
            content = m["content"]
            parts = [content] if isinstance(content, str) else [p.get("text", "") for p in content]
            chars += sum(len(p) for p in parts if isinstance(p, str))
        return Usage(chars, len(reply), 0, USAGE_CHARS)
    details = getattr(u, "prompt_tokens_details", None)
    cached = getattr(details, "cached_tokens", None) if details is not None else None
    return Usage(int(prompt or 0), int(completion or 0), int(cached or 0), USAGE_API)


@_register_model_client("openai")
def _make_openai(config: AgentConfig) -> Agent:
    return OpenAIAgent(config)


def prompt_record(messages: list[dict[str, Any]], image_note: str) -> list[dict[str, Any]]:
    """The exact chat messages sent to the model, with every image replaced by
    ``{"type": "image_url", "image_url": {"url": "<image_note>"}}`` (the episode keeps the
    screenshot itself beside the record), for the episode record."""
    out = []
    for m in messages:
        content = m["content"]
        if isinstance(content, list):
            content = [{"type": "image_url", "image_url": {"url": f"<{image_note}>"}}
                       if part.get("type") == "image_url" else part for part in content]
        out.append({**m, "content": content})
    return out
