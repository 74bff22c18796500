"""Vague instructions (VA) with a computation carried into another app: the user points at
a bill they wrote down and says how it is shared, naming neither the apps nor the sum
(``shared/reference/venusbench.md`` section 5: a Markor note with a calculation, the
calculator). The bill is a line of a Markor note; the shares go out as text messages,
read back from the SMS provider (``apps/sms``) with ``verifiers.quantities.stated_amounts``.
"""

from __future__ import annotations

import datetime
import random
from decimal import Decimal
from typing import Any, Iterator

from apps import contacts, markor, sms
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched
from verifiers.guard import MayChange
from verifiers.phones import same_number
from verifiers.quantities import stated_amounts

FRIENDS = (("Ana Ruiz", "Ana"), ("Ben Carter", "Ben"), ("Lena Park", "Lena"), ("Omar Haddad", "Omar"),
           ("Jonas Weber", "Jonas"), ("Mei Lin", "Mei"))
RESTAURANTS = ("Trattoria Nonna", "Casa Lupa", "The Green Fig", "Sakura House", "Bistro Marcel", "Taj Garden")
# Other lines of the note: (what, its Chinese, least and most cents)
OTHER_LINES = (("Lunch at Noodle Bar", "在面馆吃午饭", 1800, 4500), ("Groceries", "买菜", 3000, 9000),
               ("Taxi home", "打车回家", 1200, 3500), ("Cinema tickets", "电影票", 2400, 4800),
               ("Pharmacy", "药店", 900, 3000))
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _money(cents: int) -> str:
    return f"${cents // 100}.{cents % 100:02d}"


def share_matches(stated: Decimal, exact: Decimal) -> bool:
    """True if ``stated`` dollars is ``exact`` to the cent, rounded either way."""
    return abs(stated - exact) < Decimal("0.01")


@register_task("venus")
class VagueSplitDinnerBill(VenusTask):
    """"Last night's dinner is in my receipts note. We split it evenly - text everyone who
    came what they owe me.": Markor's ``receipts.md`` lists a few days of spending, one
    line "<date> - Dinner at <restaurant> with A, B[ and C]: $T" dated yesterday and an
    older dinner with other friends. Each of A, B[, C] must get text(s) stating their
    share T / (friends + 1) in dollars (rounded either way to the cent; the total may be
    mentioned too, no other dollar sum) and nobody else any message; the note and the
    contacts untouched. Splitting without the user, the older dinner, the total, whole
    dollars, a friend left out or someone who was not there texted fail."""

    app_names = ("markor", "simple sms messenger", "contacts")
    complexity = 4.0
    template = ("Last night's dinner is in my receipts note. We split it evenly - text everyone who came what they "
                "owe me.")
    variant_texts = {"zh": "昨晚的晚饭记在我的收据笔记里。我们平摊，给一起吃饭的每个人发短信，告诉他们该给我多少钱。",
                     "paraphrase": "My receipts note has last night's dinner in it. It's an even split, so message "
                                   "each person who was there how much they owe me."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 3, 2, 3), Evaluation.STATE, tags=("markor", "sms", "calculation"))
    may_change = MayChange(stores=("sms:messages",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        people = rng.sample(FRIENDS, 5)
        guests = people[:rng.choice((2, 2, 3))]
        decoys = [p for p in people if p not in guests][:2]
        while True:                    # a share that whole dollars or a two-way split cannot hit
            total = rng.randrange(6000, 24000)
            share = Decimal(total) / 100 / (len(guests) + 1)
            if Decimal("0.05") <= share % 1 <= Decimal("0.95"):
                break
        restaurant, decoy_restaurant = rng.sample(RESTAURANTS, 2)
        others = [(what, what_zh, rng.randrange(lo, hi), days) for (what, what_zh, lo, hi), days
                  in zip(rng.sample(OTHER_LINES, 3), sorted(rng.sample(range(0, 9), 3), reverse=True))]
        params = {"guests": [list(g) for g in guests], "decoys": [list(d) for d in decoys], "total": total,
                  "restaurant": restaurant, "decoy_restaurant": decoy_restaurant,
                  "decoy_total": rng.randrange(6000, 24000), "decoy_days": rng.randint(5, 12), "others": others,
                  "numbers": {name: f"+1 {rng.choice(('212', '415', '617'))}-555-{rng.randrange(10000):04d}"
                              for name, _ in people}}
        return params

    @property
    def share(self) -> Decimal:
        """The exact share of each person, in dollars."""
        return Decimal(self.params["total"]) / 100 / (len(self.params["guests"]) + 1)

    def _note(self, today: datetime.date) -> str:
        p = self.params

        def day(days_back: int) -> str:
            d = today - datetime.timedelta(days=days_back)
            return self.say(en=f"{MONTHS[d.month - 1]} {d.day}", zh=f"{d.month}月{d.day}日")

        def names(guests) -> str:
            firsts = [first for _, first in guests]
            return self.say(en=", ".join(firsts[:-1]) + " and " + firsts[-1], zh="、".join(firsts))

        lines = [(p["decoy_days"], self.say(en=f"Dinner at {p['decoy_restaurant']} with {names(p['decoys'])}",
                                             zh=f"和{names(p['decoys'])}在 {p['decoy_restaurant']} 吃晚饭"),
                  p["decoy_total"]),
                 (1, self.say(en=f"Dinner at {p['restaurant']} with {names(p['guests'])}",
                              zh=f"和{names(p['guests'])}在 {p['restaurant']} 吃晚饭"), p["total"])]
        lines += [(days, self.say(en=what, zh=what_zh), cents) for what, what_zh, cents, days in p["others"]]
        body = [f"{day(days)} - {what}: {_money(cents)}" for days, what, cents in sorted(lines, key=lambda x: -x[0])]
        return self.say(en="# Receipts\n\n", zh="# 收据\n\n") + "\n".join(body) + "\n"

    def setup(self, env) -> None:
        p = self.params
        dev = env.device
        today = datetime.datetime.fromtimestamp(sms.now_ms(dev) / 1000, datetime.timezone.utc).date()
        self.notes = {"receipts.md": self._note(today),
                      "packing.md": self.say(en="- passport\n- charger\n", zh="- 护照\n- 充电器\n"),
                      "ideas.md": self.say(en="Try the new bakery on Elm Street.\n", zh="去试试榆树街的新面包店。\n")}
        markor.write_notes(dev, self.notes, clear=True)
        sms.make_default_sms_app(dev)
        sms.clear_messages(dev)
        contacts.clear_contacts(dev)
        contacts.add_contacts(dev, list(p["numbers"].items()))
        self.before = self._messages(env)
        self.people = contacts.list_contacts(dev)

    @staticmethod
    def _messages(env) -> list[tuple[str, str, int]]:
        return [(m.address, m.body, m.type) for m in sms.list_messages(env.device, "all")]

    def verify(self, env) -> float:
        p = self.params
        after = self._messages(env)
        added = [m for m in after if m not in self.before]
        if len(after) != len(self.before) + len(added) or any(kind != sms.TYPE_SENT for _, _, kind in added) \
                or markor.read_notes(env.device) != self.notes or contacts.list_contacts(env.device) != self.people:
            return 0.0
        guests = [p["numbers"][name] for name, _ in p["guests"]]
        if any(not any(same_number(address, g) for g in guests) for address, _, _ in added):
            return 0.0                                    # someone who was not there got a text
        total = Decimal(p["total"]) / 100
        for number in guests:
            said = stated_amounts("\n".join(body for address, body, _ in added if same_number(address, number)),
                                  "USD")
            if not any(share_matches(v, self.share) for v in said) \
                    or any(not share_matches(v, self.share) and v != total for v in said):
                return 0.0
        return 1.0

    # ------------------------------------------------------------------ reference
    def _text(self, names, amount: Decimal):
        """An apply: each of ``names`` (full names) texted ``amount`` dollars."""
        def apply(task, env) -> None:
            cents = int((amount * 100).to_integral_value())
            msgs = [sms.Sms(task.params["numbers"][name],
                            task.say(en=f"Dinner last night came to {_money(task.params['total'])}; your share is "
                                        f"{_money(cents)}.", zh=f"昨晚的晚饭你的份额是{_money(cents)}。"),
                            sms.now_ms(env.device), sms.TYPE_SENT) for name in names]
            sms.add_messages(env.device, msgs)
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        self._text([name for name, _ in self.params["guests"]], self.share)(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        guests = [name for name, _ in p["guests"]]
        total = Decimal(p["total"]) / 100
        return [
            NearMiss("split between the friends only", self._text(guests, total / len(guests))),
            NearMiss("the older dinner split", self._text(guests, Decimal(p["decoy_total"]) / 100 / (len(guests) + 1))),
            NearMiss("the whole bill to each", self._text(guests, total)),
            NearMiss("whole dollars", self._text(guests, self.share.to_integral_value())),
            NearMiss("a friend left out", self._text(guests[1:], self.share)),
            NearMiss("someone who was not there texted too", self._text([*guests, p["decoys"][0][0]], self.share)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # Markor, receipts.md; SMS Messenger, new conversation; per friend: the name, the
        # contact, the message, send, and "Navigate up" back to New conversation between
        # friends; done
        friends = len(self.params["guests"])
        return 4 + 4 * friends + (friends - 1) + 1
