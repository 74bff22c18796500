"""Answers of the invoice tasks, the last train and the room count (``venus_tasks/tasks/hgb_web_more.py``):
right totals and counts in other words pass; one of each, swapped counts, last year's
prices, one off, the first day only and hedges fail."""

from __future__ import annotations

from venus_tasks.tasks import hgb_web_more as M
from tests.answer_checks import check_answers

SEED = 5


def _check(env, cls, good, bad) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_room_count(env):
    p = M.GUIBrowsingProgrammeRoomCount.generate_random_params(SEED)
    n = p["count"]
    good = [str(n), f"{n} sessions in the {p['room']}.", f"一共{n}场"]
    bad = [str(n + 1), str(n - 1), f"{n} or {n + 1}", ""] + ([str(p["first_day"])] if p["first_day"] != n else [])
    _check(env, M.GUIBrowsingProgrammeRoomCount, good, bad)


def test_invoice_item_price_now(env):
    p = M.GUIBrowsingInvoiceItemPriceNow.generate_random_params(SEED)
    now, paid, xl = p["cents"] / 100, p["paid"] / 100, p["twin_cents"] / 100
    good = [f"${now:,.2f}", f"{now:.2f} dollars", f"The {p['item']} costs USD {now:,.2f} now (quantity 1).",
            f"现在 {now:.2f} 美元"]
    bad = [f"${paid:,.2f}", f"${xl:,.2f}", f"${now:,.2f} now, ${paid:,.2f} paid", f"${now:,.2f} or ${xl:,.2f}",
           f"{p['cents']} cents", ""]
    _check(env, M.GUIBrowsingInvoiceItemPriceNow, good, bad)


def test_invoice_total_now(env):
    p = M.GUIBrowsingInvoiceTotalNow.generate_random_params(SEED)
    t = p["total"] / 100
    assert t == sum(ln["qty"] * ln["cents"] for ln in p["lines"]) / 100 and any(ln["qty"] > 1 for ln in p["lines"])
    work = " + ".join(f"{ln['qty']} x ${ln['cents'] / 100:.2f}" for ln in p["lines"]) + f" = ${t:,.2f}"
    good = [f"${t:,.2f}", f"{t:.2f} dollars", work, f"今天一共 {t:.2f} 美元", f"{len(p['lines'])} items: ${t:,.2f}"]
    bad = [f"${p['paid_total'] / 100:,.2f}", f"${p['unit_sum'] / 100:,.2f}", f"${p['missed'] / 100:,.2f}",
           f"${p['with_twin'] / 100:,.2f}", f"${t:,.2f} or ${p['with_twin'] / 100:,.2f}",
           f"${t:,.2f} today, ${p['paid_total'] / 100:,.2f} then", f"{p['total']} cents", ""]
    _check(env, M.GUIBrowsingInvoiceTotalNow, good, bad)


def test_invoice_total_needs_the_whole_shop():
    """8-10 invoice lines over the shop's five categories, list pages up to the third:
    16+ optimal steps on every seed, 20+ on most."""
    steps = [M.GUIBrowsingInvoiceTotalNow(M.GUIBrowsingInvoiceTotalNow.generate_random_params(s)).optimal_steps
             for s in range(40)]
    assert min(steps) >= 16 and sorted(steps)[len(steps) // 2] >= 20, steps


def test_last_train_platform(env):
    p = M.GUIBrowsingLastTrainPlatform.generate_random_params(SEED)
    k, t = p["platform"], p["time"]
    good = [str(k), f"Platform {k}.", f"The {t} train to {p['town']} leaves from platform {k}.", f"{k}号站台"]
    bad = [f"Platform {p['earlier']}", f"Platform {k} or {p['earlier']}", f"Platform {k + 1}", f"{t}", ""]
    _check(env, M.GUIBrowsingLastTrainPlatform, good, bad)
    for seed in range(40):                   # the last train to the town is unique and its platform is new
        q = M.GUIBrowsingLastTrainPlatform.generate_random_params(seed)
        mine = [r for r in q["rows"] if r[1] == q["town"]]
        assert mine[-1][2] == q["platform"] and q["platform"] not in {r[2] for r in mine[:-1]}
        assert q["platform"] not in {int(x) for x in q["time"].split(":")}
