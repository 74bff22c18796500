"""Answers of the HGB tasks over local web sites in Chrome (``venus_tasks/tasks/hgb_web.py``):
a correct answer phrased another way (units, thousands separators, date formats, case,
Chinese) passes; the plausible wrong ones (the XL twin, the runner-up, the cheaper one in
another category, the sum, the other format's day, a hedge) fail."""

from __future__ import annotations

import datetime

from venus_tasks.data import sites
from venus_tasks.tasks import hgb_web as W
from tests.answer_checks import check_answers

SEED = 5


def _check(env, cls, good, bad) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_shop_stock(env):
    p = W.GUIBrowsingShopStock.generate_random_params(SEED)
    n, twin = p["stock"], p["twin_stock"]
    good = [str(n), f"{n} units", f"There are {n} {p['product'].upper()}s in stock.", f"还有{n}件"]
    bad = [str(twin), f"{n} or {twin}", f"{n + 1} units", sites.price(p["cents"]), "Out of stock"]
    _check(env, W.GUIBrowsingShopStock, good, bad)


def test_shop_price_difference(env):
    p = W.GUIBrowsingShopPriceDifference.generate_random_params(SEED)
    d, a, b = p["diff"] / 100, p["a_cents"] / 100, p["b_cents"] / 100
    good = [f"${d:,.2f}", f"{d:.2f} dollars", f"${a:,.2f} - ${b:,.2f} = ${d:,.2f}", f"贵 {d:.2f} 美元", f"USD {d:g}",
            f"${d:,.2f}, not ${a + b:,.2f}"]
    bad = [f"${a:,.2f}", f"${a + b:,.2f}", f"${d + 1:,.2f}", f"${d:,.2f} or ${d + 1:,.2f}", f"{p['diff']} cents",
           f"${p['diff']:,}", f"It costs ${d:,.2f} more than the {p['b']} or ${a:,.2f}",   # the red-team's (issue 25)
           f"${d:,.2f}, ${a:,.2f}", f"${d:,.2f} (${b:,.2f})", f"${a:,.2f}. Actually, ${d:,.2f}"]
    _check(env, W.GUIBrowsingShopPriceDifference, good, bad)


def test_programme_date(env):
    p = W.GUIBrowsingProgrammeDate.generate_random_params(SEED)
    d, t = datetime.date.fromisoformat(p["date"]), datetime.date.fromisoformat(p["twin_date"])
    good = [f"{d:%A}, {d:%B} {d.day}", f"{d:%b} {d.day}", d.isoformat(), f"{d.day} {d:%B} {d.year}",
            f"{d.month}月{d.day}日", f"{d.month}/{d.day}"]
    bad = [f"{t:%B} {t.day}", f"{d:%B} {d.day + 1 if d.day < 28 else d.day - 1}", f"{d:%B} {d.day} or {t:%B} {t.day}",
           f"{d:%A}", ""]
    _check(env, W.GUIBrowsingProgrammeDate, good, bad)


def test_sites_are_unique_by_construction():
    """For many seeds: the asked product's stock differs from its XL twin's; the asked
    session is on a later day than its twin and the site has at most five days."""
    for seed in range(40):
        s = W.GUIBrowsingShopStock.generate_random_params(seed)
        assert s["stock"] != s["twin_stock"]
        assert W.shop_page_of(W.shop_products(s), s["product"]) == 2
        g = W.GUIBrowsingProgrammeDate.generate_random_params(seed)
        assert [r["title"] for r in g["sessions"]].count(g["session"]) == 1 and g["twin_date"] < g["date"]
        assert len({r["date"] for r in g["sessions"]}) <= 5


def test_bc_cheap_in_stock(env):
    from venus_tasks.tasks.bc_web import BrowsecompShopCheapInStock as Task
    p = Task.generate_random_params(SEED)
    right, d = p["answer"], p["decoys"]
    good = [right, right.upper(), f"The {right} (in stock).", f"是 {right}"]
    bad = [*d.values(), f"{right} or {d['too few']}", ", ".join(p["names"]), ""]
    _check(env, Task, good, bad)
    for seed in range(60):                         # one product meets both constraints, by construction
        q = Task.generate_random_params(seed)
        items = [x for x in q["products"] if x["category"] == q["category"]]
        assert [x["name"] for x in items if x["cents"] < q["limit"] * 100 and x["stock"] > q["units"]] == [q["answer"]]
