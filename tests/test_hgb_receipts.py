"""Answers of the HGB tasks over receipt photos (``venus_tasks/tasks/hgb_receipts.py``): a
correct answer phrased another way (date formats, units, breakdowns, Chinese) passes; the
plausible wrong ones (the runner-up, the other shop's larger receipt, a day before or
after added, a receipt missed, a hedge, the count alone) fail."""

from __future__ import annotations

from venus_tasks.tasks import hgb_receipts as H
from tests.answer_checks import check_answers

SEED = 5


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_highest_at_shop(env):
    p = H.GUIBrowsingReceiptHighestAtShop.generate_random_params(SEED)
    t, d = p["top"] / 100, p["day"]
    r, rd = p["runner"] / 100, p["runner_day"]
    good = [f"2023-10-{d:02d}, ${t:.2f}", f"October {d}: {t:g} dollars", f"10/{d}/2023 - USD {t:,.2f}",
            f"The {p['shop'].upper()} receipt dated {d} October 2023 totals {t:.2f}.", f"10月{d}日，{t:.2f}元"]
    bad = [f"2023-10-{rd:02d}, ${r:.2f}", f"${t:.2f}", f"2023-10-{rd:02d}, ${t:.2f}",
           f"October {p['decoy_day']}, ${p['decoy'] / 100:.2f}", f"October {d}, ${t:.2f} or October {rd}, ${r:.2f}",
           f"October {d}, {p['top']} cents"]
    _check(env, H.GUIBrowsingReceiptHighestAtShop, good, bad)


def test_total_on_day(env):
    p = H.GUIBrowsingReceiptTotalOnDay.generate_random_params(SEED)
    t, parts = p["total"] / 100, [c / 100 for c in p["parts"]]
    work = " + ".join(f"${x:.2f}" for x in parts) + f" = ${t:.2f}"
    good = [f"${t:.2f}", f"{t:g} dollars", work, f"总共 {t:.2f} 美元", f"On October {p['day']} you spent USD {t:,.2f}.",
            f"${t:.2f}, not ${t + p['before'] / 100:.2f}", f"总共 {t:.2f} 美元，不是 {t + p['after'] / 100:.2f} 美元"]
    bad = [f"${t - parts[-1]:.2f}", f"${t + p['before'] / 100:.2f}", f"${t + p['after'] / 100:.2f}",
           f"${t:.2f} or ${t + p['after'] / 100:.2f}", f"{p['count']} receipts", f"{p['total']} cents", f"{t:.2f} cents",
           f"You spent ${t:.2f}, ${parts[0]:.2f}", f"${t:.2f} (${parts[-1]:.2f})", f"总共 {t:.2f} 美元，{parts[0]:.2f} 美元"]
    _check(env, H.GUIBrowsingReceiptTotalOnDay, good, bad)
