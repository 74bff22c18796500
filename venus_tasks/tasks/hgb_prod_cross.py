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
from venus_tasks.tasks.hgb_apps import list_at_top
from venus_tasks.tasks.hgb_prod_calendar import count_stated

PEOPLE_NOUNS = ("contact", "person", "people", "friend", "联系人", "位", "个", "人")


def phone(rng: random.Random, taken: set[str]) -> str:
    """A fresh US-style number ``"415-555-0123"``."""
    while True:
        n = f"{rng.choice(('212', '312', '415', '617', '206'))}-555-{rng.randrange(100, 10000):04d}"
        if n not in taken:
            taken.add(n)
            return n


_GIVEN = ("Maya", "Liam", "Rosa", "Hugo", "Lena", "Ravi", "Dana", "Marco", "Helen", "Diego", "Ruth", "Henry",
          "Mina", "Lucas", "Daria", "Ryan", "Amara", "Felix", "Ines", "Jonas", "Keiko", "Omar", "Priya", "Tomas")
_FAMILY = ("Patel", "Ortiz", "Diaz", "Castillo", "Fischer", "Tanaka", "Whitaker", "Rossi", "Dubois", "Ferreira",
           "Keller", "Walsh", "Okafor", "Novak", "Kowalski", "Moreau", "Lindqvist", "Haddad", "Brennan", "Sato")
CONTACTS_IN_VIEW, CONTACTS_PER_SCROLL = 14, 5      # the Contacts list on the default phone (hgb_apps' figures)
HEADER_DP, EVENT_ROW_DP = 44, 72                   # records.list_page: a day's section title, a two-line row


@register_task("venus")
class GUIBrowsingContactsWithEvents(VenusTask):
    """Count my contacts who have an event with them ("Coffee with <name>") in a week:
    the 58-64 contacts fill five screens of Contacts, the month's 33-41 events fill the
    calendar's list, read down to the first event after the week.

    Decoys: one contact has two such events (counted once), people who are not contacts
    have events in the week, contacts have events before and after it. The count is 1-9
    (the commonest 13% of 200 instances). Success: the answer states that count and no
    other.
    """

    app_names = ("contacts", "simple calendar pro")
    complexity = 3.5
    template = ("How many of my contacts have an event with them in Simple Calendar Pro between {start} and {end} "
                "(inclusive)?")
    variant_texts = {"zh": "在 Simple Calendar Pro 里，{start_zh}到{end_zh}（含）之间，有几位我的联系人和我有活动（标题里写着他们的名字）？",
                     "paraphrase": "Between {start} and {end}, how many different people from my contacts do I "
                                   "have events with in Simple Calendar Pro?"}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER,
                    tags=("cross-app", "contacts", "calendar", "count", "scroll"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        start = rng.randint(16, 21)
        week = list(range(start, start + 7))
        people = rng.sample([f"{g} {f}" for g in _GIVEN for f in _FAMILY], 66)
        n = rng.randint(58, 64)          # five screens of 56dp rows (was 50-56 on 64dp rows)
        mine, strangers = people[:n], people[n:n + 2]
        # 1-9 (not 10: the month, a bare number the count reader skips); 4-7 let the blind
        # answer "5" win 29% (red-team, issue 25)
        k = rng.randint(1, 9)
        met = rng.sample(mine, k + 2)
        plan = [(p, rng.choice(week)) for p in met[:k]] + [(met[0], rng.choice(week))]
        plan += [(s, rng.choice(week)) for s in strangers]
        plan += [(met[k], rng.randint(2, start - 1)), (met[k + 1], rng.randint(start + 7, 31))]
        titled = [(f"{rng.choice(S.MEETINGS)} {name}", day) for name, day in plan]
        # fewer meetings, more other events: the list stays as long as with 4-7 meetings
        titled += [(rng.choice(S.EVENT_TITLES), rng.randint(2, 31)) for _ in range(rng.randint(21, 25) + max(0, 5 - k))]
        titled += [(rng.choice(S.EVENT_TITLES), rng.randint(start + 7, 31)) for _ in range(2)]
        hours: dict[int, list[int]] = {}
        events = []
        for title, day in titled:
            free = [h for h in (8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19) if h not in hours.setdefault(day, [])]
            h = rng.choice(free)
            hours[day].append(h)
            events.append({"title": title, "start": S.ts(day, h), "end": S.ts(day, h + 1),
                           "location": rng.choice(S.LOCATIONS)})
        events.sort(key=lambda e: e["start"])
        taken: set[str] = set()
        return {"start": S.day_text(start), "end": S.day_text(start + 6), "start_zh": S.day_zh(start),
                "end_zh": S.day_zh(start + 6), "start_day": start, "events": events, "count": k,
                "contacts": [{"name": nm, "number": phone(rng, taken)} for nm in sorted(mine)]}

    def setup(self, env) -> None:
        contacts.clear_contacts(env.device)
        contacts.add_contacts(env.device, [(c["name"], c["number"]) for c in self.params["contacts"]])
        list_at_top(env.device, contacts.APP, swipes=9)
        S.seed_events(env.device, self.params["events"])

    def _calendar_scrolls(self) -> int:
        """Scrolls down the event list (day headers and rows) until the first event after
        the week is in view."""
        heights, day, stop = [], None, None
        last = S.ts(self.params["start_day"] + 7, 0)
        for e in self.params["events"]:
            if e["start"] // 86400 != day:
                day = e["start"] // 86400
                heights.append(HEADER_DP)
            if stop is None and e["start"] >= last:
                stop = len(heights)
            heights.append(EVENT_ROW_DP)
        return S.vlist_scrolls_to(heights, stop)

    @property
    def optimal_steps(self) -> int:
        n = len(self.params["contacts"])
        people = 0 if n <= CONTACTS_IN_VIEW else -(-(n - CONTACTS_IN_VIEW) // CONTACTS_PER_SCROLL) + 1
        # open Contacts, read every name (to the list's end), open the calendar, read down past the week, answer
        return 1 + people + 1 + self._calendar_scrolls() + 1

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
            NearMiss("every named event in the week", give_answer(f"{k + 3} people.")),
            NearMiss("one missed", give_answer(f"{k - 1} contacts.")),
            NearMiss("hedge", give_answer(f"{k} or {k + 1} people.")),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]


