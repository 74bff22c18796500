"""Serve an in-process ``Agent`` over the HTTP agent protocol (see ``http_agent.py``).

From Python (the server runs in a background thread until ``close()``)::

    with serve(MyAgent()) as server:
        run_suite(RunConfig(..., agent="http", agent_config=AgentConfig(base_url=server.url)))

From a shell, in the agent's own process (foreground, until Ctrl-C or SIGTERM)::

    python -m venus_tasks.agents.http_server --agent my_agent --plugins my_lab.agents --port 8765
    python runner.py --agent http --base_url http://127.0.0.1:8765 ...

The served agent gets ``reset(goal)`` and ``step(observation)`` with a real
``Observation`` (the screenshot decoded to an RGB ``uint8`` array). Requests are handled
one at a time. Answers: a request the server cannot read is HTTP 400; the agent raising
``AgentUnavailableError`` (its own model server is down) is 503, which the harness
retries and then records as ``no_result``; any other exception of the agent is 422,
which the harness records as an ``invalid`` action (``/step``) or a failed episode
(``/reset``). A repeated ``/step`` with the step number just answered (the harness
retrying after a timeout) gets the same answer again without calling the agent.
``/close`` is acknowledged; the agent's own ``close()`` runs when the serving process
stops, so one server can serve several runs.

There is no authentication: bind to 127.0.0.1 (the default) or a trusted network.
Reference agents (oracle, GUI solvers) need the task and device and cannot be served.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import signal
import sys
import threading
import time
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

from venus_tasks.agents import AgentConfig, make_agent
from venus_tasks.agents.base import Agent, AgentStep, AgentUnavailableError, ReferenceAgent, parse_agent_args
from venus_tasks.agents.http_agent import observation_from_json, step_to_json
from venus_tasks.plugins import load_plugins

MAX_REQUEST_BYTES = 256 * 1024 * 1024


class BackgroundHttp:
    """A ``ThreadingHTTPServer`` for ``handler`` on ``host:port`` (0: a free port),
    serving from a daemon thread until ``close()``; ``url`` is ``http://host:port``.

    Raises:
      OSError: the address cannot be bound.
    """

    def __init__(self, host: str, port: int, handler: type[BaseHTTPRequestHandler], name: str) -> None:
        self._httpd = ThreadingHTTPServer((host, port), handler)
        self._httpd.daemon_threads = True
        h, p = self._httpd.server_address[:2]
        self.url = f"http://{h}:{p}" if ":" not in str(h) else f"http://[{h}]:{p}"
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.1},
                                        name=f"{name}-{p}", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop serving, wait for the thread and free the port (idempotent)."""
        if self._thread.is_alive():
            self._httpd.shutdown()
            self._thread.join()
        self._httpd.server_close()


class AgentServer:
    """A running server; ``url`` is its base URL. Stop it with ``close()`` (or use it as a
    context manager).

    Attributes:
      url: ``http://host:port`` to pass as ``--base_url``.
      counts: requests received per endpoint (``reset``, ``step``, ``close``, ...).
    """

    def __init__(self, agent: Agent, host: str, port: int, log: Callable[[str], None] | None) -> None:
        if isinstance(agent, ReferenceAgent):
            raise ValueError(f"{type(agent).__name__} is a reference agent: it needs the task and the "
                             "device and cannot be served over HTTP")
        self.agent = agent
        self.counts: collections.Counter[str] = collections.Counter()
        self._log = log or (lambda msg: None)
        self._lock = threading.Lock()
        self._last: tuple[int, dict[str, Any]] | None = None  # (step, body) last answered
        self._http = BackgroundHttp(host, port, _handler(self), "agent-server")
        self.url = self._http.url

    def close(self) -> None:
        """Stop serving and free the port (idempotent). The agent is not closed."""
        self._http.close()

    def __enter__(self) -> "AgentServer":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- endpoints (called by the handler; return (status, body)) ------------------------

    def handle(self, endpoint: str, body: Any) -> tuple[int, dict[str, Any]]:
        """Answer one request (one at a time): (HTTP status, JSON body)."""
        with self._lock:
            self.counts[endpoint] += 1
            if endpoint == "close":
                self._log("the harness closed its run")
                return 200, {}
            if endpoint == "reset":
                if not (isinstance(body, dict) and isinstance(body.get("goal"), str)):
                    return 400, {"error": 'the /reset body must be {"goal": str}'}
                self._last = None
                return self._call(lambda: self.agent.reset(body["goal"]), lambda _: {})
            if endpoint != "step":
                return 404, {"error": f"unknown endpoint /{endpoint}; use /reset, /step or /close"}
            try:
                obs = observation_from_json(body)
            except ValueError as e:
                return 400, {"error": str(e)}
            if self._last is not None and self._last[0] == obs.step:
                return 200, self._last[1]  # the harness retried a step already answered
            status, reply = self._call(lambda: self.agent.step(obs), _step_body)
            if status == 200:
                self._last = (obs.step, reply)
            return status, reply

    def _call(self, fn: Callable[[], Any], to_body: Callable[[Any], dict[str, Any]]) -> tuple[int, dict[str, Any]]:
        try:
            return 200, to_body(fn())
        except AgentUnavailableError as e:
            self._log(f"agent backend unavailable: {e}")
            return 503, {"error": f"{type(e).__name__}: {e}"}
        except Exception as e:  # noqa: BLE001 - the agent's own failure is reported, not fatal
            self._log(traceback.format_exc())
            return 422, {"error": f"{type(e).__name__}: {e}"}


def _step_body(out: Any) -> dict[str, Any]:
    if not isinstance(out, AgentStep):
        raise TypeError(f"step returned {type(out).__name__}, not AgentStep")
    body = step_to_json(out)
    json.dumps(body)  # a raw that is not JSON-serialisable is the agent's error (TypeError)
    return body


def _handler(server: AgentServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server naming
            endpoint = self.path.split("?", 1)[0].strip("/")
            try:
                length = int(self.headers.get("Content-Length", ""))
            except ValueError:
                return self._send(411, {"error": "Content-Length is required"})
            if not 0 <= length <= MAX_REQUEST_BYTES:
                return self._send(413, {"error": f"body over {MAX_REQUEST_BYTES} bytes"})
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw) if raw else {}
            except ValueError as e:
                return self._send(400, {"error": f"body is not JSON: {e}"})
            self._send(*server.handle(endpoint, body))

        def do_GET(self) -> None:  # noqa: N802
            self._send(405, {"error": "use POST /reset, /step or /close"})

        def _send(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body, ensure_ascii=False).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet by default
            pass

    return Handler


def serve(agent: Agent, host: str = "127.0.0.1", port: int = 0,
          log: Callable[[str], None] | None = None) -> AgentServer:
    """Serve ``agent`` on ``host:port`` (0 = a free port) from a background thread.

    Args:
      log: called with a line for each notable event (agent errors, /close); silent if None.

    Raises:
      ValueError: ``agent`` is a ``ReferenceAgent``.
      OSError: the address cannot be bound.
    """
    return AgentServer(agent, host, port, log)


def main(argv: list[str] | None = None) -> None:
    """``python -m venus_tasks.agents.http_server``: serve a registered agent until Ctrl-C."""
    p = argparse.ArgumentParser(prog="python -m venus_tasks.agents.http_server",
                                description="Serve a registered agent over the venus HTTP agent protocol.")
    p.add_argument("--agent", required=True, help="registered agent name")
    p.add_argument("--plugins", action="append", default=[],
                   help="module(s) to import first (they register agents); comma-separated or repeated")
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="port (default 8765; 0 = any free port)")
    p.add_argument("--model", default="", help="model name, for agents that use one")
    p.add_argument("--base_url", default="", help="the served agent's own model endpoint, if any")
    p.add_argument("--replay_path", default="", help="recorded actions, for the replay agent")
    p.add_argument("--agent_arg", action="append", default=[], help="agent option key=value (repeatable)")
    args = p.parse_args(argv)
    try:
        load_plugins(m for group in args.plugins for m in group.split(","))
        config = AgentConfig(model=args.model, base_url=args.base_url,
                             api_key=os.environ.get("OPENAI_API_KEY", ""),  # this process's edge
                             replay_path=args.replay_path, extra=parse_agent_args(args.agent_arg))
        agent = make_agent(args.agent, config)
    except ValueError as e:    # PluginError included
        sys.exit(f"http_server: error: {e}")
    try:
        server = serve(agent, args.host, args.port, log=lambda msg: print(msg, file=sys.stderr, flush=True))
    except (ValueError, OSError) as e:
        agent.close()
        sys.exit(f"http_server: error: {e}")
    for sig in (signal.SIGINT, signal.SIGTERM):  # also when started in the background, where
        signal.signal(sig, signal.default_int_handler)  # the shell makes SIGINT ignored
    print(f"serving agent {args.agent!r} at {server.url}; run the suite with "
          f"--agent http --base_url {server.url} (Ctrl-C stops)", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
        agent.close()


if __name__ == "__main__":
    main()
