"""Vague instructions (VA) with a date offset: the user gives a rule relative to something
on the device ("N days after my last check-up", "W weeks before my passport expires") and
names neither the app nor the date (``shared/reference/venusbench.md`` section 5,
VenusBench-Mobile's date-offset VA task). What the agent adds is read back from the app's
store: one new Simple Calendar event at the computed day and time
(``apps/simple_calendar``), one new Tasks task due on the computed day (``apps/tasks_org``,
the date read from a Joplin note); everything seeded untouched.
"""

from __future__ import annotations

import dataclasses
import datetime
import random
from typing import Any, Iterator

from apps import joplin, tasks_org
from apps import simple_calendar as calendar
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.answer import KeyFacts
from verifiers.guard import MayChange

DAY_S = 86_400
# --setup_device sets the device clock to AndroidWorld's 2023-10-15 15:34 UTC
# (``apps.expense.NOW_MS``): the editor's date picker opens on this month.
DEVICE_TODAY = datetime.date(2023, 10, 15)
OTHER_EVENTS = (("Team lunch", "团队午餐"), ("Yoga class", "瑜伽课"), ("Haircut", "理发"), ("Car service", "汽车保养"),
                ("Piano lesson", "钢琴课"), ("Book club", "读书会"))
_DENTIST = KeyFacts((("dentist", "dental", "牙医", "牙科"),))


def _event(title: str, start: int, minutes: int = 60) -> calendar.CalendarEvent:
    return calendar.CalendarEvent(start, start + 60 * minutes, title)


@register_task("venus")
class VagueDentistFollowUp(VenusTask):
    """"My dentist wants to see me again N days after my last check-up, same time of day.
    Put it in my calendar.": the calendar holds two dentist check-ups (the last one 3-20
    days ago at H:MM, an older one months before at another time) among other events.
    Success: exactly one new event, its title naming the dentist (``_DENTIST``: dentist,
    dental, 牙医, 牙科), starting N days after the last check-up's day at the same H:MM
    (UTC, the device's zone); every seeded event untouched. N days from today, from the
    older check-up, one day early, the editor's default time, a title without the
    dentist, or the last check-up moved instead of a new event fail. In ``zh`` the
    seeded titles are Chinese (the agent types a Chinese title)."""

    app_names = ("simple calendar pro",)
    complexity = 4.0
    template = ("My dentist wants to see me again {days} days after my last check-up, same time of day. Put it in "
                "my calendar.")
    variant_texts = {"zh": "牙医让我在上次检查{days}天后再去复诊，时间和上次一样。帮我记到日历里。",
                     "paraphrase": "The dentist asked me to come back {days} days after my most recent check-up, "
                                   "at the same hour. Add that to my calendar."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 3, 2, 2), Evaluation.STATE, tags=("calendar", "date offset"))
    may_change = MayChange(stores=("simple calendar pro:events",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        ago = rng.randint(3, 20)
        days = rng.randint(ago + 2, 45)
        hour, minute = rng.randint(8, 17), rng.choice(range(5, 60, 5))
        older = (ago + rng.randint(150, 200), rng.choice([h for h in range(8, 18) if h != hour]), rng.choice((0, 30)))
        others = [[title, rng.choice([d for d in range(-12, 30) if d not in (-ago, days - ago)]), rng.randint(8, 19),
                   rng.choice((0, 15, 30, 45))] for title, _ in rng.sample(OTHER_EVENTS, 3)]
        params = {"days": days, "ago": ago, "hour": hour, "minute": minute, "older": list(older),
                  "title": "Dentist check-up", "others": others}
        titles_zh = dict(OTHER_EVENTS)
        return zh.with_data(params, title="牙医检查", others=[[titles_zh[t], *rest] for t, *rest in others])

    # ------------------------------------------------------------------ instance
    def _today_start(self, env) -> int:
        """Midnight (UTC) of the device's today, in seconds."""
        now = int(float(env.device.run(["date", "+%s"]).strip()))
        return now - now % DAY_S

    def _events(self, midnight: int) -> list[calendar.CalendarEvent]:
        p = self.params
        ago, (old_days, old_hour, old_minute) = p["ago"], p["older"]
        out = [_event(p["title"], midnight - old_days * DAY_S + old_hour * 3600 + old_minute * 60, 45),
               _event(p["title"], midnight - ago * DAY_S + p["hour"] * 3600 + p["minute"] * 60, 45)]
        out += [_event(title, midnight + d * DAY_S + h * 3600 + m * 60) for title, d, h, m in p["others"]]
        return sorted(out, key=lambda e: e.start_ts)

    def setup(self, env) -> None:
        midnight = self._today_start(env)
        calendar.replace_events(env.device, self._events(midnight))
        self.before = calendar.list_events(env.device)
        p = self.params
        self.last_visit = midnight - p["ago"] * DAY_S + p["hour"] * 3600 + p["minute"] * 60
        self.target = self.last_visit + p["days"] * DAY_S

    def verify(self, env) -> float:
        after = calendar.list_events(env.device)
        old = {e.id for e in self.before}
        new = [e for e in after if e.id not in old]
        if len(new) != 1 or [e for e in after if e.id in old] != self.before:
            return 0.0
        (e,) = new
        return 1.0 if e.start_ts == self.target and e.end_ts >= e.start_ts and _DENTIST.passes(e.title) else 0.0

    # ------------------------------------------------------------------ reference
    def _add(self, title: str | None = None, shift_s: int = 0, at: int | None = None, at_hour: int | None = None):
        """An apply: one new event (``title``, default the dentist's) at the target moved
        by ``shift_s``, or at ``at`` seconds; ``at_hour`` keeps the day, sets the hour."""
        def apply(task, env) -> None:
            start = (at if at is not None else task.target) + shift_s
            if at_hour is not None:
                start = start - start % DAY_S + at_hour * 3600
            calendar.add_events(env.device, [_event(title or task.say(en="Dentist", zh="牙医复诊"), start)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Simple Calendar Pro")
        self._add()(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        days = p["days"]

        def from_today(task, env) -> None:
            task._add(at=task._today_start(env) + days * DAY_S + p["hour"] * 3600 + p["minute"] * 60)(task, env)

        def from_older(task, env) -> None:
            old = min(task.before, key=lambda e: e.start_ts)
            task._add(at=old.start_ts + days * DAY_S)(task, env)

        def moved(task, env) -> None:            # the last check-up moved to the new date
            last = next(e for e in task.before if e.start_ts == task.last_visit)
            calendar.replace_events(env.device, [dataclasses.replace(e, start_ts=task.target, end_ts=task.target + 2700)
                                                 if e is last else e for e in task.before])

        return [
            NearMiss(f"{days} days from today", from_today),
            NearMiss(f"{days} days after the older check-up", from_older),
            NearMiss("one day early", self._add(shift_s=-DAY_S)),
            NearMiss("the right day at the editor's default hour", self._add(at_hour=16)),
            NearMiss("a title without the dentist", self._add(title="Check-up")),
            NearMiss("the last check-up moved instead", moved),
            NearMiss("added twice", then(self._add(), self._add())),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # Simple Calendar (the list shows the check-ups), New Event, Event, the title, the
        # start date, "Next month" per month after October, the day, OK, the start time,
        # the hour, the minute, OK, Save, the reminder disclaimer's OK; done
        p = self.params
        target = DEVICE_TODAY - datetime.timedelta(days=p["ago"]) + datetime.timedelta(days=p["days"])
        months = (target.year - DEVICE_TODAY.year) * 12 + target.month - DEVICE_TODAY.month
        return 14 + months


# ------------------------------------------------------------------ Joplin + Tasks
DOCUMENTS = (("Passport", "护照"), ("ID card", "身份证"), ("Driving licence", "驾照"),
             ("Health insurance card", "医保卡"))
OTHER_NOTES = (("Gift ideas", "礼物清单", "Scarf for Mum, a board game for Leo.", "给妈妈买围巾，给 Leo 买桌游。"),
               ("Wi-Fi at the cabin", "小屋的无线网", "Network: Pinecone, ask the host for the code.",
                "网络名 Pinecone，密码问房东。"),
               ("Books to read", "想读的书", "The Overstory; Piranesi; Klara and the Sun.", "《树语》《皮拉内西》《克拉拉与太阳》"))
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")
_PASSPORT = KeyFacts((("passport", "护照"),))


def _hex_id(rng: random.Random) -> str:
    return f"{rng.getrandbits(128):032x}"


@register_task("venus")
class VaguePassportRenewalReminder(VenusTask):
    """"Remind me to renew my passport W weeks before it expires.": the expiry dates are in a
    Joplin note ("Important documents": passport, ID card, driving licence, insurance
    card, each with its own date) among other notes. Success: exactly one new Tasks task
    naming the passport (``_PASSPORT``), due on the passport's expiry minus W weeks (the
    day; any time), nothing else in Tasks or Joplin changed. Another document's date, W
    weeks after, a week off, no due date or a title without the passport fail."""

    app_names = ("joplin", "tasks")
    complexity = 4.0
    template = "Remind me to renew my passport {weeks} weeks before it expires."
    variant_texts = {"zh": "提醒我在护照到期前 {weeks} 周去续办护照。",
                     "paraphrase": "I need a reminder to get my passport renewed {weeks} weeks ahead of its expiry "
                                   "date."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 3, 2, 2), Evaluation.STATE, tags=("joplin", "tasks", "date offset"))
    may_change = MayChange(stores=("tasks:*",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        weeks = rng.choice((4, 6, 8))
        # the reminder falls 2-5 months after the device's October 2023
        due = datetime.date(2023, 12, 1) + datetime.timedelta(days=rng.randrange(0, 120))
        expiry = due + datetime.timedelta(weeks=weeks)
        others = {"ID card": expiry + datetime.timedelta(days=rng.choice((-1, 1)) * rng.randint(20, 90)),
                  "Driving licence": datetime.date(rng.randint(2025, 2029), rng.randint(1, 12), rng.randint(1, 28)),
                  "Health insurance card": datetime.date(2024, 12, 31)}
        dates = {"Passport": expiry, **others}
        return {"weeks": weeks, "expiry": expiry.isoformat(), "due": due.isoformat(),
                "dates": {k: v.isoformat() for k, v in dates.items()},
                "order": rng.sample([d for d, _ in DOCUMENTS], len(DOCUMENTS)),
                "others": rng.sample(range(len(OTHER_NOTES)), 2), "ids": [_hex_id(rng) for _ in range(5)]}

    def _body(self) -> str:
        p = self.params
        zh_names = dict(DOCUMENTS)
        lines = []
        for doc in p["order"]:
            d = datetime.date.fromisoformat(p["dates"][doc])
            lines.append(self.say(en=f"- {doc}: expires {d.day} {MONTH_NAMES[d.month - 1]} {d.year}",
                                  zh=f"- {zh_names[doc]}：{d.year}年{d.month}月{d.day}日到期"))
        return "\n".join(lines)

    def setup(self, env) -> None:
        p = self.params
        now_ms = int(float(env.device.run(["date", "+%s"]).strip()) * 1000)
        personal = joplin.Folder(p["ids"][0], self.say(en="Personal", zh="个人"), now_ms, now_ms, now_ms, now_ms)
        notes = [joplin.Note(p["ids"][1], personal.id, self.say(en="Important documents", zh="重要证件"), self._body(),
                             now_ms - 40 * DAY_S * 1000, now_ms - 40 * DAY_S * 1000)]
        for k, (i, nid) in enumerate(zip(p["others"], p["ids"][2:])):
            title, title_zh, body, body_zh = OTHER_NOTES[i]
            t = now_ms - (k + 1) * 3 * DAY_S * 1000
            notes.append(joplin.Note(nid, personal.id, self.say(en=title, zh=title_zh), self.say(en=body, zh=body_zh),
                                     t, t))
        joplin.replace_all(env.device, [personal], notes)
        tasks_org.clear_tasks(env.device)
        self.before_notes = joplin.list_notes(env.device)

    def verify(self, env) -> float:
        if joplin.list_notes(env.device) != self.before_notes:
            return 0.0
        found = [t for t in tasks_org.list_tasks(env.device) if not t.deleted]
        if len(found) != 1 or not _PASSPORT.passes(found[0].title) or not found[0].dueDate:
            return 0.0
        due = datetime.datetime.fromtimestamp(found[0].dueDate / 1000, datetime.timezone.utc).date()
        return 1.0 if due.isoformat() == self.params["due"] else 0.0

    def _add(self, due: datetime.date | None, title: str | None = None):
        def apply(task, env) -> None:
            ms = 0 if due is None else int(datetime.datetime(due.year, due.month, due.day, 12,
                                                              tzinfo=datetime.timezone.utc).timestamp() * 1000)
            now_ms = int(float(env.device.run(["date", "+%s"]).strip()) * 1000)
            tasks_org.add_tasks(env.device, [tasks_org.Task(title or task.say(en="Renew passport", zh="续办护照"),
                                                            importance=2, dueDate=ms, created=now_ms, modified=now_ms)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Tasks")
        self._add(datetime.date.fromisoformat(self.params["due"]))(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        due, expiry = datetime.date.fromisoformat(p["due"]), datetime.date.fromisoformat(p["expiry"])
        lead = datetime.timedelta(weeks=p["weeks"])
        id_card = datetime.date.fromisoformat(p["dates"]["ID card"])
        return [
            NearMiss("the ID card's date", self._add(id_card - lead)),
            NearMiss("on the expiry day", self._add(expiry)),
            NearMiss(f"{p['weeks']} weeks after expiry", self._add(expiry + lead)),
            NearMiss("a week off", self._add(due + datetime.timedelta(weeks=1))),
            NearMiss("no due date", self._add(None)),
            NearMiss("a title without the passport", self._add(due, "Renew documents")),
            NearMiss("added twice", then(self._add(due), self._add(due))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # Joplin (All notes), "Important documents"; Tasks, Create new task, the title, the
        # due date row, "Next month" per month after October, the day, OK, Save; done
        due = datetime.date.fromisoformat(self.params["due"])
        return 10 + (due.year - DEVICE_TODAY.year) * 12 + due.month - DEVICE_TODAY.month
