"""Multi-round (MR) tasks over Pro Expense (with SMS Messenger)
(VenusBench-Mobile MR, ``shared/reference/venusbench.md`` section 4): three to five rounds
in one episode and one step budget. Sequential rounds refine or reverse the request after
the agent claims it done, interruptions change it midway (``venus_tasks.dialogue.
rounds``). Every round claimed done is checked on the device then (``verify_round``,
cumulative: all that earlier rounds left must still hold), and each round has near misses
rejected at that round (``play(..., rejected_at=k)``). Later rounds name earlier facts
without repeating them ("the one you added first", "the total, tip included", "the way it
was"): the agent must carry them across rounds.
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any

from apps import expense
from variants import zh
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.list_window import expense_category_scrolls as category_scrolls
from venus_tasks.tasks import mr_common as mc
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.guard import MayChange
from verifiers.quantities import stated_amounts
from verifiers.state import rows_unchanged

_NAMES = ("Concert ticket", "Bike lock", "Lunch with Sam", "Printer ink", "Yoga class", "Taxi home")
# the zh instances' names (the agent types them in Chinese)
NAMES_ZH = {"Concert ticket": "音乐会门票", "Bike lock": "自行车锁", "Lunch with Sam": "和 Sam 吃午饭",
            "Printer ink": "打印机墨水", "Yoga class": "瑜伽课", "Taxi home": "打车回家"}
# Expense categories the tasks draw (ids of ``apps.expense.CATEGORIES``): not Food, which a
# new entry has selected already, nor Income.
_CATEGORY_IDS = (4, 5, 6, 7, 8, 9, 10, 11, 1)
DAY_MS = 86_400_000
_ADD_EXPENSE = "Add an expense in Pro Expense: {name}, ${amount_text}, category {category}."
_ADD_EXPENSE_TEXTS = {"zh": "在 Pro Expense 中添加一笔支出：{name}，${amount_text}，类别为 {category}。",
                      "paraphrase": "Log a new {category} expense called {name} for ${amount_text} in Pro Expense."}


def _money(cents: int) -> str:
    return f"{cents / 100:.2f}"


def _add(name: str, amount: int, category: int):
    """An apply: the expense added now."""
    return lambda task, env: expense.add_expenses(env.device, [expense.row(name, amount, category)])


def _drop(pick):
    """An apply deleting the rows ``pick(task, rows)`` chooses of the current ones."""
    def apply(task, env) -> None:
        rows = expense.list_expenses(env.device)
        expense.delete_expenses(env.device, [r["expense_id"] for r in pick(task, rows)])
    return apply


class _ExpenseRounds(mc.StagedRounds, VenusTask):
    """Seeded expense rows (``params["rows"]``); ``_added`` reads what the agent added."""

    app_names: tuple[str, ...] = ("pro expense",)
    may_change = MayChange(stores=("pro expense:expense",))

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)

    def _added(self, env) -> list[tuple[str, int, int]] | None:
        """``(name, amount, category)`` of the rows added since the start, sorted, if every
        seeded row is as it was (else None). Names compare case-folded, trimmed."""
        after = expense.list_expenses(env.device)
        ids = {r["expense_id"] for r in self.before}
        if not rows_unchanged(self.before, [r for r in after if r["expense_id"] in ids]):
            return None
        return sorted((r["name"].strip().casefold(), r["amount"], r["category"])
                      for r in after if r["expense_id"] not in ids)

    def _want(self, *rows: tuple[str, int, int]) -> list[tuple[str, int, int]]:
        return sorted((self.params[n].casefold(), self.params[a], self.params[c]) for n, a, c in rows)


def _expense_params(rng: random.Random) -> dict[str, Any]:
    """The goal's expense (name, amount, category) and its display texts."""
    name = rng.choice(_NAMES)
    amount, category = rng.randrange(300, 9000, 25), rng.choice(_CATEGORY_IDS)
    return {"name": name, "amount": amount, "amount_text": _money(amount), "category_id": category,
            "category": expense.CATEGORIES[category]}


@register_task("venus")
class MultiRoundExpenseAddThenUndo(_ExpenseRounds):
    """Five rounds over Pro Expense and SMS Messenger, an older expense of the goal's name
    among the seeded rows and the user's partner P among the contacts.

    1. (goal) add expense X ($A, category C);
    2. "also add Y, $B, category D";
    3. "I had logged the first one already: delete the one you added first today, keep my
       older entry" (names neither X nor A);
    4. "the second one cost $B2, not $B: correct it" (does not name Y);
    5. "text P what the second one finally cost" (names neither Y nor B2).

    Checked when each round is claimed done: the seeded rows as they were (the older X
    too) and the rows added exactly {X}, {X, Y}, {Y}, then {Y at B2}, nothing sent; then
    one text to P stating B2 and no other amount (``stated_amounts``), no contact changed.

    Memory: round 3 needs X and A from round 1 (the list shows two X rows, told apart by
    the amount) after a whole round in between; round 4 needs Y from round 2; round 5
    needs B2 from round 4, in another app. In the ``zh`` variant the names are Chinese
    (``NAMES_ZH``), the older X's too.
    """

    complexity = 6.0
    app_names = ("pro expense", "simple sms messenger")
    first_app = "Pro Expense"
    may_change = MayChange(stores=("pro expense:expense", "sms:messages"))
    template, variant_texts = _ADD_EXPENSE, _ADD_EXPENSE_TEXTS
    rounds = (
        Round("Also add {name2}, ${amount2_text}, category {category2}.",
              variant_texts={"zh": "再添加一笔：{name2}，${amount2_text}，类别为 {category2}。",
                             "paraphrase": "One more, please: {name2} for ${amount2_text}, under {category2}."}),
        Round("Oh, I see I had logged the first one before. Please delete the one you added first today, and "
              "keep my older entry.",
              variant_texts={"zh": "哦，我发现第一笔之前已经记过了。请删除你今天添加的第一笔，保留我之前的那条记录。",
                             "paraphrase": "Hmm, the first expense was already in my log from before. Remove the "
                                           "first one you added today, but leave my earlier entry alone."}),
        Round("And the second one actually cost ${fixed2_text}, not ${amount2_text}. Please correct it.",
              variant_texts={"zh": "还有，第二笔其实是 ${fixed2_text}，不是 ${amount2_text}。请改正。",
                             "paraphrase": "Also, the second expense was really ${fixed2_text} rather than "
                                           "${amount2_text}; fix that, please."}),
        Round("Last thing: text {partner_first} from Simple SMS Messenger what the second one finally cost.",
              variant_texts={"zh": "最后一件事：用 Simple SMS Messenger 发短信告诉 {partner_first} 第二笔最后花了多少钱。",
                             "paraphrase": "Finally, send {partner_first} a text with Simple SMS Messenger saying "
                                           "what the second expense came to in the end."}),
    )
    recalls = {2: ("name", "amount_text"), 3: ("name2",), 4: ("fixed2_text",)}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 3, 2, 4), Evaluation.STATE,
                    tags=("multi-round", "memory", "undo", "cross-app"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = _expense_params(rng)
        name2 = rng.choice([n for n in _NAMES if n != p["name"]])
        amount2, category2 = rng.randrange(300, 9000, 25), rng.choice(_CATEGORY_IDS)
        fixed2 = amount2 + rng.choice((-1, 1)) * rng.randrange(100, 1000, 25)
        older_amount = rng.choice([a for a in range(300, 9000, 25) if a != p["amount"]])
        older = expense.row(p["name"], older_amount, p["category_id"],
                            expense.BASE_TIME_MS - rng.randint(3, 20) * DAY_MS)
        rows = [older] + expense.noise_expenses(rng, rng.randint(3, 5))
        who = mc.people(rng, rng.randint(3, 5))
        p.update({"name2": name2, "amount2": amount2, "amount2_text": _money(amount2), "category2_id": category2,
                  "category2": expense.CATEGORIES[category2], "fixed2": fixed2, "fixed2_text": _money(fixed2),
                  "older_amount": older_amount, "rows": rows, "partner_first": who[0]["first"],
                  "partner_number": who[0]["number"], "people": who, "history": mc.history(rng, who)})
        return zh.with_data(p, name=NAMES_ZH[p["name"]], name2=NAMES_ZH[name2],
                            rows=[{**older, "name": NAMES_ZH[p["name"]]}, *rows[1:]])

    def setup(self, env) -> None:
        mc.seed_phonebook(env, self.params["people"], self.params["history"])
        super().setup(env)
        self.phones = mc.phonebook(env.device)

    @property
    def optimal_steps(self) -> int:
        # open, +, name, amount, strip scrolls, category, Save, done; the same less open for
        # the second, done; the first's row, delete, Confirm, done; the second's row,
        # Edit, amount, Update, done; open SMS Messenger, the partner's conversation, type,
        # send, done
        p = self.params
        return 7 + category_scrolls(p["category"]) + 6 + category_scrolls(p["category2"]) + 4 + 5 + 5

    _STAGES = ((("name", "amount", "category_id"),),
               (("name", "amount", "category_id"), ("name2", "amount2", "category2_id")),
               (("name2", "amount2", "category2_id"),),
               (("name2", "fixed2", "category2_id"),),
               (("name2", "fixed2", "category2_id"),))

    def _texts(self, env) -> list[set[Decimal]] | None:
        """The amounts (USD) stated in each text sent since the start, all to the partner;
        None if anything else changed in the phone book or the messages."""
        after = mc.phonebook(env.device)
        bodies = mc.texts_to(mc.added(self.phones, after, 2), self.params["partner_number"])
        return None if after[:2] != self.phones[:2] or bodies is None else [stated_amounts(b, "USD") for b in bodies]

    def _stage(self, env, index: int) -> bool:
        want = [{Decimal(self.params["fixed2"]) / 100}] if index == 4 else []
        return self._added(env) == self._want(*self._STAGES[index]) and self._texts(env) == want

    def _steps(self) -> list:
        p = self.params
        new_first = _drop(lambda task, rows: [r for r in rows if r["name"] == p["name"] and r["amount"] == p["amount"]])
        fixed = then(_drop(lambda task, rows: [r for r in rows if r["name"] == p["name2"]]),
                     _add(p["name2"], p["fixed2"], p["category2_id"]))
        return [_add(p["name"], p["amount"], p["category_id"]), _add(p["name2"], p["amount2"], p["category2_id"]),
                new_first, fixed, mc.send(p["partner_number"], f"The second one came to ${p['fixed2_text']}.")]

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        first, second, undo, fix, _ = self._steps()
        partner = p["partner_number"]
        older = _drop(lambda task, rows: [r for r in rows if r["name"] == p["name"] and r["amount"] == p["older_amount"]])
        both = _drop(lambda task, rows: [r for r in rows if r["name"] == p["name"]])
        other_cat = next(c for c in _CATEGORY_IDS if c != p["category2_id"])
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: a wrong amount", play(_add(p["name"], p["amount"] + 100, p["category_id"]),
                                                         rejected_at=0)),
                NearMiss("round 1: another category",
                         play(_add(p["name"], p["amount"], next(c for c in _CATEGORY_IDS if c != p["category_id"])),
                              rejected_at=0)),
                NearMiss("round 2: the second in another category",
                         play(first, _add(p["name2"], p["amount2"], other_cat), rejected_at=1)),
                NearMiss("round 2: the second added twice", play(first, then(second, second), rejected_at=1)),
                NearMiss("round 3: deleted the older entry instead", play(first, second, older, rejected_at=2)),
                NearMiss("round 3: deleted both entries of the first name", play(first, second, both, rejected_at=2)),
                NearMiss("round 3: deleted the second instead",
                         play(first, second, _drop(lambda task, rows: [r for r in rows if r["name"] == p["name2"]]),
                              rejected_at=2)),
                NearMiss("round 4: not corrected", play(first, second, undo, leave_untouched, rejected_at=3)),
                NearMiss("round 4: the corrected one added beside the old one",
                         play(first, second, undo, _add(p["name2"], p["fixed2"], p["category2_id"]), rejected_at=3)),
                NearMiss("round 4: texted the partner already",
                         play(first, second, undo, then(fix, mc.send(partner, f"${p['fixed2_text']}")), rejected_at=3)),
                NearMiss("round 5: texted the amount before the correction",
                         play(first, second, undo, fix, mc.send(partner, f"It came to ${p['amount2_text']}."),
                              rejected_at=4)),
                NearMiss("round 5: both amounts",
                         play(first, second, undo, fix,
                              mc.send(partner, f"${p['amount2_text']}, corrected to ${p['fixed2_text']}."),
                              rejected_at=4)),
                NearMiss("round 5: texted someone else",
                         play(first, second, undo, fix, mc.send(p["people"][1]["number"], f"${p['fixed2_text']}"),
                              rejected_at=4))]


@register_task("venus")
class MultiRoundExpenseAmountInterrupted(_ExpenseRounds):
    """Five rounds over Pro Expense and SMS Messenger, the user's partner P among the
    seeded contacts (a conversation with P exists).

    1. (goal) add expense X ($A, category C);
       interruption, once X is typed: "X was $B, not $A";
    2. "text P how much it came to" (names neither X nor the amount);
    3. "I also left a $T tip: add it as a separate expense X tip, in the same category"
       (does not name C);
    4. "text P again with the total I paid, tip included".

    Checked when each round is claimed done: the rows added exactly {X $B C}, then one
    text to P stating $B and no other amount (``verifiers.quantities.stated_amounts``),
    then {X $B C, X tip $T C}, then a second text to P stating B+T (it may also state B
    and T, no other amount); nothing else sent, no contact changed.

    Memory: round 2 needs B (said in the interruption, off screen once in SMS Messenger);
    round 3 needs C from round 1; round 4 needs B from round 1's interruption and T from
    round 3, two app switches later. In the ``zh`` variant the names are Chinese.
    """

    complexity = 6.0
    app_names = ("pro expense", "simple sms messenger")
    first_app = "Pro Expense"
    may_change = MayChange(stores=("pro expense:expense", "sms:messages"))
    template, variant_texts = _ADD_EXPENSE, _ADD_EXPENSE_TEXTS
    rounds = (
        Round("Sorry, I misread the receipt: {name} was ${other_text}, not ${amount_text}.", on_screen="{name}",
              variant_texts={"zh": "抱歉，我看错收据了：{name} 是 ${other_text}，不是 ${amount_text}。",
                             "paraphrase": "My apologies, I read the receipt wrong: the amount for {name} is "
                                           "${other_text}, not ${amount_text}."}),
        Round("Thanks. Now text {partner_first} from Simple SMS Messenger how much it came to.",
              variant_texts={"zh": "谢谢。现在用 Simple SMS Messenger 发短信告诉 {partner_first} 这笔花了多少钱。",
                             "paraphrase": "Thanks! Next, send {partner_first} a text with Simple SMS Messenger "
                                           "saying what it cost."}),
        Round("I also left a ${tip_text} tip. Add it in Pro Expense as a separate expense named {tip_name}, in the "
              "same category.",
              variant_texts={"zh": "我还给了 ${tip_text} 的小费。请在 Pro Expense 中把它单独记为一笔支出，名称为 "
                                   "{tip_name}，类别相同。",
                             "paraphrase": "There was also a ${tip_text} tip. Log it in Pro Expense as its own "
                                           "expense called {tip_name}, same category as before."}),
        Round("Text {partner_first} again with the total I paid, tip included.",
              variant_texts={"zh": "再给 {partner_first} 发一条短信，说一下我一共付了多少钱，包括小费。",
                             "paraphrase": "Send {partner_first} one more text with the full amount I paid, "
                                           "counting the tip."}),
    )
    recalls = {1: ("other_text",), 2: ("category",), 3: ("other_text", "tip_text")}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 4, 2, 4), Evaluation.STATE,
                    tags=("multi-round", "interruption", "memory", "cross-app"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = _expense_params(rng)
        other = p["amount"] + rng.choice((-1, 1)) * rng.randrange(100, 1000, 25)
        tip = rng.randrange(100, 800, 25)
        while p["amount"] in (other + tip, tip):
            tip += 25
        who = mc.people(rng, rng.randint(3, 5))
        partner = who[0]
        p.update({"other": other, "other_text": _money(other), "tip": tip, "tip_text": _money(tip),
                  "tip_name": f"{p['name']} tip", "partner_first": partner["first"], "partner": partner["name"],
                  "partner_number": partner["number"], "people": who,
                  "history": mc.history(rng, who), "rows": expense.noise_expenses(rng, rng.randint(3, 6))})
        return zh.with_data(p, name=NAMES_ZH[p["name"]], tip_name=NAMES_ZH[p["name"]] + "小费")

    def setup(self, env) -> None:
        mc.seed_phonebook(env, self.params["people"], self.params["history"])
        super().setup(env)
        self.phones = mc.phonebook(env.device)

    @property
    def optimal_steps(self) -> int:
        # open, +, name (the interruption comes), amount, strip scrolls, category, Save,
        # done; open SMS Messenger, the partner's conversation, type, send, done; open Pro
        # Expense, the same entry again, done; open SMS Messenger (back in the
        # conversation), type, send, done
        scrolls = category_scrolls(self.params["category"])
        return 7 + scrolls + 5 + 7 + scrolls + 4

    def _texts(self, env) -> list[set[Decimal]] | None:
        """The amounts (USD) stated in each text sent since the start, all to the partner;
        None if anything else changed in the phone book or the messages."""
        after = mc.phonebook(env.device)
        bodies = mc.texts_to(mc.added(self.phones, after, 2), self.params["partner_number"])
        if after[:2] != self.phones[:2] or bodies is None:
            return None
        return [stated_amounts(b, "USD") for b in bodies]

    def _cents(self, *keys: str) -> Decimal:
        return Decimal(sum(self.params[k] for k in keys)) / 100

    def _stage(self, env, index: int) -> bool:
        rows = [("name", "other", "category_id")] + [("tip_name", "tip", "category_id")] * (index >= 2)
        texts = self._texts(env)
        if self._added(env) != self._want(*rows) or texts is None:
            return False
        if index == 0:
            return texts == []
        if index < 3:
            return texts == [{self._cents("other")}]
        total, parts = self._cents("other", "tip"), {self._cents("other"), self._cents("tip")}
        return (len(texts) == 2 and {self._cents("other")} in texts
                and any(total in t and t <= parts | {total} for t in texts))

    def _steps(self) -> list:
        p = self.params
        return [_add(p["name"], p["other"], p["category_id"]),
                mc.send(p["partner_number"], f"It came to ${p['other_text']}."),
                _add(p["tip_name"], p["tip"], p["category_id"]),
                mc.send(p["partner_number"], f"With the tip I paid ${_money(p['other'] + p['tip'])} in total.")]

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        first, told, tip, total = self._steps()
        partner = p["partner_number"]
        food = 3 if p["category_id"] != 3 else 4
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: kept the misread amount", play(_add(p["name"], p["amount"], p["category_id"]),
                                                                  rejected_at=0)),
                NearMiss("round 1: saved both amounts",
                         play(then(_add(p["name"], p["amount"], p["category_id"]), first), rejected_at=0)),
                NearMiss("round 2: texted the misread amount",
                         play(first, mc.send(partner, f"It came to ${p['amount_text']}."), rejected_at=1)),
                NearMiss("round 2: texted someone else",
                         play(first, mc.send(p["people"][1]["number"], f"It came to ${p['other_text']}."),
                              rejected_at=1)),
                NearMiss("round 3: the tip in another category",
                         play(first, told, _add(p["tip_name"], p["tip"], food), rejected_at=2)),
                NearMiss("round 3: the tip added to the expense itself",
                         play(first, told, then(_drop(lambda task, rows: [r for r in rows if r["name"] == p["name"]]),
                                                _add(p["name"], p["other"] + p["tip"], p["category_id"])),
                              rejected_at=2)),
                NearMiss("round 4: texted the tip alone",
                         play(first, told, tip, mc.send(partner, f"The tip was ${p['tip_text']}."), rejected_at=3)),
                NearMiss("round 4: the total from the misread amount",
                         play(first, told, tip, mc.send(partner, f"In total ${_money(p['amount'] + p['tip'])}."),
                              rejected_at=3))]


# ------------------------------------------------------------------ Settings
