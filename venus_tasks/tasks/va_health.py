"""Vague instructions (VA) over the health apps: the user reports a measurement and asks
to keep track of it, naming neither the app nor its fields
(``shared/reference/venusbench.md`` section 5: VA goals leave the app and the steps to
the agent). The device has two health apps, MediLog (weight, blood pressure, diary) and
Fitbook (food and weight); the acceptance rule is read from MediLog's store through
``apps/medilog``: exactly one new entry with the reported values at the reported time,
every seeded entry untouched (the guard rejects a change to Fitbook's store).
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from apps import fitbook, medilog
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.guard import MayChange
from verifiers.state import rows_unchanged


def _reading(text: str) -> int | None:
    """A value as MediLog stores it (the digits typed) as a number; None when it is not
    a whole number (empty, decimal, other text)."""
    text = (text or "").strip()
    return int(text) if text.isdigit() else None


def _at(now: datetime.datetime, days_back: int, hour: int, minute: int) -> datetime.datetime:
    """``days_back`` days before ``now``'s day, at ``hour:minute`` in ``now``'s offset."""
    day = now.date() - datetime.timedelta(days=days_back)
    return datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=now.tzinfo)


@register_task("venus")
class VagueBloodPressureReading(VenusTask):
    """"The doctor took my blood pressure at H:MM this morning: S over D, pulse P. Keep
    track of it.": MediLog must end with exactly one new blood-pressure entry (``type``
    2) whose systolic, diastolic and pulse (``value1``..``value3``, the digits typed) are
    S, D and P, dated today at H:MM on the device's clock (the minute exact); the seeded
    history (earlier readings, a weight, a diary note) untouched. The quick entry dates a
    reading now, so the time has to be set in the entry's edit form (its time picker).
    Swapped values, a missing pulse, the entry time left at now, another day, a diary
    note with the numbers, an edited old reading or two entries fail."""

    app_names = ("medilog",)
    complexity = 2.5
    template = ("The doctor took my blood pressure at {time} this morning: {systolic} over {diastolic}, "
                "pulse {pulse}. Keep track of it.")
    variant_texts = {"zh": "今天早上{time}医生给我量了血压：高压{systolic}，低压{diastolic}，脉搏{pulse}。帮我记下来。",
                     "paraphrase": "This morning at {time} my doctor measured {systolic}/{diastolic} with a pulse of "
                                   "{pulse} - please log that reading."}
    info = TaskInfo(Category.VA, PUDAM(3, 4, 2, 3, 2), Evaluation.STATE, tags=("medilog", "blood pressure"))
    may_change = MayChange(stores=("medilog:data",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        systolic = rng.randint(108, 162)
        diastolic = rng.randint(64, min(100, systolic - 28))
        pulse = rng.randint(52, 96)
        hour, minute = rng.randint(7, 11), rng.choice(range(0, 60, 5))
        history = []
        for days_back in sorted(rng.sample(range(1, 15), rng.randint(3, 5))):
            s = rng.randint(108, 162)
            d = rng.randint(64, min(100, s - 28))
            history.append({"days_back": days_back, "hour": rng.randint(6, 21), "minute": rng.randrange(60),
                            "systolic": s, "diastolic": d, "pulse": rng.randint(52, 96)})
        # a decoy at the same time yesterday with the same pulse: only the day tells them apart
        history.append({"days_back": 1, "hour": hour, "minute": minute, "systolic": rng.randint(108, 162),
                        "diastolic": diastolic, "pulse": pulse})
        weight = f"{rng.randint(55, 95)}.{rng.randint(0, 9)}"
        return {"systolic": systolic, "diastolic": diastolic, "pulse": pulse, "hour": hour, "minute": minute,
                "time": f"{hour}:{minute:02d}", "history": history, "weight": weight,
                "weight_days_back": rng.randint(1, 6), "note": rng.choice(NOTES)}

    def setup(self, env) -> None:
        p = self.params
        now = medilog.local_now(env.device)
        rows = [medilog.blood_pressure_row(h["systolic"], h["diastolic"], h["pulse"],
                                           _at(now, h["days_back"], h["hour"], h["minute"]))
                for h in p["history"]]
        rows.append(medilog.weight_row(p["weight"], _at(now, p["weight_days_back"], 7, 30)))
        rows.append(medilog.diary_row(p["note"], _at(now, 2, 20, 10)))
        medilog.replace_rows(env.device, rows)
        fitbook.ensure_store(env.device)          # the other health app opens without writing anything
        self.before = medilog.list_rows(env.device)
        self.now = now

    def verify(self, env) -> float:
        p = self.params
        after = medilog.list_rows(env.device)
        old = {r["_id"] for r in self.before}
        new = [r for r in after if r["_id"] not in old]
        if len(new) != 1 or not rows_unchanged(self.before, [r for r in after if r["_id"] in old]):
            return 0.0
        (r,) = new
        when = datetime.datetime.fromtimestamp(r["timestamp"] / 1000, self.now.tzinfo)
        ok = (r["type"] == medilog.BLOOD_PRESSURE
              and (_reading(r["value1"]), _reading(r["value2"]), _reading(r["value3"]))
              == (p["systolic"], p["diastolic"], p["pulse"])
              and when.date() == self.now.date() and (when.hour, when.minute) == (p["hour"], p["minute"]))
        return 1.0 if ok else 0.0

    def _add(self, systolic, diastolic, pulse, *, days_back: int = 0, now: bool = False, data_type: int = 2):
        p = self.params

        def apply(task, env) -> None:
            clock = medilog.local_now(env.device)
            when = clock if now else _at(clock, days_back, p["hour"], p["minute"])
            if data_type == medilog.DIARY:
                row = medilog.diary_row(f"Blood pressure {systolic}/{diastolic}, pulse {pulse}", when)
            else:
                row = medilog.blood_pressure_row(systolic, diastolic, pulse, when)
            medilog.add_rows(env.device, [row])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="MediLog")
        self._add(p["systolic"], p["diastolic"], p["pulse"])(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        s, d, pulse = p["systolic"], p["diastolic"], p["pulse"]
        right = self._add(s, d, pulse)

        def edit_old(task, env) -> None:          # an earlier reading overwritten instead of a new one
            oldest = min((r for r in task.before if r["type"] == medilog.BLOOD_PRESSURE), key=lambda r: r["timestamp"])
            medilog.set_values(env.device, oldest["_id"], (str(s), str(d), str(pulse)))

        return [
            NearMiss("systolic and diastolic swapped", self._add(d, s, pulse)),
            NearMiss("pulse typed as the diastolic", self._add(s, pulse, d)),
            NearMiss("pulse left out", self._add(s, d, None)),
            NearMiss("dated now, not this morning", self._add(s, d, pulse, now=True)),
            NearMiss("dated yesterday", self._add(s, d, pulse, days_back=1)),
            NearMiss("written as a diary note", self._add(s, d, pulse, data_type=medilog.DIARY)),
            NearMiss("an old reading edited instead", edit_old),
            NearMiss("logged twice", then(right, right)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open MediLog, the Blood Pressure tab, type systolic, diastolic, pulse (each a tap,
        # the digits and ENTER), add, the new entry, its time, the hour on the clock face,
        # the minute, AM (the device's afternoon clock puts the picker on PM), OK, save, done
        return 14


NOTES = ("Slept badly, woke up twice.", "Long walk after dinner.", "Headache in the afternoon.",
         "Started the new tea, less coffee.", "Felt dizzy after standing up quickly.")
