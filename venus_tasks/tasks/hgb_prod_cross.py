"""Hard GUI browsing (HGB) across apps: which people on the Simple Calendar Pro event list
are my contacts, within a date range. (Issue 27 retired the first day of a week free of both
events and tasks due: three steps answered it.)

Counts are read with ``hgb_prod_calendar.count_stated`` (a counted noun, or a bare
number other than the range's days).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import prod_seed as S
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.tasks.hgb_prod_calendar import count_stated

PEOPLE_NOUNS = ("contact", "person", "people", "friend", "联系人", "位", "个", "人")


def phone(rng: random.Random, taken: set[str]) -> str:
    """A fresh US-style number ``"415-555-0123"``."""
    while True:
        n = f"{rng.choice(('212', '312', '415', '617', '206'))}-555-{rng.randrange(100, 10000):04d}"
        if n not in taken:
            taken.add(n)
            return n


@register_task("venus")
class GUIBrowsingContactsWithEvents(VenusTask):
    """Count my contacts who have an event with them ("Coffee with <name>") in a week.

    Decoys: one contact has two such events (counted once), a person who is not a
    contact has one in the week, a contact has one outside it. Success: the answer
    states that count and no other.
    """

    app_names = ("contacts", "simple calendar pro")
    complexity = 1.5
    template = ("How many of my contacts have an event with them in Simple Calendar Pro between {start} and {end} "
                "(inclusive)?")
    variant_texts = {"zh": "在 Simple Calendar Pro 里，{start_zh}到{end_zh}（含）之间，有几位我的联系人和我有活动（标题里写着他们的名字）？",
                     "paraphrase": "Between {start} and {end}, how many different people from my contacts do I "
                                   "have events with in Simple Calendar Pro?"}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 1, 3), Evaluation.ANSWER,
                    tags=("cross-app", "contacts", "calendar", "count"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        start = rng.randint(16, 23)
        week = list(range(start, start + 7))
        people = rng.sample(S.PEOPLE, 10)
        mine, stranger = people[:8], people[8]
        k = rng.randint(2, 3)
        met = rng.sample(mine, k + 1)
        plan = [(p, rng.choice(week)) for p in met[:k]] + [(met[0], rng.choice(week)), (stranger, rng.choice(week)),
                                                             (met[k], rng.choice((start - 1, start + 7)))]
        events = [{"title": f"{rng.choice(S.MEETINGS)} {name}", "start": S.ts(day, h), "end": S.ts(day, h + 1),
                   "location": rng.choice(S.LOCATIONS)}
                  for (name, day), h in zip(plan, rng.sample((8, 9, 10, 12, 13, 15, 16, 17), len(plan)))]
        day = rng.choice(week)
        events.append({"title": rng.choice(S.EVENT_TITLES), "start": S.ts(day, 19), "end": S.ts(day, 20),
                       "location": rng.choice(S.LOCATIONS)})
        events.sort(key=lambda e: e["start"])
        taken: set[str] = set()
        return {"start": S.day_text(start), "end": S.day_text(start + 6), "start_zh": S.day_zh(start),
                "end_zh": S.day_zh(start + 6), "start_day": start, "events": events, "count": k,
                "contacts": [{"name": n, "number": phone(rng, taken)} for n in sorted(mine)]}

    def setup(self, env) -> None:
        contacts.clear_contacts(env.device)
        for c in self.params["contacts"]:
            contacts.add_contact(env.device, c["name"], c["number"])
        S.seed_events(env.device, self.params["events"])

    @property
    def optimal_steps(self) -> int:
        return 3      # open Contacts (the names), open the calendar (the events), answer

    def verify(self, env) -> float:
        s = self.params["start_day"]
        return float(count_stated(env.answer, PEOPLE_NOUNS, set(range(s, s + 7)) | {2023, 10})
                     == {self.params["count"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        k = self.params["count"]
        yield A.JSONAction(A.OPEN_APP, app_name="Simple Calendar Pro")
        yield A.answer(self.say(en=f"{k} contacts.", zh=f"有{k}位联系人。"))

    def near_misses(self) -> list[NearMiss]:
        k = self.params["count"]
        return [
            NearMiss("the stranger or the repeat counted", give_answer(f"{k + 1} contacts.")),
            NearMiss("every named event in the list", give_answer(f"{k + 3} people.")),
            NearMiss("one missed", give_answer(f"{k - 1} contacts.")),
            NearMiss("hedge", give_answer(f"{k} or {k + 1} people.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]


