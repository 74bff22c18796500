"""Ambiguity intents over the web apps the harness serves (``venus_tasks/webapps``): the
shop (e-commerce), the social feed (social) and the places directory (information
retrieval), opened in Chrome on the device through
``adb reverse`` (``webapps.hosting``). Checks read the server's event log, never the screen.

* ``ShopBuyOptions`` and ``ShopOrderExpress``: the Shop's bindings of the families
  ``BuyOptions`` (a product in the cart in a colour and a size; confusable with saving it to
  the wishlist) and ``OrderExpress`` (ordered with Express delivery to a saved address other
  than the first), declared once in ``shop_kit`` (``intents_shops`` binds them to Pinecone
  Market and adds the other shop intents).
* ``PlacesBookTable``: a table booked today at a place (anchor; one of the ``RECENT``
  nearest open every day at the hour) at a time (explicit; the form checks 18:00) for a
  number of people (explicit; the form checks 2). Confusable with ``PlacesSaveToList``
  (Book vs Save, on the same page): saving the place where a booking was wanted fails the
  anchor, and the other way round (and both).
* ``FeedLikeFollow`` / ``FeedRepostFollow``: the confusable pair Like vs Repost
  (AmbiBench's value-laden requirements, homogenization): a post liked or reposted and its
  author followed; liking where a repost was wanted, or reposting where a like was, fails
  the anchor. The follow's default is not following (``draw`` picks an author the user
  does not follow). The post is one of the ``RECENT`` newest that fit.

``setup`` serves the instance's apps (``params["web_seed"]``), opens Chrome on the app's
home page and goes Home; ``cleanup`` stops the server and removes the reverse (the env's
``after_episode`` does too, whatever happened). Forms post only in Chrome's page engine, so
these paths are walked with the engine (``tests/webapps/test_intents.py``), not on the
built-in renderer (tag ``web``).
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.ambiguity import shop_kit, web_kit
from venus_tasks.ambiguity.web_kit import TOPICS, VISITS
from venus_tasks.webapps import feed, places, shop
from venus_tasks.webapps.events import Event

_serve, _close, _events, _apps = web_kit.serve, web_kit.close, web_kit.events, web_kit.apps


# ------------------------------------------------------------------ shop
SHOP_BUY = shop_kit.buy_options(shop_kit.SHOP)
SHOP_ORDER = shop_kit.order_express(shop_kit.SHOP)


# ------------------------------------------------------------------ feed
def _post_draw(rng: random.Random, unfollowed: bool) -> dict[str, Any]:
    seed = rng.randrange(10 ** 6)
    data = feed.generate(seed)
    texts = [p.text for p in data.posts]
    posts = [p for p in data.posts if texts.count(p.text) == 1 and (not unfollowed or p.author not in data.following)]
    post = rng.choice(posts[:RECENT])
    author = data.user(post.author)
    return {"web_seed": seed, "post": post.id, "text": post.text, "author": author.handle,
            "author_name": author.name}


def _state(events: list[Event], on: str, off: str, key: str, value: str) -> bool:
    """Whether the last of the ``on``/``off`` events about ``key == value`` is ``on``."""
    last = [e.kind for e in events if e.app == "feed" and e.kind in (on, off) and e.data.get(key) == value]
    return bool(last) and last[-1] == on


def _post_req(p: Mapping[str, Any]) -> Requirement:
    return Requirement("post", Kind.ANCHOR, p["text"], ("post", "帖子"),
                       phrase=f'{p["author_name"]}\'s post "{p["text"]}"',
                       phrase_zh=f"{p['author_name']} 的帖子“{p['text']}”")


RECENT = 4       # the post is one of the 4 newest that fit: a few screens down the timeline at most
def _follow_req(p: Mapping[str, Any]) -> Requirement:
    return Requirement("follow", Kind.EXPLICIT, f"follow {p['author_name']}", ("follow", "author", "关注"),
                       value_zh=f"关注 {p['author_name']}",
                       phrase=f", and follow {p['author_name']}", phrase_zh=f"，并关注 {p['author_name']}")


def _follow_check(probe: Probe, p: Mapping[str, Any]) -> bool:
    return _state(_events(probe), "follow", "unfollow", "user", p["author"])


def _like_apply(env, p: Mapping[str, Any], ids) -> None:
    apps = _apps(env)
    if "post" in ids:
        apps.request("POST", "/feed/like", {"post": p["post"]})
    elif ids:
        apps.request("POST", "/feed/repost", {"post": p["post"]})          # the confusable other one
    if "follow" in ids:
        apps.request("POST", "/feed/follow", {"user": p["author"]})


FEED_LIKE = IntentSpec(
    name="FeedLikeFollow", app_names=("chrome",), draw=lambda rng: _post_draw(rng, unfollowed=True),
    intent=lambda p: Intent((_post_req(p), _follow_req(p)), topics=TOPICS),
    checks={"post": lambda probe, p: _state(_events(probe), "like", "unlike", "post", p["post"])
            and not _state(_events(probe), "repost", "unrepost", "post", p["post"]),
            "follow": _follow_check},
    defaults={"follow": "not following"},
    apply=_like_apply, setup=lambda env, p: _serve(env, p, "/feed/"), cleanup=_close,
    hypernym="a post I saw", hypernym_zh="我看到的一条帖子", incomplete_masks=("follow",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["text"]), Step("tap", "Like"),
                       Step("tap", p["author_name"]), Step("tap", "Follow")),
    template="In the feed in Chrome, like {post}{follow}.",
    template_zh="在 Chrome 的动态里，给{post}点赞{follow}。",
    template_paraphrase="Open the feed in Chrome and like {post}{follow}.",
    may_change=VISITS, complexity=2.0, tags=("web", "app:feed", "domain:social", "value_laden", "confusable:FeedRepostFollow"))


def _repost_apply(env, p: Mapping[str, Any], ids) -> None:
    apps = _apps(env)
    if "post" in ids:
        apps.request("POST", "/feed/repost", {"post": p["post"]})
    elif ids:
        apps.request("POST", "/feed/like", {"post": p["post"]})            # the confusable other one
    if "follow" in ids:
        apps.request("POST", "/feed/follow", {"user": p["author"]})


FEED_REPOST = IntentSpec(
    name="FeedRepostFollow", app_names=("chrome",), draw=lambda rng: _post_draw(rng, unfollowed=True),
    intent=lambda p: Intent((_post_req(p), _follow_req(p)), topics=TOPICS),
    checks={"post": lambda probe, p: _state(_events(probe), "repost", "unrepost", "post", p["post"])
            and not _state(_events(probe), "like", "unlike", "post", p["post"]),
            "follow": _follow_check},
    defaults={"follow": "not following"},
    apply=_repost_apply, setup=lambda env, p: _serve(env, p, "/feed/"), cleanup=_close,
    hypernym="a post I saw", hypernym_zh="我看到的一条帖子", incomplete_masks=("follow",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["text"]), Step("tap", "Repost"),
                       Step("tap", p["author_name"]), Step("tap", "Follow")),
    template="In the feed in Chrome, repost {post}{follow}.",
    template_zh="在 Chrome 的动态里，转发{post}{follow}。",
    template_paraphrase="Open the feed in Chrome and repost {post}{follow}.",
    may_change=VISITS, complexity=2.0, tags=("web", "app:feed", "domain:social", "value_laden", "confusable:FeedLikeFollow"))


# ------------------------------------------------------------------ directory
def _book_draw(rng: random.Random) -> dict[str, Any]:
    seed = rng.randrange(10 ** 6)
    data = places.generate(seed)

    def times(pl: places.Place) -> list[str]:
        return [t for t in places.BOOK_TIMES if t != "18:00" and all(
            span is not None and span[0] <= int(t[:2]) * 60 < span[1] for span in pl.hours)]
    fits = sorted((pl for pl in data.places if times(pl)), key=lambda pl: pl.distance_m)[:RECENT]
    pl = rng.choice(fits)
    return {"web_seed": seed, "place": pl.id, "name": pl.name, "time": rng.choice(times(pl)),
            "people": rng.choice((1, 3, 4, 5, 6))}


def _booked(field: str | None):
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        return any(e.kind == "book" and e.data["place"] == p["place"] and (field is None or e.data[field] == p[field])
                   for e in _events(probe))
    return check


def _saved(probe: Probe, p: Mapping[str, Any]) -> bool:
    return web_kit.toggled(_events(probe), "places", "save", "unsave", "place", p["place"])


def _book_apply(env, p: Mapping[str, Any], ids) -> None:
    """Book today (the form's default day) at the time and for the people of ``ids`` (the
    form's 18:00 and 2 otherwise); without the anchor, save the place instead (the
    confusable other action, ``PlacesSaveToList``)."""
    if not ids:
        return
    apps = _apps(env)
    if "place" not in ids:
        assert apps.request("POST", "/places/save", {"place": p["place"]}).status == 303
        return
    form = {"place": p["place"], "day": places.DAYS[apps.now().weekday()],
            "time": p["time"] if "time" in ids else "18:00", "people": str(p["people"] if "people" in ids else 2)}
    assert apps.request("POST", "/places/book", form).status == 303


def _people(n: int) -> str:
    return f"{n} {'person' if n == 1 else 'people'}"


PLACES_BOOK = IntentSpec(
    name="PlacesBookTable", app_names=("chrome",), draw=_book_draw,
    intent=lambda p: Intent((
        Requirement("place", Kind.ANCHOR, p["name"], ("place", "地点"), phrase=f'at "{p["name"]}"',
                    phrase_zh=f"在“{p['name']}”"),
        Requirement("time", Kind.EXPLICIT, p["time"], ("time", "时间"), phrase=f" at {p['time']}",
                    phrase_zh=f"，时间 {p['time']}"),
        Requirement("people", Kind.EXPLICIT, _people(p["people"]), ("number of people", "how many people", "人数"),
                    value_zh=f"{p['people']} 人", phrase=f" for {_people(p['people'])}",
                    phrase_zh=f"，{p['people']} 人")), topics=("price", "rating", "distance", "价格", "评分", "距离")),
    checks={"place": lambda probe, p: _booked(None)(probe, p) and not _saved(probe, p),
            "time": _booked("time"), "people": _booked("people")},
    defaults={"time": "18:00", "people": "2 people"},
    apply=_book_apply, setup=lambda env, p: _serve(env, p, "/places/"), cleanup=_close,
    hypernym="a place nearby", hypernym_zh="附近的一个地方", incomplete_masks=("time", "people"),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", p["time"]),
                       Step("tap", _people(p["people"])), Step("tap", "Book")),
    template="In the places directory in Chrome, book today {place}{time}{people}.",
    template_zh="在 Chrome 的附近地点目录里，预订今天{place}的位子{time}{people}。",
    template_paraphrase="Using the places directory open in Chrome, make a booking for today {place}{time}{people}.",
    may_change=VISITS, complexity=2.0, tags=("web", "app:places", "domain:information", "confusable:PlacesSaveToList"))


SPECS = (SHOP_BUY, SHOP_ORDER, FEED_LIKE, FEED_REPOST, PLACES_BOOK)
for _spec in SPECS:
    register(_spec)
