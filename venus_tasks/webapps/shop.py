"""The shop web app (``/shop/``): categories, search and filters, product pages with colour,
size and quantity options (each with a default), a cart, checkout with an address and a
delivery choice, and order confirmations. Generated from the instance seed.

Pages: ``/shop/`` (all products; GET filters ``q``, ``category``, ``min_rating``,
``max_price`` in dollars, ``sort`` = ``relevance|price_asc|price_desc|rating``),
``/shop/p/<id>``, ``/shop/cart``, ``/shop/checkout``, ``/shop/orders``, ``/shop/order/<id>``.

Events (``EventLog``, app ``shop``):

* ``cart_add``: ``product``, ``name``, ``colour``, ``size`` ('' when the product has none),
  ``qty``, ``unit_price`` (cents);
* ``cart_update``: ``line`` (0-based), ``product``, ``qty`` (0 removes the line);
* ``cart_remove``: ``line``, ``product``;
* ``order_placed``: ``order`` (``A1001``, ...), ``lines`` (each ``product``, ``name``, ``colour``,
  ``size``, ``qty``, ``unit_price``), ``address`` (an address id), ``delivery`` (a delivery
  id), ``subtotal``, ``delivery_fee``, ``total`` (cents).

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
    """The seeded catalogue and the user's saved addresses (the first is the default)."""

    products: list[Product]
    addresses: list[Address]

    def product(self, pid: str) -> Product | None:
        return next((p for p in self.products if p.id == pid), None)


def generate(seed: int, n_products: int = 24) -> ShopData:
    """``n_products`` products over the six categories (each category at least twice) and
    two or three saved addresses, all from ``seed``."""
    rng = random.Random(f"shop:{seed}")
    cats = list(CATEGORIES)
    order = cats * 2 + [rng.choice(cats) for _ in range(max(0, n_products - 2 * len(cats)))]
    rng.shuffle(order)
    products, names = [], set()
    for i, cat in enumerate(order[:n_products]):
        nouns, (lo, hi), sizes = CATEGORIES[cat]
        name = f"{rng.choice(BRANDS)} {rng.choice(nouns)}"
        while name in names:
            name = f"{rng.choice(BRANDS)} {rng.choice(nouns)}"
        names.add(name)
        colours = tuple(rng.sample(COLOURS, rng.randint(1, 4)))
        products.append(Product(
            id=f"p{i + 1:02d}", name=name, category=cat,
            price=rng.randint(lo, hi) * 100 + rng.choice((0, 49, 99)),
            rating=rng.randint(25, 50) / 10, reviews=rng.randint(0, 900),
            colours=colours, sizes=sizes,
            default_size=sizes[len(sizes) // 2] if sizes else ""))
    people = ("Alex Kim", "Sam Lee", "Jordan Wu")
    addresses = [Address(f"a{i + 1}", people[i], f"{rng.randint(1, 250)} {rng.choice(STREETS)}, {rng.choice(CITIES)}")
                 for i in range(rng.randint(2, 3))]
    return ShopData(products, addresses)


LIST = """
<form method="get" action="/shop/"><input name="q" value="{{ q }}" placeholder="Search products">
<select name="category"><option value="">All categories</option>{% for c in categories %}
<option value="{{ c }}"{% if c == category %} selected{% endif %}>{{ c }}</option>{% endfor %}</select>
<select name="min_rating"><option value="">Any rating</option>{% for r in ["3", "3.5", "4", "4.5"] %}
<option value="{{ r }}"{% if r == min_rating %} selected{% endif %}>{{ r }} stars & up</option>{% endfor %}</select>
<input name="max_price" value="{{ max_price }}" placeholder="Max price" inputmode="decimal">
<select name="sort">{% for k, label in sorts %}<option value="{{ k }}"{% if k == sort %} selected{% endif %}>{{ label }}</option>{% endfor %}</select>
<input type="submit" value="Apply"></form>
<p class="muted">{{ products|length }} products · <a href="/shop/cart">Cart ({{ cart_count }})</a> · <a href="/shop/orders">Orders</a></p>
{% for p in products %}<div class="item"><a href="/shop/p/{{ p.id }}">{{ p.name }}</a>
<div>{{ p.price|money }} · {{ p.rating }} stars ({{ p.reviews }} reviews) · {{ p.category }}</div></div>
{% else %}<p>No products match.</p>{% endfor %}"""

PRODUCT = """<p>{{ p.price|money }} · {{ p.rating }} stars ({{ p.reviews }} reviews) · {{ p.category }}</p>
<form method="post" action="/shop/cart/add"><input type="hidden" name="product" value="{{ p.id }}">
<fieldset><legend>Colour</legend>{% for c in p.colours %}<label><input type="radio" name="colour" value="{{ c }}"{% if loop.first %} checked{% endif %}> {{ c }}</label>{% endfor %}</fieldset>
{% if p.sizes %}<fieldset><legend>Size</legend>{% for s in p.sizes %}<label><input type="radio" name="size" value="{{ s }}"{% if s == p.default_size %} checked{% endif %}> Size {{ s }}</label>{% endfor %}</fieldset>{% endif %}
<label>Quantity <input type="number" name="qty" value="1" min="1" max="{{ max_qty }}"></label>
<input type="submit" value="Add to cart"></form><p><a href="/shop/">Back to products</a></p>"""

CART = """{% for line in lines %}<div class="item">{{ line.name }} · {{ line.colour }}{% if line.size %} · size {{ line.size }}{% endif %}
<div>{{ line.unit_price|money }} × {{ line.qty }}</div>
<form class="inline" method="post" action="/shop/cart/update"><input type="hidden" name="line" value="{{ loop.index0 }}">
<input type="number" name="qty" value="{{ line.qty }}" min="0" max="{{ max_qty }}"><input type="submit" value="Update"></form>
<form class="inline" method="post" action="/shop/cart/remove"><input type="hidden" name="line" value="{{ loop.index0 }}"><input type="submit" value="Remove"></form></div>
{% else %}<p>Your cart is empty.</p>{% endfor %}
{% if lines %}<p>Subtotal: {{ subtotal|money }}</p><p><a href="/shop/checkout">Checkout</a></p>{% endif %}
<p><a href="/shop/">Continue shopping</a></p>"""

CHECKOUT = """<form method="post" action="/shop/order"><h2>Address</h2>
{% for a in addresses %}<label><input type="radio" name="address" value="{{ a.id }}"{% if loop.first %} checked{% endif %}> {{ a.name }}, {{ a.line }}</label>{% endfor %}
<h2>Delivery</h2>{% for id, label, fee in deliveries %}
<label><input type="radio" name="delivery" value="{{ id }}"{% if loop.first %} checked{% endif %}> {{ label }} ({% if fee %}{{ fee|money }}{% else %}free{% endif %})</label>{% endfor %}
<p>Subtotal: {{ subtotal|money }}</p><input type="submit" value="Place order"></form>"""

ORDER = """<p>Thank you! Order {{ o.order }} is placed.</p>{% for l in o.lines %}
<div class="item">{{ l.name }} · {{ l.colour }}{% if l.size %} · size {{ l.size }}{% endif %} × {{ l.qty }}</div>{% endfor %}
<p>Deliver to: {{ address }}</p><p>Delivery: {{ delivery }}</p><p>Total: {{ o.total|money }}</p>
<p><a href="/shop/orders">Your orders</a></p>"""

ORDERS = """{% for o in orders %}<div class="item"><a href="/shop/order/{{ o.order }}">Order {{ o.order }}</a> · {{ o.total|money }}</div>
{% else %}<p>No orders yet.</p>{% endfor %}"""

SORTS = (("relevance", "Relevance"), ("price_asc", "Price: low to high"),
         ("price_desc", "Price: high to low"), ("rating", "Rating"))


class Shop:
    """The shop's pages and state (the cart and the orders) over ``data``."""

    def __init__(self, data: ShopData, log: EventLog):
        self.data = data
        self.log = log
        self.cart: list[dict] = []
        self.orders: list[dict] = []
        self._lock = threading.Lock()

    def handle(self, req: Request) -> Response:
        """One request whose path starts with ``/shop``."""
        path = req.path.rstrip("/") or "/shop"
        with self._lock:
            if req.method == "POST":
                post = {"/shop/cart/add": self._add, "/shop/cart/update": self._update,
                        "/shop/cart/remove": self._remove, "/shop/order": self._order}.get(path)
                return post(req) if post else not_found(req.path)
            if path == "/shop":
                return self._list(req)
            if path.startswith("/shop/p/"):
                return self._product(path[len("/shop/p/"):])
            if path == "/shop/cart":
                return page("Cart", CART, lines=self.cart, subtotal=self._subtotal(), max_qty=MAX_QTY)
            if path == "/shop/checkout":
                if not self.cart:
                    return redirect("/shop/cart")
                return page("Checkout", CHECKOUT, addresses=self.data.addresses,
                            deliveries=DELIVERIES, subtotal=self._subtotal())
            if path == "/shop/orders":
                return page("Your orders", ORDERS, orders=self.orders)
            if path.startswith("/shop/order/"):
                return self._confirmation(path[len("/shop/order/"):])
            return not_found(req.path)

    # -------------------------------------------------------------- pages
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
        return page("Shop", LIST, products=self.filter(q, category, rating, cap, sort),
                    categories=list(CATEGORIES), q=q, category=category, min_rating=min_rating,
                    max_price=max_price, sort=sort, sorts=SORTS,
                    cart_count=sum(line["qty"] for line in self.cart))

    def _product(self, pid: str) -> Response:
        p = self.data.product(pid)
        if p is None:
            return not_found(f"no product {pid}")
        return page(p.name, PRODUCT, p=p, max_qty=MAX_QTY)

    def _confirmation(self, oid: str) -> Response:
        o = next((o for o in self.orders if o["order"] == oid), None)
        if o is None:
            return not_found(f"no order {oid}")
        address = next(a for a in self.data.addresses if a.id == o["address"])
        delivery = next(label for i, label, _ in DELIVERIES if i == o["delivery"])
        return page(f"Order {oid}", ORDER, o=o, address=f"{address.name}, {address.line}", delivery=delivery)

    def _subtotal(self) -> int:
        return sum(line["unit_price"] * line["qty"] for line in self.cart)

    # -------------------------------------------------------------- changes
    def _add(self, req: Request) -> Response:
        p = self.data.product(req.field("product"))
        if p is None:
            return bad_request(f"no product {req.field('product')!r}")
        colour = req.field("colour", p.colours[0])
        size = req.field("size", p.default_size) if p.sizes else ""
        qty = _qty(req.field("qty", "1"), low=1)
        if colour not in p.colours or (p.sizes and size not in p.sizes) or qty is None:
            return bad_request(f"{p.name} has no option colour={colour!r} size={size!r} "
                               f"qty={req.field('qty')!r} (qty 1-{MAX_QTY})")
        line = {"product": p.id, "name": p.name, "colour": colour, "size": size, "qty": qty,
                "unit_price": p.price}
        self.cart.append(line)
        self.log.add(APP, "cart_add", **{k: v for k, v in line.items()})
        return redirect("/shop/cart")

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
        self.log.add(APP, "cart_update", line=i, product=product, qty=qty)
        return redirect("/shop/cart")

    def _remove(self, req: Request) -> Response:
        i = self._line(req)
        if i is None:
            return bad_request(f"no cart line {req.field('line')!r}")
        line = self.cart.pop(i)
        self.log.add(APP, "cart_remove", line=i, product=line["product"])
        return redirect("/shop/cart")

    def _order(self, req: Request) -> Response:
        if not self.cart:
            return bad_request("the cart is empty")
        address, delivery = req.field("address", self.data.addresses[0].id), req.field("delivery", "standard")
        fee = next((f for i, _, f in DELIVERIES if i == delivery), None)
        if fee is None or address not in {a.id for a in self.data.addresses}:
            return bad_request(f"unknown address {address!r} or delivery {delivery!r}")
        subtotal = self._subtotal()
        order = {"order": f"A{1001 + len(self.orders)}", "lines": [dict(line) for line in self.cart],
                 "address": address, "delivery": delivery, "subtotal": subtotal,
                 "delivery_fee": fee, "total": subtotal + fee}
        self.orders.append(order)
        self.cart = []
        self.log.add(APP, "order_placed", **{k: v for k, v in order.items()})
        return redirect(f"/shop/order/{order['order']}")


def replay_cart(events) -> list[dict]:
    """The cart the shop's events leave (``cart_add`` appends a line, ``cart_update`` sets a
    line's quantity or removes it at 0, ``cart_remove`` removes it, ``order_placed`` empties
    it): what a task checks, from the log alone."""
    cart: list[dict] = []
    for e in events:
        if e.app != APP:
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


def _qty(text: str, low: int) -> int | None:
    return int(text) if text.strip().isdigit() and low <= int(text) <= MAX_QTY else None
