"""Ground-truth intents over Simple SMS Messenger for the ``ambiguity`` suite: send to a
contact, text a number that is not saved, reply in a thread, reply with another
contact's number, delete one message, delete conversations, send one text to two people.

Seeding: four or five contacts, each with a short thread (inbox and sent messages, dated
the week before the device's date); the conversation list shows the newest thread first
(``sms_messenger``). Forced Non-Default (AmbiBench, ``shared/seeds/``): the thread or
contact an intent acts on is never the list's first (the newest conversation, or the
first contact by name), so an agent that acts on whatever comes first without asking
fails; a message body's default is the empty box.

State checks read the SMS provider (``content://sms``) through ``social_kit``: a
message is "new" when it is not one of the seeded ones; addresses compare by national
digits, bodies after ``verifiers.answer.normalize``. Checks on the anchor also require
that nothing went to anyone else and no other thread changed.
"""

from __future__ import annotations

import random
import re
from typing import Any

from apps import contacts, sms
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.answer import mentions, normalize
from verifiers.phones import national, phone_numbers


SMS = ("simple sms messenger",)
SMS_CONTACTS = ("simple sms messenger", "contacts")
# (message, Chinese gloss used only in the Chinese goal's explanation) -- bodies are sent verbatim
BODIES = ("Running ten minutes late, start without me.", "Can you pick up bread on the way home?",
          "The package arrived, thanks again!", "Meeting moved to 3pm in room B.",
          "Dinner is at 7 on Friday, bring a jacket.", "Please call me back when you are free.",
          "I left the keys under the blue pot.", "Tickets are booked for Sunday at noon.",
          "Can we move our call to Thursday?", "The printer on floor 2 is fixed now.")
SMALL_TALK = ("Hey, how was the trip?", "Thanks for yesterday!", "Did you see the game?", "Lunch next week?",
              "Got your note, will check.", "Happy Friday!", "Sounds good to me.", "See you soon.")
# (a question a contact asks, the reply the user wants sent)
QUESTIONS = (("Are we still on for Saturday?", "Yes, Saturday at 10 still works."),
             ("Which day suits you for the dentist?", "Tuesday afternoon suits me best."),
             ("Should I bring anything to the party?", "Just bring some lemonade, thanks."),
             ("What time does your train get in?", "It arrives at 6:40 pm."),
             ("Can you send me the wifi password?", "It is on the fridge, sunflower42."),
             ("Do you want the blue or the green sofa?", "The green one, please."))
NUMBER_ASKS = ("Do you have a plumber's number?", "Who did you call for the garden?",
               "Can you share your landlord's number?", "Do you know a good piano teacher?")


def _world(rng: random.Random, n: int, taken: set[str] | None = None) -> dict[str, Any]:
    """``n`` contacts, each with a 1-3 message thread; ``people`` in seeding order and
    ``history`` sorted by date. ``order`` lists the people by their newest message, newest
    first (the conversation list's order)."""
    taken = set() if taken is None else taken
    folks = sc.people(rng, n, taken)
    history, t = [], sc.T0
    talk = list(SMALL_TALK)
    rng.shuffle(talk)
    for i in range(n * 2):
        p = folks[i % n] if i < n else rng.choice(folks)
        t += rng.randint(2, 40) * 60_000
        history.append({"address": p["number"], "body": talk[i % len(talk)], "date": t,
                        "type": rng.choice((sms.TYPE_INBOX, sms.TYPE_SENT))})
    return {"people": folks, "history": history}


def _newest_first(params: dict[str, Any]) -> list[str]:
    """Names of the people by their thread's newest message, newest first."""
    last = {}
    for m in params["history"]:
        for p in params["people"]:
            if national(p["number"]) == national(m["address"]):
                last[p["name"]] = max(last.get(p["name"], 0), m["date"])
    return sorted(last, key=lambda k: -last[k])


def _non_default(params: dict[str, Any], rng: random.Random, k: int = 1) -> list[dict[str, str]]:
    """``k`` people who are neither the newest conversation nor the first contact by name."""
    newest = _newest_first(params)[0]
    first = sorted(p["name"] for p in params["people"])[0]
    pool = [p for p in params["people"] if p["name"] not in (newest, first)]
    return rng.sample(pool, k)


def _setup(env, params: dict[str, Any]) -> None:
    device = env.device
    sc.seed_contacts(device, [{"name": p["name"], "number": p["number"]} for p in params["people"]])
    sc.seed_messages(device, params["history"])


def _only_to(device, params: dict[str, Any], numbers: list[str]) -> list[sms.Sms]:
    """The new sent messages when every one went to one of ``numbers`` and every seeded
    message is still there; else []."""
    new = sc.new_sent(device, params["history"])
    wanted = {national(n) for n in numbers}
    if not new or any(national(m.address) not in wanted for m in new):
        return []
    if len(sc.remaining(device, params["history"])) != len(params["history"]):
        return []
    return new


def _sent_to(device, params: dict[str, Any], number: str, ok) -> bool:
    """Some new sent message to ``number`` has a body for which ``ok(body)`` holds."""
    return any(national(m.address) == national(number) and ok(m.body)
               for m in sc.new_sent(device, params["history"]))


def _recipient(name: str, hyper_names=()) -> tuple[str, ...]:
    return ("recipient", "who", "whom", "which contact", "which person", "send it to", "text who",
            "收件人", "发给谁", "哪位联系人", "哪个联系人", *hyper_names)


def _compose(person: dict[str, str]) -> tuple[Step, ...]:
    """From the conversation list: New conversation, the first name typed, the contact picked."""
    return (Step("tap", "New conversation", rid="conversations_fab"),
            Step("type", "Add Contact or Number…", text=person["first"]), Step("tap", person["name"]))


def _send(body: str) -> tuple[Step, ...]:
    return Step("type", "Type a message…", text=body), Step("tap", "SMS", rid="thread_send_message")


OPEN = Step("open", "SMS Messenger")
_BODY_NAMES = ("message", "text", "what should it say", "what to say", "content", "body", "wording",
               "短信内容", "内容", "说什么", "写什么")


# ------------------------------------------------------------------ 1. send to a contact
def _send_draw(rng: random.Random) -> dict[str, Any]:
    p = _world(rng, rng.randint(4, 5))
    p["to"] = _non_default(p, rng)[0]
    p["body"] = rng.choice(BODIES)
    return p


def _send_intent(p: dict[str, Any]) -> Intent:
    others = tuple(q["name"] for q in p["people"] if q["name"] != p["to"]["name"])
    return Intent((
        Requirement("recipient", Kind.ANCHOR, p["to"]["name"], _recipient(p["to"]["name"]), options=others,
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("body", Kind.EXPLICIT, p["body"], _BODY_NAMES, phrase=f'saying "{p["body"]}"',
                    phrase_zh=f"，内容是“{p['body']}”"),
    ), topics=("send time", "schedule", "emoji", "发送时间"))


SEND_CONTACT = sc.social_spec(
    name="SmsSendContact", app_names=SMS, draw=_send_draw, intent=_send_intent, setup=_setup,
    checks={"recipient": lambda d, p: bool(_only_to(d, p, [p["to"]["number"]])),
            "body": lambda d, p: _sent_to(d, p, p["to"]["number"], lambda b: sc.same_text(b, p["body"]))},
    solve=lambda d, p: sc.send(d, p["to"]["number"], p["body"], p["history"]),
    template="In Simple SMS Messenger, send a text message to {recipient} {body}.",
    template_zh="在 Simple SMS Messenger 中给{recipient}发一条短信{body}。",
    template_paraphrase="Using Simple SMS Messenger, text {recipient} {body}.",
    hypernym="one of my contacts", hypernym_zh="我的一位联系人", incomplete_masks=("body",),
    ui_path=lambda p: (OPEN, *_compose(p["to"]), *_send(p["body"])),
    defaults={}, no_default=("body",),
    fallback={"recipient": lambda p: {**p, "to": next(q for q in p["people"] if q["name"] != p["to"]["name"])},
           "body": lambda p: {**p, "body": next(b for b in BODIES if b != p["body"])}},
)


# ------------------------------------------------------------------ 2. text a number not saved
_SENDERS = ("Dana", "Sam", "Robin", "Alex", "Kim", "Jo")


def _number_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    p = _world(rng, 4, taken)
    p["number"] = sc.number(rng, taken)
    p["body"] = rng.choice(BODIES)
    p["me"] = rng.choice(_SENDERS)
    return p


def _number_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("number", Kind.ANCHOR, p["number"], ("number", "phone number", "which number", "whose number",
                                                        "号码", "电话号码", "哪个号码"),
                    phrase=f"the number {p['number']}", phrase_zh=f"号码 {p['number']} "),
        Requirement("body", Kind.EXPLICIT, p["body"], _BODY_NAMES, phrase=f'saying "{p["body"]}"',
                    phrase_zh=f"，内容是“{p['body']}”"),
        Requirement("signature", Kind.IMPLICIT, p["me"], ("signature", "sign", "your name", "my name", "who it is from",
                                                         "introduce", "署名", "落款", "你的名字", "签名"),
                    phrase=f'and sign it "{p["me"]}"', phrase_zh=f"，并署名“{p['me']}”"),
    ), topics=("send time", "emoji", "发送时间"))


def _number_body_ok(p: dict[str, Any], body: str) -> bool:
    return normalize(p["body"]) in normalize(body)


NUMBER = sc.social_spec(
    name="SmsSendNewNumber", app_names=SMS, draw=_number_draw, intent=_number_intent, setup=_setup,
    checks={"number": lambda d, p: bool(_only_to(d, p, [p["number"]])),
            "body": lambda d, p: _sent_to(d, p, p["number"], lambda b: _number_body_ok(p, b)),
            "signature": lambda d, p: _sent_to(d, p, p["number"], lambda b: mentions(b, p["me"]))},
    solve=lambda d, p: sc.send(d, p["number"], f"{p['body']} - {p['me']}", p["history"]),
    template="In Simple SMS Messenger, text {number} {body} {signature}.",
    template_zh="在 Simple SMS Messenger 中给{number}发短信{body}{signature}。",
    template_paraphrase="Send an SMS with Simple SMS Messenger to {number} {body} {signature}.",
    hypernym="the courier", hypernym_zh="快递员", incomplete_masks=("body",),
    ui_path=lambda p: (OPEN, Step("tap", "New conversation", rid="conversations_fab"),
                       Step("type", "Add Contact or Number…", text=p["number"]),
                       Step("tap", "the check mark", rid="new_conversation_confirm"), *_send(f"{p['body']} - {p['me']}")),
    defaults={"signature": "no signature"}, no_default=("body",),
    fallback={"number": lambda p: {**p, "number": p["people"][0]["number"]},
           "body": lambda p: {**p, "body": next(b for b in BODIES if b != p["body"])},
           "signature": lambda p: {**p, "me": next(s for s in _SENDERS if s != p["me"])}},
)


# ------------------------------------------------------------------ 3. reply in a thread
def _ask_in(p: dict[str, Any], who: dict[str, str], text: str) -> None:
    """Append ``text`` received from ``who``, dated one minute after the newest message of
    ``who``'s thread (so that another thread stays the newest)."""
    mine = [m["date"] for m in p["history"] if national(m["address"]) == national(who["number"])]
    p["history"].append({"address": who["number"], "body": text, "date": max(mine) + 60_000,
                         "type": sms.TYPE_INBOX})
    p["history"].sort(key=lambda m: m["date"])


def _reply_draw(rng: random.Random) -> dict[str, Any]:
    p = _world(rng, rng.randint(4, 5))
    who = _non_default(p, rng)[0]
    p["question"], p["body"] = rng.choice(QUESTIONS)
    _ask_in(p, who, p["question"])
    if _newest_first(p)[0] == who["name"]:        # keep another conversation on top
        p["history"][-1]["date"] = max(m["date"] for m in p["history"]) + 60_000
        p["history"].append({"address": next(q["number"] for q in p["people"] if q["name"] != who["name"]),
                             "body": "Talk later!", "date": p["history"][-1]["date"] + 60_000,
                             "type": sms.TYPE_INBOX})
        p["history"].sort(key=lambda m: m["date"])
    p["to"] = who
    return p


def _reply_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("thread", Kind.ANCHOR, p["to"]["name"], _recipient(p["to"]["name"]) + ("which conversation",
                    "which thread", "which message", "哪个对话", "哪条短信"),
                    options=tuple(q["name"] for q in p["people"] if q["name"] != p["to"]["name"]),
                    phrase=f"{p['to']['name']}'s question", phrase_zh=f"{p['to']['name']}问我的问题"),
        Requirement("body", Kind.EXPLICIT, p["body"], _BODY_NAMES + ("reply", "answer", "回复", "回答"),
                    phrase=f'with "{p["body"]}"', phrase_zh=f"，回复“{p['body']}”"),
    ), topics=("emoji", "send time", "发送时间"))


REPLY = sc.social_spec(
    name="SmsReplyThread", app_names=SMS, draw=_reply_draw, intent=_reply_intent, setup=_setup,
    checks={"thread": lambda d, p: bool(_only_to(d, p, [p["to"]["number"]])),
            "body": lambda d, p: _sent_to(d, p, p["to"]["number"], lambda b: sc.same_text(b, p["body"]))},
    solve=lambda d, p: sc.send(d, p["to"]["number"], p["body"], p["history"]),
    template="In Simple SMS Messenger, reply to {thread} {body}.",
    template_zh="在 Simple SMS Messenger 中回复{thread}{body}。",
    template_paraphrase="Answer {thread} in Simple SMS Messenger {body}.",
    hypernym="a question someone texted me", hypernym_zh="别人发短信问我的一个问题", incomplete_masks=("body",),
    ui_path=lambda p: (OPEN, Step("tap", p["to"]["name"]), *_send(p["body"])),
    defaults={}, no_default=("body",),
    fallback={"thread": lambda p: {**p, "to": next(q for q in p["people"] if q["name"] == _newest_first(p)[0])},
           "body": lambda p: {**p, "body": next(a for _, a in QUESTIONS if a != p["body"])}},
)


# ------------------------------------------------------------------ 4. reply with a contact's number
def _share_draw(rng: random.Random) -> dict[str, Any]:
    p = _world(rng, 5)
    who, shared = _non_default(p, rng, 2)
    p["question"] = rng.choice(NUMBER_ASKS)
    _ask_in(p, who, p["question"])
    if _newest_first(p)[0] == who["name"]:
        newest = max(m["date"] for m in p["history"])
        p["history"].append({"address": shared["number"], "body": "Talk later!", "date": newest + 60_000,
                             "type": sms.TYPE_INBOX})
    p["to"], p["shared"] = who, shared
    return p


def _share_intent(p: dict[str, Any]) -> Intent:
    s = p["shared"]
    return Intent((
        Requirement("thread", Kind.ANCHOR, p["to"]["name"], _recipient(p["to"]["name"]) + ("which conversation",
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
    name="SmsReplyWithContactNumber", app_names=SMS_CONTACTS, draw=_share_draw, intent=_share_intent, setup=_setup,
    checks={"thread": lambda d, p: bool(_only_to(d, p, [p["to"]["number"]])),
            "shared": lambda d, p: _sent_to(d, p, p["to"]["number"],
                                            lambda b: _has_number(b, p["shared"]["number"]))},
    solve=lambda d, p: sc.send(d, p["to"]["number"], f"{p['shared']['name']}: {p['shared']['number']}",
                               p["history"]),
    template="In Simple SMS Messenger, answer {thread} {shared}.",
    template_zh="在 Simple SMS Messenger 中回复{thread}{shared}。",
    template_paraphrase="Reply to {thread} in Simple SMS Messenger {shared}.",
    hypernym="a friend's question", hypernym_zh="一位朋友的问题", incomplete_masks=("shared",),
    ui_path=lambda p: (Step("open", "Contacts"), Step("tap", p["shared"]["name"]), OPEN,
                       Step("tap", p["to"]["name"]), *_send(f"{p['shared']['name']}: {p['shared']['number']}")),
    defaults={}, no_default=("shared",),
    fallback={"thread": lambda p: {**p, "to": next(q for q in p["people"]
                                                if q["name"] not in (p["to"]["name"], p["shared"]["name"]))},
           "shared": lambda p: {**p, "shared": next(q for q in p["people"]
                                                    if q["name"] not in (p["to"]["name"], p["shared"]["name"]))}},
)


# ------------------------------------------------------------------ 5. delete two conversations
def _thread_of(p: dict[str, Any], number: str) -> list[dict[str, Any]]:
    return [m for m in p["history"] if national(m["address"]) == national(number)]


def _others_intact(source, p: dict[str, Any], numbers: list[str]) -> bool:
    """Every seeded message outside the threads of ``numbers`` is still there and nothing was sent."""
    keep = [m for m in p["history"] if national(m["address"]) not in {national(n) for n in numbers}]
    left = sc.remaining(source, p["history"])
    return all(m in left for m in keep) and not sc.new_sent(source, p["history"])


def _delconv_draw(rng: random.Random) -> dict[str, Any]:
    p = _world(rng, 5)
    p["to"], p["also"] = _non_default(p, rng, 2)
    return p


def _gone(device, p: dict[str, Any], number: str) -> bool:
    left = sc.remaining(device, p["history"])
    return not any(m in left for m in _thread_of(p, number))


def _delconv_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(q["name"] for q in p["people"] if q["name"] not in (p["to"]["name"], p["also"]["name"]))
    return Intent((
        Requirement("thread", Kind.ANCHOR, p["to"]["name"], ("which conversation", "which thread", "conversation with",
                                                           "哪个对话", "和谁的对话"),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"]["name"], ("other conversation", "another conversation",
                                                             "second conversation", "any other", "which others",
                                                             "also delete", "还有", "另一个对话", "其他对话"),
                    options=rest, phrase=f"and the one with {p['also']['name']}",
                    phrase_zh=f"以及和{p['also']['name']}的对话"),
    ))


DELETE_CONVERSATIONS = sc.social_spec(
    name="SmsDeleteConversations", app_names=SMS, draw=_delconv_draw, intent=_delconv_intent, setup=_setup,
    checks={"thread": lambda d, p: _gone(d, p, p["to"]["number"])
            and _others_intact(d, p, [p["to"]["number"], p["also"]["number"]]),
            "also": lambda d, p: _gone(d, p, p["also"]["number"])
            and _others_intact(d, p, [p["to"]["number"], p["also"]["number"]])},
    solve=lambda d, p: (sc.delete_thread(d, p["to"]["number"]), sc.delete_thread(d, p["also"]["number"])),
    template="In Simple SMS Messenger, delete two of my conversations: the one with {thread} {also}.",
    template_zh="在 Simple SMS Messenger 中删除我的两个对话：和{thread}的对话{also}。",
    template_paraphrase="Clear out two Simple SMS Messenger conversations: the one with {thread} {also}.",
    hypernym="an old friend", hypernym_zh="一位老朋友", incomplete_masks=("also",),
    ui_path=lambda p: (OPEN, Step("tap", p["to"]["name"]), Step("tap", "Delete"), Step("tap", "Yes"),
                       Step("tap", p["also"]["name"]), Step("tap", "Delete"), Step("tap", "Yes")),
    defaults={"also": "no other conversation"},
    fallback={"thread": lambda p: {**p, "to": next(q for q in p["people"]
                                                if q["name"] not in (p["to"]["name"], p["also"]["name"]))},
           "also": lambda p: {**p, "also": next(q for q in p["people"]
                                                if q["name"] not in (p["to"]["name"], p["also"]["name"]))}},
)


# ------------------------------------------------------------------ 6. one text to two people
def _two_draw(rng: random.Random) -> dict[str, Any]:
    p = _world(rng, 5)
    p["to"], p["also"] = _non_default(p, rng, 2)
    p["body"] = rng.choice(BODIES)
    return p


def _two_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(q["name"] for q in p["people"] if q["name"] not in (p["to"]["name"], p["also"]["name"]))
    return Intent((
        Requirement("recipient", Kind.ANCHOR, p["to"]["name"], _recipient(p["to"]["name"]),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"]["name"], ("other person", "anyone else", "someone else",
                                                             "also send", "还要发给", "其他人",
                                                             "还有谁"),
                    options=rest, phrase=f"and {p['also']['name']}", phrase_zh=f"和{p['also']['name']}"),
        Requirement("body", Kind.EXPLICIT, p["body"], _BODY_NAMES, phrase=f'("{p["body"]}")',
                    phrase_zh=f"（“{p['body']}”）"),
    ))


def _two_solve(d, p: dict[str, Any]) -> None:
    for who in (p["to"], p["also"]):
        sc.send(d, who["number"], p["body"], p["history"])


TWO = sc.social_spec(
    name="SmsSendToTwo", app_names=SMS, draw=_two_draw, intent=_two_intent, setup=_setup,
    checks={"recipient": lambda d, p: bool(_only_to(d, p, [p["to"]["number"], p["also"]["number"]]))
            and _sent_to(d, p, p["to"]["number"], lambda b: True),
            "also": lambda d, p: bool(_only_to(d, p, [p["to"]["number"], p["also"]["number"]]))
            and _sent_to(d, p, p["also"]["number"], lambda b: True),
            "body": lambda d, p: all(_sent_to(d, p, w["number"], lambda b: sc.same_text(b, p["body"]))
                                     for w in (p["to"], p["also"]))},
    solve=_two_solve,
    template="In Simple SMS Messenger, send the same text {body} to two people: {recipient} {also}.",
    template_zh="在 Simple SMS Messenger 中把同一条短信{body}发给两个人：{recipient}{also}。",
    template_paraphrase="With Simple SMS Messenger, text two people the same message {body}: {recipient} {also}.",
    hypernym="a colleague", hypernym_zh="一位同事", incomplete_masks=("also",),
    ui_path=lambda p: (OPEN, *_compose(p["to"]), *_send(p["body"]), Step("tap", "Navigate up"), Step("tap", "Navigate up"),
                       *_compose(p["also"]), *_send(p["body"])),
    defaults={"also": "nobody else"}, no_default=("body",),
    fallback={"recipient": lambda p: {**p, "to": next(q for q in p["people"]
                                                   if q["name"] not in (p["to"]["name"], p["also"]["name"]))},
           "also": lambda p: {**p, "also": next(q for q in p["people"]
                                                if q["name"] not in (p["to"]["name"], p["also"]["name"]))},
           "body": lambda p: {**p, "body": next(b for b in BODIES if b != p["body"])}},
)

# ------------------------------------------------------------------ 7. pass on a code I received
# (service, Chinese, the message a service number sends with its code)
_CODES = (("parcel locker", "快递柜", "Your parcel is in locker 12. Pickup code: {code}."),
          ("library pickup", "图书馆取书", "Your reserved book is ready. Library pickup code: {code}."),
          ("car wash", "洗车", "Thanks for your order! Car wash code: {code}."),
          ("gym guest pass", "健身房访客", "Your gym guest pass code is {code}."))


def _code_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    p = _world(rng, 4, taken)
    services = rng.sample(_CODES, 2)
    codes = rng.sample(range(1000, 10000), 2)
    newest = max(m["date"] for m in p["history"])
    for i, ((name, _, text), code) in enumerate(zip(services, codes)):
        p["history"].append({"address": str(rng.randrange(20000, 99999)), "body": text.format(code=code),
                             "date": newest + (i + 1) * 120_000, "type": sms.TYPE_INBOX})
    p["to"] = _non_default(p, rng)[0]
    p["service"], p["service_zh"], p["code"] = services[0][0], services[0][1], str(codes[0])
    p["decoy"] = str(codes[1])
    return p


def _code_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("recipient", Kind.ANCHOR, p["to"]["name"], _recipient(p["to"]["name"]),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("code", Kind.EXPLICIT, p["service"], ("code", "which code", "what code", "哪个码", "哪个验证码", "哪个取件码"),
                    value_zh=p["service_zh"], phrase=f"(the {p['service']} code I just got)",
                    phrase_zh=f"（我刚收到的{p['service_zh']}码）"),
    ))


def _has_code(body: str, code: str) -> bool:
    return code in re.findall(r"\d+", body)


FORWARD_CODE = sc.social_spec(
    name="SmsPassOnCode", app_names=SMS, draw=_code_draw, intent=_code_intent, setup=_setup,
    checks={"recipient": lambda d, p: bool(_only_to(d, p, [p["to"]["number"]])),
            "code": lambda d, p: _sent_to(d, p, p["to"]["number"], lambda b: _has_code(b, p["code"])
                                          and not _has_code(b, p["decoy"]))},
    solve=lambda d, p: sc.send(d, p["to"]["number"], f"The code is {p['code']}", p["history"]),
    template="In Simple SMS Messenger, send {recipient} a code {code}.",
    template_zh="在 Simple SMS Messenger 中给{recipient}发一个码{code}。",
    template_paraphrase="Text {recipient} a code {code}, using Simple SMS Messenger.",
    hypernym="a family member", hypernym_zh="一位家人", incomplete_masks=("code",),
    ui_path=lambda p: (OPEN, *_compose(p["to"]), *_send(f"The code is {p['code']}")),
    defaults={}, no_default=("code",),
    fallback={"recipient": lambda p: {**p, "to": next(q for q in p["people"] if q["name"] != p["to"]["name"])},
              "code": lambda p: {**p, "code": p["decoy"]}},
)


# ------------------------------------------------------------------ 8. text someone a contact's e-mail
def _mail_draw(rng: random.Random) -> dict[str, Any]:
    p = _world(rng, 5)
    p["to"], p["whose"] = _non_default(p, rng, 2)
    p["emails"] = {q["name"]: sc.email_of(rng) for q in p["people"]}
    return p


def _mail_setup(env, p: dict[str, Any]) -> None:
    sc.seed_contacts(env.device, [{"name": q["name"], "number": q["number"],
                                   "email": [p["emails"][q["name"]], sc.EMAIL_TYPE_HOME]} for q in p["people"]])
    sc.seed_messages(env.device, p["history"])


def _mail_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(q["name"] for q in p["people"] if q["name"] not in (p["to"]["name"], p["whose"]["name"]))
    return Intent((
        Requirement("recipient", Kind.ANCHOR, p["to"]["name"], _recipient(p["to"]["name"]),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("whose", Kind.EXPLICIT, p["whose"]["name"], ("email address", "whose email", "whose address", "which contact's",
                                                                "谁的邮箱", "哪位的邮箱"), options=rest,
                    phrase=f"({p['whose']['name']}'s)", phrase_zh=f"（{p['whose']['name']}的）"),
    ))


def _mail_of(p: dict[str, Any], name: str) -> str:
    return p["emails"][name]


EMAIL_SHARE = sc.social_spec(
    name="SmsSendContactEmail", app_names=SMS_CONTACTS, draw=_mail_draw, intent=_mail_intent, setup=_mail_setup,
    checks={"recipient": lambda d, p: bool(_only_to(d, p, [p["to"]["number"]])),
            "whose": lambda d, p: _sent_to(d, p, p["to"]["number"],
                                           lambda b: _mail_of(p, p["whose"]["name"]) in b.casefold())},
    solve=lambda d, p: sc.send(d, p["to"]["number"], _mail_of(p, p["whose"]["name"]), p["history"]),
    template="Look up an email address {whose} in Contacts and text it to {recipient} with Simple SMS Messenger.",
    template_zh="在 Contacts 里查一个邮箱地址{whose}，用 Simple SMS Messenger 发给{recipient}。",
    template_paraphrase="Send {recipient} a text in Simple SMS Messenger with an email address from Contacts {whose}.",
    hypernym="my neighbour", hypernym_zh="我的邻居", incomplete_masks=("whose",),
    ui_path=lambda p: (Step("open", "Contacts"), Step("tap", p["whose"]["name"]), OPEN, *_compose(p["to"]),
                       *_send(_mail_of(p, p["whose"]["name"]))),
    defaults={}, no_default=("whose",),
    fallback={"recipient": lambda p: {**p, "to": next(q for q in p["people"]
                                                      if q["name"] not in (p["to"]["name"], p["whose"]["name"]))},
              "whose": lambda p: {**p, "whose": next(q for q in p["people"]
                                                     if q["name"] not in (p["to"]["name"], p["whose"]["name"]))}},
)

# ------------------------------------------------------------------ 9. save a new contact, then text them
def _newcontact_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    p = _world(rng, 4, taken)
    new = sc.people(rng, 1, {national(q["number"]) for q in p["people"]} | taken)[0]
    while new["first"] in {q["first"] for q in p["people"]} or new["last"] in {q["last"] for q in p["people"]}:
        new = sc.people(rng, 1, {national(q["number"]) for q in p["people"]})[0]
    p["new"], p["body"] = new, rng.choice(BODIES)
    return p


def _newcontact_intent(p: dict[str, Any]) -> Intent:
    n = p["new"]
    return Intent((
        Requirement("name", Kind.ANCHOR, n["name"], ("name", "who", "名字", "姓名"), phrase=n["name"],
                    phrase_zh=n["name"]),
        Requirement("number", Kind.EXPLICIT, n["number"], ("number", "phone number", "号码", "电话号码"),
                    phrase=f"({n['number']})", phrase_zh=f"（{n['number']}）"),
        Requirement("body", Kind.EXPLICIT, p["body"], _BODY_NAMES, phrase=f'saying "{p["body"]}"',
                    phrase_zh=f"，内容是“{p['body']}”"),
    ))


def _saved_card(source, p: dict[str, Any]) -> dict | None:
    found = sc.cards_named(source, p["new"]["name"])
    return found[0] if len(found) == 1 else None


def _newcontact_solve(d, p: dict[str, Any]) -> None:
    contacts.add_contact(d, p["new"]["name"], p["new"]["number"])
    sc.send(d, p["new"]["number"], p["body"], p["history"])


NEW_CONTACT = sc.social_spec(
    name="SmsSaveContactThenText", app_names=SMS_CONTACTS, draw=_newcontact_draw, intent=_newcontact_intent,
    setup=_setup,
    checks={"name": lambda d, p: _saved_card(d, p) is not None,
            "number": lambda d, p: bool((c := _saved_card(d, p)) and sc.card_has_phone(c, p["new"]["number"])),
            "body": lambda d, p: bool(_only_to(d, p, [p["new"]["number"]]))
            and _sent_to(d, p, p["new"]["number"], lambda b: sc.same_text(b, p["body"]))},
    solve=_newcontact_solve,
    template="Save {name} {number} in Contacts, then text them in Simple SMS Messenger {body}.",
    template_zh="把{name}{number}存到 Contacts 里，然后用 Simple SMS Messenger 给对方发短信{body}。",
    template_paraphrase="Add {name} {number} to Contacts and send them a text with Simple SMS Messenger {body}.",
    hypernym="the new babysitter", hypernym_zh="新来的保姆", incomplete_masks=("body",),
    ui_path=lambda p: (Step("open", "Contacts"), Step("tap", "Create contact", rid="floating_action_button"),
                       Step("type", "First name", text=p["new"]["first"]),
                       Step("type", "Last name", text=p["new"]["last"]),
                       Step("type", "Phone", text=p["new"]["number"]), Step("tap", "Save"), OPEN,
                       *_compose(p["new"]), *_send(p["body"])),
    no_default=("number", "body"),
    fallback={"name": lambda p: {**p, "new": {**p["new"], "name": p["new"]["first"]}},
              "number": lambda p: {**p, "new": {**p["new"], "number": p["people"][0]["number"][:-1]
                                                + ("8" if p["people"][0]["number"].endswith("9") else "9")}},
              "body": lambda p: {**p, "body": next(b for b in BODIES if b != p["body"])}},
)


# ------------------------------------------------------------------ 10. reply to an unsaved number, found by topic
# (topic, Chinese, the message the unsaved number sent, the reply the user wants)
_UNKNOWN = (("flat viewing", "看房", "Hi, this is about the flat viewing. Does Saturday morning work?",
             "Saturday at 11 works for me."),
            ("bike for sale", "卖自行车", "Hello! Is the bike you posted still for sale?", "Yes, it is still available."),
            ("lost wallet", "丢失的钱包", "Hi, I think I found your wallet at the cafe.", "Thank you so much! Where can I pick it up?"),
            ("choir rehearsal", "合唱排练", "Hi from the choir! Can you make rehearsal on Tuesday?",
             "Yes, I will be there on Tuesday."))


def _unknown_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    p = _world(rng, 4, taken)
    (topic, topic_zh, asked, reply), other = rng.sample(_UNKNOWN, 2)
    p["number"], p["other"] = sc.number(rng, taken), sc.number(rng, taken)
    newest = max(m["date"] for m in p["history"])
    p["history"] += [{"address": p["number"], "body": asked, "date": newest - 3_600_000, "type": sms.TYPE_INBOX},
                     {"address": p["other"], "body": other[2], "date": newest - 1_800_000, "type": sms.TYPE_INBOX}]
    p["history"].sort(key=lambda m: m["date"])
    p["topic"], p["topic_zh"], p["body"] = topic, topic_zh, reply
    return p


def _unknown_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("thread", Kind.ANCHOR, p["topic"], ("which conversation", "which message", "which number",
                                                       "哪个对话", "哪条短信", "哪个号码"),
                    value_zh=p["topic_zh"], phrase=f"the number that texted me about the {p['topic']}",
                    phrase_zh=f"发短信跟我说{p['topic_zh']}的那个号码"),
        Requirement("body", Kind.EXPLICIT, p["body"], _BODY_NAMES + ("reply", "回复"), phrase=f'with "{p["body"]}"',
                    phrase_zh=f"，内容是“{p['body']}”"),
    ))


REPLY_UNKNOWN = sc.social_spec(
    name="SmsReplyUnsavedNumber", app_names=SMS, draw=_unknown_draw, intent=_unknown_intent, setup=_setup,
    checks={"thread": lambda d, p: bool(_only_to(d, p, [p["number"]])),
            "body": lambda d, p: _sent_to(d, p, p["number"], lambda b: sc.same_text(b, p["body"]))},
    solve=lambda d, p: sc.send(d, p["number"], p["body"], p["history"]),
    template="In Simple SMS Messenger, reply to {thread} {body}.",
    template_zh="在 Simple SMS Messenger 中回复{thread}{body}。",
    template_paraphrase="Answer {thread} in Simple SMS Messenger {body}.",
    hypernym="a number that texted me", hypernym_zh="给我发过短信的一个号码", incomplete_masks=("body",),
    ui_path=lambda p: (OPEN, Step("tap", p["number"]), *_send(p["body"])),
    no_default=("body",),
    fallback={"thread": lambda p: {**p, "number": p["other"]},
              "body": lambda p: {**p, "body": next(u[3] for u in _UNKNOWN if u[3] != p["body"])}},
)


SPECS = (SEND_CONTACT, NUMBER, REPLY, SHARE, DELETE_CONVERSATIONS, TWO, FORWARD_CODE, EMAIL_SHARE, NEW_CONTACT,
         REPLY_UNKNOWN)
for _spec in SPECS:
    register(_spec)
