"""Hard GUI browsing (HGB) over receipt photos in Simple Gallery Pro: the receipts are
pictures (``venus_tasks.data.images.receipt_image``) in a "Receipts" album of 17-20
under ``/sdcard/DCIM``, so their shop, date and total exist only as pixels; an agent
opens the first in the viewer and swipes through the rest, reading each.

Amounts are read with ``verifiers.numbers`` (``$23.40``, ``23.4 dollars``, ``23.40元``
agree) and dates with ``verifiers.facts.stated_dates`` (any format); every other number
an answer states must be one the question allows, so a hedge between two totals fails.
"""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal
from typing import Any, Iterator

from apps import gallery
from venus_tasks.data import images
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import answer_misses, give_answer
from verifiers.answer import mentions
from verifiers.facts import stated_dates
from verifiers.numbers import stated_numbers
from verifiers.rivals import one_value

ALBUM = "Receipts"
SHOPS = ("Corner Cafe", "Green Grocer", "City Deli", "Harbor Bakery", "Maple Market", "Sunny Bistro")
RECEIPTS = (17, 20)          # photos in the album: fewest, most
ITEMS = ("Coffee", "Bagel", "Orange juice", "Sandwich", "Salad", "Muffin", "Tea", "Soup", "Pasta", "Water",
         "Cookies", "Yoghurt", "Apples", "Bread", "Cheese")
YEAR, MONTH = 2023, 10


def _usd(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def _date(day: int) -> str:
    return f"{YEAR}-{MONTH:02d}-{day:02d}"


def _receipt(rng: random.Random, shop: str, day: int, total: int) -> dict:
    """A receipt of 2-4 items whose prices add up to ``total`` cents."""
    n = rng.randint(2, 4)
    names = rng.sample(ITEMS, n)
    cuts = sorted(rng.sample(range(100, total - 100, 5), n - 1))
    prices = [b - a for a, b in zip([0] + cuts, cuts + [total])]
    return {"shop": shop, "day": day, "items": [[nm, p] for nm, p in zip(names, prices)], "total": total}


def _image(r: dict) -> bytes:
    rec = images.Receipt(r["shop"], _date(r["day"]), tuple((n, p) for n, p in r["items"]))
    return images.encode(images.receipt_image(rec), "JPEG")


def _numbers(rng: random.Random, n: int) -> list[int]:
    """File numbers of the photos (``IMG_<n>.jpg``): nothing about the receipt."""
    return rng.sample(range(1000, 9999), n)


def _money_stated(answer: str, cents: int, allowed=(), breakdown=()) -> bool:
    """The answer states ``cents`` in dollars and no number outside it, ``allowed``, the
    year and ``breakdown`` (dollar amounts: all of them or none,
    ``verifiers.rivals.one_value``); "cents" as the unit fails."""
    context = {Decimal(YEAR), *(Decimal(a) for a in allowed)}
    return one_value(stated_numbers(answer), Decimal(cents) / 100, context, list(breakdown)) \
        and not any(mentions(answer, u) for u in ("cent", "cents"))


class _Receipts(VenusTask):
    app_names = ("simple gallery pro",)
    complexity = 3.5
    info = TaskInfo(Category.HGB, PUDAM(3, 3, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "pixels", "receipts"))

    def setup(self, env) -> None:
        dev = env.device
        gallery.reset(dev)
        folder = f"{gallery.IMAGES_DIR}/{ALBUM}"
        dev.run(["rm", "-rf", folder])
        gallery.add_images(dev, {f"IMG_{number}.jpg": _image(r)
                                 for r, number in zip(self.params["receipts"], self.params["numbers"])}, folder)

    @property
    def optimal_steps(self) -> int:
        # open, album, the first receipt, a swipe to each next one, answer
        return 3 + len(self.params["receipts"]) - 1 + 1


@register_task("venus")
class GUIBrowsingReceiptHighestAtShop(_Receipts):
    """Among receipt photos from several shops, find the one from shop S with the highest
    total and give its date and total.

    Success: the answer states that total and that date (any format) and no other amount
    or date. Another S receipt, the larger receipt of another shop, a hedge, or the total
    without the date fail.
    """

    template = ("Look at the receipt photos in the {album} album of the Gallery app. Which receipt from {shop} has the "
                "highest total? Tell me its date and its total.")
    variant_texts = {
        "zh": "查看图库（Gallery）应用 {album} 相册里的收据照片。来自 {shop} 的哪一张收据总额最高？告诉我它的日期和总额。",
        "paraphrase": "In Gallery's {album} album there are photos of receipts. Find the {shop} receipt with the biggest "
                      "total and tell me the date on it and that total.",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        shop, *others = rng.sample(SHOPS, 4)
        n = rng.randint(*RECEIPTS)
        days = rng.sample(range(2, 28), n)
        mine = sorted(rng.sample(range(1500, 6000, 5), rng.randint(4, 5)))
        runner, top = mine[-2], mine[-1]
        if top - runner < 100:
            top = runner + rng.randrange(100, 900, 5)
        decoy = top + rng.randrange(200, 2000, 5)                                  # larger, other shop
        receipts = [_receipt(rng, shop, days[0], runner), _receipt(rng, shop, days[1], top),
                    _receipt(rng, others[0], days[2], decoy)]
        receipts += [_receipt(rng, shop, d, c) for d, c in zip(days[3:], mine[:-2])]
        receipts += [_receipt(rng, rng.choice(others), d, rng.randrange(800, 6000, 5)) for d in days[len(receipts):]]
        days = {"runner_day": days[0], "day": days[1], "decoy_day": days[2]}
        rng.shuffle(receipts)
        return {"album": ALBUM, "numbers": _numbers(rng, len(receipts)), "shop": shop, "receipts": receipts, "top": top,
                "runner": runner, "decoy": decoy, **days}

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        return float(stated_dates(a) == {(MONTH, p["day"])} and _money_stated(a, p["top"], [MONTH, p["day"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Gallery")
        yield A.answer(self.say(en=f"The highest {p['shop']} receipt is from {_date(p['day'])}: {_usd(p['top'])}.",
                                zh=f"{p['shop']} 总额最高的收据是 {MONTH}月{p['day']}日 的，总额 {p['top'] / 100:.2f} 美元。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = f"{_date(p['day'])}, {_usd(p['top'])}"
        runner = f"{_date(p['runner_day'])}, {_usd(p['runner'])}"
        return [
            NearMiss("the runner-up at the shop", give_answer(runner)),
            NearMiss("the larger receipt of another shop", give_answer(f"{_date(p['decoy_day'])}, {_usd(p['decoy'])}")),
            NearMiss("the total without the date", give_answer(f"The highest total is {_usd(p['top'])}.")),
            NearMiss("the right total, the runner-up's date", give_answer(f"{_date(p['runner_day'])}, {_usd(p['top'])}")),
            *answer_misses(right, runner, [right, runner]),
        ]


@register_task("venus")
class GUIBrowsingReceiptTotalOnDay(_Receipts):
    """Add up the totals of the receipt photos dated D (2-3 of them, from different
    shops) among receipts of the days around it.

    Success: the answer states the sum in dollars (the receipts' own totals may be given
    as a breakdown, all of them). Missing one receipt, adding the day before's or after's,
    the sum beside one receipt's total, a hedge or the count alone fail.
    """
    info = dataclasses.replace(_Receipts.info, pudam=PUDAM(3, 2, 3, 2, 3))

    template = ("According to the receipt photos in the {album} album of the Gallery app, how much did I spend in total "
                "on {when}?")
    variant_texts = {
        "zh": "根据图库（Gallery）应用 {album} 相册里的收据照片，我在 {when_zh} 一共花了多少钱？",
        "paraphrase": "Go through the receipt pictures in Gallery's {album} album and tell me my total spending on {when}.",
    }

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        day = rng.randint(5, 25)
        k = rng.randint(2, 3)
        shops = rng.sample(SHOPS, 5)
        mine = [_receipt(rng, shops[i], day, rng.randrange(900, 5000, 5)) for i in range(k)]
        around = [_receipt(rng, shops[3], day - 1, rng.randrange(900, 5000, 5)),
                  _receipt(rng, shops[4], day + 1, rng.randrange(900, 5000, 5)),
                  _receipt(rng, shops[0], day + rng.choice((-3, 3)), rng.randrange(900, 5000, 5))]
        others = [d for d in range(1, 29) if abs(d - day) > 1]
        around += [_receipt(rng, rng.choice(SHOPS), rng.choice(others), rng.randrange(900, 5000, 5))
                   for _ in range(rng.randint(*RECEIPTS) - len(mine) - len(around))]
        receipts = mine + around
        rng.shuffle(receipts)
        return {"album": ALBUM, "numbers": _numbers(rng, len(receipts)), "when": f"October {day}, {YEAR}", "when_zh": f"{YEAR}年{MONTH}月{day}日", "day": day,
                "receipts": receipts,
                "total": sum(r["total"] for r in mine), "parts": [r["total"] for r in mine], "count": k,
                "before": around[0]["total"], "after": around[1]["total"]}

    def verify(self, env) -> float:
        p = self.params
        parts = [Decimal(c) / 100 for c in p["parts"]]
        return float(_money_stated(env.answer, p["total"], [MONTH, p["day"], p["count"]], breakdown=parts))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Gallery")
        yield A.answer(self.say(en=f"You spent {_usd(p['total'])} on {p['when']} ({p['count']} receipts).",
                                zh=f"{MONTH}月{p['day']}日共有 {p['count']} 张收据，总共花了 {p['total'] / 100:.2f} 美元。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        t = p["total"]
        return [
            NearMiss("one receipt missed", give_answer(f"You spent {_usd(t - p['parts'][-1])}.")),
            NearMiss("the day before added", give_answer(f"You spent {_usd(t + p['before'])}.")),
            NearMiss("the day after added", give_answer(f"You spent {_usd(t + p['after'])}.")),
            NearMiss("the count alone", give_answer(f"There are {p['count']} receipts that day.")),
            NearMiss("the sum beside one receipt's total", give_answer(f"You spent {_usd(t)}, {_usd(p['parts'][0])}.")),
            *answer_misses(_usd(t), _usd(t + p["after"]), [_usd(t), _usd(t + p["before"])]),
        ]
