"""The shop web app (``/shop/``): categories, search and filters, product pages with colour,
size and quantity options (each with a default), a cart, checkout with an address and a
delivery choice, and order confirmations. Generated from the instance seed.

Pages: ``/shop/`` (all products; GET filters ``q``, ``category``, ``min_rating``,
``max_price`` in dollars, ``sort`` = ``relevance|price_asc|price_desc|rating``),
``/shop/p/<id>`` (options, Add to cart, Add to wishlist), ``/shop/p/<id>/review`` (stars, 5
checked, and a text), ``/shop/cart``, ``/shop/wishlist``, ``/shop/checkout`` (address,
delivery, coupon code, gift wrap), ``/shop/orders``, ``/shop/order/<id>``.

``Shop`` is a storefront: ``shop2`` (another brand) subclasses it with its own ``BASE``,
``APP``, labels, templates, catalogue and checkout steps; the POST routes, their fields and
the events are the same, so an intent is declared once and bound to both.

Events (``EventLog``, app ``shop``):

* ``cart_add``: ``product``, ``name``, ``colour``, ``size`` ('' when the product has none),
  ``qty``, ``unit_price`` (cents);
* ``cart_update``: ``line`` (0-based), ``product``, ``qty`` (0 removes the line);
* ``cart_remove``: ``line``, ``product``;
* ``wishlist_add`` (``product``, ``name``, ``colour``, ``size``) / ``wishlist_remove``
  (``product``): the product page's Add to wishlist takes the options the page has checked;
* ``review``: ``product``, ``name``, ``stars`` (1-5), ``text``;
* ``order_placed``: ``order`` (``A1001``, ...), ``lines`` (each ``product``, ``name``, ``colour``,
  ``size``, ``qty``, ``unit_price``), ``address`` (an address id), ``delivery`` (a delivery
  id), ``coupon`` (the code, upper case; '' for none), ``gift_wrap`` (bool), ``subtotal``,
  ``discount``, ``delivery_fee``, ``gift_fee``, ``total`` (cents). A code that is not one of
  the shop's ``ShopData.coupons`` is refused (400).

Prices are integer cents; ratings one decimal from 2.5 to 5.0.
"""

from __future__ import annotations

import dataclasses
import random
import threading

from venus_tasks.webapps.events import EventLog
from venus_tasks.webapps.pages import Request, Response, bad_request, not_found, page, redirect

APP = "shop"
MAX_QTY = 10

# category -> (nouns, price range in dollars, sizes or ())
CATEGORIES: dict[str, tuple[tuple[str, ...], tuple[int, int], tuple[str, ...]]] = {
    "Shoes": (("Running Shoes", "Sneakers", "Hiking Boots", "Sandals"), (25, 140), ("38", "39", "40", "41", "42", "43")),
    "T-shirts": (("Cotton T-shirt", "Graphic Tee", "Polo Shirt", "Sports Tee"), (8, 45), ("S", "M", "L", "XL")),
    "Jackets": (("Rain Jacket", "Down Jacket", "Denim Jacket", "Fleece"), (35, 220), ("S", "M", "L", "XL")),
    "Bags": (("Backpack", "Tote Bag", "Messenger Bag", "Duffel"), (15, 120), ()),
    "Kitchen": (("Coffee Mug", "Water Bottle", "Chef Knife", "Frying Pan"), (6, 80), ()),
    "Electronics": (("Wireless Earbuds", "Phone Charger", "Power Bank", "Bluetooth Speaker"), (12, 160), ()),
}
BRANDS = ("Acme", "Northwind", "Bluebird", "Summit", "Lumen", "Orbit", "Maple", "Nova")
COLOURS = ("Black", "White", "Red", "Blue", "Green", "Grey", "Navy", "Beige")
DELIVERIES = (("standard", "Standard (3-5 days)", 0), ("express", "Express (next day)", 999),
              ("pickup", "Pick up in store", 0))
STREETS = ("Oak Street", "Maple Avenue", "Harbour Road", "Station Lane", "Park Drive", "Hill Road")
CITIES = ("Springfield", "Riverton", "Lakeside", "Fairview")


@dataclasses.dataclass(frozen=True)
class Product:
    id: str
    name: str
    category: str
    price: int              # cents
    rating: float           # 2.5 .. 5.0, one decimal
    reviews: int
    colours: tuple[str, ...]  # the first is the default
    sizes: tuple[str, ...]    # () for a product without sizes
    default_size: str         # '' without sizes


@dataclasses.dataclass(frozen=True)
class Address:
    id: str
    name: str
    line: str


@dataclasses.dataclass
class ShopData:
    """The seeded catalogue, the user's saved addresses (the first is the default), the
    coupon codes the checkout takes (code -> percent off the subtotal) and, for a shop whose
    checkout has one page per choice, the order of those pages (``steps``)."""

    products: list[Product]
    addresses: list[Address]
    coupons: dict[str, int] = dataclasses.field(default_factory=dict)
    steps: tuple[str, ...] = ()

    def product(self, pid: str) -> Product | None:
        return next((p for p in self.products if p.id == pid), None)


COUPON_WORDS = ("SAVE", "DEAL", "HELLO", "SPRING", "WELCOME", "EXTRA")


def coupons(rng: random.Random) -> dict[str, int]:
    """Three codes (``SAVE10``, ...) with 5-25 percent off, from ``rng``."""
    words = rng.sample(COUPON_WORDS, 3)
    return {f"{w}{pct}": pct for w, pct in zip(words, rng.sample((5, 10, 15, 20, 25), 3))}


def generate(seed: int, n_products: int = 24, categories=None, brands=BRANDS, prefix: str = "p",
             salt: str = "shop") -> ShopData:
    """``n_products`` products over the categories (each at least twice) and two or three
    saved addresses, all from ``seed`` (``categories``/``brands``/``prefix``/``salt``: another
    storefront's catalogue, ``shop2``)."""
    categories = categories or CATEGORIES
    rng = random.Random(f"{salt}:{seed}")
    cats = list(categories)
    order = cats * 2 + [rng.choice(cats) for _ in range(max(0, n_products - 2 * len(cats)))]
    rng.shuffle(order)
    products, names = [], set()
    for i, cat in enumerate(order[:n_products]):
        nouns, (lo, hi), sizes = categories[cat]
        name = f"{rng.choice(brands)} {rng.choice(nouns)}"
        while name in names:
            name = f"{rng.choice(brands)} {rng.choice(nouns)}"
        names.add(name)
        colours = tuple(rng.sample(COLOURS, rng.randint(1, 4)))
        products.append(Product(
            id=f"{prefix}{i + 1:02d}", name=name, category=cat,
            price=rng.randint(lo, hi) * 100 + rng.choice((0, 49, 99)),
            rating=rng.randint(25, 50) / 10, reviews=rng.randint(0, 900),
            colours=colours, sizes=sizes,
            default_size=sizes[len(sizes) // 2] if sizes else ""))
    people = ("Alex Kim", "Sam Lee", "Jordan Wu")
    addresses = [Address(f"a{i + 1}", people[i], f"{rng.randint(1, 250)} {rng.choice(STREETS)}, {rng.choice(CITIES)}")
                 for i in range(rng.randint(2, 3))]
    return ShopData(products, addresses, coupons(random.Random(f"{salt}:coupons:{seed}")))


LIST = """
<form method="get" action="{{ base }}/"><input name="q" value="{{ q }}" placeholder="Search products">
<select name="category"><option value="">All categories</option>{% for c in categories %}
<option value="{{ c }}"{% if c == category %} selected{% endif %}>{{ c }}</option>{% endfor %}</select>
<select name="min_rating"><option value="">Any rating</option>{% for r in ["3", "3.5", "4", "4.5"] %}
<option value="{{ r }}"{% if r == min_rating %} selected{% endif %}>{{ r }} stars & up</option>{% endfor %}</select>
<input name="max_price" value="{{ max_price }}" placeholder="Max price" inputmode="decimal">
<select name="sort">{% for k, label in sorts %}<option value="{{ k }}"{% if k == sort %} selected{% endif %}>{{ label }}</option>{% endfor %}</select>
<input type="submit" value="Apply"></form>
<p class="muted">{{ products|length }} products · <a href="{{ base }}/cart">Cart ({{ cart_count }})</a> · <a href="{{ base }}/wishlist">Wishlist</a> · <a href="{{ base }}/orders">Orders</a></p>
{% for p in products %}<div class="item"><a href="{{ base }}/p/{{ p.id }}">{{ p.name }}</a>
<div>{{ p.price|money }} · {{ p.rating }} stars ({{ p.reviews }} reviews) · {{ p.category }}</div></div>
{% else %}<p>No products match.</p>{% endfor %}"""

PRODUCT = """<p>{{ p.price|money }} · {{ p.rating }} stars ({{ p.reviews }} reviews) · {{ p.category }}</p>
<form method="post" action="{{ base }}/cart/add"><input type="hidden" name="product" value="{{ p.id }}">
<fieldset><legend>Colour</legend>{% for c in p.colours %}<label><input type="radio" name="colour" value="{{ c }}"{% if loop.first %} checked{% endif %}> {{ c }}</label>{% endfor %}</fieldset>
{% if p.sizes %}<fieldset><legend>Size</legend>{% for s in p.sizes %}<label><input type="radio" name="size" value="{{ s }}"{% if s == p.default_size %} checked{% endif %}> {{ size_label.format(s) }}</label>{% endfor %}</fieldset>{% endif %}
<label>Quantity <input type="number" name="qty" value="1" min="1" max="{{ max_qty }}"></label>
<input type="submit" value="{{ labels.add }}"> <input type="submit" formaction="{{ base }}/wishlist/add" value="{{ labels.wishlist }}"></form>
<p><a href="{{ base }}/p/{{ p.id }}/review">{{ labels.review }}</a></p>
{% for r in reviews %}<div class="item">{{ r.stars }} stars · {{ r.text }}</div>{% endfor %}
<p><a href="{{ base }}/">Back to products</a></p>"""

REVIEW = """<form method="post" action="{{ base }}/review"><input type="hidden" name="product" value="{{ p.id }}">
<fieldset><legend>Your rating</legend>{% for n in range(5, 0, -1) %}<label><input type="radio" name="stars" value="{{ n }}"{% if n == 5 %} checked{% endif %}> {{ n }} {{ 'star' if n == 1 else 'stars' }}</label>{% endfor %}</fieldset>
<label>{{ labels.review_text }}<input name="text" placeholder="{{ labels.review_text }}"></label><input type="submit" value="{{ labels.submit_review }}"></form>"""

CART = """{% for line in lines %}<div class="item">{{ line.name }} · {{ line.colour }}{% if line.size %} · size {{ line.size }}{% endif %}
<div>{{ line.unit_price|money }} × {{ line.qty }}</div>
<form class="inline" method="post" action="{{ base }}/cart/update"><input type="hidden" name="line" value="{{ loop.index0 }}">
<input type="number" name="qty" value="{{ line.qty }}" min="0" max="{{ max_qty }}"><input type="submit" value="Update"></form>
<form class="inline" method="post" action="{{ base }}/cart/remove"><input type="hidden" name="line" value="{{ loop.index0 }}"><input type="submit" value="Remove"></form></div>
{% else %}<p>Your cart is empty.</p>{% endfor %}
{% if lines %}<p>Subtotal: {{ subtotal|money }}</p><p><a href="{{ base }}/checkout">{{ labels.checkout }}</a></p>{% endif %}
<p><a href="{{ base }}/">Continue shopping</a></p>"""

WISHLIST = """{% for w in items %}<div class="item"><a href="{{ base }}/p/{{ w.product }}">{{ w.name }}</a> · {{ w.colour }}{% if w.size %} · size {{ w.size }}{% endif %}
<form class="inline" method="post" action="{{ base }}/wishlist/remove"><input type="hidden" name="product" value="{{ w.product }}"><input type="submit" value="Remove"></form></div>
{% else %}<p>Your wishlist is empty.</p>{% endfor %}"""

_EXTRAS = """<label>{{ labels.coupon }}<input name="coupon" placeholder="{{ labels.coupon }}"></label>
<label><input type="checkbox" name="gift_wrap" value="1"> {{ labels.gift }} ({{ gift_fee|money }})</label>"""

CHECKOUT = """<form method="post" action="{{ base }}/order"><h2>Address</h2>
{% for a in addresses %}<label><input type="radio" name="address" value="{{ a.id }}"{% if loop.first %} checked{% endif %}> {{ a.name }}, {{ a.line }}</label>{% endfor %}
<h2>Delivery</h2>{% for id, label, fee in deliveries %}
<label><input type="radio" name="delivery" value="{{ id }}"{% if loop.first %} checked{% endif %}> {{ label }} ({% if fee %}{{ fee|money }}{% else %}free{% endif %})</label>{% endfor %}
<h2>Extras</h2>""" + _EXTRAS + """
<p>Subtotal: {{ subtotal|money }}</p><input type="submit" value="{{ labels.place }}"></form>"""

ORDER = """<p>Thank you! Order {{ o.order }} is placed.</p>{% for l in o.lines %}
<div class="item">{{ l.name }} · {{ l.colour }}{% if l.size %} · size {{ l.size }}{% endif %} × {{ l.qty }}</div>{% endfor %}
<p>Deliver to: {{ address }}</p><p>Delivery: {{ delivery }}</p>{% if o.coupon %}<p>Coupon {{ o.coupon }}: -{{ o.discount|money }}</p>{% endif %}
{% if o.gift_wrap %}<p>Gift wrapped</p>{% endif %}<p>Total: {{ o.total|money }}</p>
<p><a href="{{ base }}/orders">Your orders</a></p>"""

ORDERS = """{% for o in orders %}<div class="item"><a href="{{ base }}/order/{{ o.order }}">Order {{ o.order }}</a> · {{ o.total|money }}</div>
{% else %}<p>No orders yet.</p>{% endfor %}"""

SORTS = (("relevance", "Relevance"), ("price_asc", "Price: low to high"),
         ("price_desc", "Price: high to low"), ("rating", "Rating"))
GIFT_FEE = 399
LABELS = {"title": "Shop", "add": "Add to cart", "wishlist": "Add to wishlist", "cart": "Cart",
          "checkout": "Checkout", "place": "Place order", "review": "Write a review",
          "submit_review": "Submit review", "review_text": "Your review", "coupon": "Coupon code", "gift": "Gift wrap", "size": "Size {}"}


class Shop:
    """The shop's pages and state (the cart, the wishlist, the reviews and the orders) over
    ``data``. A storefront: a subclass changes ``APP``, ``BASE``, ``LABELS``,
    ``DELIVERIES``, ``CATEGORIES``, ``ORDER_PREFIX``, ``TEMPLATES`` and ``checkout_page``."""

    APP, BASE, ORDER_PREFIX = APP, "/shop", "A"
    LABELS = LABELS
    DELIVERIES = DELIVERIES
    CATEGORIES = CATEGORIES
    TEMPLATES = {"list": LIST, "product": PRODUCT, "review": REVIEW, "cart": CART, "wishlist": WISHLIST,
                 "order": ORDER, "orders": ORDERS, "checkout": CHECKOUT}

    def __init__(self, data: ShopData, log: EventLog):
        self.data = data
        self.log = log
        self.cart: list[dict] = []
        self.wishlist: list[dict] = []
        self.reviews: list[dict] = []
        self.orders: list[dict] = []
        self._lock = threading.Lock()

    def page(self, title: str, name: str, **values) -> Response:
        return page(title, self.TEMPLATES[name], base=self.BASE, labels=self.LABELS, max_qty=MAX_QTY,
                    size_label=self.LABELS["size"], **values)

    def delivery(self, did: str) -> tuple[str, str, int] | None:
        return next((d for d in self.DELIVERIES if d[0] == did), None)

    def handle(self, req: Request) -> Response:
        """One request whose path starts with ``BASE``."""
        base = self.BASE
        path = req.path.rstrip("/") or base
        with self._lock:
            if req.method == "POST":
                post = {"/cart/add": self._add, "/cart/update": self._update, "/cart/remove": self._remove,
                        "/wishlist/add": self._wish, "/wishlist/remove": self._unwish,
                        "/review": self._review, "/order": self._order}.get(path[len(base):])
                return post(req) if post else not_found(req.path)
            if path == base:
                return self._list(req)
            if path.startswith(base + "/p/"):
                pid, _, sub = path[len(base + "/p/"):].partition("/")
                return self._product(pid, sub)
            if path == base + "/cart":
                return self.page(self.LABELS["cart"], "cart", lines=self.cart, subtotal=self._subtotal())
            if path == base + "/wishlist":
                return self.page("Wishlist", "wishlist", items=self.wishlist)
            if path == base + "/checkout" or path.startswith(base + "/checkout/"):
                if not self.cart:
                    return redirect(base + "/cart")
                return self.checkout_page(req, path[len(base + "/checkout"):].strip("/"))
            if path == base + "/orders":
                return self.page("Your orders", "orders", orders=self.orders)
            if path.startswith(base + "/order/"):
                return self._confirmation(path[len(base + "/order/"):])
            return not_found(req.path)

    # -------------------------------------------------------------- pages
    def checkout_page(self, req: Request, step: str) -> Response:
        """The checkout (one page here; ``step`` is what follows ``/checkout/``)."""
        if step:
            return not_found(req.path)
        return self.page("Checkout", "checkout", addresses=self.data.addresses, deliveries=self.DELIVERIES,
                         subtotal=self._subtotal(), gift_fee=GIFT_FEE)

    def filter(self, q: str = "", category: str = "", min_rating: float = 0.0,
               max_price: int | None = None, sort: str = "relevance") -> list[Product]:
        """The products the list shows for these filters (``max_price`` in cents)."""
        out = [p for p in self.data.products
               if (not q or q.casefold() in p.name.casefold() or q.casefold() in p.category.casefold())
               and (not category or p.category == category) and p.rating >= min_rating
               and (max_price is None or p.price <= max_price)]
        key = {"price_asc": lambda p: (p.price, p.id), "price_desc": lambda p: (-p.price, p.id),
               "rating": lambda p: (-p.rating, p.id)}.get(sort)
        return sorted(out, key=key) if key else out

    def _list(self, req: Request) -> Response:
        q, category, sort = req.field("q"), req.field("category"), req.field("sort", "relevance")
        min_rating, max_price = req.field("min_rating"), req.field("max_price")
        try:
            rating = float(min_rating) if min_rating else 0.0
            cap = round(float(max_price.lstrip("$")) * 100) if max_price else None
        except ValueError:
            return bad_request(f"not a number: min_rating={min_rating!r} max_price={max_price!r}")
        return self.page(self.LABELS["title"], "list", products=self.filter(q, category, rating, cap, sort),
                         categories=list(self.CATEGORIES),
                         q=q, category=category, min_rating=min_rating,
                         max_price=max_price, sort=sort, sorts=SORTS,
                         cart_count=sum(line["qty"] for line in self.cart))

    def _product(self, pid: str, sub: str) -> Response:
        p = self.data.product(pid)
        if p is None or sub not in ("", "review"):
            return not_found(f"no product {pid}")
        if sub == "review":
            return self.page(f"Review {p.name}", "review", p=p)
        return self.page(p.name, "product", p=p, reviews=[r for r in self.reviews if r["product"] == p.id])

    def _confirmation(self, oid: str) -> Response:
        o = next((o for o in self.orders if o["order"] == oid), None)
        if o is None:
            return not_found(f"no order {oid}")
        address = next(a for a in self.data.addresses if a.id == o["address"])
        return self.page(f"Order {oid}", "order", o=o, address=f"{address.name}, {address.line}",
                         delivery=self.delivery(o["delivery"])[1])

    def _subtotal(self) -> int:
        return sum(line["unit_price"] * line["qty"] for line in self.cart)

    # -------------------------------------------------------------- changes
    def _options(self, req: Request) -> tuple[Product | None, dict | Response]:
        """The product and the options a product form posted (a 400 when they are not its)."""
        p = self.data.product(req.field("product"))
        if p is None:
            return None, bad_request(f"no product {req.field('product')!r}")
        colour = req.field("colour", p.colours[0])
        size = req.field("size", p.default_size) if p.sizes else ""
        qty = _qty(req.field("qty", "1"), low=1)
        if colour not in p.colours or (p.sizes and size not in p.sizes) or qty is None:
            return p, bad_request(f"{p.name} has no option colour={colour!r} size={size!r} "
                                  f"qty={req.field('qty')!r} (qty 1-{MAX_QTY})")
        return p, {"product": p.id, "name": p.name, "colour": colour, "size": size, "qty": qty,
                   "unit_price": p.price}

    def _add(self, req: Request) -> Response:
        p, line = self._options(req)
        if isinstance(line, Response):
            return line
        self.cart.append(line)
        self.log.add(self.APP, "cart_add", **{k: v for k, v in line.items()})
        return redirect(self.BASE + "/cart")

    def _wish(self, req: Request) -> Response:
        p, line = self._options(req)
        if isinstance(line, Response):
            return line
        item = {k: line[k] for k in ("product", "name", "colour", "size")}
        self.wishlist = [w for w in self.wishlist if w["product"] != p.id] + [item]
        self.log.add(self.APP, "wishlist_add", **item)
        return redirect(self.BASE + "/wishlist")

    def _unwish(self, req: Request) -> Response:
        pid = req.field("product")
        if pid not in {w["product"] for w in self.wishlist}:
            return bad_request(f"{pid!r} is not on the wishlist")
        self.wishlist = [w for w in self.wishlist if w["product"] != pid]
        self.log.add(self.APP, "wishlist_remove", product=pid)
        return redirect(self.BASE + "/wishlist")

    def _review(self, req: Request) -> Response:
        p, stars, text = self.data.product(req.field("product")), req.field("stars", "5"), req.field("text").strip()
        if p is None or stars not in ("1", "2", "3", "4", "5") or not text or len(text) > 500:
            return bad_request("a review needs a product, 1-5 stars and 1-500 characters of text "
                               f"(got stars={stars!r}, {len(text)} characters)")
        review = {"product": p.id, "name": p.name, "stars": int(stars), "text": text}
        self.reviews.append(review)
        self.log.add(self.APP, "review", **review)
        return redirect(f"{self.BASE}/p/{p.id}")

    def _line(self, req: Request) -> int | None:
        text = req.field("line")
        return int(text) if text.isdigit() and int(text) < len(self.cart) else None

    def _update(self, req: Request) -> Response:
        i, qty = self._line(req), _qty(req.field("qty"), low=0)
        if i is None or qty is None:
            return bad_request(f"no cart line {req.field('line')!r} or bad qty {req.field('qty')!r}")
        product = self.cart[i]["product"]
        if qty == 0:
            del self.cart[i]
        else:
            self.cart[i]["qty"] = qty
        self.log.add(self.APP, "cart_update", line=i, product=product, qty=qty)
        return redirect(self.BASE + "/cart")

    def _remove(self, req: Request) -> Response:
        i = self._line(req)
        if i is None:
            return bad_request(f"no cart line {req.field('line')!r}")
        line = self.cart.pop(i)
        self.log.add(self.APP, "cart_remove", line=i, product=line["product"])
        return redirect(self.BASE + "/cart")

    def _order(self, req: Request) -> Response:
        if not self.cart:
            return bad_request("the cart is empty")
        address = req.field("address", self.data.addresses[0].id)
        delivery = self.delivery(req.field("delivery", self.DELIVERIES[0][0]))
        coupon = req.field("coupon").strip().upper()
        if delivery is None or address not in {a.id for a in self.data.addresses}:
            return bad_request(f"unknown address {address!r} or delivery {req.field('delivery')!r}")
        if coupon and coupon not in self.data.coupons:
            return bad_request(f"the coupon code {coupon!r} is not valid here")
        subtotal = self._subtotal()
        discount = subtotal * self.data.coupons.get(coupon, 0) // 100
        gift = req.field("gift_wrap") == "1"
        order = {"order": f"{self.ORDER_PREFIX}{1001 + len(self.orders)}", "lines": [dict(line) for line in self.cart],
                 "address": address, "delivery": delivery[0], "coupon": coupon, "gift_wrap": gift,
                 "subtotal": subtotal, "discount": discount, "delivery_fee": delivery[2],
                 "gift_fee": GIFT_FEE if gift else 0,
                 "total": subtotal - discount + delivery[2] + (GIFT_FEE if gift else 0)}
        self.orders.append(order)
        self.cart = []
        self.log.add(self.APP, "order_placed", **{k: v for k, v in order.items()})
        return redirect(f"{self.BASE}/order/{order['order']}")


def replay_cart(events, app: str = APP) -> list[dict]:
    """The cart the shop's events leave (``cart_add`` appends a line, ``cart_update`` sets a
    line's quantity or removes it at 0, ``cart_remove`` removes it, ``order_placed`` empties
    it): what a task checks, from the log alone (``app``: ``shop`` or ``shop2``)."""
    cart: list[dict] = []
    for e in events:
        if e.app != app:
            continue
        if e.kind == "cart_add":
            cart.append(dict(e.data))
        elif e.kind == "cart_update":
            if e.data["qty"] == 0:
                del cart[e.data["line"]]
            else:
                cart[e.data["line"]]["qty"] = e.data["qty"]
        elif e.kind == "cart_remove":
            del cart[e.data["line"]]
        elif e.kind == "order_placed":
            cart = []
    return cart


def replay_wishlist(events, app: str = APP) -> dict[str, dict]:
    """``{product id: the wishlist_add's data}`` the events leave (the last add of a product
    wins; ``wishlist_remove`` drops it)."""
    wished: dict[str, dict] = {}
    for e in events:
        if e.app == app and e.kind == "wishlist_add":
            wished[e.data["product"]] = dict(e.data)
        elif e.app == app and e.kind == "wishlist_remove":
            wished.pop(e.data["product"], None)
    return wished


def _qty(text: str, low: int) -> int | None:
    return int(text) if text.strip().isdigit() and low <= int(text) <= MAX_QTY else None
