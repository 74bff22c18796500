"""Noise resistance (NR) over Contacts, a deeper base than ``nr_apps``'s: a contact whose
number is a work number (the phone field's type spinner set to Work) while another app
jumps to the front, Contacts stops responding for 8 to 15 actions and a call rings
(VenusBench-Mobile's ``NoiseResistContactsAddContactWithCall`` calls twice over a
contact added, ``shared/reference/venusbench.md`` section 10 row 77). Read back from the
contacts provider (``apps.contacts``): one new contact, its one number of type Work.
"""

from __future__ import annotations

import random
import re
from typing import Any, Iterator

from apps import contacts
from noise import NoiseSpec
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import nr_plan
from venus_tasks.tasks.common import leave_untouched
from verifiers.guard import MayChange

_FIRST = ("Maya", "Jonas", "Priya", "Elliot", "Noor", "Tomas", "Hana", "Felix", "Ines", "Omar", "Clara", "Ravi")
_LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Novak", "Haddad", "Whitaker", "Sato")
_AREAS = ("212", "312", "415", "617", "650", "206", "303", "512")
_APP = "contacts"


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


@register_task("venus")
class NoiseResistContactWorkNumberNumb(VenusTask):
    """Create a contact (first and last name and a 555 number drawn per instance; 3-5
    other contacts seeded) whose number is saved as a Work number, while another app
    jumps to the front, Contacts ignores 8 to 15 actions and a call rings until handled.
    Success: exactly one new contact with that name, holding exactly one number, that
    one (as digits) with type Work; every other contact and number as it was."""

    app_names = (_APP,)
    complexity = 4.0
    template = "Create a new contact for {name} with the work number {number}."
    variant_texts = {"zh": "为 {name} 新建一个联系人，工作电话是 {number}。",
                     "paraphrase": "Add {name} to Contacts, saving {number} as their work phone."}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise", "contacts"))
    may_change = MayChange(stores=("contacts:rows",))
    noise_plan = (NoiseSpec("popup", step=(2, 3), args={"mode": "app"}),
                  NoiseSpec("numb", step=(5, 6), args={"k": (8, 15)}),
                  NoiseSpec("call", step=(14, 15), args={"ring_steps": 0}))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n = rng.randint(3, 5) + 1
        firsts, lasts = rng.sample(_FIRST, n), rng.sample(_LAST, n)
        numbers = [f"{rng.choice(_AREAS)}-555-{rng.randrange(10000):04d}" for _ in range(n)]
        return {"first": firsts[0], "last": lasts[0], "name": f"{firsts[0]} {lasts[0]}", "number": numbers[0],
                "others": [[f"{f} {la}", num] for f, la, num in zip(firsts[1:], lasts[1:], numbers[1:])]}

    def setup(self, env) -> None:
        contacts.clear_contacts(env.device)
        contacts.add_contacts(env.device, [(name, number) for name, number in self.params["others"]])
        self.before = contacts.list_phones(env.device)
        self.raw_before = contacts.raw_contact_ids(env.device)

    def verify(self, env) -> float:
        p = self.params
        phones = contacts.list_phones(env.device)
        new = [ph for ph in phones if ph not in self.before]
        raw_added = len(set(contacts.raw_contact_ids(env.device)) - set(self.raw_before))
        return float(all(ph in phones for ph in self.before) and raw_added == 1 and len(new) == 1
                     and new[0][0].casefold().split() == p["name"].casefold().split()
                     and _digits(new[0][1]) == _digits(p["number"]) and new[0][2] == contacts.PHONE_TYPE_WORK)

    def _add(self, kind: int, number: str | None = None, copies: int = 1):
        def apply(task, env) -> None:
            for _ in range(copies):
                contacts.add_contact(env.device, task.params["name"], number or task.params["number"])
            if kind != contacts.PHONE_TYPE_MOBILE:      # add_contact saves a Mobile number: retype it
                contacts.delete_number(env.device, task.params["name"], number or task.params["number"])
                contacts.add_number(env.device, task.params["name"], number or task.params["number"], kind)
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Contacts")
        self._add(contacts.PHONE_TYPE_WORK)(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        number = self.params["number"]
        return [NearMiss("untouched", leave_untouched),
                NearMiss("saved as a Mobile number", self._add(contacts.PHONE_TYPE_MOBILE)),
                NearMiss("saved as a Home number", self._add(contacts.PHONE_TYPE_HOME)),
                NearMiss("a digit wrong", self._add(contacts.PHONE_TYPE_WORK,
                                                    number[:-1] + str((int(number[-1]) + 1) % 10))),
                NearMiss("saved twice", self._add(contacts.PHONE_TYPE_WORK, copies=2))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_contacts.py``): open
        Contacts; the editor as one unit (a crash would lose it): +, First name, Last name,
        Phone, its type spinner, Work, Save; done once the new contact's card shows."""
        plan = [nr_plan.opener(_APP)]
        plan += nr_plan.work(_APP, 0, ("+", "first name", "last name", "phone", "type spinner", "Work", "Save"))
        return plan + [nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 9 without noise; the pop-up: open Contacts again; numb: its 8-15 dropped
        # actions; the call: Decline
        return nr_plan.steps(self.base_plan(), self.noise_events)
