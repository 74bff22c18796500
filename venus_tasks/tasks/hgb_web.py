"""Hard GUI browsing (HGB) over local web sites in Chrome: a product's stock on its page,
the price difference of two products in different categories, and the date of a session
in a programme split by day (issue 27 retired the cheapest product of a category: five
steps answered it).

The sites are generated from the instance seed (``venus_tasks.data.sites``) into
``Download/`` and opened by URL (the goal gives it: a page opened from Files gets a
``content://`` URL whose relative links do not resolve, as on a device). Every answer
needs following links across several pages; decoys sit on the pages a careless reader
stops at. Amounts are read with ``verifiers.numbers`` (``$1,234.50``, ``1234.5 dollars``,
``1234.50元`` agree), dates with ``verifiers.facts.stated_dates``, names with
``verifiers.lists.exact_listing``.
"""

from __future__ import annotations

import dataclasses
import datetime
import random
from typing import Any, Iterator

from apps import chrome
from variants import zh
from venus_tasks.data import sites
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.tasks.hgb_apps import usd
from venus_tasks.tasks.hgb_docs import seed_files
from verifiers.facts import stated_dates
from verifiers.guard import MayChange
from verifiers.numbers import cents_to_dollars, money_stated, numbers_only

SHOP_DIR, PROG_DIR = "/sdcard/Download/shop", "/sdcard/Download/festival"
# the sites of zh instances that declare Chinese data: their URLs are typed in Chinese
SHOP_DIR_ZH, PROG_DIR_ZH = "/sdcard/Download/商店", "/sdcard/Download/音乐节"
SHOP_URL, PROG_URL = chrome.file_url(f"{SHOP_DIR}/index.html"), chrome.file_url(f"{PROG_DIR}/index.html")
PER_PAGE = 6
_SHOPS = ("Maple Store", "Harbor Goods", "Cedar & Co", "Pine Street Shop", "Lantern Market")


def _open_chrome() -> list[A.JSONAction]:
    return [A.JSONAction(A.OPEN_APP, app_name="Chrome")]


def shop_params(rng: random.Random, n_categories: int = 3, per_category: int = 9) -> dict:
    cats = sites.pick_categories(rng, n_categories)
    products = sites.random_products(rng, cats, per_category)
    return {"shop": rng.choice(_SHOPS), "products": [dataclasses.asdict(p) for p in products]}


def shop_products(p: dict) -> list[sites.Product]:
    return [sites.Product(**x) for x in p["products"]]


def shop_page_of(products: list[sites.Product], name: str) -> int:
    """1-based list page of product ``name`` in its category."""
    target = next(x for x in products if x.name == name)
    items = [x for x in products if x.category == target.category]
    return items.index(target) // PER_PAGE + 1


class ShopTask(VenusTask):
    """Base of the shop tasks (not registered): the site in ``Download/shop`` (or in the
    folder of param ``dir``: ``SHOP_DIR_ZH`` for a zh instance with Chinese data)."""

    app_names = ("chrome",)
    may_change = MayChange(stores=("chrome:history",))    # the pages read are visited

    def setup(self, env) -> None:
        pages = sites.shop_pages(self.params["shop"], shop_products(self.params), PER_PAGE)
        folder = self.params.get("dir", SHOP_DIR)
        seed_files(env.device, {f"{folder}/{name}": html.encode() for name, html in pages.items()})


@register_task("venus")
class GUIBrowsingShopStock(ShopTask):
    """Open the shop site, its category, the second list page and the product's page:
    only there is the stock. A product whose name extends the asked one ("... XL") sits
    in the same category with another stock.

    Success: the answer states that stock and no other number.
    """

    complexity = 1.5
    template = "Open the shop site at {url} in Chrome. How many units of the \"{product}\" are in stock?"
    variant_texts = {"zh": "在 Chrome 中打开 {url} 这个商店网站。\"{product}\" 还有多少件库存？",
                     "paraphrase": "Using Chrome, go to the local shop at {url} and find out how many "
                                   "\"{product}\" are left in stock."}
    info = TaskInfo(Category.HGB, PUDAM(1, 2, 2, 2, 2), Evaluation.ANSWER, tags=("web", "links"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = shop_params(rng, 3, 8)
        items = [x for x in p["products"] if x["category"] == p["products"][0]["category"]]
        target = items[PER_PAGE + rng.randrange(len(items) - PER_PAGE)]     # on the second list page
        target["stock"] = rng.randint(2, 40)
        twin = dict(target, pid=max(x["pid"] for x in p["products"]) + 3, name=target["name"] + " XL",
                    stock=rng.choice([s for s in range(1, 41) if s != target["stock"]]), cents=target["cents"] + 1500)
        p["products"].insert(p["products"].index(items[1]), twin)
        return {**p, "url": SHOP_URL, "product": target["name"], "stock": target["stock"], "twin_stock": twin["stock"],
                "cents": target["cents"]}

    @property
    def optimal_steps(self) -> int:
        return 2 + 1 + 1 + 1 + 1            # Chrome, URL, category, Next page, product, answer

    def verify(self, env) -> float:
        return float(numbers_only(env.answer, self.params["stock"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield from _open_chrome()
        yield A.answer(self.say(en=f"{p['stock']} units of the {p['product']} are in stock.",
                                zh=f"{p['product']} 还有 {p['stock']} 件库存。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the XL model's stock", give_answer(f"{p['twin_stock']} in stock.")),
                NearMiss("the price instead", give_answer(usd(p["cents"]))),
                NearMiss("hedge", give_answer(f"{p['stock']} or {p['twin_stock']}")),
                NearMiss("the goal echoed", echo_goal), NearMiss("no answer", leave_untouched)]


@register_task("venus")
class GUIBrowsingShopPriceDifference(ShopTask):
    """Find two products in two categories (each on either list page) and subtract their
    prices.

    Success: the answer states the difference in dollars (the two prices may be shown as
    working, both of them: ``verifiers.rivals.one_value``); either price alone, beside the
    difference or not ("$122.75 or $145.75"), the sum, the "XL" model's difference or a
    hedge fail.
    """

    complexity = 1.5
    template = "On the shop site at {url}, how much more does the \"{a}\" cost than the \"{b}\"?"
    variant_texts = {"zh": "在 {url} 这个商店网站上，\"{a}\" 比 \"{b}\" 贵多少钱？",
                     "paraphrase": "Check the local shop at {url}: what is the price difference between the "
                                   "\"{a}\" and the cheaper \"{b}\"?"}
    info = TaskInfo(Category.HGB, PUDAM(1, 2, 3, 2, 2), Evaluation.ANSWER, tags=("web", "links", "arithmetic"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = shop_params(rng, 3, 9)
        cats = sorted({x["category"] for x in p["products"]})
        ca, cb = rng.sample(cats, 2)
        a = rng.choice([x for x in p["products"] if x["category"] == ca])
        b = rng.choice([x for x in p["products"] if x["category"] == cb])
        if a["cents"] < b["cents"]:
            a["cents"], b["cents"] = b["cents"], a["cents"]
        if a["cents"] == b["cents"]:
            a["cents"] += 95
        products = [sites.Product(**x) for x in p["products"]]
        return {**p, "url": SHOP_URL, "a": a["name"], "b": b["name"], "a_cents": a["cents"], "b_cents": b["cents"],
                "diff": a["cents"] - b["cents"], "pages": [shop_page_of(products, a["name"]), shop_page_of(products, b["name"])]}

    @property
    def optimal_steps(self) -> int:
        pa, pb = self.params["pages"]
        # Chrome, URL, category A (+ Next), All categories, category B (+ Next), answer
        return 2 + 1 + (pa - 1) + 1 + 1 + (pb - 1) + 1

    def verify(self, env) -> float:
        p = self.params
        return float(money_stated(env.answer, p["diff"],
                                  breakdown=[cents_to_dollars(p["a_cents"]), cents_to_dollars(p["b_cents"])]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield from _open_chrome()
        yield A.answer(self.say(en=f"The {p['a']} costs {usd(p['diff'])} more than the {p['b']}.",
                                zh=f"{p['a']} 比 {p['b']} 贵 {p['diff'] / 100:.2f} 美元。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the first price alone", give_answer(usd(p["a_cents"]))),
                NearMiss("the sum", give_answer(usd(p["a_cents"] + p["b_cents"]))),
                NearMiss("a dollar off", give_answer(usd(p["diff"] + 100))),
                NearMiss("hedge", give_answer(f"{usd(p['diff'])} or {usd(p['diff'] + 100)}")),
                NearMiss("the difference or the first price",
                         give_answer(f"The {p['a']} costs {usd(p['diff'])} more than the {p['b']} or {usd(p['a_cents'])}")),
                NearMiss("cents as dollars", give_answer(f"${p['diff']:,}")),
                NearMiss("no answer", leave_untouched)]


# ------------------------------------------------------------------ programme by day
def programme_pages(title: str, sessions: list[sites.Session]) -> dict[str, str]:
    """``index.html`` linking one page per day (``day1.html``, ...), each a table of that
    day's sessions (time, title, room) under the day as its heading."""
    days = sorted({s.date for s in sessions})
    links = "\n".join(f'<li><a href="day{i + 1}.html">{d:%A}, {d:%B} {d.day}</a></li>' for i, d in enumerate(days))
    pages = {"index.html": sites.page_html(title, f"<h1>{title}</h1>\n<p>Choose a day:</p>\n<ul>\n{links}\n</ul>")}
    for i, d in enumerate(days):
        pages[f"day{i + 1}.html"] = sites.programme_page(f"{d:%A}, {d:%B} {d.day}", [s for s in sessions if s.date == d]) \
            .replace("</table>", '</table>\n<p><a href="index.html">All days</a></p>')
    return pages


@register_task("venus")
class GUIBrowsingProgrammeDate(VenusTask):
    """Open the day pages of a local festival programme until the session is found; a
    session on the same topic in another format ("... talk" for "... workshop") is on an
    earlier day.

    Success: the answer states that session's date (any date format; the weekday may be
    given) and no other date. In the ``zh`` variant the programme is in a folder with a
    Chinese name (``PROG_DIR_ZH``): the agent types the Chinese URL to reach it.
    """

    app_names = ("chrome",)
    may_change = MayChange(stores=("chrome:history",))    # the pages read are visited
    complexity = 2.0
    template = "The festival programme is at {url}. On what date is the \"{session}\" session?"
    variant_texts = {"zh": "节目单在 {url}。\"{session}\" 这个活动在哪一天？",
                     "paraphrase": "Look up the \"{session}\" session in the festival programme at {url} "
                                   "and tell me its date."}
    info = TaskInfo(Category.HGB, PUDAM(1, 2, 3, 2, 2), Evaluation.ANSWER, tags=("web", "links", "date"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        start = datetime.date(2023, 10, 16) + datetime.timedelta(days=rng.randrange(0, 20))
        drawn = sites.random_sessions(rng, start, 16)
        spread = sorted({s.date for s in drawn})          # folded onto five days
        fold = {d: start + datetime.timedelta(days=i * 5 // len(spread)) for i, d in enumerate(spread)}
        sessions = sorted((dataclasses.replace(s, date=fold[s.date]) for s in drawn), key=lambda s: (s.date, s.time))
        days = sorted({s.date for s in sessions})
        later = [s for s in sessions if s.date > days[0]]
        target = rng.choice(later)
        topic, fmt = target.title.rsplit(" ", 1)
        twin_day = rng.choice([d for d in days if d < target.date])
        twin_fmt = rng.choice([f for f in ("workshop", "talk", "walk", "demo", "clinic") if f != fmt])
        sessions.append(sites.Session(twin_day, "18:00", f"{topic} {twin_fmt}", "Hall A"))
        sessions.sort(key=lambda s: (s.date, s.time))
        rows = [{"date": s.date.isoformat(), "time": s.time, "title": s.title, "room": s.room} for s in sessions]
        params = {"url": PROG_URL, "dir": PROG_DIR, "sessions": rows, "session": target.title,
                  "date": target.date.isoformat(), "twin": f"{topic} {twin_fmt}", "twin_date": twin_day.isoformat(),
                  "day_index": days.index(target.date), "title": "Autumn Festival"}
        return zh.with_data(params, dir=PROG_DIR_ZH, url=chrome.file_url(f"{PROG_DIR_ZH}/index.html"))

    def _sessions(self) -> list[sites.Session]:
        return [sites.Session(datetime.date.fromisoformat(r["date"]), r["time"], r["title"], r["room"])
                for r in self.params["sessions"]]

    @property
    def optimal_steps(self) -> int:
        # Chrome, URL, then for each day before it: open and go back; its day; answer
        return 2 + 2 * self.params["day_index"] + 1 + 1

    def setup(self, env) -> None:
        pages = programme_pages(self.params["title"], self._sessions())
        folder = self.params["dir"]
        seed_files(env.device, {f"{folder}/{name}": html.encode() for name, html in pages.items()})

    def verify(self, env) -> float:
        d = datetime.date.fromisoformat(self.params["date"])
        return float(stated_dates(env.answer) == {(d.month, d.day)})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        d = datetime.date.fromisoformat(self.params["date"])
        yield from _open_chrome()
        yield A.answer(self.say(en=f"It is on {d:%A}, {d:%B} {d.day}.", zh=f"在{d.month}月{d.day}日。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        d, t = datetime.date.fromisoformat(p["date"]), datetime.date.fromisoformat(p["twin_date"])
        nxt = d + datetime.timedelta(days=1)
        return [NearMiss("the other format's day", give_answer(f"{t:%B} {t.day}")),
                NearMiss("a day off", give_answer(f"{nxt:%B} {nxt.day}")),
                NearMiss("hedge", give_answer(f"{d:%B} {d.day} or {t:%B} {t.day}")),
                NearMiss("the goal echoed", echo_goal), NearMiss("no answer", leave_untouched)]
