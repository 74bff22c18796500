"""Multi-round (MR): the user refines or reverses the request after the agent claims it
done, or interrupts it midway (VenusBench-Mobile MR, ``shared/reference/venusbench.md``
section 4). Rounds are data (``rounds``), delivered by the episode loop; a sequential
round is verified when the agent claims it (``verify_round``), so a reverse task does not
pass for an agent that did nothing: the change it undoes must have existed first.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import expense
from variants import zh
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from venus_tasks.tasks.nr_settings import WIFI, set_switch
from verifiers.guard import MayChange
from verifiers.state import rows_unchanged

_NAMES = ("Concert ticket", "Bike lock", "Lunch with Sam", "Printer ink", "Yoga class", "Taxi home")
# the zh instances' names (the agent types them in Chinese)
NAMES_ZH = {"Concert ticket": "音乐会门票", "Bike lock": "自行车锁", "Lunch with Sam": "和 Sam 吃午饭",
            "Printer ink": "打印机墨水", "Yoga class": "瑜伽课", "Taxi home": "打车回家"}
DAY_MS = 86_400_000
_ADD_EXPENSE = "Add an expense in Pro Expense: {name}, ${amount_text}, category {category}."
_ADD_EXPENSE_TEXTS = {"zh": "在 Pro Expense 中添加一笔支出：{name}，${amount_text}，类别为 {category}。",
                      "paraphrase": "Log a new {category} expense called {name} for ${amount_text} in Pro Expense."}


class _ExpenseRounds(VenusTask):
    """An expense ``name``/``amount``/``category`` among seeded rows (with ``older_twin``,
    one of them an older expense of the same name). In the ``zh`` variant the name is
    Chinese (``NAMES_ZH``), the older twin's too."""

    older_twin = False

    app_names = ("pro expense",)
    info = TaskInfo(Category.MR, PUDAM(2, 2, 3, 3, 2), Evaluation.STATE, tags=("multi-round",))
    may_change = MayChange(stores=("pro expense:expense",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        name = rng.choice(_NAMES)
        amount, category = rng.randrange(300, 9000, 25), rng.randint(2, 11)
        older = expense.row(name, rng.randrange(300, 9000, 25), category,
                            expense.BASE_TIME_MS - rng.randint(3, 20) * DAY_MS)
        other = amount + rng.choice((-1, 1)) * rng.randrange(100, 1000, 25)
        rows = [older] * cls.older_twin + expense.noise_expenses(rng, rng.randint(3, 6))
        params = {"name": name, "amount": amount, "amount_text": f"{amount / 100:.2f}", "other": other,
                  "other_text": f"{other / 100:.2f}", "category_id": category, "category": expense.CATEGORIES[category],
                  "rows": rows}
        if not cls.older_twin:
            return zh.with_data(params, name=NAMES_ZH[name])
        return zh.with_data(params, name=NAMES_ZH[name], rows=[{**older, "name": NAMES_ZH[name]}, *rows[1:]])

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)

    def _added(self, env) -> list[dict[str, Any]]:
        """Rows added since the start, if every seeded row is as it was (else None)."""
        after = expense.list_expenses(env.device)
        ids = {r["expense_id"] for r in self.before}
        if not rows_unchanged(self.before, [r for r in after if r["expense_id"] in ids]):
            return None
        return [r for r in after if r["expense_id"] not in ids]

    def _is_new(self, row: dict[str, Any], amount: int) -> bool:
        p = self.params
        return (row["name"].strip().casefold() == p["name"].casefold() and row["amount"] == amount
                and row["category"] == p["category_id"])

    def _add(self, amount: int):
        def apply(task, env) -> None:
            expense.add_expenses(env.device, [expense.row(task.params["name"], amount, task.params["category_id"])])
        return apply


@register_task("venus")
class MultiRoundExpenseAddThenUndo(_ExpenseRounds):
    """Round 1: add an expense. Round 2 (after done): "I had logged it already; delete the
    one you just added." Success: round 1 verified (exactly one new row as asked), and at
    the end every seeded row, including the older one of the same name, is as it was and
    no row was added."""

    complexity = 2.5
    older_twin = True
    template, variant_texts = _ADD_EXPENSE, _ADD_EXPENSE_TEXTS
    rounds = (Round("Oh, I see I had logged {name} already. Please delete the {name} expense you just added, "
                    "and keep the older one.",
                    variant_texts={"zh": "哦，我发现之前已经记过 {name} 了。请删除你刚刚添加的那笔 {name} 支出，"
                                         "保留较早的那一笔。",
                                   "paraphrase": "Ah, it turns out {name} was already in my log. Remove the {name} "
                                                 "expense you just created, but leave the earlier one alone."}),)

    def verify_round(self, env, index: int) -> float:
        added = self._added(env)
        return float(added is not None and len(added) == 1 and self._is_new(added[0], self.params["amount"]))

    def verify(self, env) -> float:
        return float(self.rounds_passed and self._added(env) == [])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        self._add(self.params["amount"])(self, env)
        yield A.done()
        added = self._added(env) or []
        expense.delete_expenses(env.device, [r["expense_id"] for r in added])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        older = lambda task, env: expense.delete_expenses(  # noqa: E731
            env.device, [r["expense_id"] for r in task.before if r["name"] == task.params["name"]])
        undo = lambda task, env: expense.delete_expenses(  # noqa: E731
            env.device, [r["expense_id"] for r in (task._added(env) or [])])
        amount = self.params["amount"]
        return [NearMiss("did nothing in either round", leave_untouched),
                NearMiss("skipped round 1 (nothing to undo)", play(leave_untouched, leave_untouched)),
                NearMiss("added it but did not undo", play(self._add(amount), leave_untouched)),
                NearMiss("deleted the older one instead", play(self._add(amount), older)),
                NearMiss("wrong amount in round 1", play(self._add(amount + 100), undo))]


@register_task("venus")
class MultiRoundExpenseAmountInterrupted(_ExpenseRounds):
    """Add an expense; once its name is on screen the user interrupts: "the amount was
    $B, not $A". Success: exactly one new row, with amount B; the seeded rows unchanged."""

    complexity = 2.5
    template, variant_texts = _ADD_EXPENSE, _ADD_EXPENSE_TEXTS
    rounds = (Round("Sorry, I misread the receipt: {name} was ${other_text}, not ${amount_text}.",
                    on_screen="{name}",
                    variant_texts={"zh": "抱歉，我看错收据了：{name} 是 ${other_text}，不是 ${amount_text}。",
                                   "paraphrase": "My apologies, I read the receipt wrong: the amount for {name} "
                                                 "is ${other_text}, not ${amount_text}."}),)

    def verify(self, env) -> float:
        added = self._added(env)
        return float(added is not None and len(added) == 1 and self._is_new(added[0], self.params["other"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        self._add(self.params["other"])(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("kept the first amount", self._add(p["amount"])),
                NearMiss("saved both amounts", then(self._add(p["amount"]), self._add(p["other"]))),
                NearMiss("nothing", leave_untouched)]


@register_task("venus")
class MultiRoundWifiOffThenBack(VenusTask):
    """Round 1: turn Wi-Fi off. Round 2 (after done): "turn it back on". Success: Wi-Fi was
    off when round 1 was claimed done, and is on at the end; nothing else changed."""

    app_names = ("settings",)
    complexity = 2.0
    template = "Turn off Wi-Fi."
    variant_texts = {"zh": "关闭 WLAN。", "paraphrase": "Switch Wi-Fi off."}
    rounds = (Round("Sorry, I need Wi-Fi after all. Turn it back on.",
                    variant_texts={"zh": "抱歉，我还是需要 WLAN。请把它重新打开。",
                                   "paraphrase": "My mistake, it turns out I do need Wi-Fi. Please switch it on "
                                                 "again."}),)
    info = TaskInfo(Category.MR, PUDAM(2, 1, 2, 3, 1), Evaluation.STATE, tags=("multi-round", "reverse"))
    may_change = MayChange(settings=("global wifi_on",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}

    def setup(self, env) -> None:
        set_switch(WIFI, "on")(self, env)

    def _wifi(self, env, state: str) -> bool:
        return env.device.settings_get(WIFI.namespace, WIFI.key) == (WIFI.on if state == "on" else WIFI.off)

    def verify_round(self, env, index: int) -> float:
        return float(self._wifi(env, "off"))

    def verify(self, env) -> float:
        return float(self.rounds_passed and self._wifi(env, "on"))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        set_switch(WIFI, "off")(self, env)
        yield A.done()
        set_switch(WIFI, "on")(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("skipped round 1", play(leave_untouched, leave_untouched)),
                NearMiss("turned it off, never back on", play(set_switch(WIFI, "off"), leave_untouched))]
