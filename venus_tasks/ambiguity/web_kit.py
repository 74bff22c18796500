"""What the ambiguity intents over the harness's web apps (``venus_tasks/webapps``) share:
serving the instance's apps for an episode, reading the server's event log in checks, and
the conventions of their specs.

``serve(env, p, path)`` starts the apps of ``p["web_seed"]`` (``webapps.hosting``), opens
Chrome on ``path`` and goes Home; ``close(env, p)`` stops them (the env's ``after_episode``
does too, whatever happened). ``events(probe)`` is the log, oldest first; ``toggled`` reads
an on/off pair (like/unlike) from it.

Every web intent's path posts forms, which only Chrome's page engine does (the static
renderer draws pages and follows links): its spec is tagged ``web``, and the runner warns
in one line when such a task is run on the built-in simulated device without ``--browser``
(``cli.browser_warning``).
"""

from __future__ import annotations

from typing import Any, Mapping

from apps import chrome
from venus_tasks.ambiguity.spec import Probe
from venus_tasks.webapps import hosting
from venus_tasks.webapps.events import Event
from verifiers.guard import MayChange

VISITS = MayChange(stores=("chrome:history",))     # the pages the agent opens are visited
TOPICS = ("price", "brand", "reviews", "payment", "价格", "品牌", "评价", "付款")
SOCIAL_TOPICS = ("privacy", "notifications", "who can see it", "隐私", "通知", "谁能看到")
PLACE_TOPICS = ("price", "rating", "distance", "价格", "评分", "距离")


def serve(env, p: Mapping[str, Any], path: str) -> None:
    close(env, p)
    env.web_apps = hosting.serve(env, p["web_seed"])
    chrome.open_url(env.device, env.web_apps.url(path))
    env.device.run(["input", "keyevent", "KEYCODE_HOME"])


def server(path: str):
    """A spec's ``setup``: serve the apps and open ``path``."""
    return lambda env, p: serve(env, p, path)


def close(env, p: Mapping[str, Any]) -> None:
    old = getattr(env, "web_apps", None)
    if old is not None:
        env.web_apps = None
        old.close()


def events(probe: Probe) -> list[Event]:
    hosted = getattr(probe.env, "web_apps", None)
    return hosted.events.all() if hosted is not None else []


def apps(env):
    """The running ``WebApps`` (``request(method, path, form)``) of the episode."""
    return env.web_apps.apps


def post(env, path: str, form: Mapping[str, Any]) -> None:
    """POST ``form`` to ``path`` as the page's form would; raises AssertionError unless the
    app took it (303)."""
    resp = apps(env).request("POST", path, dict(form))
    assert resp.status == 303, (path, form, resp.status, resp.body[:300])


def toggled(evs: list[Event], app: str, on: str, off: str, key: str, value: str) -> bool:
    """Whether the last of the ``on``/``off`` events of ``app`` about ``key == value`` is ``on``."""
    last = [e.kind for e in evs if e.app == app and e.kind in (on, off) and e.data.get(key) == value]
    return bool(last) and last[-1] == on
