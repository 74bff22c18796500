"""Ambiguity intents over the web apps the harness serves (``venus_tasks/webapps``): the
shop (e-commerce), the social feed (social) and the places directory (information
retrieval), opened in Chrome on the device through
``adb reverse`` (``webapps.hosting``). Checks read the server's event log, never the screen.

* ``ShopBuyOptions``: a product (anchor) added to the cart in a colour and a size (explicit).
  Defaults: the product page checks its first colour and its middle size; ``draw`` picks
  neither, by construction (``defaults`` words them, as no single value is the default of
  every product).
* ``ShopOrderExpress``: a product ordered with Express delivery (explicit; default Standard)
  to a saved address other than the first (explicit; the checkout checks the first).
* ``PlacesBookTable``: a table booked today at a place (anchor; one of the ``RECENT``
  nearest open every day at the hour) at a time (explicit; the form checks 18:00) for a
  number of people (explicit; the form checks 2).
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

from apps import chrome
from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.webapps import feed, hosting, places, shop
from venus_tasks.webapps.events import Event
from verifiers.guard import MayChange

VISITS = MayChange(stores=("chrome:history",))     # the pages the agent opens are visited
TOPICS = ("price", "brand", "reviews", "payment", "价格", "品牌", "评价", "付款")


# ------------------------------------------------------------------ serving
def _serve(env, p: Mapping[str, Any], path: str) -> None:
    _close(env, p)
    env.web_apps = hosting.serve(env, p["web_seed"])
    chrome.open_url(env.device, env.web_apps.url(path))
    env.device.run(["input", "keyevent", "KEYCODE_HOME"])


def _close(env, p: Mapping[str, Any]) -> None:
    old = getattr(env, "web_apps", None)
    if old is not None:
        env.web_apps = None
        old.close()


def _events(probe: Probe) -> list[Event]:
    hosted = getattr(probe.env, "web_apps", None)
    return hosted.events.all() if hosted is not None else []


def _apps(env):
    return env.web_apps.apps


# ------------------------------------------------------------------ shop
def _draw_product(rng: random.Random, need_sizes: bool) -> tuple[int, shop.Product]:
    seed = rng.randrange(10 ** 6)
    data = shop.generate(seed)
    fits = [p for p in data.products if len(p.colours) > 1 and (p.sizes or not need_sizes)]
    return seed, rng.choice(fits)


def _buy_draw(rng: random.Random) -> dict[str, Any]:
    seed, p = _draw_product(rng, need_sizes=True)
    return {"web_seed": seed, "product": p.id, "name": p.name, "colour": rng.choice(p.colours[1:]),
            "size": rng.choice([s for s in p.sizes if s != p.default_size])}


def _buy_intent(p: Mapping[str, Any]) -> Intent:
    return Intent((
        Requirement("product", Kind.ANCHOR, p["name"], ("product", "item", "商品"),
                    phrase=f'the "{p["name"]}"', phrase_zh=f"“{p['name']}”"),
        Requirement("colour", Kind.EXPLICIT, p["colour"], ("colour", "color", "颜色"),
                    phrase=f" in {p['colour']}", phrase_zh=f"，颜色选 {p['colour']}"),
        Requirement("size", Kind.EXPLICIT, p["size"], ("size", "尺码"),
                    phrase=f", size {p['size']}", phrase_zh=f"，尺码 {p['size']}"),
    ), topics=TOPICS)


def _line_check(field: str | None):
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        lines = [ln for ln in shop.replay_cart(_events(probe)) if ln["product"] == p["product"]]
        return any(field is None or ln[field] == p[field] for ln in lines)
    return check


def _buy_apply(env, p: Mapping[str, Any], ids) -> None:
    """Add the product (another one, with its defaults, without the anchor) with the colour
    and size of ``ids``, the page's defaults for the others. Nothing at all: no line."""
    if not ids:
        return
    data = _apps(env).shop.data
    prod = data.product(p["product"])
    if "product" not in ids:
        other = next(o for o in data.products if o.id != prod.id)
        form = {"product": other.id}
    else:
        form = {"product": prod.id, "colour": p["colour"] if "colour" in ids else prod.colours[0],
                "size": p["size"] if "size" in ids else prod.default_size}
    assert _apps(env).request("POST", "/shop/cart/add", form).status == 303


SHOP_BUY = IntentSpec(
    name="ShopBuyOptions", app_names=("chrome",), draw=_buy_draw, intent=_buy_intent,
    checks={"product": _line_check(None), "colour": _line_check("colour"), "size": _line_check("size")},
    defaults={"colour": "the first colour listed", "size": "the middle size"},
    apply=_buy_apply, setup=lambda env, p: _serve(env, p, "/shop/"), cleanup=_close,
    hypernym="something I want to buy", hypernym_zh="一件我想买的东西", incomplete_masks=("colour", "size"),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", p["colour"]),
                       Step("tap", f"Size {p['size']}"), Step("tap", "Add to cart")),
    template="In the shop in Chrome, add {product}{colour}{size} to my cart.",
    template_zh="在 Chrome 的商店里，把{product}加入购物车{colour}{size}。",
    template_paraphrase="Put {product}{colour}{size} in my shopping cart (the shop is open in Chrome).",
    may_change=VISITS, complexity=2.0, 
    tags=("web", "shop", "e-commerce", "domain:e-commerce", "app:shop"))


def _order_draw(rng: random.Random) -> dict[str, Any]:
    seed, p = _draw_product(rng, need_sizes=False)
    address = rng.choice(shop.generate(seed).addresses[1:])
    return {"web_seed": seed, "product": p.id, "name": p.name, "address": address.id,
            "address_text": f"{address.name}, {address.line}"}


def _order_intent(p: Mapping[str, Any]) -> Intent:
    return Intent((
        Requirement("product", Kind.ANCHOR, p["name"], ("product", "item", "商品"),
                    phrase=f'the "{p["name"]}"', phrase_zh=f"“{p['name']}”"),
        Requirement("delivery", Kind.EXPLICIT, "Express", ("delivery", "shipping", "配送方式"), value_zh="次日达",
                    options=("Standard", "Express", "Pick up in store"),
                    phrase=" with Express delivery", phrase_zh="，选次日达（Express）配送"),
        Requirement("address", Kind.EXPLICIT, p["address_text"], ("address", "where to deliver", "地址"),
                    phrase=f" to {p['address_text']}", phrase_zh=f"，寄到 {p['address_text']}"),
    ), topics=TOPICS)


def _order_check(field: str | None, want=None):
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        for e in _events(probe):
            if e.kind == "order_placed" and any(ln["product"] == p["product"] for ln in e.data["lines"]):
                if field is None or e.data[field] == (want if want is not None else p[field]):
                    return True
        return False
    return check


def _order_apply(env, p: Mapping[str, Any], ids) -> None:
    if not ids:
        return
    apps = _apps(env)
    pid = p["product"] if "product" in ids else next(o.id for o in apps.shop.data.products if o.id != p["product"])
    apps.request("POST", "/shop/cart/add", {"product": pid})
    form = {"delivery": "express" if "delivery" in ids else "standard",
            "address": p["address"] if "address" in ids else apps.shop.data.addresses[0].id}
    assert apps.request("POST", "/shop/order", form).status == 303


SHOP_ORDER = IntentSpec(
    name="ShopOrderExpress", app_names=("chrome",), draw=_order_draw, intent=_order_intent,
    checks={"product": _order_check(None), "delivery": _order_check("delivery", "express"),
            "address": _order_check("address")},
    defaults={"delivery": "Standard", "address": "the first saved address"},
    apply=_order_apply, setup=lambda env, p: _serve(env, p, "/shop/"), cleanup=_close,
    hypernym="something I need", hypernym_zh="一件我需要的东西", incomplete_masks=("delivery", "address"),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", "Add to cart"),
                       Step("tap", "Checkout"), Step("tap", p["address_text"]),
                       Step("tap", "Express (next day) ($9.99)"), Step("tap", "Place order")),
    template="Order {product} from the shop in Chrome{delivery}{address}.",
    template_zh="在 Chrome 的商店里订购{product}{delivery}{address}。",
    template_paraphrase="Using the shop open in Chrome, buy {product}{delivery}{address}.",
    may_change=VISITS, complexity=2.4, 
    tags=("web", "shop", "e-commerce", "domain:e-commerce", "app:shop"))


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
    may_change=VISITS, complexity=2.0,
    tags=("web", "feed", "social", "value_laden", "domain:social", "app:feed", "confusable:FeedRepostFollow"))


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
    may_change=VISITS, complexity=2.0,
    tags=("web", "feed", "social", "value_laden", "domain:social", "app:feed", "confusable:FeedLikeFollow"))


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


def _book_apply(env, p: Mapping[str, Any], ids) -> None:
    """Book today (the form's default day) at the time and for the people of ``ids`` (the
    form's 18:00 and 2 otherwise); without the anchor, the nearest other place open then."""
    if not ids:
        return
    apps = _apps(env)
    when = apps.now()
    time_ = p["time"] if "time" in ids else "18:00"
    place = p["place"]
    if "place" not in ids:
        minute = int(time_[:2]) * 60
        place = next(pl.id for pl in sorted(apps.places.data.places, key=lambda pl: pl.distance_m)
                     if pl.id != p["place"] and pl.hours[when.weekday()]
                     and pl.hours[when.weekday()][0] <= minute < pl.hours[when.weekday()][1])
    form = {"place": place, "day": places.DAYS[when.weekday()], "time": time_,
            "people": str(p["people"] if "people" in ids else 2)}
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
    checks={"place": _booked(None), "time": _booked("time"), "people": _booked("people")},
    defaults={"time": "18:00", "people": "2 people"},
    apply=_book_apply, setup=lambda env, p: _serve(env, p, "/places/"), cleanup=_close,
    hypernym="a place nearby", hypernym_zh="附近的一个地方", incomplete_masks=("time", "people"),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", p["time"]),
                       Step("tap", _people(p["people"])), Step("tap", "Book")),
    template="In the places directory in Chrome, book today {place}{time}{people}.",
    template_zh="在 Chrome 的附近地点目录里，预订今天{place}的位子{time}{people}。",
    template_paraphrase="Using the places directory open in Chrome, make a booking for today {place}{time}{people}.",
    may_change=VISITS, complexity=2.0, 
    tags=("web", "places", "information-retrieval", "domain:information", "app:places"))


SPECS = (SHOP_BUY, SHOP_ORDER, FEED_LIKE, FEED_REPOST, PLACES_BOOK)
for _spec in SPECS:
    register(_spec)
