"""Multi-round (MR) tasks over Contacts and Simple SMS Messenger (the pattern of ``mr``;
``shared/reference/venusbench.md`` section 4): sequential rounds chain the two apps (save
a contact, fix it, text it, pass its number on); interruptions change the request midway,
one cancelling the message being typed ("don't send that yet, delete what you typed").
Every round claimed done is checked on the providers (``verify_round``, cumulative:
every phone row and every message) and has its own near misses (``play(...,
rejected_at=k)``).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts, markor, providers, sms
from venus_tasks.dialogue.rounds import Round, play
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import looking
from venus_tasks.tasks import mr_common as mc
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.guard import MayChange
from verifiers.phones import national, phone_numbers

_NEW_CONTACT = "Create a new contact for {name}. Their number is {number}."
_NEW_CONTACT_TEXTS = {"zh": "为 {name} 新建一个联系人，电话号码是 {number}。",
                      "paraphrase": "Save a new contact named {name} with the phone number {number}."}


class _ContactRounds(mc.StagedRounds, VenusTask):
    """Contacts ``params["others"]`` and messages ``params["history"]`` seeded;
    ``mr_common.phonebook`` read at the start (``before``)."""

    app_names: tuple[str, ...] = ("contacts", "simple sms messenger")
    may_change = MayChange(stores=("contacts:rows", "sms:messages"))

    def setup(self, env) -> None:
        mc.seed_phonebook(env, self.params["others"], self.params["history"])
        self.before = mc.phonebook(env.device)

    def _contact(self, after: tuple, number: str, kind: int = contacts.PHONE_TYPE_MOBILE) -> bool:
        """Exactly one contact added (one raw contact, one phone row): the goal's name
        with ``number`` of type ``kind``; no other contact changed."""
        phones, raws = mc.added(self.before, after, 0), mc.added(self.before, after, 1)
        return (phones is not None and raws is not None and len(phones) == 1 and len(raws) == 1
                and phones[0][0].casefold().split() == self.params["name"].casefold().split()
                and national(phones[0][1]) == national(number) and phones[0][2] == kind)

    def _new_messages(self, after: tuple) -> dict[str, list[str]] | None:
        """The messages sent since the start by national number ({number: bodies, trailing
        whitespace aside}); None if a seeded message is gone or a new one is not a sent one."""
        new = mc.added(self.before, after, 2)
        if new is None or any(m[3] != sms.TYPE_SENT for m in new):
            return None
        out: dict[str, list[str]] = {}
        for m in sorted(new, key=lambda m: m[2]):
            out.setdefault(national(m[0]), []).append(m[1].strip())
        return out


def _person_params(rng: random.Random, n_others: tuple[int, int] = (3, 5)) -> tuple[dict, list[dict]]:
    who = mc.people(rng, rng.randint(*n_others) + 1)
    return who[0], who[1:]


def _typo(number: str) -> str:
    """``number`` with its last digit one higher (9 becomes 0)."""
    return number[:-1] + str((int(number[-1]) + 1) % 10)


def _star(name: str):
    """An apply: the contact ``name`` in favourites."""
    return lambda task, env: contacts.set_starred(env.device, name)


def _edit_number(name: str, old: str, new: str):
    """An apply: ``name``'s number ``old`` replaced by ``new`` (a mobile number)."""
    return then(lambda task, env: contacts.delete_number(env.device, name, old),
                lambda task, env: contacts.add_number(env.device, name, new))


@register_task("venus")
class MultiRoundContactAddThenFixNumber(_ContactRounds):
    """Five rounds over Contacts and SMS Messenger.

    1. (goal) create a contact (name, number N1);
    2. "sorry, the number is N2: fix the contact";
    3. "now text them T";
    4. "also text friend F their number, so F can save it" (does not give N2);
    5. "and add them to my favourites" (back in Contacts).

    Checked when each round is claimed done: one contact added, with N1, then with N2
    only; then T sent to N2; then a text to F whose phone numbers are all N2 (at least
    one); then the new contact, and no other, in favourites (none before); the seeded
    contacts and messages as they were, nothing else sent.

    Memory: round 4 needs the corrected number N2 from round 2 (not the N1 of the goal),
    two app switches later.
    """

    complexity = 5.0
    first_app = "Contacts"
    template, variant_texts = _NEW_CONTACT, _NEW_CONTACT_TEXTS
    rounds = (
        Round("Sorry, I gave you the wrong number. {first}'s number is {new_number}; please fix the contact.",
              variant_texts={"zh": "抱歉，我把号码给错了。{first} 的号码是 {new_number}，请修改一下这个联系人。",
                             "paraphrase": "Apologies, that number was wrong. The right number for {first} is "
                                           "{new_number}; please correct the contact."}),
        Round("Thanks! Now text {first} from Simple SMS Messenger: {text}",
              variant_texts={"zh": "谢谢！现在用 Simple SMS Messenger 给 {first} 发一条短信：{text}",
                             "paraphrase": "Great, thanks! Next, use Simple SMS Messenger to send {first} this "
                                           "message: {text}"}),
        Round("Also text {friend_first} {first}'s number, so they can save it.",
              variant_texts={"zh": "再把 {first} 的号码用短信发给 {friend_first}，让对方存一下。",
                             "paraphrase": "Also send {friend_first} a text with {first}'s phone number so they "
                                           "can save it."}),
        Round("One last thing: add {first} to my favourites in Contacts.",
              variant_texts={"zh": "最后一件事：在通讯录里把 {first} 加入收藏。",
                             "paraphrase": "Last of all, put {first} among my favourite contacts."}),
    )
    recalls = {3: ("new_number",)}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 2, 2, 4), Evaluation.STATE, tags=("multi-round", "memory", "cross-app"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        new, others = _person_params(rng)
        (fixed,) = mc.numbers(rng, 1, avoid=tuple(p["number"] for p in [new, *others]))
        text = rng.choice(mc.TEXTS)
        return {"first": new["first"], "name": new["name"], "number": new["number"], "new_number": fixed,
                "text": text, "friend_first": others[0]["first"], "friend_number": others[0]["number"],
                "others": others, "history": mc.history(rng, others, avoid=(text,))}

    @property
    def optimal_steps(self) -> int:
        # open, +, first, last, phone, Save, done; Edit contact, phone, Save, done; open SMS
        # Messenger, +, the contact, type, send, done; BACK (New conversation), the friend,
        # type, send, done; open Contacts (the card), the star, done
        return 7 + 4 + 6 + 5 + 3

    def _stage(self, env, index: int) -> bool:
        p = self.params
        after = mc.phonebook(env.device)
        sent = self._new_messages(after)
        if not self._contact(after, p["number"] if index == 0 else p["new_number"]) or sent is None:
            return False
        if contacts.starred(env.device) != ([p["name"]] if index == 4 else []):
            return False
        if index < 2:
            return sent == {}
        first = sent.get(national(p["new_number"])) == [p["text"]]
        if index == 2:
            return first and len(sent) == 1
        told = sent.get(national(p["friend_number"]), [])
        numbers = phone_numbers(told[0]) if len(told) == 1 else []
        return first and len(sent) == 2 and bool(numbers) and set(numbers) == {national(p["new_number"])}

    def _steps(self) -> list:
        p = self.params
        return [mc.save_contact(p["name"], p["number"]), _edit_number(p["name"], p["number"], p["new_number"]),
                mc.send(p["new_number"], p["text"]),
                mc.send(p["friend_number"], f"{p['first']}'s number is {p['new_number']}."), _star(p["name"])]

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        name, new, text = p["name"], p["new_number"], p["text"]
        added, fixed, texted, told, _ = self._steps()
        typo = _typo(new)
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: a typo in the number", play(mc.save_contact(name, typo), rejected_at=0)),
                NearMiss("round 1: saved under the first name only", play(mc.save_contact(p["first"], p["number"]),
                                                                         rejected_at=0)),
                NearMiss("round 2: a second contact with the new number",
                         play(added, mc.save_contact(name, new), rejected_at=1)),
                NearMiss("round 2: the new number beside the old one",
                         play(added, lambda task, env: contacts.add_number(env.device, name, new), rejected_at=1)),
                NearMiss("round 2: a typo in the new number",
                         play(added, _edit_number(name, p["number"], typo), rejected_at=1)),
                NearMiss("round 3: texted the old number", play(added, fixed, mc.send(p["number"], text), rejected_at=2)),
                NearMiss("round 3: texted the friend", play(added, fixed, mc.send(p["friend_number"], text),
                                                            rejected_at=2)),
                NearMiss("round 4: passed on the old number",
                         play(added, fixed, texted, mc.send(p["friend_number"], f"It is {p['number']}."),
                              rejected_at=3)),
                NearMiss("round 4: sent the number back to the contact",
                         play(added, fixed, texted, mc.send(new, f"Your number is {new}."), rejected_at=3)),
                NearMiss("round 4: no number in the text",
                         play(added, fixed, texted, mc.send(p["friend_number"], f"Please save {p['first']}."),
                              rejected_at=3)),
                NearMiss("round 4: starred before it was asked for",
                         play(added, fixed, texted, then(told, _star(name)), rejected_at=3)),
                NearMiss("round 5: the friend starred instead",
                         play(added, fixed, texted, told, _star(p["others"][0]["name"]), rejected_at=4)),
                NearMiss("round 5: both starred",
                         play(added, fixed, texted, told, then(_star(name), _star(p["others"][0]["name"])),
                              rejected_at=4))]


@register_task("venus")
class MultiRoundContactAddThenText(_ContactRounds):
    """Five rounds and an interruption over Contacts, SMS Messenger and Markor; the user
    cancels a text while it is being typed.

    1. (goal) create a contact (name, number);
    2. "now text them T1";
       interruption, once T1's first words are typed: "don't send that yet! delete what
       you typed" (awaited: the round cannot be claimed done before it);
    3. "send them T2 instead";
    4. "that number is their work phone: label it Work";
    5. "keep their work number in a Markor note named M for my desk" (does not repeat it).

    Checked when each round is claimed done: one contact added with the number as Mobile;
    then no message sent; then T2 (alone) sent to the number; then the number labelled
    Work (still one number); then one new note M whose phone numbers are that number
    (Markor's seeded notes as they were, none added before); the seeded contacts and
    messages as they were. A draft is
    not read: the shell's SMS provider view holds inbox and sent messages only (as on a
    device), so what was typed and not deleted shows by its effect: the conversation
    keeps it in its box, and round 3's text must be T2 alone.
    """

    complexity = 5.0
    first_app = "Contacts"
    template, variant_texts = _NEW_CONTACT, _NEW_CONTACT_TEXTS
    rounds = (
        Round("Now text {first} from Simple SMS Messenger: {text}",
              variant_texts={"zh": "现在用 Simple SMS Messenger 给 {first} 发一条短信：{text}",
                             "paraphrase": "Next, use Simple SMS Messenger to send {first} this message: {text}"}),
        Round("Wait, don't send that yet! Delete what you typed, I need to check my calendar first.",
              on_screen="{cue}", awaited=True,
              variant_texts={"zh": "等等，先别发！把你打的字删掉，我得先看看日程。",
                             "paraphrase": "Hold on, do not send it yet! Erase what you typed; I have to check my "
                                           "calendar first."}),
        Round("OK, I checked. Send {first} this instead: {text2}",
              variant_texts={"zh": "好了，我看过了。改发这条给 {first}：{text2}",
                             "paraphrase": "Right, I checked. Text {first} this instead: {text2}"}),
        Round("{first} tells me that number is their work phone. Please label it Work in the contact.",
              variant_texts={"zh": "{first} 说那个号码是工作电话。请在联系人里把它的类型改成“工作”（Work）。",
                             "paraphrase": "{first} says the number is actually a work phone; change its label to "
                                           "Work in the contact."}),
        Round("And keep {first}'s work number in a Markor note named {note_file}, so I have it at my desk.",
              variant_texts={"zh": "再在 Markor 里新建一个名为 {note_file} 的笔记，记下 {first} 的工作号码，方便我在办公桌用。",
                             "paraphrase": "Also write {first}'s work number into a new Markor note called "
                                           "{note_file}, for my desk."}),
    )
    recalls = {4: ("number",)}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 4, 2, 4), Evaluation.STATE,
                    tags=("multi-round", "interruption", "cancel", "cross-app"))
    app_names = ("contacts", "simple sms messenger", "markor")
    may_change = MayChange(stores=("contacts:rows", "sms:messages", "markor:*"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        new, others = _person_params(rng)
        text, text2, *kept = rng.sample(mc.TEXTS, 4)
        notes = {f"{s}.md": t + "\n" for s, t in zip(rng.sample(("ideas", "week_plan", "reading"), 2), kept)}
        return {"first": new["first"], "name": new["name"], "number": new["number"], "text": text,
                "cue": " ".join(text.split()[:3]), "text2": text2, "others": others,
                "history": mc.history(rng, others, avoid=(text, text2)), "notes": notes,
                "note_file": rng.choice(("desk_numbers.md", "work_phones.md", "phone_list.md"))}

    def setup(self, env) -> None:
        super().setup(env)
        markor.write_notes(env.device, self.params["notes"], clear=True)

    @property
    def optimal_steps(self) -> int:
        # open, +, first, last, phone, Save, done; open SMS Messenger, +, the contact, type
        # (the user interrupts), clear the box, done; type, send, done; open Contacts (the
        # card), Edit contact, the phone's type, Work, Save, done; open Markor, +, name,
        # OK, the number, BACK (keyboard), BACK (saves), done
        return 7 + 6 + 3 + 6 + 8

    def _note_ok(self, env, index: int) -> bool:
        p = self.params
        notes = mc.notes(env.device)
        if any(notes.get(k) != v for k, v in p["notes"].items()):
            return False
        new = {k: v for k, v in notes.items() if k not in p["notes"]}
        if index < 4:
            return new == {}
        return set(new) == {p["note_file"]} and phone_numbers(new[p["note_file"]]) == [national(p["number"])]

    def _stage(self, env, index: int) -> bool:
        p = self.params
        after = mc.phonebook(env.device)
        sent = self._new_messages(after)
        kind = contacts.PHONE_TYPE_WORK if index >= 3 else contacts.PHONE_TYPE_MOBILE
        if not self._contact(after, p["number"], kind) or sent is None or not self._note_ok(env, index):
            return False
        return sent == ({} if index < 2 else {national(p["number"]): [p["text2"]]})

    def _relabel(self, kind: int):
        p = self.params
        return then(lambda task, env: contacts.delete_number(env.device, p["name"], p["number"]),
                    lambda task, env: contacts.add_number(env.device, p["name"], p["number"], kind))

    def _steps(self) -> list:
        p = self.params
        return [mc.save_contact(p["name"], p["number"]), leave_untouched, mc.send(p["number"], p["text2"]),
                self._relabel(contacts.PHONE_TYPE_WORK), mc.write((p["note_file"], f"{p['first']} (work): {p['number']}\n"))]

    def on_screen_before(self, env, index: int) -> Iterator[A.JSONAction]:
        """Round 1: the text is typed on screen (the user stops it then), then cleared."""
        if index != 1:
            return
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")
        yield from looking.tap(env, rid="conversations_fab")
        yield from looking.tap(env, text=p["name"], rid="item_contact_name")
        yield from looking.type_into(env, p["text"], rid="thread_type_message")
        yield from looking.type_into(env, "", clear=True, rid="thread_type_message")

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        added, _, texted, work, _ = self._steps()
        number, note = p["number"], p["note_file"]
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: the last name left out",
                         play(mc.save_contact(p["first"], number), rejected_at=0)),
                NearMiss("round 1: a typo in the number", play(mc.save_contact(p["name"], _typo(number)), rejected_at=0)),
                NearMiss("round 2: sent it anyway", play(added, mc.send(number, p["text"]), rejected_at=1)),
                NearMiss("round 2: sent what was typed when the user spoke",
                         play(added, mc.send(number, p["cue"]), rejected_at=1)),
                NearMiss("round 3: both texts in one",
                         play(added, leave_untouched, mc.send(number, f"{p['text']} {p['text2']}"), rejected_at=2)),
                NearMiss("round 3: the first text sent after all",
                         play(added, leave_untouched, then(mc.send(number, p["text"]), texted), rejected_at=2)),
                NearMiss("round 4: labelled Home", play(added, leave_untouched, texted,
                                                        self._relabel(contacts.PHONE_TYPE_HOME), rejected_at=3)),
                NearMiss("round 4: a Work number added beside the mobile one",
                         play(added, leave_untouched, texted,
                              lambda task, env: contacts.add_number(env.device, p["name"], number,
                                                                    contacts.PHONE_TYPE_WORK), rejected_at=3)),
                NearMiss("round 5: a typo in the noted number",
                         play(added, leave_untouched, texted, work, mc.write((note, f"{p['first']}: {_typo(number)}")),
                              rejected_at=4)),
                NearMiss("round 5: the note under another name",
                         play(added, leave_untouched, texted, work, mc.write(("numbers.md", number)), rejected_at=4)),
                NearMiss("round 5: the number added to a seeded note",
                         play(added, leave_untouched, texted, work,
                              mc.write((sorted(p["notes"])[0], p["notes"][sorted(p["notes"])[0]] + number + "\n")),
                              rejected_at=4))]


@register_task("venus")
class MultiRoundSmsRecipientInterrupted(_ContactRounds):
    """Five rounds over SMS Messenger and Contacts; contacts A and B seeded, a
    conversation with B at B's number N1.

    1. (goal) text A the message T; four actions in, before anyone could have sent it
       (A has no conversation yet: opening the app, +, A and typing take four), the user
       interrupts: "send it to B instead";
    2. "B has a new number N2: update the contact";
    3. "send them the same message again, at the new number" (does not repeat T);
    4. "delete my old conversation with B's old number".

    Checked when each round is claimed done: T sent to N1 (only; a draft left with A
    aside); B's only number N2, other contacts as they were; T sent to N2 too; then no
    message with N1 left (the seeded ones gone too) and every other message as it was.

    Memory: round 3 needs T from the goal, two rounds and an app switch back.
    """

    complexity = 5.0
    first_app = "SMS Messenger"
    app_names = ("simple sms messenger", "contacts")
    template = "Send a text message using Simple SMS Messenger to {name}: {text}"
    variant_texts = {"zh": "用 Simple SMS Messenger 给 {name} 发送一条短信：{text}",
                     "paraphrase": "Using Simple SMS Messenger, text {name} the following message: {text}"}
    rounds = (
        Round("Oh wait, send it to {other_name} instead, not to {first}.", at_step=4,
              variant_texts={"zh": "哦，等等，改发给 {other_name}，不要发给 {first}。",
                             "paraphrase": "Actually, hold on: {other_name} should get it instead of {first}."}),
        Round("{other_first} just got a new number: {other_new}. Please update their contact.",
              variant_texts={"zh": "{other_first} 刚换了新号码：{other_new}。请更新这个联系人。",
                             "paraphrase": "{other_first} has a new phone number, {other_new}. Update their "
                                           "contact, please."}),
        Round("Now send them the same message again, at the new number.",
              variant_texts={"zh": "现在把同一条短信再发一次到新号码。",
                             "paraphrase": "Next, send them that same message once more, to the new number."}),
        Round("You can delete my old conversation with {other_first}'s old number now.",
              variant_texts={"zh": "现在可以把我和 {other_first} 旧号码的那段对话删掉了。",
                             "paraphrase": "Now delete the old conversation I had with {other_first}'s previous "
                                           "number."}),
    )
    recalls = {2: ("text",)}
    info = TaskInfo(Category.MR, PUDAM(2, 4, 4, 2, 4), Evaluation.STATE,
                    tags=("multi-round", "interruption", "memory", "cross-app"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        who = mc.people(rng, rng.randint(3, 5))
        first, other, rest = who[0], who[1], who[2:]
        (new,) = mc.numbers(rng, 1, avoid=tuple(p["number"] for p in who))
        text = rng.choice(mc.TEXTS)
        history = mc.history(rng, [other, *rest], avoid=(text,))
        return {"first": first["first"], "name": first["name"], "number": first["number"],
                "other_first": other["first"], "other_name": other["name"], "other_number": other["number"],
                "other_new": new, "text": text, "others": who, "history": history}

    @property
    def optimal_steps(self) -> int:
        # open, +, A, type (the user interrupts), BACK (New conversation), B, type, send,
        # done; open Contacts, B, Edit contact, phone, Save, done; open SMS Messenger (B's
        # old conversation), BACK, B, type, send, done; BACK, BACK, long press the old
        # conversation, Delete, Yes, done
        return 9 + 6 + 6 + 6

    def _stage(self, env, index: int) -> bool:
        p = self.params
        after = mc.phonebook(env.device)
        old, new = national(p["other_number"]), national(p["other_new"])
        phones = {(n.casefold(), national(num), k) for n, num, k in after[0]}
        seeded = {(n.casefold(), national(num), k) for n, num, k in self.before[0]}
        if index >= 1:
            seeded = {(n, new if n == p["other_name"].casefold() and num == old else num, k) for n, num, k in seeded}
        if phones != seeded or len(after[0]) != len(self.before[0]) or after[1] != self.before[1]:
            return False
        if index == 3:
            kept = [m for m in self.before[2] if national(m[0]) != old]
            rest = list(after[2])
            for m in kept:
                if m not in rest:
                    return False
                rest.remove(m)
            return [(national(m[0]), m[1].strip(), m[3]) for m in rest] == [(new, p["text"], sms.TYPE_SENT)]
        sent = self._new_messages(after)
        want = {old: [p["text"]], **({new: [p["text"]]} if index == 2 else {})}
        return sent == want

    def _steps(self) -> list:
        p = self.params
        old = p["other_number"]

        def forget(task, env) -> None:
            providers.delete(env.device, sms.ALL, where=f"address='{old}'")

        return [mc.send(old, p["text"]), _edit_number(p["other_name"], old, p["other_new"]),
                mc.send(p["other_new"], p["text"]), forget]

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        a, b, text = p["number"], p["other_number"], p["text"]
        told, moved, again, forget = self._steps()
        return [NearMiss("did nothing", leave_untouched),
                NearMiss("round 1: sent it to the first contact", play(mc.send(a, text), rejected_at=0)),
                NearMiss("round 1: sent it to both", play(then(mc.send(a, text), told), rejected_at=0)),
                NearMiss("round 2: a second contact with the new number",
                         play(told, mc.save_contact(p["other_name"], p["other_new"]), rejected_at=1)),
                NearMiss("round 2: the new number beside the old one",
                         play(told, lambda task, env: contacts.add_number(env.device, p["other_name"], p["other_new"]),
                              rejected_at=1)),
                NearMiss("round 3: sent to the old number again", play(told, moved, mc.send(b, text), rejected_at=2)),
                NearMiss("round 3: a shortened message",
                         play(told, moved, mc.send(p["other_new"], text.rsplit(" ", 1)[0]), rejected_at=2)),
                NearMiss("round 4: deleted only today's message",
                         play(told, moved, again, lambda task, env: providers.delete(
                             env.device, sms.ALL, where=f"address='{b}' AND body='{text.replace(chr(39), chr(39) * 2)}'"),
                              rejected_at=3)),
                NearMiss("round 4: deleted the new conversation too",
                         play(told, moved, again, then(forget, lambda task, env: providers.delete(
                             env.device, sms.ALL, where=f"address='{p['other_new']}'")), rejected_at=3))]
