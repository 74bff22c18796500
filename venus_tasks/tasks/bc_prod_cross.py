"""Browsecomp-like (BC) across productivity apps: the constraints live in different apps
(Simple Calendar Pro and Contacts), so the answer needs both. (The Calendar + Tasks, SMS +
Broccoli and Tasks + Pro Expense lookups that were here were retired in issue 26: a short
lookup solved them, 3-17 optimal steps.)

As in ``bc``: exactly one item meets every constraint, checked in ``sample_params`` for
every seed; decoys each break one; the answer is an exact listing over every item of its
kind on the device.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import prod_seed as S
from venus_tasks.tasks.bc_prod_apps import only
from venus_tasks.tasks.common import answer_misses, give_answer
from verifiers.lists import exact_listing


def _seed_contacts(device, people: list[dict]) -> None:
    contacts.clear_contacts(device)
    for p in people:
        contacts.add_contact(device, p["name"], p["number"])


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
    info = TaskInfo(Category.BC, PUDAM(2, 3, 3, 1, 3), Evaluation.ANSWER,
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
