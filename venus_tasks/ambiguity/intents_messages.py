"""Ground-truth intents over Simple SMS Messenger for the ``ambiguity`` suite (6): send to a
contact, text a number that is not saved, reply in a thread, reply with another
contact's number, delete two conversations, send one text to two people
(``intents_messages_more`` has four more; both build on ``sms_kit``).

Every UI path is walkable on the simulated screens (``sim/apps_ui/sms_messenger``,
``sms_thread``; labels from Simple-SMS-Messenger 5.19.3: "Add Contact or Number…",
"Type a message…", the send button "SMS", the thread's "Delete" and the dialog's "Yes";
the New conversation button and the number's check mark have no label and are tapped by
resource id, ``conversations_fab`` and ``new_conversation_confirm``). Deleting a single
message needs a long press, which ``ambiguity.spec.Step`` does not express, so no intent
here does it.

Seeding: four or five contacts, each with a short thread (inbox and sent messages, dated
the week before the device's date); the conversation list shows the newest thread first
(``sms_messenger``); set-up force-stops the app so it opens on that list. Forced
Non-Default (AmbiBench, ``shared/seeds/``): the thread or contact an intent acts on is
never the list's first (the newest conversation, or the first contact by name), so an
agent that acts on whatever comes first without asking fails; a message body's default
is the empty box.

State checks read the SMS provider (``content://sms``) through ``social_kit``: a
message is "new" when it is not one of the seeded ones; addresses compare by national
digits, bodies after ``verifiers.answer.normalize``. Checks on the anchor also require
that nothing went to anyone else and no other thread changed.
"""

from __future__ import annotations

import random
from typing import Any

from apps import sms
from venus_tasks.ambiguity import sms_kit as mk
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.answer import mentions, normalize
from verifiers.phones import national, phone_numbers
from verifiers.guard import MayChange


# ------------------------------------------------------------------ 1. send to a contact
def _send_draw(rng: random.Random) -> dict[str, Any]:
    p = mk.world(rng, rng.randint(4, 5))
    p["to"] = mk.non_default(p, rng)[0]
    p["body"] = rng.choice(mk.BODIES)
    return p


def _send_intent(p: dict[str, Any]) -> Intent:
    others = tuple(q["name"] for q in p["people"] if q["name"] != p["to"]["name"])
    return Intent((
        Requirement("recipient", Kind.ANCHOR, p["to"]["name"], mk.recipient_names(p["to"]["name"]), options=others,
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("body", Kind.EXPLICIT, p["body"], mk.BODY_NAMES, phrase=f'saying "{p["body"]}"',
                    phrase_zh=f"，内容是“{p['body']}”",
                    context_phrase="with the message we talked about", context_phrase_zh="，内容是我们之前说好的那句话"),
    ), topics=("send time", "schedule", "emoji", "发送时间"))


SEND_CONTACT = sc.social_spec(
    name="SmsSendContact", app_names=mk.SMS, draw=_send_draw, intent=_send_intent, setup=mk.setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"recipient": lambda d, p: bool(mk.only_to(d, p, [p["to"]["number"]])),
            "body": lambda d, p: mk.sent_to(d, p, p["to"]["number"], lambda b: sc.same_text(b, p["body"]))},
    solve=lambda d, p: sc.send(d, p["to"]["number"], p["body"], p["history"]),
    template="In Simple SMS Messenger, send a text message to {recipient} {body}.",
    template_zh="在 Simple SMS Messenger 中给{recipient}发一条短信{body}。",
    template_paraphrase="Using Simple SMS Messenger, text {recipient} {body}.",
    hypernym="one of my contacts", hypernym_zh="我的一位联系人", incomplete_masks=("body",),
    ui_path=lambda p: (mk.OPEN, *mk.compose(p["to"]), *mk.send_steps(p["body"])),
    defaults={}, no_default=("body",),
    fallback={"recipient": mk.swap("to"),
           "body": lambda p: {**p, "body": next(b for b in mk.BODIES if b != p["body"])}},
)


# ------------------------------------------------------------------ 2. text a number not saved
_SENDERS = ("Dana", "Sam", "Robin", "Alex", "Kim", "Jo")


def _number_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    p = mk.world(rng, 4, taken)
    p["number"] = sc.number(rng, taken)
    p["body"] = rng.choice(mk.BODIES)
    p["me"] = rng.choice(_SENDERS)
    return p


def _number_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("number", Kind.ANCHOR, p["number"], ("number", "phone number", "which number", "whose number",
                                                        "号码", "电话号码", "哪个号码"),
                    phrase=f"the number {p['number']}", phrase_zh=f"号码 {p['number']} "),
        Requirement("body", Kind.EXPLICIT, p["body"], mk.BODY_NAMES, phrase=f'saying "{p["body"]}"',
                    phrase_zh=f"，内容是“{p['body']}”"),
        Requirement("signature", Kind.IMPLICIT, p["me"], ("signature", "sign", "your name", "my name", "who it is from",
                                                         "introduce", "署名", "落款", "你的名字", "签名"),
                    phrase=f'and sign it "{p["me"]}"', phrase_zh=f"，并署名“{p['me']}”"),
    ), topics=("send time", "emoji", "发送时间"))


def _number_body_ok(p: dict[str, Any], body: str) -> bool:
    return normalize(p["body"]) in normalize(body)


NUMBER = sc.social_spec(
    name="SmsSendNewNumber", app_names=mk.SMS, draw=_number_draw, intent=_number_intent, setup=mk.setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"number": lambda d, p: bool(mk.only_to(d, p, [p["number"]])),
            "body": lambda d, p: mk.sent_to(d, p, p["number"], lambda b: _number_body_ok(p, b)),
            "signature": lambda d, p: mk.sent_to(d, p, p["number"], lambda b: mentions(b, p["me"]))},
    solve=lambda d, p: sc.send(d, p["number"], f"{p['body']} - {p['me']}", p["history"]),
    template="In Simple SMS Messenger, text {number} {body} {signature}.",
    template_zh="在 Simple SMS Messenger 中给{number}发短信{body}{signature}。",
    template_paraphrase="Send an SMS with Simple SMS Messenger to {number} {body} {signature}.",
    hypernym="the courier", hypernym_zh="快递员", incomplete_masks=("body",),
    ui_path=lambda p: (mk.OPEN, Step("tap", "New conversation", rid="conversations_fab"),
                       Step("type", "Add Contact or Number…", text=p["number"]),
                       Step("tap", "the check mark", rid="new_conversation_confirm"), *mk.send_steps(f"{p['body']} - {p['me']}")),
    defaults={"signature": "no signature"}, no_default=("body",),
    fallback={"number": lambda p: {**p, "number": p["people"][0]["number"]},
           "body": lambda p: {**p, "body": next(b for b in mk.BODIES if b != p["body"])},
           "signature": lambda p: {**p, "me": next(s for s in _SENDERS if s != p["me"])}},
)


# ------------------------------------------------------------------ 3. reply in a thread
def _reply_draw(rng: random.Random) -> dict[str, Any]:
    p = mk.world(rng, rng.randint(4, 5))
    who = mk.non_default(p, rng)[0]
    p["question"], p["body"] = rng.choice(mk.QUESTIONS)
    mk.ask_in(p, who, p["question"])
    if mk.newest_first(p)[0] == who["name"]:        # keep another conversation on top
        p["history"][-1]["date"] = max(m["date"] for m in p["history"]) + 60_000
        p["history"].append({"address": next(q["number"] for q in p["people"] if q["name"] != who["name"]),
                             "body": "Talk later!", "date": p["history"][-1]["date"] + 60_000,
                             "type": sms.TYPE_INBOX})
        p["history"].sort(key=lambda m: m["date"])
    p["to"] = who
    return p


def _reply_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("thread", Kind.ANCHOR, p["to"]["name"], mk.recipient_names(p["to"]["name"]) + ("which conversation",
                    "which thread", "which message", "哪个对话", "哪条短信"),
                    options=tuple(q["name"] for q in p["people"] if q["name"] != p["to"]["name"]),
                    phrase=f"{p['to']['name']}'s question", phrase_zh=f"{p['to']['name']}问我的问题"),
        Requirement("body", Kind.EXPLICIT, p["body"], mk.BODY_NAMES + ("reply", "answer", "回复", "回答"),
                    phrase=f'with "{p["body"]}"', phrase_zh=f"，回复“{p['body']}”",
                    context_phrase="with what we agreed on", context_phrase_zh="，回复我们说好的内容"),
    ), topics=("emoji", "send time", "发送时间"))


REPLY = sc.social_spec(
    name="SmsReplyThread", app_names=mk.SMS, draw=_reply_draw, intent=_reply_intent, setup=mk.setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"thread": lambda d, p: bool(mk.only_to(d, p, [p["to"]["number"]])),
            "body": lambda d, p: mk.sent_to(d, p, p["to"]["number"], lambda b: sc.same_text(b, p["body"]))},
    solve=lambda d, p: sc.send(d, p["to"]["number"], p["body"], p["history"]),
    template="In Simple SMS Messenger, reply to {thread} {body}.",
    template_zh="在 Simple SMS Messenger 中回复{thread}{body}。",
    template_paraphrase="Answer {thread} in Simple SMS Messenger {body}.",
    hypernym="a question someone texted me", hypernym_zh="别人发短信问我的一个问题", incomplete_masks=("body",),
    ui_path=lambda p: (mk.OPEN, Step("tap", p["to"]["name"]), *mk.send_steps(p["body"])),
    defaults={}, no_default=("body",),
    fallback={"thread": lambda p: {**p, "to": next(q for q in p["people"] if q["name"] == mk.newest_first(p)[0])},
           "body": lambda p: {**p, "body": next(a for _, a in mk.QUESTIONS if a != p["body"])}},
)


# ------------------------------------------------------------------ 4. reply with a contact's number
def _share_draw(rng: random.Random) -> dict[str, Any]:
    p = mk.world(rng, 5)
    who, shared = mk.non_default(p, rng, 2)
    p["question"] = rng.choice(mk.NUMBER_ASKS)
    mk.ask_in(p, who, p["question"])
    if mk.newest_first(p)[0] == who["name"]:
        newest = max(m["date"] for m in p["history"])
        p["history"].append({"address": shared["number"], "body": "Talk later!", "date": newest + 60_000,
                             "type": sms.TYPE_INBOX})
    p["to"], p["shared"] = who, shared
    return p


def _share_intent(p: dict[str, Any]) -> Intent:
    s = p["shared"]
    return Intent((
        Requirement("thread", Kind.ANCHOR, p["to"]["name"], mk.recipient_names(p["to"]["name"]) + ("which conversation",
                    "which thread", "哪个对话"),
                    phrase=f"{p['to']['name']}'s question", phrase_zh=f"{p['to']['name']}的问题"),
        Requirement("shared", Kind.EXPLICIT, s["name"], ("shared contact", "whose number", "which number", "which contact's",
                                                         "whose contact", "谁的号码", "哪个号码", "哪位的号码"),
                    options=tuple(q["name"] for q in p["people"] if q["name"] not in (s["name"], p["to"]["name"])),
                    phrase=f"with {s['name']}'s phone number", phrase_zh=f"，把{s['name']}的电话号码发过去"),
    ))


def _has_number(body: str, number: str) -> bool:
    return national(number) in phone_numbers(body)


SHARE = sc.social_spec(
    name="SmsReplyWithContactNumber", app_names=mk.SMS_CONTACTS, draw=_share_draw, intent=_share_intent, setup=mk.setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"thread": lambda d, p: bool(mk.only_to(d, p, [p["to"]["number"]])),
            "shared": lambda d, p: mk.sent_to(d, p, p["to"]["number"],
                                            lambda b: _has_number(b, p["shared"]["number"]))},
    solve=lambda d, p: sc.send(d, p["to"]["number"], f"{p['shared']['name']}: {p['shared']['number']}",
                               p["history"]),
    template="In Simple SMS Messenger, answer {thread} {shared}.",
    template_zh="在 Simple SMS Messenger 中回复{thread}{shared}。",
    template_paraphrase="Reply to {thread} in Simple SMS Messenger {shared}.",
    hypernym="a friend's question", hypernym_zh="一位朋友的问题", incomplete_masks=("shared",),
    ui_path=lambda p: (Step("open", "Contacts"), Step("tap", p["shared"]["name"]), mk.OPEN,
                       Step("tap", p["to"]["name"]), *mk.send_steps(f"{p['shared']['name']}: {p['shared']['number']}")),
    defaults={}, no_default=("shared",),
    fallback={"thread": mk.swap("to", "shared"),
           "shared": mk.swap("shared", "to")},
)


# ------------------------------------------------------------------ 5. delete two conversations
def _delconv_draw(rng: random.Random) -> dict[str, Any]:
    p = mk.world(rng, 5)
    p["to"], p["also"] = mk.non_default(p, rng, 2)
    return p


def _gone(device, p: dict[str, Any], number: str) -> bool:
    left = sc.remaining(device, p["history"])
    return not any(m in left for m in mk.thread_of(p, number))


def _delconv_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(q["name"] for q in p["people"] if q["name"] not in (p["to"]["name"], p["also"]["name"]))
    return Intent((
        Requirement("thread", Kind.ANCHOR, p["to"]["name"], ("which conversation", "which thread", "conversation with",
                                                           "哪个对话", "和谁的对话"),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"]["name"], ("other conversation", "another conversation",
                                                             "second conversation", "any other", "which others",
                                                             "also delete", "另一个对话", "其他对话"),
                    options=rest, phrase=f"and the one with {p['also']['name']}",
                    phrase_zh=f"以及和{p['also']['name']}的对话"),
    ))


DELETE_CONVERSATIONS = sc.social_spec(
    name="SmsDeleteConversations", app_names=mk.SMS, draw=_delconv_draw, intent=_delconv_intent, setup=mk.setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"thread": lambda d, p: _gone(d, p, p["to"]["number"])
            and mk.others_intact(d, p, [p["to"]["number"], p["also"]["number"]]),
            "also": lambda d, p: _gone(d, p, p["also"]["number"])
            and mk.others_intact(d, p, [p["to"]["number"], p["also"]["number"]])},
    solve=lambda d, p: (sc.delete_thread(d, p["to"]["number"]), sc.delete_thread(d, p["also"]["number"])),
    template="In Simple SMS Messenger, delete two of my conversations: the one with {thread} {also}.",
    template_zh="在 Simple SMS Messenger 中删除我的两个对话：和{thread}的对话{also}。",
    template_paraphrase="Clear out two Simple SMS Messenger conversations: the one with {thread} {also}.",
    hypernym="an old friend", hypernym_zh="一位老朋友", incomplete_masks=("also",),
    ui_path=lambda p: (mk.OPEN, Step("tap", p["to"]["name"]), Step("tap", "Delete"), Step("tap", "Yes"),
                       Step("tap", p["also"]["name"]), Step("tap", "Delete"), Step("tap", "Yes")),
    defaults={"also": "no other conversation"},
    fallback={"thread": mk.swap("to", "also"),
           "also": mk.swap("also", "to")},
)


# ------------------------------------------------------------------ 6. one text to two people
def _two_draw(rng: random.Random) -> dict[str, Any]:
    p = mk.world(rng, 5)
    p["to"], p["also"] = mk.non_default(p, rng, 2)
    p["body"] = rng.choice(mk.BODIES)
    return p


def _two_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(q["name"] for q in p["people"] if q["name"] not in (p["to"]["name"], p["also"]["name"]))
    return Intent((
        Requirement("recipient", Kind.ANCHOR, p["to"]["name"], mk.recipient_names(p["to"]["name"]),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"]["name"], ("other person", "anyone else", "someone else",
                                                             "also send", "还要发给", "其他人",
                                                             "还有谁"),
                    options=rest, phrase=f"and {p['also']['name']}", phrase_zh=f"和{p['also']['name']}"),
        Requirement("body", Kind.EXPLICIT, p["body"], mk.BODY_NAMES, phrase=f'("{p["body"]}")',
                    phrase_zh=f"（“{p['body']}”）", context_phrase="(the one we talked about earlier)",
                    context_phrase_zh="（我们之前说好的那条）"),
    ))


def _two_solve(d, p: dict[str, Any]) -> None:
    for who in (p["to"], p["also"]):
        sc.send(d, who["number"], p["body"], p["history"])


TWO = sc.social_spec(
    name="SmsSendToTwo", app_names=mk.SMS, draw=_two_draw, intent=_two_intent, setup=mk.setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"recipient": lambda d, p: bool(mk.only_to(d, p, [p["to"]["number"], p["also"]["number"]]))
            and mk.sent_to(d, p, p["to"]["number"], lambda b: True),
            "also": lambda d, p: bool(mk.only_to(d, p, [p["to"]["number"], p["also"]["number"]]))
            and mk.sent_to(d, p, p["also"]["number"], lambda b: True),
            "body": lambda d, p: all(mk.sent_to(d, p, w["number"], lambda b: sc.same_text(b, p["body"]))
                                     for w in (p["to"], p["also"]))},
    solve=_two_solve,
    template="In Simple SMS Messenger, send the same text {body} to two people: {recipient} {also}.",
    template_zh="在 Simple SMS Messenger 中把同一条短信{body}发给两个人：{recipient}{also}。",
    template_paraphrase="With Simple SMS Messenger, text two people the same message {body}: {recipient} {also}.",
    hypernym="a colleague", hypernym_zh="一位同事", incomplete_masks=("also",),
    ui_path=lambda p: (mk.OPEN, *mk.compose(p["to"]), *mk.send_steps(p["body"]), Step("tap", "Navigate up"), Step("tap", "Navigate up"),
                       *mk.compose(p["also"]), *mk.send_steps(p["body"])),
    defaults={"also": "nobody else"}, no_default=("body",),
    fallback={"recipient": mk.swap("to", "also"),
           "also": mk.swap("also", "to"),
           "body": lambda p: {**p, "body": next(b for b in mk.BODIES if b != p["body"])}},
)

SPECS = (SEND_CONTACT, NUMBER, REPLY, SHARE, DELETE_CONVERSATIONS, TWO)
for _spec in SPECS:
    register(_spec)
