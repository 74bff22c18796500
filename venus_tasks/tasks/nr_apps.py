"""Noise resistance (NR) over Contacts, Markor and Simple SMS Messenger: AndroidWorld's
``ContactsAddContact``, ``MarkorCreateNote``, ``MarkorDeleteNote`` and ``SimpleSmsSend``
while the device is disturbed (VenusBench-Mobile ``NoiseResist*``,
``shared/reference/venusbench.md`` section 3). As in ``nr``, each task is its base task
with a noise plan declared as data; the end state is checked through the provider or the
files as for the base task, plus what the noise tempts an agent into: the same contact,
note or message saved twice, and other contacts, notes or messages changed on the way.
"""

from __future__ import annotations

import dataclasses
import collections
import random
import re
from typing import Any, Iterator

from apps import contacts, markor, sms
from noise import NoiseSpec
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched
from verifiers.guard import MayChange

_FIRST = ("Maya", "Jonas", "Priya", "Elliot", "Noor", "Tomas", "Hana", "Felix", "Ines", "Omar",
          "Clara", "Ravi")
_LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Novak", "Haddad",
         "Whitaker", "Sato", "Ferreira", "Kowalski")
_AREAS = ("212", "312", "415", "617", "650", "206", "303", "512")
# Note stems: none is part of another, so the numb trigger sees only what the agent typed.
_STEMS = ("grocery_list", "packing_plan", "meeting_recap", "book_ideas", "garden_todo",
          "recipe_draft", "trip_budget", "gift_wishlist", "workout_log", "reading_queue",
          "car_service", "rent_reminders")
_SENTENCES = ("Buy oat milk and coffee beans before Friday.", "Call Dana about the budget review.",
              "Water the tomatoes every second morning.", "Book the dentist for early March.",
              "Return the library books by the weekend.", "Ask Sam to bring the folding chairs.",
              "Renew the car insurance online this month.", "Pack the charger and the blue scarf.",
              "Send the slides to the team after lunch.", "Try the lentil soup recipe on Sunday.")
_TEXTS = ("Running ten minutes late, start without me.", "Can you pick up bread on the way home?",
          "The package arrived, thanks again!", "Meeting moved to 3pm in room B.",
          "Happy birthday! Dinner is on me tonight.", "Please call me back when you are free.")
# Markor creates these by itself when its QuickNote and ToDo tabs first open (hgb).
_MARKOR_OWN = ("QuickNote.md", "todo.txt")


def _number(rng: random.Random) -> str:
    """A 555 number (NANP fictional range) written ``650-555-0142``."""
    return f"{rng.choice(_AREAS)}-555-{rng.randrange(10000):04d}"


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


def _norm(text: str) -> str:
    """Text compared up to line endings and trailing whitespace (a final ENTER)."""
    return text.replace("\r\n", "\n").rstrip()


def _people(rng: random.Random, n: int) -> list[dict[str, str]]:
    firsts, lasts = rng.sample(_FIRST, n), rng.sample(_LAST, n)
    return [{"first": f, "last": la, "number": _number(rng)} for f, la in zip(firsts, lasts)]


# ------------------------------------------------------------------ Contacts
class _NoiseResistContactAdd(VenusTask):
    """Create a contact (first and last name, mobile number drawn per instance) in Contacts
    while the subclass's noise fires. Success: exactly one new contact, with that name and
    number (compared as digits); every other contact as it was; no extra raw contact
    (e.g. a first attempt saved without its number)."""

    app_names = ("contacts",)
    may_change = MayChange(stores=("contacts:rows",))
    complexity = 2.0
    template = "Create a new contact for {name}. Their number is {number}."
    variant_texts = {"zh": "为 {name} 新建一个联系人，电话号码是 {number}。",
                     "paraphrase": "Add {name} as a new contact with the phone number {number}."}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        people = _people(rng, rng.randint(3, 5) + 1)
        new, others = people[0], people[1:]
        return {"first": new["first"], "last": new["last"], "name": f"{new['first']} {new['last']}",
                "number": new["number"], "others": others}

    def setup(self, env) -> None:
        contacts.clear_contacts(env.device)
        contacts.add_contacts(env.device, [(f"{c['first']} {c['last']}", c["number"]) for c in self.params["others"]])
        self.before = contacts.list_contacts(env.device)
        self.raw_before = contacts.raw_contact_ids(env.device)

    def verify(self, env) -> float:
        p = self.params
        after = collections.Counter(contacts.list_contacts(env.device))
        before = collections.Counter(self.before)
        added, removed = list((after - before).elements()), before - after
        raw_added = len(set(contacts.raw_contact_ids(env.device)) - set(self.raw_before))
        return float(not removed and len(added) == 1 and raw_added == 1
                     and added[0].display_name.casefold().split() == p["name"].casefold().split()
                     and added[0].digits == _digits(p["number"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Contacts")
        contacts.add_contact(env.device, self.params["name"], self.params["number"])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params

        def add(*people: tuple[str, str], drop: str | None = None):
            def apply(task, env) -> None:
                contacts.add_contacts(env.device, list(people))
                if drop:
                    contacts.delete_contact(env.device, drop)
            return apply

        name, number = p["name"], p["number"]
        wrong = number[:-1] + str((int(number[-1]) + 1) % 10)
        other = p["others"][0]
        return [NearMiss("nothing added", leave_untouched),
                NearMiss("saved twice", add((name, number), (name, number))),
                NearMiss("wrong number", add((name, wrong))),
                NearMiss("first name only", add((p["first"], number))),
                NearMiss("saved with a wrong number, then again", add((name, wrong), (name, number))),
                NearMiss("another contact removed", add((name, number), drop=f"{other['first']} {other['last']}"))]


@register_task("venus")
class NoiseResistContactAddCall(_NoiseResistContactAdd):
    """A call rings over Contacts until the agent handles it; another app jumps to the front
    while the agent fills the form; then Contacts stops responding for 8 to 15 actions."""

    complexity = 3.5
    noise_plan = (NoiseSpec("call", step=(1, 1), args={"ring_steps": 0}),
                  NoiseSpec("popup", step=(3, 3), args={"mode": "app"}),
                  NoiseSpec("numb", step=(5, 6), args={"k": (8, 15)}))


@register_task("venus")
class NoiseResistContactAddCrash(_NoiseResistContactAdd):
    """Contacts crashes ("keeps stopping") twice while the agent works in it (VenusBench-
    Mobile's crash tasks force-stop their app twice), the screen turning to landscape and
    back between."""

    complexity = 3.0
    noise_plan = (NoiseSpec("crash", step=(2, 3)),
                  NoiseSpec("rotation", step=(4, 5)),
                  NoiseSpec("crash", step=(7, 8)))


# ------------------------------------------------------------------ Markor
def _other_notes(rng: random.Random, stems: list[str]) -> dict[str, str]:
    return {f"{s}.md": " ".join(rng.sample(_SENTENCES, 2)) + "\n" for s in stems}


class _NoiseResistMarkorCreateNote(VenusTask):
    """Create a Markor note with a given file name and exact text (AndroidWorld
    ``MarkorCreateNote``) while the subclass's noise fires. Success: that file holds that
    text (up to trailing whitespace), every other note is as it was and no other file
    appeared (no ``name.md.md``, no second copy)."""

    app_names = ("markor",)
    complexity = 2.0
    template = "Create a new note in Markor named {file_name} with the following text: {text}"
    variant_texts = {"zh": "在 Markor 中新建一条名为 {file_name} 的笔记，内容如下：{text}",
                     "paraphrase": "In Markor, make a new note called {file_name} whose text is: {text}"}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("markor:*",))      # verify checks every note itself

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        stems = rng.sample(_STEMS, rng.randint(2, 4) + 1)
        return {"stem": stems[0], "file_name": f"{stems[0]}.md", "text": " ".join(rng.sample(_SENTENCES, 2)),
                "notes": _other_notes(rng, stems[1:])}

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["notes"], clear=True)
        self.before = dict(self.params["notes"])

    def verify(self, env) -> float:
        p = self.params
        after = {k: v for k, v in markor.read_notes(env.device).items() if k not in _MARKOR_OWN}
        kept = all(after.get(k) == v for k, v in self.before.items())
        new = set(after) - set(self.before)
        return float(kept and new == {p["file_name"]} and _norm(after[p["file_name"]]) == _norm(p["text"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.write_note(env.device, self.params["file_name"], self.params["text"])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params

        def write(*files: tuple[str, str], drop: str | None = None):
            def apply(task, env) -> None:
                for path, text in files:
                    markor.write_note(env.device, path, text)
                if drop:
                    markor.delete_note(env.device, drop)
            return apply

        name, text, stem = p["file_name"], p["text"], p["stem"]
        other = sorted(p["notes"])[0]
        return [NearMiss("nothing created", leave_untouched),
                NearMiss("empty note", write((name, ""))),
                NearMiss("first sentence only", write((name, text.split(". ")[0] + "."))),
                NearMiss("extension typed twice", write((f"{name}.md", text))),
                NearMiss("plain text file", write((f"{stem}.txt", text))),
                NearMiss("saved twice", write((name, text), (f"{stem}(1).md", text))),
                NearMiss("another note overwritten", write((name, text), (other, text))),
                NearMiss("another note deleted", write((name, text), drop=other))]


@register_task("venus")
class NoiseResistMarkorCreateNoteCrash(_NoiseResistMarkorCreateNote):
    """Markor crashes ("keeps stopping") while the agent works in it, and unsaved text is
    lost; then a call rings until handled, and the screen turns to landscape and back."""

    complexity = 3.0
    noise_plan = (NoiseSpec("crash", step=(2, 3)),
                  NoiseSpec("call", step=(5, 6), args={"ring_steps": 0}),
                  NoiseSpec("rotation", step=(7, 8)))


@register_task("venus")
class NoiseResistMarkorCreateNoteNumb(_NoiseResistMarkorCreateNote):
    """Another app jumps to the front; then Markor stops responding for 8 to 15 actions once
    the agent has typed the file name."""
    info = dataclasses.replace(_NoiseResistMarkorCreateNote.info, pudam=PUDAM(1, 2, 3, 2, 2))

    complexity = 3.5
    noise_plan = (NoiseSpec("popup", step=(1, 1), args={"mode": "app"}),
                  NoiseSpec("numb", on_screen="{stem}", args={"k": (8, 15)}))


@register_task("venus")
class NoiseResistMarkorCreateNotePopUp(_NoiseResistMarkorCreateNote):
    """A heads-up notification drops over Markor while the agent works in it, another app
    jumps to the front, and a call rings until handled."""

    complexity = 3.0
    noise_plan = (NoiseSpec("popup", step=(1, 2), args={"mode": "notification"}),
                  NoiseSpec("popup", step=(3, 4), args={"mode": "app"}),
                  NoiseSpec("call", step=(6, 7), args={"ring_steps": 0}))


@register_task("venus")
class NoiseResistMarkorDeleteNoteRotation(VenusTask):
    """Delete one named note among several in Markor (AndroidWorld ``MarkorDeleteNote``)
    while the screen turns to landscape and back. Success: that file is gone and every
    other note is exactly as it was."""

    app_names = ("markor",)
    complexity = 2.0
    template = "Delete the note in Markor named {file_name}."
    variant_texts = {"zh": "删除 Markor 中名为 {file_name} 的笔记。",
                     "paraphrase": "Remove the Markor note called {file_name}."}
    info = TaskInfo(Category.NR, PUDAM(1, 1, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("markor:*",))      # verify checks every note itself
    noise_plan = (NoiseSpec("rotation", step=(1, 2)),
                  NoiseSpec("call", step=(3, 3), args={"ring_steps": 0}))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        stems = rng.sample(_STEMS, rng.randint(3, 5) + 1)
        notes = _other_notes(rng, stems)
        return {"file_name": f"{stems[0]}.md", "notes": notes}

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["notes"], clear=True)
        self.before = dict(self.params["notes"])

    def verify(self, env) -> float:
        after = {k: v for k, v in markor.read_notes(env.device).items() if k not in _MARKOR_OWN}
        return float(after == {k: v for k, v in self.before.items() if k != self.params["file_name"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.delete_note(env.device, self.params["file_name"])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        target = self.params["file_name"]
        other = next(k for k in sorted(self.params["notes"]) if k != target)

        def apply_with(*steps):
            def apply(task, env) -> None:
                for step in steps:
                    step(env.device)
            return apply

        return [NearMiss("nothing deleted", leave_untouched),
                NearMiss("wrong note deleted", apply_with(lambda d: markor.delete_note(d, other))),
                NearMiss("a neighbour deleted too", apply_with(lambda d: markor.delete_note(d, target),
                                                               lambda d: markor.delete_note(d, other))),
                NearMiss("emptied, not deleted", apply_with(lambda d: markor.write_note(d, target, "")))]


# ------------------------------------------------------------------ Simple SMS Messenger
class _NoiseResistSmsSend(VenusTask):
    """Send one SMS (number and text drawn per instance; AndroidWorld ``SimpleSmsSend``)
    in Simple SMS Messenger while the subclass's noise fires. Success: exactly one new
    message in ``content://sms``, a sent one to that number (compared as digits) with that
    text (up to trailing whitespace); every earlier message still there."""

    app_names = ("simple sms messenger",)
    may_change = MayChange(stores=("sms:messages",))
    complexity = 2.0
    template = "Send a text message using Simple SMS Messenger to {number} with message: {text}"
    variant_texts = {"zh": "使用 Simple SMS Messenger 给 {number} 发送一条短信，内容为：{text}",
                     "paraphrase": "Open Simple SMS Messenger and text {number} the following message: {text}"}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    # the seeded conversations are in the telephony provider, not in the app's stores:
    # verify compares them itself

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        numbers = list(dict.fromkeys(_number(rng) for _ in range(6)))
        texts = rng.sample(_TEXTS, 4)
        t0 = 1_696_800_000_000 + rng.randrange(4 * 86_400_000)    # the week before the device's 2023-10-15
        history = [{"address": numbers[1 + i % (len(numbers) - 1)], "body": texts[1 + i % 3],
                    "date": t0 + i * 3_600_000, "type": sms.TYPE_SENT if i % 3 == 2 else sms.TYPE_INBOX}
                   for i in range(rng.randint(3, 5))]
        return {"number": numbers[0], "text": texts[0], "history": history}

    def setup(self, env) -> None:
        sms.make_default_sms_app(env.device)
        sms.clear_messages(env.device)
        sms.add_messages(env.device, [sms.Sms(**m) for m in self.params["history"]])
        self.before = self._messages(env)

    @staticmethod
    def _messages(env) -> list[tuple[str, str, int, int]]:
        return [(m.address, m.body, m.date, m.type) for m in sms.list_messages(env.device, "all")]

    def verify(self, env) -> float:
        p = self.params
        after, before = collections.Counter(self._messages(env)), collections.Counter(self.before)
        added = list((after - before).elements())
        return float(not (before - after) and len(added) == 1 and added[0][3] == sms.TYPE_SENT
                     and _digits(added[0][0]) == _digits(p["number"]) and _norm(added[0][1]) == _norm(p["text"]))

    def _sent(self, number: str, text: str) -> sms.Sms:
        last = max(m["date"] for m in self.params["history"])
        return sms.Sms(number, text, last + 60_000, sms.TYPE_SENT)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        sms.add_messages(env.device, [self._sent(self.params["number"], self.params["text"])])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params

        def send(*messages: tuple[str, str]):
            def apply(task, env) -> None:
                sms.add_messages(env.device, [task._sent(n, t) for n, t in messages])
            return apply

        number, text = p["number"], p["text"]
        wrong = number[:-1] + str((int(number[-1]) + 1) % 10)
        return [NearMiss("nothing sent", leave_untouched),
                NearMiss("sent twice", send((number, text), (number, text))),
                NearMiss("wrong number", send((wrong, text))),
                NearMiss("text cut short", send((number, text.rsplit(" ", 1)[0]))),
                NearMiss("also sent to someone else", send((number, text), (p["history"][0]["address"], text)))]


@register_task("venus")
class NoiseResistSmsSendPopUp(_NoiseResistSmsSend):
    """Another app jumps to the front while the agent writes the message, a call rings
    until handled, and Simple SMS Messenger crashes, losing the unsent text."""

    complexity = 3.0
    noise_plan = (NoiseSpec("popup", step=(2, 3), args={"mode": "app"}),
                  NoiseSpec("call", step=(5, 5), args={"ring_steps": 0}),
                  NoiseSpec("crash", step=(7, 7)))
