"""What the Contacts and SMS Messenger conflict (CF) tasks of ``cf_contacts`` share: the
seeded people with fictional numbers and their messages, and ``ContactsConflict``, the
task base that seeds them, reads the phone book at each question and sends the goal's
text for the oracle and the near misses.

The phone numbers are NANP fictional numbers (area code, ``555``, four digits), written
``650-555-0142``; message dates are in the week before the device's clock (2023-10-15).
The phone book is read with ``mr_common.phonebook`` (phone rows, raw contacts, messages
but drafts).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts, sms
from venus_tasks.env import actions as A
from venus_tasks.task import VenusTask
from venus_tasks.tasks import mr_common as mc
from venus_tasks.tasks.common import untouched_until_answered
from venus_tasks.tasks.looking import open_app, tap
from verifiers.phones import national

FIRST = ("Priya", "Elliot", "Noor", "Tomas", "Hana", "Felix", "Ines", "Omar", "Clara", "Ravi", "Jonas", "Leah")
LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Novak", "Haddad", "Whitaker",
        "Ferreira", "Kowalski", "Dubois")
AREAS = ("212", "312", "415", "617", "650", "206", "303", "512")
TEXTS = ("Running ten minutes late, start without me.", "Can you pick up bread on the way home?",
         "The package arrived, thanks again!", "Meeting moved to 3pm in room B.",
         "Happy birthday! Dinner is on me tonight.", "Please call me back when you are free.")
T0 = 1_696_800_000_000          # the week before the device's 2023-10-15, for seeded messages
VAGUE = ("What should I do?", "我该怎么做？")


def last_name(name: str) -> str:
    """A full name's last word ("Lopez" of "Maria Lopez")."""
    return name.split()[-1]


def new_number(rng: random.Random, taken: set[str]) -> str:
    """A 555 number (NANP fictional range) written ``650-555-0142``, not in ``taken``."""
    while True:
        n = f"{rng.choice(AREAS)}-555-{rng.randrange(10000):04d}"
        if national(n) not in {national(t) for t in taken}:
            taken.add(n)
            return n


def people(rng: random.Random, n: int, taken: set[str]) -> list[dict[str, str]]:
    """``n`` people ``{"name", "number"}`` with different first and last names, their
    numbers added to ``taken``."""
    return [{"name": f"{f} {la}", "number": new_number(rng, taken)}
            for f, la in zip(rng.sample(FIRST, n), rng.sample(LAST, n))]


def history(rng: random.Random, who: list[dict[str, str]]) -> list[dict[str, Any]]:
    """2-4 earlier messages with ``who`` (inbox, every third one sent), an hour apart from ``T0``."""
    texts = rng.sample(TEXTS, 3)
    return [{"address": who[i % len(who)]["number"], "body": texts[i % 3], "date": T0 + i * 3_600_000,
             "type": sms.TYPE_SENT if i % 3 == 2 else sms.TYPE_INBOX} for i in range(rng.randint(2, 4))]


class ContactsConflict(VenusTask):
    """Shared plumbing: seed contacts (and messages), read the state at the first question.
    Subclasses keep ``params["people"]`` ([{name, number}]) and ``params["history"]``."""

    complexity = 2.0

    def setup(self, env) -> None:
        if "simple sms messenger" in self.app_names:
            sms.make_default_sms_app(env.device)
        sms.clear_messages(env.device)
        contacts.clear_contacts(env.device)
        contacts.add_contacts(env.device, [(c["name"], c["number"]) for c in self.params["people"]])
        self._seed_more(env.device)
        sms.add_messages(env.device, [sms.Sms(**m) for m in self.params["history"]])
        self.before = mc.phonebook(env.device)
        self.at_questions: list = []

    @property
    def goal(self) -> str:
        return self.intent.render(self.goal_template, language=self.language)

    def _seed_more(self, device) -> None:
        """Extra seeding after the contacts are in (default: none)."""

    def look(self, env) -> Iterator[A.JSONAction]:
        """The GUI actions that show the conflict before the oracle asks (default: Contacts'
        list of every contact)."""
        yield from open_app("Contacts")

    def _look_sms(self, env) -> Iterator[A.JSONAction]:
        """SMS Messenger's New conversation screen, which lists every contact with its number."""
        yield from open_app("SMS Messenger")
        yield from tap(env, rid="conversations_fab")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from self.look(env)
        yield A.ask_user(self.question())
        if "resolution" in env.filled:
            self.follow(env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def follow(self, env) -> None:
        """Carry out the drawn resolution (the oracle, once the reply gave it)."""
        raise NotImplementedError

    def on_question(self, env) -> None:
        self.at_questions.append(mc.phonebook(env.device))

    def _vague(self) -> str:
        return self.say(*VAGUE)

    def _asked_in_time(self, env) -> bool:
        return untouched_until_answered(self.at_questions, env.dialogue, self.before)

    def _send(self, number: str):
        """A near-miss/oracle ``apply``: the message of the goal sent to ``number``."""

        def apply(task, env) -> None:
            last = max([m["date"] for m in task.params["history"]] or [T0])
            sms.add_messages(env.device, [sms.Sms(number, task.params["text"], last + 60_000, sms.TYPE_SENT)])

        return apply

    def _sent_only(self, env, number: str) -> bool:
        """Contacts untouched, and one new message: the goal's text, sent to ``number``."""
        after = mc.phonebook(env.device)
        new = mc.added(self.before, after, 2)
        return (after[:2] == self.before[:2] and new is not None and len(new) == 1 and new[0][3] == sms.TYPE_SENT
                and national(new[0][0]) == national(number) and new[0][1].rstrip() == self.params["text"].rstrip())
