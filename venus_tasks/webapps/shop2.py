"""A second shop (``/shop2/``), another brand: Pinecone Market. Its own catalogue (other
categories, brands and sizes, product ids ``q01``...), its own layout (category tabs instead
of a filter form, a bag instead of a cart) and a checkout of one page per choice whose order
(delivery first or address first) is drawn from the seed (``ShopData.steps``), then a review
page with the coupon code and the gift wrap. Generated from the instance seed.

It is a storefront of ``shop.Shop``: the POST routes (``/shop2/cart/add``, ``/wishlist/add``,
``/review``, ``/order`` ...), their fields and the events are the shop's (app ``shop2``), so
an intent declared once ("order X with Express delivery") binds to both shops
(``ambiguity/shop_kit.py``). The step pages are GET forms carrying the earlier choices in the
query; only ``Confirm and pay`` posts (``/shop2/order``), so BACK never places an order.

Pages: ``/shop2/`` (``q``, ``category`` as tabs), ``/shop2/p/<id>``, ``/shop2/p/<id>/review``,
``/shop2/cart`` (the bag), ``/shop2/wishlist``, ``/shop2/checkout`` (redirects to the first
step), ``/shop2/checkout/delivery``, ``/shop2/checkout/address``, ``/shop2/checkout/review``,
``/shop2/orders``, ``/shop2/order/<id>``.
"""

from __future__ import annotations

import random

from venus_tasks.webapps import shop
from venus_tasks.webapps.pages import Request, Response, not_found, redirect

APP = "shop2"
CATEGORIES = {
    "Footwear": (("Trail Runners", "Loafers", "Slip-ons", "Court Shoes"), (30, 150), ("7", "8", "9", "10", "11")),
    "Tops": (("Linen Shirt", "Hoodie", "Henley", "Tank Top"), (12, 70), ("XS", "S", "M", "L")),
    "Outerwear": (("Parka", "Windbreaker", "Gilet", "Trench Coat"), (45, 260), ("XS", "S", "M", "L")),
    "Home": (("Throw Pillow", "Scented Candle", "Desk Lamp", "Wall Clock"), (9, 90), ()),
    "Outdoor": (("Camping Chair", "Tent", "Sleeping Bag", "Head Torch"), (15, 300), ()),
    "Audio": (("Headphones", "Soundbar", "Earphones", "Radio"), (20, 240), ()),
}
BRANDS = ("Pinecone", "Harbor", "Kestrel", "Juniper", "Alder", "Wren", "Basalt")
DELIVERIES = (("standard", "Economy (4-6 days)", 0), ("express", "Express delivery (next day)", 1299),
              ("locker", "Parcel locker pickup", 0))
STEPS = (("delivery", "address"), ("address", "delivery"))
LABELS = {"title": "Pinecone Market", "add": "Add to bag", "wishlist": "Save for later", "cart": "Bag",
          "checkout": "Go to checkout", "place": "Confirm and pay", "review": "Rate this product",
          "submit_review": "Post review", "review_text": "What did you think?", "coupon": "Promo code", "gift": "Add gift wrapping",
          "size": "Size: {}", "continue": "Continue"}


def generate(seed: int, n_products: int = 20) -> shop.ShopData:
    """The catalogue (each category at least twice), two or three saved addresses, the
    coupons and the checkout's step order, from ``seed`` (none of it shared with ``shop``)."""
    data = shop.generate(seed, n_products, CATEGORIES, BRANDS, prefix="q", salt="shop2")
    data.steps = random.Random(f"shop2:steps:{seed}").choice(STEPS)
    return data


LIST = """<p>{% for c in categories %}<a href="{{ base }}/?category={{ c }}">{{ c }}</a> · {% endfor %}<a href="{{ base }}/">Everything</a></p>
<form method="get" action="{{ base }}/"><input name="q" value="{{ q }}" placeholder="Search Pinecone Market"><input type="submit" value="Search"></form>
<p><a href="{{ base }}/cart">Bag ({{ cart_count }})</a> · <a href="{{ base }}/wishlist">Saved for later</a> · <a href="{{ base }}/orders">My orders</a></p>
{% for p in products %}<div class="item"><b>{{ p.price|money }}</b> <a href="{{ base }}/p/{{ p.id }}">{{ p.name }}</a>
<div class="muted">{{ p.category }} · rated {{ p.rating }}/5 by {{ p.reviews }}</div></div>
{% else %}<p>Nothing found.</p>{% endfor %}"""

PRODUCT = """<p><b>{{ p.price|money }}</b> · rated {{ p.rating }}/5 by {{ p.reviews }}</p>
<form method="post" action="{{ base }}/cart/add"><input type="hidden" name="product" value="{{ p.id }}">
{% if p.sizes %}<fieldset><legend>Choose a size</legend>{% for s in p.sizes %}<label><input type="radio" name="size" value="{{ s }}"{% if s == p.default_size %} checked{% endif %}> {{ size_label.format(s) }}</label>{% endfor %}</fieldset>{% endif %}
<fieldset><legend>Choose a colour</legend>{% for c in p.colours %}<label><input type="radio" name="colour" value="{{ c }}"{% if loop.first %} checked{% endif %}> {{ c }}</label>{% endfor %}</fieldset>
<label>How many <input type="number" name="qty" value="1" min="1" max="{{ max_qty }}"></label>
<input type="submit" value="{{ labels.add }}"> <input type="submit" formaction="{{ base }}/wishlist/add" value="{{ labels.wishlist }}"></form>
<h2>Reviews</h2>{% for r in reviews %}<div class="item">{{ r.stars }}/5 · {{ r.text }}</div>{% else %}<p class="muted">No reviews from you yet.</p>{% endfor %}
<p><a href="{{ base }}/p/{{ p.id }}/review">{{ labels.review }}</a> · <a href="{{ base }}/">Keep browsing</a></p>"""

CART = """{% for line in lines %}<div class="item">{{ line.qty }} × {{ line.name }} ({{ line.colour }}{% if line.size %}, {{ line.size }}{% endif %}) · {{ (line.unit_price * line.qty)|money }}
<form class="inline" method="post" action="{{ base }}/cart/update"><input type="hidden" name="line" value="{{ loop.index0 }}">
<input type="number" name="qty" value="{{ line.qty }}" min="0" max="{{ max_qty }}"><input type="submit" value="Change"></form>
<form class="inline" method="post" action="{{ base }}/cart/remove"><input type="hidden" name="line" value="{{ loop.index0 }}"><input type="submit" value="Delete"></form></div>
{% else %}<p>Your bag is empty.</p>{% endfor %}
{% if lines %}<p>Items: {{ subtotal|money }}</p><p><a href="{{ base }}/checkout">{{ labels.checkout }}</a></p>{% endif %}"""

STEP = """<form method="get" action="{{ base }}/checkout/{{ next }}">{% for k, v in carried.items() %}<input type="hidden" name="{{ k }}" value="{{ v }}">{% endfor %}
{% if step == "delivery" %}{% for id, label, fee in deliveries %}<label><input type="radio" name="delivery" value="{{ id }}"{% if loop.first %} checked{% endif %}> {{ label }} · {% if fee %}{{ fee|money }}{% else %}no charge{% endif %}</label>{% endfor %}
{% else %}{% for a in addresses %}<label><input type="radio" name="address" value="{{ a.id }}"{% if loop.first %} checked{% endif %}> {{ a.name }}, {{ a.line }}</label>{% endfor %}{% endif %}
<input type="submit" value="{{ labels.continue }}"></form>"""

REVIEW_ORDER = """<p>Deliver to {{ address }} · {{ delivery }}</p><p>Items: {{ subtotal|money }}</p>
<form method="post" action="{{ base }}/order"><input type="hidden" name="address" value="{{ carried.address }}"><input type="hidden" name="delivery" value="{{ carried.delivery }}">
""" + shop._EXTRAS + """
<input type="submit" value="{{ labels.place }}"></form>"""

ORDER = """<p>Order {{ o.order }} confirmed.</p>{% for l in o.lines %}<div class="item">{{ l.qty }} × {{ l.name }} ({{ l.colour }}{% if l.size %}, {{ l.size }}{% endif %})</div>{% endfor %}
<p>To: {{ address }} · {{ delivery }}</p>{% if o.coupon %}<p>Promo {{ o.coupon }}: -{{ o.discount|money }}</p>{% endif %}{% if o.gift_wrap %}<p>Gift wrapped</p>{% endif %}
<p>Paid: {{ o.total|money }}</p><p><a href="{{ base }}/orders">My orders</a></p>"""


class Shop2(shop.Shop):
    """Pinecone Market: ``shop.Shop`` with its own labels, layout and stepwise checkout."""

    APP, BASE, ORDER_PREFIX = APP, "/shop2", "B"
    LABELS = LABELS
    DELIVERIES = DELIVERIES
    CATEGORIES = CATEGORIES
    TEMPLATES = dict(shop.Shop.TEMPLATES, list=LIST, product=PRODUCT, cart=CART, order=ORDER,
                     step=STEP, review_order=REVIEW_ORDER)

    def checkout_page(self, req: Request, step: str) -> Response:
        """``/checkout`` redirects to the first step; each step is a GET form to the next one
        (the earlier choices carried as hidden fields); ``review`` shows them and posts the
        order. A choice the query lacks is the step's default (its first option)."""
        steps = self.data.steps
        if not step:
            return redirect(f"{self.BASE}/checkout/{steps[0]}")
        carried = {k: req.field(k) for k in ("address", "delivery") if req.field(k)}
        if step == "review":
            carried.setdefault("address", self.data.addresses[0].id)
            carried.setdefault("delivery", self.DELIVERIES[0][0])
            address = next((a for a in self.data.addresses if a.id == carried["address"]), None)
            delivery = self.delivery(carried["delivery"])
            if address is None or delivery is None:
                return not_found(f"no address {carried['address']!r} or delivery {carried['delivery']!r}")
            return self.page("Review your order", "review_order", carried=carried, gift_fee=shop.GIFT_FEE,
                             address=f"{address.name}, {address.line}", delivery=delivery[1],
                             subtotal=self._subtotal())
        if step not in steps:
            return not_found(req.path)
        i = steps.index(step)
        nxt = steps[i + 1] if i + 1 < len(steps) else "review"
        title = f"Step {i + 1} of {len(steps) + 1}: {'Delivery' if step == 'delivery' else 'Address'}"
        return self.page(title, "step", step=step, next=nxt, carried=carried, deliveries=self.DELIVERIES,
                         addresses=self.data.addresses)
