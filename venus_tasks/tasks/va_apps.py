"""Vague instructions (VA) over apps: the user mentions money spent or received, or
something to remember, without saying which app or fields (``shared/reference/venusbench.md``
section 5, "I spent $X on education..."). Each acceptance rule is read from the app's
store through ``apps/`` helpers: exactly one new item with the seeded values, every other
item untouched.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts, expense, markor, sms
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.answer import KeyFacts, mentions
from verifiers.facts import durations
from verifiers.guard import MayChange
from verifiers.phones import same_number
from verifiers.state import rows_unchanged

_CATEGORY_ID = {name: cid for cid, name in expense.CATEGORIES.items()}


def _now_ms(device) -> int:
    return int(float(device.run(["date", "+%s"]).strip()) * 1000)


def _add_row(name: str, cents: int, category: str):
    """An apply: one row as the entry screen saves it now."""
    def apply(task, env) -> None:
        now = _now_ms(env.device)
        expense.add_expenses(env.device, [expense.row(name, cents, _CATEGORY_ID[category], now)])
    return apply


class _VagueMoney(VenusTask):
    """"I just spent / got $X for <item>": Pro Expense must end with exactly one new row,
    dated now (created after the episode started), with a non-empty name, the amount X to
    the cent and the category ``ITEMS`` gives the item; the seeded rows untouched.
    Subclasses set ``ITEMS``: (item, its Chinese wording, the category, a fitting name)."""

    app_names = ("pro expense",)
    complexity = 2.0
    may_change = MayChange(stores=("pro expense:expense",))
    ITEMS: tuple[tuple[str, str, str, str], ...] = ()

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        item, item_zh, category, name = rng.choice(cls.ITEMS)
        cents = rng.randrange(1200, 25000)
        if rng.random() < 0.4:
            cents -= cents % 100                     # whole dollars too
        rows = expense.noise_expenses(rng, rng.randint(3, 6))
        amount = f"{cents // 100}.{cents % 100:02d}" if cents % 100 else str(cents // 100)
        return {"item": item, "item_zh": item_zh, "category": category, "name": name, "cents": cents,
                "amount": amount, "rows": rows}

    def setup(self, env) -> None:
        expense.reset(env.device)
        expense.add_expenses(env.device, self.params["rows"])
        self.before = expense.list_expenses(env.device)
        self.start_ms = _now_ms(env.device) - 1000

    def verify(self, env) -> float:
        p = self.params
        after = expense.list_expenses(env.device)
        old_ids = {r["expense_id"] for r in self.before}
        new = [r for r in after if r["expense_id"] not in old_ids]
        if len(new) != 1 or not rows_unchanged(self.before, [r for r in after if r["expense_id"] in old_ids]):
            return 0.0
        (r,) = new
        ok = ((r["name"] or "").strip() != "" and r["amount"] == p["cents"]
              and r["category"] == _CATEGORY_ID[p["category"]] and r["created_date"] >= self.start_ms)
        return 1.0 if ok else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        _add_row(p["name"], p["cents"], p["category"])(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        wrong = "Others" if p["category"] != "Others" else "Food"
        return [
            NearMiss(f"category {wrong}", _add_row(p["name"], p["cents"], wrong)),
            NearMiss("amount off by a dollar", _add_row(p["name"], p["cents"] + 100, p["category"])),
            NearMiss("amount in dollars, not cents", _add_row(p["name"], p["cents"] // 100, p["category"])),
            NearMiss("logged twice", then(_add_row(p["name"], p["cents"], p["category"]),
                                          _add_row(p["name"], p["cents"], p["category"]))),
            NearMiss("no name", _add_row("", p["cents"], p["category"])),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open, +, name, amount, scrolls of the category strip, the category, Save, done
        return 7 + _CATEGORY_SCROLLS[self.params["category"]]


# Right-scrolls of the entry screen's category strip before a category shows (the strip
# lists Income, Food, Housing, Social, ... Others; each scroll brings in one more card).
_CATEGORY_SCROLLS = {"Income": 0, "Food": 0, "Housing": 0, "Social": 0, "Entertainment": 1,
                     "Transportation": 2, "Clothes": 3, "Health Care": 4, "Education": 5, "Donation": 6,
                     "Others": 7}


@register_task("venus")
class VagueSpentOnItem(_VagueMoney):
    """Money spent on an item whose category the agent infers (a textbook: Education, a bus
    pass: Transportation, ...); Income, Others or a neighbouring category fails."""

    template = "I just spent ${amount} on {item}."
    variant_texts = {"zh": "我刚刚在{item_zh}上花了 {amount} 美元。",
                     "paraphrase": "Just paid ${amount} for {item}."}
    info = TaskInfo(Category.VA, PUDAM(3, 4, 3, 2, 2), Evaluation.STATE, tags=("expense",))
    ITEMS = (
        ("a used calculus textbook", "一本二手微积分课本", "Education", "Calculus textbook"),
        ("a monthly bus pass", "一张公交月票", "Transportation", "Bus pass"),
        ("a new rain jacket", "一件新雨衣", "Clothes", "Rain jacket"),
        ("a flu shot at the clinic", "在诊所打的流感疫苗", "Health Care", "Flu shot"),
        ("two concert tickets", "两张演唱会门票", "Entertainment", "Concert tickets"),
        ("this week's groceries", "这周的食品杂货", "Food", "Groceries"),
    )


@register_task("venus")
class VagueGotPaid(_VagueMoney):
    """Money received for work: one Income row (a spending category fails)."""

    template = "My client just paid me ${amount} for {item}. Keep track of it."
    variant_texts = {"zh": "客户刚付给我 {amount} 美元，是{item_zh}的报酬。帮我记下来。",
                     "paraphrase": "A client has just sent me ${amount} for {item}. Please record it."}
    info = TaskInfo(Category.VA, PUDAM(3, 4, 2, 2, 2), Evaluation.STATE, tags=("expense", "income"))
    ITEMS = (
        ("a logo design", "设计一个标志", "Income", "Logo design"),
        ("translating a brochure", "翻译一本宣传册", "Income", "Brochure translation"),
        ("fixing their website", "修复他们的网站", "Income", "Website fix"),
        ("a wedding photo shoot", "拍婚礼照片", "Income", "Wedding photos"),
    )


# ------------------------------------------------------------------ Markor
_OTHER_NOTES = (("meeting_notes.md", "Budget review moved to Thursday.\n"),
                ("book_ideas.md", "A mystery set in a lighthouse.\n"),
                ("workout_log.txt", "Ran 5 km on Monday.\n"))


@register_task("venus")
class VagueShoppingReminder(VenusTask):
    """"I keep forgetting what to buy: A, B and C": exactly one new note (any name, any
    folder) in Markor whose text mentions every item (``verifiers.answer.mentions``, on word
    boundaries and case-insensitive); the seeded notes unchanged. In the ``zh`` variant the
    items are Chinese (``GOODS_ZH``): the note must hold them in Chinese."""

    app_names = ("markor",)
    complexity = 2.0
    template = "I always forget what to pick up at the store. This time it's {items}."
    variant_texts = {"zh": "我总是忘记去商店要买什么。这次要买的是：{items}。",
                     "paraphrase": "Every time I'm at the shop I forget what I came for; today I need {items}."}
    info = TaskInfo(Category.VA, PUDAM(1, 4, 2, 2, 2), Evaluation.STATE, tags=("markor", "note"))
    may_change = MayChange(stores=("markor:*",))
    GOODS = ("oat milk", "eggs", "basil", "rye bread", "lemons", "coffee filters", "rice", "dish soap",
             "tomatoes", "butter", "honey", "batteries")
    GOODS_ZH = {"oat milk": "燕麦奶", "eggs": "鸡蛋", "basil": "罗勒", "rye bread": "黑麦面包", "lemons": "柠檬",
                "coffee filters": "咖啡滤纸", "rice": "大米", "dish soap": "洗洁精", "tomatoes": "西红柿",
                "butter": "黄油", "honey": "蜂蜜", "batteries": "电池"}

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        goods = rng.sample(cls.GOODS, rng.randint(3, 4))
        params = {"goods": goods, "items": ", ".join(goods[:-1]) + " and " + goods[-1],
                  "others": rng.sample(range(len(_OTHER_NOTES)), 2)}
        chinese = [cls.GOODS_ZH[g] for g in goods]
        return zh.with_data(params, goods=chinese, items="、".join(chinese[:-1]) + "和" + chinese[-1])

    def setup(self, env) -> None:
        notes = dict(_OTHER_NOTES[i] for i in self.params["others"])
        markor.write_notes(env.device, notes, clear=True)
        self.before = notes

    def verify(self, env) -> float:
        after = markor.read_notes(env.device)
        if any(after.get(path) != text for path, text in self.before.items()):
            return 0.0
        new = [text for path, text in after.items() if path not in self.before]
        ok = len(new) == 1 and all(mentions(new[0], g) for g in self.params["goods"])
        return 1.0 if ok else 0.0

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.write_note(env.device, "shopping_list.md", "\n".join(f"- {g}" for g in self.params["goods"]) + "\n")
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        goods = self.params["goods"]

        def note(path: str, items) -> Any:
            def apply(task, env) -> None:
                markor.write_note(env.device, path, "\n".join(items) + "\n")
            return apply

        first, first_text = _OTHER_NOTES[self.params["others"][0]]
        return [
            NearMiss("one item left out", note("shopping_list.md", goods[:-1])),
            NearMiss("split over two notes", then(note("shopping_1.md", goods[:2]), note("shopping_2.md", goods[2:]))),
            NearMiss("written into an existing note", note(first, [first_text.rstrip(), *goods])),
            NearMiss("an item misspelled into another word", note("shopping_list.md",
                                                               [_misspelt(g) for g in goods])),
            NearMiss("an empty note", note("shopping_list.md", [""])),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open Markor, +, name, OK, type the list, back (hides the keyboard), back (saves), done
        return 8


def _misspelt(item: str) -> str:
    """Another word close to ``item``: an ``s`` added or dropped; a Chinese item loses its
    last character (鸡蛋 -> 鸡)."""
    if "\u3400" <= item[-1] <= "\u9fff":
        return item[:-1]
    return item + "s" if not item.endswith("s") else item[:-1]


# ------------------------------------------------------------------ SMS
_FRIENDS = (("Ben Carter", "Ben"), ("Ana Ruiz", "Ana"), ("Lena Park", "Lena"), ("Omar Haddad", "Omar"))
_LATE = KeyFacts((("late", "running behind", "delayed", "迟到", "晚到", "晚点", "来晚", "晚一点", "晚些"),))


@register_task("venus")
class VagueLateForDinner(VenusTask):
    """"Stuck in traffic, about N minutes late for dinner with <first name>": exactly one new
    SMS, sent, to that contact's number (``verifiers.phones.same_number``; another contact
    fails), saying it is late (``_LATE``, English or Chinese) and giving the delay
    (``verifiers.facts.durations`` of the body is exactly N minutes); the earlier
    messages and the contacts untouched."""

    app_names = ("simple sms messenger", "contacts")
    complexity = 2.0
    may_change = MayChange(stores=("sms:messages",))
    template = "I'm stuck in traffic and will be about {minutes} minutes late for dinner with {first}."
    variant_texts = {"zh": "我堵在路上了，和 {first} 的晚饭大概要迟到 {minutes} 分钟。",
                     "paraphrase": "Traffic is terrible; I'll reach dinner with {first} roughly {minutes} "
                                   "minutes behind schedule."}
    info = TaskInfo(Category.VA, PUDAM(1, 4, 2, 2, 2), Evaluation.STATE, tags=("sms", "contacts"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        people = rng.sample(_FRIENDS, 3)
        numbers = [f"{rng.choice(('212', '415', '617'))}-555-{rng.randrange(10000):04d}" for _ in people]
        return {"name": people[0][0], "first": people[0][1], "number": numbers[0],
                "minutes": rng.choice((10, 15, 20, 25, 30)),
                "others": [[p[0], n] for p, n in zip(people[1:], numbers[1:])]}

    def setup(self, env) -> None:
        p = self.params
        sms.make_default_sms_app(env.device)
        sms.clear_messages(env.device)
        contacts.clear_contacts(env.device)
        contacts.add_contacts(env.device, [(name, number) for name, number in [[p["name"], p["number"]], *p["others"]]])
        self.before = self._messages(env)
        self.people = contacts.list_contacts(env.device)

    @staticmethod
    def _messages(env) -> list[tuple[str, str, int]]:
        return [(m.address, m.body, m.type) for m in sms.list_messages(env.device, "all")]

    def verify(self, env) -> float:
        p = self.params
        after = self._messages(env)
        added = [m for m in after if m not in self.before]
        if len(after) != len(self.before) + 1 or len(added) != 1 or contacts.list_contacts(env.device) != self.people:
            return 0.0
        address, body, kind = added[0]
        ok = (kind == sms.TYPE_SENT and same_number(address, p["number"]) and _LATE.passes(body)
              and durations(body) == {60 * p["minutes"]})   # the user's own "about N minutes"
        return 1.0 if ok else 0.0

    def _send(self, number: str, text: str):
        def apply(task, env) -> None:
            sms.add_messages(env.device, [sms.Sms(number, text, sms.now_ms(env.device), sms.TYPE_SENT)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        self._send(p["number"], self.say(en=f"Stuck in traffic, I'll be about {p['minutes']} minutes late. Sorry!",
                                         zh=f"我堵车了，大概会迟到{p['minutes']}分钟，抱歉！"))(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        n, number = p["minutes"], p["number"]
        text = f"Stuck in traffic, I'll be about {n} minutes late. Sorry!"
        return [
            NearMiss("to another contact", self._send(p["others"][0][1], text)),
            NearMiss("the wrong delay", self._send(number, text.replace(str(n), str(n + 5)))),
            NearMiss("no delay given", self._send(number, "Stuck in traffic, I'll be late. Sorry!")),
            NearMiss("the delay without saying late", self._send(number, f"See you in {n} minutes!")),
            NearMiss("sent twice", then(self._send(number, text), self._send(number, text))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open, new conversation, type the name, tap the contact, type, send, done
        return 7
