"""More multi-round (MR) tasks, over Markor, Contacts, Simple SMS Messenger and Settings
(the pattern of ``mr``; ``shared/reference/venusbench.md`` section 4). Sequential rounds
refine the request (append a line, fix a number, text the new contact) or reverse it
(delete then restore, dark theme on then off); interruptions change the request midway
(another note name, another recipient). A round claimed done is verified then
(``verify_round``); a reverse task's ``verify`` requires that, so an agent that did
nothing does not pass for having "undone" it. The contacts and SMS providers are outside
the state guard: those tasks compare them in full themselves.
"""

from __future__ import annotations

import collections
import random
from typing import Any, Iterator

from apps import contacts, markor, sms
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from venus_tasks.tasks.nr_settings import DARK_THEME, set_switch
from verifiers.guard import MayChange
from verifiers.phones import national

# Note stems: none is part of another, so a stem on screen is what the agent typed.
_STEMS = ("shopping_list", "weekend_plan", "call_notes", "movie_picks", "plant_care", "party_menu",
          "study_plan", "bike_repairs", "holiday_ideas", "house_chores", "podcast_list", "budget_draft")
_SENTENCES = ("Buy oat milk and coffee beans before Friday.", "Call Dana about the budget review.",
              "Water the tomatoes every second morning.", "Book the dentist for early March.",
              "Return the library books by the weekend.", "Ask Sam to bring the folding chairs.",
              "Renew the car insurance online this month.", "Pack the charger and the blue scarf.",
              "Send the slides to the team after lunch.", "Try the lentil soup recipe on Sunday.")
_FIRST = ("Maya", "Jonas", "Priya", "Elliot", "Noor", "Tomas", "Hana", "Felix", "Ines", "Omar", "Clara", "Ravi")
_LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Novak", "Haddad", "Whitaker",
         "Sato", "Ferreira", "Kowalski")
_AREAS = ("212", "312", "415", "617", "650", "206", "303", "512")
_TEXTS = ("Running ten minutes late, start without me.", "Can you pick up bread on the way home?",
          "The package arrived, thanks again!", "Meeting moved to 3pm in room B.",
          "Happy birthday! Dinner is on me tonight.", "Please call me back when you are free.",
          "See you at 6 by the station.", "Do not forget the tickets tomorrow.")
# Markor creates these by itself when its QuickNote and ToDo tabs first open.
_MARKOR_OWN = ("QuickNote.md", "todo.txt")
_T0 = 1_696_800_000_000          # the week before the device's 2023-10-15, for seeded messages
_MR = TaskInfo(Category.MR, PUDAM(2, 2, 3, 3, 3), Evaluation.STATE, tags=("multi-round",))
_CREATE_NOTE = "Create a new note in Markor named {file_name} with the following text: {text}"
_CREATE_NOTE_TEXTS = {"zh": "在 Markor 中新建一个名为 {file_name} 的笔记，内容如下：{text}",
                      "paraphrase": "In Markor, make a note called {file_name} containing this text: {text}"}
_NEW_CONTACT = "Create a new contact for {name}. Their number is {number}."
_NEW_CONTACT_TEXTS = {"zh": "为 {name} 新建一个联系人，电话号码是 {number}。",
                      "paraphrase": "Save a new contact named {name} with the phone number {number}."}


def _lines(text: str) -> list[str]:
    """The non-blank lines of ``text``, without trailing whitespace."""
    return [line.rstrip() for line in text.replace("\r\n", "\n").split("\n") if line.strip()]


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


# ------------------------------------------------------------------ Markor
class _MarkorRounds(VenusTask):
    """Notes ``params["notes"]`` ({file: text}) seeded in Markor; ``_new`` and ``_kept``
    compare the notes with them."""

    app_names = ("markor",)
    complexity = 2.5
    info = _MR
    may_change = MayChange(stores=("markor:*",))      # verify checks every note itself

    def setup(self, env) -> None:
        markor.write_notes(env.device, self.params["notes"], clear=True)
        self.before = dict(self.params["notes"])

    @staticmethod
    def _notes(env) -> dict[str, str]:
        return {k: v for k, v in markor.read_notes(env.device).items() if k not in _MARKOR_OWN}

    def _kept(self, after: dict[str, str], but: str = "") -> bool:
        """Every seeded note but ``but`` is there as it was."""
        return all(after.get(k) == v for k, v in self.before.items() if k != but)

    def _new(self, after: dict[str, str]) -> set[str]:
        return set(after) - set(self.before)


def _write(*files: tuple[str, str], drop: str = ""):
    """An apply writing ``files`` ((path, text)) into Markor, then deleting ``drop``."""
    def apply(task, env) -> None:
        for path, text in files:
            markor.write_note(env.device, path, text)
        if drop:
            markor.delete_note(env.device, drop)
    return apply


def _markor_params(rng: random.Random, n_other: int) -> dict[str, Any]:
    stems = rng.sample(_STEMS, n_other + 2)
    sentences = rng.sample(_SENTENCES, 3)
    return {"stem": stems[0], "file_name": f"{stems[0]}.md", "new_file_name": f"{stems[1]}.md",
            "text": " ".join(sentences[:2]), "line": sentences[2],
            "notes": {f"{s}.md": " ".join(rng.sample(_SENTENCES, 2)) + "\n" for s in stems[2:]}}


@register_task("venus")
class MultiRoundMarkorCreateThenAppend(_MarkorRounds):
    """Round 1: create a note with a given name and text. Round 2 (after done): "also add
    the line L at the end". Success: round 1 verified (only that note new, holding the
    text); at the end it holds the text, then L on a line of its own (blank lines and
    trailing whitespace aside), and no other note changed or appeared."""

    template, variant_texts = _CREATE_NOTE, _CREATE_NOTE_TEXTS
    rounds = (Round("Please also add this line at the end of {file_name}: {line}",
                    variant_texts={"zh": "请在 {file_name} 的末尾再添加这一行：{line}",
                                   "paraphrase": "Append one more line to the end of {file_name}: {line}"}),)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return _markor_params(rng, rng.randint(2, 4))

    def _holds(self, env, lines: list[str]) -> bool:
        after, name = self._notes(env), self.params["file_name"]
        return self._kept(after) and self._new(after) == {name} and _lines(after[name]) == lines

    def verify_round(self, env, index: int) -> float:
        return float(self._holds(env, [self.params["text"]]))

    def verify(self, env) -> float:
        return float(self.rounds_passed and self._holds(env, [self.params["text"], self.params["line"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.write_note(env.device, p["file_name"], p["text"] + "\n")
        yield A.done()
        markor.write_note(env.device, p["file_name"], f"{p['text']}\n{p['line']}\n")
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        name, text, line = p["file_name"], p["text"], p["line"]
        created = _write((name, text + "\n"))
        other = sorted(p["notes"])[0]
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("did round 1 only", play(created, leave_untouched)),
                NearMiss("the line replaced the text", play(created, _write((name, line + "\n")))),
                NearMiss("the line put first", play(created, _write((name, f"{line}\n{text}\n")))),
                NearMiss("the line added to another note",
                         play(created, _write((other, p["notes"][other] + line + "\n")))),
                NearMiss("the line in a note of its own", play(created, _write((p["new_file_name"], line))))]


@register_task("venus")
class MultiRoundMarkorDeleteThenRestore(_MarkorRounds):
    """Round 1: delete a named note. Round 2 (after done): "I still need it; create it
    again with its text T". Success: round 1 verified (that note gone, every other note as
    it was); at the end the notes are the initial ones again (the restored one holding T
    up to trailing whitespace) and nothing else appeared."""

    template = "Delete the note in Markor named {file_name}."
    variant_texts = {"zh": "在 Markor 中删除名为 {file_name} 的笔记。",
                     "paraphrase": "Remove the {file_name} note from Markor."}
    rounds = (Round("Oh no, I still need {file_name}. Please create it again with this text: {text}",
                    variant_texts={"zh": "糟了，我还需要 {file_name}。请用以下内容重新创建它：{text}",
                                   "paraphrase": "Oops, it turns out I still need {file_name}. Recreate it with "
                                                 "this text, please: {text}"}),)
    info = TaskInfo(Category.MR, PUDAM(2, 2, 3, 3, 3), Evaluation.STATE, tags=("multi-round", "reverse"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        p = _markor_params(rng, rng.randint(2, 4))
        p["notes"][p["file_name"]] = p["text"] + "\n"
        return p

    def verify_round(self, env, index: int) -> float:
        after = self._notes(env)
        return float(self._kept(after, but=self.params["file_name"]) and set(after) == set(self.before) - {
            self.params["file_name"]})

    def verify(self, env) -> float:
        after, name = self._notes(env), self.params["file_name"]
        return float(self.rounds_passed and set(after) == set(self.before) and self._kept(after, but=name)
                     and after[name].rstrip() == self.params["text"])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.delete_note(env.device, self.params["file_name"])
        yield A.done()
        markor.write_note(env.device, self.params["file_name"], self.params["text"] + "\n")
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        name, text, stem = p["file_name"], p["text"], p["stem"]
        gone = _write(drop=name)
        other = next(k for k in sorted(p["notes"]) if k != name)
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("did round 1 only", play(gone, leave_untouched)),
                NearMiss("emptied it instead of deleting", play(_write((name, "")), _write((name, text)))),
                NearMiss("restored the first sentence only", play(gone, _write((name, text.split(". ")[0] + ".")))),
                NearMiss("restored as a plain text file", play(gone, _write((f"{stem}.txt", text)))),
                NearMiss("a neighbour deleted too", play(_write(drop=name), _write((name, text), drop=other)))]


@register_task("venus")
class MultiRoundMarkorNameInterrupted(_MarkorRounds):
    """Create a note with a given name and text; once that name is on screen (typed in
    the new file dialog; the user speaks after the agent's next action, usually OK, which
    creates the file) the user interrupts: "name it N2 instead". Success: the only new note is N2, holding the text (up to
    trailing whitespace); no note of the first name is left (not even an empty one); the
    other notes as they were."""

    template, variant_texts = _CREATE_NOTE, _CREATE_NOTE_TEXTS
    rounds = (Round("Wait, name the note {new_file_name} instead of {file_name}; the text stays the same.",
                    on_screen="{stem}",
                    variant_texts={"zh": "等等，把笔记命名为 {new_file_name}，而不是 {file_name}；内容不变。",
                                   "paraphrase": "Hold on, call the note {new_file_name} rather than {file_name}; "
                                                 "keep the same text."}),)
    info = TaskInfo(Category.MR, PUDAM(2, 2, 3, 3, 2), Evaluation.STATE, tags=("multi-round", "interruption"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return _markor_params(rng, rng.randint(2, 4))

    def verify(self, env) -> float:
        after, p = self._notes(env), self.params
        return float(self._kept(after) and self._new(after) == {p["new_file_name"]}
                     and after[p["new_file_name"]].rstrip() == p["text"])

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Markor")
        markor.write_note(env.device, self.params["new_file_name"], self.params["text"] + "\n")
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        first, second, text = p["file_name"], p["new_file_name"], p["text"]
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("kept the first name", _write((first, text))),
                NearMiss("the first note left behind, empty", _write((first, ""), (second, text))),
                NearMiss("both notes with the text", _write((first, text), (second, text))),
                NearMiss("new name, no text", _write((second, "")))]


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


# ------------------------------------------------------------------ Settings
@register_task("venus")
class MultiRoundDarkThemeOnThenOff(VenusTask):
    """Round 1: turn Dark theme on. Round 2 (after done): "too dark, turn it off again"
    (the round does not name the setting). Success: Dark theme was on when round 1 was
    claimed done, and is off at the end; nothing else changed."""

    app_names = ("settings",)
    complexity = 2.0
    template = "Turn on Dark theme."
    variant_texts = {"zh": "开启深色主题。", "paraphrase": "Switch Dark theme on."}
    rounds = (Round("Hmm, that is too dark for me. Please turn it off again.",
                    variant_texts={"zh": "嗯，这对我来说太暗了。请再把它关掉。",
                                   "paraphrase": "Hmm, this looks too dark to me. Could you switch it back off?"}),)
    info = TaskInfo(Category.MR, PUDAM(2, 2, 2, 3, 2), Evaluation.STATE, tags=("multi-round", "reverse"))
    may_change = MayChange(settings=(f"{DARK_THEME.namespace} {DARK_THEME.key}",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}

    def setup(self, env) -> None:
        set_switch(DARK_THEME, "off")(self, env)

    def _dark(self, env, state: str) -> bool:
        want = DARK_THEME.on if state == "on" else DARK_THEME.off
        return env.device.settings_get(DARK_THEME.namespace, DARK_THEME.key) == want

    def verify_round(self, env, index: int) -> float:
        return float(self._dark(env, "on"))

    def verify(self, env) -> float:
        return float(self.rounds_passed and self._dark(env, "off"))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="Settings")
        set_switch(DARK_THEME, "on")(self, env)
        yield A.done()
        set_switch(DARK_THEME, "off")(self, env)
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        on, off = set_switch(DARK_THEME, "on"), set_switch(DARK_THEME, "off")
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("skipped round 1", play(leave_untouched, leave_untouched)),
                NearMiss("did round 1 only", play(on, leave_untouched)),
                NearMiss("turned it off, then on again", play(on, then(off, on)))]
