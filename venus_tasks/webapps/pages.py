"""What the web apps share: the request and response shapes and the page layout.

A page is rendered by jinja2 (autoescaped) inside ``LAYOUT``: a viewport ``<meta>`` (so
Chrome on a phone lays it out at the device's width), a small style sheet and a top bar of
plain links to the three apps. Pages use only links and GET/POST forms, so they work without
JavaScript (the simulated Chrome's static renderer) as well as in a browser engine.

A state change is a POST answered by ``303 See Other`` to a page (post/redirect/get), so
BACK and reloads never repeat it. Redirects are relative paths, which hold behind
``adb reverse`` whatever port the device uses.
"""

from __future__ import annotations

import dataclasses
import functools
import urllib.parse

import jinja2

LAYOUT = """<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title><style>
body{font-family:sans-serif;margin:0;color:#202124;background:#fff}
nav{background:#1a73e8;padding:8px}nav a{color:#fff;margin-right:12px;text-decoration:none}
main{padding:8px 12px}.item{border-bottom:1px solid #ddd;padding:8px 0}
.muted{color:#5f6368;font-size:90%}button,input[type=submit]{padding:8px 12px;margin:4px 0}
form.inline{display:inline}label{display:block;margin:6px 0}
a.post{display:block;color:inherit;text-decoration:none}
</style></head><body><nav><a href="/shop/">Shop</a><a href="/shop2/">Pinecone</a><a href="/feed/">Feed</a><a href="/places/">Places</a></nav>
<main><h1>{{ title }}</h1>{% block body %}{% endblock %}</main></body></html>"""


@dataclasses.dataclass
class Request:
    """One HTTP request: ``method`` (``GET``/``POST``), ``path`` (no query), ``query`` and
    ``form`` (name -> first value; a form body is ``application/x-www-form-urlencoded``)."""

    method: str
    path: str
    query: dict[str, str] = dataclasses.field(default_factory=dict)
    form: dict[str, str] = dataclasses.field(default_factory=dict)

    @classmethod
    def parse(cls, method: str, target: str, body: bytes = b"") -> "Request":
        """From a request line's method and target (``/shop/?q=x``) and the body."""
        split = urllib.parse.urlsplit(target)
        query = {k: v[0] for k, v in urllib.parse.parse_qs(split.query, keep_blank_values=True).items()}
        form = {k: v[0] for k, v in urllib.parse.parse_qs(body.decode("utf-8", "replace"),
                                                          keep_blank_values=True).items()}
        return cls(method.upper(), urllib.parse.unquote(split.path) or "/", query, form)

    def field(self, name: str, default: str = "") -> str:
        """A form field (POST) or query parameter (GET), stripped."""
        return (self.form.get(name) if self.method == "POST" else self.query.get(name, default)) \
            or self.query.get(name, default) or default


@dataclasses.dataclass
class Response:
    """``status`` (200, 303, 400, 404), ``body`` (UTF-8 HTML or JSON) and headers
    (``location`` for a redirect)."""

    status: int
    body: bytes = b""
    content_type: str = "text/html; charset=utf-8"
    location: str | None = None


def redirect(location: str) -> Response:
    return Response(303, b"", location=location)


def not_found(what: str) -> Response:
    return Response(404, page("Not found", "<p>{{ what }}</p>", what=what).body)


def bad_request(why: str) -> Response:
    """A form the app cannot take: 400 with a one-line reason on the page."""
    return Response(400, page("Cannot do that", "<p>{{ why }}</p>", why=why).body)


_ENV = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)
_ENV.filters["money"] = lambda cents: f"${cents // 100}.{cents % 100:02d}"


def page(title: str, body: str, **values) -> Response:
    """A 200 page: ``body`` is a jinja2 template rendered inside ``LAYOUT`` with ``values``
    (``money`` filter: cents -> ``$12.50``)."""
    return Response(200, _template(body).render(title=title, **values).encode())


@functools.lru_cache(maxsize=64)
def _template(body: str) -> jinja2.Template:
    return _ENV.from_string(LAYOUT.replace("{% block body %}{% endblock %}", body))


def money(cents: int) -> str:
    """Cents as the pages show them: ``1250`` -> ``$12.50``."""
    return _ENV.filters["money"](cents)
