"""The web apps' HTTP server, run by the harness on the host: ``WebAppServer(seed)`` serves
the seeded apps (``shop``, ``shop2``, ``feed``, ``places``) on ``127.0.0.1:<port>`` from a daemon thread (stdlib ``ThreadingHTTPServer``;
no network, no downloads) until ``stop()``.

``WebApps(seed)`` is the same apps without a socket: ``request(method, target, form)`` goes
through the same routing, so tests of the apps' flows need no HTTP. Paths: ``/`` (links to
the apps), ``/shop/...`` (``shop``), ``/shop2/...`` (``shop2``), ``/feed/...`` (``feed``), ``/places/...``
(``places``), ``/api/events`` (the event log as JSON: a list of
``{seq, app, kind, data}``).

Whoever starts a server stops it: ``with WebAppServer(seed) as srv:`` or ``start()`` /
``stop()`` (idempotent). A device reaches it through ``adb reverse`` (``webapps.device``).
"""

from __future__ import annotations

import datetime
import http.server
import json
import threading
import random
import urllib.parse
from typing import Callable

from venus_tasks.webapps import feed, places, shop, shop2
from venus_tasks.webapps.events import EventLog
from venus_tasks.webapps.pages import Request, Response, not_found, page

INDEX = """{% for path, name in apps %}<p><a href="{{ path }}">{{ name }}</a></p>{% endfor %}"""


class WebApps:
    """The seeded apps of one episode and their shared ``events`` log.

    ``now``: the local time the directory's open-now is judged at (the device's clock, read
    by the harness); default a fixed time from the seed (``seeded_now``), so the same seed
    shows the same open places.
    """

    def __init__(self, seed: int, now: Callable[[], datetime.datetime] | None = None):
        self.seed = seed
        self.events = EventLog()
        fixed = seeded_now(seed)
        self.now = now or (lambda: fixed)
        self.shop = shop.Shop(shop.generate(seed), self.events)
        self.shop2 = shop2.Shop2(shop2.generate(seed), self.events)
        self.feed = feed.Feed(feed.generate(seed), self.events)
        self.places = places.Places(places.generate(seed), self.events, self.now)
        self.apps = {"/shop": self.shop, "/shop2": self.shop2, "/feed": self.feed, "/places": self.places}
        self.names = [("/shop/", "Shop"), ("/shop2/", "Pinecone Market"), ("/feed/", "Feed"), ("/places/", "Places")]

    def handle(self, req: Request) -> Response:
        if req.path in ("/", ""):
            return page("Web apps", INDEX, apps=self.names)
        if req.path == "/api/events":
            return Response(200, json.dumps(self.events.as_json()).encode(), "application/json")
        for prefix, app in self.apps.items():
            if req.path == prefix or req.path.startswith(prefix + "/"):
                return app.handle(req)
        return not_found(req.path)

    def request(self, method: str, target: str, form: dict[str, str | int] | None = None) -> Response:
        """``method`` on ``target`` (path and query) with ``form`` fields as a POST body."""
        body = urllib.parse.urlencode(form or {}).encode()
        return self.handle(Request.parse(method, target, body))


def seeded_now(seed: int) -> datetime.datetime:
    """A local time in the week of 2026-06-01 (a Monday), 07:00-22:59, drawn from ``seed``."""
    rng = random.Random(f"now:{seed}")
    return datetime.datetime(2026, 6, 1 + rng.randrange(7), rng.randint(7, 22), rng.choice((0, 15, 30, 45)))


class _Handler(http.server.BaseHTTPRequestHandler):
    server: "_Http"
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:
        self._answer(b"")

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        self._answer(self.rfile.read(length) if length else b"")

    def _answer(self, body: bytes) -> None:
        try:
            resp = self.server.apps.handle(Request.parse(self.command, self.path, body))
        except Exception as exc:            # one bad request never ends the server
            resp = Response(500, f"{type(exc).__name__}: {exc}".encode(), "text/plain; charset=utf-8")
        self.send_response(resp.status)
        self.send_header("Content-Type", resp.content_type)
        self.send_header("Content-Length", str(len(resp.body)))
        self.send_header("Cache-Control", "no-store")
        if resp.location:
            self.send_header("Location", resp.location)
        self.end_headers()
        self.wfile.write(resp.body)

    def log_message(self, *args) -> None:     # the event log is the record, not stderr
        pass


class _Http(http.server.ThreadingHTTPServer):
    daemon_threads = True
    apps: WebApps


class WebAppServer:
    """``WebApps(seed)`` served over HTTP on ``host:port`` (``port=0``: a free port, read
    back as ``.port`` once started)."""

    def __init__(self, seed: int, host: str = "127.0.0.1", port: int = 0,
                 now: Callable[[], datetime.datetime] | None = None):
        self.apps = WebApps(seed, now)
        self.host, self._want_port = host, port
        self._http: _Http | None = None
        self._thread: threading.Thread | None = None

    @property
    def events(self) -> EventLog:
        return self.apps.events

    @property
    def port(self) -> int:
        if self._http is None:
            raise RuntimeError("the web app server is not running: call start() first")
        return self._http.server_address[1]

    def url(self, path: str = "/") -> str:
        """The URL a browser on the host (or a device through ``adb reverse`` of the same
        port) opens for ``path``."""
        return f"http://127.0.0.1:{self.port}{path}"

    def start(self) -> "WebAppServer":
        if self._http is None:
            try:
                self._http = _Http((self.host, self._want_port), _Handler)
            except OSError as exc:
                raise RuntimeError(f"the web app server cannot listen on {self.host}:{self._want_port}: "
                                   f"{exc.strerror}; pass port=0 for a free port") from exc
            self._http.apps = self.apps
            self._thread = threading.Thread(target=self._http.serve_forever, kwargs={"poll_interval": 0.2},
                                            name=f"webapps:{self.port}", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        http_, self._http = self._http, None
        if http_ is not None:
            http_.shutdown()
            http_.server_close()
            self._thread.join()

    def __enter__(self) -> "WebAppServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
