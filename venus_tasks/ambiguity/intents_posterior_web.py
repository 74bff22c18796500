"""Posterior intents over the harness's web apps (``venus_tasks/webapps``): the user chooses
by a rule over what the screen offers (``dialogue.rules``; AmbiBench's posterior intents,
"see what shops are nearby"), so the anchor is rule-valued and its check compares what the
agent acted on with the rule applied to the seeded data (``Posterior.holds``).

* ``ShopCheapestRated``: add to the cart the cheapest product of a category with sizes
  that has at least 4 stars, in a size (explicit; the page checks the middle size).
* ``ShopMostReviewed``: the most reviewed product of a category with sizes that has at
  least 4 stars, in a size.
* ``ShopBestRatedUnder``: add to the cart the best-rated product of a category without
  sizes that costs at most a cap, in a colour (explicit; the page checks the first).
* ``PlacesClosestSunday``: book today at the closest place of a category open on Sundays,
  at a time (explicit; the form checks 18:00) for a number of people (explicit; 2).
* ``PlacesBestRatedCheap``: the same booking at the best-rated place of a category at a
  price level of at most ``$$``.
* ``PlacesClosestRated``: the same booking at the closest place of a category with at
  least 4 stars.
* ``FeedMostLikedFollowed``: like the most liked post by someone the user follows and
  repost it too (explicit; not reposted by default).

Forced Non-Default for the rule: ``draw`` keeps drawing seeds until the rule's pick is
unique, is not the option an agent that ignores the rule takes (the first of the category
in the shop's list, the closest place, the newest post), and the rule's condition matters
(the category's cheapest or most reviewed product has fewer than 4 stars, its best rated
costs more than the cap, its closest place is closed on Sundays or has fewer than 4
stars, its best rated is dearer than ``$$``, the most liked post is by someone the user
does not follow). A picked place is open every day
at the booked time, so booking "today" works whatever day the device says.

Checks read the server's event log (``EventLog``), never the screen; paths are walked in
Chrome's page engine (``tests/webapps/test_posterior_intents.py``).
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any, Callable, Mapping

from apps import chrome
from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.dialogue.rules import Option, Posterior, Rule
from venus_tasks.webapps import feed, hosting, places, shop
from venus_tasks.webapps.events import Event
from verifiers.guard import MayChange

VISITS = MayChange(stores=("chrome:history",))
SHOP_TOPICS = ("brand", "reviews", "payment", "delivery", "品牌", "评价", "付款", "配送")
PLACE_TOPICS = ("day", "parking", "payment", "日期", "停车", "付款")
NOUN = {"T-shirts": ("T-shirt", "T恤"), "Jackets": ("jacket", "夹克"), "Shoes": ("pair of shoes", "鞋"),
        "Bags": ("bag", "包"), "Kitchen": ("kitchen item", "厨房用品"), "Electronics": ("gadget", "电子产品"),
        "Cafe": ("cafe", "咖啡馆"), "Restaurant": ("restaurant", "餐厅"), "Pharmacy": ("pharmacy", "药店"),
        "Gym": ("gym", "健身房"), "Hair salon": ("hair salon", "理发店"), "Supermarket": ("supermarket", "超市")}


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


def _redraw(rng: random.Random, build: Callable[[random.Random, int], dict | None]) -> dict[str, Any]:
    """``build(rng, seed)`` over fresh web seeds until it returns params (None: the seed
    cannot give a unique, non-default pick)."""
    for _ in range(500):
        try:
            params = build(rng, rng.randrange(10 ** 6))
        except ValueError:
            params = None
        if params is not None:
            return params
    raise RuntimeError("no web seed in 500 gives a unique non-default pick; loosen the draw")


# ------------------------------------------------------------------ shop
def _dollars(cents: int) -> Decimal:
    return Decimal(cents) / 100


def _shop_options(data: shop.ShopData, category: str) -> tuple[Option, ...]:
    return tuple(Option(p.name, {"price": _dollars(p.price), "rating": Decimal(str(p.rating)), "reviews": p.reviews})
                 for p in data.products if p.category == category)


def _cheap_rule(category: str) -> Rule:
    en, zh = NOUN[category]
    return Rule("cheapest_4_stars", f"the cheapest {en} with at least 4 stars", f"评分至少4星的{zh}里最便宜的那件",
                by="price", where=(("rating", ">=", Decimal(4)),))


def _cap_rule(category: str, cap: int) -> Rule:
    en, zh = NOUN[category]
    return Rule("best_rated_under", f"the best-rated {en} that costs at most ${cap}",
                f"不超过{cap}美元的{zh}里评分最高的那件", by="rating", lowest=False,
                where=(("price", "<=", Decimal(cap)),))


def _reviewed_rule(category: str) -> Rule:
    en, zh = NOUN[category]
    return Rule("most_reviewed_4_stars", f"the most reviewed {en} with at least 4 stars",
                f"评分至少4星的{zh}里评价最多的那件", by="reviews", lowest=False, where=(("rating", ">=", Decimal(4)),))


def _shop_posterior(p: Mapping[str, Any]) -> Posterior:
    data = shop.generate(p["web_seed"])
    rule = _cap_rule(p["category"], p["cap"]) if "cap" in p else \
        _reviewed_rule(p["category"]) if p.get("rule") == "reviews" else _cheap_rule(p["category"])
    offered = _shop_options(data, p["category"])
    return Posterior(rule, offered, default=offered[0].name)


def _sized_draw(rule: str):
    """Draws for a rule over a category with sizes; the size is not the page's default."""
    return lambda rng: _cheap_draw(rng, rule)


def _cheap_draw(rng: random.Random, rule: str = "cheap") -> dict[str, Any]:
    def build(rng, seed):
        category = rng.choice(("T-shirts", "Jackets", "Shoes"))
        p = {"web_seed": seed, "category": category, **({"rule": rule} if rule != "cheap" else {})}
        offered = _shop_options(shop.generate(seed), category)
        by = "reviews" if rule == "reviews" else "price"
        best = (max if rule == "reviews" else min)(offered, key=lambda o: o.values[by])
        if best.values["rating"] >= 4:
            return None                           # the stars would not matter
        pick = _shop_posterior(p).pick()
        product = next(x for x in shop.generate(seed).products if x.name == pick.name)
        return {**p, "product": product.id, "size": rng.choice([s for s in product.sizes if s != product.default_size])}
    return _redraw(rng, build)


def _cap_draw(rng: random.Random) -> dict[str, Any]:
    def build(rng, seed):
        category = rng.choice(("Bags", "Kitchen", "Electronics"))
        offered = _shop_options(shop.generate(seed), category)
        best = max(o.values["rating"] for o in offered)
        caps = [c for c in range(10, 170, 10)
                if all(o.values["price"] > c for o in offered if o.values["rating"] == best)]
        if not caps:
            return None
        p = {"web_seed": seed, "category": category, "cap": rng.choice(caps)}
        pick = _shop_posterior(p).pick()
        product = next(x for x in shop.generate(seed).products if x.name == pick.name)
        if len(product.colours) < 2:
            return None
        return {**p, "product": product.id, "colour": rng.choice(product.colours[1:])}
    return _redraw(rng, build)


def _cart_chosen(probe: Probe, p: Mapping[str, Any]) -> set[str]:
    """Names of the category's products in the cart (what the agent chose)."""
    cat = {x.id: x.name for x in shop.generate(p["web_seed"]).products if x.category == p["category"]}
    return {cat[ln["product"]] for ln in shop.replay_cart(_events(probe)) if ln["product"] in cat}


def _pick_line(field: str):
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        return any(ln["product"] == p["product"] and ln[field] == p[field] for ln in shop.replay_cart(_events(probe)))
    return check


def _cart_apply(field: str):
    def apply(env, p: Mapping[str, Any], ids) -> None:
        """Add the pick (the category's first product without the anchor) with ``field`` as
        intended or at the page's default. Nothing at all: no line."""
        if not ids:
            return
        data = env.web_apps.apps.shop.data
        first = next(x for x in data.products if x.category == p["category"])
        prod = data.product(p["product"]) if "product" in ids else first
        value = p[field] if field in ids and prod.id == p["product"] else None
        form = {"product": prod.id, "colour": value if field == "colour" and value else prod.colours[0]}
        if prod.sizes:
            form["size"] = value if field == "size" and value else prod.default_size
        assert env.web_apps.apps.request("POST", "/shop/cart/add", form).status == 303
    return apply


def _shop_anchor(p: Mapping[str, Any]) -> Requirement:
    post = _shop_posterior(p)
    return Requirement.ruled("product", Kind.ANCHOR, post, ("product", "which one", "商品", "哪一件"),
                             phrase=post.rule.words, phrase_zh=post.rule.words_zh)


def _name(p: Mapping[str, Any]) -> str:
    return shop.generate(p["web_seed"]).product(p["product"]).name


def _shop_pick(name: str, draw, field: str, requirement, default: str, tap, hypernym: tuple[str, str],
               templates: tuple[str, str, str]) -> IntentSpec:
    """A shop intent whose anchor is the rule's pick among a category and whose one explicit
    requirement is the cart line's ``field`` (``size``/``colour``): ``requirement(p)`` words
    it, ``default`` is the page's own choice, ``tap(p)`` the option's label on the product
    page; ``templates`` are (en, zh, paraphrase) with ``{product}`` and ``{<field>}``."""
    return IntentSpec(
        name=name, app_names=("chrome",), draw=draw,
        intent=lambda p: Intent((_shop_anchor(p), requirement(p)), topics=SHOP_TOPICS),
        checks={"product": lambda probe, p: _shop_posterior(p).holds(_cart_chosen(probe, p)),
                field: _pick_line(field)},
        defaults={"product": "the first product of the category listed", field: default},
        apply=_cart_apply(field), setup=lambda env, p: _serve(env, p, "/shop/"), cleanup=_close,
        hypernym=hypernym[0], hypernym_zh=hypernym[1], incomplete_masks=(field,),
        ui_path=lambda p: (Step("open", "Chrome"), Step("tap", _name(p)), Step("tap", tap(p)),
                           Step("tap", "Add to cart")),
        template=templates[0], template_zh=templates[1], template_paraphrase=templates[2],
        may_change=VISITS, complexity=2.4,
        tags=("web", "shop", "posterior", "domain:e-commerce", "app:shop"))


def _size(phrase: str, phrase_zh: str):
    return lambda p: Requirement("size", Kind.EXPLICIT, p["size"], ("size", "尺码"), phrase=phrase.format(p["size"]),
                                 phrase_zh=phrase_zh.format(p["size"]))


WEAR = ("something to wear", "一件穿的东西")
SHOP_CHEAPEST = _shop_pick(
    "ShopCheapestRated", _cheap_draw, "size", _size(", in size {},", "，尺码 {}，"), "the middle size",
    lambda p: f"Size {p['size']}", WEAR,
    ("In the shop in Chrome, add {product}{size} to my cart.", "在 Chrome 的商店里，把{product}{size}加入购物车。",
     "Put {product}{size} in my shopping cart (the shop is open in Chrome)."))

SHOP_REVIEWED = _shop_pick(
    "ShopMostReviewed", _sized_draw("reviews"), "size", _size(" (size {})", "（尺码 {}）"), "the middle size",
    lambda p: f"Size {p['size']}", WEAR,
    ("In the shop in Chrome, buy {product}{size}: add it to my cart.", "在 Chrome 的商店里买{product}{size}：加入购物车。",
     "Using the shop open in Chrome, put {product}{size} in my cart."))

SHOP_CAPPED = _shop_pick(
    "ShopBestRatedUnder", _cap_draw, "colour",
    lambda p: Requirement("colour", Kind.EXPLICIT, p["colour"], ("colour", "color", "颜色"),
                          phrase=f", in {p['colour']},", phrase_zh=f"，颜色选 {p['colour']}，"),
    "the first colour listed", lambda p: p["colour"], ("something I need", "一件我需要的东西"),
    ("In the shop in Chrome, add {product}{colour} to my cart.", "在 Chrome 的商店里，把{product}{colour}加入购物车。",
     "Put {product}{colour} in my shopping cart (the shop is open in Chrome)."))


# ------------------------------------------------------------------ places
def _place_options(data: places.PlacesData, category: str) -> tuple[Option, ...]:
    return tuple(Option(pl.name, {"distance": Decimal(pl.distance_m), "sunday": pl.hours[6] is not None,
                                  "rating": Decimal(str(pl.rating)), "price_level": pl.price_level})
                 for pl in sorted(data.places, key=lambda pl: pl.distance_m) if pl.category == category)


def _sunday_rule(category: str) -> Rule:
    en, zh = NOUN[category]
    return Rule("closest_open_sunday", f"the closest {en} that is open on Sundays", f"周日营业的{zh}里最近的那家",
                by="distance", where=(("sunday", "==", True),))


def _cheap_place_rule(category: str) -> Rule:
    en, zh = NOUN[category]
    return Rule("best_rated_cheap", f"the best-rated {en} at $$ or less", f"价位不超过$$的{zh}里评分最高的那家",
                by="rating", lowest=False, where=(("price_level", "<=", 2),))


def _rated_place_rule(category: str) -> Rule:
    en, zh = NOUN[category]
    return Rule("closest_4_stars", f"the closest {en} with at least 4 stars", f"评分至少4星的{zh}里最近的那家",
                by="distance", where=(("rating", ">=", Decimal(4)),))


def _place_posterior(p: Mapping[str, Any]) -> Posterior:
    offered = _place_options(places.generate(p["web_seed"]), p["category"])
    rule = {"sunday": _sunday_rule, "cheap": _cheap_place_rule, "rated": _rated_place_rule}[p["rule"]](p["category"])
    return Posterior(rule, offered, default=offered[0].name)


def _booking_times(pl: places.Place) -> list[str]:
    """The form's times (not its 18:00) at which ``pl`` is open every day of the week."""
    return [t for t in places.BOOK_TIMES if t != "18:00" and all(
        span is not None and span[0] <= int(t[:2]) * 60 < span[1] for span in pl.hours)]


def _place_draw(rule: str, categories: tuple[str, ...]):
    def build(rng, seed):
        category = rng.choice(categories)
        p = {"web_seed": seed, "category": category, "rule": rule}
        offered = _place_options(places.generate(seed), category)
        if rule == "sunday" and offered[0].values["sunday"]:
            return None                           # the closest is open on Sundays: the rule would not matter
        if rule == "cheap" and max(offered, key=lambda o: o.values["rating"]).values["price_level"] <= 2:
            return None
        if rule == "rated" and offered[0].values["rating"] >= 4:
            return None
        pick = _place_posterior(p).pick()
        pl = next(x for x in places.generate(seed).places if x.name == pick.name)
        times = _booking_times(pl)
        if not times:
            return None
        return {**p, "place": pl.id, "time": rng.choice(times), "people": rng.choice((1, 3, 4, 5, 6))}
    return lambda rng: _redraw(rng, build)


def _people(n: int) -> str:
    return f"{n} {'person' if n == 1 else 'people'}"


def _booked(field: str | None):
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        return any(e.kind == "book" and e.data["place"] == p["place"] and (field is None or e.data[field] == p[field])
                   for e in _events(probe))
    return check


def _booked_chosen(probe: Probe, p: Mapping[str, Any]) -> set[str]:
    names = {pl.id: pl.name for pl in places.generate(p["web_seed"]).places if pl.category == p["category"]}
    return {names[e.data["place"]] for e in _events(probe) if e.kind == "book" and e.data["place"] in names}


def _book_apply(env, p: Mapping[str, Any], ids) -> None:
    """Book today at the pick (without the anchor: the category's closest place open then)
    at the time and for the people of ``ids`` (the form's 18:00 and 2 otherwise)."""
    if not ids:
        return
    apps = env.web_apps.apps
    when = apps.now()
    time_ = p["time"] if "time" in ids else "18:00"
    place = p["place"]
    if "place" not in ids:
        minute = int(time_[:2]) * 60
        day = when.weekday()
        place = next(pl.id for pl in sorted(apps.places.data.places,
                                            key=lambda pl: (pl.category != p["category"], pl.distance_m))
                     if pl.id != p["place"] and pl.hours[day] and pl.hours[day][0] <= minute < pl.hours[day][1])
    form = {"place": place, "day": places.DAYS[when.weekday()], "time": time_,
            "people": str(p["people"] if "people" in ids else 2)}
    assert apps.request("POST", "/places/book", form).status == 303


def _place_spec(name: str, rule: str, categories: tuple[str, ...]) -> IntentSpec:
    def intent(p: Mapping[str, Any]) -> Intent:
        post = _place_posterior(p)
        return Intent((
            Requirement.ruled("place", Kind.ANCHOR, post, ("place", "which one", "地点", "哪一家"),
                              phrase=f"at {post.rule.words}", phrase_zh=f"在{post.rule.words_zh}"),
            Requirement("time", Kind.EXPLICIT, p["time"], ("time", "时间"), phrase=f" at {p['time']}",
                        phrase_zh=f"，时间 {p['time']}"),
            Requirement("people", Kind.EXPLICIT, _people(p["people"]), ("number of people", "how many people", "人数"),
                        value_zh=f"{p['people']} 人", phrase=f" for {_people(p['people'])}",
                        phrase_zh=f"，{p['people']} 人")), topics=PLACE_TOPICS)

    def ui_path(p: Mapping[str, Any]) -> tuple[Step, ...]:
        pl = places.generate(p["web_seed"]).place(p["place"])
        return (Step("open", "Chrome"), Step("tap", pl.name), Step("tap", p["time"]),
                Step("tap", _people(p["people"])), Step("tap", "Book"))

    return IntentSpec(
        name=name, app_names=("chrome",), draw=_place_draw(rule, categories), intent=intent,
        checks={"place": lambda probe, p: _place_posterior(p).holds(_booked_chosen(probe, p)),
                "time": _booked("time"), "people": _booked("people")},
        defaults={"place": "the closest place of the category", "time": "18:00", "people": "2 people"},
        apply=_book_apply, setup=lambda env, p: _serve(env, p, "/places/"), cleanup=_close,
        hypernym="at a place nearby", hypernym_zh="在附近的一个地方", incomplete_masks=("time", "people"),
        ui_path=ui_path,
        template="In the places directory in Chrome, book today {place}{time}{people}.",
        template_zh="在 Chrome 的附近地点目录里，预订今天{place}的位子{time}{people}。",
        template_paraphrase="Using the places directory open in Chrome, make a booking for today {place}{time}{people}.",
        may_change=VISITS, complexity=2.4,
        tags=("web", "places", "posterior", "domain:information", "app:places"))


PLACES_SUNDAY = _place_spec("PlacesClosestSunday", "sunday", ("Cafe", "Restaurant", "Pharmacy", "Supermarket"))
PLACES_CHEAP = _place_spec("PlacesBestRatedCheap", "cheap", ("Restaurant", "Hair salon", "Gym"))
PLACES_RATED = _place_spec("PlacesClosestRated", "rated", ("Cafe", "Restaurant", "Gym", "Hair salon"))


# ------------------------------------------------------------------ feed
MOST_LIKED = Rule("most_liked_followed", "the most liked post by someone I follow", "我关注的人发的帖子里赞最多的那条",
                  by="likes", lowest=False, where=(("followed", "==", True),))


def _feed_posterior(p: Mapping[str, Any]) -> Posterior:
    data = feed.generate(p["web_seed"])
    offered = tuple(Option(x.text, {"likes": x.likes, "followed": x.author in data.following}) for x in data.posts)
    return Posterior(MOST_LIKED, offered, default=offered[0].name)


def _feed_draw(rng: random.Random) -> dict[str, Any]:
    def build(rng, seed):
        data = feed.generate(seed)
        texts = [x.text for x in data.posts]
        if len(set(texts)) != len(texts) or max(data.posts, key=lambda x: x.likes).author in data.following:
            return None
        pick = _feed_posterior({"web_seed": seed}).pick()
        return {"web_seed": seed, "post": next(x.id for x in data.posts if x.text == pick.name)}
    return _redraw(rng, build)


def _state(events: list[Event], on: str, off: str, value: str) -> bool:
    last = [e.kind for e in events if e.app == "feed" and e.kind in (on, off) and e.data.get("post") == value]
    return bool(last) and last[-1] == on


def _liked_chosen(probe: Probe, p: Mapping[str, Any]) -> set[str]:
    data = feed.generate(p["web_seed"])
    events = _events(probe)
    return {x.text for x in data.posts if _state(events, "like", "unlike", x.id)}


def _feed_apply(env, p: Mapping[str, Any], ids) -> None:
    """Like the pick (the newest post without the anchor); repost what was liked when
    ``repost`` is in ``ids``."""
    if not ids:
        return
    apps = env.web_apps.apps
    post = p["post"] if "post" in ids else apps.feed.data.posts[0].id
    apps.request("POST", "/feed/like", {"post": post})
    if "repost" in ids:
        apps.request("POST", "/feed/repost", {"post": post})


def _feed_text(p: Mapping[str, Any]) -> str:
    return feed.generate(p["web_seed"]).post(p["post"]).text


FEED_MOST_LIKED = IntentSpec(
    name="FeedMostLikedFollowed", app_names=("chrome",), draw=_feed_draw,
    intent=lambda p: Intent((
        Requirement.ruled("post", Kind.ANCHOR, _feed_posterior(p), ("post", "which one", "帖子", "哪一条"),
                          phrase=MOST_LIKED.words, phrase_zh=MOST_LIKED.words_zh),
        Requirement("repost", Kind.EXPLICIT, "repost it", ("repost", "转发"), value_zh="转发它",
                    phrase=", and repost it", phrase_zh="，并转发它"),
    ), topics=("comment", "message", "评论", "私信")),
    checks={"post": lambda probe, p: _feed_posterior(p).holds(_liked_chosen(probe, p)),
            "repost": lambda probe, p: _state(_events(probe), "repost", "unrepost", p["post"])},
    defaults={"post": "the newest post", "repost": "not reposted"},
    apply=_feed_apply, setup=lambda env, p: _serve(env, p, "/feed/"), cleanup=_close,
    hypernym="a post", hypernym_zh="一条帖子", incomplete_masks=("repost",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", _feed_text(p)), Step("tap", "Like"), Step("tap", "Repost")),
    template="In the feed in Chrome, like {post}{repost}.",
    template_zh="在 Chrome 的动态里，给{post}点赞{repost}。",
    template_paraphrase="Open the feed in Chrome and like {post}{repost}.",
    may_change=VISITS, complexity=2.2,
    tags=("web", "feed", "posterior", "value_laden", "domain:social", "app:feed"))


SPECS = (SHOP_CHEAPEST, SHOP_REVIEWED, SHOP_CAPPED, PLACES_SUNDAY, PLACES_CHEAP, PLACES_RATED, FEED_MOST_LIKED)
for _spec in SPECS:
    register(_spec)
