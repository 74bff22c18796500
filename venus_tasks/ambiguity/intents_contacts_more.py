"""More ground-truth intents over Google Contacts for the ``ambiguity`` suite (4): save the
number that texted about a topic (read in Simple SMS Messenger), star two contacts,
relabel a number, create a colleague with a work e-mail and no number. Forced
Non-Default, checks and UI steps as in ``intents_contacts`` (``contacts_kit``): a new
number is Mobile and a new address Home in the editor, so every type here is another
one; starring writes ``contacts.starred`` (the card's "Add to favorites").
"""

from __future__ import annotations

import random
from typing import Any

from apps import contacts
from venus_tasks.ambiguity import contacts_kit as ck
from venus_tasks.ambiguity import social_kit as sc
from venus_tasks.ambiguity.spec import Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from verifiers.guard import MayChange


_TOPICS = (("book club", "读书会", "It's me from the book club, this is my new number."),
           ("climbing gym", "攀岩馆", "Hi! We met at the climbing gym, this is my number."),
           ("school fundraiser", "学校募捐活动", "Hello from the school fundraiser team, here is my number."),
           ("flat viewing", "看房", "Hi, about the flat viewing on Saturday, you can reach me here."))


def _sender_draw(rng: random.Random) -> dict[str, Any]:
    taken: set[str] = set()
    cast = ck.cast(rng, 5, taken)
    new = cast[0]
    topics = rng.sample(_TOPICS, 2)
    other = sc.number(rng, taken)
    history = [{"address": other, "body": topics[1][2], "date": sc.T0 + 3_600_000, "type": 1},
               {"address": new["number"], "body": topics[0][2], "date": sc.T0 + 2 * 3_600_000, "type": 1},
               {"address": cast[1]["number"], "body": "See you soon.", "date": sc.T0 + 3 * 3_600_000, "type": 1}]
    return {"seeded": [ck.seed_entry(q) for q in cast[1:]], "history": history, "name": new["name"],
            "number": new["number"], "other": other, "topic": topics[0][0], "topic_zh": topics[0][1],
            "phone_type": rng.choice((ck.HOME, ck.OTHER))}


def _sender_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.PHONE_LABELS[p["phone_type"]]
    return Intent((
        Requirement("sender", Kind.ANCHOR, p["topic"], ("which number", "which message", "who texted", "which sender",
                                                        "哪个号码", "哪条短信"),
                    value_zh=p["topic_zh"], phrase=f"the number that texted me about the {p['topic']}",
                    phrase_zh=f"那个发短信跟我说{p['topic_zh']}的号码"),
        Requirement("name", Kind.EXPLICIT, p["name"], ("name", "what name", "save it as", "名字", "姓名", "存成什么"),
                    phrase=f"as {p['name']}", phrase_zh=f"，名字是{p['name']}"),
        Requirement("phone_type", Kind.IMPLICIT, en, ck.TYPE_NAMES, value_zh=zh, options=ck.type_options(p["phone_type"]),
                    phrase=f"(label: {en})", phrase_zh=f"（标签：{zh}）"),
    ))


def _saved(d, p: dict[str, Any]) -> list[dict[str, Any]]:
    if not ck.others_unchanged(d, p, [c["name"] for c in sc.contact_cards(d)
                                    if c["name"] not in {e["name"] for e in p["seeded"]}]):
        return []
    return [c for c in sc.contact_cards(d) if c["name"] not in {e["name"] for e in p["seeded"]}]


def _sender_setup(env, p: dict[str, Any]) -> None:
    sc.seed_contacts(env.device, p["seeded"])
    sc.seed_messages(env.device, p["history"])


SAVE_SENDER = sc.social_spec(
    name="ContactSaveSender", app_names=("contacts", "simple sms messenger"), draw=_sender_draw, intent=_sender_intent,
    may_change=MayChange(stores=("contacts:rows",)),
    setup=_sender_setup,
    checks={"sender": lambda d, p: len(new := _saved(d, p)) == 1 and sc.card_has_phone(new[0], p["number"]),
            "name": lambda d, p: len(new := _saved(d, p)) == 1 and sc.same_name(new[0]["name"], p["name"]),
            "phone_type": lambda d, p: len(new := _saved(d, p)) == 1 and sc.card_has_phone(new[0], p["number"],
                                                                                         p["phone_type"])},
    solve=lambda d, p: (contacts.add_contact(d, p["name"], p["number"]),
                        sc.set_phone(d, p["name"], p["number"], p["number"], p["phone_type"])),
    template="Save {sender} in Contacts {name} {phone_type}.",
    template_zh="把{sender}存到 Contacts 里{name}{phone_type}。",
    template_paraphrase="Add {sender} to Contacts {name} {phone_type}.",
    hypernym="a number that texted me recently", hypernym_zh="最近给我发过短信的一个号码", incomplete_masks=("name",),
    ui_path=lambda p: (Step("open", "SMS Messenger"), Step("tap", p["number"]), ck.OPEN,
                       *ck.form(*p["name"].split(" ", 1)), Step("type", "Phone", text=p["number"]),
                       *ck.phone_type(p["phone_type"]), ck.SAVE),
    defaults={"phone_type": "Mobile"}, no_default=("name",),
    fallback={"sender": lambda p: {**p, "number": p["other"]},
           "name": lambda p: {**p, "name": p["name"].split()[0]},
           "phone_type": lambda p: {**p, "phone_type": ck.MOBILE}},
)



# ------------------------------------------------------------------ 2. star two contacts
def _fav_draw(rng: random.Random) -> dict[str, Any]:
    cast = ck.cast(rng, 5, set())
    first_by_name = sorted(q["name"] for q in cast)[0]
    a, b = rng.sample([q for q in cast if q["name"] != first_by_name], 2)
    return {"seeded": [ck.seed_entry(q) for q in cast], "name": a["name"], "also": b["name"]}


def _fav_intent(p: dict[str, Any]) -> Intent:
    rest = tuple(e["name"] for e in p["seeded"] if e["name"] not in (p["name"], p["also"]))
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "who", "哪个联系人", "哪位"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("also", Kind.EXPLICIT, p["also"], ("other favorite", "other contact", "another contact",
                                                      "the other one", "另一个联系人", "另一位", "还有谁"), options=rest,
                    phrase=f"and {p['also']}", phrase_zh=f"和{p['also']}"),
    ))


def _only_starred(d, p: dict[str, Any], name: str) -> bool:
    stars = sc.starred(d)
    allowed = {p["name"].casefold(), p["also"].casefold()}
    return stars.get(name.casefold(), False) and not any(on for n, on in stars.items() if n not in allowed) \
        and ck.others_unchanged(d, p, [])


def _fav_solve(d, p: dict[str, Any]) -> None:
    for name in (p["name"], p["also"]):
        sc.set_starred(d, name, True)


FAVORITES = sc.social_spec(
    name="ContactFavoriteTwo", app_names=ck.CONTACTS, draw=_fav_draw, intent=_fav_intent, setup=ck.setup,
    may_change=MayChange(stores=("contacts:rows",)),
    checks={"contact": lambda d, p: _only_starred(d, p, p["name"]), "also": lambda d, p: _only_starred(d, p, p["also"])},
    solve=_fav_solve,
    template="In Contacts, add two people to my favorites: {contact} {also}.",
    template_zh="在 Contacts 中把两个人加入收藏：{contact}{also}。",
    template_paraphrase="Star two contacts in Contacts: {contact} {also}.",
    hypernym="my sister", hypernym_zh="我的姐姐", incomplete_masks=("also",),
    ui_path=lambda p: (ck.OPEN, Step("tap", p["name"], within="list"), Step("tap", "Add to favorites"),
                       Step("tap", "Navigate up"), Step("tap", p["also"], within="list"),
                       Step("tap", "Add to favorites")),
    defaults={"also": "nobody else"},
    fallback={"contact": lambda p: {**p, "name": ck.other(p, p["name"], p["also"])["name"]},
              "also": lambda p: {**p, "also": ck.other(p, p["name"], p["also"])["name"]}},
)


# ------------------------------------------------------------------ 3. relabel a number
def _relabel_draw(rng: random.Random) -> dict[str, Any]:
    cast = ck.cast(rng, 4, set())
    who = rng.choice(cast[1:])
    return {"seeded": [ck.seed_entry(q) for q in cast], "name": who["name"], "number": who["number"],
            "phone_type": rng.choice((ck.WORK, ck.OTHER, ck.HOME))}


def _relabel_intent(p: dict[str, Any]) -> Intent:
    en, zh = sc.PHONE_LABELS[p["phone_type"]]
    return Intent((
        Requirement("contact", Kind.ANCHOR, p["name"], ("contact", "which contact", "whose", "哪个联系人", "谁的"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("phone_type", Kind.EXPLICIT, en, ck.TYPE_NAMES, value_zh=zh, options=ck.type_options(p["phone_type"]),
                    phrase=f"to {en}", phrase_zh=f"，改成{zh}"),
    ))


RELABEL = sc.social_spec(
    name="ContactRelabelNumber", app_names=ck.CONTACTS, draw=_relabel_draw, intent=_relabel_intent, setup=ck.setup,
    may_change=MayChange(stores=("contacts:rows",)),
    checks={"contact": lambda d, p: bool((c := ck.edited(d, p)) and sc.card_has_phone(c, p["number"])
                                         and not sc.card_has_phone(c, p["number"], ck.MOBILE)),
            "phone_type": lambda d, p: bool((c := ck.edited(d, p)) and sc.card_has_phone(c, p["number"],
                                                                                      p["phone_type"]))},
    solve=lambda d, p: sc.set_phone(d, p["name"], p["number"], p["number"], p["phone_type"]),
    template="In Contacts, the number of {contact} is not a mobile; change its label {phone_type}.",
    template_zh="在 Contacts 中，{contact}的号码不是手机号；修改它的标签{phone_type}。",
    template_paraphrase="In Contacts, {contact}'s number is not a mobile one: relabel it {phone_type}.",
    hypernym="my landlord", hypernym_zh="我的房东", incomplete_masks=("phone_type",),
    ui_path=lambda p: (*ck.edit(p["name"]), *ck.phone_type(p["phone_type"]), ck.SAVE),
    defaults={"phone_type": "Mobile"},
    fallback={"contact": lambda p: {**p, **{k: ck.other(p, p["name"])[k] for k in ("name", "number")}},
              "phone_type": lambda p: {**p, "phone_type": ck.MOBILE}},
)


# ------------------------------------------------------------------ 4. a colleague with a work e-mail
def _colleague_draw(rng: random.Random) -> dict[str, Any]:
    cast = ck.cast(rng, 4, set())
    new = cast[0]
    return {"seeded": [ck.seed_entry(q) for q in cast[1:]], "name": new["name"], "first": new["first"],
            "last": new["last"], "email": sc.email_of(rng), "email_type": sc.EMAIL_TYPE_WORK}


def _colleague_intent(p: dict[str, Any]) -> Intent:
    return Intent((
        Requirement("name", Kind.ANCHOR, p["name"], ("name", "who", "名字", "姓名", "叫什么"),
                    phrase=p["name"], phrase_zh=p["name"]),
        Requirement("email", Kind.EXPLICIT, p["email"], ck.EMAIL_NAMES, phrase=f"with the email {p['email']}",
                    phrase_zh=f"，邮箱是 {p['email']}"),
        ck.email_type(p, "labelled {}", "（标签：{}）"),
    ), topics=("phone", "number", "company", "电话", "公司"))


def _colleague_solve(d, p: dict[str, Any]) -> None:
    sc.add_nameonly(d, p["name"])
    sc.add_email(d, p["name"], p["email"], p["email_type"])


COLLEAGUE = sc.social_spec(
    name="ContactCreateWithWorkEmail", app_names=ck.CONTACTS, draw=_colleague_draw, intent=_colleague_intent,
    may_change=MayChange(stores=("contacts:rows",)),
    setup=ck.setup,
    checks={"name": lambda d, p: ck.new_card(d, p) is not None,
            "email": lambda d, p: bool((c := ck.new_card(d, p)) and sc.card_has_email(c, p["email"])),
            "email_type": lambda d, p: bool((c := ck.new_card(d, p)) and sc.card_has_email(c, p["email"],
                                                                                        p["email_type"]))},
    solve=_colleague_solve,
    template="In Contacts, create a contact for {name} {email} {email_type}; no phone number.",
    template_zh="在 Contacts 中为{name}新建联系人{email}{email_type}，不填电话号码。",
    template_paraphrase="Add {name} to Contacts {email} {email_type}, without a phone number.",
    hypernym="a new colleague", hypernym_zh="一位新同事", incomplete_masks=("email_type",),
    ui_path=lambda p: (ck.OPEN, *ck.form(p["first"], p["last"]), Step("type", "Email", text=p["email"]),
                       Step("tap", "Home Email"), Step("tap", sc.EMAIL_LABELS[p["email_type"]][0]), ck.SAVE),
    defaults={"email_type": "Home"}, no_default=("email",),
    fallback={"name": lambda p: {**p, "name": p["first"]},
              "email": lambda p: {**p, "email": "x" + p["email"]},
              "email_type": lambda p: {**p, "email_type": sc.EMAIL_TYPE_HOME}},
)

SPECS = (SAVE_SENDER, FAVORITES, RELABEL, COLLEAGUE)
for _spec in SPECS:
    register(_spec)
