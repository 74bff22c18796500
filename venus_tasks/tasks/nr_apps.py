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
from venus_tasks.tasks import nr_plan
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


# the domains of the contacts' email addresses
_DOMAINS = ("example.com", "mail.example.org", "example.net")


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
    """Create a contact (first and last name, mobile number and email address drawn per
    instance) in Contacts while the subclass's noise fires. Success: exactly one new
    contact, with that name and number (compared as digits) and that email address (case
    aside) as its only one; every other contact as it was; no extra raw contact (e.g. a
    first attempt saved without its number). A base of 8 actions (``base_plan``)."""

    app_names = ("contacts",)
    may_change = MayChange(stores=("contacts:rows",))
    complexity = 2.0
    template = "Create a new contact for {name}. Their number is {number} and their email is {email}."
    variant_texts = {"zh": "为 {name} 新建一个联系人，电话号码是 {number}，电子邮箱是 {email}。",
                     "paraphrase": "Add {name} as a new contact with the phone number {number} and the email "
                                   "address {email}."}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        people = _people(rng, rng.randint(3, 5) + 1)
        new, others = people[0], people[1:]
        email = f"{new['first']}.{new['last']}@{rng.choice(_DOMAINS)}".lower()
        return {"first": new["first"], "last": new["last"], "name": f"{new['first']} {new['last']}",
                "number": new["number"], "email": email, "others": others}

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
        if not (not removed and len(added) == 1 and raw_added == 1
                and added[0].display_name.casefold().split() == p["name"].casefold().split()
                and added[0].digits == _digits(p["number"])):
            return 0.0
        emails = [a.strip().casefold() for n, a in contacts.list_emails(env.device) if n == added[0].display_name]
        return float(emails == [p["email"]])

    def _add(self, number: str | None = None, email: str | None = None, copies: int = 1):
        """An apply: the contact added ``copies`` times with ``number`` and ``email``
        (default: the asked ones; "" for no email)."""
        def apply(task, env) -> None:
            p = task.params
            for _ in range(copies):
                contacts.add_contact(env.device, p["name"], number or p["number"])
            if (email if email is not None else p["email"]):
                contacts.add_email(env.device, p["name"], email or p["email"])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Contacts")
        self._add()(self, env)
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
        return [NearMiss("saved without the email", self._add(email="")),
                NearMiss("a wrong email", self._add(email=p["email"].replace("@", "_@", 1))),
                NearMiss("nothing added", leave_untouched),
                NearMiss("saved twice", add((name, number), (name, number))),
                NearMiss("wrong number", add((name, wrong))),
                NearMiss("first name only", add((p["first"], number))),
                NearMiss("saved with a wrong number, then again", add((name, wrong), (name, number))),
                NearMiss("another contact removed", add((name, number), drop=f"{other['first']} {other['last']}"))]


    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_apps.py``): open Contacts;
        the editor as one unit (a crash loses it): the + button, first name, last name,
        phone, email, Save; done."""
        return [nr_plan.opener("contacts"),
                *nr_plan.work("contacts", 0, ("+", "first name", "last name", "phone", "email", "Save")),
                nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 8 without noise; a call: Decline; a pop-up: open Contacts; a crash: Close app,
        # open Contacts, the editor so far again; numb: its dropped actions
        return nr_plan.steps(self.base_plan(), self.noise_events)


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

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_apps.py``): open Markor;
        the new note as one unit (a crash loses it): +, the name, OK, the text, BACK (the
        keyboard), BACK (which saves; the list right after it means saved); done."""
        return [nr_plan.opener("markor"),
                *nr_plan.work("markor", 0, ("+", "name", "OK", "text", "BACK (the keyboard)", "BACK")),
                nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 8 without noise; a crash: Close app, open Markor, the note so far again; a call:
        # Decline; a pop-up of an app: open Markor; a heads-up: nothing; numb: its dropped
        # actions
        return nr_plan.steps(self.base_plan(), self.noise_events)

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
    """Another app jumps to the front; then Markor stops responding for 8 to 15 actions about
    when the agent has typed the file name (step 4 or 5: the base plan types it at step 3
    after opening Markor again; the schedule stays step-triggered)."""
    info = dataclasses.replace(_NoiseResistMarkorCreateNote.info, pudam=PUDAM(1, 2, 3, 2, 2))

    complexity = 3.5
    noise_plan = (NoiseSpec("popup", step=(1, 1), args={"mode": "app"}),
                  NoiseSpec("numb", step=(4, 5), args={"k": (8, 15)}))


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
    """Delete two named notes among 5-7 in Markor (AndroidWorld ``MarkorDeleteNote``, twice)
    while a call rings until handled and the screen turns to landscape and back. Success:
    those two files are gone and every other note is exactly as it was. A base of 8 actions
    (``base_plan``)."""

    app_names = ("markor",)
    complexity = 2.5
    template = "Delete the notes in Markor named {file_name} and {file_name2}."
    variant_texts = {"zh": "删除 Markor 中名为 {file_name} 和 {file_name2} 的笔记。",
                     "paraphrase": "Remove the Markor notes called {file_name} and {file_name2}."}
    info = TaskInfo(Category.NR, PUDAM(2, 1, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    may_change = MayChange(stores=("markor:*",))      # verify checks every note itself
    noise_plan = (NoiseSpec("call", step=(3, 3), args={"ring_steps": 0}),
                  NoiseSpec("rotation", step=(3, 3), args={"back_after": (2, 2)}))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        stems = rng.sample(_STEMS, rng.randint(3, 5) + 2)
        notes = _other_notes(rng, stems)
        return {"file_name": f"{stems[0]}.md", "file_name2": f"{stems[1]}.md", "notes": notes}

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["notes"], clear=True)
        self.before = dict(self.params["notes"])

    def verify(self, env) -> float:
        gone = (self.params["file_name"], self.params["file_name2"])
        after = {k: v for k, v in markor.read_notes(env.device).items() if k not in _MARKOR_OWN}
        return float(after == {k: v for k, v in self.before.items() if k not in gone})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.delete_note(env.device, self.params["file_name"])
        markor.delete_note(env.device, self.params["file_name2"])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        target, target2 = self.params["file_name"], self.params["file_name2"]
        other = next(k for k in sorted(self.params["notes"]) if k not in (target, target2))

        def apply_with(*steps):
            def apply(task, env) -> None:
                for step in steps:
                    step(env.device)
            return apply

        return [NearMiss("nothing deleted", leave_untouched),
                NearMiss("the first only", apply_with(lambda d: markor.delete_note(d, target))),
                NearMiss("the second only", apply_with(lambda d: markor.delete_note(d, target2))),
                NearMiss("a wrong note instead of the second", apply_with(lambda d: markor.delete_note(d, target),
                                                                          lambda d: markor.delete_note(d, other))),
                NearMiss("a neighbour deleted too", apply_with(lambda d: markor.delete_note(d, target),
                                                               lambda d: markor.delete_note(d, target2),
                                                               lambda d: markor.delete_note(d, other))),
                NearMiss("emptied, not deleted", apply_with(lambda d: markor.delete_note(d, target),
                                                            lambda d: markor.write_note(d, target2, "")))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_apps.py``; the 5-7 notes
        fit on one screen): open Markor; per note (in the goal's order) a long press on it,
        Delete, OK; done. A long press and Delete are taken otherwise in landscape (the
        note, or its selected row, may be below the screen), so no rotation may cover
        them: the screen turns while the call rings over the confirmation."""
        plan = [nr_plan.opener("markor")]
        for unit in (0, 1):
            plan += [*nr_plan.work("markor", unit, ("long press", "Delete"), rotates=False),
                     *nr_plan.work("markor", unit, ("OK",))]
        return plan + [nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 8 without noise; the call: Decline; the rotation: nothing
        return nr_plan.steps(self.base_plan(), self.noise_events)


# ------------------------------------------------------------------ Simple SMS Messenger
class _NoiseResistSmsSend(VenusTask):
    """Send two SMS to one number, in order (number and texts drawn per instance;
    AndroidWorld ``SimpleSmsSend``, twice) in Simple SMS Messenger while the subclass's
    noise fires. Success: exactly two new messages in ``content://sms``, both sent to that
    number (compared as digits), the first text before the second (up to trailing
    whitespace); every earlier message still there. A base of 9 actions (``base_plan``)."""

    app_names = ("simple sms messenger",)
    may_change = MayChange(stores=("sms:messages",))
    complexity = 2.0
    template = ("Send two text messages using Simple SMS Messenger to {number}: first \"{text}\", "
                "then \"{text2}\"")
    variant_texts = {"zh": "使用 Simple SMS Messenger 给 {number} 发送两条短信：先发“{text}”，再发“{text2}”",
                     "paraphrase": "Open Simple SMS Messenger and text {number} twice: \"{text}\" and after it "
                                   "\"{text2}\""}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise",))
    # the seeded conversations are in the telephony provider, not in the app's stores:
    # verify compares them itself

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        numbers = list(dict.fromkeys(_number(rng) for _ in range(6)))
        texts = rng.sample(_TEXTS, 5)
        t0 = 1_696_800_000_000 + rng.randrange(4 * 86_400_000)    # the week before the device's 2023-10-15
        history = [{"address": numbers[1 + i % (len(numbers) - 1)], "body": texts[2 + i % 3],
                    "date": t0 + i * 3_600_000, "type": sms.TYPE_SENT if i % 3 == 2 else sms.TYPE_INBOX}
                   for i in range(rng.randint(3, 5))]
        return {"number": numbers[0], "text": texts[0], "text2": texts[1], "history": history}

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
        added = sorted((after - before).elements(), key=lambda m: m[2])
        return float(not (before - after) and len(added) == 2 and all(m[3] == sms.TYPE_SENT for m in added)
                     and all(_digits(m[0]) == _digits(p["number"]) for m in added)
                     and [_norm(m[1]) for m in added] == [_norm(p["text"]), _norm(p["text2"])])

    def _sent(self, number: str, text: str, later: int = 0) -> sms.Sms:
        last = max(m["date"] for m in self.params["history"])
        return sms.Sms(number, text, last + 60_000 * (1 + later), sms.TYPE_SENT)

    def _send(self, *messages: tuple[str, str]):
        """An apply: ``messages`` ``(number, text)`` sent in this order."""
        def apply(task, env) -> None:
            sms.add_messages(env.device, [task._sent(n, t, i) for i, (n, t) in enumerate(messages)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        self._send((p["number"], p["text"]), (p["number"], p["text2"]))(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        number, text, text2 = p["number"], p["text"], p["text2"]
        wrong = number[:-1] + str((int(number[-1]) + 1) % 10)
        return [NearMiss("nothing sent", leave_untouched),
                NearMiss("the first only", self._send((number, text))),
                NearMiss("in the wrong order", self._send((number, text2), (number, text))),
                NearMiss("the first sent twice, then the second", self._send((number, text), (number, text),
                                                                             (number, text2))),
                NearMiss("the second to a wrong number", self._send((number, text), (wrong, text2))),
                NearMiss("the second cut short", self._send((number, text), (number, text2.rsplit(" ", 1)[0]))),
                NearMiss("also sent to someone else", self._send((number, text), (number, text2),
                                                                 (p["history"][0]["address"], text)))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_apps.py``): open SMS
        Messenger; the first message as one unit (a crash loses it: the app restarts on its
        conversation list, the conversation not yet made): +, the number, confirm, the
        text, Send; the second: the text, Send; done."""
        app = "simple sms messenger"
        return [nr_plan.opener(app), *nr_plan.work(app, 0, ("+", "number", "confirm", "text", "Send")),
                *nr_plan.work(app, 1, ("text", "Send")), nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 9 without noise; the pop-up: open SMS Messenger; the call: Decline; the crash:
        # Close app, open SMS Messenger, the first message so far again
        return nr_plan.steps(self.base_plan(), self.noise_events)


@register_task("venus")
class NoiseResistSmsSendPopUp(_NoiseResistSmsSend):
    """Another app jumps to the front while the agent writes the message, a call rings
    until handled, and Simple SMS Messenger crashes, losing the unsent text."""

    complexity = 3.0
    noise_plan = (NoiseSpec("popup", step=(2, 3), args={"mode": "app"}),
                  NoiseSpec("call", step=(5, 5), args={"ring_steps": 0}),
                  NoiseSpec("crash", step=(7, 7)))
