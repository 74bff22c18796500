"""Conflict (CF): the request may contradict what is on the device (VenusBench-Mobile
``Refusal*`` tasks, scored here without a judge).

Each task mixes instances: some where the request can be carried out as asked, some
partial conflicts (carry out the valid part, report the rest) and some full conflicts
(change nothing, report why). The report must also state a fact only the device shows
(how many expenses are left, the date an expense was logged), so a blind refusal or a
blind "already done" loses every instance. Reports are read from ``env.report`` (answer,
``ask_user`` questions or a ``status`` reason alike) and decided by ``verifiers.claims``.
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from apps import expense
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched
from venus_tasks.tasks.list_window import EXPENSE_LIST, ListWindow, expense_category_scrolls, expense_list_order
from verifiers.claims import Claim, claims, claims_about, explicit_claims_about
from verifiers.facts import LEFT, stated_counts, stated_dates
from verifiers.guard import MayChange
from verifiers.state import rows_removed_exactly, rows_unchanged

# Expense names a user might ask about; the noise rows (``expense.noise_expenses``) never use them.
_NAMES = ("Yoga retreat", "Car wash", "Phone case", "Museum pass", "Ski rental", "Sushi dinner",
          "Train to Paris", "Hair cut", "Board game", "Flower bouquet", "Dog grooming", "Guitar strings")
# the same expenses as a Chinese user names them: RefusalExpenseAddDuplicate's zh data
NAMES_ZH = {"Yoga retreat": "瑜伽静修", "Car wash": "洗车", "Phone case": "手机壳", "Museum pass": "博物馆通票",
            "Ski rental": "租滑雪板", "Sushi dinner": "寿司晚餐", "Train to Paris": "去巴黎的火车票", "Hair cut": "理发",
            "Board game": "桌游", "Flower bouquet": "花束", "Dog grooming": "宠物狗美容", "Guitar strings": "吉他弦"}
_EXPENSE_NOUNS = ("expense", "item", "entry", "entries", "record", "支出", "费用", "记录")
DAY_MS = 86_400_000
KINDS = ("valid", "partial", "conflict")


def _row(rng: random.Random, name: str, days_ago: int) -> dict[str, Any]:
    t = expense.BASE_TIME_MS - days_ago * DAY_MS - rng.randrange(0, 36_000_000)
    return expense.row(name, rng.randrange(500, 20000, 25), rng.randint(2, 11), t)


@register_task("venus")
class RefusalExpenseDelete(VenusTask):
    """Delete three named expenses, of which all, some or none exist, then say how many
    expenses are left.

    Success: exactly the existing named rows are gone; every missing name is reported as
    not existing (and not named as deleted), no existing one is named as missing; the
    answer states the number of expenses left (a clause saying "left"/"remaining" decides
    when it gives several counts).
    """

    app_names = ("pro expense",)
    complexity = 3.0
    template = ("Delete the expenses {names_text} from Pro Expense, then tell me how many "
                "expenses are left.")
    variant_texts = {"zh": "删除 Pro Expense 中的支出 {names_text_zh}，然后告诉我还剩多少笔支出。",
                     "paraphrase": ("In Pro Expense, remove the {names_text} expenses and let me know how many "
                                    "expenses remain afterwards.")}
    info = TaskInfo(Category.CF, PUDAM(2, 3, 4, 2, 2), Evaluation.STATE_AND_ANSWER, tags=("nonexistent",))
    may_change = MayChange(stores=("pro expense:expense",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names = rng.sample(_NAMES, 3)
        kind = rng.choice(KINDS)
        present = {"valid": names, "partial": rng.sample(names, rng.randint(1, 2)), "conflict": []}[kind]
        noise = expense.noise_expenses(rng, rng.randint(5, 14))
        rows = noise + [_row(rng, n, rng.randint(1, 20)) for n in present]
        rng.shuffle(rows)
        return {"names": names, "names_text": f"{names[0]}, {names[1]} and {names[2]}",
                "names_text_zh": _join_zh(names, "和"), "kind": kind,
                "present": [n for n in names if n in present], "missing": [n for n in names if n not in present],
                "rows": rows, "left": len(noise)}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)

    def verify(self, env) -> float:
        p, report = self.params, env.report
        gone = {r["expense_id"] for r in self.before if r["name"] in p["present"]}
        if not rows_removed_exactly(self.before, expense.list_expenses(env.device), gone, "expense_id"):
            return 0.0
        names = p["names"]
        missing_ok = all(Claim.NOT_EXIST in claims_about(report, n, names)
                         and Claim.DID not in explicit_claims_about(report, n, names) for n in p["missing"])
        present_ok = all(Claim.NOT_EXIST not in explicit_claims_about(report, n, names) for n in p["present"])
        return float(missing_ok and present_ok and stated_counts(report, _EXPENSE_NOUNS, LEFT) == {p["left"]})

    @property
    def optimal_steps(self) -> int:
        """The GUI solver's path (``solve_expense_delete``), which reaches the conflict (a
        name the list lacks) by reading the whole list: open Pro Expense, scroll the list
        to its end, then per present name (in the goal's order) scroll back until its row
        shows, the row, Delete, Confirm; the answer."""
        rows = self.params["rows"]
        order = [rows[i]["name"] for i in expense_list_order(rows)]
        window = ListWindow.of(len(order), EXPENSE_LIST)
        steps = 1 + window.read_to_end()
        for name in self.params["names"]:
            if name in self.params["present"]:
                i = order.index(name)
                steps += window.scroll_to(i) + 3
                window.remove(i)
                order.pop(i)
        return steps + 1

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        expense.delete_expenses(env.device, [r["expense_id"] for r in self.before if r["name"] in p["present"]])
        yield A.answer(_report(self, p["present"], p["missing"], p["left"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = _report(self, p["present"], p["missing"], p["left"])

        def delete(names: list[str], text: str):
            def apply(task, env) -> None:
                ids = [r["expense_id"] for r in task.before if r["name"] in names]
                expense.delete_expenses(env.device, ids)
                env.execute(A.answer(text))
            return apply

        noise = next(r["name"] for r in p["rows"] if r["name"] not in p["names"])
        misses = [
            NearMiss("also deleted an expense not asked for", delete(p["present"] + [noise], right)),
            NearMiss("wrong count", delete(p["present"], _report(self, p["present"], p["missing"], p["left"] + 1))),
            NearMiss("no answer", leave_untouched),
        ]
        if p["missing"]:
            misses.append(NearMiss("claims it deleted the missing ones", delete(
                p["present"], self.say(en=f"I deleted {p['names_text']}. {p['left']} expenses are left.",
                                       zh=f"我删除了{p['names_text_zh']}。还剩{p['left']}笔支出。"))))
        if p["present"]:
            misses += [NearMiss("reported but did not delete", give_answer(right)),
                       NearMiss("claims every named expense is missing", give_answer(self.say(
                           en=f"None of {p['names_text']} exist, so nothing was deleted. "
                              f"{p['left'] + len(p['present'])} expenses are left.",
                           zh=f"{p['names_text_zh']}都不存在，所以什么都没有删除。"
                              f"还剩{p['left'] + len(p['present'])}笔支出。")))]
        return misses


def _join_zh(items: list[str], last: str) -> str:
    """``A、B和C`` (``last`` is 和 or 或)."""
    return "、".join(items[:-1]) + last + items[-1] if len(items) > 1 else items[0]


def _report(task: VenusTask, present: list[str], missing: list[str], left: int) -> str:
    """The report of the deletion, in the goal's language."""
    if task.language == "zh":
        it = "它" if len(missing) == 1 else "它们"
        return "".join(([f"我删除了{_join_zh(present, '和')}。"] if present else [])
                       + ([f"没有名为{_join_zh(missing, '或')}的支出，所以没有删除{it}。"] if missing else [])
                       + [f"还剩{left}笔支出。"])
    parts = []
    if present:
        parts.append(f"I deleted {' and '.join(present)}.")
    if missing:
        parts.append(f"There is no expense named {' or '.join(missing)}, so I could not delete "
                     f"{'it' if len(missing) == 1 else 'them'}.")
    return " ".join(parts + [f"{left} expenses are left."])


@register_task("venus")
class RefusalExpenseAddDuplicate(VenusTask):
    """Add an expense unless the very same one is already logged; then say when it was.

    Instances: ``new`` (nothing like it: add it), ``similar`` (same name, another amount:
    a different expense, add it) and, half of them, ``duplicate`` (same name and amount
    logged some days ago: add nothing, say it is already there or that nothing was added,
    and give the date it was logged, as the app's detail sheet shows it). ``new`` and
    ``similar`` are decided by state alone: mentioning the similar expense is fine. In the
    ``zh`` variant the expense (and the one logged before) has its Chinese name
    (``NAMES_ZH``): the agent types it in Chinese.
    """

    app_names = ("pro expense",)
    complexity = 3.0
    template = ("Add an expense to Pro Expense: {name}, ${amount_text}, category {category}. "
                "If I already logged this exact expense, don't add it again; tell me the date I logged it instead.")
    variant_texts = {"zh": ("在 Pro Expense 中添加一笔支出：{name}，${amount_text}，类别为 {category}。"
                            "如果我已经记过这笔一模一样的支出，就不要重复添加，而是告诉我当时是哪天记的。"),
                     "paraphrase": ("In Pro Expense, log an expense named {name} for ${amount_text} under the "
                                    "{category} category. "
                                    "Should that exact expense be recorded already, skip adding it and instead "
                                    "tell me which date I recorded it on.")}
    info = TaskInfo(Category.CF, PUDAM(2, 3, 4, 2, 2), Evaluation.STATE_AND_ANSWER, tags=("already",))
    may_change = MayChange(stores=("pro expense:expense",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        name = rng.choice(_NAMES)
        kind = rng.choice(("new", "similar", "duplicate", "duplicate"))  # half are conflicts
        amount, category = rng.randrange(500, 20000, 25), rng.randint(2, 11)
        rows = expense.noise_expenses(rng, rng.randint(5, 9))
        logged = None
        if kind != "new":
            logged = _row(rng, name, rng.randint(3, 40))
            logged["category"] = category
            if kind == "similar":
                logged["amount"] = amount + rng.choice((-1, 1)) * rng.randrange(100, 400, 25)
            else:
                logged["amount"] = amount
            rows.append(logged)
            rng.shuffle(rows)
        params = {"name": name, "amount": amount, "amount_text": f"{amount / 100:.2f}", "kind": kind,
                  "category": expense.CATEGORIES[category], "category_id": category, "rows": rows,
                  "logged_day": _month_day(logged["created_date"]) if logged else None}
        if logged is None:
            return zh.with_data(params, name=NAMES_ZH[name])
        return zh.with_data(params, name=NAMES_ZH[name],
                            rows=[{**r, "name": NAMES_ZH[name]} if r is logged else r for r in rows])

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)

    def verify(self, env) -> float:
        p, report = self.params, env.report
        after = expense.list_expenses(env.device)
        if p["kind"] == "duplicate":
            said = claims(report)
            return float(rows_unchanged(self.before, after) and bool(said & {Claim.ALREADY, Claim.DID_NOT})
                         and stated_dates(report) == {tuple(p["logged_day"])})
        ids = {r["expense_id"] for r in self.before}
        added = [r for r in after if r["expense_id"] not in ids]
        kept = rows_unchanged(self.before, [r for r in after if r["expense_id"] in ids])
        return float(kept and len(added) == 1 and added[0]["name"].strip().casefold() == p["name"].casefold()
                     and added[0]["amount"] == p["amount"] and added[0]["category"] == p["category_id"])

    @property
    def optimal_steps(self) -> int:
        """The GUI solver's path (``solve_expense_add_duplicate``; the 5-10 rows fit on one
        screen): open Pro Expense; a logged expense of the name: its row (``duplicate``:
        the conflict on its detail sheet, then the answer: 3 in all) and Close; then +,
        the name, the amount, right scrolls of the category strip until the category
        shows, the category, Save."""
        p = self.params
        if p["kind"] == "duplicate":
            return 3
        return 1 + (2 if p["kind"] == "similar" else 0) + 3 + expense_category_scrolls(p["category"]) + 2

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        if p["kind"] == "duplicate":
            month, day = p["logged_day"]
            yield A.answer(self.say(
                en=f"You already logged {p['name']} (${p['amount_text']}) on {_MONTH_NAMES[month - 1]} {day}, "
                   "so I did not add it again.",
                zh=f"您已经在{month}月{day}日记录过{p['name']}（${p['amount_text']}），所以我没有再添加。"))
            return
        expense.add_expenses(env.device, [expense.row(p["name"], p["amount"], p["category_id"])])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params

        def add(amount: int, text: str | None = None):
            def apply(task, env) -> None:
                expense.add_expenses(env.device, [expense.row(p["name"], amount, p["category_id"])])
                if text:
                    env.execute(A.answer(text))
            return apply

        misses = [NearMiss("no answer, nothing added", leave_untouched),
                  NearMiss("added the wrong amount", add(p["amount"] + 100))]
        if p["kind"] == "duplicate":
            month, day = p["logged_day"]
            wrong = _MONTH_NAMES[month % 12] + f" {day}"
            misses += [NearMiss("added it twice", add(p["amount"])),
                       NearMiss("says already, wrong date", give_answer(self.say(
                           en=f"You already logged it on {wrong}.", zh=f"您已经在{month % 12 + 1}月{day}日记录过它了。"))),
                       NearMiss("says already, no date", give_answer(self.say(
                           en="You already logged this expense.", zh="您已经记录过这笔支出了。")))]
        else:
            misses += [NearMiss("claims it was already logged, adds nothing", give_answer(self.say(
                en=f"You already logged {p['name']} on Oct 3, so I did not add it.",
                zh=f"您已经在10月3日记录过{p['name']}，所以我没有添加。")))]
        return misses


_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                "October", "November", "December")


def _month_day(ms: int) -> list[int]:
    """[month, day] of a time in ms since the epoch, in the device's time zone (UTC, set up
    by ``--setup_device``)."""
    d = datetime.datetime.fromtimestamp(ms / 1000, tz=datetime.timezone.utc)
    return [d.month, d.day]
