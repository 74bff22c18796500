"""Browsecomp-like (BC) over a local shop site in Chrome: the one product of a category
under a price limit with more than N units in stock (prices on the list pages, stock
only on each product's page).

Every instance holds exactly one product meeting both constraints and decoys that break
exactly one (under the limit but out of stock or with too few units; plenty in stock but
over the limit), checked in ``sample_params`` for every seed.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import chrome
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo
from venus_tasks.tasks.bc import UniquenessError
from venus_tasks.tasks.common import answer_misses, give_answer
from venus_tasks.tasks.hgb_web import (PER_PAGE, SHOP_DIR, SHOP_DIR_ZH, SHOP_URL, shop_page_of, shop_products, ShopTask,
                                       shop_params)
from verifiers.lists import exact_listing


@register_task("venus")
class BrowsecompShopCheapInStock(ShopTask):
    """Among a category's products under $L (two list pages), open each product page and
    keep the one with more than N units in stock.

    Success: the answer names that product and no other.
    """

    complexity = 2.5
    template = ("On the shop site at {url}, which product in the {category} category costs less than ${limit} "
                "and has more than {units} units in stock?")
    variant_texts = {"zh": "在 {url} 这个商店网站上，{category} 类别里哪件商品价格低于 {limit} 美元且库存多于 {units} 件？",
                     "paraphrase": "Find the {category} product on the shop at {url} that is under ${limit} and still "
                                   "has more than {units} units in stock."}
    info = TaskInfo(Category.BC, PUDAM(1, 3, 2, 2, 3), Evaluation.ANSWER, tags=("multi-constraint", "web"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = shop_params(rng, 3, 9)
        cat = rng.choice(sorted({x["category"] for x in p["products"]}))
        items = [x for x in p["products"] if x["category"] == cat]
        limit, units = rng.randrange(40, 90, 5), rng.randrange(5, 15)
        roles = ["answer", "out of stock", "too few", "too dear"]
        chosen = rng.sample(range(PER_PAGE), 2) + rng.sample(range(PER_PAGE, len(items)), 2)
        rng.shuffle(chosen)
        for i, x in enumerate(items):
            x["cents"] = rng.randrange((limit + 5) * 100, 25000, 5)      # over the limit
            x["stock"] = rng.randrange(0, 40)
        for role, i in zip(roles, chosen):
            x = items[i]
            x["cents"] = rng.randrange(500, limit * 100, 5) if role != "too dear" else (limit + rng.randrange(1, 5)) * 100
            x["stock"] = {"answer": rng.randrange(units + 1, 40), "out of stock": 0,
                          "too few": rng.randrange(1, units + 1), "too dear": rng.randrange(units + 1, 40)}[role]
        hits = [x for x in items if x["cents"] < limit * 100 and x["stock"] > units]
        if len(hits) != 1:
            raise UniquenessError(f"{len(hits)} products meet both constraints")
        products = shop_products(p)
        cheap = [x["name"] for x in items if x["cents"] < limit * 100]
        params = {**p, "url": SHOP_URL, "dir": SHOP_DIR, "category": cat, "limit": limit, "units": units,
                  "answer": hits[0]["name"],
                  "decoys": {role: items[i]["name"] for role, i in zip(roles, chosen) if role != "answer"},
                  "names": [x["name"] for x in items],
                  "cheap_pages": [shop_page_of(products, n) for n in cheap]}
        # a zh instance's shop is in a folder with a Chinese name: its URL is typed in Chinese
        return zh.with_data(params, dir=SHOP_DIR_ZH, url=chrome.file_url(f"{SHOP_DIR_ZH}/index.html"))

    @property
    def optimal_steps(self) -> int:
        # Chrome, URL, category; each cheap product: open and back; Next page; answer
        return 3 + 2 * len(self.params["cheap_pages"]) + 1 + 1

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], self.params["names"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Chrome")
        yield A.answer(self.say(en=f"The {p['answer']}.", zh=f"是 {p['answer']}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        d = p["decoys"]
        return [*(NearMiss(f"the decoy {role}", give_answer(f"The {name}.")) for role, name in d.items()),
                *answer_misses(p["answer"], d["too few"], p["names"])]
