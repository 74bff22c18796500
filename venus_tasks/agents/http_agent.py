"""``--agent http``: an agent that runs in its own process, behind a small JSON-over-HTTP
protocol, so untrusted agent code never runs inside the harness.

``--base_url`` is the agent server's URL (e.g. ``http://127.0.0.1:8765``). Serve any
registered ``Agent`` with ``python -m venus_tasks.agents.http_server`` (see
``http_server.py``), or write the three endpoints in any language. This is the push
form; in the pull form (``--agent_arg serve=host:port``, ``http_pull.py``) the runner
serves observations and the agent fetches them and posts actions. The JSON bodies of
both are described by ``http_schema.json`` (JSON Schema 2020-12).

Protocol
--------

Every request is ``POST`` with a JSON body (``Content-Type: application/json``, UTF-8).
The harness reads the HTTP status of every response and the JSON body of ``/step``'s;
any 2xx acknowledges ``/reset`` and ``/close``.

``POST {base_url}/reset`` starts an episode::

    {"goal": str}                       # the goal text, already in its variant form

``POST {base_url}/step`` asks for one action::

    {"step": int,                       # 0-based step index within the episode
     "screenshot_png_b64": str,         # the screen, PNG (RGB, 8 bit), base64 (RFC 4648)
     "screen_size": [int, int],         # [width, height] of the screenshot, physical pixels
     "ui_elements": [                   # accessibility nodes (empty with --noui_tree)
       {"index": int,                   # position in this list (JSONAction.index)
        "text": str, "content_description": str, "class_name": str,
        "resource_id": str, "package_name": str,
        "bbox": [x_min, y_min, x_max, y_max] | null,   # ints, pixels, max exclusive
        "is_clickable": bool, "is_long_clickable": bool, "is_checkable": bool,
        "is_checked": bool, "is_enabled": bool, "is_focusable": bool, "is_focused": bool,
        "is_scrollable": bool, "is_selected": bool, "is_password": bool}, ...],
     "foreground": str | null,          # "package/activity" of the focused window
     "user_messages": [str, ...],       # user replies to ask_user and follow-up
                                        # instructions since the previous step, oldest first
     "max_steps": int | null}           # the episode's step budget

and the server answers ``200`` with::

    {"action": {"action_type": str, ...},   # JSONAction fields: index, x, y (int, pixels
                                            # of the screenshot), text, direction,
                                            # goal_status, app_name, keycode (str),
                                            # clear_text (bool); see env/actions.py
     "usage": {"prompt_tokens": int, "completion_tokens": int,
               "cached_tokens": int,        # optional, default 0
               "source": "api" | "chars"},  # optional, default "api"
                                            # the whole "usage" object is optional
     "raw": any JSON value}                 # optional, kept in the episode record; the
                                            # report shows "reply" (str) and "prompt" (chat
                                            # messages, images replaced by a note, as
                                            # openai_agent.prompt_record) beside the step

``POST {base_url}/close`` tells the server the run is over (once, best effort; its
answer is ignored).

Outcomes. Connection refused, a timeout, HTTP 5xx, 408 or 429 are retried
``attempts`` times with doubling sleeps, then ``AgentUnavailableError`` is raised: the
server is down and the episode is ``no_result`` (a no_result counts as not solved in the
headline SR, so a server gains nothing by failing). Any other reply to ``/step`` that
breaks the protocol (another HTTP 4xx, a body that is not JSON or not an object, no ``action``,
an action ``JSONAction`` rejects, malformed ``usage``, a body over 8 MiB) becomes an
``invalid`` action: it costs the agent a step, nothing more. A 4xx on ``/reset`` raises
``AgentProtocolError`` (the episode is ``agent_crash``, scored 0). Token usage has
``source="api"`` when the server sent ``usage`` (``"chars"`` if it says so), else
``"none"``. A retried ``/step`` carries the same ``step`` number, so a server can tell a
repeat from a new step. No API key or other credential is ever sent to the server, and
no proxy settings are read: the harness connects directly.

Options (``--agent_arg key=value``):

========  ==================================================  =======
key       meaning                                             default
========  ==================================================  =======
timeout   seconds to wait for each request's reply            120
attempts  tries per request for transient failures            3
backoff   first retry sleep in seconds (doubles each retry)   1.0
========  ==================================================  =======
"""

from __future__ import annotations

import base64
import dataclasses
import http.client
import io
import json
import math
import re
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Callable

import numpy as np
from PIL import Image

from venus_tasks.agents import _register_model_client
from venus_tasks.agents.base import (Agent, AgentConfig, AgentStep, AgentUnavailableError, Usage,
                                     USAGE_API, USAGE_CHARS, typed_options)
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement

MAX_REPLY_BYTES = 8 * 1024 * 1024
_TRANSIENT_STATUS = frozenset({408, 429})
_CLOSE_TIMEOUT = 5.0
# JSON type each JSONAction field must have in a reply (None is always allowed).
_ACTION_TYPES: dict[str, type] = {
    "action_type": str, "index": int, "x": int, "y": int, "text": str, "direction": str,
    "goal_status": str, "app_name": str, "keycode": str, "clear_text": bool, "path": list}


class AgentProtocolError(RuntimeError):
    """The agent server refused ``/reset`` (HTTP 4xx): the episode fails (``agent_crash``)."""


@dataclasses.dataclass(frozen=True)
class HttpOptions:
    """Options of ``HttpAgent`` (see the module docstring)."""

    timeout: float = 120.0
    attempts: int = 3
    backoff: float = 1.0

    @classmethod
    def from_extra(cls, extra: tuple[tuple[str, str], ...] | dict[str, str]) -> "HttpOptions":
        """Build from ``AgentConfig.extra`` strings.

        Raises:
          ValueError: unknown key or bad value (the message names the valid keys).
        """
        values = typed_options(cls, extra, "http")
        opts = cls(**values)
        if not (math.isfinite(opts.timeout) and opts.timeout > 0):
            raise ValueError(f"timeout must be a positive number of seconds, got {opts.timeout}")
        if opts.attempts < 1:
            raise ValueError(f"attempts must be >= 1, got {opts.attempts}")
        if not (math.isfinite(opts.backoff) and opts.backoff >= 0):
            raise ValueError(f"backoff must be a non-negative number of seconds, got {opts.backoff}")
        return opts


# -- the wire format (shared with http_server.py) --------------------------------------

_ELEMENT_FIELDS = [f for f in dataclasses.fields(UIElement) if f.name != "bbox"]


def element_to_json(index: int, el: UIElement) -> dict[str, Any]:
    """One ``ui_elements`` entry of a ``/step`` request."""
    d: dict[str, Any] = {"index": index}
    for f in _ELEMENT_FIELDS:
        d[f.name] = getattr(el, f.name)
    b = el.bbox
    d["bbox"] = None if b is None else [b.x_min, b.y_min, b.x_max, b.y_max]
    return d


def element_from_json(d: Any) -> UIElement:
    """The ``UIElement`` of one ``ui_elements`` entry (missing keys take their defaults).

    Raises:
      ValueError: a field has the wrong JSON type.
    """
    if not isinstance(d, dict):
        raise ValueError(f"a UI element must be an object, got {type(d).__name__}")
    kw: dict[str, Any] = {}
    for f in _ELEMENT_FIELDS:
        if f.name in d:
            v = d[f.name]
            if type(v) is not type(f.default):
                raise ValueError(f"UI element field {f.name} must be {type(f.default).__name__}, got {v!r}")
            kw[f.name] = v
    b = d.get("bbox")
    if b is not None:
        if not (isinstance(b, list) and len(b) == 4 and all(type(v) is int for v in b)):
            raise ValueError(f"UI element bbox must be [x_min, y_min, x_max, y_max] ints or null, got {b!r}")
        kw["bbox"] = BoundingBox(*b)
    return UIElement(**kw)


def encode_png(screenshot: np.ndarray) -> str:
    """Base64 of the lossless PNG of an RGB ``uint8`` (height, width, 3) array."""
    buf = io.BytesIO()
    Image.fromarray(np.ascontiguousarray(screenshot, dtype=np.uint8), "RGB").save(buf, "PNG", compress_level=1)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def observation_to_json(obs: Observation) -> dict[str, Any]:
    """The ``/step`` request body for ``obs``."""
    return {
        "step": obs.step,
        "screenshot_png_b64": encode_png(obs.screenshot),
        "screen_size": list(obs.screen_size),
        "ui_elements": [element_to_json(i, el) for i, el in enumerate(obs.ui_elements)],
        "foreground": obs.foreground,
        "user_messages": list(obs.user_messages),
        "max_steps": obs.max_steps,
    }


def observation_from_json(d: Any) -> Observation:
    """Rebuild the ``Observation`` of a ``/step`` request (screenshot as an RGB array).

    Raises:
      ValueError: a missing or mistyped field, an unreadable PNG, or a ``screen_size``
        that differs from the image.
    """
    if not isinstance(d, dict):
        raise ValueError("the /step body must be a JSON object")
    step = d.get("step")
    if type(step) is not int or step < 0:
        raise ValueError(f"step must be a non-negative int, got {step!r}")
    b64 = d.get("screenshot_png_b64")
    if not isinstance(b64, str):
        raise ValueError("screenshot_png_b64 must be a base64 string")
    try:
        with Image.open(io.BytesIO(base64.b64decode(b64, validate=True))) as img:
            shot = np.asarray(img.convert("RGB"), dtype=np.uint8)
    except Exception as e:  # noqa: BLE001 - binascii.Error, PIL errors
        raise ValueError(f"screenshot_png_b64 is not a base64 PNG: {e}") from None
    size = d.get("screen_size")
    if size != [shot.shape[1], shot.shape[0]]:
        raise ValueError(f"screen_size {size!r} differs from the screenshot's {[shot.shape[1], shot.shape[0]]}")
    elements = d.get("ui_elements", [])
    if not isinstance(elements, list):
        raise ValueError("ui_elements must be a list")
    fg = d.get("foreground")
    if fg is not None and not isinstance(fg, str):
        raise ValueError("foreground must be a string or null")
    msgs = d.get("user_messages", [])
    if not (isinstance(msgs, list) and all(isinstance(m, str) for m in msgs)):
        raise ValueError("user_messages must be a list of strings")
    budget = d.get("max_steps")
    if budget is not None and (type(budget) is not int or budget < 1):
        raise ValueError(f"max_steps must be a positive int or null, got {budget!r}")
    return Observation(step=step, screenshot=shot, ui_elements=tuple(element_from_json(e) for e in elements),
                       foreground=fg, user_messages=tuple(msgs), max_steps=budget)


def step_to_json(out: AgentStep) -> dict[str, Any]:
    """The ``/step`` response body for an agent's ``AgentStep``."""
    body: dict[str, Any] = {"action": out.action.as_dict()}
    u = out.usage
    if u.source in (USAGE_API, USAGE_CHARS):
        body["usage"] = {"prompt_tokens": u.prompt_tokens, "completion_tokens": u.completion_tokens,
                         "cached_tokens": u.cached_tokens, "source": u.source}
    if out.raw is not None:
        body["raw"] = out.raw
    return body


def action_from_json(d: Any) -> A.JSONAction:
    """A reply's ``action``, with JSON types checked before ``JSONAction.from_dict``.

    Raises:
      ActionError: not an action object, a mistyped field, or fields that do not fit.
    """
    if not isinstance(d, dict):
        raise A.ActionError(f"action must be a JSON object, got {type(d).__name__}")
    for key, value in d.items():
        want = _ACTION_TYPES.get(key)
        if want is None or value is None:
            continue  # unknown keys are reported by from_dict
        if type(value) is not want:  # bool is not an int here, int is not a str
            raise A.ActionError(f"action field {key} must be {want.__name__}, got {value!r}")
    return A.JSONAction.from_dict(d)


def usage_from_json(d: Any) -> Usage:
    """A reply's ``usage`` (None/absent: no usage).

    Raises:
      ValueError: not an object, or counts that are not non-negative ints.
    """
    if d is None:
        return Usage()
    if not isinstance(d, dict):
        raise ValueError(f"usage must be a JSON object, got {type(d).__name__}")
    counts = []
    for key, default in (("prompt_tokens", None), ("completion_tokens", None), ("cached_tokens", 0)):
        v = d.get(key, default)
        if type(v) is not int or v < 0:
            raise ValueError(f"usage.{key} must be a non-negative int, got {v!r}")
        counts.append(v)
    source = d.get("source", USAGE_API)
    if source not in (USAGE_API, USAGE_CHARS):
        raise ValueError(f"usage.source must be {USAGE_API!r} or {USAGE_CHARS!r}, got {source!r}")
    return Usage(*counts, source)


# -- the client --------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _Reply:
    status: int
    body: bytes
    attempts: int


class HttpAgent(Agent):
    """The harness side of the protocol in the module docstring.

    Args:
      config: ``base_url`` (required) and ``extra`` options.
      sleep: called with seconds between retries (tests pass a recorder).

    Raises:
      ValueError: no or a non-http(s) ``base_url``, or bad options.
    """

    name = "http"

    def __init__(self, config: AgentConfig, *, sleep: Callable[[float], None] = time.sleep) -> None:
        self.options = HttpOptions.from_extra(config.extra)
        url = config.base_url.strip().rstrip("/")
        if not url:
            raise ValueError("the http agent needs the agent server's URL (--base_url), "
                             "e.g. http://127.0.0.1:8765")
        try:
            ok = re.match(r"https?://[^/\s]+", url) is not None
            urllib.parse.urlsplit(url).port  # noqa: B018 - raises ValueError on a bad port
        except ValueError:
            ok = False
        if not ok:
            raise ValueError(f"--base_url {config.base_url!r} is not an http(s) URL, e.g. http://127.0.0.1:8765")
        self.base_url = url
        self._sleep = sleep
        # No ProxyHandler settings from the environment: library code reads no env vars.
        self._opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        self.goal = ""

    def reset(self, goal: str) -> None:
        """``POST /reset``.

        Raises:
          AgentUnavailableError: the server is down (after retries).
          AgentProtocolError: the server answered 4xx.
        """
        self.goal = goal
        reply = self._post("reset", {"goal": goal})
        if reply.status >= 300:
            raise AgentProtocolError(f"agent server {self.base_url} refused /reset (HTTP {reply.status}): "
                                     f"{_snippet(reply.body)}")

    def step(self, observation: Observation) -> AgentStep:
        """``POST /step``; a reply that breaks the protocol becomes an ``invalid`` action.

        Raises:
          AgentUnavailableError: the server is down (after retries).
        """
        reply = self._post("step", observation_to_json(observation))
        meta: dict[str, Any] = {"http_status": reply.status, "attempts": reply.attempts}

        def bad(reason: str, usage: Usage = Usage()) -> AgentStep:
            return AgentStep(A.invalid(f"agent server reply: {reason}"), usage,
                             {**meta, "error": reason, "body": _snippet(reply.body)})

        if reply.status >= 300:
            return bad(f"HTTP {reply.status}")
        if len(reply.body) > MAX_REPLY_BYTES:
            return bad(f"body larger than {MAX_REPLY_BYTES} bytes")
        try:
            doc = json.loads(reply.body)
        except ValueError as e:  # JSONDecodeError, UnicodeDecodeError
            return bad(f"not JSON ({e})")
        if not isinstance(doc, dict):
            return bad(f"the body must be a JSON object, got {type(doc).__name__}")
        try:
            usage = usage_from_json(doc.get("usage"))
        except ValueError as e:
            return bad(str(e))
        if "action" not in doc:
            return bad("no 'action' in the body", usage)
        try:
            action = action_from_json(doc["action"])
        except (A.ActionError, TypeError, ValueError) as e:
            return bad(f"unusable action: {e}", usage)
        if "raw" in doc:
            meta["raw"] = doc["raw"]
        return AgentStep(action, usage, meta)

    def close(self) -> None:
        """``POST /close`` once; failures are ignored."""
        try:
            self._request("close", b"{}", min(self.options.timeout, _CLOSE_TIMEOUT))
        except Exception:  # noqa: BLE001 - best effort
            pass

    # -- internals ---------------------------------------------------------------------

    def _post(self, endpoint: str, payload: dict[str, Any]) -> _Reply:
        data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        o, last = self.options, ""
        for attempt in range(1, o.attempts + 1):
            try:
                status, body = self._request(endpoint, data, o.timeout)
            except (urllib.error.URLError, http.client.HTTPException, OSError) as e:
                last = f"{type(e).__name__}: {getattr(e, 'reason', e)}"
            else:
                if status < 500 and status not in _TRANSIENT_STATUS:
                    return _Reply(status, body, attempt)
                last = f"HTTP {status}: {_snippet(body)}"
            if attempt < o.attempts:
                self._sleep(o.backoff * 2 ** (attempt - 1))
        raise AgentUnavailableError(f"agent server {self.base_url}/{endpoint} failed after "
                                    f"{o.attempts} attempt(s): {last}")

    def _request(self, endpoint: str, data: bytes, timeout: float) -> tuple[int, bytes]:
        """(status, body up to MAX_REPLY_BYTES + 1 bytes). Raises on transport errors
        and when the whole reply takes longer than ``timeout``."""
        req = urllib.request.Request(f"{self.base_url}/{endpoint}", data=data, method="POST",
                                     headers={"Content-Type": "application/json"})
        deadline = time.monotonic() + timeout
        try:
            resp = self._opener.open(req, timeout=timeout)
            status = resp.status
        except urllib.error.HTTPError as e:
            resp, status = e, e.code
        with resp:
            chunks, size = [], 0
            while size <= MAX_REPLY_BYTES:
                chunk = resp.read(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
                if time.monotonic() > deadline:
                    raise socket.timeout(f"reply took longer than {timeout} s")
            return status, b"".join(chunks)


def _snippet(body: bytes, limit: int = 500) -> str:
    text = body[:limit].decode("utf-8", "replace")
    return text + ("..." if len(body) > limit else "")


@_register_model_client("http")
def _make_http(config: AgentConfig) -> Agent:
    """``--base_url``: the push form (this module); ``--agent_arg serve=host:port``: the
    pull form (``http_pull.py``)."""
    if any(key == "serve" for key, _ in config.extra):
        from venus_tasks.agents.http_pull import HttpPullAgent
        return HttpPullAgent(config)
    return HttpAgent(config)
