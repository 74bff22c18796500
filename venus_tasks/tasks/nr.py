"""Noise resistance (NR): an ordinary task while the device is disturbed (VenusBench-Mobile
``NoiseResist*``, ``shared/reference/venusbench.md`` section 3). Each task is the same
base task with a different noise plan, declared as data; the noise fires from the env, so
every agent meets it. The end state is checked as for the base task, and where the noise
can make an agent do the work twice (a crash, an unresponsive app), that a row was not
saved twice.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import expense
from noise import NoiseSpec
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import nr_plan
from venus_tasks.tasks.common import leave_untouched
from venus_tasks.tasks.list_window import expense_category_scrolls
from verifiers.guard import MayChange
from verifiers.state import rows_unchanged

_NAMES = ("Bike repair", "Tea set", "Piano lesson", "Plant pots", "Desk lamp", "Swim class", "Camping gas",
          "Bread maker", "Shoe polish", "Chess clock")
# the name a Chinese user gives the same expense: the zh instance's name (typed in Chinese)
NAMES_ZH = {"Bike repair": "修自行车", "Tea set": "茶具", "Piano lesson": "钢琴课", "Plant pots": "花盆",
            "Desk lamp": "台灯", "Swim class": "游泳课", "Camping gas": "露营燃气", "Bread maker": "面包机",
            "Shoe polish": "鞋油", "Chess clock": "棋钟"}


# notes a user keeps with an expense (at most 100 characters, the app's maxLength), and
# the same in Chinese: the zh instance's note (typed in Chinese)
_NOTES = {"Paid by card at the corner shop. Receipt is in the blue folder.": "在街角小店刷卡支付。收据在蓝色文件夹里。",
          "Split with Mia, she owes me half. Remind her on Friday.": "和 Mia 平摊，她欠我一半。周五提醒她。",
          "Second payment of three. Keep the warranty card.": "三期中的第二期。保留保修卡。",
          "Bought on sale, 20% off. Return window ends next month.": "打折时买的，八折。退货期到下个月结束。",
          "Paid in cash. Ask for an invoice next time.": "现金支付。下次记得要发票。"}
# the categories the single-expense tasks draw (ids of ``apps.expense.CATEGORIES``): not Food,
# which a new entry has selected already, nor Income
_CATEGORY_IDS = (4, 5, 6, 7, 8, 9, 10, 11, 1)


class _NoiseResistExpenseAdd(VenusTask):
    """Add one expense in Pro Expense (name, amount, category and a note drawn per
    instance) while the subclass's noise fires. Success: exactly one new row with those
    values (the note as asked, spaces at its ends aside), every other row as it was. In
    the ``zh`` variant the name and the note are Chinese (``NAMES_ZH``, ``_NOTES``): the
    agent types them in Chinese and the row must hold them.

    A base of 8 to 15 actions (``base_plan``): the category is never the preselected Food,
    and the note is a field of its own."""

    app_names = ("pro expense",)
    complexity = 3.0
    template = "Add an expense in Pro Expense: {name}, ${amount_text}, category {category}, note: {note}"
    variant_texts = {"zh": "在 Pro Expense 中添加一笔支出：{name}，${amount_text}，类别为 {category}，备注：{note}",
                     "paraphrase": "Log a new {category} expense called {name} for ${amount_text} in Pro Expense, "
                                   "with this note: {note}"}
    info = TaskInfo(Category.NR, PUDAM(3, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("pro expense:expense",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        amount, category = rng.randrange(300, 9000, 25), rng.choice(_CATEGORY_IDS)
        name = rng.choice(_NAMES)
        note = rng.choice(sorted(_NOTES))
        return zh.with_data({"name": name, "amount": amount, "amount_text": f"{amount / 100:.2f}",
                             "category_id": category, "category": expense.CATEGORIES[category], "note": note,
                             "rows": expense.noise_expenses(rng, rng.randint(3, 6))},
                            name=NAMES_ZH[name], note=_NOTES[note])

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)

    def verify(self, env) -> float:
        p = self.params
        after = expense.list_expenses(env.device)
        ids = {r["expense_id"] for r in self.before}
        added = [r for r in after if r["expense_id"] not in ids]
        kept = rows_unchanged(self.before, [r for r in after if r["expense_id"] in ids])
        return float(kept and len(added) == 1 and added[0]["name"].strip().casefold() == p["name"].casefold()
                     and added[0]["amount"] == p["amount"] and added[0]["category"] == p["category_id"]
                     and (added[0]["note"] or "").strip() == p["note"])

    def _row(self, amount: int, note: str | None = None) -> dict[str, Any]:
        p = self.params
        return expense.row(p["name"], amount, p["category_id"], note=p["note"] if note is None else note)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        expense.add_expenses(env.device, [self._row(self.params["amount"])])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        def add(*amounts: int, note: str | None = None):
            def apply(task, env) -> None:
                expense.add_expenses(env.device, [task._row(a, note) for a in amounts])
            return apply

        a = self.params["amount"]
        return [NearMiss("nothing added", leave_untouched),
                NearMiss("saved twice", add(a, a)),
                NearMiss("wrong amount", add(a + 100)),
                NearMiss("saved without the note", add(a, note="")),
                NearMiss("the note cut short", add(a, note=self.params["note"][: len(self.params["note"]) // 2]))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/gui.py`` ``add_expense``):
        open Pro Expense; the form as one unit (a crash loses it): +, the name, the amount,
        right scrolls of the category strip until the category shows, the category, the
        note, Save; done. The category strip, the note and Save are taken otherwise in
        landscape (more cards show; the form scrolls), so no rotation may cover them."""
        scrolls = expense_category_scrolls(self.params["category"])
        form = nr_plan.work("pro expense", 0, ("+", "name", "amount"))
        form += nr_plan.work("pro expense", 0, (*["scroll the categories"] * scrolls, "category", "note", "Save"),
                             rotates=False)
        return [nr_plan.opener("pro expense"), *form, nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 8-15 without noise; each call: Decline; the crash: Close app, open Pro Expense, the
        # form so far again; a pop-up: open Pro Expense; numb: its 8-15 dropped actions
        return nr_plan.steps(self.base_plan(), self.noise_events)


@register_task("venus")
class NoiseResistExpenseAddCall(_NoiseResistExpenseAdd):
    """Three calls ring over Pro Expense, each until the agent handles it (VenusBench-Mobile's
    ``NoiseResistExpenseAddSingleWithCall`` calls three times)."""

    complexity = 3.0
    noise_plan = (NoiseSpec("call", step=(1, 2), args={"ring_steps": 0}),
                  NoiseSpec("call", step=(4, 5), args={"ring_steps": 0}),
                  NoiseSpec("call", step=(6, 7), args={"ring_steps": 0}))


@register_task("venus")
class NoiseResistExpenseAddCrash(_NoiseResistExpenseAdd):
    """The screen turns to landscape and back while the agent starts the form; then Pro
    Expense crashes ("keeps stopping") while the agent fills it, and it is lost; then a
    call rings until handled."""

    complexity = 3.5
    noise_plan = (NoiseSpec("rotation", step=(1, 1), args={"back_after": (2, 3)}),
                  NoiseSpec("crash", step=(4, 5)),
                  NoiseSpec("call", step=(8, 9), args={"ring_steps": 0}))


@register_task("venus")
class NoiseResistExpenseAddPopUp(_NoiseResistExpenseAdd):
    """Another app jumps to the front twice while the agent works in Pro Expense (VenusBench-
    Mobile's ``NoiseResistExpenseAddSingleADs`` launches two), with a call between."""

    complexity = 3.0
    noise_plan = (NoiseSpec("popup", step=(1, 2), args={"mode": "app"}),
                  NoiseSpec("call", step=(4, 5), args={"ring_steps": 0}),
                  NoiseSpec("popup", step=(6, 7), args={"mode": "app"}))


@register_task("venus")
class NoiseResistExpenseAddNumb(_NoiseResistExpenseAdd):
    """A call rings first; then Pro Expense stops responding for 8 to 15 actions about when
    the agent has typed the name (VenusBench-Mobile's ``NoiseResistExpenseAddSingleAPPNumb``:
    ``randint(8, 15)`` actions once the name shows; here at step 4 or 5, where the base
    plan types it after the call's Decline, so the schedule stays step-triggered)."""

    complexity = 4.5
    noise_plan = (NoiseSpec("call", step=(1, 1), args={"ring_steps": 0}),
                  NoiseSpec("numb", step=(4, 5), args={"k": (8, 15)}))


@register_task("venus")
class NoiseResistExpenseAddRotation(_NoiseResistExpenseAdd):
    """The screen turns to landscape and back a few steps later; Pro Expense crashes while
    the agent fills the form; then it stops responding for 8 to 15 actions."""

    complexity = 5.0
    noise_plan = (NoiseSpec("rotation", step=(1, 2)),
                  NoiseSpec("crash", step=(3, 4)),
                  NoiseSpec("numb", step=(7, 8), args={"k": (8, 15)}))


@register_task("venus")
class NoiseResistExpenseDeletePopUp(VenusTask):
    """Delete two named expenses among 5-8 while another app jumps to the front and a call
    rings. Success: those two rows gone, every other row as it was. A base of 8 actions
    (``base_plan``): open Pro Expense; per expense its row, Delete, Confirm; done."""

    app_names = ("pro expense",)
    template = "Delete the expenses {name} and {name2} from Pro Expense."
    variant_texts = {"zh": "在 Pro Expense 中删除支出 {name} 和 {name2}。",
                     "paraphrase": "Remove both the {name} expense and the {name2} expense from Pro Expense."}
    info = TaskInfo(Category.NR, PUDAM(2, 1, 3, 1, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("pro expense:expense",))
    complexity = 3.0
    noise_plan = (NoiseSpec("popup", step=(2, 3), args={"mode": "app"}),
                  NoiseSpec("call", step=(5, 6), args={"ring_steps": 0}))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        rows = expense.noise_expenses(rng, rng.randint(5, 8))
        name, name2 = (r["name"] for r in rng.sample(rows, 2))
        return {"rows": rows, "name": name, "name2": name2}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)

    def _targets(self) -> list[dict[str, Any]]:
        names = (self.params["name"], self.params["name2"])
        return [r for r in self.before if r["name"] in names]

    def verify(self, env) -> float:
        gone = {r["expense_id"] for r in self._targets()}
        kept = [r for r in self.before if r["expense_id"] not in gone]
        return float(rows_unchanged(kept, expense.list_expenses(env.device)))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        expense.delete_expenses(env.device, [r["expense_id"] for r in self._targets()])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        def delete(pick):
            def apply(task, env) -> None:
                expense.delete_expenses(env.device, [r["expense_id"] for r in pick(task)])
            return apply

        names = (self.params["name"], self.params["name2"])
        other = lambda task: [next(r for r in task.before if r["name"] not in names)]  # noqa: E731
        return [NearMiss("deleted another expense instead of the second", delete(
                    lambda task: [task._targets()[0], *other(task)])),
                NearMiss("deleted both and another", delete(lambda task: [*task._targets(), *other(task)])),
                NearMiss("deleted only one", delete(lambda task: task._targets()[1:])),
                NearMiss("nothing deleted", leave_untouched)]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_settings.py``
        ``solve_expense_delete_noisy``; the 5-8 rows fit on one screen): open Pro Expense;
        per expense (in the goal's order) its row, Delete, Confirm; done."""
        plan = [nr_plan.opener("pro expense")]
        for unit in (0, 1):
            plan += nr_plan.work("pro expense", unit, ("row", "Delete", "Confirm"))
        return plan + [nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 8 without noise; the pop-up: open Pro Expense; the call: Decline
        return nr_plan.steps(self.base_plan(), self.noise_events)


_VISIBLE = (2, 4, 5)     # Income, Housing, Social: on screen in the entry form without scrolling (Food is preset)


@register_task("venus")
class NoiseResistExpenseAddTwoCrash(VenusTask):
    """Add two expenses in Pro Expense (names, amounts and categories drawn per instance;
    3-6 other rows seeded) while Pro Expense crashes in the form (what was typed is lost),
    another app jumps to the front and the app ignores 8 to 15 actions. Success: exactly
    two new rows, one with each asked name, amount and category; every other row as it
    was. A base of 12 actions, deeper than the single expense's 5 to 12."""

    app_names = ("pro expense",)
    complexity = 4.5
    template = ("Add two expenses in Pro Expense: {name} for ${amount_text} in {category}, and {name2} for "
                "${amount2_text} in {category2}.")
    variant_texts = {"zh": "在 Pro Expense 中添加两笔支出：{name}，${amount_text}，类别 {category}；{name2}，"
                           "${amount2_text}，类别 {category2}。",
                     "paraphrase": "Log two expenses in Pro Expense: {name} (${amount_text}, {category}) and "
                                   "{name2} (${amount2_text}, {category2})."}
    info = TaskInfo(Category.NR, PUDAM(3, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("pro expense:expense",))
    noise_plan = (NoiseSpec("crash", step=(3, 4)),
                  NoiseSpec("popup", step=(7, 7), args={"mode": "app"}),
                  NoiseSpec("numb", step=(9, 10), args={"k": (8, 15)}))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        name, name2 = rng.sample(_NAMES, 2)
        cat, cat2 = rng.sample(_VISIBLE, 2)
        amount, amount2 = rng.randrange(300, 9000, 25), rng.randrange(300, 9000, 25)
        rows = expense.noise_expenses(rng, rng.randint(3, 6), exclude={name, name2})
        return zh.with_data({"name": name, "amount": amount, "amount_text": f"{amount / 100:.2f}", "category_id": cat,
                             "category": expense.CATEGORIES[cat], "name2": name2, "amount2": amount2,
                             "amount2_text": f"{amount2 / 100:.2f}", "category2_id": cat2,
                             "category2": expense.CATEGORIES[cat2], "rows": rows},
                            name=NAMES_ZH[name], name2=NAMES_ZH[name2])

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)

    def _wanted(self) -> list[tuple[str, int, int]]:
        p = self.params
        return sorted([(p["name"].casefold(), p["amount"], p["category_id"]),
                       (p["name2"].casefold(), p["amount2"], p["category2_id"])])

    def verify(self, env) -> float:
        after = expense.list_expenses(env.device)
        ids = {r["expense_id"] for r in self.before}
        added = sorted((r["name"].strip().casefold(), r["amount"], r["category"]) for r in after
                       if r["expense_id"] not in ids)
        kept = rows_unchanged(self.before, [r for r in after if r["expense_id"] in ids])
        return float(kept and added == self._wanted())

    def _add(self, *which: tuple[str, int, int]):
        def apply(task, env) -> None:
            expense.add_expenses(env.device, [expense.row(n, a, c) for n, a, c in which])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        self._add((p["name"], p["amount"], p["category_id"]), (p["name2"], p["amount2"], p["category2_id"]))(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        one, two = (p["name"], p["amount"], p["category_id"]), (p["name2"], p["amount2"], p["category2_id"])
        return [NearMiss("untouched", leave_untouched),
                NearMiss("the first only", self._add(one)),
                NearMiss("the first saved twice after a crash", self._add(one, one, two)),
                NearMiss("the categories swapped", self._add((p["name"], p["amount"], p["category2_id"]),
                                                             (p["name2"], p["amount2"], p["category_id"]))),
                NearMiss("the amounts swapped", self._add((p["name"], p["amount2"], p["category_id"]),
                                                          (p["name2"], p["amount"], p["category2_id"])))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_expense.py``): open Pro
        Expense; per expense +, the name, the amount, the category card, Save (a unit: a
        crash loses the form); done."""
        plan = [nr_plan.opener("pro expense")]
        for unit in (0, 1):
            plan += nr_plan.work("pro expense", unit, ("+", "name", "amount", "category", "Save"))
        return plan + [nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 12 without noise; the crash: Close app, open Pro Expense, the form so far again;
        # the pop-up: open Pro Expense; numb: its 8-15 dropped actions
        return nr_plan.steps(self.base_plan(), self.noise_events)
