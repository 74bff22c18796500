"""``--agent http --agent_arg serve=HOST:PORT``: the runner serves observations, the agent
(any process, any language) fetches them and posts actions.

This is the pull form of the HTTP agent interface; the push form (``--base_url``, the
runner calls the agent's server) is in ``http_agent.py``. Pull suits agents behind NAT,
notebooks and clients that cannot run a server. The runner owns the device and serves one
episode at a time; the JSON bodies are described by ``http_schema.json`` (JSON Schema
2020-12, also served at ``GET /schema``).

Protocol
--------

``GET {url}/observation?wait=S`` waits up to ``S`` seconds (0..60, default 0) for an
observation that awaits an action, and answers ``200`` with one of::

    {"state": "running",                # an observation awaits your action
     "episode_id": str,                 # changes with every episode: reset your history
     "goal": str,                       # the goal text, already in its variant form
     "step": int,                       # 0-based step index within the episode
     "max_steps": int, "steps_left": int,   # the step budget (steps_left includes this one)
     "screenshot_png_b64": str, "screen_size": [int, int],
     "ui_elements": [...], "foreground": str | null,   # as in the push form's /step body
     "user_messages": [str, ...],       # user texts since your previous action
     "dialogue": [{"role": "agent" | "user", "step": int, "text": str}, ...]}
                                        # every turn of this episode so far, oldest first
    {"state": "waiting"}                # nothing to act on yet (the device is busy); poll again
    {"state": "closed"}                 # the run is over; stop polling

``GET {url}/screenshot.png`` is the pending observation's screenshot as a PNG file
(``404`` when none is pending), for clients that would rather not decode base64.

``POST {url}/action`` answers the pending observation::

    {"episode_id": str, "step": int,    # copied from the observation you answer
     "action": {"action_type": str, ...},   # any JSONAction, ask_user or answer included
     "usage": {"prompt_tokens": int, "completion_tokens": int,
               "cached_tokens": int, "source": "api" | "chars"},   # optional
     "raw": any JSON value}             # optional, kept in the episode record

``200 {"accepted": true}`` takes it; an ``action`` or ``usage`` that breaks the schema is
taken as an ``invalid`` action (it costs the step, as in the push form) and the answer
says why in ``"invalid"``. ``409`` refuses an action for an observation that is not the
pending one (answered already, or from a past episode); ``400`` a body that is not a JSON
object with ``episode_id`` and ``step``; ``401`` a request without the bearer token when
``token`` is set.

Time limits. An agent that has not answered within ``timeout`` seconds of an observation
(``connect_timeout`` for the first one of the run, while the agent process starts) ends
the episode as ``agent_error`` (no_result), never a hang; the run goes on, and a later
action for that observation gets ``409``.

Options (``--agent_arg key=value``):

===============  ===============================================  ===============
key              meaning                                          default
===============  ===============================================  ===============
serve            ``host:port`` to listen on (port 0: any free)    (required)
timeout          seconds to wait for each action                  300
connect_timeout  seconds to wait for the run's first action       600
token            if set, requests need ``Authorization: Bearer``  (none)
===============  ===============================================  ===============

Bind to 127.0.0.1 (the usual host) or a trusted network: observations show the screen.
"""

from __future__ import annotations

import base64
import dataclasses
import hmac
import itertools
import json
import math
import os
import secrets
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler
from typing import Any

from venus_tasks.agents.base import Agent, AgentConfig, AgentStep, AgentUnavailableError, Usage, typed_options
from venus_tasks.agents.http_agent import action_from_json, observation_to_json, usage_from_json
from venus_tasks.agents.http_server import BackgroundHttp
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation

SCHEMA_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "http_schema.json")
MAX_ACTION_BYTES = 8 * 1024 * 1024
MAX_WAIT_S = 60.0


@dataclasses.dataclass(frozen=True)
class PullOptions:
    """Options of ``HttpPullAgent`` (see the module docstring)."""

    serve: str = ""
    timeout: float = 300.0
    connect_timeout: float = 600.0
    token: str = ""

    @classmethod
    def from_extra(cls, extra: tuple[tuple[str, str], ...] | dict[str, str]) -> "PullOptions":
        """Build from ``AgentConfig.extra`` strings.

        Raises:
          ValueError: unknown key, bad value, or a ``serve`` that is not ``host:port``.
        """
        opts = cls(**typed_options(cls, extra, "http (serve)"))
        opts.address()
        for key in ("timeout", "connect_timeout"):
            v = getattr(opts, key)
            if not (math.isfinite(v) and v > 0):
                raise ValueError(f"{key} must be a positive number of seconds, got {v}")
        return opts

    def address(self) -> tuple[str, int]:
        """``serve`` as (host, port).

        Raises:
          ValueError: not ``host:port`` with a port in 0..65535.
        """
        host, sep, port = self.serve.strip().rpartition(":")
        host = host.strip("[]")
        if not (sep and host and port.isdigit() and int(port) <= 65535):
            raise ValueError(f"serve={self.serve!r} is not host:port, e.g. serve=127.0.0.1:8766 "
                             "(port 0 picks a free one)")
        return host, int(port)


class HttpPullAgent(Agent):
    """The harness side of the pull protocol: ``step`` publishes the observation and waits
    for the agent to post its action.

    Args:
      config: ``extra`` options (``serve`` required); ``base_url`` must be empty.
      announce: called once with a line naming the URL to poll (default: stderr).

    Attributes:
      url: ``http://host:port`` the agent polls (the real port when ``serve`` asked for 0).
      counts: requests received per endpoint.

    Raises:
      ValueError: bad options, or ``base_url`` given too.
      OSError: the address cannot be bound.
    """

    name = "http"

    def __init__(self, config: AgentConfig, *, announce=None) -> None:
        if config.base_url.strip():
            raise ValueError("the http agent either calls your server (--base_url) or serves "
                             "observations (--agent_arg serve=host:port), not both")
        self.options = PullOptions.from_extra(config.extra)
        self.goal = ""
        self.counts: dict[str, int] = {}
        self._cond = threading.Condition()
        self._episodes = itertools.count(1)
        self._run = secrets.token_hex(3)
        self._episode_id = ""
        self._dialogue: list[dict[str, Any]] = []
        self._pending: dict[str, Any] | None = None   # the observation body awaiting an action
        self._png: bytes | None = None
        self._reply: tuple[AgentStep] | None = None   # (the posted step,) once it arrives
        self._answered_once = False
        self._closed = False
        self._http = BackgroundHttp(*self.options.address(), _handler(self), "http-pull")
        self.url = self._http.url
        (announce or (lambda line: print(line, file=sys.stderr, flush=True)))(
            f"http agent: poll GET {self.url}/observation and POST {self.url}/action "
            f"(schema: GET {self.url}/schema)")

    # -- the Agent contract (the episode loop's thread) ---------------------------------

    def reset(self, goal: str) -> None:
        """Open a new episode (a new ``episode_id``); its turns start empty."""
        with self._cond:
            self.goal = goal
            self._episode_id = f"{self._run}-{next(self._episodes)}"
            self._dialogue = []
            self._pending = self._png = self._reply = None

    def step(self, observation: Observation) -> AgentStep:
        """Publish ``observation`` and wait for the posted action.

        Raises:
          AgentUnavailableError: no action within ``timeout`` (``connect_timeout`` before
            the run's first action).
        """
        body = observation_to_json(observation)
        png = base64.b64decode(body["screenshot_png_b64"])
        for text in observation.user_messages:
            self._dialogue.append({"role": "user", "step": observation.step, "text": text})
        max_steps = observation.max_steps
        body.update(state="running", episode_id=self._episode_id, goal=self.goal,
                    max_steps=max_steps, steps_left=None if max_steps is None else max_steps - observation.step,
                    dialogue=list(self._dialogue))
        limit = self.options.timeout if self._answered_once else self.options.connect_timeout
        with self._cond:
            self._pending, self._png, self._reply = body, png, None
            self._cond.notify_all()
            deadline = time.monotonic() + limit
            while self._reply is None and not self._closed:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(left)
            reply, self._pending, self._png, self._reply = self._reply, None, None, None
        if reply is None:
            raise AgentUnavailableError(f"no action posted to {self.url}/action for step {observation.step} "
                                        f"of episode {self._episode_id} within {limit:g} s")
        out = reply[0]
        if out.action.action_type == A.ASK_USER:
            self._dialogue.append({"role": "agent", "step": observation.step, "text": out.action.text or ""})
        return out

    def close(self) -> None:
        """Answer ``closed`` to pollers, stop serving and free the port (idempotent)."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._http.close()

    # -- endpoints (the server's threads) ------------------------------------------------

    def observation(self, wait: float) -> dict[str, Any]:
        """``GET /observation``: the pending body, or ``waiting``/``closed``."""
        with self._cond:
            self._cond.wait_for(lambda: self._pending is not None or self._closed, timeout=wait)
            if self._closed:
                return {"state": "closed"}
            return self._pending if self._pending is not None else {"state": "waiting"}

    def screenshot(self) -> bytes | None:
        """``GET /screenshot.png``: the pending screenshot, or None."""
        with self._cond:
            return self._png

    def post_action(self, body: Any) -> tuple[int, dict[str, Any]]:
        """``POST /action``: (HTTP status, answer body)."""
        if not isinstance(body, dict) or not isinstance(body.get("episode_id"), str) or type(body.get("step")) is not int:
            return 400, {"error": 'the body must be a JSON object with "episode_id" (str) and "step" (int), '
                                  'copied from the observation it answers'}
        out, invalid = _agent_step(body)
        with self._cond:
            p = self._pending
            if p is None or (body["episode_id"], body["step"]) != (p["episode_id"], p["step"]):
                now = "none" if p is None else f"episode {p['episode_id']} step {p['step']}"
                return 409, {"error": f"episode {body['episode_id']} step {body['step']} is not the pending "
                                      f"observation (pending: {now}); GET /observation for the current one"}
            self._reply = (out,)
            self._pending = self._png = None
            self._answered_once = True
            self._cond.notify_all()
        return 200, {"accepted": True, **({"invalid": invalid} if invalid else {})}

    def count(self, endpoint: str) -> None:
        with self._cond:
            self.counts[endpoint] = self.counts.get(endpoint, 0) + 1

    def authorised(self, header: str | None) -> bool:
        if not self.options.token:
            return True
        want = f"Bearer {self.options.token}".encode()
        return header is not None and hmac.compare_digest(header.strip().encode(), want)


def _agent_step(body: dict[str, Any]) -> tuple[AgentStep, str]:
    """The ``AgentStep`` of a posted action and the reason it is ``invalid`` ('' if usable)."""
    meta: dict[str, Any] = {"posted": True}
    if "raw" in body:
        meta["raw"] = body["raw"]
    try:
        usage = usage_from_json(body.get("usage"))
    except ValueError as e:
        usage, reason = Usage(), str(e)
    else:
        try:
            return AgentStep(action_from_json(body.get("action")), usage, meta), ""
        except (A.ActionError, TypeError, ValueError) as e:
            reason = f"unusable action: {e}"
    return AgentStep(A.invalid(f"posted action: {reason}"), usage, {**meta, "error": reason}), reason


def _handler(agent: HttpPullAgent) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server naming
            url = urllib.parse.urlsplit(self.path)
            endpoint = url.path.strip("/")
            if not self._allowed(endpoint):
                return
            if endpoint == "observation":
                try:
                    wait = float(urllib.parse.parse_qs(url.query).get("wait", ["0"])[0])
                except ValueError:
                    return self._json(400, {"error": "wait must be a number of seconds"})
                if not math.isfinite(wait) or wait < 0:
                    return self._json(400, {"error": "wait must be a number of seconds >= 0"})
                return self._json(200, agent.observation(min(wait, MAX_WAIT_S)))
            if endpoint == "screenshot.png":
                png = agent.screenshot()
                if png is None:
                    return self._json(404, {"error": "no observation is pending"})
                return self._send(200, "image/png", png)
            if endpoint == "schema":
                with open(SCHEMA_PATH, "rb") as f:
                    return self._send(200, "application/schema+json", f.read())
            self._json(404, {"error": f"unknown endpoint GET /{endpoint}; use GET /observation, "
                                      "GET /screenshot.png, GET /schema or POST /action"})

        def do_POST(self) -> None:  # noqa: N802
            endpoint = urllib.parse.urlsplit(self.path).path.strip("/")
            if not self._allowed(endpoint):
                return
            if endpoint != "action":
                return self._json(404, {"error": f"unknown endpoint POST /{endpoint}; use POST /action"})
            try:
                length = int(self.headers.get("Content-Length", ""))
            except ValueError:
                return self._json(411, {"error": "Content-Length is required"})
            if not 0 <= length <= MAX_ACTION_BYTES:
                return self._json(413, {"error": f"body over {MAX_ACTION_BYTES} bytes"})
            try:
                body = json.loads(self.rfile.read(length))
            except ValueError as e:
                return self._json(400, {"error": f"body is not JSON: {e}"})
            self._json(*agent.post_action(body))

        def _allowed(self, endpoint: str) -> bool:
            agent.count(endpoint)
            if agent.authorised(self.headers.get("Authorization")):
                return True
            self._json(401, {"error": "missing or wrong 'Authorization: Bearer <token>' header"})
            return False

        def _json(self, status: int, body: dict[str, Any]) -> None:
            self._send(status, "application/json", json.dumps(body, ensure_ascii=False).encode("utf-8"))

        def _send(self, status: int, kind: str, data: bytes) -> None:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet
            pass

    return Handler


__all__ = ["HttpPullAgent", "PullOptions", "SCHEMA_PATH"]
