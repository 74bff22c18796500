"""Vague instructions (VA) over the fitness apps with a unit conversion: the user reads a
scale in pounds, keeps their log in kilos and reports progress, naming no app
(``shared/reference/venusbench.md`` section 5: Fitbook's VA task, a unit conversion). The
weight is read back from Fitbook's store (``apps/fitbook``), the progress from the text
message (``apps/sms``, ``verifiers.quantities.stated_kilograms``).
"""

from __future__ import annotations

import datetime
import random
from decimal import Decimal
from typing import Any, Iterator

from apps import contacts, fitbook, medilog, sms
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.guard import MayChange
from verifiers.phones import same_number
from verifiers.quantities import stated_kilograms
from verifiers.state import rows_unchanged

KG_PER_LB = 1 / fitbook.KG_PER_LB        # fitbook.KG_PER_LB is pounds per kilogram (EditWeightPage.save)
COACHES = (("Coach Dana", "Dana"), ("Coach Mike", "Mike"), ("Coach Rita", "Rita"))
OTHERS = (("Ana Ruiz", "Ana"), ("Ben Carter", "Ben"), ("Lena Park", "Lena"), ("Omar Haddad", "Omar"))
TOLERANCE_KG = Decimal("0.05")           # a kilo figure to one decimal is right


def _close(value: Decimal, exact: float) -> bool:
    return abs(value - Decimal(repr(exact))) <= TOLERANCE_KG


@register_task("venus")
class VagueGymScaleWeight(VenusTask):
    """"The scale at the gym said P lb this morning. Log it - my app keeps kilos - and tell
    my coach how much I've lost since my last weigh-in.": Fitbook holds weekly weights in
    kg (the last one W kg, a few days ago); MediLog, the other health app, only blood
    pressure. Success: exactly one new Fitbook weight, in kg, of P / 2.2046 to 0.05 kg
    (Fitbook's own lb -> kg conversion or the agent's), the seeded weights untouched;
    and text(s) only to the coach stating the loss W - P / 2.2046 in kilograms (0.05 kg
    either way; the new and the last weight may be stated too, no other kilogram figure).
    Logged in pounds, P typed as kilos, whole kilos, the loss from the first weigh-in,
    the loss in pounds, no message, or a message to someone else fail."""

    app_names = ("fitbook", "medilog", "simple sms messenger", "contacts")
    complexity = 4.0
    template = ("The scale at the gym said {pounds} lb this morning. Log it - my app keeps kilos - and tell my coach "
                "how much I've lost since my last weigh-in.")
    variant_texts = {"zh": "今天早上健身房的秤显示 {pounds} 磅。帮我记下来（我的应用用公斤记），再告诉我的教练我比上次称重轻了多少。",
                     "paraphrase": "This morning the gym scale read {pounds} lb. Record it (my app tracks kilograms) "
                                   "and let my coach know how much weight I've dropped since the previous weigh-in."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 2, 2, 2), Evaluation.STATE, tags=("fitbook", "unit conversion", "sms"))
    may_change = MayChange(stores=("fitbook:weights", "fitbook:settings", "sms:messages"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        while True:
            last_kg = round(rng.uniform(62, 98), 1)
            loss = rng.uniform(0.4, 2.4)
            pounds = round((last_kg - loss) / KG_PER_LB, 1)
            kg = pounds * KG_PER_LB
            loss_exact = last_kg - kg
            # whole kilos, and the loss from the first weigh-in, must both be wrong
            if abs(kg - round(kg)) > 0.15 and abs(loss_exact - round(loss_exact, 1)) < 0.04:
                break
        history = [round(last_kg + sum(rng.uniform(0.2, 0.9) for _ in range(i)), 1) for i in range(4, 0, -1)]
        coach, coach_first = rng.choice(COACHES)
        return {"pounds": pounds, "last_kg": last_kg, "earlier_kg": history, "last_days": rng.randint(3, 6),
                "coach": coach, "coach_first": coach_first,
                "numbers": {name: f"+1 {rng.choice(('212', '415', '617'))}-555-{rng.randrange(10000):04d}"
                            for name, _ in [(coach, 0), *rng.sample(OTHERS, 2)]},
                "pressure": [[rng.randint(112, 150), rng.randint(68, 92), rng.randint(55, 90)] for _ in range(3)]}

    @property
    def kg(self) -> float:
        return self.params["pounds"] * KG_PER_LB

    @property
    def loss(self) -> float:
        return self.params["last_kg"] - self.kg

    def setup(self, env) -> None:
        p = self.params
        dev = env.device
        now = medilog.local_now(dev)
        morning = now.replace(hour=7, minute=20, second=0, microsecond=0)
        weighed = [(p["last_kg"], p["last_days"])] + [(w, p["last_days"] + 7 * (i + 1))
                                                      for i, w in enumerate(reversed(p["earlier_kg"]))]
        fitbook.reset(dev)
        fitbook.ensure_store(dev)
        fitbook.add_weights(dev, [fitbook.weight_row(w, morning - datetime.timedelta(days=d))
                                  for w, d in sorted(weighed, key=lambda x: -x[1])])
        medilog.replace_rows(dev, [medilog.blood_pressure_row(s, d, pulse, morning - datetime.timedelta(days=3 * i + 1))
                                   for i, (s, d, pulse) in enumerate(p["pressure"])])
        sms.make_default_sms_app(dev)
        sms.clear_messages(dev)
        contacts.clear_contacts(dev)
        contacts.add_contacts(dev, list(p["numbers"].items()))
        self.before_weights = fitbook.list_weights(dev)
        self.before_messages = self._messages(env)
        self.start_s = int(now.timestamp()) - 60

    @staticmethod
    def _messages(env) -> list[tuple[str, str, int]]:
        return [(m.address, m.body, m.type) for m in sms.list_messages(env.device, "all")]

    def verify(self, env) -> float:
        p = self.params
        weights = fitbook.list_weights(env.device)
        old = {w["id"] for w in self.before_weights}
        new = [w for w in weights if w["id"] not in old]
        if len(new) != 1 or not rows_unchanged(self.before_weights, [w for w in weights if w["id"] in old]):
            return 0.0
        (w,) = new
        if w["unit"] != "kg" or not _close(Decimal(repr(w["amount"])), self.kg) or w["created"] < self.start_s:
            return 0.0
        after = self._messages(env)
        added = [m for m in after if m not in self.before_messages]
        if not added or len(after) != len(self.before_messages) + len(added) or any(
                kind != sms.TYPE_SENT or not same_number(address, p["numbers"][p["coach"]])
                for address, _, kind in added):
            return 0.0
        said = stated_kilograms("\n".join(body for _, body, _ in added))
        allowed = (self.loss, self.kg, p["last_kg"])
        if not any(_close(v, self.loss) for v in said) or any(not any(_close(v, a) for a in allowed) for v in said):
            return 0.0
        return 1.0

    # ------------------------------------------------------------------ reference
    def _log(self, amount: float, unit: str = "kg"):
        def apply(task, env) -> None:
            fitbook.add_weights(env.device, [fitbook.weight_row(amount, medilog.local_now(env.device), unit)])
        return apply

    def _text(self, kilos: float, to: str | None = None):
        def apply(task, env) -> None:
            number = task.params["numbers"][to or task.params["coach"]]
            body = task.say(en=f"Weighed in at the gym today: down {kilos:.1f} kg since last time!",
                            zh=f"今天在健身房称了，比上次轻了{kilos:.1f}公斤！")
            sms.add_messages(env.device, [sms.Sms(number, body, sms.now_ms(env.device), sms.TYPE_SENT)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="FitBook")
        self._log(self.kg)(self, env)
        self._text(self.loss)(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = then(self._log(self.kg), self._text(self.loss))
        other = next(n for n in p["numbers"] if n != p["coach"])
        first_kg = max(p["earlier_kg"])
        return [
            NearMiss("logged in pounds", then(self._log(p["pounds"], "lb"), self._text(self.loss))),
            NearMiss("pounds typed as kilos", then(self._log(p["pounds"]), self._text(self.loss))),
            NearMiss("whole kilos", then(self._log(round(self.kg)), self._text(self.loss))),
            NearMiss("the loss since the first weigh-in", then(self._log(self.kg), self._text(first_kg - self.kg))),
            NearMiss("the loss in pounds", then(self._log(self.kg), self._text(self.loss / KG_PER_LB))),
            NearMiss("logged, nobody told", self._log(self.kg)),
            NearMiss("told someone else", then(self._log(self.kg), self._text(self.loss, other))),
            NearMiss("logged twice", then(right, self._log(self.kg))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # FitBook, the Weight tab (the last weigh-in), Add, the unit switch to lb, the
        # switch to convert to kg, the pounds (ENTER saves); SMS Messenger, new
        # conversation, "coach", the coach, the message, send; done
        return 13
