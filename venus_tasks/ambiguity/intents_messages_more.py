"""More ground-truth intents over Simple SMS Messenger for the ``ambiguity`` suite (4),
each reading something elsewhere first: pass on a code a service texted, text a
contact's e-mail address (read in Contacts), save a new contact and then text them,
reply to an unsaved number found by what it wrote about. Seeding, Forced Non-Default,
checks and UI steps as in ``intents_messages`` (``sms_kit``).
"""

from __future__ import annotations

import random
import re
from typing import Any

from apps import contacts, sms
from venus_tasks.ambiguity import sms_kit as mk
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.phones import national
from verifiers.guard import MayChange


# ------------------------------------------------------------------ 1. pass on a code I received
# (service, Chinese, the message a service number sends with its code)
_CODES = (("parcel locker", "快递柜", "Your parcel is in locker 12. Pickup code: {code}."),
          ("library pickup", "图书馆取书", "Your reserved book is ready. Library pickup code: {code}."),
          ("car wash", "洗车", "Thanks for your order! Car wash code: {code}."),
          ("gym guest pass", "健身房访客", "Your gym guest pass code is {code}."))


def _code_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    p = mk.world(rng, 4, taken)
    services = rng.sample(_CODES, 2)
    codes = rng.sample(range(1000, 10000), 2)
    newest = max(m["date"] for m in p["history"])
    for i, ((name, _, text), code) in enumerate(zip(services, codes)):
        p["history"].append({"address": str(rng.randrange(20000, 99999)), "body": text.format(code=code),
                             "date": newest + (i + 1) * 120_000, "type": sms.TYPE_INBOX})
    p["to"] = mk.non_default(p, rng)[0]
    p["service"], p["service_zh"], p["code"] = services[0][0], services[0][1], str(codes[0])
    p["decoy"] = str(codes[1])
    return p


def _code_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("recipient", Kind.ANCHOR, p["to"]["name"], mk.recipient_names(p["to"]["name"]),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("code", Kind.EXPLICIT, p["service"], ("code", "which code", "what code", "哪个码", "哪个验证码", "哪个取件码"),
                    value_zh=p["service_zh"], phrase=f"(the {p['service']} code I just got)",
                    phrase_zh=f"（我刚收到的{p['service_zh']}码）"),
    ))


def _has_code(body: str, code: str) -> bool:
    return code in re.findall(r"\d+", body)


FORWARD_CODE = sc.social_spec(
    name="SmsPassOnCode", app_names=mk.SMS, draw=_code_draw, intent=_code_intent, setup=mk.setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"recipient": lambda d, p: bool(mk.only_to(d, p, [p["to"]["number"]])),
            "code": lambda d, p: mk.sent_to(d, p, p["to"]["number"], lambda b: _has_code(b, p["code"])
                                          and not _has_code(b, p["decoy"]))},
    solve=lambda d, p: sc.send(d, p["to"]["number"], f"The code is {p['code']}", p["history"]),
    template="In Simple SMS Messenger, send {recipient} a code {code}.",
    template_zh="在 Simple SMS Messenger 中给{recipient}发一个码{code}。",
    template_paraphrase="Text {recipient} a code {code}, using Simple SMS Messenger.",
    hypernym="a family member", hypernym_zh="一位家人", incomplete_masks=("code",),
    ui_path=lambda p: (mk.OPEN, *mk.compose(p["to"]), *mk.send_steps(f"The code is {p['code']}")),
    defaults={}, no_default=("code",),
    fallback={"recipient": mk.swap("to"),
              "code": lambda p: {**p, "code": p["decoy"]}},
)


# ------------------------------------------------------------------ 2. text someone a contact's e-mail
def _mail_draw(rng: random.Random) -> dict[str, Any]:
    p = mk.world(rng, 5)
    p["to"], p["whose"] = mk.non_default(p, rng, 2)
    p["emails"] = {q["name"]: sc.email_of(rng) for q in p["people"]}
    return p


def _mail_setup(env, p: dict[str, Any]) -> None:
    sc.seed_contacts(env.device, [{"name": q["name"], "number": q["number"],
                                   "email": [p["emails"][q["name"]], sc.EMAIL_TYPE_HOME]} for q in p["people"]])
    sc.seed_messages(env.device, p["history"])


def _mail_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(q["name"] for q in p["people"] if q["name"] not in (p["to"]["name"], p["whose"]["name"]))
    return Intent((
        Requirement("recipient", Kind.ANCHOR, p["to"]["name"], mk.recipient_names(p["to"]["name"]),
                    phrase=p["to"]["name"], phrase_zh=p["to"]["name"]),
        Requirement("whose", Kind.EXPLICIT, p["whose"]["name"], ("email address", "whose email", "whose address", "which contact's",
                                                                "谁的邮箱", "哪位的邮箱"), options=rest,
                    phrase=f"({p['whose']['name']}'s)", phrase_zh=f"（{p['whose']['name']}的）"),
    ))


def _mail_of(p: dict[str, Any], name: str) -> str:
    return p["emails"][name]


EMAIL_SHARE = sc.social_spec(
    name="SmsSendContactEmail", app_names=mk.SMS_CONTACTS, draw=_mail_draw, intent=_mail_intent, setup=_mail_setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"recipient": lambda d, p: bool(mk.only_to(d, p, [p["to"]["number"]])),
            "whose": lambda d, p: mk.sent_to(d, p, p["to"]["number"],
                                           lambda b: _mail_of(p, p["whose"]["name"]) in b.casefold())},
    solve=lambda d, p: sc.send(d, p["to"]["number"], _mail_of(p, p["whose"]["name"]), p["history"]),
    template="Look up an email address {whose} in Contacts and text it to {recipient} with Simple SMS Messenger.",
    template_zh="在 Contacts 里查一个邮箱地址{whose}，用 Simple SMS Messenger 发给{recipient}。",
    template_paraphrase="Send {recipient} a text in Simple SMS Messenger with an email address from Contacts {whose}.",
    hypernym="my neighbour", hypernym_zh="我的邻居", incomplete_masks=("whose",),
    ui_path=lambda p: (Step("open", "Contacts"), Step("tap", p["whose"]["name"]), mk.OPEN, *mk.compose(p["to"]),
                       *mk.send_steps(_mail_of(p, p["whose"]["name"]))),
    defaults={}, no_default=("whose",),
    fallback={"recipient": mk.swap("to", "whose"),
              "whose": mk.swap("whose", "to")},
)

# ------------------------------------------------------------------ 3. save a new contact, then text them
def _newcontact_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    p = mk.world(rng, 4, taken)
    new = sc.people(rng, 1, {national(q["number"]) for q in p["people"]} | taken)[0]
    while new["first"] in {q["first"] for q in p["people"]} or new["last"] in {q["last"] for q in p["people"]}:
        new = sc.people(rng, 1, {national(q["number"]) for q in p["people"]})[0]
    p["new"], p["body"] = new, rng.choice(mk.BODIES)
    return p


def _newcontact_intent(p: dict[str, Any]) -> Intent:
    n = p["new"]
    return Intent((
        Requirement("name", Kind.ANCHOR, n["name"], ("name", "who", "名字", "姓名"), phrase=n["name"],
                    phrase_zh=n["name"]),
        Requirement("number", Kind.EXPLICIT, n["number"], ("number", "phone number", "号码", "电话号码"),
                    phrase=f"({n['number']})", phrase_zh=f"（{n['number']}）"),
        Requirement("body", Kind.EXPLICIT, p["body"], mk.BODY_NAMES, phrase=f'saying "{p["body"]}"',
                    phrase_zh=f"，内容是“{p['body']}”"),
    ))


def _saved_card(source, p: dict[str, Any]) -> dict | None:
    found = sc.cards_named(source, p["new"]["name"])
    return found[0] if len(found) == 1 else None


def _newcontact_solve(d, p: dict[str, Any]) -> None:
    contacts.add_contact(d, p["new"]["name"], p["new"]["number"])
    sc.send(d, p["new"]["number"], p["body"], p["history"])


NEW_CONTACT = sc.social_spec(
    name="SmsSaveContactThenText", app_names=mk.SMS_CONTACTS, draw=_newcontact_draw, intent=_newcontact_intent,
    may_change=MayChange(stores=("contacts:rows", "sms:messages")),
    setup=mk.setup,
    checks={"name": lambda d, p: _saved_card(d, p) is not None,
            "number": lambda d, p: bool((c := _saved_card(d, p)) and sc.card_has_phone(c, p["new"]["number"])),
            "body": lambda d, p: bool(mk.only_to(d, p, [p["new"]["number"]]))
            and mk.sent_to(d, p, p["new"]["number"], lambda b: sc.same_text(b, p["body"]))},
    solve=_newcontact_solve,
    template="Save {name} {number} in Contacts, then text them in Simple SMS Messenger {body}.",
    template_zh="把{name}{number}存到 Contacts 里，然后用 Simple SMS Messenger 给对方发短信{body}。",
    template_paraphrase="Add {name} {number} to Contacts and send them a text with Simple SMS Messenger {body}.",
    hypernym="the new babysitter", hypernym_zh="新来的保姆", incomplete_masks=("body",),
    ui_path=lambda p: (Step("open", "Contacts"), Step("tap", "Create contact", rid="floating_action_button"),
                       Step("type", "First name", text=p["new"]["first"]),
                       Step("type", "Last name", text=p["new"]["last"]),
                       Step("type", "Phone", text=p["new"]["number"]), Step("tap", "Save"), mk.OPEN,
                       *mk.compose(p["new"]), *mk.send_steps(p["body"])),
    no_default=("number", "body"),
    fallback={"name": lambda p: {**p, "new": {**p["new"], "name": p["new"]["first"]}},
              "number": lambda p: {**p, "new": {**p["new"], "number": p["people"][0]["number"][:-1]
                                                + ("8" if p["people"][0]["number"].endswith("9") else "9")}},
              "body": lambda p: {**p, "body": next(b for b in mk.BODIES if b != p["body"])}},
)


# ------------------------------------------------------------------ 4. reply to an unsaved number, found by topic
# (topic, Chinese, the message the unsaved number sent, the reply the user wants)
_UNKNOWN = (("flat viewing", "看房", "Hi, this is about the flat viewing. Does Saturday morning work?",
             "Saturday at 11 works for me."),
            ("bike for sale", "卖自行车", "Hello! Is the bike you posted still for sale?", "Yes, it is still available."),
            ("lost wallet", "丢失的钱包", "Hi, I think I found your wallet at the cafe.", "Thank you so much! Where can I pick it up?"),
            ("choir rehearsal", "合唱排练", "Hi from the choir! Can you make rehearsal on Tuesday?",
             "Yes, I will be there on Tuesday."))


def _unknown_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    p = mk.world(rng, 4, taken)
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
        Requirement("body", Kind.EXPLICIT, p["body"], mk.BODY_NAMES + ("reply", "回复"), phrase=f'with "{p["body"]}"',
                    phrase_zh=f"，内容是“{p['body']}”", context_phrase="with what I told you earlier",
                    context_phrase_zh="，内容是我之前告诉你的那句"),
    ))


REPLY_UNKNOWN = sc.social_spec(
    name="SmsReplyUnsavedNumber", app_names=mk.SMS, draw=_unknown_draw, intent=_unknown_intent, setup=mk.setup,
    may_change=MayChange(stores=("sms:messages",)),
    checks={"thread": lambda d, p: bool(mk.only_to(d, p, [p["number"]])),
            "body": lambda d, p: mk.sent_to(d, p, p["number"], lambda b: sc.same_text(b, p["body"]))},
    solve=lambda d, p: sc.send(d, p["number"], p["body"], p["history"]),
    template="In Simple SMS Messenger, reply to {thread} {body}.",
    template_zh="在 Simple SMS Messenger 中回复{thread}{body}。",
    template_paraphrase="Answer {thread} in Simple SMS Messenger {body}.",
    hypernym="a number that texted me", hypernym_zh="给我发过短信的一个号码", incomplete_masks=("body",),
    ui_path=lambda p: (mk.OPEN, Step("tap", p["number"]), *mk.send_steps(p["body"])),
    no_default=("body",),
    fallback={"thread": lambda p: {**p, "number": p["other"]},
              "body": lambda p: {**p, "body": next(u[3] for u in _UNKNOWN if u[3] != p["body"])}},
)

SPECS = (FORWARD_CODE, EMAIL_SHARE, NEW_CONTACT, REPLY_UNKNOWN)
for _spec in SPECS:
    register(_spec)
