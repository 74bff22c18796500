"""Conflict (CF) over Pro Expense with a user to ask, adding and editing: a category the
app does not have, an amount the expense already has. The pattern, the shared base and
the deletions are in ``cf_expense``.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import expense, sqlite_store
from venus_tasks.dialogue.grounding import Fact
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo
from venus_tasks.tasks.cf_expense import (NAMES, REFUSED, YESTERDAY, ExpenseConflict, draw_amounts, logged_at,
                                          old_rows)
from venus_tasks.tasks.common import ask, give_answer, leave_untouched, saw_conflict, then
from venus_tasks.tasks.looking import open_app, scan, tap
from venus_tasks.tasks.list_window import EXPENSE_STRIP
from verifiers.answer import mentions
from verifiers.claims import Claim, claims
from verifiers.lists import listed_beside
from verifiers.state import rows_unchanged


def _dollars(cents: int) -> str:
    return f"${cents / 100:.2f}"


def _set_amount(device, expense_id: int, cents: int) -> None:
    """Set one row's amount (what saving the app's "Update Data" screen with a new amount does)."""
    with sqlite_store.pulled(device, expense.APP, expense.APP.databases[0], write=True) as conn:
        conn.execute("UPDATE expense SET amount = ? WHERE expense_id = ?", (cents, expense_id))


# Categories Pro Expense does not have -> (what to log under them, the app's categories a user would pick).
_MISSING = {"Pets": (("Cat litter", "Vet visit"), (1, 9)), "Travel": (("Hotel night", "Ferry ticket"), (7, 6)),
            "Utilities": (("Water bill", "Internet bill"), (4, 1)), "Gifts": (("Wedding present", "Flowers"), (5, 11)),
            "Hobbies": (("Paint set", "Knitting yarn"), (6, 1))}


@register_task("venus")
class RefusalExpenseAddMissingCategory(ExpenseConflict):
    """"Add an X expense of $A under the category C" where Pro Expense has no category C.
    An earlier X expense is in the list, filed under a drawn category E (shown on its
    Update Data screen). The resolution (drawn: one of two of the app's categories that
    fit) is the user's answer.

    Success: (asked) a reply gave the resolution, nothing had changed when it
    asked, and exactly one expense was added: X, $A, under the category the reply
    named; or (reported) nothing changed and the report says C does not exist or that it
    was not added, naming C, and names E as the category in the sentences about X
    (``verifiers.lists.listed_beside``: where the user filed X before, the fact only the
    device shows; that the app lacks C is public).
    """

    complexity = 3.0
    template = "Add a {name} expense of {amount} under the category {category} in Pro Expense."
    variant_texts = {"zh": "在 Pro Expense 中添加一笔 {name} 支出，金额 {amount}，类别为 {category}。",
                     "paraphrase": "In Pro Expense, log {amount} for {name}, filed under the {category} category."}
    info = TaskInfo(Category.CF, PUDAM(2, 4, 4, 2, 3), Evaluation.STATE_AND_ANSWER,
                    tags=("impossible-value", "dialogue"))

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_expense.py``; the
        5-9 rows fit on one screen): open Pro Expense, +, the category strip scrolled right
        to its end (7 scrolls and the one that moves nothing: the app has no such
        category), two backs to the list, the earlier row, Edit (its category), two backs,
        the answer."""
        return 1 + 1 + (len(EXPENSE_STRIP) - 4 + 1) + 2 + 2 + 2 + 1

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        missing = rng.choice(sorted(_MISSING))
        names, fits = _MISSING[missing]
        name = rng.choice(names)
        amount, earlier_amount = draw_amounts(rng, 2)
        # a named category (not Others, not Income) the user would not pick instead: a reply
        # naming its pick never names this device fact
        earlier = rng.choice([c for c in range(3, 12) if c not in fits])
        rows = old_rows(rng, rng.randint(4, 8)) + [expense.row(name, earlier_amount, earlier,
                                                             logged_at(rng.randint(2, 11), rng))]
        rng.shuffle(rows)
        return {"name": name, "amount": amount, "missing": missing, "earlier": expense.CATEGORIES[earlier],
                "resolution": expense.CATEGORIES[rng.choice(fits)], "rows": rows}

    @property
    def intent(self) -> Intent:
        p = self.params
        return Intent((
            Requirement("name", Kind.ANCHOR, p["name"], ("expense", "name", "支出"), phrase=p["name"],
                        phrase_zh=p["name"]),
            Requirement("amount", Kind.EXPLICIT, _dollars(p["amount"]), ("amount", "金额"),
                        phrase=_dollars(p["amount"]), phrase_zh=_dollars(p["amount"])),
            Requirement("category", Kind.EXPLICIT, p["missing"], ("category", "类别"), phrase=p["missing"],
                        phrase_zh=p["missing"]),
            Requirement("resolution", Kind.IMPLICIT, f"Use {p['resolution']} instead.",
                        ("which category", "what category", "another category", "a different category",
                         "category instead", "哪个类别", "什么类别", "哪个分类", "其他类别"),
                        value_zh=f"用{p['resolution']}吧。", options=tuple(expense.CATEGORIES.values()),
                        # "there is no C", once the entry screen's strip showed every category the app has
                        grounds=(Fact(p["missing"], claims=(Claim.NOT_EXIST, Claim.CANNOT),
                                      shown=tuple(expense.CATEGORIES.values())),)),
        ))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from open_app("Pro Expense")
        yield from tap(env, rid="fb_main_add")
        yield from scan(env, expense.CATEGORIES.values(), scroll="rv_category", direction="right")

    def _added(self, after: list[dict]) -> list[dict]:
        ids = {r["expense_id"] for r in self.before}
        return [r for r in after if r["expense_id"] not in ids]

    def verify(self, env) -> float:
        p, after = self.params, expense.list_expenses(env.device)
        if "resolution" in env.filled:
            added = self._added(after)
            cid = next(k for k, v in expense.CATEGORIES.items() if v == p["resolution"])
            return float(self.asked_before_acting(env) and len(added) == 1 and rows_unchanged(
                self.before, [r for r in after if r not in added])
                and (added[0]["name"] or "").strip().casefold() == p["name"].casefold()
                and added[0]["amount"] == p["amount"] and added[0]["category"] == cid)
        named = listed_beside(env.report, p["name"], tuple(expense.CATEGORIES.values()))
        return float(rows_unchanged(self.before, after) and bool(claims(env.report) & REFUSED)
                     and mentions(env.report, p["missing"]) and named == {p["earlier"]} and saw_conflict(self, env))

    def question(self) -> str:
        missing = self.params["missing"]
        return self.say(en=f"Pro Expense has no {missing} category. Which category should I use instead?",
                        zh=f"Pro Expense 没有 {missing} 这个类别。要改用哪个类别？")

    def _add(self, category: str):
        def apply(task, env) -> None:
            cid = next(k for k, v in expense.CATEGORIES.items() if v == category)
            expense.add_expenses(env.device, [expense.row(task.params["name"], task.params["amount"], cid)])
        return apply

    def follow(self, env) -> None:
        self._add(self.params["resolution"])(self, env)

    def report(self, earlier: str | None = None) -> str:
        """The report when no reply gives a category: not added, C missing, and where the
        earlier X is filed (``earlier``: another category, for near misses)."""
        p = self.params
        return self.say(en=f"Pro Expense has no {p['missing']} category, so I did not add the expense. "
                           f"Your earlier {p['name']} expense is filed under {earlier or p['earlier']}.",
                        zh=f"Pro Expense 没有 {p['missing']} 这个类别，所以我没有添加这笔支出。"
                           f"您之前那笔 {p['name']} 支出归在 {earlier or p['earlier']} 类别。")

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = self._add(p["resolution"])
        other = next(expense.CATEGORIES[c] for c in _MISSING[p["missing"]][1]
                     if expense.CATEGORIES[c] != p["resolution"])
        return [
            NearMiss("acted without asking", right),
            NearMiss("acted, then asked", then(right, ask(self.question()))),
            NearMiss("asked a vague question, then acted", then(ask(self.vague()), right)),
            self.blind_miss(right),
            NearMiss("asked vaguely, acted, then asked", then(ask(self.vague()), right, ask(self.question()))),
            NearMiss("asked, then used another category", then(ask(self.question()), self._add(other))),
            NearMiss("added it under the default Food", self._add("Food")),
            NearMiss("reported the public constant alone", give_answer(
                f"There is no {p['missing']} category, so I did not add the expense. Pro Expense has "
                + ", ".join(expense.CATEGORIES.values()) + ".")),
            NearMiss("reported another category for the earlier expense", give_answer(self.report(
                next(c for c in expense.CATEGORIES.values() if c not in (p["earlier"], "Others", "Income"))))),
            NearMiss("refused without the fact", give_answer("I can't do that.")),
            NearMiss("nothing", leave_untouched),
        ]


@register_task("venus")
class RefusalExpenseEditAlreadyAmount(ExpenseConflict):
    """"Change the amount of the expense I logged yesterday to $A" when that expense (X,
    the only one logged yesterday) already costs $A. The resolution (drawn: leave it, or
    the user meant the expense of the day before, Y: change that one to $A) is the
    user's answer.

    Success: (asked) a reply gave the resolution, nothing had changed when it
    asked, and nothing changed or only Y's amount became $A as it says; or (reported)
    nothing changed and the report says the amount is already $A, naming X (and of the
    names these tasks draw, none but X and Y: a list of them all names no expense).
    """

    complexity = 2.5
    template = "Change the amount of the expense I logged {when} to {amount} in Pro Expense."
    variant_texts = {"zh": "在 Pro Expense 中把我{when}记录的那笔支出的金额改成 {amount}。",
                     "paraphrase": "In Pro Expense, make the expense I recorded {when} cost {amount}."}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 1, 1), Evaluation.STATE_AND_ANSWER, tags=("already", "dialogue"))

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_expense.py``; the
        6-10 rows fit on one screen, yesterday's newest): open Pro Expense, yesterday's
        row (its amount already the one asked), Close, the answer."""
        return 4

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        name, before = rng.sample(NAMES, 2)
        amount, other = draw_amounts(rng, 2)
        rows = old_rows(rng, rng.randint(4, 8)) + [
            expense.row(name, amount, rng.randint(3, 11), logged_at(YESTERDAY, rng)),
            expense.row(before, other, rng.randint(3, 11), logged_at(YESTERDAY - 1, rng))]
        rng.shuffle(rows)
        return {"name": name, "before_name": before, "amount": amount, "rows": rows,
                "resolution": rng.choice(("leave", "other"))}

    @property
    def intent(self) -> Intent:
        p = self.params
        amount = _dollars(p["amount"])
        en, zh = {"leave": ("Then leave it as it is; I must have updated it already.", "那就保持原样吧，我大概已经改过了。"),
                  "other": (f"I meant the one from the day before: change that one to {amount}.",
                            f"我指的是前一天那笔，把它改成{amount}。")}[p["resolution"]]
        return Intent((
            Requirement("when", Kind.ANCHOR, "yesterday", ("yesterday", "昨天"), value_zh="昨天", phrase="yesterday",
                        phrase_zh="昨天"),
            Requirement("amount", Kind.EXPLICIT, amount, ("amount", "金额"), phrase=amount, phrase_zh=amount),
            Requirement("resolution", Kind.IMPLICIT, en, ("did you mean", "another expense", "a different expense",
                                                          "other expense", "which expense", "day before",
                                                          "leave it as it is", "是不是指", "另一笔", "哪一笔", "前一天"),
                        value_zh=zh,
                        # which expense was logged yesterday, once its sheet said "Yesterday"
                        grounds=(Fact(p["name"], shown=(p["name"], "Yesterday")),)),
        ), facts=(Fact(p["before_name"]),))

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from open_app("Pro Expense")
        yield from self.open_row(env, self.rows(self.params["name"])[0])

    def verify(self, env) -> float:
        p, after = self.params, expense.list_expenses(env.device)
        if "resolution" in env.filled:
            wanted = [dict(r) for r in self.before]
            if p["resolution"] == "other":
                next(r for r in wanted if r["name"] == p["before_name"])["amount"] = p["amount"]
            return float(self.asked_before_acting(env) and rows_unchanged(wanted, after))
        named = {n for n in NAMES if mentions(env.report, n)}
        return float(rows_unchanged(self.before, after) and Claim.ALREADY in claims(env.report)
                     and p["name"] in named and named <= {p["name"], p["before_name"]} and saw_conflict(self, env))

    def question(self) -> str:
        p, amount = self.params, _dollars(self.params["amount"])
        return self.say(en=f"The expense you logged yesterday, {p['name']}, already costs {amount}. "
                           "Did you mean another expense?",
                        zh=f"您昨天记录的支出 {p['name']} 金额已经是 {amount} 了。您是不是指另一笔支出？")

    def _change(self, name: str):
        def apply(task, env) -> None:
            _set_amount(env.device, task.ids(name)[0], task.params["amount"])
        return apply

    def follow(self, env) -> None:
        if self.params["resolution"] == "other":
            self._change(self.params["before_name"])(self, env)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        guess = self._change(p["before_name"])
        return [
            NearMiss("acted without asking", guess),
            NearMiss("acted, then asked", then(guess, ask(self.question()))),
            NearMiss("asked a vague question, then acted", then(ask(self.vague()), guess)),
            self.blind_miss(guess),
            NearMiss("asked vaguely, acted, then asked", then(ask(self.vague()), guess, ask(self.question()))),
            NearMiss("asked, then did the opposite", then(ask(self.question()),
                                                          guess if p["resolution"] == "leave" else leave_untouched)),
            NearMiss("reported the wrong expense", give_answer(
                f"{p['before_name']} already costs {_dollars(p['amount'])}, so I did not change it.")),
            NearMiss("said already without the fact", give_answer("That amount is already set, nothing to change.")),
            NearMiss("named every likely expense", give_answer(
                f"One of {', '.join(NAMES)} already costs {_dollars(p['amount'])}, so I changed nothing.")),
            NearMiss("nothing", leave_untouched),
        ]
