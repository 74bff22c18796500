"""A local OpenAI-compatible HTTP server for tests (``POST /v1/chat/completions``).

It runs a ``ThreadingHTTPServer`` on 127.0.0.1 with an ephemeral port in a daemon
thread, records every request (path, headers, parsed JSON body) and answers from a
script of replies queued by the test. Reuse it from any test::

    server = FakeOpenAIServer().start()
    server.reply("Reason: ok\\nAction: {...}", usage=(1200, 35, 1024))
    server.error(503, times=2)          # two failures, then the next scripted reply
    agent = OpenAIAgent(AgentConfig(model="m", base_url=server.base_url))
    ...
    server.stop()

With nothing scripted the server answers HTTP 500 ``no scripted reply`` so a test never
hangs on an unexpected extra call, unless a responder is set: ``server.respond_with(fn)``
answers every request that finds the script empty with ``fn(request_json)`` (the reply
text, or None for the 500). ``server.stall(2.0)`` makes the next request wait 2 s before
its (500) answer, for client timeouts. The ``fake_openai`` fixture in ``conftest.py`` starts
one per test and stops it in its finalizer.
"""

from __future__ import annotations

import collections
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable


class FakeOpenAIServer:
    """Scripted OpenAI chat-completions endpoint.

    Attributes:
      requests: one dict per request received: ``path``, ``headers`` (lower-case keys),
        ``json`` (the decoded body, or None if it was not JSON).
    """

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self._script: collections.deque[dict[str, Any]] = collections.deque()
        self._lock = threading.Lock()
        self._responder: Callable[[Any], str | None] | None = None
        self._stopping = threading.Event()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- scripting ---------------------------------------------------------------------

    def reply(self, content: str | None, *, usage: tuple[int, int, int] | dict[str, Any] | None = (10, 5, 0),
              finish_reason: str = "stop", tool_calls: list[dict[str, Any]] | None = None,
              reasoning: str | None = None, model: str = "fake-model") -> None:
        """Queue a successful completion.

        Args:
          content: the assistant message text.
          usage: (prompt_tokens, completion_tokens, cached_tokens), a raw ``usage`` dict,
            or None to omit ``usage`` from the response.
          finish_reason: the choice's finish reason.
          tool_calls: OpenAI ``tool_calls`` list to put on the message.
          reasoning: a vLLM-style ``reasoning_content`` field.
          model: the ``model`` field of the response.
        """
        self._push({"status": 200, "body": _completion(content, usage=usage, finish_reason=finish_reason,
                                                       tool_calls=tool_calls, reasoning=reasoning, model=model)})

    def error(self, status: int, message: str = "scripted failure", *, times: int = 1) -> None:
        """Queue ``times`` HTTP error responses with an OpenAI-style error body."""
        for _ in range(times):
            self._push({"status": status, "body": {"error": {"message": message, "type": "server_error"}}})

    def stall(self, seconds: float, *, times: int = 1) -> None:
        """Queue ``times`` responses that wait ``seconds`` (or until ``stop``) before
        answering HTTP 500, for client timeouts."""
        for _ in range(times):
            self._push({"status": 500, "delay": seconds,
                        "body": {"error": {"message": "stalled", "type": "server_error"}}})

    def respond_with(self, fn: Callable[[Any], str | None] | None) -> None:
        """Answer requests that find the script empty with ``fn(request_json)``: a string
        is the assistant message text of a successful completion (usage (10, 5, 0)), None
        the usual 500 ``no scripted reply``. ``respond_with(None)`` removes it."""
        self._responder = fn

    def raw(self, status: int, body: Any, content_type: str = "application/json") -> None:
        """Queue an arbitrary body with ``status``: JSON-encoded, or sent as is when it
        is ``bytes`` (a proxy's HTML page under ``content_type``)."""
        self._push({"status": status, "body": body, "content_type": content_type})

    def _push(self, item: dict[str, Any]) -> None:
        with self._lock:
            self._script.append(item)

    def _pop(self, request_json: Any = None) -> dict[str, Any]:
        with self._lock:
            if self._script:
                return self._script.popleft()
        if self._responder is not None:
            try:
                content = self._responder(request_json)
            except Exception as e:  # a broken responder shows in the test, not as a hang
                return {"status": 500, "body": {"error": {"message": f"responder raised {e!r}",
                                                          "type": "server_error"}}}
            if content is not None:
                return {"status": 200, "body": _completion(content)}
        return {"status": 500, "body": {"error": {"message": "no scripted reply", "type": "server_error"}}}

    @property
    def pending(self) -> int:
        """Scripted responses not consumed yet."""
        with self._lock:
            return len(self._script)

    # -- lifecycle ---------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1``."""
        if self._httpd is None:
            raise RuntimeError("server not started")
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def start(self) -> "FakeOpenAIServer":
        """Bind 127.0.0.1:0 and serve in a daemon thread; returns self."""
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server API
                length = int(self.headers.get("Content-Length") or 0)
                data = self.rfile.read(length)
                try:
                    parsed = json.loads(data)
                except ValueError:
                    parsed = None
                with server._lock:
                    server.requests.append({"path": self.path, "json": parsed,
                                            "headers": {k.lower(): v for k, v in self.headers.items()}})
                if self.path.rstrip("/") != "/v1/chat/completions":
                    item = {"status": 404, "body": {"error": {"message": f"no route {self.path}"}}}
                else:
                    item = server._pop(parsed)
                if item.get("delay"):
                    server._stopping.wait(item["delay"])
                body = item["body"]
                out = body if isinstance(body, bytes) else json.dumps(body).encode()
                try:
                    self.send_response(item["status"])
                    self.send_header("Content-Type", item.get("content_type", "application/json"))
                    self.send_header("Content-Length", str(len(out)))
                    self.end_headers()
                    self.wfile.write(out)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout)
                    pass

            def log_message(self, *args: Any) -> None:
                pass

        self._stopping.clear()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02},
                                        name="fake-openai", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Shut the server down (waking stalled responses) and join its thread."""
        self._stopping.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    # -- helpers for assertions ----------------------------------------------------------

    def chat_bodies(self) -> list[dict[str, Any]]:
        """Decoded bodies of the chat-completion requests, in order."""
        return [r["json"] for r in self.requests if r["path"].rstrip("/") == "/v1/chat/completions"]


def _completion(content: str | None, *, usage: tuple[int, int, int] | dict[str, Any] | None = (10, 5, 0),
                finish_reason: str = "stop", tool_calls: list[dict[str, Any]] | None = None,
                reasoning: str | None = None, model: str = "fake-model") -> dict[str, Any]:
    """A chat-completion response body (see ``FakeOpenAIServer.reply`` for the arguments)."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls is not None:
        message["tool_calls"] = tool_calls
    if reasoning is not None:
        message["reasoning_content"] = reasoning
    body: dict[str, Any] = {
        "id": "chatcmpl-fake", "object": "chat.completion", "created": 0, "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
    }
    if isinstance(usage, tuple):
        p, c, cached = usage
        body["usage"] = {"prompt_tokens": p, "completion_tokens": c, "total_tokens": p + c,
                         "prompt_tokens_details": {"cached_tokens": cached}}
    elif usage is not None:
        body["usage"] = usage
    return body
