"""Browsecomp-like (BC) across productivity apps: the constraints live in different apps
(Simple Calendar Pro and Tasks; SMS Messenger and Broccoli; Simple Calendar Pro and
Contacts; Tasks and Pro Expense), so the answer needs both.

As in ``bc``: exactly one item meets every constraint, checked in ``sample_params`` for
every seed; decoys each break one; the answer is an exact listing over every item of its
kind on the device.
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from apps import contacts, expense, sms
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import prod_seed as S
from venus_tasks.tasks.bc_prod_apps import only
from venus_tasks.tasks.common import answer_misses, give_answer
from venus_tasks.tasks.hgb_prod_cross import phone
from verifiers.lists import exact_listing


def _person(name: str) -> tuple[str, str]:
    return (name, name.split()[0])


def _seed_contacts(device, people: list[dict]) -> None:
    contacts.clear_contacts(device)
    for p in people:
        contacts.add_contact(device, p["name"], p["number"])


# ------------------------------------------------------------------ Calendar + Tasks
@register_task("venus")
class BrowsecompTaskOnEventDay(VenusTask):
    """Name the High-priority task due on the day of my event at location L (the location
    is on the event's screen, the priority on the task's).

    Decoys: a lower-priority task due that day, a High task due on another event's day,
    a High task due the day after.
    """

    app_names = ("simple calendar pro", "tasks")
    complexity = 2.0
    template = ("Which task with High priority in the Tasks app is due on the same day as my event at {location} in "
                "Simple Calendar Pro? Answer with the task's title.")
    variant_texts = {"zh": "Tasks 应用里哪个高优先级（High）任务的到期日，和我在 Simple Calendar Pro 里位于 {location} 的活动是同一天？"
                           "请回答任务标题。",
                     "paraphrase": "I have an event at {location} in Simple Calendar Pro. Which High priority task "
                                   "in the Tasks app is due that same day? Give me its title."}
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER,
                    tags=("multi-constraint", "cross-app", "calendar", "tasks"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        location, *others = rng.sample(S.LOCATIONS, 6)
        days = rng.sample(range(16, 30), 6)
        day, other_day = days[0], days[1]
        titles = rng.sample(S.EVENT_TITLES, 6)
        events = [{"title": t, "start": S.ts(d, h), "end": S.ts(d, h + 1), "location": loc, "day": d}
                  for t, d, h, loc in zip(titles, days, rng.sample((9, 10, 11, 14, 15, 16), 6), [location, *others])]
        events.sort(key=lambda e: e["start"])
        names = rng.sample(S.TASK_TITLES, 8)
        rows = [("target", "high", day), ("lower priority", rng.choice(("medium", "low")), day),
                ("other event's day", "high", other_day), ("day after", "high", day + 1)]
        rows += [("filler", rng.choice(("medium", "low", "none", "high")),
                  rng.choice([d for d in range(16, 31) if d not in (day, day + 1)])) for _ in range(4)]
        tasks = [{"role": role, "title": n, "priority": pr, "due": S.ts(d, 18), "day": d}
                 for (role, pr, d), n in zip(rows, names)]
        rng.shuffle(tasks)
        target = only(tasks, lambda t: t["priority"] == "high" and t["day"] == day)
        return {"location": location, "events": events, "tasks": tasks, "answer": target["title"],
                "opened": next(i for i, e in enumerate(events) if e["location"] == location),
                "due_that_day": sum(t["day"] == day for t in tasks)}

    def setup(self, env) -> None:
        S.seed_events(env.device, self.params["events"])
        S.seed_tasks(env.device, self.params["tasks"])

    @property
    def optimal_steps(self) -> int:
        # open the calendar, open and leave the events before the one at L, open it; open
        # Tasks, open and leave each task due that day; answer
        p = self.params
        return 1 + 2 * p["opened"] + 1 + 1 + 2 * p["due_that_day"] + 1

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [t["title"] for t in self.params["tasks"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="Tasks")
        yield A.answer(self.say(en=f"\"{t}\".", zh=f"是“{t}”。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        roles = {t["role"]: t["title"] for t in p["tasks"]}
        return [NearMiss("the lower-priority task that day", give_answer(roles["lower priority"])),
                NearMiss("the High task of another event's day", give_answer(roles["other event's day"])),
                NearMiss("the High task of the day after", give_answer(roles["day after"])),
                *answer_misses(p["answer"], roles["lower priority"],
                               [t["title"] for t in p["tasks"] if t["role"] != "filler"])]


# ------------------------------------------------------------------ SMS + Broccoli
_DISH_TEXTS = ("Made your {} last night, it was amazing!", "Could you send me the {} recipe?",
               "I'm bringing {} to the potluck on Saturday.")
_OTHER_TEXTS = ("Running ten minutes late.", "Did you see the game yesterday?", "Thanks for the ride!",
                "Are we still on for Friday?", "Call me when you can.")
_T0 = 1_696_800_000_000          # 2023-10-08 21:20 UTC, the week before the device's today


@register_task("venus")
class BrowsecompSmsRecipeSender(VenusTask):
    """Name who sent me the latest text that mentions one of my Broccoli recipes by name.

    Decoys: a newer text about a dish that is not in Broccoli, an older text about
    another recipe. Which dishes are recipes is only in Broccoli; the texts are in SMS
    Messenger (one conversation each, newest first).
    """

    app_names = ("simple sms messenger", "contacts", "broccoli")
    complexity = 1.5
    template = ("Who sent me the most recent text message that mentions one of my Broccoli recipes by name? Answer "
                "with the sender's name.")
    variant_texts = {"zh": "最近一条提到我 Broccoli 里某道菜谱名称的短信是谁发来的？请回答发件人的名字。",
                     "paraphrase": "Of the texts I received that name one of the recipes saved in Broccoli, which is "
                                   "the newest, and who sent it?"}
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 1, 3), Evaluation.ANSWER,
                    tags=("multi-constraint", "cross-app", "sms", "recipes"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        dishes = rng.sample(S.DISHES, 8)
        recipes, strangers = dishes[:6], dishes[6:]
        people = rng.sample(S.PEOPLE, 7)
        taken: set[str] = set()
        t = _T0
        plan = [("filler", None)] * rng.randint(0, 1) + [("not a recipe", strangers[0])]
        plan += [("filler", None)] * rng.randint(0, 1) + [("target", recipes[0])]
        plan += [("filler", None)] * rng.randint(0, 1) + [("older recipe", recipes[1])]
        plan += [("filler", None)] * (7 - len(plan))
        messages = []
        for (role, dish), name in zip(plan, people):
            body = rng.choice(_DISH_TEXTS).format(dish) if dish else rng.choice(_OTHER_TEXTS)
            t -= rng.randrange(3_600_000, 20 * 3_600_000, 60_000)
            messages.append({"role": role, "name": name, "number": phone(rng, taken), "body": body, "date": t})
        target = only(messages, lambda m: any(r.lower() in m["body"].lower() for r in recipes)
                      and m["date"] == max(x["date"] for x in messages
                                           if any(r.lower() in x["body"].lower() for r in recipes)))
        return {"recipes": [{"title": r, "minutes": rng.randrange(15, 90, 5), "ingredients": rng.sample(S.INGREDIENTS, 5),
                             "categories": []} for r in recipes],
                "messages": messages, "answer": target["name"]}

    def setup(self, env) -> None:
        S.seed_recipes(env.device, self.params["recipes"])
        sms.make_default_sms_app(env.device)
        sms.clear_messages(env.device)
        _seed_contacts(env.device, self.params["messages"])
        oldest_first = sorted(self.params["messages"], key=lambda m: m["date"])    # as they arrived
        sms.add_messages(env.device, [sms.Sms(m["number"], m["body"], m["date"]) for m in oldest_first])

    @property
    def optimal_steps(self) -> int:
        return 3      # open Broccoli (the titles), open SMS Messenger (snippets newest first), answer

    def verify(self, env) -> float:
        universe = [_person(m["name"]) for m in self.params["messages"]]
        return float(exact_listing(env.answer, [_person(self.params["answer"])], universe))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        n = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        yield A.answer(self.say(en=f"{n}.", zh=f"是{n}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        roles = {m["role"]: m["name"] for m in p["messages"]}
        return [NearMiss("the newer text about a dish not in Broccoli", give_answer(roles["not a recipe"])),
                NearMiss("the older text about a recipe", give_answer(roles["older recipe"])),
                *answer_misses(p["answer"], roles["older recipe"], [m["name"] for m in p["messages"]])]


# ------------------------------------------------------------------ Calendar + Contacts
_AREAS = ("212", "312", "415", "617", "206")


@register_task("venus")
class BrowsecompEventOrganizerPhone(VenusTask):
    """Name the event after date D organised by a contact whose number starts with P (the
    organiser is in the event's description, the number on the contact's card).

    Decoys: an event on or before D organised by another P contact; events after D
    organised by contacts with other area codes.
    """

    app_names = ("simple calendar pro", "contacts")
    complexity = 3.0
    template = ("Which event in Simple Calendar Pro after {after} is organised by a contact whose phone number starts "
                "with {prefix}? Answer with the event's title.")
    variant_texts = {"zh": "Simple Calendar Pro 里 {after_zh} 之后的活动中，哪一个的组织者（Organizer）是电话号码以 {prefix} 开头的联系人？"
                           "请回答活动标题。",
                     "paraphrase": "After {after}, one event in Simple Calendar Pro is organised by a contact whose "
                                   "number begins with {prefix}. What is the event called?"}
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 2, 4), Evaluation.ANSWER,
                    tags=("multi-constraint", "cross-app", "calendar", "contacts"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        prefix, *areas = rng.sample(_AREAS, 4)
        after = rng.randint(19, 23)
        people = rng.sample(S.PEOPLE, 7)
        taken: set[str] = set()

        def number(area: str) -> str:
            while True:
                n = f"{area}-555-{rng.randrange(100, 10000):04d}"
                if n not in taken:
                    taken.add(n)
                    return n

        plan = [("target", prefix, rng.randint(after + 1, 30)), ("on or before", prefix, rng.randint(16, after)),
                ("other prefix", rng.choice(areas), rng.randint(after + 1, 30)),
                ("other prefix", rng.choice(areas), rng.randint(after + 1, 30)),
                ("filler", rng.choice(areas), rng.randint(16, 30))]
        titles = rng.sample(S.EVENT_TITLES, len(plan))
        hours = rng.sample((8, 9, 10, 11, 13, 14, 15, 16, 17), len(plan))
        contacts_, events = [], []
        for (role, area, day), name, title, h in zip(plan, people, titles, hours):
            contacts_.append({"name": name, "number": number(area)})
            events.append({"role": role, "title": title, "day": day, "start": S.ts(day, h), "end": S.ts(day, h + 1),
                           "location": rng.choice(S.LOCATIONS), "organizer": name,
                           "description": f"Organizer: {name}"})
        contacts_ += [{"name": n, "number": number(rng.choice(_AREAS))} for n in people[len(plan):]]
        events.sort(key=lambda e: e["start"])
        numbers = {c["name"]: c["number"] for c in contacts_}
        target = only(events, lambda e: e["day"] > after and numbers[e["organizer"]].startswith(prefix))
        return {"after": S.day_text(after), "after_zh": S.day_zh(after), "after_day": after, "prefix": prefix,
                "contacts": sorted(contacts_, key=lambda c: c["name"]), "events": events, "answer": target["title"],
                "n_after": sum(e["day"] > after for e in events)}

    def setup(self, env) -> None:
        _seed_contacts(env.device, self.params["contacts"])
        S.seed_events(env.device, self.params["events"])

    @property
    def optimal_steps(self) -> int:
        # open the calendar, open and leave each event after the date (its organiser);
        # open Contacts, open and leave each of those organisers' cards; answer
        return 1 + 2 * self.params["n_after"] + 1 + 2 * self.params["n_after"] + 1

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [e["title"] for e in self.params["events"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="Simple Calendar Pro")
        yield A.answer(self.say(en=f"{t}.", zh=f"是 {t}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        before = next(e["title"] for e in p["events"] if e["role"] == "on or before")
        other = next(e["title"] for e in p["events"] if e["role"] == "other prefix")
        return [NearMiss("the event on or before the date", give_answer(before)),
                NearMiss("an event by another area code", give_answer(other)),
                *answer_misses(p["answer"], before, [e["title"] for e in p["events"] if e["day"] > p["after_day"]])]


# ------------------------------------------------------------------ Tasks + Pro Expense
@register_task("venus")
class BrowsecompExpenseOnTaskDueDay(VenusTask):
    """Name the Pro Expense expense over $M logged on the day a named task was due (an
    overdue task, listed with its due date in Tasks; an expense's date is on its detail
    sheet).

    Decoys: an expense of at most $M that day, one over $M on another task's due day,
    one over $M the day after.
    """

    app_names = ("tasks", "pro expense")
    complexity = 2.5
    template = ("Which expense of more than ${min_amount} in Pro Expense was logged on the day my task \"{task}\" "
                "was due in the Tasks app? Answer with the expense's name.")
    variant_texts = {"zh": "Tasks 应用里我的任务 \"{task}\" 到期的那一天，我在 Pro Expense 里记了一笔超过 ${min_amount} 的支出，"
                           "是哪一笔？请回答支出名称。",
                     "paraphrase": "On the day my task \"{task}\" was due (see the Tasks app) I logged an expense "
                                   "above ${min_amount} in Pro Expense. What is that expense called?"}
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER,
                    tags=("multi-constraint", "cross-app", "tasks", "expense"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        low = rng.choice((20, 30, 40, 50))
        days = rng.sample([(9, d) for d in range(18, 30)] + [(10, d) for d in range(2, 12)], 5)
        (month, day), other = days[0], days[1]
        titles = rng.sample(S.TASK_TITLES, 5)
        tasks = [{"title": t, "priority": rng.choice(tuple(S.PRIORITY)), "due": S.ts(d, 17, m)}
                 for t, (m, d) in zip(titles, days)]
        names = [r["name"] for r in expense.noise_expenses(rng, 9, set(S.TASK_TITLES))]
        over = lambda: rng.randrange(low * 100 + 150, low * 100 + 9000, 5)    # noqa: E731
        taken = {(month, day), other, (month, day + 1)}
        plan = [("target", over(), (month, day)), ("too cheap", rng.randrange(low * 100 - 1500, low * 100 + 1, 5),
                                                 (month, day)),
                ("other task's day", over(), other), ("day after", over(), (month, day + 1))]
        free = [(9, d) for d in range(15, 31)] + [(10, d) for d in range(1, 13)]
        plan += [("filler", rng.randrange(500, 12000, 5), rng.choice([x for x in free if x not in taken]))
                 for _ in range(5)]
        rows = [{"role": role, "name": n, "amount": cents, "category": rng.choice((3, 5, 6, 7)),
                 "time_ms": S.ts(d, rng.uniform(8, 20), m) * 1000} for (role, cents, (m, d)), n in zip(plan, names)]
        target = only(rows, lambda r: r["amount"] > low * 100 and _day_of(r["time_ms"]) == (month, day))
        return {"min_amount": low, "task": titles[0], "tasks": tasks, "rows": rows, "answer": target["name"],
                "over": sum(r["amount"] > low * 100 for r in rows)}

    def setup(self, env) -> None:
        S.seed_tasks(env.device, self.params["tasks"])
        expense.reset(env.device)
        expense.add_expenses(env.device, [expense.row(r["name"], r["amount"], r["category"], r["time_ms"])
                                          for r in self.params["rows"]])

    @property
    def optimal_steps(self) -> int:
        # open Tasks (due dates are listed), open Pro Expense, open and close the sheet of
        # each expense over the amount, answer
        return 2 + 2 * self.params["over"] + 1

    def verify(self, env) -> float:
        return float(exact_listing(env.answer, [self.params["answer"]], [r["name"] for r in self.params["rows"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        n = self.params["answer"]
        yield A.JSONAction(A.OPEN_APP, app_name="Pro Expense")
        yield A.answer(self.say(en=f"{n}.", zh=f"是 {n} 这笔。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        roles = {r["role"]: r["name"] for r in p["rows"]}
        return [NearMiss("the cheaper one that day", give_answer(roles["too cheap"])),
                NearMiss("the one on another task's due day", give_answer(roles["other task's day"])),
                NearMiss("the one the day after", give_answer(roles["day after"])),
                *answer_misses(p["answer"], roles["too cheap"], [r["name"] for r in p["rows"]])]


def _day_of(ms: int) -> tuple[int, int]:
    d = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc)
    return d.month, d.day
