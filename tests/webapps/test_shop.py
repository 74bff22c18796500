"""The shop's flows through the apps' routing (no HTTP, no browser) and one round trip over
the real HTTP server: browse, filter, options and their defaults, cart, checkout, and the
event log tasks verify from."""

from __future__ import annotations

import json
import urllib.request

import pytest

from venus_tasks.webapps import shop
from venus_tasks.webapps.server import WebAppServer, WebApps


def _text(resp) -> str:
    return resp.body.decode()


def test_the_catalogue_comes_from_the_seed():
    a, b, c = shop.generate(5), shop.generate(5), shop.generate(6)
    assert a == b and a.products != c.products
    assert len(a.products) == 24 and {p.category for p in a.products} == set(shop.CATEGORIES)
    assert all(p.colours and 250 <= p.price and 2.5 <= p.rating <= 5.0 for p in a.products)
    sized = [p for p in a.products if p.sizes]
    assert sized and all(p.default_size in p.sizes for p in sized)


def test_filters_and_sorting_show_exactly_the_matching_products():
    apps = WebApps(11)
    products = apps.shop.data.products
    want = sorted((p for p in products if p.rating >= 4.0 and p.price <= 5000), key=lambda p: (p.price, p.id))
    body = _text(apps.request("GET", "/shop/?min_rating=4&max_price=50&sort=price_asc"))
    shown = [p for p in products if f'href="/shop/p/{p.id}"' in body]
    assert sorted(shown, key=lambda p: body.index(f'/shop/p/{p.id}"')) == want
    cat = products[0].category
    body = _text(apps.request("GET", f"/shop/?category={cat}"))
    assert {p.id for p in products if f'/shop/p/{p.id}"' in body} == {p.id for p in products if p.category == cat}
    assert apps.request("GET", "/shop/?max_price=ten").status == 400


def test_a_product_page_offers_its_options_with_their_defaults():
    apps = WebApps(3)
    p = next(p for p in apps.shop.data.products if p.sizes and len(p.colours) > 1)
    body = _text(apps.request("GET", f"/shop/p/{p.id}"))
    assert f'name="colour" value="{p.colours[0]}" checked>' in body
    assert body.count('name="colour"') == len(p.colours) and body.count(" checked>") == 2
    assert f'name="size" value="{p.default_size}" checked> Size {p.default_size}' in body
    assert 'name="qty" value="1"' in body
    assert apps.request("GET", "/shop/p/nope").status == 404


def test_cart_checkout_and_order_are_recorded_as_events():
    apps = WebApps(9)
    sized = next(p for p in apps.shop.data.products if p.sizes and len(p.colours) > 1)
    plain = next(p for p in apps.shop.data.products if not p.sizes)
    # defaults: the first colour, the middle size, quantity 1
    assert apps.request("POST", "/shop/cart/add", {"product": sized.id}).location == "/shop/cart"
    apps.request("POST", "/shop/cart/add", {"product": plain.id, "colour": plain.colours[-1], "qty": 3})
    apps.request("POST", "/shop/cart/update", {"line": 1, "qty": 2})
    assert apps.request("POST", "/shop/cart/add", {"product": sized.id, "size": "XXL"}).status == 400
    assert apps.request("POST", "/shop/cart/add", {"product": plain.id, "qty": 11}).status == 400
    assert "Subtotal: " + shop_money(sized.price + 2 * plain.price) in _text(apps.request("GET", "/shop/cart"))
    addr = apps.shop.data.addresses[-1].id
    resp = apps.request("POST", "/shop/order", {"address": addr, "delivery": "express"})
    assert resp.status == 303 and resp.location == "/shop/order/A1001"
    assert "Order A1001 is placed" in _text(apps.request("GET", resp.location))
    assert "Your cart is empty" in _text(apps.request("GET", "/shop/cart"))
    kinds = [(e.kind, e.data.get("product")) for e in apps.events.all()]
    assert kinds == [("cart_add", sized.id), ("cart_add", plain.id), ("cart_update", plain.id), ("order_placed", None)]
    first = apps.events.all(kind="cart_add")[0].data
    assert (first["colour"], first["size"], first["qty"]) == (sized.colours[0], sized.default_size, 1)
    order = apps.events.all(kind="order_placed")[0].data
    assert [(line["product"], line["qty"], line["colour"]) for line in order["lines"]] == \
        [(sized.id, 1, sized.colours[0]), (plain.id, 2, plain.colours[-1])]
    assert (order["address"], order["delivery"], order["delivery_fee"]) == (addr, "express", 999)
    assert order["total"] == sized.price + 2 * plain.price + 999
    assert apps.request("POST", "/shop/order", {}).status == 400           # the cart is empty now


def test_removing_a_line_and_the_empty_checkout():
    apps = WebApps(2)
    p = apps.shop.data.products[3]
    assert apps.request("GET", "/shop/checkout").location == "/shop/cart"
    apps.request("POST", "/shop/cart/add", {"product": p.id})
    apps.request("POST", "/shop/cart/remove", {"line": 0})
    assert apps.request("POST", "/shop/cart/remove", {"line": 0}).status == 400
    assert [e.kind for e in apps.events.all()] == ["cart_add", "cart_remove"]


def shop_money(cents: int) -> str:
    return f"${cents // 100}.{cents % 100:02d}"


def test_the_http_server_serves_forms_redirects_and_the_event_log():
    with WebAppServer(4) as srv:
        pid = srv.apps.shop.data.products[0].id
        with urllib.request.urlopen(srv.url("/shop/")) as r:
            assert r.status == 200 and b'name="viewport"' in r.read()
        req = urllib.request.Request(srv.url("/shop/cart/add"), data=f"product={pid}&qty=2".encode(), method="POST")
        with urllib.request.urlopen(req) as r:                      # follows the 303 to the cart
            assert r.url == srv.url("/shop/cart") and b"\xc3\x97 2" in r.read()
        with urllib.request.urlopen(srv.url("/api/events")) as r:
            events = json.loads(r.read())
        assert [(e["seq"], e["kind"], e["data"]["product"], e["data"]["qty"]) for e in events] == [(1, "cart_add", pid, 2)]
        port = srv.port
    with pytest.raises(RuntimeError, match="not running"):
        srv.port
    with pytest.raises(OSError):
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2)


def test_the_cart_replayed_from_the_log_is_the_shops_cart():
    apps = WebApps(12)
    a, b, c = apps.shop.data.products[:3]
    for p in (a, b, c):
        apps.request("POST", "/shop/cart/add", {"product": p.id})
    apps.request("POST", "/shop/cart/update", {"line": 2, "qty": 4})
    apps.request("POST", "/shop/cart/remove", {"line": 0})
    apps.request("POST", "/shop/cart/update", {"line": 0, "qty": 0})
    assert shop.replay_cart(apps.events.all()) == apps.shop.cart and [(x["product"], x["qty"]) for x in apps.shop.cart] == [(c.id, 4)]
    apps.request("POST", "/shop/order", {})
    assert shop.replay_cart(apps.events.all()) == [] == apps.shop.cart
