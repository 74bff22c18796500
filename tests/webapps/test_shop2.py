"""The second shop (Pinecone Market, ``webapps/shop2.py``) through the apps' routing: its own
catalogue and labels, the checkout's steps in the seed's order carrying the earlier choices,
and the same events as the first shop (app ``shop2``); and the features both storefronts
share: the wishlist, reviews, coupon codes and gift wrap."""

from __future__ import annotations

import pytest

from venus_tasks.webapps import shop, shop2
from venus_tasks.webapps.server import WebApps


def _text(resp) -> str:
    return resp.body.decode()


def test_its_catalogue_and_step_order_come_from_the_seed_and_differ_from_the_first_shop():
    a, b = shop2.generate(5), shop2.generate(5)
    assert a == b and {p.category for p in a.products} == set(shop2.CATEGORIES)
    assert all(p.id.startswith("q") for p in a.products)
    assert not {p.name for p in a.products} & {p.name for p in shop.generate(5).products}
    orders = {shop2.generate(s).steps for s in range(20)}
    assert orders == set(shop2.STEPS)                  # both orders occur over seeds


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_stepwise_checkout_carries_each_choice_to_the_order(seed):
    apps = WebApps(seed)
    s2 = apps.shop2
    p = next(p for p in s2.data.products if p.sizes and len(p.colours) > 1)
    body = _text(apps.request("GET", f"/shop2/p/{p.id}"))
    assert "Add to bag" in body and f"Size: {p.default_size}" in body and "Add to cart" not in body
    assert apps.request("POST", "/shop2/cart/add", {"product": p.id, "colour": p.colours[1]}).location == "/shop2/cart"
    first, second = s2.data.steps
    assert apps.request("GET", "/shop2/checkout").location == f"/shop2/checkout/{first}"
    addr = s2.data.addresses[-1].id
    choice = {"delivery": "express", "address": addr}
    page1 = _text(apps.request("GET", f"/shop2/checkout/{first}"))
    assert f'action="/shop2/checkout/{second}"' in page1 and "Step 1 of 3" in page1
    page2 = _text(apps.request("GET", f"/shop2/checkout/{second}?{first}={choice[first]}"))
    assert f'name="{first}" value="{choice[first]}"' in page2 and 'action="/shop2/checkout/review"' in page2
    review = _text(apps.request("GET", f"/shop2/checkout/review?delivery=express&address={addr}"))
    assert "Express delivery (next day)" in review and "Confirm and pay" in review
    code = next(iter(s2.data.coupons))
    resp = apps.request("POST", "/shop2/order", {"delivery": "express", "address": addr, "coupon": code.lower(),
                                                 "gift_wrap": "1"})
    assert resp.location == "/shop2/order/B1001"
    (order,) = [e for e in apps.events.all() if e.kind == "order_placed"]
    assert order.app == "shop2" and (order.data["delivery"], order.data["address"]) == ("express", addr)
    assert order.data["coupon"] == code and order.data["gift_wrap"] is True
    sub = p.price
    assert order.data["total"] == sub - sub * s2.data.coupons[code] // 100 + 1299 + shop.GIFT_FEE
    assert apps.shop.orders == [] and shop.replay_cart(apps.events.all(), "shop2") == []


def test_a_step_page_of_another_shop_or_an_unknown_step_is_not_found():
    apps = WebApps(3)
    apps.request("POST", "/shop2/cart/add", {"product": apps.shop2.data.products[0].id})
    assert apps.request("GET", "/shop2/checkout/payment").status == 404
    assert apps.request("GET", "/shop/checkout/delivery").status == 303       # the first shop: cart empty
    assert apps.request("GET", "/shop2/checkout/review?address=zz").status == 404


@pytest.mark.parametrize("base, app", [("/shop", "shop"), ("/shop2", "shop2")])
def test_wishlist_reviews_and_a_bad_coupon_in_both_storefronts(base, app):
    apps = WebApps(8)
    store = apps.shop if app == "shop" else apps.shop2
    p = next(p for p in store.data.products if p.sizes and len(p.colours) > 1)
    size = next(s for s in p.sizes if s != p.default_size)
    assert apps.request("POST", f"{base}/wishlist/add", {"product": p.id, "colour": p.colours[-1],
                                                         "size": size}).location == f"{base}/wishlist"
    assert p.name in _text(apps.request("GET", f"{base}/wishlist"))
    assert shop.replay_wishlist(apps.events.all(), app)[p.id]["colour"] == p.colours[-1]
    assert shop.replay_cart(apps.events.all(), app) == []             # saving is not adding to the cart
    apps.request("POST", f"{base}/wishlist/remove", {"product": p.id})
    assert shop.replay_wishlist(apps.events.all(), app) == {}
    assert apps.request("POST", f"{base}/wishlist/remove", {"product": p.id}).status == 400
    assert 'value="5" checked' in _text(apps.request("GET", f"{base}/p/{p.id}/review"))
    assert apps.request("POST", f"{base}/review", {"product": p.id, "stars": "2", "text": ""}).status == 400
    apps.request("POST", f"{base}/review", {"product": p.id, "stars": "2", "text": "Too small"})
    assert "Too small" in _text(apps.request("GET", f"{base}/p/{p.id}"))
    apps.request("POST", f"{base}/cart/add", {"product": p.id})
    assert apps.request("POST", f"{base}/order", {"coupon": "NOPE5"}).status == 400
    order = apps.request("POST", f"{base}/order", {})
    assert order.status == 303
    placed = apps.events.all(kind="order_placed")[0].data
    assert (placed["coupon"], placed["gift_wrap"], placed["discount"], placed["total"]) == ("", False, 0, p.price)
    assert [e.kind for e in apps.events.all()] == ["wishlist_add", "wishlist_remove", "review", "cart_add",
                                                   "order_placed"]
    assert {e.app for e in apps.events.all()} == {app}
