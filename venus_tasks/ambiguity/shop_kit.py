"""Shop intents declared once and bound to both storefronts (AmbiBench's heterogenization:
the same intent in two apps, its Luckin vs Starbucks): ``shop`` (the Shop) and ``shop2``
(Pinecone Market, ``webapps/shop2.py``), which differ in catalogue, labels, layout and the
order of the checkout's steps but share routes, fields and events.

A builder takes a ``Storefront`` and returns the ``IntentSpec`` for it, named
``{prefix}{Family}`` (``ShopOrderExpress``, ``Shop2OrderExpress``) and tagged
``family:<Family>``, ``app:<key>``, ``domain:e-commerce`` and ``web``:

* ``buy_options`` (family ``BuyOptions``): a product (anchor) in the cart in a colour and a
  size (explicit; the page checks the first colour and the middle size). Confusable with
  ``wishlist_options`` (Add to cart vs Save: saving where a cart line was wanted fails the
  anchor, and the other way round; doing both fails too).
* ``wishlist_options`` (``WishlistOptions``): the same product saved to the wishlist in
  that colour and size.
* ``order_express`` (``OrderExpress``): a product ordered with Express delivery (default
  the first, Standard/Economy) to a saved address other than the first (the default).
* ``order_coupon`` (``OrderCouponGift``): a product ordered with one of the shop's coupon
  codes (default none) and gift wrap (default off).
* ``review`` (``ReviewProduct``): a product reviewed with a number of stars (default 5) and
  a text (no default: the form refuses an empty review). Value-laden.

A path's last step may type into a form's only text field: ``input_text`` ends with ENTER,
which submits the form (HTML's implicit submission), as on a device.

Checks replay the store's events (``shop.replay_cart``, ``replay_wishlist``, its
``order_placed`` and ``review`` events); ``apply`` posts what the page's forms post.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable, Mapping

from venus_tasks.ambiguity import web_kit
from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.web_kit import TOPICS, VISITS
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.webapps import shop, shop2
from venus_tasks.webapps.pages import money


@dataclasses.dataclass(frozen=True)
class Storefront:
    """One shop an intent binds to: ``key`` (its event app, URL base and ``app:`` tag),
    ``prefix`` (of the spec names), ``generate(seed) -> ShopData``, its ``labels`` and
    ``deliveries`` (``webapps.shop.LABELS``/``DELIVERIES`` or ``shop2``'s), and how the goal
    names it (``where``/``where_zh``) and its cart (``cart``/``cart_zh``)."""

    key: str
    prefix: str
    generate: Callable[[int], shop.ShopData]
    labels: Mapping[str, str]
    deliveries: tuple
    where: str
    where_zh: str
    cart: str
    cart_zh: str

    @property
    def base(self) -> str:
        return f"/{self.key}"

    def delivery_label(self, did: str) -> str:
        """The delivery radio's text as the checkout shows it."""
        _, label, fee = next(d for d in self.deliveries if d[0] == did)
        if self.key == "shop":
            return f"{label} ({money(fee) if fee else 'free'})"
        return f"{label} · {money(fee) if fee else 'no charge'}"

    def checkout(self, p: Mapping[str, Any], choose: Mapping[str, str]) -> tuple[Step, ...]:
        """From the cart to the page with the extras: ``choose`` maps ``address``/``delivery``
        to the label to tap (a missing one keeps the default). The Shop has one page; Pinecone
        Market one page per choice in ``p["steps"]``, each ended by Continue."""
        steps = [Step("tap", self.labels["checkout"])]
        if self.key == "shop":
            return tuple(steps + [Step("tap", choose[k]) for k in ("address", "delivery") if k in choose])
        for step in p["steps"]:
            steps += [Step("tap", choose[step])] if step in choose else []
            steps.append(Step("tap", self.labels["continue"]))
        return tuple(steps)


SHOP = Storefront("shop", "Shop", shop.generate, shop.LABELS, shop.DELIVERIES, "the shop", "商店",
                  "cart", "购物车")
SHOP2 = Storefront("shop2", "Shop2", shop2.generate, shop2.LABELS, shop2.DELIVERIES, "Pinecone Market",
                   "Pinecone Market 商店", "bag", "购物袋")
STOREFRONTS = (SHOP, SHOP2)
REVIEWS = ("Fits well but runs a little small", "Great value for the price", "The colour faded after one wash",
           "Sturdy, light and well made", "Arrived quickly and works as described", "Comfortable from day one")


def _tags(b: Storefront, family: str, *more: str) -> tuple[str, ...]:
    return ("web", f"app:{b.key}", "domain:e-commerce", f"family:{family}") + more


def _draw_product(rng: random.Random, b: Storefront, need_sizes: bool) -> dict[str, Any]:
    seed = rng.randrange(10 ** 6)
    data = b.generate(seed)
    fits = [p for p in data.products if len(p.colours) > 1 and (p.sizes or not need_sizes)]
    p = rng.choice(fits)
    return {"web_seed": seed, "product": p.id, "name": p.name, "steps": list(data.steps)}


def _store(env, b: Storefront):
    return getattr(web_kit.apps(env), b.key)


def _product_req(p: Mapping[str, Any]) -> Requirement:
    return Requirement("product", Kind.ANCHOR, p["name"], ("product", "item", "商品"),
                       phrase=f'the "{p["name"]}"', phrase_zh=f"“{p['name']}”")


# ------------------------------------------------------------------ cart vs wishlist
def _options_draw(b: Storefront):
    def draw(rng: random.Random) -> dict[str, Any]:
        p = _draw_product(rng, b, need_sizes=True)
        prod = b.generate(p["web_seed"]).product(p["product"])
        return dict(p, colour=rng.choice(prod.colours[1:]),
                    size=rng.choice([s for s in prod.sizes if s != prod.default_size]))
    return draw


def _options_intent(p: Mapping[str, Any]) -> Intent:
    return Intent((
        _product_req(p),
        Requirement("colour", Kind.EXPLICIT, p["colour"], ("colour", "color", "颜色"),
                    phrase=f" in {p['colour']}", phrase_zh=f"，颜色选 {p['colour']}"),
        Requirement("size", Kind.EXPLICIT, p["size"], ("size", "尺码"),
                    phrase=f", size {p['size']}", phrase_zh=f"，尺码 {p['size']}"),
    ), topics=TOPICS)


def _in_cart(b: Storefront, field: str | None) -> Callable[[Probe, Mapping[str, Any]], bool]:
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        lines = [ln for ln in shop.replay_cart(web_kit.events(probe), b.key) if ln["product"] == p["product"]]
        return any(field is None or ln[field] == p[field] for ln in lines)
    return check


def _in_wishlist(b: Storefront, field: str | None) -> Callable[[Probe, Mapping[str, Any]], bool]:
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        item = shop.replay_wishlist(web_kit.events(probe), b.key).get(p["product"])
        return item is not None and (field is None or item[field] == p[field])
    return check


def _options_apply(b: Storefront, route: str, other: str):
    """Post the product's form to ``route`` with the colour and size of ``ids`` (the page's
    defaults for the others); without the anchor, to the confusable ``other`` route."""
    def apply(env, p: Mapping[str, Any], ids) -> None:
        if not ids:
            return
        prod = _store(env, b).data.product(p["product"])
        form = {"product": prod.id, "colour": p["colour"] if "colour" in ids else prod.colours[0],
                "size": p["size"] if "size" in ids else prod.default_size}
        web_kit.post(env, b.base + (route if "product" in ids else other), form)
    return apply


def _options_spec(b: Storefront, family: str, want: str) -> IntentSpec:
    cart = want == "cart"
    held, other = (_in_cart, _in_wishlist) if cart else (_in_wishlist, _in_cart)
    route, other_route = ("/cart/add", "/wishlist/add") if cart else ("/wishlist/add", "/cart/add")
    name, twin = b.prefix + family, b.prefix + ("WishlistOptions" if cart else "BuyOptions")
    if cart:
        template = f"In {b.where} in Chrome, add {{product}}{{colour}}{{size}} to my {b.cart}."
        zh = f"在 Chrome 的{b.where_zh}里，把{{product}}加入{b.cart_zh}{{colour}}{{size}}。"
        para = f"Put {{product}}{{colour}}{{size}} in my {b.cart} ({b.where} is open in Chrome)."
    else:
        template = f"In {b.where} in Chrome, save {{product}}{{colour}}{{size}} to my wishlist for later."
        zh = f"在 Chrome 的{b.where_zh}里，把{{product}}收藏到心愿单{{colour}}{{size}}，先不买。"
        para = f"Keep {{product}}{{colour}}{{size}} on my wishlist ({b.where} is open in Chrome); don't buy it yet."
    return IntentSpec(
        name=name, app_names=("chrome",), draw=_options_draw(b), intent=_options_intent,
        checks={"product": lambda probe, p: held(b, None)(probe, p) and not other(b, None)(probe, p),
                "colour": held(b, "colour"), "size": held(b, "size")},
        defaults={"colour": "the first colour listed", "size": "the middle size"},
        apply=_options_apply(b, route, other_route), setup=web_kit.server(b.base + "/"), cleanup=web_kit.close,
        hypernym="something I want to buy" if cart else "something I like",
        hypernym_zh="一件我想买的东西" if cart else "一件我喜欢的东西", incomplete_masks=("colour", "size"),
        ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", p["colour"]),
                           Step("tap", b.labels["size"].format(p["size"])),
                           Step("tap", b.labels["add" if cart else "wishlist"])),
        template=template, template_zh=zh, template_paraphrase=para,
        may_change=VISITS, complexity=2.0, tags=_tags(b, family, f"confusable:{twin}"))


def buy_options(b: Storefront) -> IntentSpec:
    return _options_spec(b, "BuyOptions", "cart")


def wishlist_options(b: Storefront) -> IntentSpec:
    return _options_spec(b, "WishlistOptions", "wishlist")


# ------------------------------------------------------------------ orders
def _ordered(b: Storefront, field: str | None = None, want: Any = None):
    """A check: an order of ``b`` holds the product (and has ``field == want``, or the
    param of that name)."""
    def check(probe: Probe, p: Mapping[str, Any]) -> bool:
        for e in web_kit.events(probe):
            if e.app == b.key and e.kind == "order_placed" and any(ln["product"] == p["product"]
                                                                  for ln in e.data["lines"]):
                if field is None or e.data[field] == (want if want is not None else p[field]):
                    return True
        return False
    return check


def _order(env, b: Storefront, p: Mapping[str, Any], anchor: bool, form: Mapping[str, str]) -> None:
    """Put the product (another one, without the anchor) in the cart and order it with ``form``."""
    store = _store(env, b)
    pid = p["product"] if anchor else next(o.id for o in store.data.products if o.id != p["product"])
    web_kit.post(env, b.base + "/cart/add", {"product": pid})
    web_kit.post(env, b.base + "/order", form)


def order_express(b: Storefront) -> IntentSpec:
    def draw(rng: random.Random) -> dict[str, Any]:
        p = _draw_product(rng, b, need_sizes=False)
        address = rng.choice(b.generate(p["web_seed"]).addresses[1:])
        return dict(p, address=address.id, address_text=f"{address.name}, {address.line}")

    def intent(p: Mapping[str, Any]) -> Intent:
        return Intent((
            _product_req(p),
            Requirement("delivery", Kind.EXPLICIT, "Express", ("delivery", "shipping", "配送方式"), value_zh="次日达",
                        options=tuple("Express" if d == "express" else label.split(" (")[0] for d, label, _ in b.deliveries),
                        phrase=" with Express delivery", phrase_zh="，选次日达（Express）配送"),
            Requirement("address", Kind.EXPLICIT, p["address_text"], ("address", "where to deliver", "地址"),
                        phrase=f" to {p['address_text']}", phrase_zh=f"，寄到 {p['address_text']}"),
        ), topics=TOPICS)

    def apply(env, p: Mapping[str, Any], ids) -> None:
        if ids:
            _order(env, b, p, "product" in ids, {
                "delivery": "express" if "delivery" in ids else b.deliveries[0][0],
                "address": p["address"] if "address" in ids else _store(env, b).data.addresses[0].id})

    return IntentSpec(
        name=b.prefix + "OrderExpress", app_names=("chrome",), draw=draw, intent=intent,
        checks={"product": _ordered(b), "delivery": _ordered(b, "delivery", "express"),
                "address": _ordered(b, "address")},
        defaults={"delivery": b.deliveries[0][1].split(" (")[0], "address": "the first saved address"},
        apply=apply, setup=web_kit.server(b.base + "/"), cleanup=web_kit.close,
        hypernym="something I need", hypernym_zh="一件我需要的东西", incomplete_masks=("delivery", "address"),
        ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", b.labels["add"]))
        + b.checkout(p, {"address": p["address_text"], "delivery": b.delivery_label("express")})
        + (Step("tap", b.labels["place"]),),
        template=f"Order {{product}} from {b.where} in Chrome{{delivery}}{{address}}.",
        template_zh=f"在 Chrome 的{b.where_zh}里订购{{product}}{{delivery}}{{address}}。",
        template_paraphrase=f"Using {b.where} open in Chrome, buy {{product}}{{delivery}}{{address}}.",
        may_change=VISITS, complexity=2.4, tags=_tags(b, "OrderExpress"))


def order_coupon(b: Storefront) -> IntentSpec:
    def draw(rng: random.Random) -> dict[str, Any]:
        p = _draw_product(rng, b, need_sizes=False)
        return dict(p, coupon=rng.choice(sorted(b.generate(p["web_seed"]).coupons)))

    def intent(p: Mapping[str, Any]) -> Intent:
        return Intent((
            _product_req(p),
            Requirement("coupon", Kind.EXPLICIT, p["coupon"], ("coupon code", "promo code", "优惠码"),
                        phrase=f" with the coupon code {p['coupon']}", phrase_zh=f"，使用优惠码 {p['coupon']}"),
            Requirement("gift_wrap", Kind.EXPLICIT, "gift wrapped", ("gift wrap", "gift wrapping", "礼品包装"),
                        value_zh="要礼品包装", phrase=", gift wrapped", phrase_zh="，要礼品包装"),
        ), topics=TOPICS)

    def apply(env, p: Mapping[str, Any], ids) -> None:
        if ids:
            _order(env, b, p, "product" in ids, {"coupon": p["coupon"] if "coupon" in ids else "",
                                                  "gift_wrap": "1" if "gift_wrap" in ids else ""})

    return IntentSpec(
        name=b.prefix + "OrderCouponGift", app_names=("chrome",), draw=draw, intent=intent,
        checks={"product": _ordered(b), "coupon": _ordered(b, "coupon"), "gift_wrap": _ordered(b, "gift_wrap", True)},
        defaults={"coupon": "no coupon", "gift_wrap": "not gift wrapped"},
        apply=apply, setup=web_kit.server(b.base + "/"), cleanup=web_kit.close,
        hypernym="a present I have in mind", hypernym_zh="我想好的一件礼物", incomplete_masks=("coupon", "gift_wrap"),
        ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", b.labels["add"]))
        + b.checkout(p, {}) + (Step("tap", f"{b.labels['gift']} ({money(shop.GIFT_FEE)})"),
                               Step("type", b.labels["coupon"], text=p["coupon"])),
        template=f"Order {{product}} from {b.where} in Chrome as a present{{coupon}}{{gift_wrap}}.",
        template_zh=f"在 Chrome 的{b.where_zh}里订购{{product}}作为礼物{{coupon}}{{gift_wrap}}。",
        template_paraphrase=f"Buy {{product}} as a gift in {b.where} (open in Chrome){{coupon}}{{gift_wrap}}.",
        may_change=VISITS, complexity=2.4, tags=_tags(b, "OrderCouponGift"))


# ------------------------------------------------------------------ reviews
def _stars(n: int) -> str:
    return f"{n} star" if n == 1 else f"{n} stars"


def review(b: Storefront) -> IntentSpec:
    def draw(rng: random.Random) -> dict[str, Any]:
        return dict(_draw_product(rng, b, need_sizes=False), stars=rng.randint(1, 4), text=rng.choice(REVIEWS))

    def intent(p: Mapping[str, Any]) -> Intent:
        return Intent((
            _product_req(p),
            Requirement("stars", Kind.EXPLICIT, _stars(p["stars"]), ("rating", "how many stars", "评分"),
                        value_zh=f"{p['stars']} 星", phrase=f" with {_stars(p['stars'])}",
                        phrase_zh=f"，打 {p['stars']} 星"),
            Requirement("text", Kind.EXPLICIT, p["text"], ("review text", "what the review says", "评价内容"),
                        phrase=f', saying "{p["text"]}"', phrase_zh=f"，写“{p['text']}”"),
        ), topics=TOPICS)

    def reviewed(field: str | None):
        def check(probe: Probe, p: Mapping[str, Any]) -> bool:
            return any(e.app == b.key and e.kind == "review" and e.data["product"] == p["product"]
                       and (field is None or e.data[field] == p[field]) for e in web_kit.events(probe))
        return check

    def apply(env, p: Mapping[str, Any], ids) -> None:
        if ids:
            store = _store(env, b)
            pid = p["product"] if "product" in ids else next(o.id for o in store.data.products if o.id != p["product"])
            web_kit.post(env, b.base + "/review", {"product": pid, "stars": p["stars"] if "stars" in ids else 5,
                                                   "text": p["text"] if "text" in ids else "Good."})

    return IntentSpec(
        name=b.prefix + "ReviewProduct", app_names=("chrome",), draw=draw, intent=intent,
        checks={"product": reviewed(None), "stars": reviewed("stars"), "text": reviewed("text")},
        defaults={"stars": "5 stars"}, no_default=("text",),
        apply=apply, setup=web_kit.server(b.base + "/"), cleanup=web_kit.close,
        hypernym="something I bought", hypernym_zh="我买过的一件东西", incomplete_masks=("stars", "text"),
        ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["name"]), Step("tap", b.labels["review"]),
                           Step("tap", _stars(p["stars"])), Step("type", b.labels["review_text"], text=p["text"])),
        template=f"In {b.where} in Chrome, review {{product}}{{stars}}{{text}}.",
        template_zh=f"在 Chrome 的{b.where_zh}里评价{{product}}{{stars}}{{text}}。",
        template_paraphrase=f"Leave a review of {{product}} in {b.where} (open in Chrome){{stars}}{{text}}.",
        may_change=VISITS, complexity=2.4, tags=_tags(b, "ReviewProduct", "value_laden"))
