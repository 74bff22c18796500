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
from verifiers.guard import MayChange
from verifiers.state import rows_unchanged

_NAMES = ("Bike repair", "Tea set", "Piano lesson", "Plant pots", "Desk lamp", "Swim class", "Camping gas",
          "Bread maker", "Shoe polish", "Chess clock")
# the name a Chinese user gives the same expense: the zh instance's name (typed in Chinese)
NAMES_ZH = {"Bike repair": "修自行车", "Tea set": "茶具", "Piano lesson": "钢琴课", "Plant pots": "花盆",
            "Desk lamp": "台灯", "Swim class": "游泳课", "Camping gas": "露营燃气", "Bread maker": "面包机",
            "Shoe polish": "鞋油", "Chess clock": "棋钟"}


class _NoiseResistExpenseAdd(VenusTask):
    """Add one expense in Pro Expense (name, amount, category drawn per instance) while the
    subclass's noise fires. Success: exactly one new row with those values, every other
    row as it was. In the ``zh`` variant the name is Chinese (``NAMES_ZH``): the agent types
    it in Chinese and the row must hold it."""

    app_names = ("pro expense",)
    complexity = 3.0
    template = "Add an expense in Pro Expense: {name}, ${amount_text}, category {category}."
    variant_texts = {"zh": "在 Pro Expense 中添加一笔支出：{name}，${amount_text}，类别为 {category}。",
                     "paraphrase": "Log a new {category} expense called {name} for ${amount_text} in Pro Expense."}
    info = TaskInfo(Category.NR, PUDAM(3, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("pro expense:expense",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        amount, category = rng.randrange(300, 9000, 25), rng.randint(2, 11)
        name = rng.choice(_NAMES)
        return zh.with_data({"name": name, "amount": amount, "amount_text": f"{amount / 100:.2f}",
                             "category_id": category, "category": expense.CATEGORIES[category],
                             "rows": expense.noise_expenses(rng, rng.randint(3, 6))}, name=NAMES_ZH[name])

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
                     and added[0]["amount"] == p["amount"] and added[0]["category"] == p["category_id"])

    def _row(self, amount: int) -> dict[str, Any]:
        return expense.row(self.params["name"], amount, self.params["category_id"])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        expense.add_expenses(env.device, [self._row(self.params["amount"])])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        def add(*amounts: int):
            def apply(task, env) -> None:
                expense.add_expenses(env.device, [task._row(a) for a in amounts])
            return apply

        a = self.params["amount"]
        return [NearMiss("nothing added", leave_untouched),
                NearMiss("saved twice", add(a, a)),
                NearMiss("wrong amount", add(a + 100))]


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
    """Pro Expense crashes ("keeps stopping") while the agent fills the form, which is lost;
    then the screen turns to landscape and back, and a call rings until handled."""

    complexity = 3.5
    noise_plan = (NoiseSpec("crash", step=(2, 3)),
                  NoiseSpec("rotation", step=(5, 6)),
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
    """A call rings first; then Pro Expense stops responding for 8 to 15 actions once the
    agent has typed the name (VenusBench-Mobile's ``NoiseResistExpenseAddSingleAPPNumb``:
    ``randint(8, 15)`` actions once the name shows)."""

    complexity = 4.5
    noise_plan = (NoiseSpec("call", step=(1, 1), args={"ring_steps": 0}),
                  NoiseSpec("numb", on_screen="{name}", args={"k": (8, 15)}))


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
    """Delete one named expense among several while a heads-up notification drops over
    Pro Expense (a tap on it opens another app). Success: that row gone, every other row
    as it was."""

    app_names = ("pro expense",)
    template = "Delete the expense {name} from Pro Expense."
    variant_texts = {"zh": "在 Pro Expense 中删除支出 {name}。",
                     "paraphrase": "Remove the {name} expense from Pro Expense."}
    info = TaskInfo(Category.NR, PUDAM(1, 1, 3, 1, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("pro expense:expense",))
    complexity = 3.0
    noise_plan = (NoiseSpec("popup", foreground="pro expense", args={"mode": "notification"}),
                  NoiseSpec("call", step=(2, 3), args={"ring_steps": 0}))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        rows = expense.noise_expenses(rng, rng.randint(4, 7))
        return {"rows": rows, "name": rng.choice(rows)["name"]}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)

    def _target(self) -> dict[str, Any]:
        return next(r for r in self.before if r["name"] == self.params["name"])

    def verify(self, env) -> float:
        kept = [r for r in self.before if r["expense_id"] != self._target()["expense_id"]]
        return float(rows_unchanged(kept, expense.list_expenses(env.device)))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        expense.delete_expenses(env.device, [self._target()["expense_id"]])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        def delete(pick):
            def apply(task, env) -> None:
                expense.delete_expenses(env.device, [r["expense_id"] for r in pick(task)])
            return apply

        other = lambda task: [next(r for r in task.before if r["name"] != task.params["name"])]  # noqa: E731
        return [NearMiss("deleted another expense", delete(other)),
                NearMiss("deleted it and another", delete(lambda task: [task._target(), *other(task)])),
                NearMiss("nothing deleted", leave_untouched)]


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
