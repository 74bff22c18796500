"""GUI-state awareness (GSA), tracking: text messages arrive while the agent works and it
must act on the right ones (VenusBench-Mobile's SMS tracking tasks,
``shared/reference/venusbench.md`` section 6). Where VenusBench sends them from a thread
on wall-clock time, here each message is a noise event of kind ``sms`` (the console's
``sms send``) at a drawn step, so every agent meets them at the same steps and none
arrives after the episode. The goal says how many messages to expect; an agent that
stops before they are all in the inbox fails.

Checked from the SMS provider (``content://sms/inbox`` and ``/sent``), numbers compared by
``apps.sms.number_key``: the inbox must hold exactly what was seeded plus what arrived
(minus what the task asks to delete), and the sent box exactly the messages asked for.
The reference solutions open the app, wait until every message is in, then write the
provider through ``apps.sms``.
"""

from __future__ import annotations

import collections
import random
from decimal import Decimal
from typing import Any, Iterator

from apps import contacts, sms
from noise import NoiseSpec
from variants import zh
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.tasks.gsa_calls import wall_window
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from verifiers.numbers import numbers

DAY_MS = 24 * 3600 * 1000
_NAMES = ("Alice Smith", "Bob Jones", "Chloe Martin", "Daniel Kim", "Emma Brown", "Farid Haddad",
          "Grace Lee", "Hugo Silva", "Ines Moreau", "Jonas Berg", "Keiko Sato", "Liam Walsh")
_OPEN_APP = A.JSONAction(A.OPEN_APP, app_name="SMS Messenger")


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


def _as_sent(text: str) -> str:
    """A sent body as compared: case, whitespace and final punctuation (English or Chinese)
    do not count."""
    return " ".join(text.split()).casefold().rstrip(".!?。！？")


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
        for name, number in p["contacts"]:
            contacts.add_contact(dev, name, _dashed(number))
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
    """Four messages arrive from different senders (contacts and unknown numbers); the
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
    noise_plan = _sms_specs((2, 3), (6, 8), (11, 13), (16, 18))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names, nums = rng.sample(_NAMES, 4), _numbers(rng, 6)
        people = [[name, num] for name, num in zip(names, nums)]
        n_known = rng.randint(2, 3)        # contacts 0..n_known-1 write, contact 3 wrote only the old message
        senders = nums[:n_known] + nums[4:8 - n_known]
        rng.shuffle(senders)
        rule = rng.choice(("keyword", "sender"))
        if rule == "keyword":
            keyword = rng.choice(sorted(_TOPICS))
            matching = rng.sample(range(4), rng.randint(1, 3))
            on_topic = rng.sample(_TOPICS[keyword], len(matching) + 1)
            off_topic = rng.sample([t for k, v in _TOPICS.items() if k != keyword for t in v], 4 - len(matching))
            texts = [on_topic.pop() if i in matching else off_topic.pop() for i in range(4)]
            old_text, rule_text = on_topic.pop(), f"mentions \"{keyword}\""
            rule_text_zh = f"提到“{keyword}”"
            reply_to = [s for i, s in enumerate(senders) if i in matching]
        else:
            named = [people[0], people[rng.choice((1, 3))]]
            pool = [t for v in _TOPICS.values() for t in v]
            texts, old_text = rng.sample(pool, 4), rng.choice(pool)
            reply_to = [s for s in senders if s in (named[0][1], named[1][1])]
            rule_text = f"comes from {named[0][0]} or {named[1][0]}"
            rule_text_zh = f"来自 {named[0][0]} 或 {named[1][0]}"
        reply = rng.choice(_REPLIES)
        return zh.with_data({"n": 4, "reply": reply, "rule": rule, "rule_text": rule_text,
                             "rule_text_zh": rule_text_zh,     # the rule in the Chinese goal (derived, not drawn)
                             "contacts": people, "old": [[nums[3], old_text, rng.randint(1, 3)]],
                             "senders": senders, "texts": texts, "reply_to": reply_to}, reply=REPLIES_ZH[reply])

    def verify(self, env) -> float:
        p = self.params
        if self.inbox(env) != self.expected_inbox():
            return 0.0
        sent = sorted(_key(m.address, _as_sent(m.body)) for m in self.sent(env))
        return float(sent == sorted(_key(n, _as_sent(p["reply"])) for n in p["reply_to"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from self.wait_for_all(env)
        now = sms.now_ms(env.device)
        sms.add_messages(env.device, [sms.Sms(n, self.params["reply"], now, sms.TYPE_SENT)
                                      for n in self.params["reply_to"]])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = [(n, p["reply"]) for n in p["reply_to"]]

        early = p["senders"][:3]
        return [NearMiss("replied to every new message", _send(*[(n, p["reply"]) for n in p["senders"]])),
                NearMiss("replied to none", _send()),
                NearMiss("replied to the old message too", _send(*right, (p["old"][0][0], p["reply"]))),
                NearMiss("another reply text", _send(*[(n, "OK") for n in p["reply_to"]])),
                NearMiss("stopped before the last message", _send(*[r for r in right if r[0] in early], upto=3))]


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


@register_task("venus")
class GUIStateDeleteSpam(_SmsTracking):
    """The inbox holds a few ordinary messages from contacts; four more arrive: two prize
    scams from unknown numbers and two messages from contacts that speak of winning or
    prizes innocently (the last to arrive is one of these). Success: the inbox holds
    exactly the old messages and the two innocent ones, and nothing was sent."""

    complexity = 4.0
    template = ("Over the next few minutes {n} new text messages will arrive in Simple SMS Messenger. Some of them "
                "are spam that says you have won a prize and asks you to claim it. Wait until all {n} have "
                "arrived, delete every spam message, and keep every other message.")
    variant_texts = {"zh": "接下来几分钟内，Simple SMS Messenger 会收到 {n} 条新短信，其中一些是垃圾短信，"
                           "说你中了奖并要你去领奖。等 {n} 条全部到达后，删除所有垃圾短信，保留其他所有短信。",
                     "paraphrase": ("In the coming minutes, {n} new text messages will reach Simple SMS Messenger, "
                                    "and some are spam claiming you won a prize that you need to claim. Once all "
                                    "{n} are in, remove every spam message and leave all the other messages in "
                                    "place.")}
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 4, 2), Evaluation.STATE, tags=("tracking",))
    noise_plan = _sms_specs((2, 3), (6, 8), (11, 13), (16, 18))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names, nums = rng.sample(_NAMES, 4), _numbers(rng, 6)
        people = [[name, num] for name, num in zip(names, nums)]
        old = [[num, text, rng.randint(1, 5)] for num, text in zip(nums[:3], rng.sample(_ORDINARY, 3))]
        spam = [t.format(n=rng.randint(100, 999)) for t in rng.sample(_SPAM, 2)]
        ham = rng.sample(_HAM_DECOYS, 2)
        kinds = ["spam", "spam", "ham"]               # the last to arrive is innocent: its arrival
        rng.shuffle(kinds)                            # shows that every message came
        kinds.append("ham")
        spam_from, ham_from = nums[4:6], rng.sample(nums[:4], 2)
        senders, texts, is_spam = [], [], []
        for kind in kinds:
            source, pool = (spam_from, spam) if kind == "spam" else (ham_from, ham)
            senders.append(source.pop())
            texts.append(pool.pop())
            is_spam.append(kind == "spam")
        return {"n": 4, "contacts": people, "old": old, "senders": senders, "texts": texts, "is_spam": is_spam}

    def _spam(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.params["is_spam"]) if s)

    def verify(self, env) -> float:
        return float(self.inbox(env) == self.expected_inbox(dropped=self._spam()) and not self.sent(env))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from self.wait_for_all(env)
        for i in self._spam():
            sms.delete_received(env.device, *self.scheduled()[i])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        def delete(which, upto: int | None = None, old: bool = False):
            def apply(task, env) -> None:
                task.arrive(env, upto)
                for i in which(task):
                    sms.delete_received(env.device, *task.scheduled()[i])
                if old:
                    sms.delete_received(env.device, *task.params["old"][0][:2])
            return apply

        return [NearMiss("deleted every new message", delete(lambda t: range(4))),
                NearMiss("deleted only the first spam", delete(lambda t: t._spam()[:1])),
                NearMiss("deleted nothing", delete(lambda t: ())),
                NearMiss("stopped before the last message", delete(lambda t: t._spam(), upto=3)),
                NearMiss("also deleted an old message", delete(lambda t: t._spam(), old=True))]


# ---------------------------------------------------------------------- forward a code
_SERVICES = ("BrightBank", "ParcelPoint", "CloudDrive", "MediKey", "TaxiGo", "ShopNow", "GreenPower")
_CODE_TEXTS = ("{service}: your verification code is {code}. It expires in 10 minutes.",
               "Your {service} login code is {code}. Never share this code.",
               "{code} is your {service} security code.")


@register_task("venus")
class GUIStateForwardCode(_SmsTracking):
    """A code from a named service is in the inbox from a day or two ago; two new codes
    arrive, a fresh one from that service and one from another service. The agent texts
    the fresh code to a named contact. Success: both messages arrived and none was
    deleted, and the sent box holds exactly one message, to that contact's number, whose
    numbers include the fresh code and neither the other service's nor the old one."""

    complexity = 3.0
    template = ("Two new text messages with codes will arrive in Simple SMS Messenger in the next few minutes: "
                "a new code from {service} and a code from another service. Wait for both, then send the new "
                "{service} code by SMS to {recipient}.")
    variant_texts = {"zh": "接下来几分钟内，Simple SMS Messenger 会收到两条带验证码的新短信：一条是 {service} 的新验证码，"
                           "另一条是其他服务的验证码。等两条都到达后，把新的 {service} 验证码用短信发给 {recipient}。",
                     "paraphrase": ("In the coming minutes, two new text messages containing codes will reach "
                                    "Simple SMS Messenger: a fresh {service} code and a code from some other "
                                    "service. Once both are in, text the new {service} code to {recipient}.")}
    info = TaskInfo(Category.GSA, PUDAM(4, 2, 3, 4, 2), Evaluation.STATE, tags=("tracking",))
    noise_plan = _sms_specs((3, 5), (9, 12))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names, nums = rng.sample(_NAMES, 3), _numbers(rng, 3)
        service, decoy = rng.sample(_SERVICES, 2)
        short = [str(n) for n in rng.sample(range(20000, 99999), 2)]      # the services' short codes
        code, decoy_code, old_code = rng.sample(range(100000, 999999), 3)
        text = lambda s, c: rng.choice(_CODE_TEXTS).format(service=s, code=c)   # noqa: E731
        pairs = [(short[0], text(service, code)), (short[1], text(decoy, decoy_code))]
        rng.shuffle(pairs)
        return {"service": service, "recipient": names[0], "recipient_number": nums[0],
                "contacts": [[name, num] for name, num in zip(names, nums)],
                "old": [[short[0], text(service, old_code), rng.randint(1, 2)]],
                "senders": [s for s, _ in pairs], "texts": [t for _, t in pairs],
                "code": code, "decoy_code": decoy_code, "old_code": old_code}

    def verify(self, env) -> float:
        p = self.params
        sent = self.sent(env)
        if self.inbox(env) != self.expected_inbox() or len(sent) != 1:
            return 0.0
        said = set(numbers(sent[0].body))
        return float(sms.number_key(sent[0].address) == sms.number_key(p["recipient_number"])
                     and Decimal(p["code"]) in said and not said & {Decimal(p["decoy_code"]), Decimal(p["old_code"])})

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
        return [NearMiss("forwarded the other service's code", _send((to, str(p["decoy_code"])))),
                NearMiss("forwarded the old code", _send((to, str(p["old_code"])))),
                NearMiss("forwarded the whole message to the wrong number", _send((other, fresh))),
                NearMiss("sent the code twice", _send((to, str(p["code"])), (to, str(p["code"])))),
                NearMiss("forwarded both new codes", _send((to, f"{p['code']} {p['decoy_code']}")))]
