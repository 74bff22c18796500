"""Shop intents over both storefronts (``shop_kit``): the Shop's bindings the first web
intents module does not hold, and every family bound to Pinecone Market (``shop2``).

Families (``family:<Name>``, each in both shops): ``BuyOptions`` and ``WishlistOptions``
(the confusable pair Add to cart vs Save for later), ``OrderExpress``, ``OrderCouponGift``,
``ReviewProduct``. ``ShopBuyOptions`` and ``ShopOrderExpress`` are registered by
``intents_webapps``.
"""

from __future__ import annotations

from venus_tasks.ambiguity import shop_kit
from venus_tasks.ambiguity.shop_kit import SHOP, SHOP2
from venus_tasks.ambiguity.tasks import register

SPECS = (
    shop_kit.wishlist_options(SHOP), shop_kit.order_coupon(SHOP), shop_kit.review(SHOP),
    shop_kit.buy_options(SHOP2), shop_kit.wishlist_options(SHOP2), shop_kit.order_express(SHOP2),
    shop_kit.order_coupon(SHOP2), shop_kit.review(SHOP2),
)
for _spec in SPECS:
    register(_spec)
