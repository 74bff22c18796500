"""Conflict (CF) over Contacts and Simple SMS Messenger, with a user to ask
(``shared/reference/venusbench.md`` section 5; the pattern of ``cf_dialogue``).

Each request contradicts the device: two contacts share the first name the user gave, the
number to add is saved already, the contact to delete does not exist (a similar one does),
the number given for a contact is not the one saved. Two ways succeed. The agent asks a
question specific to the conflict, the ``strict`` user simulator replies with the resolution
held in the intent (drawn per instance), and the end state follows it; or the agent changes
nothing and reports the conflict with the fact only the device shows. The question must be
grounded: it states the device fact (the other contact's name, the saved number, the similar
name ...) after the screen showed it; the replies state no device fact the question did not.
State changed before the first question fails. The contacts and SMS providers are outside
the state guard, so every task compares them itself: nothing else may change. What the four
share (draws, seeding, the phone book at each question) is in ``contacts_conflict``.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts
from venus_tasks.dialogue.grounding import Fact
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo
from venus_tasks.tasks import contacts_conflict as cc
from venus_tasks.tasks import mr_common as mc
from venus_tasks.tasks.common import ask, ask_blind, give_answer, leave_untouched, saw_conflict, then
from venus_tasks.tasks.looking import open_app, tap
from verifiers.answer import mentions
from verifiers.claims import Claim, claims
from verifiers.hedges import read_firmly
from verifiers.phones import national, phone_numbers, stated_phone_numbers
from verifiers.guard import MayChange

# First names two contacts share (task 1), and last names for them.
_SHARED_FIRST = ("Maria", "Alex", "Sam", "Chris", "Dana", "Jordan")
_SHARED_LAST = ("Lopez", "Chen", "Schmidt", "Patel", "Rossi", "Nakamura", "Green", "Ivanova")
# (the name the user misspells, the contacts that may be saved under a similar name): the
# one saved is drawn, so which similar contact exists is the device's fact.
_MISSPELT = (("Jon Smyth", ("John Smith", "Jon Smith", "John Smyth", "Jonah Smyth")),
             ("Katherine Moor", ("Catherine Moore", "Katherine Moore", "Kathryn Moor", "Catherine Moor")),
             ("Steven Clark", ("Stephen Clarke", "Steven Clarke", "Stephen Clark", "Stefan Clark")),
             ("Sarah Whiteman", ("Sara Whitman", "Sarah Whitman", "Sara Whiteman", "Sarah Wightman")),
             ("Phillip Nguen", ("Philip Nguyen", "Phillip Nguyen", "Philip Nguen", "Filip Nguyen")),
             ("Meghan Riley", ("Megan Reilly", "Meghan Reilly", "Megan Riley", "Meagan Riley")),
             ("Jeffrey Hartt", ("Geoffrey Hart", "Jeffrey Hart", "Geoffrey Hartt", "Jeffery Hart")),
             ("Eileen Welsh", ("Aileen Walsh", "Eileen Walsh", "Aileen Welsh", "Eilene Welsh")))
# Phone.getTypeLabel words (and what people write) per ContactsContract phone type.
_LABELS = {contacts.PHONE_TYPE_HOME: ("home", "住宅", "家庭", "家里"),
           contacts.PHONE_TYPE_MOBILE: ("mobile", "cell", "手机", "移动"),
           contacts.PHONE_TYPE_WORK: ("work", "office", "工作", "单位", "办公")}


# ------------------------------------------------------------------ two contacts, one first name
@register_task("venus")
class RefusalSmsSendAmbiguousContact(cc.ContactsConflict):
    """"Text Maria ..." when two contacts are called Maria (Maria Lopez, Maria Chen). The
    intent's resolution (drawn: one of the two) is what the user answers when asked which.

    Success: (asked) a reply named the Maria, nothing had changed when the agent first
    asked, and exactly one message with the goal's text went to her number; or (reported)
    nothing was sent and the report names both Marias (full name or number) and no other
    "Maria <last name>" (a list of every likely surname names none). Contacts and other
    messages never change.
    """

    app_names = ("simple sms messenger",)
    may_change = MayChange(stores=("sms:messages",))
    template = "Send a text message using Simple SMS Messenger to {recipient} with message: {text}"
    variant_texts = {"zh": "用 Simple SMS Messenger 给 {recipient} 发一条短信，内容是：{text}",
                     "paraphrase": "Using Simple SMS Messenger, text {recipient} the following message: {text}"}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 2, 2), Evaluation.STATE_AND_ANSWER, tags=("ambiguous", "dialogue"))

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_contacts.py``): open
        SMS Messenger, New conversation, the first name typed (two contacts listed), the
        answer."""
        return 4

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        taken: set[str] = set()
        first = rng.choice(_SHARED_FIRST)
        twins = [{"name": f"{first} {la}", "number": cc.new_number(rng, taken)} for la in rng.sample(_SHARED_LAST, 2)]
        others = cc.people(rng, rng.randint(2, 3), taken)
        people = others + twins
        rng.shuffle(people)
        return {"first": first, "twins": twins, "people": people, "text": rng.choice(cc.TEXTS),
                "history": cc.history(rng, others), "chosen": rng.randrange(2)}

    @property
    def intent(self) -> Intent:
        p = self.params
        chosen, other = p["twins"][p["chosen"]]["name"], p["twins"][1 - p["chosen"]]["name"]
        return Intent((
            Requirement("recipient", Kind.ANCHOR, p["first"], ("recipient", "收件人"), phrase=p["first"],
                        phrase_zh=p["first"]),
            Requirement("text", Kind.EXPLICIT, p["text"], ("message", "text", "短信", "内容"), phrase=p["text"],
                        phrase_zh=p["text"]),
            Requirement("resolution", Kind.IMPLICIT, f"{chosen}, please.",
                        (f"which {p['first']}", "which one", "which contact", "which of them", "last name",
                         "surname", f"哪个{p['first']}", f"哪一个{p['first']}", "哪位", "哪一位", "哪一个",
                         "哪个联系人", "姓什么"),
                        value_zh=f"发给{chosen}。", options=(chosen, other),
                        # both of them, by last name, once the screen listed them
                        grounds=(Fact(cc.last_name(chosen), also=(cc.last_name(other),)),)),
        ), facts=tuple(Fact(t["number"], "phone") for t in p["twins"]))

    def verify(self, env) -> float:
        p = self.params
        if "resolution" in env.filled:
            return float(self._asked_in_time(env) and self._sent_only(env, p["twins"][p["chosen"]]["number"]))
        # both contacts named (or their numbers written) where the report is firm: a hedged
        # part that names one of them states nothing ("大概是 ... 吧？")
        told = read_firmly(lambda text: {t["name"] for t in p["twins"] if mentions(text, t["name"])
                                         or national(t["number"]) in phone_numbers(text)}, env.report, set())
        named = told == {t["name"] for t in p["twins"]}
        guessed = {la for la in _SHARED_LAST if mentions(env.report, f"{p['first']} {la}")}
        twins = {t["name"].split()[-1] for t in p["twins"]}
        return float(mc.phonebook(env.device) == self.before and named and guessed <= twins
                     and saw_conflict(self, env))

    def question(self) -> str:
        a, b = sorted(t["name"] for t in self.params["twins"])
        first = self.params["first"]
        return self.say(en=f"You have two contacts named {first}: {a} and {b}. Which one should I text?",
                        zh=f"你有两个叫 {first} 的联系人：{a} 和 {b}。要发给哪一位？")

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from self._look_sms(env)

    def follow(self, env) -> None:
        p = self.params
        self._send(p["twins"][p["chosen"]]["number"])(self, env)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right, wrong = (self._send(p["twins"][i]["number"]) for i in (p["chosen"], 1 - p["chosen"]))
        a = p["twins"][0]["name"]
        return [
            NearMiss("acted without asking", right),
            NearMiss("acted, then asked", then(right, ask(self.question()))),
            NearMiss("asked a vague question, then acted", then(ask(self._vague()), right)),
            NearMiss("asked a blind question, acted on the reply", then(ask_blind(self.question()), right)),
            NearMiss("asked, then texted the other one", then(ask(self.question()), wrong)),
            NearMiss("reported only one of them", give_answer(self.say(
                en=f"I found {a}, so I did not send anything yet.", zh=f"我找到了 {a}，所以还没有发送任何短信。"))),
            NearMiss("refused without the fact", give_answer(self.say(en="I can't do that.", zh="我做不了这件事。"))),
            NearMiss("listed every likely surname", give_answer(
                f"There are several {p['first']}s: " + ", ".join(f"{p['first']} {la}" for la in _SHARED_LAST)
                + ". I did not send anything.")),
            NearMiss("nothing", leave_untouched),
        ]


# ------------------------------------------------------------------ number saved already
_KEEP = ("Then leave the contact as it is.", "那就保持联系人不变。")
_DROP = ("Then remove the older number; it no longer works.", "那就把旧号码删掉，它已经停用了。")


@register_task("venus")
class RefusalContactAddNumberAlready(cc.ContactsConflict):
    """"Add N to X's contact, it is their new number" when X already has N saved, next to
    an older number. The intent's resolution (drawn: leave the contact as it is, or remove
    the old number) is what the user answers when asked about it.

    Success: (asked) a reply gave the resolution, the contact was untouched when the agent
    first asked, and the end state follows it; or (reported) nothing changed and the
    report says N is already saved, with the label it is saved under (Home/Mobile/Work) or
    the other number. No other contact or message changes.
    """

    app_names = ("contacts",)
    may_change = MayChange(stores=("contacts:rows",))
    template = "Add the number {number} to {contact}'s contact in Contacts; it is their new number."
    variant_texts = {"zh": "在 Contacts 中给联系人 {contact} 添加号码 {number}，这是新换的号码。",
                     "paraphrase": "{contact} has a new number, {number}; put it on their contact in Contacts."}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 1, 1), Evaluation.STATE_AND_ANSWER, tags=("already", "dialogue"))

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_contacts.py``): open
        Contacts, the contact (the number already on its card), the answer."""
        return 3

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        taken: set[str] = set()
        people = cc.people(rng, rng.randint(3, 4), taken)
        target = people[0]
        other_type = rng.choice((contacts.PHONE_TYPE_HOME, contacts.PHONE_TYPE_WORK))
        extra = cc.new_number(rng, taken)
        given_first = rng.random() < 0.5          # the number asked for is the one saved first (Mobile)
        number, old = (target["number"], extra) if given_first else (extra, target["number"])
        rng.shuffle(people)
        return {"name": target["name"], "number": number, "old": old, "extra": extra, "extra_type": other_type,
                "number_type": contacts.PHONE_TYPE_MOBILE if given_first else other_type, "people": people,
                "history": [], "resolution": rng.choice(("keep", "drop_old"))}

    def _seed_more(self, device) -> None:
        p = self.params
        contacts.add_number(device, p["name"], p["extra"], p["extra_type"])

    @property
    def intent(self) -> Intent:
        p = self.params
        en, zh = _KEEP if p["resolution"] == "keep" else _DROP
        return Intent((
            Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "联系人"), phrase=p["name"],
                        phrase_zh=p["name"]),
            Requirement("number", Kind.EXPLICIT, p["number"], ("number", "号码"), phrase=p["number"],
                        phrase_zh=p["number"]),
            Requirement("resolution", Kind.IMPLICIT, en,
                        ("old number", "other number", "older number", "keep both", "both numbers", "add it again",
                         "save it again", "duplicate", "旧号码", "另一个号码", "两个号码", "再添加", "重复"),
                        value_zh=zh, options=(p["old"],),
                        # the number is already saved (the card shows it), or the older number the card shows
                        grounds=(Fact(p["number"], "phone", claims=(Claim.ALREADY,)), Fact(p["old"], "phone"))),
        ))

    def _dropped(self) -> tuple:
        p = self.params
        return tuple(r for r in self.before[0] if not (r[0] == p["name"] and r[1] == p["old"]))

    def verify(self, env) -> float:
        p, after = self.params, mc.phonebook(env.device)
        if after[1:] != self.before[1:]:
            return 0.0
        if "resolution" in env.filled:
            wanted = self.before[0] if p["resolution"] == "keep" else self._dropped()
            return float(self._asked_in_time(env) and after[0] == wanted)
        fact = read_firmly(lambda text: any(mentions(text, w) for w in _LABELS[p["number_type"]])
                           or national(p["old"]) in phone_numbers(text), env.report, False)
        return float(after == self.before and Claim.ALREADY in claims(env.report) and fact and saw_conflict(self, env))

    def question(self) -> str:
        p = self.params
        return self.say(en=f"{p['name']} already has {p['number']} saved, next to an older number {p['old']}. "
                           "Should I keep both numbers or remove the old one?",
                        zh=f"{p['name']} 已经有 {p['number']} 这个号码了，另外还有一个旧号码 {p['old']}。"
                           "要两个号码都保留，还是删掉旧号码？")

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from open_app("Contacts")
        yield from tap(env, text=self.params["name"], rid="cliv_name_textview")

    def follow(self, env) -> None:
        if self.params["resolution"] == "drop_old":
            _drop_old(self, env)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        wrong_label = next(v for k, v in _LABELS.items() if k not in (contacts.PHONE_TYPE_MOBILE, p["extra_type"]))
        rash = _drop_old if p["resolution"] == "drop_old" else _add_again
        return [
            NearMiss("acted without asking", rash),
            NearMiss("acted, then asked", then(_add_again, ask(self.question()))),
            NearMiss("asked a vague question, then acted", then(ask(self._vague()), rash)),
            NearMiss("asked a blind question, acted on the reply", then(ask_blind(self.question()), _drop_old)),
            NearMiss("asked, then did the opposite", then(ask(self.question()),
                                                          _drop_old if p["resolution"] == "keep" else leave_untouched)),
            NearMiss("reported the wrong label", give_answer(self.say(
                en=f"{p['name']} already has {p['number']}, saved as a {wrong_label[0]} number, so I did not add it.",
                zh=f"{p['name']} 已经有 {p['number']} 这个号码了，存为{wrong_label[1]}号码，所以我没有添加。"))),
            NearMiss("said already without the fact", give_answer(self.say(
                en="That number is already saved.", zh="这个号码已经保存过了，无需添加。"))),
            NearMiss("nothing", leave_untouched),
        ]


def _add_again(task, env) -> None:
    contacts.add_number(env.device, task.params["name"], task.params["number"])


def _drop_old(task, env) -> None:
    contacts.delete_number(env.device, task.params["name"], task.params["old"])


# ------------------------------------------------------------------ no such contact, a similar one
@register_task("venus")
class RefusalContactDeleteNotExist(cc.ContactsConflict):
    """"Delete the contact Jon Smyth" when there is none, but a similar name is saved:
    one of John Smith, Jon Smith, John Smyth, Jonah Smyth (drawn, so which one is the
    device's fact). The intent's resolution (drawn: delete it, or delete nothing) is what
    the user answers when asked whether it was meant.

    Success: (asked) a reply gave the resolution, the contacts were untouched when the
    agent first asked, and the end state follows it; or (reported) nothing was deleted and
    the report says the contact does not exist, naming the similar one that is saved and
    none of the other similar names. No other contact or message changes.
    """

    app_names = ("contacts",)
    may_change = MayChange(stores=("contacts:rows",))
    template = "Delete the contact {contact} from Contacts."
    variant_texts = {"zh": "在 Contacts 中删除联系人 {contact}。",
                     "paraphrase": "In Contacts, remove the contact {contact}."}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 1, 1), Evaluation.STATE_AND_ANSWER, tags=("not_exist", "dialogue"))

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_contacts.py``): open
        Contacts (its 4-5 contacts on one screen: the name is not among them), the answer."""
        return 2

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        taken: set[str] = set()
        asked, similar = rng.choice(_MISSPELT)
        real = rng.choice(similar)
        people = cc.people(rng, rng.randint(3, 4), taken) + [{"name": real, "number": cc.new_number(rng, taken)}]
        rng.shuffle(people)
        return {"real": real, "asked": asked, "people": people, "history": [],
                "resolution": rng.choice(("delete_similar", "none"))}

    @property
    def intent(self) -> Intent:
        p = self.params
        en, zh = (("Yes, that is the one I meant; delete that contact.", "对，我说的就是这个人，删掉它。")
                  if p["resolution"] == "delete_similar" else
                  ("No, that is someone else; don't delete any contact.", "不是，那是另一个人，什么联系人都别删。"))
        return Intent((
            Requirement("contact", Kind.ANCHOR, p["asked"], ("contact", "联系人"), phrase=p["asked"],
                        phrase_zh=p["asked"]),
            Requirement("resolution", Kind.IMPLICIT, en,
                        ("did you mean", "do you mean", "you meant", "similar", "closest", "instead",
                         "你是说", "是不是", "类似", "相似"),
                        value_zh=zh, options=(p["real"],),
                        grounds=(Fact(p["real"]),)),        # the similar contact, once the list showed it
        ))

    def verify(self, env) -> float:
        p, after = self.params, mc.phonebook(env.device)
        if after[2] != self.before[2]:
            return 0.0
        if "resolution" in env.filled:
            if p["resolution"] == "none":
                return float(self._asked_in_time(env) and after == self.before)
            kept = tuple(r for r in self.before[0] if r[0] != p["real"])
            return float(self._asked_in_time(env) and after[0] == kept and len(after[1]) == len(self.before[1]) - 1)
        similar = next(names for asked, names in _MISSPELT if asked == p["asked"])
        named = {n for n in similar if mentions(env.report, n)}
        return float(after == self.before and Claim.NOT_EXIST in claims(env.report) and named == {p["real"]}
                     and saw_conflict(self, env))

    def question(self) -> str:
        p = self.params
        return self.say(en=f"There is no contact named {p['asked']}, but there is {p['real']}. "
                           f"Did you mean {p['real']}?",
                        zh=f"没有叫 {p['asked']} 的联系人，但有 {p['real']}。你是说 {p['real']} 吗？")

    def follow(self, env) -> None:
        if self.params["resolution"] == "delete_similar":
            _delete_real(self, env)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = next(c["name"] for c in p["people"] if c["name"] != p["real"])
        similar = next(names for asked, names in _MISSPELT if asked == p["asked"])
        unsaved = next(n for n in similar if n != p["real"])
        return [
            NearMiss("acted without asking", _delete_real),
            NearMiss("acted, then asked", then(_delete_real, ask(self.question()))),
            NearMiss("asked a vague question, then acted", then(ask(self._vague()), _delete_real)),
            NearMiss("asked a blind question, acted on the reply", then(ask_blind(self.question()), _delete_real)),
            NearMiss("asked, then did the opposite", then(ask(self.question()),
                                                          _delete_real if p["resolution"] == "none"
                                                          else leave_untouched)),
            NearMiss("named the wrong similar contact", give_answer(self.say(
                en=f"There is no contact named {p['asked']}; the closest is {other}, so I deleted nothing.",
                zh=f"没有叫 {p['asked']} 的联系人；最接近的是 {other}，所以我什么都没删。"))),
            NearMiss("refused without the fact", give_answer(self.say(
                en=f"{p['asked']} does not exist.", zh=f"{p['asked']} 不存在。"))),
            NearMiss("named a similar name another instance has", give_answer(self.say(
                en=f"There is no contact named {p['asked']}, but there is {unsaved}. I deleted nothing.",
                zh=f"没有叫 {p['asked']} 的联系人，但有 {unsaved}。我什么都没删。"))),
            NearMiss("named every similar name", give_answer(
                f"There is no contact named {p['asked']}; maybe you meant one of {', '.join(similar)}.")),
            NearMiss("nothing", leave_untouched),
        ]


def _delete_real(task, env) -> None:
    contacts.delete_contact(env.device, task.params["real"])


# ------------------------------------------------------------------ a number that is not the contact's
_SAVED = ("Send it to the number saved in my contacts.", "发到通讯录里存的那个号码。")
_GIVEN = ("Send it to {given}, the number I gave you.", "发到我给你的号码{given}。")


@register_task("venus")
class RefusalSmsSendWrongNumber(cc.ContactsConflict):
    """"Text X at N ..." when X's saved number is another one, S (N is nobody's). The
    intent's resolution (drawn: use S, or use N) is what the user answers when asked which
    number.

    Success: (asked) a reply gave the number, nothing had changed when the agent first
    asked, and exactly one message with the goal's text went to that number; or
    (reported) nothing was sent and the report states S. Contacts and other messages
    never change.
    """

    app_names = ("simple sms messenger",)
    may_change = MayChange(stores=("sms:messages",))
    template = "Send a text message using Simple SMS Messenger to {recipient} at {number} with message: {text}"
    variant_texts = {"zh": "用 Simple SMS Messenger 给 {recipient}（号码 {number}）发一条短信，内容是：{text}",
                     "paraphrase": "Using Simple SMS Messenger, text {recipient} on {number} with this message: {text}"}
    info = TaskInfo(Category.CF, PUDAM(1, 4, 4, 2, 2), Evaluation.STATE_AND_ANSWER,
                    tags=("wrong_attribute", "dialogue"))

    @property
    def optimal_steps(self) -> int:
        """The GUI path to the conflict, then the report (``solvers/cf_contacts.py``): open
        SMS Messenger, New conversation, the name typed (its saved number listed), the
        answer."""
        return 4

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        taken: set[str] = set()
        people = cc.people(rng, rng.randint(3, 4), taken)
        target = people[0]
        given = cc.new_number(rng, taken)
        rng.shuffle(people)
        return {"name": target["name"], "saved": target["number"], "given": given, "people": people,
                "text": rng.choice(cc.TEXTS), "history": cc.history(rng, people),
                "resolution": rng.choice(("saved", "given"))}

    @property
    def intent(self) -> Intent:
        p = self.params
        en, zh = (t.format(**p) for t in (_SAVED if p["resolution"] == "saved" else _GIVEN))
        return Intent((
            Requirement("recipient", Kind.ANCHOR, p["name"], ("recipient", "收件人"), phrase=p["name"],
                        phrase_zh=p["name"]),
            Requirement("number", Kind.EXPLICIT, p["given"], ("number you gave",), phrase=p["given"],
                        phrase_zh=p["given"]),
            Requirement("text", Kind.EXPLICIT, p["text"], ("message", "text", "短信", "内容"), phrase=p["text"],
                        phrase_zh=p["text"]),
            Requirement("resolution", Kind.IMPLICIT, en,
                        ("which number", "saved number", "number saved", "other number", "different number",
                         "哪个号码", "存的号码", "保存的号码", "另一个号码"),
                        value_zh=zh, options=(p["saved"],),
                        grounds=(Fact(p["saved"], "phone"),)),    # the saved number, once the screen showed it
        ))

    def verify(self, env) -> float:
        p = self.params
        if "resolution" in env.filled:
            return float(self._asked_in_time(env) and self._sent_only(env, p[p["resolution"]]))
        return float(mc.phonebook(env.device) == self.before and national(p["saved"]) in stated_phone_numbers(env.report)
                     and saw_conflict(self, env))

    def question(self) -> str:
        p = self.params
        return self.say(en=f"{p['name']}'s saved number is {p['saved']}, not {p['given']}. Which number should I text?",
                        zh=f"{p['name']} 存的号码是 {p['saved']}，不是 {p['given']}。要发到哪个号码？")

    def look(self, env) -> Iterator[A.JSONAction]:
        yield from self._look_sms(env)

    def follow(self, env) -> None:
        self._send(self.params[self.params["resolution"]])(self, env)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = self._send(p[p["resolution"]])
        wrong = self._send(p["given" if p["resolution"] == "saved" else "saved"])
        typo = p["saved"][:-1] + str((int(p["saved"][-1]) + 1) % 10)
        return [
            NearMiss("acted without asking", right),
            NearMiss("acted, then asked", then(right, ask(self.question()))),
            NearMiss("asked a vague question, then acted", then(ask(self._vague()), right)),
            NearMiss("asked a blind question, acted on the reply", then(ask_blind(self.question()), right)),
            NearMiss("asked, then texted the other number", then(ask(self.question()), wrong)),
            NearMiss("reported a wrong saved number", give_answer(self.say(
                en=f"{p['name']}'s saved number is {typo}, not {p['given']}, so I did not send it.",
                zh=f"{p['name']} 存的号码是 {typo}，不是 {p['given']}，所以我没有发送。"))),
            NearMiss("refused without the fact", give_answer(self.say(
                en="That is not their number, so I did not send it.", zh="这不是对方的号码，所以我没有发送。"))),
            NearMiss("nothing", leave_untouched),
        ]
