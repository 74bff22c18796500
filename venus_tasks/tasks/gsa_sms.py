"""GUI-state awareness (GSA), tracking: eight text messages arrive while the agent works
and it must act on the right ones (VenusBench-Mobile's SMS tracking tasks,
``shared/reference/venusbench.md`` section 6: 8 messages each, results also written into
Markor). Each message is a noise event of kind ``sms`` (the console's ``sms send``) at a
drawn step (message ``i`` at step 2-3 + 3 i), so every agent meets them at the same
steps and none arrives after the episode; under ``--event_clock wall`` at drawn device
times instead (``noise.clock``). The goal says how many messages to expect; an agent
that stops before they are all in the inbox fails.

Checked from the SMS provider (``content://sms/inbox`` and ``/sent``), numbers compared by
``apps.sms.number_key``: the inbox must hold exactly what was seeded plus what arrived
(minus what the task asks to delete), and the sent box exactly the messages asked for;
and from Markor's files where the goal asks for a note. The reference solutions open the
app, wait until every message is in, then write the provider through ``apps.sms`` (and
the note through ``apps.markor``).
"""

from __future__ import annotations

import collections
import random
from decimal import Decimal
from typing import Any, Iterator

from apps import contacts, markor, sms
from noise import NoiseSpec
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.tasks.gsa_calls import as_sent, wall_window
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from verifiers.guard import MayChange
from verifiers.numbers import numbers
from verifiers.phones import stated_phone_numbers

DAY_MS = 24 * 3600 * 1000
_NAMES = ("Alice Smith", "Bob Jones", "Chloe Martin", "Daniel Kim", "Emma Brown", "Farid Haddad",
          "Grace Lee", "Hugo Silva", "Ines Moreau", "Jonas Berg", "Keiko Sato", "Liam Walsh")
_OPEN_APP = A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")


N_MESSAGES = 8                                   # VenusBench-Mobile's SMS tracking tasks: 8 each
SMS_STEPS = tuple((2 + 3 * i, 3 + 3 * i) for i in range(N_MESSAGES))


def _sms_specs(*windows: tuple[int, int]) -> tuple[NoiseSpec, ...]:
    """One ``sms`` event per step window: message ``i`` is ``texts[i]`` from ``senders[i]``
    (its wall time: ``gsa_calls.wall_window(i)``)."""
    return tuple(NoiseSpec("sms", step=w, wall_s=wall_window(i),
                           args={"number": f"{{senders[{i}]}}", "text": f"{{texts[{i}]}}"})
                 for i, w in enumerate(windows))


def _numbers(rng: random.Random, n: int) -> list[str]:
    """``n`` distinct ten-digit numbers in the fictional 555 range."""
    out: list[str] = []
    while len(out) < n:
        number = "555" + "".join(str(rng.randrange(10)) for _ in range(7))
        if number not in out:
            out.append(number)
    return out


def _dashed(number: str) -> str:
    return f"{number[:3]}-{number[3:6]}-{number[6:]}"


def _key(address: str, body: str) -> tuple[str, str]:
    return sms.number_key(address), body


def _send(*pairs: tuple[str, str], upto: int | None = None):
    """A near-miss ``apply``: the first ``upto`` scheduled messages (all by default) arrive,
    then the ``(number, body)`` pairs are sent."""
    def apply(task, env) -> None:
        task.arrive(env, upto)
        sms.add_messages(env.device, [sms.Sms(n, b, sms.now_ms(env.device), sms.TYPE_SENT) for n, b in pairs])
    return apply


class _SmsTracking(VenusTask):
    """Params shared by the subclasses: ``contacts`` (``[name, number]``, seeded),
    ``old`` (``[number, body, days ago]``, read messages already in the inbox) and the
    scheduled messages ``senders``/``texts`` (what ``noise_plan`` sends, in order)."""

    app_names = ("simple sms messenger",)

    def setup(self, env) -> None:
        dev, p = env.device, self.params
        sms.clear_messages(dev)
        contacts.clear_contacts(dev)
        contacts.add_contacts(dev, [(name, _dashed(number)) for name, number in p["contacts"]])
        sms.make_default_sms_app(dev)
        now = sms.now_ms(dev)
        sms.add_messages(dev, [sms.Sms(n, body, now - days * DAY_MS) for n, body, days in p["old"]])

    # ---------------------------------------------------------------- state
    def scheduled(self, upto: int | None = None) -> list[tuple[str, str]]:
        """``(number, text)`` of the scheduled messages, the first ``upto`` of them."""
        return list(zip(self.params["senders"], self.params["texts"]))[:upto]

    def inbox(self, env) -> collections.Counter:
        return collections.Counter(_key(m.address, m.body) for m in sms.list_messages(env.device, "inbox"))

    def expected_inbox(self, dropped: tuple[int, ...] = ()) -> collections.Counter:
        """What the inbox holds once every message arrived, but scheduled messages ``dropped``."""
        kept = [m for i, m in enumerate(self.scheduled()) if i not in dropped]
        return collections.Counter(_key(n, b) for n, b, *_ in self.params["old"] + kept)

    def sent(self, env) -> list[sms.Sms]:
        return sms.list_messages(env.device, "sent")

    def all_arrived(self, env) -> bool:
        return not (self.expected_inbox() - self.inbox(env))

    def arrive(self, env, upto: int | None = None) -> None:
        """What the scheduled messages do, through the provider (near misses have no noise)."""
        now = sms.now_ms(env.device)
        sms.add_messages(env.device, [sms.Sms(n, t, now, read=0) for n, t in self.scheduled(upto)])

    def after_steps(self) -> int:
        """The GUI solver's actions once every message is in."""
        raise NotImplementedError

    @property
    def optimal_steps(self) -> int:
        """The GUI solver's: open the app, a ``wait`` a step until the last message is in
        (at its drawn step), then ``after_steps``."""
        return max(1, self.noise_events[-1].trigger.step) + self.after_steps()

    def wait_for_all(self, env) -> Iterator[A.JSONAction]:
        """Open the app, then wait until every scheduled message is in the inbox."""
        yield _OPEN_APP
        while not self.all_arrived(env):
            yield A.JSONAction(A.WAIT)


# ---------------------------------------------------------------------- reply
_TOPICS = {
    "dinner": ("Is dinner still at 8 tonight?", "I booked a table for dinner on Friday.",
               "What should I bring to dinner?", "Dinner is ready, where are you?"),
    "meeting": ("The meeting moved to room 4.", "Can you send me the meeting notes?",
                "Running late for the meeting, start without me.", "Is the meeting with the bank today?"),
    "parcel": ("Your parcel is at the front desk.", "Did the parcel arrive yet?",
               "I left the parcel with your neighbour.", "The parcel for Mum needs a signature."),
    "train": ("My train is delayed by 20 minutes.", "Which train are you taking tomorrow?",
              "Meet me at the train station at 6.", "The last train home leaves at 11."),
    "concert": ("I got us two concert tickets!", "The concert starts at 7:30.",
                "Are you still coming to the concert?", "The concert was moved to Sunday."),
}
_REPLIES = ("On my way", "Sounds good", "I will call you back", "Got it, thanks")
# the replies a Chinese user asks for: GUIStateReplyToKeyword's zh data (typed in Chinese)
REPLIES_ZH = {"On my way": "我在路上了", "Sounds good": "好的，没问题", "I will call you back": "我稍后给你回电话",
              "Got it, thanks": "收到，谢谢"}


@register_task("venus")
class GUIStateReplyToKeyword(_SmsTracking):
    """Eight messages arrive from different senders (contacts and unknown numbers); the
    agent replies a given text to each one that meets the goal's rule -- it mentions a
    keyword, or it comes from one of two named contacts -- and to no other. An older
    message in the inbox, from a contact who writes nothing new, mentions the keyword
    or may come from a named contact; it gets no reply. Success: every
    message arrived and none was deleted, and the sent box holds exactly one message per
    matching new message, to its sender, whose body is the reply (case, whitespace and
    final punctuation aside). In the ``zh`` variant the reply is Chinese (``REPLIES_ZH``):
    the agent types it in Chinese and the sent box must hold it."""

    complexity = 5.0
    template = ("Over the next few minutes you will receive {n} new text messages in Simple SMS Messenger. "
                "Wait until all {n} have arrived. Reply \"{reply}\" to each of these new messages that "
                "{rule_text}, and do not send anything to anyone else.")
    variant_texts = {"zh": "接下来几分钟内，你会在 Simple SMS Messenger 中收到 {n} 条新短信。请等 {n} 条全部到达。"
                           "这些新短信中{rule_text_zh}的每一条，都回复“{reply}”，不要给其他任何人发送任何内容。",
                     "paraphrase": ("In the coming minutes, {n} new text messages will reach Simple SMS Messenger; "
                                    "wait for all {n} of them. Answer with \"{reply}\" every one of these new "
                                    "messages that {rule_text}, and send nothing to anybody else.")}
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 4, 2), Evaluation.STATE, tags=("tracking",))
    noise_plan = _sms_specs(*SMS_STEPS)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names, nums = rng.sample(_NAMES, 6), _numbers(rng, 6 + N_MESSAGES)
        people = [[name, num] for name, num in zip(names, nums)]
        n_known = rng.randint(3, 5)        # contacts 0..n_known-1 write, contact 5 wrote only the old message
        senders = nums[:n_known] + nums[6:6 + N_MESSAGES - n_known]
        rng.shuffle(senders)
        rule = rng.choice(("keyword", "sender"))
        if rule == "keyword":
            keyword = rng.choice(sorted(_TOPICS))
            matching = rng.sample(range(N_MESSAGES), rng.randint(2, 3))
            on_topic = rng.sample(_TOPICS[keyword], len(matching) + 1)
            off_topic = rng.sample([t for k, v in _TOPICS.items() if k != keyword for t in v],
                                   N_MESSAGES - len(matching))
            texts = [on_topic.pop() if i in matching else off_topic.pop() for i in range(N_MESSAGES)]
            old_text, rule_text = on_topic.pop(), f"mentions \"{keyword}\""
            rule_text_zh = f"提到“{keyword}”"
            reply_to = [s for i, s in enumerate(senders) if i in matching]
        else:
            named = [people[0], people[rng.choice((1, 5))]]
            pool = [t for v in _TOPICS.values() for t in v]
            texts, old_text = rng.sample(pool, N_MESSAGES), rng.choice(pool)
            reply_to = [s for s in senders if s in (named[0][1], named[1][1])]
            rule_text = f"comes from {named[0][0]} or {named[1][0]}"
            rule_text_zh = f"来自 {named[0][0]} 或 {named[1][0]}"
        reply = rng.choice(_REPLIES)
        return zh.with_data({"n": N_MESSAGES, "reply": reply, "rule": rule, "rule_text": rule_text,
                             "rule_text_zh": rule_text_zh,     # the rule in the Chinese goal (derived, not drawn)
                             "contacts": people[:6], "old": [[nums[5], old_text, rng.randint(1, 3)]],
                             "senders": senders, "texts": texts, "reply_to": reply_to}, reply=REPLIES_ZH[reply])

    def after_steps(self) -> int:
        """A swipe (the last message's heads-up away); for each message to answer: its
        conversation, the reply, send, BACK twice (the keyboard, the thread)."""
        return 1 + 5 * len(self.params["reply_to"])

    def verify(self, env) -> float:
        p = self.params
        if self.inbox(env) != self.expected_inbox():
            return 0.0
        sent = sorted(_key(m.address, as_sent(m.body)) for m in self.sent(env))
        return float(sent == sorted(_key(n, as_sent(p["reply"])) for n in p["reply_to"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from self.wait_for_all(env)
        now = sms.now_ms(env.device)
        sms.add_messages(env.device, [sms.Sms(n, self.params["reply"], now, sms.TYPE_SENT)
                                      for n in self.params["reply_to"]])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = [(n, p["reply"]) for n in p["reply_to"]]

        early = p["senders"][:N_MESSAGES - 1]
        return [NearMiss("replied to every new message", _send(*[(n, p["reply"]) for n in p["senders"]])),
                NearMiss("replied to none", _send()),
                NearMiss("replied to the old message too", _send(*right, (p["old"][0][0], p["reply"]))),
                NearMiss("another reply text", _send(*[(n, "OK") for n in p["reply_to"]])),
                NearMiss("stopped before the last message",
                         _send(*[r for r in right if r[0] in early], upto=N_MESSAGES - 1))]


# ---------------------------------------------------------------------- delete spam
_SPAM = ("Congratulations! You have won a $500 gift card. Claim your prize at gift-{n}.example.com",
         "You have won a new phone! Claim your prize now: prize-{n}.example.net",
         "WINNER! Your number was drawn and you have won 1,000 GBP. Reply CLAIM to claim your prize.",
         "Final notice: you have won a free cruise for two. Claim your prize before midnight at "
         "cruise-{n}.example.org",
         "You have won our weekly draw! Claim your prize today with code W{n}.")
_HAM_DECOYS = ("We won the pub quiz last night! You should have come.",
               "Did you claim the travel expenses for last month?",
               "The prize-giving at school is on Friday at 6, don't be late.",
               "Grandma won the raffle again, she wants to share the prize with you.",
               "Have you won your tennis match yet? Call me after.")
_ORDINARY = ("See you at the gym tomorrow.", "Can you pick up milk on the way home?",
             "Thanks for yesterday, it was fun!", "The plumber is coming at 10.",
             "Happy birthday! Have a great day.", "I'll be home late tonight.")


SPAM_NOTE = "spam.md"
_MARKOR_BROWSING = ("markor:QuickNote.md", "markor:todo.txt")     # Markor writes these when opened


@register_task("venus")
class GUIStateDeleteSpam(_SmsTracking):
    """The inbox holds a few ordinary messages from contacts; eight more arrive: four prize
    scams from unknown numbers and four messages from contacts that speak of winning or
    prizes innocently (the last to arrive is one of these). The agent deletes the scams
    and logs their senders' numbers in a new Markor note ``spam.md`` (VenusBench-Mobile's
    ``GSATrackingSimpleSmsHandleFiveIncomingHard`` deletes spam and writes a Markor file).
    Success: the inbox holds exactly the old messages and the four innocent ones, nothing
    was sent, and ``spam.md`` states exactly the four scammers' numbers (in any format and
    order, ``verifiers.phones.stated_phone_numbers``)."""

    app_names = ("simple sms messenger", "markor")
    complexity = 6.0
    template = ("Over the next few minutes {n} new text messages will arrive in Simple SMS Messenger. Some of them "
                "are spam that says you have won a prize and asks you to claim it. Wait until all {n} have "
                "arrived, delete every spam message, and keep every other message. Then create a note in Markor "
                "named {note} that lists the phone number of every spam sender.")
    variant_texts = {"zh": "接下来几分钟内，Simple SMS Messenger 会收到 {n} 条新短信，其中一些是垃圾短信，"
                           "说你中了奖并要你去领奖。等 {n} 条全部到达后，删除所有垃圾短信，保留其他所有短信。"
                           "然后在 Markor 中新建一个名为 {note} 的笔记，列出每个垃圾短信发送者的电话号码。",
                     "paraphrase": ("In the coming minutes, {n} new text messages will reach Simple SMS Messenger, "
                                    "and some are spam claiming you won a prize that you need to claim. Once all "
                                    "{n} are in, remove every spam message and leave all the other messages in "
                                    "place. After that, make a Markor note called {note} listing the phone "
                                    "numbers that sent the spam.")}
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 4, 3), Evaluation.STATE, tags=("tracking",))
    may_change = MayChange(stores=(f"markor:{SPAM_NOTE}", *_MARKOR_BROWSING))
    noise_plan = _sms_specs(*SMS_STEPS)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names, nums = rng.sample(_NAMES, 5), _numbers(rng, 9)
        people = [[name, num] for name, num in zip(names, nums)]
        old = [[num, text, rng.randint(1, 5)] for num, text in zip(nums[:3], rng.sample(_ORDINARY, 3))]
        spam = [t.format(n=rng.randint(100, 999)) for t in rng.sample(_SPAM, 4)]
        ham = rng.sample(_HAM_DECOYS, 4)
        kinds = ["spam"] * 4 + ["ham"] * 3           # the last to arrive is innocent: its arrival
        rng.shuffle(kinds)                            # shows that every message came
        kinds.append("ham")
        spam_from, ham_from = nums[5:9], rng.sample(nums[:5], 4)
        senders, texts, is_spam = [], [], []
        for kind in kinds:
            source, pool = (spam_from, spam) if kind == "spam" else (ham_from, ham)
            senders.append(source.pop())
            texts.append(pool.pop())
            is_spam.append(kind == "spam")
        return {"n": N_MESSAGES, "contacts": people, "old": old, "senders": senders, "texts": texts,
                "is_spam": is_spam, "note": SPAM_NOTE}

    def setup(self, env) -> None:
        super().setup(env)
        markor.clear_notes(env.device)

    def _spam(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.params["is_spam"]) if s)

    def spammers(self) -> set[str]:
        return {self.params["senders"][i] for i in self._spam()}

    def after_steps(self) -> int:
        """For each scam: its conversation, a swipe (the heads-up away), Delete, Yes; then
        open Markor and write the note (+, the name, OK, the numbers, BACK, BACK)."""
        return 4 * len(self._spam()) + 7

    def verify(self, env) -> float:
        if self.inbox(env) != self.expected_inbox(dropped=self._spam()) or self.sent(env):
            return 0.0
        note = markor.read_notes(env.device).get(SPAM_NOTE)
        return float(note is not None and set(stated_phone_numbers(note)) == self.spammers())

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from self.wait_for_all(env)
        for i in self._spam():
            sms.delete_received(env.device, *self.scheduled()[i])
        markor.write_note(env.device, SPAM_NOTE, "\n".join(_dashed(n) for n in sorted(self.spammers())))
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        def delete(which, upto: int | None = None, old: bool = False, logged=lambda t: t.spammers()):
            def apply(task, env) -> None:
                task.arrive(env, upto)
                for i in which(task):
                    sms.delete_received(env.device, *task.scheduled()[i])
                if old:
                    sms.delete_received(env.device, *task.params["old"][0][:2])
                numbers = logged(task)
                if numbers is not None:
                    markor.write_note(env.device, SPAM_NOTE, ", ".join(_dashed(n) for n in sorted(numbers)))
            return apply

        return [NearMiss("deleted every new message", delete(lambda t: range(N_MESSAGES))),
                NearMiss("deleted only the first spam", delete(lambda t: t._spam()[:1])),
                NearMiss("deleted nothing", delete(lambda t: ())),
                NearMiss("stopped before the last message", delete(lambda t: t._spam(), upto=N_MESSAGES - 1)),
                NearMiss("also deleted an old message", delete(lambda t: t._spam(), old=True)),
                NearMiss("deleted the spam, no note", delete(lambda t: t._spam(), logged=lambda t: None)),
                NearMiss("deleted the spam, logged one sender too few",
                         delete(lambda t: t._spam(), logged=lambda t: sorted(t.spammers())[1:])),
                NearMiss("deleted the spam, logged every sender",
                         delete(lambda t: t._spam(), logged=lambda t: set(t.params["senders"])))]


# ---------------------------------------------------------------------- forward a code
_SERVICES = ("BrightBank", "ParcelPoint", "CloudDrive", "MediKey", "TaxiGo", "ShopNow", "GreenPower")
_CODE_TEXTS = ("{service}: your verification code is {code}. It expires in 10 minutes.",
               "Your {service} login code is {code}. Never share this code.",
               "{code} is your {service} security code.")


@register_task("venus")
class GUIStateForwardCode(_SmsTracking):
    """A code from a named service is in the inbox from a day or two ago; eight new
    messages arrive: a fresh code from that service, codes from two other services and
    five ordinary messages from contacts. The agent texts the fresh code to a named
    contact. Success: every message arrived and none was deleted, and the sent box holds
    exactly one message, to that contact's number, whose numbers include the fresh code
    and none of the other codes or the old one."""

    complexity = 4.0
    template = ("Eight new text messages will arrive in Simple SMS Messenger in the next few minutes; three of "
                "them carry codes: a new code from {service} and codes from other services. Wait for all eight, then "
                "send the new {service} code by SMS to {recipient}.")
    variant_texts = {"zh": "接下来几分钟内，Simple SMS Messenger 会收到 8 条新短信，其中三条带验证码：一条是 {service} "
                           "的新验证码，另两条是其他服务的验证码。等 8 条全部到达后，把新的 {service} 验证码用短信发给 "
                           "{recipient}。",
                     "paraphrase": ("In the coming minutes, eight new text messages will reach Simple SMS "
                                    "Messenger, three of them with codes: a fresh {service} code and codes from "
                                    "other services. Once all eight are in, text the new {service} code to "
                                    "{recipient}.")}
    info = TaskInfo(Category.GSA, PUDAM(4, 2, 3, 4, 2), Evaluation.STATE, tags=("tracking",))
    noise_plan = _sms_specs(*SMS_STEPS)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names, nums = rng.sample(_NAMES, 6), _numbers(rng, 6)
        service, *decoys = rng.sample(_SERVICES, 3)
        short = [str(n) for n in rng.sample(range(20000, 99999), 3)]      # the services' short codes
        code, *others = rng.sample(range(100000, 999999), 4)
        decoy_codes, old_code = others[:2], others[2]
        text = lambda s, c: rng.choice(_CODE_TEXTS).format(service=s, code=c)   # noqa: E731
        pairs = [(short[0], text(service, code))] + [(short[k + 1], text(decoys[k], decoy_codes[k]))
                                                     for k in range(2)]
        pairs += list(zip(nums[1:6], rng.sample(_ORDINARY, 5)))
        rng.shuffle(pairs)
        return {"n": N_MESSAGES, "service": service, "recipient": names[0], "recipient_number": nums[0],
                "contacts": [[name, num] for name, num in zip(names, nums)],
                "old": [[short[0], text(service, old_code), rng.randint(1, 2)]],
                "senders": [s for s, _ in pairs], "texts": [t for _, t in pairs],
                "code": code, "decoy_codes": decoy_codes, "old_code": old_code}

    def after_steps(self) -> int:
        """+, the recipient's name, the contact, the code, send."""
        return 5

    def verify(self, env) -> float:
        p = self.params
        sent = self.sent(env)
        if self.inbox(env) != self.expected_inbox() or len(sent) != 1:
            return 0.0
        said = set(numbers(sent[0].body))
        wrong = {Decimal(c) for c in (*p["decoy_codes"], p["old_code"])}
        return float(sms.number_key(sent[0].address) == sms.number_key(p["recipient_number"])
                     and Decimal(p["code"]) in said and not said & wrong)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from self.wait_for_all(env)
        p = self.params
        sms.add_messages(env.device, [sms.Sms(p["recipient_number"], str(p["code"]), sms.now_ms(env.device),
                                              sms.TYPE_SENT)])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        to, other = p["recipient_number"], p["contacts"][1][1]
        fresh = next(t for t in p["texts"] if str(p["code"]) in t)
        early = self.scheduled().index((p["senders"][p["texts"].index(fresh)], fresh)) + 1
        return [NearMiss("forwarded another service's code", _send((to, str(p["decoy_codes"][0])))),
                NearMiss("forwarded the old code", _send((to, str(p["old_code"])))),
                NearMiss("forwarded the whole message to the wrong number", _send((other, fresh))),
                NearMiss("sent the code twice", _send((to, str(p["code"])), (to, str(p["code"])))),
                NearMiss("forwarded every new code", _send((to, " ".join(map(str, (p["code"], *p["decoy_codes"])))))),
                NearMiss("forwarded the code as soon as it came",
                         _send((to, str(p["code"])), upto=early if early < N_MESSAGES else N_MESSAGES - 1))]
