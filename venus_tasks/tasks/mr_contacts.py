"""Multi-round (MR) tasks over Contacts and Simple SMS Messenger (the pattern of ``mr``;
``shared/reference/venusbench.md`` section 4): sequential rounds refine the request (fix
a number, text the new contact); an interruption changes it midway (another recipient).
A round claimed done is verified then (``verify_round``). The contacts and SMS providers
are outside the state guard: these tasks compare them in full themselves.
"""

from __future__ import annotations

import collections
import random
from typing import Any, Iterator

from apps import contacts, sms
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from venus_tasks.tasks.mr_more import _MR
from verifiers.phones import national
from verifiers.guard import MayChange

_FIRST = ("Maya", "Jonas", "Priya", "Elliot", "Noor", "Tomas", "Hana", "Felix", "Ines", "Omar", "Clara", "Ravi")
_LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Novak", "Haddad", "Whitaker",
         "Sato", "Ferreira", "Kowalski")
_AREAS = ("212", "312", "415", "617", "650", "206", "303", "512")
_TEXTS = ("Running ten minutes late, start without me.", "Can you pick up bread on the way home?",
          "The package arrived, thanks again!", "Meeting moved to 3pm in room B.",
          "Happy birthday! Dinner is on me tonight.", "Please call me back when you are free.",
          "See you at 6 by the station.", "Do not forget the tickets tomorrow.")
_T0 = 1_696_800_000_000          # the week before the device's 2023-10-15, for seeded messages
_NEW_CONTACT = "Create a new contact for {name}. Their number is {number}."
_NEW_CONTACT_TEXTS = {"zh": "为 {name} 新建一个联系人，电话号码是 {number}。",
                      "paraphrase": "Save a new contact named {name} with the phone number {number}."}



def _numbers(rng: random.Random, n: int) -> list[str]:
    """``n`` different 555 numbers (NANP fictional range) written ``650-555-0142``."""
    found: dict[str, str] = {}
    while len(found) < n:
        number = f"{rng.choice(_AREAS)}-555-{rng.randrange(10000):04d}"
        found.setdefault(national(number), number)
    return list(found.values())


def _people(rng: random.Random, n: int) -> list[dict[str, str]]:
    return [{"first": f, "name": f"{f} {la}", "number": num}
            for f, la, num in zip(rng.sample(_FIRST, n), rng.sample(_LAST, n), _numbers(rng, n))]


# ------------------------------------------------------------------ Contacts (and SMS)
def _state(device) -> tuple:
    """Every phone row (name, number, type), the raw contacts, and every message but drafts
    (address, body, date, type; ``read`` changes on opening)."""
    msgs = sorted((m.address, m.body, m.date, m.type) for m in sms.list_messages(device, "all") if m.type != 3)
    return tuple(contacts.list_phones(device)), tuple(contacts.raw_contact_ids(device)), tuple(msgs)


def _added(before: tuple, after: tuple, part: int) -> list | None:
    """Rows of ``after[part]`` not in ``before[part]``; None if one of ``before``'s is gone."""
    a, b = collections.Counter(after[part]), collections.Counter(before[part])
    return None if b - a else list((a - b).elements())


class _ContactRounds(VenusTask):
    """Contacts ``params["others"]`` and messages ``params["history"]`` seeded; ``_state``
    of the device read at the start (``before``)."""

    complexity = 2.5
    info = _MR

    def setup(self, env) -> None:
        if "simple sms messenger" in self.app_names:
            sms.make_default_sms_app(env.device)
        sms.clear_messages(env.device)
        contacts.clear_contacts(env.device)
        for c in self.params["others"]:
            contacts.add_contact(env.device, c["name"], c["number"])
        sms.add_messages(env.device, [sms.Sms(**m) for m in self.params["history"]])
        self.before = _state(env.device)

    @staticmethod
    def _history(rng: random.Random, people: list[dict[str, str]], avoid: str) -> list[dict[str, Any]]:
        texts = rng.sample([t for t in _TEXTS if t != avoid], 3)
        return [{"address": people[i % len(people)]["number"], "body": texts[i % 3], "date": _T0 + i * 3_600_000,
                 "type": sms.TYPE_SENT if i % 3 == 2 else sms.TYPE_INBOX} for i in range(rng.randint(2, 4))]

    def _contact_as(self, after: tuple, number: str) -> bool:
        """Exactly one contact added (one raw contact, one phone row): the goal's name with
        ``number``; no other contact changed."""
        phones, raws = _added(self.before, after, 0), _added(self.before, after, 1)
        return (phones is not None and raws is not None and len(phones) == 1 and len(raws) == 1
                and phones[0][0].casefold().split() == self.params["name"].casefold().split()
                and national(phones[0][1]) == national(number))

    def _send(self, number: str, text: str):
        """An apply: ``text`` sent to ``number`` after the seeded messages."""
        def apply(task, env) -> None:
            last = max([m["date"] for m in task.params["history"]] or [_T0])
            sms.add_messages(env.device, [sms.Sms(number, text, last + 60_000, sms.TYPE_SENT)])
        return apply

    def _sent_only(self, after: tuple, number: str) -> bool:
        """One new message, not a draft: the text sent to ``number``; none gone."""
        new = _added(self.before, after, 2)
        return (new is not None and len(new) == 1 and new[0][3] == sms.TYPE_SENT
                and national(new[0][0]) == national(number) and new[0][1].rstrip() == self.params["text"])


def _add(name: str, number: str):
    return lambda task, env: contacts.add_contact(env.device, name, number)


def _contact_params(rng: random.Random) -> dict[str, Any]:
    people = _people(rng, rng.randint(3, 5) + 1)
    new, others = people[0], people[1:]
    wrong = _numbers(rng, 1)[0]
    while national(wrong) in {national(c["number"]) for c in people}:
        wrong = _numbers(rng, 1)[0]
    text = rng.choice(_TEXTS)
    return {"first": new["first"], "name": new["name"], "number": new["number"], "new_number": wrong,
            "text": text, "others": others, "history": _ContactRounds._history(rng, others, text)}


@register_task("venus")
class MultiRoundContactAddThenFixNumber(_ContactRounds):
    """Round 1: create a contact (name, number). Round 2 (after done): "sorry, the number
    is N2; fix the contact". Success: round 1 verified (exactly one new contact, with the
    first number); at the end that one contact has N2 as its only number (no second
    contact, the first number gone); other contacts and messages as they were."""

    app_names = ("contacts",)
    may_change = MayChange(stores=("contacts:rows",))
    template, variant_texts = _NEW_CONTACT, _NEW_CONTACT_TEXTS
    rounds = (Round("Sorry, I gave you the wrong number. {first}'s number is {new_number}; please fix the contact.",
                    variant_texts={"zh": "抱歉，我把号码给错了。{first} 的号码是 {new_number}，请修改一下这个联系人。",
                                   "paraphrase": "Apologies, that number was wrong. The right number for {first} "
                                                 "is {new_number}; please correct the contact."}),)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return _contact_params(rng)

    def verify_round(self, env, index: int) -> float:
        after = _state(env.device)
        return float(self._contact_as(after, self.params["number"]) and after[2] == self.before[2])

    def verify(self, env) -> float:
        after = _state(env.device)
        return float(self.rounds_passed and self._contact_as(after, self.params["new_number"])
                     and after[2] == self.before[2])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Contacts")
        contacts.add_contact(env.device, p["name"], p["number"])
        yield A.done()
        contacts.delete_number(env.device, p["name"], p["number"])
        contacts.add_number(env.device, p["name"], p["new_number"])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        name, new = p["name"], p["new_number"]
        added = _add(name, p["number"])
        typo = new[:-1] + str((int(new[-1]) + 1) % 10)
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("did round 1 only", play(added, leave_untouched)),
                NearMiss("saved a second contact with the new number", play(added, _add(name, new))),
                NearMiss("added the new number beside the old one",
                         play(added, lambda task, env: contacts.add_number(env.device, name, new))),
                NearMiss("a typo in the new number", play(added, then(
                    lambda task, env: contacts.delete_number(env.device, name, p["number"]),
                    lambda task, env: contacts.add_number(env.device, name, typo))))]


@register_task("venus")
class MultiRoundContactAddThenText(_ContactRounds):
    """Round 1: create a contact (name, number). Round 2 (after done): "now text them T
    from Simple SMS Messenger". Success: round 1 verified (exactly one new contact, as
    asked); at the end that contact is still there, exactly one new message (a draft
    aside), T sent to its number, and the other contacts and messages as they were."""

    app_names = ("contacts", "simple sms messenger")
    may_change = MayChange(stores=("contacts:rows", "sms:messages"))
    template, variant_texts = _NEW_CONTACT, _NEW_CONTACT_TEXTS
    rounds = (Round("Thanks! Now text {first} from Simple SMS Messenger: {text}",
                    variant_texts={"zh": "谢谢！现在用 Simple SMS Messenger 给 {first} 发一条短信：{text}",
                                   "paraphrase": "Great, thanks! Next, use Simple SMS Messenger to send {first} "
                                                 "this message: {text}"}),)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return _contact_params(rng)

    def verify_round(self, env, index: int) -> float:
        return float(self._contact_as(_state(env.device), self.params["number"]))

    def verify(self, env) -> float:
        after = _state(env.device)
        return float(self.rounds_passed and self._contact_as(after, self.params["number"])
                     and self._sent_only(after, self.params["number"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Contacts")
        contacts.add_contact(env.device, p["name"], p["number"])
        yield A.done()
        self._send(p["number"], p["text"])(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        added, text = _add(p["name"], p["number"]), p["text"]
        other = p["others"][0]["number"]
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("did round 1 only", play(added, leave_untouched)),
                NearMiss("texted another contact", play(added, self._send(other, text))),
                NearMiss("sent twice", play(added, then(self._send(p["number"], text), self._send(p["number"], text)))),
                NearMiss("texted, then deleted the contact", play(added, then(
                    self._send(p["number"], text), lambda task, env: contacts.delete_contact(env.device, p["name"])))),
                NearMiss("texted without saving the contact", play(leave_untouched, self._send(p["number"], text)))]


@register_task("venus")
class MultiRoundSmsRecipientInterrupted(_ContactRounds):
    """Text a contact A (by name) a message; four actions in, before anyone could have
    sent it (A has no conversation yet: opening the app, New conversation, picking A and
    typing take four), the user interrupts: "send it to B instead". Success: exactly one new message (a draft left in
    A's conversation aside), the text sent to B's saved number; nothing sent to A;
    contacts and earlier messages as they were."""

    app_names = ("simple sms messenger",)
    may_change = MayChange(stores=("sms:messages",))
    complexity = 2.0
    template = "Send a text message using Simple SMS Messenger to {name}: {text}"
    variant_texts = {"zh": "用 Simple SMS Messenger 给 {name} 发送一条短信：{text}",
                     "paraphrase": "Using Simple SMS Messenger, text {name} the following message: {text}"}
    rounds = (Round("Oh wait, send it to {other_name} instead, not to {first}.", at_step=4,
                    variant_texts={"zh": "哦，等等，改发给 {other_name}，不要发给 {first}。",
                                   "paraphrase": "Actually, hold on: {other_name} should get it instead of "
                                                 "{first}."}),)
    info = TaskInfo(Category.MR, PUDAM(2, 2, 3, 3, 2), Evaluation.STATE, tags=("multi-round", "interruption"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        people = _people(rng, rng.randint(3, 5))
        text = rng.choice(_TEXTS)
        rng.shuffle(people)
        first, other = people[0], people[1]
        return {"first": first["first"], "name": first["name"], "number": first["number"],
                "other_name": other["name"], "other_number": other["number"], "text": text,
                "others": people, "history": cls._history(rng, people[1:], text)}

    def verify(self, env) -> float:
        after = _state(env.device)
        return float(after[:2] == self.before[:2] and self._sent_only(after, self.params["other_number"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        self._send(self.params["other_number"], self.params["text"])(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        a, b, text = p["number"], p["other_number"], p["text"]
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("sent it to the first contact", self._send(a, text)),
                NearMiss("sent it to both", then(self._send(a, text), self._send(b, text))),
                NearMiss("sent B a shortened text", self._send(b, text.rsplit(" ", 1)[0])),
                NearMiss("sent it to B and deleted A", then(
                    self._send(b, text), lambda task, env: contacts.delete_contact(env.device, p["name"])))]
