"""The shop intents bound to both storefronts (``ambiguity/intents_shops.py``, ``shop_kit``):
check_task at one level each, Add to cart vs Save for later failing each other in both shops,
the families bound once per shop, and every detailed path walked in Chrome's page engine
(``intent_checks``)."""

from __future__ import annotations

import collections

import pytest

from venus_tasks.ambiguity import intents_shops, intents_webapps
from tests.webapps.intent_checks import check_one, confusable_twin_fails, gui_solve, levels, sweep_one, walk_detailed

NAMES = [s.name for s in intents_shops.SPECS]
LEVELS = levels(intents_shops.SPECS)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_check_task(name, level, env):
    check_one(name, level, env)


def test_each_family_is_bound_to_both_shops_with_its_own_labels():
    every = intents_shops.SPECS + (intents_webapps.SHOP_BUY, intents_webapps.SHOP_ORDER)
    families = collections.defaultdict(set)
    for s in every:
        (family,) = [t.split(":", 1)[1] for t in s.tags if t.startswith("family:")]
        (app,) = [t.split(":", 1)[1] for t in s.tags if t.startswith("app:")]
        families[family].add(app)
        assert "domain:e-commerce" in s.tags and "web" in s.tags
    assert dict(families) == {f: {"shop", "shop2"} for f in
                              ("BuyOptions", "WishlistOptions", "OrderExpress", "OrderCouponGift", "ReviewProduct")}


@pytest.mark.parametrize("name, key, twin", [("ShopBuyOptions", "shop", "/wishlist/add"),
                                             ("ShopWishlistOptions", "shop", "/cart/add"),
                                             ("Shop2BuyOptions", "shop2", "/wishlist/add"),
                                             ("Shop2WishlistOptions", "shop2", "/cart/add")])
def test_saving_where_a_cart_line_was_wanted_fails_and_the_other_way_round(name, key, twin, env):
    confusable_twin_fails(name, lambda task: (f"/{key}{twin}", {"product": task.params["product"],
                                                                "colour": task.params["colour"],
                                                                "size": task.params["size"]}), env)


@pytest.mark.parametrize("name", NAMES)
def test_the_detailed_path_reaches_the_intent_in_the_page_engine(name, engine_env):
    walk_detailed(name, engine_env)


@pytest.mark.parametrize("name, level", LEVELS, ids=[f"{n}-{lv.value}" for n, lv in LEVELS])
def test_the_ambiguity_sweep_wins_nothing(name, level, env):
    sweep_one(name, level, env)


def test_the_gui_solver_follows_pinecone_markets_stepwise_checkout_from_the_chinese_goal(engine_env):
    gui_solve("Shop2OrderCouponGift", "zh", engine_env)
