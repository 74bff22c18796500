"""Answers of the HGB tasks over Pro Expense, Contacts and Markor
(``venus_tasks/tasks/hgb_apps.py``): a correct answer phrased another way (order, case,
units, thousands separators, date formats, Chinese) passes; the plausible wrong ones
(runner-up, off by one, the decoy, a hedge, the wrong unit) fail."""

from __future__ import annotations


import pytest

from tests.answer_checks import check_answers
from venus_tasks.tasks import hgb_apps as H

SEED = 5


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_named_total(env):
    p = H.GUIBrowsingExpenseNamedTotal.generate_random_params(SEED)
    t, k, name = p["total"] / 100, p["count"], p["target"]
    parts = " + ".join(f"${a / 100:.2f}" for a in reversed(p["target_amounts"]))
    missed = (p["total"] - p["hidden"]) / 100
    good = [f"${t:,.2f}", f"{t:g} dollars", f"You spent {t:.2f} USD on {k} {name.upper()} expenses.",
            f"{parts} = ${t:.2f}", f"总共花了{t:.2f}美元。", f"一共{k}笔，合计 {t:.2f} 元"]
    bad = [f"${missed:.2f}", f"${t:.2f} or ${missed:.2f}", f"{p['total']} cents", f"{t:.2f} cents",
           f"${t + p['decoy_amount'] / 100:.2f}", f"You have {k} {name} expenses.", name]
    _check(env, H.GUIBrowsingExpenseNamedTotal, good, bad)


def test_contact_without_phone(env):
    p = H.GUIBrowsingContactWithoutPhone.generate_random_params(SEED)
    name, other = p["missing"], p["neighbour"]
    good = [name, f"It's {name.upper()}.", f"{name.split()[0]} has no number saved.",
            f"没有电话号码的是{name}。", f"{name} — no phone number on the card."]
    bad = [other, f"{name} or {other}", f"{name} and {other}", "Everyone has a phone number.", ""]
    _check(env, H.GUIBrowsingContactWithoutPhone, good, bad)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_recipe_count_and_choice(env, lang):
    p = H.GUIBrowsingMarkorRecipeCount.generate_random_params(SEED)
    n, best, second = p["count"], p["answer_file"], p["runner_up"]
    stem = best[:-3]
    words = {9: "nine", 10: "ten"}
    zh_words = {9: "九", 10: "十"}
    twin = next(d["path"].split("/")[1] for d in p["decoys"] if d["path"].startswith("Archive/"))
    if lang == "en":
        good = [f"{n} notes, {best}", f"{best.upper()} has the most ingredients; there are {words[n]} recipes in the folder.",
                f"There are {n} files. Ranked: 1. {best} 2. {second}", f"{stem}. Notes in Recipes: {n}"]
        bad = [f"{n + 1} notes, {best}", f"{n - 1} notes, {best}", f"{n} notes, {second}",
               f"{n} notes, {p['decoy_file']}", f"{n} notes, {best} or {second}", f"{n} notes, {twin}",
               f"{n} notes, {second} then {best}"]
    else:
        good = [f"共有{n}篇笔记，食材最多的是 {best}。", f"Recipes 里有{zh_words[n]}篇菜谱，最多的是 {stem}。"]
        bad = [f"共有{n + 1}篇笔记，食材最多的是 {best}。", f"共有{n}篇笔记，食材最多的是 {p['decoy_file']}。",
               f"共有{n}篇笔记，可能是 {best} 或 {second}。"]
    _check(env, H.GUIBrowsingMarkorRecipeCount, good, bad)


