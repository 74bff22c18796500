"""What the feed intents (``intents_feed``, ``intents_feed_more``) share: drawing a post or a
user of the seeded feed (``webapps/feed.py``), the requirements naming them, reading the
feed's events, and posting its forms.

Params every draw returns: ``web_seed``, ``post`` (id), ``text`` (the post's text, unique in
its feed), ``author`` (handle), ``author_name``, ``following`` (how many the user follows:
the timeline's "Following (n)" link).
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from venus_tasks.ambiguity import web_kit
from venus_tasks.ambiguity.spec import Probe
from venus_tasks.dialogue.intent import Kind, Requirement
from venus_tasks.webapps import feed

RECENT = 4       # the post is one of the 4 newest that fit: a few screens down the timeline at most
MESSAGES = ("Congrats, well deserved!", "Can you send me the details?", "Let's go together next time",
            "Where was this taken?", "Happy to help with that", "Saving this for the weekend")
FILLER = "Nice!"     # what the near misses write where the intent's text is not applied
SETUP = web_kit.server("/feed/")


def draw(rng: random.Random, followed: bool = False, older: bool = False) -> dict[str, Any]:
    """A post whose author the user does (``followed``) or does not follow, among the
    ``RECENT`` newest that fit (``older``: among the older half, reached by search)."""
    seed = rng.randrange(10 ** 6)
    data = feed.generate(seed)
    texts = [p.text for p in data.posts]
    posts = [p for p in data.posts if texts.count(p.text) == 1 and (p.author in data.following) == followed]
    post = rng.choice(posts[len(posts) // 2:] if older else posts[:RECENT])
    author = data.user(post.author)
    return {"web_seed": seed, "post": post.id, "text": post.text, "author": author.handle,
            "author_name": author.name, "following": len(data.following)}


def data(p: Mapping[str, Any]) -> feed.FeedData:
    return feed.generate(p["web_seed"])


def post_req(p: Mapping[str, Any]) -> Requirement:
    return Requirement("post", Kind.ANCHOR, p["text"], ("post", "帖子"),
                       phrase=f'{p["author_name"]}\'s post "{p["text"]}"',
                       phrase_zh=f"{p['author_name']} 的帖子“{p['text']}”")


def user_req(p: Mapping[str, Any]) -> Requirement:
    return Requirement("user", Kind.ANCHOR, p["author_name"], ("person", "account", "用户"),
                       phrase=p["author_name"], phrase_zh=p["author_name"])


def text_req(p: Mapping[str, Any], key: str = "message", names=("message", "what to say", "内容")) -> Requirement:
    return Requirement("text", Kind.EXPLICIT, p[key], names, phrase=f' saying "{p[key]}"',
                       phrase_zh=f"，内容是“{p[key]}”")


def events(probe: Probe, kind: str | None = None):
    return [e for e in web_kit.events(probe) if e.app == "feed" and (kind is None or e.kind == kind)]


def on(probe: Probe, kind: str, off: str, key: str, value: str) -> bool:
    """Whether the last ``kind``/``off`` event about ``key == value`` is ``kind``."""
    return web_kit.toggled(web_kit.events(probe), "feed", kind, off, key, value)


def any_event(probe: Probe, kind: str, **fields) -> bool:
    return any(all(e.data.get(k) == v for k, v in fields.items()) for e in events(probe, kind))


def post(env, route: str, **form) -> None:
    web_kit.post(env, f"/feed/{route}", form)


def users(env) -> list[feed.User]:
    """The running feed's users."""
    return web_kit.apps(env).feed.data.users


def other_post(env, p: Mapping[str, Any]) -> str:
    return next(o.id for o in web_kit.apps(env).feed.data.posts if o.id != p["post"])


def tags(*more: str, domain: str = "social") -> tuple[str, ...]:
    return ("web", "app:feed", f"domain:{domain}") + more
